import { beforeAll, describe, expect, it } from 'vitest'
import { createSkillAgent, loadoutTools } from '../../src/ai'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { toAiLoadoutIndex } from '../../src/core/export/ai-loadout'
import { Insight } from '../../src/analysis/insight'
import { createLoadout, type Loadout } from '../../src/runtime'
import { packData, unpackData } from '../../src/runtime/literals'
import { scriptedModel } from '../fixtures/ai-mock/model'
import { tempDir, writeTree } from '../helpers/fixtures'

/**
 * Who may invoke a skill, as Claude Code's frontmatter says: `disable-model-invocation: true` is for the user only,
 * `user-invocable: false` for the model only, ai-loadout's `priority: manual` is never auto-loaded but found on request.
 */
const md = (name: string, description: string, extra = '') => `---\nname: ${name}\ndescription: ${description}\n${extra}---\n# ${name}\nBody of ${name}.\n`

let result: CompileResult
let loadout: Loadout

beforeAll(async () => {
  const dir = writeTree(tempDir('invocation'), {
    'skills/deploy-prod/SKILL.md': md('deploy-prod', 'Deploy the production release of the web application to the servers.', 'disable-model-invocation: true\nargument-hint: "[environment]"\nmodel: opus\ncontext: fork\nagent: general-purpose\neffort: high\nhooks:\n  PreToolUse:\n    - matcher: Bash\n'),
    'skills/release-notes/SKILL.md': md('release-notes', 'Write release notes for the production release of the web application.', 'user-invocable: false\n'),
    'skills/rollback/SKILL.md': md('rollback', 'Roll back a production release of the web application on the servers.', 'priority: manual\n'),
    'skills/core-rules/SKILL.md': md('core-rules', 'House rules for every production task.', 'priority: core\ndisable-model-invocation: true\n'),
  })
  result = await compile({ root: dir })
  loadout = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
})

const entry = (id: string) => result.data.entries.find(e => e.id === id)!

describe('who may invoke a skill', () => {
  it('carries the flags and Claude Code\'s runtime keys in the entry, through the packed main chunk', () => {
    expect(result.errorCount).toBe(0)
    expect(entry('deploy-prod')).toMatchObject({ priority: 'domain', userOnly: true, claude: { argumentHint: '[environment]', model: 'opus', context: 'fork', agent: 'general-purpose', effort: 'high', hooks: { PreToolUse: [{ matcher: 'Bash' }] } } })
    expect(entry('release-notes')).toMatchObject({ modelOnly: true })
    expect(entry('release-notes').userOnly).toBeUndefined()
    expect(entry('rollback').userOnly).toBeUndefined()
    // The main module holds the packed form (codegen falls back to JSON unless it unpacks to the same data).
    const unpacked = unpackData(packData(result.data))
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(result.data))
    expect(createLoadout(unpacked, []).catalog({ budgetChars: 100_000 }).report.entries.find(e => e.id === 'deploy-prod')?.reason).toBe('user_only')
  })

  it('never advertises, matches or searches a user-only skill', () => {
    const report = loadout.catalog({ budgetChars: 100_000 }).report
    expect(report.entries.find(e => e.id === 'deploy-prod')).toMatchObject({ reason: 'user_only', rank: null })
    expect(report.entries.find(e => e.id === 'core-rules')).toMatchObject({ reason: 'user_only' })
    expect(report.entries.find(e => e.id === 'release-notes')).toMatchObject({ reason: 'advertised' })
    expect(loadout.catalog().text).not.toContain('deploy-prod')
    const task = 'deploy the production release of the web application to the servers'
    expect(loadout.match(task, { minScore: 0, limit: 10 }).map(m => m.id)).not.toContain('deploy-prod')
    expect(loadout.match(task, { minScore: 0, limit: 10 }).map(m => m.id)).not.toContain('core-rules')
    expect(loadout.search(task, { limit: 10 }).map(m => m.id).sort()).toEqual(['release-notes', 'rollback'])
  })

  it('keeps manual skills findable on request, and model-only skills routed', () => {
    const task = 'roll back the production release of the web application'
    expect(loadout.match(task, { minScore: 0 }).map(m => m.id)).not.toContain('rollback')
    expect(loadout.search(task).map(m => m.id)[0]).toBe('rollback')
    expect(loadout.match('write the release notes for the production release', { minScore: 0 }).map(m => m.id)[0]).toBe('release-notes')
  })

  it('lets the host look up and load a user-only skill (explicit user activation)', async () => {
    expect(loadout.lookup('deploy-prod')?.id).toBe('deploy-prod')
    expect((await loadout.load('deploy-prod')).body).toContain('Body of deploy-prod.')
  })

  it('refuses a user-only skill in the model-facing tools, with the reason', async () => {
    const [skill, search] = loadout.tools()
    expect(await skill!.execute({ name: 'deploy-prod' })).toEqual({
      error: 'Skill "deploy-prod" cannot be used: only the user can invoke it (disable-model-invocation: true), not the model.',
      reason: 'user_only',
    })
    expect((await skill!.execute({ name: 'rollback' })).content).toContain('Body of rollback.')
    const found = await search!.execute({ query: 'deploy the production release' }) as { results: Array<{ id: string }> }
    expect(found.results.map(r => r.id)).not.toContain('deploy-prod')
  })

  it('leaves user-only skills out of every AI tool enum, even when the host names them', () => {
    const enumOf = (tools: ReturnType<typeof loadoutTools>) => (tools.activate_skill as any).inputSchema.jsonSchema.properties.name.enum as string[]
    expect(enumOf(loadoutTools(loadout, { activateSkill: true })).sort()).toEqual(['release-notes', 'rollback'])
    expect(enumOf(loadoutTools(loadout, { activateSkill: { skills: ['deploy-prod', 'rollback'] } }))).toEqual(['rollback'])
  })

  it('loads a user-only skill a run names (the user chose it), and never routes to one', async () => {
    const model = scriptedModel(() => 'ok')
    const agent = createSkillAgent({ model, loadout })
    const named = await agent.run('ship it', { skills: ['deploy-prod'] })
    expect(named.activated).toEqual(['deploy-prod'])
    expect(model.turns.at(-1)!.system).toContain('Body of deploy-prod.')
    const routed = await agent.run('deploy the production release of the web application to the servers')
    expect(routed.activated).not.toContain('deploy-prod')
    expect(routed.activated).not.toContain('core-rules')
  })

  it('explains why a user-only skill is left out, and exports it to ai-loadout as manual', () => {
    const target = new Insight(result).explain('deploy the production release of the web application', { id: 'deploy-prod' }).target!
    expect(target.verdict).toBe('left out: user-only skills are never offered to the model')
    expect(target.rules).toContain('user-only (disable-model-invocation): never returned by match or search, only loaded by the host')
    const exported = toAiLoadoutIndex(result.data).entries
    expect(exported.find(e => e.id === 'deploy-prod')?.priority).toBe('manual')
    expect(exported.find(e => e.id === 'release-notes')?.priority).toBe('domain')
  })
})
