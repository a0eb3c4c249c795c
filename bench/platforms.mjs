// Our bundle as a Cloudflare `agents/skills` source (unplugin-loadout/cloudflare) beside agents' own route for bundled
// skills (every SKILL.md and file in the bundle, parsed with their parseSkill, served by `skills.manifest()`), on the
// same skills (the corpus's first 20, and all 791), each built by Vite 8 into one app and started cold in a process of
// its own: what it downloads at start and to list, import and catalog time, the catalog prompt, activate_skill's
// schema, the bodies it loads. Then the `skills` CLI (distribution: copying skill folders into an agent's folder) on
// the same folders. `node bench/platforms.mjs` prints the tables (npm run bench runs it too: `platforms` in
// bench/results.json). Needs ../shared (the corpus); the skills CLI needs Node 22, which it installs (the npm package
// `node`) into bench/.tmp with it.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, extname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import fg from 'fast-glob'
import { build } from 'vite'
import { repoRoot, sharedDir } from './quality.mjs'

const WORK = join(repoRoot, 'bench/.tmp/platforms')
const CORPUS = join(sharedDir, 'corpus')
/** The skill counts compared (`LOADOUT_BENCH_SIZES=20` runs one). */
const SIZES = (process.env.LOADOUT_BENCH_SIZES ?? '20,791').split(',').map(Number)
/** Cold starts a route and size (the median is reported). */
const ROUNDS = 5
const SKILLS_CLI = { skills: '1.7.4', node: '22.23.3' }
/** agents' TEXT_EXTENSIONS: `manifest()` reads a file of another extension as base64. */
const TEXT = new Set(['', '.bash', '.css', '.csv', '.html', '.js', '.json', '.jsx', '.md', '.mdx', '.mjs', '.py', '.sh', '.svg', '.toml', '.ts', '.tsx', '.txt', '.xml', '.yaml', '.yml'])

/** The skill folders of `dir` (each holding a SKILL.md), relative, sorted. */
function skillFolders(dir) {
  return fg.sync('**/SKILL.md', { cwd: dir, ignore: ['**/node_modules/**', '**/.*/**'] }).map(dirname).sort()
}

/** The first `count` skill folders of the corpus (by path), copied under the work folder; the corpus itself for all. */
function skillSet(count) {
  const all = skillFolders(CORPUS)
  if (count >= all.length) return { dir: CORPUS, skills: all.length }
  const dir = join(WORK, `skills-${count}`)
  rmSync(dir, { recursive: true, force: true })
  for (const f of all.slice(0, count)) cpSync(join(CORPUS, f), join(dir, f), { recursive: true })
  return { dir, skills: count }
}

/** A skill's files as their manifest takes them: every file but SKILL.md, dotfiles and nested skills, by extension. */
function manifestFiles(root, folder, folders) {
  const nested = folders.filter(f => f !== folder && f.startsWith(`${folder}/`))
  return fg.sync('**/*', { cwd: join(root, folder), dot: false, ignore: ['**/node_modules/**', ...nested.map(n => `${relative(folder, n)}/**`)] })
    .filter(p => p !== 'SKILL.md').sort().map((path) => {
      const bytes = readFileSync(join(root, folder, path))
      const text = TEXT.has(extname(path).toLowerCase())
      return { path, content: text ? bytes.toString('utf8') : bytes.toString('base64') }
    })
}

/** What a user of `manifest()` bundles: each skill's SKILL.md and files, as data the app imports. */
function manifestData(root) {
  const folders = skillFolders(root)
  return folders.map(f => ({ directory: f.split('/').at(-1), markdown: readFileSync(join(root, f, 'SKILL.md'), 'utf8'), files: manifestFiles(root, f, folders) }))
}

const THEIRS = `import { loadSkillCatalog, manifest, parseSkill } from 'agents/skills'
import { createSkillTools } from 'agents/skills/tools/ai-sdk'
import data from './skills.js'

export async function start() {
  const skills = []
  for (const s of data) {
    const parsed = parseSkill(s.markdown, { directory: s.directory })
    if (!parsed.ok) continue
    const k = parsed.value
    skills.push({ name: k.name, description: k.description, body: k.body, license: k.license, compatibility: k.compatibility, metadata: k.metadata, allowedTools: k.allowedTools.join(' '), resources: s.files })
  }
  const catalog = await loadSkillCatalog([manifest({ id: 'skills', skills })])
  // What the model can reach: the catalog (manifest() keeps the first skill of a name and drops the others).
  return { catalog, tools: createSkillTools(catalog), bodies: skills.length, reachable: catalog.skills.length }
}
`

