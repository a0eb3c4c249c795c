/**
 * A loadout (`virtual:loadout`, or a database through `createSqlLoadout`) as a Cloudflare `agents/skills` source:
 * what `loadSkillCatalog` lists, `activate_skill` activates and `read_skill_resource` reads. Their `activate` is
 * synchronous, so a source holds the body of every skill it lists: this one lists the budgeted catalog (the skills our
 * `catalog()` shows, after the skills routed for the host's task) and loads only those bodies; `search` finds the
 * others, and lists them from the next listing on. No Node built-ins: it runs in Workers.
 */
import type { SkillListing, SkillResource, SkillResourceNotFoundError, SkillResult, SkillSource, SkillSourceError } from 'agents/skills'
import { budgetLength, catalogBudget } from '../runtime/catalog'
import type { Loadout } from '../runtime/loadout'
import type { SqlLoadout } from '../sql/loadout'
import type { CatalogOptions, CatalogReportEntry, LoadedSkill, PolicyOptions, SkillEntry } from '../runtime/types'
import { listedSkill, notFound, parseError, resourceInfo, sourceError } from './agents-skill'
import { base64, type FileLoadout, platformFiles, readBytes } from './files'
import { type SkillNames, skillNames } from './names'
import type { SkillSearchHit, SkillSearchSource } from './search'

export type { SkillSearchHit, SkillSearchSource }

type SourceParts = 'catalog' | 'match' | 'load' | 'readResource' | 'tools' | 'lookup' | 'entries'
/** What the source needs from a loadout: `virtual:loadout`'s `loadout`, `loadFromDisk()`, or `createSqlLoadout()`. */
export type SourceLoadout = (Pick<Loadout, SourceParts> | Pick<SqlLoadout, SourceParts>) & Pick<FileLoadout, 'readResourceBytes'>

/** Most skills `search` keeps listed beyond the catalog (the oldest found is dropped first). */
export const MAX_FOUND_SKILLS = 16

export interface SkillSourceOptions extends PolicyOptions, Pick<CatalogOptions, 'contextWindow' | 'budgetChars'> {
  /** The source's id in `agents/skills` diagnostics. Default `'loadout'`. */
  id?: string
  /** The user's task: the skills it routes to (ours: core ones, `/name`d ones, the best matches) are listed first. */
  task?: string
  /** Most skills routed for the task beyond core and named ones (`match`'s `limit`). Default 5. */
  routed?: number
  /** Skills (ids or names) listed whatever the budget, after the routed ones: e.g. those a previous `search` found. */
  include?: readonly string[]
}

/** A loadout as an `agents/skills` source, with what finds the skills its catalog had no room for. */
export interface LoadoutSkillSource extends SkillSource, SkillSearchSource {
  /**
   * SkillSearch over every skill the policy allows: the best `limit` (default 8) for `query`. What it finds is listed
   * from the next `list()` on (`MAX_FOUND_SKILLS` at most, beyond the budget), so reload the catalog to activate it.
   */
  search: (query: string, options?: { limit?: number }) => Promise<{ query: string, results: SkillSearchHit[] }>
  /** List these skills (ids or names) from the next `list()` on; resolves to their names (unknown ones left out). */
  include: (refs: readonly string[]) => Promise<string[]>
  /** The names of the skills the last `list()` listed, in order (their bodies are held). */
  readonly listed: readonly string[]
}

interface Ok<T> { readonly ok: true, readonly value: T }
const ok = <T>(value: T): Ok<T> => ({ ok: true, value })
const fail = <E>(error: E) => ({ ok: false as const, error })
const eligible = (e: CatalogReportEntry) => e.reason === 'advertised' || e.reason === 'budget'

/** The loadout's skills by id, and the name each has on the platform. */
interface Naming { names: SkillNames, byId: Map<string, SkillEntry> }

