/**
 * Issue 23 through the AI SDK with its mock models: what the model is offered and what it reads, for a Skill call
 * outside the enum, a second load, a `/name` task, a user-only skill, an empty loadout.
 */
import { generateText, stepCountIs } from 'ai'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogPrompt, createSkillAgent, createSkillSession, isSkillContent, loadoutTools } from '../../src/ai'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { scriptedModel } from '../fixtures/ai-mock/model'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

let loadout: DiskLoadout
const ALL = ['pdf-tables', 'translator', 'summarizer', 'release-notes', 'deploy-prod']

beforeAll(async () => {
  const dir = writeTree(tempDir('ai-agent-facing'), {
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF invoices into CSV.', 'BODY-pdf-tables\n', 'compatibility: Needs Python 3 and pdfplumber\n'),
    'skills/pdf-tables/FORMS.md': 'forms\n',
    'skills/translator/SKILL.md': skillMd('translator', 'Translate text between English and Chinese.', 'BODY-translator\n'),
    'skills/summarizer/SKILL.md': skillMd('summarizer', 'Summarize long text into three bullet points.', 'BODY-summarizer\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'BODY-release-notes\n', 'priority: manual\n'),
    'skills/deploy-prod/SKILL.md': skillMd('deploy-prod', 'Deploy the service to production.', 'BODY-deploy-prod\n', 'disable-model-invocation: true\n'),
  })
  loadout = await loadFromDisk({ root: dir })
})

describe('the Skill tool through the AI SDK', () => {
  it('offers an enum of the skills the model may load, and answers a name outside it with the closest ids', async () => {
    const model = scriptedModel(turn => (turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'pdf-table' } }] } : 'done'))
    await generateText({ model, prompt: 'tables', tools: loadoutTools(loadout), stopWhen: stepCountIs(3) })
    const schema = model.turns[0]!.toolDefs.find(t => t.name === 'Skill')!.inputSchema
    expect(schema.properties.name.enum.sort()).toEqual(['pdf-tables', 'release-notes', 'summarizer', 'translator'])
    const seen = model.turns[1]!.results[0]!.output
    expect(seen).toMatchObject({ error: expect.stringContaining('Did you mean pdf-tables'), closest: expect.arrayContaining(['pdf-tables']) })
    // Above enumLimit the name is a plain string.
    const open = scriptedModel(() => 'ok')
    await generateText({ model: open, prompt: 'x', tools: loadoutTools(loadout, { enumLimit: 3 }) })
    expect(open.turns[0]!.toolDefs.find(t => t.name === 'Skill')!.inputSchema.properties.name).toEqual({ type: 'string', description: expect.any(String) })
  })

  it('sends the wrapped instructions once a session, then "already loaded"', async () => {
    const session = createSkillSession()
    const model = scriptedModel(turn => (turn.step < 2 ? { calls: [{ tool: 'Skill', input: { name: turn.step ? 'PDF-TABLES' : 'pdf-tables' } }] } : 'done'))
    await generateText({ model, prompt: 'tables', tools: loadoutTools(loadout, { session }), stopWhen: stepCountIs(4) })
    const [first, second] = model.turns[2]!.allResults.map(r => r.output)
    expect(first).toBe([
      '<skill_content name="pdf-tables">',
      'BODY-pdf-tables',
      '',
      'Compatibility: Needs Python 3 and pdfplumber',
      'Skill directory: pdf-tables',
      'Relative paths in this skill are relative to the skill directory: read its files with read_resource.',
      '',
      '<skill_resources>',
      '  <file>FORMS.md</file>',
      '</skill_resources>',
      '</skill_content>',
    ].join('\n'))
    expect(second).toMatchObject({ id: 'pdf-tables', status: 'already_loaded' })
    expect(JSON.stringify(second)).not.toContain('BODY-pdf-tables')
    expect(session.loaded).toEqual(new Set(['pdf-tables']))
    expect(session.activated).toEqual(['pdf-tables'])
    // The host can tell the skill content apart in the conversation it keeps.
    expect(isSkillContent(model.turns[2]!.allResults[0]!.output)).toBe(true)
    // answerFormat: 'json' keeps the fields for hosts that script against them.
    const json = scriptedModel(turn => (turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'translator' } }] } : 'done'))
    await generateText({ model: json, prompt: 'x', tools: loadoutTools(loadout, { answerFormat: 'json' }), stopWhen: stepCountIs(3) })
    expect(json.turns[1]!.results[0]!.output).toMatchObject({ id: 'translator', body: 'BODY-translator\n', resources: [] })
  })

  it('gives the catalog as <available_skills> with instructions that say how to read it', () => {
    const text = catalogPrompt(loadout, { format: 'xml' })
    expect(text).toContain('Each <skill> below is one skill; its <location> is its id.')
    expect(text).toContain('<available_skills>\n<skill>\n<name>pdf-tables</name>\n<description>Extract tables from PDF invoices into CSV.</description>\n<location>pdf-tables</location>\n</skill>')
    expect(text).not.toContain('deploy-prod')
  })

  it('registers no tools and no catalog when nothing is available', async () => {
    expect(loadoutTools(loadout, { disabled: ALL })).toEqual({})
    expect(loadoutTools(loadout, { disabled: ALL, activateSkill: true })).toEqual({})
    expect(catalogPrompt(loadout, { disabled: ALL })).toBe('')
    const model = scriptedModel(() => 'plain answer')
    const r = await createSkillAgent({ model, loadout, disabled: ALL, catalog: true }).run('tables from a PDF')
    expect(r.text).toBe('plain answer')
    expect(model.turns[0]!.tools).toEqual([])
    expect(model.turns[0]!.system).toBe('')
  })
})

