// `node bench/mcp.mjs [--skills DIR] [--calls N] [--no-worker]`: the latency of one `tools/call` (SkillSearch) at both
// MCP protocol revisions, 2025-11-25 (the 1.x SDK client, what most hosts embed) and 2026-07-28 (the 2.x SDK client
// pinned to it): in process (the clients' fetch calling createMcpHandler directly: no socket), over HTTP on loopback
// to `npx unplugin-loadout mcp --http` (Node), and to the playground Worker's createMcpHandler under `wrangler dev`
// (workerd; needs `npm ci --prefix playground/worker`). Each call: a POST, a fresh server for it, the runtime search,
// the answer. The six series are measured in one run, their calls interleaved, so that they share the machine's state;
// medians and p99 in a Markdown table. Default skills: the playground's (the Worker is built over the same folder).
// Not part of `npm run bench`.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'

const root = join(import.meta.dirname, '..')
const { values } = parseArgs({ options: { 'skills': { type: 'string' }, 'calls': { type: 'string', default: '300' }, 'no-worker': { type: 'boolean' } } })
const skills = resolve(values.skills ?? join(root, 'playground/skills'))
const calls = Number(values.calls)
const QUERIES = ['fix the flaky CI workflow', 'extract tables from a PDF', 'tune a slow postgres query', 'write release notes',
  'review this code for security issues', '把这段文档翻译成英文', 'ビジネスメールを書いて', 'make the docker image smaller']
const worker = join(root, 'playground/worker')
const node22 = join(worker, 'node_modules/.bin/node')
const WORKER_ENV = { ...process.env, PATH: `${join(worker, 'node_modules/.bin')}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', LOADOUT_SKILLS: skills }
delete WORKER_ENV.NODE_ENV

const cli = join(root, 'dist/cli/index.js')
if (!existsSync(cli)) throw new Error('dist/ missing: run npm run build first')

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => ok(port))
    }).on('error', fail)
  })
}

/** Spawn a server and resolve to its child once its output matches `ready` (the match's first group, or the port). */
function start(command, args, ready, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  return new Promise((ok, fail) => {
    let out = ''
    const on = (d) => {
      out += d
      if (ready.test(out)) ok(child)
    }
    child.stdout.on('data', on)
    child.stderr.on('data', on)
    child.on('exit', code => fail(new Error(`${command} exited with ${code}:\n${out}`)))
  })
}

/** Run a command to its end; rejects on a non-zero exit, with its output. */
function runToEnd(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
  let out = ''
  child.stdout.on('data', (d) => { out += d })
  child.stderr.on('data', (d) => { out += d })
  return new Promise((ok, fail) => child.on('exit', code => (code === 0 ? ok(out) : fail(new Error(`${command} exited with ${code}:\n${out}`)))))
}

/** A connected client of the revision (over `fetch`: a handler called in process, when given). */
async function connect(url, revision, fetch) {
  const options = fetch ? { fetch } : {}
  if (revision === '2026-07-28') {
    const client = new ModernClient({ name: 'bench', version: '1.0.0' }, { versionNegotiation: { mode: { pin: revision } } })
    await client.connect(new ModernTransport(new URL(url), options))
    return client
  }
  const client = new Client({ name: 'bench', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url), options))
  return client
}

const children = []
const targets = []
let built
try {
  const { loadFromDisk } = await import(join(root, 'dist/api.js'))
  const { createMcpHandler } = await import(join(root, 'dist/mcp.js'))
  const handler = createMcpHandler(await loadFromDisk({ skills: [skills], published: true }))
  targets.push({ name: 'in process, `createMcpHandler` (Node)', url: 'http://127.0.0.1/mcp', fetch: (url, init) => handler(new Request(url, init)) })
  const port = await freePort()
  children.push(await start(process.execPath, [cli, 'mcp', '--skills', skills, '--http', '--port', String(port)], /skills at http:/))
  targets.push({ name: 'HTTP, `npx unplugin-loadout mcp --http` (Node)', url: `http://127.0.0.1:${port}/mcp` })
  if (!values['no-worker'] && existsSync(node22)) {
    built = mkdtempSync(join(tmpdir(), 'loadout-bench-worker-'))
    await runToEnd(node22, [join(worker, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', built, '--emptyOutDir'], { cwd: worker, env: WORKER_ENV })
    const wport = await freePort()
    children.push(await start(node22, [join(worker, 'node_modules/wrangler/bin/wrangler.js'), 'dev', '-c', join(built, 'loadout_worker/wrangler.json'), '--ip', '127.0.0.1', '--port', String(wport), '--show-interactive-dev-session=false'], /Ready on http/, { cwd: built, env: WORKER_ENV }))
    targets.push({ name: 'workerd, the Worker\'s `createMcpHandler` (wrangler dev)', url: `http://127.0.0.1:${wport}/mcp` })
  }
  else console.error('bench/mcp: no Worker (npm ci --prefix playground/worker to measure workerd too)')

  const series = []
  for (const t of targets) for (const revision of ['2025-11-25', '2026-07-28']) series.push({ ...t, revision, client: await connect(t.url, revision, t.fetch), times: [] })
  const call = s => s.client.callTool({ name: 'SkillSearch', arguments: { query: QUERIES[Math.floor(Math.random() * QUERIES.length)] } })
  for (let i = 0; i < 30; i++) for (const s of series) await call(s) // warm-up
  for (let i = 0; i < calls; i++) {
    for (const s of series) {
      const t0 = performance.now()
      await call(s)
      s.times.push(performance.now() - t0)
    }
  }
  console.log(`${skills}: one SkillSearch tools/call, ${calls} calls a series, interleaved; load average ${loadavg().map(l => l.toFixed(1)).join(' ')}\n`)
  console.log('| Where | Revision | Median | p99 |\n| --- | --- | --- | --- |')
  for (const s of series) {
    s.times.sort((a, b) => a - b)
    const at = q => s.times[Math.min(s.times.length - 1, Math.floor(q * s.times.length))].toFixed(2)
    console.log(`| ${s.name} | ${s.revision} | ${at(0.5)} ms | ${at(0.99)} ms |`)
    await s.client.close()
  }
}
finally {
  for (const c of children) c.kill()
  if (built) rmSync(built, { recursive: true, force: true })
}
