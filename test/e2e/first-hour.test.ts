// The first hour of a new user (issue 42), from the packed tarball in fresh apps made by each tool's own starter:
// `npx unplugin-loadout init --install` in `npm create vite` apps (vanilla, vanilla-ts, react-ts) and a
// `create-next-app` app, whose `npm run build` (tsc included) then passes first time; the README's install line for
// Next.js under `npm ci --omit=dev` and `next start`; the Types snippet as pasted; the Vite dev server's messages; one
// summary per `next build --webpack`; the MCP Skill tool's description; the README's example skill under `check
// --strict`; warnings at scale. npx and npm reach the package through a registry on 127.0.0.1 (test/helpers/registry.ts)
// that serves the tarball, as they will reach the published package. Points 3 and 6 (pull) are in readme.test.ts.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORPUS, FIXTURES, HAS_CORPUS } from '../helpers/fixtures'
import { markdownPages, markedSnippets } from '../helpers/markdown'
import { exec, freshDir, installApp, npmInstall, packTarball, removeFreshDirs, REPO } from '../helpers/pack'
import { type Registry, startRegistry } from '../helpers/registry'
import { freePort, getJson, run, type Server, startServer } from '../helpers/server'

const SNIPPETS = markedSnippets(markdownPages())
const snippet = (name: string) => SNIPPETS.get(name)!.code
const MINE = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies as Record<string, string>

let registry: Registry
const servers: Server[] = []
beforeAll(async () => {
  registry = await startRegistry(await packTarball())
})
afterAll(async () => {
  await Promise.all(servers.splice(0).map(s => s.stop()))
  await registry?.close()
  removeFreshDirs()
})

/** npm sent to the registry that serves the tarball (its packument and tarball are cached by URL and integrity). */
const registryEnv = () => ({ ...process.env, ...registry.env })

/**
 * The same for npx, with an npm cache of this run's own: npx keeps the packages it installed by their name, so the
 * machine's cache could hand it an older pack of the same version.
 */
let npxCache: string | undefined
const npxEnv = () => ({ ...registryEnv(), npm_config_cache: npxCache ??= freshDir('npx-cache') })

/** `npx unplugin-loadout init [args]` in `app`, as a user runs it before installing anything: its output. */
async function npxInit(app: string, args: string[] = []): Promise<string> {
  return run('npx', ['--yes', 'unplugin-loadout', 'init', ...args], { cwd: app, env: npxEnv(), timeout: 300_000 })
}

/** Every file of `app` but node_modules and the build's output, with its text: what a second `init` must not change. */
function snapshot(app: string): Record<string, string> {
  const skip = /^(node_modules|dist|\.next|\.loadout)(\/|$)/
  return Object.fromEntries(readdirSync(app, { recursive: true, withFileTypes: true })
    .filter(e => e.isFile())
    .map(e => join(e.parentPath, e.name).slice(app.length + 1))
    .filter(f => !skip.test(f))
    .map(f => [f, readFileSync(join(app, f), 'utf8')]))
}

const starters = new Map<string, Promise<string>>()

/**
 * An app from `npm create vite@latest` with its template's dependencies installed: made once per template and file,
 * and copied for each use (node_modules' links kept as they are).
 */
async function createVite(template: string): Promise<string> {
  if (!starters.has(template)) {
    starters.set(template, (async () => {
      const parent = freshDir(`first-hour-${template}`)
      await exec('npm', ['create', '--yes', 'vite@latest', 'app', '--', '--template', template, '--no-interactive'], { cwd: parent, timeout: 120_000 })
      await npmInstall(join(parent, 'app'))
      return join(parent, 'app')
    })())
  }
  const app = join(freshDir(`first-hour-${template}-copy`), 'app')
  cpSync(await starters.get(template)!, app, { recursive: true, verbatimSymlinks: true })
  return app
}

/** The .js files a Vite build wrote, by name, with their text. */
function builtScripts(app: string): Map<string, string> {
  const dir = join(app, 'dist/assets')
  return new Map(readdirSync(dir).filter(f => f.endsWith('.js')).map(f => [f, readFileSync(join(dir, f), 'utf8')]))
}

