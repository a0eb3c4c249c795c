/**
 * Agent tools connecting the catalog (stage 1) to activation (stage 2) and execution (stage 3): `Skill`,
 * `SkillSearch` and `read_resource`, each a JSON-schema definition plus an `execute` function, for any agent framework
 * (Anthropic `input_schema`, OpenAI `parameters`, the AI SDK's `jsonSchema()`...). Part of the runtime: no Node
 * built-ins, no dependencies.
 *
 * `execute` never throws for bad input, unknown skills or refused paths: agents get an answer they can act on,
 * `{ error, ... }`, with the closest skill ids where that helps.
 */
import { exclusion, resolvePolicy } from './catalog'
import { skillContent } from './content'
import type { LoadedSkill, LoadoutData, LoadoutTool, MatchResult, SearchOptions, SkillEntry, ToolsOptions } from './types'

/** Most results SkillSearch returns. */
export const MAX_SEARCH_LIMIT = 8
/** Most skills the `Skill` tool's `name` lists as an `enum` (above it, a plain string). */
export const MAX_ENUM_SKILLS = 200

/** What the tools need from a loadout (`createLoadout` passes its internals). */
export interface ToolsHost {
  data: LoadoutData
  /** An id or name to an index into `data.entries` (never a shadowed one). */
  find: (ref: string) => number | undefined
  load: (ref: string) => Promise<LoadedSkill>
  search: (query: string, options?: SearchOptions) => MatchResult[]
  readResource: (ref: string, path: string) => Promise<string>
  closest: (ref: string, among: readonly SkillEntry[], count: number) => string[]
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function nonEmpty(input: Record<string, unknown>, key: string): string | undefined {
  const v = input[key]
  return typeof v === 'string' && v.trim() !== '' ? v : undefined
}

/**
 * Build the three tools over a loadout, with the same pinned/disabled/host policy as `catalog()`; none when the
 * policy leaves no skill available (the guide: register no skill tools then).
 */
export function createTools(host: ToolsHost, options: ToolsOptions = {}): LoadoutTool[] {
  if (!isObject(options)) throw new TypeError('tools: options must be an object')
  const all = host.data.entries
  const policy = resolvePolicy(host.data.catalog, options, host.find)
  const refusal = all.map((e, i) => exclusion(e, i, policy))
  /** Entries an agent may load: not shadowed, invalid, user-only, disabled or incompatible with the host. */
  const available = all.filter((_, i) => refusal[i] === undefined)
  const refused = refusal.filter(r => r !== undefined && r.reason !== 'shadowed').length
  const defaultLimit = options.searchLimit === undefined ? MAX_SEARCH_LIMIT : clampLimit(options.searchLimit)
  if (available.length === 0) return []
  const json = options.answerFormat === 'json'
  if (options.answerFormat !== undefined && !json && options.answerFormat !== 'xml')
    throw new TypeError(`tools: answerFormat must be 'xml' or 'json', got ${String(options.answerFormat)}`)
  const enumLimit: number = (options as ToolsOptions).enumLimit ?? MAX_ENUM_SKILLS
  if (!(Number.isInteger(enumLimit) && enumLimit >= 0)) throw new TypeError(`tools: enumLimit must be a whole number >= 0, got ${String(enumLimit)}`)
  /** The session: skills whose instructions the model already has. */
  const loaded: Set<string> | undefined = options.dedupe === false ? undefined : (options as ToolsOptions).loaded ?? new Set<string>()

  /** An index the agent may use, or an answer saying why not. */
  function resolve(ref: string): { i: number } | { answer: Record<string, unknown> } {
    const i = host.find(ref)
    if (i === undefined) {
      const closest = host.closest(ref, available, 3)
      return {
        answer: {
          error: `Unknown skill ${JSON.stringify(ref)}.${closest.length ? ` Did you mean ${closest.join(', ')}?` : ''}`,
          closest,
        },
      }
    }
    const why = refusal[i]
    if (why) {
      const e = all[i]!
      return { answer: { error: `Skill "${e.id}" cannot be used: ${refusalDetail(why)}.`, reason: why.reason } }
    }
    return { i }
  }

  const skill: LoadoutTool<{ name: string }> = {
    name: 'Skill',
    description: 'Load a skill\'s full instructions by its id (from the skill catalog or from SkillSearch, '
      + 'including skills the catalog had no room for). Returns the instructions and the files the skill can read '
      + 'with read_resource. A skill already loaded in this conversation is not sent again.',
    inputSchema: {
      type: 'object',
      properties: { name: nameSchema(available, enumLimit) },
      required: ['name'],
      additionalProperties: false,
    },
    async execute(input) {
      const name = isObject(input) ? nonEmpty(input, 'name') : undefined
      if (name === undefined) return { error: 'Skill needs { "name": "<skill id or name>" }.' }
      const r = resolve(name)
      if ('answer' in r) return r.answer
      const e = all[r.i]!
      if (loaded?.has(e.id)) {
        return { id: e.id, name: e.name, status: 'already_loaded', note: 'Already loaded: its instructions are earlier in this conversation; follow them.' }
      }
      let body: string
      try {
        body = (await host.load(e.id)).body
      }
      catch (err) {
        return { error: `Skill "${e.id}" could not be loaded: ${message(err)}` }
      }
      loaded?.add(e.id)
      return json ? jsonAnswer(e, body) : { id: e.id, name: e.name, content: skillContent(e, body) }
    },
  }

  const skillSearch: LoadoutTool<{ query: string; limit?: number }> = {
    name: 'SkillSearch',
    description: `Search every available skill by keywords, including those not listed in the skill catalog. Returns up to ${
      MAX_SEARCH_LIMIT} skills (id, name, description), best first; load one with Skill.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'What the task is about, in a few words.' },
        limit: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_LIMIT, default: defaultLimit, description: 'Most results.' },
      },
      required: ['query'],
      additionalProperties: false,
    },
    async execute(input) {
      const query = isObject(input) ? nonEmpty(input, 'query') : undefined
      if (query === undefined) return { error: 'SkillSearch needs { "query": "<keywords>" }.' }
      const raw = (input as Record<string, unknown>).limit
      const limit = raw === undefined || raw === null ? defaultLimit : clampLimit(raw)
      // Ask for enough to make up for skills the policy hides, then drop those.
      const results = host.search(query, { limit: limit + refused })
        .filter(m => refusal[host.find(m.id)!] === undefined)
        .slice(0, limit)
        .map(m => ({ id: m.id, name: m.name, description: m.entry.description, score: m.score }))
      return results.length
        ? { query, results }
        : { query, results, note: 'No skill matches this query; try other keywords.' }
    },
  }

  const readResource: LoadoutTool<{ skill: string; path: string }> = {
    name: 'read_resource',
    description: 'Read a file that belongs to a skill (its references/, scripts/ or assets/ files, or a file its '
      + 'instructions link to). Only the paths Skill lists as readable can be read.',
    inputSchema: {
      type: 'object',
      properties: {
        skill: { type: 'string', description: 'The skill id or name.' },
        path: { type: 'string', description: 'The file path exactly as Skill listed it, e.g. "references/guide.md".' },
      },
      required: ['skill', 'path'],
      additionalProperties: false,
    },
    async execute(input) {
      const ref = isObject(input) ? nonEmpty(input, 'skill') : undefined
      const path = isObject(input) ? nonEmpty(input, 'path') : undefined
      if (ref === undefined || path === undefined) return { error: 'read_resource needs { "skill": "<id or name>", "path": "<file path>" }.' }
      const r = resolve(ref)
      if ('answer' in r) return r.answer
      const e = all[r.i]!
      try {
        const text = await host.readResource(e.id, path)
        const res = e.resources.find(x => x.path === path || x.path === path.replace(/^(?:\.\/)+/, '').replace(/#.*$/, ''))
        return { skill: e.id, path: res?.path ?? path, type: res?.type, text }
      }
      catch (err) {
        return {
          error: message(err),
          readable: (e.resources ?? []).filter(x => x.kind === 'text').map(x => x.path),
        }
      }
    },
  }

  return [skill, skillSearch, readResource] as LoadoutTool[]
}

/** The `Skill` answer with `answerFormat: 'json'`: the fields hosts script against. */
export function jsonAnswer(e: SkillEntry, body: string): Record<string, unknown> {
  return {
    id: e.id,
    name: e.name,
    body,
    resources: (e.resources ?? []).map(res => ({ path: res.path, type: res.type, size: res.size, readable: res.kind === 'text' })),
  }
}

/** The `name` property: an enum of the ids the model may load while they are few enough, else a string. */
function nameSchema(available: readonly SkillEntry[], limit: number): Record<string, unknown> {
  if (available.length <= limit)
    return { type: 'string', enum: available.map(e => e.id), description: 'The skill id, as the catalog or SkillSearch gives it.' }
  return { type: 'string', description: 'The skill id (e.g. "pdf-tables") or name.' }
}

/** Why an entry is refused, in words for the model. */
function refusalDetail(why: NonNullable<ReturnType<typeof exclusion>>): string {
  switch (why.reason) {
    case 'disabled': return 'it is disabled'
    case 'user_only': return 'only the user can invoke it (disable-model-invocation: true), not the model'
    case 'host_incompatible':
      return `it needs ${[...why.missing!.tools.map(t => `tool ${t}`), ...why.missing!.capabilities.map(c => `capability ${c}`)].join(', ')}, which this host lacks`
    default: return `it is invalid (${why.detail})`
  }
}

function clampLimit(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number(raw)
  if (!Number.isFinite(n)) return MAX_SEARCH_LIMIT
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(n)))
}
