import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const run = runCli

const basic = join(FIXTURES, 'basic')

describe('loadout check', () => {
  it('exits 0 on good skills and prints a summary', async () => {
    const r = await run(['check', '--skills', 'skills'], basic)
    expect(r.code).toBe(0)
    expect(r.out).toBe('')
    expect(r.err).toBe('5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings')
  })

  it('exits 1 on errors with one file:line:col line per diagnostic', async () => {
    const dir = tempDir('cli-bad')
    writeTree(dir, {
      'skills/ok/SKILL.md': skillMd('ok', 'Fine.'),
      'skills/broken/SKILL.md': '---\nname: broken\ndescription: "unterminated\n---\n',
      'skills/Loud/SKILL.md': skillMd('Loud', 'Capitalised name.'),
    })
    const r = await run(['check', '--skills', 'skills'], dir)
    expect(r.code).toBe(1)
    const lines = r.out.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^skills\/Loud\/SKILL\.md:2:1: warning: `name` "Loud" should be lowercase.* \[name-format\]$/)
    expect(lines[1]).toMatch(/^skills\/broken\/SKILL\.md:\d+:\d+: error: frontmatter is not valid YAML.* \[yaml-syntax\]$/)
    expect(r.err).toBe('3 skill files found: 2 compiled, 1 skipped; 1 error, 1 warning')
    const json = await run(['check', '--skills', 'skills', '--json'], dir)
    expect(JSON.parse(json.out)).toMatchObject({ skills: 2, errors: 1, warnings: 1 })
  })

  it('exits 2 on bad usage', async () => {
    expect((await run(['frobnicate'])).code).toBe(2)
    expect((await run(['check', '--nope'])).code).toBe(2)
    expect((await run(['match', '--skills', basic])).code).toBe(2)
    expect((await run(['match', 'x', '--skills', basic, '--limit', 'zero'])).code).toBe(2)
  })
})

describe('loadout match', () => {
  it('prints ranked skills, or JSON', async () => {
    const r = await run(['match', 'extract tables from a PDF', '--skills', 'skills'], basic)
    expect(r.code).toBe(0)
    // The time printed is a warm call's (the median of 5 after the first), and the first call's is named as such.
    expect(r.out).toMatch(/^2 skills for "extract tables from a PDF" in \d+ µs \(warm; the first call took \d+ µs\):\n 1\. house-rules\s+score\s+1\.00/)
    expect(r.out).toMatch(/ 2\. pdf-tables\s+score\s+\d+\.\d\d\s+confidence 0\.\d\d\s+\[extract, tabl, pdf\]/)
    const j = await run(['match', 'extract tables from a PDF', '--skills', 'skills', '--json', '--limit', '1'], basic)
    const parsed = JSON.parse(j.out)
    expect(parsed.map((m: { id: string }) => m.id)).toEqual(['house-rules', 'pdf-tables'])
    expect(parsed[1]).toMatchObject({ tier: 'domain', matched: ['extract', 'tabl', 'pdf'] })
    expect(parsed[1].description).toMatch(/PDF/)
  })

  it('says when it abstains', async () => {
    const dir = tempDir('cli-abstain')
    writeTree(dir, { 'skills/ok/SKILL.md': skillMd('ok', 'Parse nginx access logs.') })
    const r = await run(['match', 'bake sourdough bread', '--skills', 'skills'], dir)
    expect(r.out).toMatch(/^no skill matches "bake sourdough bread" \(abstained\)/)
    expect(r.out).toMatch(/\nwhy: no skill holds a word of this task, so no --min-score would answer it; `npx unplugin-loadout explain "bake sourdough bread"`/)
  })

  it('says in one line why it abstained, naming explain and the --min-score that would answer', async () => {
    const five = join(FIXTURES, 'five-skills')
    const task = 'should I add an index for this ORDER BY on orders.created_at?'
    const r = await run(['match', task, '--skills', 'skills'], five)
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines).toHaveLength(2)
    const why = lines[1]!.match(/^why: the best candidate, sql-query-tuning, has evidence ([\d.]+) from \d words: under the bar of ([\d.]+); `npx unplugin-loadout explain "(.*)"` shows each word's weight, and --min-score ([\d.]+) would answer it$/)
    expect(why, lines[1]).not.toBeNull()
    const [, evidence, bar, quoted, lower] = why!
    expect(Number(evidence)).toBeLessThan(Number(bar))
    expect(quoted).toBe(task)
    // The bar it names answers the task.
    const answered = await run(['match', task, '--skills', 'skills', '--min-score', lower!], five)
    expect(answered.out).toMatch(/^\d skills? for .*\n 1\. sql-query-tuning /)
    expect((await run(['match', task, '--skills', 'skills', '--min-score', 'high'], five)).code).toBe(2)
  })

  it('names the one-word rule when that is what turned the task down, and --min-score 0', async () => {
    const r = await run(['match', 'we use conventional commits, how should I word this bug fix?', '--skills', 'skills'], join(FIXTURES, 'five-skills'))
    expect(r.out).toMatch(/\nwhy: the best candidate, git-commit-messages, .* beyond its strongest word: under the bar of 4 .*--min-score 0 would answer it$/)
  })
})

