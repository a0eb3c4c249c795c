import { encodePostings, joinIndex } from '../../runtime/postings'
import { tokenize } from '../../runtime/tokenize'
import { bm25Idf } from '../../runtime/loadout'
import type { IndexData, SkillEntry } from '../../runtime/types'
import { BODY_INDEX_CHARS } from '../limits'

/** The text of one skill, split by field, as the index sees it. */
export interface IndexDoc {
  /** The skill's name and its folder's name (the id's last segment), the strongest field. */
  name: string
  /** The name as written (`pdf-extract`): a task that spells it out gets EXACT_NAME_BONUS. */
  exactName?: string
  tags: string
  description: string
  headings: string
  body: string
}

type Field = Exclude<keyof IndexDoc, 'exactName'>

/** BM25F field weights and length normalisation: name > tags > description > headings > body. */
export const FIELDS: Record<Field, { weight: number, b: number }> = {
  name: { weight: 4, b: 0.3 },
  tags: { weight: 3, b: 0 },
  description: { weight: 2, b: 0.5 },
  headings: { weight: 0.75, b: 0.5 },
  body: { weight: 0.4, b: 1 },
}
const FIELD_NAMES = Object.keys(FIELDS) as Field[]
/** Added to the joined term of a multi-word name (`pdf-extract` -> `pdfextract`) when a task spells the name out. */
export const EXACT_NAME_BONUS = 8
const K1 = 1.6
/**
 * Weights are stored as integers: score = weight / SCALE, a quarter of a score unit. Finer steps route no better and
 * make the index less compressible, with more weights past the 71 one character holds (docs/routing.md, "Tuning
 * history").
 */
export const SCALE = 4
/**
 * A posting worth less than one score unit is left out of the index ("static pruning"): a twelfth of the abstain
 * threshold, it moves a skill by less than the rounding of a few others, and it is a sixth of the corpus's postings
 * (the figures: docs/routing.md, "Tuning history").
 */
export const MIN_POSTING_SCORE = 1
const MIN_WEIGHT = Math.round(MIN_POSTING_SCORE * SCALE)

/** Whether a term worth `score` to a skill (`termWeight`) gets a posting, once stored as an integer weight. */
export function isIndexed(score: number): boolean {
  return Math.round(SCALE * score) >= MIN_WEIGHT
}

const FENCE_RE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm

/** A heading's text without its closing `#`s, spaces and tabs (its first character kept). */
function headingText(text: string): string {
  let end = text.length
  while (end > 1 && (text[end - 1] === ' ' || text[end - 1] === '\t' || text[end - 1] === '#')) end--
  return text.slice(0, end)
}

/** Whether a code unit ends a line, as `^`, `$` and `.` of a multiline regular expression see it. */
function endsLine(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029
}

/** Whether a code unit is a space or a tab. */
function isBlank(c: number): boolean {
  return c === 32 || c === 9
}

/**
 * The text of each ATX heading of `prose`, what `/^#{1,6}[ \t]+(.+)$/gm` captures, given to `headingText`. Read from
 * each `#` that starts a line, without a match object per heading (the pattern's matches were 14 MB of a cold compile
 * of the corpus); each line is read at most once.
 */
function headingsOf(prose: string): string[] {
  const out: string[] = []
  for (let at = prose.indexOf('#'); at !== -1;) {
    let next = at + 1
    if (at === 0 || endsLine(prose.charCodeAt(at - 1))) {
      let i = at
      while (prose.charCodeAt(i) === 35) i++
      let end = i
      while (end < prose.length && !endsLine(prose.charCodeAt(end))) end++
      if (i - at <= 6 && i < end && isBlank(prose.charCodeAt(i))) {
        let j = i
        while (j < end && isBlank(prose.charCodeAt(j))) j++
        // `(.+)` takes what follows the blanks; after blanks alone it takes the last of them, if there are two.
        if (j < end) out.push(headingText(prose.slice(j, end)))
        else if (j - i >= 2) out.push(headingText(prose.slice(end - 1, end)))
      }
      next = end
    }
    at = prose.indexOf('#', next)
  }
  return out
}

/** Split a markdown body into the headings and the prose the index reads. */
export function bodyFields(body: string): { headings: string, body: string } {
  const prose = body.replace(FENCE_RE, ' ')
  return { headings: headingsOf(prose).join('\n'), body: prose.slice(0, BODY_INDEX_CHARS) }
}

