/**
 * Cloudflare D1 for real: the playground Worker's /db/* routes serve the skills through unplugin-loadout/sql over a
 * local D1 database (workerd's SQLite) seeded by `wrangler d1 execute --local --file` with the `--format sql` export,
 * under `wrangler dev`; they must answer as the bundled routes do. wrangler runs on the playground's Node 22.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { sqlTables, writeSqlFile } from '../../src/core/export/sql'
import { OUTPUT } from '../helpers/fixtures'
import { freePort, getJson, run, type Server, startServer } from '../helpers/server'

const playground = join(import.meta.dirname, '../../playground')
const worker = join(playground, 'worker')
const out = join(OUTPUT, 'worker-d1')
const bin = join(worker, 'node_modules/.bin')
const node22 = join(bin, 'node')
const wrangler = join(worker, 'node_modules/wrangler/bin/wrangler.js')
const env = { PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', NODE_ENV: undefined, CI: '1' }

const TASKS = [
  'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?',
  'write a commit message for these staged changes',
  'extract the text from this scanned pdf',
  'what is the weather in Lisbon tomorrow',
  '/sql-query-tuning why is this report slow',
]

beforeAll(async () => {
  if (!existsSync(node22) || !existsSync(join(worker, 'node_modules/wrangler'))) await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worker, timeout: 400_000 })
}, 420_000)

/** What an MCP client gets from a server: its instructions, lists, and a few tool calls and reads. */
async function mcpAnswers(url: string): Promise<unknown[]> {
  const client = new Client({ name: 'e2e', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(url)))
  try {
    const out: unknown[] = [client.getInstructions(), await client.listTools(), await client.listPrompts(), await client.listResources()]
    for (const [name, args] of [['SkillSearch', { query: 'slow postgres query' }], ['Skill', { name: 'sql-query-tuning' }], ['Skill', { name: 'sql-query-tunign' }]] as const)
      out.push(await client.callTool({ name, arguments: args }))
    out.push(await client.readResource({ uri: 'skill://sql-query-tuning/references/explain-cheatsheet.md' }))
    expect((out[5] as { structuredContent: { content: string } }).structuredContent.content).toMatch(/^<skill_content name="sql-query-tuning">/)
    return out
  }
  finally {
    await client.close()
  }
}

describe('the playground Worker over a local D1 database, under wrangler dev', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('routes (a /name too), loads, reads resources and serves MCP from D1 exactly as from the bundle', async () => {
    rmSync(out, { recursive: true, force: true })
    const outDir = join(out, 'dist')
    await run(node22, [join(worker, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: worker, env })
    const config = join(outDir, 'loadout_worker', 'wrangler.json')
    expect(JSON.parse(readFileSync(config, 'utf8')).d1_databases[0]).toMatchObject({ binding: 'DB', database_name: 'loadout-skills' })

    // The skills the bundle compiles, exported as SQL and seeded the way the README says.
    const sql = join(out, 'skills.sql')
    await writeSqlFile(sql, await sqlTables(await compile({ root: playground, skills: ['skills'] })))
    const state = join(out, 'state')
    await run(node22, [wrangler, 'd1', 'execute', 'loadout-skills', '--local', '--file', sql, '-c', config, '--persist-to', state, '--yes'], { cwd: out, env })

    const port = await freePort()
    server = await startServer(node22, [wrangler, 'dev', '-c', config, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false'], {
      cwd: out,
      env,
      ready: /Ready on http:\/\/127\.0\.0\.1:\d+/,
      timeout: 90_000,
    })
    const base = `http://127.0.0.1:${port}`
    let answered = 0
    for (const task of TASKS) {
      const bundled = await getJson(`${base}/match?q=${encodeURIComponent(task)}`)
      const fromD1 = await getJson(`${base}/db/match?q=${encodeURIComponent(task)}`)
      expect(fromD1.status, JSON.stringify(fromD1.body)).toBe(200)
      expect(fromD1.body, task).toEqual(bundled.body)
      if (bundled.body.results.some((r: { tier: string }) => r.tier === 'domain')) answered++
    }
    expect(answered).toBeGreaterThanOrEqual(2)
    const skill = await getJson(`${base}/db/skill/sql-query-tuning`)
    expect(skill.body).toEqual((await getJson(`${base}/skill/sql-query-tuning`)).body)
    const path = encodeURIComponent('references/explain-cheatsheet.md')
    const resource = await getJson(`${base}/db/skill/sql-query-tuning?resource=${path}`)
    expect(resource.body.text).toBe(readFileSync(join(playground, 'skills/sql-query-tuning/references/explain-cheatsheet.md'), 'utf8'))
    const outside = await getJson(`${base}/db/skill/sql-query-tuning?resource=${encodeURIComponent('../../wrangler.jsonc')}`)
    expect(outside.status).toBe(404)
    expect(outside.body.error).toMatch(/is not a resource of skill "sql-query-tuning"/)
    const unknown = await getJson(`${base}/db/skill/sql-query-tunign`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatch(/Unknown skill "sql-query-tunign"\. Closest: sql-query-tuning/)
    const named = await getJson(`${base}/db/match?q=${encodeURIComponent(TASKS.at(-1)!)}`)
    expect(named.body.results[0]).toMatchObject({ id: 'sql-query-tuning', score: 1 })
    // The same answers, but that the bundle's handler also serves the Skills Extension over the published skills
    // (a D1 export carries none): its resources list each skill's SKILL.md whole too. Both serve the binary a skill
    // lists (D1's schema 3 stores a skill's whole folder, bytes included), so neither marks it "not served".
    const [fromD1, fromBundle] = [await mcpAnswers(`${base}/db/mcp`), await mcpAnswers(`${base}/mcp`)]
    const { resources } = fromBundle[3] as { resources: Array<{ uri: string, mimeType?: string, description?: string }> }
    expect(resources.filter(r => r.uri.endsWith('/SKILL.md'))).toHaveLength(12)
    const binary = (r: { mimeType?: string }) => r.mimeType === 'image/png'
    expect(resources.filter(binary)).toEqual([expect.not.objectContaining({ description: expect.anything() })])
    fromBundle[3] = { resources: resources.filter(r => !r.uri.endsWith('/SKILL.md')) }
    expect(fromD1).toEqual(fromBundle)
    await server.stop()
    server = undefined
  }, 300_000)
})
