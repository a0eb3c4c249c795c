/**
 * Relative markdown links in a skill body, resolved at build time into resources of that skill.
 *
 * `[x](references/a.md#part "title")`, `![img](assets/d.png)`, `[x]: references/a.md`, `<a href="...">` and
 * `../sibling/x.md` are read (a leading `{baseDir}/`, Claude Code's placeholder for the skill folder, is dropped); URLs (`http:`, `mailto:`, `file:`...), `#anchors` and absolute paths are not resources
 * and are ignored, as are links inside code. A target is percent-decoded BEFORE it is checked, resolved against the
 * skill folder, and kept only when it stays inside the skill's source root (also after following symlinks) and exists.
 * Missing and escaping targets become warnings (with file:line:column) and are dropped.
 */
import { realpathSync, type Stats, statSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { diag, type Diagnostic } from './diagnostics'
import { toPosix } from './options'

/** A relative link found in a body. */
export interface LinkRef {
  /** The target as written. */
  raw: string
  /** The path part: fragment, query and title removed, percent-decoded, `\` turned into `/`. */
  target: string
  /** 1-based line within the body. */
  line: number
  /** 1-based column of the target within its line. */
  column: number
  /** Set when the target cannot be a file of the skill (decodes to an absolute path, bad encoding, NUL...). */
  invalid?: string
}

/** A link resolved to an existing file inside the source root. */
export interface ResolvedLink {
  /** Path relative to the skill folder, `/`-separated (`references/a.md`, `../shared/x.md`). */
  path: string
  /** Absolute file path. */
  abs: string
  size: number
}

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/
const REFERENCE_DEF_RE = /^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/
const HTML_TAG_RE = /<(?:a|img)\b/i
const HTML_ATTR_RE = /<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*(["'])([^"']*)\1/gi
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i

/** Blank out inline code spans (same length, so columns stay right). */
function blankCode(line: string): string {
  return line.replace(/(`+)([^`]|(?!\1)`)*?\1/g, m => ' '.repeat(m.length))
}

/** The destination of an inline link starting at `start` (just after `(`): `<...>` or up to whitespace / unbalanced `)`. */
function destination(line: string, start: number): { text: string; column: number } | undefined {
  let i = start
  while (line[i] === ' ' || line[i] === '\t') i++
  if (line[i] === '<') {
    const end = line.indexOf('>', i + 1)
    return end === -1 ? undefined : { text: line.slice(i + 1, end), column: i + 2 }
  }
  let depth = 0
  let j = i
  for (; j < line.length; j++) {
    const c = line[j]!
    if (c === '\\' && j + 1 < line.length) {
      j++
      continue
    }
    if (c === ' ' || c === '\t') break
    if (c === '(') depth++
    else if (c === ')') {
      if (depth === 0) break
      depth--
    }
  }
  return j > i ? { text: line.slice(i, j), column: i + 1 } : undefined
}

/**
 * Classify one link target: undefined when it is not a link to a local file (URL, anchor, absolute path, empty),
 * otherwise its decoded path (with `invalid` set when it can never be a file of the skill).
 */
export function classifyTarget(raw: string): Pick<LinkRef, 'target' | 'invalid'> | undefined {
  let t = raw.trim()
  if (t.startsWith('<') && t.endsWith('>')) t = t.slice(1, -1).trim()
  if (t === '' || t.startsWith('#')) return undefined
  if (SCHEME_RE.test(t)) return undefined // http:, https:, mailto:, file:, data:, a Windows drive...
  if (t.startsWith('/') || t.startsWith('\\')) return undefined // absolute or protocol-relative: not a skill file
  // Claude Code's `{baseDir}` placeholder stands for the skill folder.
  t = t.replace(/^\{baseDir\}\//, '').replace(/[?#].*$/, '')
  if (t === '') return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(t)
  }
  catch {
    return { target: t, invalid: 'malformed percent-encoding' }
  }
  decoded = decoded.replace(/\\/g, '/')
  if (decoded.includes('\0')) return { target: decoded, invalid: 'a NUL character' }
  // Decoding must not turn a relative-looking target into an absolute or drive path (`%2Fetc%2Fpasswd`).
  if (decoded.startsWith('/') || /^[a-z]:/i.test(decoded)) return { target: decoded, invalid: 'an absolute path once decoded' }
  return { target: decoded }
}

/**
 * Whether the UTF-8 bytes of a text hold something `extractLinks` reads as a link: `](`, `]:` or an `<a` or `<img`
 * tag (HTML_TAG_RE). When they hold none, the text has no links and need not be decoded: true of 63% of the corpus's
 * Markdown resources, 60% of their bytes.
 */
export function mayHoldLinks(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buf.indexOf('](') !== -1 || buf.indexOf(']:') !== -1) return true
  for (let at = buf.indexOf(LT); at !== -1; at = buf.indexOf(LT, at + 1)) {
    const name = (buf[at + 1]! | 32) === A ? 1 : (buf[at + 1]! | 32) === I && (buf[at + 2]! | 32) === M && (buf[at + 3]! | 32) === G ? 3 : 0
    if (name && !isWordByte(buf[at + 1 + name])) return true
  }
  return false
}
const LT = 0x3C
const A = 0x61
const I = 0x69
const M = 0x6D
const G = 0x67
/** A character `\b` counts as a word character (`[A-Za-z0-9_]`); undefined past the end is none. */
function isWordByte(b: number | undefined): boolean {
  return b !== undefined && ((b >= 48 && b <= 57) || ((b | 32) >= 97 && (b | 32) <= 122) || b === 95)
}

/** Every relative link target in a markdown body, in order, outside code blocks and code spans. */
export function extractLinks(body: string): LinkRef[] {
  const out: LinkRef[] = []
  let fence: string | undefined
  // Bodies add up to megabytes in large collections and most lines hold no fence and no link: lines are walked by
  // offset, one is only cut out of the body when it starts like a fence or holds one of the next `](`, `]:`, `<`, and
  // the walk stops after the last of those.
  let nextInline = body.indexOf('](')
  let nextDefinition = body.indexOf(']:')
  let nextTag = body.indexOf('<')
  for (let start = 0, n = 0; start <= body.length; n++) {
    const lineStart = start
    if (nextInline !== -1 && nextInline < lineStart) nextInline = body.indexOf('](', lineStart)
    if (nextDefinition !== -1 && nextDefinition < lineStart) nextDefinition = body.indexOf(']:', lineStart)
    if (nextTag !== -1 && nextTag < lineStart) nextTag = body.indexOf('<', lineStart)
    // No link can follow: fences no longer matter.
    if (nextInline === -1 && nextDefinition === -1 && nextTag === -1) break
    let end = body.indexOf('\n', start)
    if (end === -1) end = body.length
    start = end + 1
    // A fence is a run of ``` or ~~~ after at most three spaces.
    let c = body.charCodeAt(lineStart)
    for (let p = lineStart + 1; c === 32 && p <= lineStart + 3; p++) c = body.charCodeAt(p)
    const f = c === 96 || c === 126 ? FENCE_RE.exec(body.slice(lineStart, end)) : null
    if (fence !== undefined) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && body.slice(lineStart, end).trim() === f[1]) fence = undefined
      continue
    }
    if (f) {
      fence = f[1]!
      continue
    }
    const inline = nextInline !== -1 && nextInline < end
    const definition = nextDefinition !== -1 && nextDefinition < end
    const tag = nextTag !== -1 && nextTag < end
    if (!inline && !definition && !tag) continue
    const rawLine = body.slice(lineStart, end)
    const html = tag && HTML_TAG_RE.test(rawLine)
    if (!inline && !definition && !html) continue
    const line = rawLine.includes('`') ? blankCode(rawLine) : rawLine
    const found: Array<{ text: string; column: number }> = []
    const def = definition ? REFERENCE_DEF_RE.exec(line) : null
    if (def) found.push({ text: def[1]!, column: line.indexOf(def[1]!, line.indexOf(']:')) + 1 })
    for (let at = inline ? line.indexOf('](') : -1; at !== -1; at = line.indexOf('](', at + 2)) {
      const d = destination(line, at + 2)
      if (d) found.push(d)
    }
    if (html) {
      for (const m of line.matchAll(HTML_ATTR_RE)) found.push({ text: m[2]!, column: m.index! + m[0].length - m[2]!.length })
    }
    found.sort((a, b) => a.column - b.column)
    for (const { text, column } of found) {
      const c = classifyTarget(text)
      if (c) out.push({ raw: text, line: n + 1, column, ...c })
    }
  }
  return out
}

