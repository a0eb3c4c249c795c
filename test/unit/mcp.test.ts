/**
 * The MCP server over a loadout compiled from disk, driven in-process by the official SDK client through
 * `createMcpHandler` (the client's `fetch` calls the handler: the Streamable HTTP messages are real, only the socket is
 * left out; the e2e test runs the CLI over stdio and HTTP).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { PromptListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadFromDisk } from '../../src/api'
import { buildCatalogPrompt } from '../../src/ai/prompt'
import { isLoopback } from '../../src/core/net'
import { createMcpHandler, isLoopbackHostHeader, type McpHandler, type McpHandlerOptions } from '../../src/mcp/http'
import { parseSkillUri, skillUri, userInvocable } from '../../src/mcp/skills'
import { runCli } from '../helpers/cli'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const root = join(FIXTURES, 'progressive')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]
const URL_ = 'http://127.0.0.1/mcp'

const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
})

async function setup(options: McpHandlerOptions = {}, headers: Record<string, string> = {}) {
  const loadout = await loadFromDisk({ root, skills })
  const handler = createMcpHandler(loadout, options)
  const client = await connect(handler, headers)
  return { loadout, handler, client }
}

async function connect(handler: (request: Request) => Promise<Response>, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'test', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(URL_), {
    fetch: (url, init) => handler(new Request(url, init)),
    requestInit: { headers },
  })
  await client.connect(transport)
  clients.push(client)
  return client
}

const text = (r: any) => JSON.parse(r.content[0].text)

describe('createMcpHandler + the SDK client', () => {
  it('lists exactly the runtime tools, with their own descriptions and schemas (never run_script)', async () => {
    const { loadout, client } = await setup()
    const { tools } = await client.listTools()
    expect(tools.map(t => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    // The server answers every Skill call in full (no session), as the runtime's tools with `dedupe: false`.
    expect(tools).toEqual(loadout.tools({ dedupe: false }).map(t => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })))
  })

  it('says in the Skill description what a second load answers, and does it (in full: no session)', async () => {
    const { client } = await setup()
    const { tools } = await client.listTools()
    const description = tools.find(t => t.name === 'Skill')!.description!
    expect(description).not.toMatch(/not sent again|already loaded/i)
    expect(description).toMatch(/Every call returns the whole instructions/)
    for (let i = 0; i < 2; i++) {
      const r: any = await client.callTool({ name: 'Skill', arguments: { name: 'pdf-forms' } })
      expect(r.content[0].text, `call ${i + 1}`).toMatch(/^<skill_content name="pdf-forms">\n[\s\S]*BODY-SENTINEL-pdf-forms/)
    }
  })

  it('calls every tool and answers as the runtime tools do, refusals included', async () => {
    const { loadout, client } = await setup()
    const runtime = Object.fromEntries(loadout.tools().map(t => [t.name, t]))
    const calls = [
      ['Skill', { name: 'pdf-forms' }],
      ['SkillSearch', { query: 'fill pdf form fields', limit: 2 }],
      ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }],
      ['read_resource', { skill: 'pdf-forms', path: '../../outside.md' }],
      ['Skill', { name: 'pdf-formz' }],
    ] as const
    for (const [name, args] of calls) {
      const r: any = await client.callTool({ name, arguments: args })
      const expected = await runtime[name]!.execute(args as any)
      // A Skill answer's text is its <skill_content> block as the model reads it; the others are JSON.
      expect(r.content[0].text, `${name} ${JSON.stringify(args)}`).toBe(typeof expected.content === 'string' ? expected.content : JSON.stringify(expected))
      expect(r.structuredContent).toEqual(expected)
      expect(r.isError).toBe('error' in expected)
    }
    const skill: any = await client.callTool({ name: 'Skill', arguments: { name: 'pdf-forms' } })
    expect(skill.content[0].text).toMatch(/^<skill_content name="pdf-forms">\n[\s\S]*BODY-SENTINEL-pdf-forms/)
    // Every client of the server is its own conversation: a second load is answered in full.
    expect((await client.callTool({ name: 'Skill', arguments: { name: 'pdf-forms' } }) as any).content[0].text).toContain('BODY-SENTINEL-pdf-forms')
    const refused = text(await client.callTool({ name: 'read_resource', arguments: { skill: 'pdf-forms', path: '../../outside.md' } }))
    expect(refused.error).toMatch(/is not a resource of skill "pdf-forms"/)
    expect(JSON.stringify(refused)).not.toContain('OUTSIDE-SENTINEL')
    await expect(client.callTool({ name: 'run_script', arguments: { skill: 'pdf-forms', path: 'scripts/fill.py' } })).rejects.toThrow(/Unknown tool "run_script"/)
  })

  it('completes the file template\'s {skill} and {+path}, and a prompt\'s task at a /name, advertising completions', async () => {
    const { client } = await setup()
    expect(client.getServerCapabilities()?.completions).toEqual({})
    const template = { type: 'ref/resource' as const, uri: 'skill://{skill}/{+path}' }
    const values = async (params: Parameters<Client['complete']>[0]) => (await client.complete(params)).completion
    expect(await values({ ref: template, argument: { name: 'skill', value: 'pd' } })).toEqual({ values: ['pdf-forms'], total: 1, hasMore: false })
    expect((await values({ ref: template, argument: { name: 'skill', value: '' } })).values)
      .toEqual(expect.arrayContaining(['alpha-notes', 'pdf-forms', 'shell-tasks', 'zeta-tool']))
    expect((await values({ ref: template, argument: { name: 'path', value: 'ref' }, context: { arguments: { skill: 'pdf-forms' } } })).values)
      .toEqual(['references/field notes.md', 'references/fields.md'])
    expect((await values({ ref: template, argument: { name: 'path', value: '' } })).values).toEqual([])
    // A prompt's task: the /name being typed at its end, completed to the skills it can name, the task kept.
    const prompt = { type: 'ref/prompt' as const, name: 'pdf-forms' }
    expect((await values({ ref: prompt, argument: { name: 'task', value: 'fill this with /pdf' } })).values).toEqual(['fill this with /pdf-forms'])
    expect((await values({ ref: prompt, argument: { name: 'task', value: 'fill this form' } })).values).toEqual([])
    // Unknown prompts and arguments have nothing to complete: an empty list, as the conformance suite asks.
    expect(await values({ ref: { type: 'ref/prompt', name: 'test_prompt_with_arguments' }, argument: { name: 'arg1', value: 'test' } }))
      .toEqual({ values: [], total: 0, hasMore: false })
  })

  it('pages prompts/list and resources/list by skills, with nextCursor, and refuses a cursor it never gave', async () => {
    const whole = (await setup()).client
    const { client } = await setup({ pageSize: 2 })
    /** Follow the cursors to the end, as MCP clients do. */
    async function all<K extends 'prompts' | 'resources'>(list: (cursor?: string) => Promise<Record<K, unknown[]> & { nextCursor?: string }>, key: K) {
      const pages: unknown[][] = []
      let cursor: string | undefined
      do {
        const r = await list(cursor)
        pages.push(r[key])
        cursor = r.nextCursor
      } while (cursor !== undefined && pages.length < 100)
      return pages
    }
    const prompts = await all(c => client.listPrompts(c === undefined ? {} : { cursor: c }) as any, 'prompts')
    const everyPrompt = (await whole.listPrompts()).prompts
    expect(everyPrompt.length).toBeGreaterThan(2)
    expect(prompts.length).toBe(Math.ceil(everyPrompt.length / 2))
    expect(prompts.every(p => p.length <= 2)).toBe(true)
    expect(prompts.flat()).toEqual(everyPrompt)
    const resources = await all(c => client.listResources(c === undefined ? {} : { cursor: c }) as any, 'resources')
    expect(resources.length).toBeGreaterThan(1)
    expect(resources.flat()).toEqual((await whole.listResources()).resources)
    expect((await whole.listResources()).nextCursor).toBeUndefined()
    await expect(client.listPrompts({ cursor: 'not-a-cursor' })).rejects.toThrow(/Invalid cursor "not-a-cursor"/)
    await expect(client.listResources({ cursor: '999999' })).rejects.toThrow(/Invalid cursor/)
  })

  it('lists every skill and file as a resource, serves text as text and binaries as blobs', async () => {
    const { client } = await setup()
    const { resources } = await client.listResources()
    const byUri = new Map(resources.map(r => [r.uri, r]))
    expect(byUri.get('skill://pdf-forms')).toMatchObject({ name: 'pdf-forms', mimeType: 'text/markdown' })
    expect(byUri.get('skill://pdf-forms/assets/layout.png')).toMatchObject({ mimeType: 'image/png', size: 67 })
    expect(byUri.get('skill://pdf-forms/references/field%20notes.md')).toMatchObject({ mimeType: 'text/markdown' })
    // A linked sibling file, listed under _linked/: no `..` in any URI.
    expect(byUri.has('skill://pdf-forms/_linked/shared/glossary.md')).toBe(true)
    expect(resources.some(r => r.uri.includes('%2E%2E'))).toBe(false)
    // The user source's pdf-forms is shadowed by the project's; its zeta-tool is served.
    expect(byUri.has('skill://zeta-tool')).toBe(true)
    expect(resources.filter(r => r.uri === 'skill://pdf-forms')).toHaveLength(1)

    const body = await client.readResource({ uri: 'skill://pdf-forms' })
    expect(body.contents[0]).toMatchObject({ mimeType: 'text/markdown' })
    expect((body.contents[0] as any).text).toContain('BODY-SENTINEL-pdf-forms')
    for (const uri of ['skill://pdf-forms/references/field%20notes.md', 'skill://pdf-forms/_linked/shared/glossary.md', 'skill://pdf-forms/%2E%2E/shared/glossary.md']) {
      const r = await client.readResource({ uri })
      expect((r.contents[0] as any).text, uri).toMatch(/RESOURCE-SENTINEL-(field-notes|glossary)/)
    }
    const png = (await client.readResource({ uri: 'skill://pdf-forms/assets/layout.png' })).contents[0] as { mimeType: string, blob: string }
    expect(png.mimeType).toBe('image/png')
    expect(Buffer.from(png.blob, 'base64')).toEqual(readFileSync(join(FIXTURES, 'progressive/skills/pdf-forms/assets/layout.png')))
    await expect(client.readResource({ uri: 'skill://pdf-forms/%2E%2E/%2E%2E/outside.md' })).rejects.toThrow(/not a resource of skill "pdf-forms"/)
    await expect(client.readResource({ uri: 'skill://nope' })).rejects.toThrow(/No skill resource/)
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates).toEqual([expect.objectContaining({ uriTemplate: 'skill://{skill}/{+path}' })])
  })

  it('offers every servable skill as a prompt returning its instructions, and the task when given', async () => {
    const { client } = await setup({ disabled: ['gpu-render'] })
    const { prompts } = await client.listPrompts()
    expect(prompts.map(p => p.name).sort()).toEqual(['alpha-notes', 'long-description', 'manual-only', 'pdf-forms', 'shell-tasks', 'zeta-tool'])
    const got = await client.getPrompt({ name: 'pdf-forms', arguments: { task: 'fill the W-9' } })
    const message = got.messages[0]!
    expect(message.role).toBe('user')
    expect((message.content as any).text).toMatch(/^<skill_content name="pdf-forms">\n# Filling PDF forms[\s\S]*BODY-SENTINEL-pdf-forms[\s\S]*<file>references\/fields\.md<\/file>[\s\S]*<\/skill_content>\n\nTask: fill the W-9$/)
    await expect(client.getPrompt({ name: 'gpu-render' })).rejects.toThrow(/Unknown prompt "gpu-render"/)
  })

  it('gives the budgeted catalog and its usage hint as instructions, within the context window', async () => {
    const { loadout, client } = await setup({ budgetChars: 150, pinned: ['shell-tasks'] })
    const instructions = client.getInstructions()!
    expect(instructions).toBe(buildCatalogPrompt(loadout, { budgetChars: 150, pinned: ['shell-tasks'] }).text)
    expect(instructions).toMatch(/call the Skill tool/)
    expect(instructions).toMatch(/\n- shell-tasks: /)
    expect(instructions).toMatch(/more skills?: use SkillSearch/)
    // A tool name keeps its spelling: no sentence starts with it (it read "Read_resource reads the files").
    expect(instructions).toMatch(/ Also: read_resource reads the files a loaded skill lists\./)
    expect(instructions).not.toMatch(/Read_resource/)
  })

  it('gives no instructions when no skill is available', async () => {
    const all = ['alpha-notes', 'gpu-render', 'long-description', 'manual-only', 'pdf-forms', 'shell-tasks', 'zeta-tool']
    const { client } = await setup({ disabled: all })
    expect(client.getInstructions()).toBeUndefined()
    expect((await client.listPrompts()).prompts).toEqual([])
    expect((await client.listResources()).resources).toEqual([])
  })
})

