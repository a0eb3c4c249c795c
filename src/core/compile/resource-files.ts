/**
 * The files of a skill as a compile lists them (issue 41, "a skill is its whole folder"): which files of its folder
 * the one skill-file rule (skill-files.ts) admits, text told from binary by content, each file's media type, and the
 * path a linked file outside the folder is served under. Build-time code.
 */
import { isUtf8 } from 'node:buffer'
import { extname, posix } from 'node:path'
import { LINKED_PREFIX } from '../../runtime/resources'
import type { ResourceEntry } from '../../runtime/types'
import { diag, type Diagnostic } from '../diagnostics'
import { readTransient } from '../fs/disk'
import { extractLinks, type LinkRef, mayHoldLinks } from './links'
import { MAX_SKILL_LINKS, MAX_TEXT_RESOURCE } from '../limits'
import { IGNORED_FOLDERS, looksSecret, skillFileRefusal } from './skill-files'

const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown', '.markdown': 'text/markdown', '.txt': 'text/plain', '.json': 'application/json',
  '.yaml': 'application/yaml', '.yml': 'application/yaml', '.toml': 'application/toml', '.csv': 'text/csv',
  '.xml': 'application/xml', '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript',
  '.mjs': 'text/javascript', '.cjs': 'text/javascript', '.ts': 'text/typescript', '.py': 'text/x-python',
  '.sh': 'text/x-shellscript', '.bash': 'text/x-shellscript', '.rb': 'text/x-ruby', '.go': 'text/x-go',
  '.rs': 'text/x-rust', '.java': 'text/x-java', '.sql': 'application/sql', '.svg': 'image/svg+xml',
  '.ini': 'text/plain', '.cfg': 'text/plain', '.tsx': 'text/typescript', '.jsx': 'text/javascript',
}
const BINARY_TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.avif': 'image/avif', '.ico': 'image/vnd.microsoft.icon', '.bmp': 'image/bmp', '.tif': 'image/tiff', '.tiff': 'image/tiff',
  '.pdf': 'application/pdf', '.zip': 'application/zip', '.gz': 'application/gzip', '.tgz': 'application/gzip',
  '.tar': 'application/x-tar', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf', '.otf': 'font/otf',
  '.mp3': 'audio/mpeg', '.wav': 'audio/wav', '.ogg': 'audio/ogg', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.wasm': 'application/wasm', '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}
/** Files whose relative links a compile follows (one level): Markdown. */
const LINKING_EXTENSIONS = new Set(['.md', '.markdown'])

/** The media type of a file by its extension: a text type for a text file (`text/plain` when unknown), else a binary one. */
export function mediaTypeOf(path: string, text: boolean): string {
  const ext = extname(path).toLowerCase()
  return text ? TEXT_TYPES[ext] ?? 'text/plain' : BINARY_TYPES[ext] ?? 'application/octet-stream'
}

/** A listed file of a skill: `kind` told by its content (see `scanFile`), its type by its extension. */
export function resourceEntry(path: string, size: number, text: boolean): ResourceEntry {
  return { path, kind: text ? 'text' : 'binary', size, type: mediaTypeOf(path, text) }
}

/** What reading a file of a skill found: whether it is text, and the relative links of a Markdown one. */
export type ResourceScan = { text: boolean, refs: LinkRef[] } | { error: string }

/**
 * Read a file of a skill (of `size` bytes, as a stat just gave) and tell text from binary by its content, never by its
 * name: text is valid UTF-8 with no NUL byte, of at most MAX_TEXT_RESOURCE bytes (`LICENSE`, `NOTICE` and
 * extensionless scripts are text; a PNG, a font, a Latin-1 or UTF-16 file are binary, served as their bytes). The
 * whole file is checked, so a text chunk always holds the file's exact bytes. A Markdown file's links come with it.
 */
export function scanFile(abs: string, size: number): ResourceScan {
  if (size > MAX_TEXT_RESOURCE) return { text: false, refs: [] }
  let bytes: Buffer
  try {
    bytes = readTransient(abs, size)
  }
  catch (err) {
    return { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message }
  }
  const text = bytes.length <= MAX_TEXT_RESOURCE && !bytes.includes(0) && isUtf8(bytes)
  // Decoded only when it may hold a link: most files hold none.
  const links = text && LINKING_EXTENSIONS.has(extname(abs).toLowerCase()) && mayHoldLinks(bytes)
  return { text, refs: links ? extractLinks(bytes.toString('utf8'), MAX_SKILL_LINKS + 1) : [] }
}

/** Why a file of a skill is not listed: a diagnostic's code and the reason, `quiet` for what no one expects listed. */
export interface Refusal {
  code: 'skill-file-refused' | 'secret-file'
  reason: string
  /** Dot files and ignored folders (`.DS_Store`, `.git/`, `node_modules/`): left out without a word. */
  quiet: boolean
}

/**
 * Why `path` (relative to its skill's folder) is left out of the skill's files, or undefined when it is listed: the
 * one skill-file rule (skill-files.ts), then secret-looking names (`id_rsa`, `*.pem`, `credentials.json`), which are
 * never bundled or published unless `sensitiveAllowed` says the user named them (the option `includeSensitive`).
 */
export function refusalOf(path: string, sensitiveAllowed: (path: string) => boolean = () => false): Refusal | undefined {
  const refused = skillFileRefusal(path)
  if (refused !== undefined) {
    const quiet = path.split('/').some(s => s.startsWith('.') || IGNORED_FOLDERS.has(s))
    return { code: 'skill-file-refused', reason: refused, quiet }
  }
  if (looksSecret(path) && !sensitiveAllowed(path)) return { code: 'secret-file', reason: 'its name looks like a key or a credential', quiet: false }
  return undefined
}

/** Most files one refusal warning names; it counts the others. */
const NAMED_REFUSALS = 5

/** The files of one skill left out by the rule, by diagnostic code: reported in one warning a code (`refusalWarnings`). */
export type Refused = Map<Refusal['code'], Array<{ path: string, reason: string }>>

/**
 * One warning per kind of refusal for the skill file `file`: how many files were left out, the first NAMED_REFUSALS
 * with their reasons (a skill of 300 `*.pem` files gives one line, not 300).
 */
export function refusalWarnings(refused: Refused, file: string): Diagnostic[] {
  return [...refused].map(([code, files]) => {
    const named = files.slice(0, NAMED_REFUSALS).map(f => `"${f.path}" (${f.reason})`).join('; ')
    const more = files.length > NAMED_REFUSALS ? `; and ${files.length - NAMED_REFUSALS} more` : ''
    const what = code === 'secret-file' ? 'never bundled, served or published' : 'the one rule of skill files'
    return diag('warning', code, `${files.length} file${files.length === 1 ? '' : 's'} left out of the skill's files (${what}): ${named}${more}`, file)
  })
}

/** The prefix of the paths linked files outside a skill's folder are served under (the runtime reads them back). */
export { LINKED_PREFIX }

/**
 * The path a linked file is served under, for a skill whose folder is `skillRel` (relative to the source root,
 * `/`-separated, `` at the root): inside the skill's folder, its own path (`references/a.md`); outside it
 * (`../shared/x.md`), `_linked/` and its path from the source root (`_linked/shared/x.md`), so every path a client
 * sees is a normalised relative path inside the skill.
 */
export function servedPath(path: string, skillRel: string): string {
  if (!path.startsWith('../')) return path
  return `${LINKED_PREFIX}${posix.normalize(posix.join(skillRel || '.', path))}`
}
