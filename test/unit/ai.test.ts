import { generateText, stepCountIs } from 'ai'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildCatalogPrompt, catalogPrompt, createSkillAgent, createSkillSession, loadoutTools } from '../../src/ai'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { createRunScript } from '../../src/node'
import { resultOf, scriptedModel, type Turn } from '../fixtures/ai-mock/model'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

let dir: string
let loadout: DiskLoadout

beforeAll(async () => {
  dir = writeTree(tempDir('ai'), {
    'skills/house-rules/SKILL.md': skillMd('house-rules', 'Team rules that always apply.', 'BODY-house-rules: never skip tests.\n', 'priority: core\n'),
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF invoices and scanned reports into CSV.',
      '# PDF tables\n\nBODY-pdf-tables: run scripts/count.js with the file names.\n', 'tags: [pdf, invoice, csv]\n'),
    'skills/pdf-tables/scripts/count.js': 'console.log(`counted ${process.argv.length - 2} files`)\n',
    'skills/pdf-tables/references/notes.md': 'notes\n',
    'skills/translator/SKILL.md': skillMd('translator', 'Translate text between English and Chinese.', 'BODY-translator: translate faithfully.\n'),
    'skills/summarizer/SKILL.md': skillMd('summarizer', 'Summarize long text into three bullet points.', 'BODY-summarizer: three bullets.\n'),
    'skills/assistant/SKILL.md': skillMd('assistant', 'A smart assistant that translates and then summarizes by calling other skills.',
      'BODY-assistant: call_skill translator, then call_skill summarizer.\n'),
    'skills/recursive/SKILL.md': skillMd('recursive', 'A test skill that calls itself one level deeper each time.', 'BODY-recursive: call yourself.\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'BODY-release-notes\n', 'priority: manual\n'),
  })
  loadout = await loadFromDisk({ root: dir })
})

const textOf = (turn: Turn | undefined) => turn?.system ?? ''