describe('createMcpHandler: what it refuses before the SDK sees a request', () => {
  const post = (headers: Record<string, string> = {}, body = '{"jsonrpc":"2.0","id":1,"method":"ping"}') => new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body,
  })

  it('answers a foreign Origin 403, and lets absent and loopback origins through', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }))
    expect((await handler(post({ origin: 'https://evil.example' }))).status).toBe(403)
    expect((await handler(post({ origin: 'http://localhost.evil.example:8765' }))).status).toBe(403)
    expect((await handler(post({ origin: 'null' }))).status).toBe(403)
    for (const origin of [undefined, 'http://localhost:6274', 'http://127.0.0.1:8765', 'http://[::1]:3000']) {
      const res = await handler(post(origin ? { origin } : {}))
      expect(res.status, String(origin)).toBe(200)
    }
    for (const origin of ['http://127.0.0.2:8765', 'http://[::ffff:127.0.0.1]:80']) expect((await handler(post({ origin }))).status, origin).toBe(200)
    const listed = createMcpHandler(await loadFromDisk({ root, skills }), { allowedOrigins: ['https://app.example.com'] })
    expect((await listed(post({ origin: 'https://app.example.com' }))).status).toBe(200)
  })

  it('wants the bearer token when one is set', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { token: 's3cret-token' })
    const missing = await handler(post())
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toBe('Bearer')
    expect((await handler(post({ authorization: 'Bearer wrong' }))).status).toBe(401)
    expect((await handler(post({ authorization: 'Bearer s3cret-tokenX' }))).status).toBe(401)
    expect((await handler(post({ authorization: 's3cret-token' }))).status).toBe(401)
    expect((await handler(post({ authorization: 'Bearer s3cret-token' }))).status).toBe(200)
    // And the SDK client with the token in its headers works end to end.
    const { client } = await setup({ token: 's3cret-token' }, { authorization: 'Bearer s3cret-token' })
    expect((await client.listTools()).tools).toHaveLength(3)
  })

  it('bounds the request size and answers other methods 405', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { maxBodyBytes: 1000 })
    const big = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'SkillSearch', arguments: { query: 'x'.repeat(2000) } } })
    expect((await handler(post({}, big))).status).toBe(413)
    expect((await handler(new Request(URL_, { method: 'GET', headers: { accept: 'text/event-stream' } }))).status).toBe(405)
    expect(() => createMcpHandler(null as any, { maxBodyBytes: 0 })).toThrow(/maxBodyBytes/)
  })

  it('answers every refusal with the request\'s JSON-RPC id, and a body it cannot read with a null one', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { token: 's3cret-token' })
    const auth = { authorization: 'Bearer s3cret-token' }
    const body = async (res: Response) => ({ status: res.status, ...(await res.json() as object) })
    const ping = (id: unknown) => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' })
    expect(await body(await handler(post({ origin: 'https://evil.example', ...auth }, ping(7))))).toMatchObject({ status: 403, id: 7 })
    expect(await body(await handler(post({}, ping('a-string-id'))))).toMatchObject({ status: 401, id: 'a-string-id' })
    // The first request of a batch names it.
    expect(await body(await handler(post({}, `[${ping(3)},${ping(4)}]`)))).toMatchObject({ status: 401, id: 3 })
    expect(await body(await handler(post({ ...auth, 'content-type': 'text/plain' }, ping(9))))).toMatchObject({ status: 415, id: null })
    expect(await body(await handler(post(auth, '{"jsonrpc":"2.0","id":')))).toMatchObject({ status: 400, id: null, error: { code: -32700 } })
    // The SDK's own refusal of a 2025-11-25 request (406: no Accept) gets the id too.
    expect(await body(await handler(post({ ...auth, accept: 'application/json' }, ping(12))))).toMatchObject({ status: 406, id: 12 })
    // A 2026-07-28 request without its _meta envelope: the SDK's -32602, with the id.
    const modern = await handler(post({ ...auth, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' }, JSON.stringify({ jsonrpc: '2.0', id: 11, method: 'tools/list', params: {} })))
    expect(await body(modern)).toMatchObject({ status: 400, id: 11, error: { code: -32602 } })
  })
})

