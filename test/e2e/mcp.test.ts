/**
 * `loadout mcp` as MCP clients meet it: the built CLI (`node dist/cli/index.js mcp`) spawned over stdio, and serving
 * Streamable HTTP on 127.0.0.1, with `--watch` re-compiling a skill edited on disk; at 2025-11-25 through the SDK
 * client of that era (`@modelcontextprotocol/sdk` 1.x, what most clients embed), at 2026-07-28 through the SDK 2.x
 * client pinned to it (`@modelcontextprotocol/client`); and stopped by SIGTERM or SIGINT with its stdin still open.
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { Client as ModernClient, StreamableHTTPClientTransport as ModernHttpTransport } from '@modelcontextprotocol/client'
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills'
import { StdioClientTransport as ModernStdioTransport } from '@modelcontextprotocol/client/stdio'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import {
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadFromDisk } from '../../src/api'
import { copyFixture, skillMd, writeBadSkills, writeTree } from '../helpers/fixtures'
import { run, type Server, startServer } from '../helpers/server'

const CLI = join(import.meta.dirname, '../../dist/cli/index.js')
/**
 * The Inspector's CLI mode: what `mcp-inspector --cli <command> ...` runs. 0.15.0 is the last Inspector for Node 20
 * (later ones need Node 22); its launcher imports a `commander` it does not declare and finds this tree's hoisted
 * commander 2, so the test runs the CLI mode's own script, as the launcher does.
 */
const INSPECTOR_CLI = join(import.meta.dirname, '../../node_modules/@modelcontextprotocol/inspector-cli/build/index.js')
const SKILLS = ['--skills', 'skills', '--skills', 'user-skills']
const MODERN = '2026-07-28'
const REVISIONS = [MODERN, '2025-11-25'] as const
type Revision = typeof REVISIONS[number]
const text = (r: any) => JSON.parse(r.content[0].text)

/** What the tests ask of a client, which both SDK generations' clients answer alike. */
interface AnyClient {
  listTools: () => Promise<{ tools: any[] }>
  callTool: (params: { name: string, arguments?: Record<string, unknown> }) => Promise<any>
  listResources: () => Promise<{ resources: any[] }>
  readResource: (params: { uri: string }) => Promise<any>
  listPrompts: () => Promise<{ prompts: any[] }>
  getPrompt: (params: { name: string }) => Promise<any>
  getInstructions: () => string | undefined
  close: () => Promise<void>
}

/** A client of the revision: the 1.x SDK's for 2025-11-25, the 2.x SDK's pinned to 2026-07-28. */
function clientOf(revision: Revision, name = 'e2e'): Client | ModernClient {
  return revision === MODERN ? new ModernClient({ name, version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } }) : new Client({ name, version: '1.0.0' })
}

function stdioClient(cwd: string, args: string[], sources: string[] = SKILLS, revision: Revision = '2025-11-25') {
  const options = { command: process.execPath, args: [CLI, 'mcp', ...sources, ...args], cwd, stderr: 'pipe' as const }
  const transport = revision === MODERN ? new ModernStdioTransport(options) : new StdioClientTransport(options)
  let stderr = ''
  transport.stderr?.on('data', (d) => { stderr += d })
  return { client: clientOf(revision), transport, stderr: () => stderr }
}

/** Connect a client of either generation to a transport of its own generation. */
const connect = (client: Client | ModernClient, transport: unknown) => (client as Client).connect(transport as StdioClientTransport)

/**
 * What every transport must serve: tools equal to the runtime's, their answers, resources, prompts, instructions.
 * The binary a skill lists is served as a blob, from the bundle and from a database alike (a database holds a skill's
 * whole folder, bytes included).
 */
