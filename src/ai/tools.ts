/**
 * The loadout tools as Vercel AI SDK tools: `Skill`, `SkillSearch`, `read_resource` (the runtime's), and when enabled
 * `activate_skill` (LLM routing), `call_skill` (a skill hands a sub-task to another skill) and `run_script` (Node
 * hosts, from `unplugin-loadout/node`). No Node built-ins: runs wherever the AI SDK runs.
 *
 * Every `execute` answers instead of throwing: a bad name, a refusal or a limit is `{ error, ... }` the model can act on.
 */
import { generateText, jsonSchema, stepCountIs, tool } from 'ai'
import type { JSONSchema7, LanguageModel, LanguageModelUsage, Tool, ToolExecutionOptions, ToolSet } from 'ai'
import { skillContent } from '../runtime/content'
import type { Loadout } from '../runtime/loadout'
import type { Catalog, JsonSchema, LoadoutTool, PolicyOptions, SkillEntry, ToolsOptions } from '../runtime/types'
import { type AsyncCatalogLoadout, type CatalogLoadout, isPromise } from './prompt'

/** What the AI tools need from a loadout (`virtual:loadout`'s `loadout`, or `loadFromDisk()`). */
export type ToolsLoadout = Pick<Loadout, 'tools' | 'catalog' | 'lookup'>
/** The same from a loadout over a database (`createSqlLoadout`): its answers are awaited. */
export interface AsyncToolsLoadout extends AsyncCatalogLoadout {
  tools: (options?: ToolsOptions) => Promise<LoadoutTool[]>
  lookup: (ref: string) => Promise<SkillEntry | undefined>
}
type AnyToolsLoadout = ToolsLoadout | AsyncToolsLoadout

/** Where log lines go. Every method is optional; `warn` defaults to `console.warn`, the others to nothing. */
export interface Logger {
  debug?: (message: string) => void
  info?: (message: string) => void
  warn?: (message: string) => void
}

/**
 * The `run_script` tool of `unplugin-loadout/node` (`createRunScript(...)`), or anything with the same shape.
 * Typed structurally so that this module never imports Node code.
 */
export interface RunScriptLike {
  name: 'run_script'
  description: string
  inputSchema: JsonSchema
  /** `abortSignal`: the run's, so that aborting the run ends the script. */
  execute: (input: { skill?: unknown, path?: unknown, args?: unknown }, options?: { abortSignal?: AbortSignal }) => Promise<unknown>
  /** Marks a skill active (by id or name); returns its id. */
  activate: (ref: string) => string | undefined
  /** Ids of the active skills. */
  readonly active: ReadonlySet<string>
}

/** Token usage summed over model calls. */
export interface Usage {
  inputTokens: number
  outputTokens: number
  totalTokens: number
}

/** One `call_skill` invocation, numbered in its run. */
export interface SkillCall {
  /** 1-based number in the run (the `#N` of the log line). */
  n: number
  /** The skill id (or the reference given, when it names no skill). */
  skill: string
  message: string
  /** Depth of the nested run this call starts (a call from the top-level model has depth 1). */
  depth: number
  /** `ok`: ran; `cached`: the same skill and message were answered earlier in the run; the others are refusals. */
  status: 'ok' | 'cached' | 'depth_limit' | 'cycle' | 'error'
  error?: string
}

/** How a skill came to be active in a run. */
export type ActivationSource = 'keyword' | 'explicit' | 'core' | 'activate_skill' | 'Skill' | 'call_skill'

/**
 * The state of one run: the skills activated, the `call_skill` calls and their cache. Create one per run (or per
 * conversation) with `createSkillSession()` and pass it to `loadoutTools`; never share one between concurrent runs.
 */
