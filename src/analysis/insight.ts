/**
 * Insight for skill authors, built on the compiled index: why a task reached (or missed) a skill, which skills
 * compete for the same tasks, and what a usage log says about loads and dead skills.
 */
import { ABSTAIN_HALVING, ABSTAIN_RATIO, ABSTAIN_REST, ABSTAIN_REST_TERMS, ABSTAIN_SCORE, ABSTAIN_SKILLS, abstainBar, bm25Idf, createLoadout, type Loadout, NAME_WORDS_BONUS, PATTERN_BONUS, patternWords, SECONDARY_SHARE, SHORT_TASK, typedWeight } from '../runtime/loadout'
import { type Evidence, wordEvidence } from '../runtime/evidence'
import { createExpander, type Expansion, joinExpansions } from '../runtime/expand'
import { createCorrector } from '../runtime/typos'
import { forEachPosting, splitIndex } from '../runtime/postings'
import { tokenize } from '../runtime/tokenize'
import type { LoadoutEvent, MatchResult, SkillEntry, Trigger } from '../runtime/types'
import type { CompileResult } from '../core/compile/compile'
import { parseJsonl } from '../core/jsonl'
import { analyzeDocs, type DocStats, FIELD_ORDER, fieldFrequencies, indexDoc, isIndexed, termWeight } from '../core/index/indexer'

export interface TermExplanation {
  term: string
  /** What this term adds to the score. */
  weight: number
  /** Occurrences per field, only the fields it occurs in. */
  fields: Record<string, number>
  /** Each field's share of the term's weight (0..1), only the fields it occurs in. */
  shares: Record<string, number>
  /** For a term the task does not spell but the glossary adds: the share of a typed term's weight it counts. */
  glossary?: number
  /** For the correction of a misspelt word of the task: the share of a typed term's weight it counts. */
  typo?: number
  /** The term occurs, but is worth less than MIN_POSTING_SCORE to this skill: the index leaves it out (weight 0). */
  pruned?: true
}

export interface SkillExplanation {
  id: string
  name: string
  tier: SkillEntry['priority']
  /** Rank among every skill the task reaches (search order), 1-based; 0 when no term is shared. */
  rank: number
  score: number
  terms: TermExplanation[]
  /** What the tier, trigger, pattern and name rules did. */
  rules: string[]
  /** What the pattern and name-words rules add to the score: with the terms' weights, the score. */
  bonus: number
  /** The evidence the abstain rule reads: the terms' weights counted by words, the bonus included in `total`. */
  evidence: Evidence
  /** Whether `match` returns it, and if not, why. */
  verdict: string
  returned: boolean
}

export interface Explanation {
  task: string
  /** The task's distinct terms and their IDF. */
  terms: Array<{ term: string, idf: number, known: boolean }>
  /** English terms the cross-lingual glossary adds to a Chinese or Japanese task, and the share of weight they count. */
  expanded: Array<{ term: string, factor: number }>
  /** Words of the task the index lacks, the term each was read as (two letters swapped or one left out), its weight. */
  corrected: Array<{ typed: string, term: string, factor: number }>
  threshold: { minScore: number, rest: number, rule: string }
  abstained: boolean
  /** When the router abstained: the best candidate, its evidence and the bar it missed. */
  abstainReason?: string
  results: SkillExplanation[]
  target?: SkillExplanation
}

/** The options of `Insight.explain`. */
export interface ExplainOptions {
  /** A skill to explain whether or not the task reaches it. */
  id?: string
  /** How many results `match` may return. @default 5 */
  limit?: number
  trigger?: Trigger
}

/** What explaining one task shares between the skills it describes (`Insight.taskView`). */
interface TaskView {
  options: ExplainOptions
  limit: number
  entries: SkillEntry[]
  stats: DocStats
  qterms: string[]
  qset: Set<string>
  qidf: Explanation['terms']
  bar: number
  threshold: Explanation['threshold']
  corrections: Expansion
  expansion: Expansion
  factorOf: Map<string, number>
  typoOf: Map<string, number>
  fromOf: Map<string, string>
  /** The task's typed terms, then its corrections, then its glossary terms. */
  counted: string[]
  matched: MatchResult[]
  ranked: MatchResult[]
  /** Position in `matched` by id, and 1-based rank in `ranked`. */
  returned: Map<string, number>
  rankOf: Map<string, number>
  /** The best domain skill's score. */
  best: number
  abstained: boolean
  namedBy: Map<number, string[]>
}

