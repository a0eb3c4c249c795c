// ../../tmp/tuneK/src/core/compile.ts
import { isUtf8 } from "node:buffer";
import { hash as digest } from "node:crypto";
import { readdirSync, readFileSync, statSync as statSync2 } from "node:fs";
import { basename as basename2, dirname, extname, join as join2, posix as posix2, relative as relative3, resolve as resolve2, sep as sep3 } from "node:path";

// ../../tmp/tuneK/src/runtime/postings.ts
var DIGITS = "!#$%&()*+-./0123456789:;=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_abcdefghijklmnopqrstuvwxyz{|}~";
var TERMINAL = 72;
var RADIX = 16;
var DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) DIGIT[DIGITS.charCodeAt(i)] = i;
var LEAD = 65;
var PLAIN_TERM_RE = /^[a-z0-9]*$/;
function encodeTerm(term) {
  if (PLAIN_TERM_RE.test(term)) return term;
  let out = "";
  for (let i = 0; i < term.length; i++) {
    const c = term.charCodeAt(i);
    if (c >= 97 && c <= 122 || c >= 48 && c <= 57) out += term[i];
    else out += String.fromCharCode(LEAD + (c >> 12)) + DIGITS[c >> 6 & 63] + DIGITS[c & 63];
  }
  return out;
}
function encodePostings(pairs) {
  let out = "";
  let prev = 0;
  for (let i = 0; i < pairs.length; i += 2) {
    out += varint(pairs[i] - prev) + varint(pairs[i + 1]);
    prev = pairs[i];
  }
  return out;
}
function varint(x) {
  let out = "";
  while (x >= TERMINAL) {
    x -= TERMINAL;
    out += DIGITS[TERMINAL + x % RADIX];
    x = Math.floor(x / RADIX);
  }
  return out + DIGITS[x];
}
function postingCount(s, start = 0, end = s.length) {
  let ends = 0;
  for (let i = start; i < end; i++) if (DIGIT[s.charCodeAt(i)] < TERMINAL) ends++;
  return ends / 2;
}
var PREFIX = "!#$%&()*+-./:;=>?@QRSTUVWXYZ[]^_{|}~";
var PREFIX_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < PREFIX.length; i++) PREFIX_OF[PREFIX.charCodeAt(i)] = i + 2;
var FOUND = -1;
var PAST = -2;
var RESTART_EVERY = 16;
function joinIndex(entries) {
  const lines = entries.map(([t, p]) => [encodeTerm(t), p]);
  lines.sort((a, b) => a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  let prev = "";
  let run = 0;
  return lines.map(([term, postings]) => {
    let n = 0;
    while (n < term.length && n < prev.length && term[n] === prev[n]) n++;
    prev = term;
    if (n < 2 || n > PREFIX.length + 1 || ++run === RESTART_EVERY) {
      run = 0;
      return `${term} ${postings}`;
    }
    return `${PREFIX[n - 2]}${term.slice(n)} ${postings}`;
  }).join(",");
}
var LOOKUPS_BEFORE_TABLE = 500;
var KEY_CHARS = 7;
var BUCKET_DIVISOR = 128 ** (KEY_CHARS - 2);
var REMEMBERED_TERMS = 1e4;
var TermIndex = class {
  constructor(text) {
    this.text = text;
  }
  text;
  /** Once built: where each line starts (and, last, where a line after the last one would), and each line's key. */
  starts;
  /**
   * Each line's term as two numbers side by side, its first KEY_CHARS characters and the next KEY_CHARS (0 past its
   * end): terms order as their keys, and terms shorter than both keys hold are equal when their keys are.
   */
  keys;
  /** `buckets[c0 * 128 + c1]`: the first line whose term starts with characters at or after `c0 c1`. */
  buckets;
  lookups = 0;
  /** Once the tables are built: the line of each term looked up lately (-1: not in the index), bounded. */
  lines = /* @__PURE__ */ new Map();
  /** Where the postings found by the last successful `lookup` end. */
  end = 0;
  /** Where the postings of `term` start in `text` (they end at `this.end`), or -1. Allocates nothing but its memory. */
  lookup(term) {
    const text = this.text;
    if (this.starts === void 0 && ++this.lookups > LOOKUPS_BEFORE_TABLE) this.table();
    if (this.starts) {
      let line = this.lines.get(term);
      if (line === void 0) {
        line = this.lineByTable(encodeTerm(term));
        if (this.lines.size >= REMEMBERED_TERMS) this.lines.clear();
        this.lines.set(term, line);
      }
      if (line < 0) return -1;
      this.end = this.starts[line + 1] - 1;
      return text.indexOf(" ", this.starts[line]) + 1;
    }
    const stored = encodeTerm(term);
    const at = this.lineByScan(stored);
    if (at < 0) return -1;
    const end = text.indexOf(",", at);
    this.end = end === -1 ? text.length : end;
    const shared = PREFIX_OF[text.charCodeAt(at)];
    return shared > 0 ? at + 2 + stored.length - shared : at + stored.length + 1;
  }
  /** The postings of `term`: the range `[start, end)` of `text`, or undefined. */
  find(term) {
    const begin = this.lookup(term);
    return begin < 0 ? void 0 : [begin, this.end];
  }
  /** How many entries hold `term`. */
  count(term) {
    const begin = this.lookup(term);
    return begin < 0 ? 0 : postingCount(this.text, begin, this.end);
  }
  /** The first line written in full (a restart) that starts at or after `from`, or -1. */
  restartFrom(from) {
    const text = this.text;
    let at = from;
    if (at > 0) {
      const comma = text.indexOf(",", at - 1);
      if (comma === -1) return -1;
      at = comma + 1;
    }
    while (PREFIX_OF[text.charCodeAt(at)] > 0) {
      const comma = text.indexOf(",", at);
      if (comma === -1) return -1;
      at = comma + 1;
    }
    return at;
  }
  /**
   * Binary search by character position, with no table: the middle character of the range is in some line; the
   * first line written in full from there on (an `indexOf(',')` or a few away) is compared, and the range shrinks to
   * one side of it. Then the lines after the last full one not past `term` are read in order.
   */
  lineByScan(term) {
    const text = this.text;
    if (text === "") return -1;
    let lo2 = 0;
    let hi = text.length;
    while (hi - lo2 > 1) {
      const mid = lo2 + hi >>> 1;
      const at = this.restartFrom(mid);
      if (at === -1 || at >= hi) {
        hi = mid;
        continue;
      }
      const cmp2 = compareAt(text, term, at);
      if (cmp2 === 0) return at;
      if (cmp2 < 0) hi = at;
      else lo2 = at;
    }
    return this.scanBlock(term, lo2);
  }
  /**
   * Read the lines from the full line at `at` on, until one is past `term` or written in full: where the line of
   * `term` starts, or -1. Only how many characters `term` shares with the current term is kept, never the term.
   */
  scanBlock(term, at) {
    const text = this.text;
    let m = this.extend(term, 0, at);
    if (m === FOUND) return at;
    if (m === PAST) return -1;
    for (; ; ) {
      const comma = text.indexOf(",", at);
      if (comma === -1) return -1;
      at = comma + 1;
      const n = PREFIX_OF[text.charCodeAt(at)];
      if (n < 0) return -1;
      if (n > m) continue;
      if (n < m) return -1;
      m = this.extend(term, m, at + 1);
      if (m === FOUND) return at;
      if (m === PAST) return -1;
    }
  }
  /**
   * Compare `term` from its character `m` on with the current line's term from text position `i` on (the characters
   * before are shared): FOUND when they are equal, PAST when the line's term sorts after `term` (so `term` is not in
   * the index), else how many characters they share (the line's term sorts before `term`: read on).
   */
  extend(term, m, i) {
    const text = this.text;
    for (; ; m++, i++) {
      const a = m < term.length ? term.charCodeAt(m) : 32;
      const b = text.charCodeAt(i);
      if (a !== b) return b !== 32 && (a === 32 || a < b) ? PAST : m;
      if (a === 32) return FOUND;
    }
  }
  /**
   * Compare `term` with the term of the line at `line` (<0, 0 or >0), reading its block from the full line at `first`:
   * like `scanBlock`, from how many characters `term` shares with each term and which of the two sorts first.
   */
  compareLine(term, first, line) {
    const text = this.text;
    let m = 0;
    let order = 0;
    let at = first;
    let i = first;
    for (; ; ) {
      for (; ; i++, m++) {
        const a = m < term.length ? term.charCodeAt(m) : 32;
        const b = text.charCodeAt(i);
        if (a !== b) {
          order = b === 32 ? -1 : a === 32 ? 1 : b - a;
          break;
        }
        if (a === 32) {
          order = 0;
          break;
        }
      }
      for (; ; ) {
        if (at === line) return -order;
        at = text.indexOf(",", at) + 1;
        const n = PREFIX_OF[text.charCodeAt(at)];
        if (n > m) continue;
        if (n < m) {
          m = n;
          order = 1;
          continue;
        }
        i = at + 1;
        break;
      }
    }
  }
  /** Binary search over the table: keys first (a few hundred kilobytes, not the whole string), the block on a tie. */
  lineByTable(term) {
    const keys = this.keys;
    const starts = this.starts;
    const key = termKey(term, 0);
    const key2 = termKey(term, KEY_CHARS);
    const bucket = Math.floor(key / BUCKET_DIVISOR);
    let lo2 = this.buckets[bucket];
    let hi = this.buckets[bucket + 1] - 1;
    while (lo2 <= hi) {
      const mid = lo2 + hi >>> 1;
      let cmp2 = key - keys[2 * mid];
      if (cmp2 === 0) cmp2 = key2 - keys[2 * mid + 1];
      if (cmp2 === 0) {
        if (term.length < 2 * KEY_CHARS) return mid;
        let first = mid;
        while (PREFIX_OF[this.text.charCodeAt(starts[first])] > 0) first--;
        cmp2 = this.compareLine(term, starts[first], starts[mid]);
        if (cmp2 === 0) return mid;
      }
      if (cmp2 < 0) hi = mid - 1;
      else lo2 = mid + 1;
    }
    return -1;
  }
  /** Build the tables: one pass over the lines (one loop, which the engine compiles while it runs). */
  table() {
    const text = this.text;
    const starts = [];
    const keys = [];
    const chars = new Uint8Array(2 * KEY_CHARS);
    for (let at = text === "" ? 1 : 0; at <= text.length; ) {
      starts.push(at);
      const shared = PREFIX_OF[text.charCodeAt(at)];
      for (let i = shared > 0 ? at + 1 : at, j = Math.max(shared, 0); j < chars.length; i++, j++) {
        const c = text.charCodeAt(i);
        if (c === 32) {
          chars.fill(0, j);
          break;
        }
        chars[j] = c;
      }
      let key = 0;
      let key2 = 0;
      for (let j = 0; j < KEY_CHARS; j++) {
        key = key * 128 + chars[j];
        key2 = key2 * 128 + chars[KEY_CHARS + j];
      }
      keys.push(key, key2);
      const comma = text.indexOf(",", at);
      at = comma === -1 ? text.length + 1 : comma + 1;
    }
    const count = starts.length;
    starts.push(text.length + 1);
    const buckets = new Uint32Array(128 * 128 + 1);
    for (let k = count - 1, b = buckets.length - 1; b >= 0; b--) {
      while (k >= 0 && Math.floor(keys[2 * k] / BUCKET_DIVISOR) >= b) k--;
      buckets[b] = k + 1;
    }
    this.buckets = buckets;
    this.starts = Uint32Array.from(starts);
    this.keys = Float64Array.from(keys);
  }
};
function compareAt(text, term, at) {
  for (let i = 0; ; i++) {
    const a = i < term.length ? term.charCodeAt(i) : 32;
    const b = text.charCodeAt(at + i);
    if (a !== b) return a - b;
    if (a === 32) return 0;
  }
}
function termKey(term, from) {
  let key = 0;
  for (let i = from; i < from + KEY_CHARS; i++) key = key * 128 + (i < term.length ? term.charCodeAt(i) : 0);
  return key;
}

// ../../tmp/tuneK/src/runtime/tokenize.ts
var CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005\u3006]/u;
var HANGUL_RE = /\p{Script=Hangul}/u;
var LETTER_RE = /\p{L}/u;
var DIGIT_OR_MARK_RE = /[\p{N}\p{M}]/u;
var WORD = 1;
var CJK = 2;
var HANGUL = 4;
var ASCII_CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) ASCII_CLASS[c] = c >= 48 && c <= 57 || c >= 97 && c <= 122 || c >= 65 && c <= 90 ? WORD : 0;
function classOf(ch, c) {
  if (c < 128) return ASCII_CLASS[c];
  let cls = seen.get(c);
  if (cls === void 0) {
    const script = CJK_RE.test(ch) ? CJK : HANGUL_RE.test(ch) ? HANGUL : 0;
    const word = DIGIT_OR_MARK_RE.test(ch) || script === 0 && LETTER_RE.test(ch);
    cls = script | (word ? WORD : 0);
    if (seen.size < SEEN_MAX) seen.set(c, cls);
  }
  return cls;
}
var seen = /* @__PURE__ */ new Map();
var SEEN_MAX = 65536;
var isConnector = (c) => c === 46 || c === 95 || c === 39 || c === 45 || c === 8217;
var SIMPLE_WORD_RE = /^(?:[A-Za-z0-9][a-z0-9]*|[A-Z0-9]+)$/;
var CONNECTOR_RE = /[._'\u2019-]+/;
var NON_ASCII_RE = /[^\x00-\x7f]/;
var MARKS_RE = /\p{M}+/gu;
var LATIN_RE = /^[a-z]+$/;
var STOPWORDS = new Set(
  "a an and are as at be been being but by can could did do does doing for from had has have having he her here him his how i if in into is it its itself just me might more most must my of on once only or other our ours out over own s same she should so some such t than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours also any each few both about above after again against all am before below between down during further let lets get got please want need use using used like make sure ll ve re d m".split(" ")
);
function stem(word) {
  let w = word;
  if (w.length <= 3 || !LATIN_RE.test(w)) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length >= 6) w = undouble(w.slice(0, -3));
  else if (w.endsWith("ed") && w.length >= 5) w = undouble(w.slice(0, -2));
  else if (w.endsWith("ly") && w.length >= 6) w = w.slice(0, -2);
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  return w;
}
function undouble(w) {
  const n = w.length;
  if (n >= 3 && w[n - 1] === w[n - 2] && !"lsz".includes(w[n - 1])) return w.slice(0, -1);
  return w;
}
function foldLatin(part) {
  const lower = part.toLowerCase();
  return NON_ASCII_RE.test(lower) ? lower.normalize("NFD").replace(MARKS_RE, "").normalize("NFC") : lower;
}
var UPPER_RE = /\p{Lu}/u;
function splitCamel(part) {
  if (!UPPER_RE.test(part)) return [part];
  return part.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2").replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2").split(" ");
}
function pushWord(out, w) {
  if (w.length === 0 || STOPWORDS.has(w)) return;
  out.push(stem(w));
}
var TRADITIONAL = "\u4F86\u4FC2\u500B\u5011\u5099\u50F9\u5100\u5104\u512A\u5132\u5152\u5167\u5169\u518A\u51CD\u5283\u528D\u5291\u52D5\u52D9\u52DE\u52E2\u52F5\u5340\u5354\u537B\u53C3\u53E2\u5433\u54E1\u554F\u555E\u555F\u559A\u55AA\u55AE\u55CE\u5606\u5617\u5674\u5687\u56B4\u56D1\u5712\u5713\u5716\u5718\u5831\u5834\u584A\u58C7\u58D3\u58DE\u58EF\u58FA\u5920\u5922\u5925\u593E\u5967\u596A\u596E\u599D\u5A1B\u5A66\u5A6D\u5ABD\u5B6B\u5B78\u5BE6\u5BE7\u5BE9\u5BEB\u5BEC\u5BF5\u5BF6\u5C07\u5C08\u5C0B\u5C0D\u5C0E\u5C64\u5C6C\u5CF6\u5CFD\u5DBA\u5DD4\u5E25\u5E2B\u5E33\u5E36\u5E63\u5E6B\u5E79\u5E7E\u5EAB\u5EE0\u5EE2\u5EE3\u5EEC\u5EF3\u5F35\u5F37\u5F48\u5F59\u5F8C\u5F91\u5F9E\u5FA9\u5FB5\u5FB9\u6085\u60E1\u60F1\u60F2\u611B\u614B\u6163\u616E\u6182\u6191\u61B6\u61C9\u61F6\u61F7\u61F8\u61FC\u6200\u6214\u6230\u6232\u6236\u62CB\u633E\u6368\u6383\u6399\u639B\u63A1\u63DA\u63DB\u63EE\u640D\u6416\u6490\u64A5\u64B2\u64C1\u64C7\u64CA\u64D4\u64DA\u64E0\u64EC\u64F1\u64F4\u64FE\u650F\u6514\u651C\u651D\u6557\u6558\u6575\u6578\u6582\u65B7\u65BC\u6642\u665D\u6688\u66A2\u66AB\u66B1\u66C6\u66C9\u66EC\u66F8\u6703\u6727\u6771\u689D\u68C4\u68DF\u694A\u6953\u696D\u6975\u69AE\u69CB\u69CD\u69D3\u6A01\u6A02\u6A13\u6A19\u6A1E\u6A23\u6A39\u6A4B\u6A5F\u6A62\u6A6B\u6A94\u6AA2\u6AAF\u6ABB\u6AC3\u6AFB\u6B04\u6B0A\u6B50\u6B61\u6B72\u6B77\u6B78\u6B98\u6BA4\u6BBC\u6BC0\u6C08\u6C23\u6C3E\u6C59\u6C7A\u6C92\u6C96\u6CC1\u6DBC\u6DD2\u6DDA\u6DE8\u6DFA\u6E2C\u6E4A\u6E67\u6E96\u6E9D\u6EAB\u6EC5\u6ED9\u6EEF\u6EF2\u6EFF\u6F01\u6F22\u6F32\u6F3F\u6F54\u6F5B\u6F80\u6FA4\u6FC3\u6FD5\u6FDF\u6FF1\u6FFE\u7009\u700F\u7015\u7051\u7058\u7063\u707D\u70BA\u70CF\u7121\u7149\u7159\u7165\u7169\u7192\u71B1\u71C8\u71D2\u71DF\u71E6\u71ED\u7210\u721B\u722D\u723E\u7246\u7258\u727D\u72A2\u72C0\u7319\u7336\u7345\u734E\u7368\u7372\u7375\u737B\u73FE\u7463\u746A\u74B0\u74CA\u7515\u7522\u755D\u7562\u756B\u7570\u7575\u7576\u7587\u758A\u75D9\u760B\u7621\u7642\u7662\u766E\u767C\u769A\u76DC\u76DE\u76E1\u76E3\u76E4\u773E\u774F\u77DA\u7832\u78A9\u78BA\u78BC\u78DA\u790E\u7919\u7926\u7955\u798D\u79A6\u79AA\u79AE\u7A05\u7A08\u7A1F\u7A2E\u7A31\u7A40\u7A4C\u7A4D\u7A69\u7AAE\u7AC4\u7ACA\u7AF6\u7B46\u7B4D\u7B67\u7B8F\u7BC0\u7BC4\u7BC9\u7BE9\u7C0D\u7C21\u7C3D\u7C43\u7C4C\u7C60\u7CA7\u7CE7\u7CFE\u7D00\u7D04\u7D05\u7D0B\u7D0D\u7D10\u7D13\u7D17\u7D19\u7D1A\u7D1B\u7D21\u7D2E\u7D30\u7D39\u7D42\u7D44\u7D50\u7D55\u7D5E\u7D61\u7D66\u7D68\u7D71\u7D72\u7D81\u7D93\u7D9C\u7DA0\u7DAD\u7DB1\u7DB2\u7DBB\u7DBD\u7DBF\u7DCA\u7DD2\u7DDA\u7DDD\u7DDE\u7DE0\u7DE3\u7DE8\u7DE9\u7DEF\u7DF4\u7E23\u7E2B\u7E2E\u7E31\u7E3D\u7E3E\u7E43\u7E54\u7E5E\u7E61\u7E69\u7E6A\u7E73\u7E7C\u7E8C\u7E96\u7E9C\u7F48\u7F70\u7F77\u7F85\u7F88\u7FA9\u7FD2\u8056\u805E\u806F\u8070\u8072\u8073\u8077\u807D\u8085\u8108\u812B\u8139\u814E\u8166\u816B\u8173\u819A\u81A0\u81A9\u81BD\u81C9\u81DF\u81E8\u81FA\u8207\u8208\u8209\u820A\u8216\u8259\u8266\u838A\u8396\u83EF\u842C\u8449\u84BC\u84CB\u84EE\u8523\u8525\u856D\u85A6\u85A9\u85CD\u85DD\u8607\u860B\u862D\u863F\u8655\u865B\u865F\u8667\u86FB\u8755\u8766\u87F2\u881F\u883B\u8853\u885B\u885D\u889E\u88CA\u88CF\u88DC\u88DD\u88E1\u88FD\u8907\u8932\u8938\u8956\u896F\u898B\u898F\u8993\u8996\u89BA\u89BD\u89C0\u89F8\u8A02\u8A03\u8A08\u8A0A\u8A0E\u8A13\u8A18\u8A1D\u8A2A\u8A2D\u8A31\u8A34\u8A3A\u8A3B\u8A46\u8A50\u8A55\u8A5B\u8A5E\u8A60\u8A62\u8A66\u8A69\u8A6D\u8A71\u8A72\u8A73\u8A87\u8A8C\u8A8D\u8A95\u8A98\u8A9E\u8AA0\u8AA4\u8AAA\u8AB0\u8AB2\u8ABC\u8ABF\u8AC7\u8ACB\u8AD2\u8AD6\u8AE7\u8AF7\u8AF8\u8AFE\u8B00\u8B02\u8B0A\u8B0E\u8B1B\u8B1D\u8B20\u8B39\u8B49\u8B4F\u8B58\u8B5C\u8B6F\u8B70\u8B74\u8B77\u8B80\u8B8A\u8B92\u8B93\u8B9A\u8C4E\u8C50\u8C6C\u8C93\u8C9D\u8C9E\u8CA0\u8CA1\u8CA2\u8CA7\u8CA8\u8CA9\u8CAB\u8CAC\u8CB4\u8CB6\u8CB7\u8CBB\u8CBC\u8CBF\u8CC0\u8CC7\u8CC8\u8CD3\u8CDC\u8CE0\u8CE3\u8CE4\u8CE6\u8CEA\u8CEC\u8CED\u8CF4\u8CFA\u8CFC\u8CFD\u8D08\u8D0A\u8D0F\u8D13\u8D95\u8D99\u8DA8\u8DB2\u8DE1\u8E10\u8E34\u8E4C\u8E64\u8E8D\u8EC0\u8ECA\u8ECC\u8ECD\u8ED2\u8EDF\u8EF8\u8F03\u8F09\u8F14\u8F15\u8F1B\u8F1D\u8F2A\u8F2F\u8F38\u8F3B\u8F44\u8F49\u8F4D\u8F5F\u8FA6\u8FAD\u8FAE\u8FAF\u8FB2\u9019\u9023\u9031\u9032\u904A\u904B\u904E\u9054\u9055\u9059\u905C\u905E\u9060\u9069\u9072\u9077\u9078\u907A\u9081\u9084\u908A\u908F\u9109\u912D\u9130\u919C\u919E\u91AB\u91AC\u91C0\u91CB\u91D8\u91DD\u920D\u9215\u9234\u9245\u925B\u9264\u9280\u9285\u92B3\u92B7\u92B9\u92C1\u92D2\u92EA\u92FC\u9304\u9310\u9318\u9322\u9326\u932F\u9336\u934B\u934D\u935B\u9375\u937E\u9382\u938A\u9396\u93AE\u93C8\u93DF\u93E1\u9418\u942E\u9435\u9444\u9451\u9452\u9470\u947D\u9577\u9580\u9583\u9589\u958B\u9592\u9593\u9598\u95A3\u95A8\u95A9\u95B1\u95C6\u95CA\u95D6\u95DC\u95E1\u965D\u9663\u9670\u9673\u9678\u967D\u968A\u968E\u9695\u969B\u96A8\u96AA\u96B1\u96BB\u96D6\u96D9\u96DB\u96DC\u96DE\u96E2\u96E3\u96F2\u96FB\u9727\u973D\u9742\u9748\u975C\u97CC\u97D3\u97FB\u97FF\u9801\u9802\u9805\u9806\u9808\u980C\u9810\u9811\u9812\u9813\u9817\u9818\u982D\u9830\u9838\u983B\u9846\u984C\u984D\u984F\u9858\u985B\u985E\u9867\u986F\u98A8\u98B1\u98C4\u98C6\u98DB\u98EF\u98F2\u98FC\u98FD\u9903\u9905\u990A\u9918\u9928\u9935\u994B\u9951\u99AC\u99C1\u99D0\u99D5\u99DB\u9A0E\u9A19\u9A30\u9A45\u9A57\u9A5A\u9A5F\u9AAF\u9AD2\u9AD4\u9AEE\u9B06\u9B0D\u9B22\u9B25\u9B27\u9B31\u9B5A\u9B6F\u9BAE\u9BE8\u9CE5\u9CF3\u9D28\u9D3B\u9D5D\u9DB4\u9DF9\u9E7D\u9E97\u9EA5\u9EB5\u9EBC\u9EC3\u9EDE\u9EE8\u9EF4\u9F15\u9F4A\u9F52\u9F61\u9F63\u9F8D\u9F9C\u50B3\u4F75\u4F48\u6EFE\u5247\u57F7\u5287\u50B5\u90F5\u8AEE\u522A\u6F70\u8105\u5275\u570D\u570B\u7C64\u8A17\u85E5\u6F64\u6E1B\u87A2";
var SIMPLIFIED = "\u6765\u7CFB\u4E2A\u4EEC\u5907\u4EF7\u4EEA\u4EBF\u4F18\u50A8\u513F\u5185\u4E24\u518C\u51BB\u5212\u5251\u5242\u52A8\u52A1\u52B3\u52BF\u52B1\u533A\u534F\u5374\u53C2\u4E1B\u5434\u5458\u95EE\u54D1\u542F\u5524\u4E27\u5355\u5417\u53F9\u5C1D\u55B7\u5413\u4E25\u5631\u56ED\u5706\u56FE\u56E2\u62A5\u573A\u5757\u575B\u538B\u574F\u58EE\u58F6\u591F\u68A6\u4F19\u5939\u5965\u593A\u594B\u5986\u5A31\u5987\u5A05\u5988\u5B59\u5B66\u5B9E\u5B81\u5BA1\u5199\u5BBD\u5BA0\u5B9D\u5C06\u4E13\u5BFB\u5BF9\u5BFC\u5C42\u5C5E\u5C9B\u5CE1\u5CAD\u5DC5\u5E05\u5E08\u5E10\u5E26\u5E01\u5E2E\u5E72\u51E0\u5E93\u5382\u5E9F\u5E7F\u5E90\u5385\u5F20\u5F3A\u5F39\u6C47\u540E\u5F84\u4ECE\u590D\u5F81\u5F7B\u60A6\u6076\u607C\u607D\u7231\u6001\u60EF\u8651\u5FE7\u51ED\u5FC6\u5E94\u61D2\u6000\u60AC\u60E7\u604B\u620B\u6218\u620F\u6237\u629B\u631F\u820D\u626B\u6323\u6302\u91C7\u626C\u6362\u6325\u635F\u6447\u6491\u62E8\u6251\u62E5\u62E9\u51FB\u62C5\u636E\u6324\u62DF\u6401\u6269\u6270\u62E2\u62E6\u643A\u6444\u8D25\u53D9\u654C\u6570\u655B\u65AD\u4E8E\u65F6\u663C\u6655\u7545\u6682\u6635\u5386\u6653\u6652\u4E66\u4F1A\u80E7\u4E1C\u6761\u5F03\u680B\u6768\u67AB\u4E1A\u6781\u8363\u6784\u67AA\u6760\u6869\u4E50\u697C\u6807\u67A2\u6837\u6811\u6865\u673A\u692D\u6A2A\u6863\u68C0\u53F0\u69DB\u67DC\u6A31\u680F\u6743\u6B27\u6B22\u5C81\u5386\u5F52\u6B8B\u6B87\u58F3\u6BC1\u6BE1\u6C14\u6CDB\u6C61\u51B3\u6CA1\u51B2\u51B5\u51C9\u51C4\u6CEA\u51C0\u6D45\u6D4B\u51D1\u6D8C\u51C6\u6C9F\u6E29\u706D\u6C47\u6EDE\u6E17\u6EE1\u6E14\u6C49\u6DA8\u6D46\u6D01\u6F5C\u6DA9\u6CFD\u6D53\u6E7F\u6D4E\u6EE8\u6EE4\u6CFB\u6D4F\u6FD2\u6D12\u6EE9\u6E7E\u707E\u4E3A\u4E4C\u65E0\u70BC\u70DF\u7115\u70E6\u8367\u70ED\u706F\u70E7\u8425\u707F\u70DB\u7089\u70C2\u4E89\u5C14\u5899\u724D\u7275\u728A\u72B6\u72F0\u72B9\u72EE\u5956\u72EC\u83B7\u730E\u732E\u73B0\u7410\u739B\u73AF\u743C\u74EE\u4EA7\u4EA9\u6BD5\u753B\u5F02\u753B\u5F53\u7574\u53E0\u75C9\u75AF\u75AE\u7597\u75D2\u763E\u53D1\u7691\u76D7\u76CF\u5C3D\u76D1\u76D8\u4F17\u56F0\u77A9\u70AE\u7855\u786E\u7801\u7816\u7840\u788D\u77FF\u79D8\u7978\u5FA1\u7985\u793C\u7A0E\u79C6\u7980\u79CD\u79F0\u8C37\u7A23\u79EF\u7A33\u7A77\u7A9C\u7A83\u7ADE\u7B14\u7B0B\u7B15\u7B5D\u8282\u8303\u7B51\u7B5B\u7BD3\u7B80\u7B7E\u7BEE\u7B79\u7B3C\u5986\u7CAE\u7EA0\u7EAA\u7EA6\u7EA2\u7EB9\u7EB3\u7EBD\u7EBE\u7EB1\u7EB8\u7EA7\u7EB7\u7EBA\u624E\u7EC6\u7ECD\u7EC8\u7EC4\u7ED3\u7EDD\u7EDE\u7EDC\u7ED9\u7ED2\u7EDF\u4E1D\u7ED1\u7ECF\u7EFC\u7EFF\u7EF4\u7EB2\u7F51\u7EFD\u7EF0\u7EF5\u7D27\u7EEA\u7EBF\u7F09\u7F0E\u7F14\u7F18\u7F16\u7F13\u7EAC\u7EC3\u53BF\u7F1D\u7F29\u7EB5\u603B\u7EE9\u7EF7\u7EC7\u7ED5\u7EE3\u7EF3\u7ED8\u7F34\u7EE7\u7EED\u7EA4\u7F06\u575B\u7F5A\u7F62\u7F57\u7F81\u4E49\u4E60\u5723\u95FB\u8054\u806A\u58F0\u8038\u804C\u542C\u8083\u8109\u8131\u80C0\u80BE\u8111\u80BF\u811A\u80A4\u80F6\u817B\u80C6\u8138\u810F\u4E34\u53F0\u4E0E\u5174\u4E3E\u65E7\u94FA\u8231\u8230\u5E84\u830E\u534E\u4E07\u53F6\u82CD\u76D6\u83B2\u848B\u8471\u8427\u8350\u8428\u84DD\u827A\u82CF\u82F9\u5170\u841D\u5904\u865A\u53F7\u4E8F\u8715\u8680\u867E\u866B\u8721\u86EE\u672F\u536B\u51B2\u886E\u8885\u91CC\u8865\u88C5\u91CC\u5236\u590D\u88E4\u891B\u8884\u886C\u89C1\u89C4\u89C5\u89C6\u89C9\u89C8\u89C2\u89E6\u8BA2\u8BA3\u8BA1\u8BAF\u8BA8\u8BAD\u8BB0\u8BB6\u8BBF\u8BBE\u8BB8\u8BC9\u8BCA\u6CE8\u8BCB\u8BC8\u8BC4\u8BC5\u8BCD\u548F\u8BE2\u8BD5\u8BD7\u8BE1\u8BDD\u8BE5\u8BE6\u5938\u5FD7\u8BA4\u8BDE\u8BF1\u8BED\u8BDA\u8BEF\u8BF4\u8C01\u8BFE\u8C0A\u8C03\u8C08\u8BF7\u8C05\u8BBA\u8C10\u8BBD\u8BF8\u8BFA\u8C0B\u8C13\u8C0E\u8C1C\u8BB2\u8C22\u8C23\u8C28\u8BC1\u8BA5\u8BC6\u8C31\u8BD1\u8BAE\u8C34\u62A4\u8BFB\u53D8\u8C17\u8BA9\u8D5E\u7AD6\u4E30\u732A\u732B\u8D1D\u8D1E\u8D1F\u8D22\u8D21\u8D2B\u8D27\u8D29\u8D2F\u8D23\u8D35\u8D2C\u4E70\u8D39\u8D34\u8D38\u8D3A\u8D44\u8D3E\u5BBE\u8D50\u8D54\u5356\u8D31\u8D4B\u8D28\u8D26\u8D4C\u8D56\u8D5A\u8D2D\u8D5B\u8D60\u8D5E\u8D62\u8D43\u8D76\u8D75\u8D8B\u8DB1\u8FF9\u8DF5\u8E0A\u8DC4\u8E2A\u8DC3\u8EAF\u8F66\u8F68\u519B\u8F69\u8F6F\u8F74\u8F83\u8F7D\u8F85\u8F7B\u8F86\u8F89\u8F6E\u8F91\u8F93\u8F90\u8F96\u8F6C\u8F99\u8F70\u529E\u8F9E\u8FAB\u8FA9\u519C\u8FD9\u8FDE\u5468\u8FDB\u6E38\u8FD0\u8FC7\u8FBE\u8FDD\u9065\u900A\u9012\u8FDC\u9002\u8FDF\u8FC1\u9009\u9057\u8FC8\u8FD8\u8FB9\u903B\u4E61\u90D1\u90BB\u4E11\u915D\u533B\u9171\u917F\u91CA\u9489\u9488\u949D\u94AE\u94C3\u5DE8\u94C5\u94A9\u94F6\u94DC\u9510\u9500\u9508\u94DD\u950B\u94FA\u94A2\u5F55\u9525\u9524\u94B1\u9526\u9519\u8868\u9505\u9540\u953B\u952E\u949F\u9541\u9551\u9501\u9547\u94FE\u94F2\u955C\u949F\u9570\u94C1\u94F8\u9274\u9274\u94A5\u94BB\u957F\u95E8\u95EA\u95ED\u5F00\u95F2\u95F4\u95F8\u9601\u95FA\u95FD\u9605\u677F\u9614\u95EF\u5173\u9610\u9655\u9635\u9634\u9648\u9646\u9633\u961F\u9636\u9668\u9645\u968F\u9669\u9690\u53EA\u867D\u53CC\u96CF\u6742\u9E21\u79BB\u96BE\u4E91\u7535\u96FE\u9701\u96F3\u7075\u9759\u97E7\u97E9\u97F5\u54CD\u9875\u9876\u9879\u987A\u987B\u9882\u9884\u987D\u9881\u987F\u9887\u9886\u5934\u988A\u9888\u9891\u9897\u9898\u989D\u989C\u613F\u98A0\u7C7B\u987E\u663E\u98CE\u53F0\u98D8\u98D9\u98DE\u996D\u996E\u9972\u9971\u997A\u997C\u517B\u4F59\u9986\u5582\u9988\u9965\u9A6C\u9A73\u9A7B\u9A7E\u9A76\u9A91\u9A97\u817E\u9A71\u9A8C\u60CA\u9AA4\u80AE\u810F\u4F53\u53D1\u677E\u80E1\u9B13\u6597\u95F9\u90C1\u9C7C\u9C81\u9C9C\u9CB8\u9E1F\u51E4\u9E2D\u9E3F\u9E45\u9E64\u9E70\u76D0\u4E3D\u9EA6\u9762\u4E48\u9EC4\u70B9\u515A\u9709\u51AC\u9F50\u9F7F\u9F84\u51FA\u9F99\u9F9F\u4F20\u5E76\u5E03\u6EDA\u5219\u6267\u5267\u503A\u90AE\u54A8\u5220\u6E83\u80C1\u521B\u56F4\u56FD\u7B7E\u6258\u836F\u6DA6\u51CF\u8424";
var toSimplified;
function simplifiedTable() {
  if (toSimplified) return toSimplified;
  toSimplified = /* @__PURE__ */ new Map();
  for (let i = 0; i < TRADITIONAL.length; i++) toSimplified.set(TRADITIONAL[i], SIMPLIFIED[i]);
  return toSimplified;
}
var PARTICLES = "\u306E\u3092\u306B\u306F\u304C\u3067\u3068\u3082\u3078\u3084\u304B\u306A";
function cjkClass(ch) {
  const c = ch.charCodeAt(0);
  if (ch.length > 1) return 0;
  return c >= 12448 && c <= 12543 || c >= 12784 && c <= 12799 ? 1 : c >= 12352 && c <= 12447 ? 2 : 0;
}
function pushCjk(out, run) {
  const table = simplifiedTable();
  const chars = Array.from(run, (c) => table.get(c) ?? c);
  let start = 0;
  while (start < chars.length) {
    const cls = cjkClass(chars[start]);
    let end = start + 1;
    while (end < chars.length && cjkClass(chars[end]) === cls) end++;
    if (cls !== 2) {
      if (end - start === 1) {
        if (cls === 0 && chars.length === 1) out.push(chars[start]);
        else if (cls === 0 && end < chars.length && cjkClass(chars[end]) === 2 && !PARTICLES.includes(chars[end])) {
          out.push(chars[start] + chars[end]);
        } else if (process.env.KP && cls === 0 && end < chars.length && PARTICLES.includes(chars[end]) && !(process.env.KSTOP ?? "").includes(chars[start])) {
          out.push(chars[start]);
        }
      } else {
        for (let i = start; i + 1 < end; i++) out.push(chars[i] + chars[i + 1]);
      }
    }
    start = end;
  }
}
function pushBigrams(out, run) {
  const chars = Array.from(run);
  if (chars.length === 1) {
    out.push(chars[0]);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
}
function tokenize(text) {
  if (typeof text !== "string") throw new TypeError(`tokenize expects a string, got ${typeof text}`);
  const out = [];
  const t = NON_ASCII_RE.test(text) ? text.normalize("NFKC") : text;
  const n = t.length;
  let width = 1;
  const at = (i2) => {
    const u = t.charCodeAt(i2);
    if (u < 128) {
      width = 1;
      return ASCII_CLASS[u];
    }
    const c = t.codePointAt(i2);
    width = c > 65535 ? 2 : 1;
    return classOf(width === 1 ? t[i2] : t.slice(i2, i2 + 2), c);
  };
  let i = 0;
  while (i < n) {
    const start = i;
    const cls = at(i);
    if (cls & (CJK | HANGUL)) {
      const run = cls & CJK ? CJK : HANGUL;
      i += width;
      while (i < n && at(i) & run) i += width;
      if (run === CJK) pushCjk(out, t.slice(start, i));
      else pushBigrams(out, t.slice(start, i));
      continue;
    }
    if (!(cls & WORD)) {
      i += width;
      continue;
    }
    i += width;
    for (; ; ) {
      while (i < n && at(i) & WORD) i += width;
      if (i + 1 < n && isConnector(t.charCodeAt(i)) && at(i + 1) & WORD) i += 1;
      else break;
    }
    pushToken(out, t.slice(start, i));
  }
  return out;
}
function pushToken(out, raw) {
  if (SIMPLE_WORD_RE.test(raw)) {
    pushWord(out, raw.toLowerCase());
    return;
  }
  const pieces = [];
  for (const part of raw.split(CONNECTOR_RE)) {
    for (const piece of splitCamel(part)) if (piece) pieces.push(foldLatin(piece));
  }
  for (const p of pieces) pushWord(out, p);
  if (pieces.length > 1) pushWord(out, pieces.join(""));
}

// ../../tmp/tuneK/src/runtime/expand.ts
var EXPANSION_WEIGHT = 0.6;
var EXPANSION_SPAN = 3;
var NONE = { terms: [], factors: [] };
var REMEMBER = 4096;
function createExpander(table) {
  if (!table) return () => NONE;
  const phrasesOf = /* @__PURE__ */ new Map();
  function keyAt(start) {
    let end = start;
    while (end < table.length) {
      const c = table.charCodeAt(end);
      if (c === 32 || c === 62 || c === 10) break;
      end++;
    }
    return table.slice(start, end);
  }
  function lookup(term) {
    let found = phrasesOf.get(term);
    if (found) return found;
    const n = table.length;
    let lo2 = 0;
    let hi = n;
    while (lo2 < hi) {
      const start = table.lastIndexOf("\n", (lo2 + hi >> 1) - 1) + 1;
      if (keyAt(start) < term) {
        const next = table.indexOf("\n", start);
        lo2 = next === -1 ? n : next + 1;
      } else {
        hi = start;
      }
    }
    found = [];
    for (let start = lo2; start < n && keyAt(start) === term; ) {
      let end = table.indexOf("\n", start);
      if (end === -1) end = n;
      const cut = table.indexOf(">", start);
      if (cut !== -1 && cut < end) found.push({ terms: table.slice(start, cut).split(" "), targets: table.slice(cut + 1, end) });
      start = end + 1;
    }
    if (phrasesOf.size >= REMEMBER) phrasesOf.clear();
    phrasesOf.set(term, found);
    return found;
  }
  return (typed) => {
    let present;
    let done;
    let out;
    for (const t of typed) {
      if (t.charCodeAt(0) < 11904) continue;
      const phrases = lookup(t);
      if (phrases.length === 0) continue;
      present ??= new Set(typed);
      done ??= /* @__PURE__ */ new Set();
      for (const p of phrases) {
        if (done.has(p.targets) || !p.terms.every((x) => present.has(x))) continue;
        done.add(p.targets);
        const factor = EXPANSION_WEIGHT * Math.min(p.terms.length, EXPANSION_SPAN);
        out ??= { terms: [], factors: [] };
        for (const x of p.targets.split(" ")) {
          if (present.has(x)) continue;
          present.add(x);
          out.terms.push(x);
          out.factors.push(factor);
        }
      }
    }
    return out ?? NONE;
  };
}
function joinExpansions(a, b) {
  if (a.terms.length === 0) return b;
  if (b.terms.length === 0) return a;
  const out = { terms: a.terms.slice(), factors: a.factors.slice() };
  b.terms.forEach((t, k) => {
    if (!out.terms.includes(t)) {
      out.terms.push(t);
      out.factors.push(b.factors[k]);
    }
  });
  return out;
}

// ../../tmp/tuneK/src/runtime/typos.ts
var TYPO_WEIGHT = 0.8;
var TYPO_MIN_LENGTH = 6;
var TYPO_MIN_DF = 3;
var REMEMBER2 = 4096;
var NONE2 = { terms: [], factors: [], from: [] };
function letters(t) {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 97 || c > 122) return false;
  }
  return true;
}
function correction(t, count) {
  let best = "";
  let bestDf = TYPO_MIN_DF - 1;
  const consider = (c) => {
    const df = count(c);
    if (df > bestDf) {
      bestDf = df;
      best = c;
    }
  };
  for (let k = 0; k + 1 < t.length; k++) {
    if (t[k] !== t[k + 1]) consider(t.slice(0, k) + t[k + 1] + t[k] + t.slice(k + 2));
  }
  for (let k = 0; k < t.length; k++) {
    if (k === 0 || t[k] !== t[k - 1]) consider(t.slice(0, k) + t.slice(k + 1));
  }
  return best;
}
function createCorrector(count) {
  const memory = /* @__PURE__ */ new Map();
  return (typed) => {
    let out;
    for (const t of typed) {
      if (t.length < TYPO_MIN_LENGTH || !letters(t)) continue;
      let fix = memory.get(t);
      if (fix === void 0) {
        fix = count(t) > 0 ? "" : correction(t, count);
        if (memory.size >= REMEMBER2) memory.clear();
        memory.set(t, fix);
      }
      if (fix === "" || typed.includes(fix) || out?.terms.includes(fix)) continue;
      out ??= { terms: [], factors: [], from: [] };
      out.terms.push(fix);
      out.factors.push(TYPO_WEIGHT);
      out.from.push(t);
    }
    return out ?? NONE2;
  };
}

