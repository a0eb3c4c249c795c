import { isUtf8 } from 'node:buffer'
import { hash as digest } from 'node:crypto'
import { type Stats, statSync } from 'node:fs'
import { basename, dirname, relative } from 'node:path'
import { DATA_VERSION, estimateTokens, patternWords } from '../../runtime/loadout'
import { DIGIT } from '../../runtime/postings'
import { foldsFor, tokenize } from '../../runtime/tokenize'
import type { LoadoutData, ResourceEntry, SkillEntry } from '../../runtime/types'
import { capDiagnostics, diag, type Diagnostic, sortDiagnostics } from '../diagnostics'
import { discover, type Found, FolderMemory, type Listing } from './discover'
import { compileGlossary, GLOSSARY_ALWAYS_DF, GLOSSARY_MAX_SHARE } from '../index/glossary'
import { analyzeDoc, describingTerms, type DocAnalysis, indexDoc, IndexState, nameIndex, nameWords } from '../index/indexer'
import { DISK, readTransient } from '../fs/disk'
import { type LinkFiles, type LinkRef, type PlannedLink, planLinks, planRefs, relativeIn, type ResolvedLink, resolvePlanned } from './links'
import { toPosix } from '../fs/paths'
import { type Options, type ResolvedOptions, resolveOptions } from '../options'
import { type ParsedSkill, type ParseResult, parseSkill } from './parse'
import { originOf, type PendingLockfile, pullSources, relabelRemote } from '../wellknown/pull/pull'
import { LINKED_PREFIX, type Refused, refusalOf, refusalWarnings, resourceEntry, type ResourceScan, scanFile, servedPath } from './resource-files'
import { fileFolderConflicts } from './skill-files'
import { MAX_SKILL_LINKS, MAX_SKILL_RESOURCE_BYTES, MAX_SKILL_RESOURCES } from '../limits'

export { discover, FolderMemory, walk } from './discover'
export type { Discovery, Found, Listing } from './discover'

/** What a compile produces: the data the virtual module holds, plus what codegen and watchers need. */
export interface CompileResult {
  data: LoadoutData
  /** Every problem found, errors and warnings, sorted by file and line. */
  diagnostics: Diagnostic[]
  /** `bodies[i]` is the markdown body of `data.entries[i]`. */
  bodies: string[]
  /** `frontmatters[i]` is the frontmatter of `data.entries[i]` as written (see `ParsedSkill.frontmatter`). */
  frontmatters: Array<Record<string, unknown>>
  /** `files[i]` is the absolute path of the file `data.entries[i]` was read from. */
  files: string[]
  /** Absolute folders of the sources that exist (to watch for added and removed skills). */
  sourceDirs: string[]
  /**
   * `resourceKeys[i][j]` names the lazy module of `data.entries[i].resources[j]` (a hash of the file's path from the
   * root; null only in results made by hand, for a file with no module). Shared files (a `../shared/x.md` linked by
   * two skills) share one key.
   */
  resourceKeys: Array<Array<string | null>>
  /** Resource key -> absolute file. */
  resourceFiles: Map<string, string>
  /** The keys of binary files (read as bytes, written as base64 chunks); the others are text. */
  binaryKeys: Set<string>
  /**
   * `chunkKeys[i]` names the lazy module of the body of `data.entries[i]`: its content hash, then, when it has
   * resources, a hash of their keys (the module `import()`s them, see codegen.ts). Equal bodies with equal resources
   * share one module.
   */
  chunkKeys: string[]
  /** Every skill file the sources hold (absolute), in precedence order: `found.length === files.length + skipped.length`. */
  found: string[]
  /** The found files that gave no entry, each with the first error that names it (a warning with `skipInvalid`). */
  skipped: Skipped[]
  /** Number of error diagnostics; a build with errors must not ship. */
  errorCount: number
}

/**
 * The absolute files `result.data.entries[i].resources` are read from, in order (a linked file's `_linked/` path is
 * not where it lies); an empty list for a result made by hand.
 */
export function resourceFilesOf(result: Pick<CompileResult, 'resourceKeys' | 'resourceFiles'>, i: number): Array<string | undefined> {
  return (result.resourceKeys[i] ?? []).map(key => (key === null ? undefined : result.resourceFiles.get(key)))
}

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
  links?: { skillRel: string; root: string; plan: PlannedLink[] }
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
function hashOf(data: string | Uint8Array): string {
  return digest('sha256', data, 'hex').slice(0, 16)
}

/** A byte order mark at the start of a file: TextDecoder drops it, so the text and its hash start after it. */
function bomLength(buf: Uint8Array): number {
  return buf.length >= 3 && buf[0] === 0xEF && buf[1] === 0xBB && buf[2] === 0xBF ? 3 : 0
}


