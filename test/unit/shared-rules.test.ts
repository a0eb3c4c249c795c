/**
 * Rules that several layers read, each defined once: the BM25 IDF (the indexer's weights, the router's short-task
 * bar, insight's explanations), the words of an ai-loadout pattern (the scorer's bonus, insight, the compile's
 * character folds) and what a glossary line is (the `glossary` option and the compile).
 */
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { compileGlossary, glossaryLineProblem } from '../../src/core/index/glossary'
import { analyzeDocs, indexDoc, termWeight } from '../../src/core/index/indexer'
import { resolveOptions } from '../../src/core/options'
import { Insight } from '../../src/analysis/insight'
import { entryTable } from '../../src/runtime/literals'
import { bm25Idf, createLoadout, patternWords, PRIOR_DOCS } from '../../src/runtime/loadout'
import { Scorer } from '../../src/runtime/scorer'
import { tokenize } from '../../src/runtime/tokenize'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

async function compiled() {
  const dir = writeTree(tempDir('shared-rules'), {
    'skills/gizmo-tuning/SKILL.md': skillMd('gizmo-tuning', 'Calibrate machines on the factory floor.', 'Check each widget.\n'),
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF files into CSV.', 'A widget may help.\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.', 'No widget here.\n'),
    'skills/docker-images/SKILL.md': skillMd('docker-images', 'Build small, secure Docker images.', 'The widget layer.\n', 'patterns: ["fill_form invoice"]\n'),
    'skills/sql-tuning/SKILL.md': skillMd('sql-tuning', 'Tune slow SQL queries with EXPLAIN ANALYZE.'),
  })
  const r = await compile({ root: dir })
  expect(r.errorCount).toBe(0)
  return r
}

describe('bm25Idf', () => {
  it('falls as more documents hold the term, stays positive, and counts PRIOR_DOCS pseudo-documents', () => {
    for (const count of [1, 5, 300]) {
      for (let df = 0; df < count; df++) {
        expect(bm25Idf(df, count)).toBeGreaterThan(bm25Idf(df + 1, count))
        expect(bm25Idf(df + 1, count)).toBeGreaterThan(0)
      }
    }
    // A term every one of 5 documents holds is still worth something: the prior keeps small collections scoring.
    expect(bm25Idf(5, 5)).toBeCloseTo(Math.log(1 + (PRIOR_DOCS + 0.5) / 5.5), 12)
  })

  it('is the IDF of the indexer, of the router\'s short-task bar and of insight, to the last bit', async () => {
    const r = await compiled()
    const stats = analyzeDocs(r.data.entries.map((e, i) => indexDoc(e, r.bodies[i]!)))
    const task = 'widget sql'
    const terms = [...new Set(tokenize(task))]
    const expected = terms.map(t => bm25Idf(stats.df.get(t)!, stats.count))
    expect(expected.every(x => x > 0)).toBe(true)

    // The router: the sum of the typed terms' IDFs, read from the postings' counts.
    const scorer = new Scorer(r.data, entryTable(r.data)!)
    scorer.score(task)
    expect(scorer.typedIdfSum()).toBe(expected[0]! + expected[1]!)

    // Insight: the IDF it shows for each term of the task.
    const shown = new Insight(r).explain(task).terms
    expect(shown.map(t => t.term)).toEqual(terms)
    shown.forEach((t, k) => expect(t.idf).toBe(Math.round(expected[k]! * 1000) / 1000))

    // The indexer: one document, two terms in the same field as often (the body of sql-tuning holds none of them;
    // gizmo-tuning's body holds "widget" and its name "tuning"): the weights' ratio is the IDFs' ratio.
    const d = r.data.entries.findIndex(e => e.id === 'gizmo-tuning')
    const [a, b] = ['widget', 'check'].map(t => termWeight(stats, d, t))
    expect(stats.df.get('check')).toBe(1)
    expect(stats.df.get('widget')).toBe(4)
    expect(a! / b!).toBeCloseTo(bm25Idf(4, stats.count) / bm25Idf(1, stats.count), 12)
  })
})

describe('patternWords', () => {
  it('reads "_" as a space and gives each word once', () => {
    expect(patternWords('fill_form the form', tokenize)).toEqual(['fill', 'form'])
    expect(patternWords('', tokenize)).toEqual([])
  })

  it('is what the scorer\'s pattern bonus reads: every word of the pattern in the task', async () => {
    const r = await compiled()
    const lo = createLoadout(r.data, r.bodies.map(b => () => Promise.resolve(b)))
    const score = (task: string) => lo.search(task, { limit: 10 }).find(x => x.id === 'docker-images')?.score ?? 0
    // "fill form invoice" holds every word of "fill_form invoice"; "fill_form" alone does not.
    expect(score('widget fill form invoice') - score('widget fill invoice')).toBeGreaterThanOrEqual(4)
  })
})

describe('glossaryLineProblem', () => {
  it('accepts exactly three "|" fields with English words, an empty Chinese or Japanese field included', () => {
    expect(glossaryLineProblem('kubectl|库布|キューブ')).toBeUndefined()
    expect(glossaryLineProblem('kubectl|库布|')).toBeUndefined()
    expect(glossaryLineProblem('kubectl||キューブ')).toBeUndefined()
  })

  it('refuses two fields or four, blank English, and what is not a string', () => {
    expect(glossaryLineProblem('kubectl|库布')).toMatch(/2 fields/)
    expect(glossaryLineProblem('kubectl|库布|キューブ|more')).toMatch(/4 fields/)
    expect(glossaryLineProblem('just words')).toMatch(/1 field /)
    expect(glossaryLineProblem('  |库布|キューブ')).toMatch(/no English/)
    expect(glossaryLineProblem(3)).toMatch(/not a string/)
  })

  it('is the rule of both the `glossary` option and the compile (a two-field line is refused by both)', () => {
    for (const line of ['kubectl|库布', '  |库布|キューブ', 'a|b|c|d']) {
      expect(() => resolveOptions({ glossary: [line] })).toThrow(/`glossary` must be/)
      expect(() => compileGlossary(() => true, tokenize, [line])).toThrow(/extra line 1 should be/)
    }
    expect(() => resolveOptions({ glossary: ['kubectl|库布|'] })).not.toThrow()
    expect(() => compileGlossary(() => true, tokenize, ['kubectl|库布|'])).not.toThrow()
  })
})
