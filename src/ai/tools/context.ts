/**
 * What the tools of one tool set share (`ToolContext`: the loadout, the session, the options checked once, the
 * runtime's tools), and the pieces each AI tool is made of: `aiTool`, how an answer reaches the model, activation.
 */
import { jsonSchema, tool } from 'ai'
import type { JSONSchema7, Tool, ToolExecutionOptions, ToolSet } from 'ai'
import { skillContent } from '../../runtime/content'
import type { JsonSchema, LoadoutTool, SkillEntry, ToolsOptions } from '../../runtime/types'
import type { ActivateSkillOptions, ActivationSource, AnyToolsLoadout, LoadoutToolsOptions, RunScriptLike, SkillSession } from './types'

/** A tool's answer: a JSON object (an `error` field when it refused). */
export type Answer = Record<string, unknown>

/** The runtime's tools by name. */
export type NamedTools = Record<LoadoutTool['name'], LoadoutTool>

/** The runtime's tools by name. */
export const named = (tools: LoadoutTool[]) => Object.fromEntries(tools.map(t => [t.name, t])) as NamedTools

/** An error's message, or the thrown value as text. */
export const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Where a tool set sits in a `call_skill` chain: its depth (0 at the top) and the calls above it. */
export interface Level {
  depth: number
  ancestry: readonly string[]
}

/** What every tool of a tool set (at every depth) shares. */
export interface ToolContext {
  loadout: AnyToolsLoadout
  options: LoadoutToolsOptions & { session: SkillSession }
  session: SkillSession
  /** The runtime tools answering in JSON, with no dedupe: the host's own loads. */
  base: NamedTools
  /** The top-level model's runtime tools (`answerFormat`, brief for skills the session's context holds). */
  top: NamedTools
  /** `activate_skill`'s options, undefined when it is off; its limit, checked. */
  activateSkill: ActivateSkillOptions | undefined
  maxActivated: number
  /** `call_skill`'s deepest nesting, checked. */
  maxDepth: number
  /** Skills the host had active in `run_script` before any loadout tool touched it. */
  hostActive: ReadonlySet<string>
  /** The ids `activate_skill` offers (read once, on first use). */
  enumIds: () => string[]
  /** The runtime tools of a nested context whose instructions hold `seen` (made on first use). */
  nestedTools: (seen: Set<string>) => () => Promise<NamedTools>
  /** Mark a skill active in the session (`run_script` may run its scripts, `onActivate` is told). */
  activate: (id: string, via: ActivationSource) => void
  /** Load a skill through the runtime `Skill` tool (policy-aware), without marking it active: the tool's answer. */
  loadSkill: (ref: string) => Promise<Answer>
  /** The tool set of a nested run (`call_skill` builds its child's with it). */
  build: (depth: number, ancestry?: readonly string[]) => ToolSet
}

/** An AI SDK tool over a JSON schema whose answers reach the model as `toModelOutput` says. */
export function aiTool(description: string, schema: JsonSchema | JSONSchema7, execute: (input: any, options: ToolExecutionOptions) => Promise<unknown>): Tool {
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
export function present(answer: Answer, entry: SkillEntry | undefined, format: ToolsOptions['answerFormat']): Answer {
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

/** The skills loadout tools activated in this `run_script` (the others the host activated itself). */
export function loadoutActivated(runScript: RunScriptLike): Set<string> {
  let ids = activatedByLoadout.get(runScript)
  if (!ids) activatedByLoadout.set(runScript, ids = new Set())
  return ids
}
