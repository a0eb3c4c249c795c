// Routing metrics shared by every system in the benchmark: a system is just `search(query) -> ranked ids` (sync or
// async). The metrics are the package's own `scoreRankings`, the function `loadout eval` uses, so peers and our router
// are scored exactly the same way.
import { scoreRankings } from '../dist/api.js'

/**
 * Score `search` on labelled queries: overall metrics, one slice per `lang` and per `kind`,
 * and the median query time in microseconds (after 20 warm-up queries). `unabstained(query)`, when given, is the
 * ranking the router gives with no abstain bar: what abstaining cost is then counted (`lostToAbstain`).
 */
export async function scoreRouter(search, queries, unabstained) {
  // Warm up so the first timed queries do not pay for JIT compilation.
  for (const q of queries.slice(0, 20)) await search(q.query)

  const outcomes = []
  const times = []
  for (const q of queries) {
    const t0 = performance.now()
    let ranked = search(q.query)
    // Only async peers are awaited, so sync ones are timed without a microtask hop.
    if (ranked instanceof Promise) ranked = await ranked
    times.push(performance.now() - t0)
    // A router that can say what it would have answered without its abstain bar is charged for what abstaining lost.
    const would = ranked.length === 0 && q.relevant.length && unabstained ? unabstained(q.query) : undefined
    outcomes.push({ q, ranked: ranked.slice(0, 10), unabstained: would })
  }

  times.sort((a, b) => a - b)
  const { slices, ...overall } = scoreRankings(outcomes)
  return {
    ...overall,
    medianMatchUs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 1000 * 10) / 10,
    slices,
  }
}
