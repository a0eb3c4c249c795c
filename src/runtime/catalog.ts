/**
 * The budgeted skill catalog (stage 1 of progressive loading): a short list of skills for the system prompt, and a
 * report that says, for every skill, why it is or is not in it. Part of the runtime: no Node built-ins, no dependencies.
 *
 * The policy is Maka's: budget = clamp(floor(window x 2%), 4,000, 8,000) tokens x 4 characters (18,000 characters
 * when the window is unknown); shadowed, user-only (Claude Code's `disable-model-invocation`), disabled and
 * host-incompatible skills are dropped; pinned skills come first; the budget is filled in catalog order, skipping an
 * entry that does not fit and trying the smaller ones after it; a "N more skills" notice points at SkillSearch.
 * Additions where the policy is weak: windows under 80K tokens are capped at 5% of the window (the 4,000-token floor
 * would otherwise be half of an 8K model); a CJK character counts as 4 budget characters, one token, as in
 * `estimateTokens` (otherwise a Chinese or Japanese catalog would take up to 4x its token budget; text without CJK is
 * measured exactly as Maka does); skills the data marks broken are reported `invalid` instead of being advertised.
 * And an order a user can predict and a model can use, where Maka's (source precedence, then name) filled a small
 * budget with one collection's skills: after the pinned ones, the skills `match` returns for the host's first task
 * (`task`), then by tier (core, domain, manual), then one skill of each source and folder in turn and, within a
 * folder, one of each name family in turn (`coverageOrder`); the notice says what is left out, folder by folder.
 */
import { escapeXml } from './content'
import type {
  Catalog,
  CatalogBudget,
  CatalogDefaults,
  CatalogOptions,
  CatalogReason,
  CatalogReportEntry,
  HostInfo,
  LoadoutData,
  PolicyOptions,
  SkillEntry,
} from './types'

/** Percent of the context window the catalog may take (Maka: 2%). */
export const CATALOG_SHARE_PERCENT = 2
/** Floor and ceiling of the budget in tokens (Maka). */
export const CATALOG_MIN_TOKENS = 4000
export const CATALOG_MAX_TOKENS = 8000
/** Hard cap for small windows: never more than this percent of the window (5% of 8K = 400 tokens). */
export const CATALOG_MAX_SHARE_PERCENT = 5
export const CHARS_PER_TOKEN = 4
/** The budget when the context window is unknown (Maka). */
export const UNKNOWN_WINDOW_CHARS = 18_000
/** Descriptions longer than the Agent Skills limit are cut to it in the catalog line. */
export const MAX_DESCRIPTION_CHARS = 1024

/** The catalog budget for a context window (tokens), or an explicit one in characters. */
export function catalogBudget(options: Pick<CatalogOptions, 'contextWindow' | 'budgetChars'> = {}): CatalogBudget {
  const { contextWindow, budgetChars } = options
  const window = contextWindow === undefined || contextWindow === null || contextWindow === 0 ? null : contextWindow
  if (window !== null && !(typeof window === 'number' && Number.isFinite(window) && window > 0))
    throw new TypeError(`catalog: contextWindow must be a positive number of tokens, got ${String(contextWindow)}`)
  if (budgetChars !== undefined && budgetChars !== null) {
    if (!(typeof budgetChars === 'number' && Number.isFinite(budgetChars) && budgetChars >= 0))
      throw new TypeError(`catalog: budgetChars must be a number of characters >= 0, got ${String(budgetChars)}`)
    return { chars: Math.floor(budgetChars), tokens: null, contextWindow: window, basis: 'budgetChars' }
  }
  if (window === null) return { chars: UNKNOWN_WINDOW_CHARS, tokens: null, contextWindow: null, basis: 'unknown-window' }
  // x * 2 / 100 rather than x * 0.02: exact for every whole window size.
  const share = Math.floor((window * CATALOG_SHARE_PERCENT) / 100)
  let tokens = Math.min(Math.max(share, CATALOG_MIN_TOKENS), CATALOG_MAX_TOKENS)
  tokens = Math.min(tokens, Math.floor((window * CATALOG_MAX_SHARE_PERCENT) / 100))
  return { chars: tokens * CHARS_PER_TOKEN, tokens, contextWindow: window, basis: 'contextWindow' }
}

