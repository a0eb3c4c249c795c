import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyFixture, remove, settleFolders, skillMd, writeBadSkills, writeTree } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'
import { watchWebpack } from '../helpers/watch'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const waitOpts = { timeout: 60_000, interval: 100 }

/**
 * `writeBadSkills` in a watched fixture app whose builds are counted (Rollup, esbuild): the next build goes on, with
 * the links one beside the others and the broken one left out, and reports both (`reported`: all printed so far).
 */
async function badSkillsRebuild(root: string, main: string, builds: () => number, reported: () => string): Promise<void> {
  const before = await callBuilt(main, 'run', 'lint my yaml files')
  const [n, from] = [builds(), reported().length]
  writeBadSkills(root)
  await vi.waitFor(() => expect(builds()).toBe(n + 1), waitOpts)
  const after = await callBuilt(main, 'run', 'lint my yaml files')
  expect([after.top, after.count]).toEqual(['yaml-lint', before.count + 1])
  expectBadSkillsReported(reported().slice(from))
}

/**
 * After `writeBadSkills` (issue 32): the build went on, the good skills are still served with the links one beside them,
 * the broken one left out, and both files were reported (`reported`: what the bundler printed).
 */
function expectBadSkillsReported(reported: string): void {
  // webpack names the file in the warning's own field, without the level.
  expect(reported).toMatch(/evil-links\/SKILL\.md:5:3: (?:warning: )?link "(\]\(){10}[\s\S]*\(79998 characters\) is dropped/)
  expect(reported).toMatch(/evil-yaml\/SKILL\.md:\d+:\d+: error: frontmatter is not valid YAML/)
  // One warning for 40,000 link openers, its target cut: kilobytes, where it once printed hundreds of megabytes.
  expect(reported.length).toBeLessThan(20_000)
}

describe('Vite dev server', () => {
  it('reflects edited, added and removed skills without a restart', async () => {
    // Folders as old as a checkout's: rebuilds list again only the folders whose time changed.
    const root = settleFolders(copyFixture('basic'))
    const { createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    let logged = ''
    const log = (msg: string) => void (logged += `${msg}\n`)
    const server = await createServer({
      root,
      configFile: false,
      customLogger: { info() {}, warn: log, warnOnce: log, error: log, clearScreen() {}, hasErrorLogged: () => false, hasWarned: false },
      server: { middlewareMode: true, watch: { usePolling: true, interval: 50 } },
      plugins: [loadout({ skills: ['skills'] })],
    })
    cleanups.push(() => server.close())
    const mod = async () => server.ssrLoadModule('virtual:loadout') as Promise<any>

    const first = await mod()
    expect(first.entries.map((e: any) => e.id)).toContain('pdf-tables')
    expect((await first.load('pdf-tables')).body).toContain('BODY-SENTINEL-pdf-tables')

    // Edit a resource the skill's chunk imports: the next read gets the new text.
    const reference = join(root, 'skills/pdf-tables/references/heuristics.md')
    expect(await first.readResource('pdf-tables', 'references/heuristics.md')).toBe(readFileSync(reference, 'utf8'))
    writeFileSync(reference, 'EDITED-REFERENCE\n')
    await vi.waitFor(async () => {
      expect(await (await mod()).readResource('pdf-tables', 'references/heuristics.md')).toBe('EDITED-REFERENCE\n')
    }, waitOpts)

    // Edit: a new description and body.
    const file = join(root, 'skills/pdf-tables/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('Extract tables', 'Pull tabular data').replace('BODY-SENTINEL-pdf-tables', 'EDITED-BODY'))
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.lookup('pdf-tables').description).toContain('Pull tabular data')
      expect((await m.load('pdf-tables')).body).toContain('EDITED-BODY')
    }, waitOpts)

    // Add a skill folder.
    writeTree(root, { 'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lint and format YAML files with yamllint.') })
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.match('lint my yaml files').map((r: any) => r.id)).toContain('yaml-lint')
    }, waitOpts)

    // Folders settled again, and remembered by the compile after an edit.
    settleFolders(root)
    writeFileSync(file, readFileSync(file, 'utf8').replace('EDITED-BODY', 'EDITED-AGAIN'))
    await vi.waitFor(async () => expect((await (await mod()).load('pdf-tables')).body).toContain('EDITED-AGAIN'), waitOpts)

    // Add one on a file system that keeps the parent folder's time. A polling watcher, which compares times, cannot
    // see it; a native one reports the new file, as emitted here: the compile must list that folder again.
    const added = addKeepingTime(root, 'skills', { 'skills/toml-lint/SKILL.md': skillMd('toml-lint', 'Lint and format TOML files with taplo.') })
    server.watcher.emit('add', added)
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.match('lint my toml files').map((r: any) => r.id)).toContain('toml-lint')
    }, waitOpts)

    // Remove one.
    remove(join(root, 'skills/ci-workflows'))
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.lookup('ci-workflows')).toBeUndefined()
      expect(m.entries.map((e: any) => e.id)).toContain('yaml-lint')
    }, waitOpts)

    // Bad skills: the server goes on serving the others, and reports the files.
    logged = ''
    writeBadSkills(root)
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.lookup('evil-links')).toBeDefined()
      expect(m.lookup('evil-yaml')).toBeUndefined()
      expect(m.match('lint my yaml files').map((r: any) => r.id)).toContain('yaml-lint')
      expectBadSkillsReported(logged)
    }, waitOpts)
  })
})

