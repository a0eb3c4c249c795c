/** `loadout check --fix`: rewrite the frontmatter recovery repaired, or with `--dry-run` print the diff. */
import { readFile, writeFile } from 'node:fs/promises'
import { relative, sep } from 'node:path'
import type { Diagnostic } from '../core/diagnostics'
import { fixDiff, fixFrontmatter } from '../core/compile/frontmatter/fix'
import { isUrlSource } from '../core/wellknown/pull/url'
import type { Io } from './io'
import { printable } from '../core/printable'

const rel = (file: string) => relative(process.cwd(), file).split(sep).join('/') || file

/** The files a compile recovered (the `yaml-recovered` diagnostics'), in order. */
export function recoveredFiles(diagnostics: readonly Diagnostic[]): string[] {
  // A pulled skill (named by its URL) is fixed by its publisher: its cached copy is pinned by digest.
  return [...new Set(diagnostics.filter(d => d.code === 'yaml-recovered' && !isUrlSource(d.file)).map(d => d.file))]
}

/**
 * Fix each file: print every change (`file:line: before -> after`), or the diff when `dryRun`; write nothing then.
 * Returns how many files were (or would be) changed. Bytes outside the repaired values are kept as they are.
 */
export async function fixFiles(files: readonly string[], dryRun: boolean, io: Io): Promise<number> {
  let changed = 0
  for (const file of files) {
    const source = await readFile(file, 'utf8')
    const { text, changes } = fixFrontmatter(source)
    if (changes.length === 0 || text === source) {
      io.err(`${printable(rel(file))}: not fixed: the fixed file would not read as recovered (fix the frontmatter by hand)`)
      continue
    }
    changed++
    if (dryRun) {
      io.out(fixDiff(rel(file), changes).trimEnd())
      continue
    }
    for (const c of changes) io.out(printable(`${rel(file)}:${c.line}: ${c.before.join('⏎')} -> ${c.after.join('⏎')}`))
    await writeFile(file, text)
  }
  return changed
}
