/**
 * Property-based fuzzing of every string a caller or an MCP client hands the runtime (issue 32): `match`, `search`,
 * `resolveExplicit`, `complete`, `lookup`, `load`, `readResource`, the tools' `execute`, and over the MCP layer
 * `resources/read` URIs, `prompts/get` arguments and `tools/call` arguments, through the real SDK client. Random and
 * adversarial strings (long runs of `#`, `/`, `](`, `<a `, NUL, lone surrogates, `..`, control characters,
 * `__proto__`...): an entry point that promises an answer or an `{ error }` never throws, one that rejects rejects
 * with an Error saying why, nothing outside the build's list is ever served, and no call takes more than a step
 * budget: inputs are at most 40,000 characters (past the caps), and each property gives itself a wide explicit
 * timeout (a quadratic step on such inputs takes minutes, a linear one milliseconds).
 */
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { createMcpHandler } from '../../src/mcp/http'
import type { Loadout } from '../../src/runtime'
import { linkedPath } from '../../src/runtime/resources'
import { createSqlLoadout, type SqlLoadout } from '../../src/sql'
import { FIXTURES } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'

const root = join(FIXTURES, 'progressive')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]

/** Pieces that once cost quadratic time, or that parsers and lookups trip on. */
const RUNS = ['#', '/', '](', '<a ', '<a href="', '\0', '\uD800', '\uDC00', '..', '../', './', '%', '%2e', '%2F', '\u001B[31m',
  '\u0007', '\r', '\n', '\u2028', ' ', '\t', 'A', 'é', '-', ':', '`', '"', '\'', '\\', '?', '*', '__proto__', '$', 'skill://']
/** Strings that mean something to a lookup: real ids, names and paths, and the keys of every object's prototype. */
const WORDS = ['', ' ', 'pdf-forms', 'PDF-Forms', 'zeta-tool', 'shell-tasks', '/pdf-forms', '$pdf-forms', 'references/fields.md',
  './references/fields.md#x', 'references/field notes.md', '../shared/glossary.md', '../../outside.md', 'assets/layout.png',
  'scripts/fill.py', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'skill://pdf-forms']

/** A run of one piece, up to 20,000 of it. */
const run = fc.tuple(fc.constantFrom(...RUNS), fc.integer({ min: 1, max: 20_000 })).map(([s, n]) => s.repeat(n).slice(0, 20_000))
/** One to three of: a random string (any code unit, lone surrogates included), a word, a run. */
const hostile = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 64 }), fc.constantFrom(...WORDS), run), { minLength: 1, maxLength: 3 })
  .map(parts => parts.join(''))
/** Any JSON value a client could send as a tool argument, hostile strings inside. */
const anyValue = fc.oneof(hostile, fc.integer(), fc.constant(null), fc.boolean(), fc.array(hostile, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'name', 'x'), hostile, { maxKeys: 2 }))

/** Explicit bounds: every property has seconds of margin on a loaded machine, and a quadratic step would take minutes. */
const TIMEOUT = 120_000

let disk: DiskLoadout
let sql: SqlLoadout
let closeDb: () => void
beforeAll(async () => {
  disk = await loadFromDisk({ root, skills })
  const { db } = await sqliteOf(await compile({ root, skills }), 'fuzz')
  closeDb = () => db.close()
  sql = await createSqlLoadout(db)
})
afterAll(() => closeDb?.())

/** Every path the build listed for a skill, and its text ones. */
function listed(lo: Pick<Loadout, 'lookup'>, ref: string) {
  const e = lo.lookup(ref)
  return { all: e?.resources.map(r => r.path) ?? [], text: e?.resources.filter(r => r.kind === 'text').map(r => r.path) ?? [] }
}

/** Resolves to what `p` gave, or to the Error it rejected with; anything else thrown fails the property. */
async function settle<T>(p: Promise<T>): Promise<{ ok: T } | { error: Error }> {
  try {
    return { ok: await p }
  }
  catch (err) {
    expect(err).toBeInstanceOf(Error)
    expect(typeof (err as Error).message).toBe('string')
    return { error: err as Error }
  }
}

