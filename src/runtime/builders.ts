/**
 * The functions of a loadout besides routing (loadout.ts), each built from a core (core.ts) on its own: finding and
 * loading skills and their files, the `/name` helpers, the catalog and the tools. A bundle carries only the builders
 * of what it imports. Part of the runtime: no Node built-ins, no dependencies.
 */
import { createCatalog, exclusion, resolvePolicy } from './catalog'
import { closest } from './closest'
import type { LoadoutCore } from './core'
import { completions, leadingCommand } from './explicit'
import { bytesOf, type Content, contentOf, textOf } from './bytes'
import { resourceIndex, textOnly } from './resources'
import { createTools, planTools, toolsSettings } from './tools'
import type { Catalog, CatalogOptions, CompleteOptions, Completion, ExplicitResolution, LoadedSkill, LoadoutTool, MatchResult, ResourceEntry, SearchOptions, SkillEntry, ToolsOptions } from './types'

/** `lookup`: an active entry by id, then by name (case-insensitive). */
export function lookupOf(c: LoadoutCore): (ref: string) => SkillEntry | undefined {
  return (ref) => {
    const i = c.indexOf(ref)
    return i === undefined ? undefined : c.table.at(i)
  }
}

/** The error for a ref that names no skill, with the closest names (`c.closest`: maybe loaded now, an error path). */
async function unknownSkill(c: LoadoutCore, ref: string): Promise<Error> {
  const close = typeof ref === 'string' ? await c.closest(ref, c.activeEntries(), 3) : []
  return new Error(`Unknown skill ${JSON.stringify(ref)}.${close.length ? ` Closest: ${close.join(', ')}.` : ''}`)
}

/** `load`: a skill's body and frontmatter, from its lazy chunk; rejects with the closest names when `ref` names no skill. */
export function loadOf(c: LoadoutCore): (ref: string) => Promise<LoadedSkill> {
  return async (ref) => {
    const i = c.indexOf(ref)
    if (i === undefined) throw await unknownSkill(c, ref)
    const e = c.table.at(i)
    const loader = c.bodyLoader(i)
    if (typeof loader !== 'function') throw new Error(`Skill "${e.id}" has no body loader`)
    const mod = await loader()
    const body = typeof mod === 'string' ? mod : mod.default
    const frontmatter = (typeof mod === 'string' ? undefined : mod.frontmatter) ?? {}
    const resources = c.data.lazyFiles ? (typeof mod === 'string' ? undefined : mod.files) ?? [] : e.resources
    c.events.loaded(e)
    return { entry: e, body, resources, frontmatter }
  }
}

/**
 * The files of entry `i`: its `resources`, or, for data with `lazyFiles` (a bundle's), the `files` its body's chunk
 * exports. Here rather than in the core, so a bundle that imports `match` alone carries none of it.
 */
async function filesOf(c: LoadoutCore, i: number): Promise<ResourceEntry[]> {
  if (!c.data.lazyFiles) return c.table.at(i).resources
  const loader = c.bodyLoader(i)
  if (typeof loader !== 'function') throw new Error(`Skill "${c.table.id(i)}" has no body loader (its files are listed in its chunk)`)
  const mod = await loader()
  return (typeof mod === 'string' ? undefined : mod.files) ?? []
}

/** `listResources`: the files of a skill, from its chunk in a bundle; no `load` event. */
export function listResourcesOf(c: LoadoutCore): (ref: string) => Promise<ResourceEntry[]> {
  return async (ref) => {
    const i = c.indexOf(ref)
    if (i === undefined) throw unknownSkill(c, ref)
    return filesOf(c, i)
  }
}

/** A file the build listed for a skill, from its lazy chunk: its entry and its content; anything else rejects. */
async function readListed(c: LoadoutCore, ref: string, path: string, text: boolean): Promise<{ e: SkillEntry, r: ResourceEntry, content: Content }> {
  const i = c.indexOf(ref)
  if (i === undefined) throw await unknownSkill(c, ref)
  const e = c.table.at(i)
  const files = await filesOf(c, i)
  const j = resourceIndex(e, path, files)
  const r = files[j]!
  if (text) textOnly(e, r)
  const loader = c.resourceLoader(i, j)
  if (typeof loader !== 'function')
    throw new Error(`${text ? 'readResource' : 'readResourceBytes'}: no loader for "${r.path}" of skill "${e.id}" (createLoadout was given no resource loaders for it)`)
  return { e, r, content: contentOf(await loader()) }
}

