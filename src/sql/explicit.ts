/**
 * The skills a task names with `/name` or `$name`, over a database: the active entries whose id, folded id or folded
 * name is one of the task's tokens, read in one query (or within the task's first one), then resolved as the bundle's
 * lookup resolves them. No Node built-ins.
 */
import { explicitTokens, leadingCommand, namesEntry } from '../runtime/explicit'
import type { ExplicitResolution, SkillEntry } from '../runtime/types'
import { inList, listParam, type SqlDriver } from './drivers'

/** Entries by the reference naming them. */
export type Named = Map<string, { i: number, entry: SkillEntry }>

/** The condition on `loadout_entries` that finds the entries some refs may name, and its parameters. */
export function refMatch(driver: SqlDriver): { where: string, params: (refs: readonly string[]) => unknown[] } {
  return {
    where: `active = 1 AND (${inList(driver, 'id')} OR ${inList(driver, 'id_folded')} OR ${inList(driver, 'name_folded')})`,
    params: (refs) => {
      const folded = [...new Set(refs.map(r => r.toLowerCase()))]
      return [listParam(driver, refs), listParam(driver, folded), listParam(driver, folded)]
    },
  }
}

/** Resolve each of `refs` among the active entries `rows` (by index) the way the bundle's lookup does. */
export function namedBy(refs: readonly string[], rows: ReadonlyArray<readonly [number, SkillEntry]>): Named {
  const out: Named = new Map()
  const sorted = [...rows].sort((a, b) => a[0] - b[0])
  for (const ref of refs) {
    const folded = ref.toLowerCase()
    const hit = sorted.find(([, e]) => e.id === ref) ?? sorted.find(([, e]) => e.id.toLowerCase() === folded)
      ?? sorted.find(([, e]) => e.name.toLowerCase() === folded)
    if (hit) out.set(ref, { i: hit[0], entry: hit[1] })
  }
  return out
}

/** Whether the user may name entry `e` (`/name`): not a model-only skill. */
const nameable = (e: SkillEntry) => e.modelOnly !== true

/**
 * `resolveExplicit` over a database: the skills `task` names, and for a leading `/word` that names none, the closest
 * skills the user may name (`closestIds`, skipping the model-only ones among `special`, which holds them all).
 */
export async function resolveExplicitIn(
  driver: SqlDriver,
  special: Iterable<SkillEntry>,
  closestIds: (ref: string, count: number, skip: ReadonlySet<string>) => Promise<string[]>,
  task: string,
): Promise<ExplicitResolution> {
  if (typeof task !== 'string') throw new TypeError(`resolveExplicit: expected the task as a string, got ${typeof task}`)
  const tokens = explicitTokens(task)
  const refs = tokens.map(t => t.ref)
  const lead = leadingCommand(task)
  const wanted = lead === undefined ? refs : [...refs, lead]
  const match = refMatch(driver)
  const rows = wanted.length ? await driver.all(`SELECT i, entry FROM loadout_entries WHERE ${match.where}`, match.params(wanted)) : []
  const hits = namedBy(wanted, rows.map(r => [Number(r.i), JSON.parse(String(r.entry)) as SkillEntry] as const))
  const named: SkillEntry[] = []
  for (const t of tokens) {
    const e = hits.get(t.ref)?.entry
    if (e && nameable(e) && namesEntry(t, e) && !named.some(n => n.id === e.id)) named.push(e)
  }
  const leading = lead === undefined ? undefined : hits.get(lead)?.entry
  if (lead === undefined || (leading && nameable(leading))) return { named }
  const modelOnly = new Set([...special].filter(e => !nameable(e)).map(e => e.id))
  return { named, unknown: { ref: lead, closest: await closestIds(lead, 3, modelOnly) } }
}
