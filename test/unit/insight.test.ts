import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { Insight, parseUsage, summarizeUsage } from '../../src/analysis/insight'
import { abstainBar, createLoadout, UNIGRAM_WEIGHT } from '../../src/runtime/loadout'
import { tokenize } from '../../src/runtime/tokenize'
import type { LoadoutEvent } from '../../src/runtime/types'
import { CORPUS, FIXTURES, HAS_CORPUS, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const basic = join(FIXTURES, 'basic')
let result: CompileResult
let insight: Insight

beforeAll(async () => {
  result = await compile({ root: basic, skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
  insight = new Insight(result)
})

const cli = runCli

describe('explain', () => {
  it('gives the matched terms per field with their weights for each result', () => {
    const ex = insight.explain('extract the tables from these PDF invoices into CSV')
    expect(ex.abstained).toBe(false)
    expect(ex.results.map(r => [r.id, r.verdict])).toEqual([['house-rules', 'returned at position 1'], ['pdf-tables', 'returned at position 2']])
    const pdf = ex.results[1]!
    expect(pdf.terms.map(t => t.term)).toEqual(expect.arrayContaining(['pdf', 'tabl', 'csv', 'extract', 'invoic']))
    const term = pdf.terms.find(t => t.term === 'pdf')!
    expect(term.fields).toMatchObject({ name: 2, tags: 1, description: 2 })
    expect(Object.values(term.shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2)
    // The weights explain the score: with the rules' bonus (here: the task holds both words of "pdf-tables"), they add
    // up to it.
    expect(pdf.rules).toContain('the task holds every word of the name "pdf-tables" (pdf, tabl): +4')
    expect(pdf.bonus).toBe(4)
    expect(pdf.terms.reduce((a, t) => a + t.weight, pdf.bonus)).toBeCloseTo(pdf.score, 0)
    expect(ex.results[0]!.rules).toEqual(['core: always returned first, with score 1'])
  })

  it('says why a named skill was left out: manual, no shared term, trigger, abstained', () => {
    expect(insight.explain('write the release notes', { id: 'release-notes' }).target!.verdict).toBe('left out: manual skills are never auto-loaded')
    expect(insight.explain('resize images', { id: 'pdf-tables' }).target!.verdict).toBe('left out: no term of the task occurs in this skill')
    expect(insight.explain('fix the ci workflow runner', { id: 'ci-workflows', trigger: 'edit' }).target!.verdict).toBe('left out: filtered by trigger "edit"')
    const weak = insight.explain('I want to read a long novel about tables and chairs in the countryside', { id: 'pdf-tables' })
    expect(weak.abstained).toBe(true)
    expect(weak.target!.verdict).toBe('left out: the router abstained (see why above)')
    // The reason names the best candidate, its evidence by words and the bar it missed.
    const best = weak.results.find(r => r.tier === 'domain')!
    expect(weak.abstainReason).toContain(`the best candidate, ${best.id}, has evidence ${best.evidence.total}`)
    expect(best.evidence.total).toBeLessThan(weak.threshold.minScore)
    // The bar of this small catalog, which explain states with the size it comes from.
    const bar = Math.round(abstainBar(insight.loadout.entries.length) * 1000) / 1000
    expect(bar).toBeLessThan(12)
    expect(weak.abstainReason).toMatch(new RegExp(`under the bar of ${bar}$`))
    expect(weak.threshold.rule).toContain(`in a catalog of ${insight.loadout.entries.length} skills`)
    expect(() => insight.explain('pdf tables', { id: 'no-such-skill' })).toThrow('Unknown skill "no-such-skill"')
  })

  it('reports the pattern and exact-name rules', () => {
    const ci = insight.explain('set up a ci pipeline for the runner', { id: 'ci-workflows' }).target!
    expect(ci.rules).toContain('pattern "ci_pipeline": every word occurs, +4')
    expect(ci.terms.reduce((a, t) => a + t.weight, ci.bonus)).toBeCloseTo(ci.score, 0)
    const spelled = insight.explain('use pdf-tables on this', { id: 'pdf-tables' }).target!
    expect(spelled.rules).toContain('the task spells the name "pdf-tables": exact-name bonus (in its weight)')
    // Spelling the name also holds its words: both bonuses, and the weights still explain the score.
    expect(spelled.bonus).toBe(4)
    expect(spelled.terms.reduce((a, t) => a + t.weight, spelled.bonus)).toBeCloseTo(spelled.score, 0)
  })

  it('runs from the CLI, as text and JSON, with exit codes', async () => {
    const r = await cli(['explain', 'extract pdf tables to csv', '--skills', 'skills', '--id', 'release-notes'], basic)
    expect(r.code).toBe(0)
    expect(r.out).toContain('threshold: ')
    expect(r.out).toMatch(/ {2}pdf-tables {2}\[domain\] {2}score [\d.]+, rank 1, evidence [\d.]+ \(\d+ words, [\d.]+ beyond the strongest\): returned at position 2/)
    expect(r.out).toMatch(/ {6}pdf +\+ *[\d.]+ {2}name x2 \(\d+%\), tags x1/)
    expect(r.out).toContain('skill release-notes:\n  release-notes  [manual]')
    expect(JSON.parse((await cli(['explain', 'extract pdf tables', '--skills', 'skills', '--json'], basic)).out).results).toHaveLength(2)
    expect((await cli(['explain', 'x', '--skills', 'skills', '--id', 'nope'], basic)).code).toBe(2)
    // One word of evidence is "1 word" (it read "(1 words").
    const one = await cli(['explain', 'pdf', '--skills', 'skills', '--id', 'pdf-tables'], basic)
    expect(one.out).toMatch(/evidence [\d.]+ \(1 word, /)
    expect(one.out).not.toMatch(/\b1 words\b/)
    expect((await cli(['explain', '--skills', 'skills'], basic)).code).toBe(2)
  })
})

describe('overlaps', () => {
  it('puts forks first, then translations (same name), then near-duplicates; unrelated skills never', async () => {
    const r = await compile({ root: join(FIXTURES, 'overlap'), skills: ['skills'] })
    const pairs = new Insight(r).overlaps()
    expect(pairs.map(p => `${p.a}~${p.b}`)).toEqual([
      'fork/brainstorming~team/brainstorming',
      'fork/brainstorming~zh/brainstorming',
      'team/brainstorming~zh/brainstorming',
      'query-optimizer~sql-tuning',
    ])
    expect(pairs[0]).toMatchObject({ sameName: true, corank: true })
    expect(pairs[0]!.similarity).toBeGreaterThan(0.5)
    expect(pairs[3]).toMatchObject({ sameName: false, corank: true })
    expect(pairs[3]!.shared).toEqual(expect.arrayContaining(['sql', 'explain', 'index']))
  })

  it('prints a table and --json from the CLI', async () => {
    const cwd = join(FIXTURES, 'overlap')
    const r = await cli(['overlaps', '--skills', 'skills'], cwd)
    expect(r.out.split('\n')[1]).toMatch(/^fork\/brainstorming +team\/brainstorming +\d\.\d\d +0\.\d\d +same name, rank each other top 3: brainstorm/)
    expect(JSON.parse((await cli(['overlaps', '--skills', 'skills', '--json', '--limit', '1'], cwd)).out)).toHaveLength(1)
    expect((await cli(['overlaps', '--skills', 'skills', '--min-similarity', '2'], cwd)).code).toBe(2)
  })

  it.skipIf(!HAS_CORPUS)('on the real corpus, known forks and translations come out on top', { timeout: 60_000 }, async () => {
    const r = await compile({ root: join(CORPUS, '..'), skills: ['corpus'] })
    const pairs = new Insight(r).overlaps({ limit: 60 })
    const top = pairs.map(p => `${p.a}~${p.b}`)
    expect(top.slice(0, 10)).toContain('kouko-monkey-skills/systematic-debugging~obra-superpowers/systematic-debugging')
    expect(top).toContain('obra-superpowers/brainstorming~superpowers-zh/brainstorming')
    expect(pairs.slice(0, 20).every(p => p.sameName || p.similarity > 0.5)).toBe(true)
  })
})

describe('usage events and the usage report', () => {
  it('emits match, search, load and readResource events, without task text unless asked', async () => {
    const events: LoadoutEvent[] = []
    const withText: LoadoutEvent[] = []
    const lo = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)), { onEvent: e => events.push(e) })
    const stop = lo.onEvent(e => withText.push(e), { includeTask: true })
    lo.onEvent(() => {
      throw new Error('a broken logger')
    })
    lo.match('extract pdf tables into csv')
    await lo.load('pdf-tables')
    lo.search('release notes')
    await lo.load('release-notes')
    await lo.load('image-resize')
    stop()
    lo.match('bake bread')
    expect(events.map(e => e.type)).toEqual(['match', 'load', 'search', 'load', 'load', 'match'])
    expect(events[0]).toMatchObject({ type: 'match', abstained: false, results: [{ id: 'house-rules', rank: 1, tier: 'core' }, { id: 'pdf-tables', rank: 2, tier: 'domain' }] })
    expect(events[0]).not.toHaveProperty('task')
    expect((events[0] as { taskHash: string }).taskHash).toMatch(/^[0-9a-f]{8}$/)
    expect(events[1]).toEqual({ type: 'load', id: 'pdf-tables', tokens: expect.any(Number), rank: 2, taskHash: (events[0] as { taskHash: string }).taskHash })
    expect(events[3]).toMatchObject({ type: 'load', id: 'release-notes', rank: 1 })
    expect(events[4]).toEqual({ type: 'load', id: 'image-resize', tokens: expect.any(Number) })
    expect(events[5]).toMatchObject({ type: 'match', abstained: true })
    expect(withText[0]).toMatchObject({ task: 'extract pdf tables into csv' })
    expect(withText).toHaveLength(5)
    expect(JSON.stringify(events)).not.toContain('extract pdf')
  })

  it('reaches a listener added after match, load and readResource were first called (the hub is made on the first listener)', async () => {
    const lo = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
    lo.match('extract pdf tables into csv')
    await lo.load('pdf-tables')
    const events: LoadoutEvent[] = []
    lo.onEvent(e => events.push(e))
    lo.match('extract pdf tables into csv')
    await lo.load('pdf-tables')
    lo.search('release notes')
    expect(events.map(e => e.type)).toEqual(['match', 'load', 'search'])
    expect(events[1]).toMatchObject({ type: 'load', id: 'pdf-tables', rank: 2 })
  })

  it('summarises a JSONL log: loads per task, observed vs estimated tokens, dead skills', async () => {
    const lines: string[] = []
    const lo = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)), {
      onEvent: e => lines.push(JSON.stringify({ ts: '2026-11-29T00:00:00Z', ...e })),
    })
    for (const task of ['extract pdf tables into csv', 'pdf invoices to csv tables', 'fix the ci workflow runner cache']) {
      const top = lo.match(task).find(r => r.tier === 'domain')
      if (top) await lo.load(top.id)
    }
    lo.match('bake bread')
    const events = parseUsage(lines.join('\n'))
    const s = summarizeUsage(result.data.entries, events)
    expect(s).toMatchObject({ tasks: 4, loads: 3, loadsPerTask: 0.8, abstained: 1 })
    const pdf = result.data.entries.find(e => e.id === 'pdf-tables' && !e.shadowedBy)!.tokens
    const ci = result.data.entries.find(e => e.id === 'ci-workflows')!.tokens
    expect(s.observedTokensPerTask).toBe(Math.round((2 * pdf + ci) / 4))
    expect(s.skills[0]).toMatchObject({ id: 'pdf-tables', loads: 2, matched: 2, meanRank: 2 })
    expect(s.dead).toEqual(['image-resize', 'release-notes', 'translate-docs'])

    const dir = writeTree(tempDir('usage'), { 'usage.jsonl': `${lines.join('\n')}\n`, 'bad.jsonl': '{"type":"load","id":"x","tokens":1}\n{"type":"nope"}\n' })
    const r = await cli(['usage', '--skills', 'skills', '--skills', 'user-skills', '--log', join(dir, 'usage.jsonl')], basic)
    expect(r.code).toBe(0)
    expect(r.out).toContain('4 tasks routed (1 abstained), 3 loads: 0.8 per task')
    expect(r.out).toMatch(/pdf-tables +2 +2 +2\.0/)
    expect(r.out).toContain('dead skills (never loaded): 3\n  image-resize\n  release-notes\n  translate-docs')
    const bad = await cli(['usage', '--skills', 'skills', '--log', join(dir, 'bad.jsonl')], basic)
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/bad\.jsonl:2: each line needs "type"/)
    expect((await cli(['usage', '--skills', 'skills'], basic)).code).toBe(2)
  })
})

