/**
 * The skills nearest to a name that names none (`/pdf-formz`, `Skill({ name: 'pdf-tabels' })`): edit distance to each
 * skill's id, name and last id segment. Bounded, so that 50,000 skills cost a pass of cheap comparisons: once `count`
 * candidates are held, a skill is compared only as far as it could still beat the worst of them. Part of the runtime:
 * no Node built-ins, no dependencies.
 */
import type { SkillEntry } from './types'

/** Strings longer than this are not compared letter by letter (their distance is their length difference + 64). */
const MAX_COMPARED = 64

/**
 * The most edits a suggestion may be from what was typed: a third of its length, at least 2. Past it a "did you mean"
 * names skills that merely exist (`pdf-extract` for `kubernetes`), which misleads more than it helps.
 */
export function closeEnough(ref: string): number {
  return Math.max(2, Math.floor(ref.length / 3))
}

/**
 * The ids of the entries whose id or name is nearest to `ref` (edit distance, then id), `count` at most, and only
 * those within `closeEnough(ref)` edits or that start with it (none when nothing is close). Entries sharing the ref's
 * first letters are compared first: the likely nearest ones set a tight bound for the rest.
 */
export function closest(ref: string, entries: readonly Pick<SkillEntry, 'id' | 'name'>[], count: number): string[] {
  if (typeof ref !== 'string') throw new TypeError(`closest: expected the name as a string, got ${typeof ref}`)
  const want = ref.toLowerCase()
  const limit = closeEnough(want)
  const head = want.slice(0, 2)
  /** The best so far, by distance then id (the order entries are compared in changes nothing). */
  const best: Array<{ id: string, d: number }> = []
  const likely = (e: Pick<SkillEntry, 'id' | 'name'>) => {
    const lower = e.id.toLowerCase()
    return e.name.toLowerCase().startsWith(head) || lower.startsWith(head) || lower.startsWith(head, lower.lastIndexOf('/') + 1)
  }
  for (const e of entries) if (likely(e)) consider(best, count, want, e, limit)
  for (const e of entries) if (!likely(e)) consider(best, count, want, e, limit)
  return best.map(b => b.id)
}

/**
 * Put entry `e` among the `count` best for `want` if it is within `limit` edits (or starts with `want`, counted as one
 * edit) and beats the worst of them.
 */
function consider(best: Array<{ id: string, d: number }>, count: number, want: string, e: Pick<SkillEntry, 'id' | 'name'>, limit: number): void {
  const worst = best.length < count ? undefined : best[best.length - 1]!
  const bound = Math.min(limit, worst ? worst.d : limit)
  const lower = e.id.toLowerCase()
  const name = e.name.toLowerCase()
  const last = lower.slice(lower.lastIndexOf('/') + 1)
  let d = within(want, name, bound)
  if (d > 0) d = Math.min(d, within(want, last, Math.min(bound, d)))
  if (d > 0) d = Math.min(d, within(want, lower, Math.min(bound, d)))
  if (d > 1 && want.length >= 3 && (name.startsWith(want) || last.startsWith(want) || lower.startsWith(want))) d = 1
  if (d > limit) return
  if (worst && (d > worst.d || (d === worst.d && !(e.id < worst.id)))) return
  let at = best.length
  while (at > 0 && (best[at - 1]!.d > d || (best[at - 1]!.d === d && e.id < best[at - 1]!.id))) at--
  best.splice(at, 0, { id: e.id, d })
  if (best.length > count) best.pop()
}

/**
 * The edit distance from `a` to `b` when it is at most `bound`; otherwise some number above `bound`. Only the cells
 * within `bound` of the diagonal are computed (a path of cost at most `bound` never leaves them), and a row whose
 * least value is past the bound ends it.
 */
export function within(a: string, b: string, bound: number): number {
  if (a === b) return 0
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED) return Math.abs(a.length - b.length) + MAX_COMPARED
  if (Math.abs(a.length - b.length) > bound) return bound + 1
  const band = Math.min(bound, Math.max(a.length, b.length))
  const far = band + 1
  let prev = Array.from({ length: b.length + 2 }, (_, j) => (j <= band ? j : far))
  let cur = new Array<number>(b.length + 2).fill(far)
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - band)
    const hi = Math.min(b.length, i + band)
    cur[lo - 1] = lo === 1 ? i : far
    let low = cur[lo - 1]!
    for (let j = lo; j <= hi; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      cur[j] = v
      if (v < low) low = v
    }
    cur[hi + 1] = far
    // Every later row is at least this row's least value: past the bound, stop.
    if (low > bound) return bound + 1
    ;[prev, cur] = [cur, prev]
  }
  return prev[b.length]!
}
