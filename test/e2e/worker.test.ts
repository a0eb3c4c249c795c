/**
 * Cloudflare Workers: playground/worker built by `vite build` with @cloudflare/vite-plugin, served locally by
 * `wrangler dev` in workerd on 127.0.0.1. wrangler 4 needs Node 22: playground/worker has its own install, which
 * brings Node 22 as the npm package `node`; that Node runs this test's tools only.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from '@modelcontextprotocol/client'
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTPUT } from '../helpers/fixtures'
import { freePort, getJson, run, type Server, startServer } from '../helpers/server'

const playground = join(import.meta.dirname, '../../playground')
const worker = join(playground, 'worker')
const out = join(OUTPUT, 'worker')
const bin = join(worker, 'node_modules/.bin')
const node22 = join(bin, 'node')
const env = { PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', NODE_ENV: undefined }

const TASK = 'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?'
const SKILLS = readdirSync(join(playground, 'skills'))
const MCP_TOKEN = 'worker-e2e-token'

/** A line of each skill's body, to find where it landed. */
function bodyLine(skill: string): string {
  const text = readFileSync(join(playground, 'skills', skill, 'SKILL.md'), 'utf8').split('\n---\n')[1]!
  return JSON.stringify(text.split('\n').find(l => l.length > 40)!).slice(1, -1)
}

beforeAll(async () => {
  // CI installs it in .ci/run; a fresh checkout gets it here, from the committed lockfile.
  if (!existsSync(node22) || !existsSync(join(worker, 'node_modules/wrangler'))) await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worker, timeout: 400_000 })
}, 420_000)

