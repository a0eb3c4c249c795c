/**
 * The scoring engine of `match` and `search`: it sums the precomputed BM25F weights of a task's terms into a score per
 * entry, adds the pattern and name bonuses, picks the best entries, and works out the evidence the abstain rule reads
 * (evidence.ts). Its scratch arrays are reused by every task (tasks are synchronous): `score`, then `rank` and
 * `evidenceOf`, then `reset`. The router (loadout.ts) decides what to return.
 */
import { DIGIT, forEachPosting, postingCount, RADIX, TERMINAL, TermIndex, type TermTables } from './postings'
import { createTokenizer } from './tokenize'
import { createExpander, type Expansion, joinExpansions } from './expand'
import type { createCorrector } from './typos'
import type { EntryTable } from './literals'
import { type TermWeight, wordEvidence } from './evidence'
import type { LoadoutData } from './types'

/** Added when every word of one of an entry's ai-loadout `patterns` occurs in the task. */
export const PATTERN_BONUS = 4
/**
 * Added when the task holds every word of an entry's name of two words or more, in any order and apart (`gws-sheets`
 * for "Read the Google Sheet with the gws CLI"): the task names the skill. Spelling the name as written
 * (`gws-sheets`) adds the indexer's exact-name bonus on top.
 */
export const NAME_WORDS_BONUS = 4
/** Only the first this many characters of a task are read: routing cost stays bounded whatever is pasted in. */
export const MAX_TASK_CHARS = 20_000
/**
 * Pseudo-documents added to the collection size in IDF (`bm25Idf`): a prior that keeps scores absolute (comparable to
 * the abstain threshold) in small collections, where plain IDF would make every term worthless. Negligible at scale.
 */
export const PRIOR_DOCS = 25

/**
 * The BM25 inverse document frequency of a term held by `df` of `count` documents, PRIOR_DOCS added. The one
 * definition: the indexer weighs postings with it, the router's short-task bar sums it, insight explains with it, so
 * the three agree to the last bit.
 */
export function bm25Idf(df: number, count: number): number {
  return Math.log(1 + (count + PRIOR_DOCS - df + 0.5) / (df + 0.5))
}

/**
 * The words of an ai-loadout pattern, each once: `_` separates words as a space does (`fill_form` is "fill form").
 * The scorer's pattern bonus, insight's explanation and the compile's character folds read patterns through it.
 */
export function patternWords(pattern: string, tokenize: (text: string) => string[]): string[] {
  return [...new Set(tokenize(pattern.replace(/_/g, ' ')))]
}
/**
 * A one-character Chinese or Japanese term (a lone Han character, or a kanji noun before a particle: `図に`) counts
 * this share of its weight: one character says less than a bigram, and being rare in the index it would otherwise
 * weigh most of all.
 */
export const UNIGRAM_WEIGHT = 0.5

/** A Chinese or Japanese term (the tokenizer's bigrams and single characters). */
const isCjkTerm = (term: string) => term.charCodeAt(0) >= 0x2E80

/** The share of its weight a typed term counts: UNIGRAM_WEIGHT for a one-character CJK term, else 1. */
export function typedWeight(term: string): number {
  return term.length === 1 && isCjkTerm(term) ? UNIGRAM_WEIGHT : 1
}

/**
 * What a scorer is built with beyond the data, chosen for the data: the generated `virtual:loadout` passes only what
 * its catalog can use (codegen.ts), so a small catalog's bundle carries less code; `createLoadout` passes everything.
 */
export interface ScorerParts {
  /** The lookup tables of a large index (`termTables`): without them every lookup searches the index string. */
  tables?: TermTables
  /**
   * Typo correction (`createCorrector`): without it no word is corrected, which changes nothing for a catalog whose
   * index holds no word a correction could reach (codegen.ts, `correctable`).
   */
  corrector?: typeof createCorrector
}

const NO_CORRECTIONS = () => ({ terms: [], factors: [], from: [] })

/** An entry's evidence for the current task, in index units (see evidence.ts). */
export interface EntryEvidence {
  total: number
  rest: number
}

// Who may be returned, as bits read in the hot loop instead of entry objects of varied shapes. Entries the table knows
// to be plain (domain, every trigger on, no patterns, not shadowed) keep the default bits and are not built.
const DOMAIN = 1
const SEARCHABLE = 2
const NO_TASK = 4
const NO_PLAN = 8
const NO_EDIT = 16
/** Active (found by lookup and load) but never returned: a user-only entry. */
const USER_ONLY = 32
const TRIGGER_BIT: Record<string, number> = { task: NO_TASK, plan: NO_PLAN, edit: NO_EDIT }