// ../../tmp/tuneK/src/runtime/catalog.ts
var CATALOG_SHARE_PERCENT = 2;
var CATALOG_MIN_TOKENS = 4e3;
var CATALOG_MAX_TOKENS = 8e3;
var CATALOG_MAX_SHARE_PERCENT = 5;
var CHARS_PER_TOKEN = 4;
var UNKNOWN_WINDOW_CHARS = 18e3;
var MAX_DESCRIPTION_CHARS = 1024;
function catalogBudget(options = {}) {
  const { contextWindow, budgetChars } = options;
  const window = contextWindow === void 0 || contextWindow === null || contextWindow === 0 ? null : contextWindow;
  if (window !== null && !(typeof window === "number" && Number.isFinite(window) && window > 0))
    throw new TypeError(`catalog: contextWindow must be a positive number of tokens, got ${String(contextWindow)}`);
  if (budgetChars !== void 0 && budgetChars !== null) {
    if (!(typeof budgetChars === "number" && Number.isFinite(budgetChars) && budgetChars >= 0))
      throw new TypeError(`catalog: budgetChars must be a number of characters >= 0, got ${String(budgetChars)}`);
    return { chars: Math.floor(budgetChars), tokens: null, contextWindow: window, basis: "budgetChars" };
  }
  if (window === null) return { chars: UNKNOWN_WINDOW_CHARS, tokens: null, contextWindow: null, basis: "unknown-window" };
  const share = Math.floor(window * CATALOG_SHARE_PERCENT / 100);
  let tokens = Math.min(Math.max(share, CATALOG_MIN_TOKENS), CATALOG_MAX_TOKENS);
  tokens = Math.min(tokens, Math.floor(window * CATALOG_MAX_SHARE_PERCENT / 100));
  return { chars: tokens * CHARS_PER_TOKEN, tokens, contextWindow: window, basis: "contextWindow" };
}
var SPACE_RE = /[\s\u0000-\u001F\u007F]+/g;
var CJK_RE2 = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/g;
function budgetLength(text) {
  return text.length + 3 * (text.match(CJK_RE2)?.length ?? 0);
}
function oneLine(value) {
  return typeof value === "string" ? value.replace(SPACE_RE, " ").trim() : "";
}
function list(value) {
  return Array.isArray(value) ? value.filter((x) => typeof x === "string") : [];
}
function declaredTools(entry) {
  const seen2 = /* @__PURE__ */ new Set();
  const out = [];
  for (const t of [...list(entry.requires?.tools), ...list(entry.allowedTools)]) {
    const clean = oneLine(t);
    const key = clean.toLowerCase();
    if (clean && !seen2.has(key)) {
      seen2.add(key);
      out.push(clean);
    }
  }
  return out;
}
function catalogLine(entry) {
  const id = oneLine(entry.id);
  const name = oneLine(entry.name);
  const last = id.slice(id.lastIndexOf("/") + 1);
  const showName = name !== "" && name.toLowerCase() !== id.toLowerCase() && name.toLowerCase() !== last.toLowerCase();
  let description = oneLine(entry.description);
  if (description.length > MAX_DESCRIPTION_CHARS) description = `${description.slice(0, MAX_DESCRIPTION_CHARS - 1)}\u2026`;
  const tools = declaredTools(entry);
  return `- ${id}${showName ? ` (${name})` : ""}: ${description}${tools.length ? ` [tools: ${tools.join(", ")}]` : ""}`;
}
function catalogNotice(n, plural = n !== 1) {
  return `${n} more skill${plural ? "s" : ""}: use SkillSearch to find ${plural ? "them" : "it"}.`;
}
function invalidReason(entry) {
  if (typeof entry.invalid === "string" && entry.invalid !== "") return entry.invalid;
  if (typeof entry.id !== "string" || oneLine(entry.id) === "") return "no id";
  if (typeof entry.name !== "string" || oneLine(entry.name) === "") return "no name";
  if (typeof entry.description !== "string" || oneLine(entry.description) === "") return "no description";
  return void 0;
}
function hostMissing(entry, host) {
  if (!host) return void 0;
  const missing = (need, have) => {
    if (!Array.isArray(have)) return [];
    const set = new Set(have.map((h) => String(h).toLowerCase()));
    return need.filter((n) => !set.has(n.toLowerCase()));
  };
  const tools = missing(list(entry.requires?.tools), host.tools);
  const capabilities = missing(list(entry.requires?.capabilities), host.capabilities);
  return tools.length || capabilities.length ? { tools, capabilities } : void 0;
}
function resolvePolicy(defaults, options, find) {
  const unknown = [];
  const resolve3 = (refs, what) => {
    const out = /* @__PURE__ */ new Set();
    if (refs === void 0 || refs === null) return out;
    if (!Array.isArray(refs)) throw new TypeError(`${what} must be an array of skill ids or names`);
    for (const ref of refs) {
      const i = typeof ref === "string" ? find(ref) : void 0;
      if (i === void 0) {
        if (!unknown.includes(String(ref))) unknown.push(String(ref));
      } else {
        out.add(i);
      }
    }
    return out;
  };
  const buildPinned = resolve3(defaults?.pinned, "pinned");
  const buildDisabled = resolve3(defaults?.disabled, "disabled");
  const callPinned = resolve3(options.pinned, "pinned");
  const callDisabled = resolve3(options.disabled, "disabled");
  const pinned = new Set([...buildPinned].filter((i) => !callDisabled.has(i)));
  for (const i of callPinned) pinned.add(i);
  const disabled = new Set([...buildDisabled].filter((i) => !callPinned.has(i)));
  for (const i of callDisabled) disabled.add(i);
  for (const i of disabled) pinned.delete(i);
  return { pinned, disabled, host: options.host, unknown };
}
function exclusion(entry, i, policy) {
  if (entry.shadowedBy !== void 0) return { reason: "shadowed", shadowedBy: entry.shadowedBy };
  const bad = invalidReason(entry);
  if (bad !== void 0) return { reason: "invalid", detail: bad };
  if (policy.disabled.has(i)) return { reason: "disabled" };
  const missing = hostMissing(entry, policy.host);
  if (missing) return { reason: "host_incompatible", missing };
  return void 0;
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function createCatalog(data, find) {
  let skills;
  const lines = [];
  const lineOf = (i) => lines[i] ??= catalogLine(skills[i]);
  const precedence = /* @__PURE__ */ new Map();
  for (const [k, s] of (data.sources ?? []).entries()) if (!precedence.has(s.scope)) precedence.set(s.scope, k);
  const sourceRank = (e) => precedence.get(e.source) ?? precedence.size;
  return function catalog(options = {}) {
    if (options === null || typeof options !== "object") throw new TypeError("catalog: options must be an object");
    const budget = catalogBudget(options);
    const policy = resolvePolicy(data.catalog, options, find);
    const all = skills ??= data.entries;
    const excluded = /* @__PURE__ */ new Map();
    const eligible = [];
    for (let i = 0; i < all.length; i++) {
      const why = exclusion(all[i], i, policy);
      if (why) excluded.set(i, why);
      else eligible.push(i);
    }
    eligible.sort((a, b) => {
      const ea = all[a];
      const eb = all[b];
      return Number(policy.pinned.has(b)) - Number(policy.pinned.has(a)) || sourceRank(ea) - sourceRank(eb) || cmp(ea.name, eb.name) || cmp(ea.id, eb.id) || a - b;
    });
    const cost = (i) => budgetLength(lineOf(i)) + 1;
    const taken = /* @__PURE__ */ new Set();
    const total = eligible.reduce((sum, i) => sum + cost(i), 0);
    if (total - 1 <= budget.chars) {
      for (const i of eligible) taken.add(i);
    } else {
      const limit = budget.chars - catalogNotice(eligible.length, true).length;
      let used = 0;
      for (const i of eligible) {
        const c = cost(i);
        if (used + c <= limit) {
          taken.add(i);
          used += c;
        }
      }
    }
    const chosen = eligible.filter((i) => taken.has(i));
    const omitted = eligible.length - chosen.length;
    const parts = chosen.map(lineOf);
    if (omitted > 0) {
      const notice = catalogNotice(omitted);
      const length = chosen.reduce((s, i) => s + cost(i), 0) + notice.length;
      if (length <= budget.chars) parts.push(notice);
    }
    const text = parts.join("\n");
    const base = (i) => ({
      id: all[i].id,
      name: all[i].name,
      source: all[i].source,
      chars: cost(i),
      pinned: policy.pinned.has(i)
    });
    const entries = eligible.map((i, k) => ({
      ...base(i),
      reason: taken.has(i) ? "advertised" : "budget",
      rank: k + 1
    }));
    for (const [i, why] of excluded) entries.push({ ...base(i), rank: null, ...why });
    return {
      text,
      report: {
        budget,
        used: budgetLength(text),
        advertised: chosen.length,
        omitted,
        entries,
        unknown: policy.unknown
      }
    };
  };
}

// ../../tmp/tuneK/src/runtime/pack.ts
var PRIORITY = 4;
var TRIGGERS = 8;
var PATTERNS = 16;
var SHADOWED_BY = 4096;
var ROUTING = PRIORITY | TRIGGERS | PATTERNS | SHADOWED_BY;
var tables = /* @__PURE__ */ new WeakMap();
function entryTable(data) {
  const packed = tables.get(data);
  if (packed && Object.getOwnPropertyDescriptor(data, "entries")?.get) return packed;
  const entries = data.entries;
  if (!Array.isArray(entries)) return void 0;
  return {
    length: entries.length,
    at: (i) => entries[i],
    all: () => entries,
    id: (i) => entries[i].id,
    name: (i) => entries[i].name,
    special: () => entries.map((_, i) => i)
  };
}

// ../../tmp/tuneK/src/runtime/tools.ts
var MAX_SEARCH_LIMIT = 8;
var message = (err) => err instanceof Error ? err.message : String(err);
function isObject(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function nonEmpty(input, key) {
  const v = input[key];
  return typeof v === "string" && v.trim() !== "" ? v : void 0;
}
function createTools(host, options = {}) {
  if (!isObject(options)) throw new TypeError("tools: options must be an object");
  const all = host.data.entries;
  const policy = resolvePolicy(host.data.catalog, options, host.find);
  const refusal = all.map((e, i) => exclusion(e, i, policy));
  const available = all.filter((_, i) => refusal[i] === void 0);
  const refused = refusal.filter((r2) => r2 !== void 0 && r2.reason !== "shadowed").length;
  const defaultLimit = options.searchLimit === void 0 ? MAX_SEARCH_LIMIT : clampLimit(options.searchLimit);
  function resolve3(ref) {
    const i = host.find(ref);
    if (i === void 0) {
      const closest2 = host.closest(ref, available, 3);
      return {
        answer: {
          error: `Unknown skill ${JSON.stringify(ref)}.${closest2.length ? ` Did you mean ${closest2.join(", ")}?` : ""}`,
          closest: closest2
        }
      };
    }
    const why = refusal[i];
    if (why) {
      const e = all[i];
      const detail = why.reason === "disabled" ? "it is disabled" : why.reason === "host_incompatible" ? `it needs ${[...why.missing.tools.map((t) => `tool ${t}`), ...why.missing.capabilities.map((c) => `capability ${c}`)].join(", ")}, which this host lacks` : `it is invalid (${why.detail})`;
      return { answer: { error: `Skill "${e.id}" cannot be used: ${detail}.`, reason: why.reason } };
    }
    return { i };
  }
  const skill = {
    name: "Skill",
    description: "Load a skill's full instructions by its id or name (from the skill catalog or from SkillSearch, including skills the catalog had no room for). Returns the instructions and the files the skill can read with read_resource.",
    inputSchema: {
      type: "object",
      properties: { name: { type: "string", description: 'The skill id (e.g. "pdf-tables") or name.' } },
      required: ["name"],
      additionalProperties: false
    },
    async execute(input) {
      const name = isObject(input) ? nonEmpty(input, "name") : void 0;
      if (name === void 0) return { error: 'Skill needs { "name": "<skill id or name>" }.' };
      const r2 = resolve3(name);
      if ("answer" in r2) return r2.answer;
      const e = all[r2.i];
      let loaded;
      try {
        loaded = await host.load(e.id);
      } catch (err) {
        return { error: `Skill "${e.id}" could not be loaded: ${message(err)}` };
      }
      return {
        id: e.id,
        name: e.name,
        body: loaded.body,
        resources: (e.resources ?? []).map((res) => ({ path: res.path, type: res.type, size: res.size, readable: res.kind === "text" }))
      };
    }
  };
  const skillSearch = {
    name: "SkillSearch",
    description: `Search every available skill by keywords, including those not listed in the skill catalog. Returns up to ${MAX_SEARCH_LIMIT} skills (id, name, description), best first; load one with Skill.`,
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", description: "What the task is about, in a few words." },
        limit: { type: "integer", minimum: 1, maximum: MAX_SEARCH_LIMIT, default: defaultLimit, description: "Most results." }
      },
      required: ["query"],
      additionalProperties: false
    },
    async execute(input) {
      const query = isObject(input) ? nonEmpty(input, "query") : void 0;
      if (query === void 0) return { error: 'SkillSearch needs { "query": "<keywords>" }.' };
      const raw = input.limit;
      const limit = raw === void 0 || raw === null ? defaultLimit : clampLimit(raw);
      const results = host.search(query, { limit: limit + refused }).filter((m) => refusal[host.find(m.id)] === void 0).slice(0, limit).map((m) => ({ id: m.id, name: m.name, description: m.entry.description, score: m.score }));
      return results.length ? { query, results } : { query, results, note: "No skill matches this query; try other keywords." };
    }
  };
  const readResource = {
    name: "read_resource",
    description: "Read a file that belongs to a skill (its references/, scripts/ or assets/ files, or a file its instructions link to). Only the paths Skill lists as readable can be read.",
    inputSchema: {
      type: "object",
      properties: {
        skill: { type: "string", description: "The skill id or name." },
        path: { type: "string", description: 'The file path exactly as Skill listed it, e.g. "references/guide.md".' }
      },
      required: ["skill", "path"],
      additionalProperties: false
    },
    async execute(input) {
      const ref = isObject(input) ? nonEmpty(input, "skill") : void 0;
      const path = isObject(input) ? nonEmpty(input, "path") : void 0;
      if (ref === void 0 || path === void 0) return { error: 'read_resource needs { "skill": "<id or name>", "path": "<file path>" }.' };
      const r2 = resolve3(ref);
      if ("answer" in r2) return r2.answer;
      const e = all[r2.i];
      try {
        const text = await host.readResource(e.id, path);
        const res = e.resources.find((x) => x.path === path || x.path === path.replace(/^(?:\.\/)+/, "").replace(/#.*$/, ""));
        return { skill: e.id, path: res?.path ?? path, type: res?.type, text };
      } catch (err) {
        return {
          error: message(err),
          readable: (e.resources ?? []).filter((x) => x.kind === "text").map((x) => x.path)
        };
      }
    }
  };
  return [skill, skillSearch, readResource];
}
function clampLimit(raw) {
  const n = typeof raw === "number" ? raw : Number(raw);
  if (!Number.isFinite(n)) return MAX_SEARCH_LIMIT;
  return Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.floor(n)));
}

