/**
 * MCP servers as AI SDK tools, through the AI SDK's MCP client (`@ai-sdk/mcp`, imported only when servers are
 * configured). Tools are named `mcp__<server>__<tool>`; servers connect lazily, on the first `tools()` call; every
 * tool call has a timeout answering with an error result; a server that fails to connect is logged and skipped.
 *
 * Streamable HTTP (and legacy SSE) work wherever `fetch` does (Node, Workers, edge); stdio spawns a child process and
 * is Node only.
 */
import type { Tool, ToolExecutionOptions, ToolSet } from 'ai'
import type { Logger } from './tools'

/** Start a local server as a child process and talk over its stdin/stdout (Node only). */
export interface McpStdioTransport {
  type: 'stdio'
  command: string
  args?: string[]
  /** The child's environment (default: a minimal one from this process: PATH, HOME, ...; see `@ai-sdk/mcp`). */
  env?: Record<string, string>
  cwd?: string
  /** Where the child's stderr goes: `'inherit'` (default), `'ignore'`, `'pipe'`... */
  stderr?: unknown
}

/** A remote server over Streamable HTTP (`'http'`, alias `'streamable-http'`) or legacy HTTP+SSE (`'sse'`). */
export interface McpHttpTransport {
  type: 'http' | 'streamable-http' | 'sse'
  url: string
  headers?: Record<string, string>
}

/** An `MCPTransport` object built by hand (anything with `start`, `send` and `close`), passed to the client as is. */
export interface McpCustomTransport {
  start: () => Promise<void>
  send: (message: any, options?: any) => Promise<void>
  close: (options?: any) => Promise<void>
}

export interface McpServerConfig {
  /** Letters, digits, `_` and `-`: the `<server>` of `mcp__<server>__<tool>`. */
  name: string
  transport: McpStdioTransport | McpHttpTransport | McpCustomTransport
}

export interface McpOptions {
  servers: readonly McpServerConfig[]
  /** Milliseconds a tool call may take before it answers `{ error: "MCP tool call timed out ..." }`. Default 30,000. */
  timeoutMs?: number
  /** Milliseconds a server may take to connect and list its tools before it is skipped. Default 10,000. */
  connectTimeoutMs?: number
  logger?: Logger
  /**
   * The AI SDK's `createMCPClient` (from `@ai-sdk/mcp`). Default: imported at run time when servers are configured,
   * which works in Node; bundles for Workers and edge functions pass it so that the bundler includes it.
   */
  createClient?: (config: any) => Promise<unknown>
}

export interface McpServerStatus {
  name: string
  state: 'idle' | 'connecting' | 'connected' | 'failed' | 'closed'
  /** Tool names as exposed (`mcp__<server>__<tool>`). */
  tools: string[]
  error?: string
}

export interface McpTools {
  /** The tools of every server that connected; the first call connects them all (in parallel), later calls reuse them. */
  tools: () => Promise<ToolSet>
  /** Where each server stands. */
  status: () => McpServerStatus[]
  /** Close every connection. A later `tools()` connects again. */
  dispose: () => Promise<void>
}

/** Every transport field, for reading a config before its kind is known. */
type LooseTransport = Partial<Omit<McpStdioTransport, 'type'> & Omit<McpHttpTransport, 'type'> & McpCustomTransport> & { type?: string }

const NAME_RE = /^[\w-]+$/
const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000

/** The exposed name of a server's tool: `mcp__<server>__<tool>`, characters providers refuse replaced by `_`. */
export function mcpToolName(server: string, tool: string): string {
  return `mcp__${server}__${tool.replace(/[^\w-]/g, '_')}`
}

interface McpClientLike {
  tools: () => Promise<Record<string, Tool>>
  close: () => Promise<void>
}
type CreateClient = (config: Record<string, unknown>) => Promise<McpClientLike>

const INSTALL_HINT = 'unplugin-loadout/ai: MCP servers are configured but the AI SDK\'s MCP client is not installed. '
  + 'Install it: npm i @ai-sdk/mcp'

/**
 * Computed specifiers: a bundler must not try to resolve an optional peer that users without MCP have not installed
 * (nor the Node-only stdio transport in a Worker bundle).
 */
const importOptional = (specifier: string): Promise<any> => import(/* @vite-ignore */ /* webpackIgnore: true */ specifier)

async function importClient(): Promise<CreateClient> {
  try {
    const mod = await importOptional(['@ai-sdk', 'mcp'].join('/'))
    return mod.createMCPClient as CreateClient
  }
  catch (err) {
    throw new Error(INSTALL_HINT, { cause: err })
  }
}

