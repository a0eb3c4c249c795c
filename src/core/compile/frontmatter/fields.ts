/**
 * Normalising frontmatter fields into one shape, whatever the dialect: Agent Skills, ai-loadout (`priority`,
 * `triggers`, `patterns`, `id`), Maka (`required-*`) and Claude Code (`disable-model-invocation`, `user-invocable`,
 * `argument-hint`, `model`...). Values of the wrong type are problems; nothing is dropped without one.
 */
import type { ClaudeCodeFields, Priority, SkillEntry, Triggers } from '../../../runtime/types'
import { isMapping, plainCopy } from './yaml'
import { MAX_NODES } from '../../limits'

/**
 * A problem found in the fields. `error` rejects the skill; `spec` breaks a rule of the Agent Skills spec (an error
 * with `strict`, otherwise a warning); `advice` is a recommendation (always a warning); `extension` is a key of this
 * package or of Claude Code the spec does not have (an error with `strict`, otherwise silent).
 */
export interface Problem {
  kind: 'error' | 'spec' | 'advice' | 'extension'
  code: string
  message: string
  /** The key the problem is about (its line is reported); none: the top of the file. */
  key?: string
  /** An explicit 1-based line (wins over `key`), and column. */
  line?: number
  column?: number
  /** The 0-based element of the list under `key` the problem is about (its line and column are reported). */
  element?: number
}

/**
 * The fields of a skill read from its frontmatter (everything of `ParsedSkill` but the body): the entry's own fields,
 * with `id` (ai-loadout) and `name` optional, since the compiler falls back to the folder for them.
 */
export type SkillFields = Pick<SkillEntry, 'description' | 'tags' | 'priority' | 'triggers' | 'patterns' | 'requires'
  | 'allowedTools' | 'license' | 'compatibility' | 'userOnly' | 'modelOnly' | 'claude'> & { id?: string, name?: string }

/** Reads one frontmatter mapping. */
export class FieldReader {
  readonly problems: Problem[] = []
  constructor(readonly fm: Record<string, unknown>, readonly format: 'skill' | 'ai-loadout') {}

  get(key: string): unknown {
    return Object.hasOwn(this.fm, key) ? this.fm[key] : undefined
  }

  has(key: string): boolean {
    const v = this.get(key)
    return v !== undefined && v !== null
  }

  error(code: string, message: string, key?: string, element?: number): void {
    this.problems.push({ kind: 'error', code, message, key, ...(element !== undefined ? { element } : {}) })
  }

  spec(code: string, message: string, key?: string): void {
    this.problems.push({ kind: 'spec', code, message, key })
  }
}

/** Normalise a frontmatter mapping into the fields of a skill, with the problems found. */
export function readFields(fm: Record<string, unknown>, format: 'skill' | 'ai-loadout'): { fields: SkillFields, problems: Problem[] } {
  const r = new FieldReader(fm, format)
  // Read in the order of the keys' documentation: problems come out in that order.
  const description = readDescription(r)
  const name = readName(r)
  const id = readId(r)
  const tags = readTags(r)
  const priority = readPriority(r)
  const invocation = readInvocation(r)
  const { triggers, phrases } = readTriggers(r)
  const fields: SkillFields = {
    id,
    name,
    description,
    tags: [...new Set([...tags, ...phrases])],
    priority,
    triggers,
    patterns: readList(r, 'patterns', '`patterns` must be a list of strings') ?? [],
    requires: readRequires(r),
    allowedTools: readAllowedTools(r),
    license: scalarString(r.get('license')),
    compatibility: readCompatibility(r),
    ...invocation,
  }
  const claude = readClaudeCode(r)
  if (claude) fields.claude = claude
  if (fields.license === undefined) delete fields.license
  if (fields.compatibility === undefined) delete fields.compatibility
  return { fields, problems: r.problems }
}

