// `npm run bench`, scale section (issue 25): 50,000 synthetic skills (bench/synth.mjs) served from a database and
// from a packed bundle. One run gives: export time (compile + write), SQLite routing median / p99, Postgres on
// loopback median (a throwaway cluster, scripts/pg-test.sh, when Debian's postgresql is installed), the packed
// bundle's esbuild build time, file count and main-chunk size, the bundle's own match at the same size, and what the
// agent tools and the MCP server cost over SQLite.
// Run alone: `node --max-old-space-size=8192 bench/scale-sql.mjs` (LOADOUT_SCALE_SKILLS=5000 for a quick run).
// Prints a markdown table and writes bench/scale-results.json (gitignored with results.json).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot, sharedDir } from './quality.mjs'
import { generateSets } from './synth.mjs'

const SKILLS = Number(process.env.LOADOUT_SCALE_SKILLS ?? 50_000)
const benchDir = join(repoRoot, 'bench')
const tmp = join(benchDir, '.tmp', 'scale')
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]
}

/** Per-task latency of `route` over `tasks` (each timed alone, after a warm-up pass): median and p99 in ms. */
async function latency(route, tasks, rounds = 3) {
  for (const t of tasks) await route(t)
  const ms = []
  for (let r = 0; r < rounds; r++) {
    for (const t of tasks) {
      const t0 = performance.now()
      await route(t)
      ms.push(performance.now() - t0)
    }
  }
  return { medianMs: round(quantile(ms, 0.5), 3), p99Ms: round(quantile(ms, 0.99), 3), samples: ms.length }
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(f => statSync(join(dir, f)).isFile())
}

export async function runScale() {
  const api = await import('../dist/api.js')
  const { createLoadout } = await import('../dist/runtime/index.js')
  const { createSqlLoadout } = await import('../dist/sql.js')
  const tasks = readFileSync(join(sharedDir, 'eval', 'dev.jsonl'), 'utf8').trim().split('\n').map(l => JSON.parse(l).query)
  const out = { skills: SKILLS, machine: { node: process.version, cpus: cpus().length, loadavg: loadavg().map(x => round(x, 1)) } }

  const corpus = await api.compile({ root: sharedDir, skills: ['corpus'] })
  const synth = generateSets({ corpus: { entries: corpus.data.entries, bodies: corpus.bodies }, outDir: join(tmp, 'synth'), sizes: [SKILLS] })
  console.log(`  scale   ${SKILLS} synthetic skills ${synth.generated ? `generated in ${round(synth.ms / 1000, 1)} s` : 'reused'}`)
  const source = `n${SKILLS}`
  const root = join(tmp, 'synth')

  // Export: what `loadout export --format sqlite` does, compile then write.
  let t0 = performance.now()
  const result = await api.compile({ root, skills: [source] })
  const compileMs = performance.now() - t0
  const dbFile = join(tmp, 'skills.db')
  t0 = performance.now()
  const tables = await api.sqlTables(result)
  await api.writeSqlite(dbFile, tables)
  const writeMs = performance.now() - t0
  out.export = { compileS: round(compileMs / 1000, 1), writeS: round(writeMs / 1000, 1), totalS: round((compileMs + writeMs) / 1000, 1), dbBytes: statSync(dbFile).size }
  console.log(`  scale   export: compile ${out.export.compileS} s + write ${out.export.writeS} s, ${(out.export.dbBytes / 1e6).toFixed(0)} MB`)

  // The bundle's own match over the same data, in memory.
  const bundle = createLoadout(result.data, [])
  out.bundleMatch = await latency(t => bundle.match(t), tasks)
  console.log(`  scale   bundle match: median ${out.bundleMatch.medianMs} ms, p99 ${out.bundleMatch.p99Ms} ms`)

  // SQLite through better-sqlite3.
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(dbFile, { readonly: true })
  t0 = performance.now()
  const sqlite = await createSqlLoadout(db)
  const openMs = performance.now() - t0
  out.sqlite = { openMs: round(openMs, 1), ...(await latency(t => sqlite.match(t), tasks)) }
  let same = 0
  for (const t of tasks) if (JSON.stringify((await sqlite.match(t)).map(r => [r.id, r.score])) === JSON.stringify(bundle.match(t).map(r => [r.id, r.score]))) same++
  out.sqlite.sameAsBundle = `${same}/${tasks.length}`
  console.log(`  scale   SQLite match: median ${out.sqlite.medianMs} ms, p99 ${out.sqlite.p99Ms} ms (open ${out.sqlite.openMs} ms), same ranking as the bundle on ${out.sqlite.sameAsBundle} tasks`)
  out.tools = await toolCosts(sqlite, result.data.entries)
  console.log(`  scale   SQLite tools: tools() ${out.tools.createMs} ms, Skill ${out.tools.skillMs} ms, /name match ${out.tools.explicitMatchMs} ms, unknown name ${out.tools.unknownFirstMs} ms then ${out.tools.unknownMs} ms, MCP state ${out.tools.mcpStateMs} ms`)
  db.close()

  out.postgres = await postgres(api, createSqlLoadout, tables, tasks)
  tables.length = 0

  // The packed bundle, built by esbuild (packing is on by default from 2,000 skills).
  out.packed = await packedBuild(root, source)
  console.log(`  scale   packed bundle (esbuild): ${out.packed.buildS} s, ${out.packed.files} files, main chunk ${(out.packed.mainBytes / 1e6).toFixed(1)} MB raw / ${(out.packed.mainGzipBytes / 1e6).toFixed(1)} MB gzip`)
  return out
}

