import { DIGIT, forEachPosting, postingCount, RADIX, TERMINAL, TermIndex } from './postings'
import { tokenize } from './tokenize'
import { createExpander, type Expansion, joinExpansions } from './expand'
import { createCorrector } from './typos'
import { cjkCount, createCatalog, exclusion, resolvePolicy } from './catalog'
import { explicitTokens, leadingCommand } from './explicit'
import { entryTable, type EntryTable } from './pack'
import { createTools } from './tools'
import { resourceIndex } from './resources'
import { type TermWeight, wordEvidence } from './evidence'
import type {
  BodyLoaders,
  Catalog,
  CatalogOptions,
  CompleteOptions,
  Completion,
  ExplicitResolution,
  LoadedSkill,
  LoadoutData,
  LoadoutEvent,
  LoadoutOptions,
  LoadoutTool,
  MatchOptions,
  MatchResult,
  ResourceLoaders,
  SearchOptions,
  SkillEntry,
  ToolsOptions,
} from './types'

/**
 * `match` abstains when no entry reaches this absolute score (a sum of BM25F term weights)...
 */
export const ABSTAIN_SCORE = 12
/**
 * ...except for a short task (at most SHORT_TASK characters, like "lint my yaml files"), which cannot pile up as much
 * evidence as a paragraph: it needs the lower of ABSTAIN_SCORE and this share of the sum of its terms' IDFs.
 */
export const ABSTAIN_RATIO = 0.5
export const SHORT_TASK = 32
/**
 * ...and, for a task of at least ABSTAIN_REST_TERMS terms, the best entry must hold this much beyond its strongest
 * word (evidence counted by words: see evidence.ts). One matching word is how a lexical router is fooled: "my canary
 * stopped singing" names a deployment skill, "deploy the tent" a release one.
 */
export const ABSTAIN_REST = 4
export const ABSTAIN_REST_TERMS = 3
/** Below this share of the best score, an entry is noise next to it and is not returned by `match`. */
const RELATIVE_FLOOR = 0.2
/** Only the first this many characters of a task are read: routing cost stays bounded whatever is pasted in. */
export const MAX_TASK_CHARS = 20_000
/** Pseudo-documents in the IDF prior; the indexer uses the same number. */
export const PRIOR_DOCS = 25
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
 * A result's `confidence`: its evidence by words against the abstain bar, 0.5 exactly at ABSTAIN_SCORE, the evidence
 * `match` needs to answer a task at all (`e / (e + ABSTAIN_SCORE)`). Counting a Chinese or Japanese word once, however
 * many bigrams read it, puts every language on the same scale.
 */
export function confidenceOf(evidence: number): number {
  return evidence <= 0 ? 0 : Math.round((evidence / (evidence + ABSTAIN_SCORE)) * 1000) / 1000
}
/** The format version of compiled data this runtime reads (`LoadoutData.version`). */
export const DATA_VERSION = 3
/** Added when every word of one of an entry's ai-loadout `patterns` occurs in the task. */
export const PATTERN_BONUS = 4
/**
 * Added when the task holds every word of an entry's name of two words or more, in any order and apart (`gws-sheets`
 * for "Read the Google Sheet with the gws CLI"): the task names the skill. Spelling the name as written
 * (`gws-sheets`) adds the indexer's exact-name bonus on top.
 */
export const NAME_WORDS_BONUS = 4

