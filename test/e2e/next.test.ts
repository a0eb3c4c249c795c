/**
 * Next.js 16 with `withLoadout` from unplugin-loadout/next: a real `next build` with Turbopack (the default) and with
 * `--webpack`, then `next start` on 127.0.0.1, and both route handlers (Node and Edge runtimes) answering.
 * One build per bundler; every assertion about that build reuses it.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OUTPUT } from '../helpers/fixtures'
import { freePort, getJson, run, type Server, startServer } from '../helpers/server'

const exec = promisify(execFile)
const repo = join(import.meta.dirname, '../..')
const playground = join(repo, 'playground')
const out = join(OUTPUT, 'next')
const app = join(out, 'app')
const next = join(repo, 'node_modules/.bin/next')
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: undefined }

const TASK = 'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?'
const OFF_TOPIC = 'Bake a sourdough loaf with a crisp crust'

/** A sentence of a skill's body, to look for where it must not be. */
function bodySentence(skill: string): string {
  const text = readFileSync(join(playground, 'skills', skill, 'SKILL.md'), 'utf8').split('\n---\n')[1]!
  return text.split('\n').find(l => l.length > 40)!
}

beforeAll(() => {
  // A copy of playground/next-app (and the skills beside it, which its config reads as ../skills), installed the way
  // `npm install` installs its `file:../..` dependency: node_modules/unplugin-loadout links to this package.
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  cpSync(join(playground, 'next-app'), app, {
    recursive: true,
    filter: src => !/[\\/](?:\.next|\.loadout|node_modules)$/.test(src),
  })
  cpSync(join(playground, 'skills'), join(out, 'skills'), { recursive: true })
  mkdirSync(join(app, 'node_modules'))
  symlinkSync(repo, join(app, 'node_modules/unplugin-loadout'), 'dir')
})
// The link points back at this repository: drop it, so nothing that walks test/.output meets a cycle.
afterAll(() => {
  const link = join(app, 'node_modules/unplugin-loadout')
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link)
})

const CONFIG = join(app, 'next.config.mjs')