describe('loadoutTools', () => {
  it('gives Skill, SkillSearch and read_resource as AI SDK tools that a model drives', async () => {
    const session = createSkillSession()
    const model = scriptedModel((turn) => {
      if (turn.step === 0) return { calls: [{ tool: 'SkillSearch', input: { query: 'pdf invoice tables' } }] }
      if (turn.step === 1) return { calls: [{ tool: 'Skill', input: { name: resultOf(turn, 'SkillSearch').results[0].id } }] }
      return `loaded: ${resultOf(turn, 'Skill').split('\n').find((l: string) => l.startsWith('BODY'))}`
    })
    const tools = loadoutTools(loadout, { session })
    expect(Object.keys(tools)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    const result = await generateText({ model, prompt: 'tables from a PDF', tools, stopWhen: stepCountIs(5) })
    expect(result.text).toBe('loaded: BODY-pdf-tables: run scripts/count.js with the file names.')
    expect(session.activated).toEqual(['pdf-tables'])
    // The model saw the runtime's JSON schemas.
    const skill = model.turns[0]!.toolDefs.find(t => t.name === 'Skill')!
    expect(skill.inputSchema).toMatchObject({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } })
    // ...and read the instructions wrapped as the guide shows, as text.
    expect(model.turns[2]!.allResults[1]!.output).toMatch(/^<skill_content name="pdf-tables">\n# PDF tables[\s\S]*<skill_resources>\n {2}<file>references\/notes.md<\/file>\n {2}<file>scripts\/count.js<\/file>\n<\/skill_resources>\n<\/skill_content>$/)
  })

  it('answers unknown and disabled skills with an error the model can act on', async () => {
    const tools = loadoutTools(loadout, { disabled: ['translator'] })
    const ctx = { toolCallId: 'x', messages: [] }
    expect(await tools.Skill!.execute!({ name: 'pdf-table' }, ctx)).toMatchObject({ error: expect.stringContaining('Did you mean pdf-tables'), closest: expect.arrayContaining(['pdf-tables']) })
    expect(await tools.Skill!.execute!({ name: 'translator' }, ctx)).toEqual({ error: 'Skill "translator" cannot be used: it is disabled.', reason: 'disabled' })
  })

  it('offers activate_skill with an enum of skill ids, a limit and duplicates ignored', async () => {
    const session = createSkillSession()
    const tools = loadoutTools(loadout, { session, activateSkill: { maxActivatedSkills: 2 }, disabled: ['recursive'] })
    const ctx = { toolCallId: 'x', messages: [] }
    const schema = (tools.activate_skill as any).inputSchema.jsonSchema
    expect(schema.properties.name.enum.sort()).toEqual(['assistant', 'house-rules', 'pdf-tables', 'release-notes', 'summarizer', 'translator'])
    const run = (name: string) => tools.activate_skill!.execute!({ name }, ctx) as Promise<any>
    expect(await run('translator')).toMatchObject({ id: 'translator', status: 'activated', content: expect.stringContaining('BODY-translator') })
    expect(await run('TRANSLATOR')).toEqual({ id: 'translator', status: 'already_active' })
    expect(await run('recursive')).toMatchObject({ error: expect.stringMatching(/^Unknown skill "recursive"/), valid: expect.any(Array) })
    expect(await run('summarizer')).toMatchObject({ id: 'summarizer', status: 'activated' })
    expect(await run('pdf-tables')).toMatchObject({ status: 'limit', error: 'At most 2 skills can be activated; already active: translator, summarizer. Continue with these.' })
    expect(session.chosen).toEqual(['translator', 'summarizer'])
  })
})

describe('catalogPrompt', () => {
  it('lists the skills with instructions on Skill and SkillSearch, within the budget of the context window', () => {
    const text = catalogPrompt(loadout, { contextWindow: 200_000 })
    expect(text).toMatch(/^## Skills\n/)
    expect(text).toContain('call the Skill tool with its id')
    expect(text).toContain('SkillSearch')
    expect(text).toContain('- pdf-tables: Extract tables from PDF invoices and scanned reports into CSV.')
    expect(text).toContain('- release-notes: Write release notes')
  })

  it('keeps the catalog within a token budget and points at SkillSearch for the rest', () => {
    const { text, catalog, advertised } = buildCatalogPrompt(loadout, { tokenBudget: 40 })
    expect(catalog.report.budget.chars).toBe(160)
    expect(catalog.text.length).toBeLessThanOrEqual(160)
    expect(advertised.length).toBeGreaterThan(0)
    expect(advertised.length).toBeLessThan(loadout.entries.length)
    expect(text).toMatch(/\d more skills: use SkillSearch to find them\.$/)
  })

  it('tells the model to call activate_skill in LLM routing, and is empty without skills', () => {
    expect(catalogPrompt(loadout, { mode: 'activate', maxActivatedSkills: 2 })).toContain('call activate_skill with the id of each one (at most 2)')
    expect(catalogPrompt(loadout, { disabled: loadout.entries.map(e => e.id) })).toBe('')
  })
})

describe('createSkillAgent: keyword routing', () => {
  it('matches before the model call and injects the top skills: one model call, no routing tokens', async () => {
    const model = scriptedModel(() => 'done')
    const agent = createSkillAgent({ model, loadout, system: 'You are helpful.' })
    const r = await agent.run('Extract the tables from these PDF invoices into CSV')
    expect(model.turns).toHaveLength(1)
    expect(r.routing).toBe('keyword')
    expect(r.activated).toEqual(['house-rules', 'pdf-tables'])
    const system = textOf(model.turns[0])
    expect(system).toMatch(/^You are helpful\.\n\n## Active skills/)
    expect(system).toContain('<skill_content name="pdf-tables">\n# PDF tables\n\nBODY-pdf-tables')
    expect(system).toContain('<skill_resources>\n  <file>references/notes.md</file>\n  <file>scripts/count.js</file>\n</skill_resources>')
    expect(system).toContain('BODY-house-rules')
    expect(system).not.toContain('BODY-translator')
    expect(system).not.toContain('## Skills') // no catalog by default
    expect(model.turns[0]!.tools).toEqual(['Skill', 'SkillSearch', 'read_resource', 'call_skill'])
    expect(r.usage).toEqual({ inputTokens: 10, outputTokens: 5, totalTokens: 15 })
  })

  it('injects only the matches near the best one, at most maxActivatedSkills', async () => {
    const task = 'Translate this text into Chinese and summarize it in bullet points'
    const domain = loadout.match(task, { limit: 6 }).filter(m => m.tier === 'domain')
    const near = domain.filter(m => m.score >= domain[0]!.score / 2).map(m => m.id)
    expect(near.length).toBeGreaterThan(1)
    expect(near.length).toBeLessThan(domain.length) // a distant match exists, and is left out
    const model = scriptedModel(() => 'ok')
    expect((await createSkillAgent({ model, loadout }).run(task)).activated).toEqual(['house-rules', ...near])
    expect((await createSkillAgent({ model, loadout, minRelativeScore: 0 }).run(task)).activated)
      .toEqual(['house-rules', ...domain.slice(0, 3).map(m => m.id)])
    expect((await createSkillAgent({ model, loadout, minRelativeScore: 0, maxActivatedSkills: 1 }).run(task)).activated)
      .toEqual(['house-rules', domain[0]!.id])
  })

  it('loads nothing but core skills when no skill fits, and Skill answers briefly for an injected skill', async () => {
    const model = scriptedModel(turn => turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'house-rules' } }] } : JSON.stringify(resultOf(turn, 'Skill')))
    const r = await createSkillAgent({ model, loadout, catalog: true }).run('Bake a sourdough loaf with a crisp crust')
    expect(r.activated).toEqual(['house-rules'])
    expect(JSON.parse(r.text)).toMatchObject({ id: 'house-rules', status: 'already_loaded' })
    expect(textOf(model.turns[0])).toContain('## Skills') // catalog: true
  })

  it('reports as chosen the skills the model loaded with Skill (it said chosen: [] beside a Skill call)', async () => {
    const model = scriptedModel(turn => turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'summarizer' } }] } : 'done')
    const r = await createSkillAgent({ model, loadout }).run('Bake a sourdough loaf with a crisp crust')
    expect(r.routing).toBe('keyword')
    expect(r.activated).toEqual(['house-rules', 'summarizer'])
    expect(r.chosen).toEqual(['summarizer'])
  })

  it('uses the skills a run names, skipping routing, and rejects unknown ones', async () => {
    const model = scriptedModel(() => 'ok')
    const agent = createSkillAgent({ model, loadout })
    const r = await agent.run('anything at all', { skills: ['summarizer'] })
    expect(r.routing).toBe('explicit')
    expect(r.activated).toEqual(['summarizer'])
    await expect(agent.run('x', { skills: ['summariser'] })).rejects.toThrow(/Unknown skill "summariser"\. Did you mean summarizer/)
  })
})

