/**
 * The file system as it is, looked up with calls that never throw: what discovery checks its sources with and what
 * link resolution finds targets with (a compile wraps it in its own cached view, see `diskOf` in compile.ts).
 */
import { realpathSync, type Stats, statSync } from 'node:fs'

export interface DiskLookup {
  /** `stat` of an absolute path (symlinks followed), or undefined when it cannot be read. */
  stat: (abs: string) => Stats | undefined
  /** The real path of an absolute path (symlinks resolved), or the path itself when it cannot be resolved. */
  realpath: (abs: string) => string
}

export const DISK: DiskLookup = {
  stat: (abs) => {
    try {
      return statSync(abs, { throwIfNoEntry: false })
    }
    catch {
      return undefined
    }
  },
  realpath: (abs) => {
    try {
      return realpathSync.native(abs)
    }
    catch {
      return abs
    }
  },
}
