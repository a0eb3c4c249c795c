/**
 * The one line a compile ends with, in the CLI, the bundler plugins and `withLoadout`: what was compiled, what was
 * left out, the problems, the chunks and the time.
 */
import type { CompileResult } from './compile'
import type { PackPlan } from './packs'

export const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/** A duration as people read it: `840 ms`, `4.1 s`, `1 min 29 s`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}

/**
 * The line a compile ends with, as a build tool's "Indexed 12 pages" (Pagefind) or "built in 1.2 s" (Vite): skill
 * files found, compiled (shadowed), skipped; errors, warnings; the lazy chunks written, when there are any; and the time.
 * `812 skill files found: 790 compiled (3 shadowed), 22 skipped; 0 errors, 5 warnings; 791 chunks in 4.1 s`
 */
export function summaryLine(result: CompileResult, ms: number, chunks?: number): string {
  const shadowed = result.data.entries.filter(e => e.shadowedBy !== undefined).length
  const warnings = result.diagnostics.length - result.errorCount
  return `${plural(result.found.length, 'skill file')} found: ${result.data.entries.length.toLocaleString('en-US')} compiled${shadowed ? ` (${shadowed} shadowed)` : ''}, ${
    result.skipped.length.toLocaleString('en-US')} skipped; ${plural(result.errorCount, 'error')}, ${plural(warnings, 'warning')}${
    chunks === undefined ? '' : `; ${plural(chunks, 'chunk')}`} in ${duration(ms)}`
}

/** The lazy modules of a compile: one per distinct body (with its resources), one per text resource; or the packs. */
export function chunkCount(result: CompileResult, plan?: PackPlan): number {
  if (plan) return plan.packs.length
  const bodies = new Set(result.chunkKeys.filter((_, i) => result.data.entries[i]!.shadowedBy === undefined))
  return bodies.size + result.resourceFiles.size
}
