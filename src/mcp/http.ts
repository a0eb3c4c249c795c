/**
 * The MCP server as a web-standard `fetch` handler (Streamable HTTP, stateless: a server and a transport per request,
 * JSON answers), for Cloudflare Workers, Next.js route handlers (Node and Edge), Deno, Bun and the CLI's `--http`.
 * No Node built-ins.
 *
 * Every request is checked before the SDK sees it: its `Origin` (a foreign one is answered 403, against DNS
 * rebinding), the bearer token when one is set (compared in constant time), and its size.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { type McpServerOptions, serverFor } from './server'
import { type McpLoadout, skillsState } from './skills'

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
}

/** The handler, with `update` to serve a re-compiled loadout from the next request on. */
export interface McpHandler {
  (request: Request): Promise<Response>
  update: (loadout: McpLoadout) => void
}

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
export function createMcpHandler(loadout: McpLoadout, options: McpHandlerOptions = {}): McpHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  if (!(Number.isInteger(maxBodyBytes) && maxBodyBytes > 0)) throw new TypeError(`createMcpHandler: maxBodyBytes must be a whole number > 0, got ${String(maxBodyBytes)}`)
  if (options.token !== undefined && (typeof options.token !== 'string' || options.token === '')) throw new TypeError('createMcpHandler: token must be a non-empty string')
  const allowed = new Set((options.allowedOrigins ?? []).map(o => o.toLowerCase()))
  const expected = options.token === undefined ? undefined : digest(options.token)
  let state = skillsState(loadout, options)
  return Object.assign(async (request: Request): Promise<Response> => {
    if (!originAllowed(request.headers.get('origin'), allowed)) return jsonError(403, 'Forbidden: this origin may not call the MCP server')
    if (expected && !(await tokenMatches(request.headers.get('authorization'), await expected)))
      return jsonError(401, 'Unauthorized: a valid bearer token is required', { 'www-authenticate': 'Bearer' })
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
    update(next: McpLoadout) {
      state = skillsState(next, options)
    },
  })
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
