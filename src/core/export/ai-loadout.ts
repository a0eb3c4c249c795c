import type { LoadoutData, SkillEntry } from '../../runtime/types'

/** ai-loadout's `LoadoutIndex` (format version 1.0.0), as `@mcptoolshop/ai-loadout` reads it. */
export interface AiLoadoutIndex {
  version: '1.0.0'
  generated: string
  entries: Array<{
    id: string
    path: string
    keywords: string[]
    patterns: string[]
    priority: SkillEntry['priority']
    summary: string
    triggers: SkillEntry['triggers']
    tokens_est: number
    lines: number
  }>
  budget: {
    always_loaded_est: number
    on_demand_total_est: number
    avg_task_load_est: number
    avg_task_load_observed: number | null
  }
}

/** ai-loadout's validator warns past this many characters of summary. */
const SUMMARY_MAX = 120
const MAX_KEYWORDS = 12
const COMMON = new Set(('a an and are as at be by can do for from has have how if in into is it its of on or our that the '
  + 'their then this to use used uses using via was when where which while will with you your skill skills any all also '
  + 'each more other such than these those what whenever need needs want wants like make makes')
  .split(' '))

/** Words ai-loadout's matcher can hit: it lowercases a task and keeps only a-z and 0-9. */
function asciiWords(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9\s-]/g, ' ').split(/[\s-]+/).filter(w => w.length > 1 && !COMMON.has(w))
}

/** Keywords: the name's words, the tags, then the description's words, de-duplicated; never empty. */
function keywordsOf(e: SkillEntry): string[] {
  const out = new Set<string>()
  for (const w of asciiWords(e.name.replace(/_/g, ' '))) out.add(w)
  for (const tag of e.tags) {
    const words = asciiWords(tag)
    if (words.length) out.add(words.join(' '))
  }
  for (const w of asciiWords(e.description)) {
    if (out.size >= MAX_KEYWORDS) break
    if (w.length > 2 && !/^\d+$/.test(w)) out.add(w)
  }
  if (out.size === 0) out.add(e.id.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'skill')
  return [...out].slice(0, MAX_KEYWORDS)
}

function summaryOf(description: string): string {
  if (description.length <= SUMMARY_MAX) return description
  const cut = description.slice(0, SUMMARY_MAX - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * Write the compiled data as an ai-loadout `LoadoutIndex`, so tools built on `@mcptoolshop/ai-loadout`
 * (`matchLoadout`, `validateIndex`, claude-rules) can read skills compiled here. Shadowed entries are left out.
 * `generated` defaults to now; pass a date for reproducible output.
 */
export function toAiLoadoutIndex(data: LoadoutData, generated: Date = new Date()): AiLoadoutIndex {
  const sources = new Map(data.sources.map(s => [s.scope, s.dir]))
  const entries = data.entries
    .filter(e => e.shadowedBy === undefined)
    .map(e => ({
      id: e.id,
      path: `${sources.get(e.source) ?? '.'}/${e.path}`.replace(/^\.\//, ''),
      keywords: keywordsOf(e),
      patterns: e.patterns,
      // ai-loadout has no user-only tier: manual is its nearest (never auto-loaded).
      priority: e.userOnly ? 'manual' as const : e.priority,
      summary: summaryOf(e.description || e.name),
      triggers: { ...e.triggers },
      tokens_est: e.tokens,
      lines: e.lines,
    }))
  const sum = (list: typeof entries) => list.reduce((n, e) => n + e.tokens_est, 0)
  const onDemand = sum(entries.filter(e => e.priority !== 'core'))
  const domain = entries.filter(e => e.priority === 'domain').length
  return {
    version: '1.0.0',
    generated: generated.toISOString(),
    entries,
    budget: {
      always_loaded_est: sum(entries.filter(e => e.priority === 'core')),
      on_demand_total_est: onDemand,
      // ai-loadout's own definition (merge.js): on-demand tokens over the number of domain entries.
      avg_task_load_est: domain ? Math.round(onDemand / domain) : 0,
      avg_task_load_observed: null,
    },
  }
}
