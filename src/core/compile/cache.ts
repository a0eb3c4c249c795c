/**
 * What compiles keep between runs (`CompileCache`): parses by content, index analyses, content hashes by size and
 * modification time, link plans, resource scans and module keys, each dropped when its file goes. A rebuild through
 * the same cache reads, parses and tokenizes only the files that changed (see docs/design.md, "Cache invalidation").
 */
import { hash as digest } from 'node:crypto'
import type { Stats } from 'node:fs'
import { relative } from 'node:path'
import { estimateTokens } from '../../runtime/loadout'
import { toPosix } from '../fs/paths'
import { type DocAnalysis, IndexState, nameWords } from '../index/indexer'
import { MAX_SKILL_LINKS } from '../limits'
import { FolderMemory } from './discover'
import { planLinks, type PlannedLink } from './links'
import type { ParsedSkill, ParseResult } from './parse'
import { type ResourceScan, scanFile } from './resource-files'

/** Per-file values that stay valid while the file's key (its content hash, or its size and mtime) is unchanged. */
class KeyedFiles<T> {
  private readonly map = new Map<string, { key: string, value: T }>()
  get(file: string, key: string): T | undefined {
    const hit = this.map.get(file)
    return hit && hit.key === key ? hit.value : undefined
  }

  set(file: string, key: string, value: T): void {
    this.map.set(file, { key, value })
  }

  retain(files: Set<string>): void {
    for (const f of this.map.keys()) if (!files.has(f)) this.map.delete(f)
  }
}

/** What a compile derives from one parsed skill text, kept with that parse (which is cached per content). */
interface Derived {
  /** `estimateTokens` of the body. */
  tokens?: number
  /** The body's links, planned for the skill folder `skillRel` of the source root `root`. */
  links?: { skillRel: string, root: string, plan: PlannedLink[] }
}

/**
 * What compiles keep between runs: a rebuild reads, parses, tokenizes and scans for links only the files that
 * changed, and re-weighs the index from cached term counts.
 */
export class CompileCache {
  private readonly parsed = new KeyedFiles<ParseResult>()
  private readonly analyzed = new KeyedFiles<DocAnalysis>()
  private readonly hashes = new KeyedFiles<string>()
  private readonly derived = new WeakMap<ParsedSkill, Derived>()
  /** Resource module keys by absolute file, for `keysRoot`; `usedKeys` collects this compile's. */
  private keys = new Map<string, string>()
  private usedKeys = new Map<string, string>()
  private keysRoot = ''
  /** The index of the last compile, kept to be updated by the skills that changed. */
  readonly index = new IndexState()
  /** The folders of the sources, listed again only when they changed. */
  readonly folders = new FolderMemory()
  /** `nameWords` of the names seen by the last compiles (the current compile's are kept after it). */
  private words = new Map<string, string[]>()
  private usedWords = new Map<string, string[]>()

  /** `nameWords(name)`, tokenized once per name across rebuilds. */
  nameWords(name: string): string[] {
    let words = this.usedWords.get(name) ?? this.words.get(name)
    if (!words) words = nameWords(name)
    this.usedWords.set(name, words)
    return words
  }

  /** Keep the names this compile used, forget the others. */
  retainNames(): void {
    this.words = this.usedWords
    this.usedWords = new Map()
  }

  get(file: string, key: string): ParseResult | undefined {
    return this.parsed.get(file, key)
  }

  set(file: string, key: string, result: ParseResult): void {
    this.parsed.set(file, key, result)
  }

  /** The content hash of a file last seen with this size and modification time (it was not read again). */
  hashFor(file: string, stamp: string): string | undefined {
    return this.hashes.get(file, stamp)
  }

  setHash(file: string, stamp: string, hash: string): void {
    this.hashes.set(file, stamp, hash)
  }

  /** The index analysis (tokenized fields) of a skill file, computed once per content. */
  analysis(file: string, key: string, make: () => DocAnalysis): DocAnalysis {
    const hit = this.analyzed.get(file, key)
    if (hit) return hit
    this.analyses++
    const analysis = make()
    this.analyzed.set(file, key, analysis)
    return analysis
  }

  private derivedOf(skill: ParsedSkill): Derived {
    let d = this.derived.get(skill)
    if (!d) this.derived.set(skill, d = {})
    return d
  }

  /** `estimateTokens` of a parsed skill's body, computed once per text. */
  tokens(skill: ParsedSkill): number {
    const d = this.derivedOf(skill)
    return (d.tokens ??= estimateTokens(skill.body))
  }

  /** The links of a parsed skill's body, planned for its folder: computed once per text and folder. */
  links(skill: ParsedSkill, skillRel: string, root: string): PlannedLink[] {
    const d = this.derivedOf(skill)
    if (d.links?.skillRel !== skillRel || d.links.root !== root) {
      this.linkScans++
      // One link past the cap is read, so that a compile can tell the skill holds more (see `withinBudget`).
      d.links = { skillRel, root, plan: planLinks(skill.body, skillRel, root, MAX_SKILL_LINKS + 1) }
    }
    return d.links.plan
  }

  /** The key of a resource's lazy module: a hash of its path from the root (stable across machines). */
  resourceKey(root: string, abs: string): string {
    if (root !== this.keysRoot) {
      this.keys.clear()
      this.keysRoot = root
    }
    let key = this.usedKeys.get(abs) ?? this.keys.get(abs)
    if (key === undefined) key = hashOf(toPosix(relative(root, abs)))
    this.usedKeys.set(abs, key)
    return key
  }

  /** What scanning each resource found, by absolute file, with the size and modification time it was read at. */
  private scans = new Map<string, { stamp: string, scan: ResourceScan }>()
  private usedScans = new Map<string, { stamp: string, scan: ResourceScan }>()

  /**
   * Whether a file of a skill is text, and the relative links of a Markdown one (`extractLinks`): read again only when
   * its size or modification time changed.
   */
  scanResource(abs: string, stat: Stats): ResourceScan {
    const stamp = `${stat.size}:${stat.mtimeMs}`
    let hit = this.usedScans.get(abs) ?? this.scans.get(abs)
    if (hit?.stamp !== stamp) {
      this.resourceScans++
      hit = { stamp, scan: scanFile(abs, stat.size) }
    }
    this.usedScans.set(abs, hit)
    return hit.scan
  }

  /** Forget files that no longer exist, and resource keys the last compile did not use. */
  retain(files: Set<string>): void {
    for (const m of [this.parsed, this.analyzed, this.hashes]) m.retain(files)
    this.keys = this.usedKeys
    this.usedKeys = new Map()
    this.scans = this.usedScans
    this.usedScans = new Map()
  }

  /** How many files of skills the compiles read to tell text from binary (once per size and modification time). */
  resourceScans = 0

  /** How many skill files the compiles read (unchanged size and modification time: not read again). */
  reads = 0

  /** How many skill texts the compiles tokenized for the index (for tests and benchmarks of rebuilds). */
  analyses = 0

  /** How many parses the last compiles did (for tests and benchmarks of incremental rebuilds). */
  misses = 0

  /** How many skill bodies the compiles scanned for links (once per text and skill folder). */
  linkScans = 0
}

/** A content hash as entries and resource keys hold it: the first 16 hex digits of SHA-256. */
export function hashOf(data: string | Uint8Array): string {
  return digest('sha256', data, 'hex').slice(0, 16)
}