/** What one source keeps between calls. */
interface SourceState {
  loadout: SourceLoadout
  options: SkillSourceOptions
  policy: PolicyOptions
  /** The budget in characters, as `catalog()` counts them. */
  budget: number
  /** Ids `search` and `include` added, oldest first. */
  found: string[]
  /** The loaded skills, by id: their bodies are what `activate` renders. */
  held: Map<string, LoadedSkill>
  naming?: Promise<Naming>
  /** The names the last listing listed. */
  listed: string[]
}

/** Every skill's name, worked out once (over a database: its entries, read once). */
function namingOf(state: SourceState): Promise<Naming> {
  const { loadout } = state
  const naming = state.naming ??= (async () => {
    const entries = typeof loadout.entries === 'function' ? await loadout.entries() : loadout.entries
    return { names: skillNames(entries), byId: new Map(entries.map(e => [e.id, e])) }
  })()
  naming.catch(() => (state.naming = undefined))
  return naming
}

/** The id a reference names: an id, else a platform name, else a frontmatter name. */
async function resolveRef(state: SourceState, ref: string): Promise<string | undefined> {
  const { names, byId } = await namingOf(state)
  return byId.has(ref) ? ref : names.idOf(ref) ?? (await state.loadout.lookup(ref))?.id
}

/**
 * What listing a skill costs: the larger of its line in our `catalog()` and its line in agents' prompt
 * (`- name: description`, the whole description). Ours cuts long descriptions and agents' prints them in full, so a
 * skill routed for the task with a 1,900-character description costs what the prompt will hold, and the listing
 * stays within the budget in both measures.
 */
function listingCost(e: CatalogReportEntry, naming: Naming): number {
  const name = naming.names.nameOf(e.id) ?? e.name
  const description = String(naming.byId.get(e.id)?.description ?? '').replace(/\s+/g, ' ')
  return Math.max(e.chars, budgetLength(`- ${name}: ${description}`) + 1)
}

/** The ids to list: routed for the task, included, found, then the catalog within what is left of the budget. */
async function chooseIds(state: SourceState): Promise<{ ids: string[], invalid: CatalogReportEntry[] }> {
  const { loadout, options, policy, budget } = state
  const naming = await namingOf(state)
  const full = (await loadout.catalog({ ...policy, budgetChars: budget })).report
  const allowed = new Map(full.entries.filter(eligible).map(e => [e.id, e]))
  const first: string[] = []
  const add = (i: string | undefined) => i !== undefined && allowed.has(i) && !first.includes(i) && first.push(i)
  if (options.task) for (const m of await loadout.match(options.task, { limit: options.routed ?? 5 })) add(m.id)
  for (const ref of options.include ?? []) add(await resolveRef(state, ref))
  for (const i of state.found) add(i)
  let left = budget - first.reduce((n, i) => n + listingCost(allowed.get(i)!, naming), 0)
  const rest = first.length === 0 ? full : (await loadout.catalog({
    ...policy,
    budgetChars: Math.max(0, left),
    disabled: [...policy.disabled ?? [], ...first],
  })).report
  const advertised = rest.entries.filter(e => e.reason === 'advertised').sort((a, b) => a.rank! - b.rank!)
  // In catalog order, up to the first that no longer fits (a prefix, as catalog() lists).
  for (const e of advertised) {
    left -= listingCost(e, naming)
    if (left < 0) break
    first.push(e.id)
  }
  return { ids: first, invalid: full.entries.filter(e => e.reason === 'invalid') }
}

/** The loaded skills of `ids`, each loaded once per source. */
async function hold(state: SourceState, ids: readonly string[]): Promise<LoadedSkill[]> {
  const { held, loadout } = state
  await Promise.all(ids.filter(i => !held.has(i)).map(async i => held.set(i, await loadout.load(i))))
  return ids.map(i => held.get(i)!)
}