describe('loadout eval', () => {
  const queries = join(basic, 'queries.jsonl')

  it('prints the metrics per slice and exits 0', async () => {
    const r = await run(['eval', '--skills', 'skills', '--queries', queries], basic)
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^4 cases, median match [\d.]+ µs/)
    expect(r.out).toMatch(/\nall\s+3\s+1\.000\s+1\.000\s+1\.000\s+1\.000/)
    expect(r.out).toMatch(/\nzh\s+1\s+1\.000/)
    expect(r.out).not.toContain('misses')
  })

  it('--json prints the documented object', async () => {
    const r = await run(['eval', '--skills', 'skills', '--queries', queries, '--json'], basic)
    const report = JSON.parse(r.out)
    expect(Object.keys(report)).toEqual(['n', 'hit1', 'success5', 'mrr10', 'abstain', 'lostToAbstain', 'medianMatchUs', 'slices'])
    expect(report).toMatchObject({ n: 3, hit1: 1, success5: 1, mrr10: 1, abstain: 1 })
    expect(Object.keys(report.slices)).toEqual(['en', 'lexical', 'negative', 'paraphrase', 'zh'])
    expect(report.slices.lexical).toEqual({ n: 2, hit1: 1, success5: 1, mrr10: 1, abstain: null, lostToAbstain: 0 })
    expect(report.slices.negative).toMatchObject({ n: 0, abstain: 1 })
  })

  it('fails under a threshold, listing the misses: a team keeps its routing cases in CI', async () => {
    const dir = tempDir('eval-cases')
    writeTree(dir, {
      'cases.jsonl': `${JSON.stringify({ qid: 'rn', query: 'write the release notes', relevant: ['release-notes'] })}\n${
        JSON.stringify({ qid: 'pdf', query: 'extract pdf tables to csv', relevant: ['pdf-tables'] })}\n`,
    })
    const cases = join(dir, 'cases.jsonl')
    const r = await run(['eval', '--skills', 'skills', '--queries', cases, '--min-success5', '0.9'], basic)
    expect(r.code).toBe(1)
    expect(r.out).toContain('misses (1):\n  rn: write the release notes\n      want release-notes; got (nothing)')
    expect(r.err).toContain('below the threshold (success5 0.5, hit1 0.5)')
    expect((await run(['eval', '--skills', 'skills', '--queries', cases, '--min-success5', '0.5'], basic)).code).toBe(0)
  })

  it('scores several --queries files as one set, and --min-score routes with that evidence bar', async () => {
    const dir = tempDir('eval-bar')
    writeTree(dir, { 'more.jsonl': `${JSON.stringify({ qid: 'm1', query: 'bake sourdough bread at home', relevant: [], lang: 'en', kind: 'negative' })}\n` })
    const both = JSON.parse((await run(['eval', '--skills', 'skills', '--queries', queries, '--queries', join(dir, 'more.jsonl'), '--json'], basic)).out)
    expect(both.slices.negative).toMatchObject({ abstain: 1 })
    expect(both.n).toBe(3)
    // A bar no skill reaches abstains on every case: the positives are lost to it, and eval says so.
    const strict = JSON.parse((await run(['eval', '--skills', 'skills', '--queries', queries, '--min-score', '1000', '--json'], basic)).out)
    expect(strict).toMatchObject({ success5: 0, abstain: 1, lostToAbstain: 1 })
    // Bar 0 never abstains: the off-topic case gets whatever shares a word with it, or nothing.
    const open = JSON.parse((await run(['eval', '--skills', 'skills', '--queries', queries, '--min-score', '0', '--json'], basic)).out)
    expect(open.success5).toBe(1)
    expect((await run(['eval', '--skills', 'skills', '--queries', queries, '--min-score', 'high'], basic)).err).toContain('--min-score takes a number >= 0, got high')
  })

  it('exits 2 on a bad queries file, naming the line', async () => {
    const dir = tempDir('eval-bad')
    writeTree(dir, { 'bad.jsonl': '{"query":"ok","relevant":[]}\n{not json}\n' })
    const r = await run(['eval', '--skills', 'skills', '--queries', join(dir, 'bad.jsonl')], basic)
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/bad\.jsonl:2: not valid JSON/)
    expect((await run(['eval', '--skills', 'skills'], basic)).code).toBe(2)
    expect((await run(['eval', '--skills', 'skills', '--queries', join(dir, 'missing.jsonl')], basic)).err).toContain('cannot read')
    expect((await run(['eval', '--skills', 'skills', '--queries', join(dir, 'bad.jsonl'), '--min-hit1', '2'], basic)).code).toBe(2)
  })
})