export interface Loadout {
  /** Every compiled entry, shadowed ones included (marked with `shadowedBy`). */
  readonly data: LoadoutData
  /** The entries that can be matched and loaded (shadowed ones left out), in source precedence order. */
  readonly entries: readonly SkillEntry[]
  /**
   * Rank skills for a task. Core entries come first with score 1; manual and user-only ones never; returns `[]` when
   * nothing is relevant.
   */
  match: (task: string, options?: MatchOptions) => MatchResult[]
  /**
   * The skills a task names with `/name` or `$name` (ids or names, case-insensitive; user-only ones included), and,
   * for a task starting with a `/word` that names none, that word and the closest names. `match` puts the named ones
   * first.
   */
  resolveExplicit: (task: string) => ExplicitResolution
  /**
   * What a slash-command box offers for `prefix` (`/pd`, `$pd` or `pd`): skills whose id, name or last id segment
   * starts with it (case-insensitive), exact ones first, then by name. Model-only skills (`user-invocable: false`),
   * shadowed, invalid, disabled and host-incompatible ones are left out; user-only ones are offered.
   */
  complete: (prefix: string, options?: CompleteOptions) => Completion[]
  /** The SkillSearch backend: like `match` but manual entries included (user-only ones never), core not forced, no abstain threshold. */
  search: (query: string, options?: SearchOptions) => MatchResult[]
  /** Find an entry by id, then by name (case-insensitive). */
  lookup: (ref: string) => SkillEntry | undefined
  /** Load a skill's body (its lazy chunk). Rejects with the closest names when `ref` is unknown. */
  load: (ref: string) => Promise<LoadedSkill>
  /**
   * Read a text resource of a skill (its lazy chunk). Only the paths the build listed in `entry.resources` are served;
   * anything else (`../`, absolute paths, encoded dots, binaries) rejects with an error saying why.
   */
  readResource: (ref: string, path: string) => Promise<string>
  /** The budgeted catalog for a system prompt, and a report giving every skill's reason to be in it or not. */
  catalog: (options?: CatalogOptions) => Catalog
  /** `Skill`, `SkillSearch` and `read_resource` as JSON-schema tool definitions with execute functions. */
  tools: (options?: ToolsOptions) => LoadoutTool[]
  /**
   * Listen to usage events (match, search, load, readResource) without the task text unless `includeTask`;
   * returns a function that stops listening. The `onEvent` option of `createLoadout` does the same from the start.
   */
  onEvent: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
  /** Rough token count: 4 characters a token, one a token for CJK. */
  estimateTokens: (text: string) => number
}

export function estimateTokens(text: string): number {
  if (typeof text !== 'string') throw new TypeError(`estimateTokens expects a string, got ${typeof text}`)
  const cjk = cjkCount(text)
  return Math.ceil((text.length - cjk) / 4 + cjk)
}

/**
 * Build the runtime over compiled data. `loaders[i]` (or `loaders(i)`) loads the body of `data.entries[i]`. The
 * optional third argument gives the text resource loaders, `resources[i][j]` (or `resources(i, j)`) loading
 * `data.entries[i].resources[j]`: either that itself or `{ resources }`. Without it, `readResource` rejects for every
 * path.
 */
export function createLoadout(
  data: LoadoutData,
  loaders: BodyLoaders,
  options?: LoadoutOptions | ResourceLoaders,
): Loadout {
  const table = (data && data.version === DATA_VERSION && entryTable(data)) || invalidData(data)
  return createRouter(data, table, loaders, options).loadout
}

/**
 * A loadout over an entry table, with the index it routes by replaceable (`reindex`): the SQL loadout (src/sql) feeds
 * it, before each task, an index of just the postings it fetched for that task's terms, so the same code scores both.
 * Internal: `createLoadout` is the public way in.
 */
