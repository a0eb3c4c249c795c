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
  type ActivationSource,
  addUsage,
  answerContent,
  type AsyncToolsLoadout,
  availableIds,
  createSkillSession,
  DEFAULT_MAX_ACTIVATED,
  DEFAULT_MAX_DEPTH,
  type LoadoutToolsOptions,
  type Logger,
  type RunScriptLike,
  type SkillCall,
  toolBuilder,
  type ToolBuilder,
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

const DEFAULT_MAX_STEPS = 10
const DEFAULT_ROUTING_STEPS = 2
const DEFAULT_MIN_RELATIVE_SCORE = 0.5

function positiveInt(value: number | undefined, fallback: number, what: string, min = 1): number {
  if (value === undefined) return fallback
  if (!(Number.isInteger(value) && value >= min)) throw new TypeError(`createSkillAgent: ${what} must be a whole number >= ${min}, got ${String(value)}`)
  return value
}

const join = (...parts: Array<string | undefined | false>) => parts.filter(p => typeof p === 'string' && p.trim() !== '').join('\n\n')

/** The agent's options, checked once; and what its fixed loadout and policy allow, computed on the first run. */
interface AgentSettings {
  options: SkillAgentOptions
  model: LanguageModel
  loadout: AgentLoadout
  routing: Routing
  maxActivated: number
  maxSteps: number
  routingSteps: number
  minRelativeScore: number
  callSkill: { maxDepth?: number, maxSteps?: number } | undefined
  maxDepth: number
  logger: Logger
  mcp: McpTools | undefined
  policy: PolicyOptions
  /** Computed on the first run: the ids the policy allows, the routing catalog, the answering call's catalog. */
  cache: { available?: Set<string>, routingCatalog?: CatalogPromptResult, answerCatalog?: string }
}

/** Check `createSkillAgent`'s options (a TypeError naming the bad one) and fill in the defaults. */
function agentSettings(options: SkillAgentOptions): AgentSettings {
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
  return { options, model, loadout, routing, maxActivated, maxSteps, routingSteps, minRelativeScore, callSkill, maxDepth, logger, mcp, policy, cache: {} }
}

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
  const settings = agentSettings(options)
  const { mcp } = settings
  return {
    run: (prompt, runOptions = {}) => runAgent(settings, prompt, runOptions),
    mcp,
    mcpStatus: () => mcp?.status() ?? [],
    dispose: async () => {
      await mcp?.dispose()
    },
  }
}

/**
 * One run, in the loop's order: the skills the prompt names, the core skills, routing (keyword, or an LLM call that
 * may answer by itself), then the answering call.
 */
async function runAgent(settings: AgentSettings, prompt: string, runOptions: RunOptions): Promise<SkillAgentResult> {
  if (typeof prompt !== 'string' || prompt.trim() === '') throw new TypeError('run: the prompt must be a non-empty string')
  const run = await AgentRun.start(settings, prompt, runOptions)
  await run.injectNamed()
  if (!runOptions.skills) await run.injectCore()
  if (runOptions.skills) await run.injectExplicit(runOptions.skills)
  else if (settings.routing === 'keyword') await run.routeByKeyword()
  else {
    const first = await run.routeByModel()
    if (first) return first
  }
  return run.answer()
}

/** The state of one run: its session, its tools, the skills' blocks for the system prompt, the steps taken. */
class AgentRun {
  readonly session = createSkillSession()
  readonly steps: StepResult<ToolSet>[] = []
  /** What the model activated itself (it held only `activate_skill`'s, so a `Skill` call left it empty). */
  readonly chosen: string[] = []
  /** The `<skill_content>` blocks of the skills loaded into the system prompt. */
  readonly blocks: string[] = []
  /** Ids of the skills the prompt named. */
  readonly named: string[] = []
  mode: SkillAgentResult['routing']
  explicitRefs: ExplicitResolution = { named: [] }
  toolOptions!: LoadoutToolsOptions
  builder!: ToolBuilder
  extraTools: ToolSet = {}
  system: string
  allowed!: Set<string>

  private constructor(readonly settings: AgentSettings, readonly prompt: string, readonly runOptions: RunOptions) {
    this.mode = settings.routing
    this.system = join(settings.options.system, runOptions.system)
  }

