/**
 * URL sources at build time (called by every compile before it reads any folder): each one's pins are laid out in a
 * folder of the cache, verified, fetching only what the cache lacks; a source not pinned yet is resolved and pinned.
 * Pins are laid out only once its index listed them (a folder of pins laid out before vouches for them; else the
 * index is fetched and must list them), so a lockfile edited by hand is no way in. In frozen mode (`pull.frozen`, or
 * `CI` set) a build that would change the lockfile fails instead. Problems are diagnostics naming the URL, a
 * file-system error of the cache too (never thrown); a source with one is left out of the compile (pointed at a folder
 * that is never made), so nothing unverified is compiled, and the other sources and the local skills are.
 */
import { basename, relative, sep } from 'node:path'
import { diag, type Diagnostic } from '../../diagnostics'
import type { ResolvedOptions, ResolvedSource } from '../../options'
import { printable } from '../../printable'
import { FetchError, SourceBounds } from './fetch'
import { IndexError } from './index-file'
import { describeChanges, emptyLock, fileList, type Lockfile, LockfileError, type LockSkill, lockText, readLockfile, writeLockfile } from './lockfile'
import { layoutDir, notPulledDir, type PullOption } from './options'
import { fetchIndex, fetchMissing, pinsOf, type PullProblem } from './resolve'
import { Store } from './store'
import { fileUrl } from './url'

/** What pulling one source gives: its pins and the folder they are laid out in, or the problems that kept it out; `changes` when its pins changed. */
export interface Pulled {
  pins?: LockSkill[]
  dir?: string
  problems?: PullProblem[]
  changes?: string[]
}

/**
 * Lay out every URL source of `opts` as the lockfile pins it (pinning what is new unless frozen); see the file's doc.
 * Resolves to the write of the lockfile when it changes, which the compile runs only when it ends without errors: a
 * failed build leaves the lockfile as it was.
 */
export async function pullSources(opts: ResolvedOptions, diagnostics: Diagnostic[]): Promise<PendingLockfile | undefined> {
  const remote = [...new Set(opts.sources.flatMap(s => (s.origin ? [s.origin] : [])))]
  if (remote.length === 0) return undefined
  const { lockfile, frozen, cacheDir } = opts.pull
  const name = basename(lockfile)
  const place = (origin: string, dir: string) => opts.sources.forEach(s => s.origin === origin && (s.abs = dir))
  // Nothing of a source is compiled unless it is laid out below.
  for (const origin of remote) place(origin, notPulledDir(cacheDir, origin))
  const lock = await lockOf(lockfile, diagnostics)
  if (!lock) return undefined
  const store = new Store(cacheDir)
  let next: Lockfile = lock
  for (const origin of remote) {
    const pulled = await pullSource(origin, lock, store, opts.pull, name)
    if (pulled.problems) {
      for (const p of pulled.problems) diagnostics.push(diag('error', p.code, p.message, p.url))
      continue
    }
    place(origin, pulled.dir!)
    next = withPins(next, origin, pulled.pins!)
    if (pulled.changes?.length) diagnostics.push(diag('warning', 'remote-pinned', `${name} now pins ${origin}: ${pulled.changes.join('; ')} (commit ${name})`, lockfile))
  }
  const stale = next.sources.filter(s => !remote.includes(s))
  if (stale.length && frozen) diagnostics.push(diag('error', 'remote-frozen', `${name} pins ${stale.join(', ')}, which no source names: run \`npx unplugin-loadout update\` to drop ${stale.length === 1 ? 'it' : 'them'} (frozen: the lockfile is not changed)`, lockfile))
  if (frozen) return undefined
  for (const s of stale) next = withPins(next, s, undefined)
  if (stale.length) diagnostics.push(diag('warning', 'remote-pinned', `${name} no longer pins ${stale.join(', ')}: no source names ${stale.length === 1 ? 'it' : 'them'} (commit ${name})`, lockfile))
  if (lockText(next) === lockText(lock)) return undefined
  const write = () => writeLockfile(lockfile, next).then(() => undefined, (err: unknown) => {
    if (!isFsError(err)) throw err
    diagnostics.push(diag('error', 'remote-lockfile', `${name} cannot be written (${fsReason(err)}): the new pins are not kept`, lockfile))
  })
  return { write, code: 'remote-pinned', file: lockfile }
}