function inside(file: string, dir: string): boolean {
  const rel = relative(dir, file)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !/^(?:[a-z]:|[\\/])/i.test(rel))
}

export interface LinkContext {
  /** Absolute path of the SKILL.md (for diagnostics). */
  file: string
  /** 1-based line of the file where the body starts. */
  bodyLine: number
  /** Absolute skill folder. */
  skillDir: string
  /** Absolute source root the skill belongs to: links may not leave it. */
  sourceRoot: string
  /** Real path of the source root (symlinks resolved); computed when omitted. */
  realSourceRoot?: string
}

/**
 * One link of a body, checked against its skill folder: either dropped with a warning (`drop`), or a file to look up.
 * Depends only on the body and where the skill sits, so it is computed once per skill text.
 */
export interface PlannedLink {
  ref: LinkRef
  /** Why the link is dropped whatever the files: a link-escape warning. */
  drop?: string
  /** The target relative to the skill folder (`references/a.md`, `../shared/x.md`, `.`). */
  path: string
  /** The target relative to the source root, `/`-separated and normalised. */
  joined: string
  /** The target, absolute. */
  abs: string
}

/**
 * The links of a body, planned for a skill at `skillRel` (its folder relative to the source root `sourceRoot`,
 * `/`-separated).
 */
export function planLinks(body: string, skillRel: string, sourceRoot: string): PlannedLink[] {
  return planRefs(extractLinks(body), skillRel, sourceRoot)
}

