/** Step 7 of a compile, modules: a body's chunk is keyed by its content, a file's by its path from the root. */
import { type CompileCache, hashOf } from './cache'
import type { Compiled } from './entries'
import type { CompileResult } from './result'

/** Step 7, modules: the keys of the lazy modules of bodies and files (see `CompileResult`). */
export function lazyModules(c: Compiled, cache: CompileCache, root: string): Pick<CompileResult, 'resourceKeys' | 'resourceFiles' | 'binaryKeys' | 'chunkKeys'> {
  // Every file: one lazy module each, keyed by the file's path from the root (stable across machines).
  const resourceFiles = new Map<string, string>()
  const binaryKeys = new Set<string>()
  const resourceKeys = c.entries.map((e, i) => e.resources.map((r, j) => {
    const abs = c.resourceFiles[i]![j]!
    const key = cache.resourceKey(root, abs)
    resourceFiles.set(key, abs)
    if (r.kind === 'binary') binaryKeys.add(key)
    return key
  }))
  const chunkKeys = c.entries.map((e, i) => {
    // The module lists the files (sizes and kinds too) and serves file j by its place in the list.
    const keys = resourceKeys[i]!
    return keys.length ? `${e.hash}-${hashOf(`${keys.join(',')}\n${JSON.stringify(e.resources)}`).slice(0, 8)}` : e.hash
  })
  return { resourceKeys, resourceFiles, binaryKeys, chunkKeys }
}