export interface SkillSession {
  /** Ids of the skills loaded in this run, in order, each once. */
  readonly activated: string[]
  /** Ids chosen through `activate_skill` (what `maxActivatedSkills` bounds). */
  readonly chosen: string[]
  /** Every `call_skill` invocation. */
  readonly calls: SkillCall[]
  /** Tokens used by the nested `call_skill` runs (and, in the agent, by every model call of the run). */
  readonly usage: Usage
  /** Ids whose instructions are already in the system prompt (the agent injected them). */
  readonly injected: Set<string>
  /**
   * Ids whose instructions the top-level model already has (injected, or answered by `Skill` / `activate_skill`):
   * `Skill` answers them briefly, `{ id, status: 'already_loaded' }`. A host that compacts a conversation and drops a
   * skill's content (see `isSkillContent`) deletes its id here, so the next `Skill` call sends it again.
   */
  readonly loaded: Set<string>
  /** @internal `call_skill` answers by skill id and message. */
  readonly cache: Map<string, Record<string, unknown>>
  /** @internal `call_skill` runs in progress, by key: the chain above them, and their answer to come. */
  readonly running: Map<string, { chain: string, answer: Promise<Record<string, unknown> | undefined> }>
}

export function createSkillSession(): SkillSession {
  return {
    activated: [],
    chosen: [],
    calls: [],
    usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    injected: new Set(),
    loaded: new Set(),
    cache: new Map(),
    running: new Map(),
  }
}

/** Add a model call's usage to a total. */
export function addUsage(total: Usage, usage: Partial<Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens' | 'totalTokens'>> | undefined): void {
  if (!usage) return
  const input = usage.inputTokens ?? 0
  const output = usage.outputTokens ?? 0
  total.inputTokens += input
  total.outputTokens += output
  total.totalTokens += usage.totalTokens ?? input + output
}

export interface ActivateSkillOptions {
  /** The most skills `activate_skill` activates in a session; later calls get an error answer. Default 3. */
  maxActivatedSkills?: number
  /**
   * Skills (ids or names) the `name` enum offers, as ids. Default: every skill the policy allows (pass the catalog's
   * ids to keep the enum short).
   */
  skills?: readonly string[]
  /**
   * Answer with the skill's instructions (a one-loop agent: the model reads them in the tool result). Default true.
   * The agent sets false: it injects the instructions into the system prompt of a second call.
   */
  includeBody?: boolean
}

export interface CallSkillOptions {
  /** The model nested runs use (the agent passes its own). */
  model: LanguageModel
  /** The deepest nesting: a call that would start a run deeper than this gets an error answer. Default 5. */
  maxDepth?: number
  /** Most model steps of one nested run. Default 8. */
  maxSteps?: number
  /** More tools for nested runs (MCP tools, the host's own); the loadout tools are always there. */
  tools?: ToolSet
  /** Text put before the skill's instructions in a nested run's system prompt. */
  system?: string
}

/** `tools()` options but `loaded`: the session's `loaded` set is the one the tools use. */
export interface LoadoutToolsOptions extends Omit<ToolsOptions, 'loaded'> {
  /** The run state; default: a new session for this tool set. Read `session.activated` / `session.calls` after a run. */
  session?: SkillSession
  /** Expose `activate_skill` (LLM routing): `true` or options. Default off. */
  activateSkill?: boolean | ActivateSkillOptions
  /** Expose `call_skill` (skill chaining): it needs the model nested runs use. Default off. */
  callSkill?: CallSkillOptions
  /** Expose `run_script` (Node hosts: `createRunScript` from `unplugin-loadout/node`); skills become active in it as they load. */
  runScript?: RunScriptLike
  /** Called once per skill, the first time it becomes active in the session. */
  onActivate?: (id: string, via: ActivationSource) => void
  /** Receives the `call_skill #N skill=... depth=...` lines. */
  logger?: Logger
}

/** The name of every tool this module can create. */
export const TOOL_NAMES = ['Skill', 'SkillSearch', 'read_resource', 'activate_skill', 'call_skill', 'run_script'] as const

const DEFAULT_MAX_ACTIVATED = 3
export const DEFAULT_MAX_DEPTH = 5
const DEFAULT_NESTED_STEPS = 8
/** Enum values listed in the error answer of `activate_skill`. */
const LISTED_IN_ERRORS = 20

type Answer = Record<string, unknown>

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

function aiTool(description: string, schema: JsonSchema | JSONSchema7, execute: (input: any, options: ToolExecutionOptions) => Promise<unknown>): Tool {
  return tool<any, any>({ description, inputSchema: jsonSchema<any>(schema as JSONSchema7), execute, toModelOutput })
}

