import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commonClass, LOW_MARKS_RE, regexClass, stem, tokenize } from '../../src/runtime/tokenize'

describe('tokenize', () => {
  it('folds case, width and Latin diacritics', () => {
    expect(tokenize('Café RÉSUMÉ')).toEqual(['cafe', 'resum'])
    expect(tokenize('ＰＤＦ　ｆｉｌｅｓ')).toEqual(['pdf', 'file'])
  })

  it('splits joined identifiers and keeps the joined form', () => {
    expect(tokenize('next.js')).toEqual(['next', 'js', 'nextj'])
    expect(tokenize('pre-commit')).toEqual(['pre', 'commit', 'precommit'])
    expect(tokenize('snake_case')).toEqual(['snake', 'case', 'snakecas'])
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

  it('strips suffixes exactly as the plain endsWith rules say (the stemmer tests letter codes for speed)', () => {
    // The rules as first written, the oracle of the faster code.
    const vowel = (w: string, i: number): boolean => 'aeiou'.includes(w[i]!) || (w[i] === 'y' && i > 0 && !vowel(w, i - 1))
    const short = (w: string, n: number): boolean => n >= 3 && !vowel(w, n - 1) && vowel(w, n - 2) && !vowel(w, n - 3)
      && !'wxy'.includes(w[n - 1]!) && ![...w.slice(0, n - 3)].some((_, i) => vowel(w, i))
    const restore = (w: string): string => {
      if (w.length >= 4 && w.at(-1) === w.at(-2) && !'lsz'.includes(w.at(-1)!)) return w.slice(0, -1)
      return short(w, w.length) ? `${w}e` : w
    }
    const oracle = (word: string): string => {
      let w = word
      if (w.length <= 3) return w
      if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
      else if (w.endsWith('sses')) w = w.slice(0, -2)
      else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1)
      if (w.endsWith('ing') && w.length >= 6) w = restore(w.slice(0, -3))
      else if (w.endsWith('ed') && w.length >= 5) w = restore(w.slice(0, -2))
      else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2)
      if (w.length > 3 && w.endsWith('e') && !short(w, w.length - 1)) w = w.slice(0, -1)
      return w
    }
    const endings = fc.constantFrom('', 's', 'es', 'ies', 'sses', 'ss', 'us', 'is', 'ing', 'ings', 'ed', 'eds', 'ly', 'lies', 'e', 'y')
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{0,6}$/), endings, (root, end) => {
      expect(stem(root + end), root + end).toBe(oracle(root + end))
    }), { numRuns: 5000 })
    expect(['classes', 'dies', 'ties', 'buses', 'analysis', 'glasses', 'coded', 'stripped'].map(stem))
      .toEqual(['class', 'die', 'tie', 'buse', 'analysis', 'glass', 'code', 'strip'])
  })

  it('keeps the final e that tells one short word from another, as Porter does', () => {
    // note / not: `not` is a kept negation, so dropping the e tied every note-taking task to every "not" in a body.
    expect(tokenize('note notes noted not')).toEqual(['note', 'note', 'note', 'not'])
    expect(tokenize('stripe striped stripes')).toEqual(['stripe', 'stripe', 'stripe'])
    expect(tokenize('strip stripped stripping')).toEqual(['strip', 'strip', 'strip'])
    expect(tokenize('plane plan planned planning')).toEqual(['plane', 'plan', 'plan', 'plan'])
    // The e an ending took away comes back on a short stem, so every form of a word still meets.
    expect(tokenize('code coded coding')).toEqual(['code', 'code', 'code'])
    expect(tokenize('write writing')).toEqual(['write', 'write'])
    expect(tokenize('type typed typing')).toEqual(['type', 'type', 'type'])
    // Longer stems lose the e as before: create / created / creating meet at `creat`.
    expect(tokenize('create created creating')).toEqual(['creat', 'creat', 'creat'])
    expect(tokenize('cache caching cached')).toEqual(['cach', 'cach', 'cach'])
    // A doubled consonant is undone only when three letters remain: added / adding / add meet.
    expect(tokenize('add added adding')).toEqual(['add', 'add', 'add'])
    expect(tokenize('filled fill')).toEqual(['fill', 'fill'])
  })

  it("reads n't as one negation, not as a word and a fragment", () => {
    expect(tokenize("don't DON'T doesn\u2019t won't")).toEqual(['dont', 'dont', 'doesnt', 'wont'])
    expect(tokenize("can't stop")).toEqual(['cant', 'stop'])
    // Other apostrophes still split and join: names, possessives.
    expect(tokenize("O'Reilly")).toEqual(['o', 'reil', 'oreil'])
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

describe('tokenize per script', () => {
  it('reads text as ([CJK]+) | (HANGUL+) | (WORD+(?:[._\'’-]WORD+)*) would, one character class at a time', () => {
    // Expected values are the outputs of the earlier one-regex tokenizer (checked equal on the whole corpus).
    const cases: Array<[string, string[]]> = [
      ['pre-commit- hooks', ['pre', 'commit', 'precommit', 'hook']],
      ['a〇b', ['a〇b']], // 〇 is Han and a digit: it starts a CJK run but continues a word
      ['〇〇年', ['〇〇', '〇年']],
      ['x.-y', ['x', 'y']],
      ['𠀀𠀁 abc', ['𠀀𠀁', 'abc']], // characters past U+FFFF
      ['한국어abc', ['한국', '국어', 'abc']],
      ['e\u0301tude', ['etud']], // a combining mark, composed by NFKC then folded
      ['foo__bar', ['foo', 'bar']],
    ]
    for (const [text, tokens] of cases) expect(tokenize(text), text).toEqual(tokens)
  })

  it('Japanese: kanji and katakana bigrams, hiragana grammar left out, a lone kanji keeps its first kana', () => {
    // Kanji fold like Traditional Chinese (請求書 -> 请求书), the same on both sides.
    expect(tokenize('請求書をPDFで送ってください')).toEqual(['请求', '求书', 'pdf', '送っ'])
    expect(tokenize('データベースを移行したい')).toEqual(['デー', 'ータ', 'タベ', 'ベー', 'ース', '移行'])
    // A verb's stem is kanji + first kana, so the inflections meet: 決まった / 決まる, 書き出して / 書き.
    expect(tokenize('書いた')).toEqual(['书い'])
    expect(tokenize('打ち合わせで決まったこと')).toEqual(['打ち', '合わ', '决ま'])
    expect(tokenize('決まる')).toEqual(tokenize('決まった'))
    // A lone kanji before a particle is a one-character noun (図に, 別の), unless it is grammar (何を, 事が)...
    expect(tokenize('図にしてほしい')).toEqual(['図'])
    expect(tokenize('別の日に変更')).toEqual(['別', '日', '変更'])
    expect(tokenize('何をする事が')).toEqual([])
    // ...and a lone kanji before a katakana word gives nothing: 各ステップ.
    expect(tokenize('各ステップ')).toEqual(['ステ', 'テッ', 'ップ'])
  })

  it('Chinese: Simplified and Traditional runs as bigrams, Latin words kept apart', () => {
    expect(tokenize('优化SQL查询')).toEqual(['优化', 'sql', '查询'])
    expect(tokenize('資料庫遷移')).toEqual(['资料', '料库', '库迁', '迁移'])
  })

  it('Korean: Hangul bigrams per run', () => {
    expect(tokenize('데이터베이스 마이그레이션')).toEqual(['데이', '이터', '터베', '베이', '이스', '마이', '이그', '그레', '레이', '이션'])
  })

  it('European languages: diacritics folded, words stemmed only when ASCII', () => {
    expect(tokenize('Résumé naïve Straße')).toEqual(['resum', 'naiv', 'straße'])
    expect(tokenize('Überprüfung')).toEqual(['uberprufung'])
  })

  it('numbers, versions and symbols', () => {
    expect(tokenize('Node 20.19 and C++ in 2026')).toEqual(['node', '20', '19', '2019', 'c', '2026'])
    expect(tokenize('v2Api')).toEqual(['v2', 'api', 'v2api'])
  })
})

describe('Traditional and Simplified Chinese', () => {
  it('fold to the same terms', () => {
    expect(tokenize('資料庫遷移與測試')).toEqual(tokenize('资料库迁移与测试'))
    expect(tokenize('這週團隊回顧')).toEqual(['这周', '周团', '团队', '队回', '回顾'])
    // Characters past the first 882 of the table, added for words users type: 上傳 (upload), 劇本 (script).
    expect(tokenize('上傳劇本')).toEqual(tokenize('上传剧本'))
  })
})

describe('the tokenizer without its Unicode regexes', () => {
  it('classifies the common CJK, kana, Hangul and punctuation blocks exactly as the regexes do', () => {
    let checked = 0
    for (let c = 0x80; c <= 0xFFFF; c++) {
      const common = commonClass(c)
      if (common < 0) continue
      checked++
      if (common !== regexClass(String.fromCharCode(c))) expect(common, `U+${c.toString(16)}`).toBe(regexClass(String.fromCharCode(c)))
    }
    expect(checked).toBeGreaterThan(20_000 + 11_000)
  })

  it('strips the same marks below U+0590 as \\p{M} does', () => {
    for (let c = 0x80; c < 0x590; c++) {
      const ch = String.fromCharCode(c)
      expect(`a${ch}b`.replace(LOW_MARKS_RE, ''), `U+${c.toString(16)}`).toBe(`a${ch}b`.replace(/\p{M}+/gu, ''))
    }
  })

  it('splits ASCII camelCase as the Unicode patterns do', () => {
    const unicode = (s: string) => s.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    const ascii = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,16}$/), (s) => { expect(ascii(s)).toBe(unicode(s)) }), { numRuns: 2000 })
    expect(tokenize('HTTPServer useEffect v2Api')).toEqual(['http', 'server', 'httpserver', 'effect', 'useeffect', 'v2', 'api', 'v2api'])
  })
})

