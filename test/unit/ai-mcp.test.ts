import { dynamicTool, jsonSchema } from 'ai'
import { describe, expect, it, vi } from 'vitest'
import { createMcpTools, mcpToolName } from '../../src/ai'

// As if @ai-sdk/mcp were not installed: only an injected client works in this file.
vi.mock('@ai-sdk/mcp', () => {
  throw new Error('Cannot find package \'@ai-sdk/mcp\'')
})

const ctx = { toolCallId: 't', messages: [] }

/** A client in the shape of @ai-sdk/mcp's, with tools that answer at once, late, or throw. */
function fakeClient(log: string[]) {
  const make = (execute: (input: any, options: any) => Promise<unknown>) =>
    dynamicTool({ description: 'x', inputSchema: jsonSchema({ type: 'object', properties: {} }), execute })
  return async (config: any) => {
    log.push(`connect ${config.transport.url}`)
    if (config.transport.url.includes('down')) throw new Error('ECONNREFUSED')
    return {
      tools: async () => ({
        'echo': make(async input => ({ content: [{ type: 'text', text: JSON.stringify(input) }] })),
        'read.file': make(async () => 'ok'),
        'hang': make((_input, { abortSignal }) => new Promise((_, reject) => {
          abortSignal?.addEventListener('abort', () => {
            log.push('aborted')
            reject(new Error('aborted'))
          })
        })),
        'boom': make(async () => {
          throw new Error('kaput')
        }),
      }),
      close: async () => {
        log.push(`close ${config.transport.url}`)
      },
    }
  }
}

describe('createMcpTools', () => {
  it('says what to install when servers are configured without @ai-sdk/mcp, and nothing when none are', async () => {
    const mcp = createMcpTools({ servers: [{ name: 'files', transport: { type: 'http', url: 'http://127.0.0.1:9/mcp' } }] })
    await expect(mcp.tools()).rejects.toThrow('MCP servers are configured but the AI SDK\'s MCP client is not installed. Install it: npm i @ai-sdk/mcp')
    expect(await createMcpTools({ servers: [] }).tools()).toEqual({})
  })

  it('connects once, lazily, names tools mcp__<server>__<tool>, times calls out and closes on dispose', async () => {
    const log: string[] = []
    const warnings: string[] = []
    const mcp = createMcpTools({
      servers: [
        { name: 'a', transport: { type: 'http', url: 'http://a/mcp' } },
        { name: 'b-2', transport: { type: 'streamable-http', url: 'http://down/mcp' } },
      ],
      timeoutMs: 50,
      createClient: fakeClient(log),
      logger: { warn: w => warnings.push(w) },
    })
    expect(log).toEqual([])
    const [tools, again] = await Promise.all([mcp.tools(), mcp.tools()])
    expect(again).toBe(tools)
    expect(log).toEqual(['connect http://a/mcp', 'connect http://down/mcp'])
    expect(Object.keys(tools)).toEqual(['mcp__a__echo', 'mcp__a__read_file', 'mcp__a__hang', 'mcp__a__boom'])
    expect(mcpToolName('x', 'a.b c')).toBe('mcp__x__a_b_c')
    expect(await tools.mcp__a__echo!.execute!({ q: 1 }, ctx)).toEqual({ content: [{ type: 'text', text: '{"q":1}' }] })
    expect(await tools.mcp__a__hang!.execute!({}, ctx)).toEqual({ error: 'MCP tool call timed out after 50 ms', tool: 'mcp__a__hang', server: 'a' })
    expect(log).toContain('aborted') // the request itself is cancelled
    expect(await tools.mcp__a__boom!.execute!({}, ctx)).toEqual({ error: 'MCP tool call failed: kaput', tool: 'mcp__a__boom', server: 'a' })
    expect(warnings).toEqual([
      '[loadout] MCP server "b-2" failed to connect and is skipped: ECONNREFUSED',
      '[loadout] MCP tool call mcp__a__hang timed out after 50 ms',
    ])
    expect(mcp.status()).toEqual([
      { name: 'a', state: 'connected', tools: ['mcp__a__echo', 'mcp__a__read_file', 'mcp__a__hang', 'mcp__a__boom'] },
      { name: 'b-2', state: 'failed', tools: [], error: 'ECONNREFUSED' },
    ])
    await mcp.dispose()
    expect(log.at(-1)).toBe('close http://a/mcp')
    expect(mcp.status().map(s => s.state)).toEqual(['closed', 'failed'])
    // After dispose, the next use connects again.
    await mcp.tools()
    expect(log.filter(l => l === 'connect http://a/mcp')).toHaveLength(2)
    await mcp.dispose()
  })

  it('passes an aborted run through instead of answering', async () => {
    const mcp = createMcpTools({ servers: [{ name: 'a', transport: { type: 'http', url: 'http://a/mcp' } }], createClient: fakeClient([]) })
    const tools = await mcp.tools()
    const controller = new AbortController()
    const pending = tools.mcp__a__hang!.execute!({}, { ...ctx, abortSignal: controller.signal })
    controller.abort(new Error('user stopped'))
    await expect(pending).rejects.toThrow('aborted')
    await mcp.dispose()
  })
})
