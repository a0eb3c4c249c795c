/**
 * The inspector's data: everything the page shows, as one JSON-able object. The page routes in the browser with the
 * runtime over `data` and `bodies`, so the same object serves the dev server and the self-contained HTML report.
 */
import { relative, sep } from 'node:path'
import type { CompileResult } from '../core/compile/compile'
import type { Diagnostic } from '../core/diagnostics'
import type { Insight, Overlap } from '../analysis/insight'
import type { LoadoutData, ResourceEntry, SkillEntry } from '../runtime/types'

export interface InspectorSkill {
  id: string
  name: string
  description: string
  /** The scope of its source (`project`, `user`...). */
  source: string
  /** Its source folder, relative to the root. */
  sourceDir: string
  tier: SkillEntry['priority']
  tokens: number
  lines: number
  triggers: SkillEntry['triggers']
  patterns: string[]
  tags: string[]
  requires: SkillEntry['requires']
  resources: ResourceEntry[]
  /** The SKILL.md, absolute and relative to the root. */
  file: string
  rel: string
  shadowedBy?: string
}

export interface InspectorDiagnostic {
  level: Diagnostic['level']
  code: string
  message: string
  file: string
  rel: string
  line: number
  column: number
  /** The fix a recovered frontmatter suggests, when the compiler gives one. */
  fix?: string
}

/** A skill the build left out, and why. */
export interface InspectorSkipped {
  file: string
  rel: string
  id?: string
  why: string
}

export interface InspectorData {
  root: string
  skills: InspectorSkill[]
  skipped: InspectorSkipped[]
  diagnostics: InspectorDiagnostic[]
  overlaps: Overlap[]
  /** What the runtime routes with in the page. */
  data: LoadoutData
  bodies: string[]
}

const toPosix = (p: string) => p.split(sep).join('/')
const relTo = (root: string, file: string) => toPosix(relative(root, file)) || file

/**
 * The repair a `yaml-recovered` message gives: `...; read it as fixed, <action>: <change> (npx unplugin-loadout check
 * --fix does it)`, without its closing parenthesis. Read by index, not one regex: no backtracking on a long message.
 */
function recoveredFix(message: string): string | undefined {
  const marker = 'read it as fixed, '
  const at = message.lastIndexOf(`; ${marker}`)
  if (at === -1) return undefined
  let fix = message.slice(at + 2 + marker.length)
  const open = fix.lastIndexOf('(')
  if (open !== -1 && /^\([^()]*check --fix[^()]*\)$/.test(fix.slice(open))) fix = fix.slice(0, open)
  return fix.trim()
}

/**
 * A suggested fix: a field of the diagnostic under whichever name the compiler gives it, or the repair a recovered
 * frontmatter's message spells out (fields other versions add are read as optional).
 */
function fixOf(d: Diagnostic): string | undefined {
  const x = d as Diagnostic & Record<string, unknown>
  const recovered = d.code === 'yaml-recovered' ? recoveredFix(d.message) : undefined
  if (recovered !== undefined) return recovered
  for (const key of ['fix', 'suggestion', 'suggestedFix']) {
    const v = x[key]
    if (typeof v === 'string' && v !== '') return v
    if (v && typeof v === 'object' && typeof (v as { text?: unknown }).text === 'string') return (v as { text: string }).text
  }
  return undefined
}

function skillOf(result: CompileResult, root: string, e: SkillEntry, i: number): InspectorSkill {
  const src = result.data.sources.find(s => s.scope === e.source)
  return {
    id: e.id, name: e.name, description: e.description, source: e.source, sourceDir: src?.dir ?? '',
    tier: e.priority, tokens: e.tokens, lines: e.lines, triggers: e.triggers, patterns: e.patterns, tags: e.tags,
    requires: e.requires, resources: e.resources, file: result.files[i] ?? '', rel: relTo(root, result.files[i] ?? ''),
    ...(e.shadowedBy === undefined ? {} : { shadowedBy: e.shadowedBy }),
  }
}

/**
 * Skipped skills: the compiler's own list when it gives one (`skipped`), else every SKILL.md with an error that
 * produced no entry, its errors as the reason.
 */
function skippedOf(result: CompileResult, root: string): InspectorSkipped[] {
  const listed = (result as CompileResult & { skipped?: unknown }).skipped
  if (Array.isArray(listed)) {
    return listed.map((s: any) => {
      const file = String(s?.file ?? s?.path ?? '')
      const why = s?.reason ?? s?.why ?? s?.message ?? (Array.isArray(s?.diagnostics) ? s.diagnostics.map((d: Diagnostic) => d.message).join('; ') : 'skipped')
      return { file, rel: relTo(root, file), ...(s?.id ? { id: String(s.id) } : {}), why: `${why}${typeof s?.code === 'string' ? ` [${s.code}]` : ''}` }
    })
  }
  const compiled = new Set(result.files)
  const byFile = new Map<string, string[]>()
  for (const d of result.diagnostics) {
    if (d.level !== 'error' || compiled.has(d.file) || !/SKILL\.md$/i.test(d.file)) continue
    const list = byFile.get(d.file)
    if (list) list.push(d.message)
    else byFile.set(d.file, [d.message])
  }
  return [...byFile].map(([file, why]) => ({ file, rel: relTo(root, file), why: why.join('; ') }))
}

/** Everything the inspector page shows, from a compile and the insight built on it. */
export function inspectorData(result: CompileResult, insight: Insight, options: { root?: string } = {}): InspectorData {
  const root = options.root ?? process.cwd()
  return {
    root: toPosix(root),
    skills: result.data.entries.map((e, i) => skillOf(result, root, e, i)),
    skipped: skippedOf(result, root),
    diagnostics: result.diagnostics.map((d) => {
      const fix = fixOf(d)
      return { level: d.level, code: d.code, message: d.message, file: d.file, rel: relTo(root, d.file), line: d.line, column: d.column, ...(fix ? { fix } : {}) }
    }),
    overlaps: insight.overlaps(),
    data: result.data,
    bodies: result.bodies,
  }
}
