import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
import { copyFixture, OUTPUT, remove } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'

const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
const TEXT_RESOURCES = ['fields', 'field-notes', 'fill', 'glossary', 'tips']

describe.each(BUNDLERS)('%s: catalog, tools and lazy resources in a real bundle', (bundler) => {
  it('splits one chunk per file and runs the three tools from the bundle alone', async () => {
    // Build from a copy, then delete the copy: everything the tools return must come from the bundle.
    const src = copyFixture('progressive')
    const built = await buildWith(bundler, src, 'entry.js', join(OUTPUT, 'tools', bundler), { skills, pinned: ['zeta-tool'] })
    remove(src)

    const main = readFileSync(built.main, 'utf8')
    expect(main).toContain('pdf-forms')
    expect(main).not.toMatch(/BODY-SENTINEL|RESOURCE-SENTINEL|OUTSIDE-SENTINEL/)
    const chunks = built.files.filter(f => f !== built.main).map(f => readFileSync(f, 'utf8'))
    for (const name of TEXT_RESOURCES) {
      const holding = chunks.filter(c => c.includes(`RESOURCE-SENTINEL-${name}`))
      // tips.md is a resource of two skills (its own and, by a ../ link, pdf-forms): still one chunk.
      expect(holding, `chunks holding ${name}`).toHaveLength(1)
      expect(holding[0]!.match(/RESOURCE-SENTINEL-/g)).toHaveLength(1)
    }
    expect(chunks.some(c => c.includes('OUTSIDE-SENTINEL') || c.includes('PNG'))).toBe(false)

    const r = await callBuilt(built.main, 'run')
    expect(r.aliasIsSame).toBe(true)

    // Stage 1: the catalog, with the build-time pin first.
    expect(r.catalog.report.budget).toEqual({ chars: 800, tokens: 200, contextWindow: 4000, basis: 'contextWindow' })
    expect(r.catalog.text.split('\n')[0]).toBe('- zeta-tool: Convert Zeta log files to CSV.')
    expect(r.catalog.text.length).toBeLessThanOrEqual(800)
    expect(r.catalog.text).toMatch(/\n1 more skill: use SkillSearch to find it\. Not listed: long-\* \(1\)\.$/)
    expect(Object.fromEntries(r.catalog.report.entries.map((e: any) => [`${e.source}:${e.id}`, e.reason]))).toEqual({
      'user:zeta-tool': 'advertised',
      'skills:alpha-notes': 'advertised',
      'skills:gpu-render': 'advertised',
      'skills:long-description': 'budget',
      'skills:manual-only': 'advertised',
      'skills:pdf-forms': 'advertised',
      'skills:shell-tasks': 'host_incompatible',
      'user:pdf-forms': 'shadowed',
    })
    expect(r.definitions.map((d: any) => d.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])

    // Stage 2: activation, catalog or not.
    expect(r.skill.body).toContain('BODY-SENTINEL-pdf-forms')
    expect(r.skill.resources.map((x: any) => `${x.path} ${x.kind}${x.readable ? '' : ' (not readable)'}`)).toEqual([
      '_linked/alpha-notes/references/tips.md text',
      '_linked/shared/glossary.md text',
      'assets/layout.png binary',
      'references/field notes.md text',
      'references/fields.md text',
      'scripts/fill.py text',
    ])
    expect(r.notInCatalog.body).toContain('BODY-SENTINEL-long-description')
    expect(r.incompatible).toEqual({ error: 'Skill "shell-tasks" cannot be used: it needs tool Bash, which this host lacks.', reason: 'host_incompatible' })
    expect(r.unknown.closest[0]).toBe('pdf-forms')
    expect(r.search.results[0].id).toBe('pdf-forms')
    expect(r.search.results.length).toBeLessThanOrEqual(8)

    // Stage 3: execution with the skill's resources, each read from its own chunk.
    expect(r.reads['references/fields.md'].text).toContain('RESOURCE-SENTINEL-fields')
    expect(r.reads['references/field notes.md'].text).toContain('RESOURCE-SENTINEL-field-notes')
    expect(r.reads['scripts/fill.py']).toMatchObject({ type: 'text/x-python', text: expect.stringContaining('RESOURCE-SENTINEL-fill') })
    expect(r.reads['_linked/shared/glossary.md'].text).toContain('RESOURCE-SENTINEL-glossary')
    expect(r.reads['_linked/alpha-notes/references/tips.md'].text).toContain('RESOURCE-SENTINEL-tips')
    // A binary, from its own base64 chunk.
    const png = readFileSync(join(import.meta.dirname, '../fixtures/progressive/skills/pdf-forms/assets/layout.png'))
    expect(r.reads['assets/layout.png']).toEqual({ skill: 'pdf-forms', path: 'assets/layout.png', type: 'image/png', size: png.length, encoding: 'base64', base64: png.toString('base64') })
    for (const [path, answer] of Object.entries<any>(r.refusals)) {
      expect(answer.error, path).toBe(`readResource: ${JSON.stringify(path)} is not a resource of skill "pdf-forms"; only the files the build listed can be read (${answer.readable.join(', ')}).`)
    }
    expect(r.direct).toMatch(/^readResource: "\.\.\/\.\.\/outside\.md" is not a resource of skill "pdf-forms"/)
  })
})