async function servesTheSkills(client: AnyClient, dir: string): Promise<void> {
  const loadout = await loadFromDisk({ root: dir, skills: ['skills', 'user-skills'] })
  // The server has no session: every Skill call answers in full, as the runtime's tools do with `dedupe: false`.
  const runtime = loadout.tools({ dedupe: false })
  const { tools } = await client.listTools()
  expect(tools).toEqual(runtime.map(t => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })))

  const calls: Array<[string, Record<string, unknown>]> = [
    ['SkillSearch', { query: 'flatten the checkboxes of a PDF form' }],
    ['Skill', { name: 'pdf-forms' }],
    ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }],
    ['read_resource', { skill: 'pdf-forms', path: '../../outside.md' }],
  ]
  for (const [name, args] of calls) {
    const r: any = await client.callTool({ name, arguments: args })
    const expected = await runtime.find(t => t.name === name)!.execute(args as any)
    // Skill's text is its <skill_content> block as the model reads it; the other answers are JSON.
    expect(typeof expected.content === 'string' ? r.content[0].text : text(r), name).toEqual(expected.content ?? expected)
    expect(r.structuredContent, name).toEqual(expected)
  }
  const search = text(await client.callTool({ name: 'SkillSearch', arguments: { query: 'flatten the checkboxes of a PDF form' } }))
  expect(search.results[0].id).toBe('pdf-forms')
  const refused: any = await client.callTool({ name: 'read_resource', arguments: { skill: 'pdf-forms', path: '../../outside.md' } })
  expect(refused.isError).toBe(true)
  expect(text(refused).error).toMatch(/is not a resource of skill "pdf-forms"/)

  const { resources } = await client.listResources()
  expect(resources.find(r => r.uri === 'skill://pdf-forms/assets/layout.png')).toMatchObject({ mimeType: 'image/png', size: 67 })
  const body: any = await client.readResource({ uri: 'skill://pdf-forms' })
  expect(body.contents[0].text).toContain('BODY-SENTINEL-pdf-forms')
  const file: any = await client.readResource({ uri: 'skill://pdf-forms/references/fields.md' })
  expect(file.contents[0].text).toContain('RESOURCE-SENTINEL-fields')
  const png: any = await client.readResource({ uri: 'skill://pdf-forms/assets/layout.png' })
  expect(png.contents[0]).toMatchObject({ mimeType: 'image/png', blob: expect.any(String) })
  expect(Buffer.from(png.contents[0].blob, 'base64')).toHaveLength(67)

  const { prompts } = await client.listPrompts()
  expect(prompts.map(p => p.name)).toContain('manual-only')
  const prompt: any = await client.getPrompt({ name: 'manual-only' })
  expect(prompt.messages[0].content.text).toContain('BODY-SENTINEL-manual-only')
  expect(client.getInstructions()).toMatch(/^## Skills\n[\s\S]*\n- pdf-forms: Fill in and flatten PDF forms/)
}

/** `loadout mcp` over `sources` (folders or `--db`), spawned over stdio, serves the progressive fixture's skills. */
async function servesOverStdio(dir: string, sources: string[], revision: Revision = '2025-11-25', args: string[] = []): Promise<void> {
  const { client, transport, stderr } = stdioClient(dir, ['--context-window', '200000', ...args], sources, revision)
  await connect(client, transport)
  try {
    await servesTheSkills(client, dir)
    expect(stderr()).toMatch(/loadout mcp: 7 skills over stdio/)
    if (revision === MODERN) {
      expect((client as ModernClient).getNegotiatedProtocolVersion()).toBe(MODERN)
      // The Skills Extension, as a host reads it: every file of a skill verified by size, digest and frontmatter.
      const host = new SkillsClient(client as ModernClient)
      const pdf = (await host.list()).skills.find(s => s.uri === 'skill://pdf-forms/SKILL.md')!
      for (const r of pdf.resources as Array<{ uri: string }>) expect((await host.read(pdf, r.uri)).verified, r.uri).toBe(true)
    }
  }
  finally {
    await client.close()
  }
}

