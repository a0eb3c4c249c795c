/**
 * A loaded skill as Cloudflare's `agents/skills` holds one (its `Skill`, `SkillResourceInfo` and errors), built the
 * way their parser builds one from a `SKILL.md`: the spec's fields, the other frontmatter keys in `extraFields`, and
 * each broken rule a warning, never a refusal. Only types come from `agents` (an optional peer): no code of theirs is
 * bundled, and none of ours needs Node.
 */
import type {
  ListedSkill,
  Skill,
  SkillName,
  SkillParseError,
  SkillParseErrorCode,
  SkillResourceInfo,
  SkillResourceNotFoundError,
  SkillResourcePath,
  SkillSourceError,
} from 'agents/skills'
import type { LoadedSkill, ResourceEntry, SkillEntry } from '../runtime/types'
import { fileKind, verbatimFrontmatter } from './files'
import { specNameProblem } from './names'

/** The frontmatter keys the Agent Skills spec defines: every other key goes to `extraFields`. */
const SPEC_FIELDS = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'])
const DESCRIPTION_MAX_CHARS = 1024
const COMPATIBILITY_MAX_CHARS = 500

/** An error of theirs, made without their classes: the same fields and `_tag` (what their docs narrow on). */
function tagged<T extends Error>(tag: string, message: string, fields: Record<string, unknown>): T {
  return Object.assign(new Error(message), { name: tag, _tag: tag, ...fields }) as unknown as T
}

/** A broken spec rule (a warning: the skill is listed anyway). */
export function parseError(code: SkillParseErrorCode, message: string): SkillParseError {
  return tagged<SkillParseError>('SkillParseError', message, { code })
}

/** The source's store failed (a database error, a chunk that did not load). */
export function sourceError(sourceId: string, operation: 'list' | 'read-resource', cause: unknown): SkillSourceError {
  const detail = cause instanceof Error ? cause.message : String(cause)
  return tagged<SkillSourceError>('SkillSourceError', `Skill source "${sourceId}" failed to ${operation === 'list' ? 'list skills' : 'read a resource'}: ${detail}`, { sourceId, operation, cause })
}

/** The skill has no readable file at `path`. */
export function notFound(skill: string, path: string): SkillResourceNotFoundError {
  return tagged<SkillResourceNotFoundError>('SkillResourceNotFoundError', `Resource not found: ${skill}/${path}`, { skill, path })
}

/** A file as `agents/skills` lists one: its role, its encoding (ours: text, or base64 for a binary), type and size. */
export function resourceInfo(r: ResourceEntry): SkillResourceInfo {
  return {
    path: r.path as SkillResourcePath,
    kind: fileKind(r.path),
    encoding: r.kind === 'text' ? 'text' : 'base64',
    ...(r.type ? { mimeType: r.type } : {}),
    size: r.size,
  }
}

/**
 * The spec's string map: scalars become strings (YAML reads `version: 1.0` as a number), nested values are dropped
 * with a warning, as their parser does.
 */
function metadataOf(value: unknown, warnings: SkillParseError[]): Record<string, string> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    warnings.push(parseError('invalid-metadata', 'Skill `metadata` must be a mapping of string keys to string values.'))
    return {}
  }
  const out: Record<string, string> = {}
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = String(v)
    else if (!warnings.some(w => w.code === 'invalid-metadata')) warnings.push(parseError('invalid-metadata', `Skill \`metadata.${key}\` must be a string.`))
  }
  return out
}

/**
 * The keys beyond the spec. Verbatim from the frontmatter when the loadout keeps it; otherwise the ones the entry
 * carries (Claude Code's runtime keys, the invocation flags, the host requirements).
 */
function extraFieldsOf(entry: SkillEntry, frontmatter: Record<string, unknown> | undefined): Record<string, unknown> {
  if (frontmatter) return Object.fromEntries(Object.entries(frontmatter).filter(([k]) => !SPEC_FIELDS.has(k)))
  const out: Record<string, unknown> = {}
  const c = entry.claude
  if (c?.argumentHint !== undefined) out['argument-hint'] = c.argumentHint
  for (const key of ['model', 'effort', 'context', 'agent', 'hooks'] as const) if (c?.[key] !== undefined) out[key] = c[key]
  if (entry.userOnly) out['disable-model-invocation'] = true
  if (entry.modelOnly) out['user-invocable'] = false
  if (entry.requires?.tools?.length) out['required-tools'] = [...entry.requires.tools]
  if (entry.requires?.capabilities?.length) out['required-capabilities'] = [...entry.requires.capabilities]
  return out
}

/** `allowed-tools`: a space-separated string, or a list (some clients write one). */
function allowedToolsOf(entry: SkillEntry, frontmatter: Record<string, unknown> | undefined): string[] {
  const value = frontmatter ? frontmatter['allowed-tools'] : entry.allowedTools
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean)
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string').map(t => t.trim()).filter(Boolean) : []
}

/** A trimmed, non-empty string, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** The rules a listed skill breaks (a spec name, the length limits, a name not its own), each a warning. */
function ruleWarnings(entry: SkillEntry, skill: Skill, renamed: string | undefined): SkillParseError[] {
  const out: SkillParseError[] = []
  const problem = specNameProblem(skill.name)
  if (renamed) out.push(parseError('invalid-name', `Skill "${entry.id}" is listed as "${skill.name}": ${renamed}.`))
  else if (problem) out.push(parseError('invalid-name', `Invalid skill name "${skill.name}": ${problem}.`))
  if ([...skill.description].length > DESCRIPTION_MAX_CHARS)
    out.push(parseError('invalid-description', `Skill description must be at most ${DESCRIPTION_MAX_CHARS} characters.`))
  if (skill.compatibility !== undefined && [...skill.compatibility].length > COMPATIBILITY_MAX_CHARS)
    out.push(parseError('invalid-compatibility', `Skill \`compatibility\` must be 1-${COMPATIBILITY_MAX_CHARS} characters.`))
  return out
}

/**
 * The listing of one loaded skill: its `Skill` under `name` (unique in the loadout: see names.ts), the files a client
 * can read, and the rules it breaks.
 */
export function listedSkill(name: string, loaded: LoadedSkill, files: readonly ResourceEntry[], renamed?: string): ListedSkill {
  const entry = loaded.entry
  const fm = verbatimFrontmatter(loaded)
  const warnings: SkillParseError[] = []
  const license = text(fm ? fm.license : entry.license)
  const compatibility = text(fm ? fm.compatibility : entry.compatibility)
  const skill: Skill = {
    name: name as SkillName,
    description: (text(fm?.description) ?? String(entry.description)).trim(),
    ...(license === undefined ? {} : { license }),
    ...(compatibility === undefined ? {} : { compatibility }),
    metadata: metadataOf(fm?.metadata, warnings),
    allowedTools: allowedToolsOf(entry, fm),
    extraFields: extraFieldsOf(entry, fm),
    body: loaded.body,
  }
  warnings.unshift(...ruleWarnings(entry, skill, renamed))
  return { skill, resources: files.map(resourceInfo), ...(warnings.length ? { warnings } : {}) }
}
