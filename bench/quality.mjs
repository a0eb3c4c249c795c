// Routing quality: our router and its peers on the same skills and the same labelled queries.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scoreRouter } from './metrics.mjs'
import { setupAiLoadout, setupFlexSearch, setupMiniSearch, setupSkillTools } from './peers.mjs'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// The data lives beside the repo and is never copied into it (LOADOUT_SHARED names it elsewhere: a git worktree).
export const sharedDir = process.env.LOADOUT_SHARED ? resolve(process.env.LOADOUT_SHARED) : resolve(repoRoot, '../shared')
const corpusDir = join(sharedDir, 'corpus')
const devFile = join(sharedDir, 'eval', 'dev.jsonl')
/** Everyday tasks no skill serves: every system's abstain rate on them is reported beside the dev negatives'. */
const offtopicFile = join(sharedDir, 'eval', 'offtopic.jsonl')

/** The first missing input, as a path relative to the repo, or null when all are there. */
export function missingData() {
  if (!existsSync(corpusDir)) return '../shared/corpus'
  if (!existsSync(devFile)) return '../shared/eval/dev.jsonl'
  return null
}

/** The metrics `evaluate` and `scoreRouter` must agree on (timings and misses left out). */
const comparable = ({ n, hit1, success5, mrr10, abstain, lostToAbstain, slices }) => JSON.stringify({ n, hit1, success5, mrr10, abstain, lostToAbstain, slices })
const brief = m => `success5 ${m.success5} hit1 ${m.hit1} mrr10 ${m.mrr10} abstain ${m.abstain}`

/** Route every dev query with every system; returns one row of metrics per system. */
export async function runQuality() {
  // Imported here, not at the top, so index.mjs can build dist/ first when it is missing.
  const { compile, evaluate, parseQueries } = await import('../dist/api.js')
  const { createLoadout } = await import('../dist/runtime/index.js')

  const result = await compile({ root: sharedDir, skills: ['corpus'] })
  // Shadowed entries are never matched by our router: leave them out for peers too.
  const keep = result.data.entries.map((e, i) => i).filter(i => result.data.entries[i].shadowedBy === undefined)
  const skills = { entries: keep.map(i => result.data.entries[i]), bodies: keep.map(i => result.bodies[i]) }
  const queries = parseQueries(readFileSync(devFile, 'utf8'), devFile)
  console.log(`${skills.entries.length} skills, ${queries.length} queries`)

  // Ours: exactly what `evaluate` does (domain results only, up to 10, default abstain threshold).
  const loadout = createLoadout(result.data, [])
  const ours = {
    name: 'unplugin-loadout',
    version: JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version,
    search: query => loadout.match(query, { limit: 10 }).filter(r => r.tier !== 'core').map(r => r.id),
    unabstained: query => loadout.match(query, { limit: 10, minScore: 0 }).filter(r => r.tier !== 'core').map(r => r.id),
  }

  // Self-check: the shared metric function must reproduce `evaluate` on our router.
  const official = evaluate(loadout, queries)
  const mine = await scoreRouter(ours.search, queries, ours.unabstained)
  console.log(`self-check  evaluate():    ${brief(official)}`)
  console.log(`self-check  scoreRouter(): ${brief(mine)}`)
  if (comparable(official) !== comparable(mine))
    throw new Error('self-check failed: bench/metrics.mjs and evaluate() disagree (see the two lines above)')
  console.log('self-check  ok: the two agree on every metric and slice\n')

  const systems = [
    ours,
    setupAiLoadout(skills),
    await setupSkillTools(skills),
    await setupSkillTools(skills, { body: true, root: corpusDir }),
    setupMiniSearch(skills),
    setupMiniSearch(skills, { body: true }),
    setupFlexSearch(skills),
  ]
  const offtopic = existsSync(offtopicFile) ? parseQueries(readFileSync(offtopicFile, 'utf8'), offtopicFile) : []
  const rows = []
  for (const s of systems) {
    const row = { system: s.name, version: s.version, ...(await scoreRouter(s.search, queries, s.unabstained)) }
    if (offtopic.length) row.offtopicAbstain = (await scoreRouter(s.search, offtopic)).abstain
    // Only a router that can say what it would have answered is charged for abstaining; for the others it is unknown.
    if (!s.unabstained) row.lostToAbstain = null
    rows.push(row)
  }
  return rows
}

/** Catalog sizes of the sweep (the whole corpus is the last row). */
export const SWEEP_SIZES = [5, 20, 100, 300, 100_000]

/**
 * Routing by catalog size: catalogs of 5 to 300 skills drawn from the corpus (20 a size, seed 1), each holding the
 * right skills of one dev task, routing every dev task they can answer and every off-topic one (`loadout eval --sizes`).
 */
export async function runSweep() {
  const { compile, parseQueries, sweep } = await import('../dist/api.js')
  const result = await compile({ root: sharedDir, skills: ['corpus'] })
  const keep = result.data.entries.flatMap((e, i) => (e.shadowedBy === undefined ? [i] : []))
  const skills = { entries: keep.map(i => result.data.entries[i]), bodies: keep.map(i => result.bodies[i]) }
  const cases = parseQueries(readFileSync(devFile, 'utf8'), devFile)
  if (existsSync(offtopicFile)) cases.push(...parseQueries(readFileSync(offtopicFile, 'utf8'), offtopicFile, { offtopic: true }))
  return sweep(skills, cases, { sizes: SWEEP_SIZES, catalogs: 20, seed: 1 })
}

