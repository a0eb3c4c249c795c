/**
 * Parsing one skill file, as a pipeline of small steps (each in src/core/frontmatter/, each tested on its own):
 * find the frontmatter -> parse its YAML, with recovery -> normalise the fields -> validate them against the spec.
 */
import { diag, type Diagnostic, type Level } from '../diagnostics'
import { type FileLines, findFrontmatter, lineCount } from './frontmatter/block'
import { keyOf } from './frontmatter/entries'
import { type Problem, readFields, type SkillFields } from './frontmatter/fields'
import { type ReadBlock, readBlock } from './frontmatter/read'
import type { Repair } from './frontmatter/recover'
import { validateSpec } from './frontmatter/validate'
import { isMapping, plainCopy } from './frontmatter/yaml'
import { MAX_NODES } from '../limits'

/** Frontmatter fields normalised into one shape, whatever the dialect (Agent Skills, ai-loadout, Maka, Claude Code). */
export interface ParsedSkill extends SkillFields {
  /** The markdown body (frontmatter removed, line endings normalised to `\n`). */
  body: string
  /** 1-based line of the file where the body starts. */
  bodyLine: number
  /** Lines in the body, as `body.split('\n').length` counts them (1 for an empty body). */
  bodyLines: number
  /**
   * The frontmatter as its author wrote it, every key (`metadata` and keys no spec knows included), as JSON: dates
   * become strings, and what JSON cannot hold goes. A frontmatter recovered from invalid YAML is the reading the
   * compile took (its `yaml-recovered` warning says which).
   */
  frontmatter: Record<string, unknown>
}

export interface ParseResult {
  skill?: ParsedSkill
  diagnostics: Diagnostic[]
}

export interface ParseContext {
  file: string
  /** The folder name (or rule file name) the skill's name should equal. */
  folderName: string
  format: 'skill' | 'ai-loadout'
  strict: boolean
}

/**
 * Parse one skill file. Never throws on bad input: every problem becomes a diagnostic with its line.
 * Returns no `skill` when an error makes the file unusable.
 */
export function parseSkill(source: string, ctx: ParseContext): ParseResult {
  const found = findFrontmatter(source)
  if (!('file' in found)) return { diagnostics: [diag('error', found.code, found.message, ctx.file)] }
  const block = readBlock(found.file, found.close, ctx.file)
  if ('error' in block) return { diagnostics: [block.error] }
  return toResult(found.file, block, ctx)
}

/** Normalise and validate the block's data into the parse result. */
function toResult(file: FileLines, block: ReadBlock, ctx: ParseContext): ParseResult {
  const lineOf = keyLines(file.lines.slice(1, block.close))
  const elementOf = elementFinder(file.lines, lineOf)
  const data = block.data ?? {}
  if (!isMapping(data)) return { diagnostics: [diag('error', 'frontmatter-shape', 'frontmatter must be a YAML mapping of keys to values', ctx.file, 2)] }
  const body = file.from(block.bodyStart)
  const bodyLine = block.bodyStart + 1
  const bodyLines = lineCount(body)
  const { fields, problems } = readFields(data, ctx.format)
  const all = [...block.problems, ...block.repairs.map(recoveredProblem), ...problems]
  if (ctx.format === 'skill') all.push(...validateSpec(data, fields, { folderName: ctx.folderName, bodyLines, bodyLine }))
  const diagnostics = toDiagnostics(all, ctx, lineOf, elementOf)
  if (diagnostics.some(d => d.level === 'error')) return { diagnostics }
  const { frontmatter, dropped } = verbatim(data)
  for (const key of dropped) {
    diagnostics.push(diag('warning', 'frontmatter-not-kept', `frontmatter key \`${key}\` holds more than ${MAX_NODES} values (a YAML alias bomb, or an alias of itself): left out of the frontmatter kept as written`, ctx.file, lineOf(key)))
  }
  return { diagnostics, skill: { ...fields, body, bodyLine, bodyLines, frontmatter } }
}

/**
 * The frontmatter as JSON (`plainCopy`: a date as its ISO text), every key as written; a key whose value holds more
 * than MAX_NODES values in all is dropped (`dropped`), never expanded.
 */