describe('loadout mcp over stdio', () => {
  it.each(REVISIONS)('serves the runtime tools, the skills as resources and prompts, and the catalog as instructions at %s', async (revision) => {
    const dir = copyFixture('progressive')
    // --skills-extension is accepted and changes nothing (the extension is always served).
    await servesOverStdio(dir, SKILLS, revision, revision === MODERN ? ['--skills-extension'] : [])
  })

  it('--watch: an edited skill is re-compiled and the client is told its tools, prompts and resources changed', async () => {
    const dir = copyFixture('progressive')
    const stdio = stdioClient(dir, ['--watch'])
    const { transport, stderr } = stdio
    const client = stdio.client as Client
    const changed = { tools: 0, prompts: 0, resources: 0 }
    client.setNotificationHandler(ToolListChangedNotificationSchema, () => void changed.tools++)
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => void changed.prompts++)
    client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void changed.resources++)
    await connect(client, transport)
    try {
      const search = async (query: string) => text(await client.callTool({ name: 'SkillSearch', arguments: { query } })).results.map((r: any) => r.id)
      expect(await search('sourdough crust')).toEqual([])
      const file = join(dir, 'skills/shell-tasks/SKILL.md')
      writeFileSync(file, readFileSync(file, 'utf8').replace(/description: .*/, 'description: Bake sourdough bread with a crisp crust.'))
      await vi.waitFor(() => expect(Math.min(changed.tools, changed.prompts, changed.resources)).toBeGreaterThan(0), { timeout: 60_000, interval: 100 })
      expect(await search('sourdough crust')).toEqual(['shell-tasks'])
      expect((await client.listPrompts()).prompts.find(p => p.name === 'shell-tasks')?.description).toBe('Bake sourdough bread with a crisp crust.')

      // A new skill appears; a broken edit keeps the skills compiled before it.
      writeTree(dir, { 'skills/yeast-math/SKILL.md': skillMd('yeast-math', 'Scale yeast and hydration for bread dough.') })
      await vi.waitFor(async () => expect((await client.listResources()).resources.map(r => r.uri)).toContain('skill://yeast-math'), { timeout: 60_000, interval: 200 })
      writeFileSync(file, '---\nname: [unclosed\n---\nbody\n')
      await vi.waitFor(() => expect(stderr()).toMatch(/still serving the skills compiled before this edit/), { timeout: 60_000, interval: 100 })
      expect(await search('sourdough crust')).toEqual(['shell-tasks'])
    }
    finally {
      await client.close()
    }
  })
})

/** A 2026-07-28 client listening for every list change (`subscriptions/listen`), and the changes it heard. */
async function listening(client: ModernClient) {
  const changed = { tools: 0, prompts: 0, resources: 0 }
  client.setNotificationHandler('notifications/tools/list_changed', () => void changed.tools++)
  client.setNotificationHandler('notifications/prompts/list_changed', () => void changed.prompts++)
  client.setNotificationHandler('notifications/resources/list_changed', () => void changed.resources++)
  const subscription = await client.listen({ toolsListChanged: true, promptsListChanged: true, resourcesListChanged: true })
  return { changed, subscription }
}

