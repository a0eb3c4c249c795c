import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyFixture, remove, settleFolders, skillMd, writeTree } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'
import { watchWebpack } from '../helpers/watch'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

const waitOpts = { timeout: 60_000, interval: 100 }

describe('Vite dev server', () => {
  it('reflects edited, added and removed skills without a restart', async () => {
    // Folders as old as a checkout's: rebuilds list again only the folders whose time changed.
    const root = settleFolders(copyFixture('basic'))
    const { createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
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
    const watcher = watch({
      input: join(root, 'entry.js'),
      plugins: [loadout({ root, skills: ['skills'] })],
      output: { dir: outDir, format: 'es', entryFileNames: 'main.js' },
      watch: { chokidar: { usePolling: true, interval: 50 } } as any,
      onwarn: () => {},
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
    const ctx = await esbuild.context({
      entryPoints: { main: join(root, 'entry.js') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'neutral',
      outdir: outDir,
      absWorkingDir: root,
      logLevel: 'silent',
      plugins: [loadout({ skills: ['skills'] }), { name: 'count', setup: b => void b.onEnd(() => void builds++) }],
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
  })
})
