/**
 * Evidence by words, for the abstain decision. The score sums term weights, and some words of a task reach the index
 * as several terms: a Chinese or Japanese word is read as overlapping bigrams (`健康检查`: 健康, 康检, 检查), and a
 * glossary term stands in for the word it translates (`复盘` also adds `retro`). Summed, one word counts two or three
 * times, which is right for ranking (every skill pays the same) but wrong for asking whether a task is about a skill
 * at all. Here the terms that read the same stretch of the task are one piece of evidence (see `wordGroups`), and the
 * abstain rule also asks how much a skill holds beyond its strongest word (`rest`).
 */

/**
 * A word read by several terms is worth its best term and this share of the others: a longer word says more than a
 * bigram of it, but not as much as as many separate words.
 */
export const SAME_WORD_SHARE = 0.5
/** Characters of a Chinese or Japanese word, on average: what a run of bigrams is divided by to count its words. */
export const CJK_WORD_CHARS = 2

/** One term of a task that a skill holds, with what it adds to that skill's score. */
export interface TermWeight {
  term: string
  weight: number
  /** For a term the task does not spell (a correction or a glossary term): the typed term it comes from. */
  from?: string
}

export interface Evidence {
  /** The words' weights summed (see SAME_WORD_SHARE). */
  total: number
  /** The same without the strongest word: what the skill has beyond one matching word. */
  rest: number
  /** How many distinct words of the task the skill holds. */
  words: number
}

/** A Chinese or Japanese term (the tokenizer's bigrams and single characters). */
function isCjk(term: string): boolean {
  return term.charCodeAt(0) >= 0x2E80
}

/** Two CJK terms read from one run of text, one after the other (`健康` then `康检`). */
function chained(a: string, b: string): boolean {
  return a.charCodeAt(a.length - 1) === b.charCodeAt(0) || b.charCodeAt(b.length - 1) === a.charCodeAt(0)
}

/** Whether terms `a` and `b` read the same word of the task. */
function sameWord(a: TermWeight, b: TermWeight): boolean {
  if (a.from !== undefined || b.from !== undefined) return a.from === b.term || b.from === a.term || (a.from !== undefined && a.from === b.from)
  return isCjk(a.term) && isCjk(b.term) && chained(a.term, b.term)
}

/** A group of terms that read one stretch of the task: its weight, and how many words that stretch holds. */
export interface WordGroup {
  weight: number
  words: number
}

/**
 * Group the terms into stretches of the task (a union-find over the pairs that read the same text). A stretch is worth
 * its best term and SAME_WORD_SHARE of the others; a run of Chinese or Japanese bigrams holds a word every
 * CJK_WORD_CHARS characters (`数据库迁移脚本`, seven characters in six bigrams, is three or four words), anything else one.
 */
export function wordGroups(terms: readonly TermWeight[]): WordGroup[] {
  const parent = terms.map((_, i) => i)
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!
    return i
  }
  for (let i = 0; i < terms.length; i++) {
    for (let j = i + 1; j < terms.length; j++) {
      if (sameWord(terms[i]!, terms[j]!)) parent[root(i)] = root(j)
    }
  }
  const groups = new Map<number, { best: number, sum: number, bigrams: number }>()
  terms.forEach((t, i) => {
    const r = root(i)
    const g = groups.get(r) ?? { best: 0, sum: 0, bigrams: 0 }
    g.best = Math.max(g.best, t.weight)
    g.sum += t.weight
    if (t.from === undefined && t.term.length === 2 && isCjk(t.term)) g.bigrams++
    groups.set(r, g)
  })
  return [...groups.values()].map(g => ({
    weight: g.best + SAME_WORD_SHARE * (g.sum - g.best),
    words: g.bigrams > 1 ? Math.ceil((g.bigrams + 1) / CJK_WORD_CHARS) : 1,
  }))
}

/** The evidence a skill has for a task, by words: see the module comment. */
export function wordEvidence(terms: readonly TermWeight[]): Evidence {
  const groups = wordGroups(terms.filter(t => t.weight > 0))
  let total = 0
  let words = 0
  let strongest = 0
  for (const g of groups) {
    total += g.weight
    words += g.words
    strongest = Math.max(strongest, g.weight / g.words)
  }
  return { total, rest: total - strongest, words }
}
