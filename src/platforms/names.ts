/**
 * One name a skill, unique in a loadout, for the platforms that key skills by name (a folder, a tool enum, a path
 * segment): `agents/skills` and the AI SDK harness. Ours are keyed by id (`anthropics-skills/pdf`), and two skills of
 * one loadout may share a frontmatter name (the corpus has 20 such names). No Node built-ins.
 */
import type { SkillEntry } from '../runtime/types'

/** Characters no name may hold: a path separator, or a control character. */
const UNSAFE = /[/\\\u0000-\u001F\u007F]/
/** What the Agent Skills spec allows in a name (lowercase is checked apart). */
const SPEC_CHARACTERS = /^[\p{L}\p{N}-]+$/u
/** The most characters the spec allows in a name. */
const SPEC_MAX_CHARS = 64

/** A name as the platforms read one: trimmed and NFKC-normalized (agents' parser does the same). */
export function normalName(name: string): string {
  return String(name).trim().normalize('NFKC')
}

/** Whether a name can name a folder, an enum value and a path segment: not empty, `.` or `..`, no `/`, `\`, control. */
export function isSafeName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !UNSAFE.test(name)
}

/** Why a name breaks the Agent Skills spec's format, or undefined when it follows it. */
export function specNameProblem(name: string): string | undefined {
  if ([...name].length > SPEC_MAX_CHARS) return `it must be at most ${SPEC_MAX_CHARS} characters`
  if (name !== name.toLowerCase()) return 'it must be lowercase'
  if (!SPEC_CHARACTERS.test(name)) return 'it may only contain letters, digits, and hyphens'
  if (name.startsWith('-') || name.endsWith('-')) return 'it must not start or end with a hyphen'
  if (name.includes('--')) return 'it must not contain consecutive hyphens'
  return undefined
}

/**
 * A skill id as one name `allowed` accepts: its segments joined by `-` (`obra-superpowers/brainstorming`:
 * `obra-superpowers-brainstorming`), and, when `allowed` refuses that, every run of other characters as one `-`.
 */
export function qualifiedName(id: string, allowed?: RegExp): string {
  const joined = normalName(id).replace(/[/\\]+/g, '-').replace(/[\u0000-\u001F\u007F]/g, '')
  if (isSafeName(joined) && (!allowed || allowed.test(joined))) return joined
  const ascii = joined.replace(/[^\w.-]+/g, '-').replace(/^[-.]+|-+$/g, '')
  return isSafeName(ascii) ? ascii : 'skill'
}

/** The names of a loadout's skills, both ways, and why a skill's name is not its frontmatter's. */
export interface SkillNames {
  /** The skill's name on the platform: its frontmatter name when that is safe and the first of its kind. */
  nameOf: (id: string) => string | undefined
  /** The id of the skill a platform name stands for. */
  idOf: (name: string) => string | undefined
  /** Why the skill is listed under another name than its frontmatter's (a duplicate, an unsafe name), if it is. */
  renamed: (id: string) => string | undefined
}

/**
 * The order in which skills claim a shared name: by source (an earlier source first, as `loadSkillCatalog` keeps the
 * first source's), then shallower ids first (a skill at the root of its source before a copy in a subfolder), then
 * entry order.
 */
function precedence(entries: readonly SkillEntry[]): SkillEntry[] {
  const sources = new Map<string, number>()
  for (const e of entries) if (!sources.has(e.source)) sources.set(e.source, sources.size)
  const depth = (e: SkillEntry) => e.id.split('/').length
  return entries.map((e, i) => ({ e, i })).sort((a, b) =>
    sources.get(a.e.source)! - sources.get(b.e.source)! || depth(a.e) - depth(b.e) || a.i - b.i).map(x => x.e)
}

/**
 * Name every active entry once. In order of precedence (see `precedence`), a skill keeps its frontmatter name when it is safe, `allowed` accepts
 * it (a platform's own rule, e.g. the harness's ASCII) and it is not taken; otherwise it gets its id's segments joined
 * by `-`, numbered if that is taken too.
 */
export function skillNames(entries: readonly SkillEntry[], allowed?: RegExp): SkillNames {
  const byName = new Map<string, string>()
  const byId = new Map<string, string>()
  const why = new Map<string, string>()
  const taken = (name: string) => byName.has(name)
  const later: SkillEntry[] = []
  for (const e of precedence(entries)) {
    const name = normalName(e.name)
    if (isSafeName(name) && (!allowed || allowed.test(name)) && !taken(name)) add(e.id, name)
    else later.push(e)
  }
  // The renamed ones after every kept name, so a rename never takes the frontmatter name of a later skill.
  for (const e of later) {
    const name = normalName(e.name)
    const base = qualifiedName(e.id, allowed)
    let qualified = base
    for (let n = 2; taken(qualified); n++) qualified = `${base}-${n}`
    add(e.id, qualified)
    why.set(e.id, byName.has(name) && byName.get(name) !== e.id
      ? `the name "${name}" is also that of skill "${byName.get(name)}"`
      : isSafeName(name)
        ? `the name "${name}" is not one this platform accepts`
        : `the name "${e.name}" cannot name a folder (empty, "." or "..", or holding "/", "\\" or a control character)`)
  }
  function add(id: string, name: string) {
    byName.set(name, id)
    byId.set(id, name)
  }
  return { nameOf: id => byId.get(id), idOf: name => byName.get(name), renamed: id => why.get(id) }
}