/**
 * What the model reads of a tool's answer: a `<skill_content>` block as plain text (as the guide shows it, not
 * escaped inside JSON), anything else as JSON.
 */
function toModelOutput({ output }: { output: unknown }): { type: 'text', value: string } | { type: 'json', value: any } {
  const content = (output as Answer | undefined)?.content
  return typeof content === 'string' ? { type: 'text', value: content } : { type: 'json', value: (output ?? null) as any }
}

/** A skill's loaded instructions as the model receives them (`answerFormat` of the tools): wrapped, or the JSON fields. */
function present(answer: Answer, entry: SkillEntry | undefined, format: ToolsOptions['answerFormat']): Answer {
  if (format === 'json' || typeof answer.body !== 'string' || !entry) return answer
  return { id: answer.id, name: answer.name, content: answerContent(entry, answer) }
}

/**
 * The `<skill_content>` block of a `Skill` answer in JSON (`{ body, resources }`): its files are the answer's, as a
 * bundle's entries list none (they come with the skill's chunk).
 */
export function answerContent(entry: SkillEntry, answer: Answer): string {
  const resources = Array.isArray(answer.resources) ? answer.resources as Array<{ path: string }> : []
  return skillContent({ ...entry, resources }, String(answer.body))
}

/** Skills each `run_script` tool had activated by loadout tools (so that a run only uses what it activated). */
const activatedByLoadout = new WeakMap<object, Set<string>>()

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
 * `call_skill` context gets tools of its own, made on its first call.
 */
