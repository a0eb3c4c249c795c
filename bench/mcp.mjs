// `node bench/mcp.mjs [--skills DIR] [--calls N]`: the latency of one SkillSearch call to `loadout mcp --http` on
// loopback, through the official SDK client (each call: a POST, a fresh stateless server, the runtime search, the JSON
// answer). Default: the corpus in ../shared (791 skills), else the playground's skills. Not part of `npm run bench`.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'

const root = join(import.meta.dirname, '..')
const corpus = join(root, '../shared/corpus')
const { values } = parseArgs({ options: { skills: { type: 'string' }, calls: { type: 'string', default: '300' } } })
const skills = values.skills ?? (existsSync(corpus) ? corpus : join(root, 'playground/skills'))
const calls = Number(values.calls)
const QUERIES = ['fix the flaky CI workflow', 'extract tables from a PDF', 'tune a slow postgres query', 'write release notes',
  'review this code for security issues', '把这段文档翻译成英文', 'ビジネスメールを書いて', 'make the docker image smaller']

const cli = join(root, 'dist/cli/index.js')
if (!existsSync(cli)) throw new Error('dist/ missing: run npm run build first')
const child = spawn(process.execPath, [cli, 'mcp', '--skills', skills, '--http', '--port', '0'], { stdio: ['ignore', 'ignore', 'pipe'] })
const url = await new Promise((resolve, reject) => {
  let err = ''
  child.stderr.on('data', (d) => {
    err += d
    const m = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(err)
    if (m) resolve(m[1])
  })
  child.on('exit', code => reject(new Error(`loadout mcp exited with ${code}:\n${err}`)))
})
try {
  const client = new Client({ name: 'bench', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url)))
  const { tools } = await client.listTools()
  const search = () => client.callTool({ name: 'SkillSearch', arguments: { query: QUERIES[Math.floor(Math.random() * QUERIES.length)] } })
  for (let i = 0; i < 30; i++) await search() // warm-up
  const times = []
  for (let i = 0; i < calls; i++) {
    const t = performance.now()
    await search()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const at = q => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2)
  console.log(`${skills}: ${tools.length} tools; SkillSearch over HTTP on loopback, ${calls} calls: median ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms`)
  await client.close()
}
finally {
  child.kill()
}