/** A lockfile change a compile holds until it knows it succeeded; `code` and `file` name the warnings announcing it. */
export interface PendingLockfile {
  write: () => Promise<void>
  code: 'remote-pinned'
  file: string
}

/** The lockfile (an empty one when there is none), or undefined after an error saying why it cannot be read. */
async function lockOf(lockfile: string, diagnostics: Diagnostic[]): Promise<Lockfile | undefined> {
  const name = basename(lockfile)
  try {
    return (await readLockfile(lockfile)) ?? emptyLock()
  }
  catch (err) {
    if (err instanceof LockfileError) diagnostics.push(diag('error', 'remote-lockfile', `${name}: ${err.message}`, lockfile))
    else if (isFsError(err)) diagnostics.push(diag('error', 'remote-lockfile', `${name} cannot be read (${fsReason(err)})`, lockfile))
    else throw err
    return undefined
  }
}

/** `lock` with the pins of `source` replaced (`undefined`: the source dropped). */
export function withPins(lock: Lockfile, source: string, pins: LockSkill[] | undefined): Lockfile {
  return {
    ...lock,
    sources: pins ? [...new Set([...lock.sources, source])] : lock.sources.filter(s => s !== source),
    skills: [...lock.skills.filter(s => s.source !== source), ...(pins ?? [])],
  }
}

/** An error of the file system (it has a `code` such as `ENOTDIR` and a `syscall`). */
export function isFsError(err: unknown): err is NodeJS.ErrnoException {
  return err instanceof Error && typeof (err as NodeJS.ErrnoException).code === 'string' && typeof (err as NodeJS.ErrnoException).syscall === 'string'
}

/** A file-system error as a message says it: its code and the path (`ENOTDIR .../blobs/ab12…`). */
export function fsReason(err: NodeJS.ErrnoException): string {
  return printable(`${err.code}${err.path ? ` ${err.path}` : ''}`)
}

/** One source, as the file's doc says; a file-system error of the cache leaves it out with a `remote-cache` problem. */
async function pullSource(origin: string, lock: Lockfile, store: Store, options: Required<PullOption>, lockName: string): Promise<Pulled> {
  try {
    return await pullPinned(origin, lock, store, options, lockName)
  }
  catch (err) {
    if (!isFsError(err)) throw err
    return fail(origin, 'remote-cache', `${origin}: cannot be kept in the cache (${fsReason(err)}): the source is left out (delete ${store.cacheDir} if it is damaged)`)
  }
}

/** One source: laid out from the cache when its pins were laid out before, else checked against its index and fetched. */
async function pullPinned(origin: string, lock: Lockfile, store: Store, options: Required<PullOption>, lockName: string): Promise<Pulled> {
  const pins = lock.skills.filter(s => s.source === origin)
  if (!lock.sources.includes(origin)) {
    if (options.frozen) return fail(origin, 'remote-frozen', `${origin} is not pinned in ${lockName}: run \`npx unplugin-loadout update\` (or build once without frozen mode) and commit ${lockName}`)
    return resolveFresh(origin, store, [], options)
  }
  const dir = layoutDir(store.cacheDir, origin, pins)
  if (await store.treeMatches(dir, pins)) return { pins, dir }
  // Laid out before, then damaged: laid out again from the verified files.
  if (await store.laidOut(dir) && (await store.layTree(dir, pins)).length === 0) return { pins, dir }
  // Never laid out here (an empty cache, a lockfile changed since, or edited by hand): the index must still list the pins.
  const checked = await withBounds(origin, options.timeoutMs, async (bounds): Promise<Pulled> => {
    const fetched = await fetchIndex(origin, bounds).catch(problemOf)
    if ('problems' in fetched) return { problems: await Promise.all(fetched.problems.map(p => offlineProblem(p, pins, store, lockName))) }
    const changes = describeChanges(pins, pinsOf(origin, fetched.index))
    if (changes.length) return { changes }
    return laid(origin, dir, pins, store, await fetchMissing(origin, pins, store, `${lockName} pins`, fetched.base, bounds))
  })
  if (!checked.changes) return checked
  if (options.frozen) return fail(origin, 'remote-frozen', `${origin} changed since ${lockName} pinned it (${checked.changes.join('; ')}), and the cache holds no copy of the pinned files that it verified (or ${lockName} was edited by hand): run \`npx unplugin-loadout update\` to pin the index (frozen: the lockfile is not changed)`)
  return resolveFresh(origin, store, pins, options)
}

