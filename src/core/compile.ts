import { isUtf8 } from 'node:buffer'
import { hash as digest } from 'node:crypto'
import { type Dirent, readdirSync, readFileSync, type Stats, statSync } from 'node:fs'
import { basename, dirname, extname, join, posix, relative, resolve, sep } from 'node:path'
import { DATA_VERSION, estimateTokens } from '../runtime/loadout'
import { tokenize } from '../runtime/tokenize'
import type { LoadoutData, ResourceEntry, SkillEntry, SourceInfo } from '../runtime/types'
import { diag, type Diagnostic, sortDiagnostics } from './diagnostics'
import { compileGlossary, GLOSSARY_ALWAYS_DF, GLOSSARY_MAX_SHARE } from './glossary'
import { analyzeDoc, describingTerms, type DocAnalysis, indexDoc, IndexState, nameIndex, nameWords } from './indexer'
import { DISK, type LinkFiles, type PlannedLink, planLinks, resolvePlanned } from './links'
import { type Options, type ResolvedOptions, type ResolvedSource, resolveOptions, toPosix } from './options'
import { type ParsedSkill, type ParseResult, parseSkill } from './parse'

/** What a compile produces: the data the virtual module holds, plus what codegen and watchers need. */
export interface CompileResult {
  data: LoadoutData
  /** Every problem found, errors and warnings, sorted by file and line. */
  diagnostics: Diagnostic[]
  /** `bodies[i]` is the markdown body of `data.entries[i]`. */
  bodies: string[]
  /** `files[i]` is the absolute path of the file `data.entries[i]` was read from. */
  files: string[]
  /** Absolute folders of the sources that exist (to watch for added and removed skills). */
  sourceDirs: string[]
  /**
   * `resourceKeys[i][j]` names the lazy module of `data.entries[i].resources[j]` (a hash of the file's path from the
   * root), or is null for a binary resource. Shared files (a `../shared/x.md` linked by two skills) share one key.
   */
  resourceKeys: Array<Array<string | null>>
  /** Resource key -> absolute file. */
  resourceFiles: Map<string, string>
  /**
   * `chunkKeys[i]` names the lazy module of the body of `data.entries[i]`: its content hash, then, when it has text
   * resources, a hash of their keys (the module `import()`s them, see codegen.ts). Equal bodies with equal resources
   * share one module.
   */
  chunkKeys: string[]
  /** Number of error diagnostics; a build with errors must not ship. */
  errorCount: number
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
      d.links = { skillRel, root, plan: planLinks(skill.body, skillRel, root) }
    }
    return d.links.plan
  }

  /** The key of a text resource's lazy module: a hash of its path from the root (stable across machines). */
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

  /** Forget files that no longer exist, and resource keys the last compile did not use. */
  retain(files: Set<string>): void {
    for (const m of [this.parsed, this.analyzed, this.hashes]) m.retain(files)
    this.keys = this.usedKeys
    this.usedKeys = new Map()
  }

  /** How many skill files the compiles read (unchanged size and modification time: not read again). */
  reads = 0

  /** How many skill texts the compiles tokenized for the index (for tests and benchmarks of rebuilds). */
  analyses = 0

  /** How many parses the last compiles did (for tests and benchmarks of incremental rebuilds). */
  misses = 0

  /** How many skill bodies the compiles scanned for links (once per text and skill folder). */
  linkScans = 0
}

const RESOURCE_DIRS = ['scripts', 'references', 'assets']
const TEXT_TYPES: Record<string, string> = {
  '.md': 'text/markdown', '.markdown': 'text/markdown', '.txt': 'text/plain', '.json': 'application/json',
  '.yaml': 'application/yaml', '.yml': 'application/yaml', '.toml': 'application/toml', '.csv': 'text/csv',
  '.xml': 'application/xml', '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript',
  '.mjs': 'text/javascript', '.cjs': 'text/javascript', '.ts': 'text/typescript', '.py': 'text/x-python',
  '.sh': 'text/x-shellscript', '.bash': 'text/x-shellscript', '.rb': 'text/x-ruby', '.go': 'text/x-go',
  '.rs': 'text/x-rust', '.java': 'text/x-java', '.sql': 'application/sql', '.svg': 'image/svg+xml',
  '.ini': 'text/plain', '.cfg': 'text/plain', '.env': 'text/plain', '.tsx': 'text/typescript', '.jsx': 'text/javascript',
}
const BINARY_TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.pdf': 'application/pdf', '.zip': 'application/zip', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
}
/** Text resources larger than this are listed as binary (not offered for lazy reading). */
const MAX_TEXT_RESOURCE = 1_048_576

