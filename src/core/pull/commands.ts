/**
 * `npx unplugin-loadout update` and `npx unplugin-loadout verify` (Node API; src/cli/pull.ts prints them): update re-resolves every URL source
 * the lockfile pins (and any given) and rewrites the lockfile with what changed; verify checks, offline, that the cache
 * holds exactly what the lockfile pins.
 */
import { promises as fsp } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { sha256Hex } from '../publish/digest'
import { emptyLock, fileList, type Lockfile, LockfileError, readLockfile, writeLockfile } from './lockfile'
import { pullOptions, type PullOption, treeDir } from './options'
import { resolveFresh, withPins } from './pull'
import { Store } from './store'
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
  written: boolean
  sources: SourceReport[]
}

/** Re-resolve every source, keep the verified files, rewrite the lockfile (a failed source keeps its old pins). */
export async function updateSources(options: PullCommandOptions): Promise<UpdateReport> {
  const { lockfile, cacheDir } = pullOptions(options, options.root)
  const lock = (await readLockfile(lockfile)) ?? emptyLock()
  const store = new Store(cacheDir)
  const reports: SourceReport[] = []
  let next: Lockfile = lock
  for (const source of originsOf(lock, options.sources)) {
    const before = lock.skills.filter(s => s.source === source)
    const pulled = await resolveFresh({ origin: source, abs: treeDir(cacheDir, source) }, store, before)
    reports.push({ source, changes: pulled.changes ?? [], problems: (pulled.problems ?? []).map(p => p.message) })
    if (pulled.pins) next = withPins(next, source, pulled.pins)
  }
  return { lockfile, written: await writeLockfile(lockfile, next), sources: reports }
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
    const problems: string[] = []
    if (!lock.sources.includes(source)) problems.push('not pinned in the lockfile: run `npx unplugin-loadout update`')
    else if (!(await store.treeMatches(treeDir(cacheDir, source), pins))) problems.push(...await cacheProblems(treeDir(cacheDir, source), pins))
    reports.push({ source, changes: [], problems })
  }
  return { lockfile, skills: lock.skills.length, sources: reports }
}

/** Why a source's folder is not what is pinned: each pinned file missing or changed there, each file there nothing pins. */
async function cacheProblems(dir: string, pins: Lockfile['skills']): Promise<string[]> {
  const problems: string[] = []
  const pinned = new Set<string>()
  for (const skill of pins) {
    for (const f of fileList(skill)) {
      const rel = `${skill.name}/${f.path}`
      pinned.add(rel)
      const there = await fsp.readFile(join(dir, ...rel.split('/'))).catch(() => undefined)
      if (!there) problems.push(`${rel}: not in the cache`)
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
