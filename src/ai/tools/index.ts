/**
 * The loadout tools as Vercel AI SDK tools: `Skill`, `SkillSearch`, `read_resource` (the runtime's), and when enabled
 * `activate_skill` (LLM routing), `call_skill` (a skill hands a sub-task to another skill) and `run_script` (Node
 * hosts, from `unplugin-loadout/node`). No Node built-ins: runs wherever the AI SDK runs.
 *
 * Every `execute` answers instead of throwing: a bad name, a refusal or a limit is `{ error, ... }` the model can act on.
 */
import type { ToolSet } from 'ai'
import type { Catalog, LoadoutTool, PolicyOptions, SkillEntry } from '../../runtime/types'
import { type AsyncCatalogLoadout, type CatalogLoadout, isPromise } from '../prompt'
import { activateSkillTool } from './activate-skill'
import { callSkillTool } from './call-skill'
import { activateIn, type Answer, loadoutActivated, named, type NamedTools, type ToolContext } from './context'
import { runScriptTool } from './run-script'
import { runtimeTools } from './skill'
import {
  type ActivateSkillOptions,
  type AnyToolsLoadout,
  type AsyncToolsLoadout,
  createSkillSession,
  DEFAULT_MAX_ACTIVATED,
  DEFAULT_MAX_DEPTH,
  type LoadoutToolsOptions,
  type SkillSession,
  type ToolsLoadout,
} from './types'

export { activateIn, answerContent } from './context'
export { addUsage, createSkillSession, DEFAULT_MAX_ACTIVATED, DEFAULT_MAX_DEPTH } from './types'
export type {
  ActivateSkillOptions,
  ActivationSource,
  AsyncToolsLoadout,
  CallSkillOptions,
  Logger,
  LoadoutToolsOptions,
  RunScriptLike,
  SkillCall,
  SkillSession,
  ToolsLoadout,
  Usage,
} from './types'

/** The name of every tool this module can create. */
export const TOOL_NAMES = ['Skill', 'SkillSearch', 'read_resource', 'activate_skill', 'call_skill', 'run_script'] as const

/**
 * A skill's instructions as a system-prompt block, with the files it can read: the `<skill>` form of earlier
 * versions (the agent now injects `skillContent(...)`, the guide's `<skill_content>`).
 */
export function skillBlock(skill: { id: string, name?: string, body: string, resources?: ReadonlyArray<{ path: string, readable?: boolean }> }): string {
  const readable = (skill.resources ?? []).filter(r => r.readable !== false).map(r => r.path)
  const attrs = `id="${skill.id}"${skill.name && skill.name !== skill.id ? ` name="${skill.name.replace(/"/g, '\'')}"` : ''}`
  return `<skill ${attrs}>\n${skill.body.trim()}\n${readable.length ? `\nFiles of this skill (read_resource): ${readable.join(', ')}\n` : ''}</skill>`
}

/** Ids every tool may use under a policy: the catalog with an unlimited budget lists them all. */
export function availableIds(loadout: CatalogLoadout, policy?: PolicyOptions): string[]
export function availableIds(loadout: CatalogLoadout | AsyncCatalogLoadout, policy?: PolicyOptions): string[] | Promise<string[]>
export function availableIds(loadout: CatalogLoadout | AsyncCatalogLoadout, policy: PolicyOptions = {}): string[] | Promise<string[]> {
  const { pinned, disabled, host } = policy
  const catalog = loadout.catalog({ pinned, disabled, host, budgetChars: Number.MAX_SAFE_INTEGER })
  const ids = (c: Catalog) => c.report.entries.filter(e => e.reason === 'advertised').map(e => e.id)
  return isPromise(catalog) ? catalog.then(ids) : ids(catalog)
}

/**
 * The loadout tools as an AI SDK `ToolSet`: `Skill`, `SkillSearch` and `read_resource`, plus `activate_skill`,
 * `call_skill` and `run_script` when their options are given.
 *
 * ```ts
 * const result = await generateText({
 *   model,
 *   system: catalogPrompt(loadout, { contextWindow: 128_000 }),
 *   prompt,
 *   tools: loadoutTools(loadout),
 *   stopWhen: stepCountIs(8),
 * })
 * ```
 */
