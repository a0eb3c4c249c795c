import { describe, expect, it } from 'vitest'
import { compileGlossary, GLOSSARY } from '../../src/core/index/glossary'
import { createExpander, EXPANSION_SPAN, EXPANSION_WEIGHT, glossaryLines } from '../../src/runtime/expand'
import { encodeTerm } from '../../src/runtime/postings'
import { tokenize } from '../../src/runtime/tokenize'

function indexedWords(...words: string[]) {
  const terms = new Set(words.flatMap(w => tokenize(w)))
  return (t: string) => terms.has(t)
}

describe('the built-in glossary', () => {
  it('is well formed: three fields, no empty English, no single-character CJK phrase, none that tokenizes to nothing', () => {
    const lines = GLOSSARY.split('\n').filter(l => l.trim() && !l.startsWith('#'))
    expect(lines.length).toBeGreaterThan(400)
    for (const line of lines) {
      const fields = line.split('|')
      expect(fields, line).toHaveLength(3)
      expect(fields[0]!.trim(), line).not.toBe('')
      for (const phrase of [...fields[1]!.split(','), ...fields[2]!.split(',')].filter(Boolean)) {
        expect(Array.from(phrase.trim()).length, `${phrase} in ${line}`).toBeGreaterThan(1)
        // A phrase the tokenizer reads as nothing (all hiragana: ひな形) could never match.
        expect(tokenize(phrase), `${phrase} in ${line}`).not.toEqual([])
      }
    }
  })
})

describe('compileGlossary', () => {
  it('keeps only the concepts whose English words are indexed, tokenized like the index', () => {
    const table = compileGlossary(indexedWords('upload', 'folder'), tokenize)
    // Spelled in ASCII, as the index spells terms: the main module stays ASCII.
    expect(table).toMatch(/^[\x20-\x7E\n]+$/)
    const lines = glossaryLines(table)
    // One line a phrase, sorted (as stored): 上传 is one bigram; アップロード is five; 上傳 folds to 上传, not repeated.
    const stored = table.split('\n').map(l => l.split(',')[0]!)
    expect(stored).toEqual([...stored].sort())
    const upload = lines.filter(l => l.targets.join(' ') === 'upload').map(l => l.phrase.join(' '))
    expect(upload).toEqual(expect.arrayContaining(['上传', 'アッ ップ プロ ロー ード']))
    expect(upload.filter(p => p === '上传')).toHaveLength(1)
    expect(lines.some(l => l.targets.includes('folder'))).toBe(true)
    // Nothing about databases is indexed, so no concept targets it.
    expect(lines.flatMap(l => l.targets)).not.toContain('databas')
  })

  it('is empty for an index with no glossary word, and takes extra lines after the built-in ones', () => {
    expect(compileGlossary(() => false, tokenize)).toBe('')
    const table = compileGlossary(indexedWords('kubectl'), tokenize, ['kubectl|库布|キューブ'])
    expect(glossaryLines(table)).toEqual([
      { phrase: ['キュ', 'ュー', 'ーブ'], targets: ['kubectl'] },
      { phrase: ['库布'], targets: ['kubectl'] },
    ])
  })

  it('rejects an extra line that is not english|chinese|japanese', () => {
    expect(() => compileGlossary(() => true, tokenize, ['just words'])).toThrow(/extra line 1 should be "english\|chinese\|japanese"/)
  })
})