describe.each([
  { bundler: 'Turbopack', args: [] as string[], packed: false },
  { bundler: 'webpack', args: ['--webpack'], packed: false },
  // The threshold forced low: .loadout/ holds shared packs instead of a module per body, and every route still loads.
  { bundler: 'Turbopack', args: [] as string[], packed: true },
])('next build ($bundler, packed: $packed) + next start', ({ bundler, args, packed }) => {
  let server: Server | undefined
  let config: string | undefined
  beforeAll(() => {
    if (!packed) return
    config = readFileSync(CONFIG, 'utf8')
    writeFileSync(CONFIG, config.replace("{ skills: ['../skills'] }", "{ skills: ['../skills'], pack: true, packBytes: 8000 }"))
    expect(readFileSync(CONFIG, 'utf8')).toContain('pack: true')
  })
  afterAll(async () => {
    await server?.stop()
    if (config !== undefined) writeFileSync(CONFIG, config)
  })

  it('builds, then the Node and the Edge route handlers route a task and load its skill on demand', async () => {
    rmSync(join(app, '.next'), { recursive: true, force: true })
    rmSync(join(app, '.loadout'), { recursive: true, force: true })
    const log = await run(next, ['build', ...args], { cwd: app, env, timeout: 400_000 })
    expect(log).toContain(`Next.js 16.4.6 (${bundler})`)
    expect(log).toMatch(/ƒ \/api\/edge/)
    expect(log).toMatch(/ƒ \/api\/node/)
    expect(log).toMatch(/ƒ \/api\/mcp-edge/)

    // The generated modules on disk (what Turbopack's alias points at): one per skill, no body in the main one,
    // no temporary file left behind.
    const files = readdirSync(join(app, '.loadout'))
    expect(files).toContain('index.mjs')
    expect(files).toContain('runtime.mjs')
    expect(files.filter(f => f.startsWith('skill-'))).toHaveLength(packed ? 0 : 12)
    const packs = files.filter(f => f.startsWith('pack-'))
    if (packed) expect(packs.length).toBeGreaterThan(1)
    if (packed) expect(packs.length).toBeLessThan(12)
    else expect(packs).toEqual([])
    expect(files.filter(f => f.endsWith('.tmp'))).toEqual([])
    const main = readFileSync(join(app, '.loadout/index.mjs'), 'utf8')
    expect(main).toContain('sql-query-tuning')
    expect(main).not.toContain(JSON.stringify(bodySentence('sql-query-tuning')).slice(1, -1))

    const port = await freePort()
    server = await startServer(next, ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in/, timeout: 60_000 })
    const base = `http://127.0.0.1:${port}`
    for (const runtime of ['node', 'edge']) {
      const { status, body } = await getJson(`${base}/api/${runtime}?q=${encodeURIComponent(TASK)}`)
      expect(status, JSON.stringify(body)).toBe(200)
      expect(body.runtime).toBe(runtime === 'node' ? 'nodejs' : 'edge')
      expect(body.skills).toBe(12)
      expect(body.results[0]).toMatchObject({ id: 'team-conventions', tier: 'core' })
      expect(body.results[1]).toMatchObject({ id: 'sql-query-tuning', tier: 'domain' })
      expect(body.results[1].matched).toContain('explain')
      expect(body.loaded).toMatchObject({ id: 'sql-query-tuning', firstLine: '# SQL query tuning (PostgreSQL)' })
      // Read through the body's module, which imports the resource's.
      expect(body.loaded.resource).toEqual({ path: 'references/explain-cheatsheet.md', firstLine: '# EXPLAIN ANALYZE cheatsheet (PostgreSQL)' })

      const off = await getJson(`${base}/api/${runtime}?q=${encodeURIComponent(OFF_TOPIC)}`)
      expect(off.body.results.map((r: any) => r.tier)).toEqual(['core'])
      expect(off.body.loaded).toBeNull()
    }
    // createMcpHandler as a route handler in each runtime, driven by the SDK client.
    for (const route of ['mcp', 'mcp-edge']) {
      const mcp = new Client({ name: 'next-e2e', version: '1.0.0' })
      await mcp.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/${route}`)))
      try {
        const found: any = await mcp.callTool({ name: 'SkillSearch', arguments: { query: TASK } })
        expect(JSON.parse(found.content[0].text).results[0].id, route).toBe('sql-query-tuning')
        const file: any = await mcp.readResource({ uri: 'skill://sql-query-tuning/references/explain-cheatsheet.md' })
        expect(file.contents[0].text, route).toMatch(/^# EXPLAIN ANALYZE cheatsheet \(PostgreSQL\)/)
      }
      finally {
        await mcp.close()
      }
    }
    await server.stop()
    server = undefined
  }, 420_000)
})

describe('next dev (Turbopack)', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('re-emits .loadout/ when a skill is edited, and both routes answer with the edit without a restart', async () => {
    const port = await freePort()
    server = await startServer(next, ['dev', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in/, timeout: 60_000 })
    const ask = async (runtime: string) => (await getJson(`http://127.0.0.1:${port}/api/${runtime}?q=${encodeURIComponent(OFF_TOPIC)}`)).body
    expect((await ask('node')).results.map((r: any) => r.id)).toEqual(['team-conventions'])

    const file = join(out, 'skills/docker-images/SKILL.md')
    const text = readFileSync(file, 'utf8')
    try {
      writeFileSync(file, text.replace('tags: [docker,', 'tags: [sourdough, bread, baking, crust, docker,'))
      await vi.waitFor(async () => {
        expect((await ask('node')).results.map((r: any) => r.id)).toEqual(['team-conventions', 'docker-images'])
      }, { timeout: 60_000, interval: 250 })
      expect(server.output()).toContain('[unplugin-loadout] skills changed: updated .loadout/')
      const edge = await ask('edge')
      expect(edge.results.map((r: any) => r.id)).toEqual(['team-conventions', 'docker-images'])
      expect(edge.loaded.firstLine).toBe('# Small, secure Docker images')
    }
    finally {
      writeFileSync(file, text)
    }

    // A skill that becomes unrecoverable while another is added: the broken one is reported and left out, the new one
    // and the others are served; fixed, it is back.
    const ids = async () => (await ask('node')).results.map((r: any) => r.id)
    const added = join(out, 'skills/sourdough-baking')
    try {
      writeFileSync(file, text.replace(/^description:.*$/m, '').replace('tags: [docker,', 'tags: [sourdough, bread, baking, crust, docker,'))
      mkdirSync(added)
      writeFileSync(join(added, 'SKILL.md'), '---\nname: sourdough-baking\ndescription: Bake a sourdough loaf with a crisp crust, from starter to oven.\n---\n# Sourdough\n')
      await vi.waitFor(async () => expect(await ids()).toEqual(['team-conventions', 'sourdough-baking']), { timeout: 60_000, interval: 250 })
      expect(server.output()).toMatch(/skills\/docker-images\/SKILL\.md:1:1: error: .*\[missing-description\]/)
      const other = (await getJson(`http://127.0.0.1:${port}/api/node?q=${encodeURIComponent(TASK)}`)).body
      expect(other.results.map((r: any) => r.id)).toContain('sql-query-tuning')
      writeFileSync(file, text.replace('tags: [docker,', 'tags: [sourdough, bread, baking, crust, docker,'))
      await vi.waitFor(async () => expect(await ids()).toEqual(['team-conventions', 'sourdough-baking', 'docker-images']), { timeout: 60_000, interval: 250 })
    }
    finally {
      writeFileSync(file, text)
      rmSync(added, { recursive: true, force: true })
    }
    await server.stop()
    server = undefined
  }, 300_000)
})

