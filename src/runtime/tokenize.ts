/**
 * The one tokenizer, used to build the index at build time and to read tasks at run time.
 * Same function on both sides, so a term that is indexed is a term a query can produce.
 *
 * - NFKC (full-width -> ASCII, compatibility forms) and case folding; Latin diacritics removed.
 * - Words are runs of Unicode letters, marks and digits; `next.js`, `pre-commit`, `snake_case` and
 *   `camelCase` give their parts AND the joined form (`next`, `js`, `nextjs`).
 * - A light English stemmer (plurals, -ing, -ed, -ly, final -e) and a short stopword list that keeps negations.
 * - Han and katakana runs give bigrams (a lone character gives itself); Hangul runs likewise. Hiragana is grammar
 *   and left out, except as the first kana after a lone kanji (`決ま` of 決まった); a lone kanji before a particle is
 *   a one-character noun (`図` of 図に). Traditional Chinese folds to Simplified.
 * - Text that is all ASCII takes a faster path (`tokenizeAscii`) that gives the same tokens.
 */
import { unitAt } from './ascii'

/**
 * A Unicode-aware regex (flag `u`, and `extra` ones), built the first time it is asked for. Written as literals, the
 * eight below cost about 1.2 ms of every start-up (the engine checks a regex literal's property classes when it
 * parses the module, whether the regex ever runs or not); most processes never need one, as ASCII text and the
 * common CJK ranges are read without them.
 */
function unicodeRe(source: string, extra = ''): () => RegExp {
  let re: RegExp | undefined
  return () => (re ??= new RegExp(source, `u${extra}`))
}

/**
 * Character classes, tested one character at a time (one regex with all of them as set operations takes ~5 ms to
 * compile and run the first time: a task's first match would pay it). The scanner in `tokenize` reads text the way
 * this regex would, group 1, 2 or 3 at each position (test/unit/tokenize.test.ts holds it to that):
 *   ([CJK]+) | (HANGUL+) | (WORD+(?:[._'’-]WORD+)*)  where WORD is a letter that is neither CJK nor Hangul, a digit
 *   or a mark.
 */
const CJK_RE = unicodeRe('[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u30fc\\u3005\\u3006]')
const HANGUL_RE = unicodeRe('\\p{Script=Hangul}')
const LETTER_RE = unicodeRe('\\p{L}')
const DIGIT_OR_MARK_RE = unicodeRe('[\\p{N}\\p{M}]')
/** Class bits: a word character (WORD of the regex above), CJK, Hangul. A digit like 〇 is both CJK and WORD. */
const WORD = 1
const CJK = 2
const HANGUL = 4

/**
 * The class bits of the common non-ASCII characters, read without the Unicode regexes (which cost a few tenths of a
 * millisecond each to compile, on a process's first Chinese or Japanese task), or -1. test/unit/tokenize.test.ts
 * holds every one of them to the regexes.
 */
export function commonClass(c: number): number {
  if (c >= 0x4E00 && c <= 0x9FFF) return CJK // CJK Unified Ideographs
  if (c >= 0x3041 && c <= 0x3096) return CJK // hiragana
  if ((c >= 0x30A1 && c <= 0x30FA) || c === 0x30FC) return CJK // katakana, and the long vowel mark
  if (c >= 0xAC00 && c <= 0xD7A3) return HANGUL // Hangul syllables
  if (c === 0x3001 || c === 0x3002 || (c >= 0x300C && c <= 0x3011)) return 0 // ideographic comma, full stop, brackets
  return -1
}

/** The class bits of a character by the regexes (the reference `commonClass` is held to). */
export function regexClass(ch: string): number {
  const script = CJK_RE().test(ch) ? CJK : HANGUL_RE().test(ch) ? HANGUL : 0
  const word = DIGIT_OR_MARK_RE().test(ch) || (script === 0 && LETTER_RE().test(ch))
  return script | (word ? WORD : 0)
}

/** The class bits of the non-ASCII character `ch` (code point `c`). */
function classOf(ch: string, c: number): number {
  const common = commonClass(c)
  if (common >= 0) return common
  let cls = seen.get(c)
  if (cls === undefined) {
    cls = regexClass(ch)
    if (seen.size < SEEN_MAX) seen.set(c, cls)
  }
  return cls
}

/** Classes of the non-ASCII characters met so far (a few thousand at most in practice; bounded all the same). */
const seen = new Map<number, number>()
const SEEN_MAX = 65536

const isConnector = (c: number) => c === 46 || c === 95 || c === 39 || c === 45 || c === 0x2019

