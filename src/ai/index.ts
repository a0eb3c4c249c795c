/**
 * unplugin-loadout/ai: skills for Vercel AI SDK agents (optional peer `ai` >= 6; `@ai-sdk/mcp` for MCP servers).
 * Progressive loading (catalog, activation, execution), keyword or LLM routing, `call_skill` chaining, MCP tools.
 */
export { createSkillAgent } from './agent'
export type { AgentLoadout, AsyncAgentLoadout, Routing, RunOptions, SkillAgent, SkillAgentOptions, SkillAgentResult } from './agent'
export { buildCatalogPrompt, catalogPrompt } from './prompt'
export type { AsyncCatalogLoadout, CatalogLoadout, CatalogPromptOptions, CatalogPromptResult } from './prompt'
export { createSkillSession, loadoutTools, skillBlock, TOOL_NAMES } from './tools'
export type {
  ActivateSkillOptions,
  ActivationSource,
  AsyncToolsLoadout,
  CallSkillOptions,
  Logger,
  LoadoutToolsOptions,
  RunScriptLike,
  SkillCall,
  SkillSession,
  ToolsLoadout,
  Usage,
} from './tools'
export { createMcpTools, mcpToolName } from './mcp'
export { harnessSkills, skillMarkdown, skillSearchTools, skillUploadFiles } from './platforms'
export type { HarnessSkill, SkillFilesLoadout, SkillRef, SkillUploadFile } from './platforms'
export type { SkillSearchHit, SkillSearchSource } from '../platforms/search'
export { isSkillContent, skillContent } from '../runtime/content'
export type { McpCustomTransport, McpHttpTransport, McpOptions, McpServerConfig, McpServerStatus, McpStdioTransport, McpTools } from './mcp'
