/**
 * The MCP server as a web-standard `fetch` handler (Streamable HTTP) for Cloudflare Workers, Next.js route handlers
 * (Node and Edge), Deno, Bun and the CLI's `--http`. Both protocol revisions: a 2026-07-28 request (its `_meta`
 * envelope) goes to the SDK's `createMcpHandler`, stateless (a server per request: `server/discover`, the envelope,
 * `Mcp-Name` and cache hints are the SDK's); a 2025-11-25 one (no envelope: `initialize`, then requests) is served
 * statelessly with JSON answers, or in sessions kept in memory (`sessions`). No Node built-ins.
 *
 * Every request is checked before the SDK sees it: its `Origin` (a foreign one is answered 403, against DNS
 * rebinding), the bearer token when one is set (compared in constant time), its size and media type; each refusal
 * carries the request's JSON-RPC id. The body is read once, here, and handed to the SDK parsed.
 */
import { createMcpHandler as createSdkHandler, isJsonContentType, isLegacyRequest, type Server, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server'
import { cacheHintOf, type McpServerOptions, notifyListsChanged, serverFor, type ServerForOptions } from './server'
import { type AnyMcpLoadout, type SkillsState, skillsState } from './skills'
import { isLoopback } from '../core/net'

export interface McpHandlerOptions extends McpServerOptions {
  /** A bearer token every request must carry (`Authorization: Bearer <token>`). Default: none. */
  token?: string
  /**
   * Origins (`https://app.example.com`) allowed besides loopback ones (`http://localhost:*`, `http://127.0.0.1:*`,
   * `http://[::1]:*`). A request without `Origin` (not from a browser) is allowed. Default: none.
   */
  allowedOrigins?: readonly string[]
  /** Largest request body in bytes, answered 413 above it. Default 1 MiB. */
  maxBodyBytes?: number
  /**
   * Keep 2025-11-25 sessions (`Mcp-Session-Id`) in memory, so that `update()` can tell each such client its lists
   * changed over its event stream: for one long-lived process (the CLI's `--http --watch`). Workers and serverless
   * functions keep the default, stateless (any instance answers any request). 2026-07-28 clients have no sessions:
   * they hear of changes on their `subscriptions/listen` stream, in either mode. `max` bounds the sessions kept
   * (default 64). A session is in use while its event stream is open or for `idleMs` after its last request (default
   * 5 minutes); to make room for a new one, the least recently used session not in use is closed, and when every
   * session is in use the new one is refused (503), so that no client can close the sessions others are using.
   * Default false.
   */
  sessions?: boolean | { max?: number, idleMs?: number }
}

/** The handler, with `update` to serve a re-compiled loadout from the next request on (and notify listening clients). */
export interface McpHandler {
  (request: Request): Promise<Response>
  update: (loadout: AnyMcpLoadout) => Promise<void>
}

/** Most sessions kept by default with `sessions: true`. */
export const DEFAULT_MAX_SESSIONS = 64

/** How long after its last request a session without an open event stream is still in use (never closed for room). */
export const DEFAULT_SESSION_IDLE_MS = 5 * 60_000

/** Largest request body by default: a tool call's arguments are a few hundred bytes. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

/**
 * A `fetch` handler serving the loadout's MCP server over Streamable HTTP at whatever path it is mounted on.
 *
 * ```ts
 * import { loadout } from 'virtual:loadout'
 * import { createMcpHandler } from 'unplugin-loadout/mcp'
 * const mcp = createMcpHandler(loadout, { token: env.MCP_TOKEN })
 * export default { fetch: req => new URL(req.url).pathname === '/mcp' ? mcp(req) : new Response('Not found', { status: 404 }) }
 * ```
 */
export function createMcpHandler(loadout: AnyMcpLoadout, options: McpHandlerOptions = {}): McpHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  if (!(Number.isInteger(maxBodyBytes) && maxBodyBytes > 0)) throw new TypeError(`createMcpHandler: maxBodyBytes must be a whole number > 0, got ${String(maxBodyBytes)}`)
  if (options.token !== undefined && (typeof options.token !== 'string' || options.token === '')) throw new TypeError('createMcpHandler: token must be a non-empty string')
  const allowed = new Set((options.allowedOrigins ?? []).map(o => o.toLowerCase()))
  const expected = options.token === undefined ? undefined : digest(options.token)
  const serverOptions: ServerForOptions = { ...options, cacheHint: cacheHintOf(options.cacheHint, options.token ? 'private' : 'public') }
  const state = servedState(loadout, options)
  /** A server over the state of this moment, for one request. */
  const newServer = () => {
    const now = state.current()
    return serverFor(() => now, serverOptions)
  }
  const modern = createSdkHandler(newServer, { legacy: 'reject', maxRequestBodySize: maxBodyBytes })
  const legacy = options.sessions ? new SessionStore(state.current, serverOptions, options.sessions, maxBodyBytes) : undefined
  return Object.assign(async (request: Request): Promise<Response> => {
    await state.ready()
    const body = request.method === 'POST' ? await readJson(request, maxBodyBytes) : { parsed: undefined }
    const id = 'parsed' in body ? requestId(body.parsed) : null
    if (!originAllowed(request.headers.get('origin'), allowed)) return jsonError(403, 'Forbidden: this origin may not call the MCP server', id)
    if (expected && !(await tokenMatches(request.headers.get('authorization'), await expected)))
      return jsonError(401, 'Unauthorized: a valid bearer token is required', id, { 'www-authenticate': 'Bearer' })
    if ('refused' in body) return body.refused
    if (!(await isLegacyRequest(request, body.parsed, { maxRequestBodySize: maxBodyBytes }))) return modern.fetch(request, { parsedBody: body.parsed })
    const answer = legacy ? legacy.handle(request, body.parsed) : statelessLegacy(request, body.parsed, newServer, maxBodyBytes)
    return withRequestId(await answer, id)
  }, {
    async update(next: AnyMcpLoadout) {
      await state.serve(skillsState(next, options))
      await legacy?.notify()
      modern.notify.toolsChanged()
      modern.notify.promptsChanged()
      modern.notify.resourcesChanged()
    },
  })
}

