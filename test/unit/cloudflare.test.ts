/**
 * unplugin-loadout/cloudflare against the real `agents` package (0.32, a dev dependency): `loadSkillCatalog`,
 * `manifest()` and `createSkillTools` (agents/skills/tools/ai-sdk, here with ai 6; ai 7 under Node 22 is in
 * test/e2e/platforms.test.ts), over the bundle and over the SQLite database exported from the same skills.
 *
 * The bundle here serves what the runtime API carries for a whole skill folder (`load(id).frontmatter`, every file
 * through `readResourceBytes`): its loaders give each skill's frontmatter and each file's bytes, read from disk.
 */
import { loadSkillCatalog, manifest, type SkillCatalog } from 'agents/skills'
import { createSkillTools } from 'agents/skills/tools/ai-sdk'
import { generateText, hasToolCall, type ModelMessage, stepCountIs } from 'ai'
import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skillSearchTools } from '../../src/ai'
import { skillSource } from '../../src/cloudflare'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import type { Loadout, LoadoutEvent } from '../../src/runtime'
import { createSqlLoadout, type SqlLoadout } from '../../src/sql'
import { resultOf, scriptedModel } from '../fixtures/ai-mock/model'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'
import { wholeBundle } from '../helpers/whole-bundle'

let result: CompileResult
let db: Database.Database
let bundle: Loadout
let lazyBundle: Loadout
let sql: SqlLoadout

const PDF_DESCRIPTION = 'Extract tables from PDF invoices and scanned reports into CSV.'
const LOGO = Buffer.from('\u0089PNG\r\n\u001A\n\u0000\u0000binary', 'latin1')

beforeAll(async () => {
  const dir = writeTree(tempDir('cloudflare'), {
    'skills/house-rules/SKILL.md': skillMd('house-rules', 'Team rules that always apply.', 'BODY-house-rules: never skip tests.\n', 'priority: core\n'),
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', PDF_DESCRIPTION, '# PDF tables\n\nBODY-pdf-tables: read references/notes.md.\n',
      'license: MIT\ncompatibility: Python 3.10+\nallowed-tools: Read Bash\nargument-hint: "[file]"\nmetadata:\n  version: 1.0\n  owner: data-team\nx-review: { by: ana, every: 90 }\n'),
    'skills/pdf-tables/references/notes.md': 'NOTES-pdf-tables\n',
    'skills/pdf-tables/assets/logo.png': LOGO,
    'skills/translator/SKILL.md': skillMd('translator', 'Translate text between English and Chinese.', 'BODY-translator: translate faithfully.\n'),
    'skills/summarizer/SKILL.md': skillMd('summarizer', 'Summarize long text into three bullet points.', 'BODY-summarizer: three bullets.\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'BODY-release-notes\n', 'priority: manual\n'),
    'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the web application to production servers.', 'BODY-deploy\n', 'disable-model-invocation: true\n'),
    // Two skills named alike (another team's copy), and a name the spec refuses (uppercase).
    'skills/team/translator/SKILL.md': skillMd('translator', 'Translate marketing copy between English and Japanese.', 'BODY-team-translator\n'),
    'skills/team/Atlas/SKILL.md': skillMd('Atlas', 'Draw architecture maps of a code base.', 'BODY-atlas\n'),
  })
  result = await compile({ root: dir })
  expect(result.errorCount).toBe(0)
  db = (await sqliteOf(result, 'cloudflare')).db
  bundle = wholeBundle(result)
  lazyBundle = wholeBundle(result, { lazy: true })
  sql = await createSqlLoadout(db)
})
afterAll(() => db.close())

/** The bodies a loadout loaded while `run` ran (its `load` events). */
async function bodiesLoaded<T>(loadout: Loadout | SqlLoadout, run: () => Promise<T>): Promise<{ out: T, loaded: string[] }> {
  const loaded: string[] = []
  const stop = loadout.onEvent((e: LoadoutEvent) => e.type === 'load' && loaded.push(e.id))
  try {
    return { out: await run(), loaded }
  }
  finally {
    stop()
  }
}