/**
 * What the agent tools and the MCP server cost over the database (issue 25): making the tools, a Skill call by a known
 * name, a `/name` task, an unknown name (the first reads every id once), and the MCP server's state (every entry once).
 */
async function toolCosts(sqlite, entries) {
  const { createMcpHandler } = await import('../dist/mcp.js')
  const ids = entries.filter(e => e.shadowedBy === undefined).map(e => e.id)
  const id = ids[Math.floor(ids.length / 2)]
  const median = async (f, n = 21) => {
    await f()
    const ms = []
    for (let i = 0; i < n; i++) {
      const t0 = performance.now()
      await f()
      ms.push(performance.now() - t0)
    }
    return round(quantile(ms, 0.5), 3)
  }
  const once = async (f) => {
    const t0 = performance.now()
    await f()
    return round(performance.now() - t0, 1)
  }
  const tools = Object.fromEntries((await sqlite.tools()).map(t => [t.name, t]))
  return {
    createMs: await median(() => sqlite.tools()),
    skillMs: await median(() => tools.Skill.execute({ name: id })),
    explicitMatchMs: await median(() => sqlite.match(`/${id} and then the rest of the task`)),
    unknownFirstMs: await once(() => tools.Skill.execute({ name: `${id}x` })),
    unknownMs: await median(() => tools.Skill.execute({ name: `${id}y` }), 5),
    mcpStateMs: await once(() => createMcpHandler(sqlite)(new Request('http://127.0.0.1/mcp', { method: 'GET' }))),
  }
}

