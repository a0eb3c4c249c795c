import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { parseQueries } from '../../src/analysis/evaluate'
import { analyzeDoc, indexDoc } from '../../src/core/index/indexer'
import { catalogData, drawCatalog, sweep } from '../../src/analysis/sweep'
import { runCli } from '../helpers/cli'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const basic = join(FIXTURES, 'basic')

const SKILLS = {
  'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF reports into CSV files.'),
  'skills/sql-tuning/SKILL.md': skillMd('sql-tuning', 'Tune slow SQL queries with EXPLAIN ANALYZE.', '# SQL\n\nRead the query plan, add an index.\n'),
  'skills/docker-debug/SKILL.md': skillMd('docker-debug', 'Debug Docker Compose services that will not start.'),
  'skills/git-commits/SKILL.md': skillMd('git-commits', 'Write clear git commit messages.'),
  'skills/react-tests/SKILL.md': skillMd('react-tests', 'Test React components with Testing Library.'),
  'skills/db-migrate/SKILL.md': skillMd('db-migrate', '数据库迁移：编写和回滚迁移脚本，检查表结构变更。'),
}

describe('catalogs by size', () => {
  it('draws catalogs of the size asked, holding the seeded skills, the same for the same seed', () => {
    const rand = (seed: number) => {
      let s = seed
      return () => (s = (s * 16807) % 2147483647) / 2147483647
    }
    const a = drawCatalog(50, 10, [7, 42], rand(3))
    expect(a).toHaveLength(10)
    expect(a).toEqual(expect.arrayContaining([7, 42]))
    expect(new Set(a).size).toBe(10)
    expect([...a].sort((x, y) => x - y)).toEqual(a)
    expect(drawCatalog(50, 10, [7, 42], rand(3))).toEqual(a)
    expect(drawCatalog(50, 10, [7, 42], rand(4))).not.toEqual(a)
    expect(drawCatalog(5, 10, [1], rand(3))).toEqual([0, 1, 2, 3, 4])
  })

  it('indexes a drawn catalog as compiling those skills alone would', async () => {
    const all = await compile({ root: writeTree(tempDir('sweep-all'), SKILLS) })
    const some = Object.fromEntries(Object.entries(SKILLS).filter(([file]) => /sql|db-migrate|react/.test(file)))
    const alone = await compile({ root: writeTree(tempDir('sweep-some'), some) })
    const skills = { entries: all.data.entries, bodies: all.bodies }
    const analyses = skills.entries.map((e, i) => analyzeDoc(indexDoc(e, skills.bodies[i]!)))
    const pick = skills.entries.flatMap((e, i) => (/sql|db-migrate|react/.test(e.id) ? [i] : []))
    const data = catalogData(skills, analyses, pick)
    expect(data.entries.map(e => e.id)).toEqual(alone.data.entries.map(e => e.id))
    expect(data.index).toEqual(alone.data.index)
    expect(data.glossary).toBe(alone.data.glossary)
    // The Traditional -> Simplified folds of the Chinese skill too: without them a catalog routes Chinese worse.
    expect(alone.data.folds).toBeTruthy()
    expect(data.folds).toBe(alone.data.folds)
  })

  it('routes every case in the catalogs that hold its right skill, and every off-topic case in all of them', async () => {
    const all = await compile({ root: writeTree(tempDir('sweep-route'), SKILLS) })
    const cases = parseQueries([
      { qid: 'pdf', query: 'extract the tables of these PDF reports into CSV files', relevant: ['pdf-tables'], lang: 'en' },
      { qid: 'sql', query: 'this SQL query is slow, read its EXPLAIN ANALYZE plan', relevant: ['sql-tuning'], lang: 'en' },
      { qid: 'zh', query: '帮我写一个数据库迁移脚本，要能回滚', relevant: ['db-migrate'], lang: 'zh' },
      { qid: 'off', query: 'bake a sourdough loaf with a crisp crust', relevant: [], lang: 'en' },
    ].map(c => JSON.stringify(c)).join('\n'))
    const skills = { entries: all.data.entries, bodies: all.bodies }
    const [two, whole] = sweep(skills, cases, { sizes: [2, 6], catalogs: 10, seed: 5 })
    expect(two).toMatchObject({ size: 2, catalogs: 10, offtopic: 10 })
    // Each catalog is seeded with one positive's skill: at least one answerable task each, at most the three.
    expect(two!.answerable).toBeGreaterThanOrEqual(10)
    expect(two!.answerable).toBeLessThanOrEqual(30)
    expect(whole).toMatchObject({ size: 6, catalogs: 1, answerable: 3, offtopic: 1, hit1: 1, success5: 1, lostToAbstain: 0, offtopicAbstain: 1 })
    expect(whole!.slices.zh).toMatchObject({ answerable: 1, hit1: 1, offtopic: 0, offtopicAbstain: null })
    // What it returns for the three: each task's own skill among them, and nothing relevant beside it.
    expect(whole!.returned).toBeGreaterThanOrEqual(1)
    expect(whole!.precision).toBe(Math.round((1 / whole!.returned) * 1000) / 1000)
    expect(sweep(skills, cases, { sizes: [2], catalogs: 10, seed: 5 })).toEqual([two])
    // A bar no skill reaches: every answerable task is abstained on, and the right answers are lost to it.
    const [strict] = sweep(skills, cases, { sizes: [6], minScore: 1000 })
    expect(strict).toMatchObject({ hit1: 0, lostToAbstain: 1, abstained: 1, offtopicAbstain: 1 })
  })
})