const names = (c: SkillCatalog) => c.skills.map(s => s.skill.name)

describe.each(['bundle', 'lazy bundle', 'sql'] as const)('skillSource over the %s', (kind) => {
  // 'lazy bundle': files listed by each skill's chunk, not its entry, as virtual:loadout builds them.
  const loadout = () => (kind === 'bundle' ? bundle : kind === 'lazy bundle' ? lazyBundle : sql)

  it('feeds loadSkillCatalog and createSkillTools: the catalog prompt lists the skills, activate_skill returns a body', async () => {
    const catalog = await loadSkillCatalog([skillSource(loadout())])
    expect(catalog.diagnostics.filter(d => d._tag !== 'SkillWarning')).toEqual([])
    // The user-only skill is not listed; every other one is, the manual one included (as our catalog lists it).
    expect(names(catalog).sort()).toEqual(['Atlas', 'house-rules', 'pdf-tables', 'release-notes', 'summarizer', 'team-translator', 'translator'])
    expect(catalog.prompt()).toContain(`- pdf-tables: ${PDF_DESCRIPTION}`)
    const tools = createSkillTools(catalog)
    const body = await tools.activate_skill!.execute!({ name: 'pdf-tables' }, { toolCallId: 't1', messages: [] })
    expect(body).toMatch(/^<skill_content name="pdf-tables">\n# PDF tables\n\nBODY-pdf-tables: read references\/notes\.md\./)
    expect(body).toContain('<file kind="reference" encoding="text" size="17">references/notes.md</file>')
    // Every file of the folder, a binary too (read as base64 through readResourceBytes).
    expect(body).toContain(`<file kind="asset" encoding="base64" size="${LOGO.length}">assets/logo.png</file>`)
  })

  it('builds each skill as their parser would: spec fields, the other keys in extraFields, broken rules as warnings', async () => {
    const listed = await skillSource(loadout()).list()
    if (!listed.ok) throw listed.error
    const pdf = listed.value.skills.find(s => s.skill.name === 'pdf-tables')!
    expect(pdf.skill).toMatchObject({ description: PDF_DESCRIPTION, license: 'MIT', compatibility: 'Python 3.10+', allowedTools: ['Read', 'Bash'] })
    expect(pdf.warnings).toBeUndefined()
    // The frontmatter as written, from the bundle and from the database alike (schema 3 exports it): metadata as the
    // spec's string map (YAML read 1.0 as a number), every other key verbatim.
    expect(pdf.skill.metadata).toEqual({ version: '1', owner: 'data-team' })
    expect(pdf.skill.extraFields).toEqual({ 'argument-hint': '[file]', 'x-review': { by: 'ana', every: 90 } })
    // A shared name: the first source keeps it, the other is listed under its id and says why.
    const team = listed.value.skills.find(s => s.skill.name === 'team-translator')!
    expect(team.skill.body).toContain('BODY-team-translator')
    expect(team.warnings?.map(w => [w._tag, w.code, w.message])).toEqual([['SkillParseError', 'invalid-name', 'Skill "team/translator" is listed as "team-translator": the name "translator" is also that of skill "translator".']])
    // A name the spec refuses is kept (as their parser keeps it), with the rule it breaks.
    expect(listed.value.skills.find(s => s.skill.name === 'Atlas')!.warnings?.[0]?.message).toBe('Invalid skill name "Atlas": it must be lowercase.')
  })

  it('lists the same prompt and activations as agents\' own manifest() over the same skills', async () => {
    const ours = await loadSkillCatalog([skillSource(loadout())])
    const theirs = await loadSkillCatalog([manifest({
      id: 'manifest',
      skills: ours.skills.map(({ skill, resources }) => ({
        name: skill.name,
        description: skill.description,
        body: skill.body,
        license: skill.license,
        compatibility: skill.compatibility,
        metadata: skill.metadata,
        allowedTools: skill.allowedTools.join(' '),
        resources: resources.map(r => ({ path: r.path, content: r.path === 'references/notes.md' ? 'NOTES-pdf-tables\n' : '' })),
      })),
    })])
    expect(ours.prompt()).toBe(theirs.prompt())
    expect(ours.fingerprint).toBe(theirs.fingerprint)
    // Ours also gives each file's size (as their r2() source does: manifest() knows none).
    const unsized = (r: ReturnType<SkillCatalog['activate']>) => (r.ok ? r.value.replace(/ size="\d+"/g, '') : r)
    for (const name of names(theirs)) expect(unsized(ours.activate(name))).toEqual(unsized(theirs.activate(name)))
  })

  it('reads a skill\'s files through read_skill_resource, and refuses a path that is not one', async () => {
    const catalog = await loadSkillCatalog([skillSource(loadout())])
    const read = await catalog.readResource({ path: 'pdf-tables/references/notes.md' })
    expect(read.ok && read.value.resource).toMatchObject({ path: 'references/notes.md', kind: 'reference', encoding: 'text', mimeType: 'text/markdown', content: 'NOTES-pdf-tables\n' })
    const tools = createSkillTools(catalog)
    expect(await tools.read_skill_resource!.execute!({ name: 'pdf-tables', path: 'references/notes.md' }, { toolCallId: 't2', messages: [] }))
      .toBe('<skill_resource name="pdf-tables" path="references/notes.md" kind="reference" encoding="text" mimeType="text/markdown">\nNOTES-pdf-tables\n\n</skill_resource>')
    const source = skillSource(loadout())
    const missing = await source.readResource('pdf-tables' as never, 'references/other.md' as never)
    expect(!missing.ok && missing.error).toMatchObject({ _tag: 'SkillResourceNotFoundError', skill: 'pdf-tables', path: 'references/other.md' })
    const outside = await source.readResource('pdf-tables' as never, '../translator/SKILL.md' as never)
    expect(!outside.ok && outside.error._tag).toBe('SkillResourceNotFoundError')
    // A binary, from the bundle's base64 chunk and from the database's rows (schema 3) alike.
    const binary = await catalog.readResource({ name: 'pdf-tables', path: 'assets/logo.png' })
    expect(binary.ok && binary.value.resource).toMatchObject({ kind: 'asset', encoding: 'base64', mimeType: 'image/png', size: LOGO.length, content: LOGO.toString('base64') })
  })

  it('lists within the budget and loads only the bodies it lists; the task\'s skills come first, whatever the budget', async () => {
    const source = skillSource(loadout(), { budgetChars: 120 })
    const { out: listed, loaded } = await bodiesLoaded(loadout(), () => loadSkillCatalog([source]))
    expect(names(listed).length).toBeGreaterThan(0)
    expect(names(listed).length).toBeLessThan(7)
    const ids: Record<string, string> = { 'team-translator': 'team/translator', 'Atlas': 'team/Atlas' }
    expect(loaded.sort()).toEqual(listed.skills.map(s => ids[s.skill.name] ?? s.skill.name).sort())
    // The catalog our runtime builds with this budget lists the same skills.
    const ours = (await loadout().catalog({ budgetChars: 120 })).report.entries.filter(e => e.reason === 'advertised').map(e => e.name)
    expect(names(listed)).toEqual(ours)

    const routed = await loadSkillCatalog([skillSource(loadout(), { budgetChars: 0, task: 'pull the tables out of these PDF invoices into a CSV' })])
    expect(names(routed)).toEqual(['house-rules', 'pdf-tables'])
  })

  it('finds what the catalog had no room for with SkillSearch; activate_skill takes it once the catalog is reloaded', async () => {
    const source = skillSource(loadout(), { budgetChars: 0, task: 'anything at all about nothing' })
    let catalog = await loadSkillCatalog([source])
    expect(names(catalog)).toEqual(['house-rules'])
    const model = scriptedModel((turn) => {
      if (turn.step === 0) return { calls: [{ tool: 'SkillSearch', input: { query: 'summarize text into bullet points' } }] }
      if (!resultOf(turn, 'activate_skill')) return { calls: [{ tool: 'activate_skill', input: { name: resultOf(turn, 'SkillSearch').results[0].name } }] }
      return `done: ${resultOf(turn, 'activate_skill').split('\n')[1]}`
    })
    const tools = () => ({ ...createSkillTools(catalog), ...skillSearchTools(source) })
    // The host stops when SkillSearch ran, reloads the catalog (now listing what it found) and goes on.
    const first = await generateText({ model, system: catalog.prompt()!, prompt: 'Summarize this report.', tools: tools(), stopWhen: [hasToolCall('SkillSearch'), stepCountIs(4)] })
    const found = first.steps.flatMap(s => s.toolResults).find(r => r.toolName === 'SkillSearch')!.output as any
    expect(found.results[0]).toEqual({ name: 'summarizer', description: 'Summarize long text into three bullet points.', activate: 'next turn' })
    catalog = await loadSkillCatalog([source], { previous: catalog })
    expect(names(catalog)).toContain('summarizer')
    const messages: ModelMessage[] = [{ role: 'user', content: 'Summarize this report.' }, ...first.response.messages]
    const second = await generateText({ model, system: catalog.prompt()!, messages, tools: tools(), stopWhen: stepCountIs(4) })
    expect(second.text).toBe('done: BODY-summarizer: three bullets.')
  })

  it('includes skills by id or name, and answers a failing store with a SkillSourceError', async () => {
    const source = skillSource(loadout(), { budgetChars: 0 })
    expect(await source.include(['team/translator', 'summarizer', 'no-such-skill'])).toEqual(['team-translator', 'summarizer'])
    const listed = await source.list()
    expect(listed.ok && listed.value.skills.map(s => s.skill.name)).toEqual(['team-translator', 'summarizer'])
    expect(source.listed).toEqual(['team-translator', 'summarizer'])

    const broken = skillSource({ ...loadout(), load: () => Promise.reject(new Error('disk on fire')) } as Loadout, { id: 'broken' })
    const failed = await broken.list()
    expect(!failed.ok && failed.error).toMatchObject({ _tag: 'SkillSourceError', sourceId: 'broken', operation: 'list', message: 'Skill source "broken" failed to list skills: disk on fire' })
  })
})

describe('the bodies a source holds', () => {
  it('are loaded once per source, however many times it lists', async () => {
    const source = skillSource(bundle)
    const { loaded } = await bodiesLoaded(bundle, async () => {
      await loadSkillCatalog([source])
      await loadSkillCatalog([source])
    })
    expect(loaded.length).toBe(source.listed.length)
  })
})

describe('the budget, in the prompt agents prints', () => {
  it('charges a routed skill its whole description, which agents prints and our catalog line cuts at 1,024 characters', async () => {
    const long = `Reconcile ledger exports against bank statements. ${'Every line of the statement is matched against the ledger by date, amount and reference. '.repeat(30)}`
    const files: Record<string, string> = { 'skills/ledger/SKILL.md': skillMd('ledger', long.trim(), 'BODY-ledger\n') }
    for (const topic of ['invoices', 'payroll', 'budgets', 'forecasts', 'audits', 'taxes'])
      files[`skills/${topic}/SKILL.md`] = skillMd(topic, `Prepare ${topic} for the finance team from the monthly exports.`, `BODY-${topic}\n`)
    const own = await compile({ root: writeTree(tempDir('cloudflare-long'), files) })
    const budgetChars = long.length + 100
    const catalog = await loadSkillCatalog([skillSource(wholeBundle(own), { budgetChars, task: 'reconcile the ledger against the bank statement' })])
    const listed = catalog.skills.map(s => s.skill.name)
    expect(listed[0]).toBe('ledger')
    // The prompt's skill lines (the header aside) fit the budget: one short skill at most beside the long one.
    const lines = catalog.prompt()!.split('\n').filter(l => l.startsWith('- '))
    expect(lines.reduce((n, l) => n + l.length + 1, 0)).toBeLessThanOrEqual(budgetChars)
    expect(listed.length).toBeLessThanOrEqual(2)
  })
})
