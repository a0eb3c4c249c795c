/**
 * Issue 39, repro 9: two builds sharing a cache, as two processes of the built CLI (`dist/`) at once, each laying out
 * the same pulled source from an empty folder while the other compiles it. Neither may see a half-replaced folder:
 * before, one deleted the folder the other was reading (4 of 16 rounds broke with hundreds of `unreadable` errors).
 */
import { execFile } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { skillMd, tempDir } from '../helpers/fixtures'
import { REPO } from '../helpers/pack'
import { startSite } from '../helpers/site'
import { indexRoutes, type SiteSkill } from '../helpers/well-known'

const exec = promisify(execFile)
const CLI = join(REPO, 'dist/cli/index.js')
const SKILLS = 60
const ROUNDS = 12

/** A check of the project in `cwd` by the built CLI, frozen: its exit code and what it printed. */
async function check(cwd: string, source: string): Promise<{ code: number, out: string }> {
  const env = { ...process.env, CI: '' }
  return exec(process.execPath, [CLI, 'check', '--skills', source, '--frozen'], { cwd, env, timeout: 120_000 })
    .then(r => ({ code: 0, out: `${r.stdout}${r.stderr}` }), (err: { code: number, stdout: string, stderr: string }) => ({ code: err.code, out: `${err.stdout}${err.stderr}` }))
}

describe('two builds sharing a cache', () => {
  const skills: Record<string, SiteSkill> = {}
  for (let k = 0; k < SKILLS; k++) {
    const name = `skill-${k}`
    skills[name] = { 'SKILL.md': skillMd(name, `Skill number ${k} of a large site.`), 'references/a.md': `# A ${k}\n`, 'references/b.md': `# B ${k}\n`, 'scripts/run.py': `print(${k})\n` }
  }
  const site = startSite(indexRoutes(skills))
  afterAll(async () => (await site).close())

  it(`lay the same source out at once, ${ROUNDS} rounds: every compile complete`, async () => {
    const { origin } = await site
    const cwd = tempDir('pull-shared-e2e')
    const first = await exec(process.execPath, [CLI, 'update', '--skills', origin], { cwd, env: { ...process.env, CI: '' } })
    expect(first.stderr).toContain('wrote skills-lock.json')
    for (let round = 0; round < ROUNDS; round++) {
      rmSync(join(cwd, 'node_modules/.cache/unplugin-loadout/sources'), { recursive: true, force: true })
      const runs = await Promise.all([check(cwd, origin), check(cwd, origin)])
      for (const r of runs) {
        expect(r.out, `round ${round}`).toMatch(new RegExp(`^${SKILLS} skill files found: ${SKILLS} compiled, 0 skipped; 0 errors, 0 warnings in `, 'm'))
        expect(r.code, `round ${round}`).toBe(0)
      }
    }
  }, 600_000)
})
