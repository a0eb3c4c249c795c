/**
 * The frontmatter as its author wrote it (issue 41): every key, `metadata` and unknown ones included, kept beside the
 * normalised fields, out of the main chunk, and the same from the compile, a bundle's chunk, loadFromDisk, SQLite and
 * publishing.
 */
import { describe, expect, it } from 'vitest'
import { loadFromDisk } from '../../src/api'
import { generateMain, generateSkillOf } from '../../src/plugin/codegen'
import { compile } from '../../src/core/compile/compile'
import { publish } from '../../src/core/wellknown/publish'
import { createSqlLoadout } from '../../src/sql'
import { tempDir, writeTree } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'

const SKILL = [
  '---',
  'name: forms',
  'description: Fill PDF forms.',
  'license: MIT',
  'metadata:',
  '  author: Ada',
  '  version: "1.2"',
  '  tags: [pdf, forms]',
  '  nested: { deep: [1, 2, { x: null }] }',
  'x-team-owner: platform',
  'released: 2024-05-01',
  'allowed-tools: Read Write',
  '---',
  '# Forms',
  '',
].join('\n')

const EXPECTED = {
  'name': 'forms',
  'description': 'Fill PDF forms.',
  'license': 'MIT',
  'metadata': { author: 'Ada', version: '1.2', tags: ['pdf', 'forms'], nested: { deep: [1, 2, { x: null }] } },
  'x-team-owner': 'platform',
  'released': '2024-05-01T00:00:00.000Z',
  'allowed-tools': 'Read Write',
}

describe('the frontmatter as written', () => {
  it('is kept whole, in key order, beside the normalised fields, and out of the main module', async () => {
    const root = writeTree(tempDir('frontmatter'), { 'skills/forms/SKILL.md': SKILL })
    const r = await compile({ root })
    expect(r.frontmatters[0]).toEqual(EXPECTED)
    expect(Object.keys(r.frontmatters[0]!)).toEqual(Object.keys(EXPECTED))
    expect(r.data.entries[0]!.license).toBe('MIT')
    const main = generateMain(r, { runtime: 'rt', skill: k => `skill/${k}` })
    expect(main).not.toContain('platform')
    expect(generateSkillOf(r, 0)).toContain(`export const frontmatter = ${JSON.stringify(EXPECTED)};`)
  })

  it('comes back the same from loadFromDisk, from SQLite, and in what is published', async () => {
    const root = writeTree(tempDir('frontmatter-hosts'), { 'skills/forms/SKILL.md': SKILL })
    expect((await (await loadFromDisk({ root })).load('forms')).frontmatter).toEqual(EXPECTED)
    const r = await compile({ root })
    const { db } = await sqliteOf(r, 'frontmatter')
    expect((await (await createSqlLoadout(db)).load('forms')).frontmatter).toEqual(EXPECTED)
    expect(publish(r).skills[0]!.frontmatter).toEqual(EXPECTED)
  })

  it('drops a key that is an alias of itself, with a warning, and keeps the others', async () => {
    const root = writeTree(tempDir('frontmatter-alias'), {
      'skills/forms/SKILL.md': '---\nname: forms\ndescription: Loops.\nmetadata: {a: 1}\nloop: &l [*l]\n---\nbody\n',
    })
    const r = await compile({ root })
    expect(r.frontmatters[0]).toEqual({ name: 'forms', description: 'Loops.', metadata: { a: 1 } })
    expect(r.diagnostics.find(d => d.code === 'frontmatter-not-kept')).toMatchObject({ level: 'warning', line: 5 })
  })
})
