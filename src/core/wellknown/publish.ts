/**
 * What a build publishes: each skill it compiled (not shadowed, not disabled, not user-only unless asked) with the
 * bytes of SKILL.md and of every file the build lists for it, their digests, the skill's digest and its frontmatter.
 * A listed file whose name looks like a key or a credential, or that is a hard link, is published only when
 * the option `includeSensitive` names it: the rest are said in one `publish-withheld` warning. Both the well-known index (RFC
 * v0.2.0) and MCP's Skills Extension are made from this. Build-time code.
 */
import { isUtf8 } from 'node:buffer'
import { dirname } from 'node:path'
import { type CompileResult, resourceFilesOf } from '../compile/compile'
import { MAX_SKILL_RESOURCE_BYTES } from '../limits'
import { diag, type Diagnostic } from '../diagnostics'
import type { Options } from '../options'
import { printable } from '../printable'
import { plural } from '../text'
import { ListedFileError, readChecked, rootOf } from '../fs/listed-file'
import { looksSecret, skillFileRefusal } from '../compile/skill-files'
import type { SkillEntry } from '../../runtime/types'
import { fileDigest, skillDigest } from './digest'
import { INDEX_FILE, INDEX_VERSION, isSkillName, pathProblem, type PublishedFile, type PublishedSkill, type PublishedSkills, type SkillsIndex, WELL_KNOWN_DIR } from './format'

export interface PublishOptions {
  /** Also publish user-only skills (`disable-model-invocation: true`), left out by default. */
  userOnly?: boolean
  /**
   * `skill/path` names (by the skill's name or id) of files published although their names look like keys or
   * credentials or they are hard links (the option `includeSensitive`); every other such file is left out, with one
   * `publish-withheld` warning.
   */
  includeSensitive?: readonly string[]
}

/** What `publish` takes from the plugin's options: `publish.userOnly`, and the top-level `includeSensitive`. */
export function publishOptionsOf(options: Pick<Options, 'publish' | 'includeSensitive'>): PublishOptions {
  return { userOnly: options.publish?.userOnly, includeSensitive: options.includeSensitive }
}

/** A file left out because it may be a secret: its name, as `includeSensitive` takes it, and why. */
interface Withheld {
  /** Absolute, for the warning's location. */
  file: string
  /** `skill/path`. */
  name: string
  why: 'secret' | 'hard-link'
}

/** The published skills, the bytes behind them, and why anything was left out. */
export interface Publication extends PublishedSkills {
  /** `bytes.get(id)![k]` holds the bytes of `skills[i].files[k]` for the skill `skills[i]` with that id. */
  bytes: Map<string, Uint8Array[]>
  /** Warnings: skills and files left out, and why. */
  diagnostics: Diagnostic[]
}

/** One file of the well-known tree, its path below the site's root. */
export interface TreeFile {
  path: string
  bytes: Uint8Array
  /** Its media type, for a server. */
  type: string
}

/** A published file's text, or its bytes when they are not UTF-8 (see `PublishedSkills.read`). */
export function asTextOrBytes(bytes: Uint8Array): string | Uint8Array {
  return isUtf8(bytes) ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) : bytes
}

