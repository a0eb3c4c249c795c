/**
 * unplugin-loadout/cloudflare in workerd: the playground Worker's /agents and /db/agents routes feed our source to
 * Cloudflare's own `agents/skills` (`loadSkillCatalog`, and `createSkillTools` with ai 7), over the bundle and over a
 * local D1 database seeded with the `--format sql` export, under `wrangler dev`. wrangler and the build run on the
 * playground's Node 22 (its own install, which holds agents 0.32, ai 7 and zod).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { sqlTables, writeSqlFile } from '../../src/core/export/sql'
import { OUTPUT } from '../helpers/fixtures'
import { freePort, getJson, run, type Server, startServer } from '../helpers/server'

const playground = join(import.meta.dirname, '../../playground')
const worker = join(playground, 'worker')
const out = join(OUTPUT, 'worker-agents')
const bin = join(worker, 'node_modules/.bin')
const node22 = join(bin, 'node')
const wrangler = join(worker, 'node_modules/wrangler/bin/wrangler.js')
const env = { PATH: `${bin}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', NODE_ENV: undefined, CI: '1' }

const TASK = 'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?'
const CHEATSHEET = 'references/explain-cheatsheet.md'

beforeAll(async () => {
  if (!existsSync(node22) || !existsSync(join(worker, 'node_modules/agents'))) await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worker, timeout: 400_000 })
}, 420_000)

describe('agents/skills over skillSource in workerd (the playground Worker under wrangler dev)', () => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('lists the task\'s skills first, activates and reads files from the bundle and from D1 alike', async () => {
    rmSync(out, { recursive: true, force: true })
    const outDir = join(out, 'dist')
    await run(node22, [join(worker, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: worker, env })
    const config = join(outDir, 'loadout_worker', 'wrangler.json')
    const sql = join(out, 'skills.sql')
    await writeSqlFile(sql, await sqlTables(await compile({ root: playground, skills: ['skills'] })))
    const state = join(out, 'state')
    await run(node22, [wrangler, 'd1', 'execute', 'loadout-skills', '--local', '--file', sql, '-c', config, '--persist-to', state, '--yes'], { cwd: out, env })
    const port = await freePort()
    server = await startServer(node22, [wrangler, 'dev', '-c', config, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', state, '--show-interactive-dev-session=false'], {
      cwd: out,
      env,
      ready: /Ready on http:\/\/127\.0\.0\.1:\d+/,
      timeout: 90_000,
    })
    const base = `http://127.0.0.1:${port}`
    const ask = (route: string, params: Record<string, string>) => getJson(`${base}${route}?${new URLSearchParams(params)}`)

    const bundled = await ask('/agents', { task: TASK, activate: 'sql-query-tuning', path: CHEATSHEET })
    expect(bundled.status, JSON.stringify(bundled.body)).toBe(200)
    const { names, prompt, diagnostics, activated, resource } = bundled.body
    // The task's skills first (the core one, then the routed one), then the budgeted catalog: here every skill fits.
    expect(names.slice(0, 2)).toEqual(['team-conventions', 'sql-query-tuning'])
    expect(names).toHaveLength(12)
    expect(diagnostics).toEqual([])
    expect(prompt).toMatch(/^Available skills\. When a task matches a skill, use activate_skill with its name before proceeding\.\n\n- team-conventions: /)
    expect(activated).toMatch(/^<skill_content name="sql-query-tuning">\n# SQL query tuning \(PostgreSQL\)\n/)
    expect(activated).toContain(`<file kind="reference" encoding="text" size="`)
    const cheatsheet = readFileSync(join(playground, 'skills/sql-query-tuning', CHEATSHEET), 'utf8')
    expect(resource).toBe(`<skill_resource name="sql-query-tuning" path="${CHEATSHEET}" kind="reference" encoding="text" mimeType="text/markdown">\n${cheatsheet}\n</skill_resource>`)

    // D1: the same catalog, the same activation and file.
    const fromD1 = await ask('/db/agents', { task: TASK, activate: 'sql-query-tuning', path: CHEATSHEET })
    expect(fromD1.status, JSON.stringify(fromD1.body)).toBe(200)
    expect(fromD1.body).toEqual(bundled.body)

    // A budget with no room: the task's skills alone. SkillSearch finds another, listed from the next listing on.
    const tight = await ask('/agents', { task: TASK, budget: '0', search: 'write a commit message for staged changes' })
    expect(tight.status, JSON.stringify(tight.body)).toBe(200)
    expect(tight.body.names.slice(0, 2)).toEqual(['team-conventions', 'sql-query-tuning'])
    expect(tight.body.names).not.toContain('git-commit-messages')
    expect(tight.body.search.results[0]).toEqual({ name: 'git-commit-messages', id: 'git-commit-messages', description: expect.any(String), listed: false })
    expect(tight.body.listedAfterSearch).toContain('git-commit-messages')
    const refused = await ask('/agents', { task: TASK, budget: '0', activate: 'git-commit-messages' })
    expect(refused.status).toBe(404)
    expect(refused.body.error).toBe('Skill not found: git-commit-messages')
    const missing = await ask('/agents', { activate: 'no-such-skill' })
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatch(/no-such-skill/)
    await server.stop()
    server = undefined
  }, 300_000)
})
