// The published types, type-checked with tsc (skipLibCheck off) in fresh apps that install the packed tarball.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exec, installApp, removeFreshDirs } from '../helpers/pack'

const TYPESCRIPT = '^5.9.3'

/** `tsc --noEmit -p <tsconfig>` in `app`; its diagnostics, one a line (empty when clean). */
async function tsc(app: string, project = 'tsconfig.json'): Promise<string> {
  try {
    await exec(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', project], { cwd: app })
    return ''
  }
  catch (err) {
    return (err as { stdout: string }).stdout.trim()
  }
}

function tsconfig(compilerOptions: Record<string, unknown>, files: string[]): string {
  return JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', ...compilerOptions }, files }, null, 2)
}

// What a user writes against virtual:loadout. Each wrong use below is marked as an expected error: were the module
// typed as any, those markers would be unused, which tsc reports.
const USES_VIRTUAL = `import { entries, load, loadout, type SkillId } from 'virtual:loadout'
export const id: SkillId = 'pdf-tables'
export const count: number = entries.length + loadout.entries.length
// @ts-expect-error a Loadout is not a number
export const wrong: number = loadout
export async function body(): Promise<string> {
  // @ts-expect-error load takes an id or a name, not a number
  await load(42)
  return (await load(id)).body
}
`

describe('client types (virtual:loadout) under each moduleResolution', () => {
  const setups = {
    node10: { module: 'commonjs', moduleResolution: 'node10' },
    node16: { module: 'node16', moduleResolution: 'node16' },
    nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
    bundler: { module: 'esnext', moduleResolution: 'bundler' },
  }
  let app: string
  beforeAll(async () => {
    const files: Record<string, string> = { 'src/app.ts': USES_VIRTUAL }
    for (const [n, o] of Object.entries(setups)) files[`tsconfig.${n}.json`] = tsconfig({ ...o, types: ['unplugin-loadout/client'] }, ['src/app.ts'])
    app = await installApp('types-client', { devDependencies: { typescript: TYPESCRIPT }, files })
  })
  it.each(Object.keys(setups))('%s: typed, not any', async (name) => {
    expect(await tsc(app, `tsconfig.${name}.json`)).toBe('')
  })
})

// A user's agent code over unplugin-loadout/ai, typed against whichever ai is installed.
const USES_AI = `import type { SkillAgent, SkillAgentResult } from 'unplugin-loadout/ai'
import { createSkillAgent, loadoutTools } from 'unplugin-loadout/ai'

export type Answer = SkillAgentResult['result']['text']
export const text = (r: SkillAgentResult): string => r.result.text + r.text
export const make = createSkillAgent
export const tools = loadoutTools
export type Agent = SkillAgent
`

afterAll(removeFreshDirs)

describe('unplugin-loadout/ai types, skipLibCheck off', () => {
  it.each(['6', '7'])('type-check against ai@%s', async (major) => {
    const app = await installApp(`types-ai${major}`, {
      pkg: { type: 'module' },
      dependencies: { ai: `^${major}.0.0` },
      // ai's own declarations import json-schema's types: a skipLibCheck-off user installs them too.
      devDependencies: { 'typescript': TYPESCRIPT, '@types/node': '^20.19.0', '@types/json-schema': '^7.0.15' },
      files: {
        'src/agent.ts': USES_AI,
        'tsconfig.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext' }, ['src/agent.ts']),
        'tsconfig.bundler.json': tsconfig({ module: 'esnext', moduleResolution: 'bundler' }, ['src/agent.ts']),
      },
    })
    const { stdout } = await exec(process.execPath, ['-p', `require('./node_modules/ai/package.json').version`], { cwd: app })
    expect(stdout.trim().split('.')[0]).toBe(major)
    expect(await tsc(app)).toBe('')
    expect(await tsc(app, 'tsconfig.bundler.json')).toBe('')
  })
})

// A user's MCP server over unplugin-loadout/mcp, typed against the SDK 2.x it peers on (@modelcontextprotocol/server):
// the fetch handler with the Skills Extension and cache hints, and the server for the SDK's stdio entry.
const USES_MCP = `import { loadFromDisk } from 'unplugin-loadout/api'
import { createMcpHandler, createMcpServer, type McpHandlerOptions } from 'unplugin-loadout/mcp'
import type { Server } from '@modelcontextprotocol/server'
import { serveStdio } from '@modelcontextprotocol/server/stdio'

const loadout = await loadFromDisk({ skills: ['skills'], published: true })
const options: McpHandlerOptions = { token: 'x', cacheHint: { ttlMs: 60_000, cacheScope: 'private' }, skillsExtension: loadout.published }
export const handler: (request: Request) => Promise<Response> = createMcpHandler(loadout, options)
const mcp = createMcpServer(loadout, { pageSize: 100 })
export const server: Server = mcp.newServer()
serveStdio(() => mcp.newServer())
// @ts-expect-error cacheScope is 'public' or 'private'
createMcpHandler(loadout, { cacheHint: { cacheScope: 'shared' } })
// @ts-expect-error skillsExtension takes a boolean or the published skills
createMcpHandler(loadout, { skillsExtension: 'yes' })
`

describe('unplugin-loadout/mcp types, skipLibCheck off', () => {
  it('type-checks against @modelcontextprotocol/server 2.x', async () => {
    const app = await installApp('types-mcp', {
      pkg: { type: 'module' },
      dependencies: { '@modelcontextprotocol/server': '^2.4.0' },
      // The SDK's declarations reference Node's Buffer: a skipLibCheck-off user installs Node's types too.
      devDependencies: { 'typescript': TYPESCRIPT, '@types/node': '^20.19.0' },
      files: {
        'src/mcp.ts': USES_MCP,
        'tsconfig.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', types: ['node'] }, ['src/mcp.ts']),
        'tsconfig.bundler.json': tsconfig({ module: 'esnext', moduleResolution: 'bundler', types: ['node'] }, ['src/mcp.ts']),
      },
    })
    expect(await tsc(app)).toBe('')
    expect(await tsc(app, 'tsconfig.bundler.json')).toBe('')
  })
})

// Keep the helper honest: the same check does fail on a wrong use (so an empty result above means clean).
describe('the tsc helper', () => {
  it('reports an error', async () => {
    const app = await installApp('types-fail', { devDependencies: { typescript: TYPESCRIPT }, files: { 'a.ts': 'export const n: number = "x"\n' } })
    writeFileSync(join(app, 'tsconfig.json'), tsconfig({ module: 'esnext', moduleResolution: 'bundler' }, ['a.ts']))
    expect(await tsc(app)).toMatch(/TS2322/)
  })
})
