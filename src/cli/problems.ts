import type { CompileResult } from '../core/compile/compile'
import { formatDiagnostic } from '../core/diagnostics'

/**
 * What the commands other than `check` print on stderr before their output: every error, and the warning of each file
 * `--skip-invalid` left out (so no skill goes missing without a word).
 */
export function printProblems(result: CompileResult, err: (text: string) => void): void {
  const skipped = new Set(result.skipped.map(s => s.file))
  for (const d of result.diagnostics) if (d.level === 'error' || skipped.has(d.file)) err(formatDiagnostic(d))
}
