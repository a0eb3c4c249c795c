import { encodePostings, joinIndex } from '../runtime/postings'
import { tokenize } from '../runtime/tokenize'
import { PRIOR_DOCS } from '../runtime/loadout'
import type { IndexData, SkillEntry } from '../runtime/types'

/** The text of one skill, split by field, as the index sees it. */
export interface IndexDoc {
  /** The skill's name (and the words of its id), the strongest field. */
  name: string
  /** The name as written (`pdf-extract`): a task that spells it out gets EXACT_NAME_BONUS. */
  exactName?: string
  tags: string
  description: string
  headings: string
  body: string
}

type Field = Exclude<keyof IndexDoc, 'exactName'>

/** BM25F field weights and length normalisation: name > tags > description > headings > body. */
export const FIELDS: Record<Field, { weight: number; b: number }> = {
  name: { weight: 4, b: 0.3 },
  tags: { weight: 3, b: 0 },
  description: { weight: 2, b: 0.5 },
  headings: { weight: 0.75, b: 0.5 },
  body: { weight: 0.4, b: 1 },
}
const FIELD_NAMES = Object.keys(FIELDS) as Field[]
/** Added to the joined term of a multi-word name (`pdf-extract` -> `pdfextract`) when a task spells the name out. */
export const EXACT_NAME_BONUS = 8
const K1 = 1.6
/**
 * PRIOR_DOCS: pseudo-documents added to the collection size in IDF, a prior that keeps scores absolute (comparable
 * to the abstain threshold) in small collections, where plain IDF would make every term worthless. Negligible at scale.
 */
/** Weights are stored as integers: score = weight / SCALE. */
export const SCALE = 10
/** How much of a body (in characters, code blocks removed) is indexed. */
export const BODY_INDEX_CHARS = 3000

const FENCE_RE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm
const HEADING_RE = /^#{1,6}[ \t]+(.+?)[ \t#]*$/gm

/** Split a markdown body into the headings and the prose the index reads. */
export function bodyFields(body: string): { headings: string; body: string } {
  const prose = body.replace(FENCE_RE, ' ')
  const headings: string[] = []
  for (const m of prose.matchAll(HEADING_RE)) headings.push(m[1]!)
  return { headings: headings.join('\n'), body: prose.slice(0, BODY_INDEX_CHARS) }
}

/** The fields the index reads for one skill. */
export function indexDoc(entry: Pick<SkillEntry, 'id' | 'name' | 'tags' | 'description'>, body: string): IndexDoc {
  const { headings, body: prose } = bodyFields(body)
  return {
    name: `${entry.name} ${entry.id.replace(/[/]/g, ' ')}`,
    exactName: entry.name,
    tags: entry.tags.join(' '),
    description: entry.description,
    headings,
    body: prose,
  }
}

/** Per-document term frequencies by field, and the collection statistics BM25F needs. */
export interface DocStats {
  /** `tfs[d]`: term -> occurrences per field (FIELD_NAMES order); null for a document left out. */
  tfs: Array<Map<string, Float64Array> | null>
  /** `lengths[d]`: tokens per field. */
  lengths: Array<Float64Array | null>
  /** Average tokens per field over the documents. */
  avg: number[]
  df: Map<string, number>
  count: number
  /** `exact[d]`: the joined term of a multi-part name, when the name has one. */
  exact: Array<string | undefined>
}

export const FIELD_ORDER: readonly Field[] = FIELD_NAMES

/** One document's term frequencies per field and field lengths: what a rebuild can reuse for an unchanged skill. */
export interface DocAnalysis {
  tf: Map<string, Float64Array>
  len: Float64Array
  /** The joined term of a multi-part name, when the name has one. */
  exact?: string
}

