import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stem, tokenize } from '../../src/runtime/tokenize'

describe('tokenize', () => {
  it('folds case, width and Latin diacritics', () => {
    expect(tokenize('Café RÉSUMÉ')).toEqual(['caf', 'resum'])
    expect(tokenize('ＰＤＦ　ｆｉｌｅｓ')).toEqual(['pdf', 'fil'])
  })

  it('splits joined identifiers and keeps the joined form', () => {
    expect(tokenize('next.js')).toEqual(['next', 'js', 'nextj'])
    expect(tokenize('pre-commit')).toEqual(['pre', 'commit', 'precommit'])
    expect(tokenize('snake_case')).toEqual(['snak', 'cas', 'snakecas'])
    expect(tokenize('useEffect')).toEqual(['effect', 'useeffect'])
    expect(tokenize('HTTPServer')).toEqual(['http', 'server', 'httpserver'])
  })

  it('stems light English inflections the same way on both sides', () => {
    expect(tokenize('tables table')).toEqual(['tabl', 'tabl'])
    expect(stem('running')).toBe('run')
    expect(stem('policies')).toBe('policy')
    expect(stem('deployed')).toBe('deploy')
    expect(stem('class')).toBe('class')
    expect(stem('status')).toBe('status')
  })

  it('drops stopwords but keeps negations', () => {
    expect(tokenize('do not use the cache')).toEqual(['not', 'cach'])
    expect(tokenize('never without')).toEqual(['never', 'without'])
  })

  it('gives bigrams for Han and kana runs and Hangul runs', () => {
    expect(tokenize('数据库迁移')).toEqual(['数据', '据库', '库迁', '迁移'])
    expect(tokenize('ビジネスメール')).toEqual(['ビジ', 'ジネ', 'ネス', 'スメ', 'メー', 'ール'])
    expect(tokenize('보안 검토')).toEqual(['보안', '검토'])
    expect(tokenize('表')).toEqual(['表'])
  })

  it('separates CJK from Latin words in mixed text', () => {
    expect(tokenize('用React写组件')).toEqual(['用', 'react', '写组', '组件'])
  })

  it('rejects non-strings with a TypeError', () => {
    expect(() => tokenize(42 as unknown as string)).toThrow(TypeError)
  })

  it('never throws and yields lowercase terms for any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => {
      const terms = tokenize(s)
      for (const t of terms) {
        expect(t.length).toBeGreaterThan(0)
        expect(t).toBe(t.toLowerCase())
      }
    }), { numRuns: 500 })
  })

  it('is deterministic', () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (s) => {
      expect(tokenize(s)).toEqual(tokenize(s))
    }), { numRuns: 200 })
  })
})
