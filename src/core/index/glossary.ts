/**
 * The built-in cross-lingual glossary, compiled for one index: a task in Chinese or Japanese reaches skills described
 * only in English. At build time, `compileGlossary` keeps the concepts whose English words some skill uses and writes
 * them, already tokenized, into the compiled data; at run time the router adds a concept's English terms to a task
 * that contains one of its Chinese or Japanese phrases (see src/runtime/expand.ts). The lines are glossary-data.ts.
 *
 * Only English is expanded into, never out of: English tasks gained nothing from Chinese or Japanese synonyms on the
 * labelled queries and lost precision (docs/routing.md, "Tuning history").
 */
import { writePhrase } from '../../runtime/expand'
import { encodeTerm } from '../../runtime/postings'
import { GLOSSARY } from './glossary-data'

export { GLOSSARY }

/**
 * An English term held by more than this share of the skills is not expanded into: its weight is low anyway, and its
 * postings are the longest to walk (docs/routing.md, "Tuning history").
 */
export const GLOSSARY_MAX_SHARE = 0.2
/** ...unless it is held by at most this many skills: a small set has no term worth leaving out. */
export const GLOSSARY_ALWAYS_DF = 50

/**
 * Why a line given to the glossary (the `glossary` option, `compileGlossary`'s `extra`) cannot be read, or undefined
 * when it can: exactly three fields separated by "|" (English | Chinese | Japanese), the English one not blank. A
 * field left empty is allowed (`kubectl|库布|`). The one rule: the options check it, and so does the compile.
 */
export function glossaryLineProblem(line: unknown): string | undefined {
  if (typeof line !== 'string') return 'not a string'
  const fields = line.split('|')
  if (fields.length !== 3) return `${fields.length} field${fields.length === 1 ? '' : 's'} separated by "|", not 3`
  if (fields[0]!.trim() === '') return 'no English words'
  return undefined
}

const TERM_SEP = ' '
const TARGET_SEP = ','
const LINE_SEP = '\n'

/**
 * The glossary (built-in lines, then `extra`) ready to filter: each concept's English terms, and every (phrase,
 * concept) pair sorted by phrase, a phrase being the space-joined terms of one Chinese or Japanese way to say it.
 * Prepared once per set of extra lines, so a rebuild only filters (no tokenizing, no sorting).
 */
interface Prepared {
  extra: string
  targets: string[][]
  pairs: Array<{ phrase: string, concept: number }>
}
let prepared: Prepared | undefined

function prepare(extra: readonly string[], tokenize: (text: string) => string[]): Prepared {
  const key = extra.join('\n')
  if (prepared?.extra === key) return prepared
  const concepts: string[][] = []
  const pairs: Prepared['pairs'] = []
  for (const raw of GLOSSARY.split('\n').concat(extra)) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const fields = line.split('|')
    const targets = [...new Set(fields[0]!.split(',').flatMap(p => tokenize(p)))]
    const phrases = new Set<string>()
    for (const field of fields.slice(1)) {
      for (const p of field.split(',')) {
        const terms = [...new Set(tokenize(p))]
        // Only Chinese or Japanese phrases: one that tokenizes to English words would expand English tasks.
        if (terms.length > 0 && terms.every(t => t.charCodeAt(0) >= 0x2E80)) phrases.add(writePhrase(terms.map(encodeTerm)))
      }
    }
    if (targets.length === 0 || phrases.size === 0) continue
    for (const phrase of phrases) pairs.push({ phrase, concept: concepts.length })
    concepts.push(targets)
  }
  // By phrase (a phrase in two concepts keeps the glossary's order): the lines of one first term end up together.
  pairs.sort((x, y) => (x.phrase < y.phrase ? -1 : x.phrase > y.phrase ? 1 : x.concept - y.concept))
  return prepared = { extra: key, targets: concepts, pairs }
}

/**
 * The glossary compiled for one index: one line a Chinese or Japanese phrase, `term term,target target`: the
 * phrase's terms (a bigram going on from the term before it shortened to `'` and its last character: `writePhrase`),
 * then the English terms its concept expands to, every term spelled in ASCII as the index spells it
 * (`encodeTerm`: the main module stays ASCII, see runtime/ascii.ts); lines sorted, so the run time finds a task
 * term's phrases by binary search in the string, with nothing parsed at start-up (the separators sort before any
 * character of a term, so the lines of one first term are next to each other). Concepts none of whose English terms `indexed` accepts are
 * left out (they could only add noise), so a small skill set ships a small table; compile accepts the terms of skills'
 * names, tags and descriptions, and not those most skills hold (GLOSSARY_MAX_SHARE). `extra` lines (same format as
 * GLOSSARY) come after the built-in ones. Returns '' when nothing is left.
 */
export function compileGlossary(indexed: (term: string) => boolean, tokenize: (text: string) => string[], extra: readonly string[] = []): string {
  extra.forEach((line, i) => {
    const problem = glossaryLineProblem(line)
    if (problem) throw new TypeError(`glossary: extra line ${i + 1} should be "english|chinese|japanese" (${problem}), got ${JSON.stringify(line)}`)
  })
  const prep = prepare(extra, tokenize)
  const targets = prep.targets.map(terms => terms.filter(indexed).map(encodeTerm).join(TERM_SEP))
  const lines: string[] = []
  for (const { phrase, concept } of prep.pairs) {
    if (!targets[concept]) continue
    const line = `${phrase}${TARGET_SEP}${targets[concept]}`
    if (line !== lines[lines.length - 1]) lines.push(line)
  }
  return lines.join(LINE_SEP)
}
