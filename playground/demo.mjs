// `npm run demo`: build the playground with Vite, then run a short routing session in Node
// against the BUILT output (no filesystem access to the skills at run time).
import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = dirname(fileURLToPath(import.meta.url))
const quiet = { logLevel: 'warn', root }

const client = await build({ ...quiet, build: { outDir: 'dist/client', emptyOutDir: true } })
await build({ ...quiet, build: { ssr: 'src/agent.js', outDir: 'dist/node', emptyOutDir: true } })

const agent = await import(pathToFileURL(join(root, 'dist/node/agent.js')).href)
const bold = s => (process.stdout.isTTY ? `\x1B[1m${s}\x1B[22m` : s)

console.log(`\n${bold('unplugin-loadout demo')}: ${agent.skillCount()} skills compiled into the bundle\n`)

const tasks = [
  'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?',
  'The GitHub Actions workflow fails on the matrix build and the cache never hits',
  'Pull the tables out of these scanned PDF invoices into CSV',
  '把这份 README 从英文翻译成中文，术语要统一',
  '取引先に納期遅延のお詫びメールを敬語で書きたい',
  'Bake a sourdough loaf with a crisp crust',
]
// A process's first calls run cold code (the engine compiles the router as it goes): time the first one, route the
// session's tasks once, then time each task warm, as a long-running agent sees it.
const c0 = performance.now()
agent.route(tasks[0])
const coldUs = Math.round((performance.now() - c0) * 1000)
for (let round = 0; round < 20; round++) for (const task of tasks) agent.route(task)
console.log(`first call (cold code): ${coldUs} µs; the times below are warm\n`)
for (const task of tasks) {
  const t0 = performance.now()
  const routed = agent.route(task)
  const us = Math.round((performance.now() - t0) * 1000)
  console.log(`${bold('task')}  ${task}`)
  const domain = routed.filter(r => r.tier !== 'core')
  for (const r of routed) {
    const why = r.tier === 'core' ? 'core: always loaded' : `score ${r.score.toFixed(2)}, confidence ${r.confidence.toFixed(2)}, matched ${r.matched.join(' ')}`
    console.log(`  -> ${r.id.padEnd(24)} ${why}`)
  }
  if (domain.length === 0) console.log('  -> no domain skill fits: the router abstained')
  console.log(`  routed in ${us} µs`)
  if (domain[0]) {
    const skill = await agent.loadSkill(domain[0].id)
    const preview = skill.body.split('\n').filter(Boolean).slice(0, 2).join(' / ')
    console.log(`  loaded ${skill.id} on demand: ~${skill.tokens} tokens; "${preview.slice(0, 90)}..."`)
    if (skill.resources.length) console.log(`  resources: ${skill.resources.join(', ')}`)
  }
  console.log()
}
console.log(`${bold('search')} "release notes" (manual skills are found by search, never auto-loaded): ${agent.find('release notes changelog').join(', ')}\n`)

// What the browser build shipped.
const outDir = join(root, 'dist/client')
const output = (Array.isArray(client) ? client[0] : client).output
const size = file => {
  const buf = readFileSync(join(outDir, file))
  return { raw: buf.length, gzip: gzipSync(buf).length }
}
const kb = n => `${(n / 1024).toFixed(1)} KB`
const entry = output.find(c => c.type === 'chunk' && c.isEntry)
const skills = output.filter(c => c.type === 'chunk' && c.facadeModuleId?.startsWith('\0virtual:loadout/skill/'))
const main = size(entry.fileName)
const chunkSizes = skills.map(c => size(c.fileName))
const total = chunkSizes.reduce((a, s) => a + s.raw, 0)
console.log(bold('browser build'))
console.log(`  main chunk ${relative(root, join(outDir, entry.fileName))}: ${kb(main.raw)} (${kb(main.gzip)} gzip), index + runtime, no skill body`)
console.log(`  ${skills.length} skill chunks, loaded on demand: ${kb(total)} in all, ${kb(Math.min(...chunkSizes.map(s => s.raw)))} to ${kb(Math.max(...chunkSizes.map(s => s.raw)))} each`)