describe('loadout mcp --watch at 2026-07-28 (no sessions: a subscriptions/listen stream)', () => {
  /** Edit a skill's description and wait until `changed` counted each list. */
  async function editAndHear(dir: string, changed: { tools: number, prompts: number, resources: number }) {
    const file = join(dir, 'skills/shell-tasks/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/description: .*/, 'description: Bake sourdough bread with a crisp crust.'))
    await vi.waitFor(() => expect(Math.min(changed.tools, changed.prompts, changed.resources)).toBeGreaterThan(0), { timeout: 60_000, interval: 100 })
  }

  it('over stdio: the listening client hears that the lists changed, and gets the new ones', async () => {
    const dir = copyFixture('progressive')
    const { client, transport } = stdioClient(dir, ['--watch'], SKILLS, MODERN)
    await connect(client, transport)
    const modern = client as ModernClient
    try {
      const { changed, subscription } = await listening(modern)
      await editAndHear(dir, changed)
      expect((await modern.listPrompts()).prompts.find(p => p.name === 'shell-tasks')?.description).toBe('Bake sourdough bread with a crisp crust.')
      await subscription.close()
    }
    finally {
      await client.close()
    }
  })

  it('over HTTP: the same, on the listen stream of a stateless server', async () => {
    const dir = copyFixture('progressive')
    const server = await startServer(process.execPath, [CLI, 'mcp', ...SKILLS, '--http', '--port', '0', '--watch'], { cwd: dir, ready: /at http:\/\/127\.0\.0\.1:\d+\/mcp/, timeout: 30_000 })
    const client = clientOf(MODERN) as ModernClient
    try {
      await client.connect(new ModernHttpTransport(new URL(/at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(server.output())![1]!)))
      const { changed, subscription } = await listening(client)
      // --watch: answers are not to be reused (ttlMs 0), as an edit can change them at any moment.
      expect(await client.request({ method: 'tools/list', params: {} })).toMatchObject({ ttlMs: 0 })
      await editAndHear(dir, changed)
      expect((await client.listPrompts()).prompts.find(p => p.name === 'shell-tasks')?.description).toBe('Bake sourdough bread with a crisp crust.')
      await subscription.close()
    }
    finally {
      await client.close()
      await server.stop()
    }
  })
})

/**
 * The CLI spawned with its stdin a pipe this test holds open (as a host that stops servers by signal leaves it), its
 * exit, and its output.
 */
function spawnHoldingStdin(args: string[], cwd: string) {
  const child = spawn(process.execPath, [CLI, 'mcp', ...args], { cwd, stdio: ['pipe', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => { output += d })
  child.stderr.on('data', (d) => { output += d })
  const exit = new Promise<{ code: number | null, signal: NodeJS.Signals | null }>(resolve => child.on('exit', (code, signal) => resolve({ code, signal })))
  return { child, exit, output: () => output }
}

describe('SIGTERM and SIGINT end the server with its stdin open', () => {
  const cases = [['stdio', 'SIGTERM', []], ['stdio', 'SIGINT', []], ['http', 'SIGTERM', ['--http', '--port', '0']], ['stdio --watch', 'SIGTERM', ['--watch']]] as const
  it.each(cases)('%s, %s', async (_name, signal, args) => {
    const { child, exit, output } = spawnHoldingStdin([...SKILLS, ...args], copyFixture('progressive'))
    try {
      await vi.waitFor(() => expect(output()).toMatch(/loadout mcp: 7 skills (over stdio|at http)/), { timeout: 60_000, interval: 100 })
      child.kill(signal)
      // It ends by itself, stdin still open: exit code 0, not killed by the signal's default action.
      expect(await exit).toEqual({ code: 0, signal: null })
      expect(child.stdin.writableEnded).toBe(false)
    }
    finally {
      child.kill('SIGKILL')
    }
  }, 120_000)
})

describe('loadout mcp --db: an exported SQLite file served over stdio', () => {
  it('serves what the folders serve', async () => {
    const dir = copyFixture('progressive')
    expect(await run(process.execPath, [CLI, 'export', '--format', 'sqlite', ...SKILLS, '--out', 'skills.db'], { cwd: dir })).toMatch(/wrote skills\.db: \d+ entries/)
    await servesOverStdio(dir, ['--db', 'skills.db'])
  })
})

describe('loadout mcp --http', () => {
  const TOKEN = 'e2e-token-0123456789'
  let server: Server
  let url: string
  let dir: string
  beforeAll(async () => {
    dir = copyFixture('progressive')
    server = await startServer(process.execPath, [CLI, 'mcp', ...SKILLS, '--http', '--port', '0', '--token', TOKEN], {
      cwd: dir,
      ready: /at http:\/\/127\.0\.0\.1:\d+\/mcp/,
      timeout: 30_000,
    })
    url = /at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(server.output())![1]!
  })
  afterAll(async () => {
    await server?.stop()
  })

  it.each(REVISIONS)('serves the same over Streamable HTTP on 127.0.0.1 to a client with the token at %s', async (revision) => {
    const client = clientOf(revision)
    const init = { requestInit: { headers: { authorization: `Bearer ${TOKEN}` } } }
    await connect(client, revision === MODERN ? new ModernHttpTransport(new URL(url), init) : new StreamableHTTPClientTransport(new URL(url), init))
    try {
      await servesTheSkills(client, dir)
      // Behind a token, answers are for this caller only.
      if (revision === MODERN) expect(await (client as ModernClient).request({ method: 'prompts/list', params: {} })).toMatchObject({ ttlMs: 300_000, cacheScope: 'private' })
    }
    finally {
      await client.close()
    }
  })

  it('answers a foreign Origin 403, a missing or wrong token 401, and other paths 404', async () => {
    const ping = (headers: Record<string, string>) => fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    })
    const auth = { authorization: `Bearer ${TOKEN}` }
    const foreign = await ping({ ...auth, origin: 'http://rebound.example:8765' })
    expect(foreign.status).toBe(403)
    // A refusal carries the request's JSON-RPC id, as every error answer must.
    expect(await foreign.json()).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32000 } })
    expect(await (await ping({})).json()).toMatchObject({ id: 1, error: { message: expect.stringMatching(/^Unauthorized/) } })
    expect((await ping({ ...auth, origin: 'http://localhost:6274' })).status).toBe(200)
    expect((await ping({})).status).toBe(401)
    expect((await ping({ authorization: 'Bearer e2e-token-012345678' })).status).toBe(401)
    const client = new Client({ name: 'e2e', version: '1.0.0' })
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(url)))).rejects.toThrow(/401|Unauthorized/)
    expect((await fetch(url.replace('/mcp', '/other'), { headers: auth })).status).toBe(404)
    // A name rebound to 127.0.0.1 arrives with its own Host.
    const { port } = new URL(url)
    const rebound = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { ...auth, host: `rebound.example:${port}`, 'content-type': 'application/json' } }, res => resolve(res.statusCode!))
      req.on('error', reject)
      req.end('{"jsonrpc":"2.0","id":1,"method":"ping"}')
    })
    expect(rebound).toBe(403)
  })
})

