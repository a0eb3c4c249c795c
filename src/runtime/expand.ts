/**
 * Query expansion across languages. The build writes a glossary table into the compiled data (see
 * src/core/index/glossary.ts): sorted lines `term term,target target`, a Chinese or Japanese phrase's terms, then the
 * English terms of its concept, each spelled as the index spells terms (`encodeTerm`); a bigram that goes on from
 * the term before it (`テス スト`) is written as its last character after a quote (`テス'ト`, see `writePhrase`). A task that holds every term of a phrase gets the concept's English terms too, so
 * `把文件上传到云盘` reaches a skill that only says "upload a file". Nothing is parsed at start-up: a task term's
 * phrases are found by binary search in the table, then, once the expander has answered a few hundred lookups, in a
 * map of the table's keys built in one pass. The phrases of a key are parsed once.
 */

import { decodeTerm, encodeTerm } from './postings'

/** An expanded term counts this share of what the same term typed in the task would... */
export const EXPANSION_WEIGHT = 0.6
/**
 * ...times the number of terms of the phrase it stands for, up to this many: `アップロード` is five bigrams in a
 * Japanese skill, so its one English word `upload` counts for more than a two-character word's would.
 */
export const EXPANSION_SPAN = 3

export interface Expansion {
  /** Terms to add, none of them typed. */
  terms: string[]
  /** The weight of each added term relative to a typed one. */
  factors: number[]
  /** The typed term each added term comes from (a glossary phrase's first term, or the misspelt word). */
  from: string[]
}

interface Phrase {
  terms: string[]
  /** The concept's English terms. */
  targets: string[]
  /** The same, as the table writes them: what tells two concepts apart. */
  key: string
}

const TARGET_SEP = ','
const TERM_SEP = ' '
/** Before the last character of a bigram whose first is the last of the term before it. */
const NEXT_SEP = "'"
/** An encoded character (see postings.ts): a lead from `A` to `P`, then two digits. */
const isLead = (c: number) => c >= 65 && c < 81

/**
 * A phrase's encoded terms as a line of the table writes them: a bigram that starts with the last character of the
 * term before it (each term of a Chinese or Japanese run does) as that term's continuation, `'` and its last character,
 * which makes the corpus's table a sixth smaller.
 */
export function writePhrase(terms: readonly string[]): string {
  let out = terms[0] ?? ''
  for (let k = 1; k < terms.length; k++) {
    const prev = terms[k - 1]!
    const t = terms[k]!
    const continues = t.length === 6 && isLead(t.charCodeAt(0)) && isLead(t.charCodeAt(3)) && prev.length >= 3 && isLead(prev.charCodeAt(prev.length - 3)) && prev.endsWith(t.slice(0, 3))
    out += continues ? NEXT_SEP + t.slice(3) : TERM_SEP + t
  }
  return out
}

/** The encoded terms of a phrase as `writePhrase` wrote it. */
export function readPhrase(written: string): string[] {
  const out: string[] = []
  for (const part of written.split(TERM_SEP)) {
    const pieces = part.split(NEXT_SEP)
    out.push(pieces[0]!)
    for (let k = 1; k < pieces.length; k++) out.push(out[out.length - 1]!.slice(-3) + pieces[k]!)
  }
  return out
}

/** Every line of a compiled table: a phrase's terms and its concept's terms (for tools and tests). */
export function glossaryLines(table: string): Array<{ phrase: string[], targets: string[] }> {
  if (!table) return []
  return table.split('\n').map((line) => {
    const cut = line.indexOf(TARGET_SEP)
    return { phrase: readPhrase(line.slice(0, cut)).map(decodeTerm), targets: line.slice(cut + 1).split(' ').map(decodeTerm) }
  })
}

const NONE: Expansion = { terms: [], factors: [], from: [] }
const NO_PHRASES: Phrase[] = []
/**
 * Lookups answered by binary search in the table before the expander builds its map of keys (one pass over the
 * table, about a millisecond for the 4,000 lines of the corpus's glossary): a process that routes one Chinese task
 * pays nothing up front, one that keeps routing them pays the map once.
 */
const LOOKUPS_BEFORE_MAP = 200

/** The key (first term) of the table's line starting at `start`, as the table writes it. */
function keyAt(text: string, start: number): string {
  let end = start
  while (end < text.length) {
    const c = text.charCodeAt(end)
    if (c === 32 || c === 44 || c === 10 || c === 39) break
    end++
  }
  return text.slice(start, end)
}

/** Where the line after the one holding `at` starts (the table's length after the last line). */
function nextLine(text: string, at: number): number {
  const next = text.indexOf('\n', at)
  return next === -1 ? text.length : next + 1
}