describe('createSkillAgent: LLM routing', () => {
  it('shows the catalog and activate_skill, activates at most maxActivatedSkills, ignores duplicates, then answers', async () => {
    const model = scriptedModel((turn) => {
      if (turn.tools.includes('activate_skill')) {
        return {
          calls: [
            { tool: 'activate_skill', input: { name: 'translator' } },
            { tool: 'activate_skill', input: { name: 'translator' } },
            { tool: 'activate_skill', input: { name: 'summarizer' } },
            { tool: 'activate_skill', input: { name: 'pdf-tables' } },
          ],
        }
      }
      return 'translated and summarised'
    })
    const r = await createSkillAgent({ model, loadout, routing: 'llm', maxActivatedSkills: 2 }).run('Translate this article into Chinese and summarise it')
    expect(model.turns).toHaveLength(2)
    const [routingTurn, answerTurn] = model.turns
    expect(routingTurn!.tools).toEqual(['activate_skill'])
    expect(routingTurn!.system).toContain('call activate_skill with the id of each one (at most 2)')
    expect(routingTurn!.system).toContain('- translator: Translate text between English and Chinese.')
    expect(routingTurn!.system).toContain('BODY-house-rules') // core skills are always loaded
    expect(routingTurn!.toolDefs[0]!.inputSchema.properties.name.enum.sort())
      .toEqual(['assistant', 'pdf-tables', 'recursive', 'release-notes', 'summarizer', 'translator'])
    expect(r.chosen).toEqual(['translator', 'summarizer'])
    expect(r.activated).toEqual(['house-rules', 'translator', 'summarizer'])
    expect(answerTurn!.system).toContain('BODY-translator')
    expect(answerTurn!.system).toContain('BODY-summarizer')
    expect(answerTurn!.system).not.toContain('BODY-pdf-tables')
    expect(answerTurn!.tools).not.toContain('activate_skill')
    expect(r.text).toBe('translated and summarised')
    expect(r.steps).toHaveLength(2)
    expect(r.usage.totalTokens).toBe(30)
    // The routing step's tool results: activated, duplicate, activated, over the limit.
    const results = r.steps[0]!.toolResults.map(t => t.output as any)
    expect(results.map(o => o.status)).toEqual(['activated', 'already_active', 'activated', 'limit'])
  })

  it('lets the first answer stand when the model activates nothing', async () => {
    const model = scriptedModel(() => 'Sourdough needs a hot oven.')
    const r = await createSkillAgent({ model, loadout, routing: 'llm' }).run('Bake a sourdough loaf')
    expect(model.turns).toHaveLength(1)
    expect(r.text).toBe('Sourdough needs a hot oven.')
    expect(r.chosen).toEqual([])
  })

  it('retries after a name outside the enum, and keeps the catalog within its token budget', async () => {
    const model = scriptedModel((turn) => {
      if (!turn.tools.includes('activate_skill')) return 'ok'
      if (turn.step === 0) return { calls: [{ tool: 'activate_skill', input: { name: 'pdf' } }] }
      const err = resultOf(turn, 'activate_skill')
      return { calls: [{ tool: 'activate_skill', input: { name: err.valid[0] } }] }
    })
    const r = await createSkillAgent({ model, loadout, routing: 'llm', catalogTokenBudget: 40 }).run('Do the thing with the files')
    const routingTurn = model.turns[0]!
    const enumIds: string[] = routingTurn.toolDefs[0]!.inputSchema.properties.name.enum
    expect(enumIds.length).toBeLessThan(loadout.entries.length - 1)
    const catalogLines = routingTurn.system.split('\n').filter(l => l.startsWith('- '))
    expect(catalogLines.map(l => l.slice(2, l.indexOf(':')))).toEqual(expect.arrayContaining(enumIds))
    expect(catalogLines.join('\n').length).toBeLessThanOrEqual(160)
    expect(r.chosen).toEqual([enumIds[0]])
    expect(model.turns).toHaveLength(3)
  })
})

