/**
 * A Loadout over a database the compiled index was exported to (src/sql/schema.ts). Routing is the bundle's own
 * (`createRouter` in runtime/loadout.ts): for each task the postings of its terms are fetched by term, made into a
 * small index of those terms alone, and scored by the same code, so ranked ids, scores and abstaining are the
 * bundle's. A task costs at most 3 queries whatever the catalog's size: its terms' postings and name words; the
 * candidates of its misspelt words (only when a word is not in the index); the entries it returns (only those not
 * cached). No Node built-ins: this runs in a Worker with D1.
 */
import { closest, createLoadout, createRouter, DATA_VERSION, estimateTokens } from '../runtime/loadout'
import { createEventHub, type EventHub } from '../runtime/events'
import { explicitTokens } from '../runtime/explicit'
import { createExpander } from '../runtime/expand'
import { bytesOf, decodeBase64, textOf } from '../runtime/bytes'
import { resourceIndex, textOnly } from '../runtime/resources'
import type {
  Catalog,
  CatalogOptions,
  ExplicitResolution,
  LoadedSkill,
  LoadoutData,
  LoadoutEvent,
  LoadoutTool,
  MatchOptions,
  MatchResult,
  ResourceEntry,
  SearchOptions,
  SkillEntry,
  ToolsOptions,
} from '../runtime/types'
import { type SqlDatabase, type SqlDriver, toDriver } from './drivers'
import { resolveExplicitIn } from './explicit'
import { EntryCache, taskIndex } from './entries'
import { SCHEMA_VERSION } from './schema'
import { sqlTools, type SqlToolsSource } from './tools'

export interface SqlLoadoutOptions {
  /** Called after every match, search, load and readResource (as `createLoadout`'s `onEvent`). */
  onEvent?: (event: LoadoutEvent) => void
  includeTask?: boolean
  /** Entries kept in memory once fetched (default 10,000; the entries routing must know are always kept). */
  cacheEntries?: number
}

export interface SqlLoadout {
  /** How many entries the database holds, shadowed ones included. */
  readonly count: number
  /** The compiled data's fields but its entries and index strings (version, sources, catalog, glossary, scale). */
  readonly meta: Omit<LoadoutData, 'entries'>
  match: (task: string, options?: MatchOptions) => Promise<MatchResult[]>
  search: (query: string, options?: SearchOptions) => Promise<MatchResult[]>
  lookup: (ref: string) => Promise<SkillEntry | undefined>
  load: (ref: string) => Promise<LoadedSkill>
  readResource: (ref: string, path: string) => Promise<string>
  /** Any file of a skill as bytes (a text file's as UTF-8), as the bundle's `readResourceBytes`. */
  readResourceBytes: (ref: string, path: string) => Promise<Uint8Array>
  /** The files of a skill (its entry's `resources`), as the bundle's `listResources`. */
  listResources: (ref: string) => Promise<ResourceEntry[]>
  /** Reads every entry on first call (then kept). */
  catalog: (options?: CatalogOptions) => Promise<Catalog>
  /** The entries that can be matched and loaded, in source precedence order. Reads every entry on first call (then kept). */
  entries: () => Promise<readonly SkillEntry[]>
  /**
   * `Skill`, `SkillSearch` and `read_resource`, the bundle's own tools with the same answers; a few queries work out
   * the policy (never a pass over every entry).
   */
  tools: (options?: ToolsOptions) => Promise<LoadoutTool[]>
  /** The skills a task names with `/name` or `$name`, as the bundle's `resolveExplicit` (one query). */
  resolveExplicit: (task: string) => Promise<ExplicitResolution>
  /** The active core entries: `match` returns them first, always. */
  readonly core: readonly SkillEntry[]
  onEvent: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
  estimateTokens: (text: string) => number
}

/** What the functions of one SQL loadout share: the driver, its meta row and special entries, the router over the cache. */
interface SqlState {
  driver: SqlDriver
  meta: Awaited<ReturnType<typeof readMeta>>
  special: Map<number, SkillEntry>
  cache: EntryCache
  /** The bundle's data with no entries and no terms: the router's, filled per task. */
  data: LoadoutData
  router: ReturnType<typeof createRouter>
  expand: ReturnType<typeof createExpander>
  events: EventHub
  find: (ref: string, join?: string) => ReturnType<typeof findEntry>
  closestIds: ReturnType<typeof closestOver>
}

/** Read the meta row and the special entries, and set the router up over an empty entry cache. */
async function openSqlState(db: SqlDatabase, options: SqlLoadoutOptions): Promise<SqlState> {
  const driver = toDriver(db)
  const meta = await readMeta(driver)
  const special = new Map<number, SkillEntry>()
  for (const r of await driver.all('SELECT i, entry FROM loadout_entries WHERE special = 1 ORDER BY i', []))
    special.set(Number(r.i), JSON.parse(String(r.entry)))
  const cache = new EntryCache(driver, meta.count, special, options.cacheEntries ?? 10_000)
  const data = { ...meta.data, index: { ...meta.data.index, terms: '' }, entries: [] } as unknown as LoadoutData
  const router = createRouter(data, cache.table, [])
  const expand = createExpander(meta.data.glossary)
  const events = createEventHub(options.onEvent, !!options.includeTask)
  return { driver, meta, special, cache, data, router, expand, events, find: (ref, join = '') => findEntry(driver, ref, join), closestIds: closestOver(driver) }
}

