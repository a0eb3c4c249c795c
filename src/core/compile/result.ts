/** What a compile returns (`compile` in compile.ts): the data, the diagnostics, and what codegen and watchers need. */
import type { LoadoutData } from '../../runtime/types'
import type { Diagnostic } from '../diagnostics'
import type { Skipped } from './entries'

/** What a compile produces: the data the virtual module holds, plus what codegen and watchers need. */
export interface CompileResult {
  data: LoadoutData
  /** Every problem found, errors and warnings, sorted by file and line. */
  diagnostics: Diagnostic[]
  /** `bodies[i]` is the markdown body of `data.entries[i]`. */
  bodies: string[]
  /** `frontmatters[i]` is the frontmatter of `data.entries[i]` as written (see `ParsedSkill.frontmatter`). */
  frontmatters: Array<Record<string, unknown>>
  /** `files[i]` is the absolute path of the file `data.entries[i]` was read from. */
  files: string[]
  /** Absolute folders of the sources that exist (to watch for added and removed skills). */
  sourceDirs: string[]
  /**
   * `resourceKeys[i][j]` names the lazy module of `data.entries[i].resources[j]` (a hash of the file's path from the
   * root; null only in results made by hand, for a file with no module). Shared files (a `../shared/x.md` linked by
   * two skills) share one key.
   */
  resourceKeys: Array<Array<string | null>>
  /** Resource key -> absolute file. */
  resourceFiles: Map<string, string>
  /** The keys of binary files (read as bytes, written as base64 chunks); the others are text. */
  binaryKeys: Set<string>
  /**
   * `chunkKeys[i]` names the lazy module of the body of `data.entries[i]`: its content hash, then, when it has
   * resources, a hash of their keys (the module `import()`s them, see codegen.ts). Equal bodies with equal resources
   * share one module.
   */
  chunkKeys: string[]
  /** Every skill file the sources hold (absolute), in precedence order: `found.length === files.length + skipped.length`. */
  found: string[]
  /** The found files that gave no entry, each with the first error that names it (a warning with `skipInvalid`). */
  skipped: Skipped[]
  /** Number of error diagnostics; a build with errors must not ship. */
  errorCount: number
}

/**
 * The absolute files `result.data.entries[i].resources` are read from, in order (a linked file's `_linked/` path is
 * not where it lies); an empty list for a result made by hand.
 */
export function resourceFilesOf(result: Pick<CompileResult, 'resourceKeys' | 'resourceFiles'>, i: number): Array<string | undefined> {
  return (result.resourceKeys[i] ?? []).map(key => (key === null ? undefined : result.resourceFiles.get(key)))
}
