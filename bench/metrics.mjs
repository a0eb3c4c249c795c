// Routing metrics shared by every system in the benchmark.
// Mirrors `evaluate` in src/core/evaluate.ts so that peers and our router are scored the same way:
// a system is just `search(query) -> ranked ids` (sync or async), and the metrics only look at that list.

/** Round like `evaluate` does (3 decimals). */
const r3 = x => Math.round(x * 1000) / 1000

/** hit1, success5, mrr10 over the positives and abstain over the negatives of some outcomes. */
function summarise(outcomes) {
  let n = 0, hit1 = 0, success5 = 0, mrr = 0, negatives = 0, abstained = 0
  for (const { q, ranked } of outcomes) {
    if (q.relevant.length === 0) {
      // A negative: the right answer is an empty list.
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
  }
  return {
    n,
    hit1: n ? r3(hit1 / n) : 0,
    success5: n ? r3(success5 / n) : 0,
    mrr10: n ? r3(mrr / n) : 0,
    abstain: negatives ? r3(abstained / negatives) : null,
  }
}

/**
 * Score `search` on labelled queries: overall metrics, one slice per `lang` and per `kind`,
 * and the median query time in microseconds (after 20 warm-up queries).
 */
export async function scoreRouter(search, queries) {
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
    outcomes.push({ q, ranked: ranked.slice(0, 10) })
  }

  times.sort((a, b) => a - b)
  const keys = new Set()
  for (const { q } of outcomes) {
    if (q.lang) keys.add(q.lang)
    if (q.kind) keys.add(q.kind)
  }
  const slices = {}
  for (const key of [...keys].sort())
    slices[key] = summarise(outcomes.filter(o => o.q.lang === key || o.q.kind === key))

  return {
    ...summarise(outcomes),
    medianMatchUs: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 1000 * 10) / 10,
    slices,
  }
}
