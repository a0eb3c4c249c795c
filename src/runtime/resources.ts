import type { SkillEntry } from './types'

/**
 * Where `path` is among the listed resources of `e`: the bundle's and the database's `readResource` whitelist. The
 * path must equal one the build listed (a leading `./` or a `#fragment` is tolerated); nothing is decoded, joined or
 * normalised, so `../`, absolute paths and `%2e%2e` can never reach another file. Throws, saying why, for anything
 * else and for binaries.
 */
export function resourceIndex(e: SkillEntry, path: string): number {
  if (typeof path !== 'string') throw new TypeError(`readResource: the path must be a string, got ${typeof path}`)
  const resources = e.resources ?? []
  let j = resources.findIndex(r => r.path === path)
  if (j === -1) {
    const plain = path.replace(/^(?:\.\/)+/, '').replace(/#.*$/, '')
    if (plain !== path) j = resources.findIndex(r => r.path === plain)
  }
  if (j === -1) {
    const readable = resources.filter(r => r.kind === 'text').map(r => r.path)
    throw new Error(`readResource: ${JSON.stringify(path)} is not a resource of skill "${e.id}"; only the files the build listed can be read (${
      readable.length ? readable.join(', ') : 'this skill has none'}).`)
  }
  const r = resources[j]!
  if (r.kind !== 'text')
    throw new Error(`readResource: "${r.path}" of skill "${e.id}" is a binary file (${r.type}, ${r.size} bytes): it is listed, not readable.`)
  return j
}