/** A raw client: an initialize request, no event stream; the new session's id (undefined when refused) and status. */
async function initialize(handler: McpHandler): Promise<{ status: number, id?: string }> {
  const res = await handler(new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
  }))
  await res.text()
  return { status: res.status, id: res.headers.get('mcp-session-id') ?? undefined }
}

/** A ping in session `id`: 200, or 404 once the session was closed. */
async function ping(handler: McpHandler, id: string): Promise<number> {
  const res = await handler(new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': id, 'mcp-protocol-version': '2025-06-18' },
    body: '{"jsonrpc":"2.0","id":2,"method":"ping"}',
  }))
  await res.text()
  return res.status
}

describe('createMcpHandler with sessions', () => {
  it('update() serves the new loadout and notifies every open session; past max, sessions in use are kept', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { sessions: { max: 2 } })
    const [a, b] = [await connect(handler), await connect(handler)]
    const told: string[] = []
    a.setNotificationHandler(PromptListChangedNotificationSchema, () => void told.push('a'))
    b.setNotificationHandler(PromptListChangedNotificationSchema, () => void told.push('b'))
    expect((a.transport as StreamableHTTPClientTransport).sessionId).toBeDefined()
    // The clients open their event streams after initialize: wait until a notification reaches both.
    await handler.update(await loadFromDisk({ root: join(FIXTURES, 'basic'), skills: ['skills'] }))
    await vi.waitFor(async () => {
      await handler.update(await loadFromDisk({ root: join(FIXTURES, 'basic'), skills: ['skills'] }))
      expect(new Set(told)).toEqual(new Set(['a', 'b']))
    }, { timeout: 5_000, interval: 50 })
    expect((await b.listPrompts()).prompts.map(p => p.name)).toContain('ci-workflows')
    // A third session finds both in use (their event streams are open): it is refused, and they keep working.
    const third = await initialize(handler)
    expect(third).toEqual({ status: 503, id: undefined })
    expect((await a.listTools()).tools).toHaveLength(3)
    expect((await b.listTools()).tools).toHaveLength(3)
  })

  it('a client opening sessions in a loop is refused past max, and cannot close a session in use', async () => {
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { sessions: true })
    const inUse = await connect(handler)
    const opened = []
    for (let i = 0; i < 70; i++) opened.push(await initialize(handler))
    expect(opened.filter(r => r.status === 200)).toHaveLength(63)
    expect(opened.slice(63).every(r => r.status === 503)).toBe(true)
    expect((await inUse.listTools()).tools).toHaveLength(3)
  })

  it('makes room by closing the least recently used idle session', async () => {
    // idleMs 0: a session without an event stream is idle as soon as its request is answered.
    const handler = createMcpHandler(await loadFromDisk({ root, skills }), { sessions: { max: 3, idleMs: 0 } })
    const inUse = await connect(handler)
    // In use: its event stream is open once a notification reaches it.
    let told = false
    inUse.setNotificationHandler(PromptListChangedNotificationSchema, () => void (told = true))
    await vi.waitFor(async () => {
      await handler.update(await loadFromDisk({ root, skills }))
      expect(told).toBe(true)
    }, { timeout: 5_000, interval: 50 })
    const x = (await initialize(handler)).id!
    const y = (await initialize(handler)).id!
    expect(await ping(handler, x)).toBe(200) // x is now used more recently than y
    expect((await initialize(handler)).status).toBe(200)
    expect(await ping(handler, y)).toBe(404)
    expect(await ping(handler, x)).toBe(200)
    expect((await inUse.listTools()).tools).toHaveLength(3)
  })
})

