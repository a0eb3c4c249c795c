import { relative, sep } from 'node:path'
import { isUrlSource } from './wellknown/pull/url'
import { printable } from './printable'
import { MAX_DIAGNOSTIC_CHARS, MAX_SKILL_DIAGNOSTICS } from './limits'

export type Level = 'error' | 'warning'

/** A problem found in a skill source, with the file and (1-based) line it is on. */
export interface Diagnostic {
  level: Level
  /** Stable machine-readable code, e.g. `missing-description`. */
  code: string
  message: string
  /** Absolute path of the file (or folder) concerned. */
  file: string
  line: number
  column: number
}

export function diag(level: Level, code: string, message: string, file: string, line = 1, column = 1): Diagnostic {
  const text = message.length > MAX_DIAGNOSTIC_CHARS ? `${message.slice(0, MAX_DIAGNOSTIC_CHARS - 1)}…` : message
  return { level, code, message: text, file, line, column }
}

/**
 * The diagnostics of one skill file, at most `max`: its errors first (a skill with an error keeps one, which decides
 * whether it is compiled), then its warnings, in order; one `diagnostic-cap` warning says how many were left out.
 */
export function capDiagnostics(list: Diagnostic[], file: string, max = MAX_SKILL_DIAGNOSTICS): Diagnostic[] {
  if (list.length <= max) return list
  const kept = [...list.filter(d => d.level === 'error'), ...list.filter(d => d.level !== 'error')].slice(0, max)
  const n = list.length - max
  kept.push(diag('warning', 'diagnostic-cap', `${n} more diagnostic${n === 1 ? '' : 's'} of this skill ${n === 1 ? 'is' : 'are'} not shown (at most ${max} a skill): fix these and check again`, file))
  return kept
}

/**
 * Codes of recommendations (the spec's "keep the body under 500 lines"): warnings that `--strict` never fails on.
 * `remote-pinned` says the lockfile changed (commit it): nothing wrong with a skill, so not one `--strict` fails on.
 */
export const RECOMMENDATIONS: ReadonlySet<string> = new Set(['body-length', 'invocation-conflict', 'remote-pinned'])

export function isRecommendation(d: Diagnostic): boolean {
  return d.level === 'warning' && RECOMMENDATIONS.has(d.code)
}

/**
 * `file:line:col: level: message [code]`, the form compilers and editors link to: always one line, whatever the file's
 * name and the message hold (their control characters escaped: `printable`).
 */
export function formatDiagnostic(d: Diagnostic, cwd = process.cwd()): string {
  // A file of a URL source is named by its URL.
  const rel = isUrlSource(d.file) ? d.file : relative(cwd, d.file).split(sep).join('/') || d.file
  return printable(`${rel}:${d.line}:${d.column}: ${d.level}: ${d.message} [${d.code}]`)
}

/** Stable order: by file, then line, then code. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
}

/**
 * Drop, in place, a diagnostic that repeats another word for word at the same place. A Markdown file linked from
 * several skills is read for links once for each of them, and its missing link is one problem: listed once, counted
 * once (the plugin, which prints each text once, and `check` agree on the totals).
 */
export function dropRepeats(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>()
  let kept = 0
  for (const d of list) {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.level}\0${d.code}\0${d.message}`
    if (seen.has(key)) continue
    seen.add(key)
    list[kept++] = d
  }
  list.length = kept
  return list
}

/**
 * Thrown (or passed to the bundler) when a build has errors: one message listing every one of them. Its `stack` is
 * the message alone: the problems are in the skills, each named by file and line, and a trace through this package
 * (which bundlers print under the message) would only bury them. `diagnostics` is not enumerable, so a tool that
 * prints the error's own fields (Vite's CLI does) does not print them all a second time.
 */
export class LoadoutBuildError extends Error {
  declare readonly diagnostics: Diagnostic[]
  constructor(diagnostics: Diagnostic[], cwd?: string) {
    const errors = diagnostics.filter(d => d.level === 'error')
    super(`unplugin-loadout: ${errors.length} error${errors.length === 1 ? '' : 's'} in skill sources:\n${
      errors.map(d => `  ${formatDiagnostic(d, cwd)}`).join('\n')}`)
    this.name = 'LoadoutBuildError'
    Object.defineProperty(this, 'diagnostics', { value: errors, enumerable: false })
    this.stack = `${this.name}: ${this.message}`
  }
}

/** Up to this many warnings a build (and `check`) prints every one; past it, the first few of each code and a count. */
export const WARNINGS_IN_FULL = 20
/** The warnings of each code a summary prints. */
export const FIRST_OF_EACH_CODE = 3

/**
 * The diagnostics to print, as tsc and ESLint keep a big project's output readable: every error, and every warning up
 * to `WARNINGS_IN_FULL` of them; past that, the first `FIRST_OF_EACH_CODE` warnings of each code (in the list's
 * order) and a `tally` line counting the warnings of each code, most first. The caller says where every one is
 * (`--verbose`, the inspector). 791 skills of the corpus give 1,403 warnings: 28 lines and a tally instead.
 */
export function digestDiagnostics(list: readonly Diagnostic[]): { shown: Diagnostic[], tally?: string } {
  const warnings = list.filter(d => d.level === 'warning')
  if (warnings.length <= WARNINGS_IN_FULL) return { shown: [...list] }
  const counts = new Map<string, number>()
  const shown = list.filter((d) => {
    if (d.level !== 'warning') return true
    const n = (counts.get(d.code) ?? 0) + 1
    counts.set(d.code, n)
    return n <= FIRST_OF_EACH_CODE
  })
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const tally = `${warnings.length.toLocaleString('en-US')} warnings (${byCount.map(([code, n]) => `${n.toLocaleString('en-US')} ${code}`).join(', ')}): `
    + `the first ${FIRST_OF_EACH_CODE} of each code are listed above`
  return { shown, tally }
}
