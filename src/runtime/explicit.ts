/**
 * Skills the user names in a task, as hosts with skills offer it: `/pdf fill this form` (a slash command, typed at the
 * start of the task or of a line) or `... with $pdf` (a mention: a whole word written as the skill's name is written).
 * Part of the runtime: no Node built-ins, no dependencies.
 *
 * Agents pass whole messages, with paths, URLs, shell, math and code in them, so neither sigil fires inside those:
 * a `/` in the middle of a line (`in /app crashes`, `C:/app/x`, `./scripts/run.sh`, a URL) is never a command, and a
 * command token that goes on as a path (`/root/data.csv`) names no skill; a `$` glued to a word or a backslash
 * (`x$y`, `\$`), a shell variable (`${PATH}`, `$HOME/bin`, `$PATH` for a skill named `path`: mentions are
 * case-sensitive), a price (`$5`), TeX math (`$S_n$`, `$g \in G$`) and anything in inline code or a fenced block
 * mention nothing. A token activates a skill only when it is a real skill's id or name. The scan is one pass over at
 * most EXPLICIT_SCAN_CHARS characters.
 */

import type { Completion, SkillEntry } from './types'

/** One `/name` or `$name` token of a task. */
export interface ExplicitToken {
  /** The word after the sigil, trailing sentence punctuation dropped. */
  ref: string
  sigil: '/' | '$'
  /** Where the sigil is in the task. */
  index: number
}

/** Only the start of a task is read for names: slash commands are typed first, or near the start. */
export const EXPLICIT_SCAN_CHARS = 2000

/**
 * A name's characters and a word's first one, as Unicode property regexes built on the first task holding a `/` or a
 * `$`: written as literals, the engine checked their property classes while parsing the module, about 5 million
 * instructions (0.5 ms) of every start-up, routing or not (callgrind).
 */
let nameChar: RegExp | undefined
let wordChar: RegExp | undefined
const isNameChar = (c: string) => (nameChar ??= new RegExp('[\\p{L}\\p{N}_.:@/-]', 'u')).test(c)
const isWordChar = (c: string) => (wordChar ??= new RegExp('[\\p{L}\\p{N}_]', 'u')).test(c)
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r'
/** Punctuation that may end a sentence right after a name (`use $pdf.`, `/pdf: fill it`). */
const isTrailing = (c: string) => c === '.' || c === ',' || c === ';' || c === ':' || c === '!' || c === '?' || c === ')' || c === ']' || c === '}' || c === '"' || c === "'"
/** Characters a mention may follow: it is a word of its own. */
const opensWord = (c: string | undefined) => c === undefined || isSpace(c) || c === '(' || c === '[' || c === '{' || c === '"' || c === "'"

/** The `/name` and `$name` tokens of a task, in order. */
export function explicitTokens(task: string): ExplicitToken[] {
  if (typeof task !== 'string' || (task.indexOf('/') === -1 && task.indexOf('$') === -1)) return []
  const text = task.length > EXPLICIT_SCAN_CHARS ? task.slice(0, EXPLICIT_SCAN_CHARS) : task
  const quoted = quotedSpans(text)
  const out: ExplicitToken[] = []
  /** Only blanks (or slash commands) so far on this line: a `/` here starts a command. */
  let lineStart = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '\n') {
      lineStart = true
      continue
    }
    if (c === ' ' || c === '\t' || c === '\r') continue
    const token = quoted[i] ? undefined : c === '/' ? (lineStart ? tokenAt(text, i, '/') : undefined) : c === '$' && opensWord(text[i - 1]) ? tokenAt(text, i, '$') : undefined
    if (token) {
      out.push(token.token)
      i = token.end - 1
      // Slash commands may follow one another at the start of a line (`/pdf /sql compare`); a mention ends that.
      if (c === '$') lineStart = false
      continue
    }
    lineStart = false
  }
  return out
}

/**
 * The token whose sigil is at `at`, and where it ends; undefined unless it is a whole word: it must end at a blank,
 * the end of the text, or sentence punctuation followed by one (`/app/`, `$HOME/bin`, `$a|b` are not tokens).
 */
function tokenAt(text: string, at: number, sigil: '/' | '$'): { token: ExplicitToken, end: number } | undefined {
  const first = text[at + 1]
  if (first === undefined || !isWordChar(first) || (sigil === '$' && first >= '0' && first <= '9')) return undefined
  let end = at + 1
  while (end < text.length && isNameChar(text[end]!)) end++
  let stop = end
  while (stop < text.length && isTrailing(text[stop]!)) stop++
  if (stop < text.length && !isSpace(text[stop])) return undefined
  let ref = text.slice(at + 1, end)
  while (ref.length && isTrailing(ref[ref.length - 1]!)) ref = ref.slice(0, -1)
  if (!ref || ref.endsWith('/')) return undefined
  return { token: { ref, sigil, index: at }, end }
}

/**
 * Which characters are inside inline code (`` `...` ``, a run of backticks closed by the next run of equal length), a
 * fenced code block (a line opening with ``` or ~~~, to the next such line), or TeX math (`$$...$$`, or `$...$` on one
 * line whose opening `$` is followed by a non-blank and whose closing `$` follows a non-blank and is not glued to a
 * word, as Pandoc reads it). Linear: every closing delimiter is found by a table built in one pass.
 */
