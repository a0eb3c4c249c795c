/** `npx unplugin-loadout check`: every problem of the skills, and `--fix` for frontmatter that needed recovery. */
import { relative, sep } from 'node:path'
import { digestDiagnostics, formatDiagnostic, isRecommendation } from '../../core/diagnostics'
import type { CompileResult } from '../../core/compile/compile'
import type { CliOptions, CompilingCommand } from '../command'
import { compileOrRead } from '../db'
import { fixFiles, recoveredFiles } from '../fix'
import type { Io } from '../io'

/** A path as the CLI prints it: relative to the working folder, `/`-separated. */
const shown = (file: string) => relative(process.cwd(), file).split(sep).join('/') || file

/** `loadout check`: every diagnostic, the accounting summary; `--fix` rewrites recovered frontmatter first. */
export async function checkCommand(options: CliOptions, values: { fix?: boolean, 'dry-run'?: boolean, json?: boolean, strict?: boolean, verbose?: boolean }, io: Io): Promise<number> {
  let result = await compileOrRead(options)
  if (values.fix) {
    const dryRun = values['dry-run'] ?? false
    // The fixed files are checked again: the report is what is left.
    if (await fixFiles(recoveredFiles(result.diagnostics), dryRun, io) && !dryRun) result = await compileOrRead(options)
  }
  if (values.json) io.out(checkJson(result))
  else printDiagnostics(result, values.verbose ?? false, io)
  // --strict: spec violations are errors, and any warning left (shadowed, links, symlinks...) fails too, but not a
  // recommendation (body length).
  const failing = result.diagnostics.filter(d => d.level === 'warning' && !isRecommendation(d)).length
  return result.errorCount > 0 || (values.strict && failing > 0) ? 1 : 0
}

/** `check --json`: the counts, the files found and skipped, every diagnostic (paths relative to the working folder). */
function checkJson(result: CompileResult): string {
  return JSON.stringify({
    skills: result.data.entries.length,
    errors: result.errorCount,
    warnings: result.diagnostics.length - result.errorCount,
    found: result.found.map(shown),
    skipped: result.skipped.map(s => ({ ...s, file: shown(s.file) })),
    diagnostics: result.diagnostics.map(d => ({ ...d, file: shown(d.file) })),
  }, null, 2)
}

/**
 * The diagnostics as `file:line:col` lines; the counts follow on stderr (the summary line every command ends with).
 * Past 20 warnings, the first few of each code and a count per code, unless `--verbose`.
 */
function printDiagnostics(result: CompileResult, verbose: boolean, io: Io): void {
  const { shown, tally } = verbose ? { shown: result.diagnostics, tally: undefined } : digestDiagnostics(result.diagnostics)
  for (const d of shown) io.out(formatDiagnostic(d))
  if (tally) io.out(`${tally}; every one: --verbose (or --json)`)
}

/** The `check` command. */
export const CHECK: CompilingCommand = {
  name: 'check',
  usage: ['check [--skills DIR...] [--strict] [--skip-invalid] [--json] [--verbose] [--fix [--dry-run]]'],
  flags: ['json', 'verbose', 'fix', 'dry-run'],
  reads: 'skills',
  run: ({ options, values, io }) => checkCommand(options, values, io),
}
