/**
 * An MCP server over a loadout, on the official SDK's low-level `Server` (`@modelcontextprotocol/server` 2.x): one
 * definition that serves both protocol revisions, 2025-11-25 (the `initialize` handshake, sessions) and 2026-07-28
 * (stateless: `server/discover`, a `_meta` envelope on every request, cache hints on results), over any transport. It
 * serves the runtime's own tools as they are defined (`loadout.tools()`: names, descriptions, JSON schemas, answers
 * and refusals), so the MCP tools change when the runtime's do. The SDK's high-level `McpServer` takes a schema
 * object per tool and a registration per prompt; the low-level `Server` takes the JSON schemas the runtime already
 * has and answers every list from the state of the moment, which a per-request server needs.
 *
 * No Node built-ins: the same server runs in the CLI, Workers and edge route handlers.
 */
import { ProtocolError, ProtocolErrorCode, ResourceNotFoundError, Server } from '@modelcontextprotocol/server'
import type { CacheHint, CallToolResult, CompleteRequest, CompleteResult, GetPromptResult, Prompt, ReadResourceResult, Resource } from '@modelcontextprotocol/server'
import { skillContent } from '../runtime/content'
import { completions } from '../runtime/explicit'
import { resourceIndex } from '../runtime/resources'
import type { ResourceEntry, SkillEntry } from '../runtime/types'
import { type AnyMcpLoadout, type AsyncMcpLoadout, filesOf, MAX_SKILL_URI_CHARS, type McpLoadout, parseSkillUri, type SkillsPolicy, type SkillsState, skillsState, skillUri } from './skills'
import { SKILLS_EXTENSION, toBase64 } from './skills-extension'
import { page, registerSkillsMethods } from './skills-methods'

export interface McpServerOptions extends SkillsPolicy {
  /** The server name clients show. Default `loadout`. */
  name?: string
  /** The server version clients show. Default `0.1.0`. */
  version?: string
  /**
   * Most skills a `prompts/list`, `resources/list` or `skills/list` page holds (a skill's resources are its SKILL.md
   * and its files), and most children a `resources/directory/read` page holds; past it the page carries a
   * `nextCursor`, as MCP's pagination has clients follow. Default 500.
   */
  pageSize?: number
  /**
   * How long a 2026-07-28 client may reuse a list, a read or a `skills/*` answer (`ttlMs`), and whether a shared
   * cache may keep it for other callers (`cacheScope`). Default `{ ttlMs: 300_000, cacheScope: 'public' }`: a
   * bundle's skills change only with a deploy, and every caller gets the same answers; `createMcpHandler` with a
   * `token` defaults to `'private'` (what a credential guards stays out of shared caches); `loadout mcp --watch`
   * passes `ttlMs: 0`, since an edit changes them at any moment. 2025-11-25 answers carry no hints.
   */
  cacheHint?: CacheHint
}

/** Skills a list page holds by default. */
export const MCP_PAGE_SIZE = 500

/** How long a client may reuse an answer by default: 5 minutes (see `cacheHint`). */
export const DEFAULT_CACHE_TTL_MS = 300_000

/** A loadout's MCP server, and a way to swap in a re-compiled loadout. */
export interface LoadoutMcpServer {
  /** The SDK server: `await server.connect(transport)` for one connection. */
  server: Server
  /**
   * Another SDK server over the same skills: for the SDK's entries that make one per connection or per request
   * (`serveStdio(() => mcp.newServer())` from `@modelcontextprotocol/server/stdio`, which serves both revisions).
   */
  newServer: () => Server
  /** Serve another loadout (after a re-compile) and tell every connected client its tools, prompts and resources changed. */
  update: (loadout: AnyMcpLoadout) => Promise<void>
}

/** The resource template of skill files (ids and paths are percent-encoded segments, `/` between them). */
const FILE_TEMPLATE = {
  uriTemplate: 'skill://{skill}/{+path}',
  name: 'skill-file',
  title: 'A file of a skill',
  description: 'A file of a skill (any file of its folder, or a linked one under _linked/), by skill id and path as the skill lists it.',
}

/**
 * An MCP server for a loadout, with the policy (pinned, disabled, host, budget) applied to everything it serves; a
 * promise of it over a database (`await createMcpServer(await createSqlLoadout(db))`).
 */
