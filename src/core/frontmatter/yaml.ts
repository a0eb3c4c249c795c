/**
 * Reading a frontmatter block as YAML: gray-matter's YAML engine (js-yaml's safe schema), with every engine that could
 * run code replaced by a refusal. Nothing in a skill is ever evaluated.
 */
import matter from 'gray-matter'

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

export type YamlResult = { data: unknown; error?: undefined } | { data?: undefined; error: YamlError }

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
  const e = err as { mark?: { line?: number; column?: number }; reason?: string; message?: string }
  // The YAML text starts with the newline after the opening delimiter: its line 1 is the block's line 0.
  const line = Math.max(0, (e.mark?.line ?? 1) - 1)
  return { kind: 'syntax', reason: e.reason ?? e.message ?? String(err), line, column: e.mark?.column ?? 0 }
}

export function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
