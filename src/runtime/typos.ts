/**
 * Typo tolerance. A task word the index does not hold, of TYPO_MIN_LENGTH letters or more, is looked up again with two
 * neighbouring letters swapped (`pyhton`) or one letter left out (`modelling` -> `modell` -> `model`, `neighbour`,
 * `catalogue`); the most frequent of those the index holds in at least TYPO_MIN_DF skills joins the task, at
 * TYPO_WEIGHT of a typed term. That is 2n lookups for an n-letter word, and only for words the index lacks.
 *
 * Substitutions and insertions (26n lookups each) are left out, and so are shorter words: on the corpus they mostly
 * turned real words into other real words (`march` -> `arch`, `heron` -> `hero`, `singer` -> `signer`).
 */
import type { Expansion } from './expand'

/** The share of a typed term's weight a correction counts. */
export const TYPO_WEIGHT = 0.8
/** Shorter words are never corrected. */
export const TYPO_MIN_LENGTH = 6
/** A correction must be held by at least this many skills. */
export const TYPO_MIN_DF = 3
/** Words whose correction is remembered, at most (then the memory starts over). */
const REMEMBER = 4096

export interface Corrections extends Expansion {
  /** `from[k]`: the typed word that `terms[k]` corrects. */
  from: string[]
}

const NONE: Corrections = { terms: [], factors: [], from: [] }

/** Whether `t` is all lowercase ASCII letters (a stem of an English word as the tokenizer writes it). */
function letters(t: string): boolean {
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i)
    if (c < 97 || c > 122) return false
  }
  return true
}

/**
 * Whether `t` is the joined form of a compound the task wrote with a hyphen or a dot (`provider-specific` gives
 * provider, specific and providerspecific): it starts with another of the task's terms and goes on for a few more
 * letters. No skill need hold such a form, and its "corrections" would only be other compounds: 2n lookups for
 * nothing.
 */
function joined(t: string, typed: readonly string[]): boolean {
  for (const u of typed) if (u.length >= 3 && t.length >= u.length + 3 && t.startsWith(u)) return true
  return false
}

/** The best correction of `t` by `count` (how many skills hold a term), or '' when there is none. */
export function correction(t: string, count: (term: string) => number): string {
  let best = ''
  let bestDf = TYPO_MIN_DF - 1
  const consider = (c: string): void => {
    const df = count(c)
    if (df > bestDf) {
      bestDf = df
      best = c
    }
  }
  for (let k = 0; k + 1 < t.length; k++) {
    if (t[k] !== t[k + 1]) consider(t.slice(0, k) + t[k + 1] + t[k] + t.slice(k + 2))
  }
  for (let k = 0; k < t.length; k++) {
    // Leaving out either letter of a double gives the same word: try it once.
    if (k === 0 || t[k] !== t[k - 1]) consider(t.slice(0, k) + t.slice(k + 1))
  }
  return best
}

/**
 * A corrector over one index: `count` says how many skills hold a term (0 when none does); `held(term, q)`, whether
 * any holds `typed[q]` (by default `count(term) > 0`; a caller that has looked the typed terms up already answers
 * from that).
 */
export function createCorrector(
  count: (term: string) => number,
  held: (term: string, q: number) => boolean = term => count(term) > 0,
): (typed: readonly string[]) => Corrections {
  const memory = new Map<string, string>()
  return (typed) => {
    let out: Corrections | undefined
    for (let q = 0; q < typed.length; q++) {
      const t = typed[q]!
      if (t.length < TYPO_MIN_LENGTH) continue
      // Most words are remembered as held (no correction): they cost one lookup, not a pass over the task's words.
      let fix = memory.get(t)
      if (fix === undefined) {
        if (!letters(t) || joined(t, typed)) continue
        fix = held(t, q) ? '' : correction(t, count)
        if (memory.size >= REMEMBER) memory.clear()
        memory.set(t, fix)
      }
      else if (fix !== '' && joined(t, typed)) {
        continue
      }
      if (fix === '' || typed.includes(fix) || out?.terms.includes(fix)) continue
      out ??= { terms: [], factors: [], from: [] }
      out.terms.push(fix)
      out.factors.push(TYPO_WEIGHT)
      out.from.push(t)
    }
    return out ?? NONE
  }
}
