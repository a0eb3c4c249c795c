/**
 * unplugin-loadout/mcp: routed skills for every MCP client. `createMcpServer` (any transport) and `createMcpHandler`
 * (a web-standard `fetch` handler for Workers, Next.js route handlers and other edge runtimes), on the official
 * `@modelcontextprotocol/server` 2.x (an optional peer: install it to use this entry), serving the 2025-11-25 and
 * 2026-07-28 protocol revisions and the Skills Extension. No Node built-ins.
 */
export { createMcpHandler, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_SESSIONS } from './http'
export type { McpHandler, McpHandlerOptions } from './http'
export { createMcpServer, DEFAULT_CACHE_TTL_MS, MCP_PAGE_SIZE, notifyListsChanged } from './server'
export type { LoadoutMcpServer, McpServerOptions } from './server'
export { MAX_SKILL_URI_CHARS, skillUri, userInvocable } from './skills'
export type { AnyMcpLoadout, AsyncMcpLoadout, McpLoadout, SkillsPolicy } from './skills'
export { DIRECTORY_MIME_TYPE, SKILLS_EXTENSION } from './skills-extension'
export type { DirectoryChild, SkillsExtensionEntry } from './skills-extension'
export type { PublishedSkills } from '../runtime/published'
