/**
 * Agent tools connecting the catalog (stage 1) to activation (stage 2) and execution (stage 3): `Skill`,
 * `SkillSearch` and `read_resource`, each a JSON-schema definition plus an `execute` function, for any agent framework
 * (Anthropic `input_schema`, OpenAI `parameters`, the AI SDK's `jsonSchema()`...). Part of the runtime: no Node
 * built-ins, no dependencies.
 *
 * `execute` never throws for bad input, unknown skills or refused paths: agents get an answer they can act on,
 * `{ error, ... }`, with the closest skill ids where that helps. Nor when the loadout fails under it (a database
 * driver's error, a file that cannot be read): that is an `{ error }` too.
 */
import { exclusion, type Policy } from './catalog'
import { skillContent } from './content'
import { encodeBase64 } from './bytes'
import { resourceIndex } from './resources'
import type { LoadedSkill, LoadoutTool, MatchResult, ResourceEntry, SearchOptions, SkillEntry, ToolsOptions } from './types'

/** Most results SkillSearch returns. */
export const MAX_SEARCH_LIMIT = 8
/**
 * Most bytes of a binary file `read_resource` returns (as base64): past a megabyte a file is no use in a model's
 * context, and a host reads it with `readResourceBytes`.
 */
export const MAX_TOOL_BYTES = 1_048_576
/** Most skills the `Skill` tool's `name` lists as an `enum` (above it, a plain string). */
export const MAX_ENUM_SKILLS = 200

type Awaitable<T> = T | Promise<T>

/** Why the policy refuses an entry (see `exclusion`). */
export type Refusal = NonNullable<ReturnType<typeof exclusion>>

/**
 * What the tools need from a loadout: `createLoadout` passes its internals, `createSqlLoadout` its queries. Any of
 * these may answer with a promise.
 */
export interface ToolsHost {
  /** The entry an id or name names (never a shadowed one), with its index into `data.entries`. */
  find: (ref: string) => Awaitable<{ i: number, entry: SkillEntry } | undefined>
  load: (ref: string) => Promise<LoadedSkill>
  search: (query: string, options?: SearchOptions) => Awaitable<MatchResult[]>
  readResource: (ref: string, path: string) => Promise<string>
  readResourceBytes: (ref: string, path: string) => Promise<Uint8Array>
  /** The files of a skill (in a bundle, from its chunk). */
  listResources: (ref: string) => Promise<ResourceEntry[]>
  /** The ids of the `count` entries closest to `ref` among the active ones that `refused` does not hold. */
  closest: (ref: string, refused: ReadonlyMap<string, Refusal>, count: number) => Awaitable<string[]>
}

/** What a policy leaves of a loadout, worked out once per `tools()` call. */
export interface ToolsPlan {
  /** Every active (not shadowed) entry the policy refuses, by id (active ids are unique), and why. */
  refused: Map<string, Refusal>
  /** How many active entries it lets through. */
  available: number
  /** Their ids, in entry order: needed only while `available` is at most the enum limit. */
  ids?: readonly string[]
}

