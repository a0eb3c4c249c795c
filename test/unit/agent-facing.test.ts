/**
 * What the Agent Skills client guide asks of a skills host (issue 23), in the runtime: explicit `/name` activation,
 * slash-command completion, the `Skill` tool's enum and session, the wrapped answer, the XML catalog.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { explicitTokens, isSkillContent, skillContent } from '../../src/runtime'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

let loadout: DiskLoadout

beforeAll(async () => {
  const dir = writeTree(tempDir('agent-facing'), {
    'skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Fill PDF forms & checkboxes <fields> from data.', 'BODY-pdf-forms\n',
      'license: MIT\ncompatibility: Python 3.10+ with pypdf\n'),
    'skills/pdf-forms/references/fields.md': 'fields\n',
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'BODY-release-notes\n'),
    'skills/deploy-prod/SKILL.md': skillMd('deploy-prod', 'Deploy the service to production.', 'BODY-deploy-prod\n', 'disable-model-invocation: true\n'),
    'skills/style-guard/SKILL.md': skillMd('style-guard', 'Check code style of TypeScript sources.', 'BODY-style-guard\n', 'user-invocable: false\n'),
    'skills/usr/SKILL.md': skillMd('usr', 'Manage user accounts in the admin console.', 'BODY-usr\n'),
  })
  loadout = await loadFromDisk({ root: dir })
})

describe('explicit activation', () => {
  it('puts a skill named with /name or $name first, flagged explicit, whatever its score', () => {
    const r = loadout.match('/release-notes fill the PDF forms with checkboxes')
    expect(r[0]).toMatchObject({ id: 'release-notes', explicit: true, tier: 'domain', confidence: 1 })
    expect(r.slice(1).map(m => m.id)).toEqual(['pdf-forms'])
    expect(r[1]!.explicit).toBeUndefined()
    expect(loadout.match('please use $release-notes now').map(m => [m.id, m.explicit])).toEqual([['release-notes', true]])
    // A mention is written as the name is: `$Release-Notes` is not one (as `$HOME` is not a skill named home).
    expect(loadout.resolveExplicit('please use $Release-Notes now').named).toEqual([])
    expect(loadout.match('/Release-Notes for 2.0')[0]).toMatchObject({ id: 'release-notes', explicit: true })
    // Named twice and routed too: listed once.
    expect(loadout.match('$pdf-forms fill PDF forms checkboxes /pdf-forms').filter(m => m.id === 'pdf-forms')).toHaveLength(1)
    expect(loadout.match('/deploy-prod now', { explicit: false }).map(m => m.id)).toEqual([])
  })

  it('says in match events which results the user named', () => {
    const events: any[] = []
    const stop = loadout.onEvent(e => events.push(e))
    loadout.match('/release-notes fill the PDF forms with checkboxes')
    stop()
    expect(events[0].results.map((r: any) => [r.id, r.explicit])).toEqual([['release-notes', true], ['pdf-forms', undefined]])
    expect(events[0].abstained).toBe(false)
  })

  it('activates user-only skills, never model-only ones', () => {
    expect(loadout.match('/deploy-prod the api').map(m => m.id)).toEqual(['deploy-prod'])
    expect(loadout.match('deploy the service to production').map(m => m.id)).not.toContain('deploy-prod')
    expect(loadout.match('/style-guard src').map(m => m.explicit)).not.toContain(true)
  })

  it('reports an unknown leading /name with the closest names, and activates nothing', () => {
    expect(loadout.resolveExplicit('/relase-notes for 2.0')).toEqual({
      named: [],
      unknown: { ref: 'relase-notes', closest: expect.arrayContaining(['release-notes']) },
    })
    expect(loadout.match('/relase-notes zzz').map(m => m.id)).toEqual([])
    expect(loadout.resolveExplicit('/style-guard')).toMatchObject({ unknown: { ref: 'style-guard' } })
    expect(loadout.resolveExplicit('/style-guard').unknown!.closest).not.toContain('style-guard')
  })

  it('ignores paths, URLs, variables and prices unless they are a skill id or name', () => {
    for (const task of ['run /usr/bin/env python', 'see https://example.com/release-notes', 'echo $HOME and $PATH', 'it costs $5', 'a/release-notes b'])
      expect(loadout.resolveExplicit(task), task).toEqual({ named: [] })
    // `/usr` is a skill here: typed as a command, at the start of a line, it activates; inside a sentence it is a path.
    expect(loadout.resolveExplicit('/usr add the intern').named.map(e => e.id)).toEqual(['usr'])
    expect(loadout.resolveExplicit('first line\n  /usr add the intern').named.map(e => e.id)).toEqual(['usr'])
    expect(loadout.resolveExplicit('cd /usr').named).toEqual([])
    expect(explicitTokens('/pdf-forms /a/b, "$x." /c')).toEqual([
      { ref: 'pdf-forms', sigil: '/', index: 0 },
      { ref: 'a/b', sigil: '/', index: 11 },
      { ref: 'x', sigil: '$', index: 18 },
    ])
  })
})

describe('complete', () => {
  it('offers what a slash-command box would: user-only skills in, model-only ones out', () => {
    expect(loadout.complete('/').map(c => c.id)).toEqual(['deploy-prod', 'pdf-forms', 'release-notes', 'usr'])
    expect(loadout.complete('$PD')).toEqual([{ id: 'pdf-forms', name: 'pdf-forms', description: 'Fill PDF forms & checkboxes <fields> from data.' }])
    expect(loadout.complete('dep')).toEqual([expect.objectContaining({ id: 'deploy-prod', userOnly: true })])
    expect(loadout.complete('style')).toEqual([])
    expect(loadout.complete('', { disabled: ['usr'], limit: 2 }).map(c => c.id)).toEqual(['deploy-prod', 'pdf-forms'])
  })
})

describe('the Skill tool', () => {
  const byName = (tools: ReturnType<DiskLoadout['tools']>) => Object.fromEntries(tools.map(t => [t.name, t]))

  it('lists the skills the model may load as an enum, up to enumLimit', () => {
    const { Skill } = byName(loadout.tools())
    expect(Skill!.inputSchema.properties.name!.enum).toEqual(['pdf-forms', 'release-notes', 'style-guard', 'usr'])
    expect(byName(loadout.tools({ disabled: ['usr'] })).Skill!.inputSchema.properties.name!.enum).not.toContain('usr')
    const open = byName(loadout.tools({ enumLimit: 3 })).Skill!.inputSchema.properties.name!
    expect(open).toMatchObject({ type: 'string' })
    expect(open.enum).toBeUndefined()
  })

  it('answers a name outside the enum with the closest ids, and refuses a user-only skill', async () => {
    const { Skill } = byName(loadout.tools())
    expect(await Skill!.execute({ name: 'pdf-form' })).toMatchObject({ error: expect.stringContaining('Did you mean pdf-forms'), closest: expect.arrayContaining(['pdf-forms']) })
    expect(await Skill!.execute({ name: 'deploy-prod' })).toMatchObject({ reason: 'user_only' })
  })

  it('wraps the instructions in <skill_content>, and answers a second load in a session briefly', async () => {
    const { Skill } = byName(loadout.tools())
    const first = await Skill!.execute({ name: 'PDF-Forms' })
    expect(first).toEqual({ id: 'pdf-forms', name: 'pdf-forms', content: expect.any(String) })
    expect(first.content).toBe([
      '<skill_content name="pdf-forms">',
      'BODY-pdf-forms',
      '',
      'Compatibility: Python 3.10+ with pypdf',
      'License: MIT',
      'Skill directory: pdf-forms',
      'Relative paths in this skill are relative to the skill directory: read its files with read_resource.',
      '',
      '<skill_resources>',
      '  <file>references/fields.md</file>',
      '</skill_resources>',
      '</skill_content>',
    ].join('\n'))
    expect(isSkillContent(first)).toBe(true)
    const again = await Skill!.execute({ name: 'pdf-forms' })
    expect(again).toMatchObject({ id: 'pdf-forms', status: 'already_loaded' })
    expect(JSON.stringify(again)).not.toContain('BODY-pdf-forms')
    expect(isSkillContent(again)).toBe(false)
    // A new tools() call is a new session; a shared set spans calls; dedupe: false always answers in full.
    expect((await byName(loadout.tools()).Skill!.execute({ name: 'pdf-forms' })).content).toContain('BODY-pdf-forms')
    const loaded = new Set(['release-notes'])
    expect(await byName(loadout.tools({ loaded })).Skill!.execute({ name: 'release-notes' })).toMatchObject({ status: 'already_loaded' })
    const full = byName(loadout.tools({ dedupe: false, answerFormat: 'json' })).Skill!
    await full.execute({ name: 'pdf-forms' })
    expect(await full.execute({ name: 'pdf-forms' })).toMatchObject({ id: 'pdf-forms', body: 'BODY-pdf-forms\n', resources: [{ path: 'references/fields.md', readable: true }] })
  })

  it('registers no tools when no skill is available', () => {
    expect(loadout.tools({ disabled: ['pdf-forms', 'release-notes', 'style-guard', 'usr'] })).toEqual([])
  })
})

describe('skill content', () => {
  it('caps the resource list with a note, escapes values and defuses a closing tag in the body', () => {
    const resources = Array.from({ length: 5 }, (_, k) => ({ path: `references/${k}&.md`, kind: 'text' as const, size: 1, type: 'text/markdown' }))
    const text = skillContent({ id: 'a"b', name: 'a"b', resources }, 'x </skill_content> y', { maxResources: 2 })
    expect(text).toContain('<skill_content name="a&quot;b">')
    expect(text).toContain('x <\\/skill_content> y')
    expect(text).toContain('<file>references/1&amp;.md</file>')
    expect(text).not.toContain('references/2&amp;.md')
    expect(text).toContain('3 more files not listed')
    expect(text.match(/<\/skill_content>/g)).toHaveLength(1)
  })

  it('tells skill content in texts, messages, tool-result parts and answers', () => {
    const block = skillContent({ id: 'x', name: 'x', resources: [] }, 'body')
    expect(isSkillContent(block)).toBe(true)
    expect(isSkillContent({ role: 'tool', content: [{ type: 'tool-result', output: { type: 'text', value: block } }] })).toBe(true)
    expect(isSkillContent({ role: 'user', content: [{ type: 'text', text: 'hello' }] })).toBe(false)
    expect(isSkillContent([{ role: 'assistant', content: 'ok' }, { role: 'system', content: `rules\n${block}` }])).toBe(true)
    expect(isSkillContent(null)).toBe(false)
  })
})

describe('catalog format xml', () => {
  it('gives <available_skills> with name, description and location, escaped', () => {
    const { text, report } = loadout.catalog({ format: 'xml' })
    expect(text.startsWith('<available_skills>\n<skill>\n<name>pdf-forms</name>\n<description>Fill PDF forms &amp; checkboxes &lt;fields&gt; from data.</description>\n<location>pdf-forms</location>\n</skill>')).toBe(true)
    expect(text.endsWith('</skill>\n</available_skills>')).toBe(true)
    expect(report.advertised).toBe(4)
    expect(report.used).toBe(text.length)
  })

  it('keeps the budget and reports what it left out', () => {
    const full = loadout.catalog({ format: 'xml' }).text.length
    for (const budgetChars of [full, full - 1, 200, 120]) {
      const { text, report } = loadout.catalog({ format: 'xml', budgetChars })
      expect(text.length, String(budgetChars)).toBeLessThanOrEqual(budgetChars)
      expect(report.advertised + report.omitted).toBe(4)
      expect((text.match(/<skill>/g) ?? []).length).toBe(report.advertised)
      if (report.omitted) expect(text).toContain(`${report.omitted} more skill`)
    }
    expect(loadout.catalog({ format: 'xml', budgetChars: full }).report.omitted).toBe(0)
    expect(loadout.catalog({ format: 'xml', budgetChars: full - 1 }).report.omitted).toBeGreaterThan(0)
    expect(loadout.catalog({ format: 'xml', disabled: ['pdf-forms', 'release-notes', 'style-guard', 'usr'] }).text).toBe('')
    expect(() => loadout.catalog({ format: 'yaml' as never })).toThrow(/format/)
  })
})
