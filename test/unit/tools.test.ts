import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { createLoadout, type Loadout, type LoadoutTool } from '../../src/runtime'
import { FIXTURES } from '../helpers/fixtures'

const root = join(FIXTURES, 'progressive')
let result: CompileResult
let loadout: Loadout
let reads: string[]

function build(r: CompileResult, withResources = true): Loadout {
  const bodies = r.bodies.map(body => () => Promise.resolve(body))
  if (!withResources) return createLoadout(r.data, bodies)
  const resources = r.resourceKeys.map(row => row.map(key => key === null
    ? null
    : async () => {
      reads.push(key)
      return { default: r.binaryKeys.has(key) ? readFileSync(r.resourceFiles.get(key)!) : readFileSync(r.resourceFiles.get(key)!, 'utf8') }
    }))
  return createLoadout(r.data, bodies, { resources })
}

beforeAll(async () => {
  result = await compile({ root, skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
  reads = []
  loadout = build(result)
})

describe('readResource', () => {
  it('serves the whitelisted text resources, linked sibling files included, by their _linked/ path or their link', async () => {
    expect(await loadout.readResource('pdf-forms', 'references/fields.md')).toContain('RESOURCE-SENTINEL-fields')
    expect(await loadout.readResource('PDF-Forms', 'references/field notes.md')).toContain('RESOURCE-SENTINEL-field-notes')
    expect(await loadout.readResource('pdf-forms', '_linked/shared/glossary.md')).toContain('RESOURCE-SENTINEL-glossary')
    expect(await loadout.readResource('pdf-forms', '../shared/glossary.md')).toContain('RESOURCE-SENTINEL-glossary')
    expect(await loadout.readResource('pdf-forms', '../alpha-notes/references/tips.md')).toContain('RESOURCE-SENTINEL-tips')
    expect(await loadout.readResource('pdf-forms', 'scripts/fill.py')).toContain('RESOURCE-SENTINEL-fill')
    // The forms a link was written in: a leading ./ and a #fragment.
    expect(await loadout.readResource('pdf-forms', './references/fields.md#checkbox')).toContain('RESOURCE-SENTINEL-fields')
  })

  it('loads a resource only when it is read', async () => {
    reads.length = 0
    await loadout.load('pdf-forms')
    expect(reads).toEqual([])
    await loadout.readResource('alpha-notes', 'references/tips.md')
    expect(reads).toHaveLength(1)
  })

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    '../../outside.md',
    '%2e%2e/%2e%2e/outside.md',
    '..%2F..%2Foutside.md',
    'references/../../../outside.md',
    'references/../../shared/glossary.md',
    'references\\fields.md',
    'references/nope.md',
    'SKILL.md',
    'references',
    '',
    'file:///etc/passwd',
  ])('refuses %j with a clear error', async (path) => {
    const before = reads.length
    await expect(loadout.readResource('pdf-forms', path)).rejects.toThrow(
      `readResource: ${JSON.stringify(path)} is not a resource of skill "pdf-forms"; only the files the build listed can be read (_linked/alpha-notes/references/tips.md, _linked/shared/glossary.md, assets/layout.png, references/field notes.md, references/fields.md, scripts/fill.py).`,
    )
    expect(reads.length).toBe(before)
  })

  it('reads binaries as bytes only, and rejects unknown skills, bad paths and missing loaders', async () => {
    await expect(loadout.readResource('pdf-forms', 'assets/layout.png')).rejects.toThrow(/"assets\/layout\.png" of skill "pdf-forms" is a binary file \(image\/png, \d+ bytes\): read it with readResourceBytes/)
    await expect(loadout.readResource('pdf-form', 'references/fields.md')).rejects.toThrow(/Unknown skill "pdf-form"\. Closest: pdf-forms/)
    await expect(loadout.readResource('pdf-forms', 42 as unknown as string)).rejects.toThrow(TypeError)
    await expect(loadout.readResource('zeta-tool', 'references/x.md')).rejects.toThrow(/this skill has none/)
    await expect(build(result, false).readResource('pdf-forms', 'references/fields.md')).rejects.toThrow(/no loader for "references\/fields\.md"/)
    // The third argument may also be the resource loaders themselves.
    const direct = createLoadout(result.data, [], result.resourceKeys.map(row => row.map(k => (k ? () => Promise.resolve(`text of ${k}`) : null))))
    expect(await direct.readResource('alpha-notes', 'references/tips.md')).toMatch(/^text of [0-9a-f]{16}$/)
  })
})

