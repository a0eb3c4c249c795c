import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { sqlTables, writeSqlFile } from '../../src/core/export/sql'
import { parseQueries } from '../../src/analysis/evaluate'
import { createLoadout } from '../../src/runtime/loadout'
import type { MatchResult } from '../../src/runtime/types'
import { createSqlLoadout, pgDriver, type SqlDriver } from '../../src/sql'
import { CORPUS, FIXTURES, HAS_CORPUS } from '../helpers/fixtures'

// .ci/run starts a throwaway Postgres (scripts/pg-test.sh) and sets LOADOUT_PG_URL; elsewhere this is skipped.
const URL = process.env.LOADOUT_PG_URL
if (!URL) console.warn('Postgres routing: skipped, LOADOUT_PG_URL is not set (LOADOUT_PG_URL=$(scripts/pg-test.sh start))')
const DEV = join(CORPUS, '..', 'eval', 'dev.jsonl')

const dir = mkdtempSync(join(tmpdir(), 'loadout-pg-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const plain = (rs: MatchResult[]) => rs.map(({ entry, ...r }) => ({ ...r, description: entry.description }))

/** Load the compile into Postgres the way a user would: the `--format sql` file through psql. */
async function viaPsql(result: CompileResult, name: string): Promise<void> {
  const file = join(dir, `${name}.sql`)
  await writeSqlFile(file, await sqlTables(result))
  execFileSync('psql', [URL!, '-q', '-v', 'ON_ERROR_STOP=1', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] })
}

describe.skipIf(!URL)('createSqlLoadout over node-postgres, loaded with psql from --format sql', () => {
  const pool = new pg.Pool({ connectionString: URL, max: 2 })
  afterAll(() => pool.end())

  it('routes, loads and reads resources like the bundle', async () => {
    const result = await compile({ root: join(FIXTURES, 'progressive'), skills: ['skills', 'user-skills'] })
    await viaPsql(result, 'progressive')
    const bundle = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
    const sql = await createSqlLoadout(pool)
    for (const task of ['fill a pdf form', 'render on the gpu', 'nothing relevant here at all'])
      expect(plain(await sql.match(task)), task).toEqual(plain(bundle.match(task)))
    expect((await sql.load('pdf-forms')).body).toBe((await bundle.load('pdf-forms')).body)
    expect(await sql.readResource('pdf-forms', './references/fields.md')).toBe(readFileSync(join(FIXTURES, 'progressive/skills/pdf-forms/references/fields.md'), 'utf8'))
    await expect(sql.readResource('pdf-forms', '../outside.md')).rejects.toThrow(/not a resource/)
    // /name tokens are read in the task's first query (a UNION over loadout_entries): Postgres types it too.
    for (const task of ['/gpu-render this scene', 'fill it with $PDF-FORMS', '/pdf-formz fill'])
      expect(plain(await sql.match(task)), task).toEqual(plain(bundle.match(task)))
    expect(await sql.resolveExplicit('/pdf-formz x')).toEqual(bundle.resolveExplicit('/pdf-formz x'))
    // The tools: the same definitions and answers, the policy read by queries.
    const options = { disabled: ['alpha-notes'], host: { tools: ['Read'] } }
    const mine = Object.fromEntries((await sql.tools(options)).map(t => [t.name, t]))
    const theirs = Object.fromEntries(bundle.tools(options).map(t => [t.name, t]))
    expect(Object.values(mine).map(t => t.inputSchema)).toEqual(Object.values(theirs).map(t => t.inputSchema))
    for (const [tool, input] of [['Skill', { name: 'gpu-render' }], ['Skill', { name: 'alpha-notes' }], ['Skill', { name: 'shell-tasks' }], ['Skill', { name: 'gpu-rendr' }], ['SkillSearch', { query: 'fill a pdf form' }]] as const)
      expect(await mine[tool]!.execute(input), `${tool} ${JSON.stringify(input)}`).toEqual(await theirs[tool]!.execute(input))
  })

  it('answers a NUL in a tool argument as the bundle does, and a driver error as { error }', async () => {
    const result = await compile({ root: join(FIXTURES, 'progressive'), skills: ['skills', 'user-skills'] })
    await viaPsql(result, 'progressive')
    const bundle = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
    const sql = await createSqlLoadout(pool)
    // Postgres refuses a NUL in a text parameter (invalid byte sequence for encoding "UTF8": 0x00): no entry holds one.
    expect(await sql.lookup('pdf-forms\0')).toBeUndefined()
    await expect(sql.load('pdf\0forms')).rejects.toThrow(/^Unknown skill "pdf\\u0000forms"/)
    await expect(sql.readResource('pdf\0forms', 'references/fields.md')).rejects.toThrow(/^Unknown skill/)
    const mine = Object.fromEntries((await sql.tools()).map(t => [t.name, t]))
    const theirs = Object.fromEntries(bundle.tools().map(t => [t.name, t]))
    for (const [tool, input] of [['Skill', { name: 'pdf-forms\0' }], ['Skill', { name: '\0' }], ['SkillSearch', { query: 'fill\0a pdf form' }], ['read_resource', { skill: 'pdf\0forms', path: 'x' }], ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md\0' }]] as const)
      expect(await mine[tool]!.execute(input), `${tool} ${JSON.stringify(input)}`).toEqual(await theirs[tool]!.execute(input))
    // A driver that fails under the tools (a pool ended): their answer, not a throw.
    const ended = new pg.Pool({ connectionString: URL, max: 1 })
    const tools = Object.fromEntries((await (await createSqlLoadout(ended)).tools()).map(t => [t.name, t]))
    await ended.end()
    for (const [tool, input] of [['Skill', { name: 'gpu-render' }], ['SkillSearch', { query: 'fill a pdf form' }], ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }]] as const)
      expect(await tools[tool]!.execute(input), tool).toEqual({ error: expect.stringMatching(new RegExp(`^${tool} failed: .*pool`)) })
  })

  it.skipIf(!HAS_CORPUS || !existsSync(DEV))('gives the bundle\'s ranked ids and scores for every dev task on the corpus, in at most 3 queries', async () => {
    const result = await compile({ root: join(CORPUS, '..'), skills: ['corpus'] })
    await viaPsql(result, 'corpus')
    const bundle = createLoadout(result.data, [])
    const inner = pgDriver(pool)
    let calls = 0
    const driver: SqlDriver = { dialect: 'postgres', all: (s, p) => (calls++, inner.all(s, p)) }
    const sql = await createSqlLoadout(driver)
    const tasks = parseQueries(readFileSync(DEV, 'utf8')).map(q => q.query)
    for (const task of tasks) {
      calls = 0
      expect(plain(await sql.match(task)), task).toEqual(plain(bundle.match(task)))
      expect(calls).toBeLessThanOrEqual(3)
    }
  }, 300_000)
})