describe('createExpander', () => {
  const expand = createExpander(compileGlossary(indexedWords('upload', 'file', 'google drive'), tokenize))

  it('adds the English terms of a concept whose Chinese or Japanese phrase is in the task', () => {
    const zh = expand(tokenize('把报告上传到云盘'))
    expect(zh.terms).toContain('upload')
    const ja = expand(tokenize('ファイルをアップロードして'))
    expect(ja.terms).toEqual(expect.arrayContaining(['upload', 'file']))
    // A five-bigram phrase counts up to EXPANSION_SPAN terms.
    expect(ja.factors[ja.terms.indexOf('upload')]).toBeCloseTo(EXPANSION_WEIGHT * EXPANSION_SPAN)
    expect(zh.factors[zh.terms.indexOf('upload')]).toBeCloseTo(EXPANSION_WEIGHT)
  })

  it('needs every term of a phrase, and never expands an English task or repeats a typed term', () => {
    expect(expand(tokenize('アップ')).terms).toEqual([])
    expect(expand(tokenize('upload the file to drive')).terms).toEqual([])
    expect(expand(tokenize('upload 上传')).terms).not.toContain('upload')
  })

  it('does nothing without a table, and survives a malformed one', () => {
    expect(createExpander(undefined)(tokenize('上传')).terms).toEqual([])
    expect(createExpander(encodeTerm('上传'))(tokenize('上传')).terms).toEqual([])
    expect(createExpander(`${encodeTerm('上传')},upload\n${encodeTerm('云盘')}`)(tokenize('上传到云盘')).terms).toEqual(['upload'])
  })

  it('finds the phrases of every key by binary search, then by its map of keys, alike', () => {
    // A table with many keys: each phrase found, whatever its position in the string.
    const table = compileGlossary(() => true, tokenize)
    const lines = glossaryLines(table)
    // Past the lookups after which an expander builds its map of keys.
    const warmed = createExpander(table)
    for (let i = 0; i < 400; i++) warmed(lines[(i * 13) % lines.length]!.phrase)
    for (const { phrase, targets } of lines.filter((_, i) => i % 7 === 0)) {
      const bySearch = createExpander(table)(phrase)
      for (const t of targets) if (!phrase.includes(t)) expect(bySearch.terms, phrase.join(' ')).toContain(t)
      expect(warmed(phrase), phrase.join(' ')).toEqual(bySearch)
    }
    // Terms no key starts with, both ways.
    for (const miss of [['zzz'], tokenize('量子色力学'), ['']]) expect(warmed(miss)).toEqual(createExpander(table)(miss))
  })

  it('reads a malformed table the same way once it has built its map', () => {
    // Sorted, as the build writes it, with a line that lacks its targets.
    const table = `${encodeTerm('上传')},upload\n${encodeTerm('下载')},download\n${encodeTerm('云盘')}`
    const warmed = createExpander(table)
    for (let i = 0; i < 400; i++) warmed(['云盘'])
    for (const task of ['上传到云盘', '下载', '云盘']) expect(warmed(tokenize(task))).toEqual(createExpander(table)(tokenize(task)))
    expect(warmed(tokenize('上传到云盘下载')).terms).toEqual(['upload', 'download'])
  })
})

describe('compile and the glossary', () => {
  it('expands only into English terms that describe some skill, and that most of a large set does not hold', async () => {
    const { compile } = await import('../../src/core/compile/compile')
    const { skillMd, tempDir, writeTree } = await import('../helpers/fixtures')
    const files: Record<string, string> = {}
    // 60 skills mention files (more than GLOSSARY_ALWAYS_DF and than GLOSSARY_MAX_SHARE of them); 5 mention uploads.
    for (let i = 0; i < 60; i++) files[`skills/s${i}/SKILL.md`] = skillMd(`s${i}`, `Convert a file of kind ${i}${i < 5 ? ' and upload it' : ''}.`)
    // A word only a body uses does not describe the skill: no expansion into it.
    files['skills/notes/SKILL.md'] = skillMd('notes', 'Keep meeting notes.', 'Store them in the database when asked.\n')
    const r = await compile({ root: writeTree(tempDir('glossary'), files) })
    expect(r.errorCount).toBe(0)
    const targets = glossaryLines(r.data.glossary!).flatMap(l => l.targets)
    expect(targets).toContain('upload')
    expect(targets).not.toContain('file')
    expect(targets).toContain('meet')
    expect(targets).not.toContain('databas')
  })
})

describe('the glossary option', () => {
  it('takes true, false or english|chinese|japanese lines, and says what is wrong otherwise', async () => {
    const { resolveOptions } = await import('../../src/core/options')
    expect(resolveOptions({}).glossary).toEqual([])
    expect(resolveOptions({ glossary: false }).glossary).toBe(false)
    expect(resolveOptions({ glossary: ['dunning|催款|督促'] }).glossary).toEqual(['dunning|催款|督促'])
    for (const bad of [['dunning 催款'], ['|催款|督促'], 'dunning|催款|督促', [42]])
      expect(() => resolveOptions({ glossary: bad as never })).toThrow(/`glossary` must be true, false or an array of 'english\|chinese\|japanese' lines/)
  })
})
