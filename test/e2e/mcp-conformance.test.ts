/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance` 0.2.0-alpha.12, the server scenarios) at
 * both protocol revisions, against the built CLI's `mcp --http` and against the Worker's `createMcpHandler` under
 * `wrangler dev` (workerd), as a client developer would run it. The suite needs Node 22: it has its own install in
 * test/conformance (`npm ci --prefix test/conformance`, which .ci/run does), with the npm package `node@22`; without
 * it this file is skipped with a note. Both targets serve test/fixtures/progressive, whose first listed skill has
 * folders (the directory scenario descends into the first skill it lists).
 *
 * Each target gets five suite processes, run together: every scenario 2026-07-28 requires (`--requirements`), the same
 * for 2025-11-25, and the three Skills Extension scenarios, off the spec's timeline, forced at 2026-07-28. The
 * scenarios asked to pass are those a skills server can answer; the others test the suite's own reference server
 * (tools named `test_simple_text`, sampling, elicitation, tasks...), which a skills server has no reason to offer.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES, OUTPUT, tempDir } from '../helpers/fixtures'
import { REPO } from '../helpers/pack'
import { freePort, run, type Server, startServer } from '../helpers/server'

const SUITE = join(REPO, 'test/conformance/node_modules')
const NODE22 = join(SUITE, '.bin/node')
const CONFORMANCE = join(SUITE, '@modelcontextprotocol/conformance/dist/index.js')
const installed = existsSync(NODE22) && existsSync(CONFORMANCE)
if (!installed) console.warn('mcp-conformance: skipped; install the suite with `npm ci --prefix test/conformance`')

const WORKER = join(REPO, 'playground/worker')
const WORKER_BIN = join(WORKER, 'node_modules/.bin')
const WORKER_ENV = { PATH: `${WORKER_BIN}:${process.env.PATH}`, WRANGLER_SEND_METRICS: 'false', NODE_ENV: undefined }
const SKILLS = join(FIXTURES, 'progressive/skills')

const MODERN = '2026-07-28'
const LEGACY = '2025-11-25'
/** What must pass at each revision. */
const MUST_PASS = {
  [MODERN]: ['server-stateless', 'caching', 'http-header-validation', 'sep-2164-resource-not-found', 'tools-list', 'resources-list', 'prompts-list', 'completion-complete', 'dns-rebinding-protection', 'sep-2640-skills-enumeration', 'sep-2640-skills-manifest', 'sep-2640-skills-directory'],
  [LEGACY]: ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list', 'completion-complete', 'dns-rebinding-protection'],
}
const EXTENSION = MUST_PASS[MODERN].filter(s => s.startsWith('sep-2640-'))

/**
 * Checks the suite reports as failed but marks untestable on this server (`details.untestable`): they call the suite's
 * own diagnostic tools (`test_missing_capability`, `test_streaming_elicitation`, `test_logging_tool`), which a skills
 * server does not have. Only these may fail, and only so marked.
 */
const UNTESTABLE: Record<string, readonly string[]> = {
  'server-stateless': [
    'sep-2575-server-rejects-undeclared-capability',
    'sep-2575-missing-capability-http-400',
    'sep-2575-http-server-no-independent-requests-on-stream',
    'sep-2575-server-no-log-without-loglevel',
  ],
}

interface Check { id: string, status: string, errorMessage?: string, details?: { untestable?: boolean } }
type Results = Record<typeof MODERN | typeof LEGACY, Map<string, Check[]>>

/** Run the suite's five processes against `url` together; the checks of every scenario that ran, by revision. */
async function runSuite(url: string, name: string): Promise<Results> {
  const out = tempDir(`conformance-${name}`)
  const suite = (dir: string, args: string[]) => {
    mkdirSync(join(out, dir), { recursive: true })
    // The suite exits 1 when a check fails; the checks are read from its output folder either way.
    return run(NODE22, [CONFORMANCE, 'server', '--url', url, '-o', join(out, dir), ...args], { cwd: REPO, timeout: 240_000 }).catch((err: Error) => err.message)
  }
  const logs = await Promise.all([
    suite(MODERN, ['--requirements', MODERN]),
    suite(LEGACY, ['--requirements', LEGACY]),
    ...EXTENSION.map(s => suite(`${MODERN}-${s}`, ['--scenario', s, '--spec-version', MODERN, '--force'])),
  ])
  const results: Results = { [MODERN]: new Map(), [LEGACY]: new Map() }
  for (const dir of readdirSync(out)) {
    const revision = dir.startsWith(MODERN) ? MODERN : LEGACY
    for (const entry of readdirSync(join(out, dir))) {
      const scenario = /^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$/.exec(entry)?.[1]
      if (scenario) results[revision].set(scenario, JSON.parse(readFileSync(join(out, dir, entry, 'checks.json'), 'utf8')))
    }
  }
  if (!results[MODERN].size || !results[LEGACY].size) throw new Error(`the suite ran no scenario:\n${logs.join('\n')}`)
  rmSync(out, { recursive: true, force: true })
  return results
}

/** `passed/total` and what failed or was skipped, for the log. */
function summary(results: Results): string {
  return (Object.keys(results) as Array<keyof Results>).map(rev => `${rev}: ${MUST_PASS[rev].map((s) => {
    const checks = results[rev].get(s) ?? []
    const n = (status: string) => checks.filter(c => c.status === status).length
    return `${s} ${n('SUCCESS')}/${n('SUCCESS') + n('FAILURE')}${n('SKIPPED') ? ` (${n('SKIPPED')} skipped)` : ''}`
  }).join(', ')}`).join('\n')
}

/** The scenario ran, and every check passed but those this server cannot be tested on; no extension check skipped. */
function expectPassed(results: Results, revision: keyof Results, scenario: string): void {
  const checks = results[revision].get(scenario)
  expect(checks, `${scenario} did not run`).toBeDefined()
  expect(checks!.filter(c => c.status === 'SUCCESS').length, scenario).toBeGreaterThan(0)
  const failed = checks!.filter(c => c.status === 'FAILURE')
  const allowed = UNTESTABLE[scenario] ?? []
  expect(failed.filter(c => !(allowed.includes(c.id) && c.details?.untestable)).map(c => `${c.id}: ${c.errorMessage}`), scenario).toEqual([])
  if (scenario.startsWith('sep-2640-')) expect(checks!.filter(c => c.status === 'SKIPPED').map(c => c.id), scenario).toEqual([])
}

describe.skipIf(!installed)('the MCP conformance suite against `npx unplugin-loadout mcp --http`', () => {
  let server: Server
  let results: Results
  beforeAll(async () => {
    const port = await freePort()
    server = await startServer(process.execPath, [join(REPO, 'dist/cli/index.js'), 'mcp', '--skills', SKILLS, '--http', '--port', String(port)], {
      cwd: REPO,
      ready: /skills at http:/,
    })
    results = await runSuite(`http://127.0.0.1:${port}/mcp`, 'http')
    console.log(`conformance over HTTP:\n${summary(results)}`)
  }, 300_000)
  afterAll(() => server?.stop())

  it.each(MUST_PASS[MODERN])(`${MODERN}: %s passes`, s => expectPassed(results, MODERN, s))
  it.each(MUST_PASS[LEGACY])(`${LEGACY}: %s passes`, s => expectPassed(results, LEGACY, s))
})

