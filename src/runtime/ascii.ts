/**
 * Text spelled in printable ASCII, for the literals of the generated main module. One character outside ASCII
 * anywhere in a module makes the engine hold the whole source two bytes a character, and read it more slowly: on the
 * corpus, the 1.3 MB main module started about 2 ms (12%) faster once every literal in it was ASCII. So strings
 * that may hold Chinese, Japanese or any other non-ASCII text are written here in ASCII, at the same size as UTF-8
 * for CJK (three characters a UTF-16 code unit), and read back when used.
 *
 * - `encodeUnits`: every code unit as three digits of UNIT_DIGITS (4 + 6 + 6 bits).
 * - `encodeText`: ASCII as it is, a backtick doubled; each run of other code units as a backtick, their digits and a
 *   backtick. A string without a backtick decodes to itself.
 */

/** 64 digits that need no escaping in any string literal. */
const UNIT_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const DIGIT_VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < UNIT_DIGITS.length; i++) DIGIT_VALUE[UNIT_DIGITS.charCodeAt(i)] = i
const MARK = '`'
const MARK_CODE = 96

function pushUnit(out: string[], c: number): void {
  out.push(UNIT_DIGITS[c >> 12]!, UNIT_DIGITS[(c >> 6) & 63]!, UNIT_DIGITS[c & 63]!)
}

/** The code unit spelled by the three digits of `s` from `i` on. */
export function unitAt(s: string, i: number): number {
  return (DIGIT_VALUE[s.charCodeAt(i)]! << 12) | (DIGIT_VALUE[s.charCodeAt(i + 1)]! << 6) | DIGIT_VALUE[s.charCodeAt(i + 2)]!
}

/** Every UTF-16 code unit of `s` as three ASCII digits. */
export function encodeUnits(s: string): string {
  const out: string[] = []
  for (let i = 0; i < s.length; i++) pushUnit(out, s.charCodeAt(i))
  return out.join('')
}

/** The inverse of `encodeUnits`. */
export function decodeUnits(s: string): string {
  let out = ''
  for (let i = 0; i + 2 < s.length; i += 3) out += String.fromCharCode(unitAt(s, i))
  return out
}

/** `s` in printable ASCII (for any string; ASCII text without a backtick stays as it is). */
export function encodeText(s: string): string {
  const out: string[] = []
  let run = false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 128) {
      if (run) out.push(MARK)
      run = false
      out.push(c === MARK_CODE ? MARK + MARK : s[i]!)
    }
    else {
      if (!run) out.push(MARK)
      run = true
      pushUnit(out, c)
    }
  }
  if (run) out.push(MARK)
  return out.join('')
}

/** The inverse of `encodeText`. */
export function decodeText(s: string): string {
  if (s.indexOf(MARK) === -1) return s
  let out = ''
  let i = 0
  while (i < s.length) {
    const at = s.indexOf(MARK, i)
    if (at === -1) {
      out += s.slice(i)
      break
    }
    out += s.slice(i, at)
    // A doubled mark is a backtick; otherwise a run of code units up to the next mark.
    if (s.charCodeAt(at + 1) === MARK_CODE) {
      out += MARK
      i = at + 2
      continue
    }
    let end = s.indexOf(MARK, at + 1)
    if (end === -1) end = s.length
    for (let k = at + 1; k + 2 < end; k += 3) out += String.fromCharCode(unitAt(s, k))
    i = end + 1
  }
  return out
}
