/**
 * unplugin-loadout/cloudflare: the bundle (`virtual:loadout`) or a D1 / SQL loadout (`createSqlLoadout`) as a source
 * of Cloudflare's Agents SDK skills (`agents/skills`, `agents` 0.32.x, an optional peer): `loadSkillCatalog`,
 * `createSkillTools` (`agents/skills/tools/ai-sdk`) and the pi adapter take it as they take `skills.workspace()` or
 * `skills.r2()`. Only types come from `agents`; no Node built-ins, so it runs in Workers.
 *
 * `skillSearchTools` (unplugin-loadout/ai) offers our SkillSearch beside their tools, for the skills the budgeted
 * catalog had no room for.
 */
export { MAX_FOUND_SKILLS, skillSource } from './platforms/agents-source'
export type { LoadoutSkillSource, SkillSearchHit, SkillSearchSource, SkillSourceOptions, SourceLoadout } from './platforms/agents-source'