/** A file found but not compiled, and the first reason why (`check --json` lists them). */
export interface Skipped {
  /** Absolute path. */
  file: string
  code: string
  message: string
}

/** One compile's shared file access: one stat per path (nested skills' resources, link targets), one realpath per root. */
interface Disk {
  statOf: (abs: string) => Stats | undefined
  realRoot: (dir: string) => string
  /** `linkFiles[i]`: how links of source i find their targets (what its walk listed needs no stat). */
  linkFiles: LinkFiles[]
}

function diskOf(listings: ReadonlyArray<Listing | undefined>): Disk {
  const stats = new Map<string, Stats | undefined>()
  const statOf = (abs: string): Stats | undefined => {
    let stat = stats.get(abs)
    if (stat === undefined && !stats.has(abs)) stats.set(abs, stat = DISK.stat(abs))
    return stat
  }
  const realRoots = new Map<string, string>()
  const realRoot = (dir: string): string => {
    let real = realRoots.get(dir)
    if (real === undefined) realRoots.set(dir, real = DISK.realpath(dir))
    return real
  }
  const linkFiles = listings.map((listing): LinkFiles => ({ stat: statOf, realpath: DISK.realpath, listed: joined => listing?.kinds.get(joined) }))
  return { statOf, realRoot, linkFiles }
}

/** Step 2, read: a skill file's size, then its bytes (when they may have changed), or an error naming it. */
function statSkill(f: Found, opts: ResolvedOptions, diagnostics: Diagnostic[]): Stats | undefined {
  if (f.notFile === 'symlink') return undefined // the walk's `symlink` warning names it
  if (f.notFile === 'bad-name') {
    diagnostics.push(diag('error', 'invalid-utf8-name', 'the skill folder\'s name is not valid UTF-8: not read (rename it)', f.file))
    return undefined
  }
  if (f.notFile) {
    diagnostics.push(diag('error', 'not-a-file', 'named SKILL.md but not a regular file (a folder, pipe or socket): not read', f.file))
    return undefined
  }
  let stat: Stats
  try {
    stat = statSync(f.file)
  }
  catch (err) {
    diagnostics.push(unreadable(f.file, err))
    return undefined
  }
  if (stat.size > opts.maxFileSize) {
    diagnostics.push(diag('error', 'file-too-large', `file is ${stat.size} bytes, over the ${opts.maxFileSize}-byte limit (maxFileSize)`, f.file))
    return undefined
  }
  return stat
}

function unreadable(file: string, err: unknown): Diagnostic {
  const e = err as NodeJS.ErrnoException
  return diag('error', 'unreadable', `file cannot be read: ${e.code ?? ''}${e.code ? ' ' : ''}${e.message ?? String(err)}`.trim(), file)
}

/**
 * The bytes of a skill file of `size` bytes (what its stat said), after its BOM, or an error naming it (unreadable, or
 * not UTF-8 text). They are valid until the next read (`readTransient`): hash or decode them at once.
 */
export function readSkillBytes(file: string, size: number, diagnostics: Diagnostic[]): Uint8Array | undefined {
  let buf: Buffer
  try {
    buf = readTransient(file, size)
  }
  catch (err) {
    diagnostics.push(unreadable(file, err))
    return undefined
  }
  if (!isUtf8(buf)) {
    diagnostics.push(diag('error', 'invalid-utf8', 'file is not valid UTF-8 text (binary?)', file))
    return undefined
  }
  return buf.subarray(bomLength(buf))
}

/** A parse of the same text with the same settings: what the cache keys parses by. */
const parseKey = (hash: string, opts: ResolvedOptions, f: Found) => `${hash}:${opts.strict}:${f.format}`

/** Step 3, parse: a file's text into a skill, once per content. */
function parseText(f: Found, bytes: Uint8Array, hash: string, opts: ResolvedOptions, cache: CompileCache): ParseResult {
  const key = parseKey(hash, opts, f)
  let result = cache.get(f.file, key)
  if (!result) {
    cache.misses++
    const folderName = f.format === 'skill' ? basename(f.skillDir!) : basename(f.file).replace(/\.md$/i, '')
    result = parseSkill(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), { file: f.file, folderName, format: f.format, strict: opts.strict })
    cache.set(f.file, key, result)
  }
  return result
}

/**
 * Steps 2 and 3 for one file: read and parse it, or find its parse in the cache (a file whose size and modification
 * time are unchanged is not read again). Its diagnostics go to `diagnostics`.
 */