/** Over a database (`createSqlLoadout`): the same tools, once the policy is read (`await loadoutTools(sql)`). */
export function loadoutTools(loadout: AsyncToolsLoadout, options?: LoadoutToolsOptions): Promise<ToolSet>
export function loadoutTools(loadout: ToolsLoadout, options?: LoadoutToolsOptions): ToolSet
export function loadoutTools(loadout: AnyToolsLoadout, options: LoadoutToolsOptions = {}): ToolSet | Promise<ToolSet> {
  const builder = toolBuilder(loadout, options)
  return isPromise(builder) ? builder.then(b => b.build(0)) : builder.build(0)
}

/** @internal */
export interface ToolBuilder {
  /** The tool set of a run at a `call_skill` depth (0 at the top); `ancestry` holds the calls above it. */
  build: (depth: number, ancestry?: readonly string[]) => ToolSet
  /** Load a skill through the runtime `Skill` tool (policy-aware), without marking it active: the tool's answer. */
  load: (ref: string) => Promise<Answer>
}

/**
 * The tool set factory behind `loadoutTools`: `build(depth)` is the tool set of a run at that `call_skill` depth (0 at
 * the top). Every depth shares the session.
 * @internal
 */
export function createToolBuilder(loadout: ToolsLoadout, options: LoadoutToolsOptions = {}): ToolBuilder {
  return toolBuilder(loadout, options) as ToolBuilder
}

/**
 * The tool set factory over either loadout: at once over a bundle, once its tools and enum are read over a database.
 * @internal
 */
export function toolBuilder(loadout: ToolsLoadout, options?: LoadoutToolsOptions): ToolBuilder
export function toolBuilder(loadout: AnyToolsLoadout, options?: LoadoutToolsOptions): ToolBuilder | Promise<ToolBuilder>
export function toolBuilder(loadout: AnyToolsLoadout, options: LoadoutToolsOptions = {}): ToolBuilder | Promise<ToolBuilder> {
  const policy = { pinned: options.pinned, disabled: options.disabled, host: options.host, searchLimit: options.searchLimit }
  const activate = activateSettings(options)
  // The host's own loads (activate_skill, call_skill, the agent's injections): the JSON fields, every time.
  const raw = loadout.tools({ ...policy, answerFormat: 'json', dedupe: false })
  // The top-level model's tools: `Skill` answers in `answerFormat`, and briefly for skills the session's context holds.
  const session = options.session ?? createSkillSession()
  const top = loadout.tools({ ...policy, answerFormat: options.answerFormat, enumLimit: options.enumLimit, loaded: session.loaded, dedupe: options.dedupe })
  const opts = { ...options, session }
  if (!isPromise(raw) && !isPromise(top)) return builderOver(loadout, opts, raw, top, () => enumIds(loadout, activate, options) as string[])
  return (async () => {
    const [r, t] = await Promise.all([raw, top])
    const ids = activate ? await enumIds(loadout, activate, options) : []
    return builderOver(loadout, opts, r, t, () => ids)
  })()
}

/** The `activate_skill` options, or undefined when it is off. */
function activateSettings(options: LoadoutToolsOptions): ActivateSkillOptions | undefined {
  return options.activateSkill === true ? {} : options.activateSkill || undefined
}

/** The ids `activate_skill` offers: the given skills the model may use (never a user-only one), else every available one. */
function enumIds(loadout: AnyToolsLoadout, activate: ActivateSkillOptions | undefined, policy: PolicyOptions): string[] | Promise<string[]> {
  if (!activate?.skills) return availableIds(loadout, policy)
  const found = activate.skills.map(ref => loadout.lookup(ref))
  const ids = (es: Array<SkillEntry | undefined>) => [...new Set(es.filter(e => e !== undefined && e.userOnly !== true).map(e => e!.id))]
  return found.some(isPromise) ? Promise.all(found).then(ids) : ids(found as Array<SkillEntry | undefined>)
}

