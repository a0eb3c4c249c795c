/**
 * The skills nearest to a name that names none (`/pdf-formz`, `Skill({ name: 'pdf-tabels' })`): edit distance to each
 * skill's id, name and last id segment. Bounded, so that 50,000 skills cost a pass of cheap comparisons: once `count`
 * candidates are held, a skill is compared only as far as it could still beat the worst of them. Part of the runtime:
 * no Node built-ins, no dependencies.
 */
import type { SkillEntry } from './types'

/** Strings longer than this are not compared letter by letter (their distance is their length difference + 64). */
const MAX_COMPARED = 64

/** The ids of the entries whose id or name is nearest to `ref` (edit distance, then id), `count` at most. */
export function closest(ref: string, entries: readonly Pick<SkillEntry, 'id' | 'name'>[], count: number): string[] {
  const want = ref.toLowerCase()
  /** The best so far, by distance then id. */
  const best: Array<{ id: string, d: number }> = []
  for (const e of entries) {
    const worst = best.length < count ? undefined : best[best.length - 1]!
    const bound = worst ? worst.d : Number.POSITIVE_INFINITY
    const lower = e.id.toLowerCase()
    let d = within(want, e.name.toLowerCase(), bound)
    if (d > 0) d = Math.min(d, within(want, lower.slice(lower.lastIndexOf('/') + 1), Math.min(bound, d)))
    if (d > 0) d = Math.min(d, within(want, lower, Math.min(bound, d)))
    if (worst && (d > worst.d || (d === worst.d && !(e.id < worst.id)))) continue
    let at = best.length
    while (at > 0 && (best[at - 1]!.d > d || (best[at - 1]!.d === d && e.id < best[at - 1]!.id))) at--
    best.splice(at, 0, { id: e.id, d })
    if (best.length > count) best.pop()
  }
  return best.map(b => b.id)
}

/** The edit distance from `a` to `b` when it is at most `bound`; otherwise some number above `bound`. */
export function within(a: string, b: string, bound: number): number {
  if (a === b) return 0
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return Math.abs(a.length - b.length) + MAX_COMPARED
  if (Math.abs(a.length - b.length) > bound) return bound + 1
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  let cur = new Array<number>(b.length + 1)
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i
    let low = i
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (cur[j]! < low) low = cur[j]!
    }
    // Every later row is at least this row's least value: past the bound, stop.
    if (low > bound) return bound + 1
    ;[prev, cur] = [cur, prev]
  }
  return prev[b.length]!
}