describe('explain and the glossary', () => {
  it('lists the English terms a Chinese task gains, and their weights still add up to the score', async () => {
    const dir = writeTree(tempDir('explain-glossary'), {
      'skills/gdrive-upload/SKILL.md': skillMd('gdrive-upload', 'Upload a file to Google Drive with its metadata.'),
      'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes for a version from merged pull requests.'),
    })
    const ex = new Insight(await compile({ root: dir })).explain('帮我把这份报告上传到谷歌云盘的文件夹里')
    expect(ex.expanded.map(t => t.term)).toEqual(expect.arrayContaining(['upload', 'googl']))
    const top = ex.results[0]!
    expect(top.id).toBe('gdrive-upload')
    expect(top.terms.find(t => t.term === 'upload')!.glossary).toBeGreaterThan(0)
    expect(top.terms.reduce((a, t) => a + t.weight, top.bonus)).toBeCloseTo(top.score, 0)
  })
})

describe('explain and one-character terms', () => {
  it('counts a kanji noun before a particle at UNIGRAM_WEIGHT, and the weights still add up to the score', async () => {
    const dir = writeTree(tempDir('explain-unigram'), {
      'skills/zu/SKILL.md': skillMd('zu', '処理の順番を図に描いて、READMEに貼れる形で出します。'),
      'skills/hyou/SKILL.md': skillMd('hyou', '売上の数字を表にまとめます。'),
    })
    const r = await compile({ root: dir })
    const task = 'サービス同士の呼び出しの順番を図にしてほしい'
    expect(tokenize(task)).toContain('図')
    const ex = new Insight(r).explain(task)
    const top = ex.results[0]!
    expect(top.id).toBe('zu')
    const zu = top.terms.find(t => t.term === '図')!
    const order = top.terms.find(t => t.term === '顺番')!
    // Both terms occur once in the same description: the kanji counts half of what it would as a bigram.
    expect(zu.fields).toEqual(order.fields)
    expect(zu.weight).toBeCloseTo(order.weight * UNIGRAM_WEIGHT, 1)
    expect(top.terms.reduce((a, t) => a + t.weight, top.bonus)).toBeCloseTo(top.score, 0)
  })
})

