/**
 * Relative markdown links in a skill body, resolved at build time into resources of that skill.
 *
 * `[x](references/a.md#part "title")`, `![img](assets/d.png)`, `[x]: references/a.md`, `<a href="...">` and
 * `../sibling/x.md` are read (a leading `{baseDir}/`, Claude Code's placeholder for the skill folder, is dropped); URLs (`http:`, `mailto:`, `file:`...), `#anchors` and absolute paths are not resources
 * and are ignored, as are links inside code. A target is percent-decoded BEFORE it is checked, resolved against the
 * skill folder, and kept only when it stays inside the skill's source root (also after following symlinks), out of
 * the folders discovery never enters (`node_modules`, `.git`...), and exists. Missing, escaping and ignored targets
 * become warnings (with file:line:column) and are dropped.
 *
 * Bodies are untrusted text: every scan here is one pass over a line (no regular expression that rescans), and a
 * character belongs to at most one link target, so a body of n characters costs O(n) time and its targets O(n) memory.
 */
import { posix, relative, sep } from 'node:path'
import { diag, type Diagnostic } from '../diagnostics'
import { DISK, type DiskLookup } from '../fs/disk'
import { IGNORED_FOLDERS } from './discover'
import { isWithin, toPosix } from '../fs/paths'
import { skillFileRefusal } from './skill-files'
import { MAX_SHOWN_TARGET_CHARS } from '../limits'

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

/** A link target found on a line: its text, its 1-based column, and the 0-based offset where its scan ended. */
interface Found { text: string, column: number, end: number }

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/
const REFERENCE_DEF_RE = /^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/
const HTML_TAG_RE = /<(?:a|img)\b/i
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i
const SPACE_RE = /\s/

/**
 * The first `c` at or after `from`, for calls whose `from` never decreases: each character of `text` is looked at
 * once over all the calls (a search that finds nothing stays answered).
 */
function forward(text: string, c: string): (from: number) => number {
  let at = -2
  return from => (at === -1 || at >= from ? at : (at = text.indexOf(c, from)))
}

/**
 * Inline code spans blanked out (same length, so columns stay right): a run of n backticks up to the next run of
 * exactly n, as CommonMark reads them; a run that no later run closes is plain text. Knowing where the last run of each
 * length is tells an opener without a closer at once, so every backtick is read twice at most, whatever the runs.
 */
export function blankCode(line: string): string {
  const last = new Map<number, number>()
  for (let i = line.indexOf('`'); i !== -1; i = line.indexOf('`', i)) {
    const start = i
    while (line.charCodeAt(i) === 96) i++
    last.set(i - start, start)
  }
  const parts: string[] = []
  let copied = 0
  for (let i = line.indexOf('`'); i !== -1; i = line.indexOf('`', i)) {
    const start = i
    while (line.charCodeAt(i) === 96) i++
    const n = i - start
    if (last.get(n)! <= start) continue
    // A run of n follows: the span ends with the first one.
    for (let j = line.indexOf('`', i); ; j = line.indexOf('`', i)) {
      const from = j
      while (line.charCodeAt(j) === 96) j++
      i = j
      if (j - from === n) break
    }
    parts.push(line.slice(copied, start), ' '.repeat(i - start))
    copied = i
  }
  if (copied === 0) return line
  // Joined once, flat: the scanners that read the line next would otherwise flatten a rope of every piece.
  parts.push(line.slice(copied))
  return parts.join('')
}

/**
 * The destination of an inline link starting at `start` (just after `(`): `<...>` or up to whitespace / unbalanced
 * `)`. `closeAngle` finds the next `>` (see `forward`).
 */
