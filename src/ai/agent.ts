/**
 * A skill agent on the Vercel AI SDK: progressive loading in three stages (catalog, activation, execution), keyword
 * or LLM routing, `call_skill` chaining, MCP tools and `run_script`. Each `run()` has its own state (activated
 * skills, calls, cache): concurrent runs never share it. No Node built-ins (stdio MCP servers aside).
 */
import { generateText, stepCountIs } from 'ai'
import type { LanguageModel, StepResult, ToolSet } from 'ai'
import type { Loadout } from '../runtime/loadout'
import type { ExplicitResolution, LoadedSkill, MatchOptions, MatchResult, PolicyOptions, SkillEntry } from '../runtime/types'
import { createMcpTools, type McpOptions, type McpServerStatus, type McpTools } from './mcp'
import { buildCatalogPrompt, type CatalogPromptResult } from './prompt'
import {
  activateIn,
  addUsage,
  answerContent,
  type AsyncToolsLoadout,
  availableIds,
  createSkillSession,
  toolBuilder,
  DEFAULT_MAX_DEPTH,
  type ActivationSource,
  type Logger,
  type LoadoutToolsOptions,
  type RunScriptLike,
  type SkillCall,
  type Usage,
} from './tools'

/** What the agent needs from a loadout (`virtual:loadout`'s `loadout`, `loadFromDisk()`, or `createSqlLoadout(db)`). */
export type AgentLoadout = BundleAgentLoadout | AsyncAgentLoadout
type BundleAgentLoadout = Pick<Loadout, 'tools' | 'catalog' | 'lookup' | 'match' | 'entries'> & Partial<Pick<Loadout, 'load' | 'resolveExplicit'>>
/** A loadout over a database: every answer awaited, and its core entries listed (`SqlLoadout`). */
export interface AsyncAgentLoadout extends AsyncToolsLoadout {
  match: (task: string, options?: MatchOptions) => Promise<MatchResult[]>
  load: (ref: string) => Promise<LoadedSkill>
  resolveExplicit: (task: string) => Promise<ExplicitResolution>
  readonly core: readonly SkillEntry[]
}

export type Routing = 'keyword' | 'llm'

export interface SkillAgentOptions extends PolicyOptions {
  /** Any AI SDK language model (`openai('gpt-4o')`, `anthropic(...)`, a gateway id, or `MockLanguageModelV3` in tests). */
  model: LanguageModel
  loadout: AgentLoadout
  /**
   * How skills are chosen before the answer:
   * - `'keyword'` (default): `match()` ranks the skills before the model is called and the best ones' instructions go
   *   into the system prompt: no model call and no tokens spent on routing;
   * - `'llm'`: a first call shows the catalog and an `activate_skill` tool; the chosen skills' instructions go into a
   *   second call. When the model activates nothing, its first answer stands.
   */
  routing?: Routing
  /** Most skills routing activates (core skills come on top: they are always loaded). Default 3. */
  maxActivatedSkills?: number
  /** LLM routing: the catalog's budget in tokens. Default: from `contextWindow` (Maka's 2% policy). */
  catalogTokenBudget?: number
  /** The model's context window in tokens, for the catalog budget. */
  contextWindow?: number
  /**
   * Put the catalog (and brief instructions on `Skill` / `SkillSearch`) in the answering call's system prompt too.
   * Default false: routed skills are in the prompt and `SkillSearch` finds the others.
   */
  catalog?: boolean
  /** Keyword routing: `match()` options (`minScore`, `trigger`). */
  match?: Omit<MatchOptions, 'limit'>
  /**
   * Keyword routing: a matched skill's instructions go into the prompt only when its score is at least this share of
   * the best match's (bodies cost tokens; a distant second is left to SkillSearch). Default 0.5; 0 keeps every match.
   */
  minRelativeScore?: number
  /** `call_skill` chaining: on by default (depth limit 5); `false` turns it off. */
  callSkill?: false | { maxDepth?: number, maxSteps?: number }
  /** MCP servers (through `@ai-sdk/mcp`), connected on the first run; their tools are `mcp__<server>__<tool>`. */
  mcp?: McpOptions
  /** The `run_script` tool of `unplugin-loadout/node` (`createRunScript`): skills become active in it as they load. */
  runScript?: RunScriptLike
  /** The base system prompt. */
  system?: string
  /** More tools for every call (and nested `call_skill` runs). */
  tools?: ToolSet
  /** Most model steps of the answering call. Default 10. */
  maxSteps?: number
  /** LLM routing: most steps of the routing call (retries after a wrong name). Default 2. */
  routingSteps?: number
  /** Most SkillSearch results. */
  searchLimit?: number
  /** Called once per skill and run, the first time it becomes active. */
  onActivate?: (id: string, via: ActivationSource) => void
  /** `call_skill #N ...` lines go to `info`, MCP failures to `warn`. Default: warnings to `console.warn`. */
  logger?: Logger
}