/**
 * The state served, swapped by `serve`; over a database it is read before the first request is answered (and again on
 * `update`), and `ready()` waits for it.
 */
function servedState(loadout: AnyMcpLoadout, options: McpHandlerOptions) {
  let state!: SkillsState
  let pending: Promise<void> | undefined
  const serve = (next: SkillsState | Promise<SkillsState>): Promise<void> => {
    if (!(next instanceof Promise)) return Promise.resolve(void (state = next))
    const p = pending = next.then((s) => {
      state = s
      if (pending === p) pending = undefined
    })
    p.catch(() => {})
    return p
  }
  void serve(skillsState(loadout, options))
  return { current: () => state, serve, ready: async () => void (pending && await pending) }
}

/** A 2025-11-25 request without sessions: a server and a transport for it alone, answering JSON. */
async function statelessLegacy(request: Request, parsedBody: unknown, newServer: () => Server, maxBodyBytes: number): Promise<Response> {
  // No session, so no stream for server-sent notifications to hold open.
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed: POST JSON-RPC messages', null, { allow: 'POST' })
  const server = newServer()
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: maxBodyBytes })
  await server.connect(transport)
  try {
    return await transport.handleRequest(request, { parsedBody })
  }
  finally {
    await server.close()
  }
}

/**
 * A POST's body, read once up to `max` bytes and parsed as JSON; or the refusal to answer: 413 past `max`, 415 for a
 * body that is not JSON by its type, a JSON-RPC parse error for one that is not JSON at all.
 */
async function readJson(request: Request, max: number): Promise<{ parsed: unknown } | { refused: Response }> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { refused: jsonError(415, 'Unsupported Media Type: send application/json', null) }
  if (Number(request.headers.get('content-length') ?? 0) > max) return { refused: jsonError(413, `Payload Too Large: over ${max} bytes`, null) }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (let r = await reader?.read(); r && !r.done; r = await reader!.read()) {
    size += r.value.byteLength
    if (size > max) {
      await reader!.cancel().catch(() => {})
      return { refused: jsonError(413, `Payload Too Large: over ${max} bytes`, null) }
    }
    chunks.push(r.value)
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const c of chunks) bytes.set(c, (at += c.byteLength) - c.byteLength)
  try {
    return { parsed: JSON.parse(new TextDecoder().decode(bytes)) }
  }
  catch {
    return { refused: jsonError(400, 'Parse error: the body is not JSON', null, {}, -32700) }
  }
}

/**
 * An HTTP error of the SDK's 2025-11-25 transport (406 for a missing `Accept`, 400 for a bad header...) answers with
 * `"id": null` before it reads the message: given the request's id, when there is one.
 */
async function withRequestId(response: Response, id: string | number | null): Promise<Response> {
  if (response.ok || id === null || !response.headers.get('content-type')?.includes('application/json')) return response
  const body = await response.clone().json().catch(() => undefined) as { id?: unknown } | undefined
  if (!body || body.id !== null) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...body, id }), { status: response.status, statusText: response.statusText, headers })
}

