import { generateText, stepCountIs, type ToolSet } from 'ai'
import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { buildCatalogPrompt, catalogPrompt, createSkillAgent, createSkillSession, loadoutTools, type SkillAgentResult } from '../../src/ai'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import type { Loadout } from '../../src/runtime'
import { createSqlLoadout, type SqlLoadout } from '../../src/sql'
import { type Reply, resultOf, scriptedModel, type Turn } from '../fixtures/ai-mock/model'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { bundleOf, sqliteOf } from '../helpers/sql'

/**
 * unplugin-loadout/ai over a SQL loadout: every scenario runs on the bundle and on the database exported from the same
 * skills, with the same scripted model, and the model must see the same thing (prompts, tool definitions, tool
 * results) and the run must end the same.
 */
let result: CompileResult
let db: Database.Database
let bundle: Loadout
let sql: SqlLoadout

beforeAll(async () => {
  const dir = writeTree(tempDir('ai-sql'), {
    'skills/house-rules/SKILL.md': skillMd('house-rules', 'Team rules that always apply.', 'BODY-house-rules: never skip tests.\n', 'priority: core\n'),
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF invoices and scanned reports into CSV.',
      '# PDF tables\n\nBODY-pdf-tables: run scripts/count.js with the file names.\n', 'tags: [pdf, invoice, csv]\n'),
    'skills/pdf-tables/scripts/count.js': 'console.log(`counted ${process.argv.length - 2} files`)\n',
    'skills/pdf-tables/references/notes.md': 'NOTES-pdf-tables\n',
    'skills/translator/SKILL.md': skillMd('translator', 'Translate text between English and Chinese.', 'BODY-translator: translate faithfully.\n'),
    'skills/summarizer/SKILL.md': skillMd('summarizer', 'Summarize long text into three bullet points.', 'BODY-summarizer: three bullets.\n'),
    'skills/assistant/SKILL.md': skillMd('assistant', 'A smart assistant that translates and then summarizes by calling other skills.',
      'BODY-assistant: call_skill translator, then call_skill summarizer.\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'BODY-release-notes\n', 'priority: manual\n'),
    'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the web application to production servers.', 'BODY-deploy\n', 'disable-model-invocation: true\n'),
  })
  result = await compile({ root: dir })
  expect(result.errorCount).toBe(0)
  db = (await sqliteOf(result, 'ai')).db
  bundle = bundleOf(result)
  sql = await createSqlLoadout(db)
})
afterAll(() => db.close())

/** What a run shows of itself, without the SDK's result objects. */
const summary = (r: SkillAgentResult) => ({ text: r.text, activated: r.activated, routing: r.routing, chosen: r.chosen, calls: r.calls, named: r.named, unknown: r.unknown, usage: r.usage })

/** The turns a scripted model saw over each loadout, and what `run` made of them. */
async function both<T>(script: (turn: Turn) => Reply, run: (loadout: Loadout | SqlLoadout, model: ReturnType<typeof scriptedModel>) => Promise<T>): Promise<{ bundle: { turns: Turn[], out: T }, sql: { turns: Turn[], out: T } }> {
  const b = scriptedModel(script)
  const s = scriptedModel(script)
  return { bundle: { out: await run(bundle, b), turns: withoutCallIds(b.turns) }, sql: { out: await run(sql, s), turns: withoutCallIds(s.turns) } }
}

/** The turns without the tool call ids, which the mock model numbers across models. */
const withoutCallIds = (turns: Turn[]): Turn[] => JSON.parse(JSON.stringify(turns, (k, v) => (k === 'toolCallId' ? undefined : v)))

