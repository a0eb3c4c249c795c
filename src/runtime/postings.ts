/**
 * The index is ONE string: `term postings,term postings,...`, sorted by term as written here. Every character of it
 * is printable ASCII without quotes, backslash or `<`: a bundler prints the string literal as it is, and the engine
 * keeps it one byte a character, the cheapest string there is to load (start-up reads the whole literal).
 * Nothing is parsed or scanned at start-up: a lookup is a binary search by character position (see `TermIndex`).
 *
 * Terms: `[a-z0-9]` as they are; any other UTF-16 code unit (Han, kana, Hangul, Cyrillic...) as three characters,
 * one of `A`..`P` (its top 4 bits) and two DIGITS (6 bits each). Run-time lookups encode the task's terms the same way.
 * A term that shares at least two characters with the one before starts with one of PREFIX, the number of characters
 * it shares, then holds only the rest ("front coding"); every RESTART_EVERY-th term is written in full, so a search
 * never reads back more than a few lines. A line whose term is written in full starts with a space (FULL), so a
 * search by character position finds the next one with one `indexOf(', ')`.
 *
 * Postings: each (entry delta, weight) pair is two varints over DIGITS, least significant digit first: a digit below
 * TERMINAL ends the number, one from TERMINAL up is followed by more, `value = d0 + RADIX * (d1 + RADIX * (...))`.
 * One character holds 0..71, two hold up to 1,223: a posting takes two or three characters.
 */
const DIGITS = '!#$%&()*+-./0123456789:;=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~'
/** Digits below this end a varint (72 of the 88). */
export const TERMINAL = 72
/** The weight of a continuation digit's successor: the 16 digits from TERMINAL up. */
export const RADIX = 16
/** Character code -> digit value (the run-time decoder in loadout.ts reads it inline). */
export const DIGIT = new Int8Array(128).fill(-1)
for (let i = 0; i < DIGITS.length; i++) DIGIT[DIGITS.charCodeAt(i)] = i

/** Lead characters of an encoded code unit: `A` + its top 4 bits. */
const LEAD = 65
/** Terms made only of these are stored as they are. */
const PLAIN_TERM_RE = /^[a-z0-9]*$/

/** A term as the index string holds it. */
export function encodeTerm(term: string): string {
  if (PLAIN_TERM_RE.test(term)) return term
  let out = ''
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i)
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += term[i]
    // DIGITS ascend, so encoded terms keep the order of the terms they encode among themselves.
    else out += String.fromCharCode(LEAD + (c >> 12)) + DIGITS[(c >> 6) & 63] + DIGITS[c & 63]
  }
  return out
}

/** The term an index string holds (the inverse of `encodeTerm`). */
export function decodeTerm(stored: string): string {
  let out = ''
  for (let i = 0; i < stored.length; i++) {
    const c = stored.charCodeAt(i)
    if (c >= LEAD && c < LEAD + 16)
      // eslint-disable-next-line ts/no-unused-expressions -- one statement for the loop's hot branch (the shipped runtime's text is kept)
      out += String.fromCharCode(((c - LEAD) << 12) | (DIGIT[stored.charCodeAt(i + 1)]! << 6) | DIGIT[stored.charCodeAt(i + 2)]!), i += 2
    else out += stored[i]
  }
  return out
}

/** Character codes of the postings being encoded (made on first use, grown as needed, reused). */
let codes: Uint8Array | undefined
/** Characters made into a string at once: well below any engine's limit on arguments. */
const CODES_PER_CALL = 8192

/**
 * Encode `[entryIndex, weight, ...]` (entries ascending, non-negative integers), or the pairs of its range
 * `[start, end)`. Written as character codes, then made into one flat string: a build encodes the corpus's 170,000
 * postings, and concatenating them digit by digit made a string per digit, then a tree of pieces to flatten.
 */
export function encodePostings(pairs: ArrayLike<number>, start = 0, end = pairs.length): string {
  // A varint of a number below 2^32 takes at most 8 digits.
  if (!codes || codes.length < (end - start) * 8) codes = new Uint8Array(Math.max(1024, (end - start) * 8))
  const to = codes
  let n = 0
  let prev = 0
  for (let i = start; i < end; i += 2) {
    n = varint(to, pairs[i]! - prev, n)
    n = varint(to, pairs[i + 1]!, n)
    prev = pairs[i]!
  }
  let out = ''
  for (let i = 0; i < n; i += CODES_PER_CALL)
    out += String.fromCharCode.apply(null, to.subarray(i, Math.min(n, i + CODES_PER_CALL)) as unknown as number[])
  return out
}

