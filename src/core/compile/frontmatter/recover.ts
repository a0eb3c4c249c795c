/**
 * Recovery of a frontmatter block that is not valid YAML, the way the Agent Skills client guide asks: repair one
 * top-level value at a time (quote it, or move a block scalar's text to its own line) and parse again. Nothing is
 * evaluated, every other value stays as YAML reads it, and the recovered data is the parse of the repaired text, so
 * it is exactly what the file gives once fixed (`fixFrontmatter`).
 */
import { type Entry, splitEntries, valueLines } from './entries'
import { isMapping, parseYaml, type YamlError } from './yaml'
import { MAX_REPAIRS } from '../../limits'

/** One repaired value: block lines `[line, line + before.length)` become `after`. */
export interface Repair {
  key: string
  /** 0-based line of the block. */
  line: number
  /** 0-based column where the value starts. */
  column: number
  /** What YAML made of the value as written. */
  problem: string
  /** The change, in words. */
  action: 'quote the value' | 'quote the text' | 'put the text on its own line'
  before: string[]
  after: string[]
}

export type RecoverResult =
  | { data: unknown, repairs: Repair[], error?: undefined }
  | { data?: undefined, repairs?: undefined, error: YamlError }

/** Keys whose value is a mapping or a boolean: never quoted. */
const NOT_STRING_KEYS = new Set(['metadata', 'hooks', 'disable-model-invocation', 'user-invocable'])
/**
 * Keys whose value is a string: quoted whatever it starts with (`description: [Brief] Does X`). The value of any other
 * key (a list, or a key this package does not know) is quoted only when it does not start like a flow list or
 * mapping: a broken `[a, b` is no string.
 */
export const STRING_KEYS: ReadonlySet<string> = new Set([
  'name', 'description', 'license', 'compatibility', 'summary', 'id', 'version', 'author', 'title', 'when_to_use',
  'argument-hint', 'model', 'effort', 'context', 'agent',
])

/**
 * Parse a block, repairing its values when it does not parse, or when it parses into keys no line of it starts with
 * (js-yaml reads `description: [Brief] Does X: for Y` as a list and a key `Does X`). Deterministic; never throws.
 */
export function recoverYaml(lines: readonly string[]): RecoverResult {
  const whole = parseYaml(lines)
  if (whole.error && whole.error.kind !== 'syntax') return { error: whole.error }
  const entries = splitEntries(lines)
  if (!whole.error && !misread(whole.data, entries)) return { data: whole.data, repairs: [] }
  const { current, repairs } = repairEntries(lines, entries)
  const again = repairs.length ? parseYaml(current) : whole
  if (!again.error) return { data: again.data, repairs }
  return { error: locateError(current, entries, again.error) }
}

/** Keys of the parsed data that no top-level line of the block starts. */
function misread(data: unknown, entries: readonly Entry[]): boolean {
  if (!isMapping(data)) return false
  const keys = new Set(entries.map(e => e.key))
  return Object.keys(data).some(k => !keys.has(k) && k !== '<<')
}

/** Repair, in order, the entries that are broken (see `broken`); `current[i]` is block line i, repaired. */
function repairEntries(lines: readonly string[], entries: readonly Entry[]): { current: string[], repairs: Repair[] } {
  const current = [...lines]
  const repairs: Repair[] = []
  // Entries that fail on their own but not in context (aliases) cost a parse of the block each: bounded too.
  const budget = { contextParses: 2 * MAX_REPAIRS }
  for (const entry of entries) {
    if (repairs.length === MAX_REPAIRS || budget.contextParses === 0) break
    if (!broken(current, entry, budget)) continue
    const fixed = firstThatParses(current, entry)
    if (!fixed) continue
    current.splice(0, current.length, ...fixed.lines)
    repairs.push(fixed.repair)
  }
  return { current, repairs }
}

/**
 * An entry is broken when it does not parse on its own and not with the entries above it either (an alias to an
 * earlier anchor is no fault), or when it parses into more than its own key.
 */
function broken(lines: readonly string[], entry: Entry, budget: { contextParses: number }): boolean {
  const alone = parseYaml(lines.slice(entry.line, entry.end))
  if (!alone.error) return !ownKeyOnly(alone.data, entry)
  budget.contextParses--
  return parseYaml(lines.slice(0, entry.end)).error !== undefined
}

function ownKeyOnly(data: unknown, entry: Entry): boolean {
  if (!isMapping(data)) return false
  const keys = Object.keys(data)
  return keys.length === 1 && keys[0] === entry.key
}

/** Block lines with a repair applied (the lines it adds joined into its last line, so the indexes stay). */
export function applyRepair(lines: readonly string[], repair: Repair): string[] {
  const out = [...lines]
  const n = repair.before.length
  const after = [...repair.after.slice(0, n - 1), repair.after.slice(n - 1).join('\n')]
  for (let k = 0; k < n; k++) out[repair.line + k] = after[k]!
  return out
}

/**
 * The error of a block beyond repair, on the line of the first entry that does not parse with those above it (a
 * binary search: a block that fails up to an entry fails up to any later one).
 */
function locateError(lines: readonly string[], entries: readonly Entry[], fallback: YamlError): YamlError {
  let lo = 0
  let hi = entries.length
  let found: YamlError | undefined
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const r = parseYaml(lines.slice(0, entries[mid]!.end))
    if (r.error) {
      found = { ...r.error, line: entries[mid]!.line, column: entries[mid]!.valueColumn }
      hi = mid
    }
    else {
      lo = mid + 1
    }
  }
  return found ?? fallback
}

