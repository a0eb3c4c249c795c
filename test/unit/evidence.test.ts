import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CJK_WORD_CHARS, SAME_WORD_SHARE, wordEvidence, wordGroups } from '../../src/runtime/evidence'
import { tokenize } from '../../src/runtime/tokenize'

const t = (term: string, weight: number, from?: string) => (from === undefined ? { term, weight } : { term, weight, from })

describe('wordGroups', () => {
  it('keeps separate English words apart, each at its own weight', () => {
    expect(wordGroups([t('spark', 8), t('plug', 3), t('gap', 1)])).toEqual([
      { weight: 8, words: 1 },
      { weight: 3, words: 1 },
      { weight: 1, words: 1 },
    ])
  })

  it('reads the overlapping bigrams of one run of CJK text as one stretch, a word every two characters', () => {
    // 健康检查 is read as 健康, 康检, 检查: four characters, two words; 项目 stands alone.
    const groups = wordGroups([t('健康', 6), t('康检', 4), t('检查', 2), t('项目', 3)])
    expect(groups).toHaveLength(2)
    expect(groups[0]).toEqual({ weight: 6 + SAME_WORD_SHARE * (4 + 2), words: Math.ceil(4 / CJK_WORD_CHARS) })
    expect(groups[1]).toEqual({ weight: 3, words: 1 })
  })

  it('counts a glossary term as the word it translates, not as one more', () => {
    const groups = wordGroups([t('复盘', 10), t('retro', 6, '复盘'), t('retrospect', 5, '复盘')])
    expect(groups).toEqual([{ weight: 10 + SAME_WORD_SHARE * 11, words: 1 }])
  })

  it('does not chain CJK terms that share no character at their ends', () => {
    expect(wordGroups([t('数据', 5), t('脚本', 5)])).toHaveLength(2)
  })

  it('never loses or invents weight: a stretch is worth between its best term and all of them', () => {
    const cjk = fc.constantFrom(...tokenize('数据库迁移脚本和回滚，健康检查项目'))
    const term = fc.record({ term: fc.oneof(cjk, fc.constantFrom('pdf', 'table', 'retro')), weight: fc.integer({ min: 1, max: 40 }) })
    fc.assert(fc.property(fc.uniqueArray(term, { selector: x => x.term, maxLength: 12 }), (terms) => {
      const groups = wordGroups(terms)
      const sum = terms.reduce((a, x) => a + x.weight, 0)
      const total = groups.reduce((a, g) => a + g.weight, 0)
      expect(total).toBeLessThanOrEqual(sum + 1e-9)
      expect(total).toBeGreaterThanOrEqual(Math.max(0, ...terms.map(x => x.weight)) - 1e-9)
      for (const g of groups) expect(g.words).toBeGreaterThanOrEqual(1)
    }))
  })
})

describe('wordEvidence', () => {
  it('gives what a skill holds beyond its strongest word', () => {
    const ev = wordEvidence([t('spark', 8.5), t('plug', 2.75), t('chang', 0.95)])
    expect(ev.total).toBeCloseTo(12.2)
    expect(ev.rest).toBeCloseTo(3.7)
    expect(ev.words).toBe(3)
  })

  it('splits a long CJK stretch into words, so a compound of several words is more than one', () => {
    // 数据库迁移脚本: seven characters, four words' worth; its strongest word is a share of the stretch, not all of it.
    const run = tokenize('数据库迁移脚本').map(term => t(term, 4))
    const ev = wordEvidence(run)
    expect(ev.words).toBe(4)
    expect(ev.rest).toBeCloseTo(ev.total * 3 / 4)
  })

  it('leaves out terms worth nothing', () => {
    expect(wordEvidence([t('pdf', 0), t('table', 0)])).toEqual({ total: 0, rest: 0, words: 0 })
  })
})
