/**
 * What an MCP server serves from a loadout, computed once per loadout (and again after each re-compile in watch mode):
 * the runtime tools, the skills offered as prompts and resources, and the instructions. No SDK and no Node built-ins
 * here: the server (server.ts) only maps this onto MCP requests.
 */
import { buildCatalogPrompt } from '../ai/prompt'
import { hostMissing } from '../runtime/catalog'
import type { Loadout } from '../runtime/loadout'
import type { CatalogOptions, CatalogReason, CatalogReportEntry, LoadoutTool, ResourceEntry, SkillEntry, ToolsOptions } from '../runtime/types'
import type { SqlLoadout } from '../sql/loadout'
import type { PublishedSkills } from '../runtime/published'
import { skillsExtensionState, type SkillsExtensionState } from './skills-extension'

/** What the MCP server needs from a loadout (`virtual:loadout`'s `loadout`, or `loadFromDisk()`). */
export type McpLoadout = Pick<Loadout, 'data' | 'tools' | 'catalog' | 'lookup' | 'load' | 'readResource' | 'readResourceBytes' | 'listResources'>
/** The same from a loadout over a database (`createSqlLoadout`): answers awaited, every entry read once. */
export type AsyncMcpLoadout = Pick<SqlLoadout, 'meta' | 'tools' | 'catalog' | 'lookup' | 'load' | 'readResource' | 'readResourceBytes' | 'listResources' | 'entries'>
export type AnyMcpLoadout = McpLoadout | AsyncMcpLoadout

/** The skill policy and the catalog budget: the same options as `catalog()` and `tools()`. */
export interface SkillsPolicy extends CatalogOptions, ToolsOptions {
  /**
   * MCP's Skills Extension (`io.modelcontextprotocol/skills`, SEP-2640): `skills/list`, `skills/get` and
   * `resources/directory/read`, each file with its sha256 digest and size. It serves the published skills: pass them
   * (`published` from `virtual:loadout/published`); a loadout that carries them (`loadFromDisk({ published: true })`)
   * is served with it by default (`true` insists on it, `false` turns it off). Default: on when the loadout carries
   * its published skills.
   */
  skillsExtension?: boolean | PublishedSkills
}

export interface SkillsState {
  loadout: Pick<McpLoadout, 'load' | 'readResource' | 'readResourceBytes' | 'listResources'>
  /** The runtime's `Skill`, `SkillSearch` and `read_resource`, as `loadout.tools()` defines them (never `run_script`). */
  tools: LoadoutTool[]
  /** Skills served as `skill://` resources: every skill the policy lets through. */
  resources: SkillEntry[]
  /** Skills served as prompts: those of `resources` the user may invoke. */
  prompts: SkillEntry[]
  /** The budgeted catalog with its usage hint; `''` when no skill is available. */
  instructions: string
  /** Option `skillsExtension`: its entries and files. */
  skills?: SkillsExtensionState
}

/** Reasons that keep a skill from being served at all; any other (advertised, over budget...) is served. */
const WITHHELD: ReadonlySet<CatalogReason> = new Set(['shadowed', 'invalid', 'disabled', 'host_incompatible'])

/**
 * Whether the user may invoke a skill (a prompt, a slash command): every skill but the model-only ones
 * (`user-invocable: false` in the frontmatter). Read defensively, as the compiled entry may carry the flag under one
 * of these names.
 */
export function userInvocable(entry: SkillEntry): boolean {
  const e = entry as SkillEntry & { modelOnly?: unknown, userInvocable?: unknown, invocation?: unknown }
  return !(e.modelOnly === true || e.userInvocable === false || e.invocation === 'model')
}

/**
 * The tools, prompts, resources and instructions of a loadout under a policy; a promise of them over a database, which
 * reads every entry once for them (the resources list every skill).
 */
