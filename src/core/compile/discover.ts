/**
 * Discovery, the first step of a compile: walk each source once and find its skill files (`SKILL.md`, or ai-loadout
 * rule files), the files of each skill's folder (its whole folder: see `resourcesByFolder`), and what was passed over.
 */
import { isUtf8 } from 'node:buffer'
import { type Dirent, readdirSync, statSync } from 'node:fs'
import { basename, dirname, join, posix, resolve, sep } from 'node:path'
import type { SourceInfo } from '../../runtime/types'
import { diag, type Diagnostic } from '../diagnostics'
import { DISK } from '../fs/disk'
import type { ResolvedOptions, ResolvedSource } from '../options'
import { IGNORED_FOLDERS } from './skill-files'

/** Folders a walk never enters: the skill-file rule's (skill-files.ts). */
export { IGNORED_FOLDERS }

/**
 * Build output folders: outside skill folders, entered only when they hold a `SKILL.md` themselves (a skill may well
 * be named `build`); inside a skill's folder they are the skill's own files, always entered.
 */
export const OUTPUT_FOLDERS: ReadonlySet<string> = new Set(['dist', 'build', 'out', 'target', 'coverage'])

/** The Agent Skills spec's resource folders of a skill: dot-folders inside them are never entered. */
export const RESOURCE_DIRS = ['scripts', 'references', 'assets']

/** What one walk of a source lists, paths relative to the source and `/`-separated. */
export interface Listing {
  /** Regular files. */
  files: string[]
  /** `abs[i]`: the absolute path of `files[i]`. */
  abs: string[]
  /** Symbolic links (reported, never followed). */
  symlinks: string[]
  /** Entries named `SKILL.md` that are not regular files (folders, sockets, pipes): reported, never read. */
  odd: string[]
  /** Every file and folder, all reached through real folders (no symlink on the way). */
  kinds: Map<string, 'file' | 'dir'>
  /** Folders not entered for `maxDepth` (the walk's bound on depth). */
  tooDeep: string[]
  /** The first folder not entered because `maxFolders` folders were listed. */
  tooMany?: string
  /**
   * Files and folders whose names are not valid UTF-8 (`path` shows the bad bytes as `\xe9`): no path string reaches
   * them, so they are reported, never read; `skill` is set for a folder holding a `SKILL.md`.
   */
  badNames: Array<{ path: string, dir: boolean, skill: boolean }>
}

/** Bounds of a walk. */
export interface WalkLimits {
  maxDepth: number
  maxFolders: number
}

const NO_LIMITS: WalkLimits = { maxDepth: Infinity, maxFolders: Infinity }

/** A folder entry's kind as a walk keeps it. */
const enum Kind { File, Dir, Symlink, Other }

/** A folder's entries: `kinds[i]` is the kind of `names[i]`; `bad`, those whose names are not UTF-8. */
interface Entries { names: string[], kinds: Kind[], bad?: BadName[] }

/** An entry whose name is not valid UTF-8: its bytes, and the name shown with the bad bytes as `\xe9`. */
interface BadName { raw: Buffer, shown: string, kind: Kind }

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
  let replaced = false
  for (const e of entries) {
    names.push(e.name)
    kinds.push(kindOf(e))
    // A name that is not UTF-8 reads with U+FFFD in place of its bad bytes, and names no file.
    if (e.name.includes('\uFFFD')) replaced = true
  }
  return replaced ? withBadNames(dir, { names, kinds }) : { names, kinds }
}

function kindOf(e: Dirent<string | Buffer>): Kind {
  return e.isDirectory() ? Kind.Dir : e.isSymbolicLink() ? Kind.Symlink : e.isFile() ? Kind.File : Kind.Other
}