describe('createSkillAgent: call_skill', () => {
  /** A model that plays each skill: the assistant chains, the others answer from their instructions. */
  function chainModel(delayMs = 0) {
    return scriptedModel((turn) => {
      const skill = /You are running the skill "([^"]+)"/.exec(turn.system)?.[1]
      if (!skill) {
        // The top-level call, with the assistant skill routed in.
        if (turn.step === 0) {
          return {
            calls: [
              { tool: 'call_skill', input: { skill: 'translator', message: 'translate: hello' } },
              { tool: 'call_skill', input: { skill: 'summarizer', message: 'summarise: hello' } },
            ],
          }
        }
        if (turn.step === 1) return { calls: [{ tool: 'call_skill', input: { skill: 'translator', message: 'translate: hello' } }] }
        return turn.allResults.map(r => r.output.text + (r.output.cached ? ' (cached)' : '')).join(' | ')
      }
      if (skill === 'translator') return `你好 [${turn.system.includes('BODY-translator') ? 'body' : 'no body'}]`
      return `- hello [${turn.user}]`
    }, delayMs)
  }

  it('runs a skill with its instructions and the message, numbers the calls and caches the same call', async () => {
    const lines: string[] = []
    const model = chainModel()
    const r = await createSkillAgent({ model, loadout, logger: { info: l => lines.push(l) } }).run('assistant: translate and summarize hello', { skills: ['assistant'] })
    expect(r.text).toBe('你好 [body] | - hello [summarise: hello] | 你好 [body] (cached)')
    expect(r.calls).toEqual([
      { n: 1, skill: 'translator', message: 'translate: hello', depth: 1, status: 'ok' },
      { n: 2, skill: 'summarizer', message: 'summarise: hello', depth: 1, status: 'ok' },
      { n: 3, skill: 'translator', message: 'translate: hello', depth: 1, status: 'cached' },
    ])
    expect(lines).toEqual([
      'call_skill #1 skill=translator depth=1',
      'call_skill #2 skill=summarizer depth=1',
      'call_skill #3 skill=translator depth=1 cached',
    ])
    expect(r.activated).toEqual(['assistant', 'translator', 'summarizer'])
    // Two nested runs (the cached call costs nothing) and three top-level steps.
    expect(model.turns).toHaveLength(5)
    expect(r.usage.totalTokens).toBe(5 * 15)
  })

  it('stops a chain at the depth limit with an error result, and refuses a cycle', async () => {
    const lines: string[] = []
    const model = scriptedModel((turn) => {
      const level = Number(/level (\d+)/.exec(turn.user)?.[1] ?? 0)
      if (turn.step === 0) return { calls: [{ tool: 'call_skill', input: { skill: 'recursive', message: `level ${level + 1}` } }] }
      const out = resultOf(turn, 'call_skill')
      return out.error ? `stopped at ${level}: ${out.error}` : out.text
    })
    const r = await createSkillAgent({ model, loadout, callSkill: { maxDepth: 2 }, logger: { info: l => lines.push(l) } })
      .run('start the recursion', { skills: ['recursive'] })
    expect(r.calls.map(c => [c.n, c.depth, c.status])).toEqual([[1, 1, 'ok'], [2, 2, 'ok'], [3, 3, 'depth_limit']])
    expect(r.text).toBe('stopped at 2: call_skill depth limit reached (2): finish this step without calling another skill.')
    expect(lines[2]).toBe('call_skill #3 skill=recursive depth=3 depth_limit: call_skill depth limit reached (2): finish this step without calling another skill.')

    const looping = scriptedModel(turn => turn.step === 0
      ? { calls: [{ tool: 'call_skill', input: { skill: 'recursive', message: 'same' } }] }
      : JSON.stringify(resultOf(turn, 'call_skill')))
    const loop = await createSkillAgent({ model: looping, loadout }).run('go', { skills: ['recursive'] })
    expect(loop.calls.map(c => c.status)).toEqual(['ok', 'cycle'])
  })

  it('runs two identical calls of one step once', async () => {
    const model = scriptedModel((turn) => {
      if (/You are running the skill/.test(turn.system)) return 'nested answer'
      if (turn.step === 0) {
        const call = { tool: 'call_skill', input: { skill: 'summarizer', message: 'sum it' } }
        return { calls: [call, call] }
      }
      return turn.results.map(r => `${r.output.call}:${r.output.text}:${r.output.cached ?? false}`).join(' ')
    }, 5)
    const r = await createSkillAgent({ model, loadout }).run('go', { skills: [] })
    expect(r.text).toBe('1:nested answer:false 2:nested answer:true')
    expect(model.turns.filter(t => /You are running the skill/.test(t.system))).toHaveLength(1)
  })

  it('keeps state per run: concurrent runs share no cache and number their own calls', async () => {
    const agent = createSkillAgent({ model: chainModel(5), loadout })
    const [a, b] = await Promise.all([
      agent.run('assistant one', { skills: ['assistant'] }),
      agent.run('assistant two', { skills: ['assistant'] }),
    ])
    for (const r of [a, b]) {
      expect(r.calls.map(c => `${c.n}:${c.skill}:${c.status}`)).toEqual(['1:translator:ok', '2:summarizer:ok', '3:translator:cached'])
      expect(r.activated).toEqual(['assistant', 'translator', 'summarizer'])
    }
  })

  it('can be turned off', async () => {
    const model = scriptedModel(() => 'ok')
    await createSkillAgent({ model, loadout, callSkill: false }).run('hello')
    expect(model.turns[0]!.tools).toEqual(['Skill', 'SkillSearch', 'read_resource'])
  })
})

