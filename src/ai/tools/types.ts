/**
 * The types of the AI tools and their run state (`SkillSession`), and the defaults every tool set and the agent share.
 * No Node built-ins.
 */
import type { LanguageModel, LanguageModelUsage, ToolSet } from 'ai'
import type { Loadout } from '../../runtime/loadout'
import type { JsonSchema, LoadoutTool, SkillEntry, ToolsOptions } from '../../runtime/types'
import type { AsyncCatalogLoadout } from '../prompt'

/** The most skills `activate_skill` (and the agent's routing) activates in a session when not told. */
export const DEFAULT_MAX_ACTIVATED = 3
/** The deepest `call_skill` nesting when not told. */
export const DEFAULT_MAX_DEPTH = 5
/** Most model steps of one nested `call_skill` run when not told. */
export const DEFAULT_NESTED_STEPS = 8

/** What the AI tools need from a loadout (`virtual:loadout`'s `loadout`, or `loadFromDisk()`). */
export type ToolsLoadout = Pick<Loadout, 'tools' | 'catalog' | 'lookup'>
/** The same from a loadout over a database (`createSqlLoadout`): its answers are awaited. */
export interface AsyncToolsLoadout extends AsyncCatalogLoadout {
  tools: (options?: ToolsOptions) => Promise<LoadoutTool[]>
  lookup: (ref: string) => Promise<SkillEntry | undefined>
}
/** A loadout of either kind. */
export type AnyToolsLoadout = ToolsLoadout | AsyncToolsLoadout

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

/** A new, empty run state. */
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

/** The options of `activate_skill` (LLM routing). */
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

/** The options of `call_skill` (skill chaining). */
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
