/**
 * unplugin-loadout/api: the Node API other tools script against: compile, load from disk, publish (docs/reference.md, "Node API";
 * how a compile works: docs/design.md).
 */
import { compile, CompileCache, type CompileResult, type Skipped } from './core/compile/compile'
import type { Options } from './core/options'
import { listedContent } from './core/fs/listed-file'
import { formatDiagnostic, LoadoutBuildError } from './core/diagnostics'
import { createLoadout, type Loadout } from './runtime/loadout'
import type { PublishedSkills } from './core/wellknown/format'
import { publish, publishOptionsOf } from './core/wellknown/publish'

export { compile, CompileCache }
export type { CompileResult, Skipped }
export { formatDiagnostic, LoadoutBuildError }
export type { Diagnostic, Level } from './core/diagnostics'
// What one skill may give a compile (docs/security.md, Limits).
export { MAX_DIAGNOSTIC_CHARS, MAX_SHOWN_TARGET_CHARS, MAX_SKILL_DIAGNOSTICS, MAX_SKILL_LINKS, MAX_SKILL_RESOURCE_BYTES, MAX_SKILL_RESOURCES, MAX_TEXT_RESOURCE } from './core/limits'
export { resolveOptions } from './core/options'
export type { Options, SourceFormat, SourceOption } from './core/options'
export type * from './runtime/types'
export type { Loadout }

export interface DiskLoadout extends Loadout {
  /** Diagnostics of the compile behind this loadout. */
  diagnostics: CompileResult['diagnostics']
  /**
   * With `published: true`: the skills as they are published, which `createMcpServer` and `createMcpHandler` serve
   * through MCP's Skills Extension.
   */
  published?: PublishedSkills
}

/**
 * Compile the sources and return a runtime `Loadout` whose `load()` serves bodies from that compile,
 * for Node hosts and tools that have the files at hand. Throws a `LoadoutBuildError` when a skill has an error,
 * unless `allowErrors` is set (the skills with errors are then left out). A `cache` shared across calls re-reads only
 * what changed (a watcher's re-compiles).
 */
export async function loadFromDisk(options: Options & { allowErrors?: boolean, published?: boolean } = {}, cache?: CompileCache): Promise<DiskLoadout> {
  const result = await compile(options, cache)
  if (result.errorCount > 0 && !options.allowErrors) {
    throw new LoadoutBuildError(result.diagnostics)
  }
  // Read at request time, each read checking again what the walk checked (no symlink, no FIFO, inside the source).
  const resources = result.resourceKeys.map(keys => keys.map(key =>
    key === null || !result.resourceFiles.has(key) ? null : async () => listedContent(result, key)))
  const bodies = result.bodies.map((body, i) => () => Promise.resolve({ default: body, frontmatter: result.frontmatters[i] }))
  const loadout = createLoadout(result.data, bodies, { resources })
  const published = options.published ? publish(result, publishOptionsOf(options)) : undefined
  if (published) result.diagnostics.push(...published.diagnostics)
  return Object.assign(loadout, { diagnostics: result.diagnostics }, published ? { published } : {})
}
export { publish, wellKnownIndex, wellKnownTree } from './core/wellknown/publish'
export type { Publication, PublishOptions, TreeFile } from './core/wellknown/publish'
export { fileDigest, skillDigest } from './core/wellknown/digest'
export type { IndexFile, IndexSkill, PublishedFile, PublishedSkill, PublishedSkills, SkillsIndex } from './core/wellknown/format'
export { updateSources, verifySources } from './core/wellknown/pull/commands'
export type { PullCommandOptions, SourceReport, UpdateReport } from './core/wellknown/pull/commands'
export type { PublishOption, PullOption } from './core/options'
export { evaluate, parseQueries, scoreRankings } from './analysis/evaluate'
export type { EvalQuery, EvalReport, SliceReport } from './analysis/evaluate'
export { sweep } from './analysis/sweep'
export type { SweepOptions, SweepRow, SweepSkills, SweepSlice } from './analysis/sweep'
export { toAiLoadoutIndex } from './core/export/ai-loadout'
export type { AiLoadoutIndex } from './core/export/ai-loadout'
export { Insight, parseUsage, summarizeUsage } from './analysis/insight'
export type { Explanation, Overlap, UsageSummary } from './analysis/insight'
export { parseSkill } from './core/compile/parse'
export type { ParseContext, ParsedSkill, ParseResult } from './core/compile/parse'
export { fixDiff, fixFrontmatter } from './core/compile/frontmatter/fix'
export type { FixChange, FixResult } from './core/compile/frontmatter/fix'
export { sqlStatements, sqlTables, writeSqlFile, writeSqlite } from './core/export/sql'
export type { SqlTable } from './core/export/sql'