/** The bar `match` holds the task to, and the rule that sets it, in words. */
function thresholdOf(task: string, qterms: readonly string[], qidf: Explanation['terms'], skills: number, bar: number): Explanation['threshold'] {
  const short = task.length <= SHORT_TASK
  const minScore = short ? Math.min(bar, ABSTAIN_RATIO * qidf.reduce((s, t) => s + t.idf, 0)) : bar
  const rest = qterms.length >= ABSTAIN_REST_TERMS ? ABSTAIN_REST : 0
  return {
    minScore: round(minScore),
    rest,
    rule: barRule(skills, bar)
      + (short ? `; a short task (${task.length} <= ${SHORT_TASK} characters) needs only ${ABSTAIN_RATIO} x the sum of its terms' IDF, when lower` : '')
      + (rest ? `; and ${rest} of it beyond the strongest word` : ''),
  }
}

/** How each term of the task counts for skill `i`: its weight, fields and shares, and what changed its weight. */
function termsOf(v: TaskView, i: number): TermExplanation[] {
  const { stats, typoOf, factorOf } = v
  const terms: TermExplanation[] = []
  const tf = stats.tfs[i]
  for (const term of v.counted) {
    const row = tf?.get(term)
    if (!row) continue
    const freq = fieldFrequencies(row, stats.lengths[i]!, stats.avg)
    const total = freq.reduce((a, b) => a + b, 0)
    const fields: Record<string, number> = {}
    const shares: Record<string, number> = {}
    FIELD_ORDER.forEach((f, k) => {
      if (row[k]) {
        fields[f] = row[k]!
        shares[f] = round(freq[k]! / total)
      }
    })
    const typo = typoOf.get(term)
    const factor = typo === undefined ? factorOf.get(term) : undefined
    const own = termWeight(stats, i, term)
    const indexed = isIndexed(own)
    const weight = indexed ? own * (typo ?? factor ?? typedWeight(term)) : 0
    terms.push({
      term, weight: round(weight), fields, shares,
      ...(factor === undefined ? {} : { glossary: round(factor) }),
      ...(typo === undefined ? {} : { typo: round(typo) }),
      ...(indexed ? {} : { pruned: true as const }),
    })
  }
  return terms
}

/** The tier and trigger rules that apply to entry `e`. */
function tierRules(e: SkillEntry, trigger: Trigger | undefined): string[] {
  const rules: string[] = []
  if (e.priority === 'core') rules.push('core: always returned first, with score 1')
  if (e.priority === 'manual') rules.push('manual: never returned by match, only by search or by name')
  if (e.userOnly) rules.push('user-only (disable-model-invocation): never returned by match or search, only loaded by the host')
  if (trigger && e.triggers[trigger] === false) rules.push(`triggers.${trigger} is off: filtered out`)
  return rules
}

/** The pattern, name-words and exact-name rules for skill `i`, into `rules`; the bonus they add. */
function bonusRules(v: TaskView, i: number, rules: string[]): number {
  const e = v.entries[i]!
  const { qset } = v
  let bonus = 0
  for (const p of e.patterns) {
    const words = patternWords(p, tokenize)
    if (words.length && words.every(w => qset.has(w))) {
      // One bonus however many patterns hold.
      rules.push(`pattern "${p}": every word occurs, ${bonus ? 'the bonus already counted' : `+${PATTERN_BONUS}`}`)
      bonus = PATTERN_BONUS
    }
    else if (words.length) rules.push(`pattern "${p}": missing ${words.filter(w => !qset.has(w)).join(', ')}`)
  }
  const named = v.namedBy.get(i)
  if (named && named.every(w => qset.has(w))) {
    rules.push(`the task holds every word of the name "${e.name}" (${named.join(', ')}): +${NAME_WORDS_BONUS}`)
    bonus += NAME_WORDS_BONUS
  }
  if (v.stats.exact[i] && qset.has(v.stats.exact[i]!)) rules.push(`the task spells the name "${e.name}": exact-name bonus (in its weight)`)
  return bonus
}

