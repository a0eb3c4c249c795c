/**
 * A skill that cannot be compiled, as users meet it: a production build fails unless `skipInvalid`; a dev server
 * and watch modes report it and keep serving the other skills, and take it back once fixed.
 */
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildWith } from '../helpers/bundlers'
import { copyFixture, settleFolders, skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'
import { copyPlayground, devServer, launchChromium } from '../helpers/browser'
import { watchWebpack } from '../helpers/watch'

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  vi.restoreAllMocks()
  while (cleanups.length) await cleanups.pop()!()
})

const exec = promisify(execFile)

/** The skill ids the emitted module serves (imported afresh each time). */
async function ids(main: string): Promise<string[]> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(main).href)}); process.stdout.write(JSON.stringify(m.entries.map(e => e.id)))`
  return JSON.parse((await exec(process.execPath, ['--input-type=module', '-e', script])).stdout)
}

const waitOpts = { timeout: 60_000, interval: 100 }

/** Drop the description of skills/pdf-tables: a file no recovery can compile. Returns a function that restores it. */
function breakPdfTables(root: string): { file: string, fix: () => void } {
  const file = join(root, 'skills/pdf-tables/SKILL.md')
  const good = readFileSync(file, 'utf8')
  writeFileSync(file, good.replace(/^description:.*\n(?:[ \t].*\n)*/m, ''))
  expect(readFileSync(file, 'utf8')).not.toMatch(/^description:/m)
  return { file, fix: () => writeFileSync(file, good) }
}

describe('a production build with skipInvalid', () => {
  it('rollup: succeeds without the broken skill and warns naming it; without skipInvalid it fails naming it', async () => {
    const root = copyFixture('basic')
    const { file } = breakPdfTables(root)
    const { rollup } = await import('rollup')
    const loadout = (await import('../../dist/rollup.js')).default
    const warnings: string[] = []
    const bundle = await rollup({ input: join(root, 'entry.js'), plugins: [loadout({ root, skipInvalid: true })], onwarn: w => void warnings.push(w.message) })
    const outDir = join(root, 'out')
    await bundle.write({ dir: outDir, format: 'es', entryFileNames: 'main.js' })
    await bundle.close()
    const run = await callBuilt(join(outDir, 'main.js'), 'run', 'extract pdf tables')
    expect(run.ids).not.toContain('pdf-tables')
    expect(run.count).toBe(4)
    expect(warnings.filter(w => w.includes('skills/pdf-tables/SKILL.md:1:1: warning:') && w.includes('[missing-description]'))).toHaveLength(1)

    const failed = await rollup({ input: join(root, 'entry.js'), plugins: [loadout({ root })], onwarn: () => {} }).then(() => undefined, (e: Error) => e)
    expect(failed?.message).toContain('1 error in skill sources')
    expect(failed?.message).toContain(`${file.slice(root.length + 1)}:1:1: error:`)
  })

  it('vite build, per source: `{ dir, skipInvalid: true }` skips it, and the built app routes the rest', async () => {
    const root = copyFixture('basic')
    breakPdfTables(root)
    const out = await buildWith('vite', root, 'entry.js', join(root, 'dist'), { skills: [{ dir: 'skills', skipInvalid: true }] })
    const run = await callBuilt(out.main, 'run', 'write release notes from the changelog')
    expect(run.count).toBe(4)
    expect(run.ids).not.toContain('pdf-tables')
    expect(run.searched).toContain('release-notes')
    await expect(buildWith('vite', root, 'entry.js', join(root, 'dist2'), {})).rejects.toThrow(/missing-description/)
  })
})

describe('Vite dev server with a skill that becomes unrecoverable', () => {
  it('keeps serving the others, reports it (terminal and error overlay), and takes it back once fixed', async () => {
    const root = settleFolders(copyFixture('basic'))
    const { createServer, createLogger } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const logged: string[] = []
    const logger = createLogger('silent')
    logger.error = msg => void logged.push(`error ${msg}`)
    logger.warn = msg => void logged.push(`warn ${msg}`)
    const server = await createServer({
      root,
      configFile: false,
      customLogger: logger,
      server: { middlewareMode: true, watch: { usePolling: true, interval: 50 } },
      plugins: [loadout({ skills: ['skills'] })],
    })
    cleanups.push(() => server.close())
    // What the dev server sends its browser clients (the overlay listens to `error` payloads).
    const sent: any[] = []
    const send = server.ws.send.bind(server.ws)
    server.ws.send = ((payload: any) => {
      sent.push(payload)
      return send(payload)
    }) as typeof server.ws.send
    const mod = async () => server.ssrLoadModule('virtual:loadout') as Promise<any>
    expect((await mod()).lookup('pdf-tables')).toBeDefined()

    const { file, fix } = breakPdfTables(root)
    await vi.waitFor(async () => {
      const m = await mod()
      expect(m.lookup('pdf-tables')).toBeUndefined()
      expect(m.entries.map((e: any) => e.id)).toEqual(['ci-workflows', 'house-rules', 'release-notes', 'translate-docs'])
      expect((await m.load('release-notes')).body).toContain('BODY-SENTINEL-release-notes')
    }, waitOpts)
    await vi.waitFor(() => expect(sent.filter(p => p.type === 'error')).toHaveLength(1), waitOpts)
    const overlay = sent.find(p => p.type === 'error')
    expect(overlay.err).toMatchObject({ id: file, loc: { file, line: 1, column: 1 }, plugin: 'unplugin-loadout' })
    expect(overlay.err.message).toContain('skills/pdf-tables/SKILL.md:1:1: error:')
    expect(overlay.err.message).toContain('[missing-description]')
    expect(logged.some(l => l.startsWith('error [unplugin-loadout] skills/pdf-tables/SKILL.md:1:1: error:'))).toBe(true)

    fix()
    await vi.waitFor(async () => expect((await mod()).lookup('pdf-tables')).toBeDefined(), waitOpts)
    expect((await (await mod()).load('pdf-tables')).body).toContain('BODY-SENTINEL-pdf-tables')
    // No new error once fixed.
    expect(sent.filter(p => p.type === 'error')).toHaveLength(1)
  })
})

describe('watch modes with a skill that becomes unrecoverable', () => {
  it('rollup watch: the rebuild succeeds without it, with a warning naming it; fixed, it is back', async () => {
    const root = settleFolders(copyFixture('basic'))
    const { watch } = await import('rollup')
    const loadout = (await import('../../dist/rollup.js')).default
    const outDir = join(root, 'out')
    const warnings: string[] = []
    const watcher = watch({
      input: join(root, 'entry.js'),
      plugins: [loadout({ root, skills: ['skills'] })],
      output: { dir: outDir, format: 'es', entryFileNames: 'main.js' },
      watch: { chokidar: { usePolling: true, interval: 50 } } as any,
      onwarn: w => void warnings.push(w.message),
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

    const { fix } = breakPdfTables(root)
    await vi.waitFor(() => expect(builds).toBe(2), waitOpts)
    const broken = await callBuilt(main, 'run', 'extract pdf tables')
    expect(broken.count).toBe(4)
    expect(broken.ids).not.toContain('pdf-tables')
    expect(warnings.some(w => w.includes('skills/pdf-tables/SKILL.md:1:1: error:'))).toBe(true)

    fix()
    await vi.waitFor(() => expect(builds).toBe(3), waitOpts)
    expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables')
    expect(errors).toEqual([])
  })

  it('rolldown watch: the rebuild succeeds without it, with a warning naming it; fixed, it is back', async () => {
    const root = settleFolders(copyFixture('basic'))
    const { watch } = await import('rolldown')
    const loadout = (await import('../../dist/rolldown.js')).default
    const outDir = join(root, 'out')
    const warnings: string[] = []
    const watcher = watch({
      input: join(root, 'entry.js'),
      plugins: [loadout({ root })],
      output: { dir: outDir, format: 'es', entryFileNames: 'main.js' },
      onwarn: w => void warnings.push(w.message),
    })
    cleanups.push(() => watcher.close())
    let builds = 0
    const errors: unknown[] = []
    watcher.on('event', async (e) => {
      if (e.code === 'BUNDLE_END') await e.result.close()
      if (e.code === 'END') builds++
      if (e.code === 'ERROR') errors.push(e.error)
    })
    await vi.waitFor(() => expect(builds).toBe(1), waitOpts)
    const main = join(outDir, 'main.js')
    const { fix } = breakPdfTables(root)
    await vi.waitFor(() => expect(builds).toBe(2), waitOpts)
    const broken = await callBuilt(main, 'run', 'extract pdf tables')
    expect(broken.count).toBe(4)
    expect(warnings.some(w => w.includes('skills/pdf-tables/SKILL.md:1:1: error:'))).toBe(true)
    fix()
    await vi.waitFor(() => expect(builds).toBe(3), waitOpts)
    expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables')
    expect(errors).toEqual([])
  })

  it('webpack watch: the rebuild has no errors and serves the rest; fixed, it is back', async () => {
    const root = settleFolders(copyFixture('basic'))
    const watch = await watchWebpack(root)
    cleanups.push(watch.close)
    const { main, errors, warnings } = watch
    await vi.waitFor(() => expect(watch.builds()).toBe(1), waitOpts)
    const { fix } = breakPdfTables(root)
    await vi.waitFor(async () => {
      const run = await callBuilt(main, 'run', 'extract pdf tables')
      expect(run.count).toBe(4)
      expect(run.ids).not.toContain('pdf-tables')
    }, waitOpts)
    expect(warnings.some(w => w.includes('skills/pdf-tables/SKILL.md:1:1: error:'))).toBe(true)
    fix()
    await vi.waitFor(async () => expect((await callBuilt(main, 'run', 'extract pdf tables')).top).toBe('pdf-tables'), waitOpts)
    expect(errors).toEqual([])
  })
})

describe('Next: emitLoadout with a broken skill', () => {
  it('fails a build; in next dev prints the error and emits the other skills; a later build still fails', async () => {
    const { emitLoadout } = await import('../../dist/next.js')
    const dir = tempDir('next-emit')
    writeTree(dir, {
      'skills/ok/SKILL.md': skillMd('ok', 'Parse server logs.'),
      'skills/.claude/skills/dotted/SKILL.md': skillMd('dotted', 'Found in a dot-folder.'),
      'skills/bad/SKILL.md': '---\nname: bad\n---\nno description\n',
    })
    await expect(emitLoadout({ root: dir })).rejects.toThrow(/1 error in skill sources/)
    const printed: string[] = []
    vi.spyOn(console, 'error').mockImplementation(msg => void printed.push(String(msg)))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const r = await emitLoadout({ root: dir }, { dev: true })
    expect(r.compiled).toBe(true)
    expect(await ids(r.main)).toEqual(['.claude/skills/dotted', 'ok'])
    expect(printed[0]).toBe('[unplugin-loadout] skills/bad/SKILL.md:1:1: error: `description` is required: say what the skill does and when to use it [missing-description]')
    // The dev emit left no stamp behind: a build with the same files compiles again and fails.
    await expect(emitLoadout({ root: dir })).rejects.toThrow(/missing-description/)
    // skipInvalid: the build passes without it.
    expect((await emitLoadout({ root: dir, skipInvalid: true })).compiled).toBe(true)
    writeTree(dir, { 'skills/bad/SKILL.md': skillMd('bad', 'Fixed now.') })
    expect(await ids((await emitLoadout({ root: dir })).main)).toEqual(['.claude/skills/dotted', 'bad', 'ok'])
  })
})

describe('Vite dev in Chromium with a skill that becomes unrecoverable', () => {
  it('shows the error overlay naming the file, keeps the page serving the other skills, and clears it once fixed', async () => {
    const root = copyPlayground(tempDir('invalid-browser'))
    const browser = await launchChromium()
    cleanups.push(() => browser.close())
    const { server, url } = await devServer(root, 'silent')
    cleanups.push(() => server.close())

    const page = await browser.newPage()
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(url, { waitUntil: 'networkidle' })
    expect(await page.textContent('#count')).toBe('12')
    const overlayText = () => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? null)
    expect(await overlayText()).toBeNull()

    const file = join(root, 'skills/docker-images/SKILL.md')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace(/^description:.*$/m, ''))
    await page.waitForFunction(() => document.querySelector('vite-error-overlay'), undefined, { timeout: 60_000 })
    const shown = await overlayText()
    expect(shown).toContain('skills/docker-images/SKILL.md:1:1: error:')
    expect(shown).toContain('[missing-description]')
    expect(shown).toContain('unplugin-loadout')
    // The page took the update: the other eleven skills are still served.
    await page.waitForFunction(() => document.querySelector('#count')?.textContent === '11', undefined, { timeout: 60_000 })
    await page.screenshot({ path: join(root, 'overlay.png') })

    writeFileSync(file, text)
    await page.waitForFunction(() => !document.querySelector('vite-error-overlay'), undefined, { timeout: 60_000 })
    await page.waitForFunction(() => document.querySelector('#count')?.textContent === '12', undefined, { timeout: 60_000 })
    expect(loads, 'HMR all along: the page was never reloaded').toBe(1)
    await page.close()
  }, 300_000)
})
