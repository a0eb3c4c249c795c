/**
 * Step 8 of a compile, index: the term postings and name index from the cached analyses (incrementally, through the
 * cache's IndexState), the glossary lines that apply, and the Traditional Chinese folds the data needs.
 */
import { patternWords } from '../../runtime/loadout'
import { DIGIT } from '../../runtime/postings'
import { foldsFor, tokenize } from '../../runtime/tokenize'
import type { LoadoutData, SkillEntry } from '../../runtime/types'
import { compileGlossary, GLOSSARY_ALWAYS_DF, GLOSSARY_MAX_SHARE } from '../index/glossary'
import { describingTerms, type DocAnalysis, type IndexState, nameIndex, nameWords } from '../index/indexer'
import type { ResolvedOptions } from '../options'
import type { CompileCache } from './cache'
import type { Compiled } from './entries'

/** Step 8, index: term postings from the cached analyses, the name index, and the glossary lines that apply. */
export function indexEntries(c: Compiled, cache: CompileCache, opts: ResolvedOptions): { index: LoadoutData['index'], glossary: string } {
  const built = catalogIndex(c.entries, c.analyses, cache.index, opts.glossary, name => cache.nameWords(name))
  cache.retainNames()
  return built
}

/**
 * The index of some entries (`analyses[i]` the analysis of `entries[i]`, undefined for a shadowed one), through
 * `state` (kept between builds by a compile, new for a one-off catalog such as `loadout eval --sizes` draws): term
 * postings, the name index, and the glossary lines that apply (none when `glossary` is false).
 */
export function catalogIndex(
  entries: readonly SkillEntry[],
  analyses: ReadonlyArray<DocAnalysis | undefined>,
  state: IndexState,
  glossary: false | readonly string[],
  wordsOf: (name: string) => string[] = nameWords,
): { index: LoadoutData['index'], glossary: string } {
  const built = state.build(analyses)
  const names = nameIndex(entries, term => state.docFrequency(term), state.documents, wordsOf)
  const index = names ? { ...built, names } : built
  // The glossary concepts whose English words describe some skill (its name, tags or description: a word a body merely
  // uses would add noise, and half the table for a small skill set), but not most skills. None when the option is off.
  if (glossary === false) return { index, glossary: '' }
  const describing = new Set<string>()
  for (const a of analyses) if (a) for (const t of describingTerms(a)) describing.add(t)
  const maxDf = Math.max(GLOSSARY_MAX_SHARE * state.documents, GLOSSARY_ALWAYS_DF)
  return { index, glossary: compileGlossary(term => describing.has(term) && state.docFrequency(term) <= maxDf, tokenize, glossary) }
}

/**
 * The tokenizer's Traditional -> Simplified folds the data needs (`LoadoutData.folds`): those to a Chinese character
 * its terms (a superset of the index's), its glossary phrases or its patterns (tokenized at run time) hold. A fold to
 * any other character cannot make a task's term match, so none of them ships: an English skill set ships no table.
 */
export function foldsOf(c: Pick<Compiled, 'analyses' | 'entries'>, glossary: string): string {
  const held = new Uint8Array(0x10000)
  let any = false
  const add = (term: string) => {
    if (term.charCodeAt(0) < 0x2E80) return
    any = true
    for (let i = 0; i < term.length; i++) held[term.charCodeAt(i)] = 1
  }
  // Indexed loops: a for...of over 200,000 terms made 5.6 MB of iterator results for the collector.
  for (let d = 0; d < c.analyses.length; d++) {
    const terms = c.analyses[d]?.terms
    if (terms) for (let i = 0; i < terms.length; i++) add(terms[i]!)
  }
  for (const e of c.entries) for (const p of e.patterns) patternWords(p, tokenize).forEach(add)
  any = heldInGlossary(glossary, held) || any
  return any ? foldsFor(ch => held[ch] === 1) : ''
}

/** Mark the characters of the glossary's phrases in `held`, read in place (`encodeTerm`'s spelling); whether any. */
function heldInGlossary(glossary: string, held: Uint8Array): boolean {
  let any = false
  let phrase = true
  for (let i = 0; i < glossary.length; i++) {
    const c = glossary.charCodeAt(i)
    if (c === 10) phrase = true
    else if (c === 44) phrase = false
    else if (phrase && c >= ENCODED_LEAD && c < ENCODED_LEAD + 16) {
      held[((c - ENCODED_LEAD) << 12) | (DIGIT[glossary.charCodeAt(i + 1)]! << 6) | DIGIT[glossary.charCodeAt(i + 2)]!] = 1
      any = true
      i += 2
    }
  }
  return any
}
/** The first character of a code unit `encodeTerm` spells in three (see runtime/postings.ts). */
const ENCODED_LEAD = 65
