/**
 * Routing by catalog size (`loadout eval --sizes`). Most users have a project's 5 to 50 skills, not the hundreds a
 * labelled set is written against: this draws sub-catalogs of K skills from the skills given, each seeded with the
 * relevant skills of one labelled task and filled at random, and routes in each every task it can answer (a relevant
 * skill is in it) and every task that should reach nothing. Each sub-catalog is indexed from the skills' analyses,
 * tokenized once, as a compile would index those skills alone.
 */
import { createLoadout, DATA_VERSION, type Loadout } from '../runtime/loadout'
import type { LoadoutData, SkillEntry } from '../runtime/types'
import { catalogIndex, foldsOf } from '../core/compile/compile'
import type { EvalQuery } from './evaluate'
import { analyzeDoc, type DocAnalysis, indexDoc, IndexState } from '../core/index/indexer'

/** The skills sub-catalogs are drawn from: every entry that can be matched, with its body. */
export interface SweepSkills {
  entries: readonly SkillEntry[]
  bodies: readonly string[]
  /** The glossary option of the compile (`false`: none; else the extra lines). */
  glossary?: false | readonly string[]
}

export interface SweepOptions {
  /** Catalog sizes, in skills; a size of at least the skills given is the whole set (one catalog). */
  sizes: readonly number[]
  /** Catalogs drawn per size (default 20). */
  catalogs?: number
  /** Seed of the draw (default 1): the same seed, skills and tasks draw the same catalogs. */
  seed?: number
  /** Route with match's `minScore` (see docs/routing.md). */
  minScore?: number
}

/** The figures of one size, overall or for one language. */
export interface SweepSlice {
  /** Routed tasks with a right answer in their catalog, summed over the catalogs. */
  answerable: number
  hit1: number
  success5: number
  /**
   * Share of the answerable tasks that abstaining cost a right answer: `match` returned nothing, yet a relevant skill
   * would have been in its top 5 had it answered (as `evaluate`'s `lostToAbstain`).
   */
  lostToAbstain: number
  /**
   * Share of the answerable tasks `match` abstained on, whether or not answering would have found a right skill (the
   * measure of issue 33's first table; it also counts tasks no skill of the catalog shares a word with).
   */
  abstained: number
  /**
   * Mean number of skills `match` returns (its first five) for an answerable task it answers: what a host shows or
   * loads. Fewer, at the same success5, is less noise.
   */
  returned: number
  /** Share of those returned skills that are relevant to their task; 0 when no task was answered. */
  precision: number
  /** Routed tasks that should reach nothing, summed over the catalogs. */
  offtopic: number
  /** Share of those `match` abstained on; null without any. */
  offtopicAbstain: number | null
}

export interface SweepRow extends SweepSlice {
  size: number
  catalogs: number
  /** By the tasks' `lang`. */
  slices: Record<string, SweepSlice>
}

/** mulberry32: a small seeded PRNG (floats in [0, 1)), the one bench/synth.mjs uses. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The entries of one catalog (indices into the skills, in their order), K of them, holding `seeded`. */
export function drawCatalog(total: number, size: number, seeded: readonly number[], rand: () => number): number[] {
  if (size >= total) return Array.from({ length: total }, (_, i) => i)
  const chosen = new Set(seeded)
  // A partial Fisher-Yates shuffle of the others, taken until the catalog is full.
  const rest = Array.from({ length: total }, (_, i) => i).filter(i => !chosen.has(i))
  for (let k = 0; chosen.size < size && k < rest.length; k++) {
    const j = k + Math.floor(rand() * (rest.length - k))
    ;[rest[k], rest[j]] = [rest[j]!, rest[k]!]
    chosen.add(rest[k]!)
  }
  return [...chosen].sort((a, b) => a - b)
}

/** Tallies of one slice, turned into shares by `share`. */
interface Tally {
  answerable: number
  hit1: number
  success5: number
  lost: number
  silent: number
  /** Answerable tasks answered, the skills returned for them (first five), and how many of those were relevant. */
  answered: number
  returned: number
  relevant: number
  offtopic: number
  abstained: number
}

const tally = (): Tally => ({ answerable: 0, hit1: 0, success5: 0, lost: 0, silent: 0, answered: 0, returned: 0, relevant: 0, offtopic: 0, abstained: 0 })

