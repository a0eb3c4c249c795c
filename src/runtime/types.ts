/**
 * Types shared by the compiler (build time) and the runtime (run time).
 * This file is part of what ships to users' bundles: no Node built-ins, no dependencies.
 */

/** How an entry is loaded: `core` always, `domain` when the task matches, `manual` only when asked for by name. */
export type Priority = 'core' | 'domain' | 'manual'

/** The phases an entry may be auto-loaded in (ai-loadout `triggers`). */
export interface Triggers {
  task: boolean
  plan: boolean
  edit: boolean
}

export type Trigger = keyof Triggers

/** A file that belongs to a skill (`scripts/`, `references/`, `assets/`, or a linked file). */
export interface ResourceEntry {
  /** Path relative to the skill folder, `/`-separated (may start with `../` for a linked sibling file). */
  path: string
  /** `text` resources can be read lazily; `binary` ones are only listed. */
  kind: 'text' | 'binary'
  /** Size in bytes. */
  size: number
  /** A media type guessed from the extension. */
  type: string
}

/** One compiled skill, as it sits in the main chunk (never its body). */
export interface SkillEntry {
  /** Folder path relative to its source root, `/`-separated (`pdf`, `anthropics-skills/pdf`); ai-loadout rules use their `id`. */
  id: string
  /** Frontmatter `name`, falling back to the folder name. */
  name: string
  description: string
  /** `tags`, `keywords` and `metadata.tags`, de-duplicated. */
  tags: string[]
  priority: Priority
  triggers: Triggers
  /** ai-loadout `patterns`: every word of a pattern must occur in the task. */
  patterns: string[]
  /** Maka host requirements: the skill is hidden from hosts that lack them. */
  requires: { tools: string[]; capabilities: string[] }
  /** Agent Skills `allowed-tools` (informational). */
  allowedTools: string[]
  license?: string
  compatibility?: string
  /** Estimated tokens of the body. */
  tokens: number
  /** Lines of the body. */
  lines: number
  /** Content hash of the whole SKILL.md (hex). */
  hash: string
  /** Scope of the source the skill comes from. */
  source: string
  /** Path of the skill file relative to its source root. */
  path: string
  resources: ResourceEntry[]
  /** Set when an earlier source has the same id: the scope that wins. Shadowed entries are never matched or loaded. */
  shadowedBy?: string
}

export interface SourceInfo {
  /** The source folder relative to the project root. */
  dir: string
  scope: string
  format: 'skill' | 'ai-loadout'
}

/** The precomputed inverted index. */
export interface IndexData {
  /** Weights are stored as integers; divide by `scale` for the score. */
  scale: number
  /**
   * term -> flat postings `[entryDelta, weight, entryDelta, weight, ...]` in ascending entry order, each entry index
   * stored as the difference from the previous one (the first from 0).
   */
  terms: Record<string, number[]>
}

/** Everything the main chunk holds. */
export interface LoadoutData {
  version: 1
  sources: SourceInfo[]
  entries: SkillEntry[]
  index: IndexData
}

/** Loads one skill body: `() => import('virtual:loadout/skill/<n>')`, or any function returning the text. */
export type BodyLoader = () => Promise<string | { default: string }>

export interface MatchOptions {
  /** Most domain results to return (core entries come on top of it). Default 5. */
  limit?: number
  /** Only entries whose `triggers[trigger]` is on. */
  trigger?: Trigger
  /**
   * Abstain (return no domain entry) unless the best one reaches this absolute score.
   * Default: the lower of 12 and half the sum of the task terms' IDFs (short tasks need less evidence).
   */
  minScore?: number
}

export interface SearchOptions {
  /** Default 8. */
  limit?: number
}

export interface MatchResult {
  id: string
  name: string
  /** Absolute relevance score (core entries: 1). */
  score: number
  /** `score` mapped to 0..1. */
  confidence: number
  tier: Priority
  /** Query terms that hit this entry. */
  matched: string[]
  entry: SkillEntry
}

export interface LoadedSkill {
  entry: SkillEntry
  body: string
  resources: ResourceEntry[]
}