export function readAndParse(f: Found, opts: ResolvedOptions, cache: CompileCache, diagnostics: Diagnostic[]): { hash: string; skill?: ParsedSkill } {
  const stat = statSkill(f, opts, diagnostics)
  if (!stat) return { hash: '' }
  const stamp = `${stat.size}:${stat.mtimeMs}:${opts.strict}:${f.format}`
  let hash = cache.hashFor(f.file, stamp)
  let result = hash === undefined ? undefined : cache.get(f.file, parseKey(hash, opts, f))
  if (!result) {
    cache.reads++
    const bytes = readSkillBytes(f.file, stat.size, diagnostics)
    if (!bytes) return { hash: '' }
    // The hash of the text is the hash of its bytes: no encoding back from the decoded string.
    hash = hashOf(bytes)
    result = parseText(f, bytes, hash, opts, cache)
    cache.setHash(f.file, stamp, hash)
  }
  diagnostics.push(...result.diagnostics)
  return { hash: hash!, skill: result.skill }
}


/** A file a skill lists, and the absolute file it is read from. */
interface Listed {
  entry: ResourceEntry
  abs: string
  /** The relative links of a Markdown text file. */
  refs: LinkRef[]
}

/**
 * Step 4, resources: every file of the skill's folder the skill-file rule admits (its nested skills' folders aside),
 * the files its body's relative links point to inside the source root, then (one level, not further) the files the
 * Markdown ones of these link to, under the same rules, MAX_SKILL_LINKS links in all. Missing and escaping links are
 * warnings; so are files the rule leaves out (but dot files and ignored folders) and a skill that lists more than the
 * caps allow.
 */
function resourcesOf(f: Found, skill: ParsedSkill, cache: CompileCache, disk: Disk, opts: ResolvedOptions, diagnostics: Diagnostic[]): Listed[] {
  if (!f.skillDir) return []
  const name = skill.name ?? f.id.slice(f.id.lastIndexOf('/') + 1)
  const sensitive = (path: string) => opts.includeSensitive.includes(`${f.id}/${path}`) || opts.includeSensitive.includes(`${name}/${path}`)
  const ctx: ListContext = { f, cache, disk, diagnostics, refused: new Map(), sensitive }
  // Files the rule admits past the cap in path order can never be listed (links only add more before them): they are
  // counted, not read.
  const files = f.resourceFiles.filter(({ path }) => admitted(path, false, ctx))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const read = files.slice(0, MAX_SKILL_RESOURCES + 1)
  const own = read.flatMap(({ path, abs }) => readFile(path, abs, ctx))
  const budget: LinkBudget = { left: MAX_SKILL_LINKS, cut: false }
  const bodyPlan = withinBudget(cache.links(skill, f.skillRel, f.source.abs), budget, f.file, skill.bodyLine, diagnostics)
  const fromBody = followLinks(bodyPlan, f, f.file, skill.bodyLine, disk, diagnostics)
  let listed = withLinks(own, fromBody, ctx)
  const fromFiles = listed
    .filter(l => l.refs.length > 0)
    .flatMap(l => linksOfResource(l, f, disk, budget, diagnostics))
  listed = withLinks(listed, fromFiles, ctx)
  diagnostics.push(...refusalWarnings(ctx.refused, f.file))
  return capResources(withoutConflicts(listed, diagnostics), files.length - read.length, f, diagnostics)
}

/** What listing one skill's files shares: the skill, the compile's cache and disk, and where problems go. */
interface ListContext {
  f: Found
  cache: CompileCache
  disk: Disk
  diagnostics: Diagnostic[]
  /** Files the rule left out, reported together (`refusalWarnings`). */
  refused: Refused
  /** Whether the option `includeSensitive` names a file of this skill (by path), which is then kept. */
  sensitive: (path: string) => boolean
}

/**
 * Whether the rule admits a file of a skill; why not goes to `refused` (one warning a kind, `refusalWarnings`), but
 * for the dot files and ignored folders of the skill's own folder (a linked one is always named).
 */
function admitted(path: string, linked: boolean, { refused, sensitive }: Pick<ListContext, 'refused' | 'sensitive'>): boolean {
  const why = refusalOf(path, sensitive)
  if (why && (linked || !why.quiet)) {
    const list = refused.get(why.code)
    if (list) list.push({ path, reason: why.reason })
    else refused.set(why.code, [{ path, reason: why.reason }])
  }
  return why === undefined
}

/** A file of a skill the rule admits, listed when it can be read (a warning says why not), told text or binary. */
function readFile(path: string, abs: string, { cache, disk, diagnostics }: ListContext): Listed[] {
  const stat = disk.statOf(abs)
  if (!stat) return []
  const scan = cache.scanResource(abs, stat)
  if ('error' in scan) {
    diagnostics.push(diag('warning', 'resource-unreadable', `"${path}" cannot be read (${scan.error}): left out of the skill's files`, abs))
    return []
  }
  return [{ entry: resourceEntry(path, stat.size, scan.text), abs, refs: scan.refs }]
}

