import { createHash } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import { basename, dirname, extname, join, posix, relative } from 'node:path'
import fg from 'fast-glob'
import { estimateTokens } from '../runtime/loadout'
import type { LoadoutData, ResourceEntry, SkillEntry, SourceInfo } from '../runtime/types'
import { diag, type Diagnostic, sortDiagnostics } from './diagnostics'
import { analyzeDoc, buildIndex, type DocAnalysis, type IndexDoc, indexDoc } from './indexer'
import { resolveLinks } from './links'
import { type Options, type ResolvedOptions, type ResolvedSource, resolveOptions, toPosix } from './options'
import { type ParseResult, parseSkill } from './parse'

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

/** What compiles keep between runs: a rebuild reads, parses and tokenizes only files that changed. */
export class CompileCache {
  private readonly parsed = new KeyedFiles<ParseResult>()
  private readonly analyzed = new KeyedFiles<DocAnalysis>()
  private readonly hashes = new KeyedFiles<string>()

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

  /** Forget files that no longer exist. */
  retain(files: Set<string>): void {
    for (const m of [this.parsed, this.analyzed, this.hashes]) m.retain(files)
  }

  /** How many skill files the compiles read (unchanged size and modification time: not read again). */
  reads = 0

  /** How many skill texts the compiles tokenized for the index (for tests and benchmarks of rebuilds). */
  analyses = 0

  /** How many parses the last compiles did (for tests and benchmarks of incremental rebuilds). */
  misses = 0
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

const UTF8 = new TextDecoder('utf-8', { fatal: true })

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16)
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
  format: 'skill' | 'ai-loadout'
  /** Files under the skill's scripts/, references/ and assets/, relative to the skill folder (from the one walk). */
  resourcePaths: string[]
}

/**
 * Group the files of one walk by the skill folder whose scripts/, references/ or assets/ holds them: `a/scripts/x.py`
 * is `scripts/x.py` of the folder `a` (`.` at the root). A nested skill's resources count for both skills.
 */
function resourcesByFolder(files: readonly string[]): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const file of files) {
    const parts = file.split('/')
    for (let i = 0; i < parts.length - 1; i++) {
      if (!RESOURCE_DIRS.includes(parts[i]!)) continue
      const folder = i === 0 ? '.' : parts.slice(0, i).join('/')
      const list = map.get(folder)
      const rest = parts.slice(i).join('/')
      if (list) list.push(rest)
      else map.set(folder, [rest])
    }
  }
  return map
}

