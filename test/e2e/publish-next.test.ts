/**
 * Next.js 16 with `withLoadout(..., { publish: { wellKnown: true } })`: a real `next build` with Turbopack and with
 * `--webpack` writes `public/.well-known/agent-skills/`, `next start` serves it (checked by a verifier written here from
 * the RFC's text), and a route handler serves MCP's Skills Extension from `virtual:loadout/published`, each file
 * verified by the SDK client's reads.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/v4'
import { OUTPUT } from '../helpers/fixtures'
import { freePort, run, type Server, startServer } from '../helpers/server'
import { contentBytes, digestOf, verifyWellKnown, WELL_KNOWN as WK } from '../helpers/well-known'

const repo = join(import.meta.dirname, '../..')
const playground = join(repo, 'playground')
const out = join(OUTPUT, 'publish-next')
const app = join(out, 'app')
const next = join(repo, 'node_modules/.bin/next')
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: undefined }

beforeAll(() => {
  // playground/next-app and its skills, as next.test.ts copies them, publishing, with one more route: MCP's Skills
  // Extension over the published module.
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  cpSync(join(playground, 'next-app'), app, { recursive: true, filter: src => !/[\\/](?:\.next|\.loadout|node_modules|public)$/.test(src) })
  cpSync(join(playground, 'skills'), join(out, 'skills'), { recursive: true })
  mkdirSync(join(app, 'node_modules'))
  symlinkSync(repo, join(app, 'node_modules/unplugin-loadout'), 'dir')
  const config = join(app, 'next.config.mjs')
  writeFileSync(config, readFileSync(config, 'utf8').replace("{ skills: ['../skills'] }", "{ skills: ['../skills'], publish: { wellKnown: true } }"))
  expect(readFileSync(config, 'utf8')).toContain('publish: { wellKnown: true }')
  mkdirSync(join(app, 'app/api/skills-mcp'), { recursive: true })
  writeFileSync(join(app, 'app/api/skills-mcp/route.js'), `import { createMcpHandler } from 'unplugin-loadout/mcp'
import { loadout } from 'virtual:loadout'
import { published } from 'virtual:loadout/published'

export const dynamic = 'force-dynamic'
export const POST = createMcpHandler(loadout, { skillsExtension: published })
`)
})
afterAll(() => {
  const link = join(app, 'node_modules/unplugin-loadout')
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link)
})

const Entry = z.object({ uri: z.string(), frontmatter: z.record(z.string(), z.unknown()), resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })) })

describe.each([
  { bundler: 'Turbopack', args: [] as string[] },
  { bundler: 'webpack', args: ['--webpack'] },
])('next build ($bundler) with publish.wellKnown', ({ bundler, args }) => {
  let server: Server | undefined
  afterAll(async () => {
    await server?.stop()
  })

  it('writes public/.well-known/agent-skills/, next start serves it, and the Skills Extension verifies', async () => {
    for (const dir of ['.next', '.loadout', 'public']) rmSync(join(app, dir), { recursive: true, force: true })
    const log = await run(next, ['build', ...args], { cwd: app, env, timeout: 400_000 })
    expect(log).toContain(`Next.js 16.4.6 (${bundler})`)
    const onDisk = await verifyWellKnown(async path => readFileSync(join(app, 'public', path)))
    expect(onDisk.skills).toHaveLength(12)
    // Written once, to public/: not into webpack's output as well.
    expect(readdirSync(join(app, '.next'), { recursive: true, encoding: 'utf8' }).filter(p => p.includes('agent-skills'))).toEqual([])

    const port = await freePort()
    server = await startServer(next, ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in/, timeout: 60_000 })
    const base = `http://127.0.0.1:${port}`
    const served = await verifyWellKnown(async (path) => {
      const res = await fetch(`${base}/${path.split('/').map(encodeURIComponent).join('/')}`)
      expect(res.status, path).toBe(200)
      return Buffer.from(await res.arrayBuffer())
    })
    expect(served).toEqual(onDisk)

    const client = new Client({ name: 'host', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/skills-mcp`)))
    try {
      const list = await client.request({ method: 'skills/list', params: {} }, z.object({ skills: z.array(Entry) }))
      expect(list.skills.map(s => s.frontmatter.name).sort()).toEqual(onDisk.skills.map((s: any) => s.name).sort())
      for (const skill of list.skills) {
        const published = onDisk.skills.find((s: any) => s.name === skill.frontmatter.name)
        expect(skill.resources.map(r => r.digest)).toEqual(published.files.map((f: any) => f.digest))
        for (const r of skill.resources) {
          const bytes = contentBytes((await client.readResource({ uri: r.uri })).contents[0] as { text?: string, blob?: string })
          expect(bytes.byteLength, r.uri).toBe(r.size)
          expect(digestOf(bytes), r.uri).toBe(r.digest)
        }
      }
    }
    finally {
      await client.close()
    }
    await server.stop()
    server = undefined
    expect(existsSync(join(app, 'public', WK, 'index.json'))).toBe(true)
  }, 420_000)
})
