/**
 * What the SQL loadout reads per task, for the router it shares with the bundle (src/runtime/loadout.ts): the
 * postings of the task's terms, and the entries the scored results name. No Node built-ins.
 */
import { MAX_TASK_CHARS } from '../runtime/loadout'
import { joinIndex } from '../runtime/postings'
import { tokenize } from '../runtime/tokenize'
import type { createExpander } from '../runtime/expand'
import { correction, TYPO_MIN_LENGTH } from '../runtime/typos'
import type { EntryTable } from '../runtime/literals'
import type { SkillEntry } from '../runtime/types'
import { inList, listParam, type SqlDriver } from './drivers'
import { type Named, namedBy, refMatch } from './explicit'

/** The index strings of a task's terms, and the entries its `/name` tokens name. */
export interface TaskIndex {
  terms: string
  names?: string
  named: Named
}

const LETTERS_RE = /^[a-z]+$/

/**
 * The index of `text`: its typed terms, their glossary terms and the candidates of its typos; and the entries its
 * `/name` tokens may name (`refs`), read in the same query. Two queries at most.
 */
export async function taskIndex(driver: SqlDriver, expand: ReturnType<typeof createExpander>, text: string, refs: readonly string[] = []): Promise<TaskIndex> {
  if (typeof text !== 'string') throw new TypeError(`expected the task as a string, got ${typeof text}`)
  const typed = [...new Set(tokenize(text.length > MAX_TASK_CHARS ? text.slice(0, MAX_TASK_CHARS) : text))]
  const want = [...new Set([...typed, ...expand(typed).terms])]
  const byRef = refMatch(driver)
  const params = [listParam(driver, want), listParam(driver, typed)]
  if (refs.length) params.push(...byRef.params(refs))
  const rows = await driver.all(`SELECT 0 AS k, term, postings FROM loadout_terms WHERE ${inList(driver, 'term')} UNION ALL SELECT 1 AS k, term, postings FROM loadout_names WHERE ${inList(driver, 'term')}${
    refs.length ? ` UNION ALL SELECT 2 AS k, CAST(i AS TEXT) AS term, entry AS postings FROM loadout_entries WHERE ${byRef.where}` : ''}`, params)
  const terms: Array<[string, string]> = []
  const names: Array<[string, string]> = []
  const named: Array<[number, SkillEntry]> = []
  for (const r of rows) {
    const pair: [string, string] = [String(r.term), String(r.postings)]
    if (Number(r.k) === 0) terms.push(pair)
    else if (Number(r.k) === 1) names.push(pair)
    else named.push([Number(pair[0]), JSON.parse(pair[1])])
  }
  terms.push(...await typoPostings(driver, typed, new Set(terms.map(t => t[0]))))
  return { terms: joinIndex(terms), names: names.length ? joinIndex(names) : undefined, named: namedBy(refs, named) }
}

/**
 * The postings of the words the corrector (runtime/typos.ts) may read a misspelt word of `typed` as (one not in
 * `held`): all of them in one query, none when every word is held.
 */
async function typoPostings(driver: SqlDriver, typed: readonly string[], held: ReadonlySet<string>): Promise<Array<[string, string]>> {
  const candidates = new Set<string>()
  for (const t of typed) {
    if (t.length >= TYPO_MIN_LENGTH && LETTERS_RE.test(t) && !held.has(t)) correction(t, (c) => {
      if (!held.has(c)) candidates.add(c)
      return 0
    })
  }
  if (candidates.size === 0) return []
  const rows = await driver.all(`SELECT term, postings FROM loadout_terms WHERE ${inList(driver, 'term')}`, [listParam(driver, [...candidates])])
  return rows.map(r => [String(r.term), String(r.postings)])
}

/**
 * What stands for an entry not fetched yet while a task is scored: a plain `domain` entry, which is all it can be
 * (the others are read at start), replaced in the results once fetched. Nothing routing computes reads more of it.
 */
function pendingEntry(): SkillEntry {
  return { id: '', name: '', priority: 'domain', triggers: { task: true, plan: true, edit: true } } as unknown as SkillEntry
}

/**
 * The entries the router reads, as an entry table over the database: the special ones (read at start), a cache of
 * those fetched, and for an entry not fetched yet a stand-in that `fill` later swaps for the real one.
 */
export class EntryCache {
  /** The entry table the router scores over. */
  readonly table: EntryTable
  private readonly cache = new Map<number, SkillEntry>()
  /**
   * The entries the current scoring pass read (kept for its task's second pass, whatever a concurrent task's fetch
   * does to the cache), and those it lacked, by the stand-in its results hold.
   */
  private mine = new Map<number, SkillEntry>()
  private missing = new Map<SkillEntry, number>()
  /** The entries the current task's `/name` tokens name, by token (the router's lookup while it scores). */
  private named: Named = new Map()

  constructor(private readonly driver: SqlDriver, count: number, readonly special: ReadonlyMap<number, SkillEntry>, private readonly cap: number) {
    const specialIds = [...special.keys()]
    this.table = {
      length: count,
      find: ref => this.named.get(ref)?.i,
      at: i => this.at(i),
      all: () => { throw new Error('createSqlLoadout: entries are read by index') },
      id: i => this.at(i).id,
      name: i => this.at(i).name,
      special: () => specialIds,
    }
  }

  /** Start a task's scoring pass, with the entries its `/name` tokens name. */
  startTask(named: Named): void {
    this.mine = new Map()
    this.missing = new Map()
    this.named = named
    for (const { i, entry } of named.values()) this.mine.set(i, entry)
  }

  private at(i: number): SkillEntry {
    const e = this.special.get(i) ?? this.mine.get(i) ?? this.cache.get(i)
    if (e) return e
    const stand = pendingEntry()
    this.mine.set(i, stand)
    this.missing.set(stand, i)
    return stand
  }

  /** Fetch the entries the pass lacked and put them into `results` in place of their stand-ins (one query). */
  async fill<R extends { id: string, name: string, tier: string, entry: SkillEntry }>(results: R[]): Promise<R[]> {
    const lacking = this.missing
    if (lacking.size === 0) return results
    const got = await this.fetch([...new Set(lacking.values())])
    for (const r of results) {
      const i = lacking.get(r.entry)
      if (i === undefined) continue
      const e = got.get(i)
      if (!e) throw new Error(`createSqlLoadout: entry ${i}, which the index names, is missing from loadout_entries`)
      Object.assign(r, { id: e.id, name: e.name, tier: e.priority, entry: e })
    }
    return results
  }

  /** Fetch the entries of `ids` into the cache (starting it over when full); resolves to them by index. */
  private async fetch(ids: number[]): Promise<Map<number, SkillEntry>> {
    const rows = await this.driver.all(`SELECT i, entry FROM loadout_entries WHERE ${inList(this.driver, 'i')}`, [listParam(this.driver, ids)])
    if (this.cache.size + rows.length > this.cap) this.cache.clear()
    const got = new Map<number, SkillEntry>()
    for (const r of rows) {
      const e = JSON.parse(String(r.entry)) as SkillEntry
      got.set(Number(r.i), e)
      this.cache.set(Number(r.i), e)
    }
    return got
  }
}
