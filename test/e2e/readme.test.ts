// The setup snippets of the README and of the guides in docs/, pasted as they are into fresh apps that install the
// packed tarball, then built with each tool's own CLI, so the snippets cannot rot. A snippet is the fenced block after
// `<!-- snippet: NAME -->`, in README.md or any docs/*.md page.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../helpers/fixtures'
import { markdownPages, markedSnippets } from '../helpers/markdown'
import { exec, freshDir, installApp, npmInstall, packTarball, removeFreshDirs, REPO } from '../helpers/pack'
import { freePort, getJson, type Server, startServer } from '../helpers/server'
import { routesOf, startSite } from '../helpers/site'
import { verifyWellKnown } from '../helpers/well-known'

afterAll(removeFreshDirs)

const SNIPPETS = markedSnippets(markdownPages())
function snippet(name: string): string {
  const found = SNIPPETS.get(name)
  if (!found) throw new Error(`no page has a <!-- snippet: ${name} --> block (read: ${markdownPages().join(', ')})`)
  return found.code
}
/** The file a snippet's first line names (`// rollup.config.mjs (rollup -c)` -> rollup.config.mjs). */
const fileOf = (code: string) => /^\/\/ ([\w.-]+)/.exec(code)![1]!

/**
 * Where the Types snippet goes in a Vite app, as its first line says: `tsconfig.json`, or the `tsconfig.app.json` it
 * references when it holds no files itself (`"files": []`).
 */
function typesFileOf(app: string): string {
  const header = snippet('types').split('\n')[0]!
  expect(header).toMatch(/^\/\/ tsconfig\.json .*tsconfig\.app\.json.*"files": \[\]/)
  return /"files": \[\]/.test(readFileSync(join(app, 'tsconfig.json'), 'utf8')) ? 'tsconfig.app.json' : 'tsconfig.json'
}

const BODY_IDS = ['pdf-tables', 'translate-docs', 'house-rules', 'release-notes', 'ci-workflows']

/** Each body of the basic fixture sits in exactly one emitted .js file, and never in the main one. */
function expectOneChunkPerBody(outDir: string, main: string): void {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(f => f.endsWith('.js'))
  const text = new Map(files.map(f => [f, readFileSync(join(outDir, f), 'utf8')]))
  expect(files, 'emitted files').toContain(main)
  expect(text.get(main)).not.toContain('BODY-SENTINEL')
  for (const id of BODY_IDS) expect(files.filter(f => text.get(f)!.includes(`BODY-SENTINEL-${id}`)), id).toHaveLength(1)
}

it('the README and the guides mark every setup snippet this file builds', () => {
  const where = Object.fromEntries([...SNIPPETS].map(([name, { page }]) => [name, page]))
  expect(where).toEqual({
    ...Object.fromEntries(['esbuild', 'example-skill', 'first-example', 'next', 'rolldown', 'rollup', 'rspack', 'sql-tools', 'types', 'vite', 'webpack', 'webpack-cjs'].map(n => [n, 'README.md'])),
    'agents-worker': 'docs/platforms.md',
    'harness-skills': 'docs/platforms.md',
    'next-deployment': 'docs/deployment.md',
    'publish-vite': 'docs/publish.md',
    'pull-vite': 'docs/publish.md',
    'next-route': 'docs/deployment.md',
    'node-agent': 'docs/deployment.md',
    'worker-esbuild': 'docs/deployment.md',
  })
})

it('the Deployment guide shows the same next.config.ts as the README', () => {
  expect(snippet('next-deployment')).toBe(snippet('next'))
})

