/**
 * The MCP server over a SQL loadout (`createSqlLoadout` over a SQLite file exported from the fixtures), driven by the
 * official SDK client, against the same server over the bundle compiled from the same skills: every list, call, read
 * and prompt must answer the same.
 */
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js'
import type Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { createMcpHandler, createMcpServer, type McpHandlerOptions } from '../../src/mcp'
import { createSqlLoadout, type SqlLoadout } from '../../src/sql'
import { runCli } from '../helpers/cli'
import { FIXTURES } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'

const root = join(FIXTURES, 'progressive')
const skills = ['skills', { dir: 'user-skills', scope: 'user' as const }]
let db: Database.Database
let sql: SqlLoadout
let disk: DiskLoadout

beforeAll(async () => {
  db = (await sqliteOf(await compile({ root, skills }), 'mcp')).db
  sql = await createSqlLoadout(db)
  disk = await loadFromDisk({ root, skills })
})
const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
})
afterAll(() => db.close())

async function over(handler: (request: Request) => Promise<Response>): Promise<Client> {
  const client = new Client({ name: 'test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) }))
  clients.push(client)
  return client
}

/** Everything a client can ask of a server, in order, with the answers or the errors. */
async function everything(client: Client): Promise<unknown[]> {
  const settle = (p: Promise<unknown>) => p.then(v => v, (err: Error) => ({ error: err.message }))
  const out: unknown[] = [client.getInstructions(), await client.listTools(), await client.listPrompts(), await client.listResources(), await client.listResourceTemplates()]
  const calls: Array<[string, Record<string, unknown>]> = [
    ['SkillSearch', { query: 'flatten the checkboxes of a PDF form' }],
    ['SkillSearch', { query: 'bash shell scripts', limit: 1 }],
    ['Skill', { name: 'pdf-forms' }],
    ['Skill', { name: 'pdf-forms' }],
    ['Skill', { name: 'pdf-formz' }],
    ['Skill', { name: 'manual-only' }],
    ['read_resource', { skill: 'pdf-forms', path: 'references/fields.md' }],
    ['read_resource', { skill: 'pdf-forms', path: '../../outside.md' }],
  ]
  for (const [name, args] of calls) out.push(await client.callTool({ name, arguments: args }))
  out.push(await settle(client.callTool({ name: 'run_script', arguments: {} })))
  for (const uri of ['skill://pdf-forms', 'skill://pdf-forms/references/fields.md', 'skill://pdf-forms/assets/layout.png', 'skill://nope'])
    out.push(await settle(client.readResource({ uri })))
  for (const name of ['manual-only', 'pdf-forms', 'nope']) out.push(await settle(client.getPrompt({ name, arguments: { task: 'fill it' } })))
  return out
}

describe('the MCP server over createSqlLoadout', () => {
  it.each<[string, McpHandlerOptions]>([
    ['no policy', {}],
    ['a policy and a budget', { disabled: ['alpha-notes'], pinned: ['gpu-render'], host: { tools: ['Read'] }, contextWindow: 8000 }],
  ])('createMcpHandler serves what it serves over the bundle: %s', async (_, options) => {
    const fromSql = await everything(await over(createMcpHandler(sql, options)))
    expect(fromSql).toEqual(await everything(await over(createMcpHandler(disk, options))))
    const [instructions, tools, prompts, resources] = fromSql as any[]
    expect(instructions).toMatch(/^## Skills\n[\s\S]*- pdf-forms: Fill in and flatten PDF forms/)
    expect(tools.tools.map((t: any) => t.name)).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    expect(prompts.prompts.length).toBeGreaterThan(3)
    expect(resources.resources.find((r: any) => r.uri === 'skill://pdf-forms/assets/layout.png')).toMatchObject({ mimeType: 'image/png', size: 67 })
    const body = fromSql[5 + 2] as any
    expect(body.content[0].text).toContain('BODY-SENTINEL-pdf-forms')
  })

  it('createMcpServer resolves to a server over any transport; update() swaps in another loadout and tells the client', async () => {
    const mcp = await createMcpServer(sql, { disabled: ['pdf-forms'] })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await mcp.server.connect(serverSide)
    const client = new Client({ name: 'test', version: '1.0.0' })
    const changed = vi.fn()
    client.setNotificationHandler(ToolListChangedNotificationSchema, changed)
    await client.connect(clientSide)
    clients.push(client)
    const refused: any = await client.callTool({ name: 'Skill', arguments: { name: 'pdf-forms' } })
    expect(refused).toMatchObject({ isError: true, structuredContent: { reason: 'disabled' } })
    const enumOf = async () => ((await client.listTools()).tools[0]!.inputSchema.properties!.name as { enum: string[] }).enum
    expect(await enumOf()).toContain('zeta-tool')
    const fewer = await loadFromDisk({ root, skills: ['skills'] })
    await mcp.update(fewer)
    await vi.waitFor(() => expect(changed).toHaveBeenCalled())
    expect((await client.listTools()).tools).toEqual(fewer.tools({ disabled: ['pdf-forms'], dedupe: false }).map(t => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })))
    expect(await enumOf()).not.toContain('zeta-tool')
  })

  it('keeps sessions over the database too', async () => {
    const handler = createMcpHandler(sql, { sessions: true })
    const client = await over(handler)
    const found: any = await client.callTool({ name: 'SkillSearch', arguments: { query: 'render on the gpu' } })
    expect(found.structuredContent.results[0].id).toBe('gpu-render')
    await handler.update(sql)
    expect((await client.listPrompts()).prompts.map(p => p.name)).toContain('manual-only')
  })
})

describe('loadout mcp --db: what it refuses before serving', () => {
  it('exits 2 on --watch, --skills beside it, and a missing file, saying why', async () => {
    expect(await runCli(['mcp', '--db', 'skills.db', '--watch'], root)).toMatchObject({ code: 2, err: expect.stringContaining('--watch re-compiles skill folders; a --db file is served as it is') })
    expect(await runCli(['mcp', '--db', 'skills.db', '--skills', 'skills'], root)).toMatchObject({ code: 2, err: expect.stringContaining('--db replaces --skills') })
    expect(await runCli(['mcp', '--db', 'nope.db'], root)).toMatchObject({ code: 2, err: expect.stringContaining('--db nope.db: no such file') })
  })
})
