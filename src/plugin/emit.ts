/**
 * The generated modules on disk: what the plugin makes in a bundle, written to a folder (`.loadout/` by default) for
 * what has no plugin API (Turbopack under `withLoadout`, and `loadout build`). Next evaluates its config in several
 * processes (the CLI, build workers, the dev server): the emit is done once across processes (a lock file plus an
 * input stamp: a process that finds the output up to date writes nothing), every file is written atomically
 * (temporary file, then rename), and files whose content did not change are not written at all.
 */
import { createHash } from 'node:crypto'
import { promises as fsp, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { compile, type CompileResult } from '../core/compile/compile'
import { walk } from '../core/compile/discover'
import { formatDiagnostic, LoadoutBuildError } from '../core/diagnostics'
import { type Options, resolveOptions } from '../core/options'
import { publish, publishOptionsOf, wellKnownTree } from '../core/wellknown/publish'
import { writeWellKnown } from '../core/wellknown/write'
import { type CodegenOptions, generateMain, generateResourceOf, generateSkillOf } from './codegen'
import { dtsFile, runtimeEntry, writeDts } from './context'
import { PLUGIN_NAME, publishedKey } from './ids'
import { generatePack, type PackPlan, planPacks } from './packs'
import { generatePublished, generatePublishedFiles } from './published-module'
import { chunkCount, errorsLeftOutLine, PREFIX, problemLines, summaryLine } from './report'
import { writeFileAtomic } from '../core/fs/disk'

/** The options of an emit: the plugin's, and where the modules are written. */
export interface EmitOptions extends Options {
  /** Where the generated modules are written, relative to `root`. @default '.loadout' */
  outDir?: string
}

/** What an emit did. */
export interface EmitResult {
  /** Absolute path of the generated main module (what `virtual:loadout` is aliased to). */
  main: string
  /** Files written by this call (empty when the output was already up to date). */
  written: string[]
  /** False when another process (or an earlier call) had already emitted the same inputs. */
  compiled: boolean
  /**
   * The compile's one line (`5 skill files found: 5 compiled, 0 skipped; 0 errors, 1 warning; 6 chunks in 120 ms`),
   * and its diagnostics as printed: the last compile's when the output was up to date (kept in `outDir`), so a cached
   * build still says there were warnings.
   */
  summary: string
  problems: string[]
  /** The compile, when this call compiled. */
  result?: CompileResult
  /** The lazy modules written: one per body and text resource, or the packs. */
  chunks?: number
}

/** The main module's file (what `virtual:loadout` is aliased to). */
export const MAIN_FILE = 'index.mjs'
const RUNTIME_FILE = 'runtime.mjs'
/** The runtime's `closest`, loaded by `load` for an unknown skill's error (see `CodegenOptions.closest`). */
const CLOSEST_FILE = 'closest.mjs'
/** `virtual:loadout/published`, written when the `publish` option is set. */
export const PUBLISHED_FILE = 'published.mjs'
const STAMP_FILE = '.stamp'
/** The last compile's summary line and diagnostics, for a build that finds the output up to date. */
const SUMMARY_FILE = '.summary.json'
const LOCK_FILE = '.lock'
const GENERATED_FILE_RE = /^(?:skill|resource|pack|published)(?:-[0-9a-z-]+)?\.mjs$/

const sleep = (ms: number) => new Promise(r => setTimeout(r, ms))

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  }
  catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A lock file holding its owner's pid; a lock whose owner is gone, or older than `staleMs`, is taken over. */
async function tryLock(file: string, staleMs: number): Promise<boolean> {
  try {
    await fsp.writeFile(file, String(process.pid), { flag: 'wx' })
    return true
  }
  catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    const [pid, stat] = await Promise.all([
      fsp.readFile(file, 'utf8').then(Number, () => Number.NaN),
      fsp.stat(file).catch(() => undefined),
    ])
    const stale = !stat || (!Number.isNaN(pid) && !alive(pid)) || Date.now() - stat.mtimeMs > staleMs
    if (stale) await fsp.rm(file, { force: true })
    return false
  }
}

async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const file = join(dir, LOCK_FILE)
  const deadline = Date.now() + 120_000
  while (!(await tryLock(file, 60_000))) {
    if (Date.now() > deadline) throw new Error(`${PLUGIN_NAME}: timed out waiting for ${file} (delete it if no build is running)`)
    await sleep(20)
  }
  try {
    return await fn()
  }
  finally {
    await fsp.rm(file, { force: true })
  }
}