const CONNECTOR_RE = /[._'\u2019-]+/
const NON_ASCII_RE = /[^\x00-\x7f]/
const MARKS_RE = unicodeRe('\\p{M}+', 'g')
/** The marks (\p{M}) below U+0590, and a test for a character from there on. */
export const LOW_MARKS_RE = /[\u0300-\u036f\u0483-\u0489]+/g
const BEYOND_CYRILLIC_RE = /[^\u0000-\u058f]/
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
/**
 * `STOP_SHAPES[length * 128 + first code unit]` is 1 when some stopword has that length and first letter: most
 * words are told apart from every stopword without hashing them.
 */
const STOP_SHAPES = new Uint8Array(16 * 128)
for (const w of STOPWORDS) STOP_SHAPES[w.length * 128 + w.charCodeAt(0)] = 1

function isStopword(w: string): boolean {
  return w.length < 16 && STOP_SHAPES[w.length * 128 + (w.charCodeAt(0) & 127)] === 1 && STOPWORDS.has(w)
}

/** A light, predictable English stemmer: merges inflections, never invents a word from a short one. */
export function stem(word: string): string {
  return word.length <= 3 || !LATIN_RE.test(word) ? word : stemLetters(word)
}

/** `stem` of a word known to be all lowercase ASCII letters, longer than three. */
function stemLetters(word: string): string {
  let w = word
  // Suffixes are told by their last letters' codes: most words end in none of them.
  let n = w.length
  if (w.charCodeAt(n - 1) === 115) { // s
    const c2 = w.charCodeAt(n - 2)
    const c3 = w.charCodeAt(n - 3)
    if (c2 === 101 && c3 === 105 && n > 4) w = `${w.slice(0, -3)}y` // -ies
    else if (c2 === 101 && c3 === 115 && w.charCodeAt(n - 4) === 115) w = w.slice(0, -2) // -sses
    else if (c2 !== 115 && c2 !== 117 && c2 !== 105) w = w.slice(0, -1) // not -ss, -us, -is
    n = w.length
  }

  const last = w.charCodeAt(n - 1)
  const c2 = w.charCodeAt(n - 2)
  if (last === 103 && c2 === 110 && w.charCodeAt(n - 3) === 105 && n >= 6) w = restoreE(w.slice(0, -3)) // -ing
  else if (last === 100 && c2 === 101 && n >= 5) w = restoreE(w.slice(0, -2)) // -ed
  else if (last === 121 && c2 === 108 && n >= 6) w = w.slice(0, -2) // -ly

  if (w.length > 3 && w.charCodeAt(w.length - 1) === 101 && !shortSyllable(w, w.length - 1)) w = w.slice(0, -1)
  return w
}

/**
 * Whether the first `n` letters of `w` are one short syllable ending consonant-vowel-consonant (`strip`, `not`,
 * `cod`): the stems whose final `e` tells words apart (`stripe`, `note`, `code`), kept as Porter's stemmer keeps them.
 */
function shortSyllable(w: string, n: number): boolean {
  if (n < 3 || vowelAt(w, n - 1) || !vowelAt(w, n - 2) || vowelAt(w, n - 3)) return false
  const last = w.charCodeAt(n - 1)
  if (last === 119 || last === 120 || last === 121) return false // w, x, y
  // One vowel only: none before the consonants that open the syllable.
  for (let i = n - 4; i >= 0; i--) if (vowelAt(w, i)) return false
  return true
}

const VOWEL = new Uint8Array(128)
for (const c of 'aeiou') VOWEL[c.charCodeAt(0)] = 1

/** a, e, i, o, u, and y after a consonant (`type`, `syntax`). */
function vowelAt(w: string, i: number): boolean {
  const c = w.charCodeAt(i)
  return VOWEL[c] === 1 || (c === 121 && i > 0 && !vowelAt(w, i - 1))
}

/** A stem left by `-ing` or `-ed`: a doubled consonant undone (`stripped`), an `e` put back (`coded`, `striped`). */
function restoreE(w: string): string {
  const u = undouble(w)
  if (u !== w) return u
  return shortSyllable(w, w.length) ? `${w}e` : w
}

function undouble(w: string): string {
  const n = w.length
  if (n >= 4 && w[n - 1] === w[n - 2] && !'lsz'.includes(w[n - 1]!)) return w.slice(0, -1)
  return w
}

function foldLatin(part: string): string {
  const lower = part.toLowerCase()
  if (!NON_ASCII_RE.test(lower)) return lower
  const nfd = lower.normalize('NFD')
  // Below U+0590 (Latin, Greek, Cyrillic) the marks are exactly these: no Unicode regex to compile for `café`.
  return (BEYOND_CYRILLIC_RE.test(nfd) ? nfd.replace(MARKS_RE(), '') : nfd.replace(LOW_MARKS_RE, '')).normalize('NFC')
}

const UPPER_RE = unicodeRe('\\p{Lu}')
const LOWER_UPPER_RE = unicodeRe('([\\p{Ll}\\p{N}])(\\p{Lu})', 'g')
/**
 * The last capital of a run before a lowercase letter starts a part (`HTTPServer`): a capital followed by a capital and
 * a lowercase letter is matched alone, so a run of capitals costs one pass (`(\p{Lu}+)(\p{Lu}\p{Ll})` rescanned
 * the run from each of its letters: quadratic).
 */
const UPPERS_WORD_RE = unicodeRe('(\\p{Lu})(?=\\p{Lu}\\p{Ll})', 'g')
// The same three for ASCII words: the Unicode ones take about 2.5 ms to compile, on a process's first task.
const ASCII_UPPER_RE = /[A-Z]/
const ASCII_LOWER_UPPER_RE = /([a-z0-9])([A-Z])/g
const ASCII_UPPERS_WORD_RE = /([A-Z])(?=[A-Z][a-z])/g

function splitCamel(part: string): string[] {
  const ascii = !NON_ASCII_RE.test(part)
  if (!(ascii ? ASCII_UPPER_RE : UPPER_RE()).test(part)) return [part]
  // `useEffect` -> use Effect, `HTTPServer` -> HTTP Server, `v2Api` -> v2 Api
  return part
    .replace(ascii ? ASCII_LOWER_UPPER_RE : LOWER_UPPER_RE(), '$1 $2')
    .replace(ascii ? ASCII_UPPERS_WORD_RE : UPPERS_WORD_RE(), '$1 ')
    .split(' ')
}

function pushWord(out: string[], w: string): void {
  if (w.length === 0 || isStopword(w)) return
  out.push(stem(w))
}

/**
 * `KIND[c]`: the kind of ASCII character `c` as one bit (lowercase letter, uppercase letter, digit), 0 for one that
 * is not part of a word. OTHER marks, in the kinds of a word, a connector or a non-ASCII character.
 */
const KIND = new Uint8Array(128)
const LOWER = 2
const UPPER = 4
const DIGIT = 8
const OTHER = 1
/** With OTHER: a non-ASCII character (a word of connectors and ASCII characters only is split without regexes). */
const WIDE = 16
for (let c = 0; c < 128; c++) KIND[c] = c >= 97 && c <= 122 ? LOWER : c >= 65 && c <= 90 ? UPPER : c >= 48 && c <= 57 ? DIGIT : 0

/**
 * The end of the word whose first character ends at `from`: WORD+ (connector WORD+)*, a connector belonging to the
 * word only when a word character follows it. Sets `kinds` to the kinds of the word's characters after the first:
 * with the first character's, they tell a plain word from one to split, with no second look at its characters.
 */
let kinds = 0
function wordEnd(t: string, from: number): number {
  const n = t.length
  let i = from
  let bits = 0
  for (;;) {
    while (i < n) {
      const u = t.charCodeAt(i)
      if (u < 128) {
        const b = KIND[u]!
        if (!b) break
        bits |= b
        i++
      }
      else {
        if (!(wideClass(t, i) & WORD)) break
        bits |= OTHER | WIDE
        i += width
      }
    }
    const c = t.charCodeAt(i)
    if (i + 1 < n && isConnector(c) && isWordAt(t, i + 1)) {
      bits |= c < 128 ? OTHER : OTHER | WIDE
      i++
    }
    else break
  }
  kinds = bits
  return i
}

function isWordAt(t: string, i: number): boolean {
  const u = t.charCodeAt(i)
  return u < 128 ? KIND[u] !== 0 : (wideClass(t, i) & WORD) !== 0
}

/** `width`: the UTF-16 length of the character `wideClass` last read (2 past U+FFFF). */
let width = 1
/** The class bits of the non-ASCII character at `i` of `t`; sets `width`. */
function wideClass(t: string, i: number): number {
  const c = t.codePointAt(i)!
  width = c > 0xFFFF ? 2 : 1
  return classOf(width === 1 ? t[i]! : t.slice(i, i + 2), c)
}

/** One word of `t`, from `start` to `end`, whose first character is of kind `first` and the others of `kinds`. */
function pushRange(out: string[], t: string, start: number, end: number, first: number): void {
  const all = first | kinds
  // A plain ASCII word (`^(?:[A-Za-z0-9][a-z0-9]*|[A-Z0-9]+)$`) is itself, lowercased; any other is split.
  if (all & WIDE) return pushSplit(out, t.slice(start, end))
  if (all & OTHER || (kinds & UPPER && all & LOWER)) return pushSplitAscii(out, t, start, end)
  const raw = t.slice(start, end)
  pushPlain(out, all & UPPER ? raw.toLowerCase() : raw, (all & DIGIT) !== 0)
}

/**
 * `tokenize` for ASCII text (most skill bodies, most English tasks): the same tokens, without the general path's
 * per-character class lookups and normalization.
 */
function tokenizeAscii(t: string, out: string[]): void {
  const n = t.length
  let i = 0
  while (i < n) {
    const first = KIND[t.charCodeAt(i)]!
    if (!first) {
      i++
      continue
    }
    const start = i
    i = wordEnd(t, i + 1)
    pushRange(out, t, start, i, first)
  }
}

/**
 * Traditional -> Simplified Chinese for 904 frequent characters, so `資料庫` and `资料库` index alike
 * (one character each way; characters whose mapping depends on the word are left alone). Each character is spelled
 * in three ASCII characters (ascii.ts `unitAt`), twenty characters a line, the characters themselves after each piece;
 * the bundler joins the pieces into one literal.
 */
const TRADITIONAL = ''
  + 'E-GE_CFALFARFCZFD5FEAFEEFEqFEyFFSFFnFFpFGKFHNFKDFKNFKRFLVFLZ' // 來係個們備價儀億優儲兒內兩冊凍劃劍劑動務
  + 'FLeFLiFL1FNAFNUFN7FPDFPiFQzFThFVPFVeFVfFWaFWqFWuFXOFYGFYXFZ0' // 勞勢勵區協卻參叢吳員問啞啟喚喪單嗎嘆嘗噴
  + 'FaHFa0FbRFcSFcTFcWFcYFgxFg0FhKFjHFjTFjeFjvFj6FkgFkiFklFk-Fln' // 嚇嚴囑園圓圖團報場塊壇壓壞壯壺夠夢夥夾奧
  + 'FlqFluFmdFobFpmFptFq9FtrFt4FvmFvnFvpFvrFvsFv1Fv2FwHFwIFwLFwN' // 奪奮妝娛婦婭媽孫學實寧審寫寬寵寶將專尋對
  + 'FwOFxkFxsFz2Fz9F26F3UF4lF4rF4zF42F5jF5rF55F5-F6rF7gF7iF7jF7s' // 導層屬島峽嶺巔帥師帳帶幣幫幹幾庫廠廢廣廬
  + 'F7zF81F83F9IF9ZF-MF-RF-eF-pF-1F-5GCFGDhGDxGDyGEbGFLGFjGFuGGC' // 廳張強彈彙後徑從復徵徹悅惡惱惲愛態慣慮憂
  + 'GGRGG2GHJGH2GH3GH4GH8GIAGIUGIwGIyGI2GLLGM-GNoGODGOZGObGOhGPa' // 憑憶應懶懷懸懼戀戔戰戲戶拋挾捨掃掙掛採揚
  + 'GPbGPuGQNGQWGSQGSlGSyGTBGTHGTKGTUGTaGTgGTsGTxGT0GT-GUPGUUGUc' // 換揮損搖撐撥撲擁擇擊擔據擠擬擱擴擾攏攔攜
  + 'GUdGVXGVYGV1GV4GWCGW3GW8GZCGZdGaIGaiGarGaxGbGGbJGbsGb4GcDGcn' // 攝敗敘敵數斂斷於時晝暈暢暫暱曆曉曬書會朧
  + 'GdxGidGjEGjfGlKGlTGltGl1GmuGnLGnNGnTGoBGoCGoTGoZGoeGojGo5GpL' // 東條棄棟楊楓業極榮構槍槓樁樂樓標樞樣樹橋
  + 'GpfGpiGprGqUGqiGqvGq7GrDGr7GsEGsKGtQGthGtyGt3Gt4GuYGukGu8GvA' // 機橢橫檔檢檯檻櫃櫻欄權歐歡歲歷歸殘殤殼毀
  + 'GwIGwjGw-GxZGx6GySGyWGzBG28G3SG3aG3oG36G4sG5KG5nG6WG6dG6rG7F' // 氈氣氾汙決沒沖況涼淒淚淨淺測湊湧準溝溫滅
  + 'G7ZG7vG7yG7_G8BG8iG8yG8_G9UG9bG-AG-kG_DG_VG_fG_xG_-HAJHAPHAV' // 滙滯滲滿漁漢漲漿潔潛澀澤濃濕濟濱濾瀉瀏瀕
  + 'HBRHBYHBjHB9HC6HDPHEhHFJHFZHFlHFpHGSHGxHHIHHSHHfHHmHHtHIQHIb' // 灑灘灣災為烏無煉煙煥煩熒熱燈燒營燦燭爐爛
  + 'HItHI-HJGHJYHJ9HKiHLAHMZHM2HNFHNOHNoHNyHN1HN7HP-HRjHRqHSwHTK' // 爭爾牆牘牽犢狀猙猶獅獎獨獲獵獻現瑣瑪環瓊
  + 'HUVHUiHVdHViHVrHVwHV1HV2HWHHWKHXZHYLHYhHZCHZiHZuHZ8HaaHbcHbe' // 甕產畝畢畫異畵當疇疊痙瘋瘡療癢癮發皚盜盞
  + 'HbhHbjHbkHc-HdPHfaHgyHipHi6Hi8HjaHkOHkZHkmHlVHmNHmmHmqHmuHoF' // 盡監盤眾睏矚砲碩確碼磚礎礙礦祕禍禦禪禮稅
  + 'HoIHofHouHoxHpAHpMHpNHppHquHrEHrKHr2HtGHtNHtnHuPHvAHvEHvJHvp' // 稈稟種稱穀穌積穩窮竄竊競筆筍筧箏節範築篩
  + 'HwNHwhHw9HxDHxMHxgHynHznHz-H0AH0EH0FH0LH0NH0QH0TH0XH0ZH0aH0b' // 簍簡簽籃籌籠粧糧糾紀約紅紋納紐紓紗紙級紛
  + 'H0hH0uH0wH05H1CH1EH1QH1VH1eH1hH1mH1oH1xH1yH2BH2TH2cH2gH2tH2x' // 紡紮細紹終組結絕絞絡給絨統絲綁經綜綠維綱
  + 'H2yH27H29H2_H3KH3SH3aH3dH3eH3gH3jH3oH3pH3vH30H4jH4rH4uH4xH49' // 網綻綽綿緊緒線緝緞締緣編緩緯練縣縫縮縱總
  + 'H4-H5DH5UH5eH5hH5pH5qH5zH58H6MH6WH6cH9IH9wH93H-FH-IH-pH_SIBW' // 績繃織繞繡繩繪繳繼續纖纜罈罰罷羅羈義習聖
  + 'IBeIBvIBwIByIBzIB3IB9ICFIEIIErIE5IFOIFmIFrIFzIGaIGgIGpIG9IHJ' // 聞聯聰聲聳職聽肅脈脫脹腎腦腫腳膚膠膩膽臉
  + 'IHfIHoIH6IIHIIIIIJIIKIIWIJZIJmIOKIOWIPvIQsIRJIS8ITLITuIUjIUl' // 臟臨臺與興舉舊舖艙艦莊莖華萬葉蒼蓋蓮蔣蔥
  + 'IVtIWmIWpIXNIXdIYHIYLIYtIY_IZVIZbIZfIZnIb7IdVIdmIfyIgfIg7IhT' // 蕭薦薩藍藝蘇蘋蘭蘿處虛號虧蛻蝕蝦蟲蠟蠻術
  + 'IhbIhdIieIjKIjPIjcIjdIjhIj9IkHIkyIk4IlWIlvImLImPImTImWIm6Im9' // 衛衝袞裊裏補裝裡製複褲褸襖襯見規覓視覺覽
  + 'InAIn4IoCIoDIoIIoKIoOIoTIoYIodIoqIotIoxIo0Io6Io7IpGIpQIpVIpb' // 觀觸訂訃計訊討訓記訝訪設許訴診註詆詐評詛
  + 'IpeIpgIpiIpmIppIptIpxIpyIpzIqHIqMIqNIqVIqYIqeIqgIqkIqqIqwIqy' // 詞詠詢試詩詭話該詳誇誌認誕誘語誠誤說誰課
  + 'Iq8Iq_IrHIrLIrSIrWIrnIr3Ir4Ir-IsAIsCIsKIsOIsbIsdIsgIs5ItJItP' // 誼調談請諒論諧諷諸諾謀謂謊謎講謝謠謹證譏
  + 'ItYItcItvItwIt0It3IuAIuKIuSIuTIuaIxOIxQIxsIyTIydIyeIygIyhIyi' // 識譜譯議譴護讀變讒讓讚豎豐豬貓貝貞負財貢
  + 'IynIyoIypIyrIysIy0Iy2Iy3Iy7Iy8Iy_IzAIzHIzIIzTIzcIzgIzjIzkIzm' // 貧貨販貫責貴貶買費貼貿賀資賈賓賜賠賣賤賦
  + 'IzqIzsIztIz0Iz6Iz8Iz9I0II0KI0PI0TI2VI2ZI2oI2yI3hI4QI40I5MI5k' // 質賬賭賴賺購賽贈贊贏贓趕趙趨趲跡踐踴蹌蹤
  + 'I6NI7AI7KI7MI7NI7SI7fI74I8DI8JI8UI8VI8bI8dI8qI8vI84I87I9EI9J' // 躍軀車軌軍軒軟軸較載輔輕輛輝輪輯輸輻轄轉
  + 'I9NI9fI-mI-tI-uI-vI-yJAZJAjJAxJAyJBKJBLJBOJBUJBVJBZJBcJBeJBg' // 轍轟辦辭辮辯農這連週進遊運過達違遙遜遞遠
  + 'JBpJByJB3JB4JB6JCBJCEJCKJCPJEJJEtJEwJGcJGeJGrJGsJHAJHLJHYJHd' // 適遲遷選遺邁還邊邏鄉鄭鄰醜醞醫醬釀釋釘針
  + 'JINJIVJI0JJFJJbJJkJKAJKFJKzJK3JK5JLBJLSJLqJL8JMEJMQJMYJMiJMm' // 鈍鈕鈴鉅鉛鉤銀銅銳銷銹鋁鋒鋪鋼錄錐錘錢錦
  + 'JMvJM2JNLJNNJNbJN1JN-JOCJOKJOWJOuJPIJPfJPhJQYJQuJQ1JREJRRJRS' // 錯錶鍋鍍鍛鍵鍾鎂鎊鎖鎮鏈鏟鏡鐘鐮鐵鑄鑑鑒
  + 'JRwJR9JV3JWAJWDJWJJWLJWSJWTJWYJWjJWoJWpJWxJXGJXKJXWJXcJXhJZd' // 鑰鑽長門閃閉開閒間閘閣閨閩閱闆闊闖關闡陝
  + 'JZjJZwJZzJZ4JZ9JaKJaOJaVJabJaoJaqJaxJa7JbWJbZJbbJbcJbeJbiJbj' // 陣陰陳陸陽隊階隕際隨險隱隻雖雙雛雜雞離難
  + 'JbyJb7JcnJc9JdCJdIJdcJfMJfTJf7Jf_JgBJgCJgFJgGJgIJgMJgQJgRJgS' // 雲電霧霽靂靈靜韌韓韻響頁頂項順須頌預頑頒
  + 'JgTJgXJgYJgtJgwJg4Jg7JhGJhMJhNJhPJhYJhbJheJhnJhvJioJixJjEJjG' // 頓頗領頭頰頸頻顆題額顏願顛類顧顯風颱飄飆
  + 'JjbJjvJjyJj8Jj9JkDJkFJkKJkYJkoJk1JlLJlRJmsJnBJnQJnVJnbJoOJoZ' // 飛飯飲飼飽餃餅養餘館餵饋饑馬駁駐駕駛騎騙
  + 'JowJpFJpXJpaJpfJqvJrSJrUJruJsGJsNJsiJslJsnJsxJtaJtvJuuJvoJzl' // 騰驅驗驚驟骯髒體髮鬆鬍鬢鬥鬧鬱魚魯鮮鯨鳥
  + 'JzzJ0oJ07J1dJ20J35J59J6XJ6lJ61J68J7DJ7eJ7oJ70J8VJ9KJ9SJ9hJ9j' // 鳳鴨鴻鵝鶴鷹鹽麗麥麵麼黃點黨黴鼕齊齒齡齣
  + 'J-NJ-cFCzE91E9IG7-FJHFf3FKHFC1JD1IruFIqG9wIEFFJ1FcNFcLHxkIoX' // 龍龜傳併佈滾則執劇債郵諮刪潰脅創圍國籤託
  + 'IXlG9kG4bIei' // 藥潤減螢
/** The Simplified character of each TRADITIONAL one, in the same order and spelling (shown after each piece). */
const SIMPLIFIED = ''
  + 'GdlHz7E4qE7sFkHE73E7qE6_E8YFCoFE_FGFE4kFGMFG7FISFJRFJCFKoFKh' // 来系个们备价仪亿优储儿内两册冻划剑剂动务
  + 'FKzFK_FKxFM6FNPFN0FPCE4bFQ0FRYJXuFTRFQvFUkE4nFNVFQXFP5FwdFW3' // 劳势励区协却参丛吴员问哑启唤丧单吗叹尝喷
  + 'FQTE4lFYxFbtFcGFb-FbiGKlFc6FdXFdbFOLFdPFjuFj2FkfGimE8ZFk5Fll' // 吓严嘱园圆图团报场块坛压坏壮壶够梦伙夹奥
  + 'Fk6FlLFmGFoxFmHFoFFmIFtZFtmFueFuBFuhFGZFu9FugFudFwGE4TFv7Fv5' // 夺奋妆娱妇娅妈孙学实宁审写宽宠宝将专寻对
  + 'Fv8FxCFxeFybFzhFytF3FF4FF4IF4QF4mF4BF4uF5yFHgF6TFOCF6fF5_F6Q' // 导层属岛峡岭巅帅师帐带币帮干几库厂废广庐
  + 'FOFF8gF86F85GxHFQOF-EE7OFkNF-BF97GCmGB2GB8GB9HIxGABGDvIZRF_n' // 厅张强弹汇后径从复征彻悦恶恼恽爱态惯虑忧
  + 'FHtF_GF6UGHSGAAGCsGDnGBLGILGIYGIPGI3GKbGMfIINGJrGMjGMCJHHGJs' // 凭忆应懒怀悬惧恋戋战戏户抛挟舍扫挣挂采扬
  + 'GNiGMlGNfGRHGSRGLoGJRGLlGLpFH7GLFGNuGMkGLfGQBGJpGJwGLiGLmGQ6' // 换挥损摇撑拨扑拥择击担据挤拟搁扩扰拢拦携
  + 'GREI0lFPZGVMGVwGVbGWtE6OGX2GY8GZVHVFGaCGY1FOGGZTGZSE5mE8aIDn' // 摄败叙敌数敛断于时昼晕畅暂昵历晓晒书会胧
  + 'E4cGdhF8DGgLGdoGerE4aGeBINjGeEGeqGdgGhpE5QGl8GgHGeiGg3GgRGhl' // 东条弃栋杨枫业极荣构枪杠桩乐楼标枢样树桥
  + 'Gc6GktGoqGhjGjAFPwGnbGfcGoxGgPGdDGsnGsiFyBFOGF9SGuLGuHFjzGvB' // 机椭横档检台槛柜樱栏权欧欢岁历归残殇壳毁
  + 'GvhGwUGzbGxhFGzGyhFGyFG1FHJFHEGzqFHAG1FG1LFHRG2MFHGGyfG4pHBt' // 毡气泛污决没冲况凉凄泪净浅测凑涌准沟温灭
  + 'GxHG7eG4XG7hG4UGxJG2oG1GG0BG9cG2pGz9G1TG5_G1OG7oG7kGz7G1PG_S' // 汇滞渗满渔汉涨浆洁潜涩泽浓湿济滨滤泻浏濒
  + 'G0SG7pG5-HB-E46E5MGXgHC8HDfHEVHDmINnHDtHBvHDnIQlHB_HDbHCJHDC' // 洒滩湾灾为乌无炼烟焕烦荧热灯烧营灿烛炉烂
  + 'E6JFwUFiZHJNHJ1HKKHK2HLwHK5HLuFlWHLsIO3HMOHMuHOwHQQHObHOvHQ8' // 争尔墙牍牵犊状狰犹狮奖独获猎献现琐玛环琼
  + 'HTuE6nE6pGvVHU7F8CHU7F9THV0FPgHXJHWvHWuHWXHXSHY-FPRHaRHbXHbP' // 瓮产亩毕画异画当畴叠痉疯疮疗痒瘾发皑盗盏
  + 'Fw9HbRHbYE8XFbwHepHCuHhVHhuHgBHgWHhAHiNHf_HnYHl4F-hHmFHk8HoO' // 尽监盘众困瞩炮硕确码砖础碍矿秘祸御禅礼税
  + 'HnGHmAHnNHnwIw3HojHnvHozHp3HqcHqDHreHsUHsLHsVHtdIKCIMDHtRHtb' // 秆禀种称谷稣积稳穷窜窃竞笔笋笕筝节范筑筛
  + 'HvTHuAHt-HvuHt5Hs8FmGHyuH6gH6qH6mH6iH65H6zH69H6-H6xH64H6nH63' // 篓简签篮筹笼妆粮纠纪约红纹纳纽纾纱纸级纷
  + 'H66GJOH7GH7NH7IH7EH7TH7dH7eH7cH7ZH7SH7fE4dH7RH7PH78H7_H70H6y' // 纺扎细绍终组结绝绞络给绒统丝绑经综绿维纲
  + 'H9RH79H7wH71H0nH7qH6_H8JH8OH8UH8YH8WH8TH6sH7DFO_H8dH8pH61GA7' // 网绽绰绵紧绪线缉缎缔缘编缓纬练县缝缩纵总
  + 'H7pH73H7HH7VH7jH7zH7YH80H7nH7tH6kH8GFdbH9aH9iH9XH-BE5JE5gFcj' // 绩绷织绕绣绳绘缴继续纤缆坛罚罢罗羁义习圣
  + 'JX7IBUIBqFjwIA4IBMFQsICDIEJIExIDAIC-IERIC_IEaICkID2IF7IDGIE4' // 闻联聪声耸职听肃脉脱胀肾脑肿脚肤胶腻胆脸
  + 'IEPE40FPwE4OFF0E4-GXnJT6IIxIIwF6EIMOFNOE4HFP2ILNHbWIOyISLIRx' // 脏临台与兴举旧铺舱舰庄茎华万叶苍盖莲蒋葱
  + 'IQnINQIQoITdIJ6ILPIL5FFwIQdFkEIZaFP3E6PIcVIaAIZ-IZrIchIbuGcv' // 萧荐萨蓝艺苏苹兰萝处虚号亏蜕蚀虾虫蜡蛮术
  + 'FNrFGyIhuIiFJHMIhlIjFJHMFI2FkNIjkIkbIiEIhsInBInEInFInGInJInI' // 卫冲衮袅里补装里制复裤褛袄衬见规觅视觉览
  + 'InCInmIuiIujIuhIuvIuoIutIuwIu2Iu_Iu-Iu4IvJIvKGzoIvLIvIIvEIvF' // 观触订讣计讯讨训记讶访设许诉诊注诋诈评诅
  + 'IvNFSPIviIvVIvXIvhIvdIvlIvmFk4F_XIukIveIvxIvtIvaIvvIv0IwBIv-' // 词咏询试诗诡话该详夸志认诞诱语诚误说谁课
  + 'IwKIwDIwIIv3IwFIu6IwQIu9Iv4Iv6IwLIwTIwOIwcIuyIwiIwjIwoIvBIul' // 谊调谈请谅论谐讽诸诺谋谓谎谜讲谢谣谨证讥
  + 'IvGIwxIvRIuuIw0GKkIv7FPYIwXIupI1eHrWE4wHMqHMrI0dI0eI0fI0iI0h' // 识谱译议谴护读变谗让赞竖丰猪猫贝贞负财贡
  + 'I0rI0nI0pI0vI0jI01I0sE5wI05I00I04I06I1EI0-Fu-I1QI1UFNWI0xI1L' // 贫货贩贯责贵贬买费贴贸贺资贾宾赐赔卖贱赋
  + 'I0oI0mI1MI1WI1aI0tI1bI1gI1eI1iI1DI12I11I2LI2xI_5I31I4KI3EI4q' // 质账赌赖赚购赛赠赞赢赃赶赵趋趱迹践踊跄踪
  + 'I3DI6vI9mI9oFGbI9pI9vI90I-DI99I-FI97I-GI-JI9uI-RI-TI-QI-WI9s' // 跃躯车轨军轩软轴较载辅轻辆辉轮辑输辐辖转
  + 'I-ZI9wFKeI-eI-rI-pFGcI_ZI_eFRoI_bG44I_QI_HI--I_dJBlJAKJASI_c' // 辙轰办辞辫辩农这连周进游运过达违遥逊递远
  + 'JACI_fI_BJAJJBXI_II_YI-5JA7E5hJDRJC7E4RJFdFM7JFxJF_JHKJSJJSI' // 适迟迁选遗迈还边逻乡郑邻丑酝医酱酿释钉针
  + 'JSdJSuJTDF3oJTFJSpJT2JTcJUQJUAJUIJTdJULJT6JSiF9VJUlJUkJSxJUm' // 钝钮铃巨铅钩银铜锐销锈铝锋铺钢录锥锤钱锦
  + 'JUZIhoJUFJVAJU7JUuJSfJVBJVRJUBJVHJT-JTyJVcJSfJVwJTBJT4JJ0JJ0' // 错表锅镀锻键钟镁镑锁镇链铲镜钟镰铁铸鉴鉴
  + 'JSlJS7JV_JXoJXqJXtF8AJXyJX0JX4JYBJX6JX9JYFGd_JYUJXvFFzJYQJZV' // 钥钻长门闪闭开闲间闸阁闺闽阅板阔闯关阐陕
  + 'JY1JY0JZIJZGJYzJYfJY2JZoJZFJaPJZpJaQFPqIZ9FPMJbPGdCJ4hHm7Ja-' // 阵阴陈陆阳队阶陨际随险隐只虽双雏杂鸡离难
  + 'E6RHU1Jb-JcBJbzHB1JdZJfnJfpJf1FTNJh1Jh2Jh5Jh6Jh7JiCJiEJh9JiB' // 云电雾霁雳灵静韧韩韵响页顶项顺须颂预顽颁
  + 'Jh_JiHJiGFk0JiKJiIJiRJiXJiYJidJicGE_JigHx7Jh-GY-JjOFPwJjYJjZ' // 顿颇领头颊颈频颗题额颜愿颠类顾显风台飘飙
  + 'JjeJltJluJlyJlxJl6Jl8FF7E9ZJmGFWCJmIJllJpsJpzJp7Jp-Jp2JqRJqX' // 飞饭饮饲饱饺饼养余馆喂馈饥马驳驻驾驶骑骗
  + 'IF-JpxJqMGDKJqkICuIEPE9TFPRGd-IDhJsTGWXJX5JDBJx8JyBJycJy4J4f' // 腾驱验惊骤肮脏体发松胡鬓斗闹郁鱼鲁鲜鲸鸟
  + 'FHkJ4tJ4_J5FJ5kJ5wHbQE49J6mJdiE5IJ7EHC5FFaJcJFGsJ9QJ9_J-EFH6' // 凤鸭鸿鹅鹤鹰盐丽麦面么黄点党霉冬齐齿龄出
  + 'J-ZJ-fE8gF52F4DG7aFIZGJnFJnFA6JCuFSoFIgG6DIDBFIbFb0Fb9Ht-GJY' // 龙龟传并布滚则执剧债邮咨删溃胁创围国签托
  + 'INvG2mFHPIQk' // 药润减萤
/** The first code unit a fold table covers; every character of TRADITIONAL is in U+4E00..U+9FFF. */
const FOLD_BASE = 0x4E00
/** `table[c - FOLD_BASE]`: the Simplified code unit of Traditional `c`, or 0. */
type FoldTable = Uint16Array

/**
 * The table of `pairs` (Traditional then Simplified, each character in three characters of ascii.ts's `unitAt`):
 * writes into 42 KB, in place of a Map of strings, whose building cost a process's first Chinese or Japanese task 1-4
 * ms. Built on the first CJK text.
 */
function foldTableOf(traditional: string, simplified: string): FoldTable {
  const table = new Uint16Array(0xA000 - FOLD_BASE)
  for (let i = 0; i < traditional.length; i += 3) table[unitAt(traditional, i) - FOLD_BASE] = unitAt(simplified, i)
  return table
}

let folding: FoldTable | undefined
/** Every fold the tokenizer knows: the build's, and `tokenize`'s. */
const foldTable = (): FoldTable => (folding ??= foldTableOf(TRADITIONAL, SIMPLIFIED))

/**
 * The folds (as `createTokenizer` takes them) whose Simplified character `keep` accepts: the compiler keeps those of
 * the characters its index and glossary hold (a fold to any other character cannot make a task's term match), so a
 * bundle ships no table, or a few characters of it, instead of all 904 folds (3.8 KB gzip).
 */
export function foldsFor(keep: (simplified: number) => boolean): string {
  let traditional = ''
  let simplified = ''
  for (let i = 0; i < SIMPLIFIED.length; i += 3) {
    if (!keep(unitAt(SIMPLIFIED, i))) continue
    traditional += TRADITIONAL.slice(i, i + 3)
    simplified += SIMPLIFIED.slice(i, i + 3)
  }
  return traditional + simplified
}

/**
 * `tokenize` with only the folds `folds` names (`foldsFor`; none when empty or undefined): what the runtime reads
 * tasks with, the compiled data giving the folds of its own characters (`LoadoutData.folds`).
 */
export function createTokenizer(folds: string | undefined): (text: string) => string[] {
  let table: FoldTable | undefined
  const fold = folds ? () => (table ??= foldTableOf(folds.slice(0, folds.length / 2), folds.slice(folds.length / 2))) : noFolds
  return text => tokenizeWith(text, fold)
}
const noFolds = (): undefined => undefined

/**
 * Hiragana that follow a word rather than end it: particles, and "na" of adjectives. Code points, so that start-up
 * decodes nothing for Chinese and Japanese (and no CJK character reaches the module: the comments that bundlers keep
 * are ASCII).
 */
// の を に は が で と も へ や か な
const PARTICLES = new Set([0x306E, 0x3092, 0x306B, 0x306F, 0x304C, 0x3067, 0x3068, 0x3082, 0x3078, 0x3084, 0x304B, 0x306A])
/** Kanji that stand alone before a particle as grammar, not content: pronouns and formal nouns. */
// 何 事 時 方 為 物 今 私 僕 他 等 所
const GRAMMATICAL_KANJI = new Set([0x4F55, 0x4E8B, 0x6642, 0x65B9, 0x70BA, 0x7269, 0x4ECA, 0x79C1, 0x50D5, 0x4ED6, 0x7B49, 0x6240])

/** 0 Han (and other ideographic marks, and any character past U+FFFF), 1 katakana, 2 hiragana: of a code point. */
function cjkClass(c: number): number {
  return (c >= 0x30A0 && c <= 0x30FF) || (c >= 0x31F0 && c <= 0x31FF) ? 1 : c >= 0x3040 && c <= 0x309F ? 2 : 0
}

/**
 * Han and katakana runs give overlapping bigrams (a Han character standing alone gives itself, a weak fallback).
 * Hiragana runs are left out: in Japanese they are mostly grammar (particles, endings), and their bigrams
 * would match every Japanese text alike. The run is read by code point, Traditional Han folded to Simplified, with no
 * string made per character (this is most of tokenizing a Chinese or Japanese skill).
 */
function pushCjk(out: string[], run: string, fold: FoldTable | undefined): void {
  const n = run.length
  /** The code point at `i`, folded. */
  const point = (i: number): number => {
    const c = run.codePointAt(i)!
    const to = fold && c >= FOLD_BASE && c - FOLD_BASE < fold.length ? fold[c - FOLD_BASE]! : 0
    return to || c
  }
  const width = (c: number): number => (c > 0xFFFF ? 2 : 1)
  let start = 0
  while (start < n) {
    const first = point(start)
    const cls = cjkClass(first)
    let end = start + width(first)
    while (end < n) {
      const c = run.codePointAt(end)!
      if (cjkClass(c) !== cls) break
      end += width(c)
    }
    if (cls !== 2) {
      if (end - start === width(first)) {
        const nextCode = end < n ? run.codePointAt(end)! : -1
        const next = nextCode < 0 ? '' : String.fromCodePoint(nextCode)
        // A lone Han character is a weak signal: kept only when it is the whole run, not kanji between kana
        // (`書いた` says little that `書` alone would match well).
        if (cls === 0 && end === n && start === 0) out.push(String.fromCodePoint(first))
        // ...but a lone kanji with the kana right after it is the stem of a verb or adjective (`決ま` of 決まった,
        // `書き` of 書き出して, `打ち` of 打ち合わせ), unless that kana is a particle (`何を`, `私の`).
        else if (cls === 0 && next && cjkClass(nextCode) === 2 && !PARTICLES.has(nextCode)) {
          out.push(String.fromCodePoint(first) + next)
        }
        // A lone kanji before a particle is a one-character noun (`図に`, `表を`, `別の`): itself, a weak term (see
        // UNIGRAM_WEIGHT), unless it is a pronoun or a grammatical noun (`何を`, `事が`).
        else if (cls === 0 && PARTICLES.has(nextCode) && !GRAMMATICAL_KANJI.has(first)) {
          out.push(String.fromCodePoint(first))
        }
      }
      else {
        let a = first
        for (let i = start + width(first); i < end;) {
          const b = point(i)
          out.push((a | b) <= 0xFFFF ? String.fromCharCode(a, b) : String.fromCodePoint(a, b))
          a = b
          i += width(b)
        }
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
  return tokenizeWith(text, foldTable)
}

function tokenizeWith(text: string, fold: () => FoldTable | undefined): string[] {
  if (typeof text !== 'string') throw new TypeError(`tokenize expects a string, got ${typeof text}`)
  const out: string[] = []
  if (!NON_ASCII_RE.test(text)) {
    tokenizeAscii(text, out)
    return out
  }
  const t = text.normalize('NFKC')
  const n = t.length
  let i = 0
  while (i < n) {
    const start = i
    const u = t.charCodeAt(i)
    if (u < 128) {
      const first = KIND[u]!
      i++
      if (first) {
        i = wordEnd(t, i)
        pushRange(out, t, start, i, first)
      }
      continue
    }
    const cls = wideClass(t, i)
    i += width
    if (cls & (CJK | HANGUL)) {
      const run = cls & CJK ? CJK : HANGUL
      while (i < n) {
        const v = t.charCodeAt(i)
        if (v < 128 || !(wideClass(t, i) & run)) break
        i += width
      }
      if (run === CJK) pushCjk(out, t.slice(start, i), fold())
      else pushBigrams(out, t.slice(start, i))
      continue
    }
    if (cls & WORD) {
      i = wordEnd(t, i)
      pushSplit(out, t.slice(start, i))
    }
  }
  return out
}

/** A word of `tokenize` that is not plain ASCII: its parts (connectors, camelCase) and their joined form. */
function pushSplit(out: string[], raw: string): void {
  // `don't` is the negation `dont`, not `don` besides.
  const quote = raw.charCodeAt(raw.length - 2)
  if ((quote === 39 || quote === 0x2019) && NEGATION_RE.test(raw)) return pushWord(out, `${raw.slice(0, -2).toLowerCase()}t`)
  const pieces: string[] = []
  for (const part of raw.split(CONNECTOR_RE)) {
    for (const piece of splitCamel(part)) if (piece) pieces.push(foldLatin(piece))
  }
  for (const p of pieces) pushWord(out, p)
  if (pieces.length > 1) pushWord(out, pieces.join(''))
}

/**
 * `pushSplit` of a word of ASCII letters, digits and single connectors (`next.js`, `useEffect`, `HTTP_Server2`), read
 * in place: the same pieces as splitting at connectors and `splitCamel`'s two rules (a capital after a lowercase letter
 * or a digit; the last capital of a run before a lowercase letter), without a regex or an array per word. Most words
 * that are split are of this kind (paths, identifiers, hyphenated words): a fifth of tokenizing a skill body.
 */
function pushSplitAscii(out: string[], t: string, start: number, end: number): void {
  if (t.charCodeAt(end - 2) === 39) {
    const raw = t.slice(start, end)
    if (NEGATION_RE.test(raw)) return pushWord(out, `${raw.slice(0, -2).toLowerCase()}t`)
  }
  let joined = ''
  let pieces = 0
  let digits = false
  let from = start
  let bits = 0
  for (let i = start; i <= end; i++) {
    const k = i < end ? KIND[t.charCodeAt(i)]! : 0
    // A piece ends at a connector (or the word's end), or before a capital that starts a camelCase part.
    const cut = k === 0 || (k === UPPER && i > from && (
      KIND[t.charCodeAt(i - 1)] !== UPPER
      || (i + 1 < end && KIND[t.charCodeAt(i + 1)] === LOWER)))
    if (cut && i > from) {
      const raw = t.slice(from, i)
      const w = bits & UPPER ? raw.toLowerCase() : raw
      pushPlain(out, w, (bits & DIGIT) !== 0)
      joined += w
      pieces++
      if (bits & DIGIT) digits = true
      bits = 0
      from = i
    }
    if (k === 0) from = i + 1
    else bits |= k
  }
  if (pieces > 1) pushPlain(out, joined, digits)
}

/** A word ending in the English contraction `n't` (`don't`, `DOESN’T`). */
const NEGATION_RE = /^[A-Za-z]+[nN]['\u2019][tT]$/

/** A plain word, lowercased: `pushWord` without the tests its caller already made. */
function pushPlain(out: string[], w: string, digit: boolean): void {
  if (isStopword(w)) return
  out.push(w.length <= 3 || digit ? w : stemLetters(w))
}

/** Distinct terms in first-seen order. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(tokenize(text))]
}