/** The JSON-RPC id of a request body (the first of a batch); null when it has none. */
function requestId(body: unknown): string | number | null {
  const first = Array.isArray(body) ? body[0] : body
  const id = (first as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

interface Session {
  server: Server
  transport: WebStandardStreamableHTTPServerTransport
  /** When its last request started or ended (`Date.now()`). */
  lastUsed: number
  /** Its open event streams (a GET whose response has not ended). */
  streams: number
}

/**
 * Sessions in memory: an initialize request opens one, its id routes the next requests, DELETE or eviction ends it.
 * `open` is kept in order of use, least recent first. Only a session not in use (no open event stream, no request
 * for `idleMs`) is ever closed to make room: a client opening sessions in a loop closes only idle ones, then is
 * refused, and the clients in use keep theirs.
 */
class SessionStore {
  readonly max: number
  readonly idleMs: number
  readonly open = new Map<string, Session>()
  /** Initialize requests being answered: they count against `max` until their session opens. */
  starting = 0

  constructor(
    readonly current: () => SkillsState,
    readonly options: ServerForOptions,
    sessions: NonNullable<McpHandlerOptions['sessions']>,
    readonly maxBodyBytes: number,
  ) {
    const settings = typeof sessions === 'object' ? sessions : {}
    this.max = settings.max || DEFAULT_MAX_SESSIONS
    this.idleMs = settings.idleMs ?? DEFAULT_SESSION_IDLE_MS
  }

  /** Answer a request: a new session's initialize, or a request of an open session (404 when it is gone). */
  async handle(request: Request, parsedBody: unknown): Promise<Response> {
    const id = request.headers.get('mcp-session-id')
    if (id === null) return this.start(request, parsedBody)
    const s = this.open.get(id)
    if (!s) return jsonError(404, 'Session not found: start a new one with initialize', requestId(parsedBody))
    this.touch(id, s)
    const response = await s.transport.handleRequest(request, { parsedBody })
    if (request.method === 'DELETE') this.open.delete(id)
    s.lastUsed = Date.now()
    return request.method === 'GET' && response.body ? streaming(response, s) : response
  }

  /** Tell every open session's client that the lists changed. */
  async notify(): Promise<void> {
    await Promise.all([...this.open.values()].map(s => notifyListsChanged(s.server).catch(() => {})))
  }

  /** Room for one more session: true when there is, or after closing the least recently used idle one. */
  private makeRoom(): boolean {
    if (this.open.size + this.starting < this.max) return true
    const now = Date.now()
    for (const [id, s] of this.open) {
      if (s.streams === 0 && now - s.lastUsed >= this.idleMs) {
        void this.close(id)
        return true
      }
    }
    return false
  }

  /** An initialize request without a session id: a server and transport of its own, kept once the session opens. */
  private async start(request: Request, parsedBody: unknown): Promise<Response> {
    const rpcId = requestId(parsedBody)
    if (request.method !== 'POST') return jsonError(400, 'Bad Request: no Mcp-Session-Id; start a session with initialize', rpcId)
    if (!this.makeRoom()) return jsonError(503, `Service Unavailable: all ${this.max} sessions are in use; try again later`, rpcId, { 'retry-after': String(Math.ceil(this.idleMs / 1000)) })
    this.starting++
    try {
      const server = serverFor(this.current, this.options)
      const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: () => crypto.randomUUID(),
        enableJsonResponse: true,
        maxRequestBodySize: this.maxBodyBytes,
        onsessioninitialized: id => void this.open.set(id, { server, transport, lastUsed: Date.now(), streams: 0 }),
        onsessionclosed: id => void this.open.delete(id),
      })
      await server.connect(transport)
      const response = await transport.handleRequest(request, { parsedBody })
      if (transport.sessionId === undefined) await server.close()
      return response
    }
    finally {
      this.starting--
    }
  }

  /** A request of session `id` starts: it is the most recently used. */
  private touch(id: string, s: Session): void {
    this.open.delete(id)
    this.open.set(id, s)
    s.lastUsed = Date.now()
  }

  private async close(id: string): Promise<void> {
    const s = this.open.get(id)
    this.open.delete(id)
    await s?.server.close().catch(() => {})
  }
}

/** The event stream's response, counted among the session's open streams until it ends or its client goes. */
function streaming(response: Response, s: Session): Response {
  const reader = response.body!.getReader()
  s.streams++
  let open = true
  const ended = () => {
    if (!open) return
    open = false
    s.streams--
    s.lastUsed = Date.now()
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const r = await reader.read().catch((err) => {
        ended()
        throw err
      })
      if (r.done) {
        ended()
        controller.close()
      }
      else {
        controller.enqueue(r.value)
      }
    },
    cancel(reason) {
      ended()
      return reader.cancel(reason)
    },
  })
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** A `Host` header (`name`, `name:port`, `[v6]:port`) naming a loopback host. */
export function isLoopbackHostHeader(header: string): boolean {
  const m = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(header)
  return m !== null && isLoopback(m[1]!)
}

/** Absent (not a browser), loopback, or listed. */
export function originAllowed(origin: string | null, allowed: ReadonlySet<string>): boolean {
  if (origin === null) return true
  const o = origin.toLowerCase()
  if (allowed.has(o)) return true
  let url: URL
  try {
    url = new URL(o)
  }
  catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopback(url.hostname)
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
}

/** Compare SHA-256 digests byte by byte without stopping early: the time taken says nothing about the token. */
async function tokenMatches(header: string | null, expected: Uint8Array): Promise<boolean> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  const got = await digest(m?.[1] ?? '')
  let diff = m ? 0 : 1
  for (let i = 0; i < expected.length; i++) diff |= expected[i]! ^ got[i]!
  return diff === 0
}

/** An HTTP error with a JSON-RPC error body carrying the request's id (null when the request had none, or none could be read). */
function jsonError(status: number, message: string, id: string | number | null, headers: Record<string, string> = {}, code = -32000): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}