const OURS = `import { loadSkillCatalog } from 'agents/skills'
import { createSkillTools } from 'agents/skills/tools/ai-sdk'
import { skillSource } from ${JSON.stringify(join(repoRoot, 'dist/cloudflare.js'))}
import { loadout } from 'virtual:loadout'

export async function start() {
  const loaded = new Set()
  const stop = loadout.onEvent(e => e.type === 'load' && loaded.add(e.id))
  const catalog = await loadSkillCatalog([skillSource(loadout)])
  stop()
  // What the model can reach: every skill, the catalog's and SkillSearch's (each under one name).
  return { catalog, tools: createSkillTools(catalog), bodies: loaded.size, reachable: loadout.entries.length }
}
`

/** Build one app with Vite (SSR, every dependency bundled, minified): its folder of output and the build's time. */
async function buildApp(name, entry, plugins = [], json) {
  const dir = join(WORK, name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'entry.js'), entry)
  // A module of plain literals, as import.meta.glob('./skills/**', { query: '?raw' }) gives: not JSON.parse('...'),
  // which V8 compiles about ten times slower at this size (34 s against 3 s for the corpus's 40 MB).
  if (json) writeFileSync(join(dir, 'skills.js'), `export default ${JSON.stringify(json)}\n`)
  const t = performance.now()
  await build({
    configFile: false,
    root: dir,
    logLevel: 'error',
    plugins,
    ssr: { noExternal: true },
    build: { ssr: 'entry.js', outDir: 'out', emptyOutDir: true, minify: true, target: 'node20', rollupOptions: { output: { entryFileNames: 'main.js' } } },
  })
  const out = join(dir, 'out')
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.js'))
  return { main: join(out, 'main.js'), out, buildMs: performance.now() - t, files: files.length, bytes: files.reduce((n, f) => n + statSync(join(out, f)).size, 0) }
}

/** One cold start (bench/platforms-child.mjs). */
function coldStart(main, files = false) {
  const r = spawnSync(process.execPath, [join(repoRoot, 'bench/platforms-child.mjs'), main, ...(files ? ['--files'] : [])], { encoding: 'utf8', maxBuffer: 1 << 26 })
  if (r.status !== 0) throw new Error(`bench/platforms-child.mjs ${main} failed:\n${r.stderr}`)
  return JSON.parse(r.stdout)
}

const gzipOf = files => files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0)
const median = xs => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** A route's figures but its times: one start with the module hook (the bytes it loads), and its build. */
function measure(app) {
  const once = coldStart(app.main, true)
  const inOut = f => f.startsWith(app.out)
  const startFiles = once.atStart.filter(inOut)
  const listFiles = once.toListing.filter(f => inOut(f) && !startFiles.includes(f))
  return {
    startGzip: gzipOf(startFiles),
    listingGzip: gzipOf(listFiles),
    listingFiles: listFiles.length,
    listed: once.listed,
    bodies: once.bodies,
    reachable: once.reachable,
    promptChars: once.promptChars,
    schemaChars: once.schemaChars,
    duplicates: once.duplicates,
    activated: once.activated,
    buildMs: app.buildMs,
    emittedFiles: app.files,
    emittedBytes: app.bytes,
  }
}

/** The times: ROUNDS cold starts of each app, taken in turns so that a busy moment of the machine weighs on both. */
function time(apps) {
  const runs = apps.map(() => [])
  for (let k = 0; k < ROUNDS; k++) apps.forEach((app, i) => runs[i].push(coldStart(app.main)))
  return runs.map(r => ({ importMs: median(r.map(t => t.importMs)), catalogMs: median(r.map(t => t.catalogMs)) }))
}

/** Ours and theirs on the first `count` skills of the corpus. */
async function compare(count) {
  const { dir, skills } = skillSet(count)
  const { default: loadout } = await import(pathToFileURL(join(repoRoot, 'dist/vite.js')).href)
  const ours = await buildApp(`ours-${count}`, OURS, [loadout({ skills: [dir] })])
  const theirs = await buildApp(`theirs-${count}`, THEIRS, [], manifestData(dir))
  const [oursTimes, theirsTimes] = time([ours, theirs])
  return { skills, ours: { ...measure(ours), ...oursTimes }, theirs: { ...measure(theirs), ...theirsTimes } }
}

const run = (cmd, args, options) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26, ...options })

/** The skills CLI and the Node 22 it needs, installed once under the work folder. */
function skillsCli() {
  const dir = join(WORK, 'skills-cli')
  if (!existsSync(join(dir, 'node_modules/.bin/skills'))) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: SKILLS_CLI, allowScripts: { node: true } }))
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir })
  }
  return { node: join(dir, 'node_modules/.bin/node'), cli: join(dir, 'node_modules/skills/bin/cli.mjs') }
}

