/**
 * The agent tools over a SQL loadout: the runtime's own `Skill`, `SkillSearch` and `read_resource` (`createTools`), over
 * a plan a few queries work out instead of a pass over every entry. Every active entry a policy may refuse by itself
 * (user-only, invalid, with host requirements: see `isSpecial`) is one routing reads at start; the others it refuses
 * are the disabled ones, which the policy names. No Node built-ins.
 */
import { resolvePolicy } from '../runtime/catalog'
import { createTools, planTools, type ToolsHost, type ToolsPlan, toolsSettings } from '../runtime/tools'
import type { CatalogDefaults, LoadoutTool, PolicyOptions, SkillEntry, ToolsOptions } from '../runtime/types'

interface Hit { i: number, entry: SkillEntry }

export interface SqlToolsSource {
  /** The build's pinned and disabled skills. */
  defaults: CatalogDefaults | undefined
  /** The entries that are not plain, by index (shadowed ones included). */
  special: ReadonlyMap<number, SkillEntry>
  /** How many entries are active (not shadowed). */
  activeCount: number
  find: (ref: string) => Promise<Hit | undefined>
  /** The ids of the active entries, in order (read only while they are few: see `sqlPlan`). */
  activeIds: () => Promise<string[]>
  host: ToolsHost
}

/** The three tools, as `loadout.tools(options)` makes them over a bundle. */
export async function sqlTools(source: SqlToolsSource, options: ToolsOptions = {}): Promise<LoadoutTool[]> {
  const settings = toolsSettings(options)
  return createTools(source.host, await sqlPlan(source, options, settings.enumLimit), settings)
}

/**
 * What a policy refuses: one query per skill it names, and one for the ids when at most `enumLimit` skills are
 * available (then the active ones are at most `enumLimit` and the refused ones).
 */
export async function sqlPlan(source: SqlToolsSource, options: PolicyOptions, enumLimit: number): Promise<ToolsPlan> {
  const found = new Map<string, Hit>()
  for (const refs of [source.defaults?.pinned, source.defaults?.disabled, options.pinned, options.disabled]) {
    if (!Array.isArray(refs)) continue
    for (const ref of refs) {
      if (typeof ref !== 'string' || found.has(ref)) continue
      const hit = await source.find(ref)
      if (hit) found.set(ref, hit)
    }
  }
  const policy = resolvePolicy(source.defaults, options, ref => found.get(ref)?.i)
  const candidates = new Map(source.special)
  for (const { i, entry } of found.values()) if (policy.disabled.has(i)) candidates.set(i, entry)
  const plan = planTools(policy, candidates, source.activeCount)
  if (plan.available > enumLimit) return plan
  return { ...plan, ids: (await source.activeIds()).filter(id => !plan.refused.has(id)) }
}