/** What the scorer knows of the entries before any task: their bits, the core ones, the patterns' words. */
interface EntryFlags {
  /** Per entry: 0 for a shadowed one, else DOMAIN, SEARCHABLE, the NO_* trigger bits or USER_ONLY. */
  flags: Uint8Array
  core: number[]
  /** The words of each of an entry's patterns, for the entries that have any (`withPatterns`). */
  patternTerms: Array<string[][] | undefined>
  withPatterns: number[]
  /** Entries not shadowed: the collection size of the IDF. */
  activeCount: number
}

/** Read the entries the table marks special (the others are plain domain entries). */
function entryFlags(table: EntryTable, tokenize: (text: string) => string[]): EntryFlags {
  const out: EntryFlags = { flags: new Uint8Array(table.length).fill(SEARCHABLE | DOMAIN), core: [], patternTerms: [], withPatterns: [], activeCount: table.length }
  for (const i of table.special()) {
    const e = table.at(i)
    if (e.patterns.length) {
      out.patternTerms[i] = e.patterns.map(p => patternWords(p, tokenize))
      out.withPatterns.push(i)
    }
    if (e.shadowedBy !== undefined) {
      out.flags[i] = 0
      out.activeCount--
      continue
    }
    if (e.userOnly === true) {
      out.flags[i] = USER_ONLY
      continue
    }
    if (e.priority === 'core') out.core.push(i)
    out.flags[i] = SEARCHABLE | (e.priority === 'domain' ? DOMAIN : 0)
      | (e.triggers.task === false ? NO_TASK : 0) | (e.triggers.plan === false ? NO_PLAN : 0) | (e.triggers.edit === false ? NO_EDIT : 0)
  }
  return out
}

/**
 * The scoring engine over an entry table, routing by `data.index` until `reindex`. Its scratch space is reused by
 * every task: `score`, then `rank` and `evidenceOf`, then `reset`.
 */
export class Scorer {
  /** Per entry: 0 for a shadowed one (never found), else what it may be returned as (see `rank`). */
  readonly flags: Uint8Array
  /** The core entries, in order. */
  readonly core: readonly number[]
  private readonly entries: EntryFlags
  private readonly scale: number
  // One string, searched in place: no object keyed by skill text (so no `__proto__` trouble) and nothing parsed at start.
  private index: TermIndex
  /** The entries of each name word, with the number of words of their names (`data.index.names`: see IndexData). */
  private names: TermIndex | undefined
  // Weights are integers and so are their sums, far below 2^31 even for a task of 20,000 characters: 32-bit integers
  // are the fastest arithmetic there is. (A pattern bonus that is not a whole number of weight units, from a hand-made
  // scale, falls back to doubles.)
  private readonly acc: Int32Array | Float64Array
  /** Bit q: query term q (the first 32) holds the entry. */
  private readonly hits: Int32Array
  /** The weight of the entry's strongest term for the current task, and what the pattern and name rules added. */
  private readonly strongest: Int32Array
  private readonly bonus = new Map<number, number>()
  /** The entries the current task scored. */
  private readonly touched: number[] = []
  /** The current task's typed terms the index holds: a word of a skill's name is a term of the index, so only these can name one. */
  private readonly held: string[] = []
  /**
   * Whether every term of the current task is its own word (no Chinese or Japanese bigrams, corrections or glossary
   * terms): then an entry's evidence is its score, and what it holds beyond its strongest word is its terms' sum less
   * that term, with no need to read the postings again (`weigh`).
   */
  private plainTask = false
  /**
   * Where the postings of each typed term of the current task start (-1 when the index lacks it) and end: looked up
   * once, before the corrector asks which words the index holds.
   */
  private readonly typedAt: number[] = []
  private readonly typedEnd: number[] = []
  /** The corrections and glossary terms of the current task (its query terms after the typed ones). */
  private expanded: Expansion = { terms: [], factors: [], from: [] }
  /** Entry `d`'s evidence for the current task by words (see evidence.ts), in index units; filled by `weigh`. */
  private readonly evidence = new Map<number, EntryEvidence>()
  /** Per task: how many of its typed terms are words of each entry's name, and which entries have any. */
  private readonly nameHits: Uint8Array
  private readonly named: number[] = []
  /** Adds the English terms of the glossary concepts a Chinese or Japanese task names. */
  private readonly expand: ReturnType<typeof createExpander>
  /** Adds the word a misspelt one stands for (`pyhton` -> `python`). */
  private readonly correct: ReturnType<typeof createCorrector>
  /** The tokenizer with the Traditional Chinese folds of the data's own characters (`data.folds`). */
  private readonly tokenize: (text: string) => string[]