/** `skills add <folder> --copy` into a fresh project for Claude Code: its time, and the skills, files and bytes written. */
function cliAdd(count) {
  const { dir, skills } = skillSet(count)
  const { node, cli } = skillsCli()
  const project = join(WORK, `cli-project-${count}`)
  rmSync(project, { recursive: true, force: true })
  mkdirSync(project, { recursive: true })
  writeFileSync(join(project, 'package.json'), '{"private":true}\n')
  const t = performance.now()
  run(node, [cli, 'add', dir, '--copy', '--yes', '--agent', 'claude-code', '--skill', '*', '--full-depth'], { cwd: project, env: { ...process.env, DO_NOT_TRACK: '1', DISABLE_TELEMETRY: '1' } })
  const ms = performance.now() - t
  const installed = join(project, '.claude/skills')
  const files = readdirSync(installed, { recursive: true, encoding: 'utf8' }).filter(f => statSync(join(installed, f)).isFile())
  return { skills, ms, installed: readdirSync(installed).length, files: files.length, bytes: files.reduce((n, f) => n + statSync(join(installed, f)).size, 0) }
}

/** Every figure of the page docs/compared.md. */
export async function runPlatforms() {
  mkdirSync(WORK, { recursive: true })
  const rows = []
  for (const count of SIZES) {
    const row = await compare(count)
    row.cli = cliAdd(count)
    rows.push(row)
    console.log(`  platforms ${row.skills} skills: ours ${Math.round(row.ours.catalogMs)} ms, ${row.ours.promptChars} chars; agents' manifest() ${Math.round(row.theirs.catalogMs)} ms, ${row.theirs.promptChars} chars`)
  }
  return { node: process.version, agents: JSON.parse(readFileSync(join(repoRoot, 'node_modules/agents/package.json'), 'utf8')).version, rows }
}

const kb = b => (b >= 1 << 20 ? `${(b / (1 << 20)).toFixed(1)} MB` : `${(b / 1024).toFixed(1)} KB`)
const n = x => Math.round(x).toLocaleString('en-US')
const ratio = (a, b) => `${(a / b).toFixed(1)}x`

/** The two tables: ours beside agents' manifest() route, then the skills CLI. */
export function formatPlatforms(r) {
  const lines = [`agents ${r.agents}, Node ${r.node}, Vite 8 (SSR build, minified, every dependency bundled); times: median of ${ROUNDS} cold starts`, '']
  lines.push('| skills | route | start download (gzip) | to list (gzip) | import + catalog | catalog prompt | activate_skill schema | bodies loaded | skills lost | build |')
  lines.push('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of r.rows) {
    for (const [label, m] of [['ours: skillSource', row.ours], ['agents: manifest()', row.theirs]]) {
      lines.push(`| ${row.skills} | ${label} | ${kb(m.startGzip)} | ${m.listingFiles ? `+${kb(m.listingGzip)} (${m.listingFiles} chunks)` : '0'} | ${n(m.catalogMs)} ms | ${n(m.promptChars)} chars, ${m.listed} skills | ${n(m.schemaChars)} chars | ${m.bodies} | ${row.skills - m.reachable} | ${(m.buildMs / 1000).toFixed(1)} s |`)
    }
    lines.push(`| ${row.skills} | agents / ours | ${ratio(row.theirs.startGzip, row.ours.startGzip)} | | ${ratio(row.theirs.catalogMs, row.ours.catalogMs)} | ${ratio(row.theirs.promptChars, row.ours.promptChars)} | ${ratio(row.theirs.schemaChars, row.ours.schemaChars)} | ${ratio(row.theirs.bodies, row.ours.bodies)} | | |`)
  }
  lines.push('', 'skills lost: not reachable by the model (a name another skill holds, frontmatter the route refuses)')
  lines.push('', '| skills | `skills add <folder> --copy` (skills CLI) | skills installed | skills lost | files written | bytes written |', '| ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const row of r.rows) lines.push(`| ${row.skills} | ${n(row.cli.ms)} ms | ${row.cli.installed} | ${row.skills - row.cli.installed} | ${n(row.cli.files)} | ${kb(row.cli.bytes)} |`)
  return lines.join('\n')
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  if (!existsSync(CORPUS)) {
    console.log(`\nskipped: ${CORPUS} not found (the platforms bench needs the shared corpus)\n`)
    process.exit(0)
  }
  if (!existsSync(join(repoRoot, 'dist/cloudflare.js'))) throw new Error('dist/ missing: run npm run build first')
  const r = await runPlatforms()
  writeFileSync(join(WORK, 'last.json'), JSON.stringify(r, null, 2))
  console.log(`\n${formatPlatforms(r)}`)
}
