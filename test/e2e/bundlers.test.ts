import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
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

describe.each(BUNDLERS)('%s serves every file a skill ships', (bundler) => {
  it('reads a root-level file and any file of the folder through their chunks, listed in the skill\'s answer', async () => {
    const fixture = join(import.meta.dirname, '../fixtures/skill-files')
    const result = await buildWith(bundler, fixture, 'entry.js', join(out, `files-${bundler}`), { skills: ['skills'] })
    const main = readFileSync(result.main, 'utf8')
    expect(main).not.toContain('ROOT-SENTINEL')
    expect(main).not.toContain('LINKED-SENTINEL')
    // Each file is in a chunk of its own, loaded when read.
    const chunks = result.files.filter(f => f !== result.main).map(f => readFileSync(f, 'utf8'))
    expect(chunks.filter(c => c.includes('ROOT-SENTINEL-forms'))).toHaveLength(1)
    expect(chunks.filter(c => c.includes('LINKED-SENTINEL-deeper'))).toHaveLength(1)
    // A skill is its whole folder: docs/more.md, which nothing links to, is a file of it too.
    expect(chunks.filter(c => c.includes('TWO-LEVELS-SENTINEL'))).toHaveLength(1)

    const r = await callBuilt(result.main, 'run')
    expect(r.skill.content).toMatch(/^<skill_content name="forms">\n# Forms\n\nBODY-SENTINEL-forms[\s\S]*License: MIT\nSkill directory: forms\n/)
    expect(r.skill.content).toContain('<skill_resources>\n  <file>FORMS.md</file>\n  <file>docs/deeper.md</file>\n  <file>docs/more.md</file>\n  <file>references/guide.md</file>\n</skill_resources>')
    expect(r.again).toMatchObject({ id: 'forms', status: 'already_loaded' })
    expect(r.root).toMatchObject({ skill: 'forms', path: 'FORMS.md', text: 'ROOT-SENTINEL-forms: the fields of every form.\n' })
    expect(r.linked.text).toContain('LINKED-SENTINEL-deeper')
    expect(r.twoLevels.text).toContain('TWO-LEVELS-SENTINEL')
    expect(r.explicit[0]).toEqual({ id: 'notes', explicit: true })
    expect(r.explicit.map((m: { id: string }) => m.id)).toContain('forms')
    expect(r.complete).toEqual(['forms'])
    expect(r.catalog).toContain('<skill>\n<name>forms</name>\n<description>Fill in PDF forms from a data file, field by field.</description>\n<location>forms</location>\n</skill>')
  })
})