/** Where the first line of the phrases whose first term is `term` starts, or -1: binary search over positions. */
function searchKey(text: string, term: string): number {
  const key = encodeTerm(term)
  let lo = 0
  let hi = text.length
  while (lo < hi) {
    const start = text.lastIndexOf('\n', ((lo + hi) >> 1) - 1) + 1
    if (keyAt(text, start) < key) lo = nextLine(text, start)
    else hi = start
  }
  return lo < text.length && keyAt(text, lo) === key ? lo : -1
}

/** Where the lines of each key start, keyed by the term as tasks give it (the lines of a key are consecutive). */
function keyMap(text: string): Map<string, number> {
  const map = new Map<string, number>()
  let previous = ''
  for (let start = 0; start < text.length; start = nextLine(text, start)) {
    const key = keyAt(text, start)
    if (key !== previous) map.set(decodeTerm(key), start)
    previous = key
  }
  return map
}

/** The phrases of the consecutive lines of one key, the first starting at `first`. */
function phrasesAt(text: string, first: number): Phrase[] {
  const found: Phrase[] = []
  const key = keyAt(text, first)
  for (let start = first; start < text.length && keyAt(text, start) === key;) {
    let end = text.indexOf('\n', start)
    if (end === -1) end = text.length
    const cut = text.indexOf(TARGET_SEP, start)
    if (cut !== -1 && cut < end) {
      const targets = text.slice(cut + 1, end)
      found.push({ terms: readPhrase(text.slice(start, cut)).map(decodeTerm), targets: targets.split(' ').map(decodeTerm), key: targets })
    }
    start = end + 1
  }
  return found
}

/**
 * The concepts' terms that `typed` reaches through the phrases `lookup` gives for each of its Chinese or Japanese
 * terms: a phrase counts once all its terms are typed, and adds each of its concept's terms not typed or added yet.
 */
function expandTyped(typed: readonly string[], lookup: (term: string) => Phrase[]): Expansion {
  let present: Set<string> | undefined
  let done: Set<string> | undefined
  let out: Expansion | undefined
  for (const t of typed) {
    // Phrases are Chinese or Japanese: an English term has none, and costs nothing.
    if (t.charCodeAt(0) < 0x2E80) continue
    const phrases = lookup(t)
    if (phrases.length === 0) continue
    present ??= new Set(typed)
    done ??= new Set()
    for (const p of phrases) {
      if (done.has(p.key) || !p.terms.every(x => present!.has(x))) continue
      done.add(p.key)
      const factor = EXPANSION_WEIGHT * Math.min(p.terms.length, EXPANSION_SPAN)
      out ??= { terms: [], factors: [], from: [] }
      for (const x of p.targets) {
        if (present.has(x)) continue
        present.add(x)
        out.terms.push(x)
        out.factors.push(factor)
        out.from.push(t)
      }
    }
  }
  return out ?? NONE
}

/**
 * An expander for one compiled table: finds a term's phrases by binary search until `LOOKUPS_BEFORE_MAP` lookups,
 * then in a map of the table's keys; parses the phrases of a key once.
 */
export function createExpander(table: string | undefined): (typed: readonly string[]) => Expansion {
  if (!table) return () => NONE
  const text = table
  /** Once built: where the lines of each key (a phrase's first term, decoded) start. */
  let keyLines: Map<string, number> | undefined
  /** The phrases of each key read so far, by the position of its first line. */
  const parsed = new Map<number, Phrase[]>()
  let lookups = 0

  /** The phrases whose first term is `term`. */
  function lookup(term: string): Phrase[] {
    if (!keyLines && ++lookups > LOOKUPS_BEFORE_MAP) keyLines = keyMap(text)
    const first = keyLines ? keyLines.get(term) ?? -1 : searchKey(text, term)
    if (first < 0) return NO_PHRASES
    let found = parsed.get(first)
    if (!found) parsed.set(first, found = phrasesAt(text, first))
    return found
  }

  return typed => expandTyped(typed, lookup)
}

/** `a`'s terms then `b`'s, a term in both counted once (at `a`'s weight). */
export function joinExpansions(a: Expansion, b: Expansion): Expansion {
  if (a.terms.length === 0) return b
  if (b.terms.length === 0) return a
  const out: Expansion = { terms: a.terms.slice(), factors: a.factors.slice(), from: a.from.slice() }
  b.terms.forEach((t, k) => {
    if (!out.terms.includes(t)) {
      out.terms.push(t)
      out.factors.push(b.factors[k]!)
      out.from.push(b.from[k]!)
    }
  })
  return out
}
