/**
 * Finding the frontmatter block of a skill file: the `---` line it opens with, the line that closes it, and where the
 * body starts. Lines are split off one at a time, only as far as the frontmatter goes: bodies run to thousands of
 * lines, and the body is then one slice of the text.
 */

/** The text of a skill file read as far as its frontmatter, and where that ends. */
export class FileLines {
  /** The text: BOM removed, line endings normalised to `\n`. */
  readonly text: string
  /** `lines[i]` is line i (0-based) and `starts[i]` its offset, for the lines read so far. */
  readonly lines: string[] = []
  readonly starts: number[] = []
  /** The offset of the line after the last one read (past the end once every line is read). */
  next = 0

  constructor(source: string) {
    let text = source.charCodeAt(0) === 0xFEFF ? source.slice(1) : source
    if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n')
    this.text = text
  }

  /** Read one more line; false at the end of the text. */
  readLine(): boolean {
    const { text } = this
    if (this.next > text.length) return false
    let end = text.indexOf('\n', this.next)
    if (end === -1) end = text.length
    this.starts.push(this.next)
    this.lines.push(text.slice(this.next, end))
    this.next = end + 1
    return true
  }

  /** The text from line `i` on (empty past the end). */
  from(i: number): string {
    const offset = i < this.lines.length ? this.starts[i]! : this.next
    return offset <= this.text.length ? this.text.slice(offset) : ''
  }
}

/** Where a file's frontmatter is: `close` is the 0-based line of the closing `---`, -1 when there is none. */
export interface Frontmatter {
  file: FileLines
  close: number
}

/** Why a file has no frontmatter to read. */
export interface BlockProblem {
  code: 'binary-file' | 'missing-frontmatter' | 'frontmatter-language'
  message: string
}

/** Find the frontmatter block: the opening `---` line, then the first line that is `---` alone. */
export function findFrontmatter(source: string): Frontmatter | BlockProblem {
  const file = new FileLines(source)
  if (file.text.includes('\0')) return { code: 'binary-file', message: 'file contains NUL bytes: not a text skill file' }
  file.readLine()
  const first = file.lines[0]!
  if (!first.startsWith('---'))
    return { code: 'missing-frontmatter', message: 'no frontmatter: a skill file must start with a `---` block holding at least `description`' }
  const lang = first.slice(3).trim()
  if (lang !== '' && lang !== 'yaml' && lang !== 'yml')
    return { code: 'frontmatter-language', message: `frontmatter language "${lang}" is not allowed: only YAML is read, nothing in a skill is executed` }
  for (let i = 1; file.readLine(); i++) {
    if (/^---\s*$/.test(file.lines[i]!)) return { file, close: i }
  }
  return { file, close: -1 }
}

/**
 * Index of the first line (from 1, before `end`) that cannot belong to a YAML block: body markdown or HTML. A block
 * never closed (or closed only by a `---` rule further down the body) is read up to there.
 */
export function yamlShapedEnd(lines: readonly string[], end: number): number {
  for (let i = 1; i < end; i++) {
    const l = lines[i]!
    if (l.trim() === '' || /^\s/.test(l) || /^-(\s|$)/.test(l)) continue
    if (/^[^\s#<>`!|%&*[{"'-][^:]*:(\s|$)/.test(l) || /^["'][^"']+["']:(\s|$)/.test(l)) continue
    return i
  }
  return end
}

/** How many lines `text.split('\n')` gives, without splitting. */
export function lineCount(text: string): number {
  let n = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return n
}