/** `readResource`: a text file the build listed for a skill; binaries and anything else reject, saying why. */
export function readResourceOf(c: LoadoutCore): (ref: string, path: string) => Promise<string> {
  return async (ref, path) => {
    const { e, r, content } = await readListed(c, ref, path, true)
    const text = textOf(content)
    c.events.read(e.id, r.path, text)
    return text
  }
}

/** `readResourceBytes`: any file the build listed for a skill, as bytes (a text file's as its UTF-8). */
export function readResourceBytesOf(c: LoadoutCore): (ref: string, path: string) => Promise<Uint8Array> {
  return async (ref, path) => {
    const { e, r, content } = await readListed(c, ref, path, false)
    const bytes = bytesOf(content)
    c.events.read(e.id, r.path, bytes)
    return bytes
  }
}

/** `resolveExplicit`: the skills a task names, and a leading `/word` that names none with the closest names. */
export function resolveExplicitOf(c: LoadoutCore): (task: string) => ExplicitResolution {
  return (task) => {
    if (typeof task !== 'string') throw new TypeError(`resolveExplicit: expected the task as a string, got ${typeof task}`)
    const named = c.namedIn(task).map(i => c.table.at(i))
    const lead = leadingCommand(task)
    const i = lead === undefined ? undefined : c.indexOf(lead)
    if (lead === undefined || (i !== undefined && c.nameable(i))) return { named }
    const invocable = c.activeEntries().filter(e => e.modelOnly !== true)
    return { named, unknown: { ref: lead, closest: closest(lead, invocable, 3) } }
  }
}

/** `complete`: what a slash-command box offers for a prefix (user-only skills included, model-only ones not). */
export function completeOf(c: LoadoutCore): (prefix: string, options?: CompleteOptions) => Completion[] {
  return (prefix, options = {}) => {
    if (typeof prefix !== 'string') throw new TypeError(`complete: expected the prefix as a string, got ${typeof prefix}`)
    const policy = resolvePolicy(c.data.catalog, options, c.indexOf)
    const offered: SkillEntry[] = []
    for (let i = 0; i < c.table.length; i++) {
      if (!c.scorer.flags[i] || !c.nameable(i)) continue
      const why = exclusion(c.table.at(i), i, policy)
      if (!why || why.reason === 'user_only') offered.push(c.table.at(i))
    }
    return completions(prefix, offered, options.limit ?? 20)
  }
}

/**
 * `catalog`: the budgeted list for a system prompt, with every skill's reason to be in it or not; `route` gives the
 * ids `match` returns for a task (the `task` option; `catalogPart` in loadout.ts passes it).
 */
export function catalogOf(c: LoadoutCore, route?: (task: string) => readonly string[]): (options?: CatalogOptions) => Catalog {
  return createCatalog(c.data, c.indexOf, route)
}

/** `tools`: Skill, SkillSearch and read_resource over the core, searching with `search`. */
export function toolsOf(c: LoadoutCore, search: (query: string, options?: SearchOptions) => MatchResult[]): (options?: ToolsOptions) => LoadoutTool[] {
  const load = loadOf(c)
  const readResource = readResourceOf(c)
  const readResourceBytes = readResourceBytesOf(c)
  const listResources = listResourcesOf(c)
  return (options = {}) => {
    const settings = toolsSettings(options)
    const active: Array<[number, SkillEntry]> = []
    for (let i = 0; i < c.table.length; i++) if (c.scorer.flags[i]) active.push([i, c.table.at(i)])
    const plan = planTools(resolvePolicy(c.data.catalog, options, c.indexOf), active, active.length)
    const allowed = active.filter(([, e]) => !plan.refused.has(e.id)).map(([, e]) => e)
    return createTools({
      find: (ref) => {
        const i = c.indexOf(ref)
        return i === undefined ? undefined : { i, entry: c.table.at(i) }
      },
      load,
      search,
      readResource,
      readResourceBytes,
      listResources,
      closest: (ref, _refused, count) => closest(ref, allowed, count),
    }, { ...plan, ids: allowed.map(e => e.id) }, settings)
  }
}
