/**
 * What every function of one loadout shares: the compiled data and its entry table, the scoring engine (which also
 * knows which entries are active), the loaders, the listeners, and finding a skill by id or name. Each function of a
 * loadout (match, load, catalog, tools...) is made from a core by a builder of its own (loadout.ts, builders.ts), so a
 * bundle that imports `match` alone from `virtual:loadout` carries the routing code and none of the catalog's or the
 * tools'. Part of the runtime: no Node built-ins, no dependencies.
 */
import { type EventSink, QUIET } from './events'
import { explicitTokens, namesEntry } from './explicit'
import type { EntryTable } from './literals'
import { Scorer, type ScorerParts } from './scorer'
import type { BodyLoader, BodyLoaders, LoadoutData, LoadoutOptions, ResourceLoader, ResourceLoaders, SkillEntry } from './types'

export interface LoadoutCore {
  readonly data: LoadoutData
  readonly table: EntryTable
  readonly scorer: Scorer
  /** Where usage events go: QUIET until a listener comes (events.ts `listen`). */
  events: EventSink
  /** The loader of entry `i`'s body, and of its file `j`. */
  bodyLoader: (i: number) => BodyLoader | null | undefined
  resourceLoader: (i: number, j: number) => ResourceLoader | null | undefined
  /** The active entry an id names, else the one an id or name names case-insensitively (the first, by precedence). */
  indexOf: (ref: string) => number | undefined
  /** The entries that can be matched and loaded (`loadout.entries`), built on first use. */
  activeEntries: () => SkillEntry[]
  /** Whether the user may name entry `i` (`/name`): not a model-only skill (`user-invocable: false`). */
  nameable: (i: number) => boolean
  /** The entries a task names with `/name` or `$name`, in order, each once. */
  namedIn: (task: string) => number[]
  /** The ids closest to an unknown ref, for the errors of `load` and `readResource` (none without the part). */
  closest: ClosestIds
}

/** The third argument of `createLoadout`: resource loaders alone, or the options holding them. */
export function loadoutOptions(options?: LoadoutOptions | ResourceLoaders): LoadoutOptions {
  return Array.isArray(options) || typeof options === 'function'
    ? { resources: options as ResourceLoaders }
    : (options as LoadoutOptions | undefined) ?? {}
}

/** The closest skill ids to a ref that names none (closest.ts), maybe from a module loaded when first needed. */
export type ClosestIds = (ref: string, entries: readonly SkillEntry[], count: number) => string[] | Promise<string[]>

/**
 * What a core is built with beyond the data: the scorer's parts (`ScorerParts`), and `closest`, which `load` and
 * `readResource` name in the error for an unknown skill: the generated `virtual:loadout` loads it then, from a chunk of
 * its own (an error path need not weigh on every page); `createLoadout` passes all of them.
 */
export interface CoreParts extends ScorerParts {
  closest?: ClosestIds
}

/** The core of a loadout over an entry table (see `createRouter` in loadout.ts). */
export function createCore(data: LoadoutData, table: EntryTable, loaders: BodyLoaders, options?: LoadoutOptions | ResourceLoaders, parts: CoreParts = {}): LoadoutCore {
  const opts = loadoutOptions(options)
  const resources = opts.resources
  const scorer = new Scorer(data, table, parts)
  const { flags } = scorer
  const n = table.length

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

  function indexOf(ref: string): number | undefined {
    if (typeof ref !== 'string') return undefined
    if (table.find) return table.find(ref)
    if (!byId) lookupMaps()
    return byId!.get(ref) ?? byFolded!.get(ref.toLowerCase())
  }

  const nameable = (i: number) => table.at(i).modelOnly !== true

  function namedIn(task: string): number[] {
    const out: number[] = []
    for (const t of explicitTokens(task)) {
      const i = indexOf(t.ref)
      if (i !== undefined && nameable(i) && !out.includes(i) && namesEntry(t, table.at(i))) out.push(i)
    }
    return out
  }

  const bodyLoader = typeof loaders === 'function' ? loaders : (i: number) => loaders?.[i]
  return {
    data,
    table,
    scorer,
    events: QUIET,
    bodyLoader,
    resourceLoader: typeof resources === 'function' ? resources : (i: number, j: number) => resources?.[i]?.[j],
    indexOf,
    activeEntries,
    nameable,
    namedIn,
    closest: parts.closest ?? (() => []),
  }
}
