/**
 * MCP's Skills Extension (SEP-2640) through the official SDK client's raw request API: `skills/list` and `skills/get`
 * over `createMcpHandler`, each listed file read with `resources/read` and verified here (size and sha256 with Node's
 * crypto, frontmatter against the file's), as a host must before it loads a skill.
 */
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/v4'
import { loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile'
import { parseSkill } from '../../src/core/parse'
import { createMcpHandler, type McpHandlerOptions } from '../../src/mcp/http'
import { createMcpServer } from '../../src/mcp/server'
import { publish } from '../../src/core/publish/skills'
import { FIXTURES } from '../helpers/fixtures'
import { contentBytes, digestOf } from '../helpers/well-known'

const root = join(FIXTURES, 'progressive')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
const Entry = z.object({ uri: z.string(), frontmatter: z.record(z.string(), z.unknown()), resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })) })
const ListResult = z.object({ skills: z.array(Entry), nextCursor: z.string().optional(), ttlMs: z.number(), cacheScope: z.string() })
const GetResult = z.object({ skill: Entry, ttlMs: z.number(), cacheScope: z.string() })

const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
})

async function connect(options: McpHandlerOptions, loadout?: Awaited<ReturnType<typeof loadFromDisk>>) {
  const handler = createMcpHandler(loadout ?? await loadFromDisk({ root, skills, published: true }), options)
  const client = new Client({ name: 'host', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) }))
  clients.push(client)
  return client
}

/** The bytes of a `resources/read` answer. */
async function read(client: Client, uri: string): Promise<Buffer> {
  return contentBytes((await client.readResource({ uri })).contents[0] as { text?: string, blob?: string })
}

describe('the Skills Extension', () => {
  it('declares itself, lists every served skill with its frontmatter, and every file verifies by size and digest', async () => {
    const client = await connect({ skillsExtension: true })
    expect(client.getServerCapabilities()?.extensions).toEqual({ 'io.modelcontextprotocol/skills': {} })
    const list = await client.request({ method: 'skills/list', params: {} }, ListResult)
    // In the catalog's order: the two sources in turn, the manual skill last.
    expect(list.skills.map(s => s.uri)).toEqual([
      'skill://alpha-notes/SKILL.md',
      'skill://zeta-tool/SKILL.md',
      'skill://gpu-render/SKILL.md',
      'skill://long-description/SKILL.md',
      'skill://pdf-forms/SKILL.md',
      'skill://shell-tasks/SKILL.md',
      'skill://manual-only/SKILL.md',
    ])
    expect(list).toMatchObject({ ttlMs: 0, cacheScope: 'private' })
    for (const skill of list.skills) {
      for (const r of skill.resources) {
        const bytes = await read(client, r.uri)
        expect(bytes.byteLength, r.uri).toBe(r.size)
        expect(digestOf(bytes), r.uri).toBe(r.digest)
      }
      // The frontmatter of the SKILL.md read is the entry's (compared field by field, as a host does).
      const text = (await read(client, skill.uri)).toString('utf8')
      const parsed = parseSkill(text, { file: skill.uri, folderName: String(skill.frontmatter.name), format: 'skill', strict: false })
      expect(parsed.skill?.name).toBe(skill.frontmatter.name)
      expect(parsed.skill?.description).toBe(skill.frontmatter.description)
    }
    const pdf = list.skills.find(s => s.uri === 'skill://pdf-forms/SKILL.md')!
    expect(pdf.frontmatter).toEqual({ 'name': 'pdf-forms', 'description': expect.stringMatching(/^Fill in/), 'tags': ['pdf', 'forms'], 'allowed-tools': ['Read', 'Write'] })
    // A binary file the extension lists is served as a blob (the plain resources list it, and serve it now).
    expect(pdf.resources.map(r => r.uri)).toContain('skill://pdf-forms/assets/layout.png')
    const png = await client.readResource({ uri: 'skill://pdf-forms/assets/layout.png' })
    expect(png.contents[0]).toMatchObject({ mimeType: 'image/png', blob: expect.any(String) })
    const { resources } = await client.listResources()
    expect(resources.find(r => r.uri === 'skill://pdf-forms/SKILL.md')).toMatchObject({ name: 'pdf-forms', mimeType: 'text/markdown' })
  })

  it('gets one skill by the URI of its SKILL.md, and answers -32602 for any other', async () => {
    const client = await connect({ skillsExtension: true })
    const got = await client.request({ method: 'skills/get', params: { uri: 'skill://zeta-tool/SKILL.md' } }, GetResult)
    const list = await client.request({ method: 'skills/list', params: {} }, ListResult)
    expect(got.skill).toEqual(list.skills.find(s => s.uri === 'skill://zeta-tool/SKILL.md'))
    await expect(client.request({ method: 'skills/get', params: { uri: 'skill://nope/SKILL.md' } }, GetResult)).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('No skill is served at skill://nope/SKILL.md') })
    await expect(client.request({ method: 'skills/nope', params: {} }, GetResult)).rejects.toMatchObject({ code: -32601 })
  })

  it('pages skills/list as resources/list, and follows the policy (disabled skills are not listed)', async () => {
    const client = await connect({ skillsExtension: true, pageSize: 3, disabled: ['zeta-tool'] })
    const uris: string[] = []
    let cursor: string | undefined
    do {
      const page = await client.request({ method: 'skills/list', params: cursor ? { cursor } : {} }, ListResult)
      expect(page.skills.length).toBeLessThanOrEqual(3)
      uris.push(...page.skills.map(s => s.uri))
      cursor = page.nextCursor
    } while (cursor)
    expect(uris).toHaveLength(6)
    expect(uris).not.toContain('skill://zeta-tool/SKILL.md')
  })

  it('is off by default: no declaration, and skills/list is an unknown method', async () => {
    const client = await connect({})
    expect(client.getServerCapabilities()?.extensions).toBeUndefined()
    await expect(client.request({ method: 'skills/list', params: {} }, ListResult)).rejects.toMatchObject({ code: -32601 })
  })

  it('serves a bundle\'s published skills given as an object, and refuses `true` on a loadout without them', async () => {
    const result = await compile({ root, skills })
    const published = publish(result)
    const plain = await loadFromDisk({ root, skills })
    const client = await connect({ skillsExtension: published }, plain)
    const list = await client.request({ method: 'skills/list', params: {} }, ListResult)
    expect(list.skills.find(s => s.uri === 'skill://alpha-notes/SKILL.md')!.resources).toEqual(published.skills.find(s => s.id === 'alpha-notes')!.files.map(f => ({ uri: `skill://alpha-notes/${f.path.split('/').map(encodeURIComponent).join('/')}`, digest: f.digest, size: f.size })))
    expect(() => createMcpServer(plain, { skillsExtension: true })).toThrow('skillsExtension: true needs a loadout that carries its published skills')
  })
})
