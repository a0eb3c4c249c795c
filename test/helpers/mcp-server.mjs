// An MCP server for the tests, on the official SDK: `node mcp-server.mjs stdio`, or `node mcp-server.mjs http`
// (Streamable HTTP on 127.0.0.1, an ephemeral port printed as `LISTENING <port>` on stdout).
import { createServer } from 'node:http'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import * as z from 'zod/v4'

const mode = process.argv[2] ?? 'stdio'

function server() {
  const mcp = new McpServer({ name: `loadout-test-${mode}`, version: '1.0.0' })
  mcp.registerTool('add', {
    description: 'Add two numbers.',
    inputSchema: { a: z.number(), b: z.number() },
  }, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }))
  mcp.registerTool('whoami', {
    description: 'Say which transport and process answer.',
    inputSchema: {},
  }, async () => ({ content: [{ type: 'text', text: JSON.stringify({ mode, pid: process.pid }) }] }))
  mcp.registerTool('slow', {
    description: 'Answer after a delay.',
    inputSchema: { ms: z.number() },
  }, async ({ ms }) => {
    await new Promise(resolve => setTimeout(resolve, ms))
    return { content: [{ type: 'text', text: `done after ${ms} ms` }] }
  })
  mcp.registerTool('fail', {
    description: 'Always fails.',
    inputSchema: {},
  }, async () => ({ isError: true, content: [{ type: 'text', text: 'this tool always fails' }] }))
  return mcp
}

if (mode === 'stdio') {
  await server().connect(new StdioServerTransport())
}
else {
  // Stateless Streamable HTTP: one server and transport per request.
  const http = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/mcp')) {
      res.writeHead(405, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null }))
      return
    }
    const mcp = server()
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    res.on('close', () => {
      transport.close()
      mcp.close()
    })
    await mcp.connect(transport)
    await transport.handleRequest(req, res)
  })
  http.listen(0, '127.0.0.1', () => {
    process.stdout.write(`LISTENING ${http.address().port}\n`)
  })
  process.on('SIGTERM', () => http.close(() => process.exit(0)))
}