export function skillsState(loadout: AsyncMcpLoadout, policy?: SkillsPolicy): Promise<SkillsState>
export function skillsState(loadout: McpLoadout, policy?: SkillsPolicy): SkillsState
export function skillsState(loadout: AnyMcpLoadout, policy?: SkillsPolicy): SkillsState | Promise<SkillsState>
export function skillsState(loadout: AnyMcpLoadout, policy: SkillsPolicy = {}): SkillsState | Promise<SkillsState> {
  const { pinned, disabled, host, searchLimit, contextWindow, budgetChars } = policy
  const catalogOptions = { pinned, disabled, host, budgetChars: Number.MAX_SAFE_INTEGER }
  // One tool set serves every client of the server, for as long as it runs: it cannot know what each model's context
  // still holds, so every Skill call answers in full (no session dedupe).
  const toolsOptions = { pinned, disabled, host, searchLimit, dedupe: false }
  const promptOptions = { pinned, disabled, host, contextWindow, budgetChars }
  if ('data' in loadout) {
    const report = loadout.catalog(catalogOptions).report.entries
    return withExtension(stateOf(loadout, report, loadout.lookup, disabledIds(loadout, policy), policy, loadout.tools(toolsOptions), buildCatalogPrompt(loadout, promptOptions).text), loadout, policy)
  }
  return (async () => {
    const [catalog, tools, prompt, off, entries] = await Promise.all([
      loadout.catalog(catalogOptions),
      loadout.tools(toolsOptions),
      buildCatalogPrompt(loadout, promptOptions),
      disabledIds(loadout, policy),
      loadout.entries(),
    ])
    const byId = new Map(entries.map(e => [e.id, e]))
    return withExtension(stateOf(loadout, catalog.report.entries, id => byId.get(id), off, policy, tools, prompt.text), loadout, policy)
  })()
}

/**
 * The state with the Skills Extension's entries: of the published skills passed, or else of those the loadout carries
 * (see `skillsExtension`); without either, or with `false`, none.
 */
function withExtension(state: SkillsState, loadout: AnyMcpLoadout, policy: SkillsPolicy): SkillsState {
  const option = policy.skillsExtension
  if (option === false) return state
  const published = typeof option === 'object' ? option : (loadout as { published?: PublishedSkills }).published
  if (!published && option === true) throw new TypeError('skillsExtension: true needs a loadout that carries its published skills (loadFromDisk({ published: true })); in a bundle pass `published` from virtual:loadout/published')
  return published ? { ...state, skills: skillsExtensionState(state.resources, published, skillUri) } : state
}

function stateOf(
  loadout: SkillsState['loadout'],
  report: readonly CatalogReportEntry[],
  lookup: (id: string) => SkillEntry | undefined,
  off: ReadonlySet<string>,
  policy: SkillsPolicy,
  tools: LoadoutTool[],
  instructions: string,
): SkillsState {
  const resources = report
    .map(r => [r, lookup(r.id)] as const)
    .filter((pair): pair is readonly [CatalogReportEntry, SkillEntry] => pair[1] !== undefined && servable(pair[0], pair[1], off, policy))
    .map(([, e]) => e)
  return { loadout, tools, resources, prompts: resources.filter(userInvocable), instructions }
}

/**
 * Whether a skill is served (as resources, and as a prompt when the user may invoke it). A user-only skill
 * (`disable-model-invocation: true`) is left out of the model's catalog and tools, and its report reason says only
 * that: whether the policy disables it, or the host lacks what it needs, is asked here.
 */
function servable(r: CatalogReportEntry, e: SkillEntry, off: ReadonlySet<string>, policy: SkillsPolicy): boolean {
  if ((r.reason as string) !== 'user_only') return !WITHHELD.has(r.reason)
  return !off.has(e.id) && hostMissing(e, policy.host) === undefined
}

