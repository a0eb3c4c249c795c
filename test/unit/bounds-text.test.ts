/**
 * Other inputs a user controls that took quadratic time (issue 32, item 5): tokenizing, frontmatter keys, index
 * headings, a catalog policy. Each is timed at n and 8n (see test/helpers/growth.ts), and the linear reader that
 * replaced a pattern is held, on short random text, to give what the pattern gave.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keyOf } from '../../src/core/compile/frontmatter/entries'
import { bodyFields } from '../../src/core/index/indexer'
import { parseSkill } from '../../src/core/compile/parse'
import { resolvePolicy } from '../../src/runtime/catalog'
import { tokenize } from '../../src/runtime/tokenize'
import { describeGrowth, growth, GROWTH_LIMIT } from '../helpers/growth'

/** Expect `make(n)`'s call to grow about linearly from n to 8n. */
function expectLinear(make: (n: number) => () => unknown, n: number): void {
  const g = growth(make, n)
  expect(g.ratio, describeGrowth(g)).toBeLessThan(GROWTH_LIMIT)
}

describe('other inputs that were quadratic', () => {
  // The growth each had on main from n to 8n (CPU time).
  it('tokenize: a run of capitals in a word with a non-ASCII letter (was x64; 93 s at 160,000 capitals)', () => {
    expectLinear(n => () => tokenize(`é${'A'.repeat(n)}`), 2000)
  })
  it('frontmatter: a key line of spaces without a colon (was x66, x51 through parseSkill)', () => {
    expectLinear(n => () => keyOf(`k${' '.repeat(n)}x`), 2000)
    const ctx = { file: '/x/SKILL.md', folderName: 'x', format: 'skill' as const, strict: false }
    expectLinear(n => () => parseSkill(`---\nname: x\ndescription: d\nk${' '.repeat(n)}x\n---\nbody\n`, ctx), 2000)
  })
  it('index: a heading of spaces or `#`s (was x66 and x68)', () => {
    expectLinear(n => () => bodyFields(`# a${' '.repeat(n)}b\n`), 2000)
    expectLinear(n => () => bodyFields(`# a${'#'.repeat(n)}b\n`), 2000)
  })
  it('a catalog policy naming many unknown skills (was x58)', () => {
    expectLinear(n => () => resolvePolicy(undefined, { pinned: Array.from({ length: n }, (_, i) => `u${i}`) }, () => undefined), 500)
  })
})

describe('the linear readers give what the patterns they replace gave', () => {
  const KEY_RE = /^(?!- |-$|#)("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'][^:]*?)[ \t]*:(?=[ \t]|$)/
  function keyByRegex(line: string) {
    const m = KEY_RE.exec(line)
    if (!m) return undefined
    const raw = m[1]!
    const key = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.startsWith('\'') ? raw.slice(1, -1).replace(/''/g, '\'') : raw
    let col = m[0].length
    while (col < line.length && (line[col] === ' ' || line[col] === '\t')) col++
    return { key, valueColumn: col }
  }
  const yamlish = fc.array(fc.constantFrom('a', 'b', ' ', '\t', ':', '"', '\'', '\\', '-', '#', '\u00A0', 'é'), { maxLength: 14 }).map(a => a.join(''))

  it('keyOf, as the key pattern', () => {
    fc.assert(fc.property(yamlish, (line) => { expect(keyOf(line)).toEqual(keyByRegex(line)) }), { numRuns: 5000 })
  })

  it('camelCase splitting, as the patterns with a run of capitals', () => {
    const before = (s: string) => s.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    const after = (s: string) => s.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(?=\p{Lu}\p{Ll})/gu, '$1 ')
    const word = fc.array(fc.constantFrom('A', 'B', 'É', 'a', 'é', '1', 'ǅ', '\u0301'), { maxLength: 12 }).map(a => a.join(''))
    fc.assert(fc.property(word, (w) => { expect(after(w)).toBe(before(w)) }), { numRuns: 5000 })
  })

  it('headings, as the heading pattern', () => {
    const before = (s: string) => [...s.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map(m => m[1]).join('\n')
    const line = fc.array(fc.constantFrom('#', ' ', '\t', 'a', '\n', '\r', '\u2028', '`'), { maxLength: 24 }).map(a => a.join(''))
    fc.assert(fc.property(line, (s) => { expect(bodyFields(s).headings).toBe(before(s.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' '))) }), { numRuns: 20_000 })
    expect(bodyFields('# A\n## B ##\n####### C\n#D\n  # E\n#\t F\n#  \n```\n# G\n```\n###### H').headings).toBe('A\nB\nF\n \nH')
  })
})

describe('catalog policies', () => {
  it('keep each unknown policy name once, in order', () => {
    expect(resolvePolicy(undefined, { pinned: ['b', 'a', 'b'], disabled: ['a', 'c'] }, () => undefined).unknown).toEqual(['b', 'a', 'c'])
  })
})