/** The fields the index reads for one skill. */
export function indexDoc(entry: Pick<SkillEntry, 'id' | 'name' | 'tags' | 'description'>, body: string): IndexDoc {
  const { headings, body: prose } = bodyFields(body)
  // The id's last segment is the skill's folder name; the segments before it name where it sits (a collection, a team
  // or category folder): context, weighed like a heading. In the name field they made every skill of a collection
  // called `*-agents` match any task that mentions agents.
  const slash = entry.id.lastIndexOf('/')
  return {
    name: `${entry.name} ${entry.id.slice(slash + 1)}`,
    exactName: entry.name,
    tags: entry.tags.join(' '),
    description: entry.description,
    headings: slash > 0 ? `${entry.id.slice(0, slash).replace(/\//g, ' ')}\n${headings}` : headings,
    body: prose,
  }
}

/** Per-document term frequencies by field, and the collection statistics BM25F needs. */
export interface DocStats {
  /** `tfs[d]`: term -> occurrences per field (FIELD_NAMES order); null for a document left out. */
  tfs: Array<Map<string, Float64Array> | null>
  /** `lengths[d]`: tokens per field. */
  lengths: Array<Float64Array | null>
  /** Average tokens per field over the documents. */
  avg: number[]
  df: Map<string, number>
  count: number
  /** `exact[d]`: the joined term of a multi-part name, when the name has one. */
  exact: Array<string | undefined>
}

export const FIELD_ORDER: readonly Field[] = FIELD_NAMES
const FIELD_COUNT = FIELD_NAMES.length
const WEIGHTS = FIELD_NAMES.map(f => FIELDS[f].weight)
const BS = FIELD_NAMES.map(f => FIELDS[f].b)

/**
 * One document's terms and their frequencies per field: what a rebuild reuses for an unchanged skill. Flat arrays
 * rather than a map of small typed arrays: an analysis is built once per skill text and read on every (re)build.
 */
export interface DocAnalysis {
  /** The distinct terms, in first-seen order. */
  terms: string[]
  /** `counts[i * FIELD_ORDER.length + f]`: occurrences of `terms[i]` in field `f`. */
  counts: Uint32Array
  /** Tokens per field. */
  len: Float64Array
  /** Index in `terms` of the joined term of a multi-part name (it only occurs when a task spells the name), or -1. */
  exact: number
}

/**
 * Counts of the document being analysed, reused by every call and grown as needed: a growing array of numbers per
 * document was a tenth of what a cold compile allocates.
 */
let scratch = new Uint32Array(1024 * FIELD_COUNT)

/** Tokenize every field of one document. */
export function analyzeDoc(doc: IndexDoc): DocAnalysis {
  const slots = new Map<string, number>()
  const terms: string[] = []
  let counts = scratch
  const len = new Float64Array(FIELD_COUNT)
  for (let f = 0; f < FIELD_COUNT; f++) {
    const tokens = tokenize(doc[FIELD_NAMES[f]!])
    len[f] = tokens.length
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!
      let i = slots.get(t)
      if (i === undefined) {
        slots.set(t, i = terms.length)
        terms.push(t)
        if ((i + 1) * FIELD_COUNT > counts.length) {
          const grown = new Uint32Array(counts.length * 2)
          grown.set(counts)
          scratch = counts = grown
        }
        counts.fill(0, i * FIELD_COUNT, (i + 1) * FIELD_COUNT)
      }
      counts[i * FIELD_COUNT + f]!++
    }
  }
  // The joined form of a multi-part name (`pdf-extract`, `skillCreator`) only occurs when a task spells the name.
  const name = doc.exactName ? tokenize(doc.exactName) : []
  const exact = name.length >= 2 ? slots.get(name[name.length - 1]!) ?? -1 : -1
  return { terms, counts: counts.slice(0, terms.length * FIELD_COUNT), len, exact }
}

const DESCRIBING = (['name', 'tags', 'description'] as const).map(f => FIELD_NAMES.indexOf(f))
const describingCache = new WeakMap<DocAnalysis, string[]>()

/** The terms of a document's name, tags and description: the words that say what the skill is for. */
export function describingTerms(a: DocAnalysis): string[] {
  let terms = describingCache.get(a)
  if (!terms) {
    terms = a.terms.filter((_, i) => DESCRIBING.some(f => a.counts[i * FIELD_COUNT + f]! > 0))
    describingCache.set(a, terms)
  }
  return terms
}

