/**
 * Step 4 of a compile, resources: the files a skill lists (its folder's, under the skill-file rule; those its body's
 * links and its Markdown files' links reach), each read once per size and modification time, within the caps of
 * core/limits.ts.
 */
import type { Stats } from 'node:fs'
import { dirname, relative } from 'node:path'
import { diag, type Diagnostic } from '../diagnostics'
import { DISK } from '../fs/disk'
import { toPosix } from '../fs/paths'
import { MAX_SKILL_LINKS, MAX_SKILL_RESOURCE_BYTES, MAX_SKILL_RESOURCES } from '../limits'
import type { ResolvedOptions } from '../options'
import type { ResourceEntry } from '../../runtime/types'
import type { CompileCache } from './cache'
import type { Found, Listing } from './discover'
import { type LinkFiles, type LinkRef, type PlannedLink, planRefs, relativeIn, type ResolvedLink, resolvePlanned } from './links'
import type { ParsedSkill } from './parse'
import { LINKED_PREFIX, refusalOf, refusalWarnings, type Refused, resourceEntry, servedPath } from './resource-files'
import { fileFolderConflicts } from './skill-files'

/** One compile's shared file access: one stat per path (nested skills' resources, link targets), one realpath per root. */
export interface Disk {
  statOf: (abs: string) => Stats | undefined
  realRoot: (dir: string) => string
  /** `linkFiles[i]`: how links of source i find their targets (what its walk listed needs no stat). */
  linkFiles: LinkFiles[]
}

export function diskOf(listings: ReadonlyArray<Listing | undefined>): Disk {
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

/** A file a skill lists, and the absolute file it is read from. */
export interface Listed {
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
export function listResources(f: Found, skill: ParsedSkill, cache: CompileCache, disk: Disk, opts: ResolvedOptions, diagnostics: Diagnostic[]): Listed[] {
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
interface LinkBudget { left: number, cut: boolean }

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