/**
 * The builder over tools already made: `raw` (JSON answers, no dedupe) and `top` (the top-level model's). A nested
 * `call_skill` context gets tools of its own, made on its first call. Each depth's tool set is made by `buildTools`.
 */
function builderOver(
  loadout: AnyToolsLoadout,
  options: LoadoutToolsOptions & { session: SkillSession },
  raw: LoadoutTool[],
  top: LoadoutTool[],
  enumOf: () => string[],
): ToolBuilder {
  const { session, runScript, onActivate } = options
  const { activateSkill, maxActivated, maxDepth } = checkedLimits(options)
  const base = named(raw)
  // Skills the host had active in run_script before any loadout tool touched it stay usable; the others must be
  // activated in this session (so that concurrent runs sharing one run_script do not lend each other skills).
  const ours = runScript ? loadoutActivated(runScript) : undefined
  let enumCache: string[] | undefined
  const ctx: ToolContext = {
    loadout,
    options,
    session,
    base,
    top: named(top),
    activateSkill,
    maxActivated,
    maxDepth,
    hostActive: new Set(runScript ? [...runScript.active].filter(id => !ours!.has(id)) : []),
    enumIds: () => (enumCache ??= enumOf()),
    nestedTools: seen => nestedTools(loadout, options, seen),
    activate: (id, via) => activateIn({ session, runScript, onActivate }, id, via),
    loadSkill: (name: string): Promise<Answer> => base.Skill.execute({ name }),
    build: (depth, ancestry = []) => buildTools(ctx, raw.length, depth, ancestry),
  }
  return { build: ctx.build, load: ctx.loadSkill }
}

/** The limits of `activate_skill` and `call_skill`, checked (a TypeError for a bad one) when the tool is on. */
function checkedLimits(options: LoadoutToolsOptions) {
  const activateSkill = activateSettings(options)
  const maxActivated = activateSkill?.maxActivatedSkills ?? DEFAULT_MAX_ACTIVATED
  if (activateSkill && !(Number.isInteger(maxActivated) && maxActivated >= 1))
    throw new TypeError(`loadoutTools: maxActivatedSkills must be a whole number >= 1, got ${String(maxActivated)}`)
  const { callSkill } = options
  const maxDepth = callSkill?.maxDepth ?? DEFAULT_MAX_DEPTH
  if (callSkill && !(Number.isInteger(maxDepth) && maxDepth >= 0))
    throw new TypeError(`loadoutTools: callSkill.maxDepth must be a whole number >= 0, got ${String(maxDepth)}`)
  if (callSkill && !callSkill.model) throw new TypeError('loadoutTools: callSkill needs the model nested runs use ({ model })')
  return { activateSkill, maxActivated, maxDepth }
}

/** The model's runtime tools of a nested context, whose `seen` holds the skill it runs (made on first use). */
function nestedTools(loadout: AnyToolsLoadout, options: LoadoutToolsOptions, seen: Set<string>): () => Promise<NamedTools> {
  let made: Promise<NamedTools> | undefined
  return () => (made ??= Promise.resolve(loadout.tools({
    pinned: options.pinned,
    disabled: options.disabled,
    host: options.host,
    searchLimit: options.searchLimit,
    answerFormat: options.answerFormat,
    enumLimit: options.enumLimit,
    loaded: seen,
    dedupe: options.dedupe,
  })).then(named))
}

/** The tool set of a run at `depth`: the runtime's three, then each optional tool that is on. */
function buildTools(ctx: ToolContext, available: number, depth: number, ancestry: readonly string[]): ToolSet {
  // No skill available: no skill tools at all (the guide), rather than tools that can only refuse.
  if (available === 0) return {}
  const level = { depth, ancestry }
  const { callSkill, runScript } = ctx.options
  const tools = runtimeTools(ctx, level)
  if (ctx.activateSkill) tools.activate_skill = activateSkillTool(ctx, ctx.activateSkill, level)
  if (callSkill) tools.call_skill = callSkillTool(ctx, callSkill, level)
  if (runScript) tools.run_script = runScriptTool(ctx, runScript)
  return tools
}
