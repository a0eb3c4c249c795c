/**
 * Publishing and pulling through the real bundlers (the BUILT plugin, dist/): each of the six writes
 * `/.well-known/agent-skills/` beside its output, which a verifier written here from the RFC's text accepts; the Vite
 * dev server serves the same bytes; `virtual:loadout/published` in a bundle reads every file by its digest; and what
 * one app publishes, served on 127.0.0.1, a second app pulls and routes exactly as the first.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
import { tempDir } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'
import { routesOf, type Site, startSite } from '../helpers/site'
import { verifyWellKnown, WELL_KNOWN as WK } from '../helpers/well-known'

const exec = promisify(execFile)
const fixture = join(import.meta.dirname, '../fixtures/basic')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
const QUERIES = readFileSync(join(fixture, 'queries.jsonl'), 'utf8').trim().split('\n').map(l => JSON.parse(l).query as string)

/** What the apps here export: routing (as the basic fixture's entry) and the published files, hashed in the bundle. */
const ENTRY = `import { match, load, entries } from 'virtual:loadout'
import { published } from 'virtual:loadout/published'
const hex = async bytes => [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map(b => b.toString(16).padStart(2, '0')).join('')
export async function route(tasks) {
  return Promise.all(tasks.map(async task => {
    const results = match(task).map(r => ({ id: r.id, score: r.score, confidence: r.confidence, tier: r.tier, matched: r.matched }))
    const top = results.find(r => r.tier === 'domain')
    return { task, results, body: top ? (await load(top.id)).body : null }
  }))
}
export function count() { return entries.length }
export async function files() {
  const out = []
  for (const s of published.skills) for (const f of s.files) {
    const content = await published.read(s.id, f.path)
    const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
    out.push({ skill: s.name, path: f.path, digest: f.digest, size: f.size, got: 'sha256:' + await hex(bytes), length: bytes.byteLength })
  }
  return out
}
`

/** A fresh copy of the basic fixture with the entry above. */
function app(name: string): string {
  const dir = tempDir(name)
  cpSync(fixture, dir, { recursive: true })
  writeFileSync(join(dir, 'entry.js'), ENTRY)
  return dir
}

const SKILL_NAMES = ['ci-workflows', 'house-rules', 'image-resize', 'pdf-tables', 'release-notes', 'translate-docs']

describe.each(BUNDLERS)('%s with publish.wellKnown', (bundler) => {
  it('writes /.well-known/agent-skills/ beside the output, and the bundle reads every published file by its digest', async () => {
    const root = app(`publish-${bundler}`)
    const result = await buildWith(bundler, root, 'entry.js', join(root, 'out'), { skills, publish: { wellKnown: true } })
    const index = await verifyWellKnown(path => readFileSync(join(result.outDir, path)))
    expect(index.skills.map((s: any) => s.name)).toEqual(SKILL_NAMES)
    expect(index.skills.find((s: any) => s.name === 'pdf-tables').files.map((f: any) => f.path)).toEqual(['SKILL.md', 'references/heuristics.md', 'scripts/extract.py'])
    // The shadowed copy in user-skills/ is not what is published.
    expect(readFileSync(join(result.outDir, WK, 'pdf-tables/SKILL.md')).equals(readFileSync(join(root, 'skills/pdf-tables/SKILL.md')))).toBe(true)

    const files = await callBuilt(result.main, 'files')
    expect(files.length).toBe(index.skills.reduce((n: number, s: any) => n + s.files.length, 0))
    for (const f of files) expect(f.got, `${f.skill}/${f.path}`).toBe(f.digest)
    for (const f of files) expect(f.length).toBe(f.size)
    // File contents are in lazy chunks, not in the main one.
    expect(readFileSync(result.main, 'utf8')).not.toContain('BODY-SENTINEL')
  })
})

describe('no well-known folder', () => {
  it('when publishing is off (the default), nor in a Vite build of the server side', async () => {
    const root = app('publish-off')
    const result = await buildWith('rollup', root, 'entry.js', join(root, 'out'), { skills })
    expect(existsSync(join(result.outDir, '.well-known'))).toBe(false)
    const { build } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    await build({ root, configFile: false, logLevel: 'silent', plugins: [loadout({ skills, publish: { wellKnown: true } })], build: { ssr: 'entry.js', outDir: 'ssr' } })
    expect(existsSync(join(root, 'ssr/entry.js'))).toBe(true)
    expect(existsSync(join(root, 'ssr/.well-known'))).toBe(false)
  })
})

