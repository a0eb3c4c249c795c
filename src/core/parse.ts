import matter from 'gray-matter'
import type { Priority, Triggers } from '../runtime/types'
import { diag, type Diagnostic, type Level } from './diagnostics'

/** Frontmatter fields normalised into one shape, whatever the dialect (Agent Skills, ai-loadout, Maka). */
export interface ParsedSkill {
  /** ai-loadout `id` from the frontmatter, if any. */
  id?: string
  name?: string
  description: string
  tags: string[]
  priority: Priority
  triggers: Triggers
  patterns: string[]
  requires: { tools: string[]; capabilities: string[] }
  allowedTools: string[]
  license?: string
  compatibility?: string
  /** The markdown body (frontmatter removed, line endings normalised to `\n`). */
  body: string
  /** 1-based line of the file where the body starts. */
  bodyLine: number
  /** Lines in the body, as `body.split('\n').length` counts them (1 for an empty body). */
  bodyLines: number
}

export interface ParseResult {
  skill?: ParsedSkill
  diagnostics: Diagnostic[]
}

export interface ParseContext {
  file: string
  /** The folder name (or rule file name) the skill's name should equal. */
  folderName: string
  format: 'skill' | 'ai-loadout'
  strict: boolean
}

const KNOWN_KEYS = new Set([
  // Agent Skills spec
  'name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools',
  // tags
  'tags', 'keywords',
  // ai-loadout
  'id', 'patterns', 'priority', 'triggers',
  // Maka
  'required-tools', 'required-capabilities',
  // Claude Code
  'disable-model-invocation',
])

const NAME_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function refuseEngine(lang: string) {
  return () => {
    throw new FrontmatterLanguageError(lang)
  }
}

class FrontmatterLanguageError extends Error {}

/** gray-matter options: YAML only; every engine that could run code is replaced by a refusal. */
const MATTER_OPTIONS = {
  language: 'yaml',
  engines: {
    js: refuseEngine('js'),
    javascript: refuseEngine('javascript'),
    coffee: refuseEngine('coffee'),
    coffeescript: refuseEngine('coffeescript'),
    cson: refuseEngine('cson'),
  },
} as unknown as Parameters<typeof matter>[1]

/**
 * Parse one skill file. Never throws on bad input: every problem becomes a diagnostic with its line.
 * Returns no `skill` when an error makes the file unusable.
 */
