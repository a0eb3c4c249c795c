import { isAbsolute, relative, sep } from 'node:path'

/**
 * Is `path` the folder `dir` itself or somewhere under it? Both are compared as given (resolve symbolic links first
 * where that matters). A sibling named `..x` is inside; `..` and `../x` are not, nor another drive on Windows. The one
 * rule for every "may this path be read or served" check: links, the scripts a skill may run, the watcher's events.
 */
export function isWithin(path: string, dir: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/** A platform path with `/` separators (what diagnostics, ids and chunk names use on every system). */
export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/')
}
