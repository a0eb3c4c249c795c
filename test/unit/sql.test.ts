import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { sqlStatements, sqlTables, writeSqlite } from '../../src/core/export/sql'
import { parseQueries } from '../../src/analysis/evaluate'
import { createLoadout } from '../../src/runtime/loadout'
import type { MatchResult } from '../../src/runtime/types'
import { createSqlLoadout, type SqlDriver, sqliteDriver } from '../../src/sql'
import { RESOURCE_PART_CHARS } from '../../src/sql/schema'
import { CORPUS, FIXTURES, HAS_CORPUS, skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'

const DEV = join(CORPUS, '..', 'eval', 'dev.jsonl')
const HAS_DEV = HAS_CORPUS && existsSync(DEV)
if (!HAS_DEV) console.warn('SQL routing parity on the real corpus: skipped, ../shared/corpus or ../shared/eval/dev.jsonl is absent')

const dir = mkdtempSync(join(tmpdir(), 'loadout-sql-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A driver that counts the queries it runs. */
function counted(driver: SqlDriver): SqlDriver & { calls: number } {
  const d = { dialect: driver.dialect, calls: 0, all: (sql: string, params: readonly unknown[]) => (d.calls++, driver.all(sql, params)) }
  return d
}

/** What a result says, without the entry object. */
const plain = (rs: MatchResult[]) => rs.map(({ entry, ...r }) => ({ ...r, description: entry.description }))

async function exported(result: CompileResult, name: string): Promise<Database.Database> {
  const file = join(dir, name)
  await writeSqlite(file, await sqlTables(result))
  return new Database(file, { readonly: true })
}

describe('the SQLite export and createSqlLoadout on the fixtures', () => {
  let result: CompileResult
  let db: Database.Database
  beforeAll(async () => {
    result = await compile({ root: join(FIXTURES, 'progressive'), skills: ['skills', 'user-skills'] })
    db = await exported(result, 'progressive.db')
  })
  afterAll(() => db.close())

  it('holds every entry, term and body, and routes, loads and reads resources like the bundle', async () => {
    const bundle = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
    const sql = await createSqlLoadout(db)
    expect(sql.count).toBe(result.data.entries.length)
    for (const task of ['fill a pdf form', 'render on the gpu', 'fil pdff formss with pyhton', 'nothing relevant here at all']) {
      expect(plain(await sql.match(task))).toEqual(plain(bundle.match(task)))
      expect(plain(await sql.search(task))).toEqual(plain(bundle.search(task)))
    }
    const loaded = await sql.load('PDF-FORMS')
    expect(loaded.body).toBe((await bundle.load('PDF-FORMS')).body)
    expect(loaded.entry.id).toBe(bundle.lookup('PDF-FORMS')!.id)
    expect(await sql.readResource('pdf-forms', 'references/fields.md')).toBe(readFileSync(join(FIXTURES, 'progressive/skills/pdf-forms/references/fields.md'), 'utf8'))
    await expect(sql.readResource('pdf-forms', '../outside.md')).rejects.toThrow(/not a resource of skill "pdf-forms"/)
    await expect(sql.readResource('pdf-forms', 'assets/layout.png')).rejects.toThrow(/binary file .* read it with readResourceBytes/)
    // A binary file is a base64 row; a text one's bytes are its UTF-8; a linked one is read by its _linked/ path or its link.
    const png = readFileSync(join(FIXTURES, 'progressive/skills/pdf-forms/assets/layout.png'))
    expect(Buffer.from(await sql.readResourceBytes('pdf-forms', 'assets/layout.png'))).toEqual(png)
    expect(Buffer.from(await sql.readResourceBytes('pdf-forms', 'references/fields.md'))).toEqual(readFileSync(join(FIXTURES, 'progressive/skills/pdf-forms/references/fields.md')))
    expect(await sql.readResource('pdf-forms', '../shared/glossary.md')).toBe(await sql.readResource('pdf-forms', '_linked/shared/glossary.md'))
    await expect(sql.load('pdf-formz')).rejects.toThrow(/Unknown skill "pdf-formz". Closest: pdf-forms/)
    expect((await sql.catalog()).text).toBe(bundle.catalog().text)
  })

  it('sends the usage events the bundle sends, the task text only to a listener that asked for it', async () => {
    const resources = result.resourceKeys.map(keys => keys.map(key => key === null ? null : () => Promise.resolve(readFileSync(result.resourceFiles.get(key)!, 'utf8'))))
    const seen = { bundle: [] as unknown[], sql: [] as unknown[], withTask: [] as unknown[] }
    const bundle = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)), { resources, onEvent: e => seen.bundle.push(e) })
    const sql = await createSqlLoadout(db, { onEvent: e => seen.sql.push(e) })
    const stop = sql.onEvent(e => seen.withTask.push(e), { includeTask: true })
    for (const lo of [bundle, sql]) {
      await lo.match('fill a pdf form')
      await lo.load('pdf-forms')
      await lo.search('render on the gpu')
      await lo.readResource('pdf-forms', 'references/fields.md')
      await lo.match('/pdf-forms now')
    }
    stop()
    await sql.match('fill a pdf form')
    expect(seen.sql.map(e => (e as { type: string }).type)).toEqual(['match', 'load', 'search', 'readResource', 'match', 'match'])
    expect(seen.sql.slice(0, 5)).toEqual(seen.bundle)
    // The listener that stopped did not hear the last match.
    expect(seen.withTask).toHaveLength(5)
    expect(seen.withTask[0]).toMatchObject({ type: 'match', task: 'fill a pdf form' })
    expect(seen.sql[0]).not.toHaveProperty('task')
    expect(seen.sql[1]).toMatchObject({ type: 'load', id: 'pdf-forms', rank: 1 })
    expect(seen.sql[4]).toMatchObject({ type: 'match', results: [{ id: 'pdf-forms', explicit: true }] })
  })

  it('answers concurrent tasks right with a cache smaller than one answer', async () => {
    const bundle = createLoadout(result.data, [])
    const sql = await createSqlLoadout(db, { cacheEntries: 1 })
    const tasks = ['fill a pdf form', 'render on the gpu', 'shell tasks in bash', 'alpha notes tips', 'pdf forms fields layout']
    const got = await Promise.all([...tasks, ...tasks].map(t => sql.search(t)))
    expect(got.map(plain)).toEqual([...tasks, ...tasks].map(t => plain(bundle.search(t))))
    expect(got.some(r => r.length > 1)).toBe(true)
  })

  it('writes SQL statements that rebuild the same database, each under D1\'s statement limit', async () => {
    const tables = await sqlTables(result)
    const copy = new Database(':memory:')
    let longest = 0
    for (const s of sqlStatements(tables)) {
      longest = Math.max(longest, Buffer.byteLength(s))
      copy.exec(s)
    }
    expect(longest).toBeLessThan(100_000)
    for (const t of ['loadout_meta', 'loadout_entries', 'loadout_terms', 'loadout_names', 'loadout_bodies', 'loadout_resources'])
      expect(copy.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all(), t).toEqual(db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all())
    copy.close()
  })

  it('splits a value longer than a statement into appends', () => {
    const body = `${'x'.repeat(60_000)}'${'é'.repeat(40_000)}😀`
    const statements = [...sqlStatements([{ name: 'loadout_bodies', columns: ['i', 'body', 'frontmatter'], key: 1, rows: [[0, body, '{}']] }])]
    const copy = new Database(':memory:')
    for (const s of statements) {
      expect(Buffer.byteLength(s)).toBeLessThan(100_000)
      copy.exec(s)
    }
    expect(statements.filter(s => s.startsWith('UPDATE')).length).toBeGreaterThan(2)
    expect((copy.prepare('SELECT body FROM loadout_bodies').get() as { body: string }).body).toBe(body)
    copy.close()
  })

  it('refuses a database that holds no loadout, or another schema version, saying so', async () => {
    const empty = new Database(':memory:')
    await expect(createSqlLoadout(empty)).rejects.toThrow(/holds no exported loadout/)
    for (const s of sqlStatements(await sqlTables(result))) empty.exec(s)
    empty.exec('UPDATE loadout_meta SET value = \'99\' WHERE key = \'schema\'')
    await expect(createSqlLoadout(empty)).rejects.toThrow(/schema version 99; this runtime reads version 3/)
    empty.close()
  })
})

