/**
 * MCP's Skills Extension (SEP-2640) over `createMcpHandler`, at both protocol revisions, through the official SDK
 * client (`@modelcontextprotocol/client` 2.x, pinned to 2026-07-28 or speaking 2025-11-25) and its host side,
 * `SkillsClient`, which verifies every file it reads against the entry (size, digest, frontmatter); each file is also
 * checked here with Node's crypto, apart from the SDK.
 */
import { join } from 'node:path'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/v4'
import { loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { publish } from '../../src/core/wellknown/publish'
import { createMcpHandler, type McpHandlerOptions } from '../../src/mcp/http'
import { createMcpServer } from '../../src/mcp/server'
import { FIXTURES } from '../helpers/fixtures'
import { contentBytes, digestOf } from '../helpers/well-known'

const root = join(FIXTURES, 'progressive')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
const MODERN = '2026-07-28'
const REVISIONS = [MODERN, '2025-11-25'] as const
type Revision = typeof REVISIONS[number]
const Entry = z.object({ uri: z.string(), frontmatter: z.record(z.string(), z.unknown()), resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })) })
const ListResult = z.looseObject({ skills: z.array(Entry), nextCursor: z.string().optional() })
const GetResult = z.looseObject({ skill: Entry })
const DirResult = z.looseObject({ resources: z.array(z.looseObject({ uri: z.string(), name: z.string(), mimeType: z.string() })), nextCursor: z.string().optional() })

const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
})

async function connect(options: McpHandlerOptions, revision: Revision = MODERN, loadout?: Awaited<ReturnType<typeof loadFromDisk>>) {
  const handler = createMcpHandler(loadout ?? await loadFromDisk({ root, skills, published: true }), options)
  const client = new Client({ name: 'host', version: '1.0.0' }, { versionNegotiation: { mode: revision === MODERN ? { pin: MODERN } : 'legacy' } })
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)), requestInit: { headers } }))
  clients.push(client)
  return client
}

/** Every page of a paginated custom method. */
async function allPages<T>(client: Client, method: string, params: Record<string, unknown>, key: string, schema: z.ZodType): Promise<T[]> {
  const out: T[] = []
  let cursor: string | undefined
  do {
    const page = await client.request({ method, params: cursor ? { ...params, cursor } : params }, schema) as Record<string, unknown>
    out.push(...page[key] as T[])
    cursor = page.nextCursor as string | undefined
  } while (cursor)
  return out
}