describe('a React app from `npm create vite@latest` (react-ts) with the Bundler setup and Types snippets', () => {
  let app: string
  beforeAll(async () => {
    const parent = freshDir('readme-vite')
    await exec('npm', ['create', '--yes', 'vite@latest', 'app', '--', '--template', 'react-ts', '--no-interactive'], { cwd: parent, timeout: 120_000 })
    app = join(parent, 'app')
    // The snippet's two lines applied to the template's vite.config.ts: the import, and the plugin beside react().
    const generated = readFileSync(join(app, 'vite.config.ts'), 'utf8')
    const importLine = snippet('vite').split('\n').find(l => l.includes("from 'unplugin-loadout/vite'"))!
    const call = /plugins: \[(loadout\(.*\))\]/.exec(snippet('vite'))![1]!
    expect(generated).toMatch(/plugins: \[react\(\)/)
    writeFileSync(join(app, 'vite.config.ts'), `${importLine}\n${generated.replace('plugins: [', `plugins: [${call}, `)}`)
    // The Types snippet goes in the file it names: tsconfig.json, or the tsconfig.app.json it references when it has
    // "files": [] (as react-ts's does), which is where the template's own "types" list is; that list must be kept.
    const typesName = typesFileOf(app)
    const typesFile = join(app, typesName)
    const tsconfig = readFileSync(typesFile, 'utf8')
    const templateTypes = /"types": (\[[^\]]*\])/.exec(tsconfig)?.[1]
    expect(templateTypes, `${typesName} of the react-ts template has a "types" list`).toBeDefined()
    const readmeTypes = /"types": (\[[^\]]*\])/.exec(snippet('types'))![1]!
    expect(JSON.parse(readmeTypes)).toEqual(expect.arrayContaining(JSON.parse(templateTypes!)))
    writeFileSync(typesFile, tsconfig.replace(templateTypes!, readmeTypes))
    // The app's code: the README's first example, called from the template's entry; Vite's own types in use.
    writeFileSync(join(app, 'src/skills.ts'), snippet('first-example'))
    writeFileSync(join(app, 'src/main.tsx'), `import { skillFor } from './skills'
const mode: string = import.meta.env.MODE
skillFor('extract the tables from this PDF').then((body) => {
  document.querySelector<HTMLDivElement>('#root')!.textContent = \`\${mode}: \${body ?? ''}\`
})
`)
    cpSync(join(FIXTURES, 'basic/skills'), join(app, 'skills'), { recursive: true })
    // As the Install section says: npm i -D unplugin-loadout (here, the packed tarball).
    await npmInstall(app, ['-D', await packTarball()])
  })

  it('a fresh clone (no loadout.d.ts yet) passes the template\'s `tsc -b && vite build`, which writes src/loadout.d.ts', async () => {
    expect(existsSync(join(app, 'src/loadout.d.ts'))).toBe(false)
    await exec('npm', ['run', 'build'], { cwd: app, timeout: 180_000 })
    expect(readFileSync(join(app, 'src/loadout.d.ts'), 'utf8')).toContain('"pdf-tables": true')
    const html = readFileSync(join(app, 'dist/index.html'), 'utf8')
    const main = /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)![1]!
    expectOneChunkPerBody(join(app, 'dist'), main)
  })

  it('with src/loadout.d.ts in place (committed), `tsc -b` rejects a mistyped skill id', async () => {
    expect(existsSync(join(app, 'src/loadout.d.ts'))).toBe(true)
    writeFileSync(join(app, 'src/typo.ts'), `import type { SkillId } from 'virtual:loadout'\nexport const typo: SkillId = 'pdf-tablez'\n`)
    try {
      const r = await exec(join(app, 'node_modules/.bin/tsc'), ['-b'], { cwd: app }).then(() => 'passed', (err: { stdout: string }) => err.stdout)
      expect(r).toMatch(/src\/typo\.ts.*'"pdf-tablez"' is not assignable to type/)
    }
    finally {
      rmSync(join(app, 'src/typo.ts'))
    }
  })
})