describe('the readers that skip regexes and per-character strings', () => {
  it('split an ASCII word at connectors and camelCase exactly as the regex rules say', () => {
    // The rules of DESIGN section 3 with regexes: parts at connectors, camelCase pieces, lowercased; each piece is a
    // term (stemmed, stopwords out), and the joined form too when there are several.
    const camel = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    const reference = (raw: string): string[] => {
      // A word of capitals and digits (`AWS3`, `0A`), or capitalised, is one piece.
      if (/^(?:[A-Za-z0-9][a-z0-9]*|[A-Z0-9]+)$/.test(raw)) return tokenize(raw.toLowerCase())
      if (/^[A-Za-z]+[nN]'[tT]$/.test(raw)) return tokenize(`${raw.slice(0, -2).toLowerCase()}t`)
      const pieces = raw.split(/[._'-]+/).flatMap(p => camel(p).split(' ')).filter(Boolean).map(p => p.toLowerCase())
      const out = pieces.flatMap(p => tokenize(p))
      if (pieces.length > 1) out.push(...tokenize(pieces.join('')))
      return out
    }
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}(?:[._'-][A-Za-z0-9]{1,8}){0,3}$/)
    fc.assert(fc.property(word, (w) => {
      expect(tokenize(w)).toEqual(reference(w))
      // Inside non-ASCII text (the general path) the same.
      expect(tokenize(`中 ${w}`).slice(1)).toEqual(reference(w))
    }), { numRuns: 3000 })
    for (const w of ['HTTPServer2Api', 'XMLHttpRequest', 'next.js', 'pre-commit', 'snake_case_Name', "DON'T", 'a1B2c3', 'the-and'])
      expect(tokenize(w), w).toEqual(reference(w))
  })

  it('read a Han character past U+FFFF in a CJK run as one below it', () => {
    // 中 and 𠀀 (U+20000, two code units) are both Han, neither folded nor a grammatical kanji: a run with one in place
    // of the other gives the same terms with one in place of the other.
    const chars = [...'资料库資料庫數據书書図表何事時私中データベースーのをにはがでともへやかなまったいてし']
    const run = fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 12 }).map(a => a.join(''))
    fc.assert(fc.property(run, (r) => {
      expect(tokenize(r.replaceAll('中', '𠀀'))).toEqual(tokenize(r).map(t => t.replaceAll('中', '𠀀')))
    }), { numRuns: 2000 })
    expect(tokenize('資料庫を決まった')).toEqual(['资料', '料库', '决ま'])
    expect(tokenize('𠀀')).toEqual(['𠀀'])
    expect(tokenize('𠀀に')).toEqual(['𠀀'])
    // A lone kanji that ends a run, after other characters, says nothing alone.
    expect(tokenize('データを書')).toEqual(['デー', 'ータ'])
  })
})

describe('the ASCII fast path', () => {
  it('gives what the general path gives for the same ASCII text', () => {
    // A CJK character after a space sends the whole text through the general path, and adds only itself.
    const general = (s: string) => tokenize(`${s} 中`).slice(0, -1)
    const wordy = fc.stringMatching(/^[\w .'\-]{0,40}$/)
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 40 }), wordy), (s) => {
      expect(tokenize(s)).toEqual(general(s))
    }), { numRuns: 3000 })
    for (const s of ['pre-commit hooks', 'useEffect HTTPServer', "don't stop", 'v2.3.1 x_y', 'Running tests', 'AWS S3', 'a--b', 'ends.'])
      expect(tokenize(s), s).toEqual(general(s))
  })
})