export function createMcpServer(loadout: AsyncMcpLoadout, options?: McpServerOptions): Promise<LoadoutMcpServer>
export function createMcpServer(loadout: McpLoadout, options?: McpServerOptions): LoadoutMcpServer
export function createMcpServer(loadout: AnyMcpLoadout, options?: McpServerOptions): LoadoutMcpServer | Promise<LoadoutMcpServer>
export function createMcpServer(loadout: AnyMcpLoadout, options: McpServerOptions = {}): LoadoutMcpServer | Promise<LoadoutMcpServer> {
  const first = skillsState(loadout, options)
  return first instanceof Promise ? first.then(state => serving(state, options)) : serving(first, options)
}

function serving(first: SkillsState, options: McpServerOptions): LoadoutMcpServer {
  let state = first
  // The servers made here, each dropped when its connection closes.
  const made = new Set<Server>()
  const newServer = () => {
    const server = serverFor(() => state, options)
    made.add(server)
    server.onclose = () => made.delete(server)
    return server
  }
  const server = newServer()
  return {
    server,
    newServer,
    async update(next) {
      state = await skillsState(next, options)
      await Promise.all([...made].map(s => notifyListsChanged(s).catch(() => {})))
    },
  }
}

/**
 * Send `list_changed` for tools, prompts and resources when a client is connected: as notifications to a 2025-11-25
 * client, and on the `subscriptions/listen` streams of a 2026-07-28 one (the SDK routes them).
 */
export async function notifyListsChanged(server: Server): Promise<void> {
  if (!server.transport) return
  await Promise.all([server.sendToolListChanged(), server.sendPromptListChanged(), server.sendResourceListChanged()])
}

/**
 * The SDK validates with a JSON-schema validator only what a server asks of a client through elicitation, which this
 * server never does; the default one (Ajv on Node) costs a compile of its meta-schemas per server, and stateless HTTP
 * makes a server per request.
 */
const NO_ELICITATION = {
  getValidator: () => () => ({ valid: false as const, data: undefined, errorMessage: 'this server asks clients for nothing' }),
}

/** The options a server is made with (`createMcpHandler` makes one per request). */
export type ServerForOptions = Pick<McpServerOptions, 'name' | 'version' | 'pageSize' | 'cacheHint'>

/** The SDK's cacheable operations, which all take the same hint here. */
const CACHEABLE = ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read', 'server/discover'] as const

/** `cacheHint` with its defaults, checked. */
export function cacheHintOf(hint: CacheHint | undefined, scope: CacheHint['cacheScope'] = 'public'): Required<CacheHint> {
  const ttlMs = hint?.ttlMs ?? DEFAULT_CACHE_TTL_MS
  const cacheScope = hint?.cacheScope ?? scope
  if (!(Number.isSafeInteger(ttlMs) && ttlMs >= 0)) throw new TypeError(`cacheHint.ttlMs must be a whole number of milliseconds >= 0, got ${String(ttlMs)}`)
  if (cacheScope !== 'public' && cacheScope !== 'private') throw new TypeError(`cacheHint.cacheScope must be 'public' or 'private', got ${JSON.stringify(cacheScope)}`)
  return { ttlMs, cacheScope }
}

/**
 * @internal A server reading the state each request: stateless HTTP makes one per request over a shared state. It
 * declares the Skills Extension when the state has it.
 */