/** What is left of a skill's MAX_SKILL_LINKS, and whether its `link-cap` warning was given. */
interface LinkBudget { left: number; cut: boolean }

/**
 * The links of a document the budget still allows; the first document that holds more gets the one `link-cap`
 * warning, at the first link left out (`bodyLine`: the document's line 1 in its file).
 */
function withinBudget<T extends { ref: LinkRef }>(links: readonly T[], budget: LinkBudget, file: string, bodyLine: number, diagnostics: Diagnostic[]): readonly T[] {
  if (links.length <= budget.left) {
    budget.left -= links.length
    return links
  }
  const first = links[budget.left]!.ref
  if (!budget.cut) {
    diagnostics.push(diag('warning', 'link-cap', `skill reads at most ${MAX_SKILL_LINKS} links (its body's, then its Markdown files'): this one and those after it are ignored`,
      file, bodyLine + first.line - 1, first.column))
  }
  budget.cut = true
  const kept = links.slice(0, budget.left)
  budget.left = 0
  return kept
}

/** Planned links resolved to files inside the source root; what is dropped is warned about at `file`. */
function followLinks(plan: readonly PlannedLink[], f: Found, file: string, bodyLine: number, disk: Disk, diagnostics: Diagnostic[]): ResolvedLink[] {
  if (!plan.length) return []
  const linked = resolvePlanned(plan, {
    file,
    bodyLine,
    skillDir: f.skillDir!,
    sourceRoot: f.source.abs,
    realSourceRoot: disk.realRoot(f.source.abs),
  }, disk.linkFiles[f.sourceIndex]!)
  diagnostics.push(...linked.diagnostics)
  return linked.links
}

/** The links of one Markdown file of the skill, resolved against its own folder, as paths relative to the skill folder. */
function linksOfResource(l: Listed, f: Found, disk: Disk, budget: LinkBudget, diagnostics: Diagnostic[]): ResolvedLink[] {
  if (budget.cut) return []
  const docRel = toPosix(relative(f.source.abs, dirname(l.abs))) || '.'
  const skillRel = f.skillRel || '.'
  // Planned from the file's folder, then named from the skill's (as Skill lists and read_resource takes them).
  const plan = withinBudget(planRefs(l.refs, docRel, f.source.abs), budget, l.abs, 1, diagnostics)
    .map(p => (p.drop !== undefined ? p : { ...p, path: relativeIn(skillRel, p.joined) }))
  return followLinks(plan, f, l.abs, 1, disk, diagnostics)
}

/**
 * `listed` with the linked files it lacks, sorted by path: each under the rule and read like the folder's, one outside
 * the skill's folder under `_linked/` (`servedPath`). A real file of the folder at that path wins, with a warning.
 */
function withLinks(listed: Listed[], links: readonly ResolvedLink[], ctx: ListContext): Listed[] {
  const { f, diagnostics } = ctx
  const paths = new Map(listed.map(l => [l.entry.path, l.abs]))
  const extra: Listed[] = []
  for (const link of links) {
    const path = servedPath(link.path, f.skillRel)
    const taken = paths.get(path)
    if (taken !== undefined) {
      if (taken !== link.abs && path !== link.path)
        diagnostics.push(diag('warning', 'link-collision', `"${link.path}" is served as "${path}", which is a file of the skill's own folder: that file is served, the linked one is not (rename the folder "${LINKED_PREFIX.slice(0, -1)}")`, f.file))
      continue
    }
    paths.set(path, link.abs)
    if (admitted(path, true, ctx)) extra.push(...readFile(path, link.abs, ctx))
  }
  const all = extra.length ? [...listed, ...extra] : listed
  return all.sort((a, b) => (a.entry.path < b.entry.path ? -1 : a.entry.path > b.entry.path ? 1 : 0))
}

/**
 * The files but those that are also a folder of another (`Notes` beside `notes/x.md`, letter case aside): such a list
 * cannot be laid out on disk again (`fileFolderConflicts`), so the file is left out with a warning.
 */
function withoutConflicts(listed: Listed[], diagnostics: Diagnostic[]): Listed[] {
  const conflicts = new Set(fileFolderConflicts(listed.map(l => l.entry.path)))
  if (!conflicts.size) return listed
  return listed.filter((l) => {
    if (!conflicts.has(l.entry.path)) return true
    diagnostics.push(diag('warning', 'skill-file-refused', `"${l.entry.path}" is left out of the skill's files: it is also the name of a folder of the skill (letter case aside)`, l.abs))
    return false
  })
}

