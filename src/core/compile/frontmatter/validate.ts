/**
 * The Agent Skills spec's rules, and the keys this package (and Claude Code) add to it. Every rule is checked on its
 * own: a name both badly formed and different from its folder gets both problems.
 */
import type { Problem, SkillFields } from './fields'
import { MAX_BODY_LINES, MAX_COMPATIBILITY, MAX_DESCRIPTION, MAX_NAME } from '../../limits'

/** The keys of the spec's frontmatter table. */
export const SPEC_KEYS: ReadonlySet<string> = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'])

/** Keys outside the spec that are read and supported, with who defines them. */
export const EXTENSION_KEYS: Readonly<Record<string, string>> = {
  'tags': 'unplugin-loadout',
  'keywords': 'unplugin-loadout',
  'id': 'ai-loadout',
  'priority': 'ai-loadout',
  'triggers': 'ai-loadout',
  'patterns': 'ai-loadout',
  'required-tools': 'Maka',
  'required-capabilities': 'Maka',
  'disable-model-invocation': 'Claude Code',
  'user-invocable': 'Claude Code',
  'argument-hint': 'Claude Code',
  'model': 'Claude Code',
  'effort': 'Claude Code',
  'context': 'Claude Code',
  'agent': 'Claude Code',
  'hooks': 'Claude Code',
}

export interface ValidateContext {
  folderName: string
  /** Lines of the body, and the 1-based line it starts on. */
  bodyLines: number
  bodyLine: number
}

/** The spec's rules for an Agent Skills `SKILL.md` (ai-loadout rule files have none). */
export function validateSpec(fm: Record<string, unknown>, fields: SkillFields, ctx: ValidateContext): Problem[] {
  return [
    ...nameProblems(fields.name, ctx.folderName),
    ...lengthProblems(fm),
    ...keyProblems(fm),
    ...bodyProblems(ctx),
  ]
}

/** Code points, as the spec's reference validator counts them. */
const length = (s: string): number => [...s].length

/** Name rules (after NFKC, as the reference validator does): each reported on its own. */
export function nameProblems(name: string | undefined, folderName: string): Problem[] {
  if (name === undefined) return [{ kind: 'spec', code: 'missing-name', message: `\`name\` is missing: using the folder name "${folderName}"` }]
  const out: Problem[] = []
  const n = name.normalize('NFKC')
  if (length(n) > MAX_NAME) out.push({ kind: 'spec', code: 'name-length', message: `\`name\` is ${length(n)} characters (the spec allows 1-${MAX_NAME})`, key: 'name' })
  const why = nameFormat(n)
  if (why) out.push({ kind: 'spec', code: 'name-format', message: `\`name\` "${name}" should be lowercase letters, digits and single hyphens: it ${why}`, key: 'name' })
  if (n !== folderName.normalize('NFKC')) out.push({ kind: 'spec', code: 'name-folder', message: `\`name\` "${name}" differs from its folder "${folderName}"`, key: 'name' })
  return out
}

/** What is wrong with a name's characters, or undefined. */
export function nameFormat(n: string): string | undefined {
  const why: string[] = []
  if (n !== n.toLowerCase()) why.push('has uppercase letters')
  if (!/^[\p{L}\p{N}-]*$/u.test(n)) why.push('has characters other than letters, digits and hyphens')
  if (n.startsWith('-') || n.endsWith('-')) why.push('starts or ends with a hyphen')
  if (n.includes('--')) why.push('has `--`')
  return why.length ? why.join(', ') : undefined
}

/** `description` and `compatibility` lengths, measured on the values as written. */
export function lengthProblems(fm: Record<string, unknown>): Problem[] {
  const out: Problem[] = []
  const description = Object.hasOwn(fm, 'description') ? fm.description : undefined
  if (typeof description === 'string' && length(description) > MAX_DESCRIPTION)
    out.push({ kind: 'spec', code: 'description-length', message: `\`description\` is ${length(description)} characters (the spec allows 1-${MAX_DESCRIPTION})`, key: 'description' })
  const compatibility = Object.hasOwn(fm, 'compatibility') ? fm.compatibility : undefined
  if (typeof compatibility === 'string' && (compatibility.trim() === '' || length(compatibility) > MAX_COMPATIBILITY))
    out.push({ kind: 'spec', code: 'compatibility-length', message: `\`compatibility\` is ${length(compatibility)} characters${compatibility.trim() === '' && compatibility !== '' ? ' of blanks' : ''} (the spec allows 1-${MAX_COMPATIBILITY})`, key: 'compatibility' })
  return out
}

/** Keys outside the spec's table: this package's and Claude Code's (`extension`), and unknown ones (`spec`). */
export function keyProblems(fm: Record<string, unknown>): Problem[] {
  const out: Problem[] = []
  for (const key of Object.keys(fm)) {
    if (SPEC_KEYS.has(key)) continue
    const owner = Object.hasOwn(EXTENSION_KEYS, key) ? EXTENSION_KEYS[key] : undefined
    if (owner) out.push({ kind: 'extension', code: 'non-spec-key', message: `\`${key}\` (${owner}) is not in the Agent Skills spec, so other clients may ignore it: the spec wants extra keys under \`metadata\``, key })
    else out.push({ kind: 'spec', code: 'unknown-key', message: `unknown frontmatter key \`${key}\`: the spec wants extra keys under \`metadata\``, key })
  }
  return out
}

/** Recommendations: never errors, even with `strict`. */
export function bodyProblems(ctx: ValidateContext): Problem[] {
  if (ctx.bodyLines <= MAX_BODY_LINES) return []
  return [{ kind: 'advice', code: 'body-length', message: `body is ${ctx.bodyLines} lines (the spec recommends at most ${MAX_BODY_LINES}; move detail to references/)`, line: ctx.bodyLine }]
}