/** A content hash as entries and resource keys hold it: the first 16 hex digits of SHA-256. */
function hashOf(data: string | Uint8Array): string {
  return digest('sha256', data, 'hex').slice(0, 16)
}

interface Found {
  source: ResolvedSource
  sourceIndex: number
  /** Absolute file path. */
  file: string
  /** Skill id. */
  id: string
  /** Skill folder (absolute) for SKILL.md skills; undefined for ai-loadout rule files. */
  skillDir?: string
  /** The skill folder relative to the source, `/`-separated (`` for a skill at the source root). */
  skillRel: string
  format: 'skill' | 'ai-loadout'
  /** Files under the skill's scripts/, references/ and assets/ (from the one walk). */
  resourceFiles: ResourceFile[]
}

/** A file under a skill's scripts/, references/ or assets/. */
interface ResourceFile {
  /** Relative to the skill folder, `/`-separated. */
  path: string
  /** Absolute. */
  abs: string
}

/**
 * Group the files of one walk by the skill folder whose scripts/, references/ or assets/ holds them: `a/scripts/x.py`
 * is `scripts/x.py` of the folder `a` (`.` at the root). A nested skill's resources count for both skills.
 */
function resourcesByFolder(listing: Listing): Map<string, ResourceFile[]> {
  const map = new Map<string, ResourceFile[]>()
  listing.files.forEach((file, k) => {
    const parts = file.split('/')
    for (let i = 0; i < parts.length - 1; i++) {
      if (!RESOURCE_DIRS.includes(parts[i]!)) continue
      const folder = i === 0 ? '.' : parts.slice(0, i).join('/')
      const list = map.get(folder)
      const resource = { path: parts.slice(i).join('/'), abs: listing.abs[k]! }
      if (list) list.push(resource)
      else map.set(folder, [resource])
    }
  })
  return map
}

/** What one walk of a source lists, paths relative to the source and `/`-separated. */
export interface Listing {
  /** Regular files. */
  files: string[]
  /** `abs[i]`: the absolute path of `files[i]`. */
  abs: string[]
  /** Symbolic links (reported, never followed). */
  symlinks: string[]
  /** Every file and folder, all reached through real folders (no symlink on the way). */
  kinds: Map<string, 'file' | 'dir'>
}

/** A folder entry's kind as a walk keeps it. */
const enum Kind { File, Dir, Symlink, Other }

/** A folder's entries: `kinds[i]` is the kind of `names[i]`. */
interface Entries { names: string[]; kinds: Kind[] }

/**
 * How long ago a folder must have last changed for its listing to be remembered. A folder changed within this window
 * could change again with the same modification time (file systems count time in steps, up to 2 s on FAT), so it is
 * listed again on every walk until it has been still for longer, as git does with "racily clean" files.
 */
const SETTLED_MS = 2500

/**
 * The entries of the folders the last walks listed, by folder, with the modification time they had. Adding,
 * removing or renaming an entry changes its folder's modification time, so a folder whose time is unchanged still
 * holds the same entries: a rebuild stats it (one call) instead of listing it again. What is in the files is not
 * known from this: every skill file is still stat'ed by the compile.
 */
export class FolderMemory {
  private folders = new Map<string, Entries & { mtimeMs: number }>()
  private seen = new Map<string, Entries & { mtimeMs: number }>()
  /** How many folders were listed (not remembered), for tests and benchmarks of rebuilds. */
  listed = 0

