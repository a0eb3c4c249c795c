/**
 * unplugin-loadout/runtime: the part that ships in users' bundles.
 * No Node built-ins and no dependencies, so it runs in browsers, Workers, Node and edge runtimes.
 */
export { ABSTAIN_RATIO, ABSTAIN_SCORE, abstainBar, closest, createLoadout, DATA_VERSION, estimateTokens, hashTask } from './loadout'
export type { Loadout } from './loadout'
/**
 * What the generated `virtual:loadout` binds its exports with (see src/plugin/codegen.ts): a core built on first use, and
 * one builder an export, so a bundle keeps only the functions a page imports. Not meant to be called by hand:
 * `createLoadout` is the way in.
 */
export { activeEntries, assemble, bound, catalogPart, lazyCore, matchPart, onEventPart, searchPart, toolsPart } from './loadout'
export type { LazyCore } from './loadout'
export { catalogOf, completeOf, listResourcesOf, loadOf, lookupOf, readResourceBytesOf, readResourceOf, resolveExplicitOf } from './builders'
export type { CoreParts, LoadoutCore } from './core'
export {
  BEYOND_MAX_CHARS,
  beyondReserve,
  catalogBeyond,
  CATALOG_MAX_SHARE_PERCENT,
  CATALOG_MAX_TOKENS,
  CATALOG_MIN_TOKENS,
  CATALOG_SHARE_PERCENT,
  budgetLength,
  catalogBudget,
  catalogLine,
  catalogXml,
  catalogNotice,
  UNKNOWN_WINDOW_CHARS,
} from './catalog'
export { MAX_ENUM_SKILLS, MAX_SEARCH_LIMIT, MAX_TOOL_BYTES } from './tools'
export { LINKED_PREFIX, MAX_RESOURCE_PATH_CHARS } from './resources'
export { escapeXml, isSkillContent, MAX_LISTED_RESOURCES, skillContent } from './content'
export type { SkillContentOptions } from './content'
export { explicitTokens } from './explicit'
export type { ExplicitToken } from './explicit'
export { unpackData } from './literals'
export { termTables } from './postings'
export { createCorrector } from './typos'
export { decodeText } from './ascii'
export type { PackedData } from './literals'
export { stem, tokenize, uniqueTerms } from './tokenize'
export type * from './types'
/** What `virtual:loadout/published` holds (the skills a build publishes), for MCP's Skills Extension. */
export type { PublishedFile, PublishedSkill, PublishedSkills } from './published'