async function discover(opts: ResolvedOptions, diagnostics: Diagnostic[]): Promise<{ found: Found[]; sourceDirs: string[]; formats: SourceInfo['format'][] }> {
  const found: Found[] = []
  const sourceDirs: string[] = []
  const formats: SourceInfo['format'][] = []
  for (const [sourceIndex, source] of opts.sources.entries()) {
    let format: 'skill' | 'ai-loadout' = source.format === 'ai-loadout' ? 'ai-loadout' : 'skill'
    formats.push(format)
    const stat = await fsp.stat(source.abs).catch(() => undefined)
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
    const listing = await fg('**', {
      cwd: source.abs,
      onlyFiles: false,
      followSymbolicLinks: false,
      dot: false,
      objectMode: true,
      ignore: ['**/node_modules/**', '**/.git/**'],
    })
    const plain: string[] = []
    for (const e of listing) {
      if (e.dirent.isSymbolicLink()) {
        diagnostics.push(diag('warning', 'symlink', `"${e.path}" is a symbolic link: not followed (skills and their files must be real files inside the source)`, join(source.abs, e.path)))
      }
      else if (e.dirent.isFile()) {
        plain.push(e.path)
      }
    }
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
    const resources = format === 'skill' ? resourcesByFolder(plain) : new Map<string, string[]>()
    for (const rel of files) {
      const file = join(source.abs, rel)
      if (format === 'skill') {
        const dir = posix.dirname(rel)
        const id = dir === '.' ? basename(source.abs) : dir
        found.push({ source, sourceIndex, file, id, skillDir: dirname(file), format, resourcePaths: resources.get(dir) ?? [] })
      }
      else {
        found.push({ source, sourceIndex, file, id: rel.replace(/\.md$/i, ''), format, resourcePaths: [] })
      }
    }
  }
  return { found, sourceDirs, formats }
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

/** Files under `scripts/`, `references/`, `assets/` (symlinks are not listed). */
/** The listed resources of a skill, with their sizes. */
async function listResources(skillDir: string, paths: readonly string[]): Promise<ResourceEntry[]> {
  const entries = await Promise.all(paths.map(async (path) => {
    const stat = await fsp.stat(join(skillDir, ...path.split('/'))).catch(() => undefined)
    return stat ? resourceEntry(path, stat.size) : undefined
  }))
  return entries.filter((e): e is ResourceEntry => e !== undefined).sort((a, b) => (a.path < b.path ? -1 : 1))
}

/**
 * Compile skill sources into the data `virtual:loadout` holds. Never throws on bad skills: each problem is a
 * diagnostic, and every skill without an error is still compiled. Pass the same `cache` to rebuild incrementally.
 */
export async function compile(options: Options = {}, cache = new CompileCache()): Promise<CompileResult> {
  const opts = resolveOptions(options)
  const diagnostics: Diagnostic[] = []
  const { found, sourceDirs, formats } = await discover(opts, diagnostics)
  const realRoots = new Map<string, Promise<string>>()
  const realRoot = (dir: string) => {
    let p = realRoots.get(dir)
    if (!p) realRoots.set(dir, p = fsp.realpath(dir).catch(() => dir))
    return p
  }

  const parsed = await Promise.all(found.map(async (f) => {
    const stat = await fsp.stat(f.file)
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
      const buf = await fsp.readFile(f.file)
      let text: string
      try {
        text = UTF8.decode(buf)
      }
      catch {
        diagnostics.push(diag('error', 'invalid-utf8', 'file is not valid UTF-8 text', f.file))
        return undefined
      }
      hash = hashOf(text)
      const key = `${hash}:${opts.strict}:${f.format}`
      result = cache.get(f.file, key)
      if (!result) {
        cache.misses++
        const folderName = f.format === 'skill' ? basename(f.skillDir!) : basename(f.file).replace(/\.md$/i, '')
        result = parseSkill(text, { file: f.file, folderName, format: f.format, strict: opts.strict })
        cache.set(f.file, key, result)
      }
      cache.setHash(f.file, stamp, hash)
    }
    diagnostics.push(...result.diagnostics)
    if (!result.skill) return undefined
    let resources: ResourceEntry[] = []
    if (f.skillDir) {
      resources = await listResources(f.skillDir, f.resourcePaths)
      // Relative links in the body add the files they point to (inside the source root) as resources.
      const linked = await resolveLinks(result.skill.body, {
        file: f.file,
        bodyLine: result.skill.bodyLine,
        skillDir: f.skillDir,
        sourceRoot: f.source.abs,
        realSourceRoot: await realRoot(f.source.abs),
      })
      diagnostics.push(...linked.diagnostics)
      const listed = new Set(resources.map(r => r.path))
      const extra = linked.links.filter(l => !listed.has(l.path)).map(l => resourceEntry(l.path, l.size))
      if (extra.length) resources = [...resources, ...extra].sort((a, b) => (a.path < b.path ? -1 : 1))
    }
    return { found: f, skill: result.skill, hash: hash!, resources }
  }))
  cache.retain(new Set(found.map(f => f.file)))

  const entries: SkillEntry[] = []
  const bodies: string[] = []
  const files: string[] = []
  const docs: Array<IndexDoc | null> = []
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
      tokens: estimateTokens(skill.body),
      lines: skill.body === '' ? 0 : skill.body.split('\n').length,
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
    const doc = winner ? null : indexDoc(entry, skill.body)
    docs.push(doc)
    analyses.push(doc ? cache.analysis(f.file, `${p.hash}\0${id}\0${entry.name}`, () => analyzeDoc(doc)) : undefined)
  }

  // Text resources: one lazy module each, keyed by the file's path from the root (stable across machines).
  const resourceFiles = new Map<string, string>()
  const resourceKeys = entries.map((e, i) => e.resources.map((r) => {
    if (r.kind !== 'text') return null
    const abs = join(dirname(files[i]!), r.path)
    const key = hashOf(toPosix(relative(opts.root, abs)))
    resourceFiles.set(key, abs)
    return key
  }))

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

  const data: LoadoutData = {
    version: 1,
    sources: opts.sources.map((s, i) => ({ dir: s.dir, scope: s.scope, format: formats[i] ?? 'skill' })),
    entries,
    index: buildIndex(docs, analyses),
    ...(Object.keys(catalog).length ? { catalog } : {}),
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
    errorCount: diagnostics.filter(d => d.level === 'error').length,
  }
}
