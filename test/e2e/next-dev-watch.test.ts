/**
 * `withLoadout` in `next dev` re-emits `.loadout/` when a skill changes (through src/plugin/watch.ts), and its watcher
 * lets the process exit: Next loads the config in short-lived helper processes too, which must not hang. Through the
 * built package (`npm run build` first), without Next itself: the Turbopack tests of next.test.ts cover the rest.
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(r => setTimeout(r, 25))
  }
}

describe('withLoadout in next dev', () => {
  it('re-emits .loadout/ when a skill file is edited', async () => {
    const root = writeTree(tempDir('next-dev-watch'), { 'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app to production.') })
    const { withLoadout } = await import('../../dist/next.js')
    await withLoadout({}, { root, skills: ['skills'] })('phase-development-server', { defaultConfig: {} })
    const main = join(root, '.loadout/index.mjs')
    expect(readFileSync(main, 'utf8')).toContain('production')
    writeFileSync(join(root, 'skills/deploy/SKILL.md'), skillMd('deploy', 'Deploy the app to staging.'))
    await until(() => readFileSync(main, 'utf8').includes('staging'), 'the re-emit')
  })

  it('lets a process that loaded the config in dev exit by itself', async () => {
    const root = writeTree(tempDir('next-dev-exit'), { 'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app.') })
    const next = pathToFileURL(join(import.meta.dirname, '../../dist/next.js')).href
    const script = `const { withLoadout } = await import(${JSON.stringify(next)}); await withLoadout({}, { root: ${JSON.stringify(root)} })('phase-development-server', { defaultConfig: {} }); console.log('loaded')`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (b: Buffer) => (out += b))
    child.stderr.on('data', (b: Buffer) => (out += b))
    const code = await new Promise<number | null>((ok, fail) => {
      const timer = setTimeout(() => {
        child.kill()
        fail(new Error(`the process did not exit within 60 s: ${out}`))
      }, 60_000)
      child.on('exit', (c) => {
        clearTimeout(timer)
        ok(c)
      })
    })
    expect(out).toContain('loaded')
    expect(code).toBe(0)
  }, 90_000)
})
