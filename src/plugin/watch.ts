/**
 * The one source watcher of the package, for what no bundler watches: `next dev` under Turbopack (the Next.js helper
 * re-emits `.loadout/`) and `loadout mcp --watch` (the server re-compiles). One non-recursive `fs.watch` per folder a
 * compile's walk enters (the compiler's own folder rules: no `node_modules/`, no build output without a skill), listed
 * again after each change so added folders are watched too. Not a recursive `fs.watch`: on Linux, Node 20's keeps a
 * process alive even when unref'd, which would hang Next's short-lived helper processes.
 */
import { type FSWatcher, statSync, watch } from 'node:fs'
import { join } from 'node:path'
import { walk, type WalkLimits } from '../core/compile/discover'

/** What to do when sources change, and how. */
export interface WatchSourcesOptions {
  /** Called at once for each path a watcher reports: a file or folder (the watched folder when no name comes). */
  onEvent?: (path: string) => void
  /**
   * Called once the changes settled (`debounceMs` after the last event), after the watched folders were listed again.
   * Calls never overlap: one that comes while the last still runs waits for it. Its errors go to `onError`.
   */
  onSettled: () => void | Promise<void>
  /** @default 100 */
  debounceMs?: number
  /** Let the process exit while watching (a Next.js helper process must): watchers and timer unref'd. @default false */
  unref?: boolean
  /** The bounds of the walk that lists the folders (the `maxDepth` and `maxFolders` options). */
  limits?: WalkLimits
  /** A source folder that cannot be watched, or an `onSettled` that failed. Silent by default. */
  onError?: (err: Error, dir?: string) => void
}

/** A running watcher (every folder found at the start is watched when `watchSources` returns). */
export interface SourceWatcher {
  /** Stop watching (a pending change is dropped). */
  close: () => void
}

/**
 * The folders below `dir` (itself included) that can hold skill files: those a compile's walk enters. A path that is
 * not a folder (a missing source) is returned alone, so its creation can still be noticed where the platform allows.
 */
export function foldersUnder(dir: string, limits?: WalkLimits): string[] {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [dir]
  try {
    return [dir, ...[...walk(dir, undefined, limits).kinds].filter(([, kind]) => kind === 'dir').map(([rel]) => join(dir, rel))]
  }
  catch {
    return [dir]
  }
}

/** Watch the skill source folders `dirs` (absolute) and everything a compile would read below them. */
export function watchSources(dirs: readonly string[], options: WatchSourcesOptions): SourceWatcher {
  const open = new Map<string, FSWatcher>()
  let timer: NodeJS.Timeout | undefined
  let closed = false
  let queue = Promise.resolve()
  const fail = (err: unknown, dir?: string) => options.onError?.(err instanceof Error ? err : new Error(String(err)), dir)

  const rescan = () => {
    const now = new Set(dirs.flatMap(d => foldersUnder(d, options.limits)))
    for (const [dir, w] of open) {
      if (now.has(dir)) continue
      w.close()
      open.delete(dir)
    }
    for (const dir of now) if (!open.has(dir)) watchFolder(dir)
  }
  const watchFolder = (dir: string) => {
    try {
      const w = watch(dir, (_event, name) => changed(name ? join(dir, String(name)) : dir))
      w.on('error', () => {})
      if (options.unref) w.unref()
      open.set(dir, w)
    }
    catch (err) {
      if (dirs.includes(dir)) fail(err, dir)
    }
  }
  const changed = (path: string) => {
    if (closed) return
    options.onEvent?.(path)
    clearTimeout(timer)
    timer = setTimeout(settle, options.debounceMs ?? 100)
    if (options.unref) timer.unref()
  }
  const settle = () => {
    queue = queue.then(async () => {
      if (closed) return
      rescan()
      await options.onSettled()
    }).catch(err => fail(err))
  }

  rescan()
  return {
    close: () => {
      closed = true
      clearTimeout(timer)
      for (const w of open.values()) w.close()
      open.clear()
    },
  }
}
