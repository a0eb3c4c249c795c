/**
 * The shapes of published skills: the discovery index of the Agent Skills discovery RFC v0.2.0 and what
 * `virtual:loadout/published` holds. Types only: the code that builds them is build-time (src/core/wellknown/).
 */

export interface IndexFile {
  /** Relative to the skill folder, `/`-separated. */
  path: string
  /** `sha256:{hex}` of the file's raw bytes. */
  digest: string
}

export interface IndexSkill {
  name: string
  description: string
  /** The skill-level digest (see src/core/wellknown/digest.ts). */
  digest: string
  /** `SKILL.md` first, then the other files by path. */
  files: IndexFile[]
}

export interface SkillsIndex {
  version: string
  skills: IndexSkill[]
}

/** One published file with its bytes' digest and size (what `skills/list` of MCP's Skills Extension lists too). */
export interface PublishedFile extends IndexFile {
  size: number
  /** The media type the build gave the file (`text/markdown` for SKILL.md), for a server to send it with. */
  type?: string
}

/** One skill as it is published: its index entry, its id in the loadout, and its frontmatter as JSON. */
export interface PublishedSkill extends IndexSkill {
  /** The skill's id in the loadout (`team/pdf`), whose last segment is usually `name`. */
  id: string
  /** The SKILL.md frontmatter, every key the author wrote, as JSON. */
  frontmatter: Record<string, unknown>
  files: PublishedFile[]
}

/**
 * The published skills with a way to read their files: `virtual:loadout/published` in a bundle, or built from a
 * compile on disk (`loadFromDisk({ published: true })`). The Skills Extension of `createMcpServer` serves from it.
 */
export interface PublishedSkills {
  version: string
  skills: PublishedSkill[]
  /** A published file's bytes: a string when they are UTF-8 text (a byte order mark kept as U+FEFF), else the bytes. */
  read: (id: string, path: string) => Promise<string | Uint8Array>
}
