// The package as users install it: `npm pack`, then the tarball installed into fresh apps outside the repository.
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/client'
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES, skillMd } from '../helpers/fixtures'
import { exec, installApp, isCopy, packTarball, removeFreshDirs, REPO } from '../helpers/pack'

afterAll(removeFreshDirs)

const BIN = join(REPO, 'node_modules/.bin')
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'))
/** Every `exports` subpath that has JavaScript (`./client` holds types only, `./package.json` is data). */
const SUBPATHS = Object.keys(pkg.exports).filter(k => k !== './client' && k !== './package.json')
  .map(k => k === '.' ? 'unplugin-loadout' : `unplugin-loadout/${k.slice(2)}`)

/** Each skill body of the basic fixture sits in exactly one emitted file, and never in `main`. */
function expectOneChunkPerBody(outDir: string, main: string): void {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.js'))
  const text = new Map(files.map(f => [f, readFileSync(join(outDir, f), 'utf8')]))
  expect(text.get(main), 'main chunk').toBeDefined()
  expect(text.get(main)).not.toContain('BODY-SENTINEL')
  for (const id of ['pdf-tables', 'translate-docs', 'house-rules', 'release-notes', 'ci-workflows'])
    expect(files.filter(f => text.get(f)!.includes(`BODY-SENTINEL-${id}`)), id).toHaveLength(1)
}

