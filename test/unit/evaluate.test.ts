import { describe, expect, it } from 'vitest'
import { scoreRankings } from '../../src/analysis/evaluate'

const q = (qid: string, relevant: string[], lang = 'en') => ({ qid, query: qid, relevant, lang })

describe('scoreRankings', () => {
  it('charges abstaining with the positives it lost: a relevant skill in the top 5 of the unabstained ranking', () => {
    const report = scoreRankings([
      { q: q('hit', ['a']), ranked: ['a', 'b'] },
      // Abstained, and the skill was there to find: lost.
      { q: q('lost', ['a'], 'zh'), ranked: [], unabstained: ['b', 'a'] },
      // Abstained, but even without the bar the skill was not in the top 5: a miss, not a loss to abstaining.
      { q: q('miss', ['a']), ranked: [], unabstained: ['b', 'c', 'd', 'e', 'f', 'a'] },
      { q: q('neg', []), ranked: [] },
    ])
    expect(report).toMatchObject({ n: 3, success5: 0.333, abstain: 1, lostToAbstain: 0.333 })
    expect(report.slices.zh).toMatchObject({ n: 1, lostToAbstain: 1 })
    expect(report.slices.en).toMatchObject({ n: 2, lostToAbstain: 0 })
  })

  it('charges nothing when no unabstained ranking is given (a router that cannot say)', () => {
    expect(scoreRankings([{ q: q('lost', ['a']), ranked: [] }]).lostToAbstain).toBe(0)
  })
})