/**
 * The files within MAX_SKILL_RESOURCES files and MAX_SKILL_RESOURCE_BYTES bytes, in path order; a warning when cut,
 * counting the `unread` files of the folder past the cap too.
 */
function capResources(listed: Listed[], unread: number, f: Found, diagnostics: Diagnostic[]): Listed[] {
  let bytes = 0
  let k = 0
  for (; k < listed.length && k < MAX_SKILL_RESOURCES; k++) {
    if (bytes + listed[k]!.entry.size > MAX_SKILL_RESOURCE_BYTES) break
    bytes += listed[k]!.entry.size
  }
  if (k === listed.length) return listed
  diagnostics.push(diag('warning', 'resource-cap', `skill lists only ${k} of its ${listed.length + unread} files (at most ${MAX_SKILL_RESOURCES} files and ${
    MAX_SKILL_RESOURCE_BYTES} bytes a skill): "${listed[k]!.entry.path}" and the files after it are left out`, f.file))
  return listed.slice(0, k)
}

/** A file read, parsed and given its resources: ready to become an entry. */
export interface Parsed {
  found: Found
  skill: ParsedSkill
  hash: string
  /** The files the skill lists, in path order, with the absolute file each is read from. */
  resources: Listed[]
}

/** The compiled entries, in precedence order (by source, then path), with what each came from. */
export interface Compiled {
  entries: SkillEntry[]
  bodies: string[]
  files: string[]
  /** `frontmatters[i]`: the frontmatter of entries[i] as written. */
  frontmatters: Array<Record<string, unknown>>
  /** `resourceFiles[i][j]`: the absolute file `entries[i].resources[j]` is read from. */
  resourceFiles: string[][]
  /** `analyses[i]`: the index analysis of entries[i]; undefined for a shadowed entry (kept, never indexed). */
  analyses: Array<DocAnalysis | undefined>
}

function entryOf(p: Parsed, id: string, tokens: number, shadowedBy: string | undefined): SkillEntry {
  const { found: f, skill } = p
  return {
    id,
    name: skill.name ?? (f.format === 'skill' ? basename(f.skillDir!) : id),
    description: skill.description,
    tags: skill.tags,
    priority: skill.priority,
    triggers: skill.triggers,
    patterns: skill.patterns,
    requires: skill.requires,
    allowedTools: skill.allowedTools,
    ...(skill.license !== undefined ? { license: skill.license } : {}),
    ...(skill.compatibility !== undefined ? { compatibility: skill.compatibility } : {}),
    ...(skill.userOnly ? { userOnly: true as const } : {}),
    ...(skill.modelOnly ? { modelOnly: true as const } : {}),
    ...(skill.claude ? { claude: skill.claude } : {}),
    tokens,
    lines: skill.body === '' ? 0 : skill.bodyLines,
    hash: p.hash,
    source: f.source.scope,
    path: toPosix(relative(f.source.abs, f.file)),
    ...(f.source.origin ? { origin: originOf(f.source, toPosix(relative(f.source.abs, f.file))) } : {}),
    resources: p.resources.map(l => l.entry),
    ...(shadowedBy !== undefined ? { shadowedBy } : {}),
  }
}

/**
 * Step 5, ids: every parsed skill becomes an entry, but for a second id in one source that differs only in case (an
 * error). An id already taken by an earlier source is shadowed: kept with `shadowedBy`, never indexed (a warning).
 */
export function settleIds(parsed: ReadonlyArray<Parsed | undefined>, root: string, cache: CompileCache, diagnostics: Diagnostic[]): Compiled {
  const out: Compiled = { entries: [], bodies: [], files: [], frontmatters: [], resourceFiles: [], analyses: [] }
  const winners = new Map<string, { scope: string; file: string }>()
  const foldedInSource = new Map<string, string>()
  for (const p of parsed) {
    if (!p) continue
    const { found: f, skill } = p
    const id = f.format === 'ai-loadout' ? (skill.id ?? f.id) : f.id
    const folded = `${f.sourceIndex}\0${id.toLowerCase()}`
    const clash = foldedInSource.get(folded)
    if (clash !== undefined) {
      diagnostics.push(diag('error', 'duplicate-id', `skill id "${id}" is already used by ${toPosix(relative(root, clash))} in the same source (ids must differ beyond letter case)`, f.file))
      continue
    }
    foldedInSource.set(folded, f.file)
    const winner = winners.get(id)
    if (winner) diagnostics.push(diag('warning', 'shadowed', `skill "${id}" is shadowed by ${toPosix(relative(root, winner.file))} (an earlier source wins)`, f.file))
    else winners.set(id, { scope: f.source.scope, file: f.file })
    const entry = entryOf(p, id, cache.tokens(skill), winner?.scope)
    out.entries.push(entry)
    out.bodies.push(skill.body)
    out.files.push(f.file)
    out.frontmatters.push(skill.frontmatter)
    out.resourceFiles.push(p.resources.map(l => l.abs))
    out.analyses.push(winner ? undefined : cache.analysis(f.file, `${p.hash}\0${id}\0${entry.name}`, () => analyzeDoc(indexDoc(entry, skill.body))))
  }
  return out
}