describe('the runtime, fuzzed', () => {
  it('routes, looks up and completes any string without throwing', () => {
    const ids = new Set(disk.entries.map(e => e.id))
    fc.assert(fc.property(hostile, (s) => {
      for (const r of [...disk.match(s), ...disk.search(s)]) expect(ids.has(r.id)).toBe(true)
      const e = disk.lookup(s)
      if (e) expect(ids.has(e.id)).toBe(true)
      expect(Array.isArray(disk.resolveExplicit(s).named)).toBe(true)
      for (const c of disk.complete(s)) expect(ids.has(c.id)).toBe(true)
    }), { numRuns: 300 })
  }, TIMEOUT)

  it('loads and reads resources: an answer or an Error, and only the files the build listed', async () => {
    const ref = fc.oneof(hostile, fc.constantFrom('pdf-forms', 'alpha-notes', 'zeta-tool'))
    await fc.assert(fc.asyncProperty(ref, hostile, async (skill, path) => {
      const loaded = await settle(disk.load(skill))
      if ('ok' in loaded) expect(disk.lookup(skill)).toBeDefined()
      const read = await settle(disk.readResource(skill, path))
      if (!('ok' in read)) return
      // A listed path, or the link SKILL.md wrote to a linked file outside the folder (../x, listed as _linked/...).
      const plain = path.replace(/^(?:\.\/)+/, '').split('#')[0]!
      expect(listed(disk, skill).text).toContain(plain.startsWith('../') ? linkedPath(disk.lookup(skill)!, plain) : plain)
    }), { numRuns: 300, examples: [['pdf-forms', '../shared/glossary.md'], ['pdf-forms', '../../shared/glossary.md']] })
  }, TIMEOUT)

  for (const [name, get] of [['the bundle', () => disk], ['a SQLite database', () => sql]] as const) {
    it(`${name}: the tools answer any arguments, never throwing, never serving an unlisted file`, async () => {
      const tools = Object.fromEntries((await get().tools()).map(t => [t.name, t]))
      const args = fc.record({ name: anyValue, query: anyValue, limit: anyValue, skill: anyValue, path: anyValue }, { requiredKeys: [] })
      await fc.assert(fc.asyncProperty(fc.constantFrom('Skill', 'SkillSearch', 'read_resource'), fc.oneof(args, anyValue), async (tool, input) => {
        const answer = await tools[tool]!.execute(input as never)
        expect(typeof answer).toBe('object')
        if ('error' in answer) expect(typeof answer.error).toBe('string')
        else if (tool === 'read_resource') expect(listed(disk, String(answer.skill)).text).toContain(answer.path)
      }), { numRuns: 300 })
    }, TIMEOUT)
  }
})

describe('the MCP layer, fuzzed through the SDK client', () => {
  let client: Client
  beforeAll(async () => {
    const handler = createMcpHandler(disk)
    client = new Client({ name: 'fuzz', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) }))
  })
  afterAll(() => client?.close())

  /** A protocol error the server chose (resource not found, invalid params), never an internal error from a throw. */
  const chosen = (err: unknown) => expect([-32002, -32602]).toContain((err as { code?: number }).code)

  it('resources/read: any URI is served from the list or refused as not found', async () => {
    const uri = fc.oneof(hostile, hostile.map(s => `skill://${s}`), fc.tuple(fc.constantFrom('pdf-forms', 'zeta-tool'), hostile).map(([id, s]) => `skill://${id}/${s}`))
    await fc.assert(fc.asyncProperty(uri, async (u) => {
      try {
        const r = await client.readResource({ uri: u })
        expect(r.contents).toHaveLength(1)
      }
      catch (err) {
        chosen(err)
      }
    }), { numRuns: 150 })
  }, TIMEOUT)

  it('prompts/get: any name and task', async () => {
    const name = fc.oneof(hostile, fc.constantFrom('pdf-forms', 'zeta-tool'))
    await fc.assert(fc.asyncProperty(name, hostile, async (n, task) => {
      try {
        const r = await client.getPrompt({ name: n, arguments: { task } })
        expect(r.messages[0]!.role).toBe('user')
      }
      catch (err) {
        chosen(err)
      }
    }), { numRuns: 150 })
  }, TIMEOUT)

  it('tools/call: any arguments get a result, an error result at worst', async () => {
    const args = fc.dictionary(fc.constantFrom('name', 'query', 'limit', 'skill', 'path', '__proto__', 'x'), anyValue, { maxKeys: 3 })
    await fc.assert(fc.asyncProperty(fc.constantFrom('Skill', 'SkillSearch', 'read_resource'), args, async (tool, a) => {
      const r = await client.callTool({ name: tool, arguments: a })
      expect(Array.isArray(r.content)).toBe(true)
    }), { numRuns: 150 })
  }, TIMEOUT)
})