const SPACE_RE = /[\s\u0000-\u001F\u007F]+/g
/**
 * Kana, CJK ideographs and Hangul: what `estimateTokens` and the catalog budget count as one token a character. All
 * in the BMP, so a match is one code unit. Written twice as regex literals (the class, then its complement): built
 * from one string, the `\u` escapes would reach the bundle as Chinese characters, and one of those makes the engine
 * read the whole main chunk two bytes a character (about 2 ms more start-up on the corpus).
 */
const CJK_RE = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/g
const NOT_CJK_RE = /[^\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/g
const NON_ASCII_RE = /[^\u0000-\u007F]/

/**
 * How many characters of `text` are CJK (see CJK_RE): the lengths of its runs, each found with two `test`s (where
 * it starts, where it ends), which build no match object. The build counts every body: an `exec` per run made 11 MB
 * of garbage on the corpus, and took a fifth longer.
 */
export function cjkCount(text: string): number {
  if (!NON_ASCII_RE.test(text)) return 0
  let count = 0
  CJK_RE.lastIndex = 0
  while (CJK_RE.test(text)) {
    const start = CJK_RE.lastIndex - 1
    NOT_CJK_RE.lastIndex = start
    const end = NOT_CJK_RE.test(text) ? NOT_CJK_RE.lastIndex - 1 : text.length
    count += end - start
    CJK_RE.lastIndex = end
  }
  return count
}

/** Budget characters a text takes: its length, with each CJK character counted as 4 (a whole token). */
export function budgetLength(text: string): number {
  return text.length + 3 * cjkCount(text)
}

/** One line of text: whitespace and control characters folded to single spaces. */
function oneLine(value: unknown): string {
  return typeof value === 'string' ? value.replace(SPACE_RE, ' ').trim() : ''
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : []
}

/** The tools a skill declares: `required-tools` then `allowed-tools`, de-duplicated case-insensitively. */
export function declaredTools(entry: SkillEntry): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const t of [...list(entry.requires?.tools), ...list(entry.allowedTools)]) {
    const clean = oneLine(t)
    const key = clean.toLowerCase()
    if (clean && !seen.has(key)) {
      seen.add(key)
      out.push(clean)
    }
  }
  return out
}

/**
 * A skill's catalog line: `- id (name): description [tools: a, b]`. The name is left out when it adds nothing (equal
 * to the id or to its last segment); the description is cut to 1,024 characters.
 */
export function catalogLine(entry: SkillEntry): string {
  const id = oneLine(entry.id)
  const name = oneLine(entry.name)
  const last = id.slice(id.lastIndexOf('/') + 1)
  const showName = name !== '' && name.toLowerCase() !== id.toLowerCase() && name.toLowerCase() !== last.toLowerCase()
  let description = oneLine(entry.description)
  if (description.length > MAX_DESCRIPTION_CHARS) description = `${description.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`
  const tools = declaredTools(entry)
  return `- ${id}${showName ? ` (${name})` : ''}: ${description}${tools.length ? ` [tools: ${tools.join(', ')}]` : ''}`
}

/**
 * A skill's entry in the `<available_skills>` form of the catalog (the Agent Skills guide's): name, description (cut
 * like a line's) and location, which is the skill id (what the `Skill` tool takes), each XML-escaped.
 */
export function catalogXml(entry: SkillEntry): string {
  let description = oneLine(entry.description)
  if (description.length > MAX_DESCRIPTION_CHARS) description = `${description.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`
  const name = oneLine(entry.name) || oneLine(entry.id)
  return `<skill>\n<name>${escapeXml(name)}</name>\n<description>${escapeXml(description)}</description>\n<location>${escapeXml(oneLine(entry.id))}</location>\n</skill>`
}

/** What wraps the `<skill>` entries of the XML catalog (its newlines counted in the budget). */
const XML_OPEN = '<available_skills>\n'
const XML_CLOSE = '\n</available_skills>'

/** The notice closing a catalog that left `n` eligible skills out (`plural` forced: its largest form, to reserve room). */
export function catalogNotice(n: number, plural = n !== 1): string {
  return `${n} more skill${plural ? 's' : ''}: use SkillSearch to find ${plural ? 'them' : 'it'}.`
}

/**
 * Budget characters the notice may add to say what is left out (`catalogBeyond`): at most this many. A budget of ten
 * times that or more (2,400 characters: a 12K-token window's and up) keeps them for it, so the line is always there;
 * a smaller one gives it what the skills leave, so that its skills are Maka's.
 */
export const BEYOND_MAX_CHARS = 240