/** Write `content` to `file` atomically; skip it when the file already holds it (a stamp, a chunk unchanged). */
const writeAtomic = (file: string, content: string) => writeFileAtomic(file, content, { skipUnchanged: true })

/**
 * What the output depends on: options, the runtime, and every file under the sources (path, size, mtime). Two
 * processes that compute the same stamp would emit the same bytes, so the second one skips the work.
 */
async function inputStamp(options: EmitOptions, root: string): Promise<string> {
  const hash = createHash('sha256')
  // Every resolved option (a glossary, pinned, disabled or includeSensitive change changes the output too).
  const resolved = resolveOptions(options, root)
  const { sources, maxDepth, maxFolders, pull } = resolved
  hash.update(JSON.stringify({ resolved, pack: options.pack, packBytes: options.packBytes, dts: options.dts }))
  hash.update(readFileSync(runtimeEntry()))
  hash.update(readFileSync(runtimeEntry('closest')))
  // URL sources: what the lockfile pins (their folders in the cache are walked below, like any source).
  if (sources.some(s => s.origin) && statSync(pull.lockfile, { throwIfNoEntry: false })) hash.update(readFileSync(pull.lockfile))
  for (const source of sources) {
    // The files a compile's walk reaches (dot-folders such as .claude/ included, dependency folders not).
    const listing = statSync(source.abs, { throwIfNoEntry: false })?.isDirectory() ? walk(source.abs, undefined, { maxDepth, maxFolders }) : undefined
    const rows = (listing?.abs ?? []).map((abs, i) => {
      const stat = statSync(abs, { throwIfNoEntry: false })
      return `${listing!.files[i]}\t${stat?.size}\t${stat?.mtimeMs}`
    }).sort()
    hash.update(`${source.abs}\n${rows.join('\n')}\n`)
  }
  return hash.digest('hex')
}

/**
 * Report a compile: errors throw a `LoadoutBuildError` (a build must not ship them), but in `next dev` (`dev`) they
 * are printed and the other skills are emitted, so the dev server keeps serving them until the file is fixed.
 */
function report(result: CompileResult, root: string, dev: boolean, options: EmitOptions): void {
  if (result.errorCount > 0 && !dev) throw new LoadoutBuildError(result.diagnostics, root)
  const texts = result.diagnostics.map(d => formatDiagnostic(d, root))
  for (const line of problemLines(texts, root, resolveOptions(options, root).sources)) {
    if (/^[^\n]*?:\d+:\d+: error: /.test(line)) console.error(`${PREFIX} ${line}`)
    else console.warn(`${PREFIX} ${line}`)
  }
  if (result.errorCount > 0) console.error(`${PREFIX} ${errorsLeftOutLine(result.errorCount)}`)
}

/**
 * Compile the skills and write the generated modules to `outDir` (default `<root>/.loadout`): `index.mjs` imports
 * `./runtime.mjs` (a copy of the dependency-free runtime) and `import()`s `./skill-<key>.mjs`, which `import()`
 * their `./resource-<key>.mjs`. Resource files are written first, then skill files and `index.mjs` last, so no module
 * ever points at a file that is not there yet; files no longer referenced are removed after it. Throws a
 * `LoadoutBuildError` listing every error in the sources, unless `dev` (for `next dev`): errors are then printed and
 * the skills without errors emitted.
 */
