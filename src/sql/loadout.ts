/**
 * A Loadout over a database the compiled index was exported to (src/sql/schema.ts). Routing is the bundle's own
 * (`createRouter` in runtime/loadout.ts): for each task the postings of its terms are fetched by term, made into a
 * small index of those terms alone, and scored by the same code, so ranked ids, scores and abstaining are the
 * bundle's. A task costs at most 3 queries whatever the catalog's size: its terms' postings and name words; the
 * candidates of its misspelt words (only when a word is not in the index); the entries it returns (only those not
 * cached). No Node built-ins: this runs in a Worker with D1.
 */
import { closest, createLoadout, createRouter, DATA_VERSION, estimateTokens, MAX_TASK_CHARS } from '../runtime/loadout'
import { createEventHub } from '../runtime/events'
import { joinIndex } from '../runtime/postings'
import { tokenize } from '../runtime/tokenize'
import { createExpander } from '../runtime/expand'
import { correction, TYPO_MIN_LENGTH } from '../runtime/typos'
import type { EntryTable } from '../runtime/pack'
import { resourceIndex } from '../runtime/resources'
import type {
  Catalog,
  CatalogOptions,
  LoadedSkill,
  LoadoutData,
  LoadoutEvent,
  MatchOptions,
  MatchResult,
  SearchOptions,
  SkillEntry,
} from '../runtime/types'
import { inList, listParam, type SqlDatabase, type SqlDriver, toDriver } from './drivers'
import { SCHEMA_VERSION } from './schema'

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
  /** Reads every entry on first call (then kept). */
  catalog: (options?: CatalogOptions) => Promise<Catalog>
  onEvent: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
  estimateTokens: (text: string) => number
}

/**
 * What stands for an entry not fetched yet while a task is scored: a plain `domain` entry, which is all it can be
 * (the others are read at start), replaced in the results once fetched. Nothing routing computes reads more of it.
 */
function pendingEntry(): SkillEntry {
  return { id: '', name: '', priority: 'domain', triggers: { task: true, plan: true, edit: true } } as unknown as SkillEntry
}
const LETTERS_RE = /^[a-z]+$/