describe.skipIf(!HAS_DEV)('SQLite routing on the real corpus: the bundle\'s ranked ids and scores for every dev task', () => {
  it('matches and searches exactly like the bundle, in at most 3 queries a task', async () => {
    const result = await compile({ root: join(CORPUS, '..'), skills: ['corpus'] })
    const db = await exported(result, 'corpus.db')
    const bundle = createLoadout(result.data, [])
    const driver = counted(sqliteDriver(db))
    const sql = await createSqlLoadout(driver)
    const tasks = parseQueries(readFileSync(DEV, 'utf8')).map(q => q.query)
    expect(tasks.length).toBeGreaterThan(200)
    let answered = 0
    for (const task of tasks) {
      driver.calls = 0
      const got = await sql.match(task)
      expect(driver.calls, task).toBeLessThanOrEqual(3)
      const want = bundle.match(task)
      expect(plain(got), task).toEqual(plain(want))
      if (want.length) answered++
      expect(plain(await sql.search(task, { limit: 10 })), task).toEqual(plain(bundle.search(task, { limit: 10 })))
    }
    // Not all abstentions: the comparison covers ranked lists.
    expect(answered).toBeGreaterThan(tasks.length / 2)
    db.close()
  }, 240_000)
})

describe('binary files in parts', () => {
  it('splits a binary file past RESOURCE_PART_CHARS of base64 into rows that join back into its bytes', async () => {
    const bytes = Buffer.alloc(Math.ceil(RESOURCE_PART_CHARS * 0.75) * 2 + 5)
    for (let k = 0; k < bytes.length; k++) bytes[k] = (k * 7919) % 256
    const root = writeTree(tempDir('sql-parts'), { 'skills/big/SKILL.md': skillMd('big', 'A big binary.'), 'skills/big/data.bin': bytes })
    const r = await compile({ root })
    const rows = (await sqlTables(r)).find(t => t.name === 'loadout_resources')!.rows
    expect(rows.map(row => [row[2], row[3], (row[4] as string).length])).toEqual([
      [0, 'base64', RESOURCE_PART_CHARS], [1, 'base64', RESOURCE_PART_CHARS], [2, 'base64', Math.ceil(bytes.length / 3) * 4 - 2 * RESOURCE_PART_CHARS],
    ])
    const { db } = await sqliteOf(r, 'parts')
    const sql = await createSqlLoadout(db)
    expect(Buffer.from(await sql.readResourceBytes('big', 'data.bin'))).toEqual(bytes)
  })
})
