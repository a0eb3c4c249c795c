import { cpSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../helpers/fixtures'
import { exec, installApp, removeFreshDirs } from '../helpers/pack'

/**
 * A new user's first hour (issue 33): the packed tarball in a fresh app, the README's five plain skills, and the
 * README's own example task. With a bar fitted to 791 skills, it matched nothing.
 */
describe('a fresh app with five skills', () => {
  let app: string
  beforeAll(async () => {
    app = await installApp('five-skills', {
      pkg: { type: 'module' },
      files: {
        'route.js': `import { loadFromDisk } from 'unplugin-loadout/api'
const loadout = await loadFromDisk({ skills: ['skills'] })
const out = {}
for (const task of process.argv.slice(2)) out[task] = loadout.match(task).filter(r => r.tier === 'domain').map(r => r.id)
process.stdout.write(JSON.stringify(out))
`,
      },
    })
    cpSync(join(FIXTURES, 'five-skills/skills'), join(app, 'skills'), { recursive: true })
    cpSync(join(FIXTURES, 'five-apps/team/skills'), join(app, 'team'), { recursive: true })
  })
  afterAll(removeFreshDirs)

  it('routes the README\'s example tasks, and abstains on an everyday one', async () => {
    const tasks = ['My Postgres query takes 9 seconds, why?', 'this SELECT with three joins times out', 'what should I cook tonight with chickpeas and spinach?']
    const routed = JSON.parse((await exec(process.execPath, ['route.js', ...tasks], { cwd: app })).stdout)
    expect(routed[tasks[0]!][0]).toBe('sql-query-tuning')
    expect(routed[tasks[1]!][0]).toBe('sql-query-tuning')
    expect(routed[tasks[2]!]).toEqual([])
  })

  it('`match --json` answers with confidence 0.5 or more first, and leaves out a skill sharing one weak word (issue 42)', async () => {
    const json = async (task: string, skills: string) =>
      JSON.parse((await exec('npx', ['unplugin-loadout', 'match', task, '--skills', skills, '--json'], { cwd: app })).stdout) as Array<{ id: string, confidence: number, matched: string[] }>
    const docker = await json('docker', 'skills')
    expect(docker.map(r => r.id)).toEqual(['docker-compose-debug'])
    expect(docker[0]!.confidence).toBeGreaterThanOrEqual(0.5)
    expect((await json('my tests are failing', 'skills'))[0]!.confidence).toBeGreaterThanOrEqual(0.5)
    expect((await json('squash my last three commits', 'team')).map(r => r.id)).toEqual(['git-history'])
    expect((await json('my tests are failing', 'team')).map(r => r.id)).toEqual(['unit-tests'])
  })

  it('`match` says why it abstained and what to run next', async () => {
    const r = await exec('npx', ['unplugin-loadout', 'match', 'read the EXPLAIN output', '--skills', 'skills'], { cwd: app })
    expect(r.stdout).toMatch(/^no skill matches "read the EXPLAIN output" \(abstained\)/)
    expect(r.stdout).toMatch(/\nwhy: the best candidate, sql-query-tuning, has evidence [\d.]+ from \d words?: under the bar of [\d.]+; `npx unplugin-loadout explain "read the EXPLAIN output"` shows each word's weight, and --min-score [\d.]+ would answer it\n$/)
    const answered = await exec('npx', ['unplugin-loadout', 'match', 'read the EXPLAIN output', '--skills', 'skills', '--min-score', '0'], { cwd: app })
    expect(answered.stdout).toMatch(/ 1\. sql-query-tuning /)
  })
})