/**
 * Write one file under `root`, then give `folder` back the time it had, as a file system that does not update a
 * folder's time when its entries change would. Returns the file's absolute path.
 */
function addKeepingTime(root: string, folder: string, files: Record<string, string>): string {
  const t = statSync(join(root, folder)).mtime
  writeTree(root, files)
  utimesSync(join(root, folder), t, t)
  return join(root, Object.keys(files)[0]!)
}

describe('Rollup watch', () => {
  it('rebuilds when a skill is edited or added', async () => {
    const root = settleFolders(copyFixture('basic'))
    const { watch } = await import('rollup')
    const loadout = (await import('../../dist/rollup.js')).default
    const outDir = join(root, 'out')
    let warned = ''
    const watcher = watch({
      input: join(root, 'entry.js'),
      plugins: [loadout({ root, skills: ['skills'] })],
      output: { dir: outDir, format: 'es', entryFileNames: 'main.js' },
      watch: { chokidar: { usePolling: true, interval: 50 } } as any,
      onwarn: (w) => { warned += `${w.message}\n` },
    })
    cleanups.push(() => watcher.close())
    let builds = 0
    const errors: unknown[] = []
    watcher.on('event', (e) => {
      if (e.code === 'END') builds++
      if (e.code === 'ERROR') errors.push(e.error)
      if ('result' in e && e.result) void e.result.close()
    })
    await vi.waitFor(() => expect(builds).toBe(1), waitOpts)
    const main = join(outDir, 'main.js')
    expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables')

    const file = join(root, 'skills/pdf-tables/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('BODY-SENTINEL-pdf-tables', 'WATCH-EDITED'))
    await vi.waitFor(() => expect(builds).toBe(2), waitOpts)
    expect((await callBuilt(main, 'run', 'extract pdf tables')).body).toContain('WATCH-EDITED')

    writeTree(root, { 'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lint and format YAML files with yamllint.') })
    await vi.waitFor(() => expect(builds).toBe(3), waitOpts)
    expect((await callBuilt(main, 'run', 'lint my yaml files')).top).toBe('yaml-lint')
    await badSkillsRebuild(root, main, () => builds, () => warned)
    expect(errors).toEqual([])
  })
})

describe('webpack watch', () => {
  it('rebuilds when a skill is edited or added', async () => {
    const root = settleFolders(copyFixture('basic'))
    const watch = await watchWebpack(root)
    cleanups.push(watch.close)
    const { main, errors } = watch
    await vi.waitFor(() => expect(watch.builds()).toBe(1), waitOpts)
    expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables')

    const file = join(root, 'skills/pdf-tables/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('BODY-SENTINEL-pdf-tables', 'WEBPACK-EDITED'))
    await vi.waitFor(async () => {
      expect((await callBuilt(main, 'run', 'extract pdf tables')).body).toContain('WEBPACK-EDITED')
    }, waitOpts)

    writeTree(root, { 'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lint and format YAML files with yamllint.') })
    await vi.waitFor(async () => {
      expect((await callBuilt(main, 'run', 'lint my yaml files')).top).toBe('yaml-lint')
    }, waitOpts)
    const { count } = await callBuilt(main, 'run', 'lint my yaml files')

    const warned = watch.warnings.length
    writeBadSkills(root)
    await vi.waitFor(async () => {
      const after = await callBuilt(main, 'run', 'lint my yaml files')
      expect([after.top, after.count]).toEqual(['yaml-lint', count + 1])
    }, waitOpts)
    expectBadSkillsReported(watch.warnings.slice(warned).join('\n'))
    expect(errors).toEqual([])
  })
})

describe('esbuild watch', () => {
  it('rebuilds when a skill is edited or added', async () => {
    const root = copyFixture('basic')
    const esbuild = await import('esbuild')
    const loadout = (await import('../../dist/esbuild.js')).default
    const outDir = join(root, 'out')
    let builds = 0
    let warned = ''
    const ctx = await esbuild.context({
      entryPoints: { main: join(root, 'entry.js') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'neutral',
      outdir: outDir,
      absWorkingDir: root,
      logLevel: 'silent',
      plugins: [loadout({ skills: ['skills'] }), { name: 'count', setup: b => void b.onEnd((r) => {
        builds++
        warned += r.warnings.map(w => `${w.text}\n`).join('')
      }) }],
    })
    cleanups.push(() => ctx.dispose())
    await ctx.watch()
    await vi.waitFor(() => expect(builds).toBe(1), waitOpts)
    const main = join(outDir, 'main.js')
    expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables')

    const file = join(root, 'skills/pdf-tables/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('BODY-SENTINEL-pdf-tables', 'ESBUILD-EDITED'))
    await vi.waitFor(() => expect(builds).toBe(2), waitOpts)
    expect((await callBuilt(main, 'run', 'extract pdf tables')).body).toContain('ESBUILD-EDITED')

    writeTree(root, { 'skills/yaml-lint/SKILL.md': skillMd('yaml-lint', 'Lint and format YAML files with yamllint.') })
    await vi.waitFor(() => expect(builds).toBe(3), waitOpts)
    expect((await callBuilt(main, 'run', 'lint my yaml files')).top).toBe('yaml-lint')
    await badSkillsRebuild(root, main, () => builds, () => warned)
  })
})