/** The budget characters kept for what the notice says is left out (see BEYOND_MAX_CHARS). */
export function beyondReserve(budgetChars: number): number {
  return budgetChars >= 10 * BEYOND_MAX_CHARS ? BEYOND_MAX_CHARS : 0
}

/**
 * A skill's collection: the top folder of its id within its source (`team` of `team/frontend/lint`; '' for a skill at
 * the top), which the catalog covers in turn and the notice counts.
 */
export function skillFolder(id: string): string {
  const k = id.indexOf('/')
  return k < 0 ? '' : id.slice(0, k)
}

/**
 * A skill's family within its collection: the first word of the next folder of its id (`4dx` of
 * `kouko-monkey-skills/4dx-d3-scoreboard`, `spark` of `studio/spark-video/references/cast`, `pdf` of `pdf-forms`).
 */
export function nameFamily(id: string): string {
  const below = id.slice(id.indexOf('/') + 1)
  const next = below.slice(0, below.indexOf('/') + 1 || below.length).toLowerCase()
  const cut = next.search(/[-_.\s/]/)
  return cut > 0 ? next.slice(0, cut) : next
}

/** What the notice groups a left-out skill under: its collection (`kouko-monkey-skills/`), else its family (`pdf-*`). */
export function beyondTopic(id: string): string {
  const folder = skillFolder(id)
  return folder ? `${folder}/` : `${nameFamily(id)}-*`
}

/**
 * What the notice adds about the skills left out: ` Not listed: kouko-monkey-skills/ (120), pdf-* (3), and 9 more.`,
 * the topics with the most left-out skills first (then by name), as many as `room` budget characters hold; '' when
 * none fits.
 */
export function catalogBeyond(topics: ReadonlyArray<{ topic: string, skills: number }>, room: number): string {
  const head = ' Not listed: '
  let out = ''
  for (let k = 0; k < topics.length; k++) {
    const part = `${k ? ', ' : ''}${oneLine(topics[k]!.topic)} (${topics[k]!.skills})`
    const left = topics.length - k - 1
    const tail = left ? `, and ${left} more.` : '.'
    if (budgetLength(head + out + part + tail) > room) {
      const rest = topics.length - k
      return out && budgetLength(`${head}${out}, and ${rest} more.`) <= room ? `${head}${out}, and ${rest} more.` : ''
    }
    out += part
  }
  return out ? `${head}${out}.` : ''
}

/** What is wrong with an entry that cannot be advertised, or undefined when it is well-formed. */
export function invalidReason(entry: SkillEntry): string | undefined {
  if (typeof entry.invalid === 'string' && entry.invalid !== '') return entry.invalid
  if (typeof entry.id !== 'string' || oneLine(entry.id) === '') return 'no id'
  if (typeof entry.name !== 'string' || oneLine(entry.name) === '') return 'no name'
  if (typeof entry.description !== 'string' || oneLine(entry.description) === '') return 'no description'
  return undefined
}

/** The requirements a host lacks (case-insensitive), or undefined when it meets them all or says nothing. */
export function hostMissing(entry: SkillEntry, host: HostInfo | undefined): { tools: string[], capabilities: string[] } | undefined {
  if (!host) return undefined
  const missing = (need: string[], have: readonly string[] | undefined) => {
    if (!Array.isArray(have)) return []
    const set = new Set(have.map(h => String(h).toLowerCase()))
    return need.filter(n => !set.has(n.toLowerCase()))
  }
  const tools = missing(list(entry.requires?.tools), host.tools)
  const capabilities = missing(list(entry.requires?.capabilities), host.capabilities)
  return tools.length || capabilities.length ? { tools, capabilities } : undefined
}

/** Pinned and disabled entries (as indexes into `data.entries`) after merging build-time and per-call lists. */
export interface Policy {
  pinned: Set<number>
  disabled: Set<number>
  host?: HostInfo
  /** References that name no skill. */
  unknown: string[]
}

/**
 * Merge the build-time defaults with the per-call options. The per-call lists extend the defaults and win over them:
 * a skill pinned per call is not disabled by the defaults, and one disabled per call is not pinned by them. Within
 * one list pair, disabled wins.
 */