describe('loadout mcp --http --host 127.0.0.2', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('is loopback (all of 127.0.0.0/8 is): it answers only loopback Host names, and does not warn', async () => {
    server = await startServer(process.execPath, [CLI, 'mcp', ...SKILLS, '--http', '--host', '127.0.0.2', '--port', '0'], {
      cwd: copyFixture('progressive'),
      ready: /at http:\/\/127\.0\.0\.2:\d+\/mcp/,
      timeout: 30_000,
    })
    expect(server.output()).not.toMatch(/without --token/)
    const { port } = new URL(/at (http:\/\/127\.0\.0\.2:\d+\/mcp)/.exec(server.output())![1]!)
    const ping = (host: string) => new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.2', port, path: '/mcp', method: 'POST', headers: { host, 'content-type': 'application/json', accept: 'application/json, text/event-stream' } }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on('error', reject)
      req.end('{"jsonrpc":"2.0","id":1,"method":"ping"}')
    })
    expect(await ping(`rebind.evil.com:${port}`)).toBe(403)
    expect(await ping(`127.0.0.2:${port}`)).toBe(200)
    expect(await ping(`localhost:${port}`)).toBe(200)
  })
})

describe('loadout mcp --http --watch', () => {
  const servers: Server[] = []
  afterAll(async () => {
    await Promise.all(servers.map(s => s.stop()))
  })

  /** The CLI serving a fresh copy of the progressive fixture over HTTP with --watch, and its URL. */
  async function serveWatching(): Promise<{ dir: string, server: Server, url: URL }> {
    const dir = copyFixture('progressive')
    const server = await startServer(process.execPath, [CLI, 'mcp', ...SKILLS, '--http', '--port', '0', '--watch'], {
      cwd: dir,
      ready: /at http:\/\/127\.0\.0\.1:\d+\/mcp/,
      timeout: 30_000,
    })
    servers.push(server)
    return { dir, server, url: new URL(/at (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(server.output())![1]!) }
  }

  it('keeps sessions, and tells each client over its event stream that the lists changed', async () => {
    const { dir, url } = await serveWatching()
    const clients = [new Client({ name: 'a', version: '1.0.0' }), new Client({ name: 'b', version: '1.0.0' })]
    const changed = clients.map(() => ({ tools: 0, prompts: 0, resources: 0 }))
    for (const [i, client] of clients.entries()) {
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => void changed[i]!.tools++)
      client.setNotificationHandler(PromptListChangedNotificationSchema, () => void changed[i]!.prompts++)
      client.setNotificationHandler(ResourceListChangedNotificationSchema, () => void changed[i]!.resources++)
      await client.connect(new StreamableHTTPClientTransport(url))
    }
    try {
      const [a, b] = clients as [Client, Client]
      expect(a.transport?.sessionId).toMatch(/^[\da-f-]{36}$/)
      expect(a.transport?.sessionId).not.toBe(b.transport?.sessionId)
      const file = join(dir, 'skills/shell-tasks/SKILL.md')
      writeFileSync(file, readFileSync(file, 'utf8').replace(/description: .*/, 'description: Bake sourdough bread with a crisp crust.'))
      await vi.waitFor(() => {
        for (const c of changed) expect(Math.min(c.tools, c.prompts, c.resources)).toBeGreaterThan(0)
      }, { timeout: 60_000, interval: 100 })
      const found = text(await b.callTool({ name: 'SkillSearch', arguments: { query: 'sourdough crust' } }))
      expect(found.results.map((r: any) => r.id)).toEqual(['shell-tasks'])
      // A request naming no session (or a closed one) is refused.
      const stale = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': 'not-a-session' }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' })
      expect(stale.status).toBe(404)
    }
    finally {
      await Promise.all(clients.map(c => c.close()))
    }
  })

  it('keeps answering with a bad skill copied in, serves the last good compile while a skill has an error, and reports the files (issue 32)', async () => {
    const { dir, server, url } = await serveWatching()
    const client = new Client({ name: 'e2e', version: '1.0.0' })
    let changes = 0
    client.setNotificationHandler(PromptListChangedNotificationSchema, () => void changes++)
    await client.connect(new StreamableHTTPClientTransport(url))
    const prompts = async () => (await client.listPrompts()).prompts.map(p => p.name)
    try {
      const before = await prompts()
      // An 80 KB body of `](` (this once ran the server out of memory within 30 s) and a broken YAML: the compile
      // has an error, so the skills compiled before stay served; the server answers throughout.
      const bad = writeBadSkills(dir, 'skills')
      await vi.waitFor(async () => {
        await client.ping({ timeout: 5_000 })
        expect(server.output()).toContain('still serving the skills compiled before this edit')
      }, { timeout: 30_000, interval: 200 })
      expect(await prompts()).toEqual(before)
      expect(server.output()).toMatch(/skills\/evil-links\/SKILL\.md:5:3: warning: link "[^\n]*\(79998 characters\) is dropped/)
      expect(server.output()).toMatch(/skills\/evil-yaml\/SKILL\.md:\d+:\d+: error: frontmatter is not valid YAML/)
      expect(server.output().length).toBeLessThan(20_000)

      // The broken one removed: the links one is served beside the others.
      rmSync(bad.yaml)
      await vi.waitFor(() => expect(changes).toBeGreaterThan(0), { timeout: 30_000, interval: 200 })
      expect(await prompts()).toEqual(expect.arrayContaining([...before, 'evil-links']))
      expect((await client.readResource({ uri: 'skill://evil-links' })).contents[0]).toMatchObject({ mimeType: 'text/markdown' })
    }
    finally {
      await client.close()
    }
  })
})

