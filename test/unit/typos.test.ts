import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { Insight } from '../../src/analysis/insight'
import { createLoadout } from '../../src/runtime/loadout'
import { correction, createCorrector, TYPO_MIN_DF, TYPO_MIN_LENGTH, TYPO_WEIGHT } from '../../src/runtime/typos'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

/** A document-frequency table as the index would answer it. */
const counts = (df: Record<string, number>) => (term: string) => df[term] ?? 0

describe('correction', () => {
  const df = counts({ python: 158, model: 228, label: 56, neighbor: 21, catalog: 23, rare: 2, hero: 13, arch: 5, modal: 40 })

  it('swaps two neighbouring letters, or leaves one out', () => {
    expect(correction('pyhton', df)).toBe('python')
    expect(correction('modell', df)).toBe('model')
    expect(correction('labell', df)).toBe('label')
    expect(correction('neighbour', df)).toBe('neighbor')
    expect(correction('catalogu', df)).toBe('catalog')
  })

  it('takes the candidate most skills hold, and none held by fewer than TYPO_MIN_DF', () => {
    // `mdoel`: `model` by a swap, `moel` and `mdel` by leaving a letter out: the one most skills hold wins.
    expect(correction('mdoel', counts({ model: 228, moel: 30 }))).toBe('model')
    expect(correction('mdoel', counts({ model: 228, moel: 300 }))).toBe('moel')
    expect(correction('mdoel', counts({ model: 228, mdel: 900 }))).toBe('mdel')
    expect(correction('modale', counts({ modal: 40, model: 228 }))).toBe('modal')
    expect(correction('raare', counts({ rare: TYPO_MIN_DF - 1 }))).toBe('')
    expect(correction('raare', counts({ rare: TYPO_MIN_DF }))).toBe('rare')
    expect(correction('zzzzzz', df)).toBe('')
  })

  it('leaves known words, short words and words with digits or non-ASCII letters alone', () => {
    const correct = createCorrector(counts({ python: 158, heron: 1, hero: 13, arch: 5, v2model: 1, model: 228 }))
    expect(correct(['python', 'heron', 'march', 'v2modell', 'modèle']).terms).toEqual([])
    expect('march'.length).toBeLessThan(TYPO_MIN_LENGTH)
    const fixed = correct(['write', 'pyhton', 'script', 'pyhton'])
    expect(fixed).toEqual({ terms: ['python'], factors: [TYPO_WEIGHT], from: ['pyhton'] })
    // A correction the task already spells adds nothing.
    expect(correct(['pyhton', 'python']).terms).toEqual([])
  })

  it('does not correct the joined form of a hyphenated compound, and pays no lookup for it', () => {
    const asked: string[] = []
    const correct = createCorrector((t) => {
      asked.push(t)
      return t === 'providerspcific' ? 9 : 0
    })
    // provider-specific: its parts and the joined form, which no skill need hold.
    expect(correct(['provider', 'specific', 'providerspecific']).terms).toEqual([])
    expect(asked.filter(t => t.startsWith('providersp'))).toEqual([])
    // The same word typed alone is still read as a misspelling of what the index holds.
    expect(correct(['providerspecific']).terms).toEqual(['providerspcific'])
    expect(asked.length).toBeGreaterThan(20)
    // Its correction is now remembered, and still not applied where the word is the joined form of the task's words.
    const before = asked.length
    expect(correct(['provider', 'specific', 'providerspecific']).terms).toEqual([])
    expect(correct(['providerspecific']).terms).toEqual(['providerspcific'])
    expect(asked.length).toBe(before)
  })

  it('never throws, and only ever returns a term the index holds', () => {
    const held = new Set(['python', 'model', 'label', 'review', 'deploy'])
    const count = (t: string) => (held.has(t) ? 10 : 0)
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (t) => {
      const c = correction(t, count)
      expect(c === '' || held.has(c)).toBe(true)
    }))
  })
})

describe('typo tolerance in match and explain', () => {
  const files: Record<string, string> = {
    'skills/python-anti-patterns/SKILL.md': skillMd('python-anti-patterns', 'Spot classic bad habits in Python modules before merging.'),
    'skills/python-packaging/SKILL.md': skillMd('python-packaging', 'Package a Python library for PyPI.'),
    'skills/python-testing/SKILL.md': skillMd('python-testing', 'Write pytest suites for Python code.'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes for a version from merged pull requests.'),
  }

  it('reads a misspelt word as the word the skills use', async () => {
    const dir = writeTree(tempDir('typos'), files)
    const r = await compile({ root: dir })
    const lo = createLoadout(r.data, [])
    const results = lo.match('check this pyhton module for bad habits')
    expect(results[0]!.id).toBe('python-anti-patterns')
    expect(results[0]!.matched).toContain('python')
    // Spelt right, the same skill comes first with a higher score: a correction counts less than a typed word.
    const right = lo.match('check this python module for bad habits')
    expect(right[0]!.id).toBe('python-anti-patterns')
    expect(right[0]!.score).toBeGreaterThan(results[0]!.score)

    const ex = new Insight(r).explain('check this pyhton module for bad habits')
    expect(ex.corrected).toEqual([{ typed: 'pyhton', term: 'python', factor: TYPO_WEIGHT }])
    const top = ex.results[0]!
    expect(top.terms.find(t => t.term === 'python')!.typo).toBe(TYPO_WEIGHT)
    expect(top.terms.reduce((a, t) => a + t.weight, top.bonus)).toBeCloseTo(top.score, 0)

    // The CLI says so too.
    const printed = await runCli(['explain', 'check this pyhton module for bad habits', '--skills', 'skills'], dir)
    expect(printed.code).toBe(0)
    expect(printed.out).toContain(`read as misspelt: pyhton -> python (x${TYPO_WEIGHT})`)
    expect(printed.out).toMatch(new RegExp(` {6}python +\\+ *[\\d.]+ .*\\(misspelt, x${TYPO_WEIGHT}\\)`))
  })

  it('never corrects a word the index holds, even into one more skills hold', async () => {
    // `planner` is held by one skill; leaving out an `n` gives `planer`, held by three.
    const dir = writeTree(tempDir('typos-held'), {
      'skills/sprint-planner/SKILL.md': skillMd('sprint-planner', 'Plan the next sprint with a planner board.'),
      ...Object.fromEntries(['oak', 'pine', 'ash'].map(w => [`skills/${w}-planer/SKILL.md`, skillMd(`${w}-planer`, `Smooth ${w} boards with a planer.`)])),
    })
    const r = await compile({ root: dir })
    const lo = createLoadout(r.data, [])
    const results = lo.match('set up the sprint planner')
    expect(results[0]!.id).toBe('sprint-planner')
    expect(results.flatMap(x => x.matched)).not.toContain('planer')
    expect(new Insight(r).explain('set up the sprint planner').corrected).toEqual([])
  })
})