describe('emitLoadout (what withLoadout runs in each Next process)', () => {
  it('does the work once across concurrent processes, writes atomically and only what changed', async () => {
    const root = join(out, 'emit')
    cpSync(join(playground, 'skills'), join(root, 'skills'), { recursive: true })
    const script = `import { emitLoadout } from ${JSON.stringify(join(repo, 'dist/next.js'))};
const r = await emitLoadout({ root: ${JSON.stringify(root)}, skills: ['skills'] });
process.stdout.write(JSON.stringify({ compiled: r.compiled, written: r.written }));`
    const emit = async () => JSON.parse((await exec(process.execPath, ['--input-type=module', '-e', script], { timeout: 60_000 })).stdout)

    // Four processes at once (as Next's CLI, workers and dev server do): one compiles and writes, the rest find the
    // output up to date.
    const runs = await Promise.all([emit(), emit(), emit(), emit()])
    expect(runs.filter(r => r.compiled)).toHaveLength(1)
    expect(runs.find(r => r.compiled).written).toContain('index.mjs')
    const dir = join(root, '.loadout')
    const before = Object.fromEntries(readdirSync(dir).map(f => [f, statSync(join(dir, f)).mtimeMs]))
    expect(existsSync(join(dir, '.lock'))).toBe(false)

    // Edit one skill: the new index and that skill's new module are written, nothing else; the old module goes.
    const file = join(root, 'skills/sql-query-tuning/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('# SQL query tuning (PostgreSQL)', '# SQL query tuning (PostgreSQL), edited'))
    const edited = await emit()
    expect(edited.compiled).toBe(true)
    expect(edited.written).toHaveLength(2)
    expect(edited.written).toContain('index.mjs')
    const after = readdirSync(dir)
    expect(after.filter(f => f.startsWith('skill-'))).toHaveLength(12)
    expect(after.filter(f => f.endsWith('.tmp'))).toEqual([])
    const newSkill = edited.written.find((f: string) => f.startsWith('skill-'))
    expect(before[newSkill]).toBeUndefined()
    expect(readFileSync(join(dir, newSkill), 'utf8')).toContain('edited')
    for (const f of after.filter(f => f.startsWith('skill-') && f !== newSkill)) expect(statSync(join(dir, f)).mtimeMs).toBe(before[f])

    // The emitted modules run as they are: import the main one in Node and load a skill through its relative import().
    const check = `const m = await import(${JSON.stringify(join(dir, 'index.mjs'))});
const r = m.match(${JSON.stringify(TASK)});
process.stdout.write(JSON.stringify({ top: r[1].id, body: (await m.load(r[1].id)).body.split('\\n')[0] }));`
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', check])
    expect(JSON.parse(stdout)).toEqual({ top: 'sql-query-tuning', body: '# SQL query tuning (PostgreSQL), edited' })
  })
})

describe('emitLoadout with dts (Turbopack, where no plugin writes it)', () => {
  it('writes the declaration as the plugin does, and again when it is missing though the output is up to date', async () => {
    const root = join(out, 'emit-dts')
    cpSync(join(playground, 'skills'), join(root, 'skills'), { recursive: true })
    const script = `import { emitLoadout } from ${JSON.stringify(join(repo, 'dist/next.js'))};
const r = await emitLoadout({ root: ${JSON.stringify(root)}, skills: ['skills'], dts: 'types/loadout.d.ts' });
process.stdout.write(JSON.stringify({ compiled: r.compiled }));`
    const emit = async () => JSON.parse((await exec(process.execPath, ['--input-type=module', '-e', script], { timeout: 60_000 })).stdout)
    const dts = join(root, 'types/loadout.d.ts')
    expect(await emit()).toEqual({ compiled: true })
    expect(readFileSync(dts, 'utf8')).toContain('"sql-query-tuning": true')
    expect(await emit()).toEqual({ compiled: false })
    rmSync(dts)
    expect(await emit()).toEqual({ compiled: true })
    expect(readFileSync(dts, 'utf8')).toContain('"sql-query-tuning": true')
  })
})
