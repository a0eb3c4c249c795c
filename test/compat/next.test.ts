/**
 * The compatibility matrix, Next.js: the oldest 15.x (webpack builds, `next dev --turbo` reading
 * `experimental.turbo`), the newest 15.x (`next dev --turbopack` reading `turbopack`) and the newest 16.x (Turbopack
 * builds and dev), each with create-next-app's
 * `next.config.ts` and with `next.config.mjs`, installed from the packed tarball. `next build`, `next start` on
 * 127.0.0.1 and a route that routes a task and loads its body; `next dev` sees a skill edited.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { freePort, run, type Server, startServer } from '../helpers/server'
import { createApp, installed } from './app'
import { BODIES } from './check'

const TASK = 'extract the tables from these PDF invoices into CSV'
const env = { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: undefined }

export const NEXT_MATRIX = [
  { next: '15.0.0', react: '18.3.1', bundler: 'webpack', dev: ['dev', '--turbo'] },
  { next: '15.5.29', react: '19.3.1', bundler: 'webpack', dev: ['dev', '--turbopack'] },
  { next: '16.4.6', react: '19.3.1', bundler: 'Turbopack', dev: ['dev'] },
]

/** Every file below `dir` that holds a skill body, by body. */
function bodyFiles(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>(BODIES.map(id => [id, []]))
  for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(f => /\.m?js$/.test(f))) {
    const code = readFileSync(join(dir, f), 'utf8')
    for (const id of BODIES) if (code.includes(`BODY-SENTINEL-${id}`)) found.get(id)!.push(f)
  }
  return found
}

async function skillRoute(port: number): Promise<{ top: string | null, body: string | null }> {
  const res = await fetch(`http://127.0.0.1:${port}/api/skill?task=${encodeURIComponent(TASK)}`)
  expect(res.status).toBe(200)
  return res.json() as Promise<any>
}

// typescript: Next 15.5+ transpile next.config.ts with it (create-next-app's TypeScript template installs it).
describe.each(NEXT_MATRIX)('next $next ($bundler builds)', ({ next, react, bundler, dev }) => {
  let app: string
  const bin = () => join(app, 'node_modules/.bin/next')
  const useConfig = (file: string) => {
    for (const f of ['next.config.ts', 'next.config.mjs']) rmSync(join(app, f), { force: true })
    cpSync(join(import.meta.dirname, 'files/next', file), join(app, file))
  }
  beforeAll(async () => {
    app = await createApp({ name: `next-${next}`, module: false, dependencies: { next, 'react': react, 'react-dom': react, typescript: '5.9.3' }, fixtures: ['basic'], files: [['next/app', 'app']] })
    expect(installed(app, 'next')).toBe(next)
  }, 600_000)

  it.each(['next.config.ts', 'next.config.mjs'])('next build with %s, then next start routes a task and loads its body', async (config) => {
    useConfig(config)
    rmSync(join(app, '.next'), { recursive: true, force: true })
    rmSync(join(app, '.loadout'), { recursive: true, force: true })
    const log = await run(bin(), ['build'], { cwd: app, env, timeout: 400_000 })
    expect(log).toContain(`Next.js ${next}`)
    if (bundler === 'Turbopack') expect(log).toContain('(Turbopack)')
    expect(log).not.toMatch(/Unrecognized key|Invalid next\.config/i)
    expect(log).toMatch(/ƒ \/api\/skill/)
    // Every body is built into server output, and no output file holds two bodies (one chunk per body).
    const found = bodyFiles(join(app, '.next/server'))
    for (const id of BODIES) expect(found.get(id), id).not.toEqual([])
    const perFile = new Map<string, number>()
    for (const files of found.values()) for (const f of new Set(files)) perFile.set(f, (perFile.get(f) ?? 0) + 1)
    expect(Math.max(...perFile.values())).toBe(1)

    const port = await freePort()
    const server = await startServer(bin(), ['start', '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in|✓ Ready/, timeout: 60_000 })
    try {
      const r = await skillRoute(port)
      expect(r.top).toBe('pdf-tables')
      expect(r.body).toContain('BODY-SENTINEL-pdf-tables')
    }
    finally {
      await server.stop()
    }
  })

  it(`next ${dev.join(' ')} (next.config.ts) answers, then sees a skill edited`, async () => {
    useConfig('next.config.ts')
    const file = join(app, 'skills/pdf-tables/SKILL.md')
    const original = readFileSync(file, 'utf8')
    const port = await freePort()
    let server: Server | undefined
    try {
      server = await startServer(bin(), [...dev, '-H', '127.0.0.1', '-p', String(port)], { cwd: app, env, ready: /Ready in|✓ Ready/, timeout: 120_000 })
      expect((await skillRoute(port)).body).toContain('BODY-SENTINEL-pdf-tables')
      expect(server.output()).toMatch(/Next\.js [\d.]+ \((?:turbo|Turbopack)\)/)
      writeFileSync(file, original.replace('BODY-SENTINEL-pdf-tables', 'BODY-SENTINEL-pdf-tables DEV-EDITED'))
      await expect.poll(async () => (await skillRoute(port)).body, { timeout: 60_000, interval: 500 }).toContain('DEV-EDITED')
      expect(server.output()).not.toMatch(/Unrecognized key|Cannot find module/i)
    }
    finally {
      await server?.stop()
      writeFileSync(file, original)
    }
  })
})