function share(t: Tally): SweepSlice {
  const r = (x: number, n: number) => (n ? Math.round((x / n) * 1000) / 1000 : 0)
  return {
    answerable: t.answerable,
    hit1: r(t.hit1, t.answerable),
    success5: r(t.success5, t.answerable),
    lostToAbstain: r(t.lost, t.answerable),
    abstained: r(t.silent, t.answerable),
    returned: r(t.returned, t.answered),
    precision: r(t.relevant, t.returned),
    offtopic: t.offtopic,
    offtopicAbstain: t.offtopic ? r(t.abstained, t.offtopic) : null,
  }
}

/** Domain ids `match` returns for a task, best first. */
function routed(loadout: Loadout, query: string, minScore?: number) {
  return loadout.match(query, { limit: 10, minScore }).filter(r => r.tier !== 'core').map(r => r.id)
}

/** Route `queries` in one catalog and add the outcomes to `into` (overall) and its slice by language. */
function routeCatalog(loadout: Loadout, queries: readonly EvalQuery[], into: Tally, byLang: Map<string, Tally>, minScore?: number): void {
  const held = new Set(loadout.entries.map(e => e.id))
  for (const q of queries) {
    const relevant = q.relevant.filter(id => held.has(id))
    // A task whose right skills are all left out of this catalog tests nothing here.
    if (q.relevant.length > 0 && relevant.length === 0) continue
    const slice = q.lang === undefined ? undefined : byLang.get(q.lang) ?? byLang.set(q.lang, tally()).get(q.lang)!
    const ranked = routed(loadout, q.query, minScore)
    for (const t of slice ? [into, slice] : [into]) {
      if (relevant.length === 0) {
        t.offtopic++
        if (ranked.length === 0) t.abstained++
        continue
      }
      t.answerable++
      const top = ranked.slice(0, 5)
      if (top.length) {
        t.answered++
        t.returned += top.length
        t.relevant += top.filter(id => relevant.includes(id)).length
      }
      const rank = top.findIndex(id => relevant.includes(id))
      if (rank === 0) t.hit1++
      if (rank !== -1) t.success5++
    }
    if (ranked.length === 0 && relevant.length > 0) {
      const lost = routed(loadout, q.query, 0).slice(0, 5).some(id => relevant.includes(id)) ? 1 : 0
      for (const t of slice ? [into, slice] : [into]) {
        t.silent++
        t.lost += lost
      }
    }
  }
}

/** The compiled data of a catalog of some of the skills: what compiling those skills alone gives. */
export function catalogData(skills: SweepSkills, analyses: readonly DocAnalysis[], pick: readonly number[]): LoadoutData {
  const entries = pick.map(i => skills.entries[i]!)
  const picked = pick.map(i => analyses[i]!)
  const { index, glossary } = catalogIndex(entries, picked, new IndexState(), skills.glossary ?? [])
  const folds = foldsOf({ entries, analyses: picked }, glossary)
  return { version: DATA_VERSION, sources: [], entries, index, ...(glossary ? { glossary } : {}), ...(folds ? { folds } : {}) }
}

/**
 * Route the labelled tasks in catalogs of each size (see the module comment). A task with `relevant: []` counts as
 * off-topic in every catalog; a task with a right answer counts in every catalog that holds one of its relevant skills
 * (only those are right there).
 */
export function sweep(skills: SweepSkills, queries: readonly EvalQuery[], options: SweepOptions): SweepRow[] {
  const { entries, bodies } = skills
  const analyses = entries.map((e, i) => analyzeDoc(indexDoc(e, bodies[i]!)))
  const position = new Map(entries.map((e, i) => [e.id, i]))
  // The tasks a catalog can be seeded with: those with a relevant skill among the skills given.
  const seeds = queries.map(q => q.relevant.flatMap(id => position.get(id) ?? [])).filter(ids => ids.length > 0)
  const count = options.catalogs ?? 20
  return options.sizes.map((size) => {
    const rand = random((options.seed ?? 1) * 1_000_003 + size)
    const whole = size >= entries.length
    const overall = tally()
    const byLang = new Map<string, Tally>()
    for (let c = 0; c < (whole ? 1 : count); c++) {
      const seeded = seeds.length ? seeds[Math.floor(rand() * seeds.length)]!.slice(0, size) : []
      const pick = drawCatalog(entries.length, size, seeded, rand)
      const loadout = createLoadout(catalogData(skills, analyses, pick), [])
      routeCatalog(loadout, queries, overall, byLang, options.minScore)
    }
    const slices: Record<string, SweepSlice> = {}
    for (const lang of [...byLang.keys()].sort()) slices[lang] = share(byLang.get(lang)!)
    return { size: Math.min(size, entries.length), catalogs: whole ? 1 : count, ...share(overall), slices }
  })
}