describe('the same app on Vite 5, whose default build target has no top-level await', () => {
  it('builds the first example (an async function, no top-level await) with the vite snippet', async () => {
    const parent = freshDir('readme-vite5')
    await exec('npm', ['create', '--yes', 'vite@latest', 'app', '--', '--template', 'vanilla-ts', '--no-interactive'], { cwd: parent, timeout: 120_000 })
    const app = join(parent, 'app')
    writeFileSync(join(app, fileOf(snippet('vite'))), snippet('vite'))
    writeFileSync(join(app, 'src/main.ts'), `${snippet('first-example')}\nskillFor('extract the tables from this PDF').then(b => console.log(b))\n`)
    cpSync(join(FIXTURES, 'basic/skills'), join(app, 'skills'), { recursive: true })
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    pkg.devDependencies.vite = '^5.4.0'
    writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2))
    await npmInstall(app, ['-D', await packTarball()])
    const { stdout } = await exec(join(app, 'node_modules/.bin/vite'), ['build'], { cwd: app, timeout: 180_000 })
    expect(stdout).toMatch(/vite v5\./)
    const html = readFileSync(join(app, 'dist/index.html'), 'utf8')
    expectOneChunkPerBody(join(app, 'dist'), /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)![1]!)
  })
})

describe('the other Bundler setup snippets, each built with its own CLI', () => {
  let app: string
  beforeAll(async () => {
    app = await installApp('readme-bundlers', {
      devDependencies: {
        'rollup': '^4.68.8',
        'rolldown': '^1.3.3',
        'esbuild': '^0.28.2',
        'webpack': '^5.113.0',
        'webpack-cli': '^7.3.1',
        '@rspack/core': '^2.3.4',
        '@rspack/cli': '^2.2.8',
      },
    })
  })

  // [snippet, command run in its folder, the main output file]
  const cases: Array<[string, string[], string]> = [
    ['rollup', ['rollup', '-c', 'rollup.config.mjs'], 'index.js'],
    ['rolldown', ['rolldown', '-c', 'rolldown.config.mjs'], 'index.js'],
    ['esbuild', ['node', 'build.mjs'], 'index.js'],
    ['webpack', ['webpack', '--config', 'webpack.config.mjs'], 'main.js'],
    ['webpack-cjs', ['webpack'], 'main.js'],
    ['rspack', ['rspack', 'build', '--config', 'rspack.config.mjs'], 'main.js'],
    // docs/deployment.md: a Worker's esbuild build (platform neutral), which wrangler then uploads unbundled.
    ['worker-esbuild', ['node', 'build.mjs'], 'index.js'],
  ]
  it.each(cases)('%s', async (name, [tool, ...args], main) => {
    const dir = join(app, name)
    mkdirSync(join(dir, 'src'), { recursive: true })
    cpSync(join(FIXTURES, 'basic/skills'), join(dir, 'skills'), { recursive: true })
    cpSync(join(FIXTURES, 'basic/entry.js'), join(dir, 'src/app.js'))
    // An entry with an effect, as an app's is (production builds drop code nothing uses).
    writeFileSync(join(dir, 'src/index.js'), `import { run } from './app.js'\nexport { run }\nglobalThis.loadoutRun = run('extract the tables from this PDF')\n`)
    const code = snippet(name)
    writeFileSync(join(dir, fileOf(code)), code)
    const bin = tool === 'node' ? process.execPath : join(app, 'node_modules/.bin', tool!)
    await exec(bin, args, { cwd: dir, timeout: 180_000 })
    expectOneChunkPerBody(join(dir, 'dist'), main)
    if (main === 'index.js') {
      // ESM output: route and load at run time.
      writeFileSync(join(dir, 'dist/package.json'), '{ "type": "module" }\n')
      const script = `const r = await (await import('./dist/index.js')).run('extract the tables from this PDF'); process.stdout.write(JSON.stringify(r))`
      const r = JSON.parse((await exec(process.execPath, ['--input-type=module', '-e', script], { cwd: dir })).stdout)
      expect(r.top).toBe('pdf-tables')
      expect(r.body).toContain('BODY-SENTINEL-pdf-tables')
    }
  })

  it('node-agent (docs/deployment.md): loadFromDisk in plain Node, no bundler', async () => {
    const dir = join(app, 'node-agent')
    mkdirSync(dir, { recursive: true })
    cpSync(join(FIXTURES, 'basic/skills'), join(dir, 'skills'), { recursive: true })
    const code = snippet('node-agent')
    writeFileSync(join(dir, fileOf(code)), code)
    const { stdout } = await exec(process.execPath, [fileOf(code)], { cwd: dir })
    const [id, length] = stdout.trim().split(' ')
    expect(id).toBe('pdf-tables')
    expect(Number(length)).toBeGreaterThan(0)
  })
})

