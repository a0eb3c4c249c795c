import { parseJsonl } from '../core/jsonl'
import type { Loadout } from '../runtime/loadout'

/** One labelled routing case: `relevant: []` means no skill fits and the router should abstain. */
export interface EvalQuery {
  qid: string
  query: string
  relevant: string[]
  lang?: string
  kind?: string
}

export interface SliceReport {
  /** Positives (queries with at least one relevant skill). */
  n: number
  hit1: number
  success5: number
  mrr10: number
  /** Share of negatives with no result; null when the slice has none. */
  abstain: number | null
  /**
   * Share of positives lost to abstaining: `match` returned nothing, yet a relevant skill would have been in the top
   * 5 had it answered (what abstaining costs; 0 when `scoreRankings` is given no unabstained rankings).
   */
  lostToAbstain: number
}

export interface EvalReport extends SliceReport {
  medianMatchUs: number
  slices: Record<string, SliceReport>
  /** Positives whose relevant skills are not in the top 5, and negatives that got a result. */
  misses: Array<{ qid: string, query: string, relevant: string[], got: string[] }>
}

interface Outcome {
  q: EvalQuery
  ranked: readonly string[]
  /** The ranking had the router not abstained (only for abstentions). */
  unabstained?: readonly string[]
}

function summarise(outcomes: readonly Outcome[]): SliceReport {
  let n = 0
  let hit1 = 0
  let success5 = 0
  let mrr = 0
  let negatives = 0
  let abstained = 0
  let lost = 0
  for (const { q, ranked, unabstained } of outcomes) {
    if (q.relevant.length === 0) {
      negatives++
      if (ranked.length === 0) abstained++
      continue
    }
    n++
    const rel = new Set(q.relevant)
    const rank = ranked.slice(0, 10).findIndex(id => rel.has(id))
    if (rank === 0) hit1++
    if (rank !== -1 && rank < 5) success5++
    if (rank !== -1) mrr += 1 / (rank + 1)
    if (ranked.length === 0 && unabstained?.slice(0, 5).some(id => rel.has(id))) lost++
  }
  const r = (x: number) => Math.round(x * 1000) / 1000
  return {
    n,
    hit1: n ? r(hit1 / n) : 0,
    success5: n ? r(success5 / n) : 0,
    mrr10: n ? r(mrr / n) : 0,
    abstain: negatives ? r(abstained / negatives) : null,
    lostToAbstain: n ? r(lost / n) : 0,
  }
}

/**
 * The metrics of some rankings (each query's ranked ids, best first, empty for an abstention), overall and per `lang`
 * and `kind` slice. Any router can be scored this way; `evaluate` does it for `match`.
 */
export function scoreRankings(outcomes: ReadonlyArray<{ q: EvalQuery, ranked: readonly string[], unabstained?: readonly string[] }>): SliceReport & { slices: Record<string, SliceReport> } {
  const slices: Record<string, SliceReport> = {}
  const keys = new Set<string>()
  for (const { q } of outcomes) {
    if (q.lang) keys.add(q.lang)
    if (q.kind) keys.add(q.kind)
  }
  for (const key of [...keys].sort()) slices[key] = summarise(outcomes.filter(o => o.q.lang === key || o.q.kind === key))
  return { ...summarise(outcomes), slices }
}

/** The engine is warmed on at most this many characters of each description, for at most this long. */
const WARM_CHARS = 200
const WARM_MS = 250

/**
 * Route every query with `match` (domain results only, up to 10) and score the ranking:
 * hit1, success5 (a relevant id in the top 5), mrr10 and abstain, overall and per `lang` and `kind` slice.
 */
export function evaluate(loadout: Loadout, queries: EvalQuery[], options: { minScore?: number, onProgress?: (done: number, total: number) => void } = {}): EvalReport {
  const outcomes: Outcome[] = []
  const times: number[] = []
  // Warm the engine on other text (the skills' descriptions, as the bench does) so that the times are those of a
  // process that has routed before, while every case is still a task it meets for the first time.
  const warm = performance.now()
  for (const e of loadout.entries) {
    if (e.description) loadout.match(e.description.slice(0, WARM_CHARS), { limit: 10 })
    if (performance.now() - warm > WARM_MS) break
  }
  for (const q of queries) {
    const t0 = performance.now()
    const results = loadout.match(q.query, { limit: 10, minScore: options.minScore })
    times.push(performance.now() - t0)
    const ranked = results.filter(r => r.tier !== 'core').map(r => r.id)
    // What abstaining cost: the same ranking with no bar (minScore 0 answers every task that reaches a skill).
    const unabstained = ranked.length === 0 && q.relevant.length
      ? loadout.match(q.query, { limit: 10, minScore: 0 }).filter(r => r.tier !== 'core').map(r => r.id)
      : undefined
    outcomes.push({ q, ranked, unabstained })
    options.onProgress?.(outcomes.length, queries.length)
  }
  times.sort((a, b) => a - b)
  const { slices, ...overall } = scoreRankings(outcomes)
  const misses = outcomes
    .filter(({ q, ranked }) => q.relevant.length === 0 ? ranked.length > 0 : !ranked.slice(0, 5).some(id => q.relevant.includes(id)))
    .map(({ q, ranked }) => ({ qid: q.qid, query: q.query, relevant: q.relevant, got: ranked.slice(0, 5) }))
  return {
    ...overall,
    medianMatchUs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 1000 * 10) / 10,
    slices,
    misses,
  }
}

/**
 * Parse JSONL routing cases, with the line of any bad one. With `offtopic`, the cases are tasks no skill serves: only
 * `query` is required, and `relevant` is read as empty.
 */
export function parseQueries(text: string, file = 'queries', options: { offtopic?: boolean } = {}): EvalQuery[] {
  return parseJsonl(text, file, (value, line) => {
    const o = value as Partial<EvalQuery> | null
    if (options.offtopic) {
      if (!o || typeof o.query !== 'string') throw new Error('each line needs "query" (a string)')
      return { qid: String(o.qid ?? line), query: o.query, relevant: [], lang: o.lang, kind: o.kind ?? 'negative' }
    }
    if (!o || typeof o.query !== 'string' || !Array.isArray(o.relevant) || !o.relevant.every(r => typeof r === 'string'))
      throw new Error('each line needs "query" (a string) and "relevant" (a list of skill ids)')
    return { qid: String(o.qid ?? line), query: o.query, relevant: o.relevant, lang: o.lang, kind: o.kind }
  })
}
