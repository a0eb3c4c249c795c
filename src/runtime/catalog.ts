/**
 * The budgeted skill catalog (stage 1 of progressive loading): a short list of skills for the system prompt, and a
 * report that says, for every skill, why it is or is not in it. Part of the runtime: no Node built-ins, no dependencies.
 *
 * The policy is Maka's: budget = clamp(floor(window x 2%), 4,000, 8,000) tokens x 4 characters (18,000 characters
 * when the window is unknown); shadowed, user-only (Claude Code's `disable-model-invocation`), disabled and
 * host-incompatible skills are dropped; pinned skills come first,
 * then source precedence, then name; the budget is filled in that order, skipping an entry that does not fit and
 * trying the smaller ones after it; a fixed-size "N more skills" notice points at SkillSearch.
 * Three additions where the policy is weak: windows under 80K tokens are capped at 5% of the window (the 4,000-token
 * floor would otherwise be half of an 8K model); a CJK character counts as 4 budget characters, one token, as in
 * `estimateTokens` (otherwise a Chinese or Japanese catalog would take up to 4x its token budget; text without CJK is
 * measured exactly as Maka does); and skills the data marks broken are reported `invalid` instead of being advertised.
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

/** What is wrong with an entry that cannot be advertised, or undefined when it is well-formed. */
export function invalidReason(entry: SkillEntry): string | undefined {
  if (typeof entry.invalid === 'string' && entry.invalid !== '') return entry.invalid
  if (typeof entry.id !== 'string' || oneLine(entry.id) === '') return 'no id'
  if (typeof entry.name !== 'string' || oneLine(entry.name) === '') return 'no name'
  if (typeof entry.description !== 'string' || oneLine(entry.description) === '') return 'no description'
  return undefined
}

/** The requirements a host lacks (case-insensitive), or undefined when it meets them all or says nothing. */
export function hostMissing(entry: SkillEntry, host: HostInfo | undefined): { tools: string[]; capabilities: string[] } | undefined {
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

/**
 * A catalog builder over compiled data. `find` resolves an id or name to an entry index (the runtime's lookup).
 * Lines are computed once per entry; each call only sorts and fills.
 */
export function createCatalog(data: LoadoutData, find: (ref: string) => number | undefined): (options?: CatalogOptions) => Catalog {
  // Read on the first call: a loadout that never builds a catalog never builds every entry for one.
  let skills: SkillEntry[] | undefined
  const lines: Array<string | undefined> = []
  const blocks: Array<string | undefined> = []
  let xml = false
  const lineOf = (i: number) => (xml ? (blocks[i] ??= catalogXml(skills![i]!)) : (lines[i] ??= catalogLine(skills![i]!)))
  const precedence = new Map<string, number>()
  for (const [k, s] of (data.sources ?? []).entries()) if (!precedence.has(s.scope)) precedence.set(s.scope, k)
  const sourceRank = (e: SkillEntry) => precedence.get(e.source) ?? precedence.size

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
    const eligible: number[] = []
    for (let i = 0; i < all.length; i++) {
      const why = exclusion(all[i]!, i, policy)
      if (why) excluded.set(i, why)
      else eligible.push(i)
    }
    eligible.sort((a, b) => {
      const ea = all[a]!
      const eb = all[b]!
      return Number(policy.pinned.has(b)) - Number(policy.pinned.has(a))
        || sourceRank(ea) - sourceRank(eb)
        || cmp(ea.name, eb.name)
        || cmp(ea.id, eb.id)
        || a - b
    })

    const cost = (i: number) => budgetLength(lineOf(i)) + 1
    const taken = new Set<number>()
    const total = eligible.reduce((sum, i) => sum + cost(i), 0)
    if (total - 1 + frame <= budget.chars) {
      for (const i of eligible) taken.add(i)
    }
    else {
      // Room for the notice at its largest (every eligible skill left out), so the whole text stays in budget.
      const limit = budget.chars - frame - catalogNotice(eligible.length, true).length
      let used = 0
      for (const i of eligible) {
        const c = cost(i)
        if (used + c <= limit) {
          taken.add(i)
          used += c
        }
      }
    }

    const chosen = eligible.filter(i => taken.has(i))
    const omitted = eligible.length - chosen.length
    const parts = chosen.map(lineOf)
    if (xml && parts.length) {
      parts[0] = XML_OPEN + parts[0]
      parts[parts.length - 1] += XML_CLOSE
    }
    if (omitted > 0) {
      const notice = catalogNotice(omitted)
      const length = chosen.reduce((s, i) => s + cost(i), 0) + notice.length + (chosen.length ? frame : 0)
      if (length <= budget.chars) parts.push(notice)
    }
    const text = parts.join('\n')

    const base = (i: number): Pick<CatalogReportEntry, 'id' | 'name' | 'source' | 'chars' | 'pinned'> => ({
      id: all[i]!.id,
      name: all[i]!.name,
      source: all[i]!.source,
      chars: cost(i),
      pinned: policy.pinned.has(i),
    })
    const entries: CatalogReportEntry[] = eligible.map((i, k) => ({
      ...base(i),
      reason: (taken.has(i) ? 'advertised' : 'budget') as CatalogReason,
      rank: k + 1,
    }))
    for (const [i, why] of excluded) entries.push({ ...base(i), rank: null, ...why! })

    return {
      text,
      report: {
        budget,
        used: budgetLength(text),
        advertised: chosen.length,
        omitted,
        entries,
        unknown: policy.unknown,
      },
    }
  }
}