async function importStdio(): Promise<new (config: Record<string, unknown>) => McpCustomTransport> {
  try {
    const mod = await importOptional(['@ai-sdk', 'mcp', 'mcp-stdio'].join('/'))
    return mod.Experimental_StdioMCPTransport
  }
  catch (err) {
    throw new Error(`${INSTALL_HINT} (stdio servers also need Node.js)`, { cause: err })
  }
}

function validate(options: McpOptions): void {
  if (!options || !Array.isArray(options.servers)) throw new TypeError('mcp: expected { servers: [...] }')
  const seen = new Set<string>()
  for (const s of options.servers) {
    if (!s || typeof s.name !== 'string' || !NAME_RE.test(s.name))
      throw new TypeError(`mcp: server name ${JSON.stringify(s?.name)} must be letters, digits, "_" or "-" (it becomes mcp__<server>__<tool>)`)
    if (seen.has(s.name)) throw new TypeError(`mcp: two servers are named "${s.name}"`)
    seen.add(s.name)
    const t = s.transport as LooseTransport | undefined
    if (!t || typeof t !== 'object') throw new TypeError(`mcp: server "${s.name}" has no transport`)
    if (typeof t.start === 'function') continue
    if (t.type === 'stdio' ? typeof t.command !== 'string' : !(t.type && ['http', 'streamable-http', 'sse'].includes(t.type) && typeof t.url === 'string'))
      throw new TypeError(`mcp: server "${s.name}": transport must be { type: 'stdio', command, args? } or { type: 'http' | 'sse', url }`)
  }
  if (options.createClient !== undefined && typeof options.createClient !== 'function')
    throw new TypeError('mcp: createClient must be the createMCPClient function of @ai-sdk/mcp')
  for (const [key, value] of [['timeoutMs', options.timeoutMs], ['connectTimeoutMs', options.connectTimeoutMs]] as const) {
    if (value !== undefined && !(typeof value === 'number' && value > 0))
      throw new TypeError(`mcp: ${key} must be a positive number of milliseconds, got ${String(value)}`)
  }
}

/** Reject after `ms` with `message`, clearing the timer either way. */
function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** How long a tool call and a connection may take, and where warnings go: the options, with defaults filled in. */
interface McpLimits {
  logger: Logger
  timeoutMs: number
  connectTimeoutMs: number
}

/**
 * An MCP tool whose calls end within `timeoutMs` (the call is aborted then) and answer a failure as `{ error }` the
 * model can read; the run's abort still throws.
 */
function withCallLimits(server: string, name: string, original: Tool, { timeoutMs, logger }: McpLimits): Tool {
  const execute = original.execute
  if (typeof execute !== 'function') return original
  return {
    ...original,
    execute: async (input: unknown, opts: ToolExecutionOptions) => {
      const controller = new AbortController()
      const outer = opts?.abortSignal
      const onAbort = () => controller.abort(outer?.reason)
      outer?.addEventListener('abort', onAbort, { once: true })
      try {
        return await withTimeout(
          Promise.resolve(execute(input as never, { ...opts, abortSignal: controller.signal }) as Promise<unknown>),
          timeoutMs,
          () => new McpTimeout(),
        )
      }
      catch (err) {
        if (err instanceof McpTimeout) {
          controller.abort(err)
          logger.warn?.(`[loadout] MCP tool call ${name} timed out after ${timeoutMs} ms`)
          return { error: `MCP tool call timed out after ${timeoutMs} ms`, tool: name, server }
        }
        if (outer?.aborted) throw err
        return { error: `MCP tool call failed: ${err instanceof Error ? err.message : String(err)}`, tool: name, server }
      }
      finally {
        outer?.removeEventListener('abort', onAbort)
      }
    },
  } as Tool
}

/** What `createClient` is given as the transport of a server: the host's own, a stdio process, or an HTTP/SSE URL. */
async function transportOf(server: McpServerConfig): Promise<unknown> {
  const t = server.transport as LooseTransport
  if (typeof t.start === 'function') return t
  if (t.type === 'stdio') {
    const Stdio = await importStdio()
    return new Stdio({ command: t.command, args: t.args, env: t.env, cwd: t.cwd, stderr: t.stderr })
  }
  return { type: t.type === 'sse' ? 'sse' : 'http', url: t.url, headers: t.headers }
}

/**
 * Connect a client and list its tools within `connectTimeoutMs`. The client goes in `opened` as soon as it exists, so
 * that the caller closes it on a failure; one that connects after the timeout is closed, never leaked.
 */