export function serverFor(current: () => SkillsState, options: ServerForOptions = {}): Server {
  const pageSize = pageSizeOf(options.pageSize)
  const hint = cacheHintOf(options.cacheHint)
  const extension = current().skills ? { extensions: { [SKILLS_EXTENSION]: { directoryRead: true } } } : {}
  const server = new Server(
    { name: options.name ?? 'loadout', version: options.version ?? '0.1.0' },
    {
      capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { listChanged: true }, completions: {}, ...extension },
      instructions: current().instructions || undefined,
      jsonSchemaValidator: NO_ELICITATION,
      cacheHints: Object.fromEntries(CACHEABLE.map(m => [m, hint])),
    },
  )
  server.setRequestHandler('tools/list', () => ({
    tools: current().tools.map(t => ({ name: t.name, description: t.description, inputSchema: t.inputSchema as { type: 'object' } })),
  }))
  server.setRequestHandler('tools/call', req => callTool(current(), req.params.name, req.params.arguments))
  server.setRequestHandler('prompts/list', (req) => {
    const { items, nextCursor } = page(current().prompts, req.params?.cursor, pageSize)
    return { prompts: items.map(promptOf), ...(nextCursor ? { nextCursor } : {}) }
  })
  server.setRequestHandler('prompts/get', req => getPrompt(current(), req.params.name, req.params.arguments))
  server.setRequestHandler('resources/list', async (req) => {
    const state = current()
    const { items, nextCursor } = page(state.resources, req.params?.cursor, pageSize)
    const files = await Promise.all(items.map(e => filesOf(state, e)))
    return { resources: items.flatMap((e, k) => skillResourceList(e, files[k]!, state.skills?.files)), ...(nextCursor ? { nextCursor } : {}) }
  })
  server.setRequestHandler('resources/templates/list', () => ({ resourceTemplates: [FILE_TEMPLATE] }))
  server.setRequestHandler('resources/read', req => readResource(current(), req.params.uri))
  server.setRequestHandler('completion/complete', req => complete(current(), req.params))
  if (current().skills) registerSkillsMethods(server, () => current().skills, { pageSize, hint })
  return server
}

/** Most values one completion answer holds (MCP's limit). */
const MAX_COMPLETIONS = 100

/**
 * `completion/complete`, how clients fill a slash command's arguments: a skill id for the file template's `{skill}`
 * (as `complete()` matches it: id, name or last id segment, exact first), that skill's file paths for `{+path}`, and
 * for a prompt's `task` the `/name` or `$name` being typed at its end (the skills a task can name). Anything else,
 * an unknown prompt included, has no completions: an empty list, not an error.
 */
async function complete(state: SkillsState, { ref, argument, context }: CompleteRequest['params']): Promise<CompleteResult> {
  let values: string[] = []
  if (ref.type === 'ref/resource' && ref.uri === FILE_TEMPLATE.uriTemplate) {
    if (argument.name === 'skill') values = completions(argument.value, state.resources, Number.MAX_SAFE_INTEGER).map(c => c.id)
    const entry = argument.name === 'path' ? state.resources.find(e => e.id === context?.arguments?.skill) : undefined
    if (entry) values = (await filesOf(state, entry)).map(r => r.path).filter(p => p.startsWith(argument.value))
  }
  else if (ref.type === 'ref/prompt' && argument.name === 'task' && state.prompts.some(e => e.id === ref.name)) {
    values = taskCompletions(argument.value, state.prompts)
  }
  return { completion: { values: values.slice(0, MAX_COMPLETIONS), total: values.length, hasMore: values.length > MAX_COMPLETIONS } }
}

/** The task with its last word, a `/name` or `$name` being typed, completed to each skill it can name. */
function taskCompletions(task: string, prompts: readonly SkillEntry[]): string[] {
  const m = /(^|\s)([/$])([^\s/$]*)$/.exec(task)
  if (!m) return []
  const head = task.slice(0, m.index + m[1]!.length)
  return completions(m[3]!, prompts, Number.MAX_SAFE_INTEGER).map(c => `${head}${m[2]}${c.id}`)
}

/**
 * A runtime tool's answer as a tool result: the JSON as text (a `Skill` answer's `<skill_content>` block as it is) and
 * as structured content; `{ error }` is an error.
 */
async function callTool(state: SkillsState, name: string, args: Record<string, unknown> | undefined): Promise<CallToolResult> {
  const tool = state.tools.find(t => t.name === name)
  if (!tool) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool ${JSON.stringify(name)} (tools: ${state.tools.map(t => t.name).join(', ')})`)
  const answer = await tool.execute(args ?? {})
  const text = typeof answer.content === 'string' ? answer.content : JSON.stringify(answer)
  return { content: [{ type: 'text', text }], structuredContent: answer, isError: 'error' in answer }
}

function promptOf(e: SkillEntry): Prompt {
  return {
    name: e.id,
    ...(e.name !== e.id ? { title: e.name } : {}),
    description: e.description,
    arguments: [{ name: 'task', description: 'What to do with this skill (optional).', required: false }],
  }
}

/** A prompt: the skill's instructions in `<skill_content>` (with the files it can read), then the task when one is given. */
async function getPrompt(state: SkillsState, name: string, args: Record<string, string> | undefined): Promise<GetPromptResult> {
  const entry = state.prompts.find(e => e.id === name)
  if (!entry) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown prompt ${JSON.stringify(name)}`)
  const { body, resources } = await state.loadout.load(entry.id)
  const task = args?.task?.trim()
  // Wrapped as the Skill tool's answer is, so a client's context manager can tell (and keep) skill content.
  const text = [skillContent({ ...entry, resources }, body), task ? `Task: ${task}` : ''].filter(Boolean).join('\n\n')
  return { description: entry.description, messages: [{ role: 'user', content: { type: 'text', text } }] }
}

