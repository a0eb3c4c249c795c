/**
 * The index is ONE string: `term postings,term postings,...`, sorted by term (UTF-16 order). Terms hold only
 * letters, marks and digits and postings only `[A-Za-z0-9_-]`, so a space and a comma separate them without escaping.
 * Nothing is parsed at start-up; a lookup is a binary search over the line offsets, found with one `indexOf` pass
 * the first time a term is looked up.
 *
 * Postings as compact strings: each (entry delta, weight) pair is two varints in a base-64 alphabet, five bits a
 * character, low bits first, the sixth bit saying "more follows". A JSON string parses far faster than an array of
 * numbers, and it is about half the bytes.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** Character code -> digit (the run-time decoder in loadout.ts reads it inline). */
export const DIGIT = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) DIGIT[ALPHABET.charCodeAt(i)] = i

/** Encode `[entryIndex, weight, ...]` (entries ascending, non-negative integers). */
export function encodePostings(pairs: readonly number[]): string {
  let out = ''
  let prev = 0
  for (let i = 0; i < pairs.length; i += 2) {
    out += varint(pairs[i]! - prev) + varint(pairs[i + 1]!)
    prev = pairs[i]!
  }
  return out
}

function varint(x: number): string {
  let out = ''
  do {
    let g = x & 31
    x = Math.floor(x / 32)
    if (x) g |= 32
    out += ALPHABET[g]
  } while (x)
  return out
}

/** Call `visit(entryIndex, weight)` for each posting. */
export function forEachPosting(s: string, visit: (entry: number, weight: number) => void): void {
  let i = 0
  let d = 0
  const n = s.length
  while (i < n) {
    let v = 0
    let shift = 0
    let c: number
    do {
      c = DIGIT[s.charCodeAt(i++)]!
      v += (c & 31) * 2 ** shift
      shift += 5
    } while (c & 32)
    d += v
    let w = 0
    shift = 0
    do {
      c = DIGIT[s.charCodeAt(i++)]!
      w += (c & 31) * 2 ** shift
      shift += 5
    } while (c & 32)
    visit(d, w)
  }
}

/** Decode to `[entryIndex, weight, ...]`. */
export function decodePostings(s: string): number[] {
  const out: number[] = []
  forEachPosting(s, (d, w) => out.push(d, w))
  return out
}

/** How many entries a postings string holds (its document frequency). */
export function postingCount(s: string): number {
  let ends = 0
  for (let i = 0; i < s.length; i++) if ((DIGIT[s.charCodeAt(i)]! & 32) === 0) ends++
  return ends / 2
}

/** Join sorted `[term, postings]` pairs into the index string. */
export function joinIndex(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.map(([t, p]) => `${t} ${p}`).join(',')
}

/** Every `[term, postings]` of an index string, in order (for tools and tests; the runtime uses `TermIndex`). */
export function splitIndex(text: string): Array<[string, string]> {
  if (text === '') return []
  return text.split(',').map((line) => {
    const sp = line.indexOf(' ')
    return [line.slice(0, sp), line.slice(sp + 1)]
  })
}

/** Binary search over the index string: a term's postings as a [start, end) range of the string, or undefined. */
export class TermIndex {
  private starts: Uint32Array | undefined
  constructor(readonly text: string) {}

  private lines(): Uint32Array {
    if (this.starts) return this.starts
    const text = this.text
    let count = text === '' ? 0 : 1
    for (let p = text.indexOf(','); p !== -1; p = text.indexOf(',', p + 1)) count++
    const starts = new Uint32Array(count)
    let k = 0
    if (count) starts[k++] = 0
    for (let p = text.indexOf(','); p !== -1; p = text.indexOf(',', p + 1)) starts[k++] = p + 1
    return (this.starts = starts)
  }

  /** Compare `term` with the term of the line starting at `at`: <0, 0 or >0. */
  private compare(term: string, at: number): number {
    const text = this.text
    for (let i = 0; ; i++) {
      const a = i < term.length ? term.charCodeAt(i) : -1
      const c = text.charCodeAt(at + i)
      const b = c === 32 ? -1 : c
      if (a !== b) return a - b
      if (a === -1) return 0
    }
  }

  /** The postings of `term`: the range `[start, end)` of `text`. */
  find(term: string): [number, number] | undefined {
    const starts = this.lines()
    let lo = 0
    let hi = starts.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const at = starts[mid]!
      const cmp = this.compare(term, at)
      if (cmp === 0) {
        const begin = at + term.length + 1
        const next = mid + 1 < starts.length ? starts[mid + 1]! - 1 : this.text.length
        return [begin, next]
      }
      if (cmp < 0) hi = mid - 1
      else lo = mid + 1
    }
    return undefined
  }

  /** How many entries hold `term`. */
  count(term: string): number {
    const r = this.find(term)
    return r ? postingCount(this.text.slice(r[0], r[1])) : 0
  }
}