/** Write the digits of `x` into `codes` from `n` on; returns where they end. */
function varint(codes: Uint8Array, x: number, n: number): number {
  while (x >= TERMINAL) {
    x -= TERMINAL
    codes[n++] = DIGITS.charCodeAt(TERMINAL + (x % RADIX))
    x = Math.floor(x / RADIX)
  }
  codes[n++] = DIGITS.charCodeAt(x)
  return n
}

/** Call `visit(entryIndex, weight)` for each posting of `s` (or of its range `[start, end)`, one term's postings). */
export function forEachPosting(s: string, visit: (entry: number, weight: number) => void, start = 0, end = s.length): void {
  let i = start
  let d = 0
  while (i < end) {
    let c = DIGIT[s.charCodeAt(i++)]!
    let v = c
    for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[s.charCodeAt(i++)]!) * m
    d += v
    c = DIGIT[s.charCodeAt(i++)]!
    let w = c
    for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[s.charCodeAt(i++)]!) * m
    visit(d, w)
  }
}

/** Decode to `[entryIndex, weight, ...]`. */
export function decodePostings(s: string): number[] {
  const out: number[] = []
  forEachPosting(s, (d, w) => out.push(d, w))
  return out
}

/** How many entries a postings string (or the `[start, end)` range of one) holds: its document frequency. */
export function postingCount(s: string, start = 0, end = s.length): number {
  let ends = 0
  for (let i = start; i < end; i++) if (DIGIT[s.charCodeAt(i)]! < TERMINAL) ends++
  return ends / 2
}

/** Shared-prefix marks: PREFIX[n - 2] starts a term that shares n characters with the term before. */
const PREFIX = '!#$%&()*+-./:;=>?@QRSTUVWXYZ[]^_{|}~'
/** Whether a character code starts a shared-prefix mark (no term starts with one). */
const PREFIX_OF = new Int8Array(128).fill(-1)
for (let i = 0; i < PREFIX.length; i++) PREFIX_OF[PREFIX.charCodeAt(i)] = i + 2
/** Results of `TermIndex.extend` besides a shared length. */
const FOUND = -1
const PAST = -2
/** At most this many terms in a row share a prefix with the one before. */
const RESTART_EVERY = 16
/**
 * The first character of a line whose term is written in full: a space, which otherwise only ends a term (terms are
 * never empty, so no other line starts with one).
 */
const FULL = ' '

/** Join `[term, postings]` pairs into the index string (sorted here by encoded term). */
export function joinIndex(entries: ReadonlyArray<readonly [string, string]>): string {
  const lines = entries.map(([t, p]) => [encodeTerm(t), p] as const)
  // Given sorted terms this only merges two sorted runs (plain terms, encoded ones): close to linear.
  lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  // Written as character codes (the index is ASCII), then decoded once: a string per line, joined, took twice as long.
  const out = new IndexWriter()
  let prev = ''
  let run = 0
  for (let k = 0; k < lines.length; k++) {
    const [term, postings] = lines[k]!
    const max = Math.min(term.length, prev.length)
    let n = 0
    while (n < max && term.charCodeAt(n) === prev.charCodeAt(n)) n++
    prev = term
    if (k > 0) out.code(44)
    if (n < 2 || n > PREFIX.length + 1 || ++run === RESTART_EVERY) {
      run = 0
      out.code(FULL.charCodeAt(0))
      out.text(term, 0)
    }
    else {
      out.code(PREFIX.charCodeAt(n - 2))
      out.text(term, n)
    }
    out.code(32)
    out.text(postings, 0)
  }
  return out.done()
}

/** ASCII character codes, written into a buffer that grows as needed, then decoded into one string. */
class IndexWriter {
  private codes = new Uint8Array(65_536)
  private n = 0

  code(c: number): void {
    if (this.n === this.codes.length) this.grow(1)
    this.codes[this.n++] = c
  }

