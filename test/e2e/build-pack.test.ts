/**
 * `loadout build` and `emitLoadout` (what `withLoadout` writes for Next.js) pack skill bodies as the plugin does: from
 * 2,000 skills on (the threshold forced low here), or on request, and every body and resource still loads from the
 * modules on disk. The built package (dist/): the modules copy its runtime.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { expectedBodies } from '../helpers/bodies'
import type { Loadout } from '../../src/runtime'
import { copyFixture, FIXTURES, tempDir } from '../helpers/fixtures'
import { run } from '../helpers/server'

const DIST = join(import.meta.dirname, '../../dist')
const CLI = join(DIST, 'cli/index.js')
const { emitLoadout } = await import(pathToFileURL(join(DIST, 'next.js')).href) as typeof import('../../src/next')

const root = join(FIXTURES, 'basic')
const skills = ['skills', { dir: 'user-skills', scope: 'user' as const }]
const ids = ['pdf-tables', 'ci-workflows', 'house-rules', 'release-notes', 'translate-docs', 'image-resize']

const expected = () => expectedBodies(root, skills)

/** Every body and text resource, loaded through the generated main module in `dir`. */
async function loadAll(dir: string) {
  const { loadout } = await import(pathToFileURL(join(dir, 'index.mjs')).href) as { loadout: Loadout }
  const got: Record<string, { body: string, resources: Record<string, string> }> = {}
  for (const e of loadout.entries) {
    const resources: Record<string, string> = {}
    const loaded = await loadout.load(e.id)
    for (const res of loaded.resources) if (res.kind === 'text') resources[res.path] = await loadout.readResource(e.id, res.path)
    got[e.id] = { body: loaded.body, resources }
  }
  return got
}

const files = (dir: string, prefix: string) => readdirSync(dir).filter(f => f.startsWith(prefix) && f.endsWith('.mjs'))

describe('emitLoadout packs bodies like the plugin', () => {
  it('packs from the threshold on, keeps bodies out of the main module, and loads every body and resource', async () => {
    const outDir = tempDir('emit-packed')
    await emitLoadout({ root, skills, outDir, pack: 2, packBytes: 400 })
    const packs = files(outDir, 'pack-').map(f => readFileSync(join(outDir, f), 'utf8'))
    for (const id of ids) expect(packs.filter(c => c.includes(`BODY-SENTINEL-${id}`)), id).toHaveLength(1)
    expect(packs.length).toBeGreaterThan(1)
    expect(packs.length).toBeLessThan(ids.length)
    expect(files(outDir, 'skill-')).toEqual([])
    expect(files(outDir, 'resource-')).toEqual([])
    expect(readFileSync(join(outDir, 'index.mjs'), 'utf8')).not.toContain('BODY-SENTINEL')
    expect(await loadAll(outDir)).toEqual(await expected())
  })

  it('writes one module per body below the threshold (the default), and drops the packs when packing stops', async () => {
    const outDir = tempDir('emit-unpacked')
    await emitLoadout({ root, skills, outDir, pack: true, packBytes: 400 })
    expect(files(outDir, 'pack-').length).toBeGreaterThan(1)
    const r = await emitLoadout({ root, skills, outDir })
    expect(r.compiled).toBe(true)
    expect(files(outDir, 'pack-')).toEqual([])
    expect(files(outDir, 'skill-')).toHaveLength(ids.length)
    expect(await loadAll(outDir)).toEqual(await expected())
  })
})

describe('loadout build --pack', () => {
  it('packs on request, and refuses a bad --pack-bytes', async () => {
    const dir = copyFixture('basic')
    const built = await run(process.execPath, [CLI, 'build', '--skills', 'skills', '--skills', 'user-skills', '--out', 'gen', '--pack', '--pack-bytes', '400'], { cwd: dir })
    expect(built).toMatch(/wrote \d+ files; import gen\/index\.mjs/)
    const out = join(dir, 'gen')
    expect(files(out, 'pack-').length).toBeGreaterThan(1)
    expect(files(out, 'skill-')).toEqual([])
    const loaded = await loadAll(out)
    expect(Object.keys(loaded).sort()).toEqual([...ids].sort())
    for (const id of ids) expect(loaded[id]!.body).toContain(`BODY-SENTINEL-${id}`)
    await expect(run(process.execPath, [CLI, 'build', '--skills', 'skills', '--out', 'gen', '--pack-bytes', '0'], { cwd: dir })).rejects.toThrow(/exited with 2:\n.*--pack-bytes must be a whole number >= 1, got 0/)
  })
})
