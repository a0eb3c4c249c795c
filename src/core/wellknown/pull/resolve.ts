/**
 * Resolving a URL source: fetch its index, then every file the cache lacks, each verified against its digest before
 * it is kept, and each skill's digest checked again from its files. What comes out is what a lockfile pins.
 */
import { fileDigest, skillDigest } from '../digest'
import type { SkillsIndex } from '../format'
import { fetchBytes, FetchError, fetchFrom, mapLimit, type SourceBounds } from './fetch'
import { PULL_LIMITS } from '../../limits'
import { parseIndex } from './index-file'
import type { LockSkill } from './lockfile'
import type { Store } from './store'
import { fileUrl } from './url'

/** A problem with one URL (the index or a file), as a diagnostic will name it. */
export interface PullProblem {
  url: string
  code: string
  message: string
}

/** Requests in flight at once, per source. */
const PARALLEL = 8

/**
 * The index at `indexUrl`, fetched (within the bounds of its source) and checked, and the URL its files are beside
 * (where a same-host redirect led); throws a FetchError or an IndexError.
 */
export async function fetchIndex(indexUrl: string, bounds: SourceBounds): Promise<{ index: SkillsIndex, base: string }> {
  const { bytes, url } = await fetchFrom(indexUrl, PULL_LIMITS.indexBytes, bounds, false)
  return { index: parseIndex(bytes, indexUrl), base: url }
}

/** An index's skills as lockfile entries. */
export function pinsOf(indexUrl: string, index: SkillsIndex): LockSkill[] {
  return index.skills.map(s => ({ source: indexUrl, name: s.name, digest: s.digest, files: Object.fromEntries(s.files.map(f => [f.path, f.digest])) }))
}

/** One file to fetch: the skill that lists it, its path and its digest. */
interface Wanted { skill: LockSkill, path: string, digest: string }

/**
 * Make sure the cache holds every file `pins` name: the missing ones are fetched (URLs beside `indexUrl`), each
 * verified against its digest, within `bounds` (the source's deadline, its bytes, its timeouts). Resolves to the
 * problems (nothing is kept from a file that fails; a source that stopped is one problem saying how far it got).
 * `pinnedBy` says where the digests come from, for the message of a mismatch; `base` is where the index was found. A
 * file-system error of the cache is thrown, once the requests in flight are cancelled.
 */
export async function fetchMissing(indexUrl: string, pins: readonly LockSkill[], store: Store, pinnedBy: string, base: string, bounds: SourceBounds): Promise<PullProblem[]> {
  const wanted: Wanted[] = pins.flatMap(skill => Object.entries(skill.files).map(([path, digest]) => ({ skill, path, digest })))
  if (wanted.length > PULL_LIMITS.files)
    return [{ url: indexUrl, code: 'remote-limit', message: `${indexUrl}: pins ${wanted.length} files: more than the ${PULL_LIMITS.files} one source may bring in` }]
  const cached = await mapLimit(wanted, PARALLEL, async w => (await store.readBlob(w.digest))?.byteLength)
  for (const size of cached) bounds.take(size ?? 0)
  const missing = wanted.filter((_, k) => cached[k] === undefined)
  const problems: PullProblem[] = []
  let fetched = 0
  let failure: unknown
  await mapLimit(missing, PARALLEL, async (w) => {
    try {
      const problem = await fetchOne(w, base, store, pinnedBy, bounds)
      if (problem) problems.push(problem)
      else fetched++
    }
    catch (err) {
      failure ??= err
      bounds.stop('remote-limit', 'the cache failed')
    }
  }, () => bounds.stopped !== undefined)
  if (failure !== undefined) throw failure
  if (bounds.stopped) return [...problems.filter(p => p.code !== 'remote-timeout' && p.code !== 'remote-cancelled'), stoppedProblem(indexUrl, bounds, fetched, missing.length)]
  if (problems.length === 0) problems.push(...digestsAgain(pins))
  return problems
}

/** Fetch one file, verify it and keep it; the problem when it fails. */
async function fetchOne({ skill, path, digest }: Wanted, base: string, store: Store, pinnedBy: string, bounds: SourceBounds): Promise<PullProblem | undefined> {
  const url = fileUrl(base, skill.name, path)
  let bytes: Uint8Array
  try {
    bytes = await fetchBytes(url, PULL_LIMITS.fileBytes, bounds)
  }
  catch (err) {
    if (!(err instanceof FetchError)) throw err
    return { url, code: err.code, message: err.message }
  }
  const got = fileDigest(bytes)
  if (got !== digest) return { url, code: 'remote-digest', message: `${url}: its bytes hash to ${got}, but ${pinnedBy} ${digest} for ${skill.name}/${path}: not used (tampered with, or changed since it was listed)` }
  await store.writeBlob(digest, bytes)
  return undefined
}

/** A source that stopped: why, and how far it got. */
function stoppedProblem(indexUrl: string, bounds: SourceBounds, fetched: number, missing: number): PullProblem {
  const cancelled = bounds.cancelled ? `, ${bounds.cancelled} request${bounds.cancelled === 1 ? '' : 's'} cancelled` : ''
  return { url: indexUrl, code: bounds.stopped!.code, message: `${indexUrl}: ${bounds.stopped!.why}: ${fetched} of ${missing} files fetched${cancelled}` }
}

/** The RFC's post-fetch check: each skill's digest, computed again from its files' digests, is the one pinned. */
function digestsAgain(pins: readonly LockSkill[]): PullProblem[] {
  return pins
    .filter(s => skillDigest(Object.entries(s.files).map(([path, digest]) => ({ path, digest }))) !== s.digest)
    .map(s => ({ url: s.source, code: 'remote-digest', message: `${s.source}: skill ${s.name}: its digest is not the digest of its files` }))
}