// ../../tmp/tuneK/src/runtime/loadout.ts
var ABSTAIN_SCORE = 12;
var ABSTAIN_RATIO = 0.5;
var SHORT_TASK = 32;
var RELATIVE_FLOOR = 0.2;
var MAX_TASK_CHARS = 2e4;
var PRIOR_DOCS = 25;
var CONFIDENCE_HALF = 6;
var PATTERN_BONUS = 4;
var CJK_CHAR_RE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/g;
function estimateTokens(text) {
  if (typeof text !== "string") throw new TypeError(`estimateTokens expects a string, got ${typeof text}`);
  const cjk = text.match(CJK_CHAR_RE)?.length ?? 0;
  return Math.ceil((text.length - cjk) / 4 + cjk);
}
function createLoadout(data, loaders, options) {
  const table = data && data.version === 1 && entryTable(data) || invalidData();
  const opts = Array.isArray(options) ? { resources: options } : options ?? {};
  const resourceLoaders = opts.resources;
  const listeners = /* @__PURE__ */ new Map();
  if (opts.onEvent) listeners.set(opts.onEvent, { includeTask: !!opts.includeTask });
  const lastRank = /* @__PURE__ */ new Map();
  function emit(event, task) {
    for (const [listener, how] of listeners) {
      try {
        listener(how.includeTask && task !== void 0 ? { ...event, task } : event);
      } catch {
      }
    }
  }
  function routed(type, task, results) {
    if (listeners.size === 0) return;
    const taskHash = hashTask(task);
    lastRank.clear();
    const list2 = results.map((r2, k) => {
      lastRank.set(r2.id, { rank: k + 1, taskHash });
      return { id: r2.id, rank: k + 1, score: r2.score, tier: r2.tier, tokens: r2.entry.tokens };
    });
    emit({ type, taskHash, results: list2, abstained: !results.some((r2) => r2.tier !== "core") }, task);
  }
  function addListener(listener, options2 = {}) {
    if (typeof listener !== "function") throw new TypeError("onEvent: the listener must be a function");
    listeners.set(listener, { includeTask: !!options2.includeTask });
    return () => void listeners.delete(listener);
  }
  const n = table.length;
  const index = new TermIndex(data.index.terms);
  const indexText = index.text;
  const scale = data.index.scale;
  const DOMAIN = 1;
  const SEARCHABLE = 2;
  const NO_TASK = 4;
  const NO_PLAN = 8;
  const NO_EDIT = 16;
  const TRIGGER_BIT = { task: NO_TASK, plan: NO_PLAN, edit: NO_EDIT };
  const flags = new Uint8Array(n).fill(SEARCHABLE | DOMAIN);
  const core = [];
  const patternTerms = [];
  const withPatterns = [];
  let activeCount = n;
  for (const i of table.special()) {
    const e = table.at(i);
    if (e.patterns.length) {
      patternTerms[i] = e.patterns.map((p) => [...new Set(tokenize(p.replace(/_/g, " ")))]);
      withPatterns.push(i);
    }
    if (e.shadowedBy !== void 0) {
      flags[i] = 0;
      activeCount--;
      continue;
    }
    if (e.priority === "core") core.push(i);
    flags[i] = SEARCHABLE | (e.priority === "domain" ? DOMAIN : 0) | (e.triggers.task === false ? NO_TASK : 0) | (e.triggers.plan === false ? NO_PLAN : 0) | (e.triggers.edit === false ? NO_EDIT : 0);
  }
  const hasPatterns = withPatterns.length > 0;
  let active;
  const activeEntries = () => {
    if (active) return active;
    active = [];
    for (let i = 0; i < n; i++) if (flags[i]) active.push(table.at(i));
    return active;
  };
  let byId;
  let byFolded;
  function lookupMaps() {
    byId = /* @__PURE__ */ new Map();
    byFolded = /* @__PURE__ */ new Map();
    for (let i = 0; i < n; i++) if (flags[i]) byId.set(table.id(i), i);
    for (const name of [false, true]) {
      for (let i = 0; i < n; i++) {
        if (!flags[i]) continue;
        const folded = (name ? table.name(i) : table.id(i)).toLowerCase();
        if (!byFolded.has(folded)) byFolded.set(folded, i);
      }
    }
  }
  const acc = Number.isInteger(PATTERN_BONUS * scale) ? new Int32Array(n) : new Float64Array(n);
  const hits = new Int32Array(n);
  const touched = [];
  const expand = createExpander(data.glossary);
  const correct = createCorrector((term) => index.count(term));
  const dfCache = /* @__PURE__ */ new Map();
  function idf2(term) {
    let df = dfCache.get(term);
    if (df === void 0) {
      if (dfCache.size >= 1e4) dfCache.clear();
      dfCache.set(term, df = index.count(term));
    }
    return Math.log(1 + (activeCount + PRIOR_DOCS - df + 0.5) / (df + 0.5));
  }
  function scoreQuery(text) {
    if (typeof text !== "string") throw new TypeError(`expected the task as a string, got ${typeof text}`);
    const typed = [...new Set(tokenize(text.length > MAX_TASK_CHARS ? text.slice(0, MAX_TASK_CHARS) : text))];
    const qset = hasPatterns ? new Set(typed) : void 0;
    const expansion = joinExpansions(correct(typed), expand(typed));
    const qterms = expansion.terms.length ? typed.concat(expansion.terms) : typed;
    touched.length = 0;
    for (let q = 0; q < qterms.length; q++) {
      let i = index.lookup(qterms[q]);
      if (i < 0) continue;
      const end = index.end;
      const bit = q < 32 ? 1 << q : 0;
      const factor = q < typed.length ? 1 : expansion.factors[q - typed.length];
      let d = 0;
      while (i < end) {
        let c = DIGIT[indexText.charCodeAt(i++)];
        if (c >= TERMINAL) {
          let v = c;
          for (let m = RADIX; c >= TERMINAL; m *= RADIX) v += (c = DIGIT[indexText.charCodeAt(i++)]) * m;
          d += v;
        } else {
          d += c;
        }
        c = DIGIT[indexText.charCodeAt(i++)];
        let w = c;
        if (c >= TERMINAL) for (let m = RADIX; c >= TERMINAL; m *= RADIX) w += (c = DIGIT[indexText.charCodeAt(i++)]) * m;
        if (factor !== 1) w = Math.round(w * factor);
        const h = hits[d];
        if (h === 0 && acc[d] === 0) touched.push(d);
        acc[d] = acc[d] + w;
        hits[d] = h | bit;
      }
    }
    if (qset) {
      for (const d of withPatterns) {
        const pats = patternTerms[d];
        if (pats.some((words) => words.length > 0 && words.every((w) => qset.has(w)))) add(d, PATTERN_BONUS * scale, 0);
      }
    }
    return { qterms, typed: typed.length };
  }
  function rank(k, includeManual, trigger) {
    const top = [];
    if (k <= 0) return top;
    const need = includeManual ? SEARCHABLE : DOMAIN;
    const off = trigger === void 0 ? 0 : TRIGGER_BIT[trigger] ?? 0;
    for (let t = 0; t < touched.length; t++) {
      const d = touched[t];
      const f = flags[d];
      if (!(f & need) || f & off) continue;
      const score = acc[d];
      let i = top.length;
      if (i === k) {
        const last = top[k - 1];
        if (score < acc[last] || score === acc[last] && d > last) continue;
        i--;
      }
      for (; i > 0; i--) {
        const prev = top[i - 1];
        if (score < acc[prev] || score === acc[prev] && d > prev) break;
        top[i] = prev;
      }
      top[i] = d;
    }
    return top;
  }
  function toResult(d, qterms, tierOverride) {
    const e = table.at(d);
    const score = tierOverride ? 1 : Math.round(acc[d] / scale * 1e3) / 1e3;
    const matched = [];
    const bits = hits[d];
    for (let q = 0; q < qterms.length && q < 32; q++) if (bits & 1 << q) matched.push(qterms[q]);
    return {
      id: e.id,
      name: e.name,
      score,
      confidence: tierOverride ? 1 : Math.round(score / (score + CONFIDENCE_HALF) * 1e3) / 1e3,
      tier: e.priority,
      matched,
      entry: e
    };
  }
  function add(d, weight, bit) {
    if (acc[d] === 0 && hits[d] === 0) touched.push(d);
    acc[d] = acc[d] + weight;
    hits[d] = hits[d] | bit;
  }
  function reset() {
    for (let t = 0; t < touched.length; t++) {
      acc[touched[t]] = 0;
      hits[touched[t]] = 0;
    }
    touched.length = 0;
  }
  function match(task, options2 = {}) {
    const out = matchOnly(task, options2);
    routed("match", task, out);
    return out;
  }
  function matchOnly(task, options2) {
    const limit = options2.limit ?? 5;
    const { qterms, typed } = scoreQuery(task);
    try {
      const out = [];
      for (const i of core) {
        if (options2.trigger === void 0 || table.at(i).triggers[options2.trigger] !== false) out.push(toResult(i, qterms, "core"));
      }
      const ranked = rank(limit, false, options2.trigger);
      const best = ranked.length ? acc[ranked[0]] / scale : 0;
      const minScore = options2.minScore ?? (task.length > SHORT_TASK ? ABSTAIN_SCORE : Math.min(ABSTAIN_SCORE, ABSTAIN_RATIO * qterms.slice(0, typed).reduce((sum, t) => sum + idf2(t), 0)));
      if (best < minScore) return out;
      const floor = best * RELATIVE_FLOOR * scale;
      for (const d of ranked) if (acc[d] >= floor) out.push(toResult(d, qterms));
      return out;
    } finally {
      reset();
    }
  }
  function search(query, options2 = {}) {
    const limit = options2.limit ?? 8;
    const { qterms } = scoreQuery(query);
    let out;
    try {
      out = rank(limit, true).map((d) => toResult(d, qterms));
    } finally {
      reset();
    }
    routed("search", query, out);
    return out;
  }
  function indexOf(ref) {
    if (typeof ref !== "string") return void 0;
    if (!byId) lookupMaps();
    return byId.get(ref) ?? byFolded.get(ref.toLowerCase());
  }
  function lookup(ref) {
    const i = indexOf(ref);
    return i === void 0 ? void 0 : table.at(i);
  }
  function unknownSkill(ref) {
    const close = typeof ref === "string" ? closest(ref, activeEntries(), 3) : [];
    return new Error(`Unknown skill ${JSON.stringify(ref)}.${close.length ? ` Closest: ${close.join(", ")}.` : ""}`);
  }
  async function load(ref) {
    const i = indexOf(ref);
    if (i === void 0) throw unknownSkill(ref);
    const e = table.at(i);
    const loader = loaders[i];
    if (typeof loader !== "function") throw new Error(`Skill "${e.id}" has no body loader`);
    const mod = await loader();
    const body = typeof mod === "string" ? mod : mod.default;
    if (listeners.size) {
      const at = lastRank.get(e.id);
      emit({ type: "load", id: e.id, tokens: e.tokens, ...at ? { rank: at.rank, taskHash: at.taskHash } : {} });
    }
    return { entry: e, body, resources: e.resources };
  }
  async function readResource(ref, path) {
    const i = indexOf(ref);
    if (i === void 0) throw unknownSkill(ref);
    const e = table.at(i);
    if (typeof path !== "string") throw new TypeError(`readResource: the path must be a string, got ${typeof path}`);
    const resources = e.resources ?? [];
    let j = resources.findIndex((r3) => r3.path === path);
    if (j === -1) {
      const plain = path.replace(/^(?:\.\/)+/, "").replace(/#.*$/, "");
      if (plain !== path) j = resources.findIndex((r3) => r3.path === plain);
    }
    if (j === -1) {
      const readable = resources.filter((r3) => r3.kind === "text").map((r3) => r3.path);
      throw new Error(`readResource: ${JSON.stringify(path)} is not a resource of skill "${e.id}"; only the files the build listed can be read (${readable.length ? readable.join(", ") : "this skill has none"}).`);
    }
    const r2 = resources[j];
    if (r2.kind !== "text")
      throw new Error(`readResource: "${r2.path}" of skill "${e.id}" is a binary file (${r2.type}, ${r2.size} bytes): it is listed, not readable.`);
    const loader = resourceLoaders?.[i]?.[j];
    if (typeof loader !== "function")
      throw new Error(`readResource: no loader for "${r2.path}" of skill "${e.id}" (createLoadout was given no resource loaders for it)`);
    const mod = await loader();
    const text = typeof mod === "string" ? mod : mod.default;
    if (listeners.size) emit({ type: "readResource", id: e.id, path: r2.path, chars: text.length });
    return text;
  }
  const catalog = createCatalog(data, indexOf);
  function tools(options2 = {}) {
    return createTools({
      data,
      find: indexOf,
      load,
      search,
      readResource,
      closest: (ref, among, count) => closest(ref, among, count)
    }, options2);
  }
  return {
    data,
    get entries() {
      return activeEntries();
    },
    match,
    search,
    lookup,
    load,
    readResource,
    catalog,
    tools,
    estimateTokens,
    onEvent: addListener
  };
}
function invalidData() {
  throw new TypeError("createLoadout: expected compiled loadout data (version 1)");
}
function hashTask(task) {
  let h = 2166136261;
  for (let i = 0; i < task.length; i++) {
    h ^= task.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}
function closest(ref, entries, count) {
  const want = ref.toLowerCase();
  const scored = entries.map((e) => {
    const last = e.id.slice(e.id.lastIndexOf("/") + 1).toLowerCase();
    const d = Math.min(distance(want, e.name.toLowerCase()), distance(want, last), distance(want, e.id.toLowerCase()));
    return { id: e.id, d };
  });
  scored.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1));
  return scored.slice(0, count).map((s) => s.id);
}
function distance(a, b) {
  if (a === b) return 0;
  if (a.length > 64 || b.length > 64) return Math.abs(a.length - b.length) + 64;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

// ../../tmp/tuneK/src/core/diagnostics.ts
function diag(level, code, message2, file, line = 1, column = 1) {
  return { level, code, message: message2, file, line, column };
}
function sortDiagnostics(list2) {
  return list2.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

// ../../tmp/tuneK/src/core/glossary.ts
var GLOSSARY = `
# Code and development
code,source code|\u4EE3\u7801,\u6E90\u4EE3\u7801,\u6E90\u7801,\u7A0B\u5F0F\u78BC,\u539F\u59CB\u78BC|\u30B3\u30FC\u30C9,\u30BD\u30FC\u30B9\u30B3\u30FC\u30C9
codebase,repository,repo|\u4EE3\u7801\u5E93,\u4ED3\u5E93,\u5132\u5B58\u5EAB|\u30B3\u30FC\u30C9\u30D9\u30FC\u30B9,\u30EA\u30DD\u30B8\u30C8\u30EA
programming,coding|\u7F16\u7A0B,\u5199\u4EE3\u7801,\u7A0B\u5F0F\u8A2D\u8A08|\u30D7\u30ED\u30B0\u30E9\u30DF\u30F3\u30B0,\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0
software|\u8F6F\u4EF6,\u8EDF\u9AD4|\u30BD\u30D5\u30C8\u30A6\u30A7\u30A2
developer,programmer|\u5F00\u53D1\u8005,\u5F00\u53D1\u4EBA\u5458,\u7A0B\u5E8F\u5458,\u5DE5\u7A0B\u5E2B|\u958B\u767A\u8005,\u30C7\u30D9\u30ED\u30C3\u30D1\u30FC,\u30D7\u30ED\u30B0\u30E9\u30DE\u30FC
engineer,engineering|\u5DE5\u7A0B\u5E08,\u5DE5\u7A0B|\u30A8\u30F3\u30B8\u30CB\u30A2,\u30A8\u30F3\u30B8\u30CB\u30A2\u30EA\u30F3\u30B0
development|\u5F00\u53D1,\u7814\u53D1|\u958B\u767A
implement,implementation|\u5B9E\u73B0,\u5B9E\u4F5C|\u5B9F\u88C5
feature|\u529F\u80FD,\u7279\u6027|\u6A5F\u80FD,\u30D5\u30A3\u30FC\u30C1\u30E3\u30FC
code review|\u4EE3\u7801\u5BA1\u67E5,\u4EE3\u7801\u8BC4\u5BA1,\u4EE3\u7801\u5BA1\u6838|\u30B3\u30FC\u30C9\u30EC\u30D3\u30E5\u30FC
review|\u5BA1\u67E5,\u8BC4\u5BA1,\u5BA1\u6838,\u5BA1\u9605|\u30EC\u30D3\u30E5\u30FC,\u5BE9\u67FB
refactor,refactoring|\u91CD\u6784,\u91CD\u5199\u4EE3\u7801|\u30EA\u30D5\u30A1\u30AF\u30BF\u30EA\u30F3\u30B0
readability,clean code|\u53EF\u8BFB\u6027,\u4EE3\u7801\u6574\u6D01|\u53EF\u8AAD\u6027,\u30AF\u30EA\u30FC\u30F3\u30B3\u30FC\u30C9
legacy code|\u9057\u7559\u4EE3\u7801,\u8001\u4EE3\u7801,\u7956\u4F20\u4EE3\u7801|\u30EC\u30AC\u30B7\u30FC\u30B3\u30FC\u30C9
technical debt|\u6280\u672F\u503A,\u6280\u8853\u50B5|\u6280\u8853\u7684\u8CA0\u50B5
code quality|\u4EE3\u7801\u8D28\u91CF,\u7A0B\u5F0F\u78BC\u54C1\u8CEA|\u30B3\u30FC\u30C9\u54C1\u8CEA
naming|\u547D\u540D,\u8D77\u540D|\u547D\u540D,\u30CD\u30FC\u30DF\u30F3\u30B0
coding standard,coding convention|\u7F16\u7801\u89C4\u8303,\u4EE3\u7801\u89C4\u8303|\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0\u898F\u7D04,\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0\u898F\u7BC4
style guide|\u98CE\u683C\u6307\u5357,\u6837\u5F0F\u6307\u5357|\u30B9\u30BF\u30A4\u30EB\u30AC\u30A4\u30C9
best practice|\u6700\u4F73\u5B9E\u8DF5|\u30D9\u30B9\u30C8\u30D7\u30E9\u30AF\u30C6\u30A3\u30B9
design pattern|\u8BBE\u8BA1\u6A21\u5F0F|\u30C7\u30B6\u30A4\u30F3\u30D1\u30BF\u30FC\u30F3
architecture|\u67B6\u6784,\u7CFB\u7EDF\u67B6\u6784|\u30A2\u30FC\u30AD\u30C6\u30AF\u30C1\u30E3,\u30B7\u30B9\u30C6\u30E0\u69CB\u6210
system design|\u7CFB\u7EDF\u8BBE\u8BA1|\u30B7\u30B9\u30C6\u30E0\u8A2D\u8A08
tech stack|\u6280\u672F\u6808,\u6280\u8853\u5806\u758A|\u6280\u8853\u30B9\u30BF\u30C3\u30AF
function|\u51FD\u6570,\u51FD\u5F0F|\u95A2\u6570
variable|\u53D8\u91CF,\u8B8A\u6578|\u5909\u6570
interface|\u63A5\u53E3,\u754C\u9762,\u4ECB\u9762|\u30A4\u30F3\u30BF\u30FC\u30D5\u30A7\u30FC\u30B9,\u30A4\u30F3\u30BF\u30D5\u30A7\u30FC\u30B9
algorithm|\u7B97\u6CD5,\u6F14\u7B97\u6CD5|\u30A2\u30EB\u30B4\u30EA\u30BA\u30E0
data structure|\u6570\u636E\u7ED3\u6784,\u8CC7\u6599\u7D50\u69CB|\u30C7\u30FC\u30BF\u69CB\u9020
type check,type safety|\u7C7B\u578B\u68C0\u67E5,\u7C7B\u578B\u5B89\u5168,\u578B\u5225|\u578B\u30C1\u30A7\u30C3\u30AF,\u578B\u5B89\u5168
async,asynchronous|\u5F02\u6B65,\u975E\u540C\u6B65|\u975E\u540C\u671F
concurrency,parallel|\u5E76\u53D1,\u5E76\u884C,\u4F75\u767C,\u4E26\u884C,\u540C\u65F6\u8DD1,\u5E76\u884C\u5904\u7406,\u591A\u7EBF\u5E76\u884C|\u4E26\u884C\u51E6\u7406,\u4E26\u5217\u51E6\u7406,\u540C\u6642\u4E26\u884C,\u4E26\u5217\u5B9F\u884C
regex,regular expression|\u6B63\u5219\u8868\u8FBE\u5F0F,\u6B63\u5219,\u6B63\u898F\u8868\u793A\u5F0F|\u6B63\u898F\u8868\u73FE
parse,parser|\u89E3\u6790,\u89E3\u6790\u5668|\u30D1\u30FC\u30B9,\u69CB\u6587\u89E3\u6790
syntax|\u8BED\u6CD5,\u53E5\u6CD5|\u69CB\u6587,\u30B7\u30F3\u30BF\u30C3\u30AF\u30B9
encoding|\u7F16\u7801,\u5B57\u7B26\u7F16\u7801|\u30A8\u30F3\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0,\u6587\u5B57\u30B3\u30FC\u30C9
compile,compiler|\u7F16\u8BD1,\u7F16\u8BD1\u5668|\u30B3\u30F3\u30D1\u30A4\u30EB,\u30B3\u30F3\u30D1\u30A4\u30E9
build|\u6784\u5EFA,\u5EFA\u7F6E|\u30D3\u30EB\u30C9
runtime|\u8FD0\u884C\u65F6|\u30E9\u30F3\u30BF\u30A4\u30E0,\u5B9F\u884C\u6642
run,execute|\u8FD0\u884C,\u6267\u884C,\u57F7\u884C|\u5B9F\u884C
script|\u811A\u672C,\u5267\u672C,\u5287\u672C|\u30B9\u30AF\u30EA\u30D7\u30C8,\u53F0\u672C
command|\u547D\u4EE4,\u6307\u4EE4|\u30B3\u30DE\u30F3\u30C9
command line,cli|\u547D\u4EE4\u884C,\u547D\u4EE4\u5217|\u30B3\u30DE\u30F3\u30C9\u30E9\u30A4\u30F3
terminal|\u7EC8\u7AEF,\u7D42\u7AEF\u6A5F|\u30BF\u30FC\u30DF\u30CA\u30EB,\u7AEF\u672B
editor,ide|\u7F16\u8F91\u5668,\u96C6\u6210\u5F00\u53D1\u73AF\u5883|\u30A8\u30C7\u30A3\u30BF,\u7D71\u5408\u958B\u767A\u74B0\u5883
code generation|\u4EE3\u7801\u751F\u6210|\u30B3\u30FC\u30C9\u751F\u6210
autocomplete,code completion|\u4EE3\u7801\u8865\u5168,\u81EA\u52A8\u8865\u5168,\u81EA\u52D5\u5B8C\u6210|\u30B3\u30FC\u30C9\u88DC\u5B8C,\u81EA\u52D5\u88DC\u5B8C
comment|\u6CE8\u91CA,\u8BC4\u8BBA,\u7559\u8A00,\u8A3B\u89E3|\u30B3\u30E1\u30F3\u30C8
edge case|\u8FB9\u754C\u60C5\u51B5,\u8FB9\u7F18\u60C5\u51B5,\u8FB9\u754C\u6761\u4EF6|\u30A8\u30C3\u30B8\u30B1\u30FC\u30B9,\u5883\u754C\u5024
error handling|\u9519\u8BEF\u5904\u7406,\u5F02\u5E38\u5904\u7406|\u30A8\u30E9\u30FC\u51E6\u7406,\u4F8B\u5916\u51E6\u7406
validation,validate|\u6821\u9A8C,\u6570\u636E\u6821\u9A8C,\u8F93\u5165\u9A8C\u8BC1|\u30D0\u30EA\u30C7\u30FC\u30B7\u30E7\u30F3,\u5165\u529B\u30C1\u30A7\u30C3\u30AF
api|\u63A5\u53E3,\u5E94\u7528\u7A0B\u5E8F\u63A5\u53E3,\u61C9\u7528\u7A0B\u5F0F\u4ECB\u9762|API,\u30A8\u30FC\u30D4\u30FC\u30A2\u30A4
library|\u51FD\u6570\u5E93,\u7C7B\u5E93,\u7B2C\u4E09\u65B9\u5E93,\u51FD\u5F0F\u5EAB|\u30E9\u30A4\u30D6\u30E9\u30EA
framework|\u6846\u67B6|\u30D5\u30EC\u30FC\u30E0\u30EF\u30FC\u30AF
module|\u6A21\u5757,\u6A21\u7D44|\u30E2\u30B8\u30E5\u30FC\u30EB
component|\u7EC4\u4EF6,\u5143\u4EF6|\u30B3\u30F3\u30DD\u30FC\u30CD\u30F3\u30C8,\u90E8\u54C1
plugin,extension,add-on|\u63D2\u4EF6,\u6269\u5C55,\u5916\u639B,\u64F4\u5145\u529F\u80FD|\u30D7\u30E9\u30B0\u30A4\u30F3,\u62E1\u5F35\u6A5F\u80FD,\u30A2\u30C9\u30AA\u30F3
package|\u8F6F\u4EF6\u5305,\u4F9D\u8D56\u5305,\u5957\u4EF6|\u30D1\u30C3\u30B1\u30FC\u30B8
dependency,dependencies|\u4F9D\u8D56,\u4F9D\u8D56\u9879,\u76F8\u4F9D\u6027|\u4F9D\u5B58\u95A2\u4FC2,\u4F9D\u5B58\u30D1\u30C3\u30B1\u30FC\u30B8
scaffold,boilerplate|\u811A\u624B\u67B6,\u6837\u677F\u4EE3\u7801|\u30B9\u30AD\u30E3\u30D5\u30A9\u30FC\u30EB\u30C9,\u30DC\u30A4\u30E9\u30FC\u30D7\u30EC\u30FC\u30C8,\u96DB\u5F62
template|\u6A21\u677F,\u7BC4\u672C|\u30C6\u30F3\u30D7\u30EC\u30FC\u30C8,\u3072\u306A\u5F62,\u96DB\u5F62
example|\u793A\u4F8B,\u4F8B\u5B50,\u8303\u4F8B|\u5177\u4F53\u4F8B,\u30B5\u30F3\u30D7\u30EB,\u7528\u4F8B
open source|\u5F00\u6E90|\u30AA\u30FC\u30D7\u30F3\u30BD\u30FC\u30B9
license|\u8BB8\u53EF\u8BC1,\u5F00\u6E90\u534F\u8BAE|\u30E9\u30A4\u30BB\u30F3\u30B9
frontend|\u524D\u7AEF|\u30D5\u30ED\u30F3\u30C8\u30A8\u30F3\u30C9
backend|\u540E\u7AEF|\u30D0\u30C3\u30AF\u30A8\u30F3\u30C9
website|\u7F51\u7AD9|\u30A6\u30A7\u30D6\u30B5\u30A4\u30C8,\u30B5\u30A4\u30C8
web app|\u7F51\u9875\u5E94\u7528,\u7F51\u7EDC\u5E94\u7528,Web\u5E94\u7528|\u30A6\u30A7\u30D6\u30A2\u30D7\u30EA
app,application|\u5E94\u7528,\u5E94\u7528\u7A0B\u5E8F,\u5E94\u7528\u7A0B\u5F0F|\u30A2\u30D7\u30EA,\u30A2\u30D7\u30EA\u30B1\u30FC\u30B7\u30E7\u30F3
mobile|\u79FB\u52A8\u7AEF,\u624B\u673A\u7AEF,\u624B\u673A,\u884C\u52D5\u88DD\u7F6E|\u30E2\u30D0\u30A4\u30EB,\u30B9\u30DE\u30DB,\u30B9\u30DE\u30FC\u30C8\u30D5\u30A9\u30F3
browser|\u6D4F\u89C8\u5668|\u30D6\u30E9\u30A6\u30B6,\u30D6\u30E9\u30A6\u30B6\u30FC

# Testing and debugging
test,testing|\u6D4B\u8BD5|\u30C6\u30B9\u30C8
unit test|\u5355\u5143\u6D4B\u8BD5|\u5358\u4F53\u30C6\u30B9\u30C8,\u30E6\u30CB\u30C3\u30C8\u30C6\u30B9\u30C8
integration test|\u96C6\u6210\u6D4B\u8BD5,\u6574\u5408\u6E2C\u8A66|\u7D50\u5408\u30C6\u30B9\u30C8,\u7D71\u5408\u30C6\u30B9\u30C8
end-to-end test,e2e|\u7AEF\u5230\u7AEF\u6D4B\u8BD5|\u30A8\u30F3\u30C9\u30C4\u30FC\u30A8\u30F3\u30C9\u30C6\u30B9\u30C8,E2E\u30C6\u30B9\u30C8
test case|\u6D4B\u8BD5\u7528\u4F8B,\u6E2C\u8A66\u6848\u4F8B|\u30C6\u30B9\u30C8\u30B1\u30FC\u30B9
test coverage,coverage|\u6D4B\u8BD5\u8986\u76D6\u7387,\u8986\u76D6\u7387|\u30AB\u30D0\u30EC\u30C3\u30B8,\u7DB2\u7F85\u7387
regression|\u56DE\u5F52\u6D4B\u8BD5,\u56DE\u5F52\u95EE\u9898|\u56DE\u5E30\u30C6\u30B9\u30C8,\u30EA\u30B0\u30EC\u30C3\u30B7\u30E7\u30F3,\u30C7\u30B0\u30EC
mock,stub|\u6A21\u62DF\u5BF9\u8C61,\u6253\u6869|\u30E2\u30C3\u30AF,\u30B9\u30BF\u30D6
tdd,test-driven development|\u6D4B\u8BD5\u9A71\u52A8\u5F00\u53D1|\u30C6\u30B9\u30C8\u99C6\u52D5\u958B\u767A
qa,quality assurance|\u8D28\u91CF\u4FDD\u8BC1,\u54C1\u8D28\u4FDD\u8BC1,\u624B\u5DE5\u6D4B\u8BD5,\u70B9\u4E00\u70B9,\u8D70\u4E00\u904D\u6D41\u7A0B|\u54C1\u8CEA\u4FDD\u8A3C,\u624B\u52D5\u30C6\u30B9\u30C8,\u53D7\u3051\u5165\u308C\u30C6\u30B9\u30C8
load test,stress test|\u538B\u529B\u6D4B\u8BD5,\u538B\u6D4B,\u8D1F\u8F7D\u6D4B\u8BD5|\u8CA0\u8377\u30C6\u30B9\u30C8,\u30B9\u30C8\u30EC\u30B9\u30C6\u30B9\u30C8
benchmark|\u57FA\u51C6\u6D4B\u8BD5,\u8DD1\u5206,\u6548\u80FD\u6E2C\u8A66,\u6A21\u578B\u5BF9\u6BD4,\u6027\u80FD\u5BF9\u6BD4|\u30D9\u30F3\u30C1\u30DE\u30FC\u30AF,\u6027\u80FD\u6BD4\u8F03,\u901F\u5EA6\u6BD4\u8F03
debug,debugging|\u8C03\u8BD5,\u9664\u9519,\u5075\u932F,\u8DD1\u4E0D\u8D77\u6765,\u4E0D\u751F\u6548,\u4E3A\u4EC0\u4E48\u62A5\u9519|\u30C7\u30D0\u30C3\u30B0,\u52D5\u4F5C\u4E0D\u826F,\u539F\u56E0\u3092\u8ABF\u3079
bug,defect|\u7F3A\u9677,\u7A0B\u5E8F\u9519\u8BEF,\u81ED\u866B|\u30D0\u30B0,\u4E0D\u5177\u5408,\u6B20\u9665
error|\u9519\u8BEF,\u62A5\u9519|\u30A8\u30E9\u30FC
error message|\u9519\u8BEF\u4FE1\u606F,\u62A5\u9519\u4FE1\u606F|\u30A8\u30E9\u30FC\u30E1\u30C3\u30BB\u30FC\u30B8
exception|\u5F02\u5E38,\u4F8B\u5916|\u4F8B\u5916
crash|\u5D29\u6E83,\u95EA\u9000,\u7576\u6A5F,\u5D29\u6F70|\u30AF\u30E9\u30C3\u30B7\u30E5,\u7570\u5E38\u7D42\u4E86
fix,bugfix|\u4FEE\u590D,\u4FEE\u6B63|\u4FEE\u6B63,\u4FEE\u5FA9,\u30D0\u30B0\u4FEE\u6B63
hotfix|\u70ED\u4FEE\u590D,\u7D27\u6025\u4FEE\u590D|\u30DB\u30C3\u30C8\u30D5\u30A3\u30C3\u30AF\u30B9,\u7DCA\u6025\u4FEE\u6B63
patch|\u8865\u4E01|\u30D1\u30C3\u30C1
root cause|\u6839\u672C\u539F\u56E0,\u6839\u56E0,\u6839\u56E0\u5206\u6790,\u8FFD\u6839\u6EAF\u6E90,\u5228\u6839\u95EE\u5E95,\u4E3A\u4EC0\u4E48\u4F1A\u8FD9\u6837|\u6839\u672C\u539F\u56E0,\u539F\u56E0\u7A76\u660E,\u771F\u56E0,\u539F\u56E0\u5206\u6790
troubleshoot,troubleshooting|\u6392\u67E5,\u6392\u9519,\u6545\u969C\u6392\u9664,\u7591\u96BE\u6392\u89E3|\u30C8\u30E9\u30D6\u30EB\u30B7\u30E5\u30FC\u30C6\u30A3\u30F3\u30B0,\u539F\u56E0\u8ABF\u67FB
stack trace|\u5806\u6808\u8DDF\u8E2A,\u8C03\u7528\u6808,\u5806\u758A\u8FFD\u8E64|\u30B9\u30BF\u30C3\u30AF\u30C8\u30EC\u30FC\u30B9
log,logs,logging|\u65E5\u5FD7,\u65E5\u5FD7\u8BB0\u5F55|\u30ED\u30B0,\u30ED\u30B0\u51FA\u529B
memory leak|\u5185\u5B58\u6CC4\u6F0F,\u8A18\u61B6\u9AD4\u6D29\u6F0F|\u30E1\u30E2\u30EA\u30EA\u30FC\u30AF
pitfall,gotcha|\u8E29\u5751,\u5751\u70B9,\u9677\u9631|\u843D\u3068\u3057\u7A74,\u30CF\u30DE\u308A\u3069\u3053\u308D

# Version control and delivery
version|\u7248\u672C|\u30D0\u30FC\u30B8\u30E7\u30F3
version control|\u7248\u672C\u63A7\u5236,\u7248\u672C\u7BA1\u7406|\u30D0\u30FC\u30B8\u30E7\u30F3\u7BA1\u7406
branch|\u5206\u652F|\u30D6\u30E9\u30F3\u30C1
merge|\u5408\u5E76,\u5408\u4F75,\u5408\u5165,\u5408\u8FDB,\u5E76\u5165,\u5408\u8FDB\u4E3B\u5E72,\u5408\u5230\u4E3B\u5E72|\u30DE\u30FC\u30B8,\u30DE\u30FC\u30B8\u3057\u3066,\u53D6\u308A\u8FBC\u3093\u3067
conflict,merge conflict|\u51B2\u7A81,\u5408\u5E76\u51B2\u7A81,\u885D\u7A81|\u30B3\u30F3\u30D5\u30EA\u30AF\u30C8,\u885D\u7A81
commit|\u63D0\u4EA4,\u63D0\u4EA4\u4EE3\u7801|\u30B3\u30DF\u30C3\u30C8
pull request,pr,merge request|\u62C9\u53D6\u8BF7\u6C42,\u5408\u5E76\u8BF7\u6C42|\u30D7\u30EB\u30EA\u30AF\u30A8\u30B9\u30C8,\u30D7\u30EB\u30EA\u30AF
diff|\u5DEE\u5F02,\u4EE3\u7801\u5DEE\u5F02,\u6539\u52A8|\u5DEE\u5206
issue,ticket|\u95EE\u9898\u5355,\u5DE5\u5355,\u8BAE\u9898|\u30C1\u30B1\u30C3\u30C8,\u30A4\u30B7\u30E5\u30FC
changelog,release notes|\u53D8\u66F4\u65E5\u5FD7,\u66F4\u65B0\u65E5\u5FD7,\u53D1\u5E03\u8BF4\u660E,\u7248\u672C\u8BF4\u660E,\u66F4\u65B0\u8BF4\u660E,\u6539\u4E86\u4EC0\u4E48|\u5909\u66F4\u5C65\u6B74,\u30EA\u30EA\u30FC\u30B9\u30CE\u30FC\u30C8,\u30C1\u30A7\u30F3\u30B8\u30ED\u30B0,\u66F4\u65B0\u5185\u5BB9,\u5909\u66F4\u70B9
release|\u53D1\u5E03,\u53D1\u7248,\u767C\u4F48,\u91CB\u51FA|\u30EA\u30EA\u30FC\u30B9
launch,ship,go live|\u4E0A\u7EBF,\u63A8\u51FA,\u6B63\u5F0F\u4E0A\u7EBF,\u53D1\u51FA\u53BB,\u4E0A\u67B6|\u30ED\u30FC\u30F3\u30C1,\u516C\u958B,\u30ED\u30F3\u30C1,\u51FA\u8377,\u30EA\u30EA\u30FC\u30B9\u3057\u3066
deploy,deployment|\u90E8\u7F72,\u53D1\u5E03\u4E0A\u7EBF,\u53D1\u5230\u7EBF\u4E0A,\u63A8\u5230\u7EBF\u4E0A,\u4E0A\u751F\u4EA7,\u53D1\u751F\u4EA7|\u30C7\u30D7\u30ED\u30A4,\u914D\u5099,\u672C\u756A\u53CD\u6620,\u672C\u756A\u6295\u5165,\u672C\u756A\u9069\u7528
rollback,revert|\u56DE\u6EDA,\u56DE\u9000,\u8FD8\u539F,\u56DE\u6EFE,\u64A4\u56DE,\u64A4\u9500\u6539\u52A8,\u6539\u56DE\u53BB,\u56DE\u5230\u4E4B\u524D|\u30ED\u30FC\u30EB\u30D0\u30C3\u30AF,\u5207\u623B\u3057,\u5DEE\u3057\u623B\u3057,\u5207\u308A\u623B\u3057,\u5DFB\u304D\u623B\u3057,\u5143\u306B\u623B\u3059,\u623B\u3057\u3066
canary release,gray release|\u91D1\u4E1D\u96C0\u53D1\u5E03,\u7070\u5EA6\u53D1\u5E03|\u30AB\u30CA\u30EA\u30A2\u30EA\u30EA\u30FC\u30B9,\u6BB5\u968E\u7684\u30EA\u30EA\u30FC\u30B9
feature flag|\u529F\u80FD\u5F00\u5173,\u7279\u6027\u5F00\u5173|\u30D5\u30A3\u30FC\u30C1\u30E3\u30FC\u30D5\u30E9\u30B0
continuous integration,ci|\u6301\u7EED\u96C6\u6210|\u7D99\u7D9A\u7684\u30A4\u30F3\u30C6\u30B0\u30EC\u30FC\u30B7\u30E7\u30F3
pipeline,ci/cd|\u6D41\u6C34\u7EBF,\u7BA1\u9053,\u7BA1\u7DDA|\u30D1\u30A4\u30D7\u30E9\u30A4\u30F3
continuous delivery,continuous deployment|\u6301\u7EED\u4EA4\u4ED8,\u6301\u7EED\u90E8\u7F72|\u7D99\u7D9A\u7684\u30C7\u30EA\u30D0\u30EA\u30FC,\u7D99\u7D9A\u7684\u30C7\u30D7\u30ED\u30A4
lint,linter|\u4EE3\u7801\u68C0\u67E5,\u683C\u5F0F\u68C0\u67E5|\u30EA\u30F3\u30C8,\u30EA\u30F3\u30BF\u30FC
static analysis|\u9759\u6001\u5206\u6790,\u9759\u6001\u68C0\u67E5|\u9759\u7684\u89E3\u6790
format,formatting|\u683C\u5F0F,\u683C\u5F0F\u5316|\u30D5\u30A9\u30FC\u30DE\u30C3\u30C8,\u66F8\u5F0F,\u6574\u5F62
install,installation|\u5B89\u88C5|\u30A4\u30F3\u30B9\u30C8\u30FC\u30EB,\u5C0E\u5165
setup|\u642D\u5EFA,\u73AF\u5883\u642D\u5EFA,\u521D\u59CB\u5316|\u30BB\u30C3\u30C8\u30A2\u30C3\u30D7,\u74B0\u5883\u69CB\u7BC9
configuration,config,settings|\u914D\u7F6E,\u8BBE\u7F6E,\u8A2D\u5B9A,\u7D44\u614B|\u8A2D\u5B9A,\u30B3\u30F3\u30D5\u30A3\u30B0
environment|\u73AF\u5883|\u74B0\u5883
environment variable|\u73AF\u5883\u53D8\u91CF|\u74B0\u5883\u5909\u6570
production|\u751F\u4EA7\u73AF\u5883,\u7EBF\u4E0A\u73AF\u5883|\u672C\u756A,\u672C\u756A\u74B0\u5883
staging|\u9884\u53D1\u5E03\u73AF\u5883,\u6D4B\u8BD5\u73AF\u5883|\u30B9\u30C6\u30FC\u30B8\u30F3\u30B0,\u691C\u8A3C\u74B0\u5883
update|\u66F4\u65B0|\u66F4\u65B0,\u30A2\u30C3\u30D7\u30C7\u30FC\u30C8
upgrade|\u5347\u7EA7,\u5347\u7EA7\u4F9D\u8D56,\u4F9D\u8D56\u5347\u7EA7,\u7248\u672C\u5347\u7EA7|\u30A2\u30C3\u30D7\u30B0\u30EC\u30FC\u30C9,\u4F9D\u5B58\u66F4\u65B0,\u30E9\u30A4\u30D6\u30E9\u30EA\u66F4\u65B0,\u30D0\u30FC\u30B8\u30E7\u30F3\u30A2\u30C3\u30D7
migration,migrate|\u8FC1\u79FB,\u6570\u636E\u8FC1\u79FB,\u79FB\u8F49|\u79FB\u884C,\u30DE\u30A4\u30B0\u30EC\u30FC\u30B7\u30E7\u30F3
maintenance|\u7EF4\u62A4|\u4FDD\u5B88,\u30E1\u30F3\u30C6\u30CA\u30F3\u30B9

# Infrastructure and operations
server|\u670D\u52A1\u5668,\u4F3A\u670D\u5668|\u30B5\u30FC\u30D0\u30FC,\u30B5\u30FC\u30D0
serverless|\u65E0\u670D\u52A1\u5668|\u30B5\u30FC\u30D0\u30FC\u30EC\u30B9
cloud|\u4E91\u7AEF,\u4E91\u8BA1\u7B97,\u4E91\u670D\u52A1|\u30AF\u30E9\u30A6\u30C9
container|\u5BB9\u5668,\u5BB9\u5668\u5316|\u30B3\u30F3\u30C6\u30CA
infrastructure,infra|\u57FA\u7840\u8BBE\u65BD|\u30A4\u30F3\u30D5\u30E9,\u57FA\u76E4
operations,ops,sre|\u8FD0\u7EF4,\u7EF4\u8FD0|\u904B\u7528,\u4FDD\u5B88\u904B\u7528
network|\u7F51\u7EDC,\u7DB2\u8DEF|\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF
database|\u6570\u636E\u5E93,\u8CC7\u6599\u5EAB|\u30C7\u30FC\u30BF\u30D9\u30FC\u30B9
query|\u67E5\u8BE2,\u67E5\u6570\u636E,\u53D6\u6570,\u8DD1\u6570,\u62C9\u6570\u636E|\u30AF\u30A8\u30EA,\u30C7\u30FC\u30BF\u62BD\u51FA
table|\u8868\u683C,\u6570\u636E\u8868|\u30C6\u30FC\u30D6\u30EB,\u8868\u5F62\u5F0F
schema|\u6570\u636E\u7ED3\u6784,\u8868\u7ED3\u6784|\u30B9\u30AD\u30FC\u30DE
index|\u7D22\u5F15|\u30A4\u30F3\u30C7\u30C3\u30AF\u30B9,\u7D22\u5F15
cache,caching|\u7F13\u5B58,\u5FEB\u53D6|\u30AD\u30E3\u30C3\u30B7\u30E5
storage|\u5B58\u50A8,\u5132\u5B58|\u30B9\u30C8\u30EC\u30FC\u30B8,\u4FDD\u5B58\u5148
performance|\u6027\u80FD,\u6548\u80FD,\u592A\u6162,\u53D8\u6162,\u5361\u987F,\u63D0\u901F|\u30D1\u30D5\u30A9\u30FC\u30DE\u30F3\u30B9,\u6027\u80FD,\u9045\u3044,\u91CD\u3044,\u9AD8\u901F\u5316,\u901F\u5EA6\u6539\u5584
optimize,optimization|\u4F18\u5316,\u6700\u4F73\u5316,\u8C03\u4F18|\u6700\u9069\u5316,\u30C1\u30E5\u30FC\u30CB\u30F3\u30B0
latency|\u5EF6\u8FDF,\u5EF6\u6642|\u30EC\u30A4\u30C6\u30F3\u30B7,\u9045\u5EF6
scalability,scale|\u6269\u5C55\u6027,\u53EF\u6269\u5C55,\u6269\u5BB9|\u30B9\u30B1\u30FC\u30E9\u30D3\u30EA\u30C6\u30A3,\u30B9\u30B1\u30FC\u30EB
profiling,profiler|\u6027\u80FD\u5206\u6790,\u6548\u80FD\u5206\u6790|\u30D7\u30ED\u30D5\u30A1\u30A4\u30EA\u30F3\u30B0
monitoring,monitor|\u76D1\u63A7|\u76E3\u8996,\u30E2\u30CB\u30BF\u30EA\u30F3\u30B0
alert,alarm|\u544A\u8B66,\u62A5\u8B66,\u8B66\u62A5|\u30A2\u30E9\u30FC\u30C8,\u8B66\u5831
observability|\u53EF\u89C2\u6D4B\u6027|\u53EF\u89B3\u6E2C\u6027,\u30AA\u30D6\u30B6\u30FC\u30D0\u30D3\u30EA\u30C6\u30A3
metrics,metric|\u6307\u6807,\u6307\u6807\u53E3\u5F84,\u53E3\u5F84|\u30E1\u30C8\u30EA\u30AF\u30B9,\u6307\u6A19,\u6307\u6A19\u5B9A\u7FA9
dashboard|\u4EEA\u8868\u76D8,\u770B\u677F,\u5100\u8868\u677F|\u30C0\u30C3\u30B7\u30E5\u30DC\u30FC\u30C9
availability,uptime|\u53EF\u7528\u6027,\u7A33\u5B9A\u6027|\u53EF\u7528\u6027,\u7A3C\u50CD\u7387
incident|\u4E8B\u6545,\u7EBF\u4E0A\u6545\u969C,\u7EBF\u4E0A\u95EE\u9898,\u751F\u4EA7\u4E8B\u6545,\u51FA\u4E8B\u6545,\u51FA\u6545\u969C|\u30A4\u30F3\u30B7\u30C7\u30F3\u30C8,\u969C\u5BB3\u5BFE\u5FDC,\u969C\u5BB3\u767A\u751F,\u4E8B\u6545\u5BFE\u5FDC,\u969C\u5BB3\u5831\u544A
outage,downtime|\u5B95\u673A,\u505C\u673A,\u670D\u52A1\u4E2D\u65AD,\u7576\u6A5F|\u969C\u5BB3,\u30B7\u30B9\u30C6\u30E0\u969C\u5BB3,\u30C0\u30A6\u30F3\u30BF\u30A4\u30E0
postmortem|\u4E8B\u540E\u590D\u76D8,\u6545\u969C\u590D\u76D8,\u4E8B\u6545\u62A5\u544A,\u6545\u969C\u62A5\u544A,\u6545\u969C\u603B\u7ED3,\u9632\u6B62\u518D\u53D1,\u907F\u514D\u518D\u72AF|\u30DD\u30B9\u30C8\u30E2\u30FC\u30C6\u30E0,\u4E8B\u5F8C\u5206\u6790,\u969C\u5BB3\u5831\u544A\u66F8,\u4E8B\u5F8C\u691C\u8A3C,\u518D\u767A\u9632\u6B62,\u518D\u767A\u9632\u6B62\u7B56
backup|\u5907\u4EFD|\u30D0\u30C3\u30AF\u30A2\u30C3\u30D7
restore,recovery|\u6062\u590D,\u8FD8\u539F,\u5FA9\u539F,\u627E\u56DE,\u6062\u590D\u6570\u636E|\u5FA9\u5143,\u30EA\u30B9\u30C8\u30A2,\u5FA9\u65E7,\u53D6\u308A\u623B\u3059,\u5FA9\u5E30
batch|\u6279\u91CF,\u6279\u5904\u7406,\u6279\u6B21,\u8DD1\u6279|\u30D0\u30C3\u30C1,\u4E00\u62EC\u51E6\u7406,\u30D0\u30C3\u30C1\u51E6\u7406
scheduled task,cron|\u5B9A\u65F6\u4EFB\u52A1,\u6392\u7A0B|\u5B9A\u671F\u5B9F\u884C,\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB\u5B9F\u884C
rate limit|\u9650\u6D41,\u901F\u7387\u9650\u5236|\u30EC\u30FC\u30C8\u5236\u9650
billing|\u8BA1\u8D39,\u8D26\u5355|\u8AB2\u91D1,\u8ACB\u6C42
sync,synchronize|\u540C\u6B65|\u540C\u671F
integration|\u96C6\u6210,\u6574\u5408,\u5BF9\u63A5|\u9023\u643A,\u7D71\u5408
import|\u5BFC\u5165,\u532F\u5165|\u30A4\u30F3\u30DD\u30FC\u30C8,\u53D6\u308A\u8FBC\u307F,\u53D6\u8FBC\u307F
export|\u5BFC\u51FA,\u532F\u51FA|\u30A8\u30AF\u30B9\u30DD\u30FC\u30C8
input|\u8F93\u5165|\u5165\u529B,\u30A4\u30F3\u30D7\u30C3\u30C8
output|\u8F93\u51FA|\u51FA\u529B,\u30A2\u30A6\u30C8\u30D7\u30C3\u30C8

# Security
security|\u5B89\u5168,\u5B89\u5168\u6027,\u8CC7\u5B89|\u30BB\u30AD\u30E5\u30EA\u30C6\u30A3,\u5B89\u5168\u6027
vulnerability|\u6F0F\u6D1E,\u5B89\u5168\u6F0F\u6D1E|\u8106\u5F31\u6027
audit,security audit|\u5BA1\u8BA1,\u5B89\u5168\u5BA1\u8BA1,\u7A3D\u6838,\u5B89\u5168\u68C0\u67E5,\u67E5\u6F0F\u6D1E,\u626B\u6F0F\u6D1E|\u76E3\u67FB,\u30BB\u30AD\u30E5\u30EA\u30C6\u30A3\u76E3\u67FB,\u8106\u5F31\u6027\u8A3A\u65AD,\u30BB\u30AD\u30E5\u30EA\u30C6\u30A3\u30C1\u30A7\u30C3\u30AF
penetration test,pentest|\u6E17\u900F\u6D4B\u8BD5|\u30DA\u30CD\u30C8\u30EC\u30FC\u30B7\u30E7\u30F3\u30C6\u30B9\u30C8,\u4FB5\u5165\u30C6\u30B9\u30C8
attack|\u653B\u51FB|\u653B\u6483
threat model,threat modeling|\u5A01\u80C1\u5EFA\u6A21,\u5A01\u80C1\u6A21\u578B,\u5A01\u8105\u6A21\u578B|\u8105\u5A01\u30E2\u30C7\u30EB,\u8105\u5A01\u30E2\u30C7\u30EA\u30F3\u30B0
attack surface|\u653B\u51FB\u9762|\u653B\u6483\u5BFE\u8C61\u9818\u57DF,\u30A2\u30BF\u30C3\u30AF\u30B5\u30FC\u30D5\u30A7\u30B9
authentication|\u8EAB\u4EFD\u9A8C\u8BC1,\u8BA4\u8BC1|\u8A8D\u8A3C
authorization,permission|\u6388\u6743,\u6743\u9650|\u8A8D\u53EF,\u6A29\u9650
login,sign in|\u767B\u5F55,\u767B\u5165|\u30ED\u30B0\u30A4\u30F3,\u30B5\u30A4\u30F3\u30A4\u30F3
account|\u8D26\u53F7,\u8D26\u6237|\u30A2\u30AB\u30A6\u30F3\u30C8
password|\u5BC6\u7801|\u30D1\u30B9\u30EF\u30FC\u30C9
encryption,encrypt|\u52A0\u5BC6|\u6697\u53F7\u5316
cryptography|\u5BC6\u7801\u5B66|\u6697\u53F7,\u6697\u53F7\u6280\u8853
secret,credential,api key|\u5BC6\u94A5,\u51ED\u8BC1,\u6191\u8B49|\u30B7\u30FC\u30AF\u30EC\u30C3\u30C8,\u8A8D\u8A3C\u60C5\u5831,API\u30AD\u30FC
token|\u4EE4\u724C,\u8BCD\u5143|\u30C8\u30FC\u30AF\u30F3
privacy|\u9690\u79C1,\u9690\u79C1\u4FDD\u62A4|\u30D7\u30E9\u30A4\u30D0\u30B7\u30FC
personal data,pii|\u4E2A\u4EBA\u4FE1\u606F,\u4E2A\u4EBA\u6570\u636E,\u500B\u8CC7|\u500B\u4EBA\u60C5\u5831
anonymize|\u533F\u540D\u5316,\u8131\u654F|\u533F\u540D\u5316,\u30DE\u30B9\u30AD\u30F3\u30B0
compliance|\u5408\u89C4|\u30B3\u30F3\u30D7\u30E9\u30A4\u30A2\u30F3\u30B9,\u6CD5\u4EE4\u9075\u5B88
injection,sql injection|\u6CE8\u5165,SQL\u6CE8\u5165|\u30A4\u30F3\u30B8\u30A7\u30AF\u30B7\u30E7\u30F3
malware|\u6076\u610F\u8F6F\u4EF6,\u60E1\u610F\u8EDF\u9AD4|\u30DE\u30EB\u30A6\u30A7\u30A2
supply chain|\u4F9B\u5E94\u94FE|\u30B5\u30D7\u30E9\u30A4\u30C1\u30A7\u30FC\u30F3
hardening,harden|\u52A0\u56FA,\u5B89\u5168\u52A0\u56FA|\u30CF\u30FC\u30C9\u30CB\u30F3\u30B0,\u5805\u7262\u5316
protection,protect|\u4FDD\u62A4,\u9632\u62A4|\u4FDD\u8B77
race condition|\u7ADE\u6001\u6761\u4EF6|\u7AF6\u5408\u72B6\u614B,\u30EC\u30FC\u30B9\u30B3\u30F3\u30C7\u30A3\u30B7\u30E7\u30F3
reverse engineering|\u9006\u5411\u5DE5\u7A0B,\u9006\u5411\u5206\u6790|\u30EA\u30D0\u30FC\u30B9\u30A8\u30F3\u30B8\u30CB\u30A2\u30EA\u30F3\u30B0
smart contract|\u667A\u80FD\u5408\u7EA6|\u30B9\u30DE\u30FC\u30C8\u30B3\u30F3\u30C8\u30E9\u30AF\u30C8
blockchain|\u533A\u5757\u94FE|\u30D6\u30ED\u30C3\u30AF\u30C1\u30A7\u30FC\u30F3
cryptocurrency,crypto|\u52A0\u5BC6\u8D27\u5E01,\u865A\u62DF\u8D27\u5E01|\u6697\u53F7\u8CC7\u7523,\u4EEE\u60F3\u901A\u8CA8

# AI and agents
ai,artificial intelligence|\u4EBA\u5DE5\u667A\u80FD,\u4EBA\u5DE5\u667A\u6167|\u4EBA\u5DE5\u77E5\u80FD
llm,large language model|\u5927\u6A21\u578B,\u5927\u8BED\u8A00\u6A21\u578B|\u5927\u898F\u6A21\u8A00\u8A9E\u30E2\u30C7\u30EB
model|\u6A21\u578B|\u30E2\u30C7\u30EB
prompt|\u63D0\u793A\u8BCD,\u63D0\u793A\u8A9E,\u63D0\u793A\u8BED,\u5199\u63D0\u793A\u8BCD,\u8C03\u63D0\u793A\u8BCD|\u30D7\u30ED\u30F3\u30D7\u30C8,\u6307\u793A\u6587,\u30D7\u30ED\u30F3\u30D7\u30C8\u4F5C\u6210
prompt engineering|\u63D0\u793A\u8BCD\u5DE5\u7A0B|\u30D7\u30ED\u30F3\u30D7\u30C8\u30A8\u30F3\u30B8\u30CB\u30A2\u30EA\u30F3\u30B0
system prompt|\u7CFB\u7EDF\u63D0\u793A\u8BCD|\u30B7\u30B9\u30C6\u30E0\u30D7\u30ED\u30F3\u30D7\u30C8
agent|\u667A\u80FD\u4F53,\u4EE3\u7406|\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8
subagent|\u5B50\u4EE3\u7406,\u5B50\u667A\u80FD\u4F53|\u30B5\u30D6\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8
multi-agent|\u591A\u667A\u80FD\u4F53|\u30DE\u30EB\u30C1\u30A8\u30FC\u30B8\u30A7\u30F3\u30C8
skill|\u6280\u80FD|\u30B9\u30AD\u30EB
workflow|\u5DE5\u4F5C\u6D41,\u5DE5\u4F5C\u6D41\u7A0B|\u30EF\u30FC\u30AF\u30D5\u30ED\u30FC,\u696D\u52D9\u30D5\u30ED\u30FC
automation,automate|\u81EA\u52A8\u5316,\u81EA\u52A8\u8DD1,\u7701\u5F97\u624B\u52A8,\u4E0D\u60F3\u624B\u52A8|\u81EA\u52D5\u5316,\u30AA\u30FC\u30C8\u30E1\u30FC\u30B7\u30E7\u30F3,\u81EA\u52D5\u3067,\u624B\u4F5C\u696D\u524A\u6E1B
context|\u4E0A\u4E0B\u6587,\u8BED\u5883|\u30B3\u30F3\u30C6\u30AD\u30B9\u30C8,\u6587\u8108
context window|\u4E0A\u4E0B\u6587\u7A97\u53E3|\u30B3\u30F3\u30C6\u30AD\u30B9\u30C8\u30A6\u30A3\u30F3\u30C9\u30A6
memory|\u8BB0\u5FC6,\u5185\u5B58,\u8A18\u61B6\u9AD4|\u30E1\u30E2\u30EA,\u8A18\u61B6
session|\u4F1A\u8BDD|\u30BB\u30C3\u30B7\u30E7\u30F3
history|\u5386\u53F2,\u5386\u53F2\u8BB0\u5F55|\u5C65\u6B74,\u30D2\u30B9\u30C8\u30EA\u30FC
tool|\u5DE5\u5177|\u30C4\u30FC\u30EB,\u9053\u5177
function calling,tool use|\u5DE5\u5177\u8C03\u7528,\u51FD\u6570\u8C03\u7528|\u30C4\u30FC\u30EB\u547C\u3073\u51FA\u3057,\u95A2\u6570\u547C\u3073\u51FA\u3057
instruction|\u6307\u4EE4,\u8BF4\u660E|\u6307\u793A,\u30A4\u30F3\u30B9\u30C8\u30E9\u30AF\u30B7\u30E7\u30F3
reasoning|\u63A8\u7406,\u601D\u8003|\u63A8\u8AD6,\u601D\u8003
inference|\u63A8\u7406,\u6A21\u578B\u63A8\u7406|\u63A8\u8AD6
rag,retrieval augmented generation|\u68C0\u7D22\u589E\u5F3A\u751F\u6210|\u691C\u7D22\u62E1\u5F35\u751F\u6210
embedding|\u5D4C\u5165,\u5411\u91CF\u5D4C\u5165|\u30A8\u30F3\u30D9\u30C7\u30A3\u30F3\u30B0,\u57CB\u3081\u8FBC\u307F,\u57CB\u8FBC\u307F
vector,vector database|\u5411\u91CF,\u5411\u91CF\u6570\u636E\u5E93|\u30D9\u30AF\u30C8\u30EB,\u30D9\u30AF\u30C8\u30EB\u30C7\u30FC\u30BF\u30D9\u30FC\u30B9
fine-tune,fine-tuning|\u5FAE\u8C03|\u30D5\u30A1\u30A4\u30F3\u30C1\u30E5\u30FC\u30CB\u30F3\u30B0
training|\u8BAD\u7EC3,\u57F9\u8BAD,\u6A21\u578B\u8BAD\u7EC3|\u5B66\u7FD2,\u30C8\u30EC\u30FC\u30CB\u30F3\u30B0,\u7814\u4FEE
dataset|\u6570\u636E\u96C6,\u8CC7\u6599\u96C6|\u30C7\u30FC\u30BF\u30BB\u30C3\u30C8
evaluation,evaluate,assess,assessment|\u8BC4\u4F30,\u8BC4\u6D4B,\u8BC4\u4EF7,\u6253\u4E2A\u5206,\u8DD1\u8BC4\u6D4B|\u8A55\u4FA1,\u30A2\u30BB\u30B9\u30E1\u30F3\u30C8,\u7CBE\u5EA6\u8A55\u4FA1,\u6027\u80FD\u8A55\u4FA1
hallucination|\u5E7B\u89C9|\u30CF\u30EB\u30B7\u30CD\u30FC\u30B7\u30E7\u30F3
guardrail|\u62A4\u680F,\u5B89\u5168\u62A4\u680F|\u30AC\u30FC\u30C9\u30EC\u30FC\u30EB
chatbot|\u804A\u5929\u673A\u5668\u4EBA|\u30C1\u30E3\u30C3\u30C8\u30DC\u30C3\u30C8
bot|\u673A\u5668\u4EBA|\u30DC\u30C3\u30C8
assistant|\u52A9\u624B,\u52A9\u7406|\u30A2\u30B7\u30B9\u30BF\u30F3\u30C8
chat,conversation|\u5BF9\u8BDD,\u804A\u5929|\u4F1A\u8A71,\u30C1\u30E3\u30C3\u30C8,\u5BFE\u8A71
generate,generation|\u751F\u6210|\u751F\u6210
machine learning|\u673A\u5668\u5B66\u4E60|\u6A5F\u68B0\u5B66\u7FD2
deep learning|\u6DF1\u5EA6\u5B66\u4E60|\u6DF1\u5C64\u5B66\u7FD2,\u30C7\u30A3\u30FC\u30D7\u30E9\u30FC\u30CB\u30F3\u30B0
neural network|\u795E\u7ECF\u7F51\u7EDC,\u795E\u7D93\u7DB2\u8DEF|\u30CB\u30E5\u30FC\u30E9\u30EB\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF
natural language processing,nlp|\u81EA\u7136\u8BED\u8A00\u5904\u7406|\u81EA\u7136\u8A00\u8A9E\u51E6\u7406
computer vision|\u8BA1\u7B97\u673A\u89C6\u89C9,\u96FB\u8166\u8996\u89BA|\u30B3\u30F3\u30D4\u30E5\u30FC\u30BF\u30D3\u30B8\u30E7\u30F3,\u753B\u50CF\u8A8D\u8B58
ocr,text recognition|\u6587\u5B57\u8BC6\u522B|\u6587\u5B57\u8A8D\u8B58
speech recognition|\u8BED\u97F3\u8BC6\u522B|\u97F3\u58F0\u8A8D\u8B58
text to speech,tts|\u8BED\u97F3\u5408\u6210,\u6587\u5B57\u8F6C\u8BED\u97F3|\u97F3\u58F0\u5408\u6210
transcribe,transcription,transcript|\u8F6C\u5F55,\u8BED\u97F3\u8F6C\u6587\u5B57,\u8F6C\u5199,\u9010\u5B57\u7A3F|\u6587\u5B57\u8D77\u3053\u3057,\u66F8\u304D\u8D77\u3053\u3057,\u30C8\u30E9\u30F3\u30B9\u30AF\u30EA\u30D7\u30C8
image generation|\u56FE\u50CF\u751F\u6210,\u6587\u751F\u56FE,AI\u7ED8\u753B,\u751F\u6210\u56FE\u7247,\u51FA\u56FE,\u505A\u5F20\u56FE|\u753B\u50CF\u751F\u6210,\u30A4\u30E9\u30B9\u30C8\u751F\u6210,\u753B\u50CF\u4F5C\u6210
classification,classify,categorize|\u5206\u7C7B,\u5F52\u7C7B|\u5206\u985E,\u30AB\u30C6\u30B4\u30EA\u5206\u3051
sentiment analysis|\u60C5\u611F\u5206\u6790,\u60C5\u7EEA\u5206\u6790|\u611F\u60C5\u5206\u6790,\u30BB\u30F3\u30C1\u30E1\u30F3\u30C8\u5206\u6790
recommendation,recommend|\u63A8\u8350|\u63A8\u85A6,\u30EC\u30B3\u30E1\u30F3\u30C9
knowledge|\u77E5\u8BC6|\u77E5\u8B58,\u30CA\u30EC\u30C3\u30B8
knowledge base,wiki|\u77E5\u8BC6\u5E93,\u6574\u7406\u5230\u77E5\u8BC6\u5E93,\u6C89\u6DC0\u5230\u77E5\u8BC6\u5E93|\u30CA\u30EC\u30C3\u30B8\u30D9\u30FC\u30B9,\u30CA\u30EC\u30C3\u30B8\u5316,\u30A6\u30A3\u30AD
knowledge graph|\u77E5\u8BC6\u56FE\u8C31|\u30CA\u30EC\u30C3\u30B8\u30B0\u30E9\u30D5
trigger|\u89E6\u53D1|\u30C8\u30EA\u30AC\u30FC,\u767A\u706B

# Documents and writing
document,documentation,docs|\u6587\u6863,\u6587\u4EF6,\u8BF4\u660E\u6587\u6863,\u8AAA\u660E\u6587\u4EF6,\u5199\u6587\u6863,\u8865\u6587\u6863|\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8,\u6587\u66F8,\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8\u6574\u5099,\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8\u4F5C\u6210
file|\u6587\u4EF6,\u6A94\u6848|\u30D5\u30A1\u30A4\u30EB
report|\u62A5\u544A,\u62A5\u8868|\u30EC\u30DD\u30FC\u30C8,\u5831\u544A\u66F8
summary,summarize|\u603B\u7ED3,\u6458\u8981,\u6982\u62EC,\u5F52\u7EB3,\u63D0\u70BC,\u5212\u91CD\u70B9,\u603B\u7ED3\u4E00\u4E0B,\u8981\u70B9|\u8981\u7D04,\u30B5\u30DE\u30EA\u30FC,\u8981\u65E8,\u8981\u70B9,\u629C\u7C8B,\u8981\u70B9\u6574\u7406
overview|\u6982\u8FF0,\u6982\u89C8,\u6982\u8981|\u6982\u8981,\u5168\u4F53\u50CF
aggregate|\u6C47\u603B,\u805A\u5408,\u5206\u7EC4\u7EDF\u8BA1,\u6C42\u548C,\u7EDF\u8BA1\u4E00\u4E0B|\u96C6\u8A08,\u5408\u8A08,\u5C0F\u8A08,\u96C6\u8A08\u3057\u3066
translate,translation|\u7FFB\u8BD1,\u7FFB\u6210,\u8BD1\u6210,\u7FFB\u6210\u4E2D\u6587,\u7FFB\u6210\u82F1\u6587|\u7FFB\u8A33,\u548C\u8A33,\u82F1\u8A33,\u8A33\u3057\u3066
proofread,proofreading|\u6821\u5BF9,\u5BA1\u6821|\u6821\u6B63,\u6821\u95B2
edit,editing|\u7F16\u8F91|\u7DE8\u96C6
rewrite,paraphrase|\u6539\u5199,\u91CD\u5199,\u8F6C\u8FF0,\u6362\u4E2A\u8BF4\u6CD5,\u6362\u79CD\u8BF4\u6CD5,\u91CD\u65B0\u63AA\u8F9E,\u6539\u4E00\u6539|\u30EA\u30E9\u30A4\u30C8,\u6539\u7A3F,\u8A00\u3044\u63DB\u3048,\u66F8\u304D\u76F4\u3057,\u66F8\u304D\u63DB\u3048,\u8A00\u3044\u56DE\u3057
polish|\u6DA6\u8272,\u6253\u78E8,\u6F64\u8272,\u6539\u901A\u987A,\u987A\u4E00\u987A,\u8BFB\u8D77\u6765\u66F4\u987A|\u63A8\u6572,\u30D6\u30E9\u30C3\u30B7\u30E5\u30A2\u30C3\u30D7,\u624B\u76F4\u3057,\u6587\u7AE0\u6821\u6B63
refine|\u5B8C\u5584,\u7EC6\u5316,\u62A0\u7EC6\u8282,\u6253\u78E8\u7EC6\u8282|\u6D17\u7DF4,\u7CBE\u7DFB\u5316,\u8A70\u3081,\u7D30\u90E8\u3092\u8A70\u3081
simplify|\u7B80\u5316,\u901A\u4FD7\u5316|\u7C21\u7565\u5316,\u30B7\u30F3\u30D7\u30EB\u5316
shorten,condense|\u7CBE\u7B80,\u7F29\u77ED,\u5220\u51CF,\u522A\u6E1B,\u538B\u7F29\u7BC7\u5E45,\u5220\u51CF\u4E00\u4E0B,\u5199\u77ED\u4E00\u70B9|\u77ED\u7E2E,\u7C21\u6F54\u5316,\u6587\u5B57\u6570\u524A\u6E1B,\u77ED\u304F\u3057\u3066,\u524A\u3063\u3066
expand,elaborate|\u6269\u5199,\u5C55\u5F00,\u6269\u5145,\u5199\u957F\u4E00\u70B9,\u5C55\u5F00\u8BF4\u8BF4,\u8865\u5145\u7EC6\u8282|\u62E1\u5145,\u8A73\u7D30\u5316,\u81A8\u3089\u307E\u305B,\u8089\u4ED8\u3051,\u52A0\u7B46
outline|\u5927\u7EB2,\u63D0\u7EB2,\u5217\u4E2A\u5927\u7EB2,\u642D\u6846\u67B6,\u7ED3\u6784\u5B89\u6392|\u30A2\u30A6\u30C8\u30E9\u30A4\u30F3,\u69CB\u6210\u6848,\u9AA8\u5B50,\u76EE\u6B21\u6848,\u7AE0\u7ACB\u3066,\u69CB\u6210\u3092\u8003\u3048
draft|\u8349\u7A3F,\u521D\u7A3F,\u8D77\u8349,\u8349\u62DF,\u5148\u51FA\u4E2A\u8349\u7A3F,\u7D20\u7A3F|\u4E0B\u66F8\u304D,\u8349\u6848,\u30C9\u30E9\u30D5\u30C8,\u53E9\u304D\u53F0,\u7D20\u6848
writing,write|\u5199\u4F5C,\u64B0\u5199,\u4E66\u5199|\u57F7\u7B46,\u30E9\u30A4\u30C6\u30A3\u30F3\u30B0,\u6587\u7AE0\u4F5C\u6210
essay|\u968F\u7B14,\u4F5C\u6587,\u77ED\u6587|\u30A8\u30C3\u30BB\u30A4,\u4F5C\u6587,\u5C0F\u8AD6\u6587
article|\u6587\u7AE0,\u7A3F\u4EF6,\u5199\u7BC7\u6587\u7AE0,\u957F\u6587|\u8A18\u4E8B,\u9577\u6587\u8A18\u4E8B,\u30B3\u30E9\u30E0
blog,blog post|\u535A\u5BA2,\u535A\u6587,\u90E8\u843D\u683C|\u30D6\u30ED\u30B0,\u30D6\u30ED\u30B0\u8A18\u4E8B
newsletter|\u90AE\u4EF6\u7B80\u62A5,\u7535\u5B50\u62A5,\u65B0\u95FB\u901A\u8BAF|\u30E1\u30EB\u30DE\u30AC,\u30CB\u30E5\u30FC\u30B9\u30EC\u30BF\u30FC,\u30E1\u30FC\u30EB\u30DE\u30AC\u30B8\u30F3
press release|\u65B0\u95FB\u7A3F,\u53D1\u5E03\u7A3F|\u30D7\u30EC\u30B9\u30EA\u30EA\u30FC\u30B9,\u5831\u9053\u767A\u8868
title,headline,heading|\u6807\u9898,\u8D77\u6807\u9898,\u53D6\u6807\u9898,\u62DF\u6807\u9898|\u30BF\u30A4\u30C8\u30EB,\u898B\u51FA\u3057,\u8868\u984C,\u30BF\u30A4\u30C8\u30EB\u6848
tone|\u8BED\u6C14,\u8BED\u8C03,\u53E3\u543B,\u53E3\u6C14,\u8BED\u611F,\u8C03\u6027|\u30C8\u30FC\u30F3,\u53E3\u8ABF,\u6587\u4F53,\u8A9E\u8ABF,\u30C8\u30F3\u30DE\u30CA
grammar|\u8BED\u6CD5|\u6587\u6CD5
spelling,typo|\u62FC\u5199,\u9519\u522B\u5B57|\u30B9\u30DA\u30EB,\u8AA4\u5B57,\u8AA4\u5B57\u8131\u5B57
text|\u6587\u672C,\u6587\u5B57|\u30C6\u30AD\u30B9\u30C8,\u6587\u5B57
word document,docx|Word\u6587\u6863|\u30EF\u30FC\u30C9\u6587\u66F8
slide,slides,presentation,deck|\u5E7B\u706F\u7247,\u6F14\u793A\u6587\u7A3F,PPT,\u7B80\u62A5,\u505A\u4E2A\u5E7B\u706F\u7247,\u6C47\u62A5\u6750\u6599,\u8BB2\u7A3F|\u30B9\u30E9\u30A4\u30C9,\u30D7\u30EC\u30BC\u30F3,\u30D7\u30EC\u30BC\u30F3\u30C6\u30FC\u30B7\u30E7\u30F3,\u30D7\u30EC\u30BC\u30F3\u8CC7\u6599,\u8CC7\u6599\u4F5C\u6210,\u767A\u8868\u8CC7\u6599,\u767B\u58C7\u8CC7\u6599
pitch deck|\u8DEF\u6F14PPT,\u878D\u8D44\u6F14\u793A|\u30D4\u30C3\u30C1\u8CC7\u6599,\u30D4\u30C3\u30C1\u30C7\u30C3\u30AF
spreadsheet,excel|\u7535\u5B50\u8868\u683C,\u8BD5\u7B97\u8868,\u586B\u8868,\u8868\u683C\u6574\u7406|\u30B9\u30D7\u30EC\u30C3\u30C9\u30B7\u30FC\u30C8,\u8868\u8A08\u7B97,\u30A8\u30AF\u30BB\u30EB,\u8868\u8A08\u7B97\u30BD\u30D5\u30C8,\u30B7\u30FC\u30C8
form|\u8868\u5355|\u30D5\u30A9\u30FC\u30E0,\u5165\u529B\u30D5\u30A9\u30FC\u30E0
checklist|\u68C0\u67E5\u6E05\u5355,\u6838\u5BF9\u6E05\u5355,\u68C0\u67E5\u9879,\u81EA\u67E5\u6E05\u5355|\u30C1\u30A7\u30C3\u30AF\u30EA\u30B9\u30C8,\u78BA\u8A8D\u9805\u76EE,\u70B9\u691C\u9805\u76EE
list|\u5217\u8868,\u6E05\u5355|\u30EA\u30B9\u30C8,\u4E00\u89A7
note,notes,memo|\u7B14\u8BB0,\u5907\u5FD8\u5F55,\u8BB0\u5F55,\u8BB0\u4E0B\u6765,\u8BB0\u4E00\u4E0B,\u505A\u7B14\u8BB0,\u968F\u624B\u8BB0|\u30E1\u30E2,\u30CE\u30FC\u30C8,\u899A\u66F8,\u66F8\u304D\u7559\u3081,\u30E1\u30E2\u66F8\u304D
meeting|\u4F1A\u8BAE,\u5F00\u4F1A,\u5F00\u4E2A\u4F1A,\u78B0\u4E00\u4E0B|\u4F1A\u8B70,\u30DF\u30FC\u30C6\u30A3\u30F3\u30B0,\u6253\u3061\u5408\u308F\u305B,\u6253\u5408\u305B,\u5B9A\u4F8B,\u5B9A\u4F8B\u4F1A
minutes,meeting minutes|\u4F1A\u8BAE\u7EAA\u8981,\u4F1A\u8BAE\u8BB0\u5F55,\u7EAA\u8981,\u4F1A\u8BAE\u7B14\u8BB0,\u4F1A\u8BAE\u603B\u7ED3,\u4F1A\u540E\u6574\u7406|\u8B70\u4E8B\u9332,\u8B70\u4E8B\u30E1\u30E2,\u4F1A\u8B70\u30E1\u30E2,\u4F1A\u8B70\u9332
action item|\u884C\u52A8\u9879,\u5F85\u529E\u4E8B\u9879,\u8DDF\u8FDB\u4E8B\u9879,\u5F85\u8DDF\u8FDB|\u30A2\u30AF\u30B7\u30E7\u30F3\u30A2\u30A4\u30C6\u30E0,\u5BBF\u984C\u4E8B\u9805,\u5BBF\u984C
todo,to-do list|\u5F85\u529E,\u5F85\u529E\u6E05\u5355|ToDo,\u3084\u308B\u3053\u3068\u30EA\u30B9\u30C8,\u30BF\u30B9\u30AF\u30EA\u30B9\u30C8
agenda|\u8BAE\u7A0B|\u30A2\u30B8\u30A7\u30F3\u30C0,\u8B70\u984C
email|\u90AE\u4EF6,\u7535\u5B50\u90AE\u4EF6,\u90F5\u4EF6,\u90AE\u7BB1,\u6536\u4EF6\u7BB1,\u672A\u8BFB\u90AE\u4EF6,\u56DE\u90AE\u4EF6|\u30E1\u30FC\u30EB,\u96FB\u5B50\u30E1\u30FC\u30EB,\u53D7\u4FE1\u7BB1,\u53D7\u4FE1\u30C8\u30EC\u30A4,\u672A\u8AAD\u30E1\u30FC\u30EB
reply,respond|\u56DE\u590D,\u7B54\u590D,\u56DE\u8986,\u56DE\u4E00\u4E0B,\u600E\u4E48\u56DE|\u8FD4\u4FE1,\u56DE\u7B54,\u8FD4\u7B54,\u8FD4\u4E8B,\u8FD4\u4FE1\u6587
inquiry|\u54A8\u8BE2,\u8BE2\u95EE,\u8AEE\u8A62|\u554F\u3044\u5408\u308F\u305B,\u554F\u5408\u305B
announcement|\u516C\u544A,\u901A\u77E5\u516C\u544A|\u544A\u77E5,\u30A2\u30CA\u30A6\u30F3\u30B9
resume,cv|\u7B80\u5386,\u5C65\u5386|\u5C65\u6B74\u66F8,\u8077\u52D9\u7D4C\u6B74\u66F8
proposal|\u63D0\u6848,\u65B9\u6848,\u4F01\u5212\u4E66|\u63D0\u6848\u66F8,\u4F01\u753B\u66F8
case study|\u6848\u4F8B\u7814\u7A76,\u6848\u4F8B\u5206\u6790|\u30B1\u30FC\u30B9\u30B9\u30BF\u30C7\u30A3,\u4E8B\u4F8B\u7814\u7A76
faq|\u5E38\u89C1\u95EE\u9898|\u3088\u304F\u3042\u308B\u8CEA\u554F
tutorial|\u6559\u7A0B,\u6559\u5B78|\u30C1\u30E5\u30FC\u30C8\u30EA\u30A2\u30EB
guide,manual,handbook|\u6307\u5357,\u624B\u518C,\u4F7F\u7528\u8BF4\u660E|\u30AC\u30A4\u30C9,\u30DE\u30CB\u30E5\u30A2\u30EB,\u624B\u9806\u66F8
glossary,terminology|\u672F\u8BED\u8868,\u672F\u8BED|\u7528\u8A9E\u96C6,\u7528\u8A9E
citation|\u5F15\u7528,\u5F15\u6587,\u51FA\u5904,\u539F\u59CB\u6765\u6E90,\u539F\u6587\u51FA\u5904,\u4E00\u624B\u8D44\u6599,\u5F15\u7528\u6765\u6E90,\u6807\u6CE8\u51FA\u5904,\u6CE8\u660E\u51FA\u5904|\u5F15\u7528,\u5F15\u7528\u6587\u732E,\u4E00\u6B21\u60C5\u5831,\u4E00\u6B21\u8CC7\u6599,\u539F\u5178,\u51FA\u6240,\u51FA\u5178\u660E\u8A18,\u5F15\u7528\u5143
reference,bibliography|\u53C2\u8003\u6587\u732E,\u6587\u732E|\u53C2\u8003\u6587\u732E,\u6587\u732E\u30EA\u30B9\u30C8
abstract|\u6458\u8981|\u8981\u65E8,\u30A2\u30D6\u30B9\u30C8\u30E9\u30AF\u30C8,\u6284\u9332
paper,academic paper|\u8BBA\u6587,\u5B66\u672F\u8BBA\u6587|\u8AD6\u6587,\u5B66\u8853\u8AD6\u6587
thesis,dissertation|\u5B66\u4F4D\u8BBA\u6587,\u6BD5\u4E1A\u8BBA\u6587|\u5352\u696D\u8AD6\u6587,\u5B66\u4F4D\u8AD6\u6587,\u5352\u8AD6
peer review|\u540C\u884C\u8BC4\u5BA1,\u5BA1\u7A3F|\u67FB\u8AAD
journal|\u671F\u520A|\u5B66\u8853\u8A8C,\u30B8\u30E3\u30FC\u30CA\u30EB
publish,publication|\u53D1\u8868,\u51FA\u7248,\u520A\u767B|\u516C\u958B,\u51FA\u7248,\u63B2\u8F09
book|\u4E66\u7C4D,\u56FE\u4E66|\u66F8\u7C4D,\u30D6\u30C3\u30AF
novel,fiction|\u5C0F\u8BF4|\u5C0F\u8AAC,\u30D5\u30A3\u30AF\u30B7\u30E7\u30F3
story,storytelling|\u6545\u4E8B,\u8BB2\u6545\u4E8B,\u8BB2\u4E2A\u6545\u4E8B,\u53D9\u4E8B|\u30B9\u30C8\u30FC\u30EA\u30FC,\u7269\u8A9E,\u30B9\u30C8\u30FC\u30EA\u30FC\u30C6\u30EA\u30F3\u30B0,\u30B9\u30C8\u30FC\u30EA\u30FC\u4ED5\u7ACB\u3066
copywriting|\u6587\u6848,\u5199\u6587\u6848,\u5E26\u8D27\u6587\u6848,\u79CD\u8349\u6587\u6848,\u79CD\u8349|\u30B3\u30D4\u30FC\u30E9\u30A4\u30C6\u30A3\u30F3\u30B0,\u8CA9\u4FC3\u6587,\u30BB\u30FC\u30EB\u30B9\u30EC\u30BF\u30FC,\u30BB\u30FC\u30EB\u30B9\u30B3\u30D4\u30FC
slogan,tagline|\u6807\u8BED,\u53E3\u53F7,\u5E7F\u544A\u8BED|\u30AD\u30E3\u30C3\u30C1\u30B3\u30D4\u30FC,\u30B9\u30ED\u30FC\u30AC\u30F3
product description|\u4EA7\u54C1\u63CF\u8FF0,\u5546\u54C1\u63CF\u8FF0,\u4EA7\u54C1\u4ECB\u7ECD,\u5356\u70B9,\u4EA7\u54C1\u5356\u70B9|\u5546\u54C1\u8AAC\u660E,\u8AAC\u660E\u6587,\u30BB\u30FC\u30EB\u30B9\u30DD\u30A4\u30F3\u30C8
caption|\u914D\u6587,\u56FE\u7247\u8BF4\u660E|\u30AD\u30E3\u30D7\u30B7\u30E7\u30F3
social media|\u793E\u4EA4\u5A92\u4F53,\u793E\u7FA4\u5A92\u9AD4,\u53D1\u670B\u53CB\u5708,\u5C0F\u7EA2\u4E66,\u516C\u4F17\u53F7,\u6296\u97F3,\u5FAE\u535A|\u30BD\u30FC\u30B7\u30E3\u30EB\u30E1\u30C7\u30A3\u30A2,\u30A4\u30F3\u30B9\u30BF
post|\u5E16\u5B50,\u8D34\u6587,\u767C\u6587,\u53D1\u5E16\u5B50,\u53D1\u4E2A\u5E16|\u6295\u7A3F,\u30DD\u30B9\u30C8,\u6295\u7A3F\u6587,\u6295\u7A3F\u3057\u3066
feedback|\u53CD\u9988,\u56DE\u9988,\u7528\u6237\u53CD\u9988,\u610F\u89C1\u6574\u7406,\u7ED9\u70B9\u610F\u89C1,\u63D0\u610F\u89C1|\u30D5\u30A3\u30FC\u30C9\u30D0\u30C3\u30AF,\u610F\u898B,\u611F\u60F3,\u3054\u610F\u898B,\u8981\u671B
survey,questionnaire|\u8C03\u67E5,\u95EE\u5377,\u95EE\u5377\u8C03\u67E5,\u53D1\u95EE\u5377,\u505A\u95EE\u5377|\u30A2\u30F3\u30B1\u30FC\u30C8,\u8ABF\u67FB,\u30A2\u30F3\u30B1\u30FC\u30C8\u8ABF\u67FB,\u610F\u8B58\u8ABF\u67FB
interview|\u8BBF\u8C08,\u9762\u8BD5,\u91C7\u8BBF,\u9762\u8BD5\u9898|\u30A4\u30F3\u30BF\u30D3\u30E5\u30FC,\u9762\u63A5,\u53D6\u6750,\u9762\u63A5\u5BFE\u7B56
customer review,testimonial|\u8BC4\u4EF7,\u7528\u6237\u8BC4\u4EF7,\u597D\u8BC4|\u53E3\u30B3\u30DF,\u304A\u5BA2\u69D8\u306E\u58F0
rating,score,scoring|\u8BC4\u5206,\u6253\u5206,\u5F97\u5206|\u30B9\u30B3\u30A2,\u63A1\u70B9,\u30EC\u30FC\u30C6\u30A3\u30F3\u30B0
weekly report|\u5468\u62A5|\u9031\u5831
daily report|\u65E5\u62A5|\u65E5\u5831
monthly report|\u6708\u62A5|\u6708\u5831,\u6708\u6B21\u5831\u544A
progress,status update|\u8FDB\u5EA6,\u8FDB\u5C55,\u8FDB\u5EA6\u6C47\u62A5,\u8FDB\u5EA6\u540C\u6B65,\u6C47\u62A5\u8FDB\u5C55|\u9032\u6357,\u9032\u6357\u5831\u544A,\u9032\u884C\u72B6\u6CC1,\u9032\u6357\u5171\u6709,\u72B6\u6CC1\u5831\u544A
communication|\u6C9F\u901A,\u4EA4\u6D41|\u30B3\u30DF\u30E5\u30CB\u30B1\u30FC\u30B7\u30E7\u30F3,\u9023\u7D61
explain,explanation|\u89E3\u91CA,\u8BB2\u89E3,\u8BB2\u8BB2,\u8BB2\u4E00\u8BB2,\u662F\u4EC0\u4E48\u610F\u601D,\u901A\u4FD7\u89E3\u91CA,\u8BF4\u4EBA\u8BDD,\u50CF\u7ED9\u5C0F\u5B69\u8BB2,\u7ED9\u5C0F\u767D\u8BB2|\u89E3\u8AAC,\u8AAC\u660E,\u565B\u307F\u7815\u3044\u3066,\u89E3\u8AAC\u3057\u3066,\u521D\u5FC3\u8005\u5411\u3051
describe,description|\u63CF\u8FF0,\u8BF4\u660E|\u8A18\u8FF0,\u8AAC\u660E
introduction,introduce|\u4ECB\u7ECD,\u7B80\u4ECB|\u7D39\u4ECB
onboarding|\u5165\u804C,\u65B0\u4EBA\u5F15\u5BFC,\u4E0A\u624B\u6307\u5357,\u65B0\u4EBA\u4E0A\u624B,\u5E26\u65B0\u4EBA|\u30AA\u30F3\u30DC\u30FC\u30C7\u30A3\u30F3\u30B0,\u65B0\u4EBA\u7814\u4FEE,\u65B0\u4EBA\u6559\u80B2
repurpose,content repurposing|\u5185\u5BB9\u6539\u7F16,\u5185\u5BB9\u590D\u7528,\u4E00\u9C7C\u591A\u5403,\u4E8C\u6B21\u521B\u4F5C,\u6539\u7F16\u6210|\u8EE2\u7528,\u30EA\u30D1\u30FC\u30D1\u30B9,\u4F7F\u3044\u56DE\u3057,\u4E8C\u6B21\u5229\u7528
localization,internationalization,i18n|\u672C\u5730\u5316,\u56FD\u9645\u5316,\u591A\u8BED\u8A00,\u570B\u969B\u5316|\u30ED\u30FC\u30AB\u30E9\u30A4\u30BA,\u56FD\u969B\u5316,\u591A\u8A00\u8A9E\u5BFE\u5FDC
language|\u8BED\u8A00|\u8A00\u8A9E
chinese|\u4E2D\u6587,\u6C49\u8BED|\u4E2D\u56FD\u8A9E
english|\u82F1\u6587,\u82F1\u8BED|\u82F1\u8A9E
japanese|\u65E5\u6587,\u65E5\u8BED|\u65E5\u672C\u8A9E
quote,quotation|\u62A5\u4EF7,\u62A5\u4EF7\u5355|\u898B\u7A4D\u66F8,\u304A\u898B\u7A4D\u308A

# Data and research
data|\u6570\u636E,\u8CC7\u6599|\u30C7\u30FC\u30BF
analysis,analyze,analytics|\u5206\u6790,\u6570\u636E\u5206\u6790,\u8CC7\u6599\u5206\u6790|\u5206\u6790,\u89E3\u6790,\u30C7\u30FC\u30BF\u5206\u6790
statistics,statistical|\u7EDF\u8BA1,\u7EDF\u8BA1\u5B66,\u7EDF\u8BA1\u68C0\u9A8C,\u63CF\u8FF0\u7EDF\u8BA1|\u7D71\u8A08,\u8A18\u8FF0\u7D71\u8A08,\u7D71\u8A08\u5206\u6790
visualize,visualization|\u53EF\u89C6\u5316,\u8996\u89BA\u5316,\u56FE\u5F62\u5316,\u76F4\u89C2\u5C55\u793A|\u53EF\u8996\u5316,\u30D3\u30B8\u30E5\u30A2\u30E9\u30A4\u30BC\u30FC\u30B7\u30E7\u30F3,\u8996\u899A\u5316,\u56F3\u5F0F\u5316
chart,graph|\u56FE\u8868,\u753B\u56FE\u8868,\u505A\u4E2A\u56FE\u8868,\u67F1\u72B6\u56FE,\u6298\u7EBF\u56FE,\u997C\u56FE|\u30B0\u30E9\u30D5,\u30C1\u30E3\u30FC\u30C8,\u68D2\u30B0\u30E9\u30D5,\u6298\u308C\u7DDA\u30B0\u30E9\u30D5,\u5186\u30B0\u30E9\u30D5,\u30B0\u30E9\u30D5\u5316
plot|\u7ED8\u56FE,\u4F5C\u56FE|\u30D7\u30ED\u30C3\u30C8,\u63CF\u753B
diagram|\u793A\u610F\u56FE,\u56FE\u89E3,\u67B6\u6784\u56FE,\u753B\u4E2A\u56FE,\u753B\u6210\u56FE,\u56FE\u793A,\u5173\u7CFB\u56FE,\u7ED3\u6784\u56FE|\u56F3\u89E3,\u30C0\u30A4\u30A2\u30B0\u30E9\u30E0,\u69CB\u6210\u56F3,\u56F3\u793A,\u4F5C\u56F3,\u6982\u5FF5\u56F3,\u76F8\u95A2\u56F3,\u95A2\u4FC2\u56F3,\u30DD\u30F3\u30C1\u7D75
flowchart|\u6D41\u7A0B\u56FE|\u30D5\u30ED\u30FC\u30C1\u30E3\u30FC\u30C8
mind map|\u601D\u7EF4\u5BFC\u56FE,\u5FC3\u667A\u5716|\u30DE\u30A4\u30F3\u30C9\u30DE\u30C3\u30D7
data cleaning,preprocessing|\u6570\u636E\u6E05\u6D17,\u6570\u636E\u9884\u5904\u7406,\u6D17\u6570\u636E,\u6E05\u6D17\u6570\u636E,\u810F\u6570\u636E|\u30C7\u30FC\u30BF\u30AF\u30EC\u30F3\u30B8\u30F3\u30B0,\u524D\u51E6\u7406,\u30C7\u30FC\u30BF\u6574\u5F62,\u540D\u5BC4\u305B,\u30C7\u30FC\u30BF\u30AF\u30EA\u30FC\u30CB\u30F3\u30B0
pivot table|\u6570\u636E\u900F\u89C6\u8868,\u6A1E\u7D10\u5206\u6790\u8868|\u30D4\u30DC\u30C3\u30C8\u30C6\u30FC\u30D6\u30EB
formula|\u516C\u5F0F|\u6570\u5F0F,\u8A08\u7B97\u5F0F
column,field|\u5B57\u6BB5,\u6B04\u4F4D|\u30AB\u30E9\u30E0,\u5217\u540D
record|\u8BB0\u5F55,\u5F55\u5236|\u30EC\u30B3\u30FC\u30C9,\u8A18\u9332
kpi|\u5173\u952E\u6307\u6807,\u7EE9\u6548\u6307\u6807|\u91CD\u8981\u6307\u6A19
goal,objective|\u76EE\u6807,\u5B9A\u76EE\u6807,\u76EE\u6807\u8BBE\u5B9A,\u7ACB\u76EE\u6807|\u76EE\u6A19,\u30B4\u30FC\u30EB,\u76EE\u6A19\u8A2D\u5B9A
trend|\u8D8B\u52BF|\u30C8\u30EC\u30F3\u30C9,\u50BE\u5411,\u52D5\u5411
forecast,prediction,predict|\u9884\u6D4B|\u4E88\u6E2C,\u4E88\u60F3,\u30D5\u30A9\u30FC\u30AD\u30E3\u30B9\u30C8
correlation|\u76F8\u5173\u6027,\u76F8\u5173\u5206\u6790|\u76F8\u95A2,\u76F8\u95A2\u5206\u6790
causal inference,causality|\u56E0\u679C\u63A8\u65AD,\u56E0\u679C\u5173\u7CFB|\u56E0\u679C\u63A8\u8AD6,\u56E0\u679C\u95A2\u4FC2
regression analysis|\u56DE\u5F52\u5206\u6790,\u8DD1\u56DE\u5F52,\u505A\u56DE\u5F52|\u56DE\u5E30\u5206\u6790,\u56DE\u5E30\u30E2\u30C7\u30EB
time series|\u65F6\u95F4\u5E8F\u5217|\u6642\u7CFB\u5217
hypothesis|\u5047\u8BBE,\u5047\u8BF4,\u9A8C\u8BC1\u5047\u8BBE|\u4EEE\u8AAC,\u4EEE\u8AAC\u691C\u8A3C,\u4EEE\u8AAC\u7ACB\u6848
experiment|\u5B9E\u9A8C|\u5B9F\u9A13
ab test,split test|AB\u6D4B\u8BD5,\u5BF9\u7167\u7EC4,\u5B9E\u9A8C\u7EC4|AB\u30C6\u30B9\u30C8,\u6BD4\u8F03\u30C6\u30B9\u30C8,\u5BFE\u7167\u7FA4
sample,sampling|\u6837\u672C,\u62BD\u6837|\u30B5\u30F3\u30D7\u30EB,\u6A19\u672C,\u30B5\u30F3\u30D7\u30EA\u30F3\u30B0
distribution|\u5206\u5E03|\u5206\u5E03
probability|\u6982\u7387,\u6A5F\u7387|\u78BA\u7387
average,mean|\u5E73\u5747\u503C,\u5747\u503C|\u5E73\u5747,\u5E73\u5747\u5024
anomaly,outlier,anomaly detection|\u5F02\u5E38\u503C,\u79BB\u7FA4\u503C,\u5F02\u5E38\u68C0\u6D4B|\u5916\u308C\u5024,\u7570\u5E38\u5024,\u7570\u5E38\u691C\u77E5
quantitative|\u5B9A\u91CF,\u91CF\u5316|\u5B9A\u91CF,\u5B9A\u91CF\u7684
qualitative|\u5B9A\u6027,\u8D28\u6027|\u5B9A\u6027,\u8CEA\u7684
research|\u7814\u7A76,\u8C03\u7814|\u7814\u7A76,\u30EA\u30B5\u30FC\u30C1
deep research|\u6DF1\u5EA6\u7814\u7A76,\u6DF1\u5165\u8C03\u7814|\u30C7\u30A3\u30FC\u30D7\u30EA\u30B5\u30FC\u30C1,\u5FB9\u5E95\u8ABF\u67FB
literature review|\u6587\u732E\u7EFC\u8FF0,\u6587\u737B\u56DE\u9867,\u67E5\u6587\u732E,\u8BFB\u6587\u732E,\u7EFC\u8FF0|\u6587\u732E\u30EC\u30D3\u30E5\u30FC,\u5148\u884C\u7814\u7A76,\u6587\u732E\u8ABF\u67FB,\u5148\u884C\u7814\u7A76\u8ABF\u67FB
academic,scholarly|\u5B66\u672F|\u5B66\u8853,\u30A2\u30AB\u30C7\u30DF\u30C3\u30AF
methodology,method|\u65B9\u6CD5\u8BBA,\u7814\u7A76\u65B9\u6CD5|\u65B9\u6CD5\u8AD6,\u624B\u6CD5
theory|\u7406\u8BBA|\u7406\u8AD6
finding,insight|\u6D1E\u5BDF,\u53D1\u73B0|\u30A4\u30F3\u30B5\u30A4\u30C8,\u77E5\u898B,\u767A\u898B
conclusion|\u7ED3\u8BBA|\u7D50\u8AD6
evidence|\u8BC1\u636E|\u6839\u62E0,\u8A3C\u62E0,\u30A8\u30D3\u30C7\u30F3\u30B9
fact check,fact-checking|\u4E8B\u5B9E\u6838\u67E5,\u6838\u5B9E\u771F\u5047,\u8F9F\u8C23,\u662F\u771F\u7684\u5417|\u30D5\u30A1\u30AF\u30C8\u30C1\u30A7\u30C3\u30AF,\u4E8B\u5B9F\u78BA\u8A8D,\u771F\u507D\u78BA\u8A8D,\u4E8B\u5B9F\u95A2\u4FC2
source|\u6765\u6E90,\u4FE1\u606F\u6765\u6E90,\u51FA\u5904|\u51FA\u5178,\u60C5\u5831\u6E90,\u30BD\u30FC\u30B9
information|\u4FE1\u606F,\u8CC7\u8A0A|\u60C5\u5831
user research|\u7528\u6237\u7814\u7A76,\u7528\u6237\u8C03\u7814,\u7528\u6237\u8BBF\u8C08,\u7528\u6237\u6D1E\u5BDF|\u30E6\u30FC\u30B6\u30FC\u30EA\u30B5\u30FC\u30C1,\u30E6\u30FC\u30B6\u30FC\u8ABF\u67FB,\u30E6\u30FC\u30B6\u30FC\u30A4\u30F3\u30BF\u30D3\u30E5\u30FC,\u9867\u5BA2\u7406\u89E3
market research|\u5E02\u573A\u8C03\u7814,\u5E02\u573A\u8C03\u67E5|\u5E02\u5834\u8ABF\u67FB,\u30DE\u30FC\u30B1\u30C3\u30C8\u30EA\u30B5\u30FC\u30C1
competitor,competitive analysis|\u7ADE\u54C1,\u7ADE\u4E89\u5BF9\u624B,\u7ADE\u54C1\u5206\u6790,\u5BF9\u624B\u5206\u6790,\u7ADE\u5BF9|\u7AF6\u5408,\u7AF6\u5408\u4ED6\u793E,\u7AF6\u5408\u5206\u6790,\u7AF6\u5408\u8ABF\u67FB,\u4ED6\u793E\u6BD4\u8F03,\u7AF6\u5408\u6BD4\u8F03
swot|SWOT\u5206\u6790|SWOT\u5206\u6790
grounded theory|\u624E\u6839\u7406\u8BBA|\u30B0\u30E9\u30A6\u30F3\u30C7\u30C3\u30C9\u30FB\u30BB\u30AA\u30EA\u30FC
social network analysis|\u793E\u4F1A\u7F51\u7EDC\u5206\u6790|\u30BD\u30FC\u30B7\u30E3\u30EB\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u5206\u6790
economics|\u7ECF\u6D4E\u5B66,\u7ECF\u6D4E|\u7D4C\u6E08\u5B66,\u7D4C\u6E08
sociology|\u793E\u4F1A\u5B66|\u793E\u4F1A\u5B66
science,scientific|\u79D1\u5B66|\u79D1\u5B66
biology|\u751F\u7269\u5B66|\u751F\u7269\u5B66
bioinformatics|\u751F\u7269\u4FE1\u606F\u5B66|\u30D0\u30A4\u30AA\u30A4\u30F3\u30D5\u30A9\u30DE\u30C6\u30A3\u30AF\u30B9
chemistry|\u5316\u5B66|\u5316\u5B66
protein|\u86CB\u767D\u8D28|\u30BF\u30F3\u30D1\u30AF\u8CEA
gene,genomics|\u57FA\u56E0,\u57FA\u56E0\u7EC4|\u907A\u4F1D\u5B50,\u30B2\u30CE\u30E0
drug discovery|\u836F\u7269\u53D1\u73B0,\u836F\u7269\u7814\u53D1,\u85E5\u7269\u7814\u767C|\u5275\u85AC
clinical trial|\u4E34\u5E8A\u8BD5\u9A8C|\u81E8\u5E8A\u8A66\u9A13
medical,healthcare|\u533B\u7597,\u533B\u5B66|\u533B\u7642,\u533B\u5B66
mathematics,math|\u6570\u5B66|\u6570\u5B66
proof,theorem|\u8BC1\u660E,\u5B9A\u7406|\u8A3C\u660E,\u5B9A\u7406
simulation,simulate|\u6A21\u62DF,\u4EFF\u771F|\u30B7\u30DF\u30E5\u30EC\u30FC\u30B7\u30E7\u30F3
map|\u5730\u56FE|\u5730\u56F3,\u30DE\u30C3\u30D7
scraping,crawler,crawl|\u722C\u866B,\u6293\u53D6,\u7F51\u9875\u6293\u53D6,\u722C\u53D6,\u6293\u6570\u636E|\u30B9\u30AF\u30EC\u30A4\u30D4\u30F3\u30B0,\u30AF\u30ED\u30FC\u30E9\u30FC,\u30AF\u30ED\u30FC\u30EB
collect,collection|\u6536\u96C6,\u91C7\u96C6,\u641C\u96C6,\u8490\u96C6|\u53CE\u96C6
measure,measurement|\u6D4B\u91CF,\u5EA6\u91CF|\u6E2C\u5B9A,\u8A08\u6E2C
calculate,calculation|\u8BA1\u7B97|\u8A08\u7B97

# Design and UI
design|\u8BBE\u8BA1|\u30C7\u30B6\u30A4\u30F3,\u8A2D\u8A08
design review|\u8BBE\u8BA1\u8BC4\u5BA1|\u30C7\u30B6\u30A4\u30F3\u30EC\u30D3\u30E5\u30FC
redesign|\u91CD\u65B0\u8BBE\u8BA1,\u6539\u7248,\u91CD\u505A,\u63A8\u7FFB\u91CD\u6765,\u6539\u7248\u4E00\u4E0B|\u30EA\u30C7\u30B6\u30A4\u30F3,\u30EA\u30CB\u30E5\u30FC\u30A2\u30EB,\u4F5C\u308A\u76F4\u3057,\u5237\u65B0
ui,user interface|\u7528\u6237\u754C\u9762,\u754C\u9762,\u4F7F\u7528\u8005\u4ECB\u9762|\u30E6\u30FC\u30B6\u30FC\u30A4\u30F3\u30BF\u30FC\u30D5\u30A7\u30FC\u30B9,\u753B\u9762
ux,user experience|\u7528\u6237\u4F53\u9A8C,\u4F7F\u7528\u8005\u9AD4\u9A57|\u30E6\u30FC\u30B6\u30FC\u4F53\u9A13,\u30E6\u30FC\u30B6\u30FC\u30A8\u30AF\u30B9\u30DA\u30EA\u30A8\u30F3\u30B9
usability|\u6613\u7528\u6027,\u597D\u7528,\u96BE\u7528,\u4E0D\u597D\u7528,\u4E0D\u987A\u624B,\u7528\u8D77\u6765\u522B\u626D|\u30E6\u30FC\u30B6\u30D3\u30EA\u30C6\u30A3,\u4F7F\u3044\u52DD\u624B,\u64CD\u4F5C\u3057\u3065\u3089\u3044
layout|\u5E03\u5C40,\u6392\u7248,\u7248\u9762|\u30EC\u30A4\u30A2\u30A6\u30C8,\u7D44\u7248
color,colour,palette,color scheme|\u989C\u8272,\u914D\u8272,\u8272\u5F69,\u8C03\u8272\u677F|\u30AB\u30E9\u30FC,\u914D\u8272,\u8272\u5F69,\u30AB\u30E9\u30FC\u30D1\u30EC\u30C3\u30C8
font,typography|\u5B57\u4F53,\u5B57\u578B,\u5B57\u53F7,\u5B57\u4F53\u5927\u5C0F|\u30D5\u30A9\u30F3\u30C8,\u66F8\u4F53,\u30BF\u30A4\u30DD\u30B0\u30E9\u30D5\u30A3,\u6587\u5B57\u30B5\u30A4\u30BA
icon|\u56FE\u6807,\u5716\u793A|\u30A2\u30A4\u30B3\u30F3
logo|\u6807\u5FD7,\u5FBD\u6807,\u6807\u8BC6|\u30ED\u30B4,\u30ED\u30B4\u30DE\u30FC\u30AF
brand,branding|\u54C1\u724C|\u30D6\u30E9\u30F3\u30C9,\u30D6\u30E9\u30F3\u30C7\u30A3\u30F3\u30B0
brand guidelines|\u54C1\u724C\u89C4\u8303,\u54C1\u724C\u6307\u5357|\u30D6\u30E9\u30F3\u30C9\u30AC\u30A4\u30C9\u30E9\u30A4\u30F3
wireframe|\u7EBF\u6846\u56FE|\u30EF\u30A4\u30E4\u30FC\u30D5\u30EC\u30FC\u30E0
mockup|\u8BBE\u8BA1\u7A3F,\u6548\u679C\u56FE,\u6837\u673A|\u30E2\u30C3\u30AF\u30A2\u30C3\u30D7,\u30C7\u30B6\u30A4\u30F3\u30AB\u30F3\u30D7
prototype|\u539F\u578B,\u539F\u578B\u8BBE\u8BA1|\u30D7\u30ED\u30C8\u30BF\u30A4\u30D7,\u8A66\u4F5C
design system|\u8BBE\u8BA1\u7CFB\u7EDF|\u30C7\u30B6\u30A4\u30F3\u30B7\u30B9\u30C6\u30E0
style,styling|\u6837\u5F0F,\u98CE\u683C|\u30B9\u30BF\u30A4\u30EB,\u69D8\u5F0F
theme|\u4E3B\u9898,\u76AE\u80A4|\u30C6\u30FC\u30DE
dark mode|\u6697\u9ED1\u6A21\u5F0F,\u6DF1\u8272\u6A21\u5F0F|\u30C0\u30FC\u30AF\u30E2\u30FC\u30C9
animation,motion|\u52A8\u753B,\u52A8\u6548|\u30A2\u30CB\u30E1\u30FC\u30B7\u30E7\u30F3,\u30E2\u30FC\u30B7\u30E7\u30F3
responsive,responsive design|\u54CD\u5E94\u5F0F,\u81EA\u9002\u5E94|\u30EC\u30B9\u30DD\u30F3\u30B7\u30D6
accessibility,a11y|\u65E0\u969C\u788D,\u53EF\u8BBF\u95EE\u6027|\u30A2\u30AF\u30BB\u30B7\u30D3\u30EA\u30C6\u30A3,\u30D0\u30EA\u30A2\u30D5\u30EA\u30FC
contrast|\u5BF9\u6BD4\u5EA6|\u30B3\u30F3\u30C8\u30E9\u30B9\u30C8
landing page|\u843D\u5730\u9875,\u7740\u9646\u9875,\u9500\u552E\u9875|\u30E9\u30F3\u30C7\u30A3\u30F3\u30B0\u30DA\u30FC\u30B8,\u8CA9\u58F2\u30DA\u30FC\u30B8,\u30BB\u30FC\u30EB\u30B9\u30DA\u30FC\u30B8
homepage|\u9996\u9875,\u4E3B\u9875|\u30C8\u30C3\u30D7\u30DA\u30FC\u30B8,\u30DB\u30FC\u30E0\u30DA\u30FC\u30B8
page|\u9875\u9762|\u30DA\u30FC\u30B8
button|\u6309\u94AE|\u30DC\u30BF\u30F3
menu|\u83DC\u5355,\u9078\u55AE|\u30E1\u30CB\u30E5\u30FC
navigation|\u5BFC\u822A|\u30CA\u30D3\u30B2\u30FC\u30B7\u30E7\u30F3
modal,dialog,popup|\u5F39\u7A97,\u5BF9\u8BDD\u6846|\u30E2\u30FC\u30C0\u30EB,\u30C0\u30A4\u30A2\u30ED\u30B0,\u30DD\u30C3\u30D7\u30A2\u30C3\u30D7
screen|\u5C4F\u5E55,\u87A2\u5E55|\u753B\u9762,\u30B9\u30AF\u30EA\u30FC\u30F3
screenshot|\u622A\u56FE,\u622A\u5C4F,\u622A\u4E2A\u56FE|\u30B9\u30AF\u30EA\u30FC\u30F3\u30B7\u30E7\u30C3\u30C8,\u30B9\u30AF\u30B7\u30E7,\u753B\u9762\u30AD\u30E3\u30D7\u30C1\u30E3,\u30AD\u30E3\u30D7\u30C1\u30E3
spacing,whitespace|\u95F4\u8DDD,\u7559\u767D|\u4F59\u767D,\u30B9\u30DA\u30FC\u30B7\u30F3\u30B0
alignment,align|\u5BF9\u9F50|\u6574\u5217,\u4F4D\u7F6E\u63C3\u3048
consistency|\u4E00\u81F4\u6027,\u524D\u540E\u77DB\u76FE,\u81EA\u76F8\u77DB\u76FE,\u524D\u540E\u4E00\u81F4|\u4E00\u8CAB\u6027,\u7D71\u4E00\u611F,\u6574\u5408\u6027,\u77DB\u76FE
persona|\u7528\u6237\u753B\u50CF,\u4EBA\u7269\u89D2\u8272|\u30DA\u30EB\u30BD\u30CA
user journey,customer journey|\u7528\u6237\u65C5\u7A0B|\u30AB\u30B9\u30BF\u30DE\u30FC\u30B8\u30E3\u30FC\u30CB\u30FC,\u30E6\u30FC\u30B6\u30FC\u30B8\u30E3\u30FC\u30CB\u30FC
interaction|\u4EA4\u4E92,\u4E92\u52D5|\u30A4\u30F3\u30BF\u30E9\u30AF\u30B7\u30E7\u30F3,\u64CD\u4F5C\u6027
illustration|\u63D2\u753B,\u63D2\u56FE|\u30A4\u30E9\u30B9\u30C8,\u633F\u7D75
poster|\u6D77\u62A5|\u30DD\u30B9\u30BF\u30FC
banner|\u6A2A\u5E45,\u6A2A\u5E45\u5E7F\u544A|\u30D0\u30CA\u30FC
thumbnail|\u7F29\u7565\u56FE,\u5C01\u9762\u56FE|\u30B5\u30E0\u30CD\u30A4\u30EB,\u30B5\u30E0\u30CD
infographic|\u4FE1\u606F\u56FE|\u30A4\u30F3\u30D5\u30A9\u30B0\u30E9\u30D5\u30A3\u30C3\u30AF
drawing,draw,sketch|\u7ED8\u753B,\u753B\u753B,\u7D20\u63CF,\u8349\u56FE|\u63CF\u753B,\u30B9\u30B1\u30C3\u30C1,\u304A\u7D75\u63CF\u304D
art,artwork|\u827A\u672F,\u827A\u672F\u4F5C\u54C1|\u30A2\u30FC\u30C8,\u82B8\u8853
generative art|\u751F\u6210\u827A\u672F|\u30B8\u30A7\u30CD\u30E9\u30C6\u30A3\u30D6\u30A2\u30FC\u30C8
3d,3d model|\u4E09\u7EF4,\u4E09\u7EF4\u6A21\u578B|\u4E09\u6B21\u5143,3D\u30E2\u30C7\u30EB
visual|\u89C6\u89C9|\u30D3\u30B8\u30E5\u30A2\u30EB,\u8996\u899A
critique|\u70B9\u8BC4,\u6279\u8BC4,\u6311\u6BDB\u75C5,\u627E\u832C,\u6311\u523A,\u627E\u6F0F\u6D1E,\u627E\u95EE\u9898|\u8B1B\u8A55,\u6279\u8A55,\u7C97\u63A2\u3057,\u30C0\u30E1\u51FA\u3057,\u8F9B\u53E3,\u9177\u8A55
web design|\u7F51\u9875\u8BBE\u8BA1|\u30A6\u30A7\u30D6\u30C7\u30B6\u30A4\u30F3

# Business, marketing and sales
business|\u4E1A\u52A1,\u5546\u4E1A,\u751F\u610F|\u30D3\u30B8\u30CD\u30B9,\u4E8B\u696D,\u696D\u52D9
business plan|\u5546\u4E1A\u8BA1\u5212\u4E66,\u5546\u4E1A\u8BA1\u5212|\u4E8B\u696D\u8A08\u753B,\u4E8B\u696D\u8A08\u753B\u66F8,\u30D3\u30B8\u30CD\u30B9\u30D7\u30E9\u30F3
business model|\u5546\u4E1A\u6A21\u5F0F|\u30D3\u30B8\u30CD\u30B9\u30E2\u30C7\u30EB
startup,entrepreneurship|\u521B\u4E1A\u516C\u53F8,\u521D\u521B\u516C\u53F8,\u521B\u4E1A,\u65B0\u5275,\u5275\u696D|\u30B9\u30BF\u30FC\u30C8\u30A2\u30C3\u30D7,\u8D77\u696D
company|\u516C\u53F8,\u4F01\u4E1A|\u4F1A\u793E,\u4F01\u696D
product|\u4EA7\u54C1|\u88FD\u54C1,\u5546\u54C1,\u30D7\u30ED\u30C0\u30AF\u30C8
product manager|\u4EA7\u54C1\u7ECF\u7406|\u30D7\u30ED\u30C0\u30AF\u30C8\u30DE\u30CD\u30FC\u30B8\u30E3\u30FC
requirement,requirements|\u9700\u6C42,\u9700\u6C42\u6587\u6863,\u63D0\u9700\u6C42,\u9700\u6C42\u6574\u7406|\u8981\u4EF6,\u8981\u4EF6\u5B9A\u7FA9,\u8981\u671B,\u6A5F\u80FD\u8981\u671B
specification,spec|\u89C4\u683C,\u89C4\u683C\u8BF4\u660E,\u8BF4\u660E\u4E66|\u4ED5\u69D8,\u4ED5\u69D8\u66F8
user story|\u7528\u6237\u6545\u4E8B|\u30E6\u30FC\u30B6\u30FC\u30B9\u30C8\u30FC\u30EA\u30FC
mvp,minimum viable product|\u6700\u5C0F\u53EF\u884C\u4EA7\u54C1|\u6700\u5C0F\u5B9F\u7528\u88FD\u54C1
proof of concept,poc|\u6982\u5FF5\u9A8C\u8BC1|\u6982\u5FF5\u5B9F\u8A3C
service|\u670D\u52A1|\u30B5\u30FC\u30D3\u30B9
customer,client|\u5BA2\u6237,\u987E\u5BA2|\u9867\u5BA2,\u304A\u5BA2\u69D8,\u30AF\u30E9\u30A4\u30A2\u30F3\u30C8
user|\u7528\u6237,\u4F7F\u7528\u8005|\u30E6\u30FC\u30B6\u30FC,\u5229\u7528\u8005
customer support,customer service|\u5BA2\u670D,\u5BA2\u6237\u652F\u6301,\u5BA2\u6237\u670D\u52A1,\u56DE\u590D\u5BA2\u6237,\u5BA2\u6237\u6765\u4FE1|\u30AB\u30B9\u30BF\u30DE\u30FC\u30B5\u30DD\u30FC\u30C8,\u9867\u5BA2\u5BFE\u5FDC,\u554F\u3044\u5408\u308F\u305B\u5BFE\u5FDC,\u304A\u5BA2\u69D8\u5BFE\u5FDC,\u554F\u3044\u5408\u308F\u305B\u8FD4\u4FE1
complaint|\u6295\u8BC9,\u5BA2\u8BC9|\u30AF\u30EC\u30FC\u30E0,\u82E6\u60C5
sales|\u9500\u552E|\u55B6\u696D,\u8CA9\u58F2,\u30BB\u30FC\u30EB\u30B9
lead,prospect|\u6F5C\u5728\u5BA2\u6237,\u9500\u552E\u7EBF\u7D22|\u898B\u8FBC\u5BA2,\u30EA\u30FC\u30C9
marketing|\u8425\u9500,\u5E02\u573A\u8425\u9500,\u884C\u92B7|\u30DE\u30FC\u30B1\u30C6\u30A3\u30F3\u30B0
campaign|\u8425\u9500\u6D3B\u52A8,\u63A8\u5E7F\u6D3B\u52A8|\u30AD\u30E3\u30F3\u30DA\u30FC\u30F3,\u65BD\u7B56
promotion|\u63A8\u5E7F,\u4FC3\u9500,\u5BA3\u4F20,\u5BA3\u50B3|\u30D7\u30ED\u30E2\u30FC\u30B7\u30E7\u30F3,\u8CA9\u4FC3,\u5BA3\u4F1D
advertising,ads,advertisement|\u5E7F\u544A,\u6295\u653E,\u6295\u5E7F\u544A,\u5E7F\u544A\u6295\u653E,\u4E70\u91CF|\u5E83\u544A,\u5E83\u544A\u904B\u7528,\u51FA\u7A3F
seo,search engine optimization|\u641C\u7D22\u5F15\u64CE\u4F18\u5316,\u6392\u540D\u9760\u524D,\u4E0A\u9996\u9875|\u691C\u7D22\u30A8\u30F3\u30B8\u30F3\u6700\u9069\u5316,SEO\u5BFE\u7B56,\u4E0A\u4F4D\u8868\u793A,\u691C\u7D22\u4E0A\u4F4D
search ranking,ranking|\u6392\u540D,\u641C\u7D22\u6392\u540D|\u691C\u7D22\u9806\u4F4D,\u30E9\u30F3\u30AD\u30F3\u30B0,\u9806\u4F4D
keyword|\u5173\u952E\u8BCD,\u95DC\u9375\u5B57|\u30AD\u30FC\u30EF\u30FC\u30C9
traffic|\u6D41\u91CF|\u30C8\u30E9\u30D5\u30A3\u30C3\u30AF,\u30A2\u30AF\u30BB\u30B9\u6570,\u6D41\u5165
conversion,conversion rate|\u8F6C\u5316,\u8F6C\u5316\u7387,\u8F49\u63DB\u7387|\u30B3\u30F3\u30D0\u30FC\u30B8\u30E7\u30F3,\u6210\u7D04\u7387
funnel|\u6F0F\u6597,\u8F6C\u5316\u6F0F\u6597|\u30D5\u30A1\u30CD\u30EB
growth|\u589E\u957F|\u6210\u9577,\u30B0\u30ED\u30FC\u30B9
user acquisition|\u83B7\u5BA2,\u62C9\u65B0|\u96C6\u5BA2,\u9867\u5BA2\u7372\u5F97
retention|\u7559\u5B58,\u7559\u5B58\u7387|\u30EA\u30C6\u30F3\u30B7\u30E7\u30F3,\u7D99\u7D9A\u7387,\u5B9A\u7740\u7387
churn|\u6D41\u5931,\u7528\u6237\u6D41\u5931|\u89E3\u7D04,\u30C1\u30E3\u30FC\u30F3,\u96E2\u8131
engagement|\u4E92\u52A8\u7387,\u53C2\u4E0E\u5EA6,\u6DA8\u7C89,\u4E92\u52A8\u91CF|\u30A8\u30F3\u30B2\u30FC\u30B8\u30E1\u30F3\u30C8,\u30D5\u30A9\u30ED\u30EF\u30FC\u5897\u52A0,\u53CD\u5FDC\u7387
audience,target audience|\u53D7\u4F17,\u76EE\u6807\u7528\u6237,\u76EE\u6807\u53D7\u4F17|\u30BF\u30FC\u30B2\u30C3\u30C8,\u30AA\u30FC\u30C7\u30A3\u30A8\u30F3\u30B9,\u30BF\u30FC\u30B2\u30C3\u30C8\u5C64
positioning|\u5B9A\u4F4D|\u30DD\u30B8\u30B7\u30E7\u30CB\u30F3\u30B0
value proposition|\u4EF7\u503C\u4E3B\u5F20|\u4FA1\u5024\u63D0\u6848,\u30D0\u30EA\u30E5\u30FC\u30D7\u30ED\u30DD\u30B8\u30B7\u30E7\u30F3
content|\u5185\u5BB9|\u30B3\u30F3\u30C6\u30F3\u30C4,\u5185\u5BB9
content marketing|\u5185\u5BB9\u8425\u9500|\u30B3\u30F3\u30C6\u30F3\u30C4\u30DE\u30FC\u30B1\u30C6\u30A3\u30F3\u30B0
influencer|\u7F51\u7EA2,\u8FBE\u4EBA,\u535A\u4E3B|\u30A4\u30F3\u30D5\u30EB\u30A8\u30F3\u30B5\u30FC
community|\u793E\u533A,\u793E\u7FA4|\u30B3\u30DF\u30E5\u30CB\u30C6\u30A3
public relations|\u516C\u5173|\u5E83\u5831
pricing,price|\u5B9A\u4EF7,\u4EF7\u683C,\u600E\u4E48\u5B9A\u4EF7,\u5B9A\u4E2A\u4EF7|\u4FA1\u683C,\u6599\u91D1,\u5024\u6BB5,\u30D7\u30E9\u30A4\u30B7\u30F3\u30B0,\u4FA1\u683C\u8A2D\u5B9A,\u5024\u4ED8\u3051
discount|\u6298\u6263,\u4F18\u60E0|\u5272\u5F15,\u5024\u5F15
revenue|\u6536\u5165,\u8425\u6536|\u58F2\u4E0A,\u53CE\u76CA
profit|\u5229\u6DA6|\u5229\u76CA
cost|\u6210\u672C,\u8D39\u7528,\u7701\u94B1,\u964D\u672C,\u964D\u6210\u672C,\u8282\u7701\u5F00\u652F|\u30B3\u30B9\u30C8,\u8CBB\u7528,\u30B3\u30B9\u30C8\u524A\u6E1B,\u7D4C\u8CBB\u524A\u6E1B,\u7BC0\u7D04
expense,reimbursement|\u5F00\u652F,\u62A5\u9500|\u7D4C\u8CBB,\u7D4C\u8CBB\u7CBE\u7B97
e-commerce,ecommerce,online store|\u7535\u5546,\u7535\u5B50\u5546\u52A1,\u7F51\u5E97|EC\u30B5\u30A4\u30C8,\u30CD\u30C3\u30C8\u30B7\u30E7\u30C3\u30D7,\u901A\u8CA9
payment|\u652F\u4ED8,\u4ED8\u6B3E|\u6C7A\u6E08,\u652F\u6255
subscription|\u8BA2\u9605|\u30B5\u30D6\u30B9\u30AF\u30EA\u30D7\u30B7\u30E7\u30F3,\u30B5\u30D6\u30B9\u30AF,\u5B9A\u671F\u8CFC\u8AAD
market|\u5E02\u573A|\u5E02\u5834,\u30DE\u30FC\u30B1\u30C3\u30C8
industry|\u884C\u4E1A,\u4EA7\u4E1A|\u696D\u754C,\u7523\u696D
supplier,vendor|\u4F9B\u5E94\u5546|\u30B5\u30D7\u30E9\u30A4\u30E4\u30FC,\u4ED5\u5165\u5148,\u53D6\u5F15\u5148
partner|\u5408\u4F5C\u4F19\u4F34|\u30D1\u30FC\u30C8\u30CA\u30FC,\u63D0\u643A\u5148
negotiation,negotiate|\u8C08\u5224,\u534F\u5546,\u8C08\u4EF7,\u780D\u4EF7,\u8BA8\u4EF7\u8FD8\u4EF7,\u8C08\u85AA|\u4EA4\u6E09,\u5024\u4E0B\u3052\u4EA4\u6E09,\u4FA1\u683C\u4EA4\u6E09,\u5E74\u53CE\u4EA4\u6E09
stakeholder|\u5229\u76CA\u76F8\u5173\u8005,\u5E72\u7CFB\u4EBA,\u76F8\u5173\u65B9|\u30B9\u30C6\u30FC\u30AF\u30DB\u30EB\u30C0\u30FC,\u95A2\u4FC2\u8005,\u6839\u56DE\u3057,\u95A2\u4FC2\u90E8\u7F72
strategy|\u7B56\u7565,\u6218\u7565|\u6226\u7565,\u30B9\u30C8\u30E9\u30C6\u30B8\u30FC
pitch|\u8DEF\u6F14,\u63A8\u9500|\u30D4\u30C3\u30C1,\u58F2\u8FBC\u307F
decision,decide|\u51B3\u7B56,\u51B3\u5B9A,\u62FF\u4E3B\u610F,\u505A\u51B3\u5B9A,\u7EA0\u7ED3,\u62FF\u4E0D\u5B9A\u4E3B\u610F|\u610F\u601D\u6C7A\u5B9A,\u6C7A\u5B9A,\u5224\u65AD,\u6C7A\u3081\u304B\u306D,\u6C7A\u3081\u304D\u308C
brainstorm,ideation|\u5934\u8111\u98CE\u66B4,\u8111\u66B4,\u51FA\u70B9\u5B50,\u60F3\u70B9\u5B50,\u51FA\u4E3B\u610F,\u96C6\u601D\u5E7F\u76CA|\u30D6\u30EC\u30B9\u30C8,\u30D6\u30EC\u30A4\u30F3\u30B9\u30C8\u30FC\u30DF\u30F3\u30B0,\u30A2\u30A4\u30C7\u30A2\u51FA\u3057,\u58C1\u6253\u3061
idea|\u60F3\u6CD5,\u70B9\u5B50|\u30A2\u30A4\u30C7\u30A2,\u767A\u60F3
creative,creativity|\u521B\u610F,\u5275\u610F|\u30AF\u30EA\u30A8\u30A4\u30C6\u30A3\u30D6,\u5275\u9020\u6027

# Finance and legal
finance,financial|\u8D22\u52A1,\u91D1\u878D|\u8CA1\u52D9,\u91D1\u878D,\u30D5\u30A1\u30A4\u30CA\u30F3\u30B9
budget|\u9884\u7B97|\u4E88\u7B97
accounting|\u4F1A\u8BA1,\u8D26\u52A1|\u4F1A\u8A08,\u7D4C\u7406
invoice|\u53D1\u7968|\u8ACB\u6C42\u66F8,\u30A4\u30F3\u30DC\u30A4\u30B9
financial statement|\u8D22\u52A1\u62A5\u8868,\u8D22\u62A5|\u8CA1\u52D9\u8AF8\u8868,\u6C7A\u7B97\u66F8
balance sheet|\u8D44\u4EA7\u8D1F\u503A\u8868|\u8CB8\u501F\u5BFE\u7167\u8868,\u30D0\u30E9\u30F3\u30B9\u30B7\u30FC\u30C8
cash flow|\u73B0\u91D1\u6D41|\u30AD\u30E3\u30C3\u30B7\u30E5\u30D5\u30ED\u30FC
tax|\u7A0E\u52A1,\u7A0E\u6536|\u7A0E\u91D1,\u7A0E\u52D9
investment,invest|\u6295\u8D44|\u6295\u8CC7
investor|\u6295\u8D44\u4EBA,\u6295\u8D44\u8005|\u6295\u8CC7\u5BB6
stock,equity|\u80A1\u7968,\u80A1\u4EF7,\u80A1\u5E02,\u4E2A\u80A1,\u9009\u80A1|\u682A\u5F0F,\u682A\u4FA1,\u9298\u67C4,\u500B\u5225\u682A,\u9298\u67C4\u5206\u6790
portfolio|\u6295\u8D44\u7EC4\u5408,\u4F5C\u54C1\u96C6,\u6301\u4ED3\u7EC4\u5408,\u8D44\u4EA7\u914D\u7F6E|\u30DD\u30FC\u30C8\u30D5\u30A9\u30EA\u30AA,\u8CC7\u7523\u914D\u5206,\u30A2\u30BB\u30C3\u30C8\u30A2\u30ED\u30B1\u30FC\u30B7\u30E7\u30F3
fund|\u57FA\u91D1|\u30D5\u30A1\u30F3\u30C9,\u6295\u8CC7\u4FE1\u8A17
macroeconomics,macro|\u5B8F\u89C2\u7ECF\u6D4E,\u7E3D\u9AD4\u7D93\u6FDF,\u7ECF\u6D4E\u5468\u671F,\u52A0\u606F,\u964D\u606F,\u5229\u7387\u8D70\u52BF|\u30DE\u30AF\u30ED\u7D4C\u6E08,\u666F\u6C17\u5FAA\u74B0,\u5229\u4E0A\u3052,\u5229\u4E0B\u3052,\u91D1\u5229\u52D5\u5411
valuation|\u4F30\u503C,\u503C\u591A\u5C11\u94B1,\u8D35\u4E0D\u8D35,\u5408\u7406\u4F30\u503C|\u30D0\u30EA\u30E5\u30A8\u30FC\u30B7\u30E7\u30F3,\u4F01\u696D\u4FA1\u5024\u8A55\u4FA1,\u5272\u5B89,\u5272\u9AD8,\u9069\u6B63\u682A\u4FA1
financial model|\u8D22\u52A1\u6A21\u578B|\u8CA1\u52D9\u30E2\u30C7\u30EB
trading|\u4EA4\u6613|\u30C8\u30EC\u30FC\u30C9,\u58F2\u8CB7,\u53D6\u5F15
risk|\u98CE\u9669|\u30EA\u30B9\u30AF
risk management|\u98CE\u9669\u7BA1\u7406,\u98CE\u63A7|\u30EA\u30B9\u30AF\u7BA1\u7406
fundraising,financing|\u878D\u8D44,\u52DF\u8D44|\u8CC7\u91D1\u8ABF\u9054
legal|\u6CD5\u5F8B,\u6CD5\u52A1|\u6CD5\u52D9,\u6CD5\u5F8B,\u30EA\u30FC\u30AC\u30EB
contract,agreement|\u5408\u540C,\u5408\u7EA6,\u534F\u8BAE,\u5408\u540C\u6761\u6B3E,\u6761\u6B3E|\u5951\u7D04,\u5951\u7D04\u66F8,\u5951\u7D04\u6761\u9805,\u6761\u9805
terms of service|\u670D\u52A1\u6761\u6B3E,\u4F7F\u7528\u6761\u6B3E|\u5229\u7528\u898F\u7D04
privacy policy|\u9690\u79C1\u653F\u7B56,\u96B1\u79C1\u6B0A\u653F\u7B56|\u30D7\u30E9\u30A4\u30D0\u30B7\u30FC\u30DD\u30EA\u30B7\u30FC
nda,non-disclosure agreement|\u4FDD\u5BC6\u534F\u8BAE|\u79D8\u5BC6\u4FDD\u6301\u5951\u7D04
patent|\u4E13\u5229|\u7279\u8A31
intellectual property|\u77E5\u8BC6\u4EA7\u6743,\u667A\u6167\u8CA1\u7522\u6B0A|\u77E5\u7684\u8CA1\u7523
regulation,policy|\u6CD5\u89C4,\u76D1\u7BA1,\u653F\u7B56|\u898F\u5236,\u898F\u5B9A,\u30DD\u30EA\u30B7\u30FC,\u65B9\u91DD

# People and organization
management,manager|\u7BA1\u7406,\u7ECF\u7406|\u7BA1\u7406,\u30DE\u30CD\u30B8\u30E1\u30F3\u30C8,\u30DE\u30CD\u30FC\u30B8\u30E3\u30FC
leadership|\u9886\u5BFC\u529B|\u30EA\u30FC\u30C0\u30FC\u30B7\u30C3\u30D7
team|\u56E2\u961F|\u30C1\u30FC\u30E0
organization|\u7EC4\u7EC7|\u7D44\u7E54
hr,human resources|\u4EBA\u529B\u8D44\u6E90,\u4EBA\u4E8B|\u4EBA\u4E8B
hiring,recruiting|\u62DB\u8058,\u62DB\u4EBA|\u63A1\u7528,\u30EA\u30AF\u30EB\u30FC\u30C6\u30A3\u30F3\u30B0
job description|\u804C\u4F4D\u63CF\u8FF0,\u5C97\u4F4D\u804C\u8D23|\u6C42\u4EBA\u7968,\u8077\u52D9\u8A18\u8FF0\u66F8
performance review|\u7EE9\u6548\u8003\u6838,\u7EE9\u6548\u8BC4\u4F30|\u4EBA\u4E8B\u8A55\u4FA1,\u8A55\u4FA1\u9762\u8AC7
job search|\u6C42\u804C,\u627E\u5DE5\u4F5C,\u6295\u7B80\u5386,\u8DF3\u69FD|\u5C31\u6D3B,\u5C31\u8077\u6D3B\u52D5,\u8EE2\u8077,\u8EE2\u8077\u6D3B\u52D5
career|\u804C\u4E1A,\u804C\u4E1A\u53D1\u5C55|\u30AD\u30E3\u30EA\u30A2
coach,mentor|\u8F85\u5BFC,\u6307\u5BFC,\u5BFC\u5E08|\u30B3\u30FC\u30C1\u30F3\u30B0,\u30E1\u30F3\u30BF\u30EA\u30F3\u30B0,\u6307\u5C0E
consulting,consult,advise|\u54A8\u8BE2,\u987E\u95EE,\u8AEE\u8A62|\u30B3\u30F3\u30B5\u30EB\u30C6\u30A3\u30F3\u30B0,\u76F8\u8AC7
suggestion,suggest,advice|\u5EFA\u8BAE,\u610F\u89C1|\u63D0\u6848,\u30A2\u30C9\u30D0\u30A4\u30B9,\u52A9\u8A00
education,teaching|\u6559\u80B2,\u6559\u5B66|\u6559\u80B2,\u6388\u696D
course|\u8BFE\u7A0B|\u8B1B\u5EA7,\u30B3\u30FC\u30B9
exam,quiz|\u8003\u8BD5,\u6D4B\u9A8C|\u8A66\u9A13,\u5C0F\u30C6\u30B9\u30C8
learning,study|\u5B66\u4E60,\u590D\u4E60,\u9884\u4E60,\u81EA\u5B66,\u641E\u61C2,\u5F04\u61C2|\u5B66\u7FD2,\u52C9\u5F37,\u5FA9\u7FD2,\u4E88\u7FD2,\u72EC\u5B66
reading|\u9605\u8BFB,\u9605\u8BFB\u7406\u89E3|\u8AAD\u89E3,\u95B2\u89A7,\u30EA\u30FC\u30C7\u30A3\u30F3\u30B0
question|\u95EE\u9898,\u63D0\u95EE|\u8CEA\u554F,\u554F\u984C
answer|\u7B54\u6848,\u56DE\u7B54|\u56DE\u7B54,\u89E3\u7B54

# Media
image,picture|\u56FE\u7247,\u56FE\u50CF,\u5F71\u50CF|\u753B\u50CF,\u30A4\u30E1\u30FC\u30B8
photo,photograph|\u7167\u7247,\u76F8\u7247|\u5199\u771F,\u30D5\u30A9\u30C8
video|\u89C6\u9891,\u5F71\u7247|\u52D5\u753B,\u30D3\u30C7\u30AA,\u6620\u50CF
short video|\u77ED\u89C6\u9891|\u30B7\u30E7\u30FC\u30C8\u52D5\u753B
audio,sound|\u97F3\u9891,\u58F0\u97F3,\u97F3\u8A0A|\u97F3\u58F0,\u30AA\u30FC\u30C7\u30A3\u30AA,\u30B5\u30A6\u30F3\u30C9
voice|\u8BED\u97F3,\u4EBA\u58F0|\u30DC\u30A4\u30B9,\u97F3\u58F0
music|\u97F3\u4E50|\u97F3\u697D,\u30DF\u30E5\u30FC\u30B8\u30C3\u30AF
podcast|\u64AD\u5BA2|\u30DD\u30C3\u30C9\u30AD\u30E3\u30B9\u30C8
subtitles,captions|\u5B57\u5E55|\u5B57\u5E55
storyboard|\u5206\u955C,\u6545\u4E8B\u677F,\u5206\u955C\u5934\u811A\u672C,\u62CD\u6444\u811A\u672C|\u7D75\u30B3\u30F3\u30C6,\u30B9\u30C8\u30FC\u30EA\u30FC\u30DC\u30FC\u30C9,\u64AE\u5F71\u53F0\u672C,\u69CB\u6210\u53F0\u672C
background|\u80CC\u666F|\u80CC\u666F
remove background|\u62A0\u56FE,\u53BB\u80CC\u666F,\u53BB\u80CC,\u62A0\u6389\u80CC\u666F|\u80CC\u666F\u9664\u53BB,\u80CC\u666F\u524A\u9664,\u80CC\u666F\u900F\u904E,\u5207\u308A\u629C\u304D
photo editing,image editing|\u4FEE\u56FE,\u56FE\u7247\u7F16\u8F91,\u4FEE\u7167\u7247,\u7F8E\u5316\u56FE\u7247,\u8C03\u8272|\u753B\u50CF\u7DE8\u96C6,\u30EC\u30BF\u30C3\u30C1,\u5199\u771F\u52A0\u5DE5,\u753B\u50CF\u52A0\u5DE5,\u8272\u8ABF\u88DC\u6B63,\u88DC\u6B63
video editing|\u526A\u8F91,\u89C6\u9891\u526A\u8F91,\u526A\u89C6\u9891,\u526A\u7247,\u6DF7\u526A|\u52D5\u753B\u7DE8\u96C6,\u30AB\u30C3\u30C8\u7DE8\u96C6,\u52D5\u753B\u52A0\u5DE5
filter|\u6EE4\u955C,\u7B5B\u9009|\u30D5\u30A3\u30EB\u30BF\u30FC,\u7D5E\u8FBC\u307F
resize,crop|\u88C1\u526A,\u7F29\u653E,\u8C03\u6574\u5927\u5C0F|\u30EA\u30B5\u30A4\u30BA,\u30C8\u30EA\u30DF\u30F3\u30B0
compress,compression|\u538B\u7F29|\u5727\u7E2E
convert,converter|\u8F6C\u6362,\u8F6C\u7801,\u683C\u5F0F\u8F6C\u6362,\u8F6C\u6210,\u8F6C\u4E3A,\u8F6C\u6362\u6210|\u5909\u63DB,\u30B3\u30F3\u30D0\u30FC\u30C8,\u5909\u63DB\u3057\u3066
render,rendering|\u6E32\u67D3|\u30EC\u30F3\u30C0\u30EA\u30F3\u30B0
recording|\u5F55\u97F3,\u5F55\u50CF,\u5F55\u5C4F|\u9332\u97F3,\u9332\u753B,\u53CE\u9332
live stream,livestream|\u76F4\u64AD|\u30E9\u30A4\u30D6\u914D\u4FE1,\u751F\u914D\u4FE1
character|\u4EBA\u7269,\u89D2\u8272\u8BBE\u5B9A|\u30AD\u30E3\u30E9\u30AF\u30BF\u30FC,\u767B\u5834\u4EBA\u7269
voiceover,narration,dubbing|\u914D\u97F3,\u65C1\u767D|\u30CA\u30EC\u30FC\u30B7\u30E7\u30F3,\u5439\u66FF

# Files and tools
folder,directory|\u6587\u4EF6\u5939,\u76EE\u5F55,\u8CC7\u6599\u593E|\u30D5\u30A9\u30EB\u30C0,\u30C7\u30A3\u30EC\u30AF\u30C8\u30EA
path|\u8DEF\u5F84|\u30D1\u30B9
upload|\u4E0A\u4F20,\u4E0A\u50B3|\u30A2\u30C3\u30D7\u30ED\u30FC\u30C9
download|\u4E0B\u8F7D|\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9
attachment|\u9644\u4EF6|\u6DFB\u4ED8\u30D5\u30A1\u30A4\u30EB,\u6DFB\u4ED8
share,sharing|\u5206\u4EAB,\u5171\u4EAB|\u5171\u6709,\u30B7\u30A7\u30A2
link,url|\u94FE\u63A5,\u7DB2\u5740,\u9023\u7D50|\u30EA\u30F3\u30AF
cloud storage,cloud drive|\u4E91\u76D8,\u7F51\u76D8,\u96F2\u7AEF\u786C\u789F|\u30AF\u30E9\u30A6\u30C9\u30B9\u30C8\u30EC\u30FC\u30B8
google drive|\u8C37\u6B4C\u4E91\u76D8,\u8C37\u6B4C\u4E91\u7AEF\u786C\u76D8|Google\u30C9\u30E9\u30A4\u30D6
google docs|\u8C37\u6B4C\u6587\u6863|Google\u30C9\u30AD\u30E5\u30E1\u30F3\u30C8
google sheets|\u8C37\u6B4C\u8868\u683C|Google\u30B9\u30D7\u30EC\u30C3\u30C9\u30B7\u30FC\u30C8
calendar|\u65E5\u5386,\u884C\u4E8B\u66C6,\u7EA6\u4E2A\u65F6\u95F4,\u6392\u65E5\u7A0B|\u30AB\u30EC\u30F3\u30C0\u30FC,\u4E88\u5B9A\u8868,\u65E5\u7A0B\u8ABF\u6574,\u4E88\u5B9A\u8ABF\u6574
archive|\u5F52\u6863,\u5B58\u6863|\u30A2\u30FC\u30AB\u30A4\u30D6,\u4FDD\u7BA1
unzip,decompress|\u89E3\u538B,\u89E3\u538B\u7F29|\u89E3\u51CD,\u5C55\u958B
save|\u4FDD\u5B58,\u5B58\u50A8,\u5B58\u4E0B\u6765,\u5B58\u8D77\u6765|\u4FDD\u5B58,\u4FDD\u5B58\u3057\u3066
delete,remove|\u5220\u9664,\u522A\u9664|\u524A\u9664
copy|\u590D\u5236,\u62F7\u8D1D|\u30B3\u30D4\u30FC,\u8907\u88FD
scan,scanner|\u626B\u63CF|\u30B9\u30AD\u30E3\u30F3
tag,label|\u6807\u7B7E,\u6A19\u7C64|\u30BF\u30B0,\u30E9\u30D9\u30EB
metadata|\u5143\u6570\u636E|\u30E1\u30BF\u30C7\u30FC\u30BF
deduplicate|\u53BB\u91CD|\u91CD\u8907\u524A\u9664,\u91CD\u8907\u6392\u9664
sort|\u6392\u5E8F|\u30BD\u30FC\u30C8,\u4E26\u3073\u66FF\u3048
split|\u62C6\u5206,\u5206\u5272|\u5206\u5272
extract|\u63D0\u53D6,\u62BD\u53D6|\u62BD\u51FA
search,find,retrieval|\u641C\u7D22,\u67E5\u627E,\u68C0\u7D22,\u641C\u5BFB|\u691C\u7D22,\u63A2\u7D22
explore|\u63A2\u7D22|\u63A2\u7D22,\u8ABF\u67FB
investigate|\u8C03\u67E5,\u6392\u67E5\u95EE\u9898,\u67E5\u4E00\u67E5,\u67E5\u6E05\u695A|\u8ABF\u67FB,\u539F\u56E0\u8ABF\u67FB,\u8ABF\u3079\u3066,\u8ABF\u3079
compare,comparison|\u5BF9\u6BD4,\u6BD4\u8F83,\u5E76\u6392,\u5E76\u6392\u5BF9\u6BD4,\u5BF9\u7167,\u6BD4\u4E00\u6BD4,\u6A2A\u5411\u5BF9\u6BD4|\u6BD4\u8F03,\u6BD4\u3079,\u898B\u6BD4\u3079,\u6BD4\u8F03\u691C\u8A0E,\u5BFE\u6BD4
check,inspect|\u68C0\u67E5,\u6838\u5BF9|\u30C1\u30A7\u30C3\u30AF,\u78BA\u8A8D,\u70B9\u691C
verify,verification|\u9A8C\u8BC1,\u6838\u5B9E,\u67E5\u8BC1,\u6C42\u8BC1,\u81EA\u6D4B|\u691C\u8A3C,\u78BA\u8A8D,\u88CF\u53D6\u308A,\u88CF\u4ED8\u3051,\u52D5\u4F5C\u78BA\u8A8D
organize|\u6574\u7406,\u6574\u987F,\u68B3\u7406,\u7406\u4E00\u7406,\u5F52\u7C7B\u6574\u7406|\u6574\u7406,\u6574\u9813,\u6574\u7406\u3057\u3066
clean up,cleanup|\u6E05\u7406|\u30AF\u30EA\u30FC\u30F3\u30A2\u30C3\u30D7,\u7247\u4ED8\u3051
annotate,annotation|\u6807\u6CE8,\u6CE8\u91CA|\u30A2\u30CE\u30C6\u30FC\u30B7\u30E7\u30F3,\u6CE8\u91C8
highlight|\u9AD8\u4EAE,\u7A81\u51FA\u663E\u793A|\u30CF\u30A4\u30E9\u30A4\u30C8,\u5F37\u8ABF
send|\u53D1\u9001|\u9001\u4FE1,\u9001\u4ED8
notification|\u901A\u77E5,\u63D0\u9192|\u901A\u77E5
reminder|\u63D0\u9192,\u63D0\u9192\u4E8B\u9879|\u30EA\u30DE\u30A4\u30F3\u30C0\u30FC,\u30EA\u30DE\u30A4\u30F3\u30C9
improve,improvement|\u6539\u8FDB,\u6539\u5584,\u63D0\u5347,\u6301\u7EED\u6539\u8FDB,\u6301\u7EED\u6539\u5584|\u6539\u5584,\u5411\u4E0A,\u30AB\u30A4\u30BC\u30F3,\u7D99\u7D9A\u7684\u6539\u5584
diagnose,diagnosis|\u8BCA\u65AD|\u8A3A\u65AD
approval,approve|\u5BA1\u6279,\u6279\u51C6,\u8D70\u5BA1\u6279,\u6279\u4E00\u4E0B|\u627F\u8A8D,\u6C7A\u88C1,\u7A1F\u8B70
submit|\u63D0\u4EA4,\u9012\u4EA4|\u63D0\u51FA,\u9001\u4FE1

# Project management
plan,planning|\u8BA1\u5212,\u89C4\u5212,\u65B9\u6848|\u8A08\u753B,\u30D7\u30E9\u30F3,\u4F01\u753B,\u30D7\u30E9\u30F3\u30CB\u30F3\u30B0
task|\u4EFB\u52A1|\u30BF\u30B9\u30AF
project|\u9879\u76EE,\u5C08\u6848|\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8,\u6848\u4EF6
project management|\u9879\u76EE\u7BA1\u7406,\u5C08\u6848\u7BA1\u7406|\u30D7\u30ED\u30B8\u30A7\u30AF\u30C8\u7BA1\u7406
milestone|\u91CC\u7A0B\u7891|\u30DE\u30A4\u30EB\u30B9\u30C8\u30FC\u30F3
deadline|\u622A\u6B62\u65E5\u671F,\u622A\u6B62\u65F6\u95F4,\u6B7B\u7EBF,\u4EA4\u4ED8\u65E5\u671F,\u4EA4\u671F|\u7DE0\u5207,\u7DE0\u3081\u5207\u308A,\u671F\u9650,\u7D0D\u671F,\u671F\u65E5
schedule|\u65E5\u7A0B,\u6392\u671F,\u65F6\u95F4\u8868|\u30B9\u30B1\u30B8\u30E5\u30FC\u30EB,\u65E5\u7A0B,\u4E88\u5B9A
timeline|\u65F6\u95F4\u7EBF,\u6642\u7A0B|\u30BF\u30A4\u30E0\u30E9\u30A4\u30F3,\u5DE5\u7A0B\u8868
gantt chart|\u7518\u7279\u56FE|\u30AC\u30F3\u30C8\u30C1\u30E3\u30FC\u30C8
priority,prioritize|\u4F18\u5148\u7EA7,\u4F18\u5148\u987A\u5E8F|\u512A\u5148\u5EA6,\u512A\u5148\u9806\u4F4D
roadmap|\u8DEF\u7EBF\u56FE|\u30ED\u30FC\u30C9\u30DE\u30C3\u30D7
estimate,estimation|\u4F30\u7B97,\u5DE5\u4F5C\u91CF\u8BC4\u4F30,\u4F30\u65F6|\u898B\u7A4D\u3082\u308A,\u898B\u7A4D,\u5DE5\u6570\u898B\u7A4D
sprint|\u51B2\u523A,\u8FED\u4EE3|\u30B9\u30D7\u30EA\u30F3\u30C8
agile,scrum|\u654F\u6377,\u654F\u6377\u5F00\u53D1|\u30A2\u30B8\u30E3\u30A4\u30EB,\u30B9\u30AF\u30E9\u30E0
kanban|\u770B\u677F|\u30AB\u30F3\u30D0\u30F3
backlog|\u5F85\u529E\u5217\u8868,\u9700\u6C42\u6C60|\u30D0\u30C3\u30AF\u30ED\u30B0
retrospective,retro|\u590D\u76D8,\u56DE\u987E,\u53CD\u601D,\u603B\u7ED3\u7ECF\u9A8C,\u5438\u53D6\u6559\u8BAD|\u632F\u308A\u8FD4\u308A,\u632F\u8FD4\u308A,\u30EC\u30C8\u30ED\u30B9\u30DA\u30AF\u30C6\u30A3\u30D6,\u53CD\u7701,\u5185\u7701
handoff,handover|\u4EA4\u63A5,\u79FB\u4EA4,\u4EA4\u63A5\u6587\u6863,\u4EA4\u73ED,\u4EA4\u63A5\u4E00\u4E0B|\u5F15\u304D\u7D99\u304E,\u5F15\u7D99\u304E,\u7533\u3057\u9001\u308A,\u5F15\u304D\u7D99\u304E\u8CC7\u6599
standup|\u7AD9\u4F1A,\u6BCF\u65E5\u7AD9\u4F1A|\u671D\u4F1A,\u30C7\u30A4\u30EA\u30FC\u30B9\u30AF\u30E9\u30E0
kickoff|\u542F\u52A8\u4F1A|\u30AD\u30C3\u30AF\u30AA\u30D5
scope|\u8303\u56F4,\u7BC4\u570D|\u30B9\u30B3\u30FC\u30D7,\u7BC4\u56F2
blocker|\u963B\u585E,\u5361\u70B9|\u30D6\u30ED\u30C3\u30AB\u30FC,\u963B\u5BB3\u8981\u56E0
resource|\u8D44\u6E90|\u30EA\u30BD\u30FC\u30B9,\u8CC7\u6E90
assign|\u5206\u914D,\u6307\u6D3E|\u5272\u5F53,\u30A2\u30B5\u30A4\u30F3
delegate,delegation|\u59D4\u6D3E,\u59D4\u6258,\u59D4\u8A17|\u59D4\u4EFB,\u59D4\u8B72
collaboration|\u534F\u4F5C,\u5408\u4F5C|\u5354\u696D,\u30B3\u30E9\u30DC,\u5171\u540C\u4F5C\u696D
process|\u6D41\u7A0B,\u8FC7\u7A0B|\u30D7\u30ED\u30BB\u30B9,\u5DE5\u7A0B
step,procedure|\u6B65\u9AA4,\u5206\u6B65,\u4E00\u6B65\u6B65,\u5206\u6B65\u9AA4|\u624B\u9806,\u30B9\u30C6\u30C3\u30D7,\u6BB5\u53D6\u308A,\u624B\u9806\u66F8
productivity,efficiency|\u6548\u7387,\u751F\u4EA7\u529B|\u751F\u7523\u6027,\u52B9\u7387
guideline,rule|\u51C6\u5219,\u89C4\u5219,\u898F\u5247|\u30AC\u30A4\u30C9\u30E9\u30A4\u30F3,\u30EB\u30FC\u30EB,\u898F\u5247
standard|\u6807\u51C6|\u6A19\u6E96,\u57FA\u6E96
criteria|\u5224\u5B9A\u6807\u51C6,\u8BC4\u5224\u6807\u51C6|\u8A55\u4FA1\u57FA\u6E96,\u5224\u65AD\u57FA\u6E96
quality|\u8D28\u91CF,\u54C1\u8D28|\u54C1\u8CEA,\u30AF\u30AA\u30EA\u30C6\u30A3

# Everyday task phrasing: sessions, critique and pushback
wrap up,end of day,save state|\u6536\u5DE5,\u4E0B\u73ED,\u6536\u5C3E,\u4ECA\u5929\u5148\u5230\u8FD9,\u544A\u4E00\u6BB5\u843D|\u7D42\u696D,\u4F5C\u696D\u7D42\u4E86,\u5207\u308A\u4E0A\u3052,\u5E97\u3058\u307E\u3044
continue,pick up,left off|\u63A5\u7740\u505A,\u7EE7\u7EED\u4E0A\u6B21,\u63A5\u7740\u4E0A\u6B21,\u4ECE\u4E0A\u6B21|\u7D9A\u304D\u304B\u3089,\u524D\u56DE\u306E\u7D9A\u304D,\u518D\u958B
remember,recall,learning|\u8BB0\u4F4F,\u522B\u5FD8\u4E86,\u957F\u8BB0\u6027,\u4E0B\u6B21\u8BB0\u5F97|\u899A\u3048\u3066\u304A\u3044\u3066
flaw,weakness,critical|\u7F3A\u70B9,\u5F31\u70B9,\u6F0F\u6D1E\u767E\u51FA,\u4E0D\u8DB3\u4E4B\u5904|\u5F31\u70B9,\u6B20\u70B9,\u554F\u984C\u70B9,\u6307\u6458
rebuttal,counterargument,challenge,dissent|\u53CD\u9A73,\u5531\u53CD\u8C03,\u9876\u56DE\u53BB,\u8D28\u7591,\u53CD\u5BF9\u610F\u89C1,\u53CD\u65B9\u89C2\u70B9|\u53CD\u8AD6,\u53CD\u99C1,\u53CD\u5BFE\u610F\u898B,\u7570\u8AD6,\u7570\u8B70
second opinion|\u7B2C\u4E8C\u610F\u89C1,\u53E6\u4E00\u79CD\u770B\u6CD5,\u6362\u4E2A\u89D2\u5EA6|\u30BB\u30AB\u30F3\u30C9\u30AA\u30D4\u30CB\u30AA\u30F3,\u5225\u306E\u8996\u70B9,\u5225\u8996\u70B9
doubt,skeptical|\u6000\u7591,\u5B58\u7591,\u9760\u8C31\u5417,\u9760\u4E0D\u9760\u8C31|\u7591\u3046,\u61D0\u7591\u7684
assumption,premise|\u524D\u63D0,\u9690\u542B\u5047\u8BBE,\u524D\u63D0\u6761\u4EF6|\u524D\u63D0,\u4EEE\u5B9A,\u524D\u63D0\u6761\u4EF6
triage|\u5206\u8BCA,\u5206\u6D41,\u5206\u7EA7\u5904\u7406,\u6392\u4E2A\u4F18\u5148\u7EA7|\u30C8\u30EA\u30A2\u30FC\u30B8,\u4ED5\u5206\u3051,\u632F\u308A\u5206\u3051
isolate,bisect|\u5B9A\u4F4D\u95EE\u9898,\u7F29\u5C0F\u8303\u56F4,\u4E8C\u5206\u6392\u67E5,\u9694\u79BB|\u5207\u308A\u5206\u3051,\u7D5E\u308A\u8FBC\u307F,\u539F\u56E0\u7279\u5B9A,\u4E8C\u5206\u63A2\u7D22
reproduce,repro|\u590D\u73B0,\u91CD\u73B0,\u590D\u73B0\u95EE\u9898|\u518D\u73FE,\u518D\u73FE\u624B\u9806
impact,blast radius|\u5F71\u54CD\u8303\u56F4,\u6CE2\u53CA\u8303\u56F4,\u5F71\u54CD\u9762,\u53D7\u5F71\u54CD|\u5F71\u97FF\u7BC4\u56F2,\u5F71\u97FF\u5EA6,\u6CE2\u53CA\u7BC4\u56F2,\u88AB\u5BB3\u7BC4\u56F2,\u5F71\u97FF\u8ABF\u67FB
friction,pain point,stuck|\u5361\u4F4F,\u5361\u58F3,\u75DB\u70B9,\u4E0D\u987A\u7545|\u8A70\u307E\u308A,\u30DA\u30A4\u30F3\u30DD\u30A4\u30F3\u30C8,\u6469\u64E6,\u30CF\u30DE\u308B
decompose,breakdown|\u62C6\u89E3,\u62C6\u5206\u4EFB\u52A1,\u5206\u89E3,\u62C6\u6210\u5C0F\u4EFB\u52A1|\u5206\u89E3,\u7D30\u5206\u5316,\u30D6\u30EC\u30A4\u30AF\u30C0\u30A6\u30F3,\u30BF\u30B9\u30AF\u5206\u89E3
identify,enumerate,surface,inventory|\u5217\u51FA,\u7F57\u5217,\u627E\u51FA,\u76D8\u70B9,\u68B3\u7406\u51FA|\u6D17\u3044\u51FA\u3057,\u6D17\u3044\u51FA\u3059,\u5217\u6319,\u68DA\u5378\u3057,\u30EA\u30B9\u30C8\u30A2\u30C3\u30D7
variant,variation,alternative,option|\u53D8\u4F53,\u591A\u4E2A\u7248\u672C,\u51E0\u4E2A\u65B9\u6848,\u5907\u9009\u65B9\u6848,\u591A\u79CD\u65B9\u6848|\u30D0\u30EA\u30A8\u30FC\u30B7\u30E7\u30F3,\u30D0\u30EA\u30A2\u30F3\u30C8,\u5225\u6848,\u8907\u6570\u6848,\u4EE3\u66FF\u6848
replace background,background|\u6362\u80CC\u666F,\u66FF\u6362\u80CC\u666F,\u66F4\u6362\u80CC\u666F,\u6539\u80CC\u666F|\u80CC\u666F\u5909\u66F4,\u80CC\u666F\u5DEE\u3057\u66FF\u3048
position,holdings|\u6301\u4ED3,\u4ED3\u4F4D,\u6301\u80A1,\u5934\u5BF8|\u30DD\u30B8\u30B7\u30E7\u30F3,\u4FDD\u6709\u9298\u67C4,\u5EFA\u7389
buy,sell,rebalance,trade|\u52A0\u4ED3,\u51CF\u4ED3,\u52A0\u7801,\u51CF\u7801,\u5EFA\u4ED3,\u6E05\u4ED3,\u8C03\u4ED3,\u4E70\u5165,\u5356\u51FA,\u6B62\u635F,\u6B62\u76C8|\u8CB7\u3044\u5897\u3057,\u58F2\u5374,\u8CB7\u3044\u4ED8\u3051,\u640D\u5207\u308A,\u5229\u78BA,\u58F2\u8CB7,\u30EA\u30D0\u30E9\u30F3\u30B9
saturation|\u9971\u548C,\u9971\u548C\u5EA6|\u98FD\u548C,\u98FD\u548C\u5EA6
barrier,threshold|\u95E8\u69DB,\u58C1\u5792,\u62A4\u57CE\u6CB3,\u51C6\u5165\u95E8\u69DB|\u53C2\u5165\u969C\u58C1,\u6577\u5C45,\u30CF\u30FC\u30C9\u30EB,\u95BE\u5024
# Everyday task phrasing: thinking, writing and research
think,thinking|\u60F3\u6E05\u695A,\u7406\u6E05\u601D\u8DEF,\u6574\u7406\u601D\u8DEF,\u634B\u4E00\u634B,\u68B3\u7406\u601D\u8DEF,\u60F3\u4E00\u60F3|\u8003\u3048\u3092\u6574\u7406,\u601D\u8003\u6574\u7406,\u982D\u306E\u6574\u7406
lesson,lessons learned|\u7ECF\u9A8C\u6559\u8BAD,\u6559\u8BAD,\u8E29\u8FC7\u7684\u5751|\u6559\u8A13
first principles|\u7B2C\u4E00\u6027\u539F\u7406|\u7B2C\u4E00\u539F\u7406,\u7B2C\u4E00\u539F\u7406\u601D\u8003
distill|\u63D0\u70BC,\u8403\u53D6,\u7CBE\u534E|\u30A8\u30C3\u30BB\u30F3\u30B9,\u84B8\u7559
formal,professional|\u6B63\u5F0F\u4E00\u70B9,\u4E13\u4E1A\u4E00\u70B9,\u4E66\u9762\u8BED,\u5B98\u65B9\u53E3\u543B|\u30D5\u30A9\u30FC\u30DE\u30EB,\u656C\u8A9E,\u30D3\u30B8\u30CD\u30B9\u6587\u66F8
follow up,follow-up|\u8DDF\u8FDB,\u540E\u7EED\u8DDF\u8FDB,\u50AC\u4E00\u4E0B|\u30D5\u30A9\u30ED\u30FC\u30A2\u30C3\u30D7,\u8FFD\u3063\u304B\u3051
next step|\u4E0B\u4E00\u6B65,\u63A5\u4E0B\u6765\u505A\u4EC0\u4E48,\u540E\u7EED\u6B65\u9AA4|\u30CD\u30AF\u30B9\u30C8\u30A2\u30AF\u30B7\u30E7\u30F3,\u6B21\u306E\u4E00\u624B
escalation,on-call|\u503C\u73ED,\u503C\u5B88,\u5347\u7EA7\u5904\u7406,\u4E0A\u62A5|\u30AA\u30F3\u30B3\u30FC\u30EB,\u5F53\u756A,\u30A8\u30B9\u30AB\u30EC\u30FC\u30B7\u30E7\u30F3
dispatch|\u5206\u6D3E,\u6D3E\u53D1,\u6D3E\u6D3B|\u5272\u308A\u632F\u308A,\u632F\u308A\u5206\u3051
morning brief,daily brief|\u6668\u62A5,\u65E9\u62A5,\u6BCF\u65E5\u7B80\u62A5,\u4ECA\u5929\u8981\u505A\u4EC0\u4E48|\u671D\u306E\u30D6\u30EA\u30FC\u30D5\u30A3\u30F3\u30B0,\u4ECA\u65E5\u306E\u30BF\u30B9\u30AF
news digest|\u65B0\u95FB\u6458\u8981,\u65B0\u95FB\u6C47\u603B,\u4ECA\u65E5\u65B0\u95FB|\u30CB\u30E5\u30FC\u30B9\u307E\u3068\u3081,\u30CB\u30E5\u30FC\u30B9\u8981\u7D04
paper search,literature search|\u641C\u8BBA\u6587,\u67E5\u8BBA\u6587,\u627E\u8BBA\u6587,\u627E\u6587\u732E|\u8AD6\u6587\u691C\u7D22,\u6587\u732E\u691C\u7D22,\u8AD6\u6587\u3092\u63A2
worktree|\u5DE5\u4F5C\u6811|\u30EF\u30FC\u30AF\u30C4\u30EA\u30FC
commit message|\u63D0\u4EA4\u4FE1\u606F,\u63D0\u4EA4\u8BF4\u660E|\u30B3\u30DF\u30C3\u30C8\u30E1\u30C3\u30BB\u30FC\u30B8
rename|\u91CD\u547D\u540D,\u6539\u540D|\u30EA\u30CD\u30FC\u30E0,\u540D\u524D\u5909\u66F4
contract review|\u5BA1\u5408\u540C,\u770B\u5408\u540C,\u5408\u540C\u5BA1\u67E5|\u5951\u7D04\u66F8\u30EC\u30D3\u30E5\u30FC,\u5951\u7D04\u30C1\u30A7\u30C3\u30AF,\u30EA\u30FC\u30AC\u30EB\u30C1\u30A7\u30C3\u30AF
complexity,yagni|\u8FC7\u5EA6\u8BBE\u8BA1,\u8FC7\u5EA6\u5DE5\u7A0B,\u592A\u590D\u6742,\u641E\u590D\u6742\u4E86|\u904E\u5270\u8A2D\u8A08,\u30AA\u30FC\u30D0\u30FC\u30A8\u30F3\u30B8\u30CB\u30A2\u30EA\u30F3\u30B0,\u8907\u96D1\u3059\u304E
flaky test|\u4E0D\u7A33\u5B9A\u6D4B\u8BD5,\u5076\u53D1\u5931\u8D25,\u65F6\u597D\u65F6\u574F|\u30D5\u30EC\u30FC\u30AD\u30FC,\u4E0D\u5B89\u5B9A\u306A\u30C6\u30B9\u30C8
ci,build failure|\u6784\u5EFA\u5931\u8D25,\u7F16\u8BD1\u5931\u8D25,\u6D41\u6C34\u7EBF\u6302\u4E86,\u8DD1\u4E0D\u8FC7|\u30D3\u30EB\u30C9\u5931\u6557,\u30D3\u30EB\u30C9\u30A8\u30E9\u30FC
deep read,close reading|\u7CBE\u8BFB,\u7EC6\u8BFB,\u901A\u8BFB,\u9010\u6BB5\u8BFB|\u7CBE\u8AAD,\u719F\u8AAD,\u8AAD\u307F\u8FBC\u307F
# Everyday task phrasing: investing, data, design and media
screener,stock screening|\u9009\u80A1,\u7B5B\u80A1,\u9009\u80A1\u6761\u4EF6|\u30B9\u30AF\u30EA\u30FC\u30CB\u30F3\u30B0,\u9298\u67C4\u9078\u5B9A,\u9298\u67C4\u9078\u3073
earnings,financial results|\u4E1A\u7EE9,\u5B63\u62A5,\u5E74\u62A5,\u4E1A\u7EE9\u53D1\u5E03|\u6C7A\u7B97,\u696D\u7E3E,\u6C7A\u7B97\u767A\u8868,\u56DB\u534A\u671F\u6C7A\u7B97
technical analysis|\u6280\u672F\u5206\u6790,\u5747\u7EBF,\u770B\u76D8|\u30C6\u30AF\u30CB\u30AB\u30EB\u5206\u6790,\u30C1\u30E3\u30FC\u30C8\u5206\u6790,\u30ED\u30FC\u30BD\u30AF\u8DB3
cohort,cohort analysis|\u540C\u671F\u7FA4,\u961F\u5217\u5206\u6790|\u30B3\u30DB\u30FC\u30C8,\u30B3\u30DB\u30FC\u30C8\u5206\u6790
missing values|\u7F3A\u5931\u503C,\u7A7A\u503C|\u6B20\u640D\u5024,\u6B20\u6E2C
reconcile,reconciliation|\u5BF9\u8D26,\u6838\u5BF9\u6570\u636E|\u7A81\u5408,\u7167\u5408
iterate,iteration|\u8FED\u4EE3,\u518D\u6539\u4E00\u7248,\u591A\u6539\u51E0\u7248|\u30A4\u30C6\u30EC\u30FC\u30B7\u30E7\u30F3,\u53CD\u5FA9,\u30D6\u30E9\u30C3\u30B7\u30E5\u30A2\u30C3\u30D7
aesthetic,beautify|\u597D\u770B\u70B9,\u66F4\u597D\u770B,\u7F8E\u5316,\u9AD8\u7EA7\u611F,\u8D28\u611F,\u592A\u4E11,\u4E0D\u597D\u770B|\u898B\u6804\u3048,\u57A2\u629C\u3051,\u30C0\u30B5\u3044,\u91CE\u66AE\u3063\u305F\u3044
visual hierarchy,hierarchy|\u5C42\u6B21\u611F,\u89C6\u89C9\u5C42\u6B21,\u5C42\u7EA7|\u8996\u899A\u7684\u968E\u5C64,\u30E1\u30EA\u30CF\u30EA,\u968E\u5C64
upscale,resolution|\u9AD8\u6E05\u5316,\u63D0\u9AD8\u5206\u8FA8\u7387,\u8D85\u5206\u8FA8\u7387|\u9AD8\u89E3\u50CF\u5EA6\u5316,\u30A2\u30C3\u30D7\u30B9\u30B1\u30FC\u30EB,\u89E3\u50CF\u5EA6
clip,trim|\u526A\u8F91\u7247\u6BB5,\u622A\u53D6\u7247\u6BB5,\u5207\u7247|\u5207\u308A\u629C\u304D,\u5207\u308A\u51FA\u3057
viral,hook|\u7206\u6B3E,\u7206\u6587,\u5438\u775B,\u6293\u773C\u7403,\u94A9\u5B50|\u30D0\u30BA,\u30D0\u30BA\u308B,\u30D5\u30C3\u30AF
tweet,thread|\u63A8\u6587,\u53D1\u63A8|\u30C4\u30A4\u30FC\u30C8
schedule post,publishing|\u5B9A\u65F6\u53D1\u5E03,\u6392\u671F\u53D1\u5E03,\u53D1\u5E16|\u4E88\u7D04\u6295\u7A3F,\u6295\u7A3F\u4E88\u7D04
axial coding,selective coding,open coding|\u5F00\u653E\u7F16\u7801,\u5F00\u653E\u5F0F\u7F16\u7801,\u8F74\u5FC3\u7F16\u7801,\u4E3B\u8F74\u7F16\u7801,\u9009\u62E9\u6027\u7F16\u7801|\u30AA\u30FC\u30D7\u30F3\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0,\u8EF8\u8DB3\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0,\u9078\u629E\u7684\u30B3\u30FC\u30C7\u30A3\u30F3\u30B0
fieldwork,ethnography,participant observation|\u7530\u91CE\u8C03\u67E5,\u6C11\u65CF\u5FD7,\u53C2\u4E0E\u89C2\u5BDF|\u30D5\u30A3\u30FC\u30EB\u30C9\u30EF\u30FC\u30AF,\u30A8\u30B9\u30CE\u30B0\u30E9\u30D5\u30A3\u30FC,\u53C2\u4E0E\u89B3\u5BDF
reliability,validity|\u4FE1\u5EA6,\u6548\u5EA6,\u4FE1\u6548\u5EA6|\u4FE1\u983C\u6027,\u59A5\u5F53\u6027
centrality,network analysis|\u4E2D\u5FC3\u6027,\u4E2D\u5FC3\u5EA6,\u7F51\u7EDC\u5206\u6790|\u4E2D\u5FC3\u6027,\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u5206\u6790
field theory,habitus,capital|\u573A\u57DF,\u573A\u57DF\u7406\u8BBA,\u60EF\u4E60|\u5834\u306E\u7406\u8AD6,\u30CF\u30D3\u30C8\u30A5\u30B9
actor network theory|\u884C\u52A8\u8005\u7F51\u7EDC\u7406\u8BBA,\u884C\u52A8\u8005\u7F51\u7EDC|\u30A2\u30AF\u30BF\u30FC\u30CD\u30C3\u30C8\u30EF\u30FC\u30AF\u7406\u8AD6
qualitative comparative analysis,qca,fsqca|\u5B9A\u6027\u6BD4\u8F83\u5206\u6790,\u6A21\u7CCA\u96C6|\u8CEA\u7684\u6BD4\u8F03\u5206\u6790
marx|\u9A6C\u514B\u601D|\u30DE\u30EB\u30AF\u30B9
weber|\u97E6\u4F2F|\u30A6\u30A7\u30FC\u30D0\u30FC
durkheim|\u6D82\u5C14\u5E72,\u8FEA\u5C14\u51EF\u59C6|\u30C7\u30E5\u30EB\u30B1\u30FC\u30E0,\u30C7\u30E5\u30EB\u30B1\u30E0
# Everyday task phrasing: engineering, business and operations
freeze,lock|\u51BB\u7ED3,\u9501\u5B9A,\u53EA\u6539\u8FD9\u4E2A\u76EE\u5F55|\u51CD\u7D50,\u30ED\u30C3\u30AF,\u7DE8\u96C6\u5236\u9650
careful,destructive|\u5C0F\u5FC3\u70B9,\u8C28\u614E,\u5371\u9669\u64CD\u4F5C,\u522B\u5220\u9519|\u614E\u91CD\u306B,\u5371\u967A\u306A\u64CD\u4F5C,\u7834\u58CA\u7684
smoke test|\u5192\u70DF\u6D4B\u8BD5|\u30B9\u30E2\u30FC\u30AF\u30C6\u30B9\u30C8
dogfood|\u81EA\u5DF1\u7528,\u5185\u90E8\u8BD5\u7528,\u5403\u72D7\u7CAE|\u30C9\u30C3\u30B0\u30D5\u30FC\u30C7\u30A3\u30F3\u30B0,\u793E\u5185\u5229\u7528
market size,tam|\u5E02\u573A\u89C4\u6A21,\u5E02\u573A\u5BB9\u91CF,\u5E02\u573A\u7A7A\u95F4|\u5E02\u5834\u898F\u6A21,\u5E02\u5834\u30B5\u30A4\u30BA
unit economics|\u5355\u4F4D\u7ECF\u6D4E,\u5355\u4F53\u7ECF\u6D4E\u6A21\u578B|\u30E6\u30CB\u30C3\u30C8\u30A8\u30B3\u30CE\u30DF\u30AF\u30B9
headcount,hiring plan|\u62DB\u8058\u8BA1\u5212,\u4EBA\u5458\u7F16\u5236|\u63A1\u7528\u8A08\u753B,\u4EBA\u54E1\u8A08\u753B
lead measure,leading indicator|\u5148\u884C\u6307\u6807,\u9886\u5148\u6307\u6807|\u5148\u884C\u6307\u6A19
scoreboard|\u8BA1\u5206\u677F,\u8BB0\u5206\u724C|\u30B9\u30B3\u30A2\u30DC\u30FC\u30C9
speaker notes,talk|\u6F14\u8BB2\u7A3F,\u53D1\u8A00\u7A3F,\u8BB2\u7A3F|\u30B9\u30D4\u30FC\u30C1\u539F\u7A3F,\u767A\u8868\u539F\u7A3F,\u8B1B\u6F14
# Everyday task phrasing: Japanese business and engineering
consensus,alignment|\u8FBE\u6210\u5171\u8BC6,\u62C9\u9F50,\u5BF9\u9F50\u8BA4\u77E5,\u7EDF\u4E00\u610F\u89C1|\u5408\u610F\u5F62\u6210,\u8A8D\u8B58\u5408\u308F\u305B
deep dive|\u6DF1\u5165\u5206\u6790,\u6DF1\u6316,\u6DF1\u5EA6\u5206\u6790|\u6DF1\u6398\u308A,\u6398\u308A\u4E0B\u3052
completeness,omission,gap|\u9057\u6F0F,\u6F0F\u6389,\u7F3A\u6F0F,\u67E5\u6F0F\u8865\u7F3A|\u629C\u3051\u6F0F\u308C,\u6F0F\u308C\u30C1\u30A7\u30C3\u30AF,\u7DB2\u7F85\u6027
bullet,bullet points|\u5206\u70B9,\u5217\u6210\u8981\u70B9,\u6761\u5217\u5F0F|\u7B87\u6761\u66F8\u304D
significance,statistical test|\u663E\u8457\u6027,\u663E\u8457\u6027\u68C0\u9A8C,\u5047\u8BBE\u68C0\u9A8C|\u691C\u5B9A,\u6709\u610F\u5DEE,\u7D71\u8A08\u7684\u691C\u5B9A
user flow,flow|\u7528\u6237\u8DEF\u5F84,\u64CD\u4F5C\u8DEF\u5F84,\u9875\u9762\u8DF3\u8F6C|\u5C0E\u7DDA,\u52D5\u7DDA,\u753B\u9762\u9077\u79FB
replace,swap|\u66FF\u6362,\u6362\u6389|\u5DEE\u3057\u66FF\u3048,\u7F6E\u304D\u63DB\u3048,\u5165\u308C\u66FF\u3048
fallback,resilience|\u515C\u5E95,\u964D\u7EA7\u65B9\u6848,\u4FDD\u5E95,\u7194\u65AD|\u30D5\u30A9\u30FC\u30EB\u30D0\u30C3\u30AF,\u4EE3\u66FF\u624B\u6BB5,\u30B5\u30FC\u30AD\u30C3\u30C8\u30D6\u30EC\u30FC\u30AB\u30FC
tracking,event tracking|\u57CB\u70B9,\u6570\u636E\u57CB\u70B9|\u8A08\u6E2C\u30BF\u30B0,\u30C8\u30E9\u30C3\u30AD\u30F3\u30B0,\u30A4\u30D9\u30F3\u30C8\u8A08\u6E2C
retry,timeout|\u91CD\u8BD5,\u8D85\u65F6|\u30EA\u30C8\u30E9\u30A4,\u518D\u8A66\u884C,\u30BF\u30A4\u30E0\u30A2\u30A6\u30C8
gif,animated|\u52A8\u56FE,\u8868\u60C5\u5305,\u52A8\u6001\u56FE|\u30A2\u30CB\u30E1\u30FC\u30B7\u30E7\u30F3\u753B\u50CF
land|\u843D\u5730,\u5408\u5E76\u4E0A\u7EBF|\u672C\u756A\u30DE\u30FC\u30B8
# Everyday task phrasing: thinking tools and personal work
leak,breach|\u6CC4\u9732,\u6CC4\u6F0F,\u6570\u636E\u6CC4\u9732,\u88AB\u9ED1,\u5165\u4FB5|\u6F0F\u6D29,\u6D41\u51FA,\u60C5\u5831\u6F0F\u6D29,\u4E0D\u6B63\u30A2\u30AF\u30BB\u30B9
translation quality|\u8BD1\u6587\u68C0\u67E5,\u7FFB\u8BD1\u6821\u5BF9,\u7FFB\u8BD1\u8D28\u91CF|\u7FFB\u8A33\u30C1\u30A7\u30C3\u30AF,\u8A33\u6587\u30C1\u30A7\u30C3\u30AF,\u7FFB\u8A33\u54C1\u8CEA
case law,legal research|\u5224\u4F8B,\u6CD5\u6761,\u6CD5\u5F8B\u68C0\u7D22,\u67E5\u6CD5\u6761|\u5224\u4F8B,\u5224\u4F8B\u691C\u7D22,\u6CD5\u4EE4\u8ABF\u67FB,\u6761\u6587
legal issue,legal risk|\u6CD5\u5F8B\u98CE\u9669,\u6CD5\u5F8B\u95EE\u9898,\u6CD5\u5F8B\u9690\u60A3|\u6CD5\u7684\u30EA\u30B9\u30AF,\u6CD5\u7684\u8AD6\u70B9,\u6CD5\u7684\u554F\u984C
journal,daily note|\u65E5\u8BB0,\u6BCF\u65E5\u7B14\u8BB0,\u5199\u65E5\u8BB0|\u65E5\u8A18,\u30C7\u30A4\u30EA\u30FC\u30CE\u30FC\u30C8,\u30B8\u30E3\u30FC\u30CA\u30EA\u30F3\u30B0
append row|\u52A0\u4E00\u884C,\u8FFD\u52A0\u4E00\u884C,\u63D2\u5165\u884C|\u884C\u8FFD\u52A0
tldr|\u592A\u957F\u4E0D\u770B,\u4E00\u53E5\u8BDD\u603B\u7ED3,\u957F\u8BDD\u77ED\u8BF4|\u4E00\u8A00\u3067,\u4E09\u884C\u307E\u3068\u3081,\u4E09\u884C\u8981\u7D04
socratic,questioning|\u82CF\u683C\u62C9\u5E95,\u8FFD\u95EE,\u53CD\u95EE|\u30BD\u30AF\u30E9\u30C6\u30B9,\u554F\u7B54\u6CD5
dialectic,hegelian|\u8FA9\u8BC1,\u8FA9\u8BC1\u6CD5,\u6B63\u53CD\u5408|\u5F01\u8A3C\u6CD5,\u6B62\u63DA,\u30A2\u30A6\u30D5\u30D8\u30FC\u30D9\u30F3
ikigai|\u4EBA\u751F\u610F\u4E49,\u4EBA\u751F\u76EE\u6807|\u751F\u304D\u7532\u6590
wabi-sabi|\u4F98\u5BC2,\u6B8B\u7F3A\u7F8E|\u4F98\u3073\u5BC2\u3073,\u4F98\u5BC2
shu-ha-ri|\u5B88\u7834\u79BB|\u5B88\u7834\u96E2
aristotle,four causes|\u4E9A\u91CC\u58EB\u591A\u5FB7,\u56DB\u56E0\u8BF4|\u30A2\u30EA\u30B9\u30C8\u30C6\u30EC\u30B9,\u56DB\u539F\u56E0\u8AAC
descartes,methodical doubt|\u7B1B\u5361\u5C14,\u65B9\u6CD5\u8BBA\u6000\u7591|\u30C7\u30AB\u30EB\u30C8,\u65B9\u6CD5\u7684\u61D0\u7591
popper,falsifiability|\u6CE2\u666E\u5C14,\u53EF\u8BC1\u4F2A\u6027,\u8BC1\u4F2A|\u30DD\u30D1\u30FC,\u53CD\u8A3C\u53EF\u80FD\u6027,\u53CD\u8A3C
causal loop diagram,cld,systems thinking|\u56E0\u679C\u56DE\u8DEF\u56FE,\u7CFB\u7EDF\u601D\u8003,\u7CFB\u7EDF\u601D\u7EF4,\u53CD\u9988\u56DE\u8DEF|\u56E0\u679C\u30EB\u30FC\u30D7\u56F3,\u30B7\u30B9\u30C6\u30E0\u601D\u8003,\u30EB\u30FC\u30D7\u56F3
mental model|\u5FC3\u667A\u6A21\u578B|\u30E1\u30F3\u30BF\u30EB\u30E2\u30C7\u30EB
scenario,what-if|\u60C5\u666F\u5206\u6790,\u573A\u666F\u63A8\u6F14,\u6C99\u76D8\u63A8\u6F14,\u6700\u574F\u60C5\u51B5|\u30B7\u30CA\u30EA\u30AA\u5206\u6790,\u30B7\u30CA\u30EA\u30AA\u30D7\u30E9\u30F3\u30CB\u30F3\u30B0,\u6700\u60AA\u306E\u5834\u5408,\u60F3\u5B9A\u5916
let fate decide,whatever|\u968F\u4FBF\u9009,\u65E0\u6240\u8C13,\u4F60\u6765\u5B9A|\u904B\u4EFB\u305B,\u904B\u547D\u306B\u4EFB\u305B
# Everyday task phrasing: meetings, study and content work
meeting prep,agenda|\u4F1A\u524D\u51C6\u5907,\u51C6\u5907\u4F1A\u8BAE|\u4F1A\u8B70\u6E96\u5099,\u4E8B\u524D\u6E96\u5099
study plan,learning plan|\u5B66\u4E60\u8BA1\u5212,\u590D\u4E60\u8BA1\u5212|\u5B66\u7FD2\u8A08\u753B,\u52C9\u5F37\u8A08\u753B
content planning,publishing schedule|\u5185\u5BB9\u65E5\u5386,\u9009\u9898\u6392\u671F,\u5185\u5BB9\u6392\u671F|\u30B3\u30F3\u30C6\u30F3\u30C4\u30AB\u30EC\u30F3\u30C0\u30FC,\u6295\u7A3F\u30AB\u30EC\u30F3\u30C0\u30FC
topic ideas,content ideas|\u9009\u9898,\u627E\u9009\u9898,\u60F3\u9009\u9898|\u30CD\u30BF\u51FA\u3057,\u30CD\u30BF\u63A2\u3057,\u4F01\u753B\u30CD\u30BF
persuasive,persuasion|\u8BF4\u670D,\u6709\u8BF4\u670D\u529B|\u8AAC\u5F97,\u8AAC\u5F97\u529B
cold email,outreach|\u964C\u751F\u5F00\u53D1,\u5F00\u53D1\u4FE1,\u5916\u8054|\u55B6\u696D\u30E1\u30FC\u30EB,\u65B0\u898F\u958B\u62D3
`;
var GLOSSARY_MAX_SHARE = 0.2;
var GLOSSARY_ALWAYS_DF = 50;
var TERM_SEP = " ";
var TARGET_SEP = ">";
var LINE_SEP = "\n";
var prepared;
function prepare(extra, tokenize2) {
  const key = extra.join("\n");
  if (prepared?.extra === key) return prepared;
  const concepts = [];
  const pairs = [];
  for (const raw of GLOSSARY.split("\n").concat(extra)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const fields = line.split("|");
    const targets = [...new Set(fields[0].split(",").flatMap((p) => tokenize2(p)))];
    const phrases = /* @__PURE__ */ new Set();
    for (const field of fields.slice(1)) {
      for (const p of field.split(",")) {
        const terms = [...new Set(tokenize2(p))];
        if (terms.length > 0 && terms.every((t) => t.charCodeAt(0) >= 11904)) phrases.add(terms.join(TERM_SEP));
      }
    }
    if (targets.length === 0 || phrases.size === 0) continue;
    for (const phrase of phrases) pairs.push({ phrase, concept: concepts.length });
    concepts.push(targets);
  }
  pairs.sort((x, y) => x.phrase < y.phrase ? -1 : x.phrase > y.phrase ? 1 : x.concept - y.concept);
  return prepared = { extra: key, targets: concepts, pairs };
}
function compileGlossary(indexed, tokenize2, extra = []) {
  extra.forEach((line, i) => {
    if (typeof line !== "string" || line.split("|").length < 2)
      throw new TypeError(`glossary: extra line ${i + 1} should be "english|chinese|japanese", got ${JSON.stringify(line)}`);
  });
  const prep = prepare(extra, tokenize2);
  const targets = prep.targets.map((terms) => terms.filter(indexed).join(TERM_SEP));
  const lines = [];
  for (const { phrase, concept } of prep.pairs) {
    if (!targets[concept]) continue;
    const line = `${phrase}${TARGET_SEP}${targets[concept]}`;
    if (line !== lines[lines.length - 1]) lines.push(line);
  }
  return lines.join(LINE_SEP);
}

// ../../tmp/tuneK/src/core/indexer.ts
var FIELDS = {
  name: { weight: 4, b: 0.3 },
  tags: { weight: 3, b: 0 },
  description: { weight: 2, b: 0.5 },
  headings: { weight: 0.75, b: 0.5 },
  body: { weight: 0.4, b: 1 }
};
var FIELD_NAMES = Object.keys(FIELDS);
var EXACT_NAME_BONUS = 8;
var K1 = 1.6;
var SCALE = 10;
var BODY_INDEX_CHARS = 3e3;
var FENCE_RE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm;
var HEADING_RE = /^#{1,6}[ \t]+(.+?)[ \t#]*$/gm;
function bodyFields(body) {
  const prose = body.replace(FENCE_RE, " ");
  const headings = [];
  for (const m of prose.matchAll(HEADING_RE)) headings.push(m[1]);
  return { headings: headings.join("\n"), body: prose.slice(0, BODY_INDEX_CHARS) };
}
function indexDoc(entry, body) {
  const { headings, body: prose } = bodyFields(body);
  return {
    name: `${entry.name} ${entry.id.replace(/[/]/g, " ")}`,
    exactName: entry.name,
    tags: entry.tags.join(" "),
    description: entry.description,
    headings,
    body: prose
  };
}
var FIELD_COUNT = FIELD_NAMES.length;
var WEIGHTS = FIELD_NAMES.map((f) => FIELDS[f].weight);
var BS = FIELD_NAMES.map((f) => FIELDS[f].b);
function analyzeDoc(doc) {
  const slots = /* @__PURE__ */ new Map();
  const terms = [];
  const counts = [];
  const len = new Float64Array(FIELD_COUNT);
  for (let f = 0; f < FIELD_COUNT; f++) {
    const tokens = tokenize(doc[FIELD_NAMES[f]]);
    len[f] = tokens.length;
    for (const t of tokens) {
      let i = slots.get(t);
      if (i === void 0) {
        slots.set(t, i = terms.length);
        terms.push(t);
        for (let g = 0; g < FIELD_COUNT; g++) counts.push(0);
      }
      counts[i * FIELD_COUNT + f]++;
    }
  }
  const name = doc.exactName ? tokenize(doc.exactName) : [];
  const exact = name.length >= 2 ? slots.get(name[name.length - 1]) ?? -1 : -1;
  return { terms, counts: Uint32Array.from(counts), len, exact };
}
var DESCRIBING = ["name", "tags", "description"].map((f) => FIELD_NAMES.indexOf(f));
var describingCache = /* @__PURE__ */ new WeakMap();
function describingTerms(a) {
  let terms = describingCache.get(a);
  if (!terms) {
    terms = a.terms.filter((_, i) => DESCRIBING.some((f) => a.counts[i * FIELD_COUNT + f] > 0));
    describingCache.set(a, terms);
  }
  return terms;
}
function fieldNorm(f, len, avg) {
  const b = BS[f];
  return 1 - b + b * len / avg;
}
function idf(n, count) {
  return Math.log(1 + (count + PRIOR_DOCS - n + 0.5) / (n + 0.5));
}
function saturate(weighted, termIdf, bonus) {
  return termIdf * (weighted * (K1 + 1)) / (weighted + K1) + bonus;
}
function flat(s) {
  return ` ${s}`.slice(1);
}
function sameAnalysis(a, b) {
  if (a === b) return true;
  if (!a || !b || a.exact !== b.exact || a.terms.length !== b.terms.length) return false;
  for (let f = 0; f < FIELD_COUNT; f++) if (a.len[f] !== b.len[f]) return false;
  for (let i = 0; i < a.terms.length; i++) if (a.terms[i] !== b.terms[i]) return false;
  for (let i = 0; i < a.counts.length; i++) if (a.counts[i] !== b.counts[i]) return false;
  return true;
}
var IndexState = class {
  /** Term -> term id; ids are never reused while the state lives (a session's new words add up, a few bytes each). */
  ids = /* @__PURE__ */ new Map();
  /** Term id -> term. */
  names = [];
  /** Term id -> how many live documents hold it. */
  df = [];
  /** Term id -> 1 when the term is in `sorted`. */
  member = [];
  /** Term ids of each analysis, parallel to `analysis.terms`. */
  termIds = /* @__PURE__ */ new WeakMap();
  /** The live analyses (with multiplicity: the same analysis may index two entries). */
  live = /* @__PURE__ */ new Map();
  totals = new Float64Array(FIELD_COUNT);
  count = 0;
  /** Ids of the live terms (df > 0), sorted by term. */
  sorted = [];
  /** Terms whose df rose from 0 or fell to 0 since the last build: `sorted` is brought up to date from them. */
  touched = [];
  /**
   * The last build: its documents by entry, the weight of each of their terms (`weights[offsets[d] + i]` for
   * `docs[d].terms[i]`), each term's line of the index (term and encoded postings; undefined: no postings), the index.
   */
  docs = [];
  weights = new Int32Array(0);
  offsets = new Int32Array(1);
  lines = [];
  terms = "";
  /** How many terms had their postings encoded (for tests and benchmarks of rebuilds). */
  encodes = 0;
  /** The index of `analyses[i]` (the text of entry `i`; undefined for an entry that must not be found). */
  /** How many live documents of the last build hold `term`. */
  docFrequency(term) {
    const id = this.ids.get(term);
    return id === void 0 ? 0 : this.df[id];
  }
  /** How many live documents the last build indexed. */
  get documents() {
    return this.count;
  }
  build(analyses) {
    const same = analyses.length === this.docs.length && analyses.every((a, i) => sameAnalysis(a, this.docs[i]));
    this.update(analyses);
    this.sortTerms();
    if (same) {
      this.docs = analyses.slice();
      return { scale: SCALE, terms: this.terms };
    }
    const { names, sorted } = this;
    const prev = this.docs;
    const prevWeights = this.weights;
    const prevOffsets = this.offsets;
    const avg = Array.from(this.totals, (t) => (this.count ? t / this.count : 0) || 1);
    const idfs = new Float64Array(names.length);
    for (const id of sorted) idfs[id] = idf(this.df[id], this.count);
    const offsets = new Int32Array(analyses.length + 1);
    let total = 0;
    analyses.forEach((a, d) => {
      offsets[d] = total;
      if (a) total += a.terms.length;
    });
    offsets[analyses.length] = total;
    const weights = new Int32Array(total);
    const dirty = new Uint8Array(names.length);
    const norms = new Float64Array(FIELD_COUNT);
    for (let d = 0; d < Math.max(analyses.length, prev.length); d++) {
      const a = analyses[d];
      const before = prev[d];
      if (before && before !== a) for (const id of this.idsOf(before)) dirty[id] = 1;
      if (!a) continue;
      const ids = this.idsOf(a);
      const { counts } = a;
      const at = offsets[d];
      const was = before === a ? prevOffsets[d] : -1;
      for (let f = 0; f < FIELD_COUNT; f++) norms[f] = fieldNorm(f, a.len[f], avg[f]);
      for (let i = 0; i < ids.length; i++) {
        let weighted = 0;
        for (let f = 0, c = i * FIELD_COUNT; f < FIELD_COUNT; f++, c++) {
          if (counts[c]) weighted += WEIGHTS[f] * counts[c] / norms[f];
        }
        const id = ids[i];
        const w = Math.round(SCALE * saturate(weighted, idfs[id], i === a.exact ? EXACT_NAME_BONUS : 0));
        weights[at + i] = w;
        if (was === -1 || prevWeights[was + i] !== w) dirty[id] = 1;
      }
    }
    const starts = new Int32Array(names.length + 1);
    for (let d = 0; d < analyses.length; d++) {
      const a = analyses[d];
      if (!a) continue;
      const ids = this.idsOf(a);
      for (let i = 0, k = offsets[d]; i < ids.length; i++, k++) if (dirty[ids[i]] && weights[k] > 0) starts[ids[i] + 1] += 2;
    }
    for (let id = 0; id < names.length; id++) starts[id + 1] += starts[id];
    const ends = starts.slice(0, names.length);
    const pairs = new Int32Array(starts[names.length]);
    for (let d = 0; d < analyses.length; d++) {
      const a = analyses[d];
      if (!a) continue;
      const ids = this.idsOf(a);
      for (let i = 0, k = offsets[d]; i < ids.length; i++, k++) {
        const id = ids[i];
        if (!dirty[id] || weights[k] <= 0) continue;
        const p = ends[id];
        pairs[p] = d;
        pairs[p + 1] = weights[k];
        ends[id] = p + 2;
      }
    }
    const list2 = [];
    const lines = [];
    while (this.lines.length < names.length) this.lines.push(void 0);
    for (const id of sorted) {
      if (dirty[id]) {
        const s = starts[id];
        const e = ends[id];
        list2.length = 0;
        for (let i = s; i < e; i++) list2.push(pairs[i]);
        this.lines[id] = s === e ? void 0 : [names[id], flat(encodePostings(list2))];
        if (s !== e) this.encodes++;
      }
      const line = this.lines[id];
      if (line) lines.push(line);
    }
    this.docs = analyses.slice();
    this.weights = weights;
    this.offsets = offsets;
    this.terms = joinIndex(lines);
    return { scale: SCALE, terms: this.terms };
  }
  /** Count in the documents that came, count out those that went (by identity: a cached analysis is reused). */
  update(analyses) {
    const next = /* @__PURE__ */ new Map();
    for (const a of analyses) if (a) next.set(a, (next.get(a) ?? 0) + 1);
    for (const [a, n] of this.live) {
      const left = n - (next.get(a) ?? 0);
      if (left > 0) this.tally(a, -left);
    }
    for (const [a, n] of next) {
      const came = n - (this.live.get(a) ?? 0);
      if (came > 0) this.tally(a, came);
    }
    this.live = next;
  }
  /** Add `k` copies of a document to the statistics (k < 0: remove). Lengths are integers: the totals stay exact. */
  tally(a, k) {
    const ids = this.idsOf(a);
    const { df } = this;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      const before = df[id];
      df[id] = before + k;
      if (before === 0 || before + k === 0) this.touched.push(id);
    }
    for (let f = 0; f < FIELD_COUNT; f++) this.totals[f] = this.totals[f] + k * a.len[f];
    this.count += k;
  }
  idsOf(a) {
    let ids = this.termIds.get(a);
    if (ids) return ids;
    ids = new Int32Array(a.terms.length);
    for (let i = 0; i < a.terms.length; i++) {
      const t = a.terms[i];
      let id = this.ids.get(t);
      if (id === void 0) {
        this.ids.set(t, id = this.names.length);
        this.names.push(t);
        this.df.push(0);
        this.member.push(0);
      }
      ids[i] = id;
    }
    this.termIds.set(a, ids);
    return ids;
  }
  /**
   * Keep `sorted` = the live term ids in term order (UTF-16, as `Array.prototype.sort`). A few terms that came or went
   * (an edit) are spliced in or out at their place, found by binary search; many (a first build) are sorted and merged.
   */
  sortTerms() {
    const { names, df, member } = this;
    const added = [];
    const gone = [];
    for (const id of this.touched) {
      if (df[id] > 0 && !member[id]) {
        member[id] = 1;
        added.push(id);
      } else if (df[id] === 0 && member[id]) {
        member[id] = 0;
        gone.push(id);
      }
    }
    this.touched = [];
    let { sorted } = this;
    const place = (id) => {
      let lo2 = 0;
      let hi = sorted.length;
      while (lo2 < hi) {
        const mid = lo2 + hi >>> 1;
        if (names[sorted[mid]] < names[id]) lo2 = mid + 1;
        else hi = mid;
      }
      return lo2;
    };
    if (added.length + gone.length <= 64) {
      for (const id of gone) sorted.splice(place(id), 1);
      for (const id of added) sorted.splice(place(id), 0, id);
      return;
    }
    if (gone.length) sorted = sorted.filter((id) => member[id]);
    added.sort((a, b) => names[a] < names[b] ? -1 : 1);
    const merged = [];
    let i = 0;
    for (const id of added) {
      while (i < sorted.length && names[sorted[i]] < names[id]) merged.push(sorted[i++]);
      merged.push(id);
    }
    while (i < sorted.length) merged.push(sorted[i++]);
    this.sorted = merged;
  }
};

// ../../tmp/tuneK/src/core/links.ts
import { realpathSync, statSync } from "node:fs";
import { join, posix, relative as relative2, sep as sep2 } from "node:path";

// ../../tmp/tuneK/src/core/options.ts
import { basename, isAbsolute, relative, resolve, sep } from "node:path";
function refList(value, key) {
  if (value === void 0) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === "string" && v !== ""))
    throw new TypeError(`unplugin-loadout: \`${key}\` must be an array of skill ids or names, got ${JSON.stringify(value)}`);
  return [...new Set(value)];
}
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function resolveOptions(options = {}, fallbackRoot = process.cwd()) {
  const root = resolve(options.root ?? fallbackRoot);
  const raw = options.skills === void 0 ? ["skills"] : Array.isArray(options.skills) ? options.skills : [options.skills];
  const sources = raw.map((s) => {
    const o = typeof s === "string" ? { dir: s } : s;
    if (!o || typeof o.dir !== "string" || o.dir === "")
      throw new TypeError(`unplugin-loadout: each entry of \`skills\` must be a folder path or { dir }, got ${JSON.stringify(s)}`);
    const abs = isAbsolute(o.dir) ? resolve(o.dir) : resolve(root, o.dir);
    const dir = toPosix(relative(root, abs)) || ".";
    const scope = o.scope ?? (dir === "." ? basename(abs) : dir);
    const format = o.format ?? "auto";
    if (!["skill", "ai-loadout", "auto"].includes(format))
      throw new TypeError(`unplugin-loadout: source format must be 'skill', 'ai-loadout' or 'auto', got ${JSON.stringify(format)}`);
    return { abs, dir, scope, format };
  });
  return {
    root,
    sources,
    strict: options.strict ?? false,
    maxFileSize: options.maxFileSize ?? 1048576,
    pinned: refList(options.pinned, "pinned"),
    disabled: refList(options.disabled, "disabled"),
    glossary: glossaryOption(options.glossary)
  };
}
function glossaryOption(value) {
  if (value === void 0 || value === true) return [];
  if (value === false) return false;
  if (Array.isArray(value) && value.every((l) => typeof l === "string" && l.split("|").length === 3 && l.split("|")[0].trim() !== ""))
    return value;
  throw new TypeError(`unplugin-loadout: \`glossary\` must be true, false or an array of 'english|chinese|japanese' lines, got ${JSON.stringify(value)}`);
}