  /** The characters of `s` from `from` on. */
  text(s: string, from: number): void {
    if (this.n + s.length - from > this.codes.length) this.grow(s.length - from)
    const { codes } = this
    let n = this.n
    for (let i = from; i < s.length; i++) {
      const c = s.charCodeAt(i)
      // Terms are encoded and postings are digits: anything else is not index text (a damaged database row, say).
      if (c > 126) throw new TypeError(`index text holds a character it cannot: ${JSON.stringify(s.slice(0, 80))}`)
      codes[n++] = c
    }
    this.n = n
  }

  private grow(more: number): void {
    const grown = new Uint8Array(Math.max(this.codes.length * 2, this.n + more))
    grown.set(this.codes.subarray(0, this.n))
    this.codes = grown
  }

  done(): string {
    return new TextDecoder().decode(this.codes.subarray(0, this.n))
  }
}

/** Every `[term, postings]` of an index string, in index order (for tools and tests; the runtime uses `TermIndex`). */
export function splitIndex(text: string): Array<[string, string]> {
  if (text === '') return []
  let prev = ''
  return text.split(',').map((line) => {
    const sp = line.indexOf(' ', 1)
    const n = PREFIX_OF[line.charCodeAt(0)]!
    // A full line starts with FULL, a shared one with its prefix mark: the term's own characters start after either.
    prev = (n > 0 ? prev.slice(0, n) : '') + line.slice(1, sp)
    return [decodeTerm(prev), line.slice(sp + 1)]
  })
}

/**
 * Lookups `TermIndex` answers by searching the string itself, before it builds its tables: the first tasks of a
 * process pay nothing up front, and a process that keeps routing soon pays the tables once (a pass over the lines:
 * about 10 ms for the 38,000 terms of 800 skills) to make every later lookup a few times faster.
 */
const LOOKUPS_BEFORE_TABLE = 500
/** Characters of a term in each of its two table keys: 7 bits each, 49 bits, exact in a double. */
const KEY_CHARS = 7
/** A key divided by this (rounded down) is its first two characters, `c0 * 128 + c1`. */
const BUCKET_DIVISOR = 128 ** (KEY_CHARS - 2)

/**
 * Term lookups over the index string: `lookup` gives where the postings of a term start and end. Memory: nothing but
 * the string at first; with the tables, 20 bytes a term.
 */
export class TermIndex {
  /** Once built (by `tables`, after LOOKUPS_BEFORE_TABLE lookups): the lookup tables. */
  private table: TermTable | undefined
  private lookups = 0
  /** Where the postings found by the last successful `lookup` end. */
  end = 0
  /**
   * `tables` builds the lookup tables once the index has answered LOOKUPS_BEFORE_TABLE lookups (`termTables`);
   * without it every lookup is a binary search by character position, which a small index needs no more than.
   */
  constructor(readonly text: string, private readonly tables?: TermTables) {}

  /**
   * Where the postings of `term` start in `text` (they end at `this.end`), or -1. Nothing is remembered between
   * lookups: with the tables, a lookup (two numeric keys, a binary search among the terms sharing its first two
   * characters) costs less than a map of the terms looked up before did, whether it found the term there or not.
   */
  lookup(term: string): number {
    const text = this.text
    if (this.table === undefined && this.tables && ++this.lookups > LOOKUPS_BEFORE_TABLE) this.table = this.tables(text)
    const stored = encodeTerm(term)
    if (this.table) {
      const { starts } = this.table
      const line = this.table.line(stored)
      if (line < 0) return -1
      const start = starts[line]!
      this.end = starts[line + 1]! - 1
      // Past the line's first character (a shared-prefix mark or FULL), the characters of the term the line writes
      // (those past the prefix it shares with the term before) and the space.
      return start + 2 + stored.length - Math.max(PREFIX_OF[text.charCodeAt(start)]!, 0)
    }
    const at = this.lineByScan(stored)
    if (at < 0) return -1
    const end = text.indexOf(',', at)
    this.end = end === -1 ? text.length : end
    const shared = PREFIX_OF[text.charCodeAt(at)]!
    return shared > 0 ? at + 2 + stored.length - shared : at + stored.length + 2
  }

  /** The postings of `term`: the range `[start, end)` of `text`, or undefined. */
  find(term: string): [number, number] | undefined {
    const begin = this.lookup(term)
    return begin < 0 ? undefined : [begin, this.end]
  }

  /** How many entries hold `term`. */
  count(term: string): number {
    const begin = this.lookup(term)
    return begin < 0 ? 0 : postingCount(this.text, begin, this.end)
  }