  /** The entries of `dir`, remembered or read; undefined when it vanished. */
  read(dir: string): Entries | undefined {
    const stat = statSync(dir, { throwIfNoEntry: false })
    if (!stat) return undefined
    const known = this.seen.get(dir) ?? this.folders.get(dir)
    if (known && known.mtimeMs === stat.mtimeMs) {
      this.seen.set(dir, known)
      return known
    }
    const read = readFolder(dir)
    if (!read) return undefined
    this.listed++
    // Stat'ed before it was listed: a change made since shows as another time on the next walk.
    if (Date.now() - stat.mtimeMs > SETTLED_MS) this.seen.set(dir, { mtimeMs: stat.mtimeMs, ...read })
    return read
  }

  /**
   * List `dir` again on the next walk, whatever its time says: for a watcher's word that an entry came or went, on a
   * file system that does not update a folder's time when its entries change.
   */
  forget(dir: string): void {
    this.folders.delete(dir)
    this.seen.delete(dir)
  }

  /** Forget the folders the walks since the last call did not reach. */
  retain(): void {
    this.folders = this.seen
    this.seen = new Map()
  }
}

/** The entries of one folder, undefined when it vanished; any other error is thrown. */
function readFolder(dir: string): Entries | undefined {
  let entries: Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  }
  catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
  const names: string[] = []
  const kinds: Kind[] = []
  for (const e of entries) {
    names.push(e.name)
    kinds.push(e.isDirectory() ? Kind.Dir : e.isSymbolicLink() ? Kind.Symlink : e.isFile() ? Kind.File : Kind.Other)
  }
  return { names, kinds }
}

/**
 * Every entry below `root`, as fast-glob lists `**` with `dot: false`, `followSymbolicLinks: false` and node_modules
 * and .git ignored: names starting with `.` and `node_modules` are skipped (folders not entered), symbolic links are
 * listed, never followed. Synchronous readdir calls: on a local disk several times faster than fast-glob's walk,
 * which goes through the thread pool and a promise per folder. As with fast-glob, a folder that vanishes during the
 * walk is skipped and any other error is thrown. With a `memory`, folders unchanged since it last saw them are not
 * listed again.
 */
