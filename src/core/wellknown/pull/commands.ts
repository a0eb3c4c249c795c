/**
 * `npx unplugin-loadout update` and `npx unplugin-loadout verify` (Node API; src/cli/pull.ts prints them): update re-resolves every URL source
 * the lockfile pins (and any given), rewrites the lockfile with what changed and prunes the cache of what no pin
 * holds; verify checks, offline, that the cache holds exactly what the lockfile pins.
 */
import { promises as fsp } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { ListedFileError, readChecked } from '../../fs/checked-read'
import { sha256Hex } from '../digest'
import { PULL_LIMITS } from '../../limits'
import { emptyLock, fileList, type Lockfile, LockfileError, readLockfile, writeLockfile } from './lockfile'
import { layoutDir, type PullOption, pullOptions } from './options'
import { resolveFresh, withPins } from './pull'
import { type Pruned, Store } from './store'
import { indexUrlOf } from './url'

export interface PullCommandOptions extends PullOption {
  /** Folder the lockfile and cache paths start from. */
  root: string
  /** URL sources to resolve (update) or to expect pinned (verify), besides those the lockfile pins. */
  sources?: string[]
}

/** One source's outcome: what changed (update), or the problems found. */
export interface SourceReport {
  source: string
  changes: string[]
  problems: string[]
}

export interface UpdateReport {
  lockfile: string
  /** Whether the lockfile was written: not when nothing changed, nor when there was none and nothing was pinned. */
  written: boolean
  /** Whether there is a lockfile now. */
  exists: boolean
  sources: SourceReport[]
  /** What the cache held that no pin of the lockfile holds, removed. */
  pruned: Pruned
}

/**
 * Re-resolve every source, keep the verified files, rewrite the lockfile (a failed source keeps its old pins; a
 * lockfile that pins nothing is not created), then prune the cache of every file no pin holds: what a failed or
 * refused source left, what an earlier version of a skill had. The cache is the project's: pruning follows its lockfile.
 */
export async function updateSources(options: PullCommandOptions): Promise<UpdateReport> {
  const { lockfile, cacheDir, timeoutMs } = pullOptions(options, options.root)
  const old = await readLockfile(lockfile)
  const lock = old ?? emptyLock()
  const store = new Store(cacheDir)
  const reports: SourceReport[] = []
  let next: Lockfile = lock
  for (const source of originsOf(lock, options.sources)) {
    const before = lock.skills.filter(s => s.source === source)
    const pulled = await resolveFresh(source, store, before, { timeoutMs })
    reports.push({ source, changes: pulled.changes ?? [], problems: (pulled.problems ?? []).map(p => p.message) })
    if (pulled.pins) next = withPins(next, source, pulled.pins)
  }
  const written = (old !== undefined || next.sources.length > 0) && await writeLockfile(lockfile, next)
  return { lockfile, written, exists: old !== undefined || written, sources: reports, pruned: await store.prune(next) }
}

/** The index URLs to act on: the lockfile's, then the given ones not in it. */
function originsOf(lock: Lockfile, given: readonly string[] = []): string[] {
  return [...new Set([...lock.sources, ...given.map(indexUrlOf)])]
}

/** Check, without the network, that the cache holds every file the lockfile pins, with the bytes it pins. */
export async function verifySources(options: PullCommandOptions): Promise<{ lockfile: string, skills: number, sources: SourceReport[] }> {
  const { lockfile, cacheDir } = pullOptions(options, options.root)
  const lock = await readLockfile(lockfile)
  if (!lock) throw new LockfileError(`${lockfile} does not exist: a build with a URL source (or \`npx unplugin-loadout update\`) writes it`)
  const store = new Store(cacheDir)
  const reports: SourceReport[] = []
  for (const source of originsOf(lock, options.sources)) {
    const pins = lock.skills.filter(s => s.source === source)
    const dir = layoutDir(cacheDir, source, pins)
    const problems: string[] = []
    if (!lock.sources.includes(source)) problems.push('not pinned in the lockfile: run `npx unplugin-loadout update`')
    else if (!(await store.treeMatches(dir, pins))) problems.push(...await cacheProblems(dir, pins))
    reports.push({ source, changes: [], problems })
  }
  return { lockfile, skills: lock.skills.length, sources: reports }
}

/**
 * Why a source's folder is not what is pinned: each pinned file missing, changed or no regular file there (read as a
 * served file is: a FIFO or a symbolic link is named, never read), each file there nothing pins.
 */
async function cacheProblems(dir: string, pins: Lockfile['skills']): Promise<string[]> {
  const problems: string[] = []
  const pinned = new Set<string>()
  for (const skill of pins) {
    for (const f of fileList(skill)) {
      const rel = `${skill.name}/${f.path}`
      pinned.add(rel)
      const there = cachedFile(join(dir, ...rel.split('/')), dir)
      if (typeof there === 'string') problems.push(`${rel}: ${there}`)
      else if (`sha256:${sha256Hex(there)}` !== f.digest) problems.push(`${rel}: its bytes in the cache hash to sha256:${sha256Hex(there)}, the lockfile pins ${f.digest}`)
    }
  }
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true, encoding: 'utf8' }).catch(() => [])
  for (const e of entries) {
    const rel = relative(dir, join(e.parentPath as string, e.name)).split(sep).join('/')
    if (!e.isDirectory() && !pinned.has(rel)) problems.push(`${rel}: in the cache, but not pinned`)
  }
  return problems
}

/** The bytes of a file in the cache, or why they cannot be read. */
function cachedFile(file: string, root: string): Uint8Array | string {
  try {
    return readChecked(file, root, PULL_LIMITS.fileBytes).bytes
  }
  catch (err) {
    if (!(err instanceof ListedFileError)) throw err
    if (err.code === 'missing') return 'not in the cache'
    if (err.code === 'not-a-file') return 'not a regular file in the cache (a pipe, device, socket or folder): not read'
    if (err.code === 'symlink' || err.code === 'outside-root') return 'a symbolic link in the cache: not followed'
    return `cannot be read from the cache: ${err.message}`
  }
}
