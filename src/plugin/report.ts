/**
 * What the bundler plugins and `withLoadout` print about a compile, each thing once: a diagnostic once per change of
 * its file, a summary line when it differs from the last, and nothing a process printed for the process that started
 * it (Next loads its config in its CLI, then in build workers that run the webpack plugin).
 */
import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { relative, sep } from 'node:path'
import type { CompileResult } from '../core/compile/compile'
import { type Diagnostic, digestDiagnostics, formatDiagnostic } from '../core/diagnostics'
import { duration, plural } from '../core/text'
import type { PackPlan } from './packs'
import type { ResolvedSource } from '../core/options'

/** Every prefix the package's own lines carry (bundlers that print a plugin's warnings add theirs). */
export const PREFIX = '[unplugin-loadout]'

/**
 * The diagnostics printed last for each root, by text, with a fingerprint of their file's content then. Dev servers
 * and watch modes compile on every edit, and Next's webpack mode runs a compiler per target (client, server, edge),
 * each with its own plugin: a diagnostic whose file did not change is not printed again by any of them.
 */
const printed = new Map<string, Map<string, string>>()
const lastSummary = new Map<string, string>()

/** The content of `file` as a short hash ('' when it is gone, 'folder' for a folder): what "changed" means here. */
function fingerprint(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false })
  if (!stat) return ''
  if (!stat.isFile()) return 'folder'
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)
}

/**
 * The indexes of the diagnostics of `list` (their printed `texts` beside them) not printed for `root` before, or whose
 * file changed since: an editor that saves a file twice, or a second compile of the same bytes, prints nothing new.
 * Diagnostics that went away are forgotten, so a problem that comes back is printed again.
 */
export function freshDiagnostics(root: string, list: readonly Diagnostic[], texts: readonly string[]): number[] {
  const before = printed.get(root) ?? new Map<string, string>()
  const now = new Map<string, string>()
  const files = new Map<string, string>()
  const fresh: number[] = []
  list.forEach((d, i) => {
    if (!files.has(d.file)) files.set(d.file, fingerprint(d.file))
    const print = files.get(d.file)!
    if (before.get(texts[i]!) !== print && !now.has(texts[i]!)) fresh.push(i)
    now.set(texts[i]!, print)
  })
  printed.set(root, now)
  return fresh
}

/** Whether `line` (a summary, its time aside) differs from the last one printed for `root`; records it. */
export function summaryChanged(root: string, line: string): boolean {
  const untimed = untimedSummary(line)
  if (lastSummary.get(root) === untimed) return false
  lastSummary.set(root, untimed)
  return true
}

const untimedSummary = (line: string) => line.replace(/ in [^;]+$/, '')

/** Environment variable naming the report `withLoadout` printed, for the processes Next starts (they inherit it). */
const REPORTED_ENV = 'UNPLUGIN_LOADOUT_REPORTED'

/** A compile's report as a key: the root, and a hash of its summary line (time aside) and its problems. */
export function reportKey(root: string, summary: string, problems: readonly string[]): string {
  const hash = createHash('sha256').update(untimedSummary(summary)).update('\n').update(problems.join('\n')).digest('hex')
  // Environment values cannot hold NUL: a space between the two.
  return `${root} ${hash.slice(0, 32)}`
}

/** Record that this process printed the report `key` (its child processes inherit the record). */
export function markReported(key: string): void {
  process.env[REPORTED_ENV] = key
}

/** Whether this process, or the one that started it, printed the report `key`. */
export function wasReported(key: string): boolean {
  return process.env[REPORTED_ENV] === key
}

/**
 * Where every warning is, for the line a summarised list ends with: `npx unplugin-loadout check --verbose` over the
 * same sources (and, in a Vite dev server, its inspector page).
 */