export interface RunOptions {
  abortSignal?: AbortSignal
  /** Exactly the skills for this run (ids or names): routing is skipped and core skills load only if listed. */
  skills?: readonly string[]
  /** Appended to the base system prompt for this run. */
  system?: string
  /** Most model steps of the answering call. */
  maxSteps?: number
}

/**
 * What `generateText` resolves to with any tools. Inferred rather than written as `GenerateTextResult<...>`, whose
 * type parameters differ between ai 6 (tools, output) and ai 7 (tools, runtime context, output).
 */
export type TextResult = Awaited<ReturnType<typeof generateText<ToolSet>>>

export interface SkillAgentResult {
  text: string
  /** Ids of every skill loaded in the run (routed, core, then through Skill or call_skill), in order. */
  activated: string[]
  /** How this run's skills were chosen. */
  routing: Routing | 'explicit'
  /**
   * The skills the model activated itself, in order: through `activate_skill` (LLM routing), `Skill` or
   * `call_skill`; not those keyword routing, core skills or the prompt's `/name` loaded. Empty when it loaded none.
   */
  chosen: string[]
  /** Every `call_skill` invocation, numbered. */
  calls: SkillCall[]
  /** The steps of the top-level calls (routing, then answering). */
  steps: StepResult<ToolSet>[]
  /** Tokens of every model call of the run, nested `call_skill` runs included. */
  usage: Usage
  /** The last top-level `generateText` result (response messages, provider metadata...). */
  result: TextResult
  /** Ids of the skills the prompt named with `/name` or `$name`: injected first, without asking the model. */
  named: string[]
  /** A prompt starting with a `/word` that names no skill: the word and the closest skill ids (nothing is injected for it). */
  unknown?: { ref: string, closest: string[] }
}

export interface SkillAgent {
  run: (prompt: string, options?: RunOptions) => Promise<SkillAgentResult>
  /** The MCP connections (undefined without `mcp`). */
  readonly mcp: McpTools | undefined
  /** Where each MCP server stands. */
  mcpStatus: () => McpServerStatus[]
  /** Close the MCP connections. */
  dispose: () => Promise<void>
}

const DEFAULT_MAX_ACTIVATED = 3
const DEFAULT_MAX_STEPS = 10
const DEFAULT_ROUTING_STEPS = 2
const DEFAULT_MIN_RELATIVE_SCORE = 0.5

function positiveInt(value: number | undefined, fallback: number, what: string, min = 1): number {
  if (value === undefined) return fallback
  if (!(Number.isInteger(value) && value >= min)) throw new TypeError(`createSkillAgent: ${what} must be a whole number >= ${min}, got ${String(value)}`)
  return value
}

const join = (...parts: Array<string | undefined | false>) => parts.filter(p => typeof p === 'string' && p.trim() !== '').join('\n\n')

/**
 * Create an agent that gets its skills from a loadout.
 *
 * ```ts
 * import { loadout } from 'virtual:loadout'
 * import { createSkillAgent } from 'unplugin-loadout/ai'
 * const agent = createSkillAgent({ model: openai('gpt-4o'), loadout })
 * const { text, activated } = await agent.run('Pull the tables out of this PDF invoice')
 * ```
 */