describe('loadout eval --sizes', () => {
  const queries = join(basic, 'queries.jsonl')

  it('prints the figures per size and language, or JSON', async () => {
    const r = await runCli(['eval', '--skills', 'skills', '--queries', queries, '--sizes', '2,10', '--catalogs', '4', '--seed', '2'], basic)
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines[0]).toMatch(/^skills\s+tasks\s+hit1\s+succ5\s+lost\s+silent\s+returned\s+prec\s+off-topic\s+abstain$/)
    expect(lines[1]).toMatch(/^2 \(x4\)\s+\d+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+4\s+[\d.]+$/)
    expect(r.out).toMatch(/\n {2}zh\s+\d+/)
    // The whole set is one catalog: 3 positives, 1 case that should reach nothing.
    expect(r.out).toMatch(/\n5\s+3\s+1\.000\s+1\.000\s+0\.000\s+0\.000\s+[\d.]+\s+[\d.]+\s+1\s+1\.000\n/)
    const j = JSON.parse((await runCli(['eval', '--skills', 'skills', '--queries', queries, '--sizes', '10', '--json'], basic)).out)
    expect(j.sizes).toHaveLength(1)
    expect(j.sizes[0]).toMatchObject({ size: 5, catalogs: 1, answerable: 3, offtopic: 1 })
  })

  it('reads --offtopic cases as tasks that should reach nothing, and checks its options', async () => {
    const dir = tempDir('eval-offtopic')
    writeTree(dir, { 'off.jsonl': `${JSON.stringify({ query: 'bake sourdough bread at home', relevant: ['pdf-tables'] })}\n${JSON.stringify({ query: 'the weather in Lisbon' })}\n` })
    const j = JSON.parse((await runCli(['eval', '--skills', 'skills', '--offtopic', join(dir, 'off.jsonl'), '--json'], basic)).out)
    expect(j).toMatchObject({ n: 0, abstain: 1 })
    expect((await runCli(['eval', '--skills', 'skills', '--queries', queries, '--sizes', '0'], basic)).err).toContain('--sizes takes whole numbers >= 1')
    expect((await runCli(['eval', '--skills', 'skills', '--queries', queries, '--seed', '3'], basic)).err).toContain('--catalogs and --seed go with --sizes')
    expect((await runCli(['eval', '--skills', 'skills', '--queries', queries, '--sizes', '5', '--min-hit1', '0.5'], basic)).code).toBe(2)
  })
})