/**
 * Step 5, names: a name (ignoring case) that an earlier unshadowed entry already answers to, as its id or its name,
 * gets a `name-collision` warning. `lookup(name)` tries ids, then ids ignoring case, then names ignoring case, and the
 * first entry in precedence order (earlier source, then path order) wins: the warning says which one it finds.
 */
export function checkNames(c: Compiled, root: string, diagnostics: Diagnostic[]): void {
  const ids = new Map<string, number>()
  c.entries.forEach((e, i) => {
    if (e.shadowedBy === undefined && !ids.has(e.id.toLowerCase())) ids.set(e.id.toLowerCase(), i)
  })
  const names = new Map<string, number>()
  c.entries.forEach((e, i) => {
    if (e.shadowedBy !== undefined) return
    const key = e.name.toLowerCase()
    const owner = ids.get(key) ?? names.get(key)
    if (owner === undefined || owner === i) {
      if (!names.has(key)) names.set(key, i)
      return
    }
    const other = c.entries[owner]!
    const as = other.id.toLowerCase() === key ? 'id' : 'name'
    diagnostics.push(diag('warning', 'name-collision', `skill name "${e.name}" is also the ${as} of ${toPosix(relative(root, c.files[owner]!))}: lookup("${e.name}") finds that one (ids before names, then earlier sources, then path order); this one is found by its id "${e.id}"`, c.files[i]!))
  })
}

/**
 * Step 6, accounting: every found file that gave no entry is skipped, with the first error that names it (or the
 * warning, for a symbolic link). With `skipInvalid` (the plugin's or its source's), that file's errors become
 * warnings: the build goes on without it.
 */
export function account(found: readonly Found[], compiledFiles: readonly string[], diagnostics: Diagnostic[]): Skipped[] {
  const compiled = new Set(compiledFiles)
  const errors = new Map<string, number[]>()
  const warnings = new Map<string, number>()
  diagnostics.forEach((d, k) => {
    if (d.level !== 'error') {
      if (!warnings.has(d.file)) warnings.set(d.file, k)
      return
    }
    const list = errors.get(d.file)
    if (list) list.push(k)
    else errors.set(d.file, [k])
  })
  const skipped: Skipped[] = []
  for (const f of found) {
    if (compiled.has(f.file)) continue
    let at = errors.get(f.file)
    const warned = warnings.get(f.file)
    if (!at && f.notFile === 'symlink' && warned !== undefined) {
      skipped.push({ file: f.file, code: diagnostics[warned]!.code, message: diagnostics[warned]!.message })
      continue
    }
    if (!at) {
      diagnostics.push(diag('error', 'not-compiled', 'file was found but gave no skill', f.file))
      at = [diagnostics.length - 1]
    }
    const first = diagnostics[at[0]!]!
    skipped.push({ file: f.file, code: first.code, message: first.message })
    if (!f.source.skipInvalid) continue
    for (const k of at) {
      const d = diagnostics[k]!
      diagnostics[k] = { ...d, level: 'warning', message: `${d.message} (skill skipped: skipInvalid)` }
    }
  }
  return skipped
}

/** Step 7, modules: the keys of the lazy modules of bodies and files (see `CompileResult`). */
function lazyModules(c: Compiled, cache: CompileCache, root: string): Pick<CompileResult, 'resourceKeys' | 'resourceFiles' | 'binaryKeys' | 'chunkKeys'> {
  // Every file: one lazy module each, keyed by the file's path from the root (stable across machines).
  const resourceFiles = new Map<string, string>()
  const binaryKeys = new Set<string>()
  const resourceKeys = c.entries.map((e, i) => e.resources.map((r, j) => {
    const abs = c.resourceFiles[i]![j]!
    const key = cache.resourceKey(root, abs)
    resourceFiles.set(key, abs)
    if (r.kind === 'binary') binaryKeys.add(key)
    return key
  }))
  const chunkKeys = c.entries.map((e, i) => {
    // The module lists the files (sizes and kinds too) and serves file j by its place in the list.
    const keys = resourceKeys[i]!
    return keys.length ? `${e.hash}-${hashOf(`${keys.join(',')}\n${JSON.stringify(e.resources)}`).slice(0, 8)}` : e.hash
  })
  return { resourceKeys, resourceFiles, binaryKeys, chunkKeys }
}