  /** The first line written in full (a restart) that starts at or after `from`, or -1. */
  private restartFrom(from: number): number {
    if (from === 0) return 0
    const comma = this.text.indexOf(`,${FULL}`, from - 1)
    return comma === -1 ? -1 : comma + 1
  }

  /**
   * Binary search by character position, with no table: the middle character of the range is in some line; the
   * first line written in full from there on (an `indexOf(',')` or a few away) is compared, and the range shrinks to
   * one side of it. Then the lines after the last full one not past `term` are read in order.
   */
  private lineByScan(term: string): number {
    const text = this.text
    if (text === '') return -1
    // Invariant: the last full line whose term is not past `term` starts in [lo, hi); the first line is full.
    let lo = 0
    let hi = text.length
    while (hi - lo > 1) {
      const mid = (lo + hi) >>> 1
      const at = this.restartFrom(mid)
      if (at === -1 || at >= hi) {
        hi = mid
        continue
      }
      const cmp = compareAt(text, term, at + 1)
      if (cmp === 0) return at
      if (cmp < 0) hi = at
      else lo = at
    }
    return this.scanBlock(term, lo)
  }

  /**
   * Read the lines from the full line at `at` on, until one is past `term` or written in full: where the line of
   * `term` starts, or -1. Only how many characters `term` shares with the current term is kept, never the term.
   */
  private scanBlock(term: string, at: number): number {
    const text = this.text
    // Characters `term` shares with the term of the current line.
    let m = this.extend(term, 0, at + 1)
    if (m === FOUND) return at
    if (m === PAST) return -1
    for (;;) {
      const comma = text.indexOf(',', at)
      if (comma === -1) return -1
      at = comma + 1
      const n = PREFIX_OF[text.charCodeAt(at)]!
      // A full line: the block ends. More shared with the previous term than with `term`: still before it.
      if (n < 0) return -1
      if (n > m) continue
      // Less shared: past `term`.
      if (n < m) return -1
      m = this.extend(term, m, at + 1)
      if (m === FOUND) return at
      if (m === PAST) return -1
    }
  }

  /**
   * Compare `term` from its character `m` on with the current line's term from text position `i` on (the characters
   * before are shared): FOUND when they are equal, PAST when the line's term sorts after `term` (so `term` is not in
   * the index), else how many characters they share (the line's term sorts before `term`: read on).
   */
  private extend(term: string, m: number, i: number): number {
    const text = this.text
    for (;; m++, i++) {
      const a = m < term.length ? term.charCodeAt(m) : 32
      const b = text.charCodeAt(i)
      if (a !== b) return b !== 32 && (a === 32 || a < b) ? PAST : m
      if (a === 32) return FOUND
    }
  }
}

/**
 * The lookup tables of a large index (`TermIndex` builds them through `termTables` once it has answered
 * LOOKUPS_BEFORE_TABLE lookups): where each line starts and each term's keys. 20 bytes a term.
 */
export class TermTable {
  /** Where each line starts (and, last, where a line after the last one would). */
  readonly starts: Uint32Array
  /**
   * Each line's term as two numbers side by side, its first KEY_CHARS characters and the next KEY_CHARS (0 past its
   * end): terms order as their keys, and terms shorter than both keys hold are equal when their keys are.
   */
  private readonly keys: Float64Array
  /** `buckets[c0 * 128 + c1]`: the first line whose term starts with characters at or after `c0 c1`. */
  private readonly buckets: Uint32Array