describe('loopback', () => {
  it('is localhost, 127.0.0.0/8 and ::1 in every spelling, nothing else', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::ffff:7f00:2]'])
      expect(isLoopback(host), host).toBe(true)
    for (const host of ['0.0.0.0', '128.0.0.1', '10.0.0.1', '127.0.0', '127.0.0.256', '::', '::2', '::ffff:10.0.0.1', 'localhost.evil.example', 'evil.localhost.example', '127.0.0.1.nip.io', ''])
      expect(isLoopback(host), host).toBe(false)
    for (const header of ['127.0.0.2:8765', 'localhost', '[::1]:80', '[::ffff:127.0.0.1]:1'])
      expect(isLoopbackHostHeader(header), header).toBe(true)
    for (const header of ['rebind.evil.com:8765', 'rebind.evil.com', '127.0.0.1.evil.com:80', '[::2]:80', ''])
      expect(isLoopbackHostHeader(header), header).toBe(false)
  })
})

describe('skill:// URIs', () => {
  const served = [
    { id: 'team/brainstorming', resources: [{ path: 'references/a b.md' }, { path: '../shared/x.md' }] },
    { id: 'team', resources: [] },
  ] as any

  it('round-trip ids with slashes and paths with spaces and ..', () => {
    expect(skillUri('team/brainstorming', '../shared/x.md')).toBe('skill://team/brainstorming/%2E%2E/shared/x.md')
    for (const path of ['references/a b.md', '../shared/x.md']) {
      const found = parseSkillUri(skillUri('team/brainstorming', path), served)
      expect(found?.entry.id).toBe('team/brainstorming')
      expect(found?.resource?.path).toBe(path)
    }
    expect(parseSkillUri('skill://team', served)).toEqual({ entry: served[1] })
    // The template's {skill} encodes a slash.
    expect(parseSkillUri('skill://team%2Fbrainstorming/references/a%20b.md', served)?.resource?.path).toBe('references/a b.md')
    expect(parseSkillUri('skill://team/nope.md', served)).toMatchObject({ entry: { id: 'team' }, path: 'nope.md', resource: undefined })
    expect(parseSkillUri('skill://%E0%A4%A', served)).toBeUndefined()
    expect(parseSkillUri('file:///etc/passwd', served)).toBeUndefined()
  })

  it('userInvocable: only a model-only flag keeps a skill from the prompts', () => {
    expect(userInvocable({ id: 'a' } as any)).toBe(true)
    expect(userInvocable({ id: 'a', userInvocable: false } as any)).toBe(false)
    expect(userInvocable({ id: 'a', modelOnly: true } as any)).toBe(false)
  })
})

