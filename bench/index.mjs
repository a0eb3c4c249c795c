// `npm run bench`: routing quality of our router and its peers on ../shared (corpus + dev queries), then
// performance (bench/perf.mjs): latency, startup, size, memory, build, scaling; then what the plugin adds to a fresh
// Vite page (bench/size.mjs; LOADOUT_BENCH_PAGE=0 skips it); then the bundle as a Cloudflare agents/skills source
// beside agents' own manifest() route and the skills CLI (bench/platforms.mjs; LOADOUT_BENCH_PLATFORMS=0 skips it).
// Prints markdown tables, writes bench/results.json (gitignored) and bench/scaling.svg.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runBinaries, runFiles } from './files.mjs'
import { formatPerf, runPerf } from './perf.mjs'
import { formatPlatforms, runPlatforms } from './platforms.mjs'
import { formatSize, runSize } from './size.mjs'
import { formatCatalogCoverage, formatSweep, formatTable, missingData, repoRoot, runCatalogCoverage, runQuality, runSweep } from './quality.mjs'

const missing = missingData()
if (missing) {
  console.log(`\nskipped: ${missing} not found\n`)
  process.exit(0)
}

// The benchmark runs the built package; build it when someone runs this file without `npm run build`.
if (!existsSync(join(repoRoot, 'dist', 'api.js'))) {
  console.log('dist/ missing: building it with tsup')
  const built = spawnSync('npx', ['tsup'], { cwd: repoRoot, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const rows = await runQuality()
console.log(formatTable(rows))

// The same router in catalogs of 5 to 300 skills drawn from the corpus, and the whole corpus (loadout eval --sizes).
const sweep = await runSweep()
console.log(`\nrouting by catalog size (20 catalogs a size, seed 1):\n${formatSweep(sweep)}`)

// How often the catalog lists a right skill of the dev tasks, with no task and given the task (catalog({ task })).
const catalogCoverage = await runCatalogCoverage()
console.log(`\ncatalog coverage on the corpus (dev tasks with a right answer):\n${formatCatalogCoverage(catalogCoverage)}`)

const perf = await runPerf()
console.log(`\n${formatPerf(perf)}`)

// Whole skill folders (bench/files.mjs): every file of every corpus skill folder read back from a Vite build, the
// main chunk, emitted bytes and build time; and what binary files cost as base64 chunks.
const { missingSample, ...files } = await runFiles()
const binaries = runBinaries()
console.log(`\nfiles: ${files.readable} of ${files.files} files of ${files.folders} skill folders read back (${files.metadataKept} of ${files.withMetadata} metadata kept); main chunk ${files.mainRaw} B (${files.mainGzip} B gzip), ${files.emittedBytes} B in ${files.chunks} chunks, built in ${files.buildMs} ms`)

let size = null
if (process.env.LOADOUT_BENCH_PAGE !== '0') {
  console.log('\nsize: a fresh Vite page with and without the plugin (bench/size.mjs)')
  size = runSize()
  console.log(`\n${formatSize(size)}`)
}

let platforms = null
if (process.env.LOADOUT_BENCH_PLATFORMS !== '0') {
  console.log('\nplatforms: agents/skills over our bundle, beside agents\' manifest() and the skills CLI (bench/platforms.mjs)')
  platforms = await runPlatforms()
  console.log(`\n${formatPlatforms(platforms)}`)
}

// Scale (bench/scale-sql.mjs): 50,000 synthetic skills from SQLite, Postgres and a packed bundle, in its own process
// with room for the compile's heap.
console.log('\nscale: 50,000 synthetic skills (bench/scale-sql.mjs)')
const scaleRun = spawnSync(process.execPath, ['--max-old-space-size=8192', join(repoRoot, 'bench', 'scale-sql.mjs')], { cwd: repoRoot, stdio: 'inherit' })
const scaleFile = join(repoRoot, 'bench', 'scale-results.json')
const scale = scaleRun.status === 0 && existsSync(scaleFile) ? JSON.parse(readFileSync(scaleFile, 'utf8')) : null

const file = join(repoRoot, 'bench', 'results.json')
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, quality: rows, sweep, catalogCoverage, perf, files, binaries, size, platforms, scale }, null, 2)}\n`)
console.log(`\nwrote ${file}`)