/** Tokenize every field of one document. */
export function analyzeDoc(doc: IndexDoc): DocAnalysis {
  const tf = new Map<string, Float64Array>()
  const len = new Float64Array(FIELD_NAMES.length)
  FIELD_NAMES.forEach((field, f) => {
    const tokens = tokenize(doc[field])
    len[f] = tokens.length
    for (const t of tokens) {
      let row = tf.get(t)
      if (!row) tf.set(t, row = new Float64Array(FIELD_NAMES.length))
      row[f]! += 1
    }
  })
  // The joined form of a multi-part name (`pdf-extract`, `skillCreator`) only occurs when a task spells the name.
  const name = doc.exactName ? tokenize(doc.exactName) : []
  return { tf, len, exact: name.length >= 2 ? name[name.length - 1] : undefined }
}

/** Tokenize every field of every document once (or take the analyses given, e.g. cached for unchanged skills). */
export function analyzeDocs(docs: Array<IndexDoc | null>, analyses: Array<DocAnalysis | undefined> = []): DocStats {
  const tfs: DocStats['tfs'] = []
  const lengths: DocStats['lengths'] = []
  const exact: DocStats['exact'] = []
  const totals = new Float64Array(FIELD_NAMES.length)
  let count = 0
  const df = new Map<string, number>()
  docs.forEach((doc, d) => {
    if (!doc) {
      tfs.push(null)
      lengths.push(null)
      exact.push(undefined)
      return
    }
    count++
    const a = analyses[d] ?? analyzeDoc(doc)
    for (let f = 0; f < FIELD_NAMES.length; f++) totals[f] = totals[f]! + a.len[f]!
    for (const t of a.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1)
    tfs.push(a.tf)
    lengths.push(a.len)
    exact.push(a.exact)
  })
  const avg = Array.from(totals, t => (count ? t / count : 0) || 1)
  return { tfs, lengths, avg, df, count, exact }
}

/** Each field's length-normalised, weighted term frequency: their sum is the BM25F pseudo-frequency. */
export function fieldFrequencies(row: ArrayLike<number>, len: ArrayLike<number>, avg: readonly number[]): number[] {
  return FIELD_NAMES.map((field, f) => {
    if (!row[f]) return 0
    const { weight, b } = FIELDS[field]
    return (weight * row[f]!) / (1 - b + (b * len[f]!) / avg[f]!)
  })
}

/** The score one term gives one document: BM25F saturation times IDF, plus the exact-name bonus. */
export function termWeight(stats: DocStats, d: number, term: string, row = stats.tfs[d]?.get(term)): number {
  if (!row) return 0
  const len = stats.lengths[d]!
  let weighted = 0
  for (let f = 0; f < FIELD_NAMES.length; f++) {
    if (!row[f]) continue
    const { weight, b } = FIELDS[FIELD_NAMES[f]!]
    weighted += (weight * row[f]!) / (1 - b + (b * len[f]!) / stats.avg[f]!)
  }
  const n = stats.df.get(term)!
  const idf = Math.log(1 + (stats.count + PRIOR_DOCS - n + 0.5) / (n + 0.5))
  const bonus = stats.exact[d] === term ? EXACT_NAME_BONUS : 0
  return idf * (weighted * (K1 + 1)) / (weighted + K1) + bonus
}

/**
 * Build the inverted index. `docs[i]` is the text of entry `i`, or `null` for an entry that must not be found
 * (a shadowed one). Output is deterministic: terms sorted, postings by entry index.
 */
export function buildIndex(docs: Array<IndexDoc | null>, analyses?: Array<DocAnalysis | undefined>): IndexData {
  const stats = analyzeDocs(docs, analyses)
  const postings = new Map<string, number[]>()
  stats.tfs.forEach((tf, d) => {
    if (!tf) return
    for (const [term, row] of tf) {
      const w = Math.round(SCALE * termWeight(stats, d, term, row))
      if (w <= 0) continue
      let list = postings.get(term)
      if (!list) postings.set(term, list = [])
      list.push(d, w)
    }
  })

  const terms = joinIndex([...postings.keys()].sort().map(term => [term, encodePostings(postings.get(term)!)] as const))
  return { scale: SCALE, terms }
}
