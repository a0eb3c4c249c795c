/** `npx unplugin-loadout match "<task>"`: the skills a task routes to, and the time the match took. */
import type { CompileResult } from '../../core/compile/compile'
import { type Explanation, Insight } from '../../analysis/insight'
import { printable } from '../../core/printable'
import { createLoadout } from '../../runtime/loadout'
import type { MatchResult } from '../../runtime/types'
import { checkedOptions, evidenceBar } from '../args'
import type { CliOptions, CompilingCommand } from '../command'
import { compileOrRead, openDb } from '../db'
import { type Io, taskArgs } from '../io'
import { printProblems } from '../problems'

/** `loadout match --db FILE`: routed by unplugin-loadout/sql over the SQLite file. */
async function matchDb(file: string, task: string, limit: number, minScore: number | undefined, json: boolean, io: Io): Promise<number> {
  const db = await openDb('match', file, io.err)
  if (!db) return 2
  try {
    const { result: matches, times } = await timed(() => db.loadout.match(task, { limit, minScore }))
    printMatches(task, matches, times, json, io)
    // Why it abstained, from the skills the file holds (read only then), as from the folder.
    if (!json && !matches.some(m => m.tier === 'domain')) io.out(abstainLine(task, minScore === undefined ? await explained(task, { skills: [], strict: false, db: file }) : undefined))
    return 0
  }
  finally {
    db.close()
  }
}

/** Warm calls timed after the first one, whose median `match` prints. */
const WARM_CALLS = 5

/**
 * The answer of `fn` and its times in µs: the first call (cold: code not yet compiled by the JIT, caches empty) and
 * the median of the warm calls after it, which is what a running agent sees and what the README's figures measure.
 */
async function timed<T>(fn: () => T | Promise<T>): Promise<{ result: T, times: { cold: number, warm: number } }> {
  let started = performance.now()
  const result = await fn()
  const cold = Math.round((performance.now() - started) * 1000)
  const warm: number[] = []
  for (let i = 0; i < WARM_CALLS; i++) {
    started = performance.now()
    await fn()
    warm.push(Math.round((performance.now() - started) * 1000))
  }
  return { result, times: { cold, warm: warm.sort((a, b) => a - b)[WARM_CALLS >> 1]! } }
}

function printMatches(task: string, matches: MatchResult[], times: { cold: number, warm: number }, json: boolean, io: Io): void {
  const took = `in ${times.warm} µs (warm; the first call took ${times.cold} µs)`
  if (json) {
    io.out(JSON.stringify(matches.map(({ entry, ...m }) => ({ ...m, description: entry.description })), null, 2))
  }
  else if (matches.length === 0) {
    io.out(printable(`no skill matches "${task}" (abstained) ${took}`))
  }
  else {
    io.out(printable(`${matches.length} skill${matches.length === 1 ? '' : 's'} for "${task}" ${took}:`))
    const ids = matches.map(m => printable(m.id))
    const width = Math.max(...ids.map(id => id.length))
    matches.forEach((m, i) => {
      io.out(`${String(i + 1).padStart(2)}. ${ids[i]!.padEnd(width)}  score ${m.score.toFixed(2).padStart(6)}  confidence ${m.confidence.toFixed(2)}  [${m.matched.join(', ')}]`)
    })
  }
}

/** `explain`'s reasoning about a task, over a compile or the skills a `--db` file holds. */
async function explained(task: string, from: CompileResult | Parameters<typeof compileOrRead>[0]): Promise<Explanation> {
  const result = 'data' in from ? from : await compileOrRead(from)
  return new Insight(result).explain(task, { limit: 1 })
}

/**
 * The line `match` prints when it abstains: why (the best candidate and the bar it missed, when the skills are at
 * hand), and the two ways on: `explain` for the detail, `--min-score` to answer with a lower bar. A small catalog
 * abstains more than a user expects, and an empty answer alone does not say what to do about it.
 */
function abstainLine(task: string, why?: Explanation): string {
  const quoted = JSON.stringify(task)
  const next = `\`npx unplugin-loadout explain ${quoted}\` shows each word's weight`
  if (!why) return `why: no skill reached the bar of --min-score; ${next}`
  const best = why.results.find(r => r.tier === 'domain')
  if (!best || !why.abstainReason) return `why: no skill holds a word of this task, so no --min-score would answer it; ${next}`
  // A bar moves the first rule only: a match short beyond its strongest word is answered by --min-score 0 alone.
  const lower = best.evidence.rest >= why.threshold.rest ? Math.floor(best.evidence.total * 10) / 10 : 0
  return `why: ${why.abstainReason}; ${next}, and --min-score ${lower} would answer it`
}

/** `loadout match "<task>"`: the ranked skills and the time the match took, from the folders or `--db`. */
export async function matchCommand(options: CliOptions, rest: string[], values: { 'limit'?: string, 'json'?: boolean, 'db'?: string, 'min-score'?: string }, io: Io): Promise<number> {
  const args = taskArgs('match', rest, values.limit, io)
  if (!args) return 2
  const bar = checkedOptions('match', io, () => ({ minScore: evidenceBar(values['min-score']) }))
  if (!bar) return 2
  const { minScore } = bar
  const { task, limit } = args
  const json = values.json ?? false
  if (values.db) return matchDb(values.db, task, limit, minScore, json, io)
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  const loadout = createLoadout(result.data, [])
  const { result: matches, times } = await timed(() => loadout.match(task, { limit, minScore }))
  printMatches(task, matches, times, json, io)
  if (!json && !matches.some(m => m.tier === 'domain')) io.out(abstainLine(task, minScore === undefined ? await explained(task, result) : undefined))
  return result.errorCount > 0 ? 1 : 0
}

/** The `match` command. */
export const MATCH: CompilingCommand = {
  name: 'match',
  usage: ['match "<task>" --skills DIR | --db FILE [--limit N] [--min-score X] [--json]'],
  flags: ['db', 'limit', 'min-score', 'json'],
  reads: 'skills-or-db',
  run: ({ options, rest, values, io }) => matchCommand(options, rest, values, io),
}