/** The folder listed again by bytes: the entries whose names are not UTF-8 move from `names` to `bad`. */
function withBadNames(dir: string, read: Entries): Entries {
  const bad: BadName[] = []
  for (const e of readdirSync(dir, { withFileTypes: true, encoding: 'buffer' })) {
    if (!isUtf8(e.name)) bad.push({ raw: e.name, shown: showBytes(e.name), kind: kindOf(e) })
  }
  if (!bad.length) return read
  const lost = new Set(bad.map(b => b.raw.toString('utf8')))
  const keep = read.names.map(n => !lost.has(n))
  return { names: read.names.filter((_, i) => keep[i]), kinds: read.kinds.filter((_, i) => keep[i]), bad }
}

/** A name's bytes as text, each byte that is not part of a UTF-8 character shown as `\xNN`. */
export function showBytes(raw: Uint8Array): string {
  let out = ''
  for (let i = 0; i < raw.length;) {
    const b = raw[i]!
    const n = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0
    const char = n ? raw.subarray(i, i + n) : undefined
    if (char && char.length === n && isUtf8(char)) {
      out += Buffer.from(char).toString('utf8')
      i += n
    }
    else {
      out += `\\x${b.toString(16).padStart(2, '0')}`
      i++
    }
  }
  return out
}

/** Whether the folder `raw` (a name in `dir` that is not UTF-8) holds a `SKILL.md`: read by bytes. */
function holdsSkillFile(dir: string, raw: Buffer): boolean {
  try {
    return readdirSync(Buffer.concat([Buffer.from(dir.endsWith(sep) ? dir : `${dir}${sep}`), raw])).includes('SKILL.md')
  }
  catch {
    return false
  }
}

/** Where a walk is: under a skill's resource folders (`scripts/`, `references/`, `assets/`), under a skill's folder. */
export interface WalkPlace {
  inResources: boolean
  inSkill: boolean
}

/**
 * Whether a walk enters the folder `name`: never an ignored folder (IGNORED_FOLDERS), nor a dot-folder inside a
 * skill's resource folders; a build output folder (OUTPUT_FOLDERS) inside a skill's folder (its own files), elsewhere
 * only when it holds a `SKILL.md` of its own. Other dot-folders (`.agents`, `.claude`, `.github`...) are entered: they
 * hold skills.
 */
export function entersFolder(name: string, place: WalkPlace, holdsSkill: () => boolean): boolean {
  if (IGNORED_FOLDERS.has(name)) return false
  if (place.inResources) return !name.startsWith('.')
  return place.inSkill || !OUTPUT_FOLDERS.has(name) || holdsSkill()
}

/**
 * Every entry below `root`, depth first: dot-files are skipped, folders are entered as `entersFolder` says, symbolic
 * links are listed, never followed. Synchronous readdir calls: on a local disk several times faster than a walk through
 * the thread pool with a promise per folder. A folder that vanishes during the walk is skipped and any other error is
 * thrown. With a `memory`, folders unchanged since it last saw them are not listed again. Folders deeper than
 * `maxDepth`, or past the first `maxFolders`, are not entered (and listed in `tooDeep` / `tooMany`).
 */