describe('a Next.js app from `create-next-app@16` whose next.config.ts takes the Next.js snippet', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('next build (Turbopack) loads next.config.ts (compiled to CommonJS), and the route answers', async () => {
    const parent = freshDir('readme-next')
    await exec('npx', ['--yes', 'create-next-app@16', 'app', '--ts', '--app', '--no-eslint', '--no-tailwind', '--no-src-dir',
      '--import-alias', '@/*', '--use-npm', '--skip-install', '--disable-git', '--yes'], { cwd: parent, timeout: 120_000 })
    const app = join(parent, 'app')
    // The snippet's two lines applied to the generated config: the import, and the export wrapping it.
    const generated = readFileSync(join(app, 'next.config.ts'), 'utf8')
    const lines = snippet('next').split('\n')
    expect(generated).toContain('export default nextConfig;')
    const config = `${lines.find(l => l.includes("from 'unplugin-loadout/next'"))}\n${generated}`
      .replace('export default nextConfig;', lines.find(l => l.startsWith('export default'))!)
    writeFileSync(join(app, 'next.config.ts'), config)
    // Types as the Types section says: the snippet's `dts` alone, which Turbopack's build must write before
    // "Running TypeScript" checks this module.
    mkdirSync(join(app, 'lib'))
    writeFileSync(join(app, 'lib/skills.ts'), snippet('first-example'))
    // The route handler of docs/deployment.md, on the Edge runtime, where its first line says it goes.
    const route = snippet('next-route')
    const routeFile = /^\/\/ ([\w./-]+)/.exec(route)![1]!
    mkdirSync(join(app, routeFile, '..'), { recursive: true })
    writeFileSync(join(app, routeFile), route)
    // The starter's layout fetches Geist from Google Fonts at build time; this machine reaches only the npm registry.
    writeFileSync(join(app, 'app/layout.tsx'), `export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <html lang="en"><body>{children}</body></html>
}
`)
    cpSync(join(FIXTURES, 'basic/skills'), join(app, 'skills'), { recursive: true })
    // The versions this repository tests (and has in the npm cache) instead of the starter's exact pins.
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    const mine = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies
    for (const dep of ['next', 'react', 'react-dom']) pkg.dependencies[dep] = mine[dep]
    writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2))
    await npmInstall(app, [await packTarball()])

    const env = { NEXT_TELEMETRY_DISABLED: '1' }
    const { stdout } = await exec(join(app, 'node_modules/.bin/next'), ['build'], { cwd: app, env: { ...process.env, ...env }, timeout: 400_000, maxBuffer: 1 << 26 })
    expect(stdout).toMatch(/Next\.js 16\.\d+\.\d+ \(Turbopack/)
    expect(stdout).toMatch(/Running TypeScript/)
    expect(readFileSync(join(app, 'loadout.d.ts'), 'utf8')).toContain('"pdf-tables": true')
    expect(stdout).toMatch(/\/api\/skills/)
    const port = await freePort()
    server = await startServer(join(app, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in/, timeout: 60_000 })
    const { status, body } = await getJson(`http://127.0.0.1:${port}/api/skills?q=${encodeURIComponent('extract the tables from this PDF')}`)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.best).toBe('pdf-tables')
    expect(body.body).toContain('BODY-SENTINEL-pdf-tables')
  }, 600_000)
})

/** The `npm i ...` line the README gives just before snippet `name` (what the snippet needs installed). */
function installLineBefore(name: string): string[] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
  const before = readme.slice(0, readme.indexOf(`<!-- snippet: ${name} -->`))
  const line = before.split('\n').reverse().find(l => l.startsWith('npm i '))
  if (!line) throw new Error(`README.md gives no \`npm i ...\` line before the ${name} snippet`)
  return line.replace(/^npm i /, '').trim().split(/\s+/)
}

