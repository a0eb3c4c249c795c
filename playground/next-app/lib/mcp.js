// Shared by both MCP route handlers: the skills of virtual:loadout as an MCP server (Streamable HTTP).
import { createMcpHandler } from 'unplugin-loadout/mcp'
import { loadout } from 'virtual:loadout'

export const mcp = createMcpHandler(loadout, { contextWindow: 200_000 })