export function resolvePolicy(
  defaults: CatalogDefaults | undefined,
  options: PolicyOptions,
  find: (ref: string) => number | undefined,
): Policy {
  const unknown: string[] = []
  const seen = new Set<string>()
  const resolve = (refs: readonly string[] | undefined, what: string): Set<number> => {
    const out = new Set<number>()
    if (refs === undefined || refs === null) return out
    if (!Array.isArray(refs)) throw new TypeError(`${what} must be an array of skill ids or names`)
    for (const ref of refs) {
      const i = typeof ref === 'string' ? find(ref) : undefined
      if (i === undefined) {
        const name = String(ref)
        if (!seen.has(name)) {
          seen.add(name)
          unknown.push(name)
        }
      }
      else {
        out.add(i)
      }
    }
    return out
  }
  const buildPinned = resolve(defaults?.pinned, 'pinned')
  const buildDisabled = resolve(defaults?.disabled, 'disabled')
  const callPinned = resolve(options.pinned, 'pinned')
  const callDisabled = resolve(options.disabled, 'disabled')
  const pinned = new Set([...buildPinned].filter(i => !callDisabled.has(i)))
  for (const i of callPinned) pinned.add(i)
  const disabled = new Set([...buildDisabled].filter(i => !callPinned.has(i)))
  for (const i of callDisabled) disabled.add(i)
  for (const i of disabled) pinned.delete(i)
  return { pinned, disabled, host: options.host, unknown }
}

