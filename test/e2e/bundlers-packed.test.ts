import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { expectedBodies } from '../helpers/bodies'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
import { callBuilt } from '../helpers/node'

const root = join(import.meta.dirname, '../fixtures/basic')
const out = join(import.meta.dirname, '../.output/bundlers-packed')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]

const expected = () => expectedBodies(root, skills)

// The threshold forced low (`pack: true`) and packs small, so the six skills share a few chunks.
describe.each(BUNDLERS)('%s builds the fixture with packed bodies', (bundler) => {
  it('packs bodies into shared chunks, none in the main chunk, and still loads every body and resource', async () => {
    const result = await buildWith(bundler, root, 'entry-all.js', join(out, bundler), { skills, pack: true, packBytes: 400 })
    const main = readFileSync(result.main, 'utf8')
    expect(main).not.toContain('BODY-SENTINEL')
    const chunks = result.files.filter(f => f !== result.main).map(f => readFileSync(f, 'utf8'))
    const packs = chunks.filter(c => c.includes('BODY-SENTINEL-'))
    const ids = ['pdf-tables', 'ci-workflows', 'house-rules', 'release-notes', 'translate-docs', 'image-resize']
    for (const id of ids) expect(packs.filter(c => c.includes(`BODY-SENTINEL-${id}`)), id).toHaveLength(1)
    // Fewer chunks than skills, more than one: bodies share packs, and the packs are split by size.
    expect(packs.length).toBeGreaterThan(1)
    expect(packs.length).toBeLessThan(ids.length)
    expect(chunks.some(c => c.includes('BODY-SENTINEL-shadowed-copy'))).toBe(false)
    const loaded = await callBuilt(result.main, 'loadAll')
    expect(loaded).toEqual(await expected())
  })
})
