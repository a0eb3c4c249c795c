/**
 * MCP's Skills Extension (SEP-2640, `io.modelcontextprotocol/skills`, as specified in
 * `modelcontextprotocol/ext-skills` `specification/stable/skills.mdx`): each served skill that is also published
 * (src/publish) becomes an entry `{ uri, frontmatter, resources: [{ uri, digest, size }] }`, its URI
 * `skill://<id>/SKILL.md`, every file of it a resource read with the bytes its digest covers, and every folder a
 * directory resource. No SDK and no Node built-ins here: skills-methods.ts maps this onto `skills/list`, `skills/get`
 * and `resources/directory/read`, server.ts onto `resources/read`.
 */
import type { PublishedSkill, PublishedSkills } from '../runtime/published'
import type { SkillEntry } from '../runtime/types'

/** The extension's identifier, under `capabilities.extensions`. */
export const SKILLS_EXTENSION = 'io.modelcontextprotocol/skills'
/** The extension's per-skill limits: hosts must accept up to these, servers should not serve past them. */
export const SEP_MAX_RESOURCES = 512
export const SEP_MAX_BYTES = 16 * 1024 * 1024

/** A `skills/list` / `skills/get` entry. */
export interface SkillsExtensionEntry {
  uri: string
  frontmatter: Record<string, unknown>
  resources: Array<{ uri: string, digest: string, size: number }>
}

/** The media type of a directory resource (what `resources/directory/read` lists a subdirectory as). */
export const DIRECTORY_MIME_TYPE = 'inode/directory'

/** A direct child of a directory, as `resources/directory/read` lists it. */
export interface DirectoryChild {
  uri: string
  name: string
  mimeType: string
  size?: number
}

/** What the extension serves for one loadout. */
export interface SkillsExtensionState {
  published: PublishedSkills
  entries: SkillsExtensionEntry[]
  /** Every listed file, by its URI: the skill id and path to read it by, its media type and size. */
  files: Map<string, { id: string, path: string, mimeType: string, size: number }>
  /**
   * Every directory of the served skills, by its URI (no trailing slash): each skill's root and subfolders, and the
   * folders of a nested skill path (`skill://team` of `skill://team/brainstorming/SKILL.md`), with their direct
   * children, folders first, then by name.
   */
  directories: Map<string, DirectoryChild[]>
}

/**
 * The entries of the served skills (in their order) that are published, whose id ends in their name (the extension
 * has a skill's URI end in its name) and that stay within the extension's limits; `skillUri` names their files as the
 * server's resources do.
 */
export function skillsExtensionState(served: readonly SkillEntry[], published: PublishedSkills, skillUri: (id: string, path: string) => string): SkillsExtensionState {
  const byId = new Map(published.skills.map(s => [s.id, s]))
  const entries: SkillsExtensionEntry[] = []
  const files: SkillsExtensionState['files'] = new Map()
  for (const e of served) {
    const p = byId.get(e.id)
    if (!p || !fits(e, p)) continue
    const resources = p.files.map(f => ({ uri: skillUri(e.id, f.path), digest: f.digest, size: f.size }))
    entries.push({ uri: skillUri(e.id, 'SKILL.md'), frontmatter: p.frontmatter, resources })
    for (const f of p.files) {
      const mimeType = f.path === 'SKILL.md' ? 'text/markdown' : f.type ?? e.resources.find(r => r.path === f.path)?.type ?? 'application/octet-stream'
      files.set(skillUri(e.id, f.path), { id: e.id, path: f.path, mimeType, size: f.size })
    }
  }
  return { published, entries, files, directories: directoriesOf(files) }
}

/**
 * The directory tree of the listed files: every `/`-separated prefix of a file's URI past `skill://` is a directory,
 * holding the next segment as a file or a folder. The segments are the URIs' own (percent-encoded), decoded for names.
 */
function directoriesOf(files: SkillsExtensionState['files']): Map<string, DirectoryChild[]> {
  const tree = new Map<string, Map<string, DirectoryChild>>()
  for (const [uri, file] of files) {
    const segments = uri.slice(SCHEME.length).split('/')
    let dir = SCHEME + segments[0]
    for (let i = 1; i < segments.length; i++) {
      const child = `${dir}/${segments[i]}`
      const last = i === segments.length - 1
      let children = tree.get(dir)
      if (!children) tree.set(dir, children = new Map())
      if (!children.has(child)) {
        const name = decodeURIComponent(segments[i]!)
        children.set(child, last ? { uri: child, name, mimeType: file.mimeType, size: file.size } : { uri: child, name, mimeType: DIRECTORY_MIME_TYPE })
      }
      dir = child
    }
  }
  const folderFirst = (a: DirectoryChild, b: DirectoryChild) =>
    Number(b.mimeType === DIRECTORY_MIME_TYPE) - Number(a.mimeType === DIRECTORY_MIME_TYPE) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  return new Map([...tree].map(([dir, children]) => [dir, [...children.values()].sort(folderFirst)]))
}

const SCHEME = 'skill://'

function fits(e: SkillEntry, p: PublishedSkill): boolean {
  const bytes = p.files.reduce((n, f) => n + f.size, 0)
  return e.id.split('/').at(-1) === p.name && p.files.length <= SEP_MAX_RESOURCES && bytes <= SEP_MAX_BYTES
}

/** Bytes as base64, for a `blob` resource (no Buffer here: this runs in Workers too). */
export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}