describe.each([
  ['vanilla', 'src/main.js', 'src/skills.js'],
  ['vanilla-ts', 'src/main.ts', 'src/skills.ts'],
  ['react-ts', 'src/main.tsx', 'src/skills.ts'],
])('`npx unplugin-loadout init --install` in a `npm create vite` %s app', (template, entry, skillsModule) => {
  let app: string
  let firstRun: string
  beforeAll(async () => {
    app = await createVite(template)
    firstRun = await npxInit(app, ['--install'])
  })

  it('sets it up, installs it as a dev dependency, and ends with the two commands to try', () => {
    expect(firstRun).toMatch(/unplugin-loadout init: a Vite app.*, npm/)
    expect(firstRun).toContain('created skills/commit-messages/SKILL.md')
    expect(JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).devDependencies['unplugin-loadout']).toBeDefined()
    expect(existsSync(join(app, 'node_modules/unplugin-loadout/dist/vite.js'))).toBe(true)
    const lines = firstRun.trimEnd().split('\n')
    expect(lines.at(-2)).toBe('  npx unplugin-loadout match "write a commit message for this fix"')
    expect(lines.at(-1)).toMatch(/^ {2}npm run dev +\(then open \/__loadout\/ on the dev server/)
  })

  it('`npm run build` passes first time (tsc before vite build, no loadout.d.ts yet) with a page that routes and loads', async () => {
    const ts = skillsModule.endsWith('.ts')
    writeFileSync(join(app, skillsModule), ts ? snippet('first-example') : snippet('first-example').replace('(task: string): Promise<string | undefined>', '(task)'))
    writeFileSync(join(app, entry), `import { skillFor } from './skills'\nskillFor('write a commit message for this fix').then((body) => { document.body.textContent = body ?? '' })\n`)
    if (ts) expect(existsSync(join(app, 'src/loadout.d.ts'))).toBe(false)
    const out = await run('npm', ['run', 'build'], { cwd: app, timeout: 300_000 })
    expect(out).toMatch(/\[unplugin-loadout\] 1 skill file found: 1 compiled, 0 skipped; 0 errors, 0 warnings/)
    if (ts) expect(readFileSync(join(app, 'src/loadout.d.ts'), 'utf8')).toContain('"commit-messages": true')
    // The body is a chunk of its own, not in the entry.
    const scripts = builtScripts(app)
    const withBody = [...scripts].filter(([, text]) => text.includes('at most 50 characters')).map(([f]) => f)
    expect(withBody).toHaveLength(1)
    expect(withBody[0]).not.toMatch(/^index-/)
  })

  it('a second init changes nothing', async () => {
    const before = snapshot(app)
    const again = await run(join(app, 'node_modules/.bin/unplugin-loadout'), ['init'], { cwd: app })
    expect(snapshot(app)).toEqual(before)
    expect(again).not.toMatch(/^ {2}(created|updated|installing) /m)
    expect(again).toContain('package.json: lists unplugin-loadout in devDependencies already')
  })

  it('its example skill passes check --strict', async () => {
    const out = await run(join(app, 'node_modules/.bin/unplugin-loadout'), ['check', '--strict'], { cwd: app })
    expect(out).toMatch(/1 skill file found: 1 compiled, 0 skipped; 0 errors, 0 warnings/)
  })
})

describe('the README\'s Types snippet pasted into a `npm create vite` vanilla-ts app (point 2)', () => {
  it('goes where its first line says, and `npm run build` (tsc, then vite build) passes before loadout.d.ts exists', async () => {
    const app = await createVite('vanilla-ts')
    await npmInstall(app, ['-D', await packTarball()])
    writeFileSync(join(app, 'vite.config.ts'), snippet('vite'))
    // As a user reads the snippet's first line: the file it names first, tsconfig.json here (no "files": []).
    const header = snippet('types').split('\n')[0]!
    const named = /^\/\/ ([\w.-]+)/.exec(header)![1]!
    const target = join(app, named)
    const types = /"types": (\[[^\]]*\])/.exec(snippet('types'))![1]!
    if (existsSync(target)) writeFileSync(target, readFileSync(target, 'utf8').replace(/"types": \[[^\]]*\]/, `"types": ${types}`))
    else writeFileSync(target, `${snippet('types').split('\n').slice(1).join('\n')}`)
    writeFileSync(join(app, 'src/skills.ts'), snippet('first-example'))
    writeFileSync(join(app, 'src/main.ts'), `import { skillFor } from './skills'\nskillFor('extract the tables from this PDF').then(b => console.log(b))\n`)
    cpSync(join(FIXTURES, 'basic/skills'), join(app, 'skills'), { recursive: true })
    expect(existsSync(join(app, 'src/loadout.d.ts'))).toBe(false)
    await run('npm', ['run', 'build'], { cwd: app, timeout: 300_000 })
    expect(readFileSync(join(app, 'src/loadout.d.ts'), 'utf8')).toContain('"pdf-tables": true')
  })
})

