/** Reading a found frontmatter block as YAML, with recovery, and a block never closed as far as it looks like YAML. */
import { diag, type Diagnostic } from '../../diagnostics'
import { type FileLines, yamlShapedEnd } from './block'
import type { Problem } from './fields'
import { recoverYaml, type Repair } from './recover'
import { isMapping, type YamlError } from './yaml'

/** The frontmatter block read as YAML: its data, where the body starts, and the repairs recovery made. */
export interface ReadBlock {
  data: unknown
  /** 0-based line of the block's end (its closing `---`, or the first line past an unclosed block). */
  close: number
  /** 0-based line the body starts on. */
  bodyStart: number
  repairs: Repair[]
  problems: Problem[]
}

/** Parse the block, with recovery; a block never closed is read up to the first line that cannot be YAML. */
export function readBlock(file: FileLines, close: number, path: string): ReadBlock | { error: Diagnostic } {
  const closed = close === -1 ? undefined : recoverYaml(file.lines.slice(1, close))
  if (closed && !closed.error) return { data: closed.data, close, bodyStart: close + 1, repairs: closed.repairs, problems: [] }
  const last = close === -1 ? file.lines.length : close
  const end = yamlShapedEnd(file.lines, last)
  const shaped = end < last || close === -1 ? recoverYaml(file.lines.slice(1, end)) : undefined
  if (shaped && !shaped.error && isMapping(shaped.data)) {
    const message = `frontmatter block is never closed: read lines 2-${end} as frontmatter; add a line \`---\` after the last key`
    return { data: shaped.data, close: end, bodyStart: end, repairs: shaped.repairs, problems: [{ kind: 'spec', code: 'frontmatter-unclosed', message }] }
  }
  if (closed?.error) return { error: yamlDiagnostic(closed.error, path) }
  return { error: diag('error', 'frontmatter-unclosed', 'frontmatter block is never closed: add a line `---` after the last key', path) }
}

/** A YAML error as a diagnostic, on the file's line (block line 0 is line 2). */
function yamlDiagnostic(e: YamlError, file: string): Diagnostic {
  if (e.kind === 'language') return diag('error', 'frontmatter-language', 'frontmatter language is not allowed: only YAML is read', file)
  if (e.kind === 'too-deep') return diag('error', 'yaml-too-deep', e.reason, file)
  return diag('error', 'yaml-syntax', `frontmatter is not valid YAML: ${e.reason}`, file, e.line + 2, e.column + 1)
}