export function createRouter(
  data: LoadoutData,
  table: EntryTable,
  loaders: BodyLoaders,
  options?: LoadoutOptions | ResourceLoaders,
): { loadout: Loadout, reindex: (terms: string, names?: string) => void } {
  const opts: LoadoutOptions = Array.isArray(options) || typeof options === 'function'
    ? { resources: options as ResourceLoaders }
    : (options as LoadoutOptions | undefined) ?? {}
  const bodyLoader = typeof loaders === 'function' ? loaders : (i: number) => loaders?.[i]
  const resources = opts.resources
  const resourceLoader = typeof resources === 'function' ? resources : (i: number, j: number) => resources?.[i]?.[j]
  /** Usage listeners: the `onEvent` option, and any added later with `loadout.onEvent()`. */
  const listeners = new Map<(event: LoadoutEvent) => void, { includeTask: boolean }>()
  if (opts.onEvent) listeners.set(opts.onEvent, { includeTask: !!opts.includeTask })
  /** Where the latest match or search put each skill it returned: load events report it. */
  const lastRank = new Map<string, { rank: number, taskHash: string }>()
  function emit(event: LoadoutEvent, task?: string): void {
    for (const [listener, how] of listeners) {
      try {
        listener(how.includeTask && task !== undefined ? { ...event, task } as LoadoutEvent : event)
      }
      catch {
        // A logger must never break routing.
      }
    }
  }
  function routed(type: 'match' | 'search', task: string, results: MatchResult[]): void {
    if (listeners.size === 0) return
    const taskHash = hashTask(task)
    lastRank.clear()
    const list = results.map((r, k) => {
      lastRank.set(r.id, { rank: k + 1, taskHash })
      return { id: r.id, rank: k + 1, score: r.score, tier: r.tier, tokens: r.entry.tokens, ...(r.explicit ? { explicit: true as const } : {}) }
    })
    emit({ type, taskHash, results: list, abstained: !results.some(r => r.tier !== 'core') }, task)
  }
  function addListener(listener: (event: LoadoutEvent) => void, options: { includeTask?: boolean } = {}): () => void {
    if (typeof listener !== 'function') throw new TypeError('onEvent: the listener must be a function')
    listeners.set(listener, { includeTask: !!options.includeTask })
    return () => void listeners.delete(listener)
  }
  const n = table.length
  // One string, searched in place: no object keyed by skill text (so no `__proto__` trouble) and nothing parsed at start.
  let index = new TermIndex(data.index.terms)
  /** The index string, read into a local by the hot loops (swapped by `reindex`). */
  let termsText = index.text
  const scale = data.index.scale

  // Who may be returned, as bits read in the hot loop instead of entry objects of varied shapes. Entries the table
  // knows to be plain (domain, every trigger on, no patterns, not shadowed) keep the default bits and are not built.
  const DOMAIN = 1
  const SEARCHABLE = 2
  const NO_TASK = 4
  const NO_PLAN = 8
  const NO_EDIT = 16
  /** Active (found by lookup and load) but never returned: a user-only entry. */
  const USER_ONLY = 32
  const TRIGGER_BIT: Record<string, number> = { task: NO_TASK, plan: NO_PLAN, edit: NO_EDIT }
  const flags = new Uint8Array(n).fill(SEARCHABLE | DOMAIN)
  const core: number[] = []
  const patternTerms: Array<string[][] | undefined> = []
  const withPatterns: number[] = []
  let activeCount = n
  for (const i of table.special()) {
    const e = table.at(i)
    if (e.patterns.length) {
      patternTerms[i] = e.patterns.map(p => [...new Set(tokenize(p.replace(/_/g, ' ')))])
      withPatterns.push(i)
    }
    if (e.shadowedBy !== undefined) {
      flags[i] = 0
      activeCount--
      continue
    }
    if (e.userOnly === true) {
      flags[i] = USER_ONLY
      continue
    }
    if (e.priority === 'core') core.push(i)
    flags[i] = SEARCHABLE | (e.priority === 'domain' ? DOMAIN : 0)
      | (e.triggers.task === false ? NO_TASK : 0) | (e.triggers.plan === false ? NO_PLAN : 0) | (e.triggers.edit === false ? NO_EDIT : 0)
  }
  const hasPatterns = withPatterns.length > 0

  /** The entries that can be matched and loaded (`loadout.entries`), built on first use. */
  let active: SkillEntry[] | undefined
  const activeEntries = (): SkillEntry[] => {
    if (active) return active
    active = []
    for (let i = 0; i < n; i++) if (flags[i]) active.push(table.at(i))
    return active
  }

  /** Ids, then ids and names case-insensitively (the first, highest precedence, wins); built on the first lookup. */
  let byId: Map<string, number> | undefined
  let byFolded: Map<string, number> | undefined
  function lookupMaps(): void {
    byId = new Map()
    byFolded = new Map()
    for (let i = 0; i < n; i++) if (flags[i]) byId.set(table.id(i), i)
    for (const name of [false, true]) {
      for (let i = 0; i < n; i++) {
        if (!flags[i]) continue
        const folded = (name ? table.name(i) : table.id(i)).toLowerCase()
        if (!byFolded.has(folded)) byFolded.set(folded, i)
      }
    }
  }

  // Scratch space reused by every query (queries are synchronous). Weights are integers and so are their sums, far
  // below 2^31 even for a task of 20,000 characters: 32-bit integers are the fastest arithmetic there is. (A pattern
  // bonus that is not a whole number of weight units, from a hand-made scale, falls back to doubles.)
  const acc = Number.isInteger(PATTERN_BONUS * scale) && Number.isInteger(NAME_WORDS_BONUS * scale) ? new Int32Array(n) : new Float64Array(n)
  /** Bit q: query term q (the first 32) holds the entry. */
  const hits = new Int32Array(n)
  /** The weight of the entry's strongest term for the current task, and what the pattern and name rules added. */
  const strongest = new Int32Array(n)
  const bonus = new Map<number, number>()
  /**
   * Whether every term of the current task is its own word (no Chinese or Japanese bigrams, corrections or glossary
   * terms): then an entry's evidence is its score, and what it holds beyond its strongest word is its terms' sum less
   * that term, with no need to read the postings again (`weigh`).
   */
  let plainTask = false
  const touched: number[] = []
  /** The typed terms of the current task that the index holds. */
  const held: string[] = []
  /** Adds the English terms of the glossary concepts a Chinese or Japanese task names. */
  const expand = createExpander(data.glossary)
  /**
   * Where the postings of each typed term of the current task start (-1 when the index lacks it) and end: looked up
   * once, before the corrector asks which words the index holds.
   */
  const typedAt: number[] = []
  const typedEnd: number[] = []
  /** Adds the word a misspelt one stands for (`pyhton` -> `python`). */
  const correct = createCorrector(term => index.count(term), (_, q) => typedAt[q]! >= 0)

  /** The corrections and glossary terms of the current task (its query terms after the typed ones). */
  let expanded: Expansion = { terms: [], factors: [], from: [] }

  /** Entry `d`'s evidence for the current task by words (see evidence.ts), in index units; filled by `weigh`. */
  const evidence = new Map<number, { total: number, rest: number }>()

  /**
   * Work out the evidence of entries `ds` (scored for the current task) into `evidence`: each query term they hold is
   * read once, its postings walked to the last of them, picking up what it adds to each.
   */
  function weigh(ds: readonly number[], qterms: readonly string[]): void {
    const want = ds.filter(d => !evidence.has(d)).sort((a, b) => a - b)
    if (want.length === 0) return
    if (plainTask) {
      for (const d of want) evidence.set(d, { total: acc[d]!, rest: acc[d]! - (bonus.get(d) ?? 0) - strongest[d]! })
      return
    }
    const indexText = termsText
    const terms: TermWeight[][] = want.map(() => [])
    const sums = want.map(() => 0)
    const last = want[want.length - 1]!
    let any = 0
    for (const d of want) any |= hits[d]!
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
        let c = DIGIT[indexText.charCodeAt(i++)]!
        let v = c
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[indexText.charCodeAt(i++)]!) * m
        e += v
        c = DIGIT[indexText.charCodeAt(i++)]!
        let w = c
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[indexText.charCodeAt(i++)]!) * m
        while (k < want.length && want[k]! < e) k++
        if (want[k] !== e) continue
        if (factor !== 1) w = Math.round(w * factor)
        if (w === 0) continue
        sums[k] = sums[k]! + w
        terms[k]!.push(from === undefined ? { term: qterms[q]!, weight: w } : { term: qterms[q]!, weight: w, from })
      }
    }
    want.forEach((d, k) => {
      const ev = wordEvidence(terms[k]!)
      // What the pattern and name rules added (the score less its terms' weights) counts in full.
      evidence.set(d, { total: ev.total + acc[d]! - sums[k]!, rest: ev.rest })
    })
  }

  /** Entry `d`'s evidence (`weigh` it first when it may not be). */
  function evidenceOf(d: number, qterms: readonly string[]): { total: number, rest: number } {
    if (!evidence.has(d)) weigh([d], qterms)
    return evidence.get(d)!
  }

  /** The inverse document frequency the indexer used for typed term `q` of the current task (its postings counted). */
  function typedIdf(q: number): number {
    const df = typedAt[q]! < 0 ? 0 : postingCount(termsText, typedAt[q]!, typedEnd[q]!)
    return Math.log(1 + (activeCount + PRIOR_DOCS - df + 0.5) / (df + 0.5))
  }

  /**
   * Score every entry holding a term of `text` into `acc` (and the terms it holds into `hits`), listing them in
   * `touched`; `rank` then picks the best. Returns the query terms, typed ones first (where the postings of those
   * are is left in `typedAt` and `typedEnd`).
   */
  function scoreQuery(text: string): string[] {
    if (typeof text !== 'string') throw new TypeError(`expected the task as a string, got ${typeof text}`)
    const typed = [...new Set(tokenize(text.length > MAX_TASK_CHARS ? text.slice(0, MAX_TASK_CHARS) : text))]
    const qset = hasPatterns ? new Set(typed) : undefined
    typedAt.length = 0
    typedEnd.length = 0
    for (const t of typed) {
      typedAt.push(index.lookup(t))
      typedEnd.push(index.end)
    }
    // Corrections of misspelt words, then terms of the same concepts in other languages, come after the typed terms,
    // each at its own (lower) weight.
    const expansion = joinExpansions(correct(typed), expand(typed))
    expanded = expansion
    plainTask = expansion.terms.length === 0 && !typed.some(isCjkTerm)
    const qterms = expansion.terms.length ? typed.concat(expansion.terms) : typed
    const indexText = termsText
    touched.length = 0
    held.length = 0
    for (let q = 0; q < qterms.length; q++) {
      let i = q < typed.length ? typedAt[q]! : index.lookup(qterms[q]!)
      if (i < 0) continue
      // A word of a skill's name is a term of the index: only these can name one.
      if (q < typed.length) held.push(qterms[q]!)
      const end = q < typed.length ? typedEnd[q]! : index.end
      const bit = q < 32 ? 1 << q : 0
      const factor = q < typed.length ? typedWeight(qterms[q]!) : expansion.factors[q - typed.length]!
      // Inline varint decoding (see postings.ts): entry delta, then weight (most take one character each); weights
      // stay integers until the end. Then the same as `add`, inline: this loop is most of a task's routing time.
      let d = 0
      while (i < end) {
        let c = DIGIT[indexText.charCodeAt(i++)]!
        if (c >= TERMINAL) {
          let v = c
          for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[indexText.charCodeAt(i++)]!) * m
          d += v
        }
        else {
          d += c
        }
        c = DIGIT[indexText.charCodeAt(i++)]!
        let w = c
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[indexText.charCodeAt(i++)]!) * m
        if (factor !== 1) w = Math.round(w * factor)
        const h = hits[d]!
        if (h === 0 && acc[d] === 0) touched.push(d)
        acc[d] = acc[d]! + w
        hits[d] = h | bit
        if (w > strongest[d]!) strongest[d] = w
      }
    }
    if (qset) {
      for (const d of withPatterns) {
        const pats = patternTerms[d]!
        if (pats.some(words => words.length > 0 && words.every(w => qset.has(w)))) add(d, PATTERN_BONUS * scale, 0)
      }
    }
    namedInTask(held)
    held.length = 0
    return qterms
  }

  /** The entries of each name word, with the number of words of their names (`data.index.names`: see IndexData). */
  let names = data.index.names ? new TermIndex(data.index.names) : undefined
  /** Per task: how many of its typed terms are words of each entry's name. */
  const nameHits = new Uint8Array(n)
  const named: number[] = []

  /** NAME_WORDS_BONUS for every entry whose name's words are all among `terms` (the task's distinct typed terms). */
  function namedInTask(terms: readonly string[]): void {
    if (!names) return
    for (const term of terms) {
      const at = names.lookup(term)
      if (at < 0) continue
      forEachPosting(names.text, (d, words) => {
        const count = nameHits[d]! + 1
        if (count === 1) named.push(d)
        nameHits[d] = count
        if (count === words && flags[d]) add(d, NAME_WORDS_BONUS * scale, 0)
      }, at, names.end)
    }
    for (const d of named) nameHits[d] = 0
    named.length = 0
  }

  /**
   * The best `k` scored entries that may be returned (manual ones too when `includeManual`; none whose `trigger` is
   * off), best first: higher score, then entry order (source precedence, then id). One pass over the scored entries
   * with a small sorted buffer instead of a full sort.
   */
  function rank(k: number, includeManual: boolean, trigger?: string): number[] {
    const top: number[] = []
    if (k <= 0) return top
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

  function toResult(d: number, qterms: string[], tierOverride?: 'core'): MatchResult {
    const e = table.at(d)
    const score = tierOverride ? 1 : Math.round((acc[d]! / scale) * 1000) / 1000
    const matched: string[] = []
    const bits = hits[d]!
    // The set bits only, lowest (first term) first: a task has dozens of terms, an entry holds a few of them.
    for (let b = bits; b !== 0; b &= b - 1) matched.push(qterms[31 - Math.clz32(b & -b)]!)
    return {
      id: e.id,
      name: e.name,
      score,
      confidence: tierOverride ? 1 : confidenceOf(evidenceOf(d, qterms).total / scale),
      tier: e.priority,
      matched,
      entry: e,
    }
  }

  /** Add `weight` to entry `d`'s score, and `bit` to the terms it holds. */
  function add(d: number, weight: number, bit: number): void {
    if (acc[d] === 0 && hits[d] === 0) touched.push(d)
    if (bit === 0) bonus.set(d, (bonus.get(d) ?? 0) + weight)
    acc[d] = acc[d]! + weight
    hits[d] = hits[d]! | bit
  }

  function reset(): void {
    for (let t = 0; t < touched.length; t++) {
      acc[touched[t]!] = 0
      hits[touched[t]!] = 0
      strongest[touched[t]!] = 0
    }
    bonus.clear()
    touched.length = 0
    evidence.clear()
  }

  function match(task: string, options: MatchOptions = {}): MatchResult[] {
    const out = matchOnly(task, options)
    routed('match', task, out)
    return out
  }

  function matchOnly(task: string, options: MatchOptions): MatchResult[] {
    const limit = options.limit ?? 5
    const named = options.explicit === false ? [] : namedIn(task)
    const qterms = scoreQuery(task)
    try {
      // Skills the user named come first, whatever their score; the others route as usual, without repeating them.
      const out: MatchResult[] = named.map(i => ({ ...toResult(i, qterms, 'core'), tier: table.at(i).priority, explicit: true as const }))
      const skip = new Set(named)
      for (const i of core) {
        if (skip.has(i)) continue
        if (options.trigger === undefined || table.at(i).triggers[options.trigger] !== false) out.push(toResult(i, qterms, 'core'))
      }
      const ranked = rank(limit, false, options.trigger)
      weigh(ranked, qterms)
      // Abstain as a whole when even the best entry lacks evidence; otherwise keep the entries near the best.
      if (ranked.length === 0 || !answers(ranked[0]!, task, qterms, options.minScore)) return out
      const floor = acc[ranked[0]!]! * RELATIVE_FLOOR
      for (const d of ranked) if (acc[d]! >= floor && !skip.has(d)) out.push(toResult(d, qterms))
      return out
    }
    finally {
      reset()
    }
  }

  /** Whether the user may name entry `i` (`/name`): not a model-only skill (`user-invocable: false`). */
  const nameable = (i: number) => table.at(i).modelOnly !== true

  /** The entries a task names with `/name` or `$name`, in order, each once. */
  function namedIn(task: string): number[] {
    const out: number[] = []
    for (const t of explicitTokens(task)) {
      const i = indexOf(t.ref)
      if (i !== undefined && nameable(i) && !out.includes(i)) out.push(i)
    }
    return out
  }

  function resolveExplicit(task: string): ExplicitResolution {
    if (typeof task !== 'string') throw new TypeError(`resolveExplicit: expected the task as a string, got ${typeof task}`)
    const named = namedIn(task).map(i => table.at(i))
    const lead = leadingCommand(task)
    if (lead === undefined || (indexOf(lead) !== undefined && nameable(indexOf(lead)!))) return { named }
    const invocable = activeEntries().filter(e => e.modelOnly !== true)
    return { named, unknown: { ref: lead, closest: closest(lead, invocable, 3) } }
  }

  function complete(prefix: string, options: CompleteOptions = {}): Completion[] {
    if (typeof prefix !== 'string') throw new TypeError(`complete: expected the prefix as a string, got ${typeof prefix}`)
    const want = prefix.trim().replace(/^[/$]/, '').toLowerCase()
    const policy = resolvePolicy(data.catalog, options, indexOf)
    const found: Array<{ e: SkillEntry, exact: boolean }> = []
    for (let i = 0; i < n; i++) {
      if (!flags[i] || !nameable(i)) continue
      const e = table.at(i)
      const why = exclusion(e, i, policy)
      if (why && why.reason !== 'user_only') continue
      const keys = [e.id.toLowerCase(), e.name.toLowerCase(), e.id.slice(e.id.lastIndexOf('/') + 1).toLowerCase()]
      if (keys.some(k => k.startsWith(want))) found.push({ e, exact: keys.includes(want) })
    }
    found.sort((a, b) => Number(b.exact) - Number(a.exact) || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0) || (a.e.id < b.e.id ? -1 : 1))
    return found.slice(0, options.limit ?? 20).map(({ e }) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      ...(e.claude?.argumentHint ? { argumentHint: e.claude.argumentHint } : {}),
      ...(e.userOnly === true ? { userOnly: true as const } : {}),
    }))
  }

  /** The evidence the best entry of the current task needs (see ABSTAIN_SCORE): less for a short task. */
  function abstainBar(task: string): number {
    if (task.length > SHORT_TASK) return ABSTAIN_SCORE
    let idf = 0
    for (let q = 0; q < typedAt.length; q++) idf += typedIdf(q)
    return Math.min(ABSTAIN_SCORE, ABSTAIN_RATIO * idf)
  }

  /**
   * Whether entry `d`, the best, has evidence enough to answer the task: its words' weights reach the bar (the
   * caller's `minScore`, else abstainBar), and it holds more than one matching word (ABSTAIN_REST). `minScore: 0`
   * answers every task that reaches a skill.
   */
  function answers(d: number, task: string, qterms: readonly string[], minScore: number | undefined): boolean {
    if (minScore === 0) return true
    const ev = evidenceOf(d, qterms)
    if (ev.total < (minScore ?? abstainBar(task)) * scale) return false
    return typedAt.length < ABSTAIN_REST_TERMS || ev.rest >= ABSTAIN_REST * scale
  }

  function search(query: string, options: SearchOptions = {}): MatchResult[] {
    const limit = options.limit ?? 8
    const qterms = scoreQuery(query)
    let out: MatchResult[]
    try {
      const ranked = rank(limit, true)
      weigh(ranked, qterms)
      out = ranked.map(d => toResult(d, qterms))
    }
    finally {
      reset()
    }
    routed('search', query, out)
    return out
  }

  function indexOf(ref: string): number | undefined {
    if (typeof ref !== 'string') return undefined
    if (!byId) lookupMaps()
    return byId!.get(ref) ?? byFolded!.get(ref.toLowerCase())
  }

  function lookup(ref: string): SkillEntry | undefined {
    const i = indexOf(ref)
    return i === undefined ? undefined : table.at(i)
  }

  function unknownSkill(ref: string): Error {
    const close = typeof ref === 'string' ? closest(ref, activeEntries(), 3) : []
    return new Error(`Unknown skill ${JSON.stringify(ref)}.${close.length ? ` Closest: ${close.join(', ')}.` : ''}`)
  }

  async function load(ref: string): Promise<LoadedSkill> {
    const i = indexOf(ref)
    if (i === undefined) throw unknownSkill(ref)
    const e = table.at(i)
    const loader = bodyLoader(i)
    if (typeof loader !== 'function') throw new Error(`Skill "${e.id}" has no body loader`)
    const mod = await loader()
    const body = typeof mod === 'string' ? mod : mod.default
    if (listeners.size) {
      const at = lastRank.get(e.id)
      emit({ type: 'load', id: e.id, tokens: e.tokens, ...(at ? { rank: at.rank, taskHash: at.taskHash } : {}) })
    }
    return { entry: e, body, resources: e.resources }
  }

  async function readResource(ref: string, path: string): Promise<string> {
    const i = indexOf(ref)
    if (i === undefined) throw unknownSkill(ref)
    const e = table.at(i)
    const j = resourceIndex(e, path)
    const r = e.resources[j]!
    const loader = resourceLoader(i, j)
    if (typeof loader !== 'function')
      throw new Error(`readResource: no loader for "${r.path}" of skill "${e.id}" (createLoadout was given no resource loaders for it)`)
    const mod = await loader()
    const text = typeof mod === 'string' ? mod : mod.default
    if (listeners.size) emit({ type: 'readResource', id: e.id, path: r.path, chars: text.length })
    return text
  }

  const catalog = createCatalog(data, indexOf)

  function tools(options: ToolsOptions = {}): LoadoutTool[] {
    return createTools({
      data,
      find: indexOf,
      load,
      search,
      readResource,
      closest: (ref, among, count) => closest(ref, among, count),
    }, options)
  }

  const loadout: Loadout = {
    data,
    get entries() {
      return activeEntries()
    },
    match,
    resolveExplicit,
    complete,
    search,
    lookup,
    load,
    readResource,
    catalog,
    tools,
    estimateTokens,
    onEvent: addListener,
  }
  function reindex(terms: string, nameWords?: string): void {
    index = new TermIndex(terms)
    termsText = index.text
    names = nameWords ? new TermIndex(nameWords) : undefined
  }
  return { loadout, reindex }
}

function invalidData(data: unknown): never {
  const version = (data as { version?: unknown } | null)?.version
  throw new TypeError(typeof version === 'number'
    ? `createLoadout: this data is of format version ${version}, compiled by another version of unplugin-loadout; this runtime reads version ${DATA_VERSION}: build again`
    : `createLoadout: expected compiled loadout data (version ${DATA_VERSION})`)
}

/** A short, stable id for a task (FNV-1a, 32 bits): groups a task's events without keeping its text. */
export function hashTask(task: string): string {
  let h = 0x811C9DC5
  for (let i = 0; i < task.length; i++) {
    h ^= task.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** The ids of the entries whose id or name is nearest to `ref` (edit distance, then shared prefix). */
export function closest(ref: string, entries: readonly SkillEntry[], count: number): string[] {
  const want = ref.toLowerCase()
  const scored = entries.map((e) => {
    const last = e.id.slice(e.id.lastIndexOf('/') + 1).toLowerCase()
    const d = Math.min(distance(want, e.name.toLowerCase()), distance(want, last), distance(want, e.id.toLowerCase()))
    return { id: e.id, d }
  })
  scored.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))
  return scored.slice(0, count).map(s => s.id)
}

function distance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + 64
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = cur
  }
  return prev[b.length]!
}
