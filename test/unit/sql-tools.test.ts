import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import type { Loadout, LoadoutTool } from '../../src/runtime'
import type { ToolsOptions } from '../../src/runtime/types'
import { createSqlLoadout, type SqlDriver, sqliteDriver, type SqlLoadout } from '../../src/sql'
import { FIXTURES, tempDir, writeTree } from '../helpers/fixtures'
import { bundleOf, sqliteOf } from '../helpers/sql'

/** A driver that records each query on loadout_entries with the number of rows it read. */
function recording(driver: SqlDriver): SqlDriver & { entryReads: number[] } {
  const d = {
    dialect: driver.dialect,
    entryReads: [] as number[],
    all: async (sql: string, params: readonly unknown[]) => {
      const rows = await driver.all(sql, params)
      if (sql.includes('FROM loadout_entries')) d.entryReads.push(rows.length)
      return rows
    },
  }
  return d
}

const byName = (tools: LoadoutTool[]) => Object.fromEntries(tools.map(t => [t.name, t]))

/** The same calls on both tool sets, in order (sessions matter: a second Skill call answers `already_loaded`). */
async function sameAnswers(bundle: LoadoutTool[], sql: LoadoutTool[], calls: Array<[string, Record<string, unknown>]>): Promise<number> {
  expect(sql.map(t => ({ ...t, execute: undefined }))).toEqual(bundle.map(t => ({ ...t, execute: undefined })))
  const b = byName(bundle)
  const s = byName(sql)
  for (const [tool, input] of calls) expect(await s[tool]!.execute(input), `${tool} ${JSON.stringify(input)}`).toEqual(await b[tool]!.execute(input))
  return calls.length
}

describe('tools() over the SQL loadout: the bundle\'s tools, answers and policy', () => {
  let result: CompileResult
  let db: Database.Database
  let sql: SqlLoadout
  let bundle: Loadout
  beforeAll(async () => {
    const extra = writeTree(tempDir('sql-tools-extra'), {
      'deploy-prod/SKILL.md': '---\nname: deploy-prod\ndescription: Deploy the production release to the servers.\ndisable-model-invocation: true\n---\nBody of deploy-prod.\n',
      'release-notes/SKILL.md': '---\nname: release-notes\ndescription: Write release notes for a production release.\nuser-invocable: false\n---\nBody of release-notes.\n',
    })
    result = await compile({ root: join(FIXTURES, 'progressive'), skills: ['skills', { dir: 'user-skills', scope: 'user' }, extra] })
    expect(result.errorCount).toBe(0)
    db = (await sqliteOf(result, 'progressive')).db
    sql = await createSqlLoadout(db)
    bundle = bundleOf(result)
  })
  afterAll(() => db.close())

  const ids = () => result.data.entries.map(e => e.id)
  const calls = (): Array<[string, Record<string, unknown>]> => [
    ...ids().map((id): [string, Record<string, unknown>] => ['Skill', { name: id }]),
    ['Skill', { name: 'PDF-FORMS' }],
    ['Skill', { name: 'pdf-formz' }],
    ['Skill', { name: 'deploy-prod' }],
    ['Skill', { name: '' }],
    ['Skill', {}],
    ['SkillSearch', { query: 'fill a pdf form' }],
    ['SkillSearch', { query: 'shell bash scripts', limit: 1 }],
    ['SkillSearch', { query: 'production release' }],
    ['SkillSearch', { query: 'zzzz nothing' }],
    ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }],
    ['read_resource', { skill: 'pdf-forms', path: './references/fields.md#x' }],
    ['read_resource', { skill: 'pdf-forms', path: '../outside.md' }],
    ['read_resource', { skill: 'pdf-forms', path: 'assets/layout.png' }],
    ['read_resource', { skill: 'gpu-rendr', path: 'x.md' }],
    // A NUL in an argument: the answers of the bundle (no driver error).
    ['Skill', { name: 'pdf-forms\0' }],
    ['SkillSearch', { query: 'fill\0a pdf form' }],
    ['read_resource', { skill: 'pdf\0forms', path: 'references/fields.md' }],
    ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md\0' }],
  ]

  it.each<[string, ToolsOptions]>([
    ['no options', {}],
    ['json answers', { answerFormat: 'json' }],
    ['a disabled skill', { disabled: ['alpha-notes'] }],
    ['a host without Bash', { host: { tools: ['Read'] } }],
    ['a pinned skill', { pinned: ['gpu-render'], disabled: ['pdf-forms'] }],
    ['an enum of at most 2', { enumLimit: 2 }],
    ['no dedupe, 2 results', { dedupe: false, searchLimit: 2 }],
  ])('%s', async (_, options) => {
    expect(await sameAnswers(bundle.tools(options), await sql.tools(options), calls())).toBeGreaterThan(20)
  })

  it('answers { error } when the database fails under a tool, and lookup of a NUL finds nothing', async () => {
    expect(await sql.lookup('pdf-forms\0')).toBeUndefined()
    await expect(sql.load('pdf\0forms')).rejects.toThrow(/Unknown skill/)
    const broken = (await sqliteOf(result, 'broken')).db
    const tools = byName(await (await createSqlLoadout(broken)).tools())
    broken.close()
    for (const [tool, input] of [['Skill', { name: 'gpu-render' }], ['SkillSearch', { query: 'fill a pdf form' }], ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }]] as const)
      expect(await tools[tool]!.execute(input), tool).toEqual({ error: `${tool} failed: The database connection is not open` })
  })

  it('registers no tools when the policy leaves no skill, and checks options as the bundle does', async () => {
    const all = ids()
    expect(await sql.tools({ disabled: all })).toEqual([])
    expect(bundle.tools({ disabled: all })).toEqual([])
    await expect(sql.tools({ answerFormat: 'yaml' as 'json' })).rejects.toThrow(/answerFormat must be 'xml' or 'json'/)
    await expect(sql.tools({ enumLimit: -1 })).rejects.toThrow(/enumLimit must be a whole number/)
  })

  it('names skills with /name in match and resolveExplicit as the bundle does', async () => {
    const plain = (rs: Awaited<ReturnType<SqlLoadout['match']>>) => rs.map(({ entry, ...r }) => r)
    for (const task of ['/pdf-forms fill this form', 'render it with $GPU-RENDER on the gpu', '/deploy-prod now', '/release-notes please', '/pdf-formz fill', '/usr/bin/env bash scripts'])
      expect(plain(await sql.match(task)), task).toEqual(plain(bundle.match(task)))
    for (const task of ['/pdf-forms and $alpha-notes', '/pdf-formz fill', '/release-notes x', 'no command'])
      expect(await sql.resolveExplicit(task), task).toEqual(bundle.resolveExplicit(task))
    expect((await sql.match('/pdf-forms fill it'))[0]).toMatchObject({ id: 'pdf-forms', explicit: true })
  })
})