describe('the MCP Inspector (an independent client) against loadout mcp', () => {
  const inspect = (dir: string, ...method: string[]) =>
    run(process.execPath, [INSPECTOR_CLI, process.execPath, CLI, 'mcp', ...SKILLS, '--method', ...method], { cwd: dir, timeout: 60_000 })
      .then(out => JSON.parse(out.slice(out.indexOf('{'))))

  it('lists the tools, prompts and resources, and calls SkillSearch and Skill', async () => {
    const dir = copyFixture('progressive')
    expect((await inspect(dir, 'tools/list')).tools.map((t: any) => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    const search = await inspect(dir, 'tools/call', '--tool-name', 'SkillSearch', '--tool-arg', 'query=fill pdf form checkboxes')
    expect(JSON.parse(search.content[0].text).results[0].id).toBe('pdf-forms')
    const skill = await inspect(dir, 'tools/call', '--tool-name', 'Skill', '--tool-arg', 'name=manual-only')
    expect(skill.content[0].text).toMatch(/^<skill_content name="manual-only">\n[\s\S]*BODY-SENTINEL-manual-only/)
    expect((await inspect(dir, 'prompts/list')).prompts.map((p: any) => p.name)).toContain('pdf-forms')
    expect((await inspect(dir, 'resources/list')).resources.map((r: any) => r.uri)).toContain('skill://pdf-forms/references/fields.md')
  })
})
