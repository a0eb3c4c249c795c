/**
 * Reading a frontmatter block as YAML: gray-matter's YAML engine (js-yaml's safe schema), with every engine that could
 * run code replaced by a refusal. Nothing in a skill is ever evaluated.
 */
import matter from 'gray-matter'
import { MAX_NODES } from '../../limits'

/** Thrown by a refused engine (`---js` and the like). */
export class FrontmatterLanguageError extends Error {}

function refuseEngine(lang: string) {
  return () => {
    throw new FrontmatterLanguageError(lang)
  }
}

/**
 * gray-matter is handed the block between delimiters no text can hold (a skill with a NUL byte is refused before
 * this), so a line such as `---x` inside the block never closes it early.
 */
const DELIMITER = '\0\0\0'

const MATTER_OPTIONS = {
  language: 'yaml',
  delimiters: DELIMITER,
  engines: {
    js: refuseEngine('js'),
    javascript: refuseEngine('javascript'),
    coffee: refuseEngine('coffee'),
    coffeescript: refuseEngine('coffeescript'),
    cson: refuseEngine('cson'),
  },
} as unknown as Parameters<typeof matter>[1]

/** Why a block is not YAML: js-yaml's reason, and where (0-based line of the block, 0-based column). */
export interface YamlError {
  kind: 'syntax' | 'too-deep' | 'language'
  reason: string
  line: number
  column: number
}

export type YamlResult = { data: unknown, error?: undefined } | { data?: undefined, error: YamlError }

/** Parse the lines of a frontmatter block (the lines between the `---` delimiters). Never throws. */
export function parseYaml(lines: readonly string[]): YamlResult {
  try {
    return { data: matter(`${DELIMITER}\n${lines.join('\n')}\n${DELIMITER}\n`, MATTER_OPTIONS).data }
  }
  catch (err) {
    return { error: yamlError(err) }
  }
}

function yamlError(err: unknown): YamlError {
  if (err instanceof FrontmatterLanguageError) return { kind: 'language', reason: 'frontmatter language is not allowed', line: 0, column: 0 }
  if (err instanceof RangeError) return { kind: 'too-deep', reason: 'frontmatter is nested too deeply to read', line: 0, column: 0 }
  const e = err as { mark?: { line?: number, column?: number }, reason?: string, message?: string }
  // The YAML text starts with the newline after the opening delimiter: its line 1 is the block's line 0.
  const line = Math.max(0, (e.mark?.line ?? 1) - 1)
  return { kind: 'syntax', reason: e.reason ?? e.message ?? String(err), line, column: e.mark?.column ?? 0 }
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A JSON copy of a YAML value (strings, numbers, booleans, null, lists, mappings; a date as its ISO text), or
 * undefined when it holds more than MAX_NODES nodes (an alias bomb) or itself (an alias inside its own anchor: found
 * at once, by the values `open` on the way down, before a deep recursion).
 */
export function plainCopy(value: unknown, budget = { nodes: MAX_NODES }, open = new Set<object>()): unknown {
  if (--budget.nodes < 0) return undefined
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value !== 'object') return null
  if (open.has(value)) return undefined
  open.add(value)
  try {
    return Array.isArray(value) ? copyList(value, budget, open) : copyMapping(value as object, budget, open)
  }
  finally {
    open.delete(value)
  }
}

function copyList(value: readonly unknown[], budget: { nodes: number }, open: Set<object>): unknown[] | undefined {
  const out: unknown[] = []
  for (const v of value) {
    const c = plainCopy(v, budget, open)
    if (c === undefined) return undefined
    out.push(c)
  }
  return out
}

function copyMapping(value: object, budget: { nodes: number }, open: Set<object>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const c = plainCopy(v, budget, open)
    if (c === undefined) return undefined
    Object.defineProperty(out, k, { value: c, enumerable: true, writable: true, configurable: true })
  }
  return out
}

/** Two YAML values are equal, visiting at most MAX_NODES nodes (false beyond). */
export function sameData(a: unknown, b: unknown, budget = { nodes: MAX_NODES }): boolean {
  if (--budget.nodes < 0) return false
  if (a === b) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b)
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k, i) => k === kb[i] && sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], budget))
}
