import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUNDLERS, buildWith } from '../helpers/bundlers'
import { callBuilt } from '../helpers/node'

const root = join(import.meta.dirname, '../fixtures/basic')
const out = join(import.meta.dirname, '../.output/bundlers')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]

describe.each(BUNDLERS)('%s builds the fixture', (bundler) => {
  it('splits one chunk per skill, keeps bodies out of the main chunk, and routes + loads at run time', async () => {
    const result = await buildWith(bundler, root, 'entry.js', join(out, bundler), { skills })
    const main = readFileSync(result.main, 'utf8')
    // Data and runtime are in the main chunk, bodies are not.
    expect(main).toContain('pdf-tables')
    expect(main).not.toContain('BODY-SENTINEL')
    // Every byte is ASCII, Chinese descriptions and the glossary included (spelled in ASCII, see runtime/ascii.ts):
    // the engine holds and reads the module one byte a character.
    expect(main).toMatch(/^[\x00-\x7F]*$/)
    // Each non-shadowed skill body sits in exactly one chunk of its own.
    const bodies = ['pdf-tables', 'ci-workflows', 'house-rules', 'release-notes', 'translate-docs', 'image-resize']
    const chunks = result.files.filter(f => f !== result.main).map(f => readFileSync(f, 'utf8'))
    for (const id of bodies) {
      const holding = chunks.filter(c => c.includes(`BODY-SENTINEL-${id}`))
      expect(holding, `chunks holding ${id}`).toHaveLength(1)
      expect(holding[0]!.match(/BODY-SENTINEL-/g)).toHaveLength(1)
    }
    // The shadowed copy is never emitted.
    expect(chunks.some(c => c.includes('BODY-SENTINEL-shadowed-copy'))).toBe(false)
    // Bundlers that name a chunk after its module call them skill-* and resource-*, not after a 16-digit content hash
    // the main chunk would repeat in each import() (webpack and Rspack number them).
    if (bundler !== 'webpack' && bundler !== 'rspack') {
      const names = result.files.filter(f => f !== result.main).map(f => basename(f)).sort()
      expect(names.filter(n => n.startsWith('skill-'))).toHaveLength(bodies.length)
      expect(names.filter(n => n.startsWith('resource-'))).toHaveLength(2)
      expect(main).toMatch(/import\(["'][^"']*skill-/)
      // Resources are imported by their skill's chunk, not by the main chunk.
      expect(main).not.toMatch(/import\(["'][^"']*resource-/)
      expect(chunks.filter(c => /import\(["'][^"']*resource-/.test(c))).toHaveLength(1)
      expect(main).not.toMatch(/import\(["'][^"']*[0-9a-f]{16}/)
    }

    const r = await callBuilt(result.main, 'run', 'extract the tables from these PDF invoices into CSV')
    expect(r.ids[0]).toBe('house-rules')
    expect(r.top).toBe('pdf-tables')
    expect(r.body).toContain('BODY-SENTINEL-pdf-tables')
    expect(r.count).toBe(6)
    expect(r.aliasIsSame).toBe(true)
    expect(r.searched[0]).toBe('release-notes')
  })
})