export async function emitLoadout(
  options: EmitOptions = {},
  { dev = false, onProgress }: { dev?: boolean, onProgress?: (done: number, total: number) => void } = {},
): Promise<EmitResult> {
  const started = performance.now()
  const root = resolve(options.root ?? process.cwd())
  const outDir = resolve(root, options.outDir ?? '.loadout')
  const main = join(outDir, MAIN_FILE)
  await fsp.mkdir(outDir, { recursive: true })
  return withLock(outDir, async () => {
    const stamp = await inputStamp(options, root)
    const previous = await fsp.readFile(join(outDir, STAMP_FILE), 'utf8').catch(() => '')
    const dts = options.dts ? dtsFile(root, options.dts) : undefined
    const exists = (file: string) => fsp.access(file).then(() => true, () => false)
    const present = await exists(main) && (!dts || await exists(dts))
    if (previous === stamp && present) {
      const last = await fsp.readFile(join(outDir, SUMMARY_FILE), 'utf8').then(JSON.parse, () => ({})) as Partial<Pick<EmitResult, 'summary' | 'problems'>>
      return { main, written: [], compiled: false, summary: last.summary ?? '', problems: last.problems ?? [] }
    }

    const result = await compile({ ...options, root }, undefined, { onProgress })
    report(result, root, dev, options)
    // Turbopack has no plugin to write it: the `dts` declaration is written here, as the plugin writes it.
    if (dts) await writeDts(dts, result)
    const written: string[] = []
    const put = async (name: string, content: string) => {
      if (await writeAtomic(join(outDir, name), content)) written.push(name)
    }
    const keep = new Set([MAIN_FILE, RUNTIME_FILE, CLOSEST_FILE])
    const plan = planPacks(result, options.pack, options.packBytes)
    const skill = await emitBodies(result, plan, put, keep)
    await put(RUNTIME_FILE, readFileSync(runtimeEntry(), 'utf8'))
    await put(CLOSEST_FILE, readFileSync(runtimeEntry('closest'), 'utf8'))
    await put(MAIN_FILE, generateMain(result, { runtime: `./${RUNTIME_FILE}`, closest: `./${CLOSEST_FILE}`, ...skill }))
    if (options.publish) await emitPublished(result, options, root, put, keep)
    const chunks = chunkCount(result, plan)
    const summary = summaryLine(result, performance.now() - started, chunks)
    const problems = result.diagnostics.map(d => formatDiagnostic(d, root))
    await writeAtomic(join(outDir, SUMMARY_FILE), JSON.stringify({ summary, problems }))
    // With errors (next dev), no stamp: the next emit compiles again and reports them, and a build fails on them.
    if (result.errorCount === 0) await writeAtomic(join(outDir, STAMP_FILE), stamp)
    else await fsp.rm(join(outDir, STAMP_FILE), { force: true })
    for (const name of await fsp.readdir(outDir)) {
      if (GENERATED_FILE_RE.test(name) && !keep.has(name)) await fsp.rm(join(outDir, name), { force: true })
    }
    return { main, written, compiled: true, summary, problems, result, chunks }
  })
}

/**
 * Write the modules of the skill bodies and resources: one per body (and per text resource) as the plugin makes them,
 * or the packs of `plan` (option `pack`, on by default from 2,000 skills). Resolves to the main module's options for
 * them; every file written is added to `keep`.
 */
async function emitBodies(
  result: CompileResult,
  plan: PackPlan | undefined,
  put: (name: string, content: string) => Promise<void>,
  keep: Set<string>,
): Promise<Pick<CodegenOptions, 'skill' | 'packs'>> {
  const skillFile = (key: string) => `skill-${key}.mjs`
  if (plan) {
    const packFile = (key: string) => `pack-${key}.mjs`
    for (const p of plan.packs) {
      keep.add(packFile(p.key))
      await put(packFile(p.key), generatePack(result, p))
    }
    return { skill: key => `./${skillFile(key)}`, packs: { plan, pack: key => `./${packFile(key)}` } }
  }
  // The files of a skill: one lazy module each (text, or base64 for a binary), read as the plugin does, and imported
  // by the skill's body module.
  const resourceFile = (key: string) => `resource-${key}.mjs`
  for (const key of result.resourceFiles?.keys() ?? []) {
    keep.add(resourceFile(key))
    await put(resourceFile(key), generateResourceOf(result, key))
  }
  for (const [i, entry] of result.data.entries.entries()) {
    if (entry.shadowedBy !== undefined) continue
    keep.add(skillFile(result.chunkKeys[i]!))
    await put(skillFile(result.chunkKeys[i]!), generateSkillOf(result, i, key => `./${resourceFile(key)}`))
  }
  return { skill: key => `./${skillFile(key)}` }
}

/**
 * Option `publish`: `virtual:loadout/published` (`published.mjs`, each skill's files in `published-<key>.mjs`) and,
 * with `wellKnown`, `/.well-known/agent-skills/` in the folder the site serves at its root (`publish.dir`, `public/`).
 */
async function emitPublished(result: CompileResult, options: EmitOptions, root: string, put: (name: string, content: string) => Promise<void>, keep: Set<string>): Promise<void> {
  const publication = publish(result, publishOptionsOf(options))
  for (const d of publication.diagnostics) console.warn(`[${PLUGIN_NAME}] ${formatDiagnostic(d, root)}`)
  const fileOf = (digest: string) => `published-${publishedKey(digest)}.mjs`
  for (const s of publication.skills) {
    keep.add(fileOf(s.digest))
    await put(fileOf(s.digest), generatePublishedFiles(publication, publishedKey(s.digest))!)
  }
  keep.add(PUBLISHED_FILE)
  await put(PUBLISHED_FILE, generatePublished(publication, digest => `./${fileOf(digest)}`))
  if (options.publish?.wellKnown) await writeWellKnown(resolve(root, options.publish.dir ?? 'public'), wellKnownTree(publication))
}