/** Postgres on loopback: a throwaway cluster, loaded with psql from the `--format sql` file. */
async function postgres(api, createSqlLoadout, tables, tasks) {
  const script = join(repoRoot, 'scripts', 'pg-test.sh')
  let url = process.env.LOADOUT_PG_URL
  let started = false
  if (!url) {
    const r = spawnSync(script, ['start'], { encoding: 'utf8', env: { ...process.env, LOADOUT_PG_DIR: join(tmp, 'pg'), LOADOUT_PG_PORT: '54339' } })
    if (r.status !== 0) {
      console.log(`  scale   Postgres: skipped (${(r.stderr || 'no postgresql').trim()})`)
      return null
    }
    url = r.stdout.trim()
    started = true
  }
  try {
    const sqlFile = join(tmp, 'skills.sql')
    let t0 = performance.now()
    await api.writeSqlFile(sqlFile, tables)
    const writeMs = performance.now() - t0
    t0 = performance.now()
    execFileSync('psql', [url, '-q', '-v', 'ON_ERROR_STOP=1', '-f', sqlFile], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' } })
    execFileSync('psql', [url, '-q', '-c', 'ANALYZE'], { stdio: 'ignore' })
    const loadMs = performance.now() - t0
    const sqlBytes = statSync(sqlFile).size
    rmSync(sqlFile, { force: true })
    const { default: pg } = await import('pg')
    const pool = new pg.Pool({ connectionString: url, max: 1 })
    try {
      const loadout = await createSqlLoadout(pool)
      const l = await latency(t => loadout.match(t), tasks)
      const res = { sqlWriteS: round(writeMs / 1000, 1), psqlLoadS: round(loadMs / 1000, 1), sqlBytes, ...l }
      console.log(`  scale   Postgres match: median ${l.medianMs} ms, p99 ${l.p99Ms} ms (SQL file ${(sqlBytes / 1e6).toFixed(0)} MB written in ${res.sqlWriteS} s, psql load ${res.psqlLoadS} s)`)
      return res
    }
    finally {
      await pool.end()
    }
  }
  finally {
    if (started) spawnSync(script, ['stop'], { env: { ...process.env, LOADOUT_PG_DIR: join(tmp, 'pg') } })
  }
}

async function packedBuild(root, source) {
  const esbuild = await import('esbuild')
  const { default: loadout } = await import('../dist/esbuild.js')
  const app = join(tmp, 'app')
  rmSync(app, { recursive: true, force: true })
  mkdirSync(app, { recursive: true })
  writeFileSync(join(app, 'entry.js'), 'export { match, load } from \'virtual:loadout\'\n')
  const outdir = join(app, 'dist')
  const t0 = performance.now()
  await esbuild.build({
    entryPoints: [join(app, 'entry.js')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    outdir,
    logLevel: 'silent',
    plugins: [loadout({ root, skills: [source] })],
  })
  const buildMs = performance.now() - t0
  const files = filesUnder(outdir)
  const main = readFileSync(join(outdir, 'entry.js'))
  return { buildS: round(buildMs / 1000, 1), files: files.length, mainBytes: main.length, mainGzipBytes: gzipSync(main).length }
}

export function formatScale(s) {
  const ok = (v, max) => (v <= max ? 'yes' : 'NO')
  const rows = [
    ['SQLite routing, median / p99', `${s.sqlite.medianMs} / ${s.sqlite.p99Ms} ms`, '<= 5 / <= 30 ms', ok(s.sqlite.medianMs, 5) === 'yes' && ok(s.sqlite.p99Ms, 30) === 'yes' ? 'yes' : 'NO'],
    ['Postgres on loopback, median', s.postgres ? `${s.postgres.medianMs} ms (p99 ${s.postgres.p99Ms})` : 'skipped', '<= 10 ms', s.postgres ? ok(s.postgres.medianMs, 10) : '-'],
    ['export (compile + write SQLite)', `${s.export.totalS} s (${s.export.compileS} + ${s.export.writeS})`, '<= 120 s', ok(s.export.totalS, 120)],
    ['esbuild build of the packed bundle', `${s.packed.buildS} s, ${s.packed.files} files`, '<= 180 s, <= 2,000 files', s.packed.buildS <= 180 && s.packed.files <= 2000 ? 'yes' : 'NO'],
    ['packed main chunk', `${(s.packed.mainBytes / 1e6).toFixed(1)} MB raw, ${(s.packed.mainGzipBytes / 1e6).toFixed(1)} MB gzip`, '', ''],
    ['bundle match, median / p99', `${s.bundleMatch.medianMs} / ${s.bundleMatch.p99Ms} ms`, '', ''],
    ...(s.tools
      ? [
          ['SQLite tools(), Skill by id, /name match', `${s.tools.createMs} / ${s.tools.skillMs} / ${s.tools.explicitMatchMs} ms`, '', ''],
          ['SQLite unknown name (first, then), MCP state', `${s.tools.unknownFirstMs} ms, ${s.tools.unknownMs} ms; ${s.tools.mcpStateMs} ms`, '', ''],
        ]
      : []),
  ]
  return [
    `### Scale: ${s.skills.toLocaleString('en-US')} synthetic skills (Node ${s.machine.node}, ${s.machine.cpus} CPUs, load ${s.machine.loadavg.join(' ')})\n`,
    '| figure | measured | target | met |',
    '|---|---:|---|---|',
    ...rows.map(r => `| ${r.join(' | ')} |`),
    `\nSQLite ranking identical to the bundle's on ${s.sqlite.sameAsBundle} dev tasks.`,
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(repoRoot, 'dist', 'sql.js'))) {
    console.error('dist/ missing: npm run build first')
    process.exit(1)
  }
  const s = await runScale()
  console.log(`\n${formatScale(s)}`)
  writeFileSync(join(benchDir, 'scale-results.json'), `${JSON.stringify({ date: new Date().toISOString(), ...s }, null, 2)}\n`)
}
