/** What every skill of a fixture should load, read from the folders themselves: the bar a built loadout is held to. */
import { readFileSync } from 'node:fs'
import { compile } from '../../src/core/compile/compile'
import type { SourceOption } from '../../src/core/options'

export type Loaded = Record<string, { body: string, resources: Record<string, string> }>

/** Every active skill's body and text resources, as the folders hold them. */
export async function expectedBodies(root: string, skills: Array<string | SourceOption>): Promise<Loaded> {
  const r = await compile({ root, skills })
  const want: Loaded = {}
  r.data.entries.forEach((e, i) => {
    if (e.shadowedBy !== undefined) return
    const resources: Record<string, string> = {}
    e.resources.forEach((res, j) => {
      const key = r.resourceKeys[i]![j]
      if (key && res.kind === 'text') resources[res.path] = readFileSync(r.resourceFiles.get(key)!, 'utf8')
    })
    want[e.id] = { body: r.bodies[i]!, resources }
  })
  return want
}