/** `list()`: the chosen skills, loaded and built as agents' parser builds them; the invalid ones apart. */
async function listSkills(state: SourceState, sourceId: string): Promise<SkillResult<SkillListing, SkillSourceError>> {
  try {
    const { names } = await namingOf(state)
    const { ids, invalid } = await chooseIds(state)
    const skills = (await hold(state, ids)).map(l => listedSkill(names.nameOf(l.entry.id)!, l, platformFiles(state.loadout, l), names.renamed(l.entry.id)))
    state.listed = skills.map(s => s.skill.name)
    return ok({
      skills,
      invalid: invalid.map(e => ({ location: e.id, error: parseError('invalid-frontmatter', e.detail ?? 'invalid skill') })),
    })
  }
  catch (err) {
    return fail(sourceError(sourceId, 'list', err))
  }
}

/** `readResource()`: a listed file of the skill, text as text, a binary as base64. */
async function readFile(state: SourceState, sourceId: string, skill: string, path: string): Promise<SkillResult<SkillResource, SkillResourceNotFoundError | SkillSourceError>> {
  try {
    const { names, byId } = await namingOf(state)
    const entry = byId.get(names.idOf(skill) ?? '')
    if (!entry) return fail(notFound(skill, path))
    // The files come with the loaded skill (a bundle's entries list none): a listed skill's is held already.
    const [loaded] = await hold(state, [entry.id])
    const file = platformFiles(state.loadout, loaded!).find(r => r.path === path)
    if (!file) return fail(notFound(skill, path))
    const content = file.kind === 'text' ? await state.loadout.readResource(entry.id, path) : base64(await readBytes(state.loadout, entry.id, path))
    return ok({ ...resourceInfo(file), content })
  }
  catch (err) {
    return fail(sourceError(sourceId, 'read-resource', err))
  }
}

/** Keep `ids` listed from the next listing on: the most recent MAX_FOUND_SKILLS. */
function remember(state: SourceState, ids: readonly string[]): void {
  const { found } = state
  for (const i of ids) {
    const at = found.indexOf(i)
    if (at !== -1) found.splice(at, 1)
    found.push(i)
  }
  found.splice(0, Math.max(0, found.length - MAX_FOUND_SKILLS))
}

/** `search()`: our SkillSearch under the source's policy; what the last listing lacks is listed from the next on. */
async function searchSkills(state: SourceState, query: string, limit?: number): Promise<{ query: string, results: SkillSearchHit[] }> {
  const tool = (await state.loadout.tools(state.policy)).find(t => t.name === 'SkillSearch')
  const answer = tool ? await tool.execute({ query, limit }) : { results: [] }
  if (typeof answer.error === 'string') throw new Error(answer.error)
  const { names } = await namingOf(state)
  const results = (answer.results as Array<{ id: string, description: string }>).map(r => ({
    name: names.nameOf(r.id) ?? r.id,
    id: r.id,
    description: r.description,
    listed: state.listed.includes(names.nameOf(r.id) ?? ''),
  }))
  remember(state, results.filter(r => !r.listed).map(r => r.id))
  return { query, results }
}

/**
 * `loadout` as an `agents/skills` source (`agents` 0.32): pass it to `loadSkillCatalog` with theirs. It lists the
 * skills routed for `options.task`, then those our `catalog()` shows within the budget (the catalog options: a context
 * window, `budgetChars`, pinned, disabled, host), and loads the bodies of those alone.
 */
export function skillSource(loadout: SourceLoadout, options: SkillSourceOptions = {}): LoadoutSkillSource {
  const id = options.id ?? 'loadout'
  const state: SourceState = {
    loadout,
    options,
    policy: { pinned: options.pinned, disabled: options.disabled, host: options.host },
    budget: catalogBudget(options).chars,
    found: [],
    held: new Map(),
    listed: [],
  }
  return {
    id,
    list: () => listSkills(state, id),
    readResource: (skill, path) => readFile(state, id, skill, path),
    search: (query, { limit } = {}) => searchSkills(state, query, limit),
    async include(refs) {
      const ids = (await Promise.all(refs.map(ref => resolveRef(state, ref)))).filter((i): i is string => i !== undefined)
      remember(state, ids)
      const { names } = await namingOf(state)
      return ids.map(i => names.nameOf(i)!)
    },
    get listed() {
      return state.listed
    },
  }
}