/** `planLinks` for links already extracted (`extractLinks`) from a document in the folder `skillRel`. */
export function planRefs(refs: readonly LinkRef[], skillRel: string, sourceRoot: string): PlannedLink[] {
  return refs.map((ref): PlannedLink => {
    const shown = JSON.stringify(ref.raw)
    if (ref.invalid) return { ref, drop: `link ${shown} is dropped: its target is ${ref.invalid}`, path: '', joined: '', abs: '' }
    const joined = posix.normalize(posix.join(skillRel || '.', ref.target))
    if (joined === '..' || joined.startsWith('../') || posix.isAbsolute(joined)) {
      const decoded = ref.target !== ref.raw.replace(/[?#].*$/, '') ? ` (decoded: ${ref.target})` : ''
      return { ref, drop: `link ${shown} is dropped: it points outside the skill source folder${decoded}`, path: '', joined, abs: '' }
    }
    return { ref, path: posix.relative(skillRel || '.', joined) || '.', joined, abs: join(sourceRoot, ...joined.split('/')) }
  })
}

/** How link targets are looked up on disk (a compile shares one view between its skills). */
export interface LinkFiles {
  /** `stat` of an absolute path (symlinks followed), or undefined when it cannot be read. */
  stat: (abs: string) => Stats | undefined
  /** The real path of an absolute path (symlinks resolved), or the path itself when it cannot be resolved. */
  realpath: (abs: string) => string
  /**
   * What a path relative to the source root is, when a walk of the source listed it: `file` and `dir` are reached
   * through real folders only (no symlink on the way), so they are inside the source root without a realpath.
   */
  listed?: (joined: string) => 'file' | 'dir' | undefined
}

/** The file system as it is: `stat` and `realpath` that never throw. */
export const DISK: LinkFiles = {
  stat: (abs) => {
    try {
      return statSync(abs, { throwIfNoEntry: false })
    }
    catch {
      return undefined
    }
  },
  realpath: (abs) => {
    try {
      return realpathSync.native(abs)
    }
    catch {
      return abs
    }
  },
}

/** Resolve planned links to files inside the source root (see `resolveLinks`). */
export function resolvePlanned(plan: readonly PlannedLink[], ctx: LinkContext & { realSourceRoot: string }, files: LinkFiles = DISK): { links: ResolvedLink[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const byPath = new Map<string, ResolvedLink>()
  const warn = (code: string, text: string, ref: LinkRef) =>
    diagnostics.push(diag('warning', code, text, ctx.file, ctx.bodyLine + ref.line - 1, ref.column))

  for (const { ref, drop, path, joined, abs } of plan) {
    if (drop !== undefined) {
      warn('link-escape', drop, ref)
      continue
    }
    if (byPath.has(path) || path === 'SKILL.md' || path === '.') continue
    const listed = files.listed?.(joined)
    if (listed === 'dir') continue
    const stat = files.stat(abs)
    if (!stat) {
      warn('link-missing', `link ${JSON.stringify(ref.raw)} is dropped: ${path} does not exist`, ref)
      continue
    }
    if (!stat.isFile()) continue
    if (listed !== 'file' && !inside(files.realpath(abs), ctx.realSourceRoot)) {
      warn('link-escape', `link ${JSON.stringify(ref.raw)} is dropped: ${path} is a symlink to a file outside the skill source folder`, ref)
      continue
    }
    byPath.set(path, { path, abs, size: stat.size })
  }
  const links = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { links, diagnostics }
}

/**
 * Resolve the relative links of a body to files inside the source root. Links to folders are not resources and are
 * skipped quietly; a link to the skill's own SKILL.md too. Each resolved file appears once, sorted by path.
 */
export async function resolveLinks(body: string, ctx: LinkContext): Promise<{ links: ResolvedLink[]; diagnostics: Diagnostic[] }> {
  const plan = planLinks(body, toPosix(relative(ctx.sourceRoot, ctx.skillDir)), ctx.sourceRoot)
  if (plan.length === 0) return { links: [], diagnostics: [] }
  return resolvePlanned(plan, { ...ctx, realSourceRoot: ctx.realSourceRoot ?? DISK.realpath(ctx.sourceRoot) })
}