describe('tools()', () => {
  const byName = (tools: LoadoutTool[]) => Object.fromEntries(tools.map(t => [t.name, t]))

  it('defines Skill, SkillSearch and read_resource as plain JSON-schema tools', () => {
    const tools = loadout.tools()
    expect(tools.map(t => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    const defs = JSON.parse(JSON.stringify(tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))))
    expect(defs[0].inputSchema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', enum: loadout.catalog({ budgetChars: 1e9 }).report.entries.filter(e => e.reason === 'advertised').map(e => e.id).sort(), description: expect.any(String) } },
      required: ['name'],
      additionalProperties: false,
    })
    expect(defs[1].inputSchema.properties.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 8 })
    expect(defs[1].inputSchema.required).toEqual(['query'])
    expect(defs[2].inputSchema.required).toEqual(['skill', 'path'])
    for (const t of tools) {
      expect(t.description.length).toBeGreaterThan(40)
      expect(typeof t.execute).toBe('function')
    }
  })

  it('Skill says what a second load of a skill answers, as it answers: "already_loaded" in a session, in full with dedupe: false', async () => {
    for (const dedupe of [true, false]) {
      const { Skill } = byName(loadout.tools({ dedupe }))
      expect(Skill!.description).toMatch(dedupe ? /already loaded in this conversation is not sent again/ : /Every call returns the whole instructions/)
      expect(Skill!.description).not.toMatch(dedupe ? /Every call/ : /not sent again/)
      await Skill!.execute({ name: 'pdf-forms' })
      const second = await Skill!.execute({ name: 'pdf-forms' })
      if (dedupe) expect(second.status).toBe('already_loaded')
      else expect(second.content).toContain('BODY-SENTINEL-pdf-forms')
    }
  })

  it('Skill loads by id, then name, even a skill the catalog had no room for', async () => {
    const { Skill } = byName(loadout.tools({ answerFormat: 'json' }))
    const tiny = loadout.catalog({ budgetChars: 200 })
    expect(tiny.report.entries.find(e => e.id === 'pdf-forms')!.reason).toBe('budget')
    const r = await Skill!.execute({ name: 'pdf-forms' })
    expect(r).toMatchObject({ id: 'pdf-forms', name: 'pdf-forms' })
    expect(r.body).toContain('BODY-SENTINEL-pdf-forms')
    expect(r.body).not.toContain('BODY-SENTINEL-shadowed-copy')
    expect(r.resources).toEqual(expect.arrayContaining([
      { path: 'references/fields.md', type: 'text/markdown', size: expect.any(Number), readable: true, kind: 'text' },
      { path: 'assets/layout.png', type: 'image/png', size: expect.any(Number), readable: true, kind: 'binary' },
    ]))
    expect((await Skill!.execute({ name: 'ZETA-TOOL' })).body).toContain('BODY-SENTINEL-zeta-tool')
    expect((await Skill!.execute({ name: 'manual-only' })).body).toContain('BODY-SENTINEL-manual-only')
  })

  it('Skill answers unknown names with the closest available skills, never a throw', async () => {
    const { Skill } = byName(loadout.tools({ disabled: ['alpha-notes'] }))
    const unknown = await Skill!.execute({ name: 'pdf-form' })
    // Only close names: one edit away here (it gave 3, the far ones too).
    expect(unknown.closest).toEqual(['pdf-forms'])
    expect(unknown.error).toBe('Unknown skill "pdf-form". Did you mean pdf-forms?')
    // A disabled skill is not suggested.
    expect((await Skill!.execute({ name: 'alpha-note' })).closest).not.toContain('alpha-notes')
    expect(await Skill!.execute({})).toEqual({ error: 'Skill needs { "name": "<skill id or name>" }.' })
    expect(await Skill!.execute(null as unknown as { name: string })).toMatchObject({ error: expect.any(String) })
  })

  it('Skill refuses disabled (build time or per call) and host-incompatible skills, saying why', async () => {
    const r = await compile({ root, skills: ['skills'], disabled: ['gpu-render'] })
    const lo = build(r)
    const { Skill } = byName(lo.tools({ host: { tools: ['Read'] } }))
    expect(await Skill!.execute({ name: 'gpu-render' })).toEqual({ error: 'Skill "gpu-render" cannot be used: it is disabled.', reason: 'disabled' })
    expect(await Skill!.execute({ name: 'shell-tasks' })).toEqual({
      error: 'Skill "shell-tasks" cannot be used: it needs tool Bash, which this host lacks.',
      reason: 'host_incompatible',
    })
    // Pinned per call overrides the build-time disabled list.
    expect((await byName(lo.tools({ pinned: ['gpu-render'] })).Skill!.execute({ name: 'gpu-render' })).content).toContain('BODY-SENTINEL-gpu-render')
  })

  it('SkillSearch ranks skills, caps the limit at 8 and hides what the policy hides', async () => {
    const { SkillSearch } = byName(loadout.tools())
    const r = await SkillSearch!.execute({ query: 'fill pdf form checkboxes' })
    expect((r.results as Array<{ id: string }>)[0]).toMatchObject({ id: 'pdf-forms', name: 'pdf-forms', description: expect.stringContaining('PDF forms') })
    expect(await SkillSearch!.execute({ query: 'zeta logs to csv', limit: 1 })).toEqual({
      query: 'zeta logs to csv',
      results: [{ id: 'zeta-tool', name: 'zeta-tool', description: 'Convert Zeta log files to CSV.', score: expect.any(Number) }],
    })
    const wide = await SkillSearch!.execute({ query: 'pdf forms notes shell gpu render zeta release migrate database', limit: 100 })
    expect((wide.results as unknown[]).length).toBeLessThanOrEqual(8)
    expect((wide.results as unknown[]).length).toBe(7)
    const hidden = await byName(loadout.tools({ disabled: ['pdf-forms'] })).SkillSearch!.execute({ query: 'fill pdf form checkboxes' })
    expect((hidden.results as Array<{ id: string }>).map(x => x.id)).not.toContain('pdf-forms')
    expect(await SkillSearch!.execute({ query: 'bake sourdough bread' })).toMatchObject({ results: [], note: expect.any(String) })
    expect(await SkillSearch!.execute({ query: '  ' })).toMatchObject({ error: expect.stringContaining('query') })
  })

  it('read_resource reads whitelisted files and answers refusals with what is readable', async () => {
    const { read_resource } = byName(loadout.tools())
    expect(await read_resource!.execute({ skill: 'pdf-forms', path: '../shared/glossary.md' })).toEqual({
      skill: 'pdf-forms',
      path: '_linked/shared/glossary.md',
      type: 'text/markdown',
      text: expect.stringContaining('RESOURCE-SENTINEL-glossary'),
    })
    const refused = await read_resource!.execute({ skill: 'pdf-forms', path: '../../outside.md' })
    expect(refused.error).toMatch(/is not a resource of skill "pdf-forms"/)
    expect(refused.readable).toContain('references/fields.md')
    const png = readFileSync(join(root, 'skills/pdf-forms/assets/layout.png'))
    expect(await read_resource!.execute({ skill: 'pdf-forms', path: 'assets/layout.png' })).toEqual({
      skill: 'pdf-forms', path: 'assets/layout.png', type: 'image/png', size: png.length, encoding: 'base64', base64: png.toString('base64'),
    })
    expect((await read_resource!.execute({ skill: 'nope', path: 'x' })).error).toMatch(/^Unknown skill "nope"/)
    expect((await read_resource!.execute({ skill: 'pdf-forms' } as never)).error).toMatch(/needs/)
  })
})