export function parseSkill(source: string, ctx: ParseContext): ParseResult {
  const diagnostics: Diagnostic[] = []
  const { file } = ctx
  let ok = true
  /** A spec violation: a warning, or an error that rejects the skill with `strict`. */
  const spec = (code: string, message: string, line = 1): void => {
    diagnostics.push(diag(ctx.strict ? 'error' : 'warning', code, message, file, line))
    if (ctx.strict) ok = false
  }
  const fail = (code: string, message: string, line = 1, column = 1): ParseResult => {
    diagnostics.push(diag('error', code, message, file, line, column))
    return { diagnostics }
  }

  let text = source.charCodeAt(0) === 0xFEFF ? source.slice(1) : source
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n')
  if (text.includes('\0')) return fail('binary-file', 'file contains NUL bytes: not a text skill file')

  // Lines are split off one at a time, only as far as the frontmatter goes: bodies run to thousands of lines, and the
  // body is then one slice of the text. `lines[i]` is line i, `starts[i]` its offset; `next` the offset of the line
  // after the last one read (past the end when every line is read).
  const lines: string[] = []
  const starts: number[] = []
  let next = 0
  const readLine = (): boolean => {
    if (next > text.length) return false
    let end = text.indexOf('\n', next)
    if (end === -1) end = text.length
    starts.push(next)
    lines.push(text.slice(next, end))
    next = end + 1
    return true
  }
  readLine()
  const first = lines[0]!
  if (!/^---/.test(first)) {
    return fail('missing-frontmatter', `no frontmatter: a skill file must start with a \`---\` block holding at least \`description\``)
  }
  const lang = first.slice(3).trim()
  if (lang !== '' && lang !== 'yaml' && lang !== 'yml')
    return fail('frontmatter-language', `frontmatter language "${lang}" is not allowed: only YAML is read, nothing in a skill is executed`)
  let close = -1
  for (let i = 1; readLine(); i++) {
    if (/^---\s*$/.test(lines[i]!)) {
      close = i
      break
    }
  }
  // Unclosed: every line was read, `lines` is the whole file.

  const parseBlock = (end: number): { data?: unknown; error?: Diagnostic } => {
    try {
      // Hand gray-matter exactly the block, so its line numbers are the file's.
      return { data: matter(`---\n${lines.slice(1, end).join('\n')}\n---\n` as string, MATTER_OPTIONS).data }
    }
    catch (err) {
      if (err instanceof FrontmatterLanguageError)
        return { error: diag('error', 'frontmatter-language', 'frontmatter language is not allowed: only YAML is read', file) }
      if (err instanceof RangeError)
        return { error: diag('error', 'yaml-too-deep', 'frontmatter is nested too deeply to read', file) }
      const e = err as { mark?: { line?: number; column?: number }; reason?: string; message?: string }
      return { error: diag('error', 'yaml-syntax', `frontmatter is not valid YAML: ${e.reason ?? e.message ?? String(err)}`, file, (e.mark?.line ?? 0) + 1, (e.mark?.column ?? 0) + 1) }
    }
  }

  let parsed = close === -1 ? undefined : parseBlock(close)
  let bodyStart = close + 1
  if (close === -1 || parsed?.error) {
    // A block never closed (or closed only by a later `---` rule in the body): if the lines up to the first one that
    // cannot be YAML parse on their own, read them as the frontmatter and say so, rather than lose the skill.
    const end = yamlShapedEnd(lines, close === -1 ? lines.length : close)
    const recovered = end < (close === -1 ? lines.length : close) || close === -1 ? parseBlock(end) : undefined
    if (recovered && !recovered.error && isMapping(recovered.data)) {
      spec('frontmatter-unclosed', `frontmatter block is never closed: read lines 2-${end} as frontmatter; add a line \`---\` after the last key`)
      close = end
      bodyStart = end
      parsed = recovered
    }
    else if (close === -1) {
      return fail('frontmatter-unclosed', 'frontmatter block is never closed: add a line `---` after the last key')
    }
  }
  if (parsed?.error) {
    diagnostics.push(parsed.error)
    return { diagnostics }
  }
  let data = parsed?.data
  const fmLines = lines.slice(1, close)
  // The lines from `bodyStart` on, joined: the rest of the text.
  const bodyOffset = bodyStart < lines.length ? starts[bodyStart]! : next
  const body = bodyOffset <= text.length ? text.slice(bodyOffset) : ''
  const bodyLine = bodyStart + 1
  const bodyLines = lineCount(body)
  const lineOf = (key: string): number => {
    const i = fmLines.findIndex(l => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`))
    return i === -1 ? 1 : i + 2
  }

  if (data === null || data === undefined) data = {}
  if (typeof data !== 'object' || Array.isArray(data) || data === null)
    return fail('frontmatter-shape', 'frontmatter must be a YAML mapping of keys to values', 2)
  const fm = data as Record<string, unknown>
  const get = (key: string): unknown => (Object.hasOwn(fm, key) ? fm[key] : undefined)

  const error = (code: string, message: string, key: string): void => {
    diagnostics.push(diag('error', code, message, file, lineOf(key)))
    ok = false
  }

  // description (required)
  const descriptionRaw = get('description') ?? (ctx.format === 'ai-loadout' ? get('summary') : undefined)
  let description = ''
  if (typeof descriptionRaw === 'string' && descriptionRaw.trim() !== '') description = descriptionRaw.trim().replace(/\s+/g, ' ')
  else if (descriptionRaw === undefined || descriptionRaw === null || descriptionRaw === '') {
    if (ctx.format === 'skill') error('missing-description', '`description` is required: say what the skill does and when to use it', 'description')
  }
  else error('invalid-description', '`description` must be a string', 'description')
  if (description.length > 1024) spec('description-length', `\`description\` is ${description.length} characters (the spec allows 1-1024)`, lineOf('description'))

  // name
  const nameRaw = get('name')
  let name: string | undefined
  if (typeof nameRaw === 'string' && nameRaw.trim() !== '') name = nameRaw.trim()
  else if (typeof nameRaw === 'number') name = String(nameRaw)
  else if (nameRaw !== undefined && nameRaw !== null) error('invalid-name', '`name` must be a string', 'name')
  if (ctx.format === 'skill') {
    if (name === undefined) spec('missing-name', `\`name\` is missing: using the folder name "${ctx.folderName}"`)
    else {
      if (name.length > 64) spec('name-length', `\`name\` is ${name.length} characters (the spec allows 64)`, lineOf('name'))
      if (!NAME_RE.test(name)) spec('name-format', `\`name\` "${name}" should be lowercase letters, digits and single hyphens`, lineOf('name'))
      else if (name !== ctx.folderName) spec('name-folder', `\`name\` "${name}" differs from its folder "${ctx.folderName}"`, lineOf('name'))
    }
  }

  // id (ai-loadout)
  let id: string | undefined
  const idRaw = get('id')
  if (typeof idRaw === 'string' && idRaw.trim() !== '') id = idRaw.trim()
  else if (idRaw !== undefined && idRaw !== null) error('invalid-id', '`id` must be a non-empty string', 'id')

  // tags from tags, keywords and metadata.tags
  const tags: string[] = []
  for (const key of ['tags', 'keywords'] as const) {
    const list = stringList(get(key))
    if (list === null) error('invalid-tags', `\`${key}\` must be a list of strings or a comma-separated string`, key)
    else tags.push(...list)
  }
  const metadata = get('metadata')
  if (metadata !== undefined && metadata !== null) {
    if (typeof metadata !== 'object' || Array.isArray(metadata)) spec('invalid-metadata', '`metadata` should be a mapping', lineOf('metadata'))
    else if (Object.hasOwn(metadata, 'tags')) {
      const list = stringList((metadata as Record<string, unknown>).tags)
      if (list) tags.push(...list)
    }
  }

  // priority
  let priority: Priority = 'domain'
  const priorityRaw = get('priority')
  if (priorityRaw !== undefined && priorityRaw !== null) {
    if (priorityRaw === 'core' || priorityRaw === 'domain' || priorityRaw === 'manual') priority = priorityRaw
    else error('invalid-priority', `\`priority\` must be core, domain or manual, got ${JSON.stringify(priorityRaw)}`, 'priority')
  }
  const dmi = get('disable-model-invocation')
  if (dmi === true) priority = 'manual'
  else if (dmi !== undefined && dmi !== null && dmi !== false) error('invalid-disable-model-invocation', '`disable-model-invocation` must be true or false', 'disable-model-invocation')

  // triggers
  const triggers: Triggers = { task: true, plan: true, edit: true }
  const triggersRaw = get('triggers')
  if (Array.isArray(triggersRaw) || typeof triggersRaw === 'string') {
    // Several collections write `triggers` as a list of trigger phrases: they are routing keywords.
    const phrases = stringList(triggersRaw)
    if (phrases === null) error('invalid-triggers', '`triggers` must be a mapping { task, plan, edit } or a list of trigger phrases', 'triggers')
    else tags.push(...phrases)
  }
  else if (triggersRaw !== undefined && triggersRaw !== null) {
    if (typeof triggersRaw !== 'object') error('invalid-triggers', '`triggers` must be a mapping like { task: true, plan: true, edit: false }', 'triggers')
    else {
      for (const [k, v] of Object.entries(triggersRaw)) {
        if (k !== 'task' && k !== 'plan' && k !== 'edit') error('invalid-triggers', `\`triggers.${k}\` is not a trigger (task, plan, edit)`, 'triggers')
        else if (typeof v !== 'boolean') error('invalid-triggers', `\`triggers.${k}\` must be true or false`, 'triggers')
        else triggers[k] = v
      }
    }
  }

  const patterns = stringList(get('patterns'))
  if (patterns === null) error('invalid-patterns', '`patterns` must be a list of strings', 'patterns')

  const requires = { tools: [] as string[], capabilities: [] as string[] }
  for (const [key, slot] of [['required-tools', 'tools'], ['required-capabilities', 'capabilities']] as const) {
    const list = stringList(get(key))
    if (list === null) error(`invalid-${key}`, `\`${key}\` must be a list of strings or a comma-separated string`, key)
    else requires[slot] = list
  }
  const allowedRaw = get('allowed-tools')
  const allowedTools = typeof allowedRaw === 'string' ? allowedRaw.split(/[\s,]+/).filter(Boolean) : stringList(allowedRaw)
  if (allowedTools === null) error('invalid-allowed-tools', '`allowed-tools` must be a space-separated string or a list', 'allowed-tools')

  const license = scalarString(get('license'))
  const compatibility = scalarString(get('compatibility'))
  if (compatibility !== undefined && (compatibility.length < 1 || compatibility.length > 500))
    spec('compatibility-length', `\`compatibility\` is ${compatibility.length} characters (the spec allows 1-500)`, lineOf('compatibility'))

  if (ctx.format === 'skill') {
    for (const key of Object.keys(fm)) {
      if (!KNOWN_KEYS.has(key)) spec('unknown-key', `unknown frontmatter key \`${key}\``, lineOf(key))
    }
    if (bodyLines > 500) spec('body-length', `body is ${bodyLines} lines (the spec recommends at most 500; move detail to references/)`, bodyLine)
  }

  if (!ok) return { diagnostics }
  return {
    diagnostics,
    skill: {
      id,
      name,
      description,
      tags: [...new Set(tags)],
      priority,
      triggers,
      patterns: patterns ?? [],
      requires,
      allowedTools: allowedTools ?? [],
      license,
      compatibility,
      body,
      bodyLine,
      bodyLines,
    },
  }
}

/** How many lines `text.split('\n')` gives, without splitting. */
function lineCount(text: string): number {
  let n = 1
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++
  return n
}

/** Index of the first line (from 1, before `end`) that cannot belong to a YAML block: body markdown or HTML. */
function yamlShapedEnd(lines: string[], end: number): number {
  for (let i = 1; i < end; i++) {
    const l = lines[i]!
    if (l.trim() === '' || /^\s/.test(l) || /^-(\s|$)/.test(l)) continue
    if (/^[^\s#<>`!|%&*\[{"'-][^:]*:(\s|$)/.test(l) || /^["'][^"']+["']:(\s|$)/.test(l)) continue
    return i
  }
  return end
}

function isMapping(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A list of strings from a YAML list or a comma-separated string; `null` when it is neither. */
function stringList(value: unknown): string[] | null {
  if (value === undefined || value === null) return []
  if (typeof value === 'string') return value.split(',').map(s => s.trim()).filter(Boolean)
  if (Array.isArray(value)) {
    if (!value.every(v => typeof v === 'string' || typeof v === 'number')) return null
    return value.map(v => String(v).trim()).filter(Boolean)
  }
  return null
}

function scalarString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return String(value)
  return undefined
}

export type { Level }
