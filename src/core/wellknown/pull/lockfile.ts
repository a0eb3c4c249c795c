/**
 * The lockfile (`skills-lock.json`, committed): every skill pulled from a URL, one entry each, with the index it
 * came from, its skill digest and each file's digest. Builds lay out exactly what it pins; `npx unplugin-loadout update` rewrites it.
 */
import { promises as fsp } from 'node:fs'
import { DIGEST_RE, skillDigest } from '../digest'
import { isSkillName, pathProblem } from '../format'
import { printable } from '../../printable'
import { fileFolderConflicts, skillFileRefusal } from '../../compile/skill-files'
import { writeFileAtomic } from '../../fs/disk'
import { indexUrlOf } from './url'

export const LOCKFILE_VERSION = 1

/** One pinned skill. */
export interface LockSkill {
  /** The index URL it was listed in. */
  source: string
  name: string
  /** The skill-level digest (RFC v0.2.0). */
  digest: string
  /** Each file's digest, by path. */
  files: Record<string, string>
}

export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION
  /** Every index URL pinned (a source whose index lists no skill is pinned too). */
  sources: string[]
  skills: LockSkill[]
}

export class LockfileError extends Error {}

export const emptyLock = (): Lockfile => ({ lockfileVersion: LOCKFILE_VERSION, sources: [], skills: [] })

/** The lockfile at `file`, undefined when there is none; a LockfileError saying what is wrong with a bad one. */
export async function readLockfile(file: string): Promise<Lockfile | undefined> {
  let text: string
  try {
    text = await fsp.readFile(file, 'utf8')
  }
  catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  }
  catch (err) {
    throw new LockfileError(`not valid JSON (${(err as Error).message}): fix it or delete it and run \`npx unplugin-loadout update\``)
  }
  return checkLock(data)
}

function checkLock(data: unknown): Lockfile {
  const bad = (why: string): never => {
    throw new LockfileError(`${why}: fix it or delete it and run \`npx unplugin-loadout update\``)
  }
  const d = data as Partial<Lockfile> | null
  if (!d || typeof d !== 'object' || d.lockfileVersion !== LOCKFILE_VERSION) bad(`lockfileVersion is not ${LOCKFILE_VERSION}`)
  if (!Array.isArray(d!.sources) || !d!.sources.every(isIndexUrl)) bad('`sources` is not a list of index URLs')
  if (!Array.isArray(d!.skills)) bad('`skills` is not a list')
  for (const [k, s] of d!.skills!.entries()) {
    const at = `skills[${k}]`
    if (!s || typeof s !== 'object' || !d!.sources!.includes(s.source)) bad(`${at}.source is not one of \`sources\``)
    if (typeof s.name !== 'string' || !isSkillName(s.name)) bad(`${at}.name is not a skill name`)
    if (typeof s.digest !== 'string' || !DIGEST_RE.test(s.digest)) bad(`${at}.digest is not a sha256: digest`)
    if (!s.files || typeof s.files !== 'object' || !('SKILL.md' in s.files)) bad(`${at}.files does not list SKILL.md`)
    for (const [path, digest] of Object.entries(s.files)) {
      const problem = pathProblem(path) ?? skillFileRefusal(path)
      if (problem) bad(`${at}.files: "${printable(path.slice(0, 200))}": ${problem}`)
      if (typeof digest !== 'string' || !DIGEST_RE.test(digest)) bad(`${at}.files["${path}"] is not a sha256: digest`)
    }
    const conflict = fileFolderConflicts(Object.keys(s.files))[0]
    if (conflict !== undefined) bad(`${at}.files: "${conflict}" is both a file and a folder of other files listed`)
    if (skillDigest(fileList(s)) !== s.digest) bad(`${at} (${s.name}): its digest is not the digest of its files`)
  }
  return d as Lockfile
}

/** Whether `source` is an index URL as this package writes it (a hand-edited one could hold a newline). */
function isIndexUrl(source: unknown): boolean {
  try {
    return typeof source === 'string' && indexUrlOf(source) === source
  }
  catch {
    return false
  }
}

/** A pinned skill's files as `{ path, digest }`, sorted by path. */
export function fileList(skill: Pick<LockSkill, 'files'>): Array<{ path: string, digest: string }> {
  return Object.keys(skill.files).sort().map(path => ({ path, digest: skill.files[path]! }))
}

/** The lockfile's text: sources and skills sorted, files by path, so the same pins always read the same. */
export function lockText(lock: Lockfile): string {
  const skills = [...lock.skills]
    .sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : a.name < b.name ? -1 : 1))
    .map(s => ({ source: s.source, name: s.name, digest: s.digest, files: Object.fromEntries(fileList(s).map(f => [f.path, f.digest])) }))
  return `${JSON.stringify({ lockfileVersion: LOCKFILE_VERSION, sources: [...new Set(lock.sources)].sort(), skills }, null, 2)}\n`
}

/** Write the lockfile when its text changed (temporary file, then rename); true when it was written. */
export async function writeLockfile(file: string, lock: Lockfile): Promise<boolean> {
  return writeFileAtomic(file, lockText(lock), { skipUnchanged: true })
}

/** What changed between two pins of one source, as lines: `+ name`, `- name`, `~ name (files)`. */
export function describeChanges(before: readonly LockSkill[], after: readonly LockSkill[]): string[] {
  const old = new Map(before.map(s => [s.name, s]))
  const lines: string[] = []
  for (const s of after) {
    const was = old.get(s.name)
    old.delete(s.name)
    if (!was) lines.push(`+ ${s.name} ${short(s.digest)} (${count(Object.keys(s.files).length, 'file')})`)
    else if (was.digest !== s.digest) lines.push(`~ ${s.name} ${short(was.digest)} -> ${short(s.digest)} (${changedFiles(was, s).join(', ')})`)
  }
  for (const s of old.values()) lines.push(`- ${s.name} ${short(s.digest)}`)
  return lines
}

function changedFiles(a: LockSkill, b: LockSkill): string[] {
  const paths = [...new Set([...Object.keys(a.files), ...Object.keys(b.files)])].sort()
  return paths.filter(p => a.files[p] !== b.files[p]).map(p => (!(p in a.files) ? `+${p}` : !(p in b.files) ? `-${p}` : p))
}

/** The first 12 hex digits of a digest, as the lines show it. */
export const short = (digest: string) => `${digest.slice(0, 'sha256:'.length + 12)}…`
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
