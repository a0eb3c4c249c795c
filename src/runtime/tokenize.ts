/**
 * The one tokenizer, used to build the index at build time and to read tasks at run time.
 * Same function on both sides, so a term that is indexed is a term a query can produce.
 *
 * - NFKC (full-width -> ASCII, compatibility forms) and case folding; Latin diacritics removed.
 * - Words are runs of Unicode letters, marks and digits; `next.js`, `pre-commit`, `snake_case` and
 *   `camelCase` give their parts AND the joined form (`next`, `js`, `nextjs`).
 * - A light English stemmer (plurals, -ing, -ed, -ly, final -e) and a short stopword list that keeps negations.
 * - Han and kana runs give bigrams (a lone character gives itself); Hangul runs likewise.
 */

const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005\\u3006'
const HANGUL = '\\p{Script=Hangul}'
const WORD_CHAR = `(?:(?![${CJK}${HANGUL}])[\\p{L}\\p{N}\\p{M}])`
const TOKEN_RE = new RegExp(
  `([${CJK}]+)|(${HANGUL}+)|(${WORD_CHAR}+(?:[._'\\u2019\\-]${WORD_CHAR}+)*)`,
  'gu',
)
const CONNECTOR_RE = /[._'\u2019-]+/
const NON_ASCII_RE = /[^\x00-\x7f]/
const MARKS_RE = /\p{M}+/gu
const LATIN_RE = /^[a-z]+$/

/** Common English words that carry no routing signal. Negations are deliberately NOT here. */
const STOPWORDS = new Set(
  ('a an and are as at be been being but by can could did do does doing for from had has have having he her '
    + 'here him his how i if in into is it its itself just me might more most must my of on once only or other '
    + 'our ours out over own s same she should so some such t than that the their them then there these they '
    + 'this those through to too under until up very was we were what when where which while who whom why will '
    + 'with would you your yours also any each few both about above after again against all am before below '
    + 'between down during further let lets get got please want need use using used like make sure ll ve re d m')
    .split(' '),
)

/** A light, predictable English stemmer: merges inflections, never invents a word from a short one. */
export function stem(word: string): string {
  let w = word
  if (w.length <= 3 || !LATIN_RE.test(w)) return w
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1)

  if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ed') && w.length >= 5) w = undouble(w.slice(0, -2))
  else if (w.endsWith('ly') && w.length >= 6) w = w.slice(0, -2)

  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

function undouble(w: string): string {
  const n = w.length
  if (n >= 3 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1]!)) return w.slice(0, -1)
  return w
}

function foldLatin(part: string): string {
  const lower = part.toLowerCase()
  return NON_ASCII_RE.test(lower) ? lower.normalize('NFD').replace(MARKS_RE, '').normalize('NFC') : lower
}

function splitCamel(part: string): string[] {
  // `useEffect` -> use Effect, `HTTPServer` -> HTTP Server, `v2Api` -> v2 Api
  return part
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ')
}

function pushWord(out: string[], w: string): void {
  if (w.length === 0 || STOPWORDS.has(w)) return
  out.push(stem(w))
}

function pushBigrams(out: string[], run: string): void {
  const chars = Array.from(run)
  if (chars.length === 1) {
    out.push(chars[0]!)
    return
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!)
}

/**
 * Split text into index terms. Terms repeat as often as they occur (callers count or de-duplicate).
 * Never throws on strings; anything else is a TypeError.
 */
export function tokenize(text: string): string[] {
  if (typeof text !== 'string') throw new TypeError(`tokenize expects a string, got ${typeof text}`)
  const out: string[] = []
  const normalized = text.normalize('NFKC')
  TOKEN_RE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = TOKEN_RE.exec(normalized)) !== null) {
    if (m[1] !== undefined || m[2] !== undefined) {
      pushBigrams(out, (m[1] ?? m[2])!)
      continue
    }
    const raw = m[3]!
    const pieces: string[] = []
    for (const part of raw.split(CONNECTOR_RE)) {
      for (const piece of splitCamel(part)) if (piece) pieces.push(foldLatin(piece))
    }
    for (const p of pieces) pushWord(out, p)
    if (pieces.length > 1) pushWord(out, pieces.join(''))
  }
  return out
}

/** Distinct terms in first-seen order. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(tokenize(text))]
}