/** Tokenize every field of every document once: the statistics `termWeight` and the insight tools read. */
export function analyzeDocs(docs: Array<IndexDoc | null>): DocStats {
  const tfs: DocStats['tfs'] = []
  const lengths: DocStats['lengths'] = []
  const exact: DocStats['exact'] = []
  const totals = new Float64Array(FIELD_COUNT)
  let count = 0
  const df = new Map<string, number>()
  for (const doc of docs) {
    if (!doc) {
      tfs.push(null)
      lengths.push(null)
      exact.push(undefined)
      continue
    }
    count++
    const a = analyzeDoc(doc)
    for (let f = 0; f < FIELD_COUNT; f++) totals[f] = totals[f]! + a.len[f]!
    const tf = new Map<string, Float64Array>()
    a.terms.forEach((t, i) => {
      tf.set(t, Float64Array.from(a.counts.subarray(i * FIELD_COUNT, (i + 1) * FIELD_COUNT)))
      df.set(t, (df.get(t) ?? 0) + 1)
    })
    tfs.push(tf)
    lengths.push(a.len)
    exact.push(a.exact === -1 ? undefined : a.terms[a.exact])
  }
  const avg = Array.from(totals, t => (count ? t / count : 0) || 1)
  return { tfs, lengths, avg, df, count, exact }
}

/**
 * The BM25F length normalisation of field `f` for a document whose field holds `len` tokens. The weighted frequency
 * of a term in that field is `weight * tf / fieldNorm`; every weight below is computed through these three
 * functions, so the index and the insight tools agree to the last bit.
 */
function fieldNorm(f: number, len: number, avg: number): number {
  const b = BS[f]!
  return 1 - b + (b * len) / avg
}

/** The BM25F score of a term: saturation of its weighted frequency, times its IDF, plus the exact-name bonus. */
function saturate(weighted: number, termIdf: number, bonus: number): number {
  return termIdf * (weighted * (K1 + 1)) / (weighted + K1) + bonus
}

/** Each field's length-normalised, weighted term frequency: their sum is the BM25F pseudo-frequency. */
export function fieldFrequencies(row: ArrayLike<number>, len: ArrayLike<number>, avg: readonly number[]): number[] {
  return FIELD_NAMES.map((_, f) => (row[f] ? (WEIGHTS[f]! * row[f]!) / fieldNorm(f, len[f]!, avg[f]!) : 0))
}

/** The score one term gives one document: BM25F saturation times IDF, plus the exact-name bonus. */
export function termWeight(stats: DocStats, d: number, term: string, row = stats.tfs[d]?.get(term)): number {
  if (!row) return 0
  const len = stats.lengths[d]!
  let weighted = 0
  for (let f = 0; f < FIELD_COUNT; f++) {
    if (row[f]) weighted += (WEIGHTS[f]! * row[f]!) / fieldNorm(f, len[f]!, stats.avg[f]!)
  }
  return saturate(weighted, bm25Idf(stats.df.get(term)!, stats.count), stats.exact[d] === term ? EXACT_NAME_BONUS : 0)
}

/** Whether two analyses hold the same terms, counts and lengths (they index alike). */
function sameAnalysis(a: DocAnalysis | undefined, b: DocAnalysis | undefined): boolean {
  if (a === b) return true
  if (!a || !b || a.exact !== b.exact || a.terms.length !== b.terms.length) return false
  for (let f = 0; f < FIELD_COUNT; f++) if (a.len[f] !== b.len[f]) return false
  for (let i = 0; i < a.terms.length; i++) if (a.terms[i] !== b.terms[i]) return false
  for (let i = 0; i < a.counts.length; i++) if (a.counts[i] !== b.counts[i]) return false
  return true
}

/**
 * The inverted index of a set of document analyses, kept between builds (one per CompileCache). Document frequencies
 * and field length totals are updated by the documents that came or went, not recounted; the weights, which depend on
 * IDF and average lengths, are recomputed in one pass over the cached term counts (no tokenizing), and a term's
 * postings are only re-encoded when one of its integer weights changed.
 */