/** A Loadout over `db`: a D1 binding, a better-sqlite3 / `node:sqlite` database, a node-postgres client or pool. */
export async function createSqlLoadout(db: SqlDatabase, options: SqlLoadoutOptions = {}): Promise<SqlLoadout> {
  const driver = toDriver(db)
  const meta = await readMeta(driver)
  const special = new Map<number, SkillEntry>()
  for (const r of await driver.all('SELECT i, entry FROM loadout_entries WHERE special = 1 ORDER BY i', []))
    special.set(Number(r.i), JSON.parse(String(r.entry)))
  const specialIds = [...special.keys()]
  const cap = options.cacheEntries ?? 10_000
  const cache = new Map<number, SkillEntry>()
  /**
   * The entries the current scoring pass read (kept for its task's second pass, whatever a concurrent task's fetch
   * does to the cache), and those it lacked.
   */
  let mine = new Map<number, SkillEntry>()
  /** The entries the current task lacks, by the stand-in its results hold. */
  let missing = new Map<SkillEntry, number>()
  const at = (i: number): SkillEntry => {
    const e = special.get(i) ?? mine.get(i) ?? cache.get(i)
    if (e) return e
    const stand = pendingEntry()
    mine.set(i, stand)
    missing.set(stand, i)
    return stand
  }
  const table: EntryTable = {
    length: meta.count,
    at,
    all: () => { throw new Error('createSqlLoadout: entries are read by index') },
    id: i => at(i).id,
    name: i => at(i).name,
    special: () => specialIds,
  }
  const data = { ...meta.data, index: { ...meta.data.index, terms: '' }, entries: [] } as unknown as LoadoutData
  const router = createRouter(data, table, [])
  const expand = createExpander(meta.data.glossary)

  /** The index strings of the terms of `text`: its typed terms, their glossary terms, the candidates of typos. */
  async function indexFor(text: string): Promise<{ terms: string, names?: string }> {
    if (typeof text !== 'string') throw new TypeError(`expected the task as a string, got ${typeof text}`)
    const typed = [...new Set(tokenize(text.length > MAX_TASK_CHARS ? text.slice(0, MAX_TASK_CHARS) : text))]
    const want = [...new Set([...typed, ...expand(typed).terms])]
    const terms: Array<[string, string]> = []
    const names: Array<[string, string]> = []
    const held = new Set<string>()
    const rows = await driver.all(`SELECT 0 AS k, term, postings FROM loadout_terms WHERE ${inList(driver, 'term')} UNION ALL SELECT 1 AS k, term, postings FROM loadout_names WHERE ${inList(driver, 'term')}`, [listParam(driver, want), listParam(driver, typed)])
    for (const r of rows) {
      const pair: [string, string] = [String(r.term), String(r.postings)]
      if (Number(r.k) === 0) {
        terms.push(pair)
        held.add(pair[0])
      }
      else {
        names.push(pair)
      }
    }
    // The corrector (runtime/typos.ts) looks up the neighbours of a word the index lacks: fetch them all at once.
    const candidates = new Set<string>()
    for (const t of typed) {
      if (t.length >= TYPO_MIN_LENGTH && LETTERS_RE.test(t) && !held.has(t)) correction(t, (c) => {
        if (!held.has(c)) candidates.add(c)
        return 0
      })
    }
    if (candidates.size) {
      for (const r of await driver.all(`SELECT term, postings FROM loadout_terms WHERE ${inList(driver, 'term')}`, [listParam(driver, [...candidates])]))
        terms.push([String(r.term), String(r.postings)])
    }
    return { terms: joinIndex(terms), names: names.length ? joinIndex(names) : undefined }
  }

  /** Fetch the entries of `ids` into the cache (starting it over when full); resolves to them by index. */
  async function fetchEntries(ids: number[]): Promise<Map<number, SkillEntry>> {
    const rows = await driver.all(`SELECT i, entry FROM loadout_entries WHERE ${inList(driver, 'i')}`, [listParam(driver, ids)])
    if (cache.size + rows.length > cap) cache.clear()
    const got = new Map<number, SkillEntry>()
    for (const r of rows) {
      const e = JSON.parse(String(r.entry)) as SkillEntry
      got.set(Number(r.i), e)
      cache.set(Number(r.i), e)
    }
    return got
  }

  /**
   * Run `route` (the router's match or search) over the task's index, then fetch the entries its results lack and put
   * them in: one scoring pass, whatever the cache holds.
   */
  async function routed(text: string, route: () => MatchResult[]): Promise<MatchResult[]> {
    const index = await indexFor(text)
    mine = new Map()
    missing = new Map()
    router.reindex(index.terms, index.names)
    const out = route()
    const lacking = missing
    if (lacking.size === 0) return out
    const got = await fetchEntries([...new Set(lacking.values())])
    for (const r of out) {
      const i = lacking.get(r.entry)
      if (i === undefined) continue
      const e = got.get(i)
      if (!e) throw new Error(`createSqlLoadout: entry ${i}, which the index names, is missing from loadout_entries`)
      Object.assign(r, { id: e.id, name: e.name, tier: e.priority, entry: e })
    }
    return out
  }

  const events = createEventHub(options.onEvent, !!options.includeTask)

  async function match(task: string, options: MatchOptions = {}): Promise<MatchResult[]> {
    const out = await routed(task, () => router.loadout.match(task, options))
    events.routed('match', task, out)
    return out
  }

  async function search(query: string, options: SearchOptions = {}): Promise<MatchResult[]> {
    const out = await routed(query, () => router.loadout.search(query, options))
    events.routed('search', query, out)
    return out
  }

  /** Entry `ref` (by id, then id or name case-insensitively, the first in precedence order), with `extra` columns. */
  async function find(ref: string, join = ''): Promise<{ i: number, entry: SkillEntry, row: Record<string, unknown> } | undefined> {
    if (typeof ref !== 'string') return undefined
    const folded = ref.toLowerCase()
    const rows = await driver.all(`SELECT e.i AS i, e.entry AS entry${join ? ', x.body AS body' : ''} FROM loadout_entries e${join}
      WHERE e.active = 1 AND (e.id = ? OR e.id_folded = ? OR e.name_folded = ?)
      ORDER BY CASE WHEN e.id = ? THEN 0 WHEN e.id_folded = ? THEN 1 ELSE 2 END, e.i LIMIT 1`, [ref, folded, folded, ref, folded])
    const r = rows[0]
    return r ? { i: Number(r.i), entry: JSON.parse(String(r.entry)), row: r } : undefined
  }

  async function unknownSkill(ref: string): Promise<Error> {
    let close: string[] = []
    if (typeof ref === 'string') {
      const rows = await driver.all('SELECT id, name_folded FROM loadout_entries WHERE active = 1 ORDER BY i', [])
      close = closest(ref, rows.map(r => ({ id: String(r.id), name: String(r.name_folded) }) as SkillEntry), 3)
    }
    return new Error(`Unknown skill ${JSON.stringify(ref)}.${close.length ? ` Closest: ${close.join(', ')}.` : ''}`)
  }

  async function load(ref: string): Promise<LoadedSkill> {
    const hit = await find(ref, ' LEFT JOIN loadout_bodies x ON x.i = e.i')
    if (!hit) throw await unknownSkill(ref)
    const body = hit.row.body
    if (typeof body !== 'string') throw new Error(`Skill "${hit.entry.id}" has no body in loadout_bodies`)
    events.loaded(hit.entry)
    return { entry: hit.entry, body, resources: hit.entry.resources }
  }

  async function readResource(ref: string, path: string): Promise<string> {
    const hit = await find(ref)
    if (!hit) throw await unknownSkill(ref)
    const e = hit.entry
    const j = resourceIndex(e, path)
    const rows = await driver.all('SELECT text FROM loadout_resources WHERE i = ? AND j = ?', [hit.i, j])
    if (!rows.length) throw new Error(`readResource: no text for "${e.resources[j]!.path}" of skill "${e.id}" in loadout_resources`)
    const text = String(rows[0]!.text)
    events.read(e.id, e.resources[j]!.path, text)
    return text
  }

  let full: ReturnType<typeof createLoadout> | undefined
  async function catalog(options?: CatalogOptions): Promise<Catalog> {
    if (!full) {
      const rows = await driver.all('SELECT entry FROM loadout_entries ORDER BY i', [])
      const entries = rows.map(r => JSON.parse(String(r.entry)) as SkillEntry)
      full = createLoadout({ ...data, entries } as LoadoutData, [])
    }
    return full.catalog(options)
  }

  return {
    count: meta.count,
    meta: meta.data,
    match,
    search,
    lookup: async ref => (await find(ref))?.entry,
    load,
    readResource,
    catalog,
    onEvent: events.add,
    estimateTokens,
  }
}

/** The meta rows, checked: the schema and data versions this runtime reads. */
async function readMeta(driver: SqlDriver): Promise<{ count: number, data: Omit<LoadoutData, 'entries'> }> {
  let rows: Array<Record<string, unknown>>
  try {
    rows = await driver.all('SELECT key, value FROM loadout_meta', [])
  }
  catch (err) {
    throw new Error(`createSqlLoadout: this database holds no exported loadout (loadout export --format sqlite|sql): ${(err as Error).message}`)
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