/**
 * Run `route` (the router's match or search) over the task's index, then fetch the entries its results lack and put
 * them in: one scoring pass, whatever the cache holds.
 */
async function routed(state: SqlState, text: string, route: () => MatchResult[], explicit = false): Promise<MatchResult[]> {
  const index = await taskIndex(state.driver, state.expand, text, explicit ? explicitTokens(text).map(t => t.ref) : [])
  state.cache.startTask(index.named)
  state.router.reindex(index.terms, index.names)
  return state.cache.fill(route())
}

/** The error for a reference that names no skill, with the closest ids. */
async function unknownSkill(state: SqlState, ref: string): Promise<Error> {
  const close = typeof ref === 'string' ? await state.closestIds(ref, 3) : []
  return new Error(`Unknown skill ${JSON.stringify(ref)}.${close.length ? ` Closest: ${close.join(', ')}.` : ''}`)
}

/** `load`: a skill's entry, body, files and frontmatter (one query). */
async function loadSkill(state: SqlState, ref: string): Promise<LoadedSkill> {
  const hit = await state.find(ref, ' LEFT JOIN loadout_bodies x ON x.i = e.i')
  if (!hit) throw await unknownSkill(state, ref)
  const body = hit.row.body
  if (typeof body !== 'string') throw new Error(`Skill "${hit.entry.id}" has no body in loadout_bodies`)
  state.events.loaded(hit.entry)
  return { entry: hit.entry, body, resources: hit.entry.resources, frontmatter: JSON.parse(String(hit.row.frontmatter ?? '{}')) }
}

/** A loadout over every entry, read on first use (then kept; read again after a failure): what the catalog and `entries` read. */
function everything(state: SqlState): () => Promise<ReturnType<typeof createLoadout>> {
  let full: Promise<ReturnType<typeof createLoadout>> | undefined
  return () => {
    full ??= state.driver.all('SELECT entry FROM loadout_entries ORDER BY i', []).then(rows =>
      createLoadout({ ...state.data, entries: rows.map(r => JSON.parse(String(r.entry)) as SkillEntry) } as LoadoutData, []))
    full.catch(() => (full = undefined))
    return full
  }
}

/** A Loadout over `db`: a D1 binding, a better-sqlite3 / `node:sqlite` database, a node-postgres client or pool. */
export async function createSqlLoadout(db: SqlDatabase, options: SqlLoadoutOptions = {}): Promise<SqlLoadout> {
  const state = await openSqlState(db, options)
  const { driver, meta, special, router, events, find, closestIds } = state

  async function match(task: string, options: MatchOptions = {}): Promise<MatchResult[]> {
    const out = await routed(state, task, () => router.loadout.match(task, options), options.explicit !== false)
    events.routed('match', task, out)
    return out
  }

  async function search(query: string, options: SearchOptions = {}): Promise<MatchResult[]> {
    const out = await routed(state, query, () => router.loadout.search(query, options))
    events.routed('search', query, out)
    return out
  }

  const load = (ref: string) => loadSkill(state, ref)
  const { readResource, readResourceBytes, listResources } = fileReads(driver, async (ref) => {
    const hit = await find(ref)
    if (!hit) throw await unknownSkill(state, ref)
    return hit
  }, events)
  const all = everything(state)
  const catalog = async (options?: CatalogOptions): Promise<Catalog> => (await all()).catalog(options)

  const activeCount = meta.count - [...special.values()].filter(e => e.shadowedBy !== undefined).length
  const toolsSource: SqlToolsSource = {
    defaults: meta.data.catalog,
    special,
    activeCount,
    find: ref => find(ref),
    activeIds: async () => (await driver.all('SELECT id FROM loadout_entries WHERE active = 1 ORDER BY i', [])).map(r => String(r.id)),
    host: { find, load, search, readResource, readResourceBytes, listResources, closest: (ref, refused, count) => closestIds(ref, count, refused) },
  }

  return {
    count: meta.count,
    meta: meta.data,
    core: [...special.values()].filter(e => e.priority === 'core' && e.shadowedBy === undefined),
    match,
    resolveExplicit: task => resolveExplicitIn(driver, special.values(), closestIds, task),
    tools: options => sqlTools(toolsSource, options),
    search,
    lookup: async ref => (await find(ref))?.entry,
    load,
    readResource,
    readResourceBytes,
    listResources,
    catalog,
    entries: async () => (await all()).entries,
    onEvent: events.add,
    estimateTokens,
  }
}

/** Where `fileReads` finds a skill (its entry and index), rejecting with the closest names when `ref` names none. */
type FindSkill = (ref: string) => Promise<{ i: number, entry: SkillEntry }>