describe('createSkillAgent: skills the user names', () => {
  it('injects a /name skill without asking the model, first, whatever routing says', async () => {
    const model = scriptedModel(() => 'ok')
    const r = await createSkillAgent({ model, loadout }).run('/release-notes translate this text from English to Chinese')
    expect(r.named).toEqual(['release-notes'])
    expect(r.activated[0]).toBe('release-notes')
    expect(model.turns).toHaveLength(1)
    const system = model.turns[0]!.system
    expect(system).toContain('<skill_content name="release-notes">\nBODY-release-notes')
    expect(system.indexOf('name="release-notes"')).toBeLessThan(system.indexOf('name="translator"'))
    // LLM routing too: the named skill is in before the routing call, which is not offered it again.
    const llm = scriptedModel(turn => (turn.tools.includes('activate_skill') ? 'no skill needed' : 'ok'))
    const r2 = await createSkillAgent({ model: llm, loadout, routing: 'llm' }).run('use $release-notes please')
    expect(r2.named).toEqual(['release-notes'])
    expect(llm.turns[0]!.system).toContain('<skill_content name="release-notes">')
    expect(llm.turns[0]!.toolDefs[0]!.inputSchema.properties.name.enum).not.toContain('release-notes')
  })

  it('injects a user-only skill the user names, and refuses it to the model', async () => {
    const model = scriptedModel(turn => (turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'deploy-prod' } }] } : 'done'))
    const r = await createSkillAgent({ model, loadout }).run('/deploy-prod the api')
    expect(r.named).toEqual(['deploy-prod'])
    expect(model.turns[0]!.system).toContain('<skill_content name="deploy-prod">\nBODY-deploy-prod')
    expect(model.turns[0]!.toolDefs.find(t => t.name === 'Skill')!.inputSchema.properties.name.enum).not.toContain('deploy-prod')
    expect(model.turns[1]!.results[0]!.output).toMatchObject({ reason: 'user_only' })
    // Without the user naming it, the model never gets it.
    const plain = scriptedModel(() => 'ok')
    const r2 = await createSkillAgent({ model: plain, loadout }).run('deploy the service to production')
    expect(r2.activated).not.toContain('deploy-prod')
    expect(plain.turns[0]!.system).not.toContain('BODY-deploy-prod')
  })

  it('injects nothing for an unknown /name, and reports the closest names', async () => {
    const warnings: string[] = []
    const model = scriptedModel(() => 'ok')
    const r = await createSkillAgent({ model, loadout, logger: { warn: m => warnings.push(m) } }).run('/relase-notes for 2.0')
    expect(r.named).toEqual([])
    expect(r.unknown).toEqual({ ref: 'relase-notes', closest: expect.arrayContaining(['release-notes']) })
    expect(r.activated).toEqual([])
    expect(warnings.join('\n')).toMatch(/no skill is named "relase-notes" \(closest: release-notes/)
  })

  it('gives a nested call_skill run a context of its own', async () => {
    // Top level: summarizer is in the prompt. The nested translator run loads summarizer (new to it: in full) and
    // translator (its own instructions: already loaded).
    const model = scriptedModel((turn) => {
      if (turn.system.includes('You are running the skill "translator"')) {
        if (turn.step === 0) return { calls: [{ tool: 'Skill', input: { name: 'summarizer' } }, { tool: 'Skill', input: { name: 'translator' } }] }
        return JSON.stringify(turn.results.map(r => (typeof r.output === 'string' ? r.output.split('\n')[0] : r.output.status)))
      }
      if (turn.step === 0) return { calls: [{ tool: 'call_skill', input: { skill: 'translator', message: 'hello' } }] }
      return turn.results[0]!.output.text
    })
    const r = await createSkillAgent({ model, loadout }).run('/summarizer then call translator')
    expect(JSON.parse(r.text)).toEqual(['<skill_content name="summarizer">', 'already_loaded'])
    expect(model.turns.find(t => t.system.includes('You are running the skill'))!.system).toContain('<skill_content name="translator">\nBODY-translator')
  })

  it('answers Skill briefly for an injected skill', async () => {
    const model = scriptedModel(turn => (turn.step === 0 ? { calls: [{ tool: 'Skill', input: { name: 'release-notes' } }] } : 'done'))
    await createSkillAgent({ model, loadout }).run('/release-notes please')
    expect(model.turns[1]!.results[0]!.output).toMatchObject({ id: 'release-notes', status: 'already_loaded' })
  })
})
