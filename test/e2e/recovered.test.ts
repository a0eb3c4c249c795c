import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildWith } from '../helpers/bundlers'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'

/**
 * Real-world frontmatter through real bundlers: skills whose YAML needed recovery compile (with a warning, not an
 * error), and a user-only skill ships in the data but is never offered to the model.
 */
function project(): string {
  return writeTree(tempDir('recovered'), {
    'entry.js': [
      `import { loadout } from 'virtual:loadout'`,
      `export const descriptions = () => loadout.entries.map(e => [e.id, e.description])`,
      `export const catalog = () => loadout.catalog({ budgetChars: 100000 }).report.entries.map(e => [e.id, e.reason])`,
      `export const match = task => loadout.match(task, { minScore: 0 }).map(m => m.id)`,
      `export const load = async id => (await loadout.load(id)).body`,
      `export const skill = async name => loadout.tools()[0].execute({ name })`,
      '',
    ].join('\n'),
    'skills/pdf/SKILL.md': '---\r\nname: pdf\r\ndescription: Use this skill when: the user asks about PDF invoices\r\n---\r\nPDF body\r\n',
    'skills/notes/SKILL.md': '---\nname: notes\ndescription: >- Write meeting notes: decisions and owners\n  for the team\n---\nNotes body\n',
    'skills/brief/SKILL.md': '---\nname: brief\ndescription: [Brief] Summarise a long report\n---\nBrief body\n',
    'skills/deploy/SKILL.md': '---\nname: deploy\ndescription: Deploy the PDF invoice service to production\ndisable-model-invocation: true\n---\nDeploy body\n',
    'skills/logs/SKILL.md': skillMd('logs', 'Parse web server access logs.'),
  })
}

describe('recovered and user-only skills in a real build', () => {
  it.each(['vite', 'esbuild'] as const)('%s compiles recovered skills and never offers the user-only one', async (bundler) => {
    const dir = project()
    const out = await buildWith(bundler, dir, 'entry.js', join(dir, 'out'), { skills: ['skills'] })
    const descriptions = Object.fromEntries(await callBuilt<Array<[string, string]>>(out.main, 'descriptions'))
    expect(descriptions).toMatchObject({
      pdf: 'Use this skill when: the user asks about PDF invoices',
      notes: 'Write meeting notes: decisions and owners for the team',
      brief: '[Brief] Summarise a long report',
    })
    expect(Object.fromEntries(await callBuilt<Array<[string, string]>>(out.main, 'catalog'))).toMatchObject({ deploy: 'user_only', pdf: 'advertised', brief: 'advertised' })
    expect(await callBuilt<string[]>(out.main, 'match', 'deploy the pdf invoice service to production')).not.toContain('deploy')
    expect(await callBuilt<string[]>(out.main, 'match', 'the user asks about pdf invoices')).toContain('pdf')
    expect(await callBuilt<string>(out.main, 'load', 'deploy')).toContain('Deploy body')
    expect(await callBuilt(out.main, 'skill', 'deploy')).toMatchObject({ reason: 'user_only' })
  })
})
