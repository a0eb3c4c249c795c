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
/** A letter, digit or mark that is not CJK or Hangul (a negated class: no per-character lookahead). */
const WORD_CHAR = `(?:[^\\P{L}${CJK}${HANGUL}]|\\p{N}|\\p{M})`
const TOKEN_RE = new RegExp(
  `([${CJK}]+)|(${HANGUL}+)|(${WORD_CHAR}+(?:[._'\\u2019\\-]${WORD_CHAR}+)*)`,
  'gu',
)
/** A plain word, at most capitalised: the common case, tokenized without splitting. */
const SIMPLE_WORD_RE = /^[A-Za-z0-9][a-z0-9]*$/
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

const HIRAGANA_RE = /^[\u3040-\u309f]$/
const KATAKANA_RE = /^[\u30a0-\u30ff\u31f0-\u31ff]$/

/** 0 Han (and other ideographic marks), 1 katakana, 2 hiragana. */
function cjkClass(ch: string): number {
  return KATAKANA_RE.test(ch) ? 1 : HIRAGANA_RE.test(ch) ? 2 : 0
}

/**
 * Han and katakana runs give overlapping bigrams (a Han character standing alone gives itself, a weak fallback).
 * Hiragana runs are left out: in Japanese they are mostly grammar (particles, endings), and their bigrams
 * would match every Japanese text alike.
 */
function pushCjk(out: string[], run: string): void {
  const chars = Array.from(run)
  let start = 0
  while (start < chars.length) {
    const cls = cjkClass(chars[start]!)
    let end = start + 1
    while (end < chars.length && cjkClass(chars[end]!) === cls) end++
    if (cls !== 2) {
      if (end - start === 1) {
        // A lone Han character is a weak signal: kept only when it is the whole run, not kanji between kana
        // (`書いた` says little that `書` alone would match well).
        if (cls === 0 && chars.length === 1) out.push(chars[start]!)
      }
      else {
        for (let i = start; i + 1 < end; i++) out.push(chars[i]! + chars[i + 1]!)
      }
    }
    start = end
  }
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
  const normalized = NON_ASCII_RE.test(text) ? text.normalize('NFKC') : text
  TOKEN_RE.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = TOKEN_RE.exec(normalized)) !== null) {
    if (m[1] !== undefined) {
      pushCjk(out, m[1])
      continue
    }
    if (m[2] !== undefined) {
      pushBigrams(out, m[2])
      continue
    }
    const raw = m[3]!
    if (SIMPLE_WORD_RE.test(raw)) {
      pushWord(out, raw.toLowerCase())
      continue
    }
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
