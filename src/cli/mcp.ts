/**
 * `loadout mcp`: the skills of some folders as an MCP server, over stdio (default) or Streamable HTTP (`--http`, on
 * 127.0.0.1 unless `--host`), re-compiled on edits with `--watch`; both protocol revisions (2025-11-25 and 2026-07-28)
 * on either, and the Skills Extension. SIGINT and SIGTERM end it, whether or not its stdin is still open. Loaded by the
 * CLI only for this command, so the other commands never need `@modelcontextprotocol/server`.
 */
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname } from 'node:path'
import process from 'node:process'
import { Readable } from 'node:stream'
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio'
import { loadFromDisk } from '../api'
import { CompileCache } from '../core/compile/compile'
import { formatDiagnostic } from '../core/diagnostics'
import type { SourceOption } from '../core/options'
import { resolveOptions } from '../core/options'
import { isLoopback } from '../core/net'
import { createMcpHandler, isLoopbackHostHeader, type McpHandler } from '../mcp/http'
import { createMcpServer } from '../mcp/server'
import type { AnyMcpLoadout, McpLoadout, SkillsPolicy } from '../mcp/skills'
import { isWithin } from '../core/fs/paths'
import { watchSources } from '../plugin/watch'
import { openDb } from './db'
import { version } from '../../package.json'
import type { Io } from './io'

export interface McpCommandOptions {
  sources: { skills: Array<string | SourceOption>, strict: boolean }
  /** Serve an exported SQLite file (`--db`) instead of compiling the sources. */
  db?: string
  policy: SkillsPolicy
  http: boolean
  port: number
  host: string
  token?: string
  watch: boolean
}

/** Compile, serve until the client (stdio) or a signal (HTTP) ends it; resolves to the exit code. */
export async function mcpCommand(opts: McpCommandOptions, io: Io): Promise<number> {
  if (opts.db !== undefined) return mcpOverDb(opts.db, opts, io)
  const cache = new CompileCache()
  const first = await compileLoadout(opts, cache, io)
  if (!first) return 1
  const serving = await (opts.http ? httpServing : stdioServing)(first, first.entries.length, opts, io)
  const stop = opts.watch ? recompileOnChange(opts, cache, io, serving.update) : undefined
  await serving.done
  stop?.()
  return 0
}

/** `loadout mcp --db FILE`: the skills of an exported SQLite file, served by unplugin-loadout/sql. */
async function mcpOverDb(file: string, opts: McpCommandOptions, io: Io): Promise<number> {
  const db = await openDb('mcp', file, io.err)
  if (!db) return 2
  try {
    const count = (await db.loadout.entries()).length
    await (await (opts.http ? httpServing : stdioServing)(db.loadout, count, opts, io)).done
    return 0
  }
  finally {
    db.close()
  }
}

/** What a transport gives back: how to serve a re-compiled loadout, and when serving ends. */
interface Serving {
  update: (loadout: McpLoadout) => Promise<void>
  done: Promise<void>
}

const INFO = { name: 'loadout', version }

/**
 * The server's options: the policy, its name, and how long clients may reuse answers (`--watch` changes them at any
 * moment: not at all; otherwise the default, as the skills change only when the server restarts).
 */
const serverOptions = (opts: McpCommandOptions) => ({ ...opts.policy, ...INFO, ...(opts.watch ? { cacheHint: { ttlMs: 0 } } : {}) })

/**
 * stdio, through the SDK's `serveStdio`: the client's first message picks the revision (`initialize` or a 2026-07-28
 * request) and one server is kept for the connection. It ends when stdin ends or closes, or on a signal, which also
 * stops reading stdin (a client may keep it open).
 */
async function stdioServing(loadout: AnyMcpLoadout, count: number, opts: McpCommandOptions, io: Io): Promise<Serving> {
  const mcp = await createMcpServer(loadout, serverOptions(opts))
  const handle = serveStdio(() => mcp.newServer(), { transport: new StdioServerTransport(), onerror: err => io.err(`loadout mcp: ${err.message}`) })
  const ended = new Promise<void>((r) => {
    process.stdin.once('end', r)
    process.stdin.once('close', r)
  })
  const done = Promise.race([ended, untilSignal()]).then(async () => {
    await handle.close().catch(() => {})
    process.stdin.destroy()
  })
  io.err(`loadout mcp: ${skills(count)} over stdio`)
  return { update: mcp.update, done }
}