// The Large catalogs snippet in a fresh app: the packed tarball, then exactly the install line the README gives
// before it (better-sqlite3 builds from source here, where its prebuilt binary cannot download: JOBS=max lets
// node-gyp use both cores), a database exported by the app's own `npx unplugin-loadout`, and the snippet run by Node.
describe('the Large catalogs snippet, with its install line, in a fresh app', () => {
  it('gives the catalog prompt, the AI SDK tools and an MCP handler that answers', async () => {
    const dir = await installApp('readme-sql', { pkg: { type: 'module' } })
    const peers = installLineBefore('sql-tools')
    expect(peers).toEqual(expect.arrayContaining(['better-sqlite3', 'ai', '@modelcontextprotocol/server']))
    await npmInstall(dir, peers, { JOBS: 'max' })
    cpSync(join(FIXTURES, 'basic/skills'), join(dir, 'skills'), { recursive: true })
    await exec('npx', ['unplugin-loadout', 'export', '--format', 'sqlite', '--skills', 'skills', '--out', 'skills.db'], { cwd: dir, timeout: 120_000 })
    writeFileSync(join(dir, fileOf(snippet('sql-tools'))), snippet('sql-tools'))
    writeFileSync(join(dir, 'check.mjs'), `import { loadout, mcp, system, tools } from './skills.mjs'
const skill = await tools.Skill.execute({ name: 'pdf-tables' }, { toolCallId: 'x', messages: [] })
const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'readme', version: '1' } } }
const res = await mcp(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(init) }))
const answer = await res.json()
console.log(JSON.stringify({ system, tools: Object.keys(tools), skill: skill.content, status: res.status, server: answer.result?.serverInfo?.name, instructions: answer.result?.instructions, count: loadout.count }))
`)
    const out = JSON.parse((await exec(process.execPath, ['check.mjs'], { cwd: dir })).stdout.trim().split('\n').pop()!)
    expect(out.system).toMatch(/^## Skills\n[\s\S]*- pdf-tables: /)
    expect(out.tools).toEqual(['Skill', 'SkillSearch', 'read_resource'])
    expect(out.skill).toMatch(/^<skill_content name="pdf-tables">[\s\S]*BODY-SENTINEL-pdf-tables/)
    expect(out).toMatchObject({ status: 200, server: 'loadout', instructions: out.system })
    expect(out.count).toBeGreaterThan(3)
  }, 900_000)
})

/** The output of a command that must fail (stdout and stderr), and a rejection when it passes. */
async function failing(command: string, args: string[], options: Parameters<typeof exec>[2]): Promise<string> {
  return exec(command, args, options).then(
    () => { throw new Error(`${command} ${args.join(' ')} passed`) },
    (err: { stdout?: string, stderr?: string }) => `${err.stdout ?? ''}${err.stderr ?? ''}`,
  )
}

describe('Publish and pull (docs/publish.md): one app publishes, a second pulls it from 127.0.0.1', () => {
  it('vite build writes the well-known tree; the snippet pasted into a fresh app pins it, builds again offline in CI, and verify passes', async () => {
    const mine = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies
    const app = await installApp('readme-publish', { devDependencies: { vite: mine.vite } })
    const vite = join(app, 'node_modules/.bin/vite')
    const page = (dir: string) => {
      mkdirSync(join(dir, 'src'), { recursive: true })
      writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>\n')
      writeFileSync(join(dir, 'src/main.js'), `import { match } from 'virtual:loadout'\nconsole.log(match('extract the tables from this PDF'))\n`)
    }
    const publisher = join(app, 'publisher')
    page(publisher)
    cpSync(join(FIXTURES, 'basic/skills'), join(publisher, 'skills'), { recursive: true })
    writeFileSync(join(publisher, fileOf(snippet('publish-vite'))), snippet('publish-vite'))
    await exec(vite, ['build'], { cwd: publisher, timeout: 180_000 })
    const index = await verifyWellKnown(path => readFileSync(join(publisher, 'dist', path)))
    expect(index.skills.map((s: any) => s.name)).toEqual(['ci-workflows', 'house-rules', 'pdf-tables', 'release-notes', 'translate-docs'])

    // The second app, fresh (no skills/ of its own): the snippet as it is, its URL replaced by the local server's.
    const site = await startSite(routesOf(join(publisher, 'dist')))
    const consumer = join(app, 'consumer')
    page(consumer)
    const config = snippet('pull-vite')
    expect(config).toContain("'https://skills.example.com'")
    writeFileSync(join(consumer, fileOf(config)), config.replace('https://skills.example.com', site.origin))
    try {
      await exec(vite, ['build'], { cwd: consumer, env: { ...process.env, CI: '' }, timeout: 180_000 })
    }
    finally {
      await site.close()
    }
    const lock = JSON.parse(readFileSync(join(consumer, 'skills-lock.json'), 'utf8'))
    expect(lock.skills.map((s: any) => s.name)).toEqual(index.skills.map((s: any) => s.name))
    rmSync(join(consumer, 'dist'), { recursive: true })
    // The server gone, CI set (frozen): the lockfile and the cache build it, and verify agrees.
    await exec(vite, ['build'], { cwd: consumer, env: { ...process.env, CI: 'true' }, timeout: 180_000 })
    const built = readdirSync(join(consumer, 'dist/assets')).map(f => readFileSync(join(consumer, 'dist/assets', f), 'utf8')).join('\n')
    expect(built).toContain('pdf-tables')
    const { stderr } = await exec(join(app, 'node_modules/.bin/loadout'), ['verify'], { cwd: consumer })
    expect(stderr).toMatch(/skills-lock\.json: 5 skills of 1 source match the cache/)

    // Offline with an empty cache (it lives in node_modules, which `rm -rf node_modules` and `npm ci` empty): the
    // error says what is missing, where the cache is, what the lockfile pins and what to run (point 6).
    rmSync(join(consumer, 'node_modules/.cache/unplugin-loadout'), { recursive: true })
    const offline = await failing(vite, ['build'], { cwd: consumer, env: { ...process.env, CI: '' }, timeout: 180_000 })
    expect(offline).toMatch(/cannot be fetched: ECONNREFUSED\. skills-lock\.json pins 5 skills from it \(ci-workflows, house-rules, pdf-tables, release-notes, translate-docs\), and the cache at node_modules\/\.cache\/unplugin-loadout lacks the files of 5 of them/)
    expect(offline).toContain('run `npx unplugin-loadout update` once online')
    expect(offline).toContain('keep that folder between CI runs to build offline')
  }, 600_000)

  it('a build that fails writes no lockfile, and a missing source folder gets a hint, not a stack trace (point 3)', async () => {
    const mine = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies
    const app = await installApp('readme-pull-fails', { devDependencies: { vite: mine.vite } })
    const vite = join(app, 'node_modules/.bin/vite')
    const publisher = join(app, 'publisher')
    cpSync(join(FIXTURES, 'basic/skills'), join(publisher, 'skills'), { recursive: true })
    await exec(join(app, 'node_modules/.bin/unplugin-loadout'), ['build', '--skills', 'skills', '--publish', 'public'], { cwd: publisher })
    const site = await startSite(routesOf(join(publisher, 'public')))
    const consumer = (name: string, skills: string) => {
      const dir = join(app, name)
      mkdirSync(join(dir, 'src'), { recursive: true })
      writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>\n')
      writeFileSync(join(dir, 'src/main.js'), `import { match } from 'virtual:loadout'\nconsole.log(match('pdf'))\n`)
      writeFileSync(join(dir, 'vite.config.js'), `import loadout from 'unplugin-loadout/vite'\nexport default { plugins: [loadout({ skills: ['skills', ${JSON.stringify(site.origin)}] })] }\n`)
      if (skills) writeTreeOf(join(dir, 'skills'), skills)
      return dir
    }
    const env = { ...process.env, CI: '' }
    try {
      // The pull succeeds, a skill of the app's own has an error: the build fails, the lockfile is not written.
      const broken = consumer('broken', '---\nname: mine\n---\nNo description.\n')
      const out = await failing(vite, ['build'], { cwd: broken, env, timeout: 180_000 })
      expect(out).toMatch(/skills\/mine\/SKILL\.md:1:1: error: .*\[missing-description\]/)
      expect(site.requests).toContain('/.well-known/agent-skills/index.json')
      expect(existsSync(join(broken, 'skills-lock.json'))).toBe(false)
      // No skills/ folder: what to do, no trace through the package, and nothing fetched or written.
      const before = site.requests.length
      const missing = consumer('missing', '')
      const why = await failing(vite, ['build'], { cwd: missing, env, timeout: 180_000 })
      expect(why).toContain('skill source folder "skills" does not exist: create it (`npx unplugin-loadout init` makes skills/ with an example skill), or take "skills" out of the `skills` option [source-missing]')
      expect(why, 'no stack frames').not.toMatch(/^\s+at /m)
      expect(site.requests.length).toBe(before)
      expect(existsSync(join(missing, 'skills-lock.json'))).toBe(false)
    }
    finally {
      await site.close()
    }
  }, 600_000)
})

describe('docs/platforms.md: agents/skills in a Worker, and the AI SDK 7 harness entries, on Node 22', () => {
  let app: string
  beforeAll(async () => {
    // agents 0.32 with ai 7 (which needs Node 22: the npm package `node` runs the snippets).
    app = await installApp('readme-platforms', {
      pkg: { type: 'module', allowScripts: { node: true } },
      dependencies: { 'agents': '0.32.0', 'ai': '7.0.185', 'zod': '4.6.7', 'node': '22.23.3' },
      devDependencies: { esbuild: '^0.28.2' },
    })
  })
  const node22 = () => join(app, 'node_modules/.bin/node')
  const skillsIn = (name: string) => {
    const dir = join(app, name)
    mkdirSync(join(dir, 'src'), { recursive: true })
    cpSync(join(FIXTURES, 'basic/skills'), join(dir, 'skills'), { recursive: true })
    return dir
  }

  it('agents-worker, built by the worker-esbuild snippet: its fetch answers with agents\' catalog and an activation', async () => {
    const dir = skillsIn('agents-worker')
    writeFileSync(join(dir, 'src/index.js'), snippet('agents-worker'))
    writeFileSync(join(dir, fileOf(snippet('worker-esbuild'))), snippet('worker-esbuild'))
    await exec(process.execPath, ['build.mjs'], { cwd: dir, timeout: 180_000 })
    writeFileSync(join(dir, 'dist/package.json'), '{ "type": "module" }\n')
    const script = `const worker = (await import('./dist/index.js')).default
const res = await worker.fetch(new Request('http://worker/?task=' + encodeURIComponent('extract the tables from this PDF')))
process.stdout.write(JSON.stringify(await res.json()))`
    const r = JSON.parse((await exec(node22(), ['--input-type=module', '-e', script], { cwd: dir })).stdout)
    expect(r.tools).toEqual(['activate_skill', 'read_skill_resource', 'SkillSearch'])
    expect(r.prompt).toMatch(/^Available skills\. When a task matches a skill, use activate_skill with its name before proceeding\.\n\n- house-rules: /)
    expect(r.prompt).toContain('\n- pdf-tables: ')
    expect(r.activated).toMatch(/^<skill_content name="house-rules">\n[\s\S]*BODY-SENTINEL-house-rules/)
  })

  it('harness-skills prints the routed skills\' entries and one skill\'s upload files', async () => {
    const dir = skillsIn('harness-skills')
    const code = snippet('harness-skills')
    writeFileSync(join(dir, fileOf(code)), code)
    const { stdout } = await exec(node22(), [fileOf(code)], { cwd: dir })
    expect(stdout.trim().split('\n')).toEqual([
      'house-rules: ',
      'pdf-tables: references/heuristics.md, scripts/extract.py',
      'pdf-tables/SKILL.md',
      'pdf-tables/references/heuristics.md',
      'pdf-tables/scripts/extract.py',
    ])
  })
})

/** One skill, `mine`, in `dir`. */
function writeTreeOf(dir: string, skillMd: string): void {
  mkdirSync(join(dir, 'mine'), { recursive: true })
  writeFileSync(join(dir, 'mine/SKILL.md'), skillMd)
}
