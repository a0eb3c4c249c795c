/**
 * Issue 41, done when: over the corpus, from the packed tarball, every file of every skill folder is readable (dot
 * files, ignored folders and nested skills aside) and frontmatter `metadata` is kept verbatim. The tarball is installed
 * into a fresh app outside the repository with Vite; the app builds the 791 skills (SSR, so Node can import the
 * output), then reads every file of every folder back through the bundle and compares it with the bytes on disk. The
 * corpus is read where it lies (../shared), never copied; without it the test is skipped with a note.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import matter from 'gray-matter'
import { afterAll, describe, expect, it } from 'vitest'
import { CORPUS, HAS_CORPUS } from '../helpers/fixtures'
import { exec, installApp, removeFreshDirs } from '../helpers/pack'

const viteVersion = JSON.parse(readFileSync(join(import.meta.dirname, '../../node_modules/vite/package.json'), 'utf8')).version

const BUILD = `import { build } from 'vite'
import loadout from 'unplugin-loadout/vite'
await build({
  configFile: false,
  logLevel: 'error',
  plugins: [loadout({ skills: [process.argv[2]] })],
  build: { ssr: 'entry.js', outDir: 'out', rollupOptions: { output: { entryFileNames: 'main.mjs', chunkFileNames: '[name]-[hash].mjs' } } },
})
`

// Reads every file of every skill folder through the bundle: the folder walked here on its own (no dot file, no
// ignored folder, no nested skill's folder, no symbolic link, SKILL.md aside), each file compared byte for byte.
const CHECK = `import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
const corpus = process.argv[2]
const IGNORED = new Set(['node_modules', 'bower_components', 'jspm_packages', 'venv', '__pycache__'])
function folderFiles(dir, rel = '') {
  const out = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || IGNORED.has(e.name)) continue
    const path = rel ? rel + '/' + e.name : e.name
    if (e.isDirectory()) {
      if (!readdirSync(join(dir, e.name)).includes('SKILL.md')) out.push(...folderFiles(join(dir, e.name), path))
    }
    else if (e.isFile() && path !== 'SKILL.md') out.push(path)
  }
  return out
}
const m = await import('./out/main.mjs')
const report = { skills: 0, files: 0, readable: 0, foldersShort: 0, missing: [], metadata: {}, mainListsFiles: m.entries.some(e => e.resources.length > 0) }
for (const e of m.entries) {
  report.skills++
  const dir = join(corpus, dirname(e.path))
  let short = false
  for (const path of folderFiles(dir)) {
    report.files++
    const bytes = await m.readResourceBytes(e.id, path).catch(() => undefined)
    if (bytes && Buffer.from(bytes).equals(readFileSync(join(dir, path)))) report.readable++
    else {
      short = true
      if (report.missing.length < 10) report.missing.push(e.id + '/' + path)
    }
  }
  if (short) report.foldersShort++
  const { frontmatter } = await m.load(e.id)
  if (frontmatter.metadata !== undefined) report.metadata[e.path] = frontmatter.metadata
}
process.stdout.write(JSON.stringify(report))
`

describe.skipIf(!HAS_CORPUS)('the corpus from the packed tarball: every file of every skill folder', () => {
  afterAll(removeFreshDirs)

  it('reads back all 3,072 files of the 791 folders byte for byte, and keeps every metadata verbatim', async () => {
    const app = await installApp('corpus-files', {
      pkg: { type: 'module' },
      devDependencies: { vite: viteVersion },
      files: { 'build.mjs': BUILD, 'check.mjs': CHECK, 'entry.js': 'export * from \'virtual:loadout\'\n' },
    })
    await exec(process.execPath, ['build.mjs', CORPUS], { cwd: app, timeout: 600_000, maxBuffer: 1 << 26 })
    const { stdout } = await exec(process.execPath, ['check.mjs', CORPUS], { cwd: app, timeout: 600_000, maxBuffer: 1 << 28 })
    const report = JSON.parse(stdout)
    expect(report.skills).toBe(791)
    expect(report.files).toBe(3072)
    expect(report.missing).toEqual([])
    expect(report.readable).toBe(report.files)
    expect(report.foldersShort).toBe(0)
    expect(report.mainListsFiles).toBe(false)
    // `metadata` as YAML reads it, independently of the compile (js-yaml through gray-matter, dates as ISO text).
    // A frontmatter js-yaml refuses (the compile reads it recovered, with a warning) is not compared.
    let compared = 0
    for (const [path, kept] of Object.entries(report.metadata)) {
      let data: Record<string, unknown>
      try {
        data = matter(readFileSync(join(CORPUS, path), 'utf8')).data
      }
      catch {
        continue
      }
      expect(kept, path).toEqual(JSON.parse(JSON.stringify(data.metadata)))
      compared++
    }
    expect(compared).toBe(182)
  }, 900_000)
})

if (!HAS_CORPUS) console.warn('the corpus from the packed tarball: skipped, ../shared/corpus is absent')
