import { cjkCount } from './catalog'
import { closest } from './closest'
import { type CoreParts, createCore, type LoadoutCore, loadoutOptions } from './core'
import { listen, QUIET } from './events'
import { entryTable, type EntryTable } from './literals'
import { termTables } from './postings'
import { createCorrector } from './typos'
import { catalogOf, completeOf, listResourcesOf, loadOf, lookupOf, readResourceBytesOf, readResourceOf, resolveExplicitOf, toolsOf } from './builders'
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
  ResourceEntry,
  ResourceLoaders,
  SearchOptions,
  SkillEntry,
  ToolsOptions,
} from './types'

/**
 * `match` abstains when no entry reaches this absolute score (a sum of BM25F term weights, counted by words: see
 * evidence.ts) in a catalog of ABSTAIN_SKILLS skills or more...
 */
export const ABSTAIN_SCORE = 12
/** The catalog size ABSTAIN_SCORE was measured on: the 791 skills of the routing corpus. */
export const ABSTAIN_SKILLS = 791
/**
 * ...and ABSTAIN_HALVING less for each halving of a smaller catalog (8.3 at 5 skills, 9.4 at 20, 10.5 at 100; see
 * `abstainBar`). A task's own skill scores about the same in any catalog, but the best of K unrelated skills scores
 * more the more there are, about as the log of K, so a small catalog needs a lower bar (the measurements:
 * docs/routing.md, "Tuning history").
 */
export const ABSTAIN_HALVING = 0.5
/**
 * ...except for a short task (at most SHORT_TASK characters, like "lint my yaml files"), which cannot pile up as much
 * evidence as a paragraph: it needs the lower of that bar and this share of the sum of its terms' IDFs.
 */
export const ABSTAIN_RATIO = 0.5
export const SHORT_TASK = 32
/**
 * ...and, for a task of at least ABSTAIN_REST_TERMS terms, the best entry must hold this much beyond its strongest
 * word (evidence counted by words: see evidence.ts), in a catalog of any size. One matching word is how a lexical
 * router is fooled: "my canary stopped singing" names a deployment skill, "deploy the tent" a release one.
 */
export const ABSTAIN_REST = 4
export const ABSTAIN_REST_TERMS = 3

/**
 * The evidence `match` needs from its best entry in a catalog of `skills` entries (those not shadowed), before the
 * short-task rule: ABSTAIN_SCORE from ABSTAIN_SKILLS on, ABSTAIN_HALVING less per halving below.
 */
export function abstainBar(skills: number): number {
  if (skills >= ABSTAIN_SKILLS) return ABSTAIN_SCORE
  return ABSTAIN_SCORE - ABSTAIN_HALVING * Math.log2(ABSTAIN_SKILLS / Math.max(skills, 1))
}

/**
 * The rule for the results after the first (`match`): one is returned when it scores at least SECONDARY_SHARE of the
 * first's score and either holds two words of the task or more (evidence beyond its strongest word) or holds one
 * worth the catalog's whole bar (`abstainBar`, whatever the task's length). A result that shares one word with the
 * task, a word too weak to answer a task about it, is noise: "squash my last three commits" reached a release-notes
 * skill on "last", "my tests are failing" a docker skill on "fail" (the measurements: docs/routing.md, "Tuning
 * history").
 */
export const SECONDARY_SHARE = 0.2
/**
 * A result's `confidence`: its evidence by words against the bar the task had to reach, `e / (e + bar)` (the
 * catalog's bar, or a short task's lower one: see `taskBar`): 0.5 is exactly the evidence `match` needs to answer a
 * task at all, in a catalog of any size, so the first result of every answer reads 0.5 or more. Counting a Chinese or
 * Japanese word once, however many bigrams read it, puts every language on the same scale.
 */
export function confidenceOf(evidence: number, bar = ABSTAIN_SCORE): number {
  return evidence <= 0 ? 0 : Math.round((evidence / (evidence + bar)) * 1000) / 1000
}
export { bm25Idf, MAX_TASK_CHARS, NAME_WORDS_BONUS, PATTERN_BONUS, patternWords, PRIOR_DOCS, typedWeight, UNIGRAM_WEIGHT } from './scorer'
export { hashTask } from './hash'
/** The format version of compiled data this runtime reads (`LoadoutData.version`). */
export const DATA_VERSION = 4

