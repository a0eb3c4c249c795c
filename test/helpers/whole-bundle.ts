/**
 * The bundle of a compile with what the runtime API carries for a whole skill folder (issue 41): each body's
 * frontmatter as written (as JSON) through `load(id).frontmatter`, and each listed file's bytes, text or binary, read
 * from disk, through `readResource` and `readResourceBytes`.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import matter from 'gray-matter'
import type { CompileResult } from '../../src/core/compile/compile'
import { createLoadout, type Loadout } from '../../src/runtime'

export function wholeBundle(r: CompileResult, { lazy = false }: { lazy?: boolean } = {}): Loadout {
  const frontmatter = (i: number) => JSON.parse(JSON.stringify(matter(readFileSync(r.files[i]!, 'utf8')).data))
  const files = (i: number) => (lazy ? { files: r.data.entries[i]!.resources } : {})
  const bodies = r.bodies.map((body, i) => () => Promise.resolve({ default: body, frontmatter: frontmatter(i), ...files(i) }))
  const file = (i: number, j: number) => join(dirname(r.files[i]!), r.data.entries[i]!.resources[j]!.path)
  // A bundle's data lists no files in its entries (`lazyFiles`): each skill's chunk exports them with its body.
  const data = lazy ? { ...r.data, lazyFiles: true as const, entries: r.data.entries.map(e => ({ ...e, resources: [] })) } : r.data
  return createLoadout(data, bodies, { resources: (i, j) => () => Promise.resolve(new Uint8Array(readFileSync(file(i, j)))) })
}
