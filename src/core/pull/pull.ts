/**
 * URL sources at build time (called by every compile before it reads any folder): each one's folder in the cache is
 * made to hold exactly what the lockfile pins, verified, fetching only what the cache lacks; a source not pinned yet is
 * resolved and pinned. In frozen mode (`pull.frozen`, or `CI` set) a build that would change the lockfile fails
 * instead. Problems are diagnostics naming the URL; a source with one is left out of the compile (its folder removed),
 * so nothing unverified is compiled.
 */
import { basename, relative, sep } from 'node:path'
import { diag, type Diagnostic } from '../diagnostics'
import type { ResolvedOptions, ResolvedSource } from '../options'
import { FetchError } from './fetch'
import { IndexError } from './index-file'
import { describeChanges, emptyLock, type Lockfile, LockfileError, type LockSkill, lockText, readLockfile, writeLockfile } from './lockfile'
import { fetchIndex, fetchMissing, pinsOf, type PullProblem } from './resolve'
import { Store } from './store'
import { fileUrl } from './url'

/** What pulling one source gives: its pins, or the problems that kept it out; `changes` when its pins changed. */
export interface Pulled {
  pins?: LockSkill[]
  problems?: PullProblem[]
  changes?: string[]
}

/**
 * Lay out every URL source of `opts` as the lockfile pins it (pinning what is new unless frozen); see the file's doc.
 * Resolves to the write of the lockfile when it changes, which the compile runs only when it ends without errors: a
 * failed build leaves the lockfile as it was.
 */
export async function pullSources(opts: ResolvedOptions, diagnostics: Diagnostic[]): Promise<PendingLockfile | undefined> {
  const remote = [...new Map(opts.sources.filter(s => s.origin).map(s => [s.origin!, s])).values()]
  if (remote.length === 0) return undefined
  const { lockfile, frozen } = opts.pull
  const name = basename(lockfile)
  const store = new Store(opts.pull.cacheDir)
  let lock: Lockfile
  try {
    lock = (await readLockfile(lockfile)) ?? emptyLock()
  }
  catch (err) {
    if (!(err instanceof LockfileError)) throw err
    diagnostics.push(diag('error', 'remote-lockfile', `${name}: ${err.message}`, lockfile))
    for (const s of remote) await store.removeTree(s.abs)
    return undefined
  }
  let next: Lockfile = lock
  for (const source of remote) {
    const pulled = await pullSource(source, lock, store, frozen, name)
    if (pulled.problems) {
      for (const p of pulled.problems) diagnostics.push(diag('error', p.code, p.message, p.url))
      await store.removeTree(source.abs)
      continue
    }
    next = withPins(next, source.origin!, pulled.pins!)
    if (pulled.changes?.length) diagnostics.push(diag('warning', 'remote-pinned', `${name} now pins ${source.origin}: ${pulled.changes.join('; ')} (commit ${name})`, lockfile))
  }
  const stale = next.sources.filter(s => !remote.some(r => r.origin === s))
  if (stale.length && frozen) diagnostics.push(diag('error', 'remote-frozen', `${name} pins ${stale.join(', ')}, which no source names: run \`npx unplugin-loadout update\` to drop ${stale.length === 1 ? 'it' : 'them'} (frozen: the lockfile is not changed)`, lockfile))
  if (frozen) return undefined
  for (const s of stale) next = withPins(next, s, undefined)
  if (stale.length) diagnostics.push(diag('warning', 'remote-pinned', `${name} no longer pins ${stale.join(', ')}: no source names ${stale.length === 1 ? 'it' : 'them'} (commit ${name})`, lockfile))
  if (lockText(next) === lockText(lock)) return undefined
  return { write: () => writeLockfile(lockfile, next).then(() => undefined), code: 'remote-pinned', file: lockfile }
}

/** A lockfile change a compile holds until it knows it succeeded; `code` and `file` name the warnings announcing it. */
export interface PendingLockfile {
  write: () => Promise<void>
  code: 'remote-pinned'
  file: string
}

/** `lock` with the pins of `source` replaced (`undefined`: the source dropped). */
export function withPins(lock: Lockfile, source: string, pins: LockSkill[] | undefined): Lockfile {
  return {
    ...lock,
    sources: pins ? [...new Set([...lock.sources, source])] : lock.sources.filter(s => s !== source),
    skills: [...lock.skills.filter(s => s.source !== source), ...(pins ?? [])],
  }
}