export function quotedSpans(text: string): Uint8Array {
  const out = new Uint8Array(text.length)
  const closers = mathClosers(text)
  const nextRun = backtickRuns(text)
  let displayMath = true
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    let end = i
    if ((c === '`' || c === '~') && atLineOpening(text, i) && text.startsWith(c.repeat(3), i)) {
      const close = text.indexOf('\n' + c.repeat(3), i + 3)
      end = close === -1 ? text.length : close + 4
    }
    else if (c === '`') {
      const run = nextRun.get(i)!
      end = run.next === -1 ? i : run.next + run.length
      // An unclosed run is plain text: skip all of it.
      if (end === i) i += run.length - 1
    }
    else if (c === '$' && text[i + 1] === '$') {
      const close: number = displayMath ? text.indexOf('$$', i + 2) : -1
      displayMath = close !== -1
      end = close === -1 ? i : close + 2
    }
    else if (c === '$' && !isSpace(text[i + 1]) && i + 1 < text.length) {
      end = closers[i + 1]! === -1 ? i : closers[i + 1]! + 1
    }
    if (end > i) out.fill(1, i, end)
    i = Math.max(end, i + 1)
  }
  return out
}

/** Whether position `i` opens a line (up to three blanks before it), where a code fence may start. */
function atLineOpening(text: string, i: number): boolean {
  let j = i - 1
  while (j >= 0 && j >= i - 3 && text[j] === ' ') j--
  return j < 0 || text[j] === '\n'
}

/** Per run of backticks (by where it starts): its length, and where the next run of the same length starts (or -1). */
function backtickRuns(text: string): Map<number, { length: number, next: number }> {
  const runs: Array<[number, number]> = []
  for (let i = text.indexOf('`'); i !== -1; i = text.indexOf('`', i)) {
    let len = 1
    while (text[i + len] === '`') len++
    runs.push([i, len])
    i += len
  }
  const out = new Map<number, { length: number, next: number }>()
  const later = new Map<number, number>()
  for (let k = runs.length - 1; k >= 0; k--) {
    const [at, length] = runs[k]!
    out.set(at, { length, next: later.get(length) ?? -1 })
    later.set(length, at)
  }
  return out
}

/**
 * Per position: the first `$` at or after it on the same line that can close math (a non-blank before it, no letter,
 * digit or `_` after it), or -1.
 */
function mathClosers(text: string): Int32Array {
  const out = new Int32Array(text.length)
  let next = -1
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i]!
    if (c === '\n') next = -1
    else if (c === '$' && i > 0 && !isSpace(text[i - 1]) && !(i + 1 < text.length && isWordChar(text[i + 1]!))) next = i
    out[i] = next
  }
  return out
}

/**
 * Whether `token` names `entry`: a slash command by id or name in any case (`/PDF`), a mention only as the name or id
 * is written (`$pdf`, not `$PDF`: `$HOME` and `$PATH` are shell variables, whatever skills exist).
 */
export function namesEntry(token: ExplicitToken, entry: Pick<SkillEntry, 'id' | 'name'>): boolean {
  if (token.sigil === '$') return entry.name === token.ref || entry.id === token.ref
  const folded = token.ref.toLowerCase()
  return entry.name.toLowerCase() === folded || entry.id.toLowerCase() === folded
}

/**
 * The token a task starts with when it reads as a slash command (`/word`, no further `/` or `.`): an unknown one is
 * worth reporting (a typo of a skill name); a path like `/usr/bin/env` is not.
 */
export function leadingCommand(task: string): string | undefined {
  if (typeof task !== 'string') return undefined
  const first = explicitTokens(task)[0]
  if (!first || first.sigil !== '/' || task.slice(0, first.index).trim() !== '' || /[/.]/.test(first.ref)) return undefined
  return first.ref.replace(/[:@-]+$/, '') || undefined
}

/**
 * What a slash-command box offers for `prefix` among `offered` (the skills the user may name): those whose id, name
 * or last id segment starts with it (case-insensitive), exact ones first, then by name, at most `limit`.
 */
export function completions(prefix: string, offered: readonly SkillEntry[], limit: number): Completion[] {
  const want = prefix.trim().replace(/^[/$]/, '').toLowerCase()
  const found: Array<{ e: SkillEntry, exact: boolean }> = []
  for (const e of offered) {
    const keys = [e.id.toLowerCase(), e.name.toLowerCase(), e.id.slice(e.id.lastIndexOf('/') + 1).toLowerCase()]
    if (keys.some(k => k.startsWith(want))) found.push({ e, exact: keys.includes(want) })
  }
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || (a.e.name < b.e.name ? -1 : a.e.name > b.e.name ? 1 : 0) || (a.e.id < b.e.id ? -1 : 1))
  return found.slice(0, limit).map(({ e }) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    ...(e.claude?.argumentHint ? { argumentHint: e.claude.argumentHint } : {}),
    ...(e.userOnly === true ? { userOnly: true as const } : {}),
  }))
}
