/**
 * What the model receives when a skill is activated: its instructions wrapped as the Agent Skills client guide shows,
 * `<skill_content name="...">`, so that the model, and a host's context manager, can tell skill instructions from the
 * rest of a conversation. Part of the runtime: no Node built-ins, no dependencies.
 */
import type { SkillEntry } from './types'

/** Most resource paths listed in a `<skill_resources>` block; the rest are counted in a note. */
export const MAX_LISTED_RESOURCES = 50

/** `&`, `<`, `>` and `"` as XML entities (enough for text and double-quoted attributes). */
export function escapeXml(text: string): string {
  return String(text).replace(/[&<>"]/g, c => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
}

export interface SkillContentOptions {
  /** Most resource paths listed. Default MAX_LISTED_RESOURCES. */
  maxResources?: number
}

/**
 * A skill's instructions as the model receives them:
 *
 * ```xml
 * <skill_content name="pdf">
 * ...the body...
 *
 * Compatibility: Python 3.10+          (when the skill says so)
 * License: MIT                         (when the skill says so)
 * Skill directory: pdf
 * Relative paths in this skill are relative to the skill directory: read its files with read_resource.
 *
 * <skill_resources>
 *   <file>references/forms.md</file>
 * </skill_resources>
 * </skill_content>
 * ```
 *
 * The body is kept as written (Markdown), except that a `</skill_content` inside it is defused so it cannot close the
 * block early; every other value is XML-escaped. The skill's id stands for its directory (the bundle has no paths).
 */
export function skillContent(
  entry: Pick<SkillEntry, 'id' | 'name'> & { resources?: ReadonlyArray<{ path: string }> } & Partial<Pick<SkillEntry, 'compatibility' | 'license'>>,
  body: string,
  options: SkillContentOptions = {},
): string {
  const max = options.maxResources ?? MAX_LISTED_RESOURCES
  const lines = [`<skill_content name="${escapeXml(entry.name || entry.id)}">`, defuse(String(body).trim()), '']
  if (entry.compatibility) lines.push(`Compatibility: ${escapeXml(entry.compatibility)}`)
  if (entry.license) lines.push(`License: ${escapeXml(entry.license)}`)
  lines.push(`Skill directory: ${escapeXml(entry.id)}`)
  const files = entry.resources ?? []
  if (files.length) {
    lines.push('Relative paths in this skill are relative to the skill directory: read its files with read_resource.', '', '<skill_resources>')
    for (const r of files.slice(0, max)) lines.push(`  <file>${escapeXml(r.path)}</file>`)
    if (files.length > max) lines.push(`  <!-- ${files.length - max} more files not listed: ask read_resource for a path to see them all -->`)
    lines.push('</skill_resources>')
  }
  lines.push('</skill_content>')
  return lines.join('\n')
}

function defuse(body: string): string {
  return body.replace(/<\/(skill_content|skill_resources)/gi, '<\\/$1')
}

const CONTENT_RE = /<skill_content\s+name="/

/**
 * Whether a message, a tool result or a text holds skill content (a `<skill_content>` block): what a host checks
 * before it summarises or drops old messages, so that activated skills keep their instructions. Accepts a string, an
 * AI SDK / chat message (`{ role, content }`, content a string or parts), a tool-result part (`{ output }`), a
 * runtime `Skill` answer (`{ content }`), or an array of any of these.
 */
export function isSkillContent(messageOrText: unknown): boolean {
  return holds(messageOrText, 0)
}

function holds(x: unknown, depth: number): boolean {
  if (typeof x === 'string') return CONTENT_RE.test(x)
  if (depth > 6 || typeof x !== 'object' || x === null) return false
  if (Array.isArray(x)) return x.some(p => holds(p, depth + 1))
  const o = x as Record<string, unknown>
  return ['content', 'output', 'value', 'text', 'result', 'parts'].some(k => k in o && holds(o[k], depth + 1))
}