function destination(line: string, start: number, closeAngle: (from: number) => number): Found | undefined {
  let i = start
  while (line[i] === ' ' || line[i] === '\t') i++
  if (line[i] === '<') {
    const end = closeAngle(i + 1)
    return end === -1 ? undefined : { text: line.slice(i + 1, end), column: i + 2, end: end + 1 }
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
  return j > i ? { text: line.slice(i, j), column: i + 1, end: j } : undefined
}

/**
 * The inline link targets of a line (`](target)`): the search for the next `](` resumes after the target just read,
 * so a `](` inside a target is part of it, not another link (`](` repeated makes one link, not a link per pair).
 */
function inlineLinks(line: string, found: Found[]): void {
  const closeAngle = forward(line, '>')
  for (let at = line.indexOf(']('); at !== -1;) {
    const d = destination(line, at + 2, closeAngle)
    if (d) found.push(d)
    at = line.indexOf('](', d ? d.end : at + 2)
  }
}

const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95

/** Whether `line` holds the lowercase ASCII `word` at `i`, in any case. */
function wordAt(line: string, i: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if ((line.charCodeAt(i + k) | 0x20) !== word.charCodeAt(k)) return false
  return true
}

function skipSpaces(line: string, i: number): number {
  while (i < line.length && SPACE_RE.test(line[i]!)) i++
  return i
}

/**
 * The first `href="..."` or `src='...'` of a tag whose attributes run from `from` to `to` (its `>`): the value is
 * what lies between a quote and the next quote, which must be the same. Returns its start and its closing quote.
 */
function attribute(line: string, from: number, to: number): { start: number, end: number } | undefined {
  for (let i = from + 1; i < to; i++) {
    if (isWordCode(line.charCodeAt(i - 1))) continue
    const name = wordAt(line, i, 'href') ? 4 : wordAt(line, i, 'src') ? 3 : 0
    if (name === 0) continue
    let j = skipSpaces(line, i + name)
    if (line[j] !== '=') continue
    j = skipSpaces(line, j + 1)
    const quote = line[j]
    if (quote !== '"' && quote !== '\'') continue
    let k = j + 1
    while (k < line.length && line[k] !== '"' && line[k] !== '\'') k++
    if (line[k] === quote) return { start: j + 1, end: k }
  }
  return undefined
}

/**
 * The `href` of each `<a ...>` and the `src` of each `<img ...>` of a line (any case), the first of each tag: a tag
 * runs to its `>`, and the next tag is looked for after it (or after the value read), so no text is scanned twice.
 */
function htmlLinks(line: string, found: Found[]): void {
  const closeAngle = forward(line, '>')
  for (let at = line.indexOf('<'); at !== -1;) {
    const name = wordAt(line, at + 1, 'a') ? 1 : wordAt(line, at + 1, 'img') ? 3 : 0
    const nameEnd = at + 1 + name
    if (name === 0 || isWordCode(line.charCodeAt(nameEnd))) {
      at = line.indexOf('<', at + 1)
      continue
    }
    const gt = closeAngle(nameEnd)
    const attr = attribute(line, nameEnd, gt === -1 ? line.length : gt)
    if (attr) found.push({ text: line.slice(attr.start, attr.end), column: attr.start + 1, end: attr.end + 1 })
    const next = attr ? attr.end + 1 : gt === -1 ? line.length : gt + 1
    at = line.indexOf('<', next)
  }
}

/** The text before the first `?` or `#` of a target (its query or fragment cut off). */
function pathPart(t: string): string {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i)
    if (c === 63 || c === 35) return t.slice(0, i)
  }
  return t
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
  if (t.startsWith('{baseDir}/')) t = t.slice('{baseDir}/'.length)
  t = pathPart(t)
  if (t === '') return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(t)
  }
  catch {
    return { target: t, invalid: 'malformed percent-encoding' }
  }
  decoded = decoded.replaceAll('\\', '/')
  if (decoded.includes('\0')) return { target: decoded, invalid: 'a NUL character' }
  // Decoding must not turn a relative-looking target into an absolute or drive path (`%2Fetc%2Fpasswd`).
  if (decoded.startsWith('/') || /^[a-z]:/i.test(decoded)) return { target: decoded, invalid: 'an absolute path once decoded' }
  return { target: decoded }
}

/**
 * Whether the UTF-8 bytes of a text hold something `extractLinks` reads as a link: `](`, `]:` or an `<a` or `<img`
 * tag (htmlLinks). When they hold none, the text has no links and need not be decoded: true of 63% of the corpus's
 * Markdown resources, 60% of their bytes.
 */