/** Whether `match` returns entry `e` (at `at`), and if not, why. */
function verdictOf(v: TaskView, e: SkillEntry, at: number | undefined, termCount: number, ev: Evidence, bonus: number): string {
  const { trigger } = v.options
  const rank = v.rankOf.get(e.id) ?? 0
  if (e.shadowedBy !== undefined) return `shadowed by the skill of the same id in "${e.shadowedBy}"`
  if (at !== undefined) return `returned at position ${at + 1}`
  if (e.userOnly) return 'left out: user-only skills are never offered to the model'
  if (e.priority === 'manual') return 'left out: manual skills are never auto-loaded'
  if (trigger && e.triggers[trigger] === false) return `left out: filtered by trigger "${trigger}"`
  if (termCount === 0) return 'left out: no term of the task occurs in this skill'
  if (v.abstained) return 'left out: the router abstained (see why above)'
  return leftOut(rank, v.limit, v.ranked[rank - 1]?.score ?? 0, v.best, ev.rest, ev.total + bonus, v.bar)
}

/** How the task treats skill `i`: its terms, rules, evidence and verdict. */
function describeSkill(v: TaskView, i: number): SkillExplanation {
  const e = v.entries[i]!
  const rank = v.rankOf.get(e.id) ?? 0
  const score = v.ranked[rank - 1]?.score ?? 0
  const terms = termsOf(v, i)
  const ev = wordEvidence(terms.map(t => (v.fromOf.has(t.term) ? { term: t.term, weight: t.weight, from: v.fromOf.get(t.term) } : t)))
  terms.sort((a, b) => b.weight - a.weight)
  const rules = tierRules(e, v.options.trigger)
  const bonus = bonusRules(v, i, rules)
  const at = v.returned.get(e.id)
  const verdict = verdictOf(v, e, at, terms.length, ev, bonus)
  const shownScore = e.priority === 'core' && at !== undefined ? 1 : round(score)
  const evidence = { total: round(ev.total + bonus), rest: round(ev.rest), words: ev.words }
  return { id: e.id, name: e.name, tier: e.priority, rank, score: shownScore, terms, rules, bonus, evidence, verdict, returned: at !== undefined }
}

/** Why the router abstained, from its best candidate's evidence and the bars of `threshold`. */
function abstainReason(best: SkillExplanation, threshold: Explanation['threshold']): string {
  const { total, rest, words } = best.evidence
  const head = `the best candidate, ${best.id}, has evidence ${total} from ${words} word${words === 1 ? '' : 's'}`
  if (total < threshold.minScore) return `${head}: under the bar of ${threshold.minScore}`
  return `${head}, but only ${rest} beyond its strongest word: under the bar of ${threshold.rest} (one matching word does not make a task about a skill)`
}

/**
 * Why `match` left out a skill ranked after the first (see SECONDARY_SHARE): under a fifth of the first's score, one
 * word of the task worth less than the catalog's bar, or past the limit.
 */
function leftOut(rank: number, limit: number, score: number, best: number, rest: number, total: number, bar: number): string {
  if (score < best * SECONDARY_SHARE) return `left out: score ${round(score)} is under ${SECONDARY_SHARE} x the first's ${round(best)}`
  if (rest === 0 && total < bar) return `left out: it holds one word of the task, worth ${round(total)}, under the catalog's bar of ${round(bar)}`
  return `left out: ranked ${rank}, below the limit of ${limit}`
}

/** Why a task needs the evidence it does (`explain`'s threshold rule). */
function barRule(skills: number, bar: number): string {
  const rule = `a task needs its best skill's evidence, counted by words, to reach ${round(bar)}`
  if (skills >= ABSTAIN_SKILLS) return rule
  return `in a catalog of ${skills} skill${skills === 1 ? '' : 's'}, ${rule} (${ABSTAIN_SCORE} from ${ABSTAIN_SKILLS} skills on, ${ABSTAIN_HALVING} less per halving below)`
}

/** Everything explain/overlaps need, computed once per compile. */
export class Insight {
  readonly loadout: Loadout
  private stats: DocStats | undefined
  constructor(readonly result: CompileResult) {
    this.loadout = createLoadout(result.data, result.bodies.map(b => () => Promise.resolve(b)))
  }

  private docStats(): DocStats {
    this.stats ??= analyzeDocs(this.result.data.entries.map((e, i) => (e.shadowedBy === undefined ? indexDoc(e, this.result.bodies[i]!) : null)))
    return this.stats
  }

  private names: Map<number, string[]> | undefined
  /** The words of each entry's name that the compiled name table holds (the table the runtime's bonus reads). */
  private nameTable(): Map<number, string[]> {
    if (this.names) return this.names
    this.names = new Map()
    for (const [word, postings] of splitIndex(this.result.data.index.names ?? '')) {
      forEachPosting(postings, (entry) => {
        const words = this.names!.get(entry)
        if (words) words.push(word)
        else this.names!.set(entry, [word])
      })
    }
    return this.names
  }