describe.each(REVISIONS)('the Skills Extension at %s', (revision) => {
  it('is declared with directoryRead, lists every served skill, and every file verifies by size, digest and frontmatter', async () => {
    const client = await connect({}, revision)
    expect(client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/skills': { directoryRead: true } })
    const host = new SkillsClient(client)
    expect(host.supported && host.directoryRead).toBe(true)
    const listing = await host.list()
    expect(listing.invalid).toEqual([])
    // In the catalog's order: the two sources in turn, the manual skill last.
    expect(listing.skills.map(s => s.uri)).toEqual([
      'skill://alpha-notes/SKILL.md',
      'skill://zeta-tool/SKILL.md',
      'skill://gpu-render/SKILL.md',
      'skill://long-description/SKILL.md',
      'skill://pdf-forms/SKILL.md',
      'skill://shell-tasks/SKILL.md',
      'skill://manual-only/SKILL.md',
    ])
    // Cache hints are the 2026-07-28 revision's: five minutes, anyone (no token); a 2025-11-25 answer has none.
    expect({ ttlMs: listing.ttlMs, cacheScope: listing.cacheScope }).toEqual(revision === MODERN ? { ttlMs: 300_000, cacheScope: 'public' } : { ttlMs: undefined, cacheScope: undefined })
    for (const skill of listing.skills) {
      for (const r of skill.resources as Array<{ uri: string, digest: string, size: number }>) {
        const file = await host.read(skill, r.uri)
        expect(file.verified, r.uri).toBe(true)
        expect(file.bytes.byteLength, r.uri).toBe(r.size)
        expect(digestOf(Buffer.from(file.bytes)), r.uri).toBe(r.digest)
      }
    }
    const pdf = listing.skills.find(s => s.uri === 'skill://pdf-forms/SKILL.md')!
    expect(pdf.frontmatter).toEqual({ 'name': 'pdf-forms', 'description': expect.stringMatching(/^Fill in/), 'tags': ['pdf', 'forms'], 'allowed-tools': ['Read', 'Write'] })
    // A binary file the extension lists is served as a blob; the plain resources list SKILL.md whole too.
    const png = await client.readResource({ uri: 'skill://pdf-forms/assets/layout.png' })
    expect(png.contents[0]).toMatchObject({ mimeType: 'image/png', blob: expect.any(String) })
    expect(contentBytes(png.contents[0] as { blob: string }).subarray(1, 4).toString()).toBe('PNG')
    const { resources } = await client.listResources()
    expect(resources.find(r => r.uri === 'skill://pdf-forms/SKILL.md')).toMatchObject({ name: 'pdf-forms', mimeType: 'text/markdown' })
  })

  it('gets one skill by the URI of its SKILL.md, and answers -32602 for any other, -32601 for an unknown method', async () => {
    const client = await connect({}, revision)
    const got = await client.request({ method: 'skills/get', params: { uri: 'skill://zeta-tool/SKILL.md' } }, GetResult)
    const list = await client.request({ method: 'skills/list', params: {} }, ListResult)
    expect(got.skill).toEqual(list.skills.find(s => s.uri === 'skill://zeta-tool/SKILL.md'))
    expect(got.ttlMs).toBe(revision === MODERN ? 300_000 : undefined)
    await expect(client.request({ method: 'skills/get', params: { uri: 'skill://nope/SKILL.md' } }, GetResult)).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('No skill is served at skill://nope/SKILL.md') })
    await expect(client.request({ method: 'skills/get', params: {} }, GetResult)).rejects.toMatchObject({ code: -32602 })
    // An unknown method: -32601, which at 2026-07-28 comes as HTTP 404 (the SDK client's "not implemented").
    await expect(client.request({ method: 'skills/nope', params: {} }, GetResult)).rejects.toMatchObject({ code: revision === MODERN ? 'CLIENT_HTTP_NOT_IMPLEMENTED' : -32601 })
  })

  it('reads directories: a skill\'s root and folders, folders first, in pages; a file or unknown URI is -32602', async () => {
    const client = await connect({ pageSize: 2 }, revision)
    const children = await allPages<{ uri: string, name: string, mimeType: string, size?: number }>(client, 'resources/directory/read', { uri: 'skill://pdf-forms' }, 'resources', DirResult)
    // `_linked/` holds the files its SKILL.md links outside its folder (a skill is its whole folder).
    expect(children.map(c => [c.name, c.mimeType])).toEqual([
      ['_linked', 'inode/directory'],
      ['assets', 'inode/directory'],
      ['references', 'inode/directory'],
      ['scripts', 'inode/directory'],
      ['SKILL.md', 'text/markdown'],
    ])
    expect(children[1]!.uri).toBe('skill://pdf-forms/assets')
    const refs = await allPages<{ uri: string, name: string }>(client, 'resources/directory/read', { uri: 'skill://pdf-forms/references/' }, 'resources', DirResult)
    // A file name with a space is percent-encoded in its URI, as resources/read takes it.
    expect(refs.map(c => [c.name, c.uri])).toEqual([['field notes.md', 'skill://pdf-forms/references/field%20notes.md'], ['fields.md', 'skill://pdf-forms/references/fields.md']])
    for (const uri of ['skill://pdf-forms/SKILL.md', 'skill://nope', 'skill://pdf-forms/refer']) {
      await expect(client.request({ method: 'resources/directory/read', params: { uri } }, DirResult), uri).rejects.toMatchObject({ code: -32602 })
    }
  })

  it('pages skills/list as resources/list, and follows the policy (disabled skills are not listed)', async () => {
    const client = await connect({ pageSize: 3, disabled: ['zeta-tool'] }, revision)
    const pages: number[] = []
    let cursor: string | undefined
    const uris: string[] = []
    do {
      const page = await client.request({ method: 'skills/list', params: cursor ? { cursor } : {} }, ListResult)
      pages.push(page.skills.length)
      uris.push(...page.skills.map(s => s.uri))
      cursor = page.nextCursor
    } while (cursor)
    expect(pages).toEqual([3, 3])
    expect(uris).not.toContain('skill://zeta-tool/SKILL.md')
    await expect(client.request({ method: 'skills/list', params: { cursor: 'bogus' } }, ListResult)).rejects.toMatchObject({ code: -32602 })
  })
})