describe('user-only and model-only skills', async () => {
  const dir = writeTree(tempDir('mcp-invocation'), {
    'skills/deploy-prod/SKILL.md': skillMd('deploy-prod', 'Deploy the app to production.', '# Deploy\n\nBODY-SENTINEL-deploy.\n', 'disable-model-invocation: true\n'),
    'skills/lint-rules/SKILL.md': skillMd('lint-rules', 'House lint rules for TypeScript.', '# Lint\n', 'user-invocable: false\n'),
    'skills/release-notes/SKILL.md': skillMd('release-notes', 'Write release notes from merged pull requests.'),
  })
  const flagged = await loadFromDisk({ root: dir, skills: ['skills'] })
  // The compiler marks them once the frontmatter keys are read as flags (the parse work); until then this is skipped.
  const hasFlags = (flagged.lookup('deploy-prod') as any)?.userOnly === true && (flagged.lookup('lint-rules') as any)?.modelOnly === true

  it.skipIf(!hasFlags)('a user-only skill is a prompt and never reaches the model; a model-only one is no prompt', async () => {
    const handler = createMcpHandler(flagged)
    const client = await connect(handler)
    expect((await client.listPrompts()).prompts.map(p => p.name).sort()).toEqual(['deploy-prod', 'release-notes'])
    const prompt: any = await client.getPrompt({ name: 'deploy-prod' })
    expect(prompt.messages[0].content.text).toContain('BODY-SENTINEL-deploy')
    const refused = text(await client.callTool({ name: 'Skill', arguments: { name: 'deploy-prod' } }))
    expect(refused.reason).toBe('user_only')
    const found = text(await client.callTool({ name: 'SkillSearch', arguments: { query: 'deploy production' } }))
    expect(found.results.map((r: any) => r.id)).not.toContain('deploy-prod')
    expect(client.getInstructions()).not.toContain('deploy-prod')
    const off = await connect(createMcpHandler(flagged, { disabled: ['deploy-prod'] }))
    expect((await off.listPrompts()).prompts.map(p => p.name)).toEqual(['release-notes'])
  })
})

