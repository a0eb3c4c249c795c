import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePostings, encodePostings, joinIndex, postingCount, splitIndex, TermIndex } from '../../src/runtime/postings'

describe('postings strings', () => {
  it('round-trip any ascending entries and weights, and count them', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(50_000), fc.integer({ min: 1, max: 1_000_000 })), { maxLength: 200 }), (raw) => {
      const entries = [...new Set(raw.map(([d]) => d))].sort((a, b) => a - b)
      const pairs = entries.flatMap((d, i) => [d, raw[i % raw.length]![1]])
      const s = encodePostings(pairs)
      expect(s).toMatch(/^[\w-]*$/)
      expect(decodePostings(s)).toEqual(pairs)
      expect(postingCount(s)).toBe(entries.length)
    }), { numRuns: 300 })
  })

  it('are compact: small numbers take one character', () => {
    expect(encodePostings([0, 5, 3, 31])).toBe('AFDf')
    expect(encodePostings([0, 32])).toBe('AgB')
  })
})

describe('the index string', () => {
  it('finds every term by binary search, and nothing else', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9\u4e00-\u4e20]{1,8}$/), { maxLength: 300 }), fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 30 }), (words, probes) => {
      const sorted = [...words].sort()
      const text = joinIndex(sorted.map((t, i) => [t, encodePostings([i, i + 1])]))
      const index = new TermIndex(text)
      sorted.forEach((t, i) => {
        const r = index.find(t)
        expect(r).toBeDefined()
        expect(decodePostings(text.slice(r![0], r![1]))).toEqual([i, i + 1])
        expect(index.count(t)).toBe(1)
      })
      for (const p of probes) if (!words.includes(p)) expect(index.find(p)).toBeUndefined()
      expect(splitIndex(text).map(([t]) => t)).toEqual(sorted)
    }), { numRuns: 200 })
  })

  it('handles an empty index', () => {
    expect(new TermIndex('').find('x')).toBeUndefined()
    expect(splitIndex('')).toEqual([])
  })
})
