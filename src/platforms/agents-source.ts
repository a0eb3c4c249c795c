/**
 * A loadout (`virtual:loadout`, or a database through `createSqlLoadout`) as a Cloudflare `agents/skills` source:
 * what `loadSkillCatalog` lists, `activate_skill` activates and `read_skill_resource` reads. Their `activate` is
 * synchronous, so a source holds the body of every skill it lists: this one lists the budgeted catalog (the skills our
 * `catalog()` shows, after the skills routed for the host's task) and loads only those bodies; `search` finds the
 * others, and lists them from the next listing on. No Node built-ins: it runs in Workers.
 */
import type { SkillListing, SkillResource, SkillResourceNotFoundError, SkillResult, SkillSource, SkillSourceError } from 'agents/skills'
import { catalogBudget } from '../runtime/catalog'
import type { Loadout } from '../runtime/loadout'
import type { SqlLoadout } from '../sql/loadout'
import type { CatalogOptions, CatalogReportEntry, LoadedSkill, PolicyOptions, SkillEntry } from '../runtime/types'
import { listedSkill, notFound, parseError, resourceInfo, sourceError } from './agents-skill'
import { base64, type FileLoadout, platformFiles, readBytes } from './files'
import { type SkillNames, skillNames } from './names'

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

/** One skill `search` found. */
export interface SkillSearchHit {
  /** The name to activate it by (`activate_skill`'s `name`). */
  name: string
  /** Our id for it. */
  id: string
  description: string
  /** Whether the last listing listed it, so the catalog the model has can activate it now. */
  listed: boolean
}

/** A loadout as an `agents/skills` source, with what finds the skills its catalog had no room for. */
export interface LoadoutSkillSource extends SkillSource {
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

type Ok<T> = { readonly ok: true, readonly value: T }
const ok = <T>(value: T): Ok<T> => ({ ok: true, value })
const fail = <E>(error: E) => ({ ok: false as const, error })
const eligible = (e: CatalogReportEntry) => e.reason === 'advertised' || e.reason === 'budget'

/**
 * `loadout` as an `agents/skills` source (`agents` 0.32): pass it to `loadSkillCatalog` with theirs. It lists the
 * skills routed for `options.task`, then those our `catalog()` shows within the budget (the catalog options: a context
 * window, `budgetChars`, pinned, disabled, host), and loads the bodies of those alone.
 */
export function skillSource(loadout: SourceLoadout, options: SkillSourceOptions = {}): LoadoutSkillSource {
  const id = options.id ?? 'loadout'
  const policy: PolicyOptions = { pinned: options.pinned, disabled: options.disabled, host: options.host }
  const budget = catalogBudget(options).chars
  const found: string[] = []
  const held = new Map<string, LoadedSkill>()
  let naming: Promise<{ names: SkillNames, byId: Map<string, SkillEntry> }> | undefined
  let listed: string[] = []

  function names() {
    naming ??= (async () => {
      const entries = typeof loadout.entries === 'function' ? await loadout.entries() : loadout.entries
      return { names: skillNames(entries), byId: new Map(entries.map(e => [e.id, e])) }
    })()
    naming.catch(() => (naming = undefined))
    return naming
  }

  /** The ids to list: routed, included, then the catalog within what is left of the budget. */
  async function choose(): Promise<{ ids: string[], invalid: CatalogReportEntry[] }> {
    const full = (await loadout.catalog({ ...policy, budgetChars: budget })).report
    const allowed = new Map(full.entries.filter(eligible).map(e => [e.id, e]))
    const first: string[] = []
    const add = (ref: string) => allowed.has(ref) && !first.includes(ref) && first.push(ref)
    if (options.task) for (const m of await loadout.match(options.task, { limit: options.routed ?? 5 })) add(m.id)
    for (const ref of options.include ?? []) add((await resolve(ref)) ?? ref)
    for (const i of found) add(i)
    const rest = first.length === 0 ? full : (await loadout.catalog({
      ...policy,
      budgetChars: Math.max(0, budget - first.reduce((n, i) => n + allowed.get(i)!.chars, 0)),
      disabled: [...policy.disabled ?? [], ...first],
    })).report
    const advertised = rest.entries.filter(e => e.reason === 'advertised').sort((a, b) => a.rank! - b.rank!)
    return { ids: [...first, ...advertised.map(e => e.id)], invalid: full.entries.filter(e => e.reason === 'invalid') }
  }

  /** The id a reference names: an id, else a platform name, else a frontmatter name. */
  async function resolve(ref: string): Promise<string | undefined> {
    const { names: n, byId } = await names()
    return byId.has(ref) ? ref : n.idOf(ref) ?? (await loadout.lookup(ref))?.id
  }

  async function loaded(ids: readonly string[]): Promise<LoadedSkill[]> {
    await Promise.all(ids.filter(i => !held.has(i)).map(async i => held.set(i, await loadout.load(i))))
    return ids.map(i => held.get(i)!)
  }

  async function list(): Promise<SkillResult<SkillListing, SkillSourceError>> {
    try {
      const { names: n } = await names()
      const { ids, invalid } = await choose()
      const skills = (await loaded(ids)).map(l => listedSkill(n.nameOf(l.entry.id)!, l, platformFiles(loadout, l.entry), n.renamed(l.entry.id)))
      listed = skills.map(s => s.skill.name)
      return ok({
        skills,
        invalid: invalid.map(e => ({ location: e.id, error: parseError('invalid-frontmatter', e.detail ?? 'invalid skill') })),
      })
    }
    catch (err) {
      return fail(sourceError(id, 'list', err))
    }
  }

  async function readResource(skill: string, path: string): Promise<SkillResult<SkillResource, SkillResourceNotFoundError | SkillSourceError>> {
    try {
      const { names: n, byId } = await names()
      const entry = byId.get(n.idOf(skill) ?? '')
      const file = entry && platformFiles(loadout, entry).find(r => r.path === path)
      if (!entry || !file) return fail(notFound(skill, path))
      const content = file.kind === 'text' ? await loadout.readResource(entry.id, path) : base64(await readBytes(loadout, entry.id, path))
      return ok({ ...resourceInfo(file), content })
    }
    catch (err) {
      return fail(sourceError(id, 'read-resource', err))
    }
  }

  async function search(query: string, { limit }: { limit?: number } = {}): Promise<{ query: string, results: SkillSearchHit[] }> {
    const tool = (await loadout.tools(policy)).find(t => t.name === 'SkillSearch')
    const answer = tool ? await tool.execute({ query, limit }) : { results: [] }
    if (typeof answer.error === 'string') throw new Error(answer.error)
    const { names: n } = await names()
    const results = (answer.results as Array<{ id: string, description: string }>).map(r => ({
      name: n.nameOf(r.id) ?? r.id,
      id: r.id,
      description: r.description,
      listed: listed.includes(n.nameOf(r.id) ?? ''),
    }))
    remember(results.filter(r => !r.listed).map(r => r.id))
    return { query, results }
  }

  function remember(ids: readonly string[]) {
    for (const i of ids) {
      const at = found.indexOf(i)
      if (at !== -1) found.splice(at, 1)
      found.push(i)
    }
    found.splice(0, Math.max(0, found.length - MAX_FOUND_SKILLS))
  }

  async function include(refs: readonly string[]): Promise<string[]> {
    const ids = (await Promise.all(refs.map(resolve))).filter((i): i is string => i !== undefined)
    remember(ids)
    const { names: n } = await names()
    return ids.map(i => n.nameOf(i)!)
  }

  return {
    id,
    list,
    readResource,
    search,
    include,
    get listed() {
      return listed
    },
  }
}