export class IndexState {
  /** Term -> term id; ids are never reused while the state lives (a session's new words add up, a few bytes each). */
  private readonly ids = new Map<string, number>()
  /** Term id -> term. */
  private readonly names: string[] = []
  /** Term id -> how many live documents hold it. */
  private readonly df: number[] = []
  /** Term id -> 1 when the term is in `sorted`. */
  private readonly member: number[] = []
  /** Term ids of each analysis, parallel to `analysis.terms`. */
  private readonly termIds = new WeakMap<DocAnalysis, Int32Array>()
  /** The live analyses (with multiplicity: the same analysis may index two entries). */
  private live = new Map<DocAnalysis, number>()
  private readonly totals = new Float64Array(FIELD_COUNT)
  private count = 0
  /** Ids of the live terms (df > 0), sorted by term. */
  private sorted: number[] = []
  /** Terms whose df rose from 0 or fell to 0 since the last build: `sorted` is brought up to date from them. */
  private touched: number[] = []
  /**
   * The last build: its documents by entry, the weight of each of their terms (`weights[offsets[d] + i]` for
   * `docs[d].terms[i]`), each term's line of the index (term and encoded postings; undefined: no postings), the index.
   */
  private docs: Array<DocAnalysis | undefined> = []
  private weights = new Int32Array(0)
  private offsets = new Int32Array(1)
  private lines: Array<[string, string] | undefined> = []
  private terms = ''

  /** How many terms had their postings encoded (for tests and benchmarks of rebuilds). */
  encodes = 0

  /** How many live documents of the last build hold `term`. */
  docFrequency(term: string): number {
    const id = this.ids.get(term)
    return id === undefined ? 0 : this.df[id]!
  }

  /** How many live documents the last build indexed. */
  get documents(): number {
    return this.count
  }

  /** The index of `analyses[i]` (the text of entry `i`; undefined for an entry that must not be found). */
  build(analyses: ReadonlyArray<DocAnalysis | undefined>): IndexData {
    // The same documents (an edit past the indexed part of a body, a touched file): the same index.
    const same = analyses.length === this.docs.length && analyses.every((a, i) => sameAnalysis(a, this.docs[i]))
    this.update(analyses)
    this.sortTerms()
    if (same) {
      // The new analyses stand for the old ones from now on (same terms in the same order: same weights).
      this.docs = analyses.slice()
      return { scale: SCALE, terms: this.terms }
    }
    const { names, sorted } = this
    const prev = this.docs
    const prevWeights = this.weights
    const prevOffsets = this.offsets

    // Every (document, term) weight, in entry order, from the cached counts. A term is dirty (its postings must be
    // encoded again) when one of its weights changed, or a document holding it came, went or moved.
    const avg = Array.from(this.totals, t => (this.count ? t / this.count : 0) || 1)
    const idfs = new Float64Array(names.length)
    for (let k = 0; k < sorted.length; k++) idfs[sorted[k]!] = bm25Idf(this.df[sorted[k]!]!, this.count)
    const offsets = new Int32Array(analyses.length + 1)
    let total = 0
    analyses.forEach((a, d) => {
      offsets[d] = total
      if (a) total += a.terms.length
    })
    offsets[analyses.length] = total
    const weights = new Int32Array(total)
    const dirty = new Uint8Array(names.length)
    const norms = new Float64Array(FIELD_COUNT)
    for (let d = 0; d < Math.max(analyses.length, prev.length); d++) {
      const a = analyses[d]
      const before = prev[d]
      if (before && before !== a) for (const id of this.idsOf(before)) dirty[id] = 1
      if (!a) continue
      const ids = this.idsOf(a)
      const { counts } = a
      const at = offsets[d]!
      const was = before === a ? prevOffsets[d]! : -1
      for (let f = 0; f < FIELD_COUNT; f++) norms[f] = fieldNorm(f, a.len[f]!, avg[f]!)
      for (let i = 0; i < ids.length; i++) {
        let weighted = 0
        for (let f = 0, c = i * FIELD_COUNT; f < FIELD_COUNT; f++, c++) {
          if (counts[c]) weighted += (WEIGHTS[f]! * counts[c]!) / norms[f]!
        }
        const id = ids[i]!
        const w = Math.round(SCALE * saturate(weighted, idfs[id]!, i === a.exact ? EXACT_NAME_BONUS : 0))
        weights[at + i] = w
        if (was === -1 || prevWeights[was + i] !== w) dirty[id] = 1
      }
    }

    // The postings of the dirty terms: (entry, weight) pairs of at least MIN_WEIGHT, grouped by term in entry order
    // (a counting sort into one flat array).
    const starts = new Int32Array(names.length + 1)
    for (let d = 0; d < analyses.length; d++) {
      const a = analyses[d]
      if (!a) continue
      const ids = this.idsOf(a)
      for (let i = 0, k = offsets[d]!; i < ids.length; i++, k++) if (dirty[ids[i]!] && weights[k]! >= MIN_WEIGHT) starts[ids[i]! + 1]! += 2
    }
    for (let id = 0; id < names.length; id++) starts[id + 1]! += starts[id]!
    const ends = starts.slice(0, names.length)
    const pairs = new Int32Array(starts[names.length]!)
    for (let d = 0; d < analyses.length; d++) {
      const a = analyses[d]
      if (!a) continue
      const ids = this.idsOf(a)
      for (let i = 0, k = offsets[d]!; i < ids.length; i++, k++) {
        const id = ids[i]!
        if (!dirty[id] || weights[k]! < MIN_WEIGHT) continue
        const p = ends[id]!
        pairs[p] = d
        pairs[p + 1] = weights[k]!
        ends[id] = p + 2
      }
    }

    // The index: the terms with postings, sorted; a clean term keeps its line.
    const lines: Array<[string, string]> = []
    while (this.lines.length < names.length) this.lines.push(undefined)
    for (let k = 0; k < sorted.length; k++) {
      const id = sorted[k]!
      if (dirty[id]) {
        const s = starts[id]!
        const e = ends[id]!
        this.lines[id] = s === e ? undefined : [names[id]!, encodePostings(pairs, s, e)]
        if (s !== e) this.encodes++
      }
      const line = this.lines[id]
      if (line) lines.push(line)
    }
    this.docs = analyses.slice()
    this.weights = weights
    this.offsets = offsets
    this.terms = joinIndex(lines)
    return { scale: SCALE, terms: this.terms }
  }