function builderOver(
  loadout: AnyToolsLoadout,
  options: LoadoutToolsOptions & { session: SkillSession },
  raw: LoadoutTool[],
  top: LoadoutTool[],
  enumOf: () => string[],
): ToolBuilder {
  const { session, runScript, callSkill, onActivate, logger } = options
  const policy = { pinned: options.pinned, disabled: options.disabled, host: options.host, searchLimit: options.searchLimit }
  const named = (tools: LoadoutTool[]) => Object.fromEntries(tools.map(t => [t.name, t])) as Record<LoadoutTool['name'], LoadoutTool>
  const base = named(raw)
  const topTools = named(top)
  /** The model's tools of a nested context, whose `seen` holds the skill it runs. */
  const nestedTools = (seen: Set<string>) => {
    let made: Promise<Record<LoadoutTool['name'], LoadoutTool>> | undefined
    return () => (made ??= Promise.resolve(loadout.tools({
      ...policy,
      answerFormat: options.answerFormat,
      enumLimit: options.enumLimit,
      loaded: seen,
      dedupe: options.dedupe,
    })).then(named))
  }

  const activateOptions = activateSettings(options)
  const maxActivated = activateOptions?.maxActivatedSkills ?? DEFAULT_MAX_ACTIVATED
  if (activateOptions && !(Number.isInteger(maxActivated) && maxActivated >= 1))
    throw new TypeError(`loadoutTools: maxActivatedSkills must be a whole number >= 1, got ${String(maxActivated)}`)
  const maxDepth = callSkill?.maxDepth ?? DEFAULT_MAX_DEPTH
  if (callSkill && !(Number.isInteger(maxDepth) && maxDepth >= 0))
    throw new TypeError(`loadoutTools: callSkill.maxDepth must be a whole number >= 0, got ${String(maxDepth)}`)
  if (callSkill && !callSkill.model) throw new TypeError('loadoutTools: callSkill needs the model nested runs use ({ model })')

  // Skills the host had active in run_script before any loadout tool touched it stay usable; the others must be
  // activated in this session (so that concurrent runs sharing one run_script do not lend each other skills).
  const ours = runScript ? loadoutActivated(runScript) : undefined
  const hostActive = new Set(runScript ? [...runScript.active].filter(id => !ours!.has(id)) : [])
  const activate = (id: string, via: ActivationSource) => activateIn({ session, runScript, onActivate }, id, via)

  /** Load a skill through the runtime `Skill` tool (policy-aware), without marking it active. */
  const loadSkill = (name: string): Promise<Answer> => base.Skill.execute({ name })

  let enumCache: string[] | undefined
  const enumList = () => (enumCache ??= enumOf())

  function build(depth: number, ancestry: readonly string[] = []): ToolSet {
    // No skill available: no skill tools at all (the guide), rather than tools that can only refuse.
    if (raw.length === 0) return {}
    // The top-level model's context is the session's; a nested call_skill run starts a context of its own, which
    // holds the called skill's instructions.
    const own = depth === 0
      ? () => Promise.resolve(topTools)
      : nestedTools(new Set(ancestry.length ? [ancestry[ancestry.length - 1]!.split('\u0000')[0]!] : []))
    const tools: ToolSet = {
      Skill: aiTool(topTools.Skill.description, topTools.Skill.inputSchema, async (input) => {
        const answer = await (await own()).Skill.execute(input ?? {})
        if (typeof answer.id === 'string' && (typeof answer.content === 'string' || typeof answer.body === 'string' || answer.status === 'already_loaded'))
          activate(answer.id, 'Skill')
        return answer
      }),
      SkillSearch: aiTool(base.SkillSearch.description, base.SkillSearch.inputSchema, input => base.SkillSearch.execute(input ?? {})),
      read_resource: aiTool(base.read_resource.description, base.read_resource.inputSchema, input => base.read_resource.execute(input ?? {})),
    }

    if (activateOptions) {
      const ids = enumList()
      tools.activate_skill = aiTool(
        `Activate a skill this task needs: its instructions are then ${activateOptions.includeBody === false ? 'given to you' : 'returned'}. `
        + `Call it once per skill, at most ${maxActivated} skills; calling it again for an active skill does nothing.`,
        {
          type: 'object',
          properties: { name: { type: 'string', enum: ids, description: 'The id of a skill from the catalog.' } },
          required: ['name'],
          additionalProperties: false,
        },
        async (input) => {
          const ref = typeof input?.name === 'string' ? input.name.trim() : ''
          const e = ref ? await loadout.lookup(ref) : undefined
          if (!e || !ids.includes(e.id)) {
            return {
              error: `Unknown skill ${JSON.stringify(ref)}: name must be one of the listed skill ids.`,
              valid: ids.slice(0, LISTED_IN_ERRORS),
            }
          }
          if (session.chosen.includes(e.id)) return { id: e.id, status: 'already_active' }
          if (session.chosen.length >= maxActivated) {
            return {
              error: `At most ${maxActivated} skills can be activated; already active: ${session.chosen.join(', ')}. Continue with these.`,
              status: 'limit',
            }
          }
          // Reserve the slot before loading: parallel calls in one step run concurrently.
          session.chosen.push(e.id)
          const answer = await loadSkill(e.id)
          if (typeof answer.body !== 'string') {
            session.chosen.splice(session.chosen.indexOf(e.id), 1)
            return answer
          }
          activate(e.id, 'activate_skill')
          if (activateOptions.includeBody === false) return { id: e.id, status: 'activated' }
          if (depth === 0) session.loaded.add(e.id)
          return { ...present(answer, e, options.answerFormat), status: 'activated' }
        },
      )
    }

    if (callSkill) {
      tools.call_skill = aiTool(
        'Hand a sub-task to another skill: it runs with that skill\'s instructions and answers your message. '
        + 'Use it when a skill\'s instructions say to involve another skill.',
        {
          type: 'object',
          properties: {
            skill: { type: 'string', description: 'The id or name of the skill to call.' },
            message: { type: 'string', description: 'What that skill should do, with everything it needs.' },
          },
          required: ['skill', 'message'],
          additionalProperties: false,
        },
        async (input, { abortSignal }) => {
          const n = session.calls.length + 1
          const ref = typeof input?.skill === 'string' ? input.skill.trim() : ''
          const msg = typeof input?.message === 'string' ? input.message : ''
          const childDepth = depth + 1
          const record: SkillCall = { n, skill: ref, message: msg, depth: childDepth, status: 'ok' }
          session.calls.push(record)
          const log = (suffix = '') => logger?.info?.(`call_skill #${n} skill=${record.skill} depth=${childDepth}${suffix}`)
          const refuse = (status: SkillCall['status'], error: string, extra: Answer = {}) => {
            record.status = status
            record.error = error
            log(` ${status}: ${error}`)
            return { error, call: n, ...extra }
          }
          if (!ref || !msg.trim()) return refuse('error', 'call_skill needs { "skill": "<id or name>", "message": "<what to do>" }.')
          const loaded = await loadSkill(ref)
          if (typeof loaded.body !== 'string' || typeof loaded.id !== 'string')
            return refuse('error', String(loaded.error ?? `Skill ${JSON.stringify(ref)} cannot be called.`), loaded.closest ? { closest: loaded.closest } : {})
          const id = loaded.id
          record.skill = id
          const key = `${id}\u0000${msg}`
          if (ancestry.includes(key))
            return refuse('cycle', `Skill "${id}" is already answering this same message further up the chain; answer it yourself.`)
          const chain = ancestry.join('\u0001')
          // The same call already answered, or running beside this one (parallel calls of one step: waiting on a
          // sibling never deadlocks, as a sibling's chain never waits on this one's ancestors).
          const running = session.running.get(key)
          const cached = session.cache.get(key) ?? (running?.chain === chain ? await running.answer : undefined)
          if (cached) {
            record.status = 'cached'
            log(' cached')
            return { ...cached, call: n, cached: true }
          }
          if (childDepth > maxDepth)
            return refuse('depth_limit', `call_skill depth limit reached (${maxDepth}): finish this step without calling another skill.`, { depth: childDepth })
          log()
          activate(id, 'call_skill')
          let settle!: (answer: Record<string, unknown> | undefined) => void
          const entry = { chain, answer: new Promise<Record<string, unknown> | undefined>(resolve => (settle = resolve)) }
          if (!running) session.running.set(key, entry)
          try {
            const result = await generateText({
              model: callSkill.model,
              system: [
                callSkill.system,
                `You are running the skill "${id}" for another skill, which sent you the message below through call_skill. `
                + 'Follow the skill\'s instructions and answer with the result.',
                answerContent((await loadout.lookup(id))!, loaded),
              ].filter(Boolean).join('\n\n'),
              prompt: msg,
              tools: { ...callSkill.tools, ...build(childDepth, [...ancestry, key]) },
              stopWhen: stepCountIs(callSkill.maxSteps ?? DEFAULT_NESTED_STEPS),
              abortSignal,
            })
            addUsage(session.usage, result.totalUsage)
            const answer = { skill: id, depth: childDepth, text: result.text }
            session.cache.set(key, answer)
            settle(answer)
            return { ...answer, call: n }
          }
          catch (err) {
            settle(undefined)
            return refuse('error', `call_skill ${id} failed: ${message(err)}`)
          }
          finally {
            if (session.running.get(key) === entry) session.running.delete(key)
          }
        },
      )
    }

    if (runScript) {
      tools.run_script = aiTool(runScript.description, runScript.inputSchema, async (input, options) => {
        const ref = typeof input?.skill === 'string' ? input.skill : ''
        const e = ref ? await loadout.lookup(ref) : undefined
        if (e && !session.activated.includes(e.id) && !hostActive.has(e.id))
          return { error: `Skill "${e.id}" is not active: load it with the Skill tool first` }
        return runScript.execute(input ?? {}, { abortSignal: options?.abortSignal })
      })
    }

    return tools
  }

  return { build, load: loadSkill }
}

/**
 * Mark skills active in a session outside the tools (keyword routing, explicit skills, core skills), with the same
 * effects as the `Skill` tool: `run_script` may run their scripts and `onActivate` is told.
 * @internal
 */
export function activateIn(
  options: Pick<LoadoutToolsOptions, 'session' | 'runScript' | 'onActivate'> & { session: SkillSession },
  id: string,
  via: ActivationSource,
): void {
  const { session, runScript, onActivate } = options
  if (session.activated.includes(id)) return
  session.activated.push(id)
  if (runScript && !runScript.active.has(id)) {
    const got = runScript.activate(id)
    if (got !== undefined) loadoutActivated(runScript).add(got)
  }
  onActivate?.(id, via)
}

function loadoutActivated(runScript: RunScriptLike): Set<string> {
  let ids = activatedByLoadout.get(runScript)
  if (!ids) activatedByLoadout.set(runScript, ids = new Set())
  return ids
}
