/**
 * The runtime's two ways to read a skill's files (issue 41): `readResource` for text, `readResourceBytes` for any file,
 * over every shape a loader may give (a string, a Uint8Array, a module of either, a base64 module as a build writes
 * for a binary), and `load(id).frontmatter` from the body's module.
 */
import { describe, expect, it } from 'vitest'
import { bytesOf, decodeBase64, textOf } from '../../src/runtime/bytes'
import { createLoadout, DATA_VERSION } from '../../src/runtime'
import { MAX_TOOL_BYTES } from '../../src/runtime/tools'
import type { LoadoutData, LoadoutEvent, ResourceContent, SkillEntry } from '../../src/runtime/types'

const PNG = Uint8Array.from([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0xFF, 0x00, 0x80])
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function entry(resources: SkillEntry['resources']): SkillEntry {
  return {
    id: 'pdf', name: 'pdf', description: 'Fill PDF forms', tags: [], priority: 'domain',
    triggers: { task: true, plan: true, edit: true }, patterns: [], requires: { tools: [], capabilities: [] },
    allowedTools: [], tokens: 3, lines: 1, hash: '0'.repeat(16), source: 'project', path: 'pdf/SKILL.md', resources,
  }
}

const FILES: SkillEntry['resources'] = [
  { path: 'LICENSE', kind: 'text', size: 7, type: 'text/plain' },
  { path: 'assets/logo.png', kind: 'binary', size: PNG.length, type: 'image/png' },
  { path: 'bom.txt', kind: 'text', size: 6, type: 'text/plain' },
  { path: 'fonts/a.ttf', kind: 'binary', size: 3, type: 'font/ttf' },
  { path: 'notes.md', kind: 'text', size: 8, type: 'text/markdown' },
]

/** A loadout over one skill whose files load as `contents[j]`. */
function loadoutOf(contents: ResourceContent[], frontmatter?: Record<string, unknown>) {
  const data = { version: DATA_VERSION, sources: [{ dir: 'skills', scope: 'project', format: 'skill' }], entries: [entry(FILES)], index: { scale: 1, terms: '' } } as LoadoutData
  return createLoadout(data, [async () => (frontmatter ? { default: 'body', frontmatter } : 'body')], [contents.map(c => async () => c)])
}

describe('readResource and readResourceBytes', () => {
  const lo = loadoutOf([
    'MIT ...',
    { default: base64(PNG), encoding: 'base64' },
    '\uFEFFhello',
    Uint8Array.from([1, 2, 3]),
    { default: 'é notes' },
  ])

  it('reads a binary file as its bytes, from base64 or from bytes, and refuses it as text', async () => {
    expect(await lo.readResourceBytes('pdf', 'assets/logo.png')).toEqual(PNG)
    expect(await lo.readResourceBytes('pdf', './fonts/a.ttf')).toEqual(Uint8Array.from([1, 2, 3]))
    await expect(lo.readResource('pdf', 'assets/logo.png')).rejects.toThrow('"assets/logo.png" of skill "pdf" is a binary file (image/png, 15 bytes): read it with readResourceBytes.')
  })

  it('reads a text file as text and as its UTF-8 bytes, a byte order mark kept in the bytes only', async () => {
    expect(await lo.readResource('pdf', 'notes.md')).toBe('é notes')
    expect(await lo.readResourceBytes('pdf', 'notes.md')).toEqual(new TextEncoder().encode('é notes'))
    expect(await lo.readResource('pdf', 'bom.txt')).toBe('hello')
    expect([...await lo.readResourceBytes('pdf', 'bom.txt')].slice(0, 3)).toEqual([0xEF, 0xBB, 0xBF])
    expect(await lo.readResource('pdf', 'LICENSE')).toBe('MIT ...')
  })

  it('serves only listed paths, both ways, naming what is listed', async () => {
    for (const read of [lo.readResource, lo.readResourceBytes]) {
      await expect(read('pdf', '../secret.png')).rejects.toThrow(/not a resource of skill "pdf".*assets\/logo\.png/)
      await expect(read('nope', 'LICENSE')).rejects.toThrow(/Unknown skill "nope"/)
    }
  })

  it('reports a read of bytes with its byte count', async () => {
    const events: LoadoutEvent[] = []
    lo.onEvent(e => events.push(e))
    await lo.readResourceBytes('pdf', 'assets/logo.png')
    await lo.readResource('pdf', 'notes.md')
    expect(events).toEqual([
      { type: 'readResource', id: 'pdf', path: 'assets/logo.png', chars: 0, bytes: 15 },
      { type: 'readResource', id: 'pdf', path: 'notes.md', chars: 7 },
    ])
  })

  it('says what a loader gave when it is neither text nor bytes', async () => {
    const bad = loadoutOf([{ default: 42 } as never, '', '', '', ''])
    await expect(bad.readResourceBytes('pdf', 'LICENSE')).rejects.toThrow('the resource loader gave number: expected a string, a Uint8Array or a module of one')
  })
})

