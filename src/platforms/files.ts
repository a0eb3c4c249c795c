/**
 * A skill's files as the platforms take them: paths inside the skill's folder, text as text, binaries as bytes (or
 * base64). Shared by the `agents/skills` source and the AI SDK harness entries. No Node built-ins.
 */
import type { LoadedSkill, ResourceEntry } from '../runtime/types'

/** What the platforms read from a loadout's files: text always, bytes when the loadout can read them. */
export interface FileLoadout {
  readResource: (ref: string, path: string) => Promise<string>
  /**
   * A file's bytes, binaries included (every loadout of this version has it). A loadout without it (a host's own
   * object) serves text files only: its binaries are then left out of what the platforms list, since none could read them.
   */
  readResourceBytes?: (ref: string, path: string) => Promise<Uint8Array>
}

/** A skill's folder layout, from the Agent Skills spec's conventions: `scripts/`, `references/`, `assets/`, other. */
export type FileKind = 'script' | 'reference' | 'asset' | 'file'

/**
 * Whether `path` is a normalized relative path inside the skill's folder, as `agents/skills` (and MCP's Skills
 * extension) require: not empty or absolute, no `\` or NUL, no empty, `.` or `..` segment, and not `SKILL.md` itself.
 */
export function isInsidePath(path: string): boolean {
  return path !== '' && path !== 'SKILL.md' && !path.startsWith('/') && !path.includes('\\') && !path.includes('\0')
    && path.split('/').every(s => s !== '' && s !== '.' && s !== '..')
}

/** The role of a file from its top folder (the spec's conventions). */
export function fileKind(path: string): FileKind {
  const top = path.slice(0, path.indexOf('/'))
  return top === 'scripts' ? 'script' : top === 'references' ? 'reference' : top === 'assets' ? 'asset' : 'file'
}

/** Whether the loadout can read this file: text always, a binary only when it reads bytes. */
export function isReadable(loadout: FileLoadout, r: ResourceEntry): boolean {
  return r.kind === 'text' || typeof loadout.readResourceBytes === 'function'
}

/**
 * The files of a skill a platform is given: inside its folder, readable, sorted by path (as `agents/skills` sorts).
 * From the loaded skill: a bundle's entries list no files (`LoadoutData.lazyFiles`), its loaded skills do.
 */
export function platformFiles(loadout: FileLoadout, loaded: Pick<LoadedSkill, 'resources'>): ResourceEntry[] {
  return (loaded.resources ?? []).filter(r => isInsidePath(r.path) && isReadable(loadout, r))
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** A binary file's bytes (the loadout must read bytes: see `isReadable`). */
export function readBytes(loadout: FileLoadout, id: string, path: string): Promise<Uint8Array> {
  if (typeof loadout.readResourceBytes !== 'function') throw new Error(`"${path}" of skill "${id}" is a binary file, and this loadout reads text files only`)
  return loadout.readResourceBytes(id, path)
}

/** Bytes as base64, without Node's Buffer (Workers and browsers have `btoa`). */
export function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * The skill's frontmatter as it was written (every key, `metadata` included), when the loadout gives it
 * (`LoadedSkill.frontmatter`); undefined when it gives none (`{}`: a hand-made `createLoadout`, or a database exported
 * before frontmatter was kept), so the entry's fields stand in.
 */
export function verbatimFrontmatter(loaded: LoadedSkill): Record<string, unknown> | undefined {
  const fm: unknown = loaded.frontmatter
  if (fm === null || typeof fm !== 'object' || Array.isArray(fm)) return undefined
  return Object.keys(fm).length ? fm as Record<string, unknown> : undefined
}
