/**
 * The one rule of which files belong to a skill, shared by everything that lists, lays out or ships a skill's files:
 * the folder walk, link resolution, publishing (the well-known index, MCP's Skills extension) and pulling (what a
 * pulled index may lay out on disk). Nothing is read, written or served as a skill's file unless this rule accepts its
 * path, so nothing lands on disk or on a site that a compile would not list.
 *
 * A path here is relative to the skill's folder and `/`-separated (`references/api.md`). It is refused when one of its
 * segments
 * - starts with a dot (`.env`, `.git/config`, `references/.hidden/x.md`): dot files hold secrets and tool state, and
 *   a `.git` folder laid out from a pulled index is a repository whose config runs commands (`core.fsmonitor`);
 * - is a folder discovery never enters (`node_modules`, `__pycache__`, `venv`...: IGNORED_FOLDERS);
 * - is a Windows device name (`CON`, `aux.md`, `COM1.txt`), which no Windows program can open or write;
 * - is longer than 255 bytes, the longest file name of common file systems.
 * A list of paths is also refused where one path is both a file and a folder (`references` and `references/x.md`).
 *
 * (The discovery RFC's own `.well-known/` is the site's folder that holds published skills, never a path inside one.)
 * No Node built-ins: the publish format and the pull index checks use it too.
 */
import { MAX_SEGMENT_BYTES } from '../limits'

/** Folders a walk never enters and no skill file may be under: version control, dependencies, caches, tool output. */
export const IGNORED_FOLDERS: ReadonlySet<string> = new Set([
  '.git', '.hg', '.svn', 'node_modules', 'bower_components', 'jspm_packages', '.yarn', '.pnpm-store',
  '.venv', 'venv', '__pycache__', '.tox', '.mypy_cache', '.pytest_cache', '.ruff_cache',
  '.next', '.nuxt', '.svelte-kit', '.output', '.turbo', '.cache', '.parcel-cache', '.vercel', '.loadout',
])

/** Windows device names, with or without an extension (`aux.md` opens the device too), in any letter case. */
const DEVICE_NAME = /^(?:con|prn|aux|nul|com[0-9\u00B9\u00B2\u00B3]|lpt[0-9\u00B9\u00B2\u00B3])(?:\.[^.]*)*$/i

/** Why one segment of a skill file's path is refused, or undefined when it is allowed. */
export function segmentRefusal(segment: string): string | undefined {
  if (segment.startsWith('.')) return `"${segment}" starts with a dot: dot files and dot folders are never a skill's files`
  if (IGNORED_FOLDERS.has(segment)) return `"${segment}" is a folder skills are never read from (dependencies, version control, caches and tool output)`
  if (DEVICE_NAME.test(segment)) return `"${segment}" is a Windows device name`
  if (utf8Length(segment) > MAX_SEGMENT_BYTES) return `a name is longer than ${MAX_SEGMENT_BYTES} bytes`
  return undefined
}

/**
 * Why `path` (relative to a skill's folder, `/`-separated) is not a file of a skill, or undefined when it is one.
 * Only the rule above is checked here; a path's own form (no `..`, no empty segment, printable) is the caller's.
 */
export function skillFileRefusal(path: string): string | undefined {
  let start = 0
  while (start <= path.length) {
    let end = path.indexOf('/', start)
    if (end === -1) end = path.length
    const refusal = segmentRefusal(path.slice(start, end))
    if (refusal !== undefined) return refusal
    start = end + 1
  }
  return undefined
}

/** Whether `path` is a file a skill may have: `skillFileRefusal` finds nothing. */
export function isSkillFile(path: string): boolean {
  return skillFileRefusal(path) === undefined
}

/**
 * The paths of a list that are also a folder of another path in it (`references` beside `references/x.md`, `SKILL.md`
 * beside `SKILL.md/x`): no file system holds both, so such a list cannot be laid out. Letter case is ignored, as on
 * the case-insensitive file systems of macOS and Windows. Sorted, each once.
 */
export function fileFolderConflicts(paths: Iterable<string>): string[] {
  const files = new Map<string, string>()
  const folders = new Set<string>()
  for (const path of paths) {
    const folded = path.toLowerCase()
    files.set(folded, path)
    for (let i = folded.indexOf('/'); i !== -1; i = folded.indexOf('/', i + 1)) folders.add(folded.slice(0, i))
  }
  const out: string[] = []
  for (const [folded, path] of files) if (folders.has(folded)) out.push(path)
  return out.sort()
}

/** Names of files that hold keys or credentials, by their last segment. */
const SECRET_NAME = /^(?:\.env(?:\..*)?|id_(?:rsa|dsa|ecdsa|ed25519)|credentials(?:\..*)?|secrets?\.(?:json|ya?ml|toml|txt)|\.netrc|\.npmrc|\.pgpass|.*\.(?:pem|key|p12|pfx|jks|keystore|ppk))$/i

/**
 * Whether a file's name looks like a key or a credential (`id_rsa`, `server.pem`, `credentials.json`, `.env.local`):
 * such a file is published only when the publisher opts in by name (see the `publish` option), whatever links to it.
 */
export function looksSecret(path: string): boolean {
  return SECRET_NAME.test(path.slice(path.lastIndexOf('/') + 1))
}

/** The length of `text` in UTF-8 bytes, counted without encoding it. */
function utf8Length(text: string): number {
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xD800 && c <= 0xDBFF && (text.charCodeAt(i + 1) & 0xFC00) === 0xDC00) {
      n += 4
      i++
    }
    else n += 3
  }
  return n
}