describe.skipIf(!installed)('the MCP conformance suite against the Worker\'s createMcpHandler under wrangler dev', () => {
  let server: Server | undefined
  let results: Results
  beforeAll(async () => {
    // CI installs it in .ci/run; a fresh checkout gets it here, from the committed lockfile.
    if (!existsSync(join(WORKER_BIN, 'node')) || !existsSync(join(WORKER, 'node_modules/wrangler'))) await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: WORKER, timeout: 400_000 })
    const out = join(OUTPUT, 'worker-conformance')
    const node22 = join(WORKER_BIN, 'node')
    await run(node22, [join(WORKER, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(out, 'dist'), '--emptyOutDir'], { cwd: WORKER, env: { ...WORKER_ENV, LOADOUT_SKILLS: SKILLS } })
    const port = await freePort()
    server = await startServer(node22, [join(WORKER, 'node_modules/wrangler/bin/wrangler.js'), 'dev', '-c', join(out, 'dist/loadout_worker/wrangler.json'), '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'], {
      cwd: out,
      env: WORKER_ENV,
      ready: /Ready on http:\/\/127\.0\.0\.1:\d+/,
      timeout: 90_000,
    })
    results = await runSuite(`http://127.0.0.1:${port}/mcp`, 'worker')
    console.log(`conformance on the Worker:\n${summary(results)}`)
  }, 600_000)
  afterAll(() => server?.stop())

  it.each(MUST_PASS[MODERN])(`${MODERN}: %s passes`, s => expectPassed(results, MODERN, s))
  it.each(MUST_PASS[LEGACY])(`${LEGACY}: %s passes`, s => expectPassed(results, LEGACY, s))
})