// ../../tmp/tuneK/src/core/links.ts
var FENCE_RE2 = /^ {0,3}(`{3,}|~{3,})/;
var REFERENCE_DEF_RE = /^ {0,3}\[(?!\^)[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/;
var HTML_TAG_RE = /<(?:a|img)\b/i;
var HTML_ATTR_RE = /<(?:a|img)\b[^>]*?\b(?:href|src)\s*=\s*(["'])([^"']*)\1/gi;
var SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
function blankCode(line) {
  return line.replace(/(`+)([^`]|(?!\1)`)*?\1/g, (m) => " ".repeat(m.length));
}
function destination(line, start) {
  let i = start;
  while (line[i] === " " || line[i] === "	") i++;
  if (line[i] === "<") {
    const end = line.indexOf(">", i + 1);
    return end === -1 ? void 0 : { text: line.slice(i + 1, end), column: i + 2 };
  }
  let depth = 0;
  let j = i;
  for (; j < line.length; j++) {
    const c = line[j];
    if (c === "\\" && j + 1 < line.length) {
      j++;
      continue;
    }
    if (c === " " || c === "	") break;
    if (c === "(") depth++;
    else if (c === ")") {
      if (depth === 0) break;
      depth--;
    }
  }
  return j > i ? { text: line.slice(i, j), column: i + 1 } : void 0;
}
function classifyTarget(raw) {
  let t = raw.trim();
  if (t.startsWith("<") && t.endsWith(">")) t = t.slice(1, -1).trim();
  if (t === "" || t.startsWith("#")) return void 0;
  if (SCHEME_RE.test(t)) return void 0;
  if (t.startsWith("/") || t.startsWith("\\")) return void 0;
  t = t.replace(/^\{baseDir\}\//, "").replace(/[?#].*$/, "");
  if (t === "") return void 0;
  let decoded;
  try {
    decoded = decodeURIComponent(t);
  } catch {
    return { target: t, invalid: "malformed percent-encoding" };
  }
  decoded = decoded.replace(/\\/g, "/");
  if (decoded.includes("\0")) return { target: decoded, invalid: "a NUL character" };
  if (decoded.startsWith("/") || /^[a-z]:/i.test(decoded)) return { target: decoded, invalid: "an absolute path once decoded" };
  return { target: decoded };
}
function extractLinks(body) {
  const out = [];
  let fence;
  let nextInline = body.indexOf("](");
  let nextDefinition = body.indexOf("]:");
  let nextTag = body.indexOf("<");
  for (let start = 0, n = 0; start <= body.length; n++) {
    const lineStart = start;
    if (nextInline !== -1 && nextInline < lineStart) nextInline = body.indexOf("](", lineStart);
    if (nextDefinition !== -1 && nextDefinition < lineStart) nextDefinition = body.indexOf("]:", lineStart);
    if (nextTag !== -1 && nextTag < lineStart) nextTag = body.indexOf("<", lineStart);
    if (nextInline === -1 && nextDefinition === -1 && nextTag === -1) break;
    let end = body.indexOf("\n", start);
    if (end === -1) end = body.length;
    start = end + 1;
    let c = body.charCodeAt(lineStart);
    for (let p = lineStart + 1; c === 32 && p <= lineStart + 3; p++) c = body.charCodeAt(p);
    const f = c === 96 || c === 126 ? FENCE_RE2.exec(body.slice(lineStart, end)) : null;
    if (fence !== void 0) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && body.slice(lineStart, end).trim() === f[1]) fence = void 0;
      continue;
    }
    if (f) {
      fence = f[1];
      continue;
    }
    const inline = nextInline !== -1 && nextInline < end;
    const definition = nextDefinition !== -1 && nextDefinition < end;
    const tag = nextTag !== -1 && nextTag < end;
    if (!inline && !definition && !tag) continue;
    const rawLine = body.slice(lineStart, end);
    const html = tag && HTML_TAG_RE.test(rawLine);
    if (!inline && !definition && !html) continue;
    const line = rawLine.includes("`") ? blankCode(rawLine) : rawLine;
    const found = [];
    const def = definition ? REFERENCE_DEF_RE.exec(line) : null;
    if (def) found.push({ text: def[1], column: line.indexOf(def[1], line.indexOf("]:")) + 1 });
    for (let at = inline ? line.indexOf("](") : -1; at !== -1; at = line.indexOf("](", at + 2)) {
      const d = destination(line, at + 2);
      if (d) found.push(d);
    }
    if (html) {
      for (const m of line.matchAll(HTML_ATTR_RE)) found.push({ text: m[2], column: m.index + m[0].length - m[2].length });
    }
    found.sort((a, b) => a.column - b.column);
    for (const { text, column } of found) {
      const c2 = classifyTarget(text);
      if (c2) out.push({ raw: text, line: n + 1, column, ...c2 });
    }
  }
  return out;
}
function inside(file, dir) {
  const rel = relative2(dir, file);
  return rel === "" || !rel.startsWith(`..${sep2}`) && rel !== ".." && !/^(?:[a-z]:|[\\/])/i.test(rel);
}
function planLinks(body, skillRel, sourceRoot) {
  return extractLinks(body).map((ref) => {
    const shown = JSON.stringify(ref.raw);
    if (ref.invalid) return { ref, drop: `link ${shown} is dropped: its target is ${ref.invalid}`, path: "", joined: "", abs: "" };
    const joined = posix.normalize(posix.join(skillRel || ".", ref.target));
    if (joined === ".." || joined.startsWith("../") || posix.isAbsolute(joined)) {
      const decoded = ref.target !== ref.raw.replace(/[?#].*$/, "") ? ` (decoded: ${ref.target})` : "";
      return { ref, drop: `link ${shown} is dropped: it points outside the skill source folder${decoded}`, path: "", joined, abs: "" };
    }
    return { ref, path: posix.relative(skillRel || ".", joined) || ".", joined, abs: join(sourceRoot, ...joined.split("/")) };
  });
}
var DISK = {
  stat: (abs) => {
    try {
      return statSync(abs, { throwIfNoEntry: false });
    } catch {
      return void 0;
    }
  },
  realpath: (abs) => {
    try {
      return realpathSync.native(abs);
    } catch {
      return abs;
    }
  }
};
function resolvePlanned(plan, ctx, files = DISK) {
  const diagnostics = [];
  const byPath = /* @__PURE__ */ new Map();
  const warn = (code, text, ref) => diagnostics.push(diag("warning", code, text, ctx.file, ctx.bodyLine + ref.line - 1, ref.column));
  for (const { ref, drop, path, joined, abs } of plan) {
    if (drop !== void 0) {
      warn("link-escape", drop, ref);
      continue;
    }
    if (byPath.has(path) || path === "SKILL.md" || path === ".") continue;
    const listed = files.listed?.(joined);
    if (listed === "dir") continue;
    const stat = files.stat(abs);
    if (!stat) {
      warn("link-missing", `link ${JSON.stringify(ref.raw)} is dropped: ${path} does not exist`, ref);
      continue;
    }
    if (!stat.isFile()) continue;
    if (listed !== "file" && !inside(files.realpath(abs), ctx.realSourceRoot)) {
      warn("link-escape", `link ${JSON.stringify(ref.raw)} is dropped: ${path} is a symlink to a file outside the skill source folder`, ref);
      continue;
    }
    byPath.set(path, { path, abs, size: stat.size });
  }
  const links = [...byPath.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return { links, diagnostics };
}

// ../../tmp/tuneK/src/core/parse.ts
import matter from "gray-matter";
var KNOWN_KEYS = /* @__PURE__ */ new Set([
  // Agent Skills spec
  "name",
  "description",
  "license",
  "compatibility",
  "metadata",
  "allowed-tools",
  // tags
  "tags",
  "keywords",
  // ai-loadout
  "id",
  "patterns",
  "priority",
  "triggers",
  // Maka
  "required-tools",
  "required-capabilities",
  // Claude Code
  "disable-model-invocation"
]);
var NAME_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
function refuseEngine(lang) {
  return () => {
    throw new FrontmatterLanguageError(lang);
  };
}
var FrontmatterLanguageError = class extends Error {
};
var MATTER_OPTIONS = {
  language: "yaml",
  engines: {
    js: refuseEngine("js"),
    javascript: refuseEngine("javascript"),
    coffee: refuseEngine("coffee"),
    coffeescript: refuseEngine("coffeescript"),
    cson: refuseEngine("cson")
  }
};
function parseSkill(source, ctx) {
  const diagnostics = [];
  const { file } = ctx;
  let ok = true;
  const spec = (code, message2, line = 1) => {
    diagnostics.push(diag(ctx.strict ? "error" : "warning", code, message2, file, line));
    if (ctx.strict) ok = false;
  };
  const fail = (code, message2, line = 1, column = 1) => {
    diagnostics.push(diag("error", code, message2, file, line, column));
    return { diagnostics };
  };
  let text = source.charCodeAt(0) === 65279 ? source.slice(1) : source;
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  if (text.includes("\0")) return fail("binary-file", "file contains NUL bytes: not a text skill file");
  const lines = [];
  const starts = [];
  let next = 0;
  const readLine = () => {
    if (next > text.length) return false;
    let end = text.indexOf("\n", next);
    if (end === -1) end = text.length;
    starts.push(next);
    lines.push(text.slice(next, end));
    next = end + 1;
    return true;
  };
  readLine();
  const first = lines[0];
  if (!/^---/.test(first)) {
    return fail("missing-frontmatter", `no frontmatter: a skill file must start with a \`---\` block holding at least \`description\``);
  }
  const lang = first.slice(3).trim();
  if (lang !== "" && lang !== "yaml" && lang !== "yml")
    return fail("frontmatter-language", `frontmatter language "${lang}" is not allowed: only YAML is read, nothing in a skill is executed`);
  let close = -1;
  for (let i = 1; readLine(); i++) {
    if (/^---\s*$/.test(lines[i])) {
      close = i;
      break;
    }
  }
  const parseBlock = (end) => {
    try {
      return { data: matter(`---
${lines.slice(1, end).join("\n")}
---
`, MATTER_OPTIONS).data };
    } catch (err) {
      if (err instanceof FrontmatterLanguageError)
        return { error: diag("error", "frontmatter-language", "frontmatter language is not allowed: only YAML is read", file) };
      if (err instanceof RangeError)
        return { error: diag("error", "yaml-too-deep", "frontmatter is nested too deeply to read", file) };
      const e = err;
      return { error: diag("error", "yaml-syntax", `frontmatter is not valid YAML: ${e.reason ?? e.message ?? String(err)}`, file, (e.mark?.line ?? 0) + 1, (e.mark?.column ?? 0) + 1) };
    }
  };
  let parsed = close === -1 ? void 0 : parseBlock(close);
  let bodyStart = close + 1;
  if (close === -1 || parsed?.error) {
    const end = yamlShapedEnd(lines, close === -1 ? lines.length : close);
    const recovered = end < (close === -1 ? lines.length : close) || close === -1 ? parseBlock(end) : void 0;
    if (recovered && !recovered.error && isMapping(recovered.data)) {
      spec("frontmatter-unclosed", `frontmatter block is never closed: read lines 2-${end} as frontmatter; add a line \`---\` after the last key`);
      close = end;
      bodyStart = end;
      parsed = recovered;
    } else if (close === -1) {
      return fail("frontmatter-unclosed", "frontmatter block is never closed: add a line `---` after the last key");
    }
  }
  if (parsed?.error) {
    diagnostics.push(parsed.error);
    return { diagnostics };
  }
  let data = parsed?.data;
  const fmLines = lines.slice(1, close);
  const bodyOffset = bodyStart < lines.length ? starts[bodyStart] : next;
  const body = bodyOffset <= text.length ? text.slice(bodyOffset) : "";
  const bodyLine = bodyStart + 1;
  const bodyLines = lineCount(body);
  const lineOf = (key) => {
    const i = fmLines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
    return i === -1 ? 1 : i + 2;
  };
  if (data === null || data === void 0) data = {};
  if (typeof data !== "object" || Array.isArray(data) || data === null)
    return fail("frontmatter-shape", "frontmatter must be a YAML mapping of keys to values", 2);
  const fm = data;
  const get = (key) => Object.hasOwn(fm, key) ? fm[key] : void 0;
  const error = (code, message2, key) => {
    diagnostics.push(diag("error", code, message2, file, lineOf(key)));
    ok = false;
  };
  const descriptionRaw = get("description") ?? (ctx.format === "ai-loadout" ? get("summary") : void 0);
  let description = "";
  if (typeof descriptionRaw === "string" && descriptionRaw.trim() !== "") description = descriptionRaw.trim().replace(/\s+/g, " ");
  else if (descriptionRaw === void 0 || descriptionRaw === null || descriptionRaw === "") {
    if (ctx.format === "skill") error("missing-description", "`description` is required: say what the skill does and when to use it", "description");
  } else error("invalid-description", "`description` must be a string", "description");
  if (description.length > 1024) spec("description-length", `\`description\` is ${description.length} characters (the spec allows 1-1024)`, lineOf("description"));
  const nameRaw = get("name");
  let name;
  if (typeof nameRaw === "string" && nameRaw.trim() !== "") name = nameRaw.trim();
  else if (typeof nameRaw === "number") name = String(nameRaw);
  else if (nameRaw !== void 0 && nameRaw !== null) error("invalid-name", "`name` must be a string", "name");
  if (ctx.format === "skill") {
    if (name === void 0) spec("missing-name", `\`name\` is missing: using the folder name "${ctx.folderName}"`);
    else {
      if (name.length > 64) spec("name-length", `\`name\` is ${name.length} characters (the spec allows 64)`, lineOf("name"));
      if (!NAME_RE.test(name)) spec("name-format", `\`name\` "${name}" should be lowercase letters, digits and single hyphens`, lineOf("name"));
      else if (name !== ctx.folderName) spec("name-folder", `\`name\` "${name}" differs from its folder "${ctx.folderName}"`, lineOf("name"));
    }
  }
  let id;
  const idRaw = get("id");
  if (typeof idRaw === "string" && idRaw.trim() !== "") id = idRaw.trim();
  else if (idRaw !== void 0 && idRaw !== null) error("invalid-id", "`id` must be a non-empty string", "id");
  const tags = [];
  for (const key of ["tags", "keywords"]) {
    const list2 = stringList(get(key));
    if (list2 === null) error("invalid-tags", `\`${key}\` must be a list of strings or a comma-separated string`, key);
    else tags.push(...list2);
  }
  const metadata = get("metadata");
  if (metadata !== void 0 && metadata !== null) {
    if (typeof metadata !== "object" || Array.isArray(metadata)) spec("invalid-metadata", "`metadata` should be a mapping", lineOf("metadata"));
    else if (Object.hasOwn(metadata, "tags")) {
      const list2 = stringList(metadata.tags);
      if (list2) tags.push(...list2);
    }
  }
  let priority = "domain";
  const priorityRaw = get("priority");
  if (priorityRaw !== void 0 && priorityRaw !== null) {
    if (priorityRaw === "core" || priorityRaw === "domain" || priorityRaw === "manual") priority = priorityRaw;
    else error("invalid-priority", `\`priority\` must be core, domain or manual, got ${JSON.stringify(priorityRaw)}`, "priority");
  }
  const dmi = get("disable-model-invocation");
  if (dmi === true) priority = "manual";
  else if (dmi !== void 0 && dmi !== null && dmi !== false) error("invalid-disable-model-invocation", "`disable-model-invocation` must be true or false", "disable-model-invocation");
  const triggers = { task: true, plan: true, edit: true };
  const triggersRaw = get("triggers");
  if (Array.isArray(triggersRaw) || typeof triggersRaw === "string") {
    const phrases = stringList(triggersRaw);
    if (phrases === null) error("invalid-triggers", "`triggers` must be a mapping { task, plan, edit } or a list of trigger phrases", "triggers");
    else tags.push(...phrases);
  } else if (triggersRaw !== void 0 && triggersRaw !== null) {
    if (typeof triggersRaw !== "object") error("invalid-triggers", "`triggers` must be a mapping like { task: true, plan: true, edit: false }", "triggers");
    else {
      for (const [k, v] of Object.entries(triggersRaw)) {
        if (k !== "task" && k !== "plan" && k !== "edit") error("invalid-triggers", `\`triggers.${k}\` is not a trigger (task, plan, edit)`, "triggers");
        else if (typeof v !== "boolean") error("invalid-triggers", `\`triggers.${k}\` must be true or false`, "triggers");
        else triggers[k] = v;
      }
    }
  }
  const patterns = stringList(get("patterns"));
  if (patterns === null) error("invalid-patterns", "`patterns` must be a list of strings", "patterns");
  const requires = { tools: [], capabilities: [] };
  for (const [key, slot] of [["required-tools", "tools"], ["required-capabilities", "capabilities"]]) {
    const list2 = stringList(get(key));
    if (list2 === null) error(`invalid-${key}`, `\`${key}\` must be a list of strings or a comma-separated string`, key);
    else requires[slot] = list2;
  }
  const allowedRaw = get("allowed-tools");
  const allowedTools = typeof allowedRaw === "string" ? allowedRaw.split(/[\s,]+/).filter(Boolean) : stringList(allowedRaw);
  if (allowedTools === null) error("invalid-allowed-tools", "`allowed-tools` must be a space-separated string or a list", "allowed-tools");
  const license = scalarString(get("license"));
  const compatibility = scalarString(get("compatibility"));
  if (compatibility !== void 0 && (compatibility.length < 1 || compatibility.length > 500))
    spec("compatibility-length", `\`compatibility\` is ${compatibility.length} characters (the spec allows 1-500)`, lineOf("compatibility"));
  if (ctx.format === "skill") {
    for (const key of Object.keys(fm)) {
      if (!KNOWN_KEYS.has(key)) spec("unknown-key", `unknown frontmatter key \`${key}\``, lineOf(key));
    }
    if (bodyLines > 500) spec("body-length", `body is ${bodyLines} lines (the spec recommends at most 500; move detail to references/)`, bodyLine);
  }
  if (!ok) return { diagnostics };
  return {
    diagnostics,
    skill: {
      id,
      name,
      description,
      tags: [...new Set(tags)],
      priority,
      triggers,
      patterns: patterns ?? [],
      requires,
      allowedTools: allowedTools ?? [],
      license,
      compatibility,
      body,
      bodyLine,
      bodyLines
    }
  };
}
function lineCount(text) {
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
function yamlShapedEnd(lines, end) {
  for (let i = 1; i < end; i++) {
    const l = lines[i];
    if (l.trim() === "" || /^\s/.test(l) || /^-(\s|$)/.test(l)) continue;
    if (/^[^\s#<>`!|%&*\[{"'-][^:]*:(\s|$)/.test(l) || /^["'][^"']+["']:(\s|$)/.test(l)) continue;
    return i;
  }
  return end;
}
function isMapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function stringList(value) {
  if (value === void 0 || value === null) return [];
  if (typeof value === "string") return value.split(",").map((s) => s.trim()).filter(Boolean);
  if (Array.isArray(value)) {
    if (!value.every((v) => typeof v === "string" || typeof v === "number")) return null;
    return value.map((v) => String(v).trim()).filter(Boolean);
  }
  return null;
}
function scalarString(value) {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  return void 0;
}

// ../../tmp/tuneK/src/core/compile.ts
var KeyedFiles = class {
  map = /* @__PURE__ */ new Map();
  get(file, key) {
    const hit = this.map.get(file);
    return hit && hit.key === key ? hit.value : void 0;
  }
  set(file, key, value) {
    this.map.set(file, { key, value });
  }
  retain(files) {
    for (const f of this.map.keys()) if (!files.has(f)) this.map.delete(f);
  }
};
var CompileCache = class {
  parsed = new KeyedFiles();
  analyzed = new KeyedFiles();
  hashes = new KeyedFiles();
  derived = /* @__PURE__ */ new WeakMap();
  /** Resource module keys by absolute file, for `keysRoot`; `usedKeys` collects this compile's. */
  keys = /* @__PURE__ */ new Map();
  usedKeys = /* @__PURE__ */ new Map();
  keysRoot = "";
  /** The index of the last compile, kept to be updated by the skills that changed. */
  index = new IndexState();
  get(file, key) {
    return this.parsed.get(file, key);
  }
  set(file, key, result) {
    this.parsed.set(file, key, result);
  }
  /** The content hash of a file last seen with this size and modification time (it was not read again). */
  hashFor(file, stamp) {
    return this.hashes.get(file, stamp);
  }
  setHash(file, stamp, hash) {
    this.hashes.set(file, stamp, hash);
  }
  /** The index analysis (tokenized fields) of a skill file, computed once per content. */
  analysis(file, key, make) {
    const hit = this.analyzed.get(file, key);
    if (hit) return hit;
    this.analyses++;
    const analysis = make();
    this.analyzed.set(file, key, analysis);
    return analysis;
  }
  derivedOf(skill) {
    let d = this.derived.get(skill);
    if (!d) this.derived.set(skill, d = {});
    return d;
  }
  /** `estimateTokens` of a parsed skill's body, computed once per text. */
  tokens(skill) {
    const d = this.derivedOf(skill);
    return d.tokens ??= estimateTokens(skill.body);
  }
  /** The links of a parsed skill's body, planned for its folder: computed once per text and folder. */
  links(skill, skillRel, root) {
    const d = this.derivedOf(skill);
    if (d.links?.skillRel !== skillRel || d.links.root !== root) {
      this.linkScans++;
      d.links = { skillRel, root, plan: planLinks(skill.body, skillRel, root) };
    }
    return d.links.plan;
  }
  /** The key of a text resource's lazy module: a hash of its path from the root (stable across machines). */
  resourceKey(root, abs) {
    if (root !== this.keysRoot) {
      this.keys.clear();
      this.keysRoot = root;
    }
    let key = this.usedKeys.get(abs) ?? this.keys.get(abs);
    if (key === void 0) key = hashOf(toPosix(relative3(root, abs)));
    this.usedKeys.set(abs, key);
    return key;
  }
  /** Forget files that no longer exist, and resource keys the last compile did not use. */
  retain(files) {
    for (const m of [this.parsed, this.analyzed, this.hashes]) m.retain(files);
    this.keys = this.usedKeys;
    this.usedKeys = /* @__PURE__ */ new Map();
  }
  /** How many skill files the compiles read (unchanged size and modification time: not read again). */
  reads = 0;
  /** How many skill texts the compiles tokenized for the index (for tests and benchmarks of rebuilds). */
  analyses = 0;
  /** How many parses the last compiles did (for tests and benchmarks of incremental rebuilds). */
  misses = 0;
  /** How many skill bodies the compiles scanned for links (once per text and skill folder). */
  linkScans = 0;
};
var RESOURCE_DIRS = ["scripts", "references", "assets"];
var TEXT_TYPES = {
  ".md": "text/markdown",
  ".markdown": "text/markdown",
  ".txt": "text/plain",
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".yml": "application/yaml",
  ".toml": "application/toml",
  ".csv": "text/csv",
  ".xml": "application/xml",
  ".html": "text/html",
  ".css": "text/css",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".cjs": "text/javascript",
  ".ts": "text/typescript",
  ".py": "text/x-python",
  ".sh": "text/x-shellscript",
  ".bash": "text/x-shellscript",
  ".rb": "text/x-ruby",
  ".go": "text/x-go",
  ".rs": "text/x-rust",
  ".java": "text/x-java",
  ".sql": "application/sql",
  ".svg": "image/svg+xml",
  ".ini": "text/plain",
  ".cfg": "text/plain",
  ".env": "text/plain",
  ".tsx": "text/typescript",
  ".jsx": "text/javascript"
};
var BINARY_TYPES = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf"
};
var MAX_TEXT_RESOURCE = 1048576;
function hashOf(data) {
  return digest("sha256", data, "hex").slice(0, 16);
}
function resourcesByFolder(listing) {
  const map = /* @__PURE__ */ new Map();
  listing.files.forEach((file, k) => {
    const parts = file.split("/");
    for (let i = 0; i < parts.length - 1; i++) {
      if (!RESOURCE_DIRS.includes(parts[i])) continue;
      const folder = i === 0 ? "." : parts.slice(0, i).join("/");
      const list2 = map.get(folder);
      const resource = { path: parts.slice(i).join("/"), abs: listing.abs[k] };
      if (list2) list2.push(resource);
      else map.set(folder, [resource]);
    }
  });
  return map;
}
function walk(root) {
  const listing = { files: [], abs: [], symlinks: [], kinds: /* @__PURE__ */ new Map() };
  const child = (dir, name) => dir.endsWith(sep3) ? `${dir}${name}` : `${dir}${sep3}${name}`;
  const visit = (dir, rel) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      if (err.code === "ENOENT") return;
      throw err;
    }
    for (const e of entries) {
      const name = e.name;
      if (name.startsWith(".") || name === "node_modules") continue;
      const path = rel === "" ? name : `${rel}/${name}`;
      if (e.isDirectory()) {
        listing.kinds.set(path, "dir");
        visit(child(dir, name), path);
      } else if (e.isSymbolicLink()) {
        listing.symlinks.push(path);
      } else if (e.isFile()) {
        listing.files.push(path);
        listing.abs.push(child(dir, name));
        listing.kinds.set(path, "file");
      }
    }
  };
  visit(resolve2(root), "");
  return listing;
}
function discover(opts, diagnostics) {
  const found = [];
  const sourceDirs = [];
  const formats = [];
  const listings = [];
  for (const [sourceIndex, source] of opts.sources.entries()) {
    let format = source.format === "ai-loadout" ? "ai-loadout" : "skill";
    formats.push(format);
    listings.push(void 0);
    const stat = DISK.stat(source.abs);
    if (!stat) {
      diagnostics.push(diag("error", "source-missing", `skill source folder "${source.dir}" does not exist`, source.abs));
      continue;
    }
    if (!stat.isDirectory()) {
      diagnostics.push(diag("error", "source-not-folder", `skill source "${source.dir}" is a file, not a folder`, source.abs));
      continue;
    }
    sourceDirs.push(source.abs);
    const listing = walk(source.abs);
    listings[sourceIndex] = listing;
    for (const path of listing.symlinks) {
      diagnostics.push(diag("warning", "symlink", `"${path}" is a symbolic link: not followed (skills and their files must be real files inside the source)`, join2(source.abs, path)));
    }
    const plain = listing.files;
    let files = format === "skill" ? plain.filter((f) => posix2.basename(f) === "SKILL.md") : [];
    const rules = () => plain.filter((f) => /\.md$/i.test(f) && !/^(readme|changelog|license)\.md$/i.test(posix2.basename(f)));
    if (format === "skill" && files.length === 0 && source.format === "auto" && rules().length > 0) {
      format = "ai-loadout";
      formats[sourceIndex] = format;
    }
    if (format === "ai-loadout") files = rules();
    if (files.length === 0)
      diagnostics.push(diag("warning", "source-empty", `skill source "${source.dir}" holds no ${format === "skill" ? "SKILL.md" : "rule file"}`, source.abs));
    files.sort();
    const resources = format === "skill" ? resourcesByFolder(listing) : /* @__PURE__ */ new Map();
    for (const rel of files) {
      const file = join2(source.abs, rel);
      const dir = posix2.dirname(rel);
      if (format === "skill") {
        const id = dir === "." ? basename2(source.abs) : dir;
        found.push({ source, sourceIndex, file, id, skillDir: dirname(file), skillRel: dir === "." ? "" : dir, format, resourceFiles: resources.get(dir) ?? [] });
      } else {
        found.push({ source, sourceIndex, file, id: rel.replace(/\.md$/i, ""), skillRel: dir === "." ? "" : dir, format, resourceFiles: [] });
      }
    }
  }
  return { found, sourceDirs, formats, listings };
}
function resourceEntry(path, size) {
  const ext = extname(path).toLowerCase();
  const text = ext in TEXT_TYPES && size <= MAX_TEXT_RESOURCE;
  return {
    path,
    kind: text ? "text" : "binary",
    size,
    type: TEXT_TYPES[ext] ?? BINARY_TYPES[ext] ?? "application/octet-stream"
  };
}
function listResources(files, statOf) {
  const entries = [];
  for (const { path, abs } of files) {
    const stat = statOf(abs);
    if (stat) entries.push(resourceEntry(path, stat.size));
  }
  return entries.sort((a, b) => a.path < b.path ? -1 : 1);
}
function bomLength(buf) {
  return buf.length >= 3 && buf[0] === 239 && buf[1] === 187 && buf[2] === 191 ? 3 : 0;
}
async function compile(options = {}, cache = new CompileCache()) {
  const opts = resolveOptions(options);
  const diagnostics = [];
  const { found, sourceDirs, formats, listings } = discover(opts, diagnostics);
  const stats = /* @__PURE__ */ new Map();
  const statOf = (abs) => {
    let stat = stats.get(abs);
    if (stat === void 0 && !stats.has(abs)) stats.set(abs, stat = DISK.stat(abs));
    return stat;
  };
  const realRoots = /* @__PURE__ */ new Map();
  const realRoot = (dir) => {
    let real = realRoots.get(dir);
    if (real === void 0) realRoots.set(dir, real = DISK.realpath(dir));
    return real;
  };
  const linkFiles = listings.map((listing) => ({ stat: statOf, realpath: DISK.realpath, listed: (joined) => listing?.kinds.get(joined) }));
  const parsed = found.map((f) => {
    const stat = statSync2(f.file);
    if (stat.size > opts.maxFileSize) {
      diagnostics.push(diag("error", "file-too-large", `file is ${stat.size} bytes, over the ${opts.maxFileSize}-byte limit (maxFileSize)`, f.file));
      return void 0;
    }
    const stamp = `${stat.size}:${stat.mtimeMs}:${opts.strict}:${f.format}`;
    let hash = cache.hashFor(f.file, stamp);
    let result;
    if (hash !== void 0) {
      result = cache.get(f.file, `${hash}:${opts.strict}:${f.format}`);
    }
    if (!result) {
      cache.reads++;
      const buf = readFileSync(f.file);
      if (!isUtf8(buf)) {
        diagnostics.push(diag("error", "invalid-utf8", "file is not valid UTF-8 text", f.file));
        return void 0;
      }
      const bom = bomLength(buf);
      hash = hashOf(buf.subarray(bom));
      const key = `${hash}:${opts.strict}:${f.format}`;
      result = cache.get(f.file, key);
      if (!result) {
        cache.misses++;
        const folderName = f.format === "skill" ? basename2(f.skillDir) : basename2(f.file).replace(/\.md$/i, "");
        result = parseSkill(buf.toString("utf8", bom), { file: f.file, folderName, format: f.format, strict: opts.strict });
        cache.set(f.file, key, result);
      }
      cache.setHash(f.file, stamp, hash);
    }
    diagnostics.push(...result.diagnostics);
    if (!result.skill) return void 0;
    let resources = [];
    if (f.skillDir) {
      resources = listResources(f.resourceFiles, statOf);
      const plan = cache.links(result.skill, f.skillRel, f.source.abs);
      if (plan.length) {
        const linked = resolvePlanned(plan, {
          file: f.file,
          bodyLine: result.skill.bodyLine,
          skillDir: f.skillDir,
          sourceRoot: f.source.abs,
          realSourceRoot: realRoot(f.source.abs)
        }, linkFiles[f.sourceIndex]);
        diagnostics.push(...linked.diagnostics);
        const listed = new Set(resources.map((r2) => r2.path));
        const extra = linked.links.filter((l) => !listed.has(l.path)).map((l) => resourceEntry(l.path, l.size));
        if (extra.length) resources = [...resources, ...extra].sort((a, b) => a.path < b.path ? -1 : 1);
      }
    }
    return { found: f, skill: result.skill, hash, resources };
  });
  const entries = [];
  const bodies = [];
  const files = [];
  const analyses = [];
  const winners = /* @__PURE__ */ new Map();
  const foldedInSource = /* @__PURE__ */ new Map();
  for (const p of parsed) {
    if (!p) continue;
    const { found: f, skill } = p;
    const id = f.format === "ai-loadout" ? skill.id ?? f.id : f.id;
    const folded = `${f.sourceIndex}\0${id.toLowerCase()}`;
    const clash = foldedInSource.get(folded);
    if (clash !== void 0) {
      diagnostics.push(diag("error", "duplicate-id", `skill id "${id}" is already used by ${toPosix(relative3(opts.root, clash))} in the same source (ids must differ beyond letter case)`, f.file));
      continue;
    }
    foldedInSource.set(folded, f.file);
    const winner = winners.get(id);
    const entry = {
      id,
      name: skill.name ?? (f.format === "skill" ? basename2(f.skillDir) : id),
      description: skill.description,
      tags: skill.tags,
      priority: skill.priority,
      triggers: skill.triggers,
      patterns: skill.patterns,
      requires: skill.requires,
      allowedTools: skill.allowedTools,
      ...skill.license !== void 0 ? { license: skill.license } : {},
      ...skill.compatibility !== void 0 ? { compatibility: skill.compatibility } : {},
      tokens: cache.tokens(skill),
      lines: skill.body === "" ? 0 : skill.bodyLines,
      hash: p.hash,
      source: f.source.scope,
      path: toPosix(relative3(f.source.abs, f.file)),
      resources: p.resources,
      ...winner ? { shadowedBy: winner.scope } : {}
    };
    if (winner) {
      diagnostics.push(diag("warning", "shadowed", `skill "${id}" is shadowed by ${toPosix(relative3(opts.root, winner.file))} (an earlier source wins)`, f.file));
    } else {
      winners.set(id, { scope: f.source.scope, sourceIndex: f.sourceIndex, file: f.file });
    }
    entries.push(entry);
    bodies.push(skill.body);
    files.push(f.file);
    analyses.push(winner ? void 0 : cache.analysis(f.file, `${p.hash}\0${id}\0${entry.name}`, () => analyzeDoc(indexDoc(entry, skill.body))));
  }
  const resourceFiles = /* @__PURE__ */ new Map();
  const resourceKeys = entries.map((e, i) => e.resources.map((r2) => {
    if (r2.kind !== "text") return null;
    const abs = join2(dirname(files[i]), r2.path);
    const key = cache.resourceKey(opts.root, abs);
    resourceFiles.set(key, abs);
    return key;
  }));
  cache.retain(new Set(found.map((f) => f.file)));
  const catalog = {
    ...opts.pinned.length ? { pinned: opts.pinned } : {},
    ...opts.disabled.length ? { disabled: opts.disabled } : {}
  };
  for (const [what, refs] of [["pinned", opts.pinned], ["disabled", opts.disabled]]) {
    for (const ref of refs) {
      const folded = ref.toLowerCase();
      if (!entries.some((e) => e.id === ref || e.id.toLowerCase() === folded || e.name.toLowerCase() === folded))
        diagnostics.push(diag("warning", `unknown-${what}`, `\`${what}\` names "${ref}", which is no skill id or name`, opts.root));
    }
  }
  const index = cache.index.build(analyses);
  let glossary = "";
  if (opts.glossary !== false) {
    const describing = /* @__PURE__ */ new Set();
    for (const a of analyses) if (a) for (const t of describingTerms(a)) describing.add(t);
    const maxDf = Math.max(GLOSSARY_MAX_SHARE * cache.index.documents, GLOSSARY_ALWAYS_DF);
    glossary = compileGlossary((term) => describing.has(term) && cache.index.docFrequency(term) <= maxDf, tokenize, opts.glossary);
  }
  const data = {
    version: 1,
    sources: opts.sources.map((s, i) => ({ dir: s.dir, scope: s.scope, format: formats[i] ?? "skill" })),
    entries,
    index,
    ...Object.keys(catalog).length ? { catalog } : {},
    ...glossary ? { glossary } : {}
  };
  sortDiagnostics(diagnostics);
  return {
    data,
    diagnostics,
    bodies,
    files,
    sourceDirs,
    resourceKeys,
    resourceFiles,
    errorCount: diagnostics.filter((d) => d.level === "error").length
  };
}

// .neg.ts
import { readFileSync as readFileSync2 } from "node:fs";
var r = await compile({ root: "/work/shared", skills: ["corpus"] });
var lo = createLoadout(r.data, []);
var qs = readFileSync2("/work/shared/eval/dev.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).filter((q) => q.relevant.length === 0);
for (const q of qs) {
  const m = lo.match(q.query, { limit: 3 });
  if (m.length) console.log(q.qid, q.lang, q.query.slice(0, 60), "=>", m.map((x) => x.id + " " + x.score + " [" + x.matched.join(" ") + "]").join(" | "));
}