  private idf(term: string): number {
    return bm25Idf(this.docStats().df.get(term) ?? 0, this.loadout.entries.length)
  }

  /** Explain how `match` treats a task: the top results and, with `id`, one named skill. */
  explain(task: string, options: ExplainOptions = {}): Explanation {
    const v = this.taskView(task, options)
    const { entries, matched, ranked, abstained } = v
    const indexOf = (id: string) => entries.findIndex(e => e.id === id && e.shadowedBy === undefined)
    const shown = new Set<string>()
    const results: SkillExplanation[] = []
    for (const m of matched) {
      shown.add(m.id)
      results.push(describeSkill(v, indexOf(m.id)))
    }
    if (abstained) {
      for (const r of ranked.filter(r => r.entry.priority === 'domain').slice(0, 3)) {
        if (!shown.has(r.id)) results.push(describeSkill(v, indexOf(r.id)))
      }
    }
    const leader = abstained ? results.find(r => r.tier === 'domain') : undefined
    let target: SkillExplanation | undefined
    if (options.id !== undefined) {
      const entry = this.loadout.lookup(options.id)
      const i = entry ? indexOf(entry.id) : entries.findIndex(e => e.id === options.id)
      if (i === -1) throw new Error(`Unknown skill ${JSON.stringify(options.id)}`)
      target = describeSkill(v, i)
    }
    const { expansion, corrections, typoOf, factorOf } = v
    return {
      task,
      terms: v.qidf,
      expanded: expansion.terms.filter(t => !typoOf.has(t)).map(term => ({ term, factor: round(factorOf.get(term)!) })),
      corrected: corrections.terms.map((term, k) => ({ typed: corrections.from[k]!, term, factor: round(corrections.factors[k]!) })),
      threshold: v.threshold,
      abstained,
      ...(leader ? { abstainReason: abstainReason(leader, v.threshold) } : {}),
      results,
      target,
    }
  }

  /** What explaining `task` shares between the skills it describes: its terms, the bar, the router's answer. */
  private taskView(task: string, options: ExplainOptions): TaskView {
    const limit = options.limit ?? 5
    const entries = this.result.data.entries
    const qterms = [...new Set(tokenize(task))]
    const stats = this.docStats()
    const qidf = qterms.map(term => ({ term, idf: round(this.idf(term)), known: stats.df.has(term) }))
    const skills = this.loadout.entries.length
    const bar = abstainBar(skills)
    const corrections = createCorrector(term => stats.df.get(term) ?? 0)(qterms)
    const expansion = createExpander(this.result.data.glossary)(qterms)
    const matched = this.loadout.match(task, { limit, trigger: options.trigger })
    const ranked = this.loadout.search(task, { limit: entries.length })
    return {
      options, limit, entries, stats, qterms, qidf, bar, corrections, expansion, matched, ranked,
      qset: new Set(qterms),
      threshold: thresholdOf(task, qterms, qidf, skills, bar),
      factorOf: new Map(expansion.terms.map((t, k) => [t, expansion.factors[k]!])),
      typoOf: new Map(corrections.terms.map((t, k) => [t, corrections.factors[k]!])),
      fromOf: new Map([...expansion.terms.map((t, k) => [t, expansion.from[k]!] as const), ...corrections.terms.map((t, k) => [t, corrections.from[k]!] as const)]),
      // Every term match counts, in its order: typed, then corrections, then glossary terms.
      counted: [...qterms, ...joinExpansions(corrections, expansion).terms],
      returned: new Map(matched.map((m, i) => [m.id, i])),
      rankOf: new Map(ranked.map((r, i) => [r.id, i + 1])),
      best: ranked.find(r => r.entry.priority === 'domain')?.score ?? 0,
      abstained: matched.every(m => m.tier === 'core') && ranked.some(r => r.entry.priority === 'domain'),
      namedBy: this.nameTable(),
    }
  }

