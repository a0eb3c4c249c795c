/**
 * Steps 5 and 6 of a compile: ids and names (every parsed skill becomes an entry, shadowed or refused by its id, its
 * name checked against the others'), the catalog defaults checked against them, and the accounting of every file
 * found that gave no entry.
 */
import { basename, relative } from 'node:path'
import type { LoadoutData, SkillEntry } from '../../runtime/types'
import { diag, type Diagnostic } from '../diagnostics'
import { toPosix } from '../fs/paths'
import { analyzeDoc, type DocAnalysis, indexDoc } from '../index/indexer'
import type { ResolvedOptions } from '../options'
import { originOf } from '../wellknown/pull/pull'
import type { CompileCache } from './cache'
import type { Found } from './discover'
import type { ParsedSkill } from './parse'
import type { Listed } from './resources'

/** A file found but not compiled, and the first reason why (`check --json` lists them). */
export interface Skipped {
  /** Absolute path. */
  file: string
  code: string
  message: string
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
  const winners = new Map<string, { scope: string, file: string }>()
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

/** The catalog options the data holds; a `pinned` or `disabled` name that matches no skill is a warning. */
export function catalogDefaults(opts: ResolvedOptions, entries: readonly SkillEntry[], diagnostics: Diagnostic[]): LoadoutData['catalog'] {
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
