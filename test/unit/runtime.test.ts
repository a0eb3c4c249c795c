import fc from 'fast-check'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { createLoadout, DATA_VERSION, estimateTokens, type Loadout } from '../../src/runtime'
import { FIXTURES } from '../helpers/fixtures'

let loadout: Loadout
let loads: string[]

beforeAll(async () => {
  const r = await compile({ root: join(FIXTURES, 'basic'), skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
  loads = []
  loadout = createLoadout(r.data, r.data.entries.map((e, i) => async () => {
    loads.push(e.id)
    return { default: r.bodies[i]! }
  }))
})

describe('match', () => {
  it('puts core entries first with score 1, then domain entries by score', () => {
    const r = loadout.match('extract the tables from these PDF invoices into CSV')
    expect(r.map(x => [x.id, x.tier])).toEqual([['house-rules', 'core'], ['pdf-tables', 'domain']])
    expect(r[0]).toMatchObject({ score: 1, confidence: 1 })
    expect(r[1]!.score).toBeGreaterThan(3)
    expect(r[1]!.confidence).toBeGreaterThan(0)
    expect(r[1]!.confidence).toBeLessThan(1)
    expect(r[1]!.matched).toEqual(expect.arrayContaining(['extract', 'tabl', 'pdf', 'csv']))
    expect(r[1]!.entry.description).toMatch(/PDF/)
  })

  it('abstains when nothing is relevant (only core remains)', () => {
    expect(loadout.match('what is the weather in Lisbon tomorrow').map(r => r.id)).toEqual(['house-rules'])
    expect(loadout.match('').map(r => r.id)).toEqual(['house-rules'])
  })

  it('never auto-loads manual entries, but search finds them', () => {
    expect(loadout.match('write release notes and a changelog').map(r => r.id)).not.toContain('release-notes')
    expect(loadout.search('write release notes and a changelog')[0]!.id).toBe('release-notes')
  })

  it('honours triggers and patterns', () => {
    expect(loadout.match('fix the CI workflow runner').map(r => r.id)).toContain('ci-workflows')
    expect(loadout.match('fix the CI workflow runner', { trigger: 'edit' }).map(r => r.id)).not.toContain('ci-workflows')
    // Every word of the pattern `ci_pipeline` occurs: a bonus on top of the keyword score.
    const plain = loadout.match('ci runner').find(r => r.id === 'ci-workflows')!.score
    const withPattern = loadout.match('ci runner pipeline').find(r => r.id === 'ci-workflows')!.score
    expect(withPattern).toBeGreaterThan(plain)
  })

  it('routes Chinese tasks through bigrams', () => {
    expect(loadout.match('请把这份技术文档翻译成中文').find(r => r.tier === 'domain')?.id).toBe('translate-docs')
  })

  it('respects limit and minScore, and finds skills from later sources', () => {
    expect(loadout.match('resize and compress png images for the web', { limit: 1 }).map(r => r.id)).toEqual(['house-rules', 'image-resize'])
    expect(loadout.match('resize png images', { minScore: 1000 }).map(r => r.id)).toEqual(['house-rules'])
  })

  it('rejects non-string tasks and survives hostile ones', () => {
    expect(() => loadout.match(undefined as unknown as string)).toThrow(TypeError)
    expect(loadout.match('__proto__ constructor prototype hasOwnProperty').map(r => r.id)).toEqual(['house-rules'])
    expect(loadout.match('😀😀😀 \u0000\u0007').map(r => r.id)).toEqual(['house-rules'])
  })
})

describe('lookup and load', () => {
  it('finds by id, then by name, case-insensitively; never a shadowed copy', () => {
    expect(loadout.lookup('pdf-tables')!.source).toBe('skills')
    expect(loadout.lookup('PDF-Tables')!.source).toBe('skills')
    expect(loadout.lookup('nope')).toBeUndefined()
    expect(loadout.entries.map(e => e.id)).not.toContain(undefined)
    expect(loadout.entries).toHaveLength(6)
  })

  it('loads a body only when asked, through its loader', async () => {
    loads.length = 0
    loadout.match('extract pdf tables')
    expect(loads).toEqual([])
    const skill = await loadout.load('pdf-tables')
    expect(loads).toEqual(['pdf-tables'])
    expect(skill.body).toContain('BODY-SENTINEL-pdf-tables')
    expect(skill.resources.map(r => r.path)).toEqual(['references/heuristics.md', 'scripts/extract.py'])
  })

  it('takes loaders as functions, asked for a loader only when a body or resource is first read', async () => {
    const r = await compile({ root: join(FIXTURES, 'basic'), skills: ['skills'] })
    const asked: string[] = []
    const lo = createLoadout(r.data, (i) => {
      asked.push(`body ${i}`)
      return async () => r.bodies[i]!
    }, (i, j) => {
      asked.push(`resource ${i} ${j}`)
      return r.data.entries[i]!.resources[j]!.kind === 'text' ? async () => `text of ${r.data.entries[i]!.resources[j]!.path}` : null
    })
    lo.match('extract the tables from these PDF invoices into CSV')
    expect(asked).toEqual([])
    const i = r.data.entries.findIndex(e => e.id === 'pdf-tables')
    expect((await lo.load('pdf-tables')).body).toContain('BODY-SENTINEL-pdf-tables')
    expect(await lo.readResource('pdf-tables', 'scripts/extract.py')).toBe('text of scripts/extract.py')
    expect(asked).toEqual([`body ${i}`, `resource ${i} 1`])
    // A function that gives no loader: the same errors as an array without one.
    const none = createLoadout(r.data, () => null, () => undefined)
    await expect(none.load('pdf-tables')).rejects.toThrow('Skill "pdf-tables" has no body loader')
    await expect(none.readResource('pdf-tables', 'scripts/extract.py')).rejects.toThrow(/no loader for "scripts\/extract.py"/)
  })

  it('rejects unknown skills with the closest names', async () => {
    await expect(loadout.load('pdf-table')).rejects.toThrow(/Unknown skill "pdf-table"\. Closest: pdf-tables/)
  })
})

describe('createLoadout', () => {
  it('refuses data another version compiled, saying so, instead of routing with it', async () => {
    const r = await compile({ root: join(FIXTURES, 'basic'), skills: ['skills'] })
    expect(r.data.version).toBe(DATA_VERSION)
    const stale = { ...JSON.parse(JSON.stringify(r.data)), version: 1 }
    expect(() => createLoadout(stale, [])).toThrow(`this data is of format version 1, compiled by another version of unplugin-loadout; this runtime reads version ${DATA_VERSION}: build again`)
    expect(() => createLoadout({} as never, [])).toThrow(`expected compiled loadout data (version ${DATA_VERSION})`)
    expect(() => createLoadout(JSON.parse(JSON.stringify(r.data)), []).match('pdf tables')).not.toThrow()
  })
})

describe('estimateTokens', () => {
  it('counts 4 characters a token, CJK one a token', () => {
    expect(estimateTokens('abcdefgh')).toBe(2)
    expect(estimateTokens('数据库')).toBe(3)
    expect(estimateTokens('')).toBe(0)
  })

  it('counts exactly the characters of the kana, CJK ideograph and Hangul blocks', () => {
    const CJK_RE = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/g
    // Each block's first and last character and their neighbours outside it, with ASCII and other scripts.
    const edges = [0x303F, 0x3040, 0x30FF, 0x3100, 0x33FF, 0x3400, 0x4DBF, 0x4DC0, 0x4DFF, 0x4E00, 0x9FFF, 0xA000,
      0xABFF, 0xAC00, 0xD7AF, 0xD7B0, 0xF8FF, 0xF900, 0xFAFF, 0xFB00, 0x61, 0xE9, 0x416, 0xD840, 0xDC00]
    fc.assert(fc.property(fc.array(fc.constantFrom(...edges), { maxLength: 30 }), (codes) => {
      const text = String.fromCharCode(...codes)
      const cjk = text.match(CJK_RE)?.length ?? 0
      expect(estimateTokens(text)).toBe(Math.ceil((text.length - cjk) / 4 + cjk))
    }), { numRuns: 500 })
  })

  it('counts every CJK character of mixed text, run by run', () => {
    // 8 other characters (2 tokens) + 3 + 2 + 4 CJK characters, in three runs with Latin, accents and spaces between.
    expect(estimateTokens('数据库 café ビル 보안검토!')).toBe(Math.ceil(8 / 4 + 9))
    // Called again on other text: no state left from the previous call.
    expect(estimateTokens('ab数')).toBe(Math.ceil(2 / 4 + 1))
    expect(estimateTokens('é'.repeat(8))).toBe(2)
  })
})