describe('tools() over a SQL loadout of 1,200 skills: bounded reads', () => {
  const N = 1200
  const words = ['alpha', 'bravo', 'canvas', 'delta', 'engine', 'forest', 'gamma', 'harbor', 'index', 'jungle', 'kernel', 'lumen']
  let db: Database.Database
  let result: CompileResult
  beforeAll(async () => {
    const files: Record<string, string> = {}
    for (let k = 0; k < N; k++) {
      const name = `skill-${String(k).padStart(4, '0')}`
      const desc = `${words[k % 12]} ${words[(k * 7) % 12]} ${words[(k * 5 + 3) % 12]} tasks number ${k}.`
      files[`skills/${name}/SKILL.md`] = `---\nname: ${name}\ndescription: ${desc}\n${k === 3 ? 'disable-model-invocation: true\n' : ''}---\nBody of ${name}.\n`
    }
    result = await compile({ root: writeTree(tempDir('sql-tools-many'), files) })
    expect(result.data.entries).toHaveLength(N)
    db = (await sqliteOf(result, 'many')).db
  })
  afterAll(() => db.close())

  it('creates tools and answers known names and searches without a pass over the entries, like the bundle', async () => {
    const driver = recording(sqliteDriver(db))
    const sql = await createSqlLoadout(driver)
    const bundle = bundleOf(result)
    const biggest = () => Math.max(0, ...driver.entryReads)
    driver.entryReads.length = 0
    const options = { disabled: ['skill-0007'] }
    const tools = await sql.tools(options)
    const inputs: Array<[string, Record<string, unknown>]> = [
      ['Skill', { name: 'skill-0010' }],
      ['Skill', { name: 'SKILL-0011' }],
      ['Skill', { name: 'skill-0007' }],
      ['Skill', { name: 'skill-0003' }],
      ['SkillSearch', { query: 'canvas engine kernel tasks' }],
      ['read_resource', { skill: 'skill-0010', path: 'x.md' }],
      ['Skill', { name: 'skill-0010' }],
    ]
    await sameAnswers(bundle.tools(options), tools, inputs)
    expect(byName(tools).Skill!.inputSchema.properties.name).not.toHaveProperty('enum')
    expect(driver.entryReads.length).toBeGreaterThan(0)
    expect(biggest()).toBeLessThan(20)
    // An unknown name reads the ids once for the closest ones, then keeps them.
    await sameAnswers(bundle.tools(options), tools, [['Skill', { name: 'skill-00100' }], ['read_resource', { skill: 'skil-0100', path: 'x' }]])
    expect(driver.entryReads.filter(n => n >= N - 1)).toHaveLength(1)
  })

  it('activates /name skills in match in one query more at most, reading only the entries named', async () => {
    const driver = recording(sqliteDriver(db))
    const sql = await createSqlLoadout(driver)
    const bundle = bundleOf(result)
    const plain = (rs: Awaited<ReturnType<SqlLoadout['match']>>) => rs.map(({ entry, ...r }) => r)
    for (const task of ['/skill-0500 canvas engine', 'use $SKILL-0042 and /skill-0043 for harbor index tasks', '/skill-0003 deploy', '/skil-0500 canvas', '/usr/bin/env kernel']) {
      driver.entryReads.length = 0
      const got = await sql.match(task)
      expect(plain(got), task).toEqual(plain(bundle.match(task)))
      expect(driver.entryReads.length, task).toBeLessThanOrEqual(2)
      expect(Math.max(0, ...driver.entryReads), task).toBeLessThan(20)
    }
    expect((await sql.match('/skill-0500 canvas engine'))[0]).toMatchObject({ id: 'skill-0500', explicit: true })
    for (const task of ['/skill-0500 and $skill-0501', '/skil-0500 x', 'no command'])
      expect(await sql.resolveExplicit(task), task).toEqual(bundle.resolveExplicit(task))
  })
})