/** One source: its folder laid out from the cache, or what is missing fetched, as the file's doc says. */
async function pullSource(source: ResolvedSource, lock: Lockfile, store: Store, frozen: boolean, lockName: string): Promise<Pulled> {
  const origin = source.origin!
  const pins = lock.skills.filter(s => s.source === origin)
  if (!lock.sources.includes(origin)) {
    if (frozen) return fail(origin, 'remote-frozen', `${origin} is not pinned in ${lockName}: run \`npx unplugin-loadout update\` (or build once without frozen mode) and commit ${lockName}`)
    return resolveFresh(source, store, [])
  }
  if (await store.treeMatches(source.abs, pins)) return { pins }
  const missing = await store.layTree(source.abs, pins)
  if (missing.length === 0) return { pins }
  // The cache lacks pinned files: fetch them, if the index still lists what is pinned.
  const fetched = await fetchIndex(origin).catch(problemOf)
  if ('problems' in fetched) return { problems: fetched.problems.map(p => offlineProblem(p, { pins, missing: missing.map(m => m.skill.name), store, lockName })) }
  const changes = describeChanges(pins, pinsOf(origin, fetched.index))
  if (changes.length === 0) return laid(source, pins, store, await fetchMissing(origin, pins, store, `${lockName} pins`, fetched.base))
  if (frozen) return fail(origin, 'remote-frozen', `${origin} changed since ${lockName} pinned it (${changes.join('; ')}), and the cache lacks the pinned files: run \`npx unplugin-loadout update\` to pin the new index (frozen: the lockfile is not changed)`)
  return resolveFresh(source, store, pins)
}

/** Fetch the index, then every file the cache lacks, verified; the new pins and what changed from `before`. */
export async function resolveFresh(source: Pick<ResolvedSource, 'origin' | 'abs'>, store: Store, before: readonly LockSkill[]): Promise<Pulled> {
  const origin = source.origin!
  const fetched = await fetchIndex(origin).catch(problemOf)
  if ('problems' in fetched) return fetched
  const pins = pinsOf(origin, fetched.index)
  const pulled = await laid(source, pins, store, await fetchMissing(origin, pins, store, 'the index lists', fetched.base))
  return pulled.problems ? pulled : { pins, changes: describeChanges(before, pins) }
}

/** After fetching: the folder laid out from the cache, unless there were problems. */
async function laid(source: Pick<ResolvedSource, 'origin' | 'abs'>, pins: LockSkill[], store: Store, problems: PullProblem[]): Promise<Pulled> {
  if (problems.length) return { problems }
  const missing = await store.layTree(source.abs, pins)
  if (missing.length) return fail(source.origin!, 'remote-cache', `${source.origin}: ${missing.length} verified file${missing.length === 1 ? '' : 's'} left the cache while it was laid out (first ${missing[0]!.skill.name}/${missing[0]!.path}): build again`)
  return { pins }
}

const fail = (url: string, code: string, message: string): Pulled => ({ problems: [{ url, code, message }] })

/**
 * A pinned source the network cannot reach while the cache lacks its files (offline after `rm -rf node_modules`, or
 * in a CI run that does not keep the cache): what is missing, where the cache is, what the lockfile pins and how to
 * fill it, not a bare `ECONNREFUSED`. Other problems are returned as they are.
 */
function offlineProblem(p: PullProblem, { pins, missing, store, lockName }: { pins: LockSkill[], missing: string[], store: Store, lockName: string }): PullProblem {
  if (p.code !== 'remote-fetch') return p
  const lacking = [...new Set(missing)]
  const names = (list: string[]) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? `, and ${list.length - 5} more` : ''}`
  const cache = relative(process.cwd(), store.cacheDir).split(sep).join('/')
  const where = cache && !cache.startsWith('..') ? cache : store.cacheDir
  return {
    ...p,
    message: `${p.message}. ${lockName} pins ${pins.length} skill${pins.length === 1 ? '' : 's'} from it (${names(pins.map(s => s.name))}), `
      + `and the cache at ${where} lacks the files of ${lacking.length} of them (${names(lacking)}): run \`npx unplugin-loadout update\` `
      + 'once online (or build online) to fill it. The cache goes with node_modules unless `pull.cacheDir` puts it elsewhere: keep that '
      + 'folder between CI runs to build offline',
  }
}

/** A fetch or index error as the problem it is; anything else is thrown on. */
function problemOf(err: unknown): { problems: PullProblem[] } {
  if (err instanceof FetchError) return { problems: [{ url: err.url, code: err.code, message: err.message }] }
  if (err instanceof IndexError) return { problems: [{ url: err.url, code: 'remote-index', message: err.message }] }
  throw err
}

/** The URL a file of a URL source's folder came from (`rel` relative to that folder: `pdf/SKILL.md`). */
export function originOf(source: Pick<ResolvedSource, 'origin'>, rel: string): string {
  const [name, ...path] = rel.split('/')
  return path.length ? fileUrl(source.origin!, name!, path.join('/')) : source.origin!
}

/**
 * Diagnostics (and skipped files) of URL sources name the URL the file came from, not its place in the cache (line and
 * column kept): what a reader can open and what the publisher can fix.
 */
export function relabelRemote<T extends { file: string }>(items: T[], sources: readonly ResolvedSource[]): void {
  const remote = sources.filter(s => s.origin)
  if (remote.length === 0) return
  for (const [k, d] of items.entries()) {
    const source = remote.find(s => d.file === s.abs || d.file.startsWith(s.abs + sep))
    if (source) items[k] = { ...d, file: originOf(source, relative(source.abs, d.file).split(sep).join('/')) }
  }
}
