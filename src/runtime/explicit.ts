/**
 * Skills the user names in a task: `/pdf fill this form` or `... with $pdf`, as hosts with slash commands offer them.
 * Part of the runtime: no Node built-ins, no dependencies.
 *
 * A token is a `/` or `$` at the start of the task or after whitespace or an opening bracket or quote, then a word
 * (letters, digits, `_ - . : @ /`), trailing punctuation dropped. It activates a skill only when it equals a real
 * skill's id or name (case-insensitive): `/usr/bin`, `$HOME`, `$5` and `https://x/pdf` name no skill and change
 * nothing.
 */

import type { Completion, SkillEntry } from './types'

/** One `/name` or `$name` token of a task. */
export interface ExplicitToken {
  /** The word after the sigil, trailing punctuation dropped. */
  ref: string
  sigil: '/' | '$'
  /** Where the sigil is in the task. */
  index: number
}

/** Only the start of a task is read for names: slash commands are typed first, or near the start. */
export const EXPLICIT_SCAN_CHARS = 2000

/**
 * Built on the first task that holds a `/` or a `$`: written as a literal, its Unicode property classes were checked
 * when the module was parsed, about 5 million instructions (0.5 ms) of every start-up.
 */
let tokenRe: RegExp | undefined
const TOKEN_SOURCE = '(^|[\\s([{"\'`])([/$])([\\p{L}\\p{N}_][\\p{L}\\p{N}_.:@/-]*)'

/** The `/name` and `$name` tokens of a task, in order. */
export function explicitTokens(task: string): ExplicitToken[] {
  if (typeof task !== 'string' || (task.indexOf('/') === -1 && task.indexOf('$') === -1)) return []
  const text = task.length > EXPLICIT_SCAN_CHARS ? task.slice(0, EXPLICIT_SCAN_CHARS) : task
  const out: ExplicitToken[] = []
  const re = (tokenRe ??= new RegExp(TOKEN_SOURCE, 'gu'))
  re.lastIndex = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const ref = m[3]!.replace(/[.:@/-]+$/, '')
    if (ref) out.push({ ref, sigil: m[2] as '/' | '$', index: m.index + m[1]!.length })
  }
  return out
}

let leadRe: RegExp | undefined
const LEAD_SOURCE = '^\\s*\\/([\\p{L}\\p{N}_][\\p{L}\\p{N}_:@-]*)(?=$|[\\s,;!?)])'

/**
 * The token a task starts with when it reads as a slash command (`/word`, no further `/` or `.`): an unknown one is
 * worth reporting (a typo of a skill name); a path like `/usr/bin/env` is not.
 */
export function leadingCommand(task: string): string | undefined {
  const m = (leadRe ??= new RegExp(LEAD_SOURCE, 'u')).exec(typeof task === 'string' ? task : '')
  return m ? m[1]!.replace(/[:@-]+$/, '') : undefined
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
