/**
 * The top-level entries of a frontmatter block, found line by line without parsing: recovery repairs them one at a
 * time, and a YAML error is reported on the line of the entry where it starts.
 */

/** One top-level `key: value` of a block, with the lines its value runs over. */
export interface Entry {
  key: string
  /** 0-based line of the block the key is on. */
  line: number
  /** One past the entry's last line (its value's continuation lines, blank lines and comments up to the next key). */
  end: number
  /** 0-based column of the key line where the value starts (the line's length when the value is on later lines). */
  valueColumn: number
}

/** A quoted top-level key and its colon. */
const QUOTED_KEY_RE = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*')[ \t]*:(?=[ \t]|$)/
const SPACE_RE = /\s/

/**
 * The key a line starts, or undefined when the line continues the entry above it. A top-level key is not indented,
 * not a comment or a list item; quoted keys too. A plain key runs to the line's first colon (after its first
 * character), which must end the line or be followed by a space or a tab: found with `indexOf`, as a line can be as
 * long as the file (a lazy `[^:]*?[ \t]*:` rescanned its spaces from each one of them).
 */
export function keyOf(line: string): { key: string, valueColumn: number } | undefined {
  if (line === '' || line === '-' || line.startsWith('- ') || line.startsWith('#') || SPACE_RE.test(line[0]!)) return undefined
  let key: string
  let col: number
  if (line[0] === '"' || line[0] === '\'') {
    const m = QUOTED_KEY_RE.exec(line)
    if (!m) return undefined
    const raw = m[1]!
    key = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.slice(1, -1).replace(/''/g, '\'')
    col = m[0].length
  }
  else {
    const colon = line.indexOf(':', 1)
    if (colon === -1 || (colon + 1 < line.length && line[colon + 1] !== ' ' && line[colon + 1] !== '\t')) return undefined
    let end = colon
    while (end > 1 && (line[end - 1] === ' ' || line[end - 1] === '\t')) end--
    key = line.slice(0, end)
    col = colon + 1
  }
  while (col < line.length && (line[col] === ' ' || line[col] === '\t')) col++
  return { key, valueColumn: col }
}

/** The block's top-level entries in order. Lines before the first key (comments, blanks) belong to none. */
export function splitEntries(lines: readonly string[]): Entry[] {
  const entries: Entry[] = []
  for (let i = 0; i < lines.length; i++) {
    const k = keyOf(lines[i]!)
    if (!k) continue
    if (entries.length) entries[entries.length - 1]!.end = i
    entries.push({ key: k.key, line: i, end: lines.length, valueColumn: k.valueColumn })
  }
  return entries
}

/**
 * The lines an entry's value takes: its key line, then the continuation lines up to the last one holding text (the
 * blank lines and comments closing the entry left out). Undefined when a continuation line is not indented (a list
 * item, a comment or prose at the margin): then the value is no scalar that quoting could repair.
 */
export function valueLines(lines: readonly string[], entry: Entry): number | undefined {
  let last = entry.line
  for (let i = entry.line + 1; i < entry.end; i++) {
    const l = lines[i]!
    if (l.trim() === '') continue
    if (!/^[ \t]/.test(l)) {
      if (l.startsWith('#')) break
      return undefined
    }
    if (/^[ \t]+#/.test(l)) continue
    last = i
  }
  return last + 1
}