export interface Loadout {
  /** Every compiled entry, shadowed ones included (marked with `shadowedBy`). */
  readonly data: LoadoutData
  /** The entries that can be matched and loaded (shadowed ones left out), in source precedence order. */
  readonly entries: readonly SkillEntry[]
  /**
   * Rank skills for a task. Core entries come first with score 1; manual and user-only ones never; no domain entry
   * when none has the evidence of a task about it (the first one returned reads `confidence` 0.5 or more). After the
   * first, a skill is returned when it scores a fifth of the first's score or more and holds two words of the task,
   * or one worth the catalog's bar (SECONDARY_SHARE; docs/routing.md, "How it decides").
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
   * Read a text file of a skill (its lazy chunk). Only the paths the build listed in `entry.resources` are served;
   * anything else (`../`, absolute paths, encoded dots) rejects with an error saying why, and so does a binary file
   * (read it with `readResourceBytes`).
   */
  readResource: (ref: string, path: string) => Promise<string>
  /**
   * Read any file of a skill as bytes (its lazy chunk): a binary file's bytes, a text file's as UTF-8 (the bytes on
   * disk). The same whitelist as `readResource`.
   */
  readResourceBytes: (ref: string, path: string) => Promise<Uint8Array>
  /**
   * The files of a skill (what `load(id).resources` gives), without loading it as a use (no `load` event): in a
   * bundle they come with its lazy chunk, the main chunk lists none. Rejects with the closest names when `ref` names
   * no skill.
   */
  listResources: (ref: string) => Promise<ResourceEntry[]>
  /** The budgeted catalog for a system prompt, and a report giving every skill's reason to be in it or not. */
  catalog: (options?: CatalogOptions) => Catalog
  /** `Skill`, `SkillSearch` and `read_resource` as JSON-schema tool definitions with execute functions. */
  tools: (options?: ToolsOptions) => LoadoutTool[]
  /**
   * Listen to usage events (match, search, load, readResource and readResourceBytes) without the task text unless `includeTask`;
   * returns a function that stops listening. The `onEvent` option of `createLoadout` does the same from the start.
   */
  onEvent: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
  /** Rough token count: 4 characters a token, one a token for CJK. */
  estimateTokens: (text: string) => number
}

export { closest }

export function estimateTokens(text: string): number {
  if (typeof text !== 'string') throw new TypeError(`estimateTokens expects a string, got ${typeof text}`)
  const cjk = cjkCount(text)
  return Math.ceil((text.length - cjk) / 4 + cjk)
}

/**
 * Build the runtime over compiled data. `loaders[i]` (or `loaders(i)`) loads the body of `data.entries[i]`. The
 * optional third argument gives the resource loaders, `resources[i][j]` (or `resources(i, j)`) loading
 * `data.entries[i].resources[j]` (its text, its bytes, or a module of either: `ResourceContent`): either that itself
 * or `{ resources }`. Without it, `readResource` and `readResourceBytes` reject for every path.
 */
export function createLoadout(
  data: LoadoutData,
  loaders: BodyLoaders,
  options?: LoadoutOptions | ResourceLoaders,
): Loadout {
  return createRouter(data, tableOf(data), loaders, options).loadout
}

/** The entry table of compiled data this runtime reads, or a TypeError saying why it cannot. */
function tableOf(data: LoadoutData): EntryTable {
  return (data && data.version === DATA_VERSION && entryTable(data)) || invalidData(data)
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
  const c = createCore(data, table, loaders, options, { tables: termTables, corrector: createCorrector, closest })
  const { onEvent, includeTask } = loadoutOptions(options)
  if (onEvent) listen(c, onEvent, { includeTask })
  return { loadout: assemble(() => c), reindex: (terms, names) => c.scorer.reindex(terms, names) }
}

/** How many of `match`'s results a catalog given a task lists first (see `CatalogOptions.task`). */
export const CATALOG_ROUTED = 10

/** What `match` and `search` share over a core: its index's scale and its evidence bar (see abstainBar). */
interface Router {
  c: LoadoutCore
  scale: number
  /** This catalog's evidence bar: its size is the IDF's collection, the entries not shadowed. */
  bar: number
}

const routerOf = (c: LoadoutCore): Router => ({ c, scale: c.data.index.scale, bar: abstainBar(c.scorer.activeCount) })