export function createSkillAgent(options: SkillAgentOptions): SkillAgent {
  if (!options || typeof options !== 'object') throw new TypeError('createSkillAgent: expected options')
  const { model, loadout } = options
  if (!model) throw new TypeError('createSkillAgent: `model` is required')
  if (!loadout || typeof loadout.tools !== 'function' || typeof loadout.match !== 'function')
    throw new TypeError('createSkillAgent: `loadout` must be a loadout (`loadout` from virtual:loadout, or loadFromDisk())')
  const routing: Routing = options.routing ?? 'keyword'
  if (routing !== 'keyword' && routing !== 'llm') throw new TypeError(`createSkillAgent: routing must be 'keyword' or 'llm', got ${String(routing)}`)
  const maxActivated = positiveInt(options.maxActivatedSkills, DEFAULT_MAX_ACTIVATED, 'maxActivatedSkills')
  const maxSteps = positiveInt(options.maxSteps, DEFAULT_MAX_STEPS, 'maxSteps')
  const routingSteps = positiveInt(options.routingSteps, DEFAULT_ROUTING_STEPS, 'routingSteps')
  const minRelativeScore = options.minRelativeScore ?? DEFAULT_MIN_RELATIVE_SCORE
  if (!(typeof minRelativeScore === 'number' && minRelativeScore >= 0 && minRelativeScore <= 1))
    throw new TypeError(`createSkillAgent: minRelativeScore must be a number from 0 to 1, got ${String(minRelativeScore)}`)
  const callSkill = options.callSkill === false ? undefined : options.callSkill ?? {}
  const maxDepth = callSkill ? positiveInt(callSkill.maxDepth, DEFAULT_MAX_DEPTH, 'callSkill.maxDepth', 0) : 0
  const logger: Logger = options.logger ?? { warn: (m: string) => console.warn(m) }
  const mcp = options.mcp ? createMcpTools({ logger, ...options.mcp }) : undefined
  const policy: PolicyOptions = { pinned: options.pinned, disabled: options.disabled, host: options.host }
  // The loadout and the policy are fixed for the agent: what they allow is computed once, on the first run.
  let available: Set<string> | undefined
  let routingCatalog: CatalogPromptResult | undefined
  let answerCatalog: string | undefined

  async function run(prompt: string, runOptions: RunOptions = {}): Promise<SkillAgentResult> {
    if (typeof prompt !== 'string' || prompt.trim() === '') throw new TypeError('run: the prompt must be a non-empty string')
    const { abortSignal } = runOptions
    const session = createSkillSession()
    const steps: StepResult<ToolSet>[] = []
    const mcpTools = mcp ? await mcp.tools() : {}
    const extraTools: ToolSet = { ...mcpTools, ...options.tools }
    const system = join(options.system, runOptions.system)
    /** What the model activated itself (it held only `activate_skill`'s, so a `Skill` call left it empty). */
    const chosen: string[] = []
    const onActivate = (id: string, via: ActivationSource): void => {
      if (via === 'activate_skill' || via === 'Skill' || via === 'call_skill') chosen.push(id)
      options.onActivate?.(id, via)
    }
    const toolOptions: LoadoutToolsOptions = {
      ...policy,
      session,
      searchLimit: options.searchLimit,
      runScript: options.runScript,
      onActivate,
      logger,
      callSkill: callSkill
        ? { model, maxDepth, maxSteps: callSkill.maxSteps, tools: extraTools, system }
        : undefined,
    }
    const builder = await toolBuilder(loadout, toolOptions)
    available ??= new Set(await availableIds(loadout, policy))
    const allowed = available
    const blocks: string[] = []

    /** A user-only skill the run names, loaded for the user (the model-facing Skill tool refuses it). */
    async function loadForUser(ref: string): Promise<Record<string, unknown>> {
      const e = await loadout.lookup(ref)
      if (!e || !loadout.load) return { error: `skill ${JSON.stringify(ref)} cannot be used: only the user can invoke it` }
      const loaded = await loadout.load(e.id)
      const resources = loaded.resources.map(r => ({ path: r.path, type: r.type, size: r.size, readable: true, kind: r.kind }))
      return { id: e.id, name: e.name, body: loaded.body, resources }
    }

    /**
     * Load a skill into the system prompt, wrapped in `<skill_content>`. `strict`: a run's `skills` option, where a
     * skill that cannot be used is an error (a `/name` in the prompt naming a disabled skill is only a warning).
     */
    async function inject(ref: string, via: ActivationSource, strict = via === 'explicit'): Promise<boolean> {
      let answer = await builder.load(ref)
      // What the user names (a run's `skills`, a `/name` in the prompt) is their choice: a user-only skill is loaded
      // there, never by the model.
      if (via === 'explicit' && answer.reason === 'user_only') answer = await loadForUser(ref)
      if (typeof answer.body !== 'string' || typeof answer.id !== 'string') {
        if (strict) throw new Error(`run: ${String(answer.error ?? `skill ${JSON.stringify(ref)} cannot be used`)}`)
        logger.warn?.(`[loadout] skill "${ref}" could not be loaded: ${String(answer.error)}`)
        return false
      }
      if (session.injected.has(answer.id)) return true
      session.injected.add(answer.id)
      session.loaded.add(answer.id)
      activateIn({ ...toolOptions, session }, answer.id, via)
      blocks.push(answerContent((await loadout.lookup(answer.id))!, answer))
      return true
    }

    // Skills the prompt names (`/pdf ...`, `... $pdf`) go in first, whatever routing would say, without asking the model.
    const explicitRefs: ExplicitResolution = runOptions.skills || !loadout.resolveExplicit ? { named: [] } : await loadout.resolveExplicit(prompt)
    const named: string[] = []
    for (const e of explicitRefs.named) if (await inject(e.id, 'explicit', false)) named.push(e.id)
    if (explicitRefs.unknown) {
      logger.warn?.(`[loadout] no skill is named ${JSON.stringify(explicitRefs.unknown.ref)}${
        explicitRefs.unknown.closest.length ? ` (closest: ${explicitRefs.unknown.closest.join(', ')})` : ''}`)
    }

    // Core skills are always loaded; routing then adds at most `maxActivatedSkills`.
    const explicit = runOptions.skills
    if (!explicit) {
      for (const e of ('core' in loadout ? loadout.core : loadout.entries) ?? []) if (e.priority === 'core' && allowed.has(e.id)) await inject(e.id, 'core')
    }

    let mode: SkillAgentResult['routing'] = routing
    if (explicit) {
      mode = 'explicit'
      for (const ref of explicit) await inject(ref, 'explicit')
    }
    else if (routing === 'keyword') {
      const domain = (await loadout.match(prompt, { ...options.match, limit: maxActivated * 2 }))
        .filter(m => m.tier !== 'core' && !m.explicit && allowed.has(m.id) && !session.injected.has(m.id))
      const floor = (domain[0]?.score ?? 0) * minRelativeScore
      const matched = domain.filter(m => m.score >= floor).slice(0, maxActivated)
      for (const m of matched) await inject(m.id, 'keyword')
    }
    else {
      const routed = routingCatalog ??= await buildCatalogPrompt(loadout, {
        ...policy,
        contextWindow: options.contextWindow,
        tokenBudget: options.catalogTokenBudget,
        mode: 'activate',
        maxActivatedSkills: maxActivated,
      })
      const offered = routed.advertised.filter(id => !session.injected.has(id))
      if (offered.length > 0) {
        const routingTools = (await toolBuilder(loadout, {
          ...toolOptions,
          callSkill: undefined,
          activateSkill: { skills: offered, maxActivatedSkills: maxActivated, includeBody: false },
        })).build(0)
        const routingOnly: ToolSet = { activate_skill: routingTools.activate_skill! }
        const first = await generateText({
          model,
          system: join(system, activeSection(blocks), routed.text),
          prompt,
          tools: routingOnly,
          stopWhen: [stepCountIs(routingSteps), () => session.chosen.length > 0],
          abortSignal,
        })
        steps.push(...(first.steps as StepResult<ToolSet>[]))
        addUsage(session.usage, first.totalUsage)
        if (session.chosen.length === 0 && first.text.trim() !== '') {
          // Nothing activated: the first answer stands.
          return result(first.text, first)
        }
        for (const id of session.chosen) await inject(id, 'activate_skill')
      }
    }

    const catalogText = options.catalog
      ? answerCatalog ??= (await buildCatalogPrompt(loadout, {
          ...policy,
          contextWindow: options.contextWindow,
          tokenBudget: options.catalogTokenBudget,
          mode: 'tools',
          mention: { runScript: !!options.runScript, callSkill: !!callSkill },
        })).text
      : ''
    const answer = await generateText({
      model,
      system: join(system, activeSection(blocks), catalogText) || undefined,
      prompt,
      tools: { ...builder.build(0), ...extraTools },
      stopWhen: stepCountIs(runOptions.maxSteps ?? maxSteps),
      abortSignal,
    })
    steps.push(...(answer.steps as StepResult<ToolSet>[]))
    addUsage(session.usage, answer.totalUsage)
    return result(answer.text, answer)

    function result(text: string, last: TextResult): SkillAgentResult {
      return {
        text,
        activated: [...session.activated],
        routing: mode,
        chosen: [...chosen],
        calls: session.calls.map(c => ({ ...c })),
        steps,
        usage: { ...session.usage },
        result: last,
        named,
        ...(explicitRefs.unknown ? { unknown: explicitRefs.unknown } : {}),
      }
    }
  }

  return {
    run,
    mcp,
    mcpStatus: () => mcp?.status() ?? [],
    dispose: async () => {
      await mcp?.dispose()
    },
  }
}

function activeSection(blocks: string[]): string {
  if (blocks.length === 0) return ''
  return `## Active skills\n\nThese skills were loaded for this task: follow their instructions.\n\n${blocks.join('\n\n')}`
}
