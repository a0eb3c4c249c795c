import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli as run } from '../helpers/cli'
import { FIXTURES, tempDir } from '../helpers/fixtures'

const basic = join(FIXTURES, 'basic')
/** The CLI's output without its timings. */
const untimed = (s: string) => s.replace(/ in \d+ µs \(warm; the first call took \d+ µs\)/g, '').replace(/median match [\d.]+ µs/, '').replace(/"medianMatchUs": [\d.]+/, '')

describe('loadout export --format sqlite|sql and the CLI over --db', () => {
  it('matches, evaluates, explains and inspects from the database exactly as from the folder', async () => {
    const dir = tempDir('cli-db')
    const db = join(dir, 'skills.db')
    const e = await run(['export', '--format', 'sqlite', '--skills', 'skills', '--skills', 'user-skills', '--out', db], basic)
    expect(e.err).toMatch(/^wrote .*skills\.db: 7 entries, \d+ rows\n7 skill files found: 7 compiled \(1 shadowed\), 0 skipped; 0 errors, 1 warning$/)
    expect(e.code).toBe(0)
    const folder = ['--skills', 'skills', '--skills', 'user-skills']
    for (const args of [
      ['match', 'extract the tables from these PDF invoices into CSV'],
      ['match', 'extract the tables from these PDF invoices into CSV', '--json'],
      ['match', 'what is the weather in Lisbon tomorrow'],
      ['eval', '--queries', 'queries.jsonl', '--json'],
      ['eval', '--queries', 'queries.jsonl'],
      ['explain', 'resize these images for the web', '--json'],
      ['inspect', '--json'],
    ]) {
      const want = await run([...args, ...folder], basic)
      const got = await run([...args, '--db', db], basic)
      // match over --db routes in SQL and reads no compile: no summary line.
      expect(got.err, args.join(' ')).toBe(args[0] === 'match' ? '' : `read 7 skills from ${db}`)
      expect(untimed(got.out), args.join(' ')).toBe(untimed(want.out))
      expect(got.code).toBe(want.code)
    }
    const sql = join(dir, 'skills.sql')
    expect((await run(['export', '--format', 'sql', ...folder, '--out', sql], basic)).code).toBe(0)
    expect(readFileSync(sql, 'utf8')).toMatch(/^DROP TABLE IF EXISTS loadout_resources;\n[\s\S]*INSERT INTO loadout_bodies /)
  })

  it('says what is wrong with --db and --format', async () => {
    expect((await run(['match', 'x', '--db', 'missing.db'], basic)).err).toBe('loadout match: --db missing.db: no such file')
    expect((await run(['match', 'x', '--db', 'a.db', '--skills', 'skills'], basic)).err).toBe('loadout match: --db replaces --skills: give one of them')
    expect((await run(['check', '--db', 'a.db'], basic)).code).toBe(2)
    const r = await run(['export', '--format', 'sqlite', '--skills', 'skills'], basic)
    expect(r).toMatchObject({ code: 2, err: 'loadout export: --format sqlite writes a file: give it with --out' })
    expect(existsSync(join(basic, 'skills.db'))).toBe(false)
  })
})