/** The skills of a compile as they are published, read from disk now. */
export function publish(result: CompileResult, options: PublishOptions = {}): Publication {
  const diagnostics: Diagnostic[] = []
  const skills: PublishedSkill[] = []
  const bytes = new Map<string, Uint8Array[]>()
  const names = new Map<string, string>()
  const disabled = (result.data.catalog?.disabled ?? []).map(ref => ref.toLowerCase())
  const sensitive: Sensitive = { allowed: new Set(options.includeSensitive), withheld: [] }
  result.data.entries.forEach((entry, i) => {
    if (!publishable(entry, disabled, options)) return
    const file = result.files[i]!
    const skill = publishOne(entry, file, { abs: resourceFilesOf(result, i), frontmatter: result.frontmatters[i] }, rootOf(file, result.sourceDirs) ?? dirname(file), sensitive, diagnostics)
    if (!skill) return
    const taken = names.get(skill.skill.name)
    if (taken !== undefined) {
      diagnostics.push(diag('warning', 'publish-skipped', `skill "${entry.id}" is not published: its name "${entry.name}" is already published by "${taken}"`, file))
      return
    }
    names.set(skill.skill.name, entry.id)
    skills.push(skill.skill)
    bytes.set(entry.id, skill.bytes)
  })
  skills.sort((a, b) => (a.name < b.name ? -1 : 1))
  if (sensitive.withheld.length) diagnostics.push(withheldWarning(sensitive.withheld))
  return {
    version: INDEX_VERSION,
    skills,
    bytes,
    diagnostics,
    read: async (id, path) => {
      const k = skills.find(s => s.id === id)?.files.findIndex(f => f.path === path) ?? -1
      if (k === -1) throw new Error(`"${path}" is not a published file of skill "${id}"`)
      return asTextOrBytes(bytes.get(id)![k]!)
    },
  }
}

/** Skills left out without a word: shadowed, disabled, user-only (unless asked), and ai-loadout rule files. */
function publishable(entry: SkillEntry, disabled: readonly string[], options: PublishOptions): boolean {
  if (entry.shadowedBy !== undefined || entry.invalid !== undefined) return false
  if (entry.userOnly && !options.userOnly) return false
  if (disabled.includes(entry.id.toLowerCase()) || disabled.includes(entry.name.toLowerCase())) return false
  return entry.path === 'SKILL.md' || entry.path.endsWith('/SKILL.md')
}

/** What a compile knows of a skill besides its entry: the file of each of its resources, its frontmatter as written. */
interface Compiled {
  abs: ReadonlyArray<string | undefined>
  frontmatter: Record<string, unknown> | undefined
}

/** What `includeSensitive` allows, and the files left out for want of it. */
interface Sensitive {
  allowed: ReadonlySet<string>
  withheld: Withheld[]
}

/**
 * One skill with its files read (`abs[j]` the file of `entry.resources[j]`), or undefined (with a warning) when it
 * cannot be published as the RFC asks.
 */
function publishOne(entry: SkillEntry, file: string, { abs, frontmatter }: Compiled, root: string, sensitive: Sensitive, diagnostics: Diagnostic[]): { skill: PublishedSkill, bytes: Uint8Array[] } | undefined {
  const skip = (why: string) => void diagnostics.push(diag('warning', 'publish-skipped', `skill "${entry.id}" is not published: ${why}`, file))
  if (!isSkillName(entry.name)) return skip(`its name "${entry.name}" is not 1-64 characters of a-z, 0-9 and single hyphens, as the discovery RFC asks`)
  const wanted = [{ path: 'SKILL.md', type: 'text/markdown', at: file }]
  entry.resources.forEach((r, j) => {
    const problem = pathProblem(r.path) ?? skillFileRefusal(r.path)
    if (problem) diagnostics.push(diag('warning', 'publish-file', `"${r.path}" of skill "${entry.id}" is not published: ${problem}`, file))
    else if (abs[j] !== undefined && !withheld(entry, r.path, abs[j]!, 'secret', looksSecret(r.path), sensitive)) wanted.push({ path: r.path, type: r.type, at: abs[j]! })
  })
  const files: PublishedFile[] = []
  const read: Uint8Array[] = []
  for (const { path, type, at } of wanted) {
    // Read with the checks of a served file: still no symbolic link, a regular file inside the source, bounded.
    let got: { bytes: Uint8Array, links: number }
    try {
      got = readChecked(at, root, MAX_SKILL_RESOURCE_BYTES)
    }
    catch (err) {
      if (!(err instanceof ListedFileError)) throw err
      return skip(err.message)
    }
    // A hard link is another name of a file anywhere on the disk (a key in ~/.ssh). The SKILL.md is compiled anyway.
    if (path !== 'SKILL.md' && withheld(entry, path, at, 'hard-link', got.links > 1, sensitive)) continue
    files.push({ path, digest: fileDigest(got.bytes), size: got.bytes.byteLength, type })
    read.push(got.bytes)
  }
  if (frontmatter?.name !== entry.name) return skip('its SKILL.md has no `name` in its frontmatter (the RFC asks for one)')
  const skill = { id: entry.id, name: entry.name, description: entry.description, digest: skillDigest(files), files, frontmatter }
  return { skill, bytes: read }
}

