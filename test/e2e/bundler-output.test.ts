/**
 * What the plugins print, as a user reads it: the Vite dev banner names the inspector, a build ends with one summary
 * line, a warning is printed once per file and change in a dev server, webpack attributes a skill's warning to the
 * skill file, and `withLoadout` says there were warnings on a build that reused the last compile.
 */
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyFixture, writeTree } from '../helpers/fixtures'
import { REPO } from '../helpers/pack'
import { freePort } from '../helpers/server'

const exec = promisify(execFile)
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

/** A skill whose frontmatter needs recovery: a `yaml-recovered` warning, the skill still compiled. */
const RECOVERED = '---\nname: notes\ndescription: Use this skill when: the user asks about notes\n---\n# Notes\n'

/** A Vite logger that keeps what it is given. */
function capturingLogger() {
  const lines: Array<[string, string]> = []
  const log = (level: string) => (msg: string): void => {
    lines.push([level, msg])
  }
  return {
    lines,
    logger: { info: log('info'), warn: log('warn'), warnOnce: log('warn'), error: log('error'), clearScreen: () => {}, hasErrorLogged: () => false, hasWarned: false },
  }
}

describe('Vite', () => {
  it('prints the inspector\'s URL in the dev banner, as vite-plugin-inspect prints its own', async () => {
    const root = copyFixture('basic')
    const { createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const { lines, logger } = capturingLogger()
    const port = await freePort()
    const server = await createServer({ root, configFile: false, customLogger: logger as any, server: { host: '127.0.0.1', port, strictPort: true }, plugins: [loadout({ skills: ['skills'] })] })
    await server.listen()
    cleanups.push(() => server.close())
    server.printUrls()
    const banner = lines.filter(([level]) => level === 'info').map(([, m]) => m.replace(/\x1B\[\d+m/g, ''))
    const local = banner.findIndex(l => /Local:/.test(l))
    expect(local).toBeGreaterThanOrEqual(0)
    expect(banner.slice(local + 1)).toContain(`  ➜  Skills:  http://127.0.0.1:${port}/__loadout/`)
  })

  it('a build ends with one summary line; a dev server prints an unchanged warning once, not on every edit', async () => {
    const root = copyFixture('basic')
    writeTree(root, { 'skills/notes/SKILL.md': RECOVERED })
    const { build, createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const built = capturingLogger()
    await build({ root, configFile: false, customLogger: built.logger as any, build: { outDir: 'dist', rollupOptions: { input: join(root, 'entry.js') } }, plugins: [loadout({ skills: ['skills'] })] })
    const summaries = built.lines.filter(([, m]) => m.includes('[unplugin-loadout] 6 skill files found'))
    expect(summaries.map(([level, m]) => `${level} ${m}`)).toEqual([expect.stringMatching(/^info \[unplugin-loadout\] 6 skill files found: 6 compiled, 0 skipped; 0 errors, 1 warning; \d+ chunks in \d/)])

    // Another copy: this process already printed the first copy's warning (as Next's compilers share what they printed).
    const devRoot = copyFixture('basic')
    writeTree(devRoot, { 'skills/notes/SKILL.md': RECOVERED })
    const dev = capturingLogger()
    const server = await createServer({ root: devRoot, configFile: false, customLogger: dev.logger as any, server: { middlewareMode: true, watch: { usePolling: true, interval: 50 } }, plugins: [loadout({ skills: ['skills'] })] })
    cleanups.push(() => server.close())
    const recovered = () => dev.lines.filter(([, m]) => m.includes('[yaml-recovered]')).length
    const mod = async () => server.ssrLoadModule('virtual:loadout') as Promise<any>
    await mod()
    await vi.waitFor(() => expect(recovered()).toBe(1), { timeout: 15_000 })
    // Edit two other skills, one after the other: each update compiles again, the warning is not printed again.
    for (const [id, word] of [['pdf-tables', 'EDIT-ONE'], ['release-notes', 'EDIT-TWO']] as const) {
      const file = join(devRoot, `skills/${id}/SKILL.md`)
      writeFileSync(file, readFileSync(file, 'utf8').replace(`BODY-SENTINEL-${id}`, word))
      await vi.waitFor(async () => expect((await (await mod()).load(id)).body).toContain(word), { timeout: 15_000 })
    }
    expect(recovered()).toBe(1)
    // An edit of the warned file itself prints its warning again (the file changed).
    writeFileSync(join(devRoot, 'skills/notes/SKILL.md'), RECOVERED.replace('# Notes', '# Notes, edited'))
    await vi.waitFor(async () => expect((await (await mod()).load('notes')).body).toContain('edited'), { timeout: 15_000 })
    await vi.waitFor(() => expect(recovered()).toBe(2), { timeout: 15_000 })
  }, 120_000)
})

describe('webpack', () => {
  it('attributes a skill\'s warning to the skill file, not to the virtual module', async () => {
    const root = copyFixture('basic')
    writeTree(root, { 'skills/notes/SKILL.md': RECOVERED })
    const webpack = (await import('webpack')).default
    const loadout = (await import('../../dist/webpack.js')).default
    const stats = await new Promise<any>((resolve, reject) => webpack({
      mode: 'production',
      context: root,
      entry: './entry.js',
      output: { path: join(root, 'dist') },
      plugins: [loadout({ skills: ['skills'] })],
    }, (err, s) => (err ? reject(err) : resolve(s))))
    const warnings = stats.toJson({ all: false, warnings: true }).warnings as Array<{ message: string, moduleName?: string, file?: string }>
    const recovered = warnings.filter(w => w.message.includes('[yaml-recovered]'))
    expect(recovered).toHaveLength(1)
    expect(recovered[0]!.moduleName).toBeUndefined()
    expect(recovered[0]!.file).toBe('./skills/notes/SKILL.md:3:14')
    expect(recovered[0]!.message).toMatch(/^frontmatter is not valid YAML/)
    expect(JSON.stringify(warnings)).not.toContain('virtual')
  }, 120_000)
})

describe('withLoadout (Next.js, Turbopack)', () => {
  it('a build that reuses the last compile still prints its warnings and summary line, once per build', async () => {
    const root = copyFixture('basic')
    writeTree(root, { 'skills/notes/SKILL.md': RECOVERED })
    // What Next does in each process of `next build`: load the config, which calls the function with the phase.
    const script = `import { withLoadout } from ${JSON.stringify(join(REPO, 'dist/next.js'))};
const config = withLoadout({}, { root: ${JSON.stringify(root)}, skills: ['skills'] });
await config('phase-production-build', { defaultConfig: {} });
await config('phase-production-build', { defaultConfig: {} });`
    const build = () => exec(process.execPath, ['--input-type=module', '-e', script], { cwd: root, timeout: 60_000 })
    const first = await build()
    expect(first.stderr).toContain('[yaml-recovered]')
    expect(first.stdout.match(/\[unplugin-loadout\] 6 skill files found: 6 compiled, 0 skipped; 0 errors, 1 warning; \d+ chunks in/g)).toHaveLength(1)
    const again = await build()
    expect(again.stderr.match(/\[yaml-recovered\]/g)).toHaveLength(1)
    expect(again.stdout).toMatch(/^\[unplugin-loadout\] 6 skill files found: 6 compiled, 0 skipped; 0 errors, 1 warning; \d+ chunks in .* \(up to date: the last compile, reused\)\n$/)
  }, 120_000)
})
