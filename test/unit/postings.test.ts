import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePostings, decodeTerm, encodePostings, encodeTerm, joinIndex, postingCount, splitIndex, TermIndex, termTables } from '../../src/runtime/postings'

/** What the index string may hold: printable ASCII without quotes, backslash or `<`. */
const SAFE_RE = /^[!#-&(-;=-[\]-_a-~]*$/

describe('postings strings', () => {
  it('round-trip any ascending entries and weights, and count them', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(50_000), fc.integer({ min: 1, max: 1_000_000 })), { maxLength: 200 }), (raw) => {
      const entries = [...new Set(raw.map(([d]) => d))].sort((a, b) => a - b)
      const pairs = entries.flatMap((d, i) => [d, raw[i % raw.length]![1]])
      const s = encodePostings(pairs)
      expect(s).toMatch(SAFE_RE)
      expect(s).not.toMatch(/[ ,]/)
      expect(decodePostings(s)).toEqual(pairs)
      expect(postingCount(s)).toBe(entries.length)
    }), { numRuns: 300 })
  })

  it('encode a range of a list as the list of that range, long lists included', () => {
    // 6,000 postings with large gaps and weights: over 8,192 characters, made into a string in more than one piece.
    const pairs = Array.from({ length: 12_000 }, (_, i) => (i % 2 ? 1 + (i * 7919) % 5000 : (i / 2) * 1500))
    const long = encodePostings(Int32Array.from(pairs))
    expect(long.length).toBeGreaterThan(8192)
    expect(decodePostings(long)).toEqual(pairs)
    expect(encodePostings(pairs, 4, 10)).toBe(encodePostings(pairs.slice(4, 10)))
    expect(encodePostings(pairs, 6, 6)).toBe('')
  })

  it('are compact: numbers below 72 take one character, below 1,224 two', () => {
    expect(encodePostings([0, 5, 3, 71])).toHaveLength(4)
    expect(encodePostings([0, 72])).toHaveLength(3)
    expect(encodePostings([1223, 1])).toHaveLength(3)
    expect(encodePostings([1224, 1])).toHaveLength(4)
  })
})

describe('terms', () => {
  it('are stored as printable ASCII, and read back', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (term) => {
      const stored = encodeTerm(term)
      expect(stored).toMatch(SAFE_RE)
      expect(stored).not.toMatch(/[ ,]/)
      expect(decodeTerm(stored)).toBe(term)
    }), { numRuns: 500 })
    expect(encodeTerm('react2')).toBe('react2')
  })
})

describe('the index string', () => {
  // Words with long shared prefixes (the table compares 7 characters first), CJK and other scripts.
  const word = fc.stringMatching(/^(?:configura|configur|config|con|[a-z]{0,2})[a-z0-9\u4E00-\u4E03\u0430\uAC00]{0,6}$/).filter(w => w !== '')

  it('finds every term by binary search, and nothing else, before and after it builds its table', () => {
    fc.assert(fc.property(fc.uniqueArray(word, { maxLength: 300 }), fc.array(word, { maxLength: 30 }), (words, probes) => {
      const sorted = [...words].sort()
      const text = joinIndex(sorted.map((t, i) => [t, encodePostings([i, i + 1])]))
      expect(text).toMatch(/^[!#-&(-;=-[\]-_a-~ ]*$/)
      const index = new TermIndex(text, termTables)
      // Enough lookups for the index to switch from searching the string to its table of lines.
      for (let pass = 0; pass < 2; pass++) {
        for (let r = 0; r < (pass === 0 ? 1 : Math.ceil(600 / (sorted.length + 1))); r++) {
          sorted.forEach((t, i) => {
            const found = index.find(t)
            expect(found).toBeDefined()
            expect(decodePostings(text.slice(found![0], found![1]))).toEqual([i, i + 1])
            expect(index.count(t)).toBe(1)
          })
          for (const p of probes) if (!words.includes(p)) expect(index.find(p)).toBeUndefined()
        }
      }
      expect(splitIndex(text).map(([t]) => t).sort()).toEqual(sorted)
    }), { numRuns: 100 })
  })

  it('builds its tables once, after the lookups a small index never needs, and only when given them', () => {
    const words = Array.from({ length: 200 }, (_, i) => `term${String(i).padStart(3, '0')}`)
    const text = joinIndex(words.map((t, i) => [t, encodePostings([i, 1])]))
    let built = 0
    const tabled = new TermIndex(text, (t) => {
      built++
      return termTables(t)
    })
    const plain = new TermIndex(text)
    for (let r = 0; r < 4; r++) {
      for (const t of words) {
        expect(tabled.find(t)).toEqual(plain.find(t))
        expect(plain.count(t)).toBe(1)
      }
    }
    expect(built).toBe(1)
    expect(plain.find('term999')).toBeUndefined()
  })

  it('finds terms that share long prefixes over many blocks, before and after it builds its table', () => {
    const prefixes = ['internationalizatio', 'internationaliza', 'configura', 'configur', 'config', 'con', '\u4E00\u4E01']
    const words = [...new Set(Array.from({ length: 600 }, (_, i) => prefixes[i % prefixes.length]! + i.toString(36)))].sort()
    const text = joinIndex(words.map((t, i) => [t, encodePostings([i, i + 1])]))
    const index = new TermIndex(text, termTables)
    for (let pass = 0; pass < 3; pass++) {
      words.forEach((t, i) => expect(decodePostings(text.slice(...index.find(t)!))).toEqual([i, i + 1]))
      for (const t of ['configur', 'configurzz', 'conf', 'configura00', '\u4E00', 'zzz', 'internationalizatio', 'internationalizatiozz'])
        if (!words.includes(t)) expect(index.find(t)).toBeUndefined()
    }
  })

  it('writes an index past its first buffer, and refuses postings that are not index text', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}\u4E00`).sort()
    const text = joinIndex(words.map((t, i) => [t, encodePostings([i, i * 7])]))
    expect(text.length).toBeGreaterThan(65_536 * 2)
    const byTerm = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : 1)
    expect(splitIndex(text).sort(byTerm)).toEqual(words.map((t, i): [string, string] => [t, encodePostings([i, i * 7])]).sort(byTerm))
    expect(() => joinIndex([['a', 'é']])).toThrow(/index text holds a character it cannot: "é"/)
  })

  it('handles an empty index', () => {
    const index = new TermIndex('', termTables)
    for (let i = 0; i < 600; i++) expect(index.find('x')).toBeUndefined()
    expect(splitIndex('')).toEqual([])
  })
})
