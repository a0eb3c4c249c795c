/**
 * `loadout check --fix`: the repairs recovery makes, written into the file. Only the repaired frontmatter lines change;
 * the body, comments, key order, line endings (CRLF or LF, per line) and a BOM stay byte for byte. Fixing a fixed file
 * changes nothing.
 */
import { type FileLines, findFrontmatter } from './block'
import { type ReadBlock, readBlock } from './read'
import { sameData } from './yaml'

/** One rewritten value: 1-based line of the file, and its lines before and after. */
export interface FixChange {
  line: number
  key: string
  problem: string
  before: string[]
  after: string[]
}

export interface FixResult {
  /** The fixed text (the source itself when nothing changed). */
  text: string
  changes: FixChange[]
}

/** A line of the source with its own line ending (`''` for a last line without one). */
interface RawLine {
  text: string
  eol: string
}

function rawLines(text: string): RawLine[] {
  const out: RawLine[] = []
  const re = /([^\r\n]*)(\r\n|\n|\r|$)/g
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ text: m[1]!, eol: m[2]! })
    if (m[2] === '') break
  }
  return out
}

/** Rewrite the frontmatter values recovery repairs into valid YAML, with the smallest change (quote the value). */
export function fixFrontmatter(source: string): FixResult {
  const found = findFrontmatter(source)
  if (!('file' in found)) return { text: source, changes: [] }
  const block = readBlock(found.file, found.close, '')
  if ('error' in block || block.repairs.length === 0) return { text: source, changes: [] }
  const bom = source.charCodeAt(0) === 0xFEFF ? '\uFEFF' : ''
  const lines = rawLines(source.slice(bom.length))
  const firstEol = lines.find(l => l.eol !== '')?.eol ?? '\n'
  const changes: FixChange[] = []
  for (const r of block.repairs) {
    // Block line 0 is the file's line 1 (line 0 is the opening `---`).
    const at = r.line + 1
    const n = r.before.length
    if (r.before.some((b, k) => lines[at + k]?.text !== b)) continue
    const last = lines[at + n - 1]!
    const eol = last.eol || firstEol
    for (let k = 0; k < n - 1; k++) lines[at + k]!.text = r.after[k]!
    last.text = r.after.slice(n - 1).join(eol)
    changes.push({ line: at + 1, key: r.key, problem: r.problem, before: r.before, after: r.after })
  }
  const text = bom + lines.map(l => l.text + l.eol).join('')
  // A fix must give back what recovery read (it could not when the repaired lines change where the block ends).
  return sameReading(found.file, block, text) ? { text, changes } : { text: source, changes: [] }
}

/** The fixed text parses with no repair into the same data and the same body as the recovered source. */
function sameReading(file: FileLines, block: ReadBlock, fixed: string): boolean {
  const found = findFrontmatter(fixed)
  if (!('file' in found)) return false
  const again = readBlock(found.file, found.close, '')
  return !('error' in again)
    && again.repairs.length === 0
    && sameData(again.data, block.data)
    && found.file.from(again.bodyStart) === file.from(block.bodyStart)
}

/** The changes as a unified diff of `file` (what `--fix --dry-run` prints). */
export function fixDiff(file: string, changes: readonly FixChange[]): string {
  if (changes.length === 0) return ''
  const out = [`--- a/${file}`, `+++ b/${file}`]
  let shift = 0
  for (const c of changes) {
    out.push(`@@ -${c.line},${c.before.length} +${c.line + shift},${c.after.length} @@`)
    for (const l of c.before) out.push(`-${l}`)
    for (const l of c.after) out.push(`+${l}`)
    shift += c.after.length - c.before.length
  }
  return `${out.join('\n')}\n`
}