export function walk(root: string, memory?: FolderMemory, limits: WalkLimits = NO_LIMITS): Listing {
  const listing: Listing = { files: [], abs: [], symlinks: [], odd: [], kinds: new Map(), tooDeep: [], badNames: [] }
  // `join` of a normalised folder and a plain name, without normalising again (a walk joins thousands of paths).
  const child = (dir: string, name: string) => (dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`)
  const read = (dir: string) => (memory ? memory.read(dir) : readFolder(dir))
  let folders = 0
  const visit = (dir: string, rel: string, depth: number, at: WalkPlace, entries = read(dir)): void => {
    if (!entries) return
    const { names, kinds } = entries
    const place = at.inSkill || !names.includes('SKILL.md') ? at : { ...at, inSkill: true }
    for (let k = 0; k < names.length; k++) {
      const name = names[k]!
      const path = rel === '' ? name : `${rel}/${name}`
      const kind = kinds[k]
      if (kind === Kind.Dir) {
        if (name === 'SKILL.md') listing.odd.push(path)
        const abs = child(dir, name)
        let inner: Entries | undefined
        const holdsSkill = () => (inner ??= read(abs))?.names.includes('SKILL.md') ?? false
        if (!entersFolder(name, place, holdsSkill)) continue
        if (depth + 1 > limits.maxDepth) {
          listing.tooDeep.push(path)
          continue
        }
        if (++folders > limits.maxFolders) {
          listing.tooMany ??= path
          continue
        }
        listing.kinds.set(path, 'dir')
        const inResources = place.inResources || RESOURCE_DIRS.includes(name)
        visit(abs, path, depth + 1, inResources === place.inResources ? place : { ...place, inResources }, inner ?? read(abs))
      }
      else if (name.startsWith('.')) {
        continue
      }
      else if (kind === Kind.Symlink) {
        listing.symlinks.push(path)
      }
      else if (kind === Kind.File) {
        listing.files.push(path)
        listing.abs.push(child(dir, name))
        listing.kinds.set(path, 'file')
      }
      else if (name === 'SKILL.md') {
        listing.odd.push(path)
      }
    }
    for (const b of entries.bad ?? []) {
      if (b.shown.startsWith('.')) continue
      const isDir = b.kind === Kind.Dir
      listing.badNames.push({ path: rel === '' ? b.shown : `${rel}/${b.shown}`, dir: isDir, skill: isDir && holdsSkillFile(dir, b.raw) })
    }
  }
  visit(resolve(root), '', 0, { inResources: false, inSkill: false })
  return listing
}

/** A file of a skill's folder (SKILL.md aside), as the walk listed it. */
export interface ResourceFile {
  /** Relative to the skill folder, `/`-separated. */
  path: string
  /** Absolute. */
  abs: string
}

/** One skill file a source holds (or an entry named `SKILL.md` that is no file: `notFile`). */
export interface Found {
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
  /** The files of the skill's folder (from the one walk), its nested skills' folders left to them; not yet checked by the skill-file rule. */
  resourceFiles: ResourceFile[]
  /**
   * Set for an entry named `SKILL.md` that is not a regular file: a symbolic link (reported by the walk, never
   * followed) or a folder, pipe or socket; or for the `SKILL.md` of a folder whose name is not UTF-8 (`bad-name`).
   * Found, reported, never read.
   */
  notFile?: 'symlink' | 'other' | 'bad-name'
}

/** What discovery gives the rest of a compile. */
export interface Discovery {
  /** Every skill file seen, in precedence order: by source, then by path. */
  found: Found[]
  /** Absolute folders of the sources that exist. */
  sourceDirs: string[]
  formats: SourceInfo['format'][]
  /** `listings[i]`: the walk of source i (undefined when it does not exist). */
  listings: Array<Listing | undefined>
}

/**
 * Group the files of one walk by the skill folder that holds them: every file belongs to the nearest folder above it
 * that holds a `SKILL.md` (`a/examples/x.md` is `examples/x.md` of the folder `a`, `.` at the root), so a nested
 * skill's folder (`a/inner/SKILL.md`) is its own and not the outer skill's. `skillDirs` are those folders (relative
 * to the source, `/`-separated, `.` at its root); their SKILL.md files are no one's resources, and a `SKILL.md` in a
 * folder that is not among them (a pulled skill's nested one) is a file of the skill above it.
 */
export function resourcesByFolder(listing: Listing, skillDirs: ReadonlySet<string>): Map<string, ResourceFile[]> {
  const map = new Map<string, ResourceFile[]>()
  listing.files.forEach((file, k) => {
    let slash = file.lastIndexOf('/')
    if (file.slice(slash + 1) === 'SKILL.md' && skillDirs.has(slash === -1 ? '.' : file.slice(0, slash))) return
    for (;;) {
      const folder = slash === -1 ? '.' : file.slice(0, slash)
      if (skillDirs.has(folder)) {
        const resource = { path: file.slice(folder === '.' ? 0 : folder.length + 1), abs: listing.abs[k]! }
        const list = map.get(folder)
        if (list) list.push(resource)
        else map.set(folder, [resource])
        return
      }
      if (slash === -1) return
      slash = file.lastIndexOf('/', slash - 1)
    }
  })
  return map
}

/** Rule files of an ai-loadout source: Markdown files outside dot-folders, but for README, CHANGELOG and LICENSE. */
function ruleFiles(files: readonly string[]): string[] {
  return files.filter(f => /\.md$/i.test(f) && !/^(?:readme|changelog|license)\.md$/i.test(posix.basename(f)) && !/(?:^|\/)\./.test(f))
}

/**
 * What a missing source folder's error says: the folder, and the two ways on (create it, or take it out of `skills`),
 * since a config pasted into a fresh app names `skills` before the folder exists.
 */
export function missingSourceMessage(dir: string): string {
  return `skill source folder "${dir}" does not exist: create it (\`npx unplugin-loadout init\` makes skills/ with an example skill), `
    + `or take "${dir}" out of the \`skills\` option`
}

/** The source folder, or an error diagnostic when it is missing or a file. */
function checkSource(source: ResolvedSource, diagnostics: Diagnostic[]): boolean {
  const stat = DISK.stat(source.abs)
  // A URL source's folder is missing when pulling it failed: that failure is its diagnostic.
  if (!stat) {
    if (!source.origin) diagnostics.push(diag('error', 'source-missing', missingSourceMessage(source.dir), source.abs))
  }
  else if (!stat.isDirectory()) diagnostics.push(diag('error', 'source-not-folder', `skill source "${source.dir}" is a file, not a folder`, source.abs))
  return stat?.isDirectory() ?? false
}

/** What a walk passed over: symbolic links (never followed) and the folders its bounds kept it out of. */
function reportWalk(listing: Listing, source: ResolvedSource, opts: ResolvedOptions, diagnostics: Diagnostic[]): void {
  for (const path of listing.symlinks) {
    diagnostics.push(diag('warning', 'symlink', `"${path}" is a symbolic link: not followed (skills and their files must be real files inside the source)`, join(source.abs, path)))
  }
  if (listing.tooDeep.length) {
    const n = listing.tooDeep.length
    diagnostics.push(diag('warning', 'walk-limit', `${n} folder${n === 1 ? ' is' : 's are'} deeper than maxDepth (${opts.maxDepth}) and not searched for skills, first "${listing.tooDeep[0]}"`, join(source.abs, listing.tooDeep[0]!)))
  }
  for (const bad of listing.badNames) {
    if (bad.skill) continue // found, and an error (compile.ts: statSkill)
    diagnostics.push(diag('warning', 'invalid-utf8-name', bad.dir
      ? `folder "${bad.path}" has a name that is not valid UTF-8: not searched for skills (rename it)`
      : `file "${bad.path}" has a name that is not valid UTF-8: left out (rename it)`, join(source.abs, bad.path)))
  }
  if (listing.tooMany !== undefined) {
    diagnostics.push(diag('warning', 'walk-limit', `stopped listing "${source.dir}" at maxFolders (${opts.maxFolders}) folders: "${listing.tooMany}" and the folders after it are not searched for skills`, join(source.abs, listing.tooMany)))
  }
}

/** The skill files of one walked source, sorted by path, with their ids and resource files. */
export function skillFiles(listing: Listing, source: ResolvedSource, sourceIndex: number, format: 'skill' | 'ai-loadout', diagnostics: Diagnostic[] = []): Found[] {
  if (format === 'ai-loadout') {
    return ruleFiles(listing.files).sort().map((rel) => {
      const dir = posix.dirname(rel)
      return { source, sourceIndex, file: join(source.abs, rel), id: rel.replace(/\.md$/i, ''), skillRel: dir === '.' ? '' : dir, format, resourceFiles: [] }
    })
  }
  const files = listing.files.filter(f => posix.basename(f) === 'SKILL.md')
  const odd = new Set(listing.odd)
  const links = new Set(listing.symlinks.filter(f => posix.basename(f) === 'SKILL.md'))
  const badNames = new Set(listing.badNames.filter(b => b.skill).map(b => `${b.path}/SKILL.md`))
  const all = pulledSkillsOnly([...files, ...odd, ...links, ...badNames], source, diagnostics)
  const resources = resourcesByFolder(listing, new Set(all.map(rel => posix.dirname(rel))))
  return all.sort().map((rel): Found => {
    const file = join(source.abs, rel)
    const dir = posix.dirname(rel)
    const id = dir === '.' ? basename(source.abs) : dir
    const f: Found = { source, sourceIndex, file, id, skillDir: dirname(file), skillRel: dir === '.' ? '' : dir, format, resourceFiles: resources.get(dir) ?? [] }
    if (odd.has(rel)) f.notFile = 'other'
    else if (links.has(rel)) f.notFile = 'symlink'
    else if (badNames.has(rel)) f.notFile = 'bad-name'
    return f
  })
}

/**
 * A URL source's skills are the SKILL.md at the top of each pulled skill (`<name>/SKILL.md`, as its index names it).
 * One deeper in is a file of that skill (`resourcesByFolder`), with a warning, never a skill of its own: one skill of an
 * index cannot bring in others that neither the index nor the lockfile names. Other sources' skill files are all kept.
 */
function pulledSkillsOnly(rels: string[], source: ResolvedSource, diagnostics: Diagnostic[]): string[] {
  if (!source.origin) return rels
  return rels.filter((rel) => {
    const dir = posix.dirname(rel)
    if (dir !== '.' && !dir.includes('/')) return true
    diagnostics.push(diag('warning', 'remote-nested-skill', `"${rel}" is a file of the pulled skill "${rel.split('/')[0]}", not a skill: only the SKILL.md at the top of a pulled skill is one`, join(source.abs, rel)))
    return false
  })
}

/** The format of a source: as configured, else ai-loadout when it holds rule files and no SKILL.md. */
function formatOf(source: ResolvedSource, listing: Listing): 'skill' | 'ai-loadout' {
  if (source.format !== 'auto') return source.format
  const skills = listing.files.some(f => posix.basename(f) === 'SKILL.md') || listing.odd.length > 0
  return !skills && ruleFiles(listing.files).length > 0 ? 'ai-loadout' : 'skill'
}

/** Walk every source once (folders unchanged since `folders` saw them are not listed again) and find its skill files. */
export function discover(opts: ResolvedOptions, diagnostics: Diagnostic[], folders?: FolderMemory): Discovery {
  const out: Discovery = { found: [], sourceDirs: [], formats: [], listings: [] }
  const limits = { maxDepth: opts.maxDepth, maxFolders: opts.maxFolders }
  for (const [sourceIndex, source] of opts.sources.entries()) {
    out.formats.push(source.format === 'ai-loadout' ? 'ai-loadout' : 'skill')
    out.listings.push(undefined)
    if (!checkSource(source, diagnostics)) continue
    out.sourceDirs.push(source.abs)
    const listing = walk(source.abs, folders, limits)
    out.listings[sourceIndex] = listing
    reportWalk(listing, source, opts, diagnostics)
    const format = formatOf(source, listing)
    out.formats[sourceIndex] = format
    const files = skillFiles(listing, source, sourceIndex, format, diagnostics)
    if (files.length === 0)
      diagnostics.push(diag('warning', 'source-empty', `skill source "${source.dir}" holds no ${format === 'skill' ? 'SKILL.md' : 'rule file'}`, source.abs))
    out.found.push(...files)
  }
  return out
}