describe('the Vite dev server prints each problem once per change, with the prefix (point 10)', () => {
  it('an edit that breaks a skill: its error and the "left out" line once; the same bytes saved again: nothing more', async () => {
    const app = await createVite('vanilla-ts')
    await npmInstall(app, ['-D', await packTarball()])
    await run(join(app, 'node_modules/.bin/unplugin-loadout'), ['init'], { cwd: app })
    writeFileSync(join(app, 'src/main.ts'), `import { match } from 'virtual:loadout'\nconsole.log(match('write a commit message'))\n`)
    const port = await freePort()
    const server = await startServer(join(app, 'node_modules/.bin/vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: app, ready: /ready in/, timeout: 60_000 })
    servers.push(server)
    const page = () => fetch(`http://127.0.0.1:${port}/@id/__x00__virtual:loadout`).then(r => r.text())
    const waitFor = async (re: RegExp) => {
      for (let i = 0; i < 600 && !re.test(server.output()); i++) await new Promise(r => setTimeout(r, 100))
      expect(server.output()).toMatch(re)
    }
    await page()
    const skill = join(app, 'skills/commit-messages/SKILL.md')
    const broken = '---\nname: commit-messages\n---\nNo description.\n'
    // Saved as editors that write a new file and rename it do: a write in place truncates the file first, and a
    // watcher that reads it at that moment sees a real, empty SKILL.md (whose own error is then rightly printed).
    const save = (text: string) => {
      writeFileSync(join(app, 'saved.tmp'), text)
      renameSync(join(app, 'saved.tmp'), skill)
    }
    save(broken)
    await waitFor(/commit-messages\/SKILL\.md:1:1: error: .*\[missing-description\]/)
    await page()
    // An editor that writes the same bytes twice (save, then format on save): nothing changed.
    save(broken)
    await page()
    save(broken)
    await page()
    // A change elsewhere, whose own line says every event before it was handled.
    mkdirSync(join(app, 'skills/other'))
    writeFileSync(join(app, 'skills/other/SKILL.md'), '---\nname: other\n---\nNo description either.\n')
    await waitFor(/other\/SKILL\.md:1:1: error: /)
    await page()
    const lines = server.output().replace(/\x1B\[[\d;]*m/g, '').split('\n')
    const errorLines = lines.filter(l => l.includes('commit-messages/SKILL.md:1:1: error:'))
    expect(errorLines, lines.join('\n')).toHaveLength(1)
    expect(errorLines[0]).toMatch(/^\[unplugin-loadout\] skills\/commit-messages\/SKILL\.md:1:1: error: /)
    expect(lines.filter(l => l.includes('1 skill file with errors left out until fixed')), lines.join('\n')).toEqual(['[unplugin-loadout] 1 skill file with errors left out until fixed; the other skills are served'])
    expect(lines.filter(l => l.includes('2 skill files with errors left out until fixed'))).toHaveLength(1)
  })
})

describe('a `create-next-app` app: the README\'s install line, init, builds, then `next start` with production dependencies only', () => {
  let app: string
  beforeAll(async () => {
    const parent = freshDir('first-hour-next')
    await exec('npx', ['--yes', 'create-next-app@16', 'app', '--ts', '--app', '--no-eslint', '--no-tailwind', '--no-src-dir',
      '--import-alias', '@/*', '--use-npm', '--skip-install', '--disable-git', '--yes'], { cwd: parent, timeout: 120_000 })
    app = join(parent, 'app')
    // The starter's layout fetches Geist from Google Fonts at build time; this machine reaches only the npm registry.
    writeFileSync(join(app, 'app/layout.tsx'), `export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <html lang="en"><body>{children}</body></html>
}
`)
    // The versions this repository tests (and has in the npm cache) instead of the starter's exact pins.
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    for (const dep of ['next', 'react', 'react-dom']) pkg.dependencies[dep] = MINE[dep]
    writeFileSync(join(app, 'package.json'), JSON.stringify(pkg, null, 2))
    await npmInstall(app)
    // The README's install line for Next.js, as it is: the last `npm i` before its Next.js snippet (the name resolves to
    // the tarball through the registry).
    const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
    const line = readme.slice(0, readme.indexOf('<!-- snippet: next -->')).split('\n').reverse().find(l => l.startsWith('npm i '))!
    await run('npm', line.replace(/^npm i /, 'install ').trim().split(/\s+/), { cwd: app, env: registryEnv(), timeout: 300_000 })
    await run(join(app, 'node_modules/.bin/unplugin-loadout'), ['init'], { cwd: app })
    const route = snippet('next-route')
    const routeFile = join(app, /^\/\/ ([\w./-]+)/.exec(route)![1]!)
    mkdirSync(join(routeFile, '..'), { recursive: true })
    writeFileSync(routeFile, route)
  }, 600_000)

  it('init wrapped next.config.ts and ignores .loadout/', () => {
    expect(readFileSync(join(app, 'next.config.ts'), 'utf8')).toMatch(/export default withLoadout\(nextConfig, \{\s*skills: \["skills"\],\s*dts: "loadout\.d\.ts",?\s*\}\);/)
    expect(readFileSync(join(app, '.gitignore'), 'utf8')).toMatch(/^\/\.loadout\/$/m)
  })

  const NEXT_ENV = { NEXT_TELEMETRY_DISABLED: '1' }
  const summaries = (out: string) => out.split('\n').filter(l => /\[unplugin-loadout\] \d+ skill files? found:/.test(l))

  it('`npm run build` (Turbopack, types checked) passes first time and prints one summary', async () => {
    const out = await run('npm', ['run', 'build'], { cwd: app, env: NEXT_ENV, timeout: 400_000 })
    expect(out).toMatch(/Running TypeScript/)
    expect(summaries(out), out).toHaveLength(1)
  }, 600_000)

  it('`next build --webpack` prints one summary, not one from withLoadout and another from the plugin (point 10)', async () => {
    const out = await run(join(app, 'node_modules/.bin/next'), ['build', '--webpack'], { cwd: app, env: NEXT_ENV, timeout: 400_000 })
    expect(out).toMatch(/webpack/)
    expect(summaries(out), out).toHaveLength(1)
  }, 600_000)

  it('after `npm ci --omit=dev`, `next start` loads next.config.ts and the route answers (point 1)', async () => {
    rmSync(join(app, 'node_modules'), { recursive: true, force: true })
    await run('npm', ['ci', '--omit=dev', '--prefer-offline'], { cwd: app, env: registryEnv(), timeout: 300_000 })
    expect(existsSync(join(app, 'node_modules/typescript')), 'dev dependencies left out').toBe(false)
    const port = await freePort()
    const server = await startServer(join(app, 'node_modules/.bin/next'), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env: NEXT_ENV, ready: /Ready in|Error/, timeout: 60_000 })
    servers.push(server)
    expect(server.output()).not.toMatch(/Failed to load next\.config|Cannot find module/)
    const { status, body } = await getJson(`http://127.0.0.1:${port}/api/skills?q=${encodeURIComponent('write a commit message for this fix')}`)
    expect(status, server.output()).toBe(200)
    expect(body.best).toBe('commit-messages')
    expect(body.body).toContain('at most 50 characters')
  }, 600_000)
})

describe('a fresh app with the tarball and the MCP SDK', () => {
  let app: string
  beforeAll(async () => {
    // The server's SDK (the optional peer `loadout mcp` needs) and a client of the other SDK generation.
    app = await installApp('first-hour-plain', {
      pkg: { type: 'module' },
      dependencies: { '@modelcontextprotocol/server': MINE['@modelcontextprotocol/server']!, '@modelcontextprotocol/sdk': MINE['@modelcontextprotocol/sdk']! },
      devDependencies: { vite: MINE.vite! },
    })
  })
  const cli = (args: string[]) => run(join(app, 'node_modules/.bin/unplugin-loadout'), args, { cwd: app, timeout: 300_000 })

  it('the README\'s example skill passes `check --strict` (point 9)', async () => {
    mkdirSync(join(app, 'skills/pdf-extract'), { recursive: true })
    writeFileSync(join(app, 'skills/pdf-extract/SKILL.md'), snippet('example-skill'))
    const out = await cli(['check', '--strict'])
    expect(out).toMatch(/1 skill file found: 1 compiled, 0 skipped; 0 errors, 0 warnings/)
  })

  it('the MCP server\'s Skill description says what two calls answer, and they answer it (point 7)', async () => {
    writeFileSync(join(app, 'mcp-client.mjs'), `import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
const client = new Client({ name: 'first-hour', version: '1.0.0' })
await client.connect(new StdioClientTransport({ command: 'node_modules/.bin/unplugin-loadout', args: ['mcp', '--skills', 'skills'] }))
const { tools } = await client.listTools()
const calls = []
for (let i = 0; i < 2; i++) calls.push((await client.callTool({ name: 'Skill', arguments: { name: 'pdf-extract' } })).content[0].text)
console.log(JSON.stringify({ description: tools.find(t => t.name === 'Skill').description, calls }))
await client.close()
`)
    const { stdout } = await exec(process.execPath, ['mcp-client.mjs'], { cwd: app, timeout: 120_000 })
    const { description, calls } = JSON.parse(stdout.trim().split('\n').pop()!)
    expect(description).not.toMatch(/not sent again/)
    expect(description).toMatch(/Every call returns the whole instructions/)
    for (const text of calls) expect(text).toMatch(/^<skill_content name="pdf-extract">[\s\S]*# Extract text and tables from PDFs/)
  })

  describe.skipIf(!HAS_CORPUS)('791 skills of the corpus (point 11: warnings summarised)', () => {
    it('check lists the first 3 of each code and a count per code; --verbose lists every one', async () => {
      const out = await cli(['check', '--skills', CORPUS])
      const summary = /0 errors, ([\d,]+) warnings/.exec(out)!
      const warnings = Number(summary[1]!.replace(/,/g, ''))
      expect(warnings).toBeGreaterThan(100)
      const listed = out.split('\n').filter(l => /: warning: /.test(l))
      const tally = out.split('\n').find(l => /^[\d,]+ warnings \(/.test(l))!
      const codes = [...tally.matchAll(/([\d,]+) ([a-z-]+)/g)].slice(1)
      expect(listed.length).toBeLessThanOrEqual(3 * codes.length)
      expect(tally).toMatch(/the first 3 of each code are listed above; every one: --verbose \(or --json\)$/)
      const verbose = await cli(['check', '--skills', CORPUS, '--verbose'])
      expect(verbose.split('\n').filter(l => /: warning: /.test(l))).toHaveLength(warnings)
    })

    it('a vite build prints the same summary, and says where every warning is', async () => {
      const dir = join(app, 'corpus-page')
      mkdirSync(join(dir, 'src'), { recursive: true })
      writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>\n')
      writeFileSync(join(dir, 'src/main.js'), `import { match } from 'virtual:loadout'\nconsole.log(match('review this pull request'))\n`)
      writeFileSync(join(dir, 'vite.config.js'), `import loadout from 'unplugin-loadout/vite'\nexport default { plugins: [loadout({ skills: [${JSON.stringify(CORPUS)}] })] }\n`)
      const out = await run(join(app, 'node_modules/.bin/vite'), ['build'], { cwd: dir, timeout: 300_000 })
      const warningLines = out.split('\n').filter(l => /: warning: .*\[[a-z-]+\]\s*$/.test(l))
      expect(warningLines.length).toBeGreaterThan(10)
      expect(warningLines.length).toBeLessThan(40)
      expect(out).toMatch(/[\d,]+ warnings \(\d[^)]*\): the first 3 of each code are listed above; every one: npx unplugin-loadout check --verbose --skills /)
    })
  })
})
