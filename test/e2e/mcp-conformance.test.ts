/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, the server scenarios) against the built
 * CLI's `mcp --http`, as a client developer would run it. The suite needs Node 22: it has its own install in
 * test/conformance (`npm ci --prefix test/conformance`, which .ci/run does), with the npm package `node@22`; without
 * it this file is skipped with a note.
 *
 * The scenarios asked of this server are those it can pass: the others test the suite's own reference server
 * (tools named `test_simple_text`, `test_image_content`..., sampling, elicitation, subscriptions, logging), which a
 * skills server has no reason to offer.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../helpers/fixtures'
import { REPO } from '../helpers/pack'
import { freePort, run, type Server, startServer } from '../helpers/server'

const SUITE = join(REPO, 'test/conformance/node_modules')
const NODE22 = join(SUITE, '.bin/node')
const CONFORMANCE = join(SUITE, '@modelcontextprotocol/conformance/dist/index.js')
const installed = existsSync(NODE22) && existsSync(CONFORMANCE)
if (!installed) console.warn('mcp-conformance: skipped; install the suite with `npm ci --prefix test/conformance`')

const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list', 'completion-complete', 'dns-rebinding-protection']

describe.skipIf(!installed)('the MCP conformance suite against `npx unplugin-loadout mcp --http`', () => {
  let server: Server
  let url: string
  beforeAll(async () => {
    const port = await freePort()
    server = await startServer(process.execPath, [join(REPO, 'dist/cli/index.js'), 'mcp', '--skills', 'skills', '--http', '--port', String(port)], {
      cwd: join(FIXTURES, 'basic'),
      ready: /skills at http:/,
    })
    url = `http://127.0.0.1:${port}/mcp`
  })
  afterAll(() => server?.stop())

  it.each(SCENARIOS)('%s passes', async (scenario) => {
    // The suite exits 1 on a failed check (`run` then rejects with its output).
    const output = await run(NODE22, [CONFORMANCE, 'server', '--url', url, '--scenario', scenario], { cwd: REPO, timeout: 60_000 })
      .catch((err: Error) => err.message)
    expect(output).toMatch(/\nPassed: (\d+)\/\1, 0 failed/)
  }, 90_000)
})
