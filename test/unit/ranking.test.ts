import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { buildIndex } from '../../src/core/index/indexer'
import { Insight } from '../../src/analysis/insight'
import { ABSTAIN_RATIO, ABSTAIN_REST, ABSTAIN_SCORE, bm25Idf, confidenceOf, createLoadout, SHORT_TASK } from '../../src/runtime/loadout'
import { foldsFor, tokenize } from '../../src/runtime/tokenize'
import type { LoadoutData, SkillEntry } from '../../src/runtime/types'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

async function loadoutOf(files: Record<string, string>) {
  const dir = writeTree(tempDir('rank'), files)
  const r = await compile({ root: dir })
  expect(r.errorCount).toBe(0)
  return createLoadout(r.data, r.bodies.map(b => () => Promise.resolve(b)))
}

const ids = (results: Array<{ id: string, tier: string }>) => results.filter(r => r.tier !== 'core').map(r => r.id)

describe('ranking', () => {
  it('weights the name over the body', async () => {
    const lo = await loadoutOf({
      'skills/kubernetes-deploy/SKILL.md': skillMd('kubernetes-deploy', 'Roll out services to a cluster with manifests and rollbacks.'),
      'skills/release-checklist/SKILL.md': skillMd('release-checklist', 'Steps before tagging a release.', 'Remember kubernetes if you deploy there.\n'),
    })
    expect(ids(lo.match('kubernetes deploy of the payments service'))[0]).toBe('kubernetes-deploy')
  })

  it('reads the folders above a skill as context, not as its name', async () => {
    const lo = await loadoutOf({
      // A collection whose folder says "agents": its skills are not about agents.
      'skills/acme-agents/invoice-parser/SKILL.md': skillMd('invoice-parser', 'Parse invoices into JSON line items.'),
      'skills/acme-agents/csv-cleaner/SKILL.md': skillMd('csv-cleaner', 'Clean messy CSV exports.'),
      'skills/tools/task-fanout/SKILL.md': skillMd('task-fanout', 'Split work across several agents running in parallel.'),
      // Category folders still count a little: the frontend audit wins a frontend task.
      'skills/frontend/page-audit/SKILL.md': skillMd('page-audit', 'Audit page load speed and find what slows it.'),
      'skills/backend/page-audit/SKILL.md': skillMd('page-audit', 'Audit page load speed and find what slows it.'),
    })
    const agents = lo.search('have agents work on this in parallel')
    expect(ids(agents)[0]).toBe('tools/task-fanout')
    // The collection's name alone reaches its skills only weakly, far below the skill that is about agents.
    for (const r of agents.filter(r => r.id.startsWith('acme-agents/'))) expect(r.score).toBeLessThan(agents[0]!.score / 3)
    expect(ids(lo.search('frontend page load audit'))[0]).toBe('frontend/page-audit')
    expect(ids(lo.search('backend page load audit'))[0]).toBe('backend/page-audit')
  })

  it('gives a bonus to a task that spells a multi-word name out', async () => {
    const lo = await loadoutOf({
      'skills/skill-creator/SKILL.md': skillMd('skill-creator', 'Package instructions as a reusable skill.'),
      'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes for a version from merged pull requests and commits.'),
    })
    // Spelled as the name: the named skill wins even though the rest of the task is about release notes.
    const spelled = lo.match('use skill-creator to write release notes from pull requests')
    expect(ids(spelled)[0]).toBe('skill-creator')
    expect(spelled.find(r => r.id === 'skill-creator')!.matched).toContain('skillcreator')
    // The same words without the name spelled out: the task's topic wins.
    expect(ids(lo.match('use a skill creator to write release notes from pull requests'))[0]).toBe('release-notes')
  })

  it('gives a bonus to a task that holds every word of a multi-word name, in any order', async () => {
    const lo = await loadoutOf({
      'skills/gws-sheets/SKILL.md': skillMd('gws-sheets', 'Values in Google spreadsheets.'),
      'skills/gws-shared/SKILL.md': skillMd('gws-shared', 'Auth and global flags of the gws CLI, for Sheets, Drive and Docs.'),
      'skills/sheets-append/SKILL.md': skillMd('sheets-append', 'Append rows to a Google Sheet.'),
    })
    const task = 'read A1:F200 from the Inventory Google Sheet with the gws CLI and write flags back'
    const results = lo.search(task)
    // Without the bonus the shared CLI skill wins on "gws", "CLI" and "flags"; the task names gws-sheets.
    expect(ids(results)[0]).toBe('gws-sheets')
    const without = (id: string) => results.find(r => r.id === id)!
    // sheets-append lacks "append": no bonus. The bonus is 4 points on top of the terms' weights.
    expect(without('gws-sheets').score - 4).toBeLessThan(without('gws-shared').score)
    // One word of a name is not the name.
    expect(ids(lo.search('the gws CLI flags'))[0]).toBe('gws-shared')
  })

  it('gives no name-words bonus to a name of words most skills use', async () => {
    const files: Record<string, string> = {
      'skills/design-system/SKILL.md': skillMd('design-system', 'Tokens and components of a UI kit.'),
      'skills/color-audit/SKILL.md': skillMd('color-audit', 'Audit the colors of a UI kit.'),
    }
    // "design" is in 8 of 10 skills: far past a fifth of them.
    for (let i = 0; i < 8; i++) files[`skills/s${i}/SKILL.md`] = skillMd(`s${i}`, `Design topic ${i} of the system ${i}.`)
    const r = await compile({ root: writeTree(tempDir('rank'), files) })
    expect(r.errorCount).toBe(0)
    expect(r.data.index.names ?? '').not.toContain('design')
    // color-audit is rare enough to name its skill.
    expect(r.data.index.names).toContain('color')
    const explained = new Insight(r).explain('design a color audit for the system', { id: 'design-system' })
    expect(explained.target!.rules.join('\n')).not.toContain('every word of the name')
    expect(explained.target!.bonus).toBe(0)
    const audit = new Insight(r).explain('design a color audit for the system', { id: 'color-audit' }).target!
    expect(audit.bonus).toBe(4)
    expect(audit.terms.reduce((a, t) => a + t.weight, audit.bonus)).toBeCloseTo(audit.score, 0)
  })

  it('abstains on unrelated tasks of any length, answers short relevant ones', async () => {
    const lo = await loadoutOf({
      'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lint and format YAML files with yamllint.'),
      'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF reports into CSV.'),
    })
    expect(ids(lo.match('lint yaml'))).toEqual(['yaml-lint'])
    expect(ids(lo.match('bake bread'))).toEqual([])
    expect(ids(lo.match('Plan a five day trip to Kyoto in autumn with temples, gardens and a budget for two people.'))).toEqual([])
  })

  it('abstains when one matching word is all the best skill has (a trap word), and answers the task it is for', async () => {
    const files = {
      // A pattern of the trap word alone adds PATTERN_BONUS: with it the word scores past ABSTAIN_SCORE.
      'skills/canary/SKILL.md': skillMd('canary', 'Canary releases. Ship a canary deployment to a small share of traffic, watch the error rate, roll back.', undefined, 'patterns: [canary]\n'),
      'skills/loom-video/SKILL.md': skillMd('loom-video', 'Record Loom videos of a screen and share them with the team.'),
      'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF reports into CSV.'),
      'skills/sql-tuning/SKILL.md': skillMd('sql-tuning', 'Tune slow SQL queries with EXPLAIN ANALYZE.'),
    }
    const lo = await loadoutOf(files)
    const trap = 'My canary stopped singing and its heart rate seems high. Is he sick?'
    // The skill leads search on that word (and one weak other) with a score past the bar...
    const [lead] = lo.search(trap)
    expect(lead!.id).toBe('canary')
    expect(lead!.score).toBeGreaterThanOrEqual(ABSTAIN_SCORE)
    // ...but one word does not make the task about it.
    expect(ids(lo.match(trap))).toEqual([])
    expect(ids(lo.match('Set up a canary deployment that rolls back when the error rate climbs'))[0]).toBe('canary')
    // A caller's bar moves the first rule only: a lower one still turns down the one-word match; 0 answers anything.
    expect(ids(lo.match(trap, { minScore: 1 }))).toEqual([])
    expect(ids(lo.match(trap, { minScore: 0 }))[0]).toBe('canary')
    // explain names the bar that was missed: what the skill holds beyond its strongest word.
    const dir = writeTree(tempDir('rank-trap'), files)
    const why = new Insight(await compile({ root: dir })).explain(trap)
    expect(why.abstained).toBe(true)
    expect(why.results[0]!.evidence.rest).toBeLessThan(ABSTAIN_REST)
    expect(why.abstainReason).toMatch(new RegExp(`beyond its strongest word: under the bar of ${ABSTAIN_REST}`))
  })

  it('gives a confidence of 0.5 at the abstain bar, whatever the language of the task', async () => {
    expect(confidenceOf(ABSTAIN_SCORE)).toBe(0.5)
    expect(confidenceOf(0)).toBe(0)
    expect(confidenceOf(2 * ABSTAIN_SCORE)).toBeGreaterThan(confidenceOf(ABSTAIN_SCORE))
    const lo = await loadoutOf({
      'skills/db-migrate/SKILL.md': skillMd('db-migrate', '数据库迁移：编写和回滚迁移脚本，检查表结构变更。'),
      'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF reports into CSV files.'),
      'skills/css-grid/SKILL.md': skillMd('css-grid', 'Lay out pages with CSS grid.'),
    })
    // A task the router answers has a best result at or above 0.5, in English as in Chinese.
    for (const task of ['extract the tables of these pdf reports into csv files', '帮我写一个数据库迁移脚本，要能回滚']) {
      const [best] = lo.match(task).filter(r => r.tier === 'domain')
      expect(best, task).toBeDefined()
      expect(best!.confidence, task).toBeGreaterThanOrEqual(0.5)
    }
  })

  it('lets a short task pass with the lower bar its words\' IDFs set, and a long one only with ABSTAIN_SCORE', async () => {
    // A common word, in four bodies of five: weak evidence everywhere, far below ABSTAIN_SCORE.
    const lo = await loadoutOf({
      'skills/gizmo-tuning/SKILL.md': skillMd('gizmo-tuning', 'Calibrate machines on the factory floor.', 'Check each widget.\n'),
      'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF files into CSV.', 'A widget may help.\n'),
      'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'No widget here.\n'),
      'skills/docker-images/SKILL.md': skillMd('docker-images', 'Build small, secure Docker images.', 'The widget layer.\n'),
      'skills/sql-tuning/SKILL.md': skillMd('sql-tuning', 'Tune slow SQL queries with EXPLAIN ANALYZE.'),
    })
    const best = lo.search('widget')[0]!.score
    expect(best).toBeLessThan(ABSTAIN_SCORE)
    // The bar of a short task: ABSTAIN_RATIO of its terms' IDFs, as the indexer weighs them (4 of 5 skills hold it).
    const df = 4
    const bar = ABSTAIN_RATIO * bm25Idf(df, 5)
    expect(best).toBeGreaterThanOrEqual(bar)
    // The best answers; the three others share that one common word with the task, too weak for the catalog's bar.
    expect(ids(lo.match('widget')).length).toBe(1)
    expect(ids(lo.match('widget', { minScore: 0 })).length).toBe(4)
    // The same evidence in a task past SHORT_TASK characters is not enough.
    const long = 'widget '.repeat(Math.ceil(SHORT_TASK / 7) + 1)
    expect(long.length).toBeGreaterThan(SHORT_TASK)
    expect(ids(lo.match(long))).toEqual([])
  })

  it('routes Chinese and Japanese tasks to skills written in those languages', async () => {
    const lo = await loadoutOf({
      'skills/db-migrate/SKILL.md': skillMd('db-migrate', '数据库迁移：编写和回滚迁移脚本，检查表结构变更。'),
      'skills/biz-mail/SKILL.md': skillMd('biz-mail', '取引先へのビジネスメールを敬語で作成する。お詫びや催促の定型文。'),
      'skills/css-grid/SKILL.md': skillMd('css-grid', 'Lay out pages with CSS grid.'),
    })
    expect(ids(lo.match('帮我写一个数据库迁移脚本，要能回滚'))[0]).toBe('db-migrate')
    expect(ids(lo.match('納期遅延のお詫びメールを敬語で書きたい'))[0]).toBe('biz-mail')
  })

  it('breaks ties by source precedence and id, the same every time', async () => {
    const lo = await loadoutOf({
      'skills/b-twin/SKILL.md': skillMd('b-twin', 'Rotate TLS certificates.'),
      'skills/a-twin/SKILL.md': skillMd('a-twin', 'Rotate TLS certificates.'),
    })
    const first = lo.search('rotate tls certificates')
    expect(first.map(r => r.id)).toEqual(['a-twin', 'b-twin'])
    expect(first[0]!.score).toBe(first[1]!.score)
  })
})