  /** The lookup tables of a large index (`termTables`), or none for a small one (see `TermIndex`). */
  private readonly tables: TermTables | undefined

  constructor(data: LoadoutData, table: EntryTable, parts: ScorerParts = {}) {
    this.tables = parts.tables
    const n = table.length
    this.tokenize = createTokenizer(data.folds)
    this.entries = entryFlags(table, this.tokenize)
    this.flags = this.entries.flags
    this.core = this.entries.core
    this.scale = data.index.scale
    this.index = new TermIndex(data.index.terms, this.tables)
    this.names = data.index.names ? new TermIndex(data.index.names, this.tables) : undefined
    this.acc = Number.isInteger(PATTERN_BONUS * this.scale) && Number.isInteger(NAME_WORDS_BONUS * this.scale) ? new Int32Array(n) : new Float64Array(n)
    this.hits = new Int32Array(n)
    this.strongest = new Int32Array(n)
    this.nameHits = new Uint8Array(n)
    this.expand = createExpander(data.glossary)
    this.correct = parts.corrector ? parts.corrector(term => this.index.count(term), (_, q) => this.typedAt[q]! >= 0) : NO_CORRECTIONS
  }

  /** Route by another index from now on (the SQL loadout's, per task). */
  reindex(terms: string, nameWords?: string): void {
    this.index = new TermIndex(terms, this.tables)
    this.names = nameWords ? new TermIndex(nameWords, this.tables) : undefined
  }

  /**
   * Score every entry holding a term of `text` (and the terms it holds into `hits`), listing them in `touched`; `rank`
   * then picks the best. Returns the query terms, typed ones first.
   */
  score(text: string): string[] {
    if (typeof text !== 'string') throw new TypeError(`expected the task as a string, got ${typeof text}`)
    const typed = [...new Set(this.tokenize(text.length > MAX_TASK_CHARS ? text.slice(0, MAX_TASK_CHARS) : text))]
    const { typedAt, typedEnd, index } = this
    typedAt.length = 0
    typedEnd.length = 0
    for (const t of typed) {
      typedAt.push(index.lookup(t))
      typedEnd.push(index.end)
    }
    // Corrections of misspelt words, then terms of the same concepts in other languages, come after the typed terms,
    // each at its own (lower) weight.
    const expansion = joinExpansions(this.correct(typed), this.expand(typed))
    this.expanded = expansion
    this.plainTask = expansion.terms.length === 0 && !typed.some(isCjkTerm)
    const qterms = expansion.terms.length ? typed.concat(expansion.terms) : typed
    this.touched.length = 0
    const held = this.held
    held.length = 0
    for (let q = 0; q < qterms.length; q++) {
      const isTyped = q < typed.length
      const at = isTyped ? typedAt[q]! : index.lookup(qterms[q]!)
      if (at < 0) continue
      if (isTyped) held.push(qterms[q]!)
      const factor = isTyped ? typedWeight(qterms[q]!) : expansion.factors[q - typed.length]!
      if (this.plainTask) this.addPostingsTracked(at, typedEnd[q]!, q < 32 ? 1 << q : 0)
      else this.addPostings(at, isTyped ? typedEnd[q]! : index.end, q < 32 ? 1 << q : 0, factor)
    }
    if (this.entries.withPatterns.length) this.patternBonus(new Set(typed))
    this.nameBonus(held)
    return qterms
  }

