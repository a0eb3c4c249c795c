/**
 * Resolving a URL source: fetch its index, then every file the cache lacks, each verified against its digest before
 * it is kept, and each skill's digest checked again from its files. What comes out is what a lockfile pins.
 */
import { fileDigest, skillDigest } from '../publish/digest'
import type { SkillsIndex } from '../publish/format'
import { FetchError, fetchBytes, fetchFrom, mapLimit, PULL_LIMITS } from './fetch'
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
 * The index at `indexUrl`, fetched and checked, and the URL its files are beside (where a same-host redirect led);
 * throws a FetchError or an IndexError.
 */
export async function fetchIndex(indexUrl: string): Promise<{ index: SkillsIndex, base: string }> {
  const { bytes, url } = await fetchFrom(indexUrl, PULL_LIMITS.indexBytes)
  return { index: parseIndex(bytes, indexUrl), base: url }
}

/** An index's skills as lockfile entries. */
export function pinsOf(indexUrl: string, index: SkillsIndex): LockSkill[] {
  return index.skills.map(s => ({ source: indexUrl, name: s.name, digest: s.digest, files: Object.fromEntries(s.files.map(f => [f.path, f.digest])) }))
}

/**
 * Make sure the cache holds every file `pins` name: the missing ones are fetched (URLs beside `indexUrl`), each
 * verified against its digest, within the byte caps. Resolves to the problems (nothing is kept from a file that fails).
 * `pinnedBy` says where the digests come from, for the message of a mismatch; `base` is where the index was found.
 */
export async function fetchMissing(indexUrl: string, pins: readonly LockSkill[], store: Store, pinnedBy: string, base: string): Promise<PullProblem[]> {
  const problems: PullProblem[] = []
  const wanted = pins.flatMap(skill => Object.entries(skill.files).map(([path, digest]) => ({ skill, path, digest })))
  if (wanted.length > PULL_LIMITS.files)
    return [{ url: indexUrl, code: 'remote-limit', message: `${indexUrl}: pins ${wanted.length} files: more than the ${PULL_LIMITS.files} one source may bring in` }]
  let budget = PULL_LIMITS.sourceBytes
  const cached = await mapLimit(wanted, PARALLEL, async w => (await store.readBlob(w.digest))?.byteLength)
  for (const size of cached) budget -= size ?? 0
  const over = () => problems.some(p => p.url === indexUrl) || problems.push(overBudget(indexUrl))
  await mapLimit(wanted.filter((_, k) => cached[k] === undefined), PARALLEL, async ({ skill, path, digest }) => {
    const url = fileUrl(base, skill.name, path)
    if (budget <= 0) return void over()
    let bytes: Uint8Array
    try {
      bytes = await fetchBytes(url, Math.min(PULL_LIMITS.fileBytes, budget))
    }
    catch (err) {
      if (!(err instanceof FetchError)) throw err
      return void problems.push({ url, code: err.code, message: err.message })
    }
    budget -= bytes.byteLength
    if (budget < 0) return void over()
    const got = fileDigest(bytes)
    if (got !== digest) return void problems.push({ url, code: 'remote-digest', message: `${url}: its bytes hash to ${got}, but ${pinnedBy} ${digest} for ${skill.name}/${path}: not used (tampered with, or changed since it was listed)` })
    await store.writeBlob(digest, bytes)
  })
  if (problems.length === 0) problems.push(...digestsAgain(pins))
  return problems
}

function overBudget(indexUrl: string): PullProblem {
  return { url: indexUrl, code: 'remote-limit', message: `${indexUrl}: its files come to more than ${PULL_LIMITS.sourceBytes.toLocaleString('en-US')} bytes, the most one source may bring in` }
}

/** The RFC's post-fetch check: each skill's digest, computed again from its files' digests, is the one pinned. */
function digestsAgain(pins: readonly LockSkill[]): PullProblem[] {
  return pins
    .filter(s => skillDigest(Object.entries(s.files).map(([path, digest]) => ({ path, digest }))) !== s.digest)
    .map(s => ({ url: s.source, code: 'remote-digest', message: `${s.source}: skill ${s.name}: its digest is not the digest of its files` }))
}
