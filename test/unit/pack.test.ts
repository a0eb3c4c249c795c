import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateMain, generateSkill, generateSkillOf, mainData } from '../../src/plugin/codegen'
import { compile, type CompileResult } from '../../src/core/compile/compile'
import { createLoadout, unpackData } from '../../src/runtime'
import { packData } from '../../src/runtime/literals'
import type { LoadoutData, SkillEntry } from '../../src/runtime/types'
import { CORPUS, FIXTURES, HAS_CORPUS, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const roundTrip = (data: LoadoutData) => unpackData(JSON.parse(JSON.stringify(packData(data))))

let basic: CompileResult
beforeAll(async () => {
  basic = await compile({ root: join(FIXTURES, 'basic'), skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
})

const text = fc.string({ unit: 'binary', maxLength: 40 })
const words = fc.array(text, { maxLength: 3 })
const entry: fc.Arbitrary<SkillEntry> = fc.record({
  id: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}(?:\/[a-z0-9-]{1,8})?$/),
  name: fc.option(text, { nil: undefined }),
  description: text,
  tags: words,
  priority: fc.constantFrom('core', 'domain', 'manual'),
  triggers: fc.record({ task: fc.boolean(), plan: fc.boolean(), edit: fc.boolean() }),
  patterns: words,
  requires: fc.record({ tools: words, capabilities: words }),
  allowedTools: words,
  license: fc.option(text, { nil: undefined }),
  compatibility: fc.option(text, { nil: undefined }),
  tokens: fc.nat(100_000),
  lines: fc.nat(10_000),
  hash: fc.stringMatching(/^[0-9a-f]{16}$/),
  source: fc.constantFrom('skills', 'user', 'other'),
  path: fc.option(text, { nil: undefined }),
  resources: fc.array(fc.record({ path: text, kind: fc.constantFrom('text', 'binary'), size: fc.nat(1_000_000), type: fc.constantFrom('text/markdown', 'image/png') }), { maxLength: 3 }),
  shadowedBy: fc.option(fc.constantFrom('skills', 'user'), { nil: undefined }),
  invalid: fc.option(text, { nil: undefined }),
  userOnly: fc.option(fc.constant(true as const), { nil: undefined }),
  modelOnly: fc.option(fc.constant(true as const), { nil: undefined }),
  claude: fc.option(fc.record({
    argumentHint: fc.option(text, { nil: undefined }),
    model: fc.option(text, { nil: undefined }),
    hooks: fc.option(fc.dictionary(text, fc.jsonValue()), { nil: undefined }),
  }, { requiredKeys: [] }), { nil: undefined }),
}).map((e) => {
  // Fields in the compiler's order, optional ones only when set, defaults where the packer has them.
  const out: Record<string, unknown> = {
    id: e.id,
    name: e.name ?? e.id.slice(e.id.lastIndexOf('/') + 1),
    description: e.description,
    tags: e.tags,
    priority: e.priority,
    triggers: e.triggers,
    patterns: e.patterns,
    requires: e.requires,
    allowedTools: e.allowedTools,
  }
  if (e.license !== undefined) out.license = e.license
  if (e.compatibility !== undefined) out.compatibility = e.compatibility
  if (e.userOnly) out.userOnly = true
  if (e.modelOnly) out.modelOnly = true
  // What JSON keeps of the pass-through keys (the compiler makes them from YAML, JSON values only).
  if (e.claude !== undefined) out.claude = JSON.parse(JSON.stringify(e.claude))
  Object.assign(out, { tokens: e.tokens, lines: e.lines, hash: e.hash, source: e.source, path: e.path ?? `${e.id}/SKILL.md`, resources: e.resources })
  if (e.shadowedBy !== undefined) out.shadowedBy = e.shadowedBy
  if (e.invalid !== undefined) out.invalid = e.invalid
  return out as unknown as SkillEntry
})

describe('packed data', () => {
  it('unpacks to exactly the data it was packed from', () => {
    expect(JSON.stringify(roundTrip(basic.data))).toBe(JSON.stringify(basic.data))
    fc.assert(fc.property(fc.array(entry, { maxLength: 8 }), fc.option(fc.string(), { nil: undefined }), (entries, glossary) => {
      const data: LoadoutData = {
        version: 4,
        sources: [{ dir: 'skills', scope: 'skills', format: 'skill' }],
        entries,
        index: { scale: 10, terms: '' },
        ...(glossary !== undefined ? { glossary } : {}),
      }
      expect(JSON.stringify(roundTrip(data))).toBe(JSON.stringify(data))
    }), { numRuns: 300 })
  })

  it('keeps the entry strings in ASCII: plain ASCII apart, the others spelled in ASCII', () => {
    expect(JSON.stringify(basic.data.entries)).toMatch(/[^\x00-\x7F]/)
    const packed = packData(basic.data)
    expect(packed.text).toMatch(/^[\x00-\x7F]*$/)
    expect(packed.wide).toMatch(/^[\x00-\x7F]+$/)
    expect(unpackData(packed).entries).toEqual(basic.data.entries)
  })

  it('routes exactly like the plain data, building only the entries it returns', () => {
    const plain = createLoadout(basic.data, [])
    const data = roundTrip(basic.data)
    const packed = createLoadout(data, [])
    const tasks = ['extract the tables from these PDF invoices into CSV', 'fix the CI workflow runner', 'ci runner pipeline',
      '请把这份技术文档翻译成中文', 'resize png images', 'write release notes and a changelog', '']
    for (const task of tasks) {
      expect(JSON.stringify(packed.match(task, { limit: 10 }))).toBe(JSON.stringify(plain.match(task, { limit: 10 })))
      expect(JSON.stringify(packed.match(task, { trigger: 'edit' }))).toBe(JSON.stringify(plain.match(task, { trigger: 'edit' })))
      expect(JSON.stringify(packed.search(task))).toBe(JSON.stringify(plain.search(task)))
    }
    // Nothing read `data.entries` yet: it is still the accessor that builds them.
    expect(Object.getOwnPropertyDescriptor(data, 'entries')!.get).toBeTypeOf('function')
    expect(packed.lookup('PDF-Tables')).toEqual(plain.lookup('PDF-Tables'))
    expect(JSON.stringify(packed.catalog())).toBe(JSON.stringify(plain.catalog()))
    // Once built, the same objects everywhere.
    const result = packed.match('extract the tables from these PDF invoices into CSV')[1]!
    expect(data.entries).toContain(result.entry)
    expect(packed.entries).toContain(result.entry)
    expect(packed.lookup(result.id)).toBe(result.entry)
    expect(packed.entries).toEqual(plain.entries)
    expect(Object.getOwnPropertyDescriptor(data, 'entries')!.value).toBe(data.entries)
  })

  it('serves entries from frozen data too', () => {
    const data = Object.freeze(roundTrip(basic.data))
    const loadout = createLoadout(data, [])
    expect(loadout.match('extract the tables from these PDF invoices into CSV')[1]!.id).toBe('pdf-tables')
    expect(data.entries).toBe(data.entries)
    expect(JSON.stringify(data.entries)).toBe(JSON.stringify(basic.data.entries))
  })

  it('lets entries be replaced like any property', () => {
    const data = roundTrip(basic.data)
    data.entries = data.entries.slice(0, 1)
    expect(data.entries).toHaveLength(1)
    expect(createLoadout(data, []).entries.length).toBeLessThanOrEqual(1)
  })
})

describe('the generated main module', () => {
  /** A module as a data: URL (one data: module may import another). */
  const served = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`
  const text = (what: string) => served(`export default ${JSON.stringify(what)};`)
  /** The body chunks of `r` as data: URLs, their resources served as `resource <key>`. */
  const bodyChunks = (r: CompileResult) => (key: string) => served(generateSkillOf(r, r.chunkKeys.indexOf(key), k => text(`resource ${k}`)))
  const runtime = pathToFileURL(join(import.meta.dirname, '../../src/runtime/index.ts')).href

  it('loads, routes and serves bodies and resources', async () => {
    const dir = tempDir('codegen')
    const file = join(dir, 'main.mjs')
    writeFileSync(file, generateMain(basic, { runtime, skill: bodyChunks(basic) }))
    const mod = await import(pathToFileURL(file).href)
    // The main module's entries list no files (lazyFiles): each body's chunk does.
    const plain = createLoadout(mainData(basic.data), [])
    expect(mod.match('extract the tables from these PDF invoices into CSV')).toEqual(plain.match('extract the tables from these PDF invoices into CSV'))
    expect(mod.entries).toEqual(plain.entries)
    expect(mod.entries.every((e: SkillEntry) => e.resources.length === 0)).toBe(true)
    const pdf = basic.data.entries.find(e => e.id === 'pdf-tables')!
    const i = basic.data.entries.indexOf(pdf)
    const loaded = await mod.load('pdf-tables')
    expect(loaded.body).toBe(basic.bodies[i])
    expect(loaded.resources).toEqual(pdf.resources)
    expect(loaded.frontmatter).toEqual(basic.frontmatters[i])
    expect(await mod.listResources('pdf-tables')).toEqual(pdf.resources)
    const j = pdf.resources.findIndex(r => r.kind === 'text')
    expect(await mod.readResource('pdf-tables', pdf.resources[j]!.path)).toBe(`resource ${basic.resourceKeys[i]![j]}`)
    expect(await mod.readResourceBytes('pdf-tables', pdf.resources[j]!.path)).toEqual(new TextEncoder().encode(`resource ${basic.resourceKeys[i]![j]}`))
  })

  it('maps every body to its own chunk, past shadowed skills, and every file to its own, binaries included', async () => {
    const root = writeTree(tempDir('codegen-chunks'), {
      'a/first/SKILL.md': skillMd('first', 'First.'),
      'a/mixed/SKILL.md': skillMd('mixed', 'Mixed resources.'),
      'a/mixed/assets/logo.png': Buffer.from([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]),
      'a/mixed/references/notes.md': 'notes',
      'a/mixed/scripts/run.sh': 'echo run',
      'a/plain/SKILL.md': skillMd('plain', 'No resources.'),
      'b/first/SKILL.md': skillMd('first', 'A shadowed copy.'),
      'b/first/references/shadowed.md': 'never served',
      'b/last/SKILL.md': skillMd('last', 'Last.'),
      'b/last/assets/icon.png': Buffer.from([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 0]),
      'b/last/references/z.md': 'z',
    })
    const r = await compile({ root, skills: ['a', { dir: 'b', scope: 'user' }] })
    expect(r.data.entries.some(e => e.shadowedBy)).toBe(true)
    expect(r.data.entries.some(e => e.resources.some(x => x.kind === 'binary'))).toBe(true)
    const file = join(root, 'main.mjs')
    const main = generateMain(r, { runtime, skill: bodyChunks(r) })
    // Resources are imported by their skill's body chunk, never by the main module.
    expect(main).not.toContain('resource ')
    expect(main.match(/case \d+: return import/g)).toHaveLength(r.data.entries.filter(e => !e.shadowedBy).length)
    writeFileSync(file, main)
    const mod = await import(pathToFileURL(file).href)
    let read = 0
    for (const [i, e] of r.data.entries.entries()) {
      if (e.shadowedBy) continue
      expect((await mod.load(e.id)).body).toBe(r.bodies[i])
      for (const [j, res] of e.resources.entries()) {
        if (res.kind === 'text') {
          expect(await mod.readResource(e.id, res.path)).toBe(`resource ${r.resourceKeys[i]![j]}`)
          read++
        }
        else {
          await expect(mod.readResource(e.id, res.path)).rejects.toThrow(/binary file/)
          expect(await mod.readResourceBytes(e.id, res.path)).toEqual(new TextEncoder().encode(`resource ${r.resourceKeys[i]![j]}`))
          read++
        }
      }
    }
    expect(read).toBe(5)
  })

  it('gives equal skill files one body chunk only when their resources are equal too', async () => {
    const linking = skillMd('notes', 'Notes.', 'Use the notes.\n\nSee [notes](references/notes.md).\n')
    const plain = skillMd('plain', 'Plain.', 'Plain.\n')
    const root = writeTree(tempDir('codegen-keys'), {
      'a/one/SKILL.md': linking,
      'a/one/references/notes.md': 'one',
      'a/two/SKILL.md': linking,
      'a/two/references/notes.md': 'two',
      'a/three/SKILL.md': plain,
      'a/four/SKILL.md': plain,
    })
    const r = await compile({ root, skills: ['a'] })
    const key = (id: string) => r.chunkKeys[r.data.entries.findIndex(e => e.id === id)]!
    const hash = (id: string) => r.data.entries.find(e => e.id === id)!.hash
    expect(hash('one')).toBe(hash('two'))
    expect(key('one')).not.toBe(key('two'))
    expect(key('one').startsWith(`${hash('one')}-`)).toBe(true)
    // No text resources: the chunk key is the content hash, and equal bodies share the chunk.
    expect(key('three')).toBe(hash('three'))
    expect(key('three')).toBe(key('four'))
  })

  it('writes a body chunk with a resource switch only when the skill has text resources', () => {
    expect(generateSkill('body')).toBe('export default "body";\n')
    const code = generateSkill('body', [null, 'r1', null, 'r3'])
    expect(code).toContain('case 1: return import("r1");')
    expect(code).toContain('case 3: return import("r3");')
    expect(code).not.toMatch(/case [02]:/)
  })

  it('falls back to plain JSON for data it cannot pack exactly', async () => {
    const odd = { ...basic, data: { ...basic.data, entries: basic.data.entries.map((e, i) => (i ? e : { ...e, extra: 1 })) } }
    const main = generateMain(odd, { runtime: 'rt', skill: h => `skill/${h}` })
    expect(main).not.toContain('unpackData')
    expect(main).toContain('lazyCore(() => JSON.parse(decodeText(json))')
    expect(main).toContain('\\"extra\\":1')
  })

  it.skipIf(!HAS_CORPUS)('packs the corpus', async () => {
    const r = await compile({ root: join(CORPUS, '..'), skills: ['corpus'] })
    expect(JSON.stringify(roundTrip(r.data))).toBe(JSON.stringify(r.data))
    const main = generateMain(r, { runtime: 'rt', skill: h => `skill/${h}` })
    expect(main).toContain('lazyCore(() => unpackData(packed)')
    expect(main).not.toContain('JSON.parse(')
  })
})
