import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { Insight } from '../../src/analysis/insight'
import { inspectorData } from '../../src/inspector/data'
import { inspectorHtml } from '../../src/inspector/page'
import { runCli } from '../helpers/cli'
import { FIXTURES, tempDir, writeTree } from '../helpers/fixtures'

const SOURCES = ['skills', { dir: 'user-skills', scope: 'user' }]
/** A frontmatter no recovery reads (an unterminated quote): the skill is left out with an error. */
const BROKEN = '---\nname: broken-skill\ndescription: "Convert units, meters to feet\n---\n# Broken\n'
/** A `: ` in a plain value: recovered, with the fix it suggests. */
const RECOVERED = '---\nname: unit-convert\ndescription: Convert units: meters to feet and back\n---\n# Units\n'
let root: string
let result: CompileResult

beforeAll(async () => {
  root = tempDir('inspector')
  cpSync(join(FIXTURES, 'basic'), root, { recursive: true })
  writeTree(root, { 'skills/broken-skill/SKILL.md': BROKEN, 'skills/unit-convert/SKILL.md': RECOVERED })
  result = await compile({ root, skills: SOURCES })
})

describe('inspectorData', () => {
  it('lists every compiled skill with its source, tier, tokens and resources, shadowed ones marked', () => {
    const d = inspectorData(result, new Insight(result), { root })
    expect(d.skills.map(s => `${s.id}@${s.source}`)).toEqual(result.data.entries.map(e => `${e.id}@${e.source}`))
    const pdf = d.skills.find(s => s.id === 'pdf-tables' && s.source === 'skills')!
    expect(pdf).toMatchObject({ sourceDir: 'skills', tier: 'domain', rel: 'skills/pdf-tables/SKILL.md', file: join(root, 'skills/pdf-tables/SKILL.md') })
    expect(pdf.tokens).toBe(result.data.entries.find(e => e.id === 'pdf-tables')!.tokens)
    expect(pdf.resources.map(r => r.path).sort()).toEqual(['references/heuristics.md', 'scripts/extract.py'])
    expect(d.skills.find(s => s.id === 'pdf-tables' && s.source === 'user')).toMatchObject({ shadowedBy: 'skills', rel: 'user-skills/pdf-tables/SKILL.md' })
    expect(d.skills.find(s => s.id === 'house-rules')!.tier).toBe('core')
  })

  it('lists a skill the build left out as skipped, with its error as the reason, and every diagnostic with file:line:col', () => {
    const d = inspectorData(result, new Insight(result), { root })
    expect(d.skipped).toEqual([{ file: join(root, 'skills/broken-skill/SKILL.md'), rel: 'skills/broken-skill/SKILL.md', why: expect.stringMatching(/not valid YAML.*\[yaml-syntax\]$/) }])
    const yaml = d.diagnostics.find(x => x.code === 'yaml-syntax')!
    expect(yaml).toMatchObject({ level: 'error', rel: 'skills/broken-skill/SKILL.md', line: 3 })
    expect(yaml.column).toBeGreaterThan(1)
    expect(d.diagnostics.map(x => x.code)).toContain('shadowed')
  })

  it('gives a recovered frontmatter the fix its diagnostic spells out', () => {
    const d = inspectorData(result, new Insight(result), { root })
    const recovered = d.diagnostics.find(x => x.code === 'yaml-recovered')!
    expect(recovered).toMatchObject({ level: 'warning', rel: 'skills/unit-convert/SKILL.md', line: 3 })
    expect(recovered.fix).toBe('quote the value: description: "Convert units: meters to feet and back"')
    expect(d.skills.map(s => s.id)).toContain('unit-convert')
    expect(d.diagnostics.find(x => x.code === 'shadowed')!.fix).toBeUndefined()
  })

  it('works without the compiler\'s skipped list, and reads a fix given as a field', () => {
    const { skipped: _, ...older } = result
    const file = join(root, 'skills/broken-skill/SKILL.md')
    const d = inspectorData({ ...older, diagnostics: [...result.diagnostics, { level: 'warning', code: 'other', message: 'm', file, line: 1, column: 1, suggestion: 'do this' } as never] } as CompileResult, new Insight(result), { root })
    expect(d.skipped).toEqual([{ file, rel: 'skills/broken-skill/SKILL.md', why: expect.stringContaining('not valid YAML') }])
    expect(d.diagnostics.find(x => x.code === 'other')!.fix).toBe('do this')
  })

  it('gives the overlapping pairs with their shared terms', async () => {
    const r = await compile({ root: join(FIXTURES, 'overlap'), skills: ['skills'] })
    const d = inspectorData(r, new Insight(r), { root: join(FIXTURES, 'overlap') })
    expect(d.overlaps.length).toBeGreaterThan(0)
    expect(d.overlaps).toEqual(new Insight(r).overlaps())
    expect(d.overlaps[0]!.shared.length).toBeGreaterThan(0)
  })

  it('gives overlaps when a skill co-ranks with one whose id a shadowed copy shares', async () => {
    // The edit the dev-server test makes: ci-workflows and pdf-tables then rank each other top 3.
    const dir = tempDir('inspector-corank')
    cpSync(join(FIXTURES, 'basic'), dir, { recursive: true })
    const file = join(dir, 'skills/ci-workflows/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('Fix and speed up GitHub Actions CI workflows', 'Lint YAML configuration files and fix GitHub Actions CI workflows'))
    const r = await compile({ root: dir, skills: SOURCES })
    const overlaps = new Insight(r).overlaps({ minSimilarity: 0 })
    expect(overlaps.some(o => o.corank)).toBe(true)
    for (const o of overlaps) expect([o.a, o.b]).not.toContain(undefined)
  })
})

describe('inspectorHtml', () => {
  it('embeds the data so that no skill text can close the script, with the page script inline', async () => {
    const d = inspectorData(result, new Insight(result), { root })
    d.skills[0]!.description = 'evil </script><script>alert(1)</script> \u2028'
    const html = await inspectorHtml(d)
    expect(html.match(/<script>/g)).toHaveLength(2)
    const json = /window\.__LOADOUT__=\{live:false,data:(.*)\}<\/script>/.exec(html)![1]!
    expect(JSON.parse(json).skills[0].description).toBe(d.skills[0]!.description)
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="(?!data:)|https?:\/\//)
    expect(html).toContain('aria-label="Routing results"')
  })
})

describe('loadout inspect --html', () => {
  it('writes the page with the compile embedded, and exits 1 when a skill has errors', async () => {
    const { code, out, err } = await runCli(['inspect', '--skills', 'skills', '--skills', 'user-skills', '--html', 'out/report.html'], root)
    expect(code).toBe(1)
    expect(err).toContain('skills/broken-skill/SKILL.md:3')
    expect(out).toContain(`inspector report: ${join(root, 'out/report.html')}`)
    const html = readFileSync(join(root, 'out/report.html'), 'utf8')
    const data = JSON.parse(/window\.__LOADOUT__=\{live:false,data:(.*)\}<\/script>/.exec(html)![1]!)
    expect(data.skills.map((s: { id: string }) => s.id)).toContain('pdf-tables')
    expect(data.skipped.map((s: { rel: string }) => s.rel)).toEqual(['skills/broken-skill/SKILL.md'])
    expect(data.bodies).toHaveLength(data.skills.length)
    expect(html).toContain('<option value="200000" selected>200K</option>')
  })

  it('opens the catalog at the --context-window given', async () => {
    const { out } = await runCli(['inspect', '--skills', 'skills', '--html', 'out/32k.html', '--context-window', '32000'], root)
    expect(out).toContain('32k.html')
    const html = readFileSync(join(root, 'out/32k.html'), 'utf8')
    expect(html).toContain('<option value="32000" selected>32K</option>')
    expect(html).not.toContain('<option value="200000" selected>')
  })
})
