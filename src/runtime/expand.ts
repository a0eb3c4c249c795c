/**
 * Query expansion across languages. The build writes a glossary table into the compiled data (see
 * src/core/glossary.ts): sorted lines `term term>target target`, a Chinese or Japanese phrase's terms, then the
 * English terms of its concept. A task that holds every term of a phrase gets the concept's English terms too, so
 * `把文件上传到云盘` reaches a skill that only says "upload a file". Nothing is parsed at start-up: a task term's
 * phrases are found by binary search in the table, then remembered.
 */

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
}

interface Phrase {
  terms: string[]
  /** The concept's English terms, space-separated: also what tells two concepts apart. */
  targets: string
}

const NONE: Expansion = { terms: [], factors: [] }
/** Terms whose phrases are remembered, at most (then the memory starts over). */
const REMEMBER = 4096

/** An expander for one compiled table. */
export function createExpander(table: string | undefined): (typed: readonly string[]) => Expansion {
  if (!table) return () => NONE
  const phrasesOf = new Map<string, Phrase[]>()

  /** The key (first term) of the line starting at `start`. */
  function keyAt(start: number): string {
    let end = start
    while (end < table!.length) {
      const c = table!.charCodeAt(end)
      if (c === 32 || c === 62 || c === 10) break
      end++
    }
    return table!.slice(start, end)
  }

  /** The phrases whose first term is `term`: a lower-bound binary search over character positions, snapped to lines. */
  function lookup(term: string): Phrase[] {
    let found = phrasesOf.get(term)
    if (found) return found
    const n = table!.length
    let lo = 0
    let hi = n
    while (lo < hi) {
      const start = table!.lastIndexOf('\n', ((lo + hi) >> 1) - 1) + 1
      if (keyAt(start) < term) {
        const next = table!.indexOf('\n', start)
        lo = next === -1 ? n : next + 1
      }
      else {
        hi = start
      }
    }
    found = []
    for (let start = lo; start < n && keyAt(start) === term;) {
      let end = table!.indexOf('\n', start)
      if (end === -1) end = n
      const cut = table!.indexOf('>', start)
      if (cut !== -1 && cut < end) found.push({ terms: table!.slice(start, cut).split(' '), targets: table!.slice(cut + 1, end) })
      start = end + 1
    }
    if (phrasesOf.size >= REMEMBER) phrasesOf.clear()
    phrasesOf.set(term, found)
    return found
  }

  return (typed) => {
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
        if (done.has(p.targets) || !p.terms.every(x => present!.has(x))) continue
        done.add(p.targets)
        const factor = EXPANSION_WEIGHT * Math.min(p.terms.length, EXPANSION_SPAN)
        out ??= { terms: [], factors: [] }
        for (const x of p.targets.split(' ')) {
          if (present.has(x)) continue
          present.add(x)
          out.terms.push(x)
          out.factors.push(factor)
        }
      }
    }
    return out ?? NONE
  }
}

/** `a`'s terms then `b`'s, a term in both counted once (at `a`'s weight). */
export function joinExpansions(a: Expansion, b: Expansion): Expansion {
  if (a.terms.length === 0) return b
  if (b.terms.length === 0) return a
  const out: Expansion = { terms: a.terms.slice(), factors: a.factors.slice() }
  b.terms.forEach((t, k) => {
    if (!out.terms.includes(t)) {
      out.terms.push(t)
      out.factors.push(b.factors[k]!)
    }
  })
  return out
}
