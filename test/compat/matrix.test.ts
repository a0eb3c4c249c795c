/**
 * The compatibility matrix, bundlers: for each one, its oldest supported and its newest version, installed from the
 * packed tarball into fresh apps (one app holds every tool at one end of the range: their versions do not clash).
 * Each build runs the tool as a user would (its CLI where it has one that takes plugins, else its Node API from a
 * script), then the output is checked for one chunk per body and run in Node. A dev server (Vite) and a watch rebuild
 * (webpack, Rspack) see skills edited, added and removed. The AI SDK agent runs over a built bundle.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { run, startServer } from '../helpers/server'
import { createApp, installed } from './app'
import { expectOneChunkPerBody, expectRoutesAndLoads } from './check'

const FIXTURE_FILES = ['entry.js', 'skills.mjs', 'run.mjs', 'vite.config.mjs', 'vite.dev.mjs', 'rollup.config.mjs', 'rolldown.config.mjs', 'esbuild.build.mjs', 'webpack.config.cjs', 'webpack.config.mjs', 'rspack.config.cjs', 'rspack.config.mjs', 'webpack.build.mjs', 'ai.run.mjs']
const FIXTURE_SKILLS = join(import.meta.dirname, '../fixtures/basic')

/** Tool versions at each end of the claimed ranges (package.json's peerDependencies). */
export const MATRIX: Record<'oldest' | 'newest', Record<string, string>> = {
  oldest: { 'vite': '5.0.0', 'rollup': '3.0.0', 'rolldown': '1.0.0-beta.1', 'esbuild': '0.18.0', 'webpack': '5.61.0', '@rspack/core': '1.0.0', 'ai': '6.0.0', 'zod': '4.6.7' },
  newest: { 'vite': '8.4.0', 'rollup': '4.68.8', 'rolldown': '1.3.3', 'esbuild': '0.28.2', 'webpack': '5.113.0', '@rspack/core': '2.3.4', 'ai': '7.0.173', 'zod': '4.6.7', 'node': '22.23.3' },
}

interface Build { tool: string, pkg: string, command: (app: string) => [string, string[]], out: string, main: string }
const bin = (name: string) => (app: string) => join(app, 'node_modules/.bin', name)
const BUILDS: Build[] = [
  { tool: 'vite', pkg: 'vite', command: app => [bin('vite')(app), ['build']], out: 'out/vite', main: 'main.js' },
  { tool: 'rollup', pkg: 'rollup', command: app => [bin('rollup')(app), ['-c', 'rollup.config.mjs']], out: 'out/rollup', main: 'main.js' },
  { tool: 'rolldown', pkg: 'rolldown', command: app => [bin('rolldown')(app), ['-c', 'rolldown.config.mjs']], out: 'out/rolldown', main: 'main.js' },
  { tool: 'esbuild', pkg: 'esbuild', command: () => [process.execPath, ['esbuild.build.mjs']], out: 'out/esbuild', main: 'main.js' },
  ...(['webpack', 'rspack'] as const).flatMap(tool => (['cjs', 'mjs'] as const).map(ext => ({
    tool: `${tool} (${tool}.config.${ext})`,
    pkg: tool === 'webpack' ? 'webpack' : '@rspack/core',
    command: (): [string, string[]] => [process.execPath, ['webpack.build.mjs', tool, `${tool}.config.${ext}`]],
    out: `out/${tool}-${ext === 'cjs' ? 'cjs' : 'esm'}`,
    main: 'main.mjs',
  }))),
]

/** Put the fixture's skills back as they were (the dev and watch tests edit, add and remove some). */
function resetSkills(app: string): void {
  for (const dir of ['skills', 'user-skills']) {
    rmSync(join(app, dir), { recursive: true, force: true })
    cpSync(join(FIXTURE_SKILLS, dir), join(app, dir), { recursive: true })
  }
}

/**
 * Wait until a watcher has finished no build for a while: it may rebuild once just after starting (files newer than
 * its first scan), and a bundle read while it is rewritten is half a bundle.
 */
async function settled(builds: () => number, quietMs = 1000): Promise<void> {
  let last = builds()
  let since = Date.now()
  await expect.poll(() => {
    if (builds() !== last) [last, since] = [builds(), Date.now()]
    return Date.now() - since >= quietMs
  }, { timeout: 30_000, interval: 100 }).toBe(true)
}

