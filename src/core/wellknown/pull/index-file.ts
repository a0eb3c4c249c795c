/**
 * Reading a published index (untrusted input): JSON of at most PULL_LIMITS.indexBytes, a `version` this package
 * reads (0.2.x: v0.1.0 has no digests, so nothing in it can be verified; a later one may mean something else), names
 * as the RFC has them, each listed once, and files as the RFC has them (SKILL.md among them, paths relative without
 * `..`, digests `sha256:` + 64 hex) that are files a skill may have (skill-files.ts: no dot segment, no `.git` or
 * `node_modules`, no device name, no segment past 255 bytes, no path that is both a file and a folder). Nothing of an
 * index that breaks one of these is fetched or laid out. What the index holds is quoted in messages with its control
 * characters escaped (`printable`): a path holding a newline cannot forge a line of `update`'s output.
 */
import { DIGEST_RE, skillDigest } from '../digest'
import { type IndexSkill, isSkillName, pathProblem, type SkillsIndex } from '../format'
import { printable } from '../../printable'
import { fileFolderConflicts, skillFileRefusal } from '../../compile/skill-files'
import { PULL_LIMITS } from '../../limits'

/** An index that cannot be used, with every reason found (at most a few dozen). */
export class IndexError extends Error {
  constructor(readonly url: string, readonly problems: string[]) {
    super(`${url}: not a usable skills index (discovery RFC v0.2.0):\n${problems.map(p => `  - ${p}`).join('\n')}`)
  }
}

const MAX_PROBLEMS = 20

/** A string from an index, as a message quotes it: its first 200 characters, control characters escaped. */
const shown = (text: string): string => printable(text.slice(0, 200))

/** The index in `bytes` (fetched from `url`), checked; an IndexError listing what is wrong. */
export function parseIndex(bytes: Uint8Array, url: string): SkillsIndex {
  let data: unknown
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  }
  catch (err) {
    throw new IndexError(url, [`not JSON text: ${(err as Error).message}`])
  }
  const problems: string[] = []
  const d = data as { version?: unknown, skills?: unknown } | null
  if (!d || typeof d !== 'object' || Array.isArray(d)) throw new IndexError(url, ['not a JSON object'])
  const version = versionProblem(d.version)
  if (version) throw new IndexError(url, [version])
  if (!Array.isArray(d.skills)) throw new IndexError(url, ['`skills` is not a list'])
  const fileCount = d.skills.reduce((n: number, s) => n + (Array.isArray((s as IndexSkill | null)?.files) ? (s as IndexSkill).files.length : 0), 0)
  if (fileCount > PULL_LIMITS.files)
    throw new IndexError(url, [`lists ${fileCount.toLocaleString('en-US')} files: more than the ${PULL_LIMITS.files.toLocaleString('en-US')} one source may bring in`])
  const names = new Set<string>()
  for (const [k, s] of d.skills.entries()) {
    for (const p of skillProblems(s, k, names)) if (problems.length < MAX_PROBLEMS) problems.push(p)
  }
  if (problems.length) throw new IndexError(url, problems)
  return { version: d.version as string, skills: (d.skills as IndexSkill[]).map(s => ({ name: s.name, description: s.description, digest: s.digest, files: s.files.map(f => ({ path: f.path, digest: f.digest })) })) }
}

/** Why `version` is not one this package reads, or undefined. */
function versionProblem(version: unknown): string | undefined {
  if (version === undefined) return '`version` is missing: a v0.1.0 index, whose files have no digests, cannot be verified'
  const m = typeof version === 'string' ? /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.exec(version) : null
  if (!m) return `\`version\` ${printable(JSON.stringify(version).slice(0, 200))} is not M.m.p`
  if (m[1] !== '0') return `version ${version}: major version ${m[1]} is not one this package reads (0.2.x)`
  if (Number(m[2]) < 2) return `version ${version} has no digests: nothing in it can be verified`
  if (Number(m[2]) > 2) return `version ${version} is newer than the 0.2.x this package reads: update unplugin-loadout to pull it`
  return undefined
}

/** What is wrong with skill entry `k`, or nothing. */
function skillProblems(s: unknown, k: number, names: Set<string>): string[] {
  const e = s as Partial<IndexSkill> | null
  if (!e || typeof e !== 'object') return [`skills[${k}] is not an object`]
  const at = typeof e.name === 'string' ? `skill "${printable(e.name.slice(0, 80))}"` : `skills[${k}]`
  const out: string[] = []
  if (typeof e.name !== 'string' || !isSkillName(e.name)) out.push(`${at}: the name is not 1-64 characters of a-z, 0-9 and single hyphens`)
  else if (names.has(e.name)) out.push(`${at} is listed twice`)
  else names.add(e.name)
  if (typeof e.description !== 'string' || e.description.trim() === '') out.push(`${at}: no description`)
  if (typeof e.digest !== 'string' || !DIGEST_RE.test(e.digest)) out.push(`${at}: the digest is not sha256: and 64 lowercase hex digits`)
  if (!Array.isArray(e.files) || e.files.length === 0) return [...out, `${at}: no files`]
  const paths = new Set<string>()
  for (const f of e.files as unknown[]) {
    const file = f as { path?: unknown, digest?: unknown } | null
    if (typeof file === 'string') return [...out, `${at}: files are plain paths (v0.1.0), with no digest to verify them by`]
    if (!file || typeof file.path !== 'string') {
      out.push(`${at}: a file has no path`)
      continue
    }
    const problem = pathProblem(file.path) ?? skillFileRefusal(file.path)
    const folded = file.path.toLowerCase()
    if (problem) out.push(`${at}: file "${shown(file.path)}": ${problem}`)
    else if (paths.has(folded)) out.push(`${at}: file "${shown(file.path)}" is listed twice (letter case aside)`)
    paths.add(folded)
    if (typeof file.digest !== 'string' || !DIGEST_RE.test(file.digest)) out.push(`${at}: file "${shown(file.path)}": the digest is not sha256: and 64 lowercase hex digits`)
  }
  for (const path of fileFolderConflicts((e.files as Array<{ path?: unknown }>).flatMap(f => (typeof f?.path === 'string' ? [f.path] : []))))
    out.push(`${at}: file "${shown(path)}" is both a file and a folder of other files listed: no file system holds both`)
  if (!paths.has('skill.md') || !(e.files as IndexSkill['files']).some(f => f?.path === 'SKILL.md')) out.push(`${at}: no SKILL.md among its files`)
  if (out.length === 0 && skillDigest(e.files as IndexSkill['files']) !== e.digest) out.push(`${at}: its digest is not the digest of its files' digests`)
  return out
}