/** Whether a file is left out as `why` (when `applies`, unless `includeSensitive` names it); noted when it is. */
function withheld(entry: SkillEntry, path: string, file: string, why: Withheld['why'], applies: boolean, sensitive: Sensitive): boolean {
  const name = `${entry.name}/${path}`
  if (!applies || sensitive.allowed.has(name) || sensitive.allowed.has(`${entry.id}/${path}`)) return false
  sensitive.withheld.push({ file, name, why })
  return true
}

/**
 * The one line a build says about what it left out as possibly secret, at the first such file: `4 files not
 * published: deploy/id_rsa, ... (their names look like keys or credentials), deploy/notes.md (a hard link: ...); name
 * those to publish in includeSensitive`.
 */
function withheldWarning(withheld: readonly Withheld[]): Diagnostic {
  const names = (why: Withheld['why']) => withheld.filter(w => w.why === why).map(w => printable(w.name))
  const secret = names('secret')
  const linked = names('hard-link')
  const groups = [
    ...(secret.length ? [`${secret.join(', ')} (their names look like keys or credentials)`] : []),
    ...(linked.length ? [`${linked.join(', ')} (${linked.length === 1 ? 'a hard link: another name of a file' : 'hard links: other names of files'} that may be outside the skill)`] : []),
  ]
  return diag('warning', 'publish-withheld', `${plural(withheld.length, 'file')} not published: ${groups.join(', ')}; name those to publish in includeSensitive`, withheld[0]!.file)
}

/** The RFC's index of a publication: its skills by name, each with `SKILL.md` first and the other files by path. */
export function wellKnownIndex(publication: Pick<PublishedSkills, 'skills'>): SkillsIndex {
  return {
    version: INDEX_VERSION,
    skills: publication.skills.map(s => ({
      name: s.name,
      description: s.description,
      digest: s.digest,
      files: s.files.map(f => ({ path: f.path, digest: f.digest })),
    })),
  }
}

/** Every file of `/.well-known/agent-skills/`: `index.json`, then each skill's files. */
export function wellKnownTree(publication: Publication): TreeFile[] {
  const index = `${JSON.stringify(wellKnownIndex(publication), null, 2)}\n`
  const tree: TreeFile[] = [{ path: `${WELL_KNOWN_DIR}/${INDEX_FILE}`, bytes: new TextEncoder().encode(index), type: 'application/json' }]
  for (const s of publication.skills) {
    const bytes = publication.bytes.get(s.id)!
    s.files.forEach((f, k) => tree.push({ path: `${WELL_KNOWN_DIR}/${s.name}/${f.path}`, bytes: bytes[k]!, type: mediaType(f.path, isUtf8(bytes[k]!)) }))
  }
  return tree
}

/**
 * Media types a server sends published files with: SKILL.md and Markdown as `text/markdown` (as the RFC asks), JSON,
 * raster images, PDF and ZIP as themselves, other text as `text/plain`. Never `text/html`, `image/svg+xml` or a
 * script type: the files are served from the app's own origin, where a skill's HTML or SVG would run as the app.
 */
const TYPES: Record<string, string> = {
  md: 'text/markdown; charset=utf-8', markdown: 'text/markdown; charset=utf-8', json: 'application/json',
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp',
  pdf: 'application/pdf', zip: 'application/zip',
}

/** The media type a server sends a published file with (see TYPES); `text` says whether its bytes are UTF-8. */
export function mediaType(path: string, text = true): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase()
  return (ext && TYPES[ext]) ?? (text ? 'text/plain; charset=utf-8' : 'application/octet-stream')
}