async function listTools(server: McpServerConfig, createClient: CreateClient, status: McpServerStatus, limits: McpLimits, opened: { client?: McpClientLike }): Promise<ToolSet> {
  const { connectTimeoutMs, logger } = limits
  const transport = await transportOf(server)
  const start = async () => {
    opened.client = await createClient({
      transport,
      clientName: 'unplugin-loadout',
      initializationOptions: { timeout: connectTimeoutMs },
      // Before the connection is up, errors end in one "failed to connect" warning below.
      onUncaughtError: (err: unknown) => (status.state === 'connected' ? logger.warn : logger.debug)?.(
        `[loadout] MCP server "${server.name}": ${err instanceof Error ? err.message : String(err)}`,
      ),
    })
    return opened.client.tools()
  }
  const started = start()
  return withTimeout(started, connectTimeoutMs, () => new Error(`no answer within ${connectTimeoutMs} ms`))
    .catch((err) => {
      // A client that connects after all is closed, never leaked.
      started.then(() => opened.client?.close(), () => {}).catch(() => {})
      throw err
    })
}

/** The connections to the servers of one `createMcpTools`: made once, on the first `tools()`, and their status. */
class McpConnections {
  readonly limits: McpLimits
  readonly states: Map<string, McpServerStatus>
  clients: McpClientLike[] = []
  connecting: Promise<ToolSet> | undefined

  constructor(readonly options: McpOptions) {
    this.limits = {
      logger: options.logger ?? { warn: (m: string) => console.warn(m) },
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    }
    this.states = new Map(options.servers.map(s => [s.name, { name: s.name, state: 'idle', tools: [] }]))
  }

  /** Every server's tools, connecting on the first call (again after a failed attempt). */
  tools(): Promise<ToolSet> {
    this.connecting ??= this.connectAll().catch((err) => {
      this.connecting = undefined
      throw err
    })
    return this.connecting
  }

  async connectAll(): Promise<ToolSet> {
    if (this.options.servers.length === 0) return {}
    const createClient = (this.options.createClient as CreateClient | undefined) ?? await importClient()
    const sets = await Promise.all(this.options.servers.map(s => this.connectOne(s, createClient)))
    return Object.assign({}, ...sets) as ToolSet
  }

  /** One server's tools as `mcp__<server>__<tool>`; none (after a warning) when it fails to connect. */
  async connectOne(server: McpServerConfig, createClient: CreateClient): Promise<ToolSet> {
    const status = this.states.get(server.name)!
    status.state = 'connecting'
    const opened: { client?: McpClientLike } = {}
    try {
      const listed = await listTools(server, createClient, status, this.limits, opened)
      const tools: ToolSet = {}
      for (const [name, original] of Object.entries(listed)) {
        const exposed = mcpToolName(server.name, name)
        tools[exposed] = withCallLimits(server.name, exposed, original, this.limits)
      }
      this.clients.push(opened.client!)
      status.state = 'connected'
      status.tools = Object.keys(tools)
      delete status.error
      return tools
    }
    catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      status.state = 'failed'
      status.error = reason
      status.tools = []
      this.limits.logger.warn?.(`[loadout] MCP server "${server.name}" failed to connect and is skipped: ${reason}`)
      await opened.client?.close().catch(() => {})
      return {}
    }
  }

  /** A copy of every server's status. */
  status(): McpServerStatus[] {
    return [...this.states.values()].map(s => ({ ...s, tools: [...s.tools] }))
  }

  /** Close every client (after a connection in progress settles); connected servers become `closed`. */
  async dispose(): Promise<void> {
    const pending = this.connecting
    this.connecting = undefined
    if (pending) await pending.catch(() => {})
    const closing = this.clients
    this.clients = []
    const { logger } = this.limits
    await Promise.all(closing.map(c => c.close().catch(err => logger.warn?.(`[loadout] closing an MCP client failed: ${err instanceof Error ? err.message : String(err)}`))))
    for (const s of this.states.values()) {
      if (s.state === 'connected') {
        s.state = 'closed'
        s.tools = []
      }
    }
  }
}

/**
 * The tools of MCP servers, connected lazily.
 *
 * ```ts
 * const mcp = createMcpTools({ servers: [{ name: 'files', transport: { type: 'http', url: 'http://127.0.0.1:3001/mcp' } }] })
 * const tools = { ...loadoutTools(loadout), ...await mcp.tools() } // mcp__files__read_file, ...
 * await mcp.dispose()
 * ```
 */
export function createMcpTools(options: McpOptions): McpTools {
  validate(options)
  const connections = new McpConnections(options)
  return {
    tools: () => connections.tools(),
    status: () => connections.status(),
    dispose: () => connections.dispose(),
  }
}

class McpTimeout extends Error {}