describe('loadout check for CI', () => {
  it('--strict fails on warnings too, and --json gives relative files', async () => {
    const dir = tempDir('cli-strict')
    writeTree(dir, {
      'skills/ok/SKILL.md': skillMd('ok', 'Fine.'),
      'user/ok/SKILL.md': skillMd('ok', 'Shadowed copy.'),
    })
    const loose = await run(['check', '--skills', 'skills', '--skills', 'user'], dir)
    expect(loose.code).toBe(0)
    expect(loose.out).toBe('user/ok/SKILL.md:1:1: warning: skill "ok" is shadowed by skills/ok/SKILL.md (an earlier source wins) [shadowed]')
    expect((await run(['check', '--skills', 'skills', '--skills', 'user', '--strict'], dir)).code).toBe(1)
    const json = JSON.parse((await run(['check', '--skills', 'skills', '--skills', 'user', '--json'], dir)).out)
    expect(json.diagnostics).toEqual([{ level: 'warning', code: 'shadowed', message: expect.stringContaining('shadowed'), file: 'user/ok/SKILL.md', line: 1, column: 1 }])
  })
})

describe('loadout export', () => {
  it('prints an ai-loadout LoadoutIndex, or writes it with --out', async () => {
    const r = await run(['export', '--format', 'ai-loadout', '--skills', 'skills'], basic)
    expect(r.code).toBe(0)
    const index = JSON.parse(r.out)
    expect(index.version).toBe('1.0.0')
    expect(index.entries.map((e: { id: string }) => e.id)).toContain('pdf-tables')
    const dir = tempDir('cli-export')
    const out = join(dir, 'index.json')
    const w = await run(['export', '--skills', 'skills', '--out', out], basic)
    expect(w.err).toBe(`wrote ${out}: 5 entries\n5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings`)
    expect(JSON.parse(readFileSync(out, 'utf8')).entries).toHaveLength(5)
    expect((await run(['export', '--format', 'yaml', '--skills', 'skills'], basic)).code).toBe(2)
  })
})