/** Ids the policy disables: the build's `disabled` less the call's `pinned`, and the call's `disabled` (as the runtime reads them). */
function disabledIds(loadout: McpLoadout, policy: SkillsPolicy): Set<string>
function disabledIds(loadout: AsyncMcpLoadout, policy: SkillsPolicy): Promise<Set<string>>
function disabledIds(loadout: AnyMcpLoadout, policy: SkillsPolicy): Set<string> | Promise<Set<string>> {
  const defaults = 'data' in loadout ? loadout.data.catalog : loadout.meta.catalog
  const lists = [policy.pinned, defaults?.disabled, policy.disabled].map(refs => (refs ?? []).map(ref => loadout.lookup(ref)))
  const ids = (found: Array<SkillEntry | undefined>) => found.filter((e): e is SkillEntry => e !== undefined).map(e => e.id)
  const make = ([pinnedFound, buildFound, callFound]: Array<Array<SkillEntry | undefined>>) => {
    const pinned = new Set(ids(pinnedFound!))
    return new Set([...ids(buildFound!).filter(id => !pinned.has(id)), ...ids(callFound!)])
  }
  if ('data' in loadout) return make(lists as Array<Array<SkillEntry | undefined>>)
  return Promise.all(lists.map(l => Promise.all(l))).then(make)
}

/** `skill://<id>` for a skill, `skill://<id>/<path>` for one of its files (each segment percent-encoded, dots too). */
export function skillUri(id: string, path?: string): string {
  const enc = (s: string) => s.split('/').map(seg => (seg === '.' || seg === '..' ? seg.replace(/\./g, '%2E') : encodeURIComponent(seg))).join('/')
  return `skill://${enc(id)}${path === undefined ? '' : `/${enc(path)}`}`
}

/**
 * Most characters of a `skill://` URI that `resources/read` looks up: a longer one names nothing (a served id and a
 * path of MAX_RESOURCE_PATH_CHARS fit, every character percent-encoded).
 */
export const MAX_SKILL_URI_CHARS = 16_384

/** The served skills by id, with the most `/`-separated segments and characters an id has: built once per list. */
interface ServedIds { byId: Map<string, SkillEntry>, segments: number, chars: number }
const servedIds = new WeakMap<readonly SkillEntry[], ServedIds>()

function idsOf(served: readonly SkillEntry[]): ServedIds {
  let ids = servedIds.get(served)
  if (!ids) {
    ids = { byId: new Map(), segments: 0, chars: 0 }
    for (const e of served) {
      if (!ids.byId.has(e.id)) ids.byId.set(e.id, e)
      ids.segments = Math.max(ids.segments, e.id.split('/').length)
      ids.chars = Math.max(ids.chars, e.id.length)
    }
    servedIds.set(served, ids)
  }
  return ids
}

/**
 * The skill and file a `skill://` URI names, among the served skills; undefined when it names none. One pass over the
 * URI (split and decoded once), then a map lookup for each way its first segments can form an id, longest first:
 * only as many segments and characters as the longest served id are ever joined, whatever the URI's length.
 */
export function parseSkillUri(uri: string, served: readonly SkillEntry[]): { entry: SkillEntry, resource?: ResourceEntry, path?: string } | undefined {
  if (typeof uri !== 'string' || uri.length > MAX_SKILL_URI_CHARS || !uri.startsWith('skill://')) return undefined
  let segments: string[]
  try {
    segments = uri.slice('skill://'.length).split('/').map(decodeURIComponent)
  }
  catch {
    return undefined
  }
  const ids = idsOf(served)
  // Ids hold `/` (`team/brainstorming`): the longest id the URI starts with wins.
  let chars = -1
  let most = 0
  for (; most < Math.min(segments.length, ids.segments) && chars + 1 + segments[most]!.length <= ids.chars; most++) chars += 1 + segments[most]!.length
  for (let n = most; n >= 1; n--) {
    const entry = ids.byId.get(segments.slice(0, n).join('/'))
    if (!entry) continue
    if (n === segments.length) return { entry }
    const path = segments.slice(n).join('/')
    return { entry, path, resource: entry.resources.find(r => r.path === path) }
  }
  return undefined
}

/**
 * The files of a served skill: its entry's, or, in a bundle, those its chunk lists (`listResources`); none when they
 * cannot be read.
 */
export async function filesOf(state: Pick<SkillsState, 'loadout'>, entry: SkillEntry): Promise<readonly ResourceEntry[]> {
  if (entry.resources.length) return entry.resources
  return state.loadout.listResources(entry.id).catch(() => [])
}