/** The catalog options the data holds; a `pinned` or `disabled` name that matches no skill is a warning. */
function catalogOf(opts: ResolvedOptions, entries: readonly SkillEntry[], diagnostics: Diagnostic[]): LoadoutData['catalog'] {
  for (const [what, refs] of [['pinned', opts.pinned], ['disabled', opts.disabled]] as const) {
    for (const ref of refs) {
      const folded = ref.toLowerCase()
      if (!entries.some(e => e.id === ref || e.id.toLowerCase() === folded || e.name.toLowerCase() === folded))
        diagnostics.push(diag('warning', `unknown-${what}`, `\`${what}\` names "${ref}", which is no skill id or name`, opts.root))
    }
  }
  const catalog = {
    ...(opts.pinned.length ? { pinned: opts.pinned } : {}),
    ...(opts.disabled.length ? { disabled: opts.disabled } : {}),
  }
  return Object.keys(catalog).length ? catalog : undefined
}

/** Step 8, index: term postings from the cached analyses, the name index, and the glossary lines that apply. */
function buildIndex(c: Compiled, cache: CompileCache, opts: ResolvedOptions): { index: LoadoutData['index']; glossary: string } {
  const built = catalogIndex(c.entries, c.analyses, cache.index, opts.glossary, name => cache.nameWords(name))
  cache.retainNames()
  return built
}

/**
 * The index of some entries (`analyses[i]` the analysis of `entries[i]`, undefined for a shadowed one), through
 * `state` (kept between builds by a compile, new for a one-off catalog such as `loadout eval --sizes` draws): term
 * postings, the name index, and the glossary lines that apply (none when `glossary` is false).
 */
export function catalogIndex(
  entries: readonly SkillEntry[],
  analyses: ReadonlyArray<DocAnalysis | undefined>,
  state: IndexState,
  glossary: false | readonly string[],
  wordsOf: (name: string) => string[] = nameWords,
): { index: LoadoutData['index']; glossary: string } {
  const built = state.build(analyses)
  const names = nameIndex(entries, term => state.docFrequency(term), state.documents, wordsOf)
  const index = names ? { ...built, names } : built
  // The glossary concepts whose English words describe some skill (its name, tags or description: a word a body merely
  // uses would add noise, and half the table for a small skill set), but not most skills. None when the option is off.
  if (glossary === false) return { index, glossary: '' }
  const describing = new Set<string>()
  for (const a of analyses) if (a) for (const t of describingTerms(a)) describing.add(t)
  const maxDf = Math.max(GLOSSARY_MAX_SHARE * state.documents, GLOSSARY_ALWAYS_DF)
  return { index, glossary: compileGlossary(term => describing.has(term) && state.docFrequency(term) <= maxDf, tokenize, glossary) }
}

/** What a caller of `compile` is told while it works. */
export interface CompileHooks {
  /** After each skill file is read and parsed (most of a cold compile's time): `done` of the `total` found. */
  onProgress?: (done: number, total: number) => void
}

/**
 * The tokenizer's Traditional -> Simplified folds the data needs (`LoadoutData.folds`): those to a Chinese character
 * its terms (a superset of the index's), its glossary phrases or its patterns (tokenized at run time) hold. A fold to
 * any other character cannot make a task's term match, so none of them ships: an English skill set ships no table.
 */
export function foldsOf(c: Pick<Compiled, 'analyses' | 'entries'>, glossary: string): string {
  const held = new Uint8Array(0x10000)
  let any = false
  const add = (term: string) => {
    if (term.charCodeAt(0) < 0x2E80) return
    any = true
    for (let i = 0; i < term.length; i++) held[term.charCodeAt(i)] = 1
  }
  // Indexed loops: a for...of over 200,000 terms made 5.6 MB of iterator results for the collector.
  for (let d = 0; d < c.analyses.length; d++) {
    const terms = c.analyses[d]?.terms
    if (terms) for (let i = 0; i < terms.length; i++) add(terms[i]!)
  }
  for (const e of c.entries) for (const p of e.patterns) patternWords(p, tokenize).forEach(add)
  any = heldInGlossary(glossary, held) || any
  return any ? foldsFor(ch => held[ch] === 1) : ''
}

