/**
 * The compiler's pipeline, one step a file: discover (discover.ts), read and parse (read.ts), resources
 * (resources.ts), ids, names and accounting (entries.ts), modules (modules.ts), index (indexing.ts); what compiles
 * keep between runs is cache.ts, what one returns result.ts. See docs/design.md for the data flow.
 */
import { DATA_VERSION } from '../../runtime/loadout'
import type { LoadoutData } from '../../runtime/types'
import { capDiagnostics, type Diagnostic, dropRepeats, sortDiagnostics } from '../diagnostics'
import { type Options, type ResolvedOptions, resolveOptions } from '../options'
import { type PendingLockfile, pullSources, relabelRemote } from '../wellknown/pull/pull'
import { CompileCache } from './cache'
import { discover, type Found } from './discover'
import { account, catalogDefaults, checkNames, type Parsed, settleIds } from './entries'
import { foldsOf, indexEntries } from './indexing'
import { lazyModules } from './modules'
import { readAndParse } from './read'
import { type Disk, diskOf, listResources } from './resources'
import type { CompileResult } from './result'

export { CompileCache } from './cache'
export { discover, FolderMemory, walk } from './discover'
export type { Discovery, Found, Listing } from './discover'
export { account, checkNames, settleIds } from './entries'
export type { Compiled, Parsed, Skipped } from './entries'
export { catalogIndex, foldsOf } from './indexing'
export { readAndParse, readSkillBytes } from './read'
export { resourceFilesOf } from './result'
export type { CompileResult } from './result'

/** What a caller of `compile` is told while it works. */
export interface CompileHooks {
  /** After each skill file is read and parsed (most of a cold compile's time): `done` of the `total` found. */
  onProgress?: (done: number, total: number) => void
}

/**
 * The lockfile change the pull left pending: written when the compile has no error, else dropped with the warnings that
 * announced it, so a failed build leaves `skills-lock.json` as it was (the next build that succeeds pins the sources).
 */
async function settleLockfile(pending: PendingLockfile | undefined, diagnostics: Diagnostic[]): Promise<void> {
  if (!pending) return
  if (!diagnostics.some(d => d.level === 'error')) return pending.write()
  const announced = diagnostics.filter(d => d.code === pending.code && d.file === pending.file)
  for (const d of announced) diagnostics.splice(diagnostics.indexOf(d), 1)
}

/**
 * Steps 2 to 4 for every file found: read, parse and list its resources. What one skill file gives is capped
 * (MAX_SKILL_DIAGNOSTICS): a hostile file cannot flood the output.
 */
function readSkills(found: readonly Found[], disk: Disk, opts: ResolvedOptions, cache: CompileCache, diagnostics: Diagnostic[], hooks: CompileHooks): Array<Parsed | undefined> {
  return found.map((f, i): Parsed | undefined => {
    const own: Diagnostic[] = []
    const { hash, skill } = readAndParse(f, opts, cache, own)
    const p = skill && { found: f, skill, hash, resources: listResources(f, skill, cache, disk, opts, own) }
    diagnostics.push(...capDiagnostics(own, f.file))
    hooks.onProgress?.(i + 1, found.length)
    return p
  })
}

/**
 * Compile skill sources into the data `virtual:loadout` holds, as a pipeline: discover, read, parse, resources, ids
 * and names, accounting, modules, index. Never throws on bad skills: each problem is a diagnostic, and every skill
 * without an error is still compiled. Pass the same `cache` to rebuild incrementally.
 *
 * The file system is read with synchronous calls: skill sources are small files on a local disk, where a stat or a
 * read costs microseconds and a promise per call (through the thread pool) costs several times that; a compile is
 * CPU-bound either way (parsing and tokenizing).
 */
export async function compile(options: Options = {}, given?: CompileCache, hooks: CompileHooks = {}): Promise<CompileResult> {
  const cache = given ?? new CompileCache()
  const opts = resolveOptions(options)
  const diagnostics: Diagnostic[] = []
  // URL sources: their folders laid out from the cache as the lockfile pins them, fetched and verified when needed.
  const lockfile = await pullSources(opts, diagnostics)
  // Without a cache of the caller's, no rebuild follows: folders are listed without the stat (1,543 for the corpus)
  // that lets a rebuild skip the unchanged ones.
  const { found, sourceDirs, formats, listings } = discover(opts, diagnostics, given ? cache.folders : undefined)
  cache.folders.retain()
  const parsed = readSkills(found, diskOf(listings), opts, cache, diagnostics, hooks)
  const compiled = settleIds(parsed, opts.root, cache, diagnostics)
  checkNames(compiled, opts.root, diagnostics)
  const skipped = account(found, compiled.files, diagnostics)
  const modules = lazyModules(compiled, cache, opts.root)
  cache.retain(new Set(found.map(f => f.file)))
  const catalog = catalogDefaults(opts, compiled.entries, diagnostics)
  const { index, glossary } = indexEntries(compiled, cache, opts)
  const folds = foldsOf(compiled, glossary)
  const data: LoadoutData = {
    version: DATA_VERSION,
    sources: opts.sources.map((s, i) => ({ dir: s.dir, scope: s.scope, format: formats[i] ?? 'skill', ...(s.origin ? { origin: s.origin } : {}) })),
    entries: compiled.entries,
    index,
    ...(catalog ? { catalog } : {}),
    ...(glossary ? { glossary } : {}),
    ...(folds ? { folds } : {}),
  }
  relabelRemote(diagnostics, opts.sources)
  relabelRemote(skipped, opts.sources)
  await settleLockfile(lockfile, diagnostics)
  dropRepeats(sortDiagnostics(diagnostics))
  return {
    data,
    diagnostics,
    bodies: compiled.bodies,
    frontmatters: compiled.frontmatters,
    files: compiled.files,
    found: found.map(f => f.file),
    skipped,
    sourceDirs,
    ...modules,
    errorCount: diagnostics.filter(d => d.level === 'error').length,
  }
}