  /** Build the tables: one pass over the lines (one loop, which the engine compiles while it runs). */
  constructor(readonly text: string) {
    const starts: number[] = []
    const keys: number[] = []
    // The first 2 * KEY_CHARS characters of the current term (0 past its end): a shared prefix keeps them.
    const chars = new Uint8Array(2 * KEY_CHARS)
    for (let at = text === '' ? 1 : 0; at <= text.length;) {
      starts.push(at)
      const shared = PREFIX_OF[text.charCodeAt(at)]!
      // Past the line's first character: its prefix mark, or FULL.
      for (let i = at + 1, j = Math.max(shared, 0); j < chars.length; i++, j++) {
        const c = text.charCodeAt(i)
        if (c === 32) {
          chars.fill(0, j)
          break
        }
        chars[j] = c
      }
      let key = 0
      let key2 = 0
      for (let j = 0; j < KEY_CHARS; j++) {
        key = key * 128 + chars[j]!
        key2 = key2 * 128 + chars[KEY_CHARS + j]!
      }
      keys.push(key, key2)
      const comma = text.indexOf(',', at)
      at = comma === -1 ? text.length + 1 : comma + 1
    }
    const count = starts.length
    starts.push(text.length + 1)
    const buckets = new Uint32Array(128 * 128 + 1)
    for (let k = count - 1, b = buckets.length - 1; b >= 0; b--) {
      while (k >= 0 && Math.floor(keys[2 * k]! / BUCKET_DIVISOR) >= b) k--
      buckets[b] = k + 1
    }
    this.buckets = buckets
    this.starts = Uint32Array.from(starts)
    this.keys = Float64Array.from(keys)
  }

  /**
   * Compare `term` with the term of the line at `line` (<0, 0 or >0), reading its block from the full line at `first`:
   * like `scanBlock`, from how many characters `term` shares with each term and which of the two sorts first.
   */
  private compareLine(term: string, first: number, line: number): number {
    const text = this.text
    let m = 0
    // The order of the current line's term against `term`.
    let order = 0
    let at = first
    let i = first + 1
    for (;;) {
      for (;; i++, m++) {
        const a = m < term.length ? term.charCodeAt(m) : 32
        const b = text.charCodeAt(i)
        if (a !== b) {
          order = b === 32 ? -1 : a === 32 ? 1 : b - a
          break
        }
        if (a === 32) {
          order = 0
          break
        }
      }
      for (;;) {
        if (at === line) return -order
        at = text.indexOf(',', at) + 1
        const n = PREFIX_OF[text.charCodeAt(at)]!
        // More shared with the previous term than with `term`: the same order. Less: after `term`.
        if (n > m) continue
        if (n < m) {
          m = n
          order = 1
          continue
        }
        i = at + 1
        break
      }
    }
  }

  /** Binary search over the table: keys first (a few hundred kilobytes, not the whole string), the block on a tie. */
  line(term: string): number {
    const { keys, starts } = this
    const key = termKey(term, 0)
    const key2 = termKey(term, KEY_CHARS)
    // Only the lines whose terms start with the same two characters: a few dozen keys side by side, not 16 probes
    // all over the table.
    const bucket = Math.floor(key / BUCKET_DIVISOR)
    let lo = this.buckets[bucket]!
    let hi = this.buckets[bucket + 1]! - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      let cmp = key - keys[2 * mid]!
      if (cmp === 0) cmp = key2 - keys[2 * mid + 1]!
      if (cmp === 0) {
        // Equal keys are equal terms when the keys hold the end of the term: no need to read the string.
        if (term.length < 2 * KEY_CHARS) return mid
        // Otherwise compare whole terms, reading the block of the line from its full line.
        let first = mid
        while (PREFIX_OF[this.text.charCodeAt(starts[first]!)]! > 0) first--
        cmp = this.compareLine(term, starts[first]!, starts[mid]!)
        if (cmp === 0) return mid
      }
      if (cmp < 0) hi = mid - 1
      else lo = mid + 1
    }
    return -1
  }
}

/** What builds an index's lookup tables (`termTables`), passed to `TermIndex`. */
export type TermTables = (text: string) => TermTable

/**
 * The lookup tables for a `TermIndex`: what a loadout passes when its index is large (`createLoadout` always; the
 * generated `virtual:loadout` from PACK_MIN_ENTRIES skills on), so a small catalog's bundle does not carry them.
 */
export const termTables: TermTables = text => new TermTable(text)

/** Compare `term` (encoded) with the term of the full line starting at `at`: <0, 0 or >0. */
function compareAt(text: string, term: string, at: number): number {
  for (let i = 0; ; i++) {
    const a = i < term.length ? term.charCodeAt(i) : 32
    const b = text.charCodeAt(at + i)
    if (a !== b) return a - b
    if (a === 32) return 0
  }
}

/** KEY_CHARS characters of an encoded term from `from` on (0 past its end) as one number. */
function termKey(term: string, from: number): number {
  let key = 0
  for (let i = from; i < from + KEY_CHARS; i++) key = key * 128 + (i < term.length ? term.charCodeAt(i) : 0)
  return key
}
