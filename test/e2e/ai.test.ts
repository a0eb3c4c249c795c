/**
 * unplugin-loadout/ai through the BUILT package (dist/ai.js): agents over a bundle built by real bundlers, and MCP
 * servers written for the test on the official SDK, over stdio and Streamable HTTP on 127.0.0.1. No network.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildWith } from '../helpers/bundlers'
import { copyFixture, FIXTURES, OUTPUT, remove } from '../helpers/fixtures'
import { resultOf, scriptedModel } from '../fixtures/ai-mock/model'

type AiModule = typeof import('../../src/ai')
type ApiModule = typeof import('../../src/api')

const exec = promisify(execFile)
const DIST = join(import.meta.dirname, '../../dist')
const MCP_SERVER = join(import.meta.dirname, '../helpers/mcp-server.mjs')
const RUNNER = join(FIXTURES, 'ai-agent/agent-run.mjs')

let ai: AiModule
let api: ApiModule

beforeAll(async () => {
  ai = await import(pathToFileURL(join(DIST, 'ai.js')).href)
  api = await import(pathToFileURL(join(DIST, 'api.js')).href)
})

describe.each(['vite', 'webpack'] as const)('%s: an agent over the built bundle', (bundler) => {
  it('loads a skill body from its own chunk when the model calls Skill, and routes through the bundle', async () => {
    // Build from a copy, then delete the copy: every body the agent sees must come from the bundle.
    const src = copyFixture('ai-agent')
    const built = await buildWith(bundler, src, 'entry.js', join(OUTPUT, 'ai', bundler), { skills: ['skills'] })
    remove(src)
    expect(readFileSync(built.main, 'utf8')).not.toContain('BODY-SENTINEL')

    const { stdout } = await exec(process.execPath, [RUNNER, built.main, join(DIST, 'ai.js')], { timeout: 60_000 })
    const r = JSON.parse(stdout)

    // Keyword routing found nothing for the task: the model loaded the skill itself.
    expect(r.viaSkill.text).toBe('BODY-SENTINEL-pdf-tables: open each page, find the ruled table, write one CSV row per line.')
    expect(r.viaSkill.activated).toEqual(['house-rules', 'pdf-tables'])
    expect(r.viaSkill.systems[0]).toContain('BODY-SENTINEL-house-rules')
    expect(r.viaSkill.systems[0]).not.toContain('BODY-SENTINEL-pdf-tables')

    // LLM routing: the catalog, activate_skill, then the chosen body in the answering call.
    expect(r.viaLlm.systems).toHaveLength(2)
    expect(r.viaLlm.systems[0]).toContain('- translator: Translate technical text between English and Chinese')
    expect(r.viaLlm.systems[0]).not.toContain('BODY-SENTINEL-translator')
    expect(r.viaLlm.text).toBe('BODY-SENTINEL-house-rules: answer in plain words. | BODY-SENTINEL-translator: build a glossary first, then translate paragraph by paragraph.')
    expect(r.viaLlm.chosen).toEqual(['translator'])

    // Keyword routing matched: the body was in the prompt before the model was called.
    expect(r.viaKeyword.systems[0]).toContain('BODY-SENTINEL-pdf-tables')
    expect(r.viaKeyword.text).toBe('Already loaded: its instructions are earlier in this conversation; follow them.')
  })
})

describe('playground/ai/agent.mjs', () => {
  it('runs offline through the package entries and shows each stage', async () => {
    const script = join(import.meta.dirname, '../../playground/ai/agent.mjs')
    const { stdout } = await exec(process.execPath, [script], { timeout: 60_000 })
    expect(stdout).toContain('routing keyword; activated team-conventions, sql-query-tuning\n')
    expect(stdout).toContain('routing llm; activated team-conventions, github-actions-ci; chosen by the model github-actions-ci\n')
    expect(stdout).toContain('Loaded with Skill: release-notes.')
    expect(stdout).toContain('  log   call_skill #1 skill=chinese-translation depth=1\n')
    expect(stdout).toContain('From call_skill: (mock chinese-translation)')
  })
})

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise(resolve => server.close(resolve))
  return port
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  }
  catch {
    return false
  }
}

async function waitFor(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (check()) return true
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  return check()
}

describe('MCP servers through the agent', () => {
  let http: ChildProcess
  let url: string
  let loadout: Awaited<ReturnType<ApiModule['loadFromDisk']>>

  beforeAll(async () => {
    loadout = await api.loadFromDisk({ root: join(FIXTURES, 'ai-agent') })
    http = spawn(process.execPath, [MCP_SERVER, 'http'], { stdio: ['ignore', 'pipe', 'inherit'] })
    const port = await new Promise<number>((resolve, reject) => {
      let out = ''
      http.stdout!.on('data', (chunk: Buffer) => {
        out += chunk
        const m = /LISTENING (\d+)/.exec(out)
        if (m) resolve(Number(m[1]))
      })
      http.on('exit', code => reject(new Error(`the HTTP MCP server exited (${code})`)))
    })
    url = `http://127.0.0.1:${port}/mcp`
  })

  afterAll(() => {
    http?.kill()
  })

  it('connects lazily over stdio and HTTP, names tools mcp__<server>__<tool>, skips servers that are down', async () => {
    const warnings: string[] = []
    const down = await closedPort()
    const model = scriptedModel((turn) => {
      if (turn.step === 0) {
        return {
          calls: [
            { tool: 'mcp__calc__add', input: { a: 2, b: 3 } },
            { tool: 'mcp__remote__add', input: { a: 4, b: 5 } },
            { tool: 'mcp__calc__whoami', input: {} },
            { tool: 'mcp__remote__whoami', input: {} },
            { tool: 'mcp__calc__fail', input: {} },
          ],
        }
      }
      return JSON.stringify(turn.results.map(r => r.output))
    })
    const agent = ai.createSkillAgent({
      model,
      loadout,
      mcp: {
        servers: [
          { name: 'calc', transport: { type: 'stdio', command: process.execPath, args: [MCP_SERVER, 'stdio'] } },
          { name: 'remote', transport: { type: 'http', url } },
          { name: 'down', transport: { type: 'http', url: `http://127.0.0.1:${down}/mcp` } },
          { name: 'ghost', transport: { type: 'stdio', command: join(FIXTURES, 'ai-agent/no-such-server') } },
        ],
      },
      logger: { warn: w => warnings.push(w) },
    })
    // Nothing connects before the first run.
    expect(agent.mcpStatus().map(s => s.state)).toEqual(['idle', 'idle', 'idle', 'idle'])

    const r = await agent.run('add some numbers')
    const [sum1, sum2, who1, who2, failed] = JSON.parse(r.text)
    expect([sum1, sum2]).toEqual(['5', '9'])
    const stdioServer = JSON.parse(who1)
    expect(stdioServer.mode).toBe('stdio')
    expect(stdioServer.pid).not.toBe(process.pid)
    expect(JSON.parse(who2).mode).toBe('http')
    expect(failed).toBe('this tool always fails')

    const offered = model.turns[0]!.tools.filter(t => t.startsWith('mcp__')).sort()
    expect(offered).toEqual([
      'mcp__calc__add', 'mcp__calc__fail', 'mcp__calc__slow', 'mcp__calc__whoami',
      'mcp__remote__add', 'mcp__remote__fail', 'mcp__remote__slow', 'mcp__remote__whoami',
    ])
    expect(agent.mcpStatus().map(s => `${s.name}:${s.state}`)).toEqual(['calc:connected', 'remote:connected', 'down:failed', 'ghost:failed'])
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^\[loadout\] MCP server "down" failed to connect and is skipped: /)
    expect(warnings[1]).toMatch(/^\[loadout\] MCP server "ghost" failed to connect and is skipped: /)

    // A second run reuses the connections: the same stdio process answers, nothing new is logged.
    const again = await agent.run('add some numbers')
    expect(JSON.parse(JSON.parse(again.text)[2]).pid).toBe(stdioServer.pid)
    expect(warnings).toHaveLength(2)

    // dispose() closes them: the stdio server process ends.
    await agent.dispose()
    expect(agent.mcpStatus().map(s => s.state)).toEqual(['closed', 'closed', 'failed', 'failed'])
    expect(await waitFor(() => !alive(stdioServer.pid))).toBe(true)
  })

  it('answers a tool call that outlives its timeout with an error result, and nested call_skill runs see MCP tools', async () => {
    const warnings: string[] = []
    const model = scriptedModel((turn) => {
      if (/You are running the skill "pdf-tables"/.test(turn.system)) {
        return turn.step === 0 ? { calls: [{ tool: 'mcp__remote__add', input: { a: 20, b: 22 } }] } : `nested: ${resultOf(turn, 'mcp__remote__add')}`
      }
      if (turn.step === 0) {
        return {
          calls: [
            { tool: 'mcp__remote__slow', input: { ms: 3000 } },
            { tool: 'mcp__remote__add', input: { a: 1, b: 1 } },
            { tool: 'call_skill', input: { skill: 'pdf-tables', message: 'add 20 and 22' } },
          ],
        }
      }
      return JSON.stringify(turn.results.map(r => r.output))
    })
    const agent = ai.createSkillAgent({
      model,
      loadout,
      mcp: { servers: [{ name: 'remote', transport: { type: 'http', url } }], timeoutMs: 300 },
      logger: { warn: w => warnings.push(w) },
    })
    const started = Date.now()
    const r = await agent.run('anything')
    await agent.dispose()
    const [slow, add, nested] = JSON.parse(r.text)
    expect(slow).toEqual({ error: 'MCP tool call timed out after 300 ms', tool: 'mcp__remote__slow', server: 'remote' })
    expect(add).toBe('2')
    expect(nested).toMatchObject({ skill: 'pdf-tables', depth: 1, text: 'nested: 42' })
    expect(Date.now() - started).toBeLessThan(2500)
    expect(warnings).toEqual(['[loadout] MCP tool call mcp__remote__slow timed out after 300 ms'])
  })

  it('lets a run go on when every server is down', async () => {
    const warnings: string[] = []
    const model = scriptedModel(turn => `tools: ${turn.tools.join(',')}`)
    const agent = ai.createSkillAgent({
      model,
      loadout,
      callSkill: false,
      mcp: { servers: [{ name: 'down', transport: { type: 'http', url: `http://127.0.0.1:${await closedPort()}/mcp` } }] },
      logger: { warn: w => warnings.push(w) },
    })
    const r = await agent.run('hello there')
    expect(r.text).toBe('tools: Skill,SkillSearch,read_resource')
    expect(warnings).toHaveLength(1)
    expect(agent.mcpStatus()[0]).toMatchObject({ name: 'down', state: 'failed', error: expect.any(String) })
    await agent.dispose()
  })
})