describe('the packed tarball', () => {
  let tarball: string
  beforeAll(async () => {
    tarball = await packTarball()
  })

  it('holds the LICENSE and the metadata, and publint finds nothing', async () => {
    const { stdout: list } = await exec('tar', ['tzf', tarball])
    expect(list.split('\n')).toEqual(expect.arrayContaining(['package/LICENSE', 'package/client.d.ts', 'package/dist/client.d.cts']))
    expect(list).not.toMatch(/package\/src\//)
    expect(pkg.repository.url).toBe('git+https://github.com/unplugin-loadout/unplugin-loadout.git')
    const { stdout } = await exec(join(BIN, 'publint'), ['--strict', tarball])
    expect(stdout).toContain('All good!')
  })

  it('has types for every entry under node10, node16 (from CommonJS and from ESM) and bundler resolution (attw)', async () => {
    // attw exits 1 on any problem; --format json gives the per-entry resolutions to check against `exports`.
    const { stdout } = await exec(join(BIN, 'attw'), ['--format', 'json', tarball], { maxBuffer: 1 << 26 })
    const report = JSON.parse(stdout)
    expect(report.analysis.problems).toEqual([])
    const entries = report.analysis.entrypoints as Record<string, { resolutions: Record<string, { resolution?: { fileName?: string } }> }>
    expect(Object.keys(entries).sort()).toEqual(Object.keys(pkg.exports).sort())
    for (const [entry, { resolutions }] of Object.entries(entries)) {
      expect(Object.keys(resolutions).sort(), entry).toEqual(['bundler', 'node10', 'node16-cjs', 'node16-esm'])
      expect(resolutions['node16-cjs']!.resolution?.fileName, entry).toMatch(/\.(d\.cts|json)$/)
    }
  })
})

describe('CommonJS consumers', () => {
  let app: string
  beforeAll(async () => {
    app = await installApp('cjs', {
      // Every optional peer an entry imports: ai for ./ai, the MCP SDK for ./mcp.
      dependencies: { 'ai': '^6.0.0', '@modelcontextprotocol/server': '^2.4.0', 'webpack': '^5.113.0', 'webpack-cli': '^7.3.1' },
      files: {
        'load.cjs': `const out = {}
for (const id of ${JSON.stringify(SUBPATHS)}) out[id] = Object.keys(require(id)).sort()
process.stdout.write(JSON.stringify(out))`,
        'load.mjs': `const out = {}
for (const id of ${JSON.stringify(SUBPATHS)}) out[id] = Object.keys(await import(id)).filter(k => k !== 'module.exports').sort()
process.stdout.write(JSON.stringify(out))`,
        // CommonJS, as webpack's own docs write it.
        'webpack.config.js': `const path = require('node:path')
const loadout = require('unplugin-loadout/webpack').default

module.exports = {
  mode: 'production',
  target: 'node',
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'main.js', library: { type: 'commonjs2' } },
  plugins: [loadout({ skills: ['skills'] })],
}
`,
        'src/index.js': readFileSync(join(FIXTURES, 'basic/entry.js'), 'utf8'),
      },
    })
    cpSync(join(FIXTURES, 'basic/skills'), join(app, 'skills'), { recursive: true })
  })

  it('installs a copy of the tarball, not a link to the repository', () => {
    expect(isCopy(app)).toBe(true)
  })

  it('require() loads every exports entry, with the same exports as import()', async () => {
    const required = JSON.parse((await exec(process.execPath, ['load.cjs'], { cwd: app })).stdout)
    const imported = JSON.parse((await exec(process.execPath, ['load.mjs'], { cwd: app })).stdout)
    expect(Object.keys(required)).toEqual(SUBPATHS)
    expect(required).toEqual(imported)
    expect(required['unplugin-loadout/webpack']).toEqual(['default'])
    expect(required['unplugin-loadout/next']).toEqual(expect.arrayContaining(['withLoadout', 'emitLoadout']))
    // An entry for an optional peer loads without it: unplugin-loadout/cloudflare takes only types from agents.
    expect(required['unplugin-loadout/cloudflare']).toEqual(['MAX_FOUND_SKILLS', 'skillSource'])
    const { stdout } = await exec(process.execPath, ['-e', `const m = require('unplugin-loadout/webpack'); process.stdout.write(typeof m.default)`], { cwd: app })
    expect(stdout).toBe('function')
  })

  it('`npx unplugin-loadout` runs the installed CLI (the package name, not the unrelated `loadout` package)', async () => {
    const version = await exec('npx', ['unplugin-loadout', '--version'], { cwd: app })
    expect(version.stdout.trim()).toBe(pkg.version)
    const check = await exec('npx', ['unplugin-loadout', 'check', '--skills', 'skills'], { cwd: app })
    expect(check.stderr.trim()).toMatch(/^5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings in (?:\d+ ms|\d+\.\d s)$/)
    // The bin named as the package runs too (package.json scripts), beside the short alias.
    const bin = await exec(join(app, 'node_modules/.bin/unplugin-loadout'), ['--version'], { cwd: app })
    expect(bin.stdout.trim()).toBe(pkg.version)
  })

  it('`npx unplugin-loadout mcp` serves both MCP revisions over stdio, with the Skills Extension, on the SDK it peers on', async () => {
    for (const revision of ['2026-07-28', '2025-11-25']) {
      const client = new Client({ name: 'pkg', version: '1.0.0' }, { versionNegotiation: { mode: revision === '2026-07-28' ? { pin: revision } : 'legacy' } })
      await client.connect(new StdioClientTransport({ command: 'npx', args: ['unplugin-loadout', 'mcp', '--skills', 'skills'], cwd: app, stderr: 'ignore' }))
      try {
        expect(client.getNegotiatedProtocolVersion()).toBe(revision)
        expect((await client.listTools()).tools.map(t => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
        expect((await new SkillsClient(client).list()).skills.map(s => s.uri)).toContain('skill://pdf-tables/SKILL.md')
      }
      finally {
        await client.close()
      }
    }
  })

  it('the ESM build has no top-level await: require() loads each of its entry files too (require(esm))', async () => {
    const dist = join(app, 'node_modules/unplugin-loadout/dist')
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.js'))
    expect(files.length).toBeGreaterThan(SUBPATHS.length)
    // Not the CLI (a bin) nor the inspector page's script (it runs in a browser).
    const script = `for (const f of ${JSON.stringify(files.filter(f => !f.startsWith('cli') && !f.startsWith('inspector')))}) require('./node_modules/unplugin-loadout/dist/' + f)`
    await exec(process.execPath, ['-e', script], { cwd: app })
  })

  it('a CommonJS webpack.config.js builds with the webpack CLI, one chunk per skill body, and routes and loads', async () => {
    await exec(join(app, 'node_modules/.bin/webpack'), [], { cwd: app, timeout: 120_000 })
    expectOneChunkPerBody(join(app, 'dist'), 'main.js')
    const script = `require('./dist/main.js').run('extract the tables from this PDF').then(r => process.stdout.write(JSON.stringify(r)))`
    const r = JSON.parse((await exec(process.execPath, ['-e', script], { cwd: app })).stdout)
    expect(r.top).toBe('pdf-tables')
    expect(r.body).toContain('BODY-SENTINEL-pdf-tables')
  })
})

describe('`npx unplugin-loadout mcp` without the MCP SDK', () => {
  it('exits 2 naming the optional peer to install; every other command runs', async () => {
    const app = await installApp('no-mcp-sdk', { files: { 'skills/notes/SKILL.md': skillMd('notes', 'Take meeting notes.') } })
    const failed = await exec('npx', ['unplugin-loadout', 'mcp', '--skills', 'skills'], { cwd: app }).then(() => undefined, (err: { code: number, stderr: string }) => err)
    expect(failed?.code).toBe(2)
    expect(failed?.stderr).toMatch(/needs the MCP SDK, an optional peer dependency: npm install @modelcontextprotocol\/server/)
    expect((await exec('npx', ['unplugin-loadout', 'check', '--skills', 'skills'], { cwd: app })).stderr).toMatch(/1 compiled/)
  })
})