describe('the Vite dev server', () => {
  it('serves /.well-known/agent-skills/ with the bytes a build writes', async () => {
    const root = app('publish-dev')
    const built = await buildWith('vite', root, 'entry.js', join(root, 'out'), { skills, publish: { wellKnown: true } })
    const { createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const server = await createServer({ root, configFile: false, logLevel: 'silent', server: { host: '127.0.0.1', port: 0 }, plugins: [loadout({ skills, publish: { wellKnown: true } })] })
    await server.listen()
    try {
      const base = server.resolvedUrls!.local[0]!.replace(/\/$/, '')
      const served = new Map<string, Buffer>()
      const index = JSON.parse(await (await fetch(`${base}/${WK}/index.json`)).text())
      for (const s of index.skills) {
        for (const f of s.files) {
          const res = await fetch(`${base}/${WK}/${s.name}/${f.path.split('/').map(encodeURIComponent).join('/')}`)
          expect(res.status).toBe(200)
          expect(res.headers.get('x-content-type-options')).toBe('nosniff')
          if (f.path === 'SKILL.md') expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
          served.set(`${WK}/${s.name}/${f.path}`, Buffer.from(await res.arrayBuffer()))
        }
      }
      served.set(`${WK}/index.json`, Buffer.from(`${JSON.stringify(index, null, 2)}\n`))
      await verifyWellKnown(path => served.get(path)!)
      for (const [path, bytes] of served) expect(bytes.equals(readFileSync(join(built.outDir, path))), path).toBe(true)
      expect((await fetch(`${base}/${WK}/pdf-tables/nope.md`)).status).toBe(404)
      expect((await fetch(`${base}/${WK}/pdf-tables/%E0%A4%A`)).status).toBe(404)
      expect((await fetch(`${base}/${WK}/index.json`, { method: 'HEAD' })).headers.get('content-length')).toBe(String(readFileSync(join(built.outDir, WK, 'index.json')).byteLength))
    }
    finally {
      await server.close()
    }
  })
})

describe('round trip', () => {
  let site: Site | undefined
  afterAll(async () => {
    await site?.close()
  })

  it('what one app publishes, a second app pulls, pins and routes exactly as the first; it builds again offline', async () => {
    const a = app('roundtrip-a')
    const built = await buildWith('vite', a, 'entry.js', join(a, 'out'), { skills, publish: { wellKnown: true } })
    site = await startSite(routesOf(built.outDir))

    const b = tempDir('roundtrip-b')
    writeFileSync(join(b, 'entry.js'), ENTRY)
    const pulled = await buildWith('vite', b, 'entry.js', join(b, 'out'), { skills: [site.origin], pull: { frozen: false } })
    expect(await callBuilt(pulled.main, 'count')).toBe(SKILL_NAMES.length)
    const first = await callBuilt(built.main, 'route', QUERIES)
    expect(first.some((r: any) => r.body !== null)).toBe(true)
    expect(await callBuilt(pulled.main, 'route', QUERIES)).toEqual(first)
    const lock = JSON.parse(readFileSync(join(b, 'skills-lock.json'), 'utf8'))
    expect(lock.skills.map((s: any) => s.name)).toEqual(SKILL_NAMES)

    // The server gone and CI set: the lockfile and the cache are enough.
    await site.close()
    site = undefined
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', `
      const { build } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../node_modules/vite/dist/node/index.js')).href)})
      const loadout = (await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../dist/vite.js')).href)})).default
      await build({ root: ${JSON.stringify(b)}, configFile: false, logLevel: 'silent', plugins: [loadout({ skills: [${JSON.stringify(lock.sources[0])}] })],
        build: { outDir: 'again', minify: false, lib: { entry: 'entry.js', formats: ['es'], fileName: () => 'main.js' } } })
      console.log('built')`], { cwd: b, env: { ...process.env, CI: 'true' }, timeout: 120_000 })
    expect(stdout).toContain('built')
    expect(await callBuilt(join(b, 'again/main.js'), 'route', QUERIES)).toEqual(first)
  })
})
