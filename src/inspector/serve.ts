/**
 * The inspector in the Vite dev server, at `/__loadout/`: the page, its data as JSON, and an event stream that says
 * when a skill changed. Loaded on the first request only, so a dev server whose page is never opened does no more work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CompileResult } from '../core/compile/compile'
import { Insight } from '../analysis/insight'
import { inspectorData } from './data'
import { inspectorHtml } from './page'

/** What the dev server's inspector is given by the plugin: its compile, root and change listeners. */
export interface InspectorHost {
  /** The current compile (the plugin's own, shared with the virtual module). */
  build: () => Promise<CompileResult>
  root: () => string
  /** Listeners called when a skill file or folder changed. */
  listeners: Set<() => void>
}

/** Handles a request under `/__loadout` (the mount point stripped); false when it is not the inspector's. */
export type InspectorServer = (req: IncomingMessage, res: ServerResponse, host: InspectorHost) => Promise<boolean>

const insights = new WeakMap<CompileResult, Insight>()

async function currentData(host: InspectorHost) {
  const result = await host.build()
  let insight = insights.get(result)
  if (!insight) insights.set(result, insight = new Insight(result))
  return inspectorData(result, insight, { root: host.root() })
}

/** `text/event-stream`: one `change` event per burst of edits (a save often writes twice). */
function stream(req: IncomingMessage, res: ServerResponse, host: InspectorHost): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
  res.write(': loadout inspector\n\n')
  let timer: ReturnType<typeof setTimeout> | undefined
  const send = () => {
    clearTimeout(timer)
    timer = setTimeout(() => res.write('event: change\ndata: {}\n\n'), 60)
  }
  host.listeners.add(send)
  req.on('close', () => {
    clearTimeout(timer)
    host.listeners.delete(send)
  })
}

function send(res: ServerResponse, type: string, body: string): void {
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' })
  res.end(body)
}

/** Handle a request under `/__loadout` (the mount point already stripped from `req.url`). */
export async function serveInspector(req: IncomingMessage, res: ServerResponse, host: InspectorHost): Promise<boolean> {
  const path = (req.url ?? '/').split('?')[0]
  if (path === '/events') stream(req, res, host)
  else if (path === '/data.json') send(res, 'application/json', JSON.stringify(await currentData(host)))
  else if (path === '/' || path === '/index.html') send(res, 'text/html', await inspectorHtml(await currentData(host), { live: true }))
  else return false
  return true
}