  /**
   * Pairs of skills that would compete for the same tasks: cosine similarity of their weighted term vectors, skills
   * that rank each other in the top 3 when searching each other's description, and skills that share a name.
   */
  overlaps(options: { limit?: number, minSimilarity?: number } = {}): Overlap[] {
    const limit = options.limit ?? 20
    const minSimilarity = options.minSimilarity ?? 0.3
    const entries = this.result.data.entries
    const stats = this.docStats()
    // Weighted vectors and their norms.
    const vectors = stats.tfs.map((tf, d) => {
      if (!tf) return undefined
      const v = new Map<string, number>()
      for (const term of tf.keys()) v.set(term, termWeight(stats, d, term))
      return v
    })
    const norms = vectors.map(v => (v ? Math.sqrt([...v.values()].reduce((a, w) => a + w * w, 0)) : 0))
    // Dot products through an inverted list; terms in over a fifth of the skills add little and cost most.
    const maxDf = Math.max(2, Math.floor(stats.count / 5))
    const byTerm = new Map<string, Array<[number, number]>>()
    vectors.forEach((v, d) => {
      if (!v) return
      for (const [term, w] of v) {
        if ((stats.df.get(term) ?? 0) > maxDf) continue
        let list = byTerm.get(term)
        if (!list) byTerm.set(term, list = [])
        list.push([d, w])
      }
    })
    const dots = new Map<number, number>()
    const n = entries.length
    for (const list of byTerm.values()) {
      for (let a = 0; a < list.length; a++) {
        for (let b = a + 1; b < list.length; b++) {
          const key = list[a]![0] * n + list[b]![0]
          dots.set(key, (dots.get(key) ?? 0) + list[a]![1] * list[b]![1])
        }
      }
    }
    // Co-ranking: each skill's description as a task.
    const top3 = new Map<string, string[]>()
    for (const e of this.loadout.entries) top3.set(e.id, this.loadout.search(e.description, { limit: 4 }).map(r => r.id).filter(id => id !== e.id).slice(0, 3))
    const pairs = new Map<number, Overlap>()
    const pair = (a: number, b: number): Overlap => {
      const key = Math.min(a, b) * n + Math.max(a, b)
      let p = pairs.get(key)
      if (!p) {
        const [x, y] = [entries[Math.min(a, b)]!, entries[Math.max(a, b)]!]
        p = { a: x.id, b: y.id, similarity: 0, corank: false, sameName: false, shared: [], score: 0 }
        pairs.set(key, p)
      }
      return p
    }
    for (const [key, dot] of dots) {
      const a = Math.floor(key / n)
      const b = key % n
      const sim = dot / (norms[a]! * norms[b]! || 1)
      if (sim >= minSimilarity) pair(a, b).similarity = round(sim)
    }
    // By id, the entry that wins: a shadowed copy of the same id has no term vector.
    const index = new Map(entries.flatMap((e, i) => (e.shadowedBy === undefined ? [[e.id, i] as const] : [])))
    for (const [id, near] of top3) {
      for (const other of near) {
        if (top3.get(other)?.includes(id)) pair(index.get(id)!, index.get(other)!).corank = true
      }
    }
    const byName = new Map<string, number[]>()
    entries.forEach((e, i) => {
      if (e.shadowedBy !== undefined) return
      const key = e.name.toLowerCase()
      byName.set(key, [...(byName.get(key) ?? []), i])
    })
    for (const list of byName.values()) {
      for (let x = 0; x < list.length; x++) for (let y = x + 1; y < list.length; y++) pair(list[x]!, list[y]!).sameName = true
    }
    for (const p of pairs.values()) {
      const a = index.get(p.a)!
      const b = index.get(p.b)!
      if (p.similarity === 0 && (p.corank || p.sameName)) p.similarity = round(cosine(vectors[a]!, vectors[b]!, norms[a]!, norms[b]!))
      p.shared = sharedTerms(vectors[a]!, vectors[b]!, 6)
      // A shared name is a near-certain duplicate (a fork or a translation) and makes lookup(name) ambiguous: +1.
      // Mutual top-3 ranking means they compete for the same tasks: +0.5.
      p.score = round(p.similarity + (p.sameName ? 1 : 0) + (p.corank ? 0.5 : 0))
    }
    return [...pairs.values()]
      // Listed for similar text or a shared name; ranking each other top 3 only adds to the score (alone it is noise
      // in small collections, where every skill is in every other's top 3).
      .filter(p => p.similarity >= minSimilarity || p.sameName)
      .sort((x, y) => y.score - x.score || (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1))
      .slice(0, limit)
  }
}

export interface Overlap {
  a: string
  b: string
  /** Cosine of the two skills' weighted term vectors (0..1). */
  similarity: number
  /** Each is in the other's top 3 when its description is searched. */
  corank: boolean
  /** Same name (case-insensitive): `lookup(name)` finds only the first. */
  sameName: boolean
  /** The terms contributing most to the similarity. */
  shared: string[]
  /** similarity + 1 for a shared name + 0.5 for mutual top-3 ranking: the sort key. */
  score: number
}