  /** Count in the documents that came, count out those that went (by identity: a cached analysis is reused). */
  private update(analyses: ReadonlyArray<DocAnalysis | undefined>): void {
    const next = new Map<DocAnalysis, number>()
    for (const a of analyses) if (a) next.set(a, (next.get(a) ?? 0) + 1)
    for (const [a, n] of this.live) {
      const left = n - (next.get(a) ?? 0)
      if (left > 0) this.tally(a, -left)
    }
    for (const [a, n] of next) {
      const came = n - (this.live.get(a) ?? 0)
      if (came > 0) this.tally(a, came)
    }
    this.live = next
  }

  /** Add `k` copies of a document to the statistics (k < 0: remove). Lengths are integers: the totals stay exact. */
  private tally(a: DocAnalysis, k: number): void {
    const ids = this.idsOf(a)
    const { df } = this
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!
      const before = df[id]!
      df[id] = before + k
      if (before === 0 || before + k === 0) this.touched.push(id)
    }
    for (let f = 0; f < FIELD_COUNT; f++) this.totals[f] = this.totals[f]! + k * a.len[f]!
    this.count += k
  }

  private idsOf(a: DocAnalysis): Int32Array {
    let ids = this.termIds.get(a)
    if (ids) return ids
    ids = new Int32Array(a.terms.length)
    for (let i = 0; i < a.terms.length; i++) {
      const t = a.terms[i]!
      let id = this.ids.get(t)
      if (id === undefined) {
        this.ids.set(t, id = this.names.length)
        this.names.push(t)
        this.df.push(0)
        this.member.push(0)
      }
      ids[i] = id
    }
    this.termIds.set(a, ids)
    return ids
  }

  /**
   * Keep `sorted` = the live term ids in term order (UTF-16, as `Array.prototype.sort`). A few terms that came or went
   * (an edit) are spliced in or out at their place, found by binary search; many (a first build) are sorted and merged.
   */
  private sortTerms(): void {
    const { names, df, member } = this
    const added: number[] = []
    const gone: number[] = []
    const touched = this.touched
    for (let k = 0; k < touched.length; k++) {
      const id = touched[k]!
      if (df[id]! > 0 && !member[id]) {
        member[id] = 1
        added.push(id)
      }
      else if (df[id] === 0 && member[id]) {
        member[id] = 0
        gone.push(id)
      }
    }
    this.touched = []
    let { sorted } = this
    // Where the term of `id` is, or goes, in `sorted`.
    const place = (id: number): number => {
      let lo = 0
      let hi = sorted.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (names[sorted[mid]!]! < names[id]!) lo = mid + 1
        else hi = mid
      }
      return lo
    }
    if (added.length + gone.length <= 64) {
      for (const id of gone) sorted.splice(place(id), 1)
      for (const id of added) sorted.splice(place(id), 0, id)
      return
    }
    if (gone.length) sorted = sorted.filter(id => member[id])
    sortByName(added, names)
    const merged: number[] = []
    let i = 0
    for (let k = 0; k < added.length; k++) {
      const id = added[k]!
      while (i < sorted.length && names[sorted[i]!]! < names[id]!) merged.push(sorted[i++]!)
      merged.push(id)
    }
    while (i < sorted.length) merged.push(sorted[i++]!)
    this.sorted = merged
  }
}