  /** A run with its tools made: MCP tools connected, the loadout tools over this run's session. */
  static async start(settings: AgentSettings, prompt: string, runOptions: RunOptions): Promise<AgentRun> {
    const run = new AgentRun(settings, prompt, runOptions)
    const { options, mcp, model, callSkill, maxDepth, logger, loadout, policy } = settings
    const mcpTools = mcp ? await mcp.tools() : {}
    run.extraTools = { ...mcpTools, ...options.tools }
    const onActivate = (id: string, via: ActivationSource): void => {
      if (via === 'activate_skill' || via === 'Skill' || via === 'call_skill') run.chosen.push(id)
      options.onActivate?.(id, via)
    }
    run.toolOptions = {
      ...policy,
      session: run.session,
      searchLimit: options.searchLimit,
      runScript: options.runScript,
      onActivate,
      logger,
      callSkill: callSkill
        ? { model, maxDepth, maxSteps: callSkill.maxSteps, tools: run.extraTools, system: run.system }
        : undefined,
    }
    run.builder = await toolBuilder(loadout, run.toolOptions)
    run.allowed = settings.cache.available ??= new Set(await availableIds(loadout, policy))
    return run
  }

  /** A user-only skill the run names, loaded for the user (the model-facing Skill tool refuses it). */
  async loadForUser(ref: string): Promise<Record<string, unknown>> {
    const { loadout } = this.settings
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
  async inject(ref: string, via: ActivationSource, strict = via === 'explicit'): Promise<boolean> {
    const { session } = this
    let answer = await this.builder.load(ref)
    // What the user names (a run's `skills`, a `/name` in the prompt) is their choice: a user-only skill is loaded
    // there, never by the model.
    if (via === 'explicit' && answer.reason === 'user_only') answer = await this.loadForUser(ref)
    if (typeof answer.body !== 'string' || typeof answer.id !== 'string') {
      if (strict) throw new Error(`run: ${String(answer.error ?? `skill ${JSON.stringify(ref)} cannot be used`)}`)
      this.settings.logger.warn?.(`[loadout] skill "${ref}" could not be loaded: ${String(answer.error)}`)
      return false
    }
    if (session.injected.has(answer.id)) return true
    session.injected.add(answer.id)
    session.loaded.add(answer.id)
    activateIn({ ...this.toolOptions, session }, answer.id, via)
    this.blocks.push(answerContent((await this.settings.loadout.lookup(answer.id))!, answer))
    return true
  }

  /** Skills the prompt names (`/pdf ...`, `... $pdf`) go in first, whatever routing would say, without asking the model. */
  async injectNamed(): Promise<void> {
    const { loadout, logger } = this.settings
    const refs = this.runOptions.skills || !loadout.resolveExplicit ? { named: [] } : await loadout.resolveExplicit(this.prompt)
    this.explicitRefs = refs
    for (const e of refs.named) if (await this.inject(e.id, 'explicit', false)) this.named.push(e.id)
    if (refs.unknown) {
      logger.warn?.(`[loadout] no skill is named ${JSON.stringify(refs.unknown.ref)}${
        refs.unknown.closest.length ? ` (closest: ${refs.unknown.closest.join(', ')})` : ''}`)
    }
  }

  /** Core skills are always loaded (unless the run lists its skills); routing then adds at most `maxActivatedSkills`. */
  async injectCore(): Promise<void> {
    const { loadout } = this.settings
    for (const e of ('core' in loadout ? loadout.core : loadout.entries) ?? []) if (e.priority === 'core' && this.allowed.has(e.id)) await this.inject(e.id, 'core')
  }

  /** A run's `skills` option: exactly those, no routing. */
  async injectExplicit(skills: readonly string[]): Promise<void> {
    this.mode = 'explicit'
    for (const ref of skills) await this.inject(ref, 'explicit')
  }

  /** Keyword routing: the best matches (within `minRelativeScore` of the first), at most `maxActivatedSkills`. */
  async routeByKeyword(): Promise<void> {
    const { loadout, options, maxActivated, minRelativeScore } = this.settings
    const domain = (await loadout.match(this.prompt, { ...options.match, limit: maxActivated * 2 }))
      .filter(m => m.tier !== 'core' && !m.explicit && this.allowed.has(m.id) && !this.session.injected.has(m.id))
    const floor = (domain[0]?.score ?? 0) * minRelativeScore
    const matched = domain.filter(m => m.score >= floor).slice(0, maxActivated)
    for (const m of matched) await this.inject(m.id, 'keyword')
  }

  /**
   * LLM routing: a first call with the catalog and `activate_skill` only; the skills it activates are injected. When
   * it activates nothing and answers, that answer stands: the run's result; else undefined.
   */
  async routeByModel(): Promise<SkillAgentResult | undefined> {
    const { loadout, options, policy, maxActivated, model, routingSteps, cache } = this.settings
    const { session } = this
    const routed = cache.routingCatalog ??= await buildCatalogPrompt(loadout, {
      ...policy,
      contextWindow: options.contextWindow,
      tokenBudget: options.catalogTokenBudget,
      mode: 'activate',
      maxActivatedSkills: maxActivated,
    })
    const offered = routed.advertised.filter(id => !session.injected.has(id))
    if (offered.length === 0) return undefined
    const routingTools = (await toolBuilder(loadout, {
      ...this.toolOptions,
      callSkill: undefined,
      activateSkill: { skills: offered, maxActivatedSkills: maxActivated, includeBody: false },
    })).build(0)
    const routingOnly: ToolSet = { activate_skill: routingTools.activate_skill! }
    const first = await generateText({
      model,
      system: join(this.system, activeSection(this.blocks), routed.text),
      prompt: this.prompt,
      tools: routingOnly,
      stopWhen: [stepCountIs(routingSteps), () => session.chosen.length > 0],
      abortSignal: this.runOptions.abortSignal,
    })
    this.record(first)
    // Nothing activated: the first answer stands.
    if (session.chosen.length === 0 && first.text.trim() !== '') return this.result(first.text, first)
    for (const id of session.chosen) await this.inject(id, 'activate_skill')
    return undefined
  }

  /** The answering call: the skills' blocks (and the catalog with `catalog: true`) in the system prompt, every tool. */
  async answer(): Promise<SkillAgentResult> {
    const { model, maxSteps } = this.settings
    const answer = await generateText({
      model,
      system: join(this.system, activeSection(this.blocks), await this.answerCatalog()) || undefined,
      prompt: this.prompt,
      tools: { ...this.builder.build(0), ...this.extraTools },
      stopWhen: stepCountIs(this.runOptions.maxSteps ?? maxSteps),
      abortSignal: this.runOptions.abortSignal,
    })
    this.record(answer)
    return this.result(answer.text, answer)
  }

  /** The catalog of the answering call's system prompt with `catalog: true` (made once per agent), else nothing. */
  private async answerCatalog(): Promise<string> {
    const { loadout, options, policy, callSkill, cache } = this.settings
    if (!options.catalog) return ''
    return cache.answerCatalog ??= (await buildCatalogPrompt(loadout, {
      ...policy,
      contextWindow: options.contextWindow,
      tokenBudget: options.catalogTokenBudget,
      mode: 'tools',
      mention: { runScript: !!options.runScript, callSkill: !!callSkill },
    })).text
  }

  /** A top-level call's steps and tokens, added to the run's. */
  private record(call: TextResult): void {
    this.steps.push(...(call.steps as StepResult<ToolSet>[]))
    addUsage(this.session.usage, call.totalUsage)
  }

  /** What `run()` resolves to, ending with the call `last`. */
  result(text: string, last: TextResult): SkillAgentResult {
    const { session, explicitRefs } = this
    return {
      text,
      activated: [...session.activated],
      routing: this.mode,
      chosen: [...this.chosen],
      calls: session.calls.map(c => ({ ...c })),
      steps: this.steps,
      usage: { ...session.usage },
      result: last,
      named: this.named,
      ...(explicitRefs.unknown ? { unknown: explicitRefs.unknown } : {}),
    }
  }
}

function activeSection(blocks: string[]): string {
  if (blocks.length === 0) return ''
  return `## Active skills\n\nThese skills were loaded for this task: follow their instructions.\n\n${blocks.join('\n\n')}`
}
