/**
 * tsconfig files are JSON with comments and trailing commas (JSONC). `init` reads them and inserts one string into a
 * list, leaving every other character (comments, layout) as the author wrote it: a blanked copy (comments and trailing
 * commas turned to spaces, so offsets do not move) is parsed, and the edit is made at offsets found in it.
 */

/** `text` with its comments and trailing commas replaced by spaces (newlines kept): what `JSON.parse` reads. */
export function blankJsonc(text: string): string {
  const out = text.split('')
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n' && out[k] !== '\r') out[k] = ' '
  }
  let lastComma = -1
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') {
      i = stringEnd(text, i) - 1
      lastComma = -1
    }
    else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i)
      blank(i, end === -1 ? text.length : end)
      i = end === -1 ? text.length : end
    }
    else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      blank(i, end === -1 ? text.length : end + 2)
      i = end === -1 ? text.length : end + 1
    }
    else if (c === ',') lastComma = i
    else if ((c === '}' || c === ']') && lastComma !== -1) {
      out[lastComma] = ' '
      lastComma = -1
    }
    else if (!/\s/.test(c)) lastComma = -1
  }
  return out.join('')
}

/** The offset just after the string that starts at `start` (a `"`). */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++
    else if (text[i] === '"') return i + 1
  }
  return text.length
}

/** Where a value is in the text: `[start, end)`. */
export interface Span { start: number, end: number }

/**
 * The span of the value at `path` (object keys) in `blanked` (see `blankJsonc`), or undefined when a key on the way
 * is missing or not an object. The text must be valid JSON once blanked (call `JSON.parse` on it first).
 */
export function valueSpan(blanked: string, path: readonly string[]): Span | undefined {
  let at = skipSpace(blanked, 0)
  for (const key of path) {
    if (blanked[at] !== '{') return undefined
    const found = memberValue(blanked, at, key)
    if (found === undefined) return undefined
    at = found
  }
  return { start: at, end: valueEnd(blanked, at) }
}

function skipSpace(text: string, i: number) {
  while (i < text.length && /\s/.test(text[i]!)) i++
  return i
}

/** The offset of the value of `key` in the object that starts at `open`, or undefined. */
function memberValue(text: string, open: number, key: string): number | undefined {
  let i = skipSpace(text, open + 1)
  while (text[i] === '"') {
    const keyEnd = stringEnd(text, i)
    const name = JSON.parse(text.slice(i, keyEnd)) as string
    const value = skipSpace(text, skipSpace(text, keyEnd) + 1)
    if (name === key) return value
    i = skipSpace(text, valueEnd(text, value))
    if (text[i] === ',') i = skipSpace(text, i + 1)
  }
  return undefined
}

/** The offset just after the value that starts at `start`. */
function valueEnd(text: string, start: number): number {
  if (text[start] === '"') return stringEnd(text, start)
  if (text[start] !== '{' && text[start] !== '[') {
    let i = start
    while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i++
    return i
  }
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '"') i = stringEnd(text, i) - 1
    else if (c === '{' || c === '[') depth++
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1
  }
  return text.length
}

/**
 * `text` with `item` added at the end of the string list at `span` (in the blanked copy `blanked`), in the list's own
 * layout: on its line when it is on one line, else on a line of its own indented as the last item.
 */
export function appendToList(text: string, blanked: string, span: Span, item: string): string {
  const quoted = JSON.stringify(item)
  let last = span.end - 2
  while (last > span.start && /\s/.test(blanked[last]!)) last--
  if (last === span.start) return `${text.slice(0, span.start)}[${quoted}]${text.slice(span.end)}`
  const oneLine = !blanked.slice(span.start, span.end).includes('\n')
  const lineStart = blanked.lastIndexOf('\n', last) + 1
  const indent = /^\s*/.exec(blanked.slice(lineStart))![0]
  const insert = oneLine ? `, ${quoted}` : `,\n${indent}${quoted}`
  return `${text.slice(0, last + 1)}${insert}${text.slice(last + 1)}`
}