/**
 * `readResource`, `readResourceBytes` and `listResources` over `loadout_resources`, through the bundle's whitelist:
 * a text file's row holds its text, a binary file's rows its base64 in parts, read in order and joined.
 */
function fileReads(driver: SqlDriver, find: FindSkill, events: Pick<EventHub, 'read'>): Pick<SqlLoadout, 'readResource' | 'readResourceBytes' | 'listResources'> {
  async function readRows(ref: string, path: string, text: boolean): Promise<{ e: SkillEntry, r: ResourceEntry, content: string | Uint8Array }> {
    const { i, entry: e } = await find(ref)
    const j = resourceIndex(e, path)
    const r = e.resources[j]!
    if (text) textOnly(e, r)
    const rows = await driver.all('SELECT encoding, text FROM loadout_resources WHERE i = ? AND j = ? ORDER BY part', [i, j])
    if (!rows.length) throw new Error(`readResource: no row for "${r.path}" of skill "${e.id}" in loadout_resources`)
    const joined = rows.map(row => String(row.text)).join('')
    return { e, r, content: String(rows[0]!.encoding) === 'base64' ? decodeBase64(joined) : joined }
  }
  return {
    readResource: async (ref, path) => {
      const { e, r, content } = await readRows(ref, path, true)
      const text = textOf(content)
      events.read(e.id, r.path, text)
      return text
    },
    readResourceBytes: async (ref, path) => {
      const { e, r, content } = await readRows(ref, path, false)
      const bytes = bytesOf(content)
      events.read(e.id, r.path, bytes)
      return bytes
    },
    listResources: async ref => (await find(ref)).entry.resources,
  }
}

/**
 * The ids of the `count` active entries closest to a ref, but those `skip` holds: over the ids and folded names of
 * the active entries, read on the first unknown name (then kept).
 */
function closestOver(driver: SqlDriver): (ref: string, count: number, skip?: { has: (id: string) => boolean }) => Promise<string[]> {
  let idNames: Promise<SkillEntry[]> | undefined
  function activeNames(): Promise<SkillEntry[]> {
    idNames ??= driver.all('SELECT id, name_folded FROM loadout_entries WHERE active = 1 ORDER BY i', [])
      .then(rows => rows.map(r => ({ id: String(r.id), name: String(r.name_folded) }) as SkillEntry))
    idNames.catch(() => (idNames = undefined))
    return idNames
  }
  return async (ref, count, skip) => {
    const all = await activeNames()
    return closest(ref, skip ? all.filter(e => !skip.has(e.id)) : all, count)
  }
}

/**
 * Entry `ref` (by id, then id or name case-insensitively, the first in precedence order), with the `join`'s body.
 * Postgres text cannot hold a NUL, so no entry there has one, and a ref with one names none (the driver would refuse
 * the parameter: `invalid byte sequence for encoding "UTF8": 0x00`).
 */
async function findEntry(driver: SqlDriver, ref: string, join: string): Promise<{ i: number, entry: SkillEntry, row: Record<string, unknown> } | undefined> {
  if (typeof ref !== 'string' || (driver.dialect === 'postgres' && ref.includes('\0'))) return undefined
  const folded = ref.toLowerCase()
  const rows = await driver.all(`SELECT e.i AS i, e.entry AS entry${join ? ', x.body AS body, x.frontmatter AS frontmatter' : ''} FROM loadout_entries e${join}
    WHERE e.active = 1 AND (e.id = ? OR e.id_folded = ? OR e.name_folded = ?)
    ORDER BY CASE WHEN e.id = ? THEN 0 WHEN e.id_folded = ? THEN 1 ELSE 2 END, e.i LIMIT 1`, [ref, folded, folded, ref, folded])
  const r = rows[0]
  return r ? { i: Number(r.i), entry: JSON.parse(String(r.entry)), row: r } : undefined
}

/** The meta rows, checked: the schema and data versions this runtime reads. */
async function readMeta(driver: SqlDriver): Promise<{ count: number, data: Omit<LoadoutData, 'entries'> }> {
  let rows: Array<Record<string, unknown>>
  try {
    rows = await driver.all('SELECT key, value FROM loadout_meta', [])
  }
  catch (err) {
    throw new Error(`createSqlLoadout: this database holds no exported loadout (npx unplugin-loadout export --format sqlite|sql): ${(err as Error).message}`)
  }
  const meta = new Map(rows.map(r => [String(r.key), String(r.value)]))
  const schema = Number(meta.get('schema'))
  if (schema !== SCHEMA_VERSION)
    throw new Error(`createSqlLoadout: the database is of schema version ${schema}; this runtime reads version ${SCHEMA_VERSION}: export again`)
  const data = JSON.parse(meta.get('data') ?? '{}')
  if (data.version !== DATA_VERSION)
    throw new Error(`createSqlLoadout: the exported data is of format version ${data.version}; this runtime reads version ${DATA_VERSION}: export again`)
  return { count: Number(meta.get('count')), data }
}