/** The options `createTools` reads, checked. */
export interface ToolsSettings {
  json: boolean
  enumLimit: number
  searchLimit: number
  /** The session: skills whose instructions the model already has. */
  loaded: Set<string> | undefined
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** `execute` answering `{ error }` for whatever the loadout under it throws (a database driver's error), never throwing. */
function answering<I>(tool: string, execute: (input: I) => Promise<Record<string, unknown>>): (input: I) => Promise<Record<string, unknown>> {
  return async (input) => {
    try {
      return await execute(input)
    }
    catch (err) {
      return { error: `${tool} failed: ${message(err)}` }
    }
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function nonEmpty(input: Record<string, unknown>, key: string): string | undefined {
  const v = input[key]
  return typeof v === 'string' && v.trim() !== '' ? v : undefined
}

/** Check the tools options; throws a TypeError naming the bad one. */
export function toolsSettings(options: ToolsOptions = {}): ToolsSettings {
  if (!isObject(options as unknown)) throw new TypeError('tools: options must be an object')
  if (options.answerFormat !== undefined && options.answerFormat !== 'json' && options.answerFormat !== 'xml')
    throw new TypeError(`tools: answerFormat must be 'xml' or 'json', got ${String(options.answerFormat)}`)
  const enumLimit = options.enumLimit ?? MAX_ENUM_SKILLS
  if (!(Number.isInteger(enumLimit) && enumLimit >= 0)) throw new TypeError(`tools: enumLimit must be a whole number >= 0, got ${String(enumLimit)}`)
  return {
    json: options.answerFormat === 'json',
    enumLimit,
    searchLimit: options.searchLimit === undefined ? MAX_SEARCH_LIMIT : clampLimit(options.searchLimit),
    loaded: options.dedupe === false ? undefined : options.loaded ?? new Set<string>(),
  }
}

/**
 * The plan of `policy` over `candidates` (entries with their index), which must hold every active entry the policy
 * may refuse: all of them (the bundle), or only those that are not plain, and the disabled ones (the database).
 * `activeCount` counts the active entries.
 */
export function planTools(policy: Policy, candidates: Iterable<readonly [number, SkillEntry]>, activeCount: number): ToolsPlan {
  const refused = new Map<string, Refusal>()
  for (const [i, e] of candidates) {
    const why = exclusion(e, i, policy)
    if (why && why.reason !== 'shadowed') refused.set(e.id, why)
  }
  return { refused, available: activeCount - refused.size }
}

/**
 * The `Skill` tool's description: what it answers, and whether a second load of a skill is answered in full. Only a
 * session (`loaded`: the AI SDK tools' default) answers `already_loaded`; the MCP server serves many clients with no
 * session and `dedupe: false` answers every call in full, so the model is told only what the server does.
 */
function skillDescription(dedupe: boolean): string {
  const base = 'Load a skill\'s full instructions by its id (from the skill catalog or from SkillSearch, including skills the '
    + 'catalog had no room for). Returns the instructions and the files the skill can read with read_resource.'
  return dedupe
    ? `${base} A skill already loaded in this conversation is not sent again: its instructions are earlier in the conversation.`
    : `${base} Every call returns the whole instructions.`
}

/**
 * Build the three tools over a loadout, with the same pinned/disabled/host policy as `catalog()` (`plan`); none when
 * the policy leaves no skill available (the guide: register no skill tools then).
 */
export function createTools(host: ToolsHost, plan: ToolsPlan, settings: ToolsSettings): LoadoutTool[] {
  if (plan.available <= 0) return []
  if (plan.available <= settings.enumLimit && !plan.ids) throw new Error('tools: the plan lacks the ids of the available skills')
  return [skillTool(host, plan, settings), searchTool(host, plan.refused, settings.searchLimit), readTool(host, plan.refused)] as LoadoutTool[]
}

/** The entry `ref` names if the agent may use it, or an answer saying why not (with the closest ids to an unknown one). */
async function resolve(host: ToolsHost, refused: ReadonlyMap<string, Refusal>, ref: string): Promise<{ entry: SkillEntry } | { answer: Record<string, unknown> }> {
  const hit = await host.find(ref)
  if (hit === undefined) {
    const closest = await host.closest(ref, refused, 3)
    return {
      answer: {
        error: `Unknown skill ${JSON.stringify(ref)}.${closest.length ? ` Did you mean ${closest.join(', ')}?` : ''}`,
        closest,
      },
    }
  }
  const why = refused.get(hit.entry.id)
  if (why) return { answer: { error: `Skill "${hit.entry.id}" cannot be used: ${refusalDetail(why)}.`, reason: why.reason } }
  return { entry: hit.entry }
}

/** The `Skill` tool: loads a skill's instructions (once per session when `settings.loaded` holds one). */
function skillTool(host: ToolsHost, plan: ToolsPlan, settings: ToolsSettings): LoadoutTool<{ name: string }> {
  const { json, loaded } = settings
  return {
    name: 'Skill',
    description: skillDescription(loaded !== undefined),
    inputSchema: {
      type: 'object',
      properties: { name: nameSchema(plan, settings.enumLimit) },
      required: ['name'],
      additionalProperties: false,
    },
    execute: answering('Skill', async (input) => {
      const name = isObject(input) ? nonEmpty(input, 'name') : undefined
      if (name === undefined) return { error: 'Skill needs { "name": "<skill id or name>" }.' }
      const r = await resolve(host, plan.refused, name)
      if ('answer' in r) return r.answer
      const e = r.entry
      if (loaded?.has(e.id)) {
        return { id: e.id, name: e.name, status: 'already_loaded', note: 'Already loaded: its instructions are earlier in this conversation; follow them.' }
      }
      let skill: LoadedSkill
      try {
        skill = await host.load(e.id)
      }
      catch (err) {
        return { error: `Skill "${e.id}" could not be loaded: ${message(err)}` }
      }
      loaded?.add(e.id)
      const { body, resources } = skill
      return json ? jsonAnswer(e, body, resources) : { id: e.id, name: e.name, content: skillContent({ ...e, resources }, body) }
    }),
  }
}

/** The `SkillSearch` tool: the best skills the policy allows for a query, `defaultLimit` of them unless asked. */
function searchTool(host: ToolsHost, refused: ReadonlyMap<string, Refusal>, defaultLimit: number): LoadoutTool<{ query: string, limit?: number }> {
  return {
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
    execute: answering('SkillSearch', async (input) => {
      const query = isObject(input) ? nonEmpty(input, 'query') : undefined
      if (query === undefined) return { error: 'SkillSearch needs { "query": "<keywords>" }.' }
      const raw = (input as Record<string, unknown>).limit
      const limit = raw === undefined || raw === null ? defaultLimit : clampLimit(raw)
      const results = (await allowedResults(host, refused, query, limit))
        .map(m => ({ id: m.id, name: m.name, description: m.entry.description, score: m.score }))
      return results.length
        ? { query, results }
        : { query, results, note: 'No skill matches this query; try other keywords.' }
    }),
  }
}

/** The `read_resource` tool: a file of a skill the policy allows (see `readAnswer`). */
function readTool(host: ToolsHost, refused: ReadonlyMap<string, Refusal>): LoadoutTool<{ skill: string, path: string }> {
  return {
    name: 'read_resource',
    description: 'Read a file that belongs to a skill (any file of its folder, or a file its instructions link to). '
      + 'Only the paths Skill lists can be read; a binary file comes back as base64.',
    inputSchema: {
      type: 'object',
      properties: {
        skill: { type: 'string', description: 'The skill id or name.' },
        path: { type: 'string', description: 'The file path exactly as Skill listed it, e.g. "references/guide.md".' },
      },
      required: ['skill', 'path'],
      additionalProperties: false,
    },
    execute: answering('read_resource', async (input) => {
      const ref = isObject(input) ? nonEmpty(input, 'skill') : undefined
      const path = isObject(input) ? nonEmpty(input, 'path') : undefined
      if (ref === undefined || path === undefined) return { error: 'read_resource needs { "skill": "<id or name>", "path": "<file path>" }.' }
      const r = await resolve(host, refused, ref)
      if ('answer' in r) return r.answer
      return readAnswer(host, r.entry, path)
    }),
  }
}

/**
 * `read_resource`'s answer for a file of `e`: a text file's text, a binary one's bytes as base64 (up to
 * MAX_TOOL_BYTES), or `{ error, readable }` naming the files that can be read.
 */
async function readAnswer(host: ToolsHost, e: SkillEntry, path: string): Promise<Record<string, unknown>> {
  let files: ResourceEntry[] = []
  try {
    files = await host.listResources(e.id)
    const res = files[resourceIndex(e, path, files)]!
    if (res.kind === 'text') return { skill: e.id, path: res.path, type: res.type, text: await host.readResource(e.id, path) }
    if (res.size > MAX_TOOL_BYTES) {
      return { error: `"${res.path}" is a binary file of ${res.size} bytes, more than read_resource returns (${MAX_TOOL_BYTES}): the host can read it with readResourceBytes.`, skill: e.id, path: res.path, type: res.type, size: res.size }
    }
    const bytes = await host.readResourceBytes(e.id, path)
    return { skill: e.id, path: res.path, type: res.type, size: bytes.length, encoding: 'base64', base64: encodeBase64(bytes) }
  }
  catch (err) {
    return { error: message(err), readable: files.map(x => x.path) }
  }
}

/**
 * The best `limit` search results the policy allows: asks for as many more as it refuses, and for more again while
 * refused ones crowd out the allowed (a plan may not know them all up front: see `planTools`).
 */
async function allowedResults(host: ToolsHost, refused: ReadonlyMap<string, Refusal>, query: string, limit: number): Promise<MatchResult[]> {
  let ask = limit + refused.size
  for (;;) {
    const got = await host.search(query, { limit: ask })
    const allowed = got.filter(m => !refused.has(m.id))
    if (allowed.length >= limit || got.length < ask) return allowed.slice(0, limit)
    ask *= 2
  }
}

/** The `Skill` answer with `answerFormat: 'json'`: the fields hosts script against (`resources`: the skill's files). */
export function jsonAnswer(e: SkillEntry, body: string, resources: readonly ResourceEntry[] = e.resources ?? []): Record<string, unknown> {
  return {
    id: e.id,
    name: e.name,
    body,
    // Every listed file is readable: a text one as text, a binary one as base64.
    resources: resources.map(res => ({ path: res.path, type: res.type, size: res.size, readable: true, kind: res.kind })),
  }
}

/** The `name` property: an enum of the ids the model may load while they are few enough, else a string. */
function nameSchema(plan: ToolsPlan, limit: number): Record<string, unknown> {
  if (plan.available <= limit)
    return { type: 'string', enum: [...plan.ids!], description: 'The skill id, as the catalog or SkillSearch gives it.' }
  return { type: 'string', description: 'The skill id (e.g. "pdf-tables") or name.' }
}

/** Why an entry is refused, in words for the model. */
function refusalDetail(why: Refusal): string {
  switch (why.reason) {
    case 'disabled': return 'it is disabled'
    case 'user_only': return 'only the user can invoke it (disable-model-invocation: true), not the model'
    case 'host_incompatible':
      return `it needs ${[...why.missing!.tools.map(t => `tool ${t}`), ...why.missing!.capabilities.map(c => `capability ${c}`)].join(', ')}, which this host lacks`
    default: return `it is invalid (${why.detail})`
  }
}

/** A limit as a whole number of results within 1..MAX_SEARCH_LIMIT: a number or a numeric string, else the most. */
function clampLimit(raw: unknown): number {
  // Only a string is converted: `Number()` of an object without a prototype, or with a throwing `valueOf`, throws.
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN
  if (!Number.isFinite(n)) return MAX_SEARCH_LIMIT
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(n)))
}
