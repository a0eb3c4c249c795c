/** `loadout eval --sizes`: routing quality by catalog size, printed as a table (see src/analysis/sweep.ts). */
import type { CompileResult } from '../core/compile/compile'
import type { EvalQuery } from '../analysis/evaluate'
import { sweep, type SweepOptions, type SweepRow, type SweepSlice } from '../analysis/sweep'

/** `--sizes 5,20,100`: whole numbers >= 1; a UsageError-style message when not. */
export function parseSizes(raw: string): number[] {
  const sizes = raw.split(',').map(s => s.trim())
  if (!sizes.every(s => /^\d+$/.test(s) && Number(s) >= 1)) throw new Error(`--sizes takes whole numbers >= 1 separated by commas, e.g. 5,20,100; got ${raw}`)
  return sizes.map(Number)
}

/** Draw the catalogs from the compile's skills that can be matched, and route the cases in each. */
export function sweepCompiled(result: CompileResult, queries: readonly EvalQuery[], options: SweepOptions): SweepRow[] {
  const keep = result.data.entries.flatMap((e, i) => (e.shadowedBy === undefined ? [i] : []))
  const skills = {
    entries: keep.map(i => result.data.entries[i]!),
    bodies: keep.map(i => result.bodies[i]!),
    glossary: result.data.glossary ? [] : false as const,
  }
  return sweep(skills, queries, options)
}

const f = (x: number | null) => (x === null ? '    -' : x.toFixed(3))

function line(label: string, s: SweepSlice): string {
  return `${label.padEnd(12)} ${String(s.answerable).padStart(6)}  ${f(s.hit1)}  ${f(s.success5)}  ${f(s.lostToAbstain)}  ${f(s.abstained)}  ${s.returned.toFixed(2).padStart(6)}  ${f(s.precision)}    ${String(s.offtopic).padStart(6)}  ${f(s.offtopicAbstain)}`
}

/** The sweep as text: one block per size, its languages under it. */
export function formatSweep(rows: readonly SweepRow[]): string[] {
  const out = [`${'skills'.padEnd(12)} ${'tasks'.padStart(6)}  hit1   succ5  lost   silent  returned  prec   off-topic  abstain`]
  for (const r of rows) {
    out.push(line(`${r.size}${r.catalogs > 1 ? ` (x${r.catalogs})` : ''}`, r))
    for (const [lang, s] of Object.entries(r.slices)) out.push(line(`  ${lang}`, s))
  }
  out.push('', 'tasks: routed tasks with a right skill in their catalog, summed over the catalogs; lost: share of them',
    'abstaining cost a right answer (a relevant skill in the top 5 had match answered); silent: share abstained on;',
    'returned: skills match returns (its first five) for a task it answers; prec: share of them that are relevant;',
    'off-topic: routed tasks that should reach nothing; abstain: share of them match abstained on')
  return out
}