/** The catalog budgets the coverage is measured at: an unknown window, a 128K-token one, a 1M-token one. */
const CATALOG_WINDOWS = [['unknown window (18,000 characters)', {}], ['128K-token window (16,000)', { contextWindow: 128_000 }], ['1M-token window (32,000)', { contextWindow: 1_000_000 }]]

/**
 * How often the catalog of the corpus lists a right skill of a dev task: the task-free catalog, and the one given the
 * task (`catalog({ task })`), at each budget of CATALOG_WINDOWS; with the collections the task-free one spans.
 */
export async function runCatalogCoverage() {
  const { compile, parseQueries } = await import('../dist/api.js')
  const { createLoadout } = await import('../dist/runtime/index.js')
  const result = await compile({ root: sharedDir, skills: ['corpus'] })
  const loadout = createLoadout(result.data, [])
  const dev = parseQueries(readFileSync(devFile, 'utf8'), devFile).filter(q => q.relevant.length > 0)
  const listed = report => new Set(report.entries.filter(e => e.reason === 'advertised').map(e => e.id))
  const collections = new Set(result.data.entries.map(e => e.id.split('/')[0])).size
  return CATALOG_WINDOWS.map(([label, options]) => {
    const free = loadout.catalog(options).report
    const ids = listed(free)
    const withTask = dev.filter(q => q.relevant.some(id => listed(loadout.catalog({ ...options, task: q.query }).report).has(id))).length
    return {
      budget: label,
      advertised: free.advertised,
      collections: `${new Set([...ids].map(id => id.split('/')[0])).size} of ${collections}`,
      taskFree: Math.round((dev.filter(q => q.relevant.some(id => ids.has(id))).length / dev.length) * 1000) / 1000,
      withTask: Math.round((withTask / dev.length) * 1000) / 1000,
    }
  })
}

/** The catalog coverage as a markdown table. */
export function formatCatalogCoverage(rows) {
  const lines = ['| budget | advertised (no task) | collections (no task) | right skill listed, no task | right skill listed, given the task |', '| --- | ---: | ---: | ---: | ---: |']
  for (const r of rows) lines.push(`| ${r.budget} | ${r.advertised} | ${r.collections} | ${r.taskFree.toFixed(3)} | ${r.withTask.toFixed(3)} |`)
  return lines.join('\n')
}

/** The sweep as a markdown table: per size, overall then en / zh / ja. */
export function formatSweep(rows) {
  const f = x => (x === null || x === undefined ? '–' : x.toFixed(3))
  const langs = ['en', 'zh', 'ja']
  const head = ['skills', 'answerable tasks', 'hit1', 'success5', 'lost to abstain', 'abstained', 'returned', 'precision', 'off-topic abstain',
    ...langs.map(l => `${l} lost / off-topic abstain`)]
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---:').join(' | ')} |`]
  for (const r of rows) {
    const cells = [r.catalogs > 1 ? String(r.size) : `${r.size} (all)`, r.answerable.toLocaleString('en-US'), f(r.hit1), f(r.success5), f(r.lostToAbstain),
      f(r.abstained), r.returned.toFixed(2), f(r.precision), f(r.offtopicAbstain), ...langs.map(l => (r.slices[l] ? `${f(r.slices[l].lostToAbstain)} / ${f(r.slices[l].offtopicAbstain)}` : '–'))]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

/** A markdown table: overall metrics, then success5 / hit1 per slice, then the median query time. */
export function formatTable(rows) {
  const slices = ['en', 'zh', 'ja', 'lexical', 'paraphrase']
  const f = x => (x === null || x === undefined ? '–' : x.toFixed(3))
  const counts = rows[0].slices
  const head = ['system', 'version', 'success5', 'hit1', 'mrr10', 'abstain', 'off-topic abstain', 'lost to abstain',
    ...slices.map(s => `${s} (${counts[s]?.n ?? 0}) s5 / h1`), 'median µs']
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`]
  for (const r of rows) {
    const cells = [r.system, r.version, f(r.success5), f(r.hit1), f(r.mrr10), f(r.abstain), f(r.offtopicAbstain), f(r.lostToAbstain),
      ...slices.map(s => (r.slices[s] ? `${f(r.slices[s].success5)} / ${f(r.slices[s].hit1)}` : '–')), String(r.medianMatchUs)]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  // Our lead over the best peer of each column (issue 3's targets: 0.30 on success5, 0.25 on hit1, every slice).
  const [us, ...peers] = rows
  const lead = (get) => {
    const best = peers.reduce((a, b) => ((get(b) ?? -1) > (get(a) ?? -1) ? b : a))
    return `${(get(us) - get(best)).toFixed(3)} (${best.system})`
  }
  lines.push('', '| lead over the best peer | success5 | hit1 |', '| --- | --- | --- |')
  lines.push(`| overall | ${lead(r => r.success5)} | ${lead(r => r.hit1)} |`)
  for (const sl of slices) {
    if (us.slices[sl]) lines.push(`| ${sl} | ${lead(r => r.slices[sl]?.success5)} | ${lead(r => r.slices[sl]?.hit1)} |`)
  }
  return lines.join('\n')
}
