/**
 * A skill is its whole folder (issue 41), as users meet it: the fixture's skill holds Markdown, an extensionless
 * LICENSE and script, a Latin-1 file, a PNG, a font, a dot file, a secret-looking file, a nested skill and a link
 * outside its folder. Every bundler builds it with the built plugin, and the output, imported in Node, gives back every
 * file of the folder byte for byte (text as text too), lists the linked file under _linked/, keeps the frontmatter as
 * written, and keeps the listing and every file's bytes out of the main chunk.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
import { callBuilt } from '../helpers/node'
import { freePort } from '../helpers/server'

const root = join(import.meta.dirname, '../fixtures/whole-folder')
const kit = join(root, 'skills/kit')
const out = join(import.meta.dirname, '../.output/whole-folder')

/** The files of the kit's folder by the rule, walked here on their own: no dot file, no nested skill's folder. */
function folderFiles(dir: string, rel = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = rel ? `${rel}/${e.name}` : e.name
    if (e.name.startsWith('.') || path === 'SKILL.md') return []
    if (e.isDirectory()) return readdirSync(join(dir, e.name)).includes('SKILL.md') ? [] : folderFiles(join(dir, e.name), path)
    return [path]
  })
}

const expected = Object.fromEntries([
  ...folderFiles(kit).filter(p => p !== 'credentials.json').map(p => [p, readFileSync(join(kit, p))] as const),
  ['_linked/shared/tables.md', readFileSync(join(root, 'skills/shared/tables.md'))] as const,
])

/** Build the fixture with `bundler` (bodies packed or not), run it, and check every file and the frontmatter. */
async function checkBuild(bundler: typeof BUNDLERS[number], pack: boolean): Promise<void> {
  const result = await buildWith(bundler, root, 'entry.js', join(out, `${bundler}${pack ? '-pack' : ''}`), { skills: ['skills'], pack })
  const main = readFileSync(result.main, 'utf8')
  for (const sentinel of ['EXAMPLE-SENTINEL', 'LICENSE-SENTINEL', 'SHARED-SENTINEL', 'examples/one.md', 'DS-1042', 'SECRET-SENTINEL'])
    expect(main, sentinel).not.toContain(sentinel)
  expect(result.files.some(f => readFileSync(f, 'utf8').includes('SECRET-SENTINEL')), 'the secret-looking file is never emitted').toBe(false)
  expect(result.files.some(f => readFileSync(f, 'utf8').includes('HIDDEN-SENTINEL')), 'the dot file is never emitted').toBe(false)

  const r = await callBuilt(result.main, 'run')
  expect(Object.keys(r.files).sort()).toEqual(Object.keys(expected).sort())
  for (const [path, bytes] of Object.entries(expected)) {
    const got = r.files[path]
    expect(Buffer.from(got.bytes, 'base64').equals(bytes), path).toBe(true)
    expect(got.size, path).toBe(bytes.length)
  }
  expect(r.files.LICENSE).toMatchObject({ kind: 'text', type: 'text/plain', text: expected.LICENSE!.toString('utf8') })
  expect(r.files.setup).toMatchObject({ kind: 'text', text: '#!/bin/sh\necho SCRIPT-SENTINEL\n' })
  expect(r.files['assets/logo.png']).toMatchObject({ kind: 'binary', type: 'image/png' })
  expect(r.files['fonts/Mono.ttf']).toMatchObject({ kind: 'binary', type: 'font/ttf' })
  expect(r.files['latin1.txt']).toMatchObject({ kind: 'binary', type: 'application/octet-stream' })
  expect(r.loadedPaths).toEqual(Object.keys(expected).sort())
  expect(r.inner).toEqual(['own.md'])
  expect(r.mainListsFiles).toBe(false)
  expect(r.byLink).toContain('SHARED-SENTINEL')
  expect(r.binaryAsText).toMatch(/binary file .* read it with readResourceBytes/)
  expect(r.hidden).toMatch(/not a resource of skill "kit"/)
  expect(r.toolPng).toMatchObject({ path: 'assets/logo.png', encoding: 'base64', base64: expected['assets/logo.png']!.toString('base64') })
  expect(r.frontmatter).toEqual({
    'name': 'kit',
    'description': 'Lay out a poster with the kit\'s fonts, logo and examples.',
    'license': 'Apache-2.0',
    'metadata': { author: 'Design Systems', version: '2.1', reviewed: '2025-03-01T00:00:00.000Z', owners: ['ada', 'lin'] },
    'x-internal-ticket': 'DS-1042',
  })
}

describe.each(BUNDLERS)('%s serves a whole skill folder', (bundler) => {
  it('gives back every file byte for byte, binaries as bytes, with the frontmatter as written, none of it in the main chunk', async () => {
    await checkBuild(bundler, false)
  })
})

describe.each(['vite', 'webpack'] as const)('%s serves a whole skill folder from packed chunks', (bundler) => {
  it('gives back the same from packs (option pack)', async () => {
    await checkBuild(bundler, true)
  })
})

describe('a whole skill folder in Chromium', () => {
  it('reads every file of the Vite build in a page, binaries as bytes, each chunk fetched only when read', async () => {
    const { build, preview } = await import('vite')
    const { default: loadout } = await import('../../dist/vite.js')
    const outDir = join(out, 'browser')
    await build({ root, configFile: false, logLevel: 'warn', plugins: [loadout({ root, skills: ['skills'] })], build: { outDir, emptyOutDir: true } })
    const port = await freePort()
    const server = await preview({ root, configFile: false, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } })
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      const fetched: string[] = []
      page.on('request', req => fetched.push(new URL(req.url()).pathname))
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
      expect(await page.title()).toBe('ready')
      const atStart = fetched.length
      expect(fetched.filter(p => /resource-/.test(p)), 'no file chunk at start-up').toEqual([])
      const r = await page.evaluate(() => (window as unknown as { loadoutRun: () => Promise<any> }).loadoutRun())
      for (const [path, bytes] of Object.entries(expected)) expect(Buffer.from(r.files[path].bytes, 'base64').equals(bytes), path).toBe(true)
      expect(r.files['assets/logo.png']).toMatchObject({ kind: 'binary', type: 'image/png' })
      expect(r.frontmatter.metadata).toEqual({ author: 'Design Systems', version: '2.1', reviewed: '2025-03-01T00:00:00.000Z', owners: ['ada', 'lin'] })
      // Each file came in a chunk of its own, fetched when read.
      expect(fetched.slice(atStart).filter(p => /resource-/.test(p)).length).toBe(Object.keys(expected).length)
    }
    finally {
      await browser.close()
      await server.close()
    }
  })
})
