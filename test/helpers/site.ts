/**
 * A static site on 127.0.0.1 for pull tests: it serves the files it is given (a published `/.well-known/agent-skills/`
 * tree, or a hostile one), which a test may change while it runs; a route may instead be a function answering the
 * request itself (a redirect, an endless body). Every request is logged.
 */
import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export type Route = Uint8Array | string | ((req: IncomingMessage, res: ServerResponse) => void)

export interface Site {
  /** `http://127.0.0.1:<port>` */
  origin: string
  /** The routes by path (`/.well-known/agent-skills/index.json`); change them at will. */
  routes: Map<string, Route>
  /** Paths requested so far. */
  requests: string[]
  close: () => Promise<void>
}

export async function startSite(routes: Record<string, Route> = {}): Promise<Site> {
  const table = new Map(Object.entries(routes))
  const requests: string[] = []
  const server: HttpServer = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    requests.push(path)
    const route = table.get(path)
    if (route === undefined) return void res.writeHead(404).end('not found')
    if (typeof route === 'function') return route(req, res)
    res.writeHead(200, { 'content-type': path.endsWith('.json') ? 'application/json' : 'text/plain' }).end(route)
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    origin: `http://127.0.0.1:${port}`,
    routes: table,
    requests,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
  }
}

/** Every file below `dir` as routes (`/` + its path below `dir`), e.g. a build's output folder. */
export function routesOf(dir: string): Record<string, Route> {
  const routes: Record<string, Route> = {}
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, rel)
    try {
      routes[`/${relative(dir, file).split(sep).join('/')}`] = readFileSync(file)
    }
    catch {} // a folder
  }
  return routes
}

/** What the hostile routes below saw: requests held open, and those the client closed before the answer ended. */
export interface Held {
  held: number
  closed: number
}

/** A route that sends its headers and then nothing, ever (a silent server): counts each request, and each the client drops. */
export function silent(log: Held): Route {
  return (req, res) => {
    log.held++
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.flushHeaders()
    res.on('close', () => log.closed++)
  }
}

/**
 * A route that declares `size` bytes, sends the first `sent` of them, then nothing more, ever (a server that stalls
 * mid-answer): counts each request, and each the client drops.
 */
export function stalled(size: number, sent: number, log: Held): Route {
  return (_req, res) => {
    log.held++
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) })
    res.write(Buffer.alloc(sent, 'x'))
    res.on('close', () => log.closed++)
  }
}