export function walk(root: string, memory?: FolderMemory): Listing {
  const listing: Listing = { files: [], abs: [], symlinks: [], kinds: new Map() }
  // `join` of a normalised folder and a plain name, without normalising again (a walk joins thousands of paths).
  const child = (dir: string, name: string) => (dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`)
  const visit = (dir: string, rel: string): void => {
    const entries = memory ? memory.read(dir) : readFolder(dir)
    if (!entries) return
    const { names, kinds } = entries
    for (let k = 0; k < names.length; k++) {
      const name = names[k]!
      if (name.startsWith('.') || name === 'node_modules') continue
      const path = rel === '' ? name : `${rel}/${name}`
      const kind = kinds[k]
      if (kind === Kind.Dir) {
        listing.kinds.set(path, 'dir')
        visit(child(dir, name), path)
      }
      else if (kind === Kind.Symlink) {
        listing.symlinks.push(path)
      }
      else if (kind === Kind.File) {
        listing.files.push(path)
        listing.abs.push(child(dir, name))
        listing.kinds.set(path, 'file')
      }
    }
  }
  visit(resolve(root), '')
  return listing
}

function discover(opts: ResolvedOptions, diagnostics: Diagnostic[], folders: FolderMemory): { found: Found[]; sourceDirs: string[]; formats: SourceInfo['format'][]; listings: Array<Listing | undefined> } {
  const found: Found[] = []
  const sourceDirs: string[] = []
  const formats: SourceInfo['format'][] = []
  const listings: Array<Listing | undefined> = []
  for (const [sourceIndex, source] of opts.sources.entries()) {
    let format: 'skill' | 'ai-loadout' = source.format === 'ai-loadout' ? 'ai-loadout' : 'skill'
    formats.push(format)
    listings.push(undefined)
    const stat = DISK.stat(source.abs)
    if (!stat) {
      diagnostics.push(diag('error', 'source-missing', `skill source folder "${source.dir}" does not exist`, source.abs))
      continue
    }
    if (!stat.isDirectory()) {
      diagnostics.push(diag('error', 'source-not-folder', `skill source "${source.dir}" is a file, not a folder`, source.abs))
      continue
    }
    sourceDirs.push(source.abs)
    // One walk per source: skill files, rule files and symbolic links (never followed, always reported).
    const listing = walk(source.abs, folders)
    listings[sourceIndex] = listing
    for (const path of listing.symlinks) {
      diagnostics.push(diag('warning', 'symlink', `"${path}" is a symbolic link: not followed (skills and their files must be real files inside the source)`, join(source.abs, path)))
    }
    const plain = listing.files
    let files = format === 'skill' ? plain.filter(f => posix.basename(f) === 'SKILL.md') : []
    const rules = () => plain.filter(f => /\.md$/i.test(f) && !/^(readme|changelog|license)\.md$/i.test(posix.basename(f)))
    if (format === 'skill' && files.length === 0 && source.format === 'auto' && rules().length > 0) {
      format = 'ai-loadout'
      formats[sourceIndex] = format
    }
    if (format === 'ai-loadout') files = rules()
    if (files.length === 0)
      diagnostics.push(diag('warning', 'source-empty', `skill source "${source.dir}" holds no ${format === 'skill' ? 'SKILL.md' : 'rule file'}`, source.abs))
    files.sort()
    const resources = format === 'skill' ? resourcesByFolder(listing) : new Map<string, ResourceFile[]>()
    for (const rel of files) {
      const file = join(source.abs, rel)
      const dir = posix.dirname(rel)
      if (format === 'skill') {
        const id = dir === '.' ? basename(source.abs) : dir
        found.push({ source, sourceIndex, file, id, skillDir: dirname(file), skillRel: dir === '.' ? '' : dir, format, resourceFiles: resources.get(dir) ?? [] })
      }
      else {
        found.push({ source, sourceIndex, file, id: rel.replace(/\.md$/i, ''), skillRel: dir === '.' ? '' : dir, format, resourceFiles: [] })
      }
    }
  }
  return { found, sourceDirs, formats, listings }
}

function resourceEntry(path: string, size: number): ResourceEntry {
  const ext = extname(path).toLowerCase()
  const text = ext in TEXT_TYPES && size <= MAX_TEXT_RESOURCE
  return {
    path,
    kind: text ? 'text' : 'binary',
    size,
    type: TEXT_TYPES[ext] ?? BINARY_TYPES[ext] ?? 'application/octet-stream',
  }
}

/** The listed resources of a skill (files under `scripts/`, `references/`, `assets/`), with their sizes. */
function listResources(files: readonly ResourceFile[], statOf: (abs: string) => Stats | undefined): ResourceEntry[] {
  const entries: ResourceEntry[] = []
  for (const { path, abs } of files) {
    const stat = statOf(abs)
    if (stat) entries.push(resourceEntry(path, stat.size))
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : 1))
}

/** A byte order mark at the start of a file: TextDecoder drops it, so the text and its hash start after it. */
function bomLength(buf: Uint8Array): number {
  return buf.length >= 3 && buf[0] === 0xEF && buf[1] === 0xBB && buf[2] === 0xBF ? 3 : 0
}

/**
 * Compile skill sources into the data `virtual:loadout` holds. Never throws on bad skills: each problem is a
 * diagnostic, and every skill without an error is still compiled. Pass the same `cache` to rebuild incrementally.
 *
 * The file system is read with synchronous calls: skill sources are small files on a local disk, where a stat or a
 * read costs microseconds and a promise per call (through the thread pool) costs several times that; a compile is
 * CPU-bound either way (parsing and tokenizing).
 */
export async function compile(options: Options = {}, cache = new CompileCache()): Promise<CompileResult> {
  const opts = resolveOptions(options)
  const diagnostics: Diagnostic[] = []
  const { found, sourceDirs, formats, listings } = discover(opts, diagnostics, cache.folders)
  cache.folders.retain()

  // One stat per path and compile, shared by the resources of nested skills and by link targets.
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
  // Link targets the walk listed need no stat to be known as folders, nor a realpath to be known inside the source.
  const linkFiles = listings.map((listing): LinkFiles => ({ stat: statOf, realpath: DISK.realpath, listed: joined => listing?.kinds.get(joined) }))

  const parsed = found.map((f) => {
    const stat = statSync(f.file)
    if (stat.size > opts.maxFileSize) {
      diagnostics.push(diag('error', 'file-too-large', `file is ${stat.size} bytes, over the ${opts.maxFileSize}-byte limit (maxFileSize)`, f.file))
      return undefined
    }
    // A file whose size and modification time are unchanged since the last compile is not read again.
    const stamp = `${stat.size}:${stat.mtimeMs}:${opts.strict}:${f.format}`
    let hash = cache.hashFor(f.file, stamp)
    let result: ParseResult | undefined
    if (hash !== undefined) {
      result = cache.get(f.file, `${hash}:${opts.strict}:${f.format}`)
    }
    if (!result) {
      cache.reads++
      const buf = readFileSync(f.file)
      if (!isUtf8(buf)) {
        diagnostics.push(diag('error', 'invalid-utf8', 'file is not valid UTF-8 text', f.file))
        return undefined
      }
      // The hash of the text is the hash of its bytes: no encoding back from the decoded string.
      const bom = bomLength(buf)
      hash = hashOf(buf.subarray(bom))
      const key = `${hash}:${opts.strict}:${f.format}`
      result = cache.get(f.file, key)
      if (!result) {
        cache.misses++
        const folderName = f.format === 'skill' ? basename(f.skillDir!) : basename(f.file).replace(/\.md$/i, '')
        result = parseSkill(buf.toString('utf8', bom), { file: f.file, folderName, format: f.format, strict: opts.strict })
        cache.set(f.file, key, result)
      }
      cache.setHash(f.file, stamp, hash)
    }
    diagnostics.push(...result.diagnostics)
    if (!result.skill) return undefined
    let resources: ResourceEntry[] = []
    if (f.skillDir) {
      resources = listResources(f.resourceFiles, statOf)
      // Relative links in the body add the files they point to (inside the source root) as resources.
      const plan = cache.links(result.skill, f.skillRel, f.source.abs)
      if (plan.length) {
        const linked = resolvePlanned(plan, {
          file: f.file,
          bodyLine: result.skill.bodyLine,
          skillDir: f.skillDir,
          sourceRoot: f.source.abs,
          realSourceRoot: realRoot(f.source.abs),
        }, linkFiles[f.sourceIndex]!)
        diagnostics.push(...linked.diagnostics)
        const listed = new Set(resources.map(r => r.path))
        const extra = linked.links.filter(l => !listed.has(l.path)).map(l => resourceEntry(l.path, l.size))
        if (extra.length) resources = [...resources, ...extra].sort((a, b) => (a.path < b.path ? -1 : 1))
      }
    }
    return { found: f, skill: result.skill, hash: hash!, resources }
  })

  const entries: SkillEntry[] = []
  const bodies: string[] = []
  const files: string[] = []
  const analyses: Array<DocAnalysis | undefined> = []
  const winners = new Map<string, { scope: string; sourceIndex: number; file: string }>()
  const foldedInSource = new Map<string, string>()

  for (const p of parsed) {
    if (!p) continue
    const { found: f, skill } = p
    const id = f.format === 'ai-loadout' ? (skill.id ?? f.id) : f.id
    const folded = `${f.sourceIndex}\0${id.toLowerCase()}`
    const clash = foldedInSource.get(folded)
    if (clash !== undefined) {
      diagnostics.push(diag('error', 'duplicate-id', `skill id "${id}" is already used by ${toPosix(relative(opts.root, clash))} in the same source (ids must differ beyond letter case)`, f.file))
      continue
    }
    foldedInSource.set(folded, f.file)
    const winner = winners.get(id)
    const entry: SkillEntry = {
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
      tokens: cache.tokens(skill),
      lines: skill.body === '' ? 0 : skill.bodyLines,
      hash: p.hash,
      source: f.source.scope,
      path: toPosix(relative(f.source.abs, f.file)),
      resources: p.resources,
      ...(winner ? { shadowedBy: winner.scope } : {}),
    }
    if (winner) {
      diagnostics.push(diag('warning', 'shadowed', `skill "${id}" is shadowed by ${toPosix(relative(opts.root, winner.file))} (an earlier source wins)`, f.file))
    }
    else {
      winners.set(id, { scope: f.source.scope, sourceIndex: f.sourceIndex, file: f.file })
    }
    entries.push(entry)
    bodies.push(skill.body)
    files.push(f.file)
    // A shadowed entry is kept but never indexed.
    analyses.push(winner ? undefined : cache.analysis(f.file, `${p.hash}\0${id}\0${entry.name}`, () => analyzeDoc(indexDoc(entry, skill.body))))
  }

  // Text resources: one lazy module each, keyed by the file's path from the root (stable across machines).
  const resourceFiles = new Map<string, string>()
  const resourceKeys = entries.map((e, i) => e.resources.map((r) => {
    if (r.kind !== 'text') return null
    const abs = join(dirname(files[i]!), r.path)
    const key = cache.resourceKey(opts.root, abs)
    resourceFiles.set(key, abs)
    return key
  }))
  const chunkKeys = entries.map((e, i) => {
    // Binary resources count too: the module serves resource j by its place in the list.
    const keys = resourceKeys[i]!
    return keys.some(k => k !== null) ? `${e.hash}-${hashOf(keys.map(k => k ?? '-').join(',')).slice(0, 8)}` : e.hash
  })
  cache.retain(new Set(found.map(f => f.file)))

  const catalog = {
    ...(opts.pinned.length ? { pinned: opts.pinned } : {}),
    ...(opts.disabled.length ? { disabled: opts.disabled } : {}),
  }
  for (const [what, refs] of [['pinned', opts.pinned], ['disabled', opts.disabled]] as const) {
    for (const ref of refs) {
      const folded = ref.toLowerCase()
      if (!entries.some(e => e.id === ref || e.id.toLowerCase() === folded || e.name.toLowerCase() === folded))
        diagnostics.push(diag('warning', `unknown-${what}`, `\`${what}\` names "${ref}", which is no skill id or name`, opts.root))
    }
  }

  const built = cache.index.build(analyses)
  const names = nameIndex(entries, term => cache.index.docFrequency(term), cache.index.documents, name => cache.nameWords(name))
  cache.retainNames()
  const index = names ? { ...built, names } : built
  // The glossary concepts whose English words describe some skill (its name, tags or description: a word a body merely
  // uses would add noise, and half the table for a small skill set), but not most skills. None when the option is off.
  let glossary = ''
  if (opts.glossary !== false) {
    const describing = new Set<string>()
    for (const a of analyses) if (a) for (const t of describingTerms(a)) describing.add(t)
    const maxDf = Math.max(GLOSSARY_MAX_SHARE * cache.index.documents, GLOSSARY_ALWAYS_DF)
    glossary = compileGlossary(term => describing.has(term) && cache.index.docFrequency(term) <= maxDf, tokenize, opts.glossary)
  }
  const data: LoadoutData = {
    version: DATA_VERSION,
    sources: opts.sources.map((s, i) => ({ dir: s.dir, scope: s.scope, format: formats[i] ?? 'skill' })),
    entries,
    index,
    ...(Object.keys(catalog).length ? { catalog } : {}),
    ...(glossary ? { glossary } : {}),
  }
  sortDiagnostics(diagnostics)
  return {
    data,
    diagnostics,
    bodies,
    files,
    sourceDirs,
    resourceKeys,
    resourceFiles,
    chunkKeys,
    errorCount: diagnostics.filter(d => d.level === 'error').length,
  }
}
