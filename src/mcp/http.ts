/**
 * The MCP server as a web-standard `fetch` handler (Streamable HTTP, stateless: a server and a transport per request,
 * JSON answers), for Cloudflare Workers, Next.js route handlers (Node and Edge), Deno, Bun and the CLI's `--http`.
 * No Node built-ins.
 *
 * Every request is checked before the SDK sees it: its `Origin` (a foreign one is answered 403, against DNS
 * rebinding), the bearer token when one is set (compared in constant time), and its size.
 */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { type McpServerOptions, notifyListsChanged, serverFor } from './server'
import { type AnyMcpLoadout, type SkillsState, skillsState } from './skills'

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
   * Keep sessions (`Mcp-Session-Id`) in memory, so that `update()` can tell each client its lists changed over its
   * event stream: for one long-lived process (the CLI's `--http --watch`). Workers and serverless functions keep the
   * default, stateless (any instance answers any request). `max` bounds the sessions kept (the oldest is closed).
   * Default false.
   */
  sessions?: boolean | { max?: number }
}

/** The handler, with `update` to serve a re-compiled loadout from the next request on (and notify sessions). */
export interface McpHandler {
  (request: Request): Promise<Response>
  update: (loadout: AnyMcpLoadout) => Promise<void>
}

/** Most sessions kept by default with `sessions: true`. */
export const DEFAULT_MAX_SESSIONS = 64

/** Largest request body by default: a tool call's arguments are a few hundred bytes. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

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
  let state!: SkillsState
  /** Over a database, the state is read before the first request is answered (and again on `update`). */
  let ready: Promise<void> | undefined
  const serve = (next: SkillsState | Promise<SkillsState>): Promise<void> => {
    if (!(next instanceof Promise)) return Promise.resolve(void (state = next))
    const pending = ready = next.then((s) => {
      state = s
      if (ready === pending) ready = undefined
    })
    pending.catch(() => {})
    return pending
  }
  void serve(skillsState(loadout, options))
  const sessions = options.sessions ? createSessions(() => state, options, maxBodyBytes) : undefined
  return Object.assign(async (request: Request): Promise<Response> => {
    if (ready) await ready
    if (!originAllowed(request.headers.get('origin'), allowed)) return jsonError(403, 'Forbidden: this origin may not call the MCP server')
    if (expected && !(await tokenMatches(request.headers.get('authorization'), await expected)))
      return jsonError(401, 'Unauthorized: a valid bearer token is required', { 'www-authenticate': 'Bearer' })
    if (sessions) return sessions.handle(request)
    // Stateless: no session, so no stream for server-sent notifications to hold open.
    if (request.method !== 'POST') return jsonError(405, 'Method not allowed: POST JSON-RPC messages', { allow: 'POST' })
    const current = state
    const server = serverFor(() => current, options)
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: maxBodyBytes })
    await server.connect(transport)
    try {
      return await transport.handleRequest(request)
    }
    finally {
      await server.close()
    }
  }, {
    async update(next: AnyMcpLoadout) {
      await serve(skillsState(next, options))
      await sessions?.notify()
    },
  })
}

interface Session {
  server: Server
  transport: WebStandardStreamableHTTPServerTransport
}

/** Sessions in memory: an initialize request opens one, its id routes the next requests, DELETE or eviction ends it. */
function createSessions(current: () => SkillsState, options: McpHandlerOptions, maxBodyBytes: number) {
  const max = (typeof options.sessions === 'object' && options.sessions.max) || DEFAULT_MAX_SESSIONS
  const open = new Map<string, Session>()

  async function start(request: Request): Promise<Response> {
    if (request.method !== 'POST') return jsonError(400, 'Bad Request: no Mcp-Session-Id; start a session with initialize')
    const server = serverFor(current, options)
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      enableJsonResponse: true,
      maxRequestBodySize: maxBodyBytes,
      onsessioninitialized: (id) => {
        open.set(id, { server, transport })
        if (open.size > max) void close(open.keys().next().value!)
      },
      onsessionclosed: id => void open.delete(id),
    })
    await server.connect(transport)
    const response = await transport.handleRequest(request)
    if (transport.sessionId === undefined) await server.close()
    return response
  }

  async function close(id: string): Promise<void> {
    const s = open.get(id)
    open.delete(id)
    await s?.server.close().catch(() => {})
  }

  return {
    async handle(request: Request): Promise<Response> {
      const id = request.headers.get('mcp-session-id')
      if (id === null) return start(request)
      const s = open.get(id)
      if (!s) return jsonError(404, 'Session not found: start a new one with initialize')
      const response = await s.transport.handleRequest(request)
      if (request.method === 'DELETE') open.delete(id)
      return response
    },
    async notify(): Promise<void> {
      await Promise.all([...open.values()].map(s => notifyListsChanged(s.server).catch(() => {})))
    },
  }
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
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
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

function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}