function cosine(a: Map<string, number>, b: Map<string, number>, na: number, nb: number): number {
  let dot = 0
  const [small, large] = a.size < b.size ? [a, b] : [b, a]
  for (const [t, w] of small) dot += w * (large.get(t) ?? 0)
  return dot / (na * nb || 1)
}

function sharedTerms(a: Map<string, number>, b: Map<string, number>, count: number): string[] {
  const out: Array<[string, number]> = []
  for (const [t, w] of a) {
    const v = b.get(t)
    if (v) out.push([t, w * v])
  }
  return out.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, count).map(([t]) => t)
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}

/** A usage log line: a runtime event (see `onEvent`), with an optional ISO time the host added. */
export type UsageLine = LoadoutEvent & { ts?: string }

/** Parse a JSONL usage log; a bad line throws with its number. */
export function parseUsage(text: string, file = 'usage log'): UsageLine[] {
  return parseJsonl(text, file, (value) => {
    const type = (value as { type?: unknown } | null)?.type
    if (type !== 'match' && type !== 'search' && type !== 'load' && type !== 'readResource')
      throw new Error('each line needs "type": match, search, load or readResource')
    return value as UsageLine
  })
}

export interface SkillUsage {
  id: string
  loads: number
  /** Times `match` returned it. */
  matched: number
  /** Mean position it was loaded from (when the load followed a match or search that returned it). */
  meanRank: number | null
  tokens: number
}

export interface UsageSummary {
  events: number
  /** Distinct tasks routed (match events by task hash). */
  tasks: number
  loads: number
  loadsPerTask: number
  /** Tokens of the bodies loaded, per task: what the log shows. */
  observedTokensPerTask: number
  /** ai-loadout's estimate: on-demand tokens over the number of domain skills. */
  estimatedTokensPerTask: number
  abstained: number
  skills: SkillUsage[]
  /** Skills never loaded in the log (core skills are in the prompt already, so they are not counted). */
  dead: string[]
}

/** What a usage log says about loads per task, the observed cost against the estimate, and dead skills. */
export function summarizeUsage(entries: readonly SkillEntry[], events: readonly UsageLine[]): UsageSummary {
  const active = entries.filter(e => e.shadowedBy === undefined)
  const byId = new Map(active.map(e => [e.id, { id: e.id, loads: 0, matched: 0, rankSum: 0, ranked: 0, tokens: e.tokens }]))
  const tasks = new Set<string>()
  const loadedTokensByTask = new Map<string, number>()
  let loads = 0
  let abstained = 0
  let unattributed = 0
  for (const e of events) {
    if (e.type === 'match') {
      tasks.add(e.taskHash)
      if (e.abstained) abstained++
      for (const r of e.results) if (r.tier !== 'core') {
        const s = byId.get(r.id)
        if (s) s.matched++
      }
    }
    else if (e.type === 'load') {
      loads++
      const s = byId.get(e.id)
      if (s) {
        s.loads++
        if (typeof e.rank === 'number') {
          s.rankSum += e.rank
          s.ranked++
        }
      }
      if (e.taskHash) loadedTokensByTask.set(e.taskHash, (loadedTokensByTask.get(e.taskHash) ?? 0) + e.tokens)
      else unattributed += e.tokens
    }
  }
  const round1 = (x: number) => Math.round(x * 10) / 10
  const taskCount = Math.max(tasks.size, 1)
  const onDemand = active.filter(e => e.priority !== 'core').reduce((n, e) => n + e.tokens, 0)
  const domain = active.filter(e => e.priority === 'domain').length
  const observed = [...loadedTokensByTask.values()].reduce((a, b) => a + b, 0) + unattributed
  const skills = [...byId.values()]
    .map(s => ({ id: s.id, loads: s.loads, matched: s.matched, meanRank: s.ranked ? round1(s.rankSum / s.ranked) : null, tokens: s.tokens }))
    .sort((a, b) => b.loads - a.loads || b.matched - a.matched || (a.id < b.id ? -1 : 1))
  return {
    events: events.length,
    tasks: tasks.size,
    loads,
    loadsPerTask: tasks.size ? round1(loads / taskCount) : 0,
    observedTokensPerTask: tasks.size ? Math.round(observed / taskCount) : 0,
    estimatedTokensPerTask: domain ? Math.round(onDemand / domain) : 0,
    abstained,
    skills,
    dead: active.filter(e => e.priority !== 'core' && byId.get(e.id)!.loads === 0).map(e => e.id).sort(),
  }
}
