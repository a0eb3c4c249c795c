/**
 * The file system as it is, looked up with calls that never throw: what discovery checks its sources with and what
 * link resolution finds targets with (a compile wraps it in its own cached view, see `diskOf` in compile.ts).
 */
import { closeSync, constants, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs'

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

/** Read-only, and never waiting for a FIFO's writer (a listed file swapped for one reads as empty). */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)
/** The buffer `readTransient` reads into, grown to the largest file read. */
let scratch = Buffer.allocUnsafe(64 * 1024)

/**
 * The bytes of `file`, read into one buffer that every call reuses: they are valid until the next call, so a caller
 * hashes or decodes them at once and keeps nothing else. `size`, what a stat just gave, sizes the read: a compile reads
 * thousands of files, and a new buffer and an fstat for each (`readFileSync`) were a tenth of its allocation. A file
 * that grew since is still read to its end. Throws what `openSync` and `readSync` throw.
 */
export function readTransient(file: string, size: number): Buffer {
  if (scratch.length <= size) scratch = Buffer.allocUnsafe(size + 1)
  const fd = openSync(file, READ_FLAGS)
  try {
    let n = 0
    for (;;) {
      if (n === scratch.length) scratch = Buffer.concat([scratch], scratch.length * 2)
      const want = scratch.length - n
      const got = readSync(fd, scratch, n, want, null)
      n += got
      // A short read of a regular file is its end: one read for a file whose size the stat gave.
      if (got === 0 || got < want) return scratch.subarray(0, n)
    }
  }
  finally {
    closeSync(fd)
  }
}