describe('load(id).frontmatter', () => {
  it('is the body module\'s frontmatter, or {} when its loader gives none', async () => {
    const frontmatter = { name: 'pdf', metadata: { author: 'x', version: '1.0' }, 'x-unknown': [1, 2] }
    expect((await loadoutOf([], frontmatter).load('pdf')).frontmatter).toEqual(frontmatter)
    expect((await loadoutOf([]).load('pdf')).frontmatter).toEqual({})
  })
})

describe('bytes helpers', () => {
  it('decodes base64 to every byte value, and text round-trips through its UTF-8 bytes', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(decodeBase64(base64(all))).toEqual(all)
    expect(decodeBase64('')).toEqual(new Uint8Array(0))
    const text = 'ascii, é, 数据, 😀'
    expect(textOf(bytesOf(text))).toBe(text)
    expect(Buffer.from(bytesOf(text)).toString('utf8')).toBe(text)
  })
})

describe('data whose files come with each body (lazyFiles, as a bundle\'s main module)', () => {
  const data = { version: DATA_VERSION, sources: [{ dir: 'skills', scope: 'project', format: 'skill' }], entries: [entry([])], index: { scale: 1, terms: '' }, lazyFiles: true } as LoadoutData
  let bodyLoads = 0
  const lo = createLoadout(data, [async () => {
    bodyLoads++
    return { default: 'body', files: FILES, frontmatter: { name: 'pdf' } }
  }], [[async () => 'MIT ...', async () => ({ default: base64(PNG), encoding: 'base64' as const })]])

  it('lists, loads and reads the files its chunk lists', async () => {
    const events: LoadoutEvent[] = []
    lo.onEvent(e => events.push(e))
    expect(await lo.listResources('pdf')).toEqual(FILES)
    expect(events).toEqual([])
    expect((await lo.load('pdf')).resources).toEqual(FILES)
    expect(await lo.readResource('pdf', 'LICENSE')).toBe('MIT ...')
    expect(await lo.readResourceBytes('pdf', 'assets/logo.png')).toEqual(PNG)
    expect(bodyLoads).toBe(4)
  })

  it('gives the tools the chunk\'s files: Skill lists them, read_resource reads a binary as base64', async () => {
    const [skill, , read] = lo.tools({ answerFormat: 'json' })
    expect((await skill!.execute({ name: 'pdf' })).resources).toEqual(FILES.map(f => ({ path: f.path, type: f.type, size: f.size, readable: true, kind: f.kind })))
    expect(await read!.execute({ skill: 'pdf', path: 'assets/logo.png' })).toEqual({ skill: 'pdf', path: 'assets/logo.png', type: 'image/png', size: PNG.length, encoding: 'base64', base64: base64(PNG) })
    const xml = lo.tools()[0]!
    expect((await xml.execute({ name: 'pdf' })).content).toContain('<file>assets/logo.png</file>')
  })

  it('answers a binary past MAX_TOOL_BYTES with an error naming readResourceBytes, without reading it', async () => {
    const huge = [{ path: 'big.bin', kind: 'binary' as const, size: MAX_TOOL_BYTES + 1, type: 'application/octet-stream' }]
    let reads = 0
    const big = createLoadout({ ...data, entries: [entry(huge)], lazyFiles: undefined } as unknown as LoadoutData, [async () => 'body'], [[async () => {
      reads++
      return new Uint8Array(0)
    }]])
    const read = big.tools()[2]!
    expect((await read.execute({ skill: 'pdf', path: 'big.bin' })).error).toMatch(/more than read_resource returns .* readResourceBytes/)
    expect(reads).toBe(0)
  })
})
