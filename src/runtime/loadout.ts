import { cjkCount, createCatalog, exclusion, resolvePolicy } from './catalog'
import { completions, explicitTokens, leadingCommand, namesEntry } from './explicit'
import { entryTable, type EntryTable } from './pack'
import { createTools, planTools, toolsSettings } from './tools'
import { resourceIndex } from './resources'
import { closest } from './closest'
import { Scorer } from './scorer'
import { createEventHub } from './events'
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
/**
 * A result's `confidence`: its evidence by words against the abstain bar, 0.5 exactly at ABSTAIN_SCORE, the evidence
 * `match` needs to answer a task at all (`e / (e + ABSTAIN_SCORE)`). Counting a Chinese or Japanese word once, however
 * many bigrams read it, puts every language on the same scale.
 */
export function confidenceOf(evidence: number): number {
  return evidence <= 0 ? 0 : Math.round((evidence / (evidence + ABSTAIN_SCORE)) * 1000) / 1000
}
export { MAX_TASK_CHARS, NAME_WORDS_BONUS, PATTERN_BONUS, PRIOR_DOCS, typedWeight, UNIGRAM_WEIGHT } from './scorer'
export { hashTask } from './hash'
/** The format version of compiled data this runtime reads (`LoadoutData.version`). */
export const DATA_VERSION = 3

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

export { closest }

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
  const events = createEventHub(opts.onEvent, !!opts.includeTask)
  const n = table.length
  const scorer = new Scorer(data, table)
  const { flags, core } = scorer
  const scale = data.index.scale

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

  function toResult(d: number, qterms: string[], tierOverride?: 'core'): MatchResult {
    const e = table.at(d)
    const score = tierOverride ? 1 : Math.round((scorer.scoreOf(d) / scale) * 1000) / 1000
    return {
      id: e.id,
      name: e.name,
      score,
      confidence: tierOverride ? 1 : confidenceOf(scorer.evidenceOf(d, qterms).total / scale),
      tier: e.priority,
      matched: scorer.matched(d, qterms),
      entry: e,
    }
  }

  function match(task: string, options: MatchOptions = {}): MatchResult[] {
    const out = matchOnly(task, options)
    events.routed('match', task, out)
    return out
  }

  function matchOnly(task: string, options: MatchOptions): MatchResult[] {
    const limit = options.limit ?? 5
    const named = options.explicit === false ? [] : namedIn(task)
    const qterms = scorer.score(task)
    try {
      // Skills the user named come first, whatever their score; the others route as usual, without repeating them.
      const out: MatchResult[] = named.map(i => ({ ...toResult(i, qterms, 'core'), tier: table.at(i).priority, explicit: true as const }))
      const skip = new Set(named)
      for (const i of core) {
        if (skip.has(i)) continue
        if (options.trigger === undefined || table.at(i).triggers[options.trigger] !== false) out.push(toResult(i, qterms, 'core'))
      }
      const ranked = scorer.rank(limit, false, options.trigger)
      scorer.weigh(ranked, qterms)
      // Abstain as a whole when even the best entry lacks evidence; otherwise keep the entries near the best.
      if (ranked.length === 0 || !answers(ranked[0]!, task, qterms, options.minScore)) return out
      const floor = scorer.scoreOf(ranked[0]!) * RELATIVE_FLOOR
      for (const d of ranked) if (scorer.scoreOf(d) >= floor && !skip.has(d)) out.push(toResult(d, qterms))
      return out
    }
    finally {
      scorer.reset()
    }
  }

  /** Whether the user may name entry `i` (`/name`): not a model-only skill (`user-invocable: false`). */
  const nameable = (i: number) => table.at(i).modelOnly !== true

  /** The entries a task names with `/name` or `$name`, in order, each once. */
  function namedIn(task: string): number[] {
    const out: number[] = []
    for (const t of explicitTokens(task)) {
      const i = indexOf(t.ref)
      if (i !== undefined && nameable(i) && !out.includes(i) && namesEntry(t, table.at(i))) out.push(i)
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
    const policy = resolvePolicy(data.catalog, options, indexOf)
    const offered: SkillEntry[] = []
    for (let i = 0; i < n; i++) {
      if (!flags[i] || !nameable(i)) continue
      const why = exclusion(table.at(i), i, policy)
      if (!why || why.reason === 'user_only') offered.push(table.at(i))
    }
    return completions(prefix, offered, options.limit ?? 20)
  }

  /** The evidence the best entry of the current task needs (see ABSTAIN_SCORE): less for a short task. */
  function abstainBar(task: string): number {
    if (task.length > SHORT_TASK) return ABSTAIN_SCORE
    return Math.min(ABSTAIN_SCORE, ABSTAIN_RATIO * scorer.typedIdfSum())
  }

  /**
   * Whether entry `d`, the best, has evidence enough to answer the task: its words' weights reach the bar (the
   * caller's `minScore`, else abstainBar), and it holds more than one matching word (ABSTAIN_REST). `minScore: 0`
   * answers every task that reaches a skill.
   */
  function answers(d: number, task: string, qterms: readonly string[], minScore: number | undefined): boolean {
    if (minScore === 0) return true
    const ev = scorer.evidenceOf(d, qterms)
    if (ev.total < (minScore ?? abstainBar(task)) * scale) return false
    return scorer.typedCount() < ABSTAIN_REST_TERMS || ev.rest >= ABSTAIN_REST * scale
  }

  function search(query: string, options: SearchOptions = {}): MatchResult[] {
    const limit = options.limit ?? 8
    const qterms = scorer.score(query)
    let out: MatchResult[]
    try {
      const ranked = scorer.rank(limit, true)
      scorer.weigh(ranked, qterms)
      out = ranked.map(d => toResult(d, qterms))
    }
    finally {
      scorer.reset()
    }
    events.routed('search', query, out)
    return out
  }

  function indexOf(ref: string): number | undefined {
    if (typeof ref !== 'string') return undefined
    if (table.find) return table.find(ref)
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
    events.loaded(e)
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
    events.read(e.id, r.path, text)
    return text
  }

  const catalog = createCatalog(data, indexOf)

  function tools(options: ToolsOptions = {}): LoadoutTool[] {
    const settings = toolsSettings(options)
    const active: Array<[number, SkillEntry]> = []
    for (let i = 0; i < n; i++) if (flags[i]) active.push([i, table.at(i)])
    const plan = planTools(resolvePolicy(data.catalog, options, indexOf), active, active.length)
    const allowed = active.filter(([, e]) => !plan.refused.has(e.id)).map(([, e]) => e)
    return createTools({
      find: (ref) => {
        const i = indexOf(ref)
        return i === undefined ? undefined : { i, entry: table.at(i) }
      },
      load,
      search,
      readResource,
      closest: (ref, _refused, count) => closest(ref, allowed, count),
    }, { ...plan, ids: allowed.map(e => e.id) }, settings)
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
    onEvent: events.add,
  }
  return { loadout, reindex: (terms, names) => scorer.reindex(terms, names) }
}

function invalidData(data: unknown): never {
  const version = (data as { version?: unknown } | null)?.version
  throw new TypeError(typeof version === 'number'
    ? `createLoadout: this data is of format version ${version}, compiled by another version of unplugin-loadout; this runtime reads version ${DATA_VERSION}: build again`
    : `createLoadout: expected compiled loadout data (version ${DATA_VERSION})`)
}