export function readDescription(r: FieldReader): string {
  const raw = r.get('description') ?? (r.format === 'ai-loadout' ? r.get('summary') : undefined)
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim().replace(/\s+/g, ' ')
  if (raw === undefined || raw === null || typeof raw === 'string') {
    if (r.format === 'skill') r.error('missing-description', `\`description\` is ${raw === undefined || raw === null ? 'required' : 'empty'}: say what the skill does and when to use it`, 'description')
  }
  else {
    r.error('invalid-description', '`description` must be a string', 'description')
  }
  return ''
}

export function readName(r: FieldReader): string | undefined {
  const raw = r.get('name')
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim()
  if (typeof raw === 'number') return String(raw)
  if (raw !== undefined && raw !== null && raw !== '') r.error('invalid-name', '`name` must be a string', 'name')
  return undefined
}

export function readId(r: FieldReader): string | undefined {
  const raw = r.get('id')
  if (typeof raw === 'string' && raw.trim() !== '') return raw.trim()
  if (raw !== undefined && raw !== null) r.error('invalid-id', '`id` must be a non-empty string', 'id')
  return undefined
}

/** `tags`, `keywords` and `metadata.tags`. */
export function readTags(r: FieldReader): string[] {
  const tags: string[] = []
  for (const key of ['tags', 'keywords']) tags.push(...readList(r, key, `\`${key}\` must be a list of strings or a comma-separated string`) ?? [])
  const metadata = r.get('metadata')
  if (metadata === undefined || metadata === null) return tags
  if (typeof metadata !== 'object' || Array.isArray(metadata)) r.spec('invalid-metadata', '`metadata` should be a mapping', 'metadata')
  else if (Object.hasOwn(metadata, 'tags')) tags.push(...stringList((metadata as Record<string, unknown>).tags) ?? [])
  return tags
}

export function readPriority(r: FieldReader): Priority {
  const raw = r.get('priority')
  if (raw === undefined || raw === null) return 'domain'
  if (raw === 'core' || raw === 'domain' || raw === 'manual') return raw
  r.error('invalid-priority', `\`priority\` must be core, domain or manual, got ${JSON.stringify(raw)}`, 'priority')
  return 'domain'
}

/** ai-loadout `triggers` (a mapping of phases), or a list of trigger phrases (routing keywords). */
export function readTriggers(r: FieldReader): { triggers: Triggers, phrases: string[] } {
  const triggers: Triggers = { task: true, plan: true, edit: true }
  const raw = r.get('triggers')
  if (Array.isArray(raw) || typeof raw === 'string') {
    const phrases = readList(r, 'triggers', '`triggers` must be a mapping { task, plan, edit } or a list of trigger phrases')
    return { triggers, phrases: phrases ?? [] }
  }
  if (raw === undefined || raw === null) return { triggers, phrases: [] }
  if (typeof raw !== 'object') {
    r.error('invalid-triggers', '`triggers` must be a mapping like { task: true, plan: true, edit: false }', 'triggers')
    return { triggers, phrases: [] }
  }
  for (const [k, v] of Object.entries(raw)) {
    if (k !== 'task' && k !== 'plan' && k !== 'edit') r.error('invalid-triggers', `\`triggers.${k}\` is not a trigger (task, plan, edit)`, 'triggers')
    else if (typeof v !== 'boolean') r.error('invalid-triggers', `\`triggers.${k}\` must be true or false`, 'triggers')
    else triggers[k] = v
  }
  return { triggers, phrases: [] }
}

export function readRequires(r: FieldReader): { tools: string[], capabilities: string[] } {
  const list = (key: string) => readList(r, key, `\`${key}\` must be a list of strings or a comma-separated string`, `invalid-${key}`) ?? []
  return { tools: list('required-tools'), capabilities: list('required-capabilities') }
}

export function readAllowedTools(r: FieldReader): string[] {
  const raw = r.get('allowed-tools')
  const tools = typeof raw === 'string' ? raw.split(/[\s,]+/).filter(Boolean) : stringList(raw)
  if (tools === null) r.error('invalid-allowed-tools', '`allowed-tools` must be a space-separated string or a list', 'allowed-tools')
  return tools ?? []
}