/** Run `f` within the bounds of one source (its deadline, bytes and timeouts). */
async function withBounds<T>(origin: string, timeoutMs: number, f: (bounds: SourceBounds) => Promise<T>): Promise<T> {
  const bounds = new SourceBounds(origin, timeoutMs)
  try {
    return await f(bounds)
  }
  finally {
    bounds.done()
  }
}

/** Fetch the index, then every file the cache lacks, verified, and lay them out; the new pins and what changed from `before`. */
export async function resolveFresh(origin: string, store: Store, before: readonly LockSkill[], options: Pick<Required<PullOption>, 'timeoutMs'>): Promise<Pulled> {
  return withBounds(origin, options.timeoutMs, async (bounds): Promise<Pulled> => {
    const fetched = await fetchIndex(origin, bounds).catch(problemOf)
    if ('problems' in fetched) return fetched
    const pins = pinsOf(origin, fetched.index)
    const dir = layoutDir(store.cacheDir, origin, pins)
    const pulled = await laid(origin, dir, pins, store, await fetchMissing(origin, pins, store, 'the index lists', fetched.base, bounds))
    return pulled.problems ? pulled : { ...pulled, changes: describeChanges(before, pins) }
  })
}

/** After fetching: the folder laid out from the cache, unless there were problems. */
async function laid(origin: string, dir: string, pins: LockSkill[], store: Store, problems: PullProblem[]): Promise<Pulled> {
  if (problems.length) return { problems }
  const missing = await store.layTree(dir, pins)
  if (missing.length) return fail(origin, 'remote-cache', `${origin}: ${missing.length} verified file${missing.length === 1 ? '' : 's'} left the cache while it was laid out (first ${missing[0]!.skill.name}/${missing[0]!.path}): build again`)
  return { pins, dir }
}

const fail = (url: string, code: string, message: string): Pulled => ({ problems: [{ url, code, message }] })

/**
 * A pinned source the network cannot reach while the cache cannot lay it out (offline after `rm -rf node_modules`, or
 * in a CI run that does not keep the cache): what is missing, where the cache is, what the lockfile pins and how to
 * fill it, not a bare `ECONNREFUSED`. Other problems are returned as they are.
 */
async function offlineProblem(p: PullProblem, pins: readonly LockSkill[], store: Store, lockName: string): Promise<PullProblem> {
  if (p.code !== 'remote-fetch') return p
  const lacking: string[] = []
  for (const pin of pins) {
    for (const f of fileList(pin)) {
      if (await store.readBlob(f.digest)) continue
      lacking.push(pin.name)
      break
    }
  }
  const names = (list: readonly string[]) => printable(`${list.slice(0, 5).join(', ')}${list.length > 5 ? `, and ${list.length - 5} more` : ''}`)
  const cache = relative(process.cwd(), store.cacheDir).split(sep).join('/')
  const where = cache && !cache.startsWith('..') ? cache : store.cacheDir
  const state = lacking.length
    ? `the cache at ${where} lacks the files of ${lacking.length} of them (${names(lacking)})`
    : `the cache at ${where} holds their files but never laid them out against these pins`
  return {
    ...p,
    message: `${p.message}. ${lockName} pins ${pins.length} skill${pins.length === 1 ? '' : 's'} from it (${names(pins.map(s => s.name))}), `
      + `and ${state}: run \`npx unplugin-loadout update\` once online (or build online) to fill it. The cache goes with `
      + 'node_modules unless `pull.cacheDir` puts it elsewhere: keep that folder between CI runs to build offline',
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