describe('loadout mcp: what it refuses before serving', () => {
  it('exits 2 on bad options, saying which', async () => {
    for (const [args, message] of [
      [['--port', 'x', '--http'], /--port must be a whole number >= 0, got x/],
      [['--port', '70000', '--http'], /--port must be at most 65535/],
      [['--token', 'abc'], /--port, --host and --token go with --http/],
      [['--http', '--token', ''], /--token must not be empty/],
      [['--context-window', '0'], /--context-window must be a whole number >= 1/],
    ] as const) {
      const r = await runCli(['mcp', '--skills', 'skills', ...args], root)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.err).toMatch(message)
      expect(r.out).toBe('')
    }
  })

  it('exits 1 when a skill has an error, with the error at file:line:col on stderr and nothing on stdout', async () => {
    const dir = writeTree(tempDir('mcp-broken'), {
      'skills/good/SKILL.md': skillMd('good', 'A good skill.'),
      'skills/bad/SKILL.md': '---\nname: bad\n---\nno description\n',
    })
    const r = await runCli(['mcp', '--skills', 'skills'], dir)
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/skills\/bad\/SKILL\.md:1:1: error: .*description/)
    expect(r.err).toMatch(/1 error in the skills; fix it to serve/)
    expect(r.out).toBe('')
  })
})