export function everyWarningHint(root: string, sources: readonly ResolvedSource[], inspector = false): string {
  const skills = sources.map(s => `--skills ${s.origin ?? (relative(root, s.abs).split(sep).join('/') || '.')}`).join(' ')
  return `every one: npx unplugin-loadout check --verbose ${skills}${inspector ? ', or the skills inspector at /__loadout/' : ''}`
}

/** The line watch modes print once: where to get the inspector page without a dev server. */
export function inspectorHint(root: string, sourceDirs: readonly string[]): string {
  const skills = sourceDirs.map(d => `--skills ${relative(root, d).split(sep).join('/') || '.'}`).join(' ')
  return `${PREFIX} skills inspector: npx unplugin-loadout inspect ${skills} --html loadout-report.html --open (in Vite: /__loadout/ on the dev server)`
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

/** Where the plugin's messages go: warnings and errors (with the diagnostic they come from) and one info line. */
export interface Sink {
  warn: (message: string, d?: Diagnostic) => void
  error: (message: string, d?: Diagnostic) => void
  info: (message: string) => void
}

/** What `announce` needs beside the compile: where it ran from, its sources, how long it took and its packs. */
export interface AnnounceContext {
  root: string
  sources: readonly ResolvedSource[]
  ms: number
  plan?: PackPlan
  /** A Vite dev server, whose inspector page lists every warning too. */
  inspector?: boolean
}

/** The line that follows a compile's errors in a dev server or watch mode: the other skills are still served. */
export function errorsLeftOutLine(errorCount: number): string {
  return `${errorCount} skill file${errorCount === 1 ? '' : 's'} with errors left out until fixed; the other skills are served`
}

/**
 * Print a compile's new diagnostics (each once per change of its file; past 20 warnings the first few of each code
 * and a count, see `digestDiagnostics`), its errors too, and its summary line when it changed: in a build, "5 skill
 * files found: 5 compiled, 0 skipped; 0 errors, 1 warning; 6 chunks in 40 ms". A report `withLoadout` already printed
 * (Next's webpack mode) is not printed again.
 */
export function announce(result: CompileResult, sink: Sink, at: AnnounceContext): void {
  const { root } = at
  const line = summaryLine(result, at.ms, chunkCount(result, at.plan))
  const texts = result.diagnostics.map(d => formatDiagnostic(d, root))
  if (wasReported(reportKey(root, line, texts))) return
  const fresh = freshDiagnostics(root, result.diagnostics, texts)
  const { shown, tally } = digestDiagnostics(fresh.map(i => result.diagnostics[i]!))
  for (const d of shown) (d.level === 'warning' ? sink.warn : sink.error)(formatDiagnostic(d, root), d)
  if (tally) sink.warn(`${tally}; ${everyWarningHint(root, at.sources, at.inspector)}`)
  // With the errors it is about: a compile that found the same ones says nothing more.
  if (shown.some(d => d.level === 'error')) sink.error(errorsLeftOutLine(result.errorCount))
  if (summaryChanged(root, line)) sink.info(`${PREFIX} ${line}`)
}

/**
 * The lines to print for a compile's problems as `formatDiagnostic` wrote them (`file:line:col: level: message
 * [code]`, kept so in the Next.js emit's `.summary.json`): all of them up to 20 warnings; past that the first few of
 * each code and a count per code (`digestDiagnostics`), ending with where every one is.
 */
export function problemLines(problems: readonly string[], root: string, sources: readonly ResolvedSource[]): string[] {
  const parsed = problems.map((text, i) => {
    const m = /:\d+:\d+: (error|warning): .*\[([\w-]+)\]$/.exec(text)
    return { level: (m?.[1] ?? 'warning') as 'error' | 'warning', code: m?.[2] ?? '', message: '', file: String(i), line: 1, column: 1 }
  })
  const { shown, tally } = digestDiagnostics(parsed)
  const lines = shown.map(d => problems[Number(d.file)]!)
  if (tally) lines.push(`${tally}; ${everyWarningHint(root, sources)}`)
  return lines
}
