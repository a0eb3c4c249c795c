import { describe, expect, it } from 'vitest'
import { closeEnough, closest } from '../../src/runtime/closest'

/**
 * The plain way, as the runtime did it before: every distance in full, then a sort; the bounded one must agree with
 * its first `count` ids for every count. Sorted once per ref: the full comparison is the slow part of this test.
 */
function reference(ref: string, entries: ReadonlyArray<{ id: string, name: string }>): string[] {
  const distance = (a: string, b: string): number => {
    if (a === b) return 0
    if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + 64
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
    for (let i = 1; i <= a.length; i++) {
      const cur = [i]
      for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = cur
    }
    return prev[b.length]!
  }
  const want = ref.toLowerCase()
  return entries.map((e) => {
    const keys = [e.name.toLowerCase(), e.id.slice(e.id.lastIndexOf('/') + 1).toLowerCase(), e.id.toLowerCase()]
    const d = Math.min(...keys.map(k => distance(want, k)))
    return { id: e.id, d: d > 1 && want.length >= 3 && keys.some(k => k.startsWith(want)) ? 1 : d }
  }).filter(s => s.d <= closeEnough(want)).sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1)).map(s => s.id)
}

/** mulberry32 */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('closest', () => {
  it('gives the ids a full comparison of every skill gives, on random names', () => {
    const rand = rng(7)
    const word = (max: number) => Array.from({ length: 1 + Math.floor(rand() * max) }, () => 'abcdeAB-/'[Math.floor(rand() * 9)]).join('')
    const entries = Array.from({ length: 200 }, (_, k) => ({ id: `${word(10)}${k % 7 === 0 ? `/${word(6)}` : ''}${k}`, name: k % 5 === 0 ? 'x'.repeat(70) : word(12) }))
    let compared = 0
    for (let q = 0; q < 120; q++) {
      const ref = q % 40 === 0 ? 'y'.repeat(80) : word(14)
      const want = reference(ref, entries)
      for (const count of [1, 3, 8]) {
        expect(closest(ref, entries, count), `${ref} ${count}`).toEqual(want.slice(0, count))
        compared++
      }
    }
    expect(compared).toBe(360)
  })

  it('suggests only close names, and none when nothing is close (it always gave 3, however far)', () => {
    const entries = ['pdf-extract', 'sql-query-tuning', 'git-commit-messages', 'pdf-forms'].map(id => ({ id, name: id }))
    expect(closest('kubernetes-helm', entries, 3)).toEqual([])
    expect(closest('pdf-extrct', entries, 3)).toEqual(['pdf-extract'])
    expect(closest('pdf-form', entries, 3)).toEqual(['pdf-forms'])
    // A start of a name is close: what a slash-command box would complete.
    expect(closest('pdf', entries, 3)).toEqual(['pdf-extract', 'pdf-forms'])
  })

  it('finds the nearest skills of a big catalog by a few edits', () => {
    const entries = Array.from({ length: 20_000 }, (_, k) => ({ id: `team/skill-${k}`, name: `skill-${k}` }))
    expect(closest('skill-1234x', entries, 3)).toEqual(['team/skill-1234', 'team/skill-12340', 'team/skill-12341'])
    expect(closest('SKILL-77', entries, 1)).toEqual(['team/skill-77'])
    expect(closest('zzz', [], 3)).toEqual([])
  })
})
