import { relative, sep } from 'node:path'
import { isUrlSource } from './pull/url'
import { printable } from './printable'

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
  return { level, code, message, file, line, column }
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

/** Thrown (or passed to the bundler) when a build has errors: one message listing every one of them. */
export class LoadoutBuildError extends Error {
  readonly diagnostics: Diagnostic[]
  constructor(diagnostics: Diagnostic[], cwd?: string) {
    const errors = diagnostics.filter(d => d.level === 'error')
    super(`unplugin-loadout: ${errors.length} error${errors.length === 1 ? '' : 's'} in skill sources:\n${
      errors.map(d => `  ${formatDiagnostic(d, cwd)}`).join('\n')}`)
    this.name = 'LoadoutBuildError'
    this.diagnostics = errors
  }
}
