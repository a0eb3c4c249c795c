/**
 * Query expansion across languages. The build writes a glossary table into the compiled data (see
 * src/core/glossary.ts): concepts as `phrase|phrase>target target`, a phrase being the terms of one Chinese or
 * Japanese way to say the concept, the targets its English terms. A task that contains every term of a phrase gets
 * the concept's English terms too, so `把文件上传到云盘` reaches a skill that only says "upload a file".
 */

/** An expanded term counts this share of what the same term typed in the task would... */
export const EXPANSION_WEIGHT = 0.6
/**
 * ...times the number of terms of the phrase it stands for, up to this many: `アップロード` is five bigrams in a
 * Japanese skill, so its one English word `upload` counts for more than a two-character word's would.
 */
export const EXPANSION_SPAN = 3

interface Phrase {
  terms: string[]
  concept: number
}

export interface Expansion {
  /** Terms to add, none of them typed. */
  terms: string[]
  /** The weight of each added term relative to a typed one. */
  factors: number[]
}

const NONE: Expansion = { terms: [], factors: [] }

/** An expander for one compiled table; the table is parsed on the first task that has a Chinese or Japanese term. */
export function createExpander(table: string | undefined): (typed: readonly string[]) => Expansion {
  if (!table) return () => NONE
  let byFirstTerm: Map<string, Phrase[]> | undefined
  let targets: string[][] = []

  function parse(): Map<string, Phrase[]> {
    const map = new Map<string, Phrase[]>()
    const lines = table!.split('\n')
    targets = lines.map((line, concept) => {
      const cut = line.indexOf('>')
      for (const phrase of line.slice(0, cut).split('|')) {
        const terms = phrase.split(' ')
        const list = map.get(terms[0]!)
        if (list) list.push({ terms, concept })
        else map.set(terms[0]!, [{ terms, concept }])
      }
      return line.slice(cut + 1).split(' ')
    })
    return map
  }

  return (typed) => {
    // Phrases are Chinese or Japanese; an all-ASCII task has nothing to expand and pays nothing.
    if (!typed.some(t => t.charCodeAt(0) >= 0x2E80)) return NONE
    byFirstTerm ??= parse()
    let present: Set<string> | undefined
    let done: Set<number> | undefined
    const out: Expansion = { terms: [], factors: [] }
    for (const t of typed) {
      const phrases = byFirstTerm.get(t)
      if (phrases === undefined) continue
      present ??= new Set(typed)
      done ??= new Set()
      for (const p of phrases) {
        if (done.has(p.concept) || !p.terms.every(x => present!.has(x))) continue
        done.add(p.concept)
        const factor = EXPANSION_WEIGHT * Math.min(p.terms.length, EXPANSION_SPAN)
        for (const x of targets[p.concept]!) {
          if (present.has(x)) continue
          present.add(x)
          out.terms.push(x)
          out.factors.push(factor)
        }
      }
    }
    return out
  }
}
