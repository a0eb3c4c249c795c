/** `npx unplugin-loadout eval`: route labelled cases and score the routing, per slice or per catalog size. */
import { readFile } from 'node:fs/promises'
import { type EvalQuery, type EvalReport, evaluate, parseQueries, type SliceReport } from '../../analysis/evaluate'
import type { CompileResult } from '../../core/compile/compile'
import { printable } from '../../core/printable'
import { createLoadout } from '../../runtime/loadout'
import { checkedOptions, evidenceBar, threshold, UsageError, whole } from '../args'
import type { CliOptions, CompilingCommand } from '../command'
import { compileOrRead } from '../db'
import type { Io } from '../io'
import { printProblems } from '../problems'
import { formatSweep, parseSizes, sweepCompiled } from '../sweep'

function row(name: string, s: SliceReport): string {
  const f = (x: number | null) => (x === null ? '    -' : x.toFixed(3))
  return `${name.padEnd(12)} ${String(s.n).padStart(5)}  ${f(s.hit1)}  ${f(s.success5)}  ${f(s.mrr10)}  ${f(s.abstain)}    ${f(s.lostToAbstain)}`
}

interface EvalValues {
  queries?: string[]
  offtopic?: string[]
  json?: boolean
  'min-score'?: string
  'min-success5'?: string
  'min-hit1'?: string
  sizes?: string
  catalogs?: string
  seed?: string
}

/** The options of `loadout eval`, checked; a UsageError when one is bad. */
function evalSettings(values: EvalValues) {
  if (!values.queries?.length && !values.offtopic?.length) throw new UsageError('give the routing cases with --queries FILE.jsonl')
  const sizes = values.sizes === undefined ? undefined : parseSizes(values.sizes)
  if (sizes === undefined && (values.catalogs !== undefined || values.seed !== undefined)) throw new UsageError('--catalogs and --seed go with --sizes')
  if (sizes !== undefined && (values['min-success5'] !== undefined || values['min-hit1'] !== undefined)) throw new UsageError('--min-success5 and --min-hit1 check a plain eval, not --sizes')
  return {
    minSuccess5: threshold(values['min-success5'], 'min-success5'),
    minHit1: threshold(values['min-hit1'], 'min-hit1'),
    minScore: evidenceBar(values['min-score']),
    sizes,
    catalogs: whole(values.catalogs, 'catalogs', 1),
    seed: whole(values.seed, 'seed', 0),
  }
}

/** Every case of the `--queries` files, then the `--offtopic` ones (as cases that should reach nothing). */
async function readCases(values: EvalValues, io: Io): Promise<EvalQuery[] | undefined> {
  const queries: EvalQuery[] = []
  const files = [...(values.queries ?? []).map(file => ({ file, offtopic: false })), ...(values.offtopic ?? []).map(file => ({ file, offtopic: true }))]
  for (const { file, offtopic } of files) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    }
    catch {
      io.err(`loadout eval: cannot read ${file}`)
      return undefined
    }
    try {
      const cases = parseQueries(text, file, { offtopic })
      queries.push(...cases)
    }
    catch (err) {
      io.err(`loadout eval: ${(err as Error).message}`)
      return undefined
    }
  }
  return queries
}

/** `loadout eval`: route labelled cases, print hit1/success5/mrr10/abstain per slice, fail under thresholds. */
export async function evalCommand(options: CliOptions, values: EvalValues, io: Io): Promise<number> {
  const settings = checkedOptions('eval', io, () => evalSettings(values))
  if (!settings) return 2
  const queries = await readCases(values, io)
  if (!queries) return 2
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  warnUnknownSkills(result, queries, io)
  if (settings.sizes) {
    const rows = sweepCompiled(result, queries, { sizes: settings.sizes, catalogs: settings.catalogs, seed: settings.seed, minScore: settings.minScore })
    options.run.progress.clear()
    if (values.json) io.out(JSON.stringify({ sizes: rows }, null, 2))
    else for (const l of formatSweep(rows)) io.out(l)
    return result.errorCount > 0 ? 1 : 0
  }
  const report: EvalReport = evaluate(createLoadout(result.data, []), queries, { minScore: settings.minScore, onProgress: options.run.progress.step('routing', 'cases') })
  options.run.progress.clear()
  if (values.json) {
    const { misses: _misses, ...rest } = report
    io.out(JSON.stringify(rest, null, 2))
  }
  else {
    printReport(queries.length, report, io)
  }
  const { minSuccess5, minHit1 } = settings
  const failed = (minSuccess5 !== undefined && report.success5 < minSuccess5) || (minHit1 !== undefined && report.hit1 < minHit1)
  if (failed) io.err(`loadout eval: below the threshold (success5 ${report.success5}, hit1 ${report.hit1})`)
  return failed || result.errorCount > 0 ? 1 : 0
}

/** A line for each case naming a skill the compile does not hold (a typo in the cases, or a skill gone). */
function warnUnknownSkills(result: CompileResult, queries: readonly EvalQuery[], io: Io): void {
  const known = new Set(result.data.entries.filter(e => e.shadowedBy === undefined).map(e => e.id))
  for (const q of queries) {
    for (const id of q.relevant) if (!known.has(id)) io.err(printable(`loadout eval: case ${q.qid} names unknown skill "${id}"`))
  }
}

function printReport(cases: number, report: EvalReport, io: Io): void {
  io.out(`${cases} cases, median match ${report.medianMatchUs} µs\n`)
  io.out(`${'slice'.padEnd(12)} ${'n'.padStart(5)}  hit1   succ5  mrr10  abstain  lost`)
  io.out(row('all', report))
  for (const [name, s] of Object.entries(report.slices)) io.out(row(name, s))
  if (report.misses.length) {
    io.out(`\nmisses (${report.misses.length}):`)
    for (const m of report.misses) {
      io.out(printable(`  ${m.qid}: ${m.query.length > 80 ? `${m.query.slice(0, 77)}...` : m.query}`))
      io.out(printable(`      want ${m.relevant.length ? m.relevant.join(' | ') : '(abstain)'}; got ${m.got.join(', ') || '(nothing)'}`))
    }
  }
}

/** The `eval` command. */
export const EVAL: CompilingCommand = {
  name: 'eval',
  usage: [`eval --skills DIR | --db FILE --queries FILE.jsonl... [--offtopic FILE.jsonl...] [--json] [--min-score X]
                            [--min-success5 X] [--min-hit1 X] [--sizes 5,20,100 [--catalogs N] [--seed N]]`],
  flags: ['db', 'queries', 'offtopic', 'json', 'min-score', 'min-success5', 'min-hit1', 'sizes', 'catalogs', 'seed'],
  reads: 'skills-or-db',
  run: ({ options, values, io }) => evalCommand(options, values, io),
}