describe('build-time and run-time tokens agree', () => {
  function entry(id: string): SkillEntry {
    return {
      id, name: id, description: '', tags: [], priority: 'domain', triggers: { task: true, plan: true, edit: true },
      patterns: [], requires: { tools: [], capabilities: [] }, allowedTools: [], tokens: 0, lines: 0, hash: id, source: 's', path: `${id}/SKILL.md`, resources: [],
    }
  }

  it('any description is found again by searching its own text, after the JSON round trip of the build', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), fc.string({ maxLength: 40 }), (text, other) => {
      fc.pre(tokenize(text).length > 0)
      const index = buildIndex([
        { name: 'target', description: text, tags: '', headings: '', body: '' },
        { name: 'other', description: other, tags: '', headings: '', body: '' },
      ])
      // Data made by hand carries the Traditional Chinese folds its index was built with (compile writes those its terms need).
      const data: LoadoutData = JSON.parse(JSON.stringify({ version: 4, sources: [], entries: [entry('target'), entry('other')], index, folds: foldsFor(() => true) }))
      const lo = createLoadout(data, [])
      const found = lo.search(text).map(r => r.id)
      expect(found).toContain('target')
    }), { numRuns: 300 })
  })
})

describe('cross-lingual glossary', () => {
  const files = {
    'skills/gdrive-upload/SKILL.md': skillMd('gdrive-upload', 'Upload a file to Google Drive with its metadata.'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes for a version from merged pull requests.'),
    'skills/invoice-reminder/SKILL.md': skillMd('invoice-reminder', 'Draft a polite reminder for an unpaid invoice.'),
  }

  it('lets Chinese and Japanese tasks reach a skill described only in English', async () => {
    const lo = await loadoutOf(files)
    for (const task of ['帮我把这份报告上传到谷歌云盘的文件夹里', 'このファイルをGoogleドライブにアップロードして']) {
      const results = lo.match(task)
      expect(ids(results)[0], task).toBe('gdrive-upload')
      expect(results[0]!.matched, task).toContain('upload')
    }
    // Nothing in the glossary relates the task to the other skills.
    expect(ids(lo.match('帮我把今天整理好的这几个文件上传到谷歌云盘'))).toEqual(['gdrive-upload'])
  })

  it('is left out with glossary: false, and takes extra lines', async () => {
    const dir = writeTree(tempDir('rank'), files)
    const off = await compile({ root: dir, glossary: false })
    expect(off.data.glossary).toBeUndefined()
    expect(ids(createLoadout(off.data, []).match('帮我把今天整理好的这几个文件上传到谷歌云盘'))).toEqual([])
    const extra = await compile({ root: dir, glossary: ['dunning|催款,催缴|督促状'] })
    // `dunning` is in no skill: the extra concept is dropped, nothing breaks.
    expect(extra.data.glossary).not.toContain('催缴')
    const own = await compile({ root: dir, glossary: ['invoice reminder|催款,催缴|督促状'] })
    // `search` (no abstaining) shows what each term reaches: 催款 only through the extra line.
    const task = '客户的账单拖了两个月，帮我写一封客气的催款信'
    expect(ids(createLoadout(own.data, []).search(task))).toEqual(['invoice-reminder'])
    expect(createLoadout(own.data, []).search(task)[0]!.matched).toEqual(expect.arrayContaining(['invoic', 'reminder']))
    expect(ids(createLoadout(off.data, []).search(task))).toEqual([])
  })
})
