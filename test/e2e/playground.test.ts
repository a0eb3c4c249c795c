import { execFile } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const exec = promisify(execFile)
const playground = join(import.meta.dirname, '../../playground')

describe('npm run demo', () => {
  it('builds the playground and prints a routing session against the built output', async () => {
    const { stdout } = await exec(process.execPath, [join(playground, 'demo.mjs')], { timeout: 120_000 })
    expect(stdout).toContain('12 skills compiled into the bundle')
    expect(stdout).toMatch(/task {2}My Postgres query[^\n]*\n {2}-> team-conventions +core: always loaded\n {2}-> sql-query-tuning +score/)
    expect(stdout).toMatch(/-> chinese-translation +score/)
    expect(stdout).toMatch(/-> japanese-business-email +score/)
    expect(stdout).toMatch(/Bake a sourdough[^\n]*\n[^\n]*\n {2}-> no domain skill fits: the router abstained/)
    expect(stdout).toMatch(/loaded sql-query-tuning on demand: ~\d+ tokens/)
    expect(stdout).toMatch(/search "release notes"[^\n]*: release-notes,/)
    expect(stdout).toMatch(/12 skill chunks, loaded on demand/)

    // The browser build: no body text in the entry chunk.
    const assets = join(playground, 'dist/client/assets')
    const entry = readdirSync(assets).find(f => /^index-.*\.js$/.test(f))!
    const main = readFileSync(join(assets, entry), 'utf8')
    expect(main).toContain('sql-query-tuning')
    const body = readFileSync(join(playground, 'skills/sql-query-tuning/SKILL.md'), 'utf8').split('\n---\n')[1]!
    const sentence = body.split('\n').find(l => l.length > 40)!
    expect(main).not.toContain(JSON.stringify(sentence).slice(1, -1))
  })
})