/** Why an entry cannot be offered at all (before any budget), or undefined when it is eligible. */
export function exclusion(entry: SkillEntry, i: number, policy: Policy): Omit<CatalogReportEntry, 'id' | 'name' | 'source' | 'rank' | 'chars' | 'pinned'> | undefined {
  if (entry.shadowedBy !== undefined) return { reason: 'shadowed', shadowedBy: entry.shadowedBy }
  const bad = invalidReason(entry)
  if (bad !== undefined) return { reason: 'invalid', detail: bad }
  if (entry.userOnly === true) return { reason: 'user_only' }
  if (policy.disabled.has(i)) return { reason: 'disabled' }
  const missing = hostMissing(entry, policy.host)
  if (missing) return { reason: 'host_incompatible', missing }
  return undefined
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Tier order in the catalog: house rules first, then the skills tasks reach, then those only the model asks for. */
const TIER_RANK: Record<string, number> = { core: 0, domain: 1, manual: 2 }
const tierRank = (e: SkillEntry) => TIER_RANK[e.priority] ?? 1

/**
 * Round-robin over groups: `items` (in order) ranked so that the first of each group comes first, groups in the order
 * they are first met, then the second of each, and so on. Returns each item's position.
 */
function roundRobin(items: readonly number[], group: (i: number) => string): Map<number, number> {
  const seen = new Map<string, number>()
  const keyed = items.map((i, k) => {
    const g = group(i)
    const n = seen.get(g) ?? 0
    seen.set(g, n + 1)
    if (n === 0) seen.set(`\u0000${g}`, k)
    return { i, round: n, first: seen.get(`\u0000${g}`)! }
  })
  keyed.sort((a, b) => a.round - b.round || a.first - b.first)
  return new Map(keyed.map((x, k) => [x.i, k]))
}

/**
 * The task-free catalog order of `eligible` (entry indices): by tier (core, domain, manual), then one skill of each
 * source and folder in turn (sources by precedence, folders by name) and, within one, one of each name family in turn
 * (families, then skills, by name): a budget that holds a tenth of a catalog lists skills of every collection and
 * every family, not one collection's first fifty. A user can predict it; a model sees what kinds of skills there are.
 */
export function coverageOrder(all: readonly SkillEntry[], eligible: readonly number[], sourceRank: (e: SkillEntry) => number): number[] {
  const folder = new Map(eligible.map(i => [i, skillFolder(all[i]!.id)]))
  const family = new Map(eligible.map(i => [i, nameFamily(all[i]!.id)]))
  const byName = [...eligible].sort((a, b) => {
    const ea = all[a]!
    const eb = all[b]!
    return tierRank(ea) - tierRank(eb) || sourceRank(ea) - sourceRank(eb) || cmp(folder.get(a)!, folder.get(b)!)
      || cmp(family.get(a)!, family.get(b)!) || cmp(ea.name, eb.name) || cmp(ea.id, eb.id) || a - b
  })
  // A shelf: one tier of one source's folder. Shelves are runs of `byName`; within one, its families in turn.
  const shelf = new Map(byName.map(i => [i, `${tierRank(all[i]!)}\u0000${all[i]!.source}\u0000${folder.get(i)}`]))
  const inShelf = roundRobin(byName, i => `${shelf.get(i)}\u0000${family.get(i)}`)
  const shelved: number[] = []
  for (let k = 0; k < byName.length;) {
    let end = k
    while (end < byName.length && shelf.get(byName[end]!) === shelf.get(byName[k]!)) end++
    for (const i of byName.slice(k, end).sort((a, b) => inShelf.get(a)! - inShelf.get(b)!)) shelved.push(i)
    k = end
  }
  // Then the shelves of each tier in turn.
  const order = roundRobin(shelved, i => shelf.get(i)!)
  return [...eligible].sort((a, b) => tierRank(all[a]!) - tierRank(all[b]!) || order.get(a)! - order.get(b)!)
}

/**
 * A catalog builder over compiled data. `find` resolves an id or name to an entry index (the runtime's lookup);
 * `route` gives the ids `match` returns for a task (what `task` lists first; without it, `task` is refused). Lines are
 * computed once per entry; each call only sorts and fills.
 */
export function createCatalog(data: LoadoutData, find: (ref: string) => number | undefined, route?: (task: string) => readonly string[]): (options?: CatalogOptions) => Catalog {
  // Read on the first call: a loadout that never builds a catalog never builds every entry for one.
  let skills: SkillEntry[] | undefined
  const lines: Array<string | undefined> = []
  const blocks: Array<string | undefined> = []
  let xml = false
  const lineOf = (i: number) => (xml ? (blocks[i] ??= catalogXml(skills![i]!)) : (lines[i] ??= catalogLine(skills![i]!)))
  const precedence = new Map<string, number>()
  for (const [k, s] of (data.sources ?? []).entries()) if (!precedence.has(s.scope)) precedence.set(s.scope, k)
  const sourceRank = (e: SkillEntry) => precedence.get(e.source) ?? precedence.size
  /** The task-free order of the eligible entries, by the set of them (the same policy gives the same order). */
  let coverage: { key: string, order: number[] } | undefined

  /** The eligible entries in catalog order: pinned, then those routed for `task` (as `match` ranks them), then coverage. */
  function ordered(eligible: number[], policy: Policy, task: string | undefined): { order: number[], routed: Set<number> } {
    const key = eligible.join(',')
    if (coverage?.key !== key) coverage = { key, order: coverageOrder(skills!, eligible, sourceRank) }
    const routed = routedFor(task, new Set(eligible), find, route)
    const rank = (i: number) => (routed.has(i) ? routed.get(i)! : routed.size)
    const at = new Map(coverage.order.map((i, k) => [i, k]))
    const order = [...eligible].sort((a, b) => Number(policy.pinned.has(b)) - Number(policy.pinned.has(a)) || rank(a) - rank(b) || at.get(a)! - at.get(b)!)
    return { order, routed: new Set(routed.keys()) }
  }

  return function catalog(options: CatalogOptions = {}): Catalog {
    if (options === null || typeof options !== 'object') throw new TypeError('catalog: options must be an object')
    const budget = catalogBudget(options)
    if (options.format !== undefined && options.format !== 'lines' && options.format !== 'xml')
      throw new TypeError(`catalog: format must be 'lines' or 'xml', got ${String(options.format)}`)
    xml = options.format === 'xml'
    /** Characters of the frame around the entries (XML: its open and close tags), taken from the budget. */
    const frame = xml ? XML_OPEN.length + XML_CLOSE.length : 0
    const policy = resolvePolicy(data.catalog, options, find)
    const all = (skills ??= data.entries)
    const excluded = new Map<number, ReturnType<typeof exclusion>>()
    const eligible = eligibleEntries(all, policy, excluded)
    const { order, routed } = ordered(eligible, policy, options.task)
    const cost = (i: number) => budgetLength(lineOf(i)) + 1
    const taken = fill(order, cost, budget.chars - frame, catalogNotice(eligible.length, true).length + beyondReserve(budget.chars))

    const chosen = order.filter(i => taken.has(i))
    const omitted = eligible.length - chosen.length
    const notListed = topicsLeftOut(order.filter(i => !taken.has(i)).map(i => all[i]!.id))
    const used = omitted > 0 ? chosen.reduce((s, i) => s + cost(i), 0) + (chosen.length ? frame : 0) : 0
    const text = catalogText(chosen.map(lineOf), xml, omitted, budget.chars - used, notListed)
    return {
      text,
      report: {
        budget,
        used: budgetLength(text),
        advertised: chosen.length,
        omitted,
        entries: reportEntries(all, order, excluded, cost, policy.pinned, taken, routed),
        unknown: policy.unknown,
        notListed,
      },
    }
  }
}

/** The eligible entries `match` returns for `task` (through `route`, `find` giving their index), with their rank. */
function routedFor(task: string | undefined, eligible: ReadonlySet<number>, find: (ref: string) => number | undefined, route: ((task: string) => readonly string[]) | undefined): Map<number, number> {
  const out = new Map<number, number>()
  if (task === undefined) return out
  if (typeof task !== 'string') throw new TypeError(`catalog: task must be a string, got ${typeof task}`)
  if (!route) throw new TypeError('catalog: this catalog cannot route a task (build it with createLoadout)')
  for (const id of route(task)) {
    const i = find(id)
    if (i !== undefined && eligible.has(i) && !out.has(i)) out.set(i, out.size)
  }
  return out
}

/** The entries the policy lets into a catalog, in entry order; those it keeps out go into `excluded`, with why. */
function eligibleEntries(all: readonly SkillEntry[], policy: Policy, excluded: Map<number, ReturnType<typeof exclusion>>): number[] {
  const eligible: number[] = []
  for (let i = 0; i < all.length; i++) {
    const why = exclusion(all[i]!, i, policy)
    if (why) excluded.set(i, why)
    else eligible.push(i)
  }
  return eligible
}

/**
 * The catalog's text: the `listed` lines (XML: inside the frame), then, when `omitted` skills did not fit, the notice
 * and the topics left out, if `room` (the budget characters the lines left) holds the notice.
 */
function catalogText(listed: string[], xml: boolean, omitted: number, room: number, notListed: ReadonlyArray<{ topic: string, skills: number }>): string {
  if (xml && listed.length) {
    listed[0] = XML_OPEN + listed[0]
    listed[listed.length - 1] += XML_CLOSE
  }
  if (omitted > 0) {
    const notice = catalogNotice(omitted)
    if (notice.length <= room) listed.push(notice + catalogBeyond(notListed, Math.min(BEYOND_MAX_CHARS, room - notice.length)))
  }
  return listed.join('\n')
}

/**
 * The report's entries: those of `order` (catalog order) ranked, advertised (`taken`) or left out for the budget, then
 * the `excluded` ones with why; `cost` is an entry's budget characters.
 */
function reportEntries(
  all: readonly SkillEntry[],
  order: readonly number[],
  excluded: ReadonlyMap<number, ReturnType<typeof exclusion>>,
  cost: (i: number) => number,
  pinned: ReadonlySet<number>,
  taken: ReadonlySet<number>,
  routed: ReadonlySet<number>,
): CatalogReportEntry[] {
  const base = (i: number): Pick<CatalogReportEntry, 'id' | 'name' | 'source' | 'chars' | 'pinned'> => ({
    id: all[i]!.id,
    name: all[i]!.name,
    source: all[i]!.source,
    chars: cost(i),
    pinned: pinned.has(i),
  })
  const entries: CatalogReportEntry[] = order.map((i, k) => ({
    ...base(i),
    reason: (taken.has(i) ? 'advertised' : 'budget') as CatalogReason,
    rank: k + 1,
    ...(routed.has(i) ? { routed: true as const } : {}),
  }))
  for (const [i, why] of excluded) entries.push({ ...base(i), rank: null, ...why! })
  return entries
}

/**
 * The entries (`order`, catalog order) that fit in `chars` budget characters: all when they do (the notice is then
 * not needed), else, with `reserve` kept for the notice, each in turn that still fits.
 */
function fill(order: readonly number[], cost: (i: number) => number, chars: number, reserve: number): Set<number> {
  const taken = new Set<number>()
  const total = order.reduce((sum, i) => sum + cost(i), 0)
  if (total - 1 <= chars) return new Set(order)
  const limit = chars - reserve
  let used = 0
  for (const i of order) {
    const c = cost(i)
    if (used + c <= limit) {
      taken.add(i)
      used += c
    }
  }
  return taken
}

/** The topics (`beyondTopic`) of the skills left out, with how many each: most first, then by name. */
function topicsLeftOut(ids: readonly string[]): Array<{ topic: string, skills: number }> {
  const counts = new Map<string, number>()
  for (const id of ids) {
    const t = beyondTopic(id)
    counts.set(t, (counts.get(t) ?? 0) + 1)
  }
  return [...counts].map(([topic, skills]) => ({ topic, skills })).sort((a, b) => b.skills - a.skills || cmp(a.topic, b.topic))
}
