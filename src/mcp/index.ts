/**
 * unplugin-loadout/mcp: routed skills for every MCP client. `createMcpServer` (any transport) and `createMcpHandler`
 * (a web-standard `fetch` handler for Workers, Next.js route handlers and other edge runtimes), on the official
 * `@modelcontextprotocol/sdk` (an optional peer: install it to use this entry). No Node built-ins.
 */
export { createMcpHandler, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_SESSIONS } from './http'
export type { McpHandler, McpHandlerOptions } from './http'
export { createMcpServer, MCP_PAGE_SIZE, notifyListsChanged } from './server'
export type { LoadoutMcpServer, McpServerOptions } from './server'
export { MAX_SKILL_URI_CHARS, skillUri, userInvocable } from './skills'
export type { AnyMcpLoadout, AsyncMcpLoadout, McpLoadout, SkillsPolicy } from './skills'
export { SKILLS_EXTENSION } from './skills-extension'
export type { SkillsExtensionEntry } from './skills-extension'
export type { PublishedSkills } from '../runtime/published'