describe('explain and pruned postings', () => {
  it('gives a term worth under one score unit to a skill weight 0, marked pruned, as the index leaves it out', async () => {
    // Twelve skills whose long bodies each say "project" once: a common word, weak in each.
    const files: Record<string, string> = {}
    for (let i = 0; i < 12; i++) {
      const filler = Array.from({ length: 200 }, (_, k) => `word${i}x${k}`).join(' ')
      files[`skills/s${i}/SKILL.md`] = skillMd(`s${i}`, `Handles topic${i} requests.`, `# s${i}\n\n${filler} project ${filler}\n`)
    }
    const r = await compile({ root: writeTree(tempDir('explain-pruned'), files) })
    const task = 'the project needs topic3 handled with care, please'
    const top = new Insight(r).explain(task).results[0]!
    expect(top.id).toBe('s3')
    const project = top.terms.find(t => t.term === 'project')!
    expect(project).toMatchObject({ weight: 0, pruned: true })
    expect(project.fields).toEqual({ body: 1 })
    expect(top.terms.find(t => t.term === 'topic3')!.pruned).toBeUndefined()
    // The weights still add up to the score the runtime gives.
    expect(top.terms.reduce((a, t) => a + t.weight, top.bonus)).toBeCloseTo(top.score, 0)
    const loadout = createLoadout(r.data, [])
    expect(loadout.search(task)[0]).toMatchObject({ id: 's3', score: top.score })
    // The index holds no posting of "project" at all: every skill's is under one unit.
    expect(loadout.search('project')).toEqual([])
    expect(loadout.search('topic3 project').map(m => m.matched)).toEqual([['topic3']])
    // And the CLI says so.
    const out = await cli(['explain', task, '--skills', 'skills'], writeTree(tempDir('explain-pruned-cli'), files))
    expect(out.out).toMatch(/project +\+ +0\.00 +body x1 \(100%\) +\(under 1: not indexed\)/)
  })
})