describe('loadoutTools, catalogPrompt and createSkillAgent over createSqlLoadout', () => {
  it('gives the same AI SDK tools, which a model drives to the same answers', async () => {
    const script = (turn: Turn): Reply => {
      if (turn.step === 0) return { calls: [{ tool: 'SkillSearch', input: { query: 'pdf invoice tables' } }, { tool: 'Skill', input: { name: 'pdf-tabels' } }] }
      if (turn.step === 1) return { calls: [{ tool: 'Skill', input: { name: resultOf(turn, 'SkillSearch').results[0].id } }, { tool: 'Skill', input: { name: 'deploy' } }] }
      if (turn.step === 2) return { calls: [{ tool: 'read_resource', input: { skill: 'pdf-tables', path: 'references/notes.md' } }, { tool: 'Skill', input: { name: 'pdf-tables' } }] }
      return JSON.stringify(turn.allResults.map(r => r.output))
    }
    const runs = await both(script, async (loadout, model) => {
      const session = createSkillSession()
      const tools = await loadoutTools(loadout as SqlLoadout, { session })
      const r = await generateText({ model, prompt: 'tables from a PDF', tools, stopWhen: stepCountIs(6) })
      return { text: r.text, activated: session.activated, loaded: [...session.loaded] }
    })
    expect(runs.sql).toEqual(runs.bundle)
    expect(runs.sql.out.activated).toEqual(['pdf-tables'])
    const seen = runs.sql.turns[3]!.allResults.map(r => r.output)
    expect(seen[1]).toMatchObject({ error: expect.stringContaining('Did you mean pdf-tables'), closest: expect.arrayContaining(['pdf-tables']) })
    expect(seen[2]).toMatch(/^<skill_content name="pdf-tables">\n# PDF tables/)
    expect(seen[3]).toMatchObject({ reason: 'user_only' })
    expect(seen[4]).toMatchObject({ text: 'NOTES-pdf-tables\n' })
    expect(seen[5]).toMatchObject({ status: 'already_loaded' })
    // The enum of ids, which the model saw over both.
    expect(runs.sql.turns[0]!.toolDefs.find(t => t.name === 'Skill')!.inputSchema.properties.name.enum).toContain('pdf-tables')
  })

  it('offers activate_skill with the same enum, also for the skills a host names', async () => {
    for (const activateSkill of [true, { skills: ['deploy', 'translator', 'TRANSLATOR', 'pdf-tables'] }]) {
      const enumOf = (tools: Awaited<ReturnType<typeof loadoutTools>>) => (tools.activate_skill as any).inputSchema.jsonSchema.properties.name.enum
      expect(enumOf(await loadoutTools(sql, { activateSkill }))).toEqual(enumOf(loadoutTools(bundle, { activateSkill })))
    }
    expect((await loadoutTools(sql, { activateSkill: { skills: ['deploy', 'translator'] } })).activate_skill).toBeDefined()
    expect(await loadoutTools(sql, { disabled: result.data.entries.map(e => e.id) })).toEqual({})
  })

  it('is typed a promise over the database and a value over the bundle', () => {
    expectTypeOf(loadoutTools(sql)).toEqualTypeOf<Promise<ToolSet>>()
    expectTypeOf(loadoutTools(bundle)).toEqualTypeOf<ToolSet>()
    expectTypeOf(catalogPrompt(sql)).toEqualTypeOf<Promise<string>>()
    expectTypeOf(catalogPrompt(bundle)).toEqualTypeOf<string>()
    expectTypeOf(buildCatalogPrompt(bundle).advertised).toEqualTypeOf<string[]>()
  })

  it('writes the same catalog prompt, awaited', async () => {
    for (const options of [{ contextWindow: 128_000 }, { mode: 'activate' as const, tokenBudget: 30 }, { disabled: ['translator'], format: 'xml' as const }]) {
      expect(await catalogPrompt(sql, options)).toBe(catalogPrompt(bundle, options))
      expect(await buildCatalogPrompt(sql, options)).toEqual(buildCatalogPrompt(bundle, options))
    }
    expect(await catalogPrompt(sql)).toContain('- pdf-tables: Extract tables from PDF invoices')
  })

  it.each([
    ['keyword routing', 'Extract the tables from these PDF invoices into CSV files', {}],
    ['keyword routing with the catalog', 'Translate this short note into Chinese please', { catalog: true }],
    ['a /name in the prompt', '/summarizer this long text about ovens, and $deploy it', {}],
    ['an unknown /name', '/sumarizer this long text', {}],
    ['LLM routing', 'Translate this article into Chinese and summarise it', { routing: 'llm' as const, maxActivatedSkills: 2 }],
  ])('runs an agent the same way: %s', async (_, prompt, options) => {
    const script = (turn: Turn): Reply => turn.tools.includes('activate_skill')
      ? { calls: [{ tool: 'activate_skill', input: { name: 'translator' } }, { tool: 'activate_skill', input: { name: 'summarizer' } }] }
      : turn.step === 0 ? { calls: [{ tool: 'SkillSearch', input: { query: prompt } }] } : 'done'
    const warnings: string[] = []
    const runs = await both(script, async (loadout, model) =>
      summary(await createSkillAgent({ model, loadout, ...options, logger: { warn: w => warnings.push(w) } }).run(prompt)))
    expect(runs.sql).toEqual(runs.bundle)
    expect(runs.sql.out.activated).toContain('house-rules')
    expect(runs.sql.turns.some(t => t.system.includes('BODY-house-rules'))).toBe(true)
  })

  it('checks what each route injects over the database', async () => {
    const run = (prompt: string, options = {}) => createSkillAgent({ model: scriptedModel(() => 'ok'), loadout: sql, logger: {}, ...options }).run(prompt)
    expect((await run('Extract the tables from these PDF invoices into CSV files')).activated).toEqual(['house-rules', 'pdf-tables'])
    expect(await run('/summarizer this text, and $deploy it')).toMatchObject({ named: ['summarizer', 'deploy'], activated: ['summarizer', 'deploy', 'house-rules'] })
    expect((await run('/sumarizer this')).unknown).toEqual({ ref: 'sumarizer', closest: expect.arrayContaining(['summarizer']) })
    expect((await run('anything', { routing: 'llm' })).routing).toBe('llm')
    await expect(run('x')).resolves.toMatchObject({ activated: ['house-rules'] })
  })

  it('chains skills with call_skill the same way', async () => {
    const script = (turn: Turn): Reply => {
      const skill = /You are running the skill "([^"]+)"/.exec(turn.system)?.[1]
      if (!skill) {
        if (turn.step === 0) return { calls: [{ tool: 'call_skill', input: { skill: 'translator', message: 'translate: hello' } }, { tool: 'call_skill', input: { skill: 'summariser', message: 'x' } }] }
        if (turn.step === 1) return { calls: [{ tool: 'call_skill', input: { skill: 'translator', message: 'translate: hello' } }] }
        return JSON.stringify(turn.allResults.map(r => r.output))
      }
      if (turn.step === 0) return { calls: [{ tool: 'Skill', input: { name: skill } }] }
      return `${skill} [${turn.system.includes(`BODY-${skill}`) ? 'body' : 'no body'}] ${JSON.stringify(resultOf(turn, 'Skill'))}`
    }
    const runs = await both(script, async (loadout, model) => summary(await createSkillAgent({ model, loadout }).run('translate hello', { skills: ['assistant'] })))
    expect(runs.sql).toEqual(runs.bundle)
    expect(runs.sql.out.calls.map(c => c.status)).toEqual(['ok', 'error', 'cached'])
    expect(runs.sql.out.text).toContain('translator [body]')
    expect(runs.sql.out.text).toContain('already_loaded')
  })
})