/** The first repair after which the entry parses into its own key alone, and the block up to it parses. */
function firstThatParses(lines: readonly string[], entry: Entry): { repair: Repair, lines: string[] } | undefined {
  for (const repair of repairEntry(lines, entry)) {
    const tried = applyRepair(lines, repair)
    if (ownKeyOnly(parseYaml(tried.slice(entry.line, entry.end)).data, entry) && !parseYaml(tried.slice(0, entry.end)).error)
      return { repair, lines: tried }
  }
  return undefined
}

/**
 * The repairs of one entry's value to try, in order (none when it is no string value quoting can fix): a block
 * indicator with text gets its text moved to its own line, then (when the lines are indented with tabs, which a block
 * scalar refuses) the text quoted; any other value is quoted.
 */
export function repairEntry(lines: readonly string[], entry: Entry): Repair[] {
  const keyLine = lines[entry.line]!
  const rest = keyLine.slice(entry.valueColumn)
  if (rest === '' || rest.startsWith('#') || NOT_STRING_KEYS.has(entry.key)) return []
  const end = valueLines(lines, entry)
  if (end === undefined) return []
  const block = blockRepair(lines, entry, end)
  if (block) return [block.repair, quoteRepair(lines, entry, end, block.textColumn, block.repair.problem)].filter(r => r !== undefined)
  const quoted = quoteRepair(lines, entry, end, entry.valueColumn)
  return quoted ? [quoted] : []
}

/** `description: | Use when...` (a block indicator with text after it): the text moved to its own line. */
function blockRepair(lines: readonly string[], entry: Entry, end: number): { repair: Repair, textColumn: number } | undefined {
  const keyLine = lines[entry.line]!
  const m = /^([|>](?:[1-9][+-]?|[+-][1-9]?)?)([ \t]+)([^\s#].*)$/.exec(keyLine.slice(entry.valueColumn))
  if (!m) return undefined
  const head = keyLine.slice(0, entry.valueColumn) + m[1]!
  const indents = lines.slice(entry.line + 1, end).filter(l => l.trim() !== '').map(l => /^[ \t]*/.exec(l)![0])
  const indent = indents.length ? indents.reduce((a, b) => (b.length < a.length ? b : a)) : '  '
  const repair: Repair = {
    key: entry.key,
    line: entry.line,
    column: entry.valueColumn,
    problem: `has its text on the \`${m[1]}\` line, where YAML allows only the block indicator`,
    action: 'put the text on its own line',
    before: [keyLine],
    after: [head, indent + m[3]!.trimEnd()],
  }
  return { repair, textColumn: entry.valueColumn + m[1]!.length + m[2]!.length }
}

/**
 * A plain value YAML misreads (`Use when: ...`, `[Brief] ...`, `*text`...): quoted as a double-quoted string from
 * column `from` of the key line on (what lies between the value's start and `from`, a block indicator, is dropped).
 */
function quoteRepair(lines: readonly string[], entry: Entry, end: number, from: number, problem?: string): Repair | undefined {
  const keyLine = lines[entry.line]!
  const rest = keyLine.slice(from)
  // A quoted value the author broke (`"unterminated`) is left as an error: quoting it again would only guess.
  if (/^["']/.test(rest) || (!STRING_KEYS.has(entry.key) && /^[[{]/.test(rest))) return undefined
  const before = lines.slice(entry.line, end)
  const after = before.map((l, k) => {
    const start = k === 0 ? from : /^[ \t]*/.exec(l)![0].length
    if (l.trim() === '') return l
    const text = l.slice(start)
    const trimmed = text.trimEnd()
    const open = k === 0 ? '"' : ''
    const close = k === before.length - 1 ? '"' : ''
    return `${k === 0 ? l.slice(0, entry.valueColumn) : l.slice(0, start)}${open}${escapeQuoted(trimmed)}${close}${text.slice(trimmed.length)}`
  })
  const value = before.map((l, k) => (k === 0 ? l.slice(from) : l.trim())).filter(Boolean).join(' ')
  const action = from === entry.valueColumn ? 'quote the value' : 'quote the text'
  return { key: entry.key, line: entry.line, column: entry.valueColumn, problem: problem ?? plainProblem(value), action, before, after }
}

/** Text for the inside of a YAML double-quoted string. */
export function escapeQuoted(text: string): string {
  return text.replace(/[\\"]/g, c => `\\${c}`)
}

const INDICATORS: Record<string, string> = {
  '*': 'an alias', '&': 'an anchor', '[': 'a flow list', '{': 'a flow mapping', '@': 'a reserved indicator',
  '`': 'a reserved indicator', '%': 'a directive', '!': 'a tag', '|': 'a block scalar', '>': 'a block scalar',
  '"': 'a quoted string', '\'': 'a quoted string', ',': 'a flow separator', '?': 'a complex key',
}

/** What YAML makes of a plain value, in words. */
export function plainProblem(value: string): string {
  if (/^-[ \t]/.test(value)) return 'starts with `- `, which YAML reads as a list item'
  if (value.startsWith('---')) return 'starts with `---`, which YAML reads as a document marker'
  const c = value[0]!
  if (Object.hasOwn(INDICATORS, c)) return `starts with \`${c}\`, which YAML reads as ${INDICATORS[c]}`
  if (/:[ \t]/.test(value) || value.endsWith(':')) return 'holds `: `, which YAML reads as the start of a mapping'
  if (/[ \t]#/.test(value)) return 'holds ` #`, which YAML reads as the start of a comment'
  if (value.includes('---')) return 'holds `---`, which YAML reads as a document marker'
  return 'is not a valid plain YAML value'
}