describe('the Skills Extension\'s defaults and options', () => {
  it('serves nested skill paths, with each folder of the path a directory', async () => {
    const client = await connect({}, MODERN, await loadFromDisk({ root: join(FIXTURES, 'overlap'), skills: ['skills'], published: true }))
    // Published names are unique: of the three `brainstorming` skills, the first (fork/) is listed.
    const uris = (await new SkillsClient(client).list()).skills.map(s => s.uri)
    expect(uris).toContain('skill://fork/brainstorming/SKILL.md')
    const fork = await client.request({ method: 'resources/directory/read', params: { uri: 'skill://fork' } }, DirResult)
    expect(fork.resources).toEqual([{ uri: 'skill://fork/brainstorming', name: 'brainstorming', mimeType: 'inode/directory' }])
    const skill = await client.request({ method: 'resources/directory/read', params: { uri: 'skill://fork/brainstorming' } }, DirResult)
    expect(skill.resources.map(r => r.uri)).toEqual(['skill://fork/brainstorming/SKILL.md'])
  })

  it('is on when the loadout carries its published skills, off with `false` or when it does not', async () => {
    const off = await connect({ skillsExtension: false })
    expect(off.getServerCapabilities()?.extensions).toBeUndefined()
    await expect(off.request({ method: 'skills/list', params: {} }, ListResult)).rejects.toMatchObject({ code: 'CLIENT_HTTP_NOT_IMPLEMENTED' })
    const plain = await connect({}, MODERN, await loadFromDisk({ root, skills }))
    expect(plain.getServerCapabilities()?.extensions).toBeUndefined()
  })

  it('takes its cache hints from `cacheHint`, and keeps what a token guards private', async () => {
    const watch = await connect({ cacheHint: { ttlMs: 0 } })
    expect(await watch.request({ method: 'skills/list', params: {} }, ListResult)).toMatchObject({ ttlMs: 0, cacheScope: 'public' })
    const guarded = await connect({ token: 'secret' })
    const list = await guarded.request({ method: 'skills/list', params: {} }, ListResult)
    expect(list).toMatchObject({ ttlMs: 300_000, cacheScope: 'private' })
    // The SDK's own lists carry the same hints.
    expect(await guarded.request({ method: 'tools/list', params: {} })).toMatchObject({ ttlMs: 300_000, cacheScope: 'private' })
    expect(() => createMcpHandler({} as never, { cacheHint: { ttlMs: -1 } })).toThrow('cacheHint.ttlMs must be a whole number')
  })

  it('serves a bundle\'s published skills given as an object, and refuses `true` on a loadout without them', async () => {
    const result = await compile({ root, skills })
    const published = publish(result)
    const plain = await loadFromDisk({ root, skills })
    const client = await connect({ skillsExtension: published }, MODERN, plain)
    const list = await client.request({ method: 'skills/list', params: {} }, ListResult)
    expect(list.skills.find(s => s.uri === 'skill://alpha-notes/SKILL.md')!.resources).toEqual(published.skills.find(s => s.id === 'alpha-notes')!.files.map(f => ({ uri: `skill://alpha-notes/${f.path.split('/').map(encodeURIComponent).join('/')}`, digest: f.digest, size: f.size })))
    expect(() => createMcpServer(plain, { skillsExtension: true })).toThrow('skillsExtension: true needs a loadout that carries its published skills')
  })
})
