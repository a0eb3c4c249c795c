/** What every build of the fixture must show: one chunk per skill body, and routing + loading at run time. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import { run } from '../helpers/server'
import { jsFiles } from './app'

/** The non-shadowed skills of test/fixtures/basic, each of whose bodies holds `BODY-SENTINEL-<id>`. */
export const BODIES = ['pdf-tables', 'ci-workflows', 'house-rules', 'release-notes', 'translate-docs', 'image-resize']

/** The built output in `outDir` (relative to the app) keeps bodies out of `main` and gives each its own chunk. */
export function expectOneChunkPerBody(app: string, outDir: string, main: string): void {
  const dir = join(app, outDir)
  const files = jsFiles(dir)
  expect(files).toContain(main)
  const mainCode = readFileSync(join(dir, main), 'utf8')
  expect(mainCode).toContain('pdf-tables')
  expect(mainCode).not.toContain('BODY-SENTINEL')
  const chunks = files.filter(f => f !== main).map(f => readFileSync(join(dir, f), 'utf8'))
  for (const id of BODIES) {
    const holding = chunks.filter(c => c.includes(`BODY-SENTINEL-${id}`))
    expect(holding, `chunks holding ${id}`).toHaveLength(1)
    expect(holding[0]!.match(/BODY-SENTINEL-/g), `bodies in the chunk of ${id}`).toHaveLength(1)
  }
  expect(chunks.some(c => c.includes('BODY-SENTINEL-shadowed-copy'))).toBe(false)
}

/** Import the built main in a plain Node process (`node`, Node 20 unless given), route a task and load its body. */
export async function expectRoutesAndLoads(app: string, main: string, node = process.execPath): Promise<void> {
  const r = JSON.parse(await run(node, ['run.mjs', main, 'extract the tables from these PDF invoices into CSV'], { cwd: app }))
  expect(r.ids[0]).toBe('house-rules')
  expect(r.top).toBe('pdf-tables')
  expect(r.body).toContain('BODY-SENTINEL-pdf-tables')
  expect(r.count).toBe(BODIES.length)
  expect(r.aliasIsSame).toBe(true)
  expect(r.searched[0]).toBe('release-notes')
}
