import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walk } from '../../src/core/compile/compile'
import { analyzeDoc, buildIndex, type DocAnalysis, FIELD_ORDER, type IndexDoc, IndexState } from '../../src/core/index/indexer'
import { tokenize } from '../../src/runtime/tokenize'
import { tempDir, writeTree } from '../helpers/fixtures'

const WORDS = ['pdf', 'table', 'extract', 'deploy', 'kubernetes', 'release', 'notes', 'image', 'resize', 'log', 'parse', '文件', 'データ']
// A few shared words, and made-up ones: an edit may bring or take more than a few terms at once.
const word = fc.oneof(fc.constantFrom(...WORDS), fc.stringMatching(/^[a-z]{2,6}$/))
const text = fc.array(word, { maxLength: 24 }).map(w => w.join(' '))
const doc = fc.record({ name: fc.constantFrom('pdf-tables', 'deploy', 'skill-creator', 'notes'), tags: text, description: text, headings: text, body: text })
  .map((d): IndexDoc => ({ ...d, exactName: d.name }))

describe('IndexState', () => {
  it('gives after any sequence of changes the index a build from scratch gives', () => {
    // Documents come, go, change, move and get shadowed (undefined) between builds of one state; some analyses are
    // reused objects (an unchanged skill), some new objects of the same text (a touched file).
    const step = fc.record({ at: fc.nat(), doc: fc.option(doc, { nil: undefined }), op: fc.constantFrom('set', 'insert', 'remove', 'reanalyze', 'swap') })
    fc.assert(fc.property(fc.array(doc, { maxLength: 6 }), fc.array(step, { maxLength: 8 }), (start, steps) => {
      const state = new IndexState()
      let analyses: Array<DocAnalysis | undefined> = start.map(d => analyzeDoc(d))
      let docs: Array<IndexDoc | undefined> = [...start]
      expect(state.build(analyses).terms).toBe(buildIndex(docs.map(d => d ?? null)).terms)
      for (const { at, doc: d, op } of steps) {
        const i = docs.length ? at % docs.length : 0
        if (op === 'insert' || docs.length === 0) {
          docs.splice(i, 0, d)
          analyses.splice(i, 0, d && analyzeDoc(d))
        }
        else if (op === 'remove') {
          docs.splice(i, 1)
          analyses.splice(i, 1)
        }
        else if (op === 'reanalyze') {
          analyses[i] = docs[i] && analyzeDoc(docs[i]!)
        }
        else if (op === 'swap') {
          const j = (i + 1) % docs.length;
          [docs[i], docs[j]] = [docs[j], docs[i]];
          [analyses[i], analyses[j]] = [analyses[j], analyses[i]]
        }
        else {
          docs[i] = d
          analyses[i] = d && analyzeDoc(d)
        }
        docs = [...docs]
        analyses = [...analyses]
        expect(state.build(analyses).terms).toBe(buildIndex(docs.map(x => x ?? null)).terms)
      }
    }), { numRuns: 300 })
  })

  it('re-encodes nothing when nothing it indexes changed', () => {
    const docs = fc.sample(doc, { numRuns: 20, seed: 7 })
    const state = new IndexState()
    const first = state.build(docs.map(d => analyzeDoc(d)))
    const encodes = state.encodes
    // New analyses of the same texts (every skill touched): the same index, no postings encoded.
    expect(state.build(docs.map(d => analyzeDoc(d)))).toEqual(first)
    expect(state.encodes).toBe(encodes)
  })
})

describe('walk', () => {
  it('lists a source: dot-folders entered, dot-files and dependency folders skipped, symlinks listed and not followed', () => {
    const dir = tempDir('walk')
    writeTree(dir, {
      'a/SKILL.md': 'x',
      'a/scripts/run.py': 'x',
      'a/.hidden/secret.md': 'x',
      'a/node_modules/pkg/SKILL.md': 'x',
      'b/node_modules': 'a file named node_modules',
      '.git/config': 'x',
      '.env': 'x',
      'c/d/e/SKILL.md': 'x',
      'c/d/e/references/deep [1].md': 'x',
      'outside/x.md': 'x',
    })
    mkdirSync(join(dir, 'empty'))
    symlinkSync(join(dir, 'outside'), join(dir, 'c/linked-dir'))
    symlinkSync(join(dir, 'outside/x.md'), join(dir, 'c/linked.md'))
    const listing = walk(dir)
    expect([...listing.files].sort()).toEqual(['a/.hidden/secret.md', 'a/SKILL.md', 'a/scripts/run.py', 'b/node_modules', 'c/d/e/SKILL.md', 'c/d/e/references/deep [1].md', 'outside/x.md'])
    expect([...listing.kinds].filter(([, k]) => k === 'dir').map(([p]) => p).sort()).toEqual(['a', 'a/.hidden', 'a/scripts', 'b', 'c', 'c/d', 'c/d/e', 'c/d/e/references', 'empty', 'outside'])
    expect(listing.symlinks.sort()).toEqual(['c/linked-dir', 'c/linked.md'])
    // The same listing as fast-glob's, where fast-glob is told the same rules.
    const globbed = fg.sync('**', { cwd: dir, onlyFiles: false, followSymbolicLinks: false, dot: true, objectMode: true, ignore: ['**/node_modules/**', '**/.git/**', '**/.*'] })
    expect([...listing.symlinks].sort()).toEqual(globbed.filter(e => e.dirent.isSymbolicLink()).map(e => e.path).sort())
  })
})

describe('analyzeDoc', () => {
  const FIELDS = FIELD_ORDER

  it('counts every term of every field exactly, across documents of any size, one after another', () => {
    // Many distinct terms (the counts outgrow their first buffer), then small documents after it, then again.
    const big: IndexDoc = { name: 'big', exactName: 'big', tags: '', description: 'alpha beta', headings: 'alpha', body: Array.from({ length: 3000 }, (_, i) => `w${i}x`).join(' ') }
    fc.assert(fc.property(fc.array(doc, { minLength: 1, maxLength: 4 }), (docs) => {
      for (const d of [big, ...docs, big, ...docs]) {
        const expected = new Map<string, number[]>()
        FIELDS.forEach((field, f) => {
          for (const t of tokenize(d[field])) {
            if (!expected.has(t)) expected.set(t, FIELDS.map(() => 0))
            expected.get(t)![f]!++
          }
        })
        const a = analyzeDoc(d)
        expect(a.terms).toEqual([...expected.keys()])
        expect([...a.counts]).toEqual([...expected.values()].flat())
      }
    }), { numRuns: 20 })
  })
})