/** Entry `d` as a result; `against` is the bar its confidence is read against (the task's: see `taskBar`). */
function toResult({ c, scale }: Router, d: number, qterms: string[], against: number, tierOverride?: 'core'): MatchResult {
  const { scorer } = c
  const e = c.table.at(d)
  const score = tierOverride ? 1 : Math.round((scorer.scoreOf(d) / scale) * 1000) / 1000
  return {
    id: e.id,
    name: e.name,
    score,
    confidence: tierOverride ? 1 : confidenceOf(scorer.evidenceOf(d, qterms).total / scale, against),
    tier: e.priority,
    matched: scorer.matched(d, qterms),
    entry: e,
  }
}

/** The evidence the best entry of the current task needs (see ABSTAIN_SCORE): the catalog's, less for a short task. */
function taskBar({ c, bar }: Router, task: string): number {
  if (task.length > SHORT_TASK) return bar
  return Math.min(bar, ABSTAIN_RATIO * c.scorer.typedIdfSum())
}

/**
 * Whether entry `d`, the best, has evidence enough to answer the task: its words' weights reach `need` (the caller's
 * `minScore`, else taskBar), and it holds more than one matching word (ABSTAIN_REST). `minScore: 0` answers every
 * task that reaches a skill.
 */
function answers({ c: { scorer }, scale }: Router, d: number, qterms: readonly string[], need: number): boolean {
  if (need === 0) return true
  const ev = scorer.evidenceOf(d, qterms)
  if (ev.total < need * scale) return false
  return scorer.typedCount() < ABSTAIN_REST_TERMS || ev.rest >= ABSTAIN_REST * scale
}

/**
 * Whether entry `d`, ranked after `first`, is returned beside it: it scores SECONDARY_SHARE of the first's score or
 * more, and holds two words of the task or more, or one worth `need` (the catalog's bar, or the caller's
 * `minScore`): a short task's lower bar lets its first result answer on one word, not every skill that has the word.
 */
function secondary({ c: { scorer }, scale }: Router, d: number, first: number, qterms: readonly string[], need: number): boolean {
  if (scorer.scoreOf(d) < scorer.scoreOf(first) * SECONDARY_SHARE) return false
  const ev = scorer.evidenceOf(d, qterms)
  return ev.rest > 0 || ev.total >= need * scale
}

/** What `match` returns for a task (see `Loadout.match`), with no usage event. */
function route(r: Router, task: string, options: MatchOptions): MatchResult[] {
  const { c, bar } = r
  const { scorer, table } = c
  const named = options.explicit === false ? [] : c.namedIn(task)
  const qterms = scorer.score(task)
  try {
    // Skills the user named come first, whatever their score; the others route as usual, without repeating them.
    const out: MatchResult[] = named.map(i => ({ ...toResult(r, i, qterms, bar, 'core'), tier: table.at(i).priority, explicit: true as const }))
    const skip = new Set(named)
    for (const i of scorer.core) {
      if (skip.has(i)) continue
      if (options.trigger === undefined || table.at(i).triggers[options.trigger] !== false) out.push(toResult(r, i, qterms, bar, 'core'))
    }
    const ranked = scorer.rank(options.limit ?? 5, false, options.trigger)
    scorer.weigh(ranked, qterms)
    const own = taskBar(r, task)
    // Abstain as a whole when even the best entry lacks evidence; otherwise keep the best and the others that are
    // more than one weak word's match (see SECONDARY_SHARE).
    if (ranked.length === 0 || !answers(r, ranked[0]!, qterms, options.minScore ?? own)) return out
    ranked.forEach((d, k) => {
      if (!skip.has(d) && (k === 0 || secondary(r, d, ranked[0]!, qterms, options.minScore ?? bar))) out.push(toResult(r, d, qterms, own))
    })
    return out
  }
  finally {
    scorer.reset()
  }
}

/** `match` over a core: scoring (scorer.ts), then the decision of what to return (`route`); a usage event each. */
export function matchOf(c: LoadoutCore): Loadout['match'] {
  const r = routerOf(c)
  return (task, options = {}) => {
    const out = route(r, task, options)
    c.events.routed('match', task, out)
    return out
  }
}

/** `search` over a core: the best entries for a query, manual ones included, never abstaining. */
export function searchOf(c: LoadoutCore): Loadout['search'] {
  const r = routerOf(c)
  const { scorer } = c
  return (query, options = {}) => {
    const qterms = scorer.score(query)
    let out: MatchResult[]
    try {
      const ranked = scorer.rank(options.limit ?? 8, true)
      scorer.weigh(ranked, qterms)
      const own = taskBar(r, query)
      out = ranked.map(d => toResult(r, d, qterms, own))
    }
    finally {
      scorer.reset()
    }
    c.events.routed('search', query, out)
    return out
  }
}