describe('a Cloudflare Worker built with @cloudflare/vite-plugin, run by wrangler dev (workerd)', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('routes and loads skills; each skill is its own module and the startup module holds no body', async () => {
    expect((await run(node22, ['--version'], { cwd: worker })).trim()).toMatch(/^v22\./)
    const outDir = join(out, 'dist')
    await run(node22, [join(worker, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: worker, env })
    const dist = join(outDir, 'loadout_worker')
    const config = JSON.parse(readFileSync(join(dist, 'wrangler.json'), 'utf8'))
    expect(config.no_bundle).toBe(true)
    const main = readFileSync(join(dist, config.main), 'utf8')
    const assets = readdirSync(join(dist, 'assets')).filter(f => f.endsWith('.js'))
    const chunks = new Map(assets.map(f => [f, readFileSync(join(dist, 'assets', f), 'utf8')]))

    // The startup module: the index and the runtime, no body. Every body: in exactly one module of its own, and its
    // SKILL.md whole in one published files module (virtual:loadout/published, for the Skills Extension), both lazy.
    expect(main).toContain('sql-query-tuning')
    const skillModules = new Map<string, string>()
    const filesModules = new Set<string>()
    for (const skill of SKILLS) {
      expect(main, `${skill}'s body in the startup module`).not.toContain(bodyLine(skill))
      const bodies = [...chunks].filter(([f, code]) => !f.startsWith('files-') && code.includes(bodyLine(skill))).map(([f]) => f)
      // A files module holds SKILL.md in a JSON string: its frontmatter's `name:` line, the newline escaped.
      const published = [...chunks].filter(([f, code]) => f.startsWith('files-') && code.includes(`name: ${skill}\\\\n`)).map(([f]) => f)
      expect(bodies, `modules holding ${skill}'s body`).toHaveLength(1)
      expect(published, `published files modules holding ${skill}'s SKILL.md`).toHaveLength(1)
      expect(skillModules.has(bodies[0]!), `${bodies[0]} holds two bodies`).toBe(false)
      skillModules.set(bodies[0]!, skill)
      filesModules.add(published[0]!)
    }
    expect(filesModules.size).toBe(SKILLS.length)

    const port = await freePort()
    server = await startServer(node22, [join(worker, 'node_modules/wrangler/bin/wrangler.js'), 'dev', '-c', join(dist, 'wrangler.json'), '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', '--var', `MCP_TOKEN:${MCP_TOKEN}`], {
      cwd: out,
      env,
      ready: /Ready on http:\/\/127\.0\.0\.1:\d+/,
      timeout: 90_000,
    })
    // wrangler uploads the skill chunks as separate modules of the Worker.
    const log = server.output()
    for (const file of skillModules.keys()) expect(log).toContain(`assets/${file}`)

    const base = `http://127.0.0.1:${port}`
    const matched = await getJson(`${base}/match?q=${encodeURIComponent(TASK)}`)
    expect(matched.status).toBe(200)
    expect(matched.body.skills).toBe(SKILLS.length)
    expect(matched.body.results[0]).toMatchObject({ id: 'team-conventions', tier: 'core' })
    expect(matched.body.results[1]).toMatchObject({ id: 'sql-query-tuning', tier: 'domain' })

    const skill = await getJson(`${base}/skill/sql-query-tuning`)
    expect(skill.status).toBe(200)
    expect(skill.body.body).toMatch(/^# SQL query tuning \(PostgreSQL\)/)
    // A text resource: its own module, imported by the skill's body module.
    const cheatsheet = await getJson(`${base}/skill/sql-query-tuning?resource=${encodeURIComponent('references/explain-cheatsheet.md')}`)
    expect(cheatsheet.status, JSON.stringify(cheatsheet.body)).toBe(200)
    expect(cheatsheet.body.text).toBe(readFileSync(join(playground, 'skills/sql-query-tuning/references/explain-cheatsheet.md'), 'utf8'))
    const outside = await getJson(`${base}/skill/sql-query-tuning?resource=${encodeURIComponent('../../wrangler.jsonc')}`)
    expect(outside.status).toBe(404)
    expect(outside.body.error).toMatch(/is not a resource of skill "sql-query-tuning"/)
    const unknown = await getJson(`${base}/skill/sql-tuning-typo`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatch(/sql-tuning-typo/)

    // createMcpHandler at /mcp, in workerd, driven by the SDK client.
    const mcp = new Client({ name: 'worker-e2e', version: '1.0.0' })
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${MCP_TOKEN}` } } }))
    try {
      expect((await mcp.listTools()).tools.map(t => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
      expect(mcp.getInstructions()).toMatch(/\n- sql-query-tuning: /)
      const found: any = await mcp.callTool({ name: 'SkillSearch', arguments: { query: TASK } })
      expect(JSON.parse(found.content[0].text).results[0].id).toBe('sql-query-tuning')
      const loaded: any = await mcp.callTool({ name: 'Skill', arguments: { name: 'sql-query-tuning' } })
      // Skill's text is its <skill_content> block, as the model reads it.
      expect(loaded.content[0].text).toMatch(/^<skill_content name="sql-query-tuning">\n# SQL query tuning \(PostgreSQL\)/)
      const refused: any = await mcp.callTool({ name: 'read_resource', arguments: { skill: 'sql-query-tuning', path: '../../wrangler.jsonc' } })
      expect(refused.isError).toBe(true)
      const file: any = await mcp.readResource({ uri: 'skill://sql-query-tuning/references/explain-cheatsheet.md' })
      expect(file.contents[0].text).toBe(readFileSync(join(playground, 'skills/sql-query-tuning/references/explain-cheatsheet.md'), 'utf8'))
      expect((await mcp.listResources()).resources.find(r => r.uri === 'skill://pdf-extract/assets/sample-layout.png')).toMatchObject({ mimeType: 'image/png' })
      // A binary file, read in workerd from its own base64 chunk and served as a blob.
      const png: any = await mcp.readResource({ uri: 'skill://pdf-extract/assets/sample-layout.png' })
      expect(png.contents[0].mimeType).toBe('image/png')
      expect(Buffer.from(png.contents[0].blob, 'base64').equals(readFileSync(join(playground, 'skills/pdf-extract/assets/sample-layout.png')))).toBe(true)
      const prompt: any = await mcp.getPrompt({ name: 'git-commit-messages' })
      expect(prompt.messages[0].content.text).toContain(JSON.parse(`"${bodyLine('git-commit-messages')}"`))
    }
    finally {
      await mcp.close()
    }
    // The same handler at 2026-07-28 (stateless: no initialize, no session), through the 2.x SDK client pinned to it;
    // its SkillsClient verifies every file of a skill (a PNG among them) by size, digest and frontmatter.
    const modern = new ModernClient({ name: 'worker-e2e', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } })
    await modern.connect(new ModernTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${MCP_TOKEN}` } } }))
    try {
      expect(modern.getNegotiatedProtocolVersion()).toBe('2026-07-28')
      const found: any = await modern.callTool({ name: 'SkillSearch', arguments: { query: TASK } })
      expect(JSON.parse(found.content[0].text).results[0].id).toBe('sql-query-tuning')
      const host = new SkillsClient(modern)
      const listing = await host.list()
      expect(listing.skills).toHaveLength(SKILLS.length)
      expect(listing).toMatchObject({ ttlMs: 300_000, cacheScope: 'private' })
      const pdf = listing.skills.find(s => s.uri === 'skill://pdf-extract/SKILL.md')!
      const uris = (pdf.resources as Array<{ uri: string }>).map(r => r.uri)
      expect(uris).toContain('skill://pdf-extract/assets/sample-layout.png')
      for (const uri of uris) expect((await host.read(pdf, uri)).verified, uri).toBe(true)
    }
    finally {
      await modern.close()
    }
    const ping = (headers: Record<string, string>) => fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    })
    expect((await ping({})).status).toBe(401)
    expect((await ping({ authorization: `Bearer ${MCP_TOKEN}`, origin: 'https://evil.example' })).status).toBe(403)
    expect((await ping({ authorization: `Bearer ${MCP_TOKEN}` })).status).toBe(200)

    // The Worker's script size: what wrangler would upload.
    const size = (code: string) => ({ raw: Buffer.byteLength(code), gzip: gzipSync(code).length })
    const all = [main, ...chunks.values()]
    const report = {
      startupModule: { file: config.main, ...size(main) },
      skillModules: { count: skillModules.size, ...size([...skillModules.keys()].map(f => chunks.get(f)).join('')) },
      publishedModules: { count: filesModules.size, ...size([...filesModules].map(f => chunks.get(f)).join('')) },
      otherModules: assets.length - skillModules.size - filesModules.size,
      total: { modules: all.length, raw: all.reduce((a, c) => a + Buffer.byteLength(c), 0), gzip: all.reduce((a, c) => a + gzipSync(c).length, 0) },
    }
    writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`)
    console.log(`Worker script (with createMcpHandler): startup module ${report.startupModule.raw} B (${report.startupModule.gzip} B gzip), `
      + `${report.skillModules.count} skill modules ${report.skillModules.raw} B, ${report.publishedModules.count} published files modules ${report.publishedModules.raw} B, `
      + `${report.total.modules} modules ${report.total.raw} B in all (${report.total.gzip} B gzip)`)
    await server.stop()
    server = undefined
  }, 300_000)
})
