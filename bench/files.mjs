// Whole skill folders over the corpus: how many files of its skill folders a real bundle serves, byte for byte, and
// what serving them costs. `node bench/files.mjs` (after `npm run build`; LOADOUT_DIST=<folder> measures another
// build of dist/). It
// - walks every compiled skill's folder on its own (no dot segment, no ignored folder, no nested skill's folder, no
//   symbolic link, SKILL.md aside) and counts its files;
// - builds the corpus with Vite (SSR, minified) into a temporary folder, imports the output in Node, and reads every
//   one of those files through the bundle (`readResourceBytes`, or `readResource` where a build has no bytes): a file
//   counts as readable when what comes back equals the bytes on disk (text: its UTF-8, a BOM aside);
// - counts the skills whose frontmatter `metadata` comes back verbatim from `load(id).frontmatter`;
// - reports the main chunk (raw and gzip), every emitted byte, the chunk count and the build time (median of 3).
// `node bench/files.mjs --binaries` prices binary files as the base64 chunks a build writes (the corpus holds none):
// the PNG, JPEG, GIF, TTF and WOFF2 files of this repository's node_modules (as `npm ci` installs them), each one's
// bytes, its chunk's bytes, and both through gzip, summed by format.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import matter from 'gray-matter'
import { repoRoot, sharedDir } from './quality.mjs'

const dist = resolve(process.env.LOADOUT_DIST ?? join(repoRoot, 'dist'))
/** The folders the skill-file rule leaves out (src/core/compile/skill-files.ts), written out so this count stands on its own. */
const IGNORED = new Set(['node_modules', 'bower_components', 'jspm_packages', 'venv', '__pycache__'])

/** The files of a skill folder: relative paths, by the rule, nested skills' folders left to them. */
export function folderFiles(dir, rel = '') {
  const out = []
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || IGNORED.has(e.name)) continue
    const path = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) {
      const inner = join(dir, e.name)
      if (readdirSync(inner).includes('SKILL.md')) continue
      out.push(...folderFiles(inner, path))
    }
    else if (e.isFile() && path !== 'SKILL.md') {
      out.push(path)
    }
  }
  return out
}

/** Build `skillsDir` with Vite into `outDir` (SSR, minified); the build's time in ms. */
async function viteBuild(work, skillsDir, outDir) {
  const { build } = await import('vite')
  const { default: loadout } = await import(pathToFileURL(join(dist, 'vite.js')).href)
  writeFileSync(join(work, 'entry.js'), `export * from 'virtual:loadout'\n`)
  const started = performance.now()
  await build({
    root: work,
    logLevel: 'error',
    configFile: false,
    plugins: [loadout({ skills: [skillsDir], root: work })],
    build: { ssr: join(work, 'entry.js'), outDir, minify: 'esbuild', rollupOptions: { output: { entryFileNames: 'main.mjs', chunkFileNames: '[name]-[hash].mjs' } } },
  })
  return performance.now() - started
}

/** Every file below `dir` with its size. */
function sizes(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(e => e.isFile()).map(e => statSync(join(e.parentPath, e.name)).size)
}

/** Whether the bundle gives `path` of skill `id` back as the bytes on disk. */
async function readsBack(bundle, id, abs, path) {
  const disk = readFileSync(abs)
  try {
    if (bundle.readResourceBytes) return Buffer.from(await bundle.readResourceBytes(id, path)).equals(disk)
    const text = await bundle.readResource(id, path)
    return text === new TextDecoder().decode(disk)
  }
  catch {
    return false
  }
}

/** The frontmatter's `metadata` as YAML reads it, compared with what the bundle loads. */
async function metadataKept(bundle, id, skillFile) {
  let data
  try {
    data = matter(readFileSync(skillFile, 'utf8')).data
  }
  catch {
    return undefined // YAML that js-yaml refuses: not counted either way
  }
  if (data?.metadata === undefined) return undefined
  const loaded = await bundle.load(id)
  return JSON.stringify(loaded.frontmatter?.metadata) === JSON.stringify(JSON.parse(JSON.stringify(data.metadata)))
}

export async function runFiles() {
  const corpus = join(sharedDir, 'corpus')
  const { compile } = await import(pathToFileURL(join(dist, 'api.js')).href)
  const result = await compile({ root: sharedDir, skills: ['corpus'] })
  const work = mkdtempSync(join(tmpdir(), 'loadout-files-'))
  try {
    const times = []
    for (let k = 0; k < 3; k++) {
      rmSync(join(work, 'out'), { recursive: true, force: true })
      times.push(await viteBuild(work, corpus, join(work, 'out')))
    }
    const bundle = await import(pathToFileURL(join(work, 'out', 'main.mjs')).href)
    const counts = { folders: 0, files: 0, readable: 0, foldersMissing: 0, withMetadata: 0, metadataKept: 0 }
    const missing = []
    for (const [i, e] of result.data.entries.entries()) {
      if (e.shadowedBy !== undefined) continue
      const skillDir = join(result.files[i], '..')
      const files = folderFiles(skillDir)
      counts.folders++
      counts.files += files.length
      let lost = 0
      for (const path of files) {
        if (await readsBack(bundle, e.id, join(skillDir, path), path)) counts.readable++
        else {
          lost++
          if (missing.length < 20) missing.push(`${e.id}/${path}`)
        }
      }
      if (lost) counts.foldersMissing++
      const kept = await metadataKept(bundle, e.id, result.files[i])
      if (kept !== undefined) {
        counts.withMetadata++
        if (kept) counts.metadataKept++
      }
    }
    const main = readFileSync(join(work, 'out', 'main.mjs'))
    const all = sizes(join(work, 'out'))
    times.sort((a, b) => a - b)
    return {
      ...counts,
      unreadable: counts.files - counts.readable,
      missingSample: missing,
      mainRaw: main.length,
      mainGzip: gzipSync(main).length,
      emittedBytes: all.reduce((a, b) => a + b, 0),
      chunks: all.length,
      buildMs: Math.round(times[1]),
    }
  }
  finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** The binary files of node_modules by format, in path order (the `--binaries` sample). */
function binarySample() {
  const formats = { png: [], jpg: [], gif: [], ttf: [], woff2: [] }
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name)
      if (e.isDirectory()) walk(path)
      else if (e.isFile()) formats[e.name.split('.').pop().toLowerCase()]?.push(path)
    }
  }
  walk(join(repoRoot, 'node_modules'))
  for (const list of Object.values(formats)) list.sort()
  return formats
}

/** Each format's files as bytes and as base64 chunks, raw and through gzip. */
export function runBinaries() {
  const rows = {}
  for (const [format, files] of Object.entries(binarySample())) {
    const row = { files: files.length, raw: 0, rawGzip: 0, chunk: 0, chunkGzip: 0 }
    for (const file of files) {
      const bytes = readFileSync(file)
      const chunk = `export default ${JSON.stringify(bytes.toString('base64'))};\nexport const encoding = "base64";\n`
      row.raw += bytes.length
      row.rawGzip += gzipSync(bytes).length
      row.chunk += chunk.length
      row.chunkGzip += gzipSync(chunk).length
    }
    row.chunkOverRaw = Math.round((row.chunk / row.raw) * 1000) / 1000
    row.chunkGzipOverRaw = Math.round((row.chunkGzip / row.raw) * 1000) / 1000
    rows[format] = row
  }
  return rows
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = process.argv.includes('--binaries') ? runBinaries() : await runFiles()
  console.log(JSON.stringify(r, null, 2))
}