export function mayHoldLinks(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (buf.includes('](') || buf.includes(']:')) return true
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

/** The link targets of one line outside code blocks (`inline`, `definition`, `html`: which kinds it may hold), in order. */
function lineLinks(rawLine: string, inline: boolean, definition: boolean, html: boolean): Found[] {
  const line = rawLine.includes('`') ? blankCode(rawLine) : rawLine
  const found: Found[] = []
  const def = definition ? REFERENCE_DEF_RE.exec(line) : null
  if (def) found.push({ text: def[1]!, column: line.indexOf(def[1]!, line.indexOf(']:')) + 1, end: def[0].length })
  if (inline) inlineLinks(line, found)
  if (html) htmlLinks(line, found)
  return found.sort((a, b) => a.column - b.column)
}

/**
 * Every relative link target in a markdown body, in order, outside code blocks and code spans: at most `limit` of
 * them (the scan stops there). Linear in the body's length.
 */
export function extractLinks(body: string, limit = Number.POSITIVE_INFINITY): LinkRef[] {
  const out: LinkRef[] = []
  let fence: string | undefined
  // Bodies add up to megabytes in large collections and most lines hold no fence and no link: lines are walked by
  // offset, one is only cut out of the body when it starts like a fence or holds one of the next `](`, `]:`, `<`, and
  // the walk stops after the last of those.
  let nextInline = body.indexOf('](')
  let nextDefinition = body.indexOf(']:')
  let nextTag = body.indexOf('<')
  for (let start = 0, n = 0; start <= body.length && out.length < limit; n++) {
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
    for (const { text, column } of lineLinks(rawLine, inline, definition, html)) {
      const c = classifyTarget(text)
      if (c) out.push({ raw: text, line: n + 1, column, ...c })
      if (out.length >= limit) break
    }
  }
  return out
}

/** A link target as a diagnostic shows it: quoted, cut to MAX_SHOWN_TARGET_CHARS with its length given. */
export function shownTarget(raw: string): string {
  if (raw.length <= MAX_SHOWN_TARGET_CHARS) return JSON.stringify(raw)
  return `${JSON.stringify(raw.slice(0, MAX_SHOWN_TARGET_CHARS))}… (${raw.length} characters)`
}

/** A path derived from a link target, as a diagnostic shows it: cut like `shownTarget`, unquoted. */
function shownPath(path: string): string {
  return path.length <= MAX_SHOWN_TARGET_CHARS ? path : `${path.slice(0, MAX_SHOWN_TARGET_CHARS)}… (${path.length} characters)`
}

/** The first folder of a `/`-separated path (its last segment, the file, left out) that discovery never enters. */
export function ignoredFolderIn(path: string): string | undefined {
  const segments = path.split('/')
  for (let i = 0; i < segments.length - 1; i++) if (IGNORED_FOLDERS.has(segments[i]!)) return segments[i]
  return undefined
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
  /** Why the link is dropped whatever the files: a warning, `link-escape` unless `dropCode` says otherwise. */
  drop?: string
  dropCode?: 'link-ignored'
  /** The target relative to the skill folder (`references/a.md`, `../shared/x.md`, `.`). */
  path: string
  /** The target relative to the source root, `/`-separated and normalised. */
  joined: string
  /** The target, absolute. */
  abs: string
}

/**
 * The links of a body (the first `limit`), planned for a skill at `skillRel` (its folder relative to the source root
 * `sourceRoot`, `/`-separated).
 */
export function planLinks(body: string, skillRel: string, sourceRoot: string, limit?: number): PlannedLink[] {
  return planRefs(extractLinks(body, limit), skillRel, sourceRoot)
}

/**
 * `planLinks` for links already extracted (`extractLinks`) from a document in the folder `skillRel`. A link is dropped
 * when its target is invalid, leaves the source root, or goes through a folder discovery never enters
 * (`node_modules`, `.git`...: IGNORED_FOLDERS), whose files are no skill's.
 */
export function planRefs(refs: readonly LinkRef[], skillRel: string, sourceRoot: string): PlannedLink[] {
  const base = skillRel || '.'
  return refs.map((ref): PlannedLink => {
    if (ref.invalid) return { ref, drop: `link ${shownTarget(ref.raw)} is dropped: its target is ${ref.invalid}`, path: '', joined: '', abs: '' }
    const joined = posix.normalize(`${base}/${ref.target}`)
    if (joined === '..' || joined.startsWith('../') || posix.isAbsolute(joined)) {
      const decoded = ref.target !== pathPart(ref.raw) ? ` (decoded: ${shownPath(ref.target)})` : ''
      return { ref, drop: `link ${shownTarget(ref.raw)} is dropped: it points outside the skill source folder${decoded}`, path: '', joined, abs: '' }
    }
    const ignored = ignoredFolderIn(joined)
    if (ignored !== undefined) {
      return { ref, dropCode: 'link-ignored', drop: `link ${shownTarget(ref.raw)} is dropped: it points into ${ignored}/, a folder skills are never read from (dependencies, version control, caches and tool output are not searched)`, path: '', joined, abs: '' }
    }
    const path = relativeIn(base, joined)
    const refused = linkTargetRefusal(path)
    if (refused !== undefined) return { ref, dropCode: 'link-ignored', drop: `link ${shownTarget(ref.raw)} is dropped: ${refused}`, path: '', joined, abs: '' }
    return { ref, path, joined, abs: absoluteIn(sourceRoot, joined) }
  })
}

/**
 * Why the skill-file rule (skill-files.ts) refuses a link's target, or undefined: the rule is checked on the target's
 * path below the folder it shares with the linking document (`.env`, `.private/notes.md`, `../shared/.env` are
 * refused; `../shared/x.md` is not), so a dotfile, a device name or an ignored folder is never listed, published or
 * served because a document links it.
 */
export function linkTargetRefusal(path: string): string | undefined {
  const segments = path.split('/')
  let k = 0
  while (segments[k] === '..') k++
  const below = segments.slice(k).join('/')
  return below === '' || below === '.' ? undefined : skillFileRefusal(below)
}

/**
 * `posix.relative(base, joined)` (`.` for the same path) for two normalised paths relative to one root, without
 * resolving both against the working directory as `relative` does: a compile plans thousands of links.
 */
export function relativeIn(base: string, joined: string): string {
  if (joined.endsWith('/')) return posix.relative(base, joined) || '.'
  if (base === '.') return joined
  if (joined === base) return '.'
  if (joined.length > base.length && joined.charCodeAt(base.length) === 47 && joined.startsWith(base)) return joined.slice(base.length + 1)
  return posix.relative(base, joined) || '.'
}

/** `join(root, ...joined.split('/'))` for a normalised relative path that stays inside `root`. */
function absoluteIn(root: string, joined: string): string {
  if (joined === '.') return root
  const native = sep === '/' ? joined : joined.replaceAll('/', sep)
  return root.endsWith(sep) ? `${root}${native}` : `${root}${sep}${native}`
}

/** How link targets are looked up on disk (a compile shares one view between its skills). */
export interface LinkFiles extends DiskLookup {
  /**
   * What a path relative to the source root is, when a walk of the source listed it: `file` and `dir` are reached
   * through real folders only (no symlink on the way), so they are inside the source root without a realpath.
   */
  listed?: (joined: string) => 'file' | 'dir' | undefined
}

/** Resolve planned links to files inside the source root (see `resolveLinks`). */
export function resolvePlanned(plan: readonly PlannedLink[], ctx: LinkContext & { realSourceRoot: string }, files: LinkFiles = DISK): { links: ResolvedLink[], diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  const byPath = new Map<string, ResolvedLink>()
  const warn = (code: string, text: string, ref: LinkRef) =>
    diagnostics.push(diag('warning', code, text, ctx.file, ctx.bodyLine + ref.line - 1, ref.column))

  for (const { ref, drop, dropCode, path, joined, abs } of plan) {
    if (drop !== undefined) {
      warn(dropCode ?? 'link-escape', drop, ref)
      continue
    }
    if (byPath.has(path) || path === 'SKILL.md' || path === '.') continue
    const listed = files.listed?.(joined)
    if (listed === 'dir') continue
    const stat = files.stat(abs)
    if (!stat) {
      warn('link-missing', `link ${shownTarget(ref.raw)} is dropped: ${shownPath(path)} does not exist`, ref)
      continue
    }
    if (!stat.isFile()) continue
    if (listed !== 'file' && !isWithin(files.realpath(abs), ctx.realSourceRoot)) {
      warn('link-escape', `link ${shownTarget(ref.raw)} is dropped: ${shownPath(path)} is a symlink to a file outside the skill source folder`, ref)
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
export async function resolveLinks(body: string, ctx: LinkContext): Promise<{ links: ResolvedLink[], diagnostics: Diagnostic[] }> {
  const plan = planLinks(body, toPosix(relative(ctx.sourceRoot, ctx.skillDir)), ctx.sourceRoot)
  if (plan.length === 0) return { links: [], diagnostics: [] }
  return resolvePlanned(plan, { ...ctx, realSourceRoot: ctx.realSourceRoot ?? DISK.realpath(ctx.sourceRoot) })
}
