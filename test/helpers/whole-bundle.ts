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

export function wholeBundle(r: CompileResult): Loadout {
  const frontmatter = (i: number) => JSON.parse(JSON.stringify(matter(readFileSync(r.files[i]!, 'utf8')).data))
  const bodies = r.bodies.map((body, i) => () => Promise.resolve({ default: body, frontmatter: frontmatter(i) }))
  const file = (i: number, j: number) => join(dirname(r.files[i]!), r.data.entries[i]!.resources[j]!.path)
  return createLoadout(r.data, bodies, { resources: (i, j) => () => Promise.resolve(new Uint8Array(readFileSync(file(i, j)))) })
}
