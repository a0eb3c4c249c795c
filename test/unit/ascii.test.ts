import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeText, decodeUnits, encodeText, encodeUnits } from '../../src/runtime/ascii'

const PRINTABLE = /^[\x20-\x7E]*$/

describe('text spelled in ASCII', () => {
  it('reads back any string, and writes only ASCII', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
      const text = encodeText(s)
      expect(decodeText(text)).toBe(s)
      const units = encodeUnits(s)
      expect(units).toHaveLength(3 * s.length)
      expect(decodeUnits(units)).toBe(s)
      expect(units).toMatch(/^[\w-]*$/)
      // ASCII whatever the input; printable when the input's ASCII is.
      expect(text).toMatch(/^[\x00-\x7F]*$/)
      if (!/[\x00-\x1F\x7F]/.test(s)) expect(text).toMatch(PRINTABLE)
    }), { numRuns: 2000 })
  })

  it('leaves ASCII as it is, doubles a backtick, and costs CJK what UTF-8 does', () => {
    expect(encodeText('Extract tables from PDFs')).toBe('Extract tables from PDFs')
    expect(encodeText('a `code` span')).toBe('a ``code`` span')
    expect(decodeText('a ``code`` span')).toBe('a `code` span')
    const zh = '把这份技术文档翻译成中文'
    expect(encodeText(zh)).toHaveLength(Buffer.byteLength(zh) + 2)
    for (const s of ['`中`', '中``文', '``', 'x`', '中', '—', 'é`é', '\u{1F600}']) expect(decodeText(encodeText(s))).toBe(s)
  })
})

describe('the tokenizer tables', () => {
  it('are spelled in ASCII, and the comment above each says what it holds', () => {
    const src = readFileSync(join(import.meta.dirname, '../../src/runtime/tokenize.ts'), 'utf8')
    // Each table is pieces of twenty characters, one a line, the characters each piece spells in the comment after it.
    const tables = [...src.matchAll(/^const (\w+) = ''\n((?: {2}\+ '[\w-]+' \/\/ \S+\n)+)/gm)]
    expect(tables.map(m => m[1])).toEqual(['TRADITIONAL', 'SIMPLIFIED'])
    for (const [, name, lines] of tables) {
      const pieces = [...lines!.matchAll(/'([\w-]+)' \/\/ (\S+)/g)]
      expect(pieces.length, name).toBeGreaterThan(40)
      for (const [, units, chars] of pieces) expect(decodeUnits(units!), name).toBe(chars)
    }
    // Sets of code points, the characters in the comment above them.
    const sets = [...src.matchAll(/^\/\/ (.+)\nconst (\w+) = new Set\(\[([^\]]+)\]\)/gm)]
    expect(sets.map(m => m[2])).toEqual(['PARTICLES', 'GRAMMATICAL_KANJI'])
    for (const [, chars, name, codes] of sets)
      expect(String.fromCodePoint(...codes!.split(',').map(Number)), name).toBe(chars!.replaceAll(' ', ''))
    // Outside comments, the tokenizer's source is ASCII: so is every bundle of it.
    expect(src.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')).toMatch(/^[\x00-\x7F]*$/)
  })
})