/** `match` and `search` over a core. */
export function routing(c: LoadoutCore): Pick<Loadout, 'match' | 'search'> {
  return { match: matchOf(c), search: searchOf(c) }
}

/**
 * A core built on first use: what `virtual:loadout` exports its functions over, so importing the module unpacks
 * nothing (`data` is called then) and a bundle carries the builders of the functions it imports only (see codegen.ts).
 */
export type LazyCore = () => LoadoutCore

/**
 * A core built on first use from `data()`, with the parts the generated module chose for its catalog (`CoreParts`).
 * The data is not checked as `createLoadout` checks a caller's: the module and this runtime come from one build.
 */
export function lazyCore(data: () => LoadoutData, loaders: BodyLoaders, options?: LoadoutOptions | ResourceLoaders, parts?: CoreParts): LazyCore {
  let c: LoadoutCore | undefined
  return () => {
    if (c) return c
    const d = data()
    return c = createCore(d, entryTable(d)!, loaders, options, parts)
  }
}

/** The functions made by each builder for each lazy core: `loadout.match` is the `match` export itself. */
const boundParts = new WeakMap<LazyCore, Map<unknown, unknown>>()

/** The function `build` makes from the core, made on its first call (the core with it). */
export function bound<F extends (...args: any[]) => any>(lazy: LazyCore, build: (c: LoadoutCore) => F): F {
  let parts = boundParts.get(lazy)
  if (!parts) boundParts.set(lazy, parts = new Map())
  let f = parts.get(build) as F | undefined
  if (!f) {
    let built: F | undefined
    f = ((...args: Parameters<F>) => (built ??= build(lazy()))(...args)) as F
    parts.set(build, f)
  }
  return f
}

// The builders `virtual:loadout` binds to its core, one an export (the others are in parts.ts).
export const matchPart = (c: LoadoutCore): Loadout['match'] => matchOf(c)
export const searchPart = (c: LoadoutCore): Loadout['search'] => searchOf(c)
export const toolsPart = (c: LoadoutCore): Loadout['tools'] => toolsOf(c, searchOf(c))
/**
 * The catalog, which lists first what `match` returns for its `task` (at most CATALOG_ROUTED domain skills), routed
 * over the same core with no usage event: building a prompt is not a use of the skills.
 */
export const catalogPart = (c: LoadoutCore): Loadout['catalog'] => {
  const match = matchOf({ ...c, events: QUIET })
  return catalogOf(c, task => match(task, { limit: CATALOG_ROUTED }).map(r => r.id))
}
export const onEventPart = (c: LoadoutCore): Loadout['onEvent'] => (listener, options) => listen(c, listener, options)
/** The active entries, as `virtual:loadout` exports them (built when the module is imported, if `entries` is). */
export const activeEntries = (lazy: LazyCore): readonly SkillEntry[] => lazy().activeEntries()

/** The whole Loadout over a core: what `createLoadout` returns and `virtual:loadout` exports as `loadout`. */
export function assemble(lazy: LazyCore): Loadout {
  return {
    get data() {
      return lazy().data
    },
    get entries() {
      return lazy().activeEntries()
    },
    match: bound(lazy, matchPart),
    resolveExplicit: bound(lazy, resolveExplicitOf),
    complete: bound(lazy, completeOf),
    search: bound(lazy, searchPart),
    lookup: bound(lazy, lookupOf),
    load: bound(lazy, loadOf),
    readResource: bound(lazy, readResourceOf),
    readResourceBytes: bound(lazy, readResourceBytesOf),
    listResources: bound(lazy, listResourcesOf),
    catalog: bound(lazy, catalogPart),
    tools: bound(lazy, toolsPart),
    estimateTokens,
    onEvent: bound(lazy, onEventPart),
  }
}

function invalidData(data: unknown): never {
  const version = (data as { version?: unknown } | null)?.version
  throw new TypeError(typeof version === 'number'
    ? `createLoadout: this data is of format version ${version}, compiled by another version of unplugin-loadout; this runtime reads version ${DATA_VERSION}: build again`
    : `createLoadout: expected compiled loadout data (version ${DATA_VERSION})`)
}