describe.each(Object.entries(MATRIX))('%s versions', (label, dependencies) => {
  let app: string
  beforeAll(async () => {
    app = await createApp({ name: label, dependencies, allowScripts: ['node', 'esbuild'], fixtures: ['basic'], files: FIXTURE_FILES })
    for (const [name, version] of Object.entries(dependencies)) expect(installed(app, name), name).toBe(version)
  }, 600_000)

  it.each(BUILDS)('$tool builds one chunk per body, which route and load at run time', async (b) => {
    const [command, args] = b.command(app)
    await run(command, args, { cwd: app })
    expectOneChunkPerBody(app, b.out, b.main)
    await expectRoutesAndLoads(app, join(b.out, b.main))
  })

  it('the AI SDK agent loads a body from its chunk through the Skill tool', async () => {
    // ai 7 needs Node 22: the npm package `node` brings it for this run alone.
    const node = dependencies.node ? join(app, 'node_modules/.bin/node') : process.execPath
    const r = JSON.parse(await run(node, ['ai.run.mjs', 'out/rollup/main.js'], { cwd: app }))
    expect(r.node.split('.')[0]).toBe(dependencies.node ? '22' : '20')
    expect(r.text).toBe('BODY-SENTINEL-pdf-tables: open the file with pdfplumber and walk each page.')
    expect(r.activated).toContain('pdf-tables')
    expect(r.tools.length).toBeGreaterThan(0)
  })

  it.each(['webpack', 'rspack'])('%s watch (CommonJS config) rebuilds when a skill is edited', async (tool) => {
    resetSkills(app)
    const watch = await startServer(process.execPath, ['webpack.build.mjs', tool, `${tool}.config.cjs`, '--watch'], { cwd: app, ready: /"done":true/, timeout: 120_000 })
    try {
      const builds = () => watch.output().split('\n').filter(l => l.startsWith('{"done"')).map(l => JSON.parse(l))
      const main = `out/${tool}-cjs/main.mjs`
      await settled(() => builds().length)
      expect(builds()[0].errors).toEqual([])
      await expectRoutesAndLoads(app, main)
      const file = join(app, 'skills/pdf-tables/SKILL.md')
      writeFileSync(file, readFileSync(file, 'utf8').replace('BODY-SENTINEL-pdf-tables', 'BODY-SENTINEL-pdf-tables WATCH-EDITED'))
      // A rebuild can also come from the watcher settling: wait for the one that holds the edit.
      const body = async () => JSON.parse(await run(process.execPath, ['run.mjs', main, 'extract the tables from these PDF invoices into CSV'], { cwd: app })).body
      await expect.poll(body, { timeout: 30_000, interval: 250 }).toContain('WATCH-EDITED')
      expect(builds().length).toBeGreaterThanOrEqual(2)
      expect(builds().flatMap(b => b.errors)).toEqual([])
    }
    finally {
      await watch.stop()
      resetSkills(app)
    }
  })

  it('vite dev sees a skill edited, added and removed', async () => {
    resetSkills(app)
    try {
      const seen = JSON.parse(await run(process.execPath, ['vite.dev.mjs'], { cwd: app, timeout: 120_000 }))
      expect(seen).toEqual({ loaded: true, edited: true, added: true, removed: true })
    }
    finally {
      resetSkills(app)
    }
  })
})

describe.each(['5.4.21', '6.0.0', '7.0.0'])('vite %s', (version) => {
  let app: string
  beforeAll(async () => {
    app = await createApp({ name: `vite-${version}`, dependencies: { vite: version }, fixtures: ['basic'], files: ['entry.js', 'skills.mjs', 'run.mjs', 'vite.config.mjs', 'vite.dev.mjs'] })
    expect(installed(app, 'vite')).toBe(version)
  }, 600_000)

  it('builds one chunk per body, which route and load at run time', async () => {
    await run(join(app, 'node_modules/.bin/vite'), ['build'], { cwd: app })
    expectOneChunkPerBody(app, 'out/vite', 'main.js')
    await expectRoutesAndLoads(app, 'out/vite/main.js')
  })

  it('dev sees a skill edited, added and removed', async () => {
    const seen = JSON.parse(await run(process.execPath, ['vite.dev.mjs'], { cwd: app, timeout: 120_000 }))
    expect(seen).toEqual({ loaded: true, edited: true, added: true, removed: true })
  })
})