  /**
   * Add the postings between `at` and `end` of the index string to the scores, each weight times `factor`, with `bit`
   * for the term. Inline varint decoding (see postings.ts): entry delta, then weight (most take one character each);
   * weights stay integers. This loop is most of a task's routing time.
   */
  private addPostings(at: number, end: number, bit: number, factor: number): void {
    const { acc, hits, touched } = this
    const text = this.index.text
    let i = at
    let d = 0
    while (i < end) {
      let c = DIGIT[text.charCodeAt(i++)]!
      if (c >= TERMINAL) {
        let v = c
        for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[text.charCodeAt(i++)]!) * m
        d += v
      }
      else {
        d += c
      }
      c = DIGIT[text.charCodeAt(i++)]!
      let w = c
      if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[text.charCodeAt(i++)]!) * m
      if (factor !== 1) w = Math.round(w * factor)
      const h = hits[d]!
      if (h === 0 && acc[d] === 0) touched.push(d)
      acc[d] = acc[d]! + w
      hits[d] = h | bit
    }
  }

  /**
   * `addPostings` for a plain task (every term typed, weight factor 1), also keeping each entry's strongest term: its
   * evidence then needs no second pass (see `weigh`). A copy of that loop on purpose: the store in the shared loop,
   * for every task, cost 6-8% of a match at 10,000 skills, where this loop is nearly all of it.
   */
  private addPostingsTracked(at: number, end: number, bit: number): void {
    const { acc, hits, strongest, touched } = this
    const text = this.index.text
    let i = at
    let d = 0
    while (i < end) {
      let c = DIGIT[text.charCodeAt(i++)]!
      if (c >= TERMINAL) {
        let v = c
        for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[text.charCodeAt(i++)]!) * m
        d += v
      }
      else {
        d += c
      }
      c = DIGIT[text.charCodeAt(i++)]!
      let w = c
      if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[text.charCodeAt(i++)]!) * m
      const h = hits[d]!
      if (h === 0 && acc[d] === 0) touched.push(d)
      acc[d] = acc[d]! + w
      hits[d] = h | bit
      if (w > strongest[d]!) strongest[d] = w
    }
  }

  /** PATTERN_BONUS for every entry one of whose ai-loadout patterns has all its words among `typed`. */
  private patternBonus(typed: ReadonlySet<string>): void {
    const { patternTerms, withPatterns } = this.entries
    for (const d of withPatterns) {
      if (patternTerms[d]!.some(words => words.length > 0 && words.every(w => typed.has(w)))) this.add(d, PATTERN_BONUS * this.scale, 0)
    }
  }

  /** NAME_WORDS_BONUS for every entry whose name's words are all among `terms` (the task's distinct typed terms). */
  private nameBonus(terms: readonly string[]): void {
    const { names, nameHits, named, flags } = this
    if (!names) return
    for (const term of terms) {
      const at = names.lookup(term)
      if (at < 0) continue
      forEachPosting(names.text, (d, words) => {
        const count = nameHits[d]! + 1
        if (count === 1) named.push(d)
        nameHits[d] = count
        if (count === words && flags[d]) this.add(d, NAME_WORDS_BONUS * this.scale, 0)
      }, at, names.end)
    }
    for (const d of named) nameHits[d] = 0
    named.length = 0
  }

  /** Add `weight` to entry `d`'s score as a bonus (bit 0), or as term `bit`'s weight. */
  private add(d: number, weight: number, bit: number): void {
    const { acc, hits } = this
    if (acc[d] === 0 && hits[d] === 0) this.touched.push(d)
    if (bit === 0) this.bonus.set(d, (this.bonus.get(d) ?? 0) + weight)
    acc[d] = acc[d]! + weight
    hits[d] = hits[d]! | bit
  }

  /**
   * The best `k` scored entries that may be returned (manual ones too when `includeManual`; none whose `trigger` is
   * off), best first: higher score, then entry order (source precedence, then id). One pass over the scored entries
   * with a small sorted buffer instead of a full sort.
   */
  rank(k: number, includeManual: boolean, trigger?: string): number[] {
    const top: number[] = []
    if (k <= 0) return top
    const { acc, flags, touched } = this
    const need = includeManual ? SEARCHABLE : DOMAIN
    const off = trigger === undefined ? 0 : TRIGGER_BIT[trigger] ?? 0
    for (let t = 0; t < touched.length; t++) {
      const d = touched[t]!
      const f = flags[d]!
      if (!(f & need) || (f & off)) continue
      const score = acc[d]!
      let i = top.length
      if (i === k) {
        const last = top[k - 1]!
        if (score < acc[last]! || (score === acc[last] && d > last)) continue
        i--
      }
      for (; i > 0; i--) {
        const prev = top[i - 1]!
        if (score < acc[prev]! || (score === acc[prev] && d > prev)) break
        top[i] = prev
      }
      top[i] = d
    }
    return top
  }

  /** Entry `d`'s score for the current task, in index units. */
  scoreOf(d: number): number {
    return this.acc[d]!
  }

  /** The query terms entry `d` holds (of the first 32), first term first. */
  matched(d: number, qterms: readonly string[]): string[] {
    const out: string[] = []
    // The set bits only, lowest (first term) first: a task has dozens of terms, an entry holds a few of them.
    for (let b = this.hits[d]!; b !== 0; b &= b - 1) out.push(qterms[31 - Math.clz32(b & -b)]!)
    return out
  }

  /** Entry `d`'s evidence (`weigh` it first when it may not be). */
  evidenceOf(d: number, qterms: readonly string[]): EntryEvidence {
    if (!this.evidence.has(d)) this.weigh([d], qterms)
    return this.evidence.get(d)!
  }

  /** Work out the evidence of entries `ds` (scored for the current task) at once: cheaper than one by one. */
  weigh(ds: readonly number[], qterms: readonly string[]): void {
    const want = ds.filter(d => !this.evidence.has(d)).sort((a, b) => a - b)
    if (want.length === 0) return
    const { acc, evidence } = this
    if (this.plainTask) {
      for (const d of want) evidence.set(d, { total: acc[d]!, rest: acc[d]! - (this.bonus.get(d) ?? 0) - this.strongest[d]! })
      return
    }
    const terms = this.termWeights(want, qterms)
    want.forEach((d, k) => {
      const ev = wordEvidence(terms[k]!)
      const sum = terms[k]!.reduce((s, t) => s + t.weight, 0)
      // What the pattern and name rules added (the score less its terms' weights) counts in full.
      evidence.set(d, { total: ev.total + acc[d]! - sum, rest: ev.rest })
    })
  }

  /**
   * The weight each query term adds to each entry of `want` (sorted): each term they hold is read once, its postings
   * walked to the last of them.
   */
  private termWeights(want: readonly number[], qterms: readonly string[]): TermWeight[][] {
    const { typedAt, typedEnd, index, expanded } = this
    const text = index.text
    const terms: TermWeight[][] = want.map(() => [])
    const last = want[want.length - 1]!
    let any = 0
    for (const d of want) any |= this.hits[d]!
    for (let q = 0; q < qterms.length; q++) {
      if (q < 32 && !(any & (1 << q))) continue
      const typed = q < typedAt.length
      let i = typed ? typedAt[q]! : index.lookup(qterms[q]!)
      if (i < 0) continue
      const end = typed ? typedEnd[q]! : index.end
      const factor = typed ? typedWeight(qterms[q]!) : expanded.factors[q - typedAt.length]!
      const from = typed ? undefined : expanded.from[q - typedAt.length]
      let e = 0
      let k = 0
      while (i < end && e <= last) {
        let c = DIGIT[text.charCodeAt(i++)]!
        let v = c
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[text.charCodeAt(i++)]!) * m
        e += v
        c = DIGIT[text.charCodeAt(i++)]!
        let w = c
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[text.charCodeAt(i++)]!) * m
        while (k < want.length && want[k]! < e) k++
        if (want[k] !== e) continue
        if (factor !== 1) w = Math.round(w * factor)
        if (w === 0) continue
        terms[k]!.push(from === undefined ? { term: qterms[q]!, weight: w } : { term: qterms[q]!, weight: w, from })
      }
    }
    return terms
  }

  /** How many distinct terms the current task typed. */
  typedCount(): number {
    return this.typedAt.length
  }

  /** How many entries are not shadowed: the collection the IDF counts, the catalog's size for the abstain bar. */
  get activeCount(): number {
    return this.entries.activeCount
  }

  /** The sum of the IDFs the indexer used for the current task's typed terms (their postings counted). */
  typedIdfSum(): number {
    const { typedAt, typedEnd } = this
    let idf = 0
    for (let q = 0; q < typedAt.length; q++) {
      const df = typedAt[q]! < 0 ? 0 : postingCount(this.index.text, typedAt[q]!, typedEnd[q]!)
      idf += bm25Idf(df, this.entries.activeCount)
    }
    return idf
  }

  /** Clear the scratch space for the next task. */
  reset(): void {
    const { acc, hits, strongest, touched } = this
    for (let t = 0; t < touched.length; t++) {
      acc[touched[t]!] = 0
      hits[touched[t]!] = 0
      strongest[touched[t]!] = 0
    }
    touched.length = 0
    this.bonus.clear()
    this.evidence.clear()
  }
}