/** Streamable HTTP at /mcp; with --watch, 2025-11-25 sessions, so that changes reach each client's event stream. */
async function httpServing(loadout: AnyMcpLoadout, count: number, opts: McpCommandOptions, io: Io): Promise<Serving> {
  const handler = createMcpHandler(loadout, { ...serverOptions(opts), token: opts.token, sessions: opts.watch })
  const loopback = isLoopback(opts.host)
  const server = await listen(handler, opts.host, opts.port, loopback)
  const { port } = server.address() as { port: number }
  if (!loopback && !opts.token) io.err(`loadout mcp: warning: listening on ${opts.host} without --token: anyone who can reach it can read these skills`)
  const where = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}/mcp`
  io.err(`loadout mcp: ${skills(count)} at ${where}${opts.token ? ' (bearer token required)' : ''}`)
  const done = untilSignal().then(() => new Promise<void>((r) => {
    server.close(() => r())
    // Event streams stay open until their clients go: end them.
    server.closeAllConnections()
  }))
  return { update: handler.update, done }
}

/** Compile the sources into a loadout with bodies and resources; diagnostics go to stderr, and errors give undefined. */
async function compileLoadout(opts: McpCommandOptions, cache: CompileCache, io: Io) {
  // With the published skills (digests and frontmatter), which the Skills Extension serves.
  const loadout = await loadFromDisk({ ...opts.sources, allowErrors: true, published: true }, cache)
  // stderr only: over stdio, stdout is the protocol's.
  for (const d of loadout.diagnostics) io.err(formatDiagnostic(d))
  const errors = loadout.diagnostics.filter(d => d.level === 'error').length
  if (errors) {
    io.err(`loadout mcp: ${errors} error${errors === 1 ? '' : 's'} in the skills; fix ${errors === 1 ? 'it' : 'them'} to serve`)
    return undefined
  }
  return loadout
}

/**
 * Watch every source folder (src/plugin/watch.ts); after an edit settles, re-compile and hand the new loadout over (a
 * broken edit keeps the last one). Each path a watcher names has its folders listed again by the next compile.
 */
function recompileOnChange(opts: McpCommandOptions, cache: CompileCache, io: Io, onChange: (l: McpLoadout) => Promise<void>): () => void {
  const { sources, maxDepth, maxFolders } = resolveOptions(opts.sources)
  const roots = sources.map(s => s.abs)
  const recompile = async () => {
    const next = await compileLoadout(opts, cache, io)
    if (!next) return io.err('loadout mcp: still serving the skills compiled before this edit')
    await onChange(next)
    io.err(`loadout mcp: skills changed: ${skills(next.entries.length)}`)
  }
  const watcher = watchSources(roots, {
    limits: { maxDepth, maxFolders },
    // Folders along the path are listed again (not every file system updates a folder's time).
    onEvent: path => forgetFoldersOf(cache, path, roots),
    onSettled: recompile,
    onError: (err, dir) => io.err(dir ? `loadout mcp: cannot watch ${dir}: ${err.message}` : `loadout mcp: re-compile failed: ${err.message}`),
  })
  return watcher.close
}

/** The folders from `path` up to its source's root, that root included, forgotten by the compile cache. */
function forgetFoldersOf(cache: CompileCache, path: string, roots: readonly string[]): void {
  const root = roots.find(r => isWithin(path, r))
  if (root === undefined) return
  for (let dir = path; dir !== root && isWithin(dir, root); dir = dirname(dir)) cache.folders.forget(dir)
  cache.folders.forget(root)
}

const skills = (n: number) => `${n} skill${n === 1 ? '' : 's'}`

function untilSignal(): Promise<void> {
  return new Promise((r) => {
    process.once('SIGINT', () => r())
    process.once('SIGTERM', () => r())
  })
}

/**
 * A Node HTTP server passing `/mcp` to the fetch handler; anything else is 404. Bound to loopback, it also wants a
 * loopback `Host` (a page whose name was rebound to 127.0.0.1 sends its own name), beside the handler's `Origin` check.
 */
function listen(handler: McpHandler, host: string, port: number, loopback: boolean): Promise<HttpServer> {
  const server = createServer((req, res) => {
    if (loopback && !isLoopbackHostHeader(req.headers.host ?? '')) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden: this server answers loopback names only\n')
      return
    }
    void serve(handler, req, res).catch((err) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(err instanceof Error ? err.message : err))
    })
  })
  return new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => ok(server))
  })
}

async function serve(handler: McpHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost')
  if (url.pathname !== '/mcp') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the MCP endpoint is /mcp\n')
    return
  }
  const headers = new Headers()
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(new URL(url.pathname + url.search, `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: 'half',
  } as RequestInit)
  const response = await handler(request)
  const out: Record<string, string> = {}
  response.headers.forEach((v, k) => (out[k] = v))
  res.writeHead(response.status, out)
  if (!response.body) return void res.end()
  // An event stream stays open until the client goes: then stop reading it.
  const reader = response.body.getReader()
  res.on('close', () => void reader.cancel().catch(() => {}))
  for (let r = await reader.read(); !r.done; r = await reader.read()) res.write(r.value)
  res.end()
}
