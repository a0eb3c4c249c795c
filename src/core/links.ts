/**
 * Relative markdown links in a skill body, resolved at build time into resources of that skill.
 *
 * `[x](references/a.md#part "title")`, `![img](assets/d.png)`, `[x]: references/a.md`, `<a href="...">` and
 * `../sibling/x.md` are read (a leading `{baseDir}/`, Claude Code's placeholder for the skill folder, is dropped); URLs (`http:`, `mailto:`, `file:`...), `#anchors` and absolute paths are not resources
 * and are ignored, as are links inside code. A target is percent-decoded BEFORE it is checked, resolved against the
 * skill folder, and kept only when it stays inside the skill's source root (also after following symlinks) and exists.
 * Missing and escaping targets become warnings (with file:line:column) and are dropped.
 */
import { promises as fsp } from 'node:fs'
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

/** Every relative link target in a markdown body, in order, outside code blocks and code spans. */
export function extractLinks(body: string): LinkRef[] {
  const out: LinkRef[] = []
  let fence: string | undefined
  const lines = body.split('\n')
  for (let n = 0; n < lines.length; n++) {
    const rawLine = lines[n]!
    // Cheap tests first: most lines hold no fence and no link (bodies add up to megabytes in large collections).
    const first = rawLine.charCodeAt(0)
    const f = first === 96 || first === 126 || first === 32 ? FENCE_RE.exec(rawLine) : null
    if (fence !== undefined) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && rawLine.trim() === f[1]) fence = undefined
      continue
    }
    if (f) {
      fence = f[1]!
      continue
    }
    const inline = rawLine.includes('](')
    const definition = rawLine.includes(']:')
    const html = rawLine.includes('<') && HTML_TAG_RE.test(rawLine)
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
 * Resolve the relative links of a body to files inside the source root. Links to folders are not resources and are
 * skipped quietly; a link to the skill's own SKILL.md too. Each resolved file appears once, sorted by path.
 */
export async function resolveLinks(body: string, ctx: LinkContext): Promise<{ links: ResolvedLink[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = []
  const refs = extractLinks(body)
  if (refs.length === 0) return { links: [], diagnostics }
  const realRoot = ctx.realSourceRoot ?? await fsp.realpath(ctx.sourceRoot).catch(() => ctx.sourceRoot)
  const skillRel = toPosix(relative(ctx.sourceRoot, ctx.skillDir))
  const byPath = new Map<string, ResolvedLink>()
  const warn = (code: string, text: string, ref: LinkRef) =>
    diagnostics.push(diag('warning', code, text, ctx.file, ctx.bodyLine + ref.line - 1, ref.column))

  for (const ref of refs) {
    const shown = JSON.stringify(ref.raw)
    if (ref.invalid) {
      warn('link-escape', `link ${shown} is dropped: its target is ${ref.invalid}`, ref)
      continue
    }
    const joined = posix.normalize(posix.join(skillRel || '.', ref.target))
    if (joined === '..' || joined.startsWith('../') || posix.isAbsolute(joined)) {
      const decoded = ref.target !== ref.raw.replace(/[?#].*$/, '') ? ` (decoded: ${ref.target})` : ''
      warn('link-escape', `link ${shown} is dropped: it points outside the skill source folder${decoded}`, ref)
      continue
    }
    const path = posix.relative(skillRel || '.', joined) || '.'
    if (byPath.has(path) || path === 'SKILL.md' || path === '.') continue
    const abs = join(ctx.sourceRoot, ...joined.split('/'))
    const stat = await fsp.stat(abs).catch(() => undefined)
    if (!stat) {
      warn('link-missing', `link ${shown} is dropped: ${path} does not exist`, ref)
      continue
    }
    if (!stat.isFile()) continue
    const real = await fsp.realpath(abs).catch(() => abs)
    if (!inside(real, realRoot)) {
      warn('link-escape', `link ${shown} is dropped: ${path} is a symlink to a file outside the skill source folder`, ref)
      continue
    }
    byPath.set(path, { path, abs, size: stat.size })
  }
  const links = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  return { links, diagnostics }
}
