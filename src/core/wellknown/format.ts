/**
 * The discovery index of the Agent Skills discovery RFC v0.2.0 (`cloudflare/agent-skills-discovery-rfc`, README):
 * `/.well-known/agent-skills/index.json` lists each skill's name, description, digest and files; each file is served at
 * `/.well-known/agent-skills/{name}/{path}`. The RFC's rules on names and paths (the types are the runtime's:
 * runtime/published.ts); no Node built-ins.
 */

/** Where the index and the skill folders live, below a site's root. */
export const WELL_KNOWN_DIR = '.well-known/agent-skills'
/** The index's file name in that folder. */
export const INDEX_FILE = 'index.json'
/** The RFC version this package writes (and the newest it reads). */
export const INDEX_VERSION = '0.2.0'

export type { IndexFile, IndexSkill, PublishedFile, PublishedSkill, PublishedSkills, SkillsIndex } from '../../runtime/published'

/**
 * The RFC's name rule (the Agent Skills spec's): 1-64 characters of `a-z`, `0-9` and `-`, no leading, trailing or
 * doubled hyphen.
 */
export function isSkillName(name: string): boolean {
  return name.length >= 1 && name.length <= 64 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)
}

/**
 * Why a file path breaks the RFC's path rules (or would not be a plain file name on every system), or undefined: it
 * must be relative, `/`-separated, of printable ASCII without `\ ? # [ ]`, with no `..`, `.` or empty segment. Also
 * refused, as no file system holds them everywhere: `: * " < > |`, and a segment ending in a dot or a space.
 */
export function pathProblem(path: string): string | undefined {
  if (path === '') return 'the path is empty'
  if (path.length > 1024) return 'the path is longer than 1,024 characters'
  if (path.startsWith('/')) return 'the path is absolute'
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i)
    if (c < 0x20 || c > 0x7E) return 'the path holds a character outside printable ASCII'
    if ('\\?#[]:*"<>|'.includes(path[i]!)) return `the path holds "${path[i]}"`
  }
  for (const segment of path.split('/')) {
    if (segment === '..') return 'the path holds a ".." segment'
    if (segment === '' || segment === '.') return 'the path holds an empty or "." segment'
    if (/[. ]$/.test(segment)) return 'a segment of the path ends in a dot or a space'
  }
  return undefined
}