describe('run_script through the AI SDK', () => {
  it('runs a script of a skill the Skill tool activated, and refuses it before', async () => {
    const runScript = createRunScript({ loadout, root: dir, allow: ['node'] })
    const model = scriptedModel((turn) => {
      const input = { skill: 'pdf-tables', path: 'scripts/count.js', args: ['a.pdf', 'b.pdf'] }
      if (turn.step === 0) return { calls: [{ tool: 'run_script', input }] }
      if (turn.step === 1) return { calls: [{ tool: 'Skill', input: { name: 'pdf-tables' } }] }
      if (turn.step === 2) return { calls: [{ tool: 'run_script', input }] }
      return JSON.stringify(turn.allResults.map(r => r.output.error ?? r.output.stdout ?? r.output.id ?? /name="([^"]+)"/.exec(r.output)?.[1]))
    })
    const r = await createSkillAgent({ model, loadout, runScript, callSkill: false }).run('Bake bread', { skills: [] })
    expect(model.turns[0]!.tools).toContain('run_script')
    expect(JSON.parse(r.text)).toEqual([
      'Skill "pdf-tables" is not active: load it with the Skill tool first',
      'pdf-tables',
      'counted 2 files\n',
    ])
    expect(runScript.active.has('pdf-tables')).toBe(true)

    // Another run has not loaded the skill: its run_script still refuses, though the shared tool has it active.
    const other = scriptedModel(turn => turn.step === 0
      ? { calls: [{ tool: 'run_script', input: { skill: 'pdf-tables', path: 'scripts/count.js' } }] }
      : resultOf(turn, 'run_script').error ?? 'ran')
    const r2 = await createSkillAgent({ model: other, loadout, runScript }).run('Bake bread', { skills: [] })
    expect(r2.text).toBe('Skill "pdf-tables" is not active: load it with the Skill tool first')
  })

  it('activates routed skills in run_script, and loadoutTools exposes run_script', async () => {
    const runScript = createRunScript({ loadout, root: dir, allow: ['node'] })
    const model = scriptedModel(turn => turn.step === 0
      ? { calls: [{ tool: 'run_script', input: { skill: 'pdf-tables', path: 'scripts/count.js', args: ['x.pdf'] } }] }
      : resultOf(turn, 'run_script').stdout)
    const r = await createSkillAgent({ model, loadout, runScript }).run('Extract the tables from these PDF invoices into CSV')
    expect(r.activated).toContain('pdf-tables')
    expect(r.text).toBe('counted 1 files\n')
    expect(Object.keys(loadoutTools(loadout, { runScript }))).toEqual(['Skill', 'SkillSearch', 'read_resource', 'run_script'])
  })

  it('activates in run_script the skills LLM routing chose', async () => {
    const runScript = createRunScript({ loadout, root: dir, allow: ['node'] })
    const model = scriptedModel((turn) => {
      if (turn.tools.includes('activate_skill')) return { calls: [{ tool: 'activate_skill', input: { name: 'pdf-tables' } }] }
      if (turn.step === 0) return { calls: [{ tool: 'run_script', input: { skill: 'pdf-tables', path: 'scripts/count.js', args: ['a', 'b', 'c'] } }] }
      return resultOf(turn, 'run_script').stdout ?? resultOf(turn, 'run_script').error
    })
    const r = await createSkillAgent({ model, loadout, runScript, routing: 'llm' }).run('Do the invoice thing')
    expect(r.chosen).toEqual(['pdf-tables'])
    expect(r.text).toBe('counted 3 files\n')
  })
})

describe('createSkillAgent: options', () => {
  it('rejects bad options early', () => {
    const model = scriptedModel(() => 'x')
    expect(() => createSkillAgent({ model, loadout, maxActivatedSkills: 0 })).toThrow(/maxActivatedSkills must be a whole number >= 1/)
    expect(() => createSkillAgent({ model, loadout, routing: 'magic' as never })).toThrow(/routing must be 'keyword' or 'llm'/)
    expect(() => createSkillAgent({ model, loadout, mcp: { servers: [{ name: 'bad name', transport: { type: 'http', url: 'http://127.0.0.1:1/mcp' } }] } }))
      .toThrow(/server name "bad name" must be letters/)
    expect(() => createSkillAgent({ model: undefined as never, loadout })).toThrow(/`model` is required/)
  })
})