function verbatim(data: Record<string, unknown>): { frontmatter: Record<string, unknown>, dropped: string[] } {
  const budget = { nodes: MAX_NODES }
  const frontmatter: Record<string, unknown> = {}
  const dropped: string[] = []
  for (const [key, value] of Object.entries(data)) {
    const copy = plainCopy(value, budget)
    if (copy === undefined) dropped.push(key)
    else Object.defineProperty(frontmatter, key, { value: copy, enumerable: true, writable: true, configurable: true })
  }
  return { frontmatter, dropped }
}

/** The 1-based line of each top-level key of the block (its first occurrence); 1 for a key not found. */
export function keyLines(blockLines: readonly string[]): (key: string) => number {
  const lines = new Map<string, number>()
  blockLines.forEach((l, i) => {
    const k = keyOf(l)
    if (k && !lines.has(k.key)) lines.set(k.key, i + 2)
  })
  return key => lines.get(key) ?? 1
}

/**
 * Where element `index` of the list under a key is: in a flow list on the key's line (`tags: [null, answers]`), the
 * column of its item; in a block list, the line of its `- ` item. Undefined when the list is written otherwise.
 */
export function elementFinder(lines: readonly string[], lineOf: (key: string) => number): (key: string, index: number) => [number, number] | undefined {
  return (key, index) => {
    const line = lineOf(key)
    const text = lines[line - 1] ?? ''
    const open = text.indexOf('[', text.indexOf(':') + 1)
    if (open !== -1) return flowItemColumn(text, open, index).map(column => [line, column] as [number, number])[0]
    // A block list: the `- ` lines right after the key.
    for (let l = line, seen = 0; l < lines.length && /^\s*-(\s|$)/.test(lines[l]!); l++, seen++) {
      if (seen === index) return [l + 1, lines[l]!.indexOf('-') + 1]
    }
    return undefined
  }
}

/** The 1-based column of item `index` of the flow list opened at `open` (an empty item: its comma); none when absent. */
function flowItemColumn(text: string, open: number, index: number): number[] {
  let item = 0
  let quote = ''
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!
    if (quote) {
      if (c === quote) quote = ''
      continue
    }
    if (c === ']') break
    if (item === index && c !== ' ' && c !== '\t') return [i + 1]
    if (c === ',') item++
    else if (c === '"' || c === "'") quote = c
  }
  return []
}

/** A repair as a `yaml-recovered` problem: what was wrong, and the change that makes the file valid. */
export function recoveredProblem(r: Repair): Problem {
  const shown = r.after.map(l => l.trim()).join(' ⏎ ')
  const change = shown.length > 200 ? `${shown.slice(0, 200)}…` : shown
  const message = `frontmatter is not valid YAML: the value of \`${r.key}\` ${r.problem}; read it as fixed, ${r.action}: ${change} (npx unplugin-loadout check --fix does it)`
  return { kind: 'spec', code: 'yaml-recovered', message, line: r.line + 2, column: r.column + 1 }
}

/** Problems as diagnostics: `strict` makes spec rules and extension keys errors; without it extension keys are silent. */
export function toDiagnostics(
  problems: readonly Problem[],
  ctx: ParseContext,
  lineOf: (key: string) => number,
  elementOf: (key: string, index: number) => [number, number] | undefined = () => undefined,
): Diagnostic[] {
  const out: Diagnostic[] = []
  for (const p of problems) {
    const level = levelOf(p.kind, ctx.strict)
    if (!level) continue
    const at = p.key !== undefined && p.element !== undefined ? elementOf(p.key, p.element) : undefined
    const [line, column] = at ?? where(p, lineOf)
    out.push(diag(level, p.code, p.message, ctx.file, line, column))
  }
  return out
}

function levelOf(kind: Problem['kind'], strict: boolean): Level | undefined {
  if (kind === 'error') return 'error'
  if (kind === 'advice') return 'warning'
  if (kind === 'spec') return strict ? 'error' : 'warning'
  return strict ? 'error' : undefined
}

function where(p: Problem, lineOf: (key: string) => number): [number, number] {
  return [p.line ?? (p.key === undefined ? 1 : lineOf(p.key)), p.column ?? 1]
}

export type { Level }