/**
 * A skill as a resource (its SKILL.md body), then each of its files with its type and size (a binary one is read as a
 * `blob`). With the Skills Extension (`listed`: its files by URI), also its whole SKILL.md.
 */
function skillResourceList(e: SkillEntry, files: readonly ResourceEntry[], listed?: ReadonlyMap<string, unknown>): Resource[] {
  const skillMd = skillUri(e.id, 'SKILL.md')
  return [
    { uri: skillUri(e.id), name: e.id, ...(e.name !== e.id ? { title: e.name } : {}), description: e.description, mimeType: 'text/markdown' },
    ...(listed?.has(skillMd) ? [{ uri: skillMd, name: e.name, description: e.description, mimeType: 'text/markdown' }] : []),
    ...files.map(r => ({
      uri: skillUri(e.id, r.path),
      name: `${e.id}/${r.path}`,
      mimeType: r.type,
      size: r.size,
    })),
  ]
}

/** A file the Skills Extension lists, read as its digest covers it: text as text, other bytes as a base64 blob. */
async function readListed(state: SkillsState, uri: string): Promise<ReadResourceResult | undefined> {
  const file = state.skills?.files.get(uri)
  if (!file) return undefined
  const content = await state.skills!.published.read(file.id, file.path)
  const { mimeType } = file
  return { contents: [typeof content === 'string' ? { uri, mimeType, text: content } : { uri, mimeType, blob: toBase64(content) }] }
}

/** `pageSize`, checked: a whole number of skills, at least 1. */
function pageSizeOf(raw: number | undefined): number {
  if (raw === undefined) return MCP_PAGE_SIZE
  if (!(Number.isInteger(raw) && raw >= 1)) throw new TypeError(`createMcpServer: pageSize must be a whole number >= 1, got ${String(raw)}`)
  return raw
}

/**
 * A skill's body, or one of its files through the runtime's whitelist: text as `text`, a binary file as a `blob`
 * (base64). With the Skills Extension, a file it lists (SKILL.md whole) is read as published, the bytes its digest
 * covers. A URI that names nothing served is MCP's resource-not-found (SEP-2164: -32602 with the URI in `data`).
 */
async function readResource(state: SkillsState, uri: string): Promise<ReadResourceResult> {
  const listed = await readListed(state, uri)
  if (listed) return listed
  const found = parseSkillUri(uri, state.resources)
  if (!found) {
    if (uri.length > MAX_SKILL_URI_CHARS)
      throw new ResourceNotFoundError(uri.slice(0, 200), `No skill resource at a URI of ${uri.length} characters: over the ${MAX_SKILL_URI_CHARS}-character limit, it names none`)
    throw new ResourceNotFoundError(uri, `No skill resource at ${uri}`)
  }
  const { entry, path } = found
  if (path === undefined) {
    const { body } = await state.loadout.load(entry.id)
    return { contents: [{ uri, mimeType: 'text/markdown', text: body }] }
  }
  try {
    const files = await filesOf(state, entry)
    const resource = found.resource ?? files[resourceIndex(entry, path, files)]
    if (resource?.kind === 'binary') {
      const blob = toBase64(await state.loadout.readResourceBytes(entry.id, path))
      return { contents: [{ uri, mimeType: resource.type, blob }] }
    }
    return { contents: [{ uri, mimeType: resource?.type ?? 'text/plain', text: await state.loadout.readResource(entry.id, path) }] }
  }
  catch (err) {
    throw new ResourceNotFoundError(uri, err instanceof Error ? err.message : String(err))
  }
}