/** The spec's `compatibility`: a string. Any other value is reported (a number is kept, as text). */
export function readCompatibility(r: FieldReader): string | undefined {
  const raw = r.get('compatibility')
  if (raw === undefined || raw === null) return undefined
  if (typeof raw === 'string') return raw.trim()
  r.spec('invalid-compatibility', `\`compatibility\` must be a string (the spec), got ${typeName(raw)}`, 'compatibility')
  return typeof raw === 'number' ? String(raw) : undefined
}

/** Claude Code's `disable-model-invocation` (user-only) and `user-invocable: false` (model-only). */
export function readInvocation(r: FieldReader): Pick<SkillFields, 'userOnly' | 'modelOnly'> {
  const out: Pick<SkillFields, 'userOnly' | 'modelOnly'> = {}
  const dmi = r.get('disable-model-invocation')
  if (dmi === true) out.userOnly = true
  else if (dmi !== undefined && dmi !== null && dmi !== false) r.error('invalid-disable-model-invocation', '`disable-model-invocation` must be true or false', 'disable-model-invocation')
  const ui = r.get('user-invocable')
  if (ui === false) out.modelOnly = true
  else if (ui !== undefined && ui !== null && ui !== true) r.error('invalid-user-invocable', '`user-invocable` must be true or false', 'user-invocable')
  if (out.userOnly && out.modelOnly) {
    r.problems.push({ kind: 'advice', code: 'invocation-conflict', message: '`disable-model-invocation: true` with `user-invocable: false`: neither the model nor the user can invoke this skill', key: 'user-invocable' })
  }
  return out
}

/** The string keys of Claude Code's frontmatter, as `ClaudeCodeFields` names them. */
const CLAUDE_STRING_KEYS = [['argument-hint', 'argumentHint'], ['model', 'model'], ['effort', 'effort'], ['context', 'context'], ['agent', 'agent']] as const

/** Claude Code's runtime keys, passed through: strings (a number as text), and `hooks` as a mapping. */
export function readClaudeCode(r: FieldReader): ClaudeCodeFields | undefined {
  const out: ClaudeCodeFields = {}
  for (const [key, field] of CLAUDE_STRING_KEYS) {
    const raw = r.get(key)
    if (raw === undefined || raw === null) continue
    if (typeof raw === 'string' || typeof raw === 'number') out[field] = String(raw).trim()
    else r.spec(`invalid-${key}`, `\`${key}\` must be a string, got ${typeName(raw)}: quote it (${key}: "...")`, key)
  }
  const hooks = r.get('hooks')
  if (hooks !== undefined && hooks !== null) {
    const copy = isMapping(hooks) ? plainCopy(hooks) : undefined
    if (copy) out.hooks = copy as Record<string, unknown>
    else r.spec('invalid-hooks', `\`hooks\` must be a mapping of at most ${MAX_NODES} values, got ${typeName(hooks)}`, 'hooks')
  }
  return Object.keys(out).length ? out : undefined
}

function readList(r: FieldReader, key: string, message: string, code = `invalid-${key === 'keywords' ? 'tags' : key}`): string[] | undefined {
  const raw = r.get(key)
  const list = stringList(raw)
  if (list !== null) return list
  // A list with one bad element: name it, and point at it (`tags: [null, answers]`: element 1 is null).
  const bad = Array.isArray(raw) ? raw.findIndex(v => typeof v !== 'string' && typeof v !== 'number') : -1
  if (bad === -1) r.error(code, message, key)
  else r.error(code, `${message}: element ${bad + 1} is ${typeName((raw as unknown[])[bad])}${(raw as unknown[])[bad] === null ? ' (an empty item, or a bare null/~: quote it or drop it)' : ''}`, key, bad)
  return undefined
}

/** A list of strings from a YAML list or a comma-separated string; `null` when it is neither. */
export function stringList(value: unknown): string[] | null {
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

/** A value's YAML type, in words. */
export function typeName(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (value instanceof Date) return 'a date'
  if (typeof value === 'object') return 'a mapping'
  return `a ${typeof value} (${JSON.stringify(value)})`
}
