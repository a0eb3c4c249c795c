import type { ResourceEntry, SkillEntry } from './types'

/**
 * Most characters of a path `readResource` takes: a longer one is refused at once, before it is compared with
 * anything (no file a build lists has such a path: file systems cap a path at 4,096 bytes).
 */
export const MAX_RESOURCE_PATH_CHARS = 4096

/** Most files an error about an unknown path names (a skill may list 500). */
const MAX_NAMED_FILES = 50

/** A path as `readResource` also accepts it: its leading `./` dropped and its `#fragment` cut off. One pass. */
export function plainResourcePath(path: string): string {
  let from = 0
  while (path.charCodeAt(from) === 46 && path.charCodeAt(from + 1) === 47) from += 2 // ./
  const hash = path.indexOf('#', from)
  return path.slice(from, hash === -1 ? path.length : hash)
}

/**
 * Where `path` is among the listed resources of `e` (`resources`, its listing: `e.resources` but in a bundle): the bundle's and the database's `readResource` and
 * `readResourceBytes` whitelist. The path must equal one the build listed (a leading `./` or a `#fragment` is
 * tolerated), or be the link a skill's SKILL.md wrote to a file outside its folder (`../shared/x.md`, listed as
 * `_linked/shared/x.md`: see `linkedPath`). Nothing is decoded, and whatever a path names is looked up among the
 * listed ones, so `../`, absolute paths and `%2e%2e` can never reach another file. Throws, saying why, for anything
 * else and for a path over MAX_RESOURCE_PATH_CHARS.
 */
export function resourceIndex(e: SkillEntry, path: string, resources: readonly ResourceEntry[] = e.resources ?? []): number {
  if (typeof path !== 'string') throw new TypeError(`readResource: the path must be a string, got ${typeof path}`)
  if (path.length > MAX_RESOURCE_PATH_CHARS)
    throw new Error(`readResource: the path is ${path.length} characters long, over the ${MAX_RESOURCE_PATH_CHARS}-character limit: no file of skill "${e.id}" has such a path.`)
  let j = resources.findIndex(r => r.path === path)
  if (j === -1) {
    const plain = plainResourcePath(path)
    if (plain !== path) j = resources.findIndex(r => r.path === plain)
    const linked = j === -1 ? linkedPath(e, plain) : undefined
    if (linked !== undefined) j = resources.findIndex(r => r.path === linked)
  }
  if (j === -1) {
    const listed = resources.slice(0, MAX_NAMED_FILES).map(r => r.path).join(', ')
    const more = resources.length > MAX_NAMED_FILES ? ` and ${resources.length - MAX_NAMED_FILES} more` : ''
    throw new Error(`readResource: ${JSON.stringify(path)} is not a resource of skill "${e.id}"; only the files the build listed can be read (${
      listed ? `${listed}${more}` : 'this skill has none'}).`)
  }
  return j
}

/** Where a build lists the files a skill links to outside its folder (see docs/skills.md). */
export const LINKED_PREFIX = '_linked/'

/**
 * The path a build lists a link of `e`'s SKILL.md to a file outside the skill's folder under: `../shared/x.md` of the
 * skill in `team/pdf/` is `_linked/team/shared/x.md` (its path from the source root, under LINKED_PREFIX). Undefined
 * for a path that does not start with `../`, or that leads above the source root.
 */
export function linkedPath(e: Pick<SkillEntry, 'path'>, path: string): string | undefined {
  if (!path.startsWith('../')) return undefined
  const slash = e.path.lastIndexOf('/')
  const parts = slash === -1 ? [] : e.path.slice(0, slash).split('/')
  for (const segment of path.split('/')) {
    if (segment === '..') {
      if (parts.pop() === undefined) return undefined
    }
    else if (segment !== '.' && segment !== '') {
      parts.push(segment)
    }
  }
  return `${LINKED_PREFIX}${parts.join('/')}`
}

/** `readResource` reads text: a binary file rejects, pointing to `readResourceBytes`. */
export function textOnly(e: SkillEntry, r: ResourceEntry): void {
  if (r.kind !== 'text')
    throw new Error(`readResource: "${r.path}" of skill "${e.id}" is a binary file (${r.type}, ${r.size} bytes): read it with readResourceBytes.`)
}
