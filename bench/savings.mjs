// Token savings of progressive loading, measured on ../shared/corpus (not estimated from averages):
//   every body in the prompt  vs  the budgeted catalog + tool definitions  vs  that + the top 3 bodies for a task.
// Usage: node bench/savings.mjs [--window 200000]   (needs dist/: npm run build)
// Prints a markdown table. Subsets of 10, 50 and 100 skills are spread evenly over the corpus (by id) and copied,
// with their folders, to a temporary directory so each is compiled exactly as a project of that size would be.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const sharedDir = resolve(repoRoot, '../shared')
const corpusDir = join(sharedDir, 'corpus')
const devFile = join(sharedDir, 'eval', 'dev.jsonl')

if (!existsSync(corpusDir) || !existsSync(devFile)) {
  console.log('\nskipped: ../shared/corpus or ../shared/eval/dev.jsonl not found (the savings table needs the shared corpus)\n')
  process.exit(0)
}
if (!existsSync(join(repoRoot, 'dist', 'api.js'))) {
  console.log('skipped: dist/ missing; run `npm run build` first')
  process.exit(0)
}

const { compile } = await import('../dist/api.js')
const { createLoadout, estimateTokens } = await import('../dist/runtime/index.js')

const windowArg = process.argv.indexOf('--window')
const contextWindow = windowArg === -1 ? 200_000 : Number(process.argv[windowArg + 1])
const queries = readFileSync(devFile, 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l).query)

/** Compile a corpus-shaped folder and measure the three ways of giving skills to a model. */
async function measure(dir) {
  const result = await compile({ root: dirname(dir), skills: [basename(dir)] })
  const bodies = result.bodies
  const loadout = createLoadout(result.data, bodies.map(b => () => Promise.resolve(b)))
  const active = result.data.entries.map((e, i) => i).filter(i => result.data.entries[i].shadowedBy === undefined)
  const bodyTokens = new Map(active.map(i => [result.data.entries[i].id, estimateTokens(bodies[i])]))
  const everything = [...bodyTokens.values()].reduce((a, b) => a + b, 0)
  const { text, report } = loadout.catalog({ contextWindow })
  const defs = loadout.tools().map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))
  const catalog = estimateTokens(text) + estimateTokens(JSON.stringify(defs))
  // Activation: the 3 best skills for each dev query (search never abstains, so this is the costly case).
  const activated = queries.map(q => loadout.search(q, { limit: 3 }).reduce((sum, r) => sum + bodyTokens.get(r.id), 0))
  const meanActivated = activated.reduce((a, b) => a + b, 0) / activated.length
  return { skills: active.length, everything, catalog, listed: report.advertised, withTop3: Math.round(catalog + meanActivated) }
}

/** A temporary corpus holding `n` skills spread evenly over the whole one (same ids, same files). */
function subset(ids, n) {
  const dir = join(mkdtempSync(join(tmpdir(), 'loadout-savings-')), 'corpus')
  for (let k = 0; k < n; k++) {
    const id = ids[Math.floor((k * ids.length) / n)]
    const from = join(corpusDir, id)
    // Nested SKILL.md files (a few collections keep skills inside skills) would add skills: leave them out.
    cpSync(from, join(dir, id), { recursive: true, filter: src => src === from || basename(src) !== 'SKILL.md' || dirname(src) === from })
  }
  return dir
}

const full = await compile({ root: sharedDir, skills: ['corpus'] })
const ids = full.data.entries.filter(e => e.shadowedBy === undefined).map(e => e.id).sort()
const rows = []
for (const n of [10, 50, 100]) {
  const dir = subset(ids, n)
  try {
    rows.push(await measure(dir))
  }
  finally {
    rmSync(dirname(dir), { recursive: true, force: true })
  }
}
rows.push(await measure(corpusDir))

const f = x => x.toLocaleString('en-US')
const pct = (part, whole) => `${Math.round((1 - part / whole) * 100)}%`
console.log(`Tokens (4 characters a token, one a token for CJK) on ../shared/corpus; catalog budget for a ${f(contextWindow)}-token window;`)
console.log(`top 3 = the mean, over the ${queries.length} queries of ../shared/eval/dev.jsonl, of the 3 best SkillSearch hits' bodies.\n`)
console.log('| skills | every body in the prompt | catalog + tool definitions | catalog + tools + top 3 bodies | saved vs every body |')
console.log('|---:|---:|---:|---:|---:|')
for (const r of rows) {
  console.log(`| ${f(r.skills)} | ${f(r.everything)} | ${f(r.catalog)} (${r.listed} listed) | ${f(r.withTop3)} | ${pct(r.withTop3, r.everything)} |`)
}