/** Mark the characters of the glossary's phrases in `held`, read in place (`encodeTerm`'s spelling); whether any. */
function heldInGlossary(glossary: string, held: Uint8Array): boolean {
  let any = false
  let phrase = true
  for (let i = 0; i < glossary.length; i++) {
    const c = glossary.charCodeAt(i)
    if (c === 10) phrase = true
    else if (c === 44) phrase = false
    else if (phrase && c >= ENCODED_LEAD && c < ENCODED_LEAD + 16) {
      held[((c - ENCODED_LEAD) << 12) | (DIGIT[glossary.charCodeAt(i + 1)]! << 6) | DIGIT[glossary.charCodeAt(i + 2)]!] = 1
      any = true
      i += 2
    }
  }
  return any
}
/** The first character of a code unit `encodeTerm` spells in three (see runtime/postings.ts). */
const ENCODED_LEAD = 65

/**
 * The lockfile change the pull left pending: written when the compile has no error, else dropped with the warnings that
 * announced it, so a failed build leaves `skills-lock.json` as it was (the next build that succeeds pins the sources).
 */
async function settleLockfile(pending: PendingLockfile | undefined, diagnostics: Diagnostic[]): Promise<void> {
  if (!pending) return
  if (!diagnostics.some(d => d.level === 'error')) return pending.write()
  const announced = diagnostics.filter(d => d.code === pending.code && d.file === pending.file)
  for (const d of announced) diagnostics.splice(diagnostics.indexOf(d), 1)
}

/**
 * Compile skill sources into the data `virtual:loadout` holds, as a pipeline: discover, read, parse, resources, ids
 * and names, accounting, modules, index. Never throws on bad skills: each problem is a diagnostic, and every skill
 * without an error is still compiled. Pass the same `cache` to rebuild incrementally.
 *
 * The file system is read with synchronous calls: skill sources are small files on a local disk, where a stat or a
 * read costs microseconds and a promise per call (through the thread pool) costs several times that; a compile is
 * CPU-bound either way (parsing and tokenizing).
 */
export async function compile(options: Options = {}, given?: CompileCache, hooks: CompileHooks = {}): Promise<CompileResult> {
  const cache = given ?? new CompileCache()
  const opts = resolveOptions(options)
  const diagnostics: Diagnostic[] = []
  // URL sources: their folders laid out from the cache as the lockfile pins them, fetched and verified when needed.
  const lockfile = await pullSources(opts, diagnostics)
  // Without a cache of the caller's, no rebuild follows: folders are listed without the stat (1,543 for the corpus)
  // that lets a rebuild skip the unchanged ones.
  const { found, sourceDirs, formats, listings } = discover(opts, diagnostics, given ? cache.folders : undefined)
  cache.folders.retain()
  const disk = diskOf(listings)
  const parsed = found.map((f, i): Parsed | undefined => {
    // What one skill file gives is capped (MAX_SKILL_DIAGNOSTICS): a hostile file cannot flood the output.
    const own: Diagnostic[] = []
    const { hash, skill } = readAndParse(f, opts, cache, own)
    const p = skill && { found: f, skill, hash, resources: resourcesOf(f, skill, cache, disk, opts, own) }
    diagnostics.push(...capDiagnostics(own, f.file))
    hooks.onProgress?.(i + 1, found.length)
    return p
  })
  const compiled = settleIds(parsed, opts.root, cache, diagnostics)
  checkNames(compiled, opts.root, diagnostics)
  const skipped = account(found, compiled.files, diagnostics)
  const modules = lazyModules(compiled, cache, opts.root)
  cache.retain(new Set(found.map(f => f.file)))
  const catalog = catalogOf(opts, compiled.entries, diagnostics)
  const { index, glossary } = buildIndex(compiled, cache, opts)
  const folds = foldsOf(compiled, glossary)
  const data: LoadoutData = {
    version: DATA_VERSION,
    sources: opts.sources.map((s, i) => ({ dir: s.dir, scope: s.scope, format: formats[i] ?? 'skill', ...(s.origin ? { origin: s.origin } : {}) })),
    entries: compiled.entries,
    index,
    ...(catalog ? { catalog } : {}),
    ...(glossary ? { glossary } : {}),
    ...(folds ? { folds } : {}),
  }
  relabelRemote(diagnostics, opts.sources)
  relabelRemote(skipped, opts.sources)
  await settleLockfile(lockfile, diagnostics)
  sortDiagnostics(diagnostics)
  return {
    data,
    diagnostics,
    bodies: compiled.bodies,
    frontmatters: compiled.frontmatters,
    files: compiled.files,
    found: found.map(f => f.file),
    skipped,
    sourceDirs,
    ...modules,
    errorCount: diagnostics.filter(d => d.level === 'error').length,
  }
}