/** Position bits of a sort key: below them, the key holds a term's first two code units. */
const KEY_SHIFT = 2 ** 21

/**
 * Sort term ids by their terms (UTF-16 order, as `<`). A first build sorts 40,000 terms of the corpus: with a comparator
 * throughout that took 25 ms. Here the engine sorts numbers (each a term's first two code units and its position), and
 * only terms sharing their first two units are compared as strings.
 */
function sortByName(ids: number[], names: readonly string[]): void {
  const byName = (a: number, b: number) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0)
  const n = ids.length
  if (n < 64 || n >= KEY_SHIFT) {
    ids.sort(byName)
    return
  }
  const keys = new Float64Array(n)
  for (let k = 0; k < n; k++) {
    // No term holds U+0000: a term of one unit sorts before every longer term that starts with it.
    const t = names[ids[k]!]!
    keys[k] = (t.charCodeAt(0) * 65536 + (t.length > 1 ? t.charCodeAt(1) : 0)) * KEY_SHIFT + k
  }
  keys.sort()
  const order = keys.map(key => ids[key % KEY_SHIFT]!)
  let i = 0
  while (i < n) {
    const prefix = Math.floor(keys[i]! / KEY_SHIFT)
    let j = i + 1
    while (j < n && Math.floor(keys[j]! / KEY_SHIFT) === prefix) j++
    if (j - i > 1) {
      const run = Array.from(order.subarray(i, j)).sort(byName)
      for (let k = i; k < j; k++) order[k] = run[k - i]!
    }
    i = j
  }
  for (let k = 0; k < n; k++) ids[k] = order[k]!
}

/**
 * Build the inverted index. `docs[i]` is the text of entry `i`, or `null` for an entry that must not be found
 * (a shadowed one); `analyses[i]`, when given, is its analysis (e.g. cached for an unchanged skill). Output is
 * deterministic: terms sorted, postings by entry index.
 */
export function buildIndex(docs: Array<IndexDoc | null>, analyses: Array<DocAnalysis | undefined> = []): IndexData {
  return new IndexState().build(docs.map((doc, d) => (doc ? analyses[d] ?? analyzeDoc(doc) : undefined)))
}

const NAME_SEPARATORS_RE = /[\s._/-]+/g

/** The distinct terms of a skill name's words (`gws-sheets` -> gws, sheet): what the name-words bonus asks of a task. */
export function nameWords(name: string): string[] {
  return [...new Set(tokenize(name.replace(NAME_SEPARATORS_RE, ' ')))]
}

/**
 * A name names its skill only when each of its words is held by at most this share of the skills (or by at most
 * NAME_WORD_ALWAYS_DF of them): `design-system` or `writing-plans` are words every other task uses.
 */
export const NAME_WORD_MAX_SHARE = 0.2
export const NAME_WORD_ALWAYS_DF = 5

/**
 * `IndexData.names`: for each word of a name of two words or more, the entries (that can be matched) whose name holds
 * it and the number of words of that name. `df` gives how many skills hold a term, of `docs`. Empty when no name
 * qualifies.
 */
export function nameIndex(
  entries: readonly SkillEntry[],
  df: (term: string) => number,
  docs: number,
  wordsOf: (name: string) => string[] = nameWords,
): string {
  const byWord = new Map<string, number[]>()
  const maxDf = Math.max(NAME_WORD_MAX_SHARE * docs, NAME_WORD_ALWAYS_DF)
  entries.forEach((e, i) => {
    if (e.shadowedBy !== undefined) return
    const words = wordsOf(e.name)
    // Counts stay far below what a posting weight holds; a name of more words than that could never be named.
    if (words.length < 2 || words.length > 200 || words.some(w => df(w) > maxDf)) return
    for (const w of words) {
      const list = byWord.get(w)
      if (list) list.push(i, words.length)
      else byWord.set(w, [i, words.length])
    }
  })
  return joinIndex([...byWord].map(([w, pairs]) => [w, encodePostings(pairs)] as const))
}
