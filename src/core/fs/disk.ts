/**
 * The file system as it is, looked up with calls that never throw: what discovery checks its sources with and what
 * link resolution finds targets with (a compile wraps it in its own cached view, see `diskOf` in compile.ts); the one
 * reused read buffer of a compile; and the one atomic write of everything this package writes to disk.
 */
import { randomBytes } from 'node:crypto'
import { closeSync, constants, promises as fsp, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs'

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

/**
 * A name beside `path` for what is written before it takes `path`'s place: unique to this process and call, and ending
 * in `.tmp`, so a cleaner that sees it knows another writer holds it (the pull cache leaves such names alone).
 */
export function temporaryPath(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
}

/** How `writeFileAtomic` writes. */
export interface AtomicWriteOptions {
  /** Leave the file alone (and resolve to false) when it already holds these bytes: its mtime stays, no watcher fires. */
  skipUnchanged?: boolean
}

/**
 * Write `content` to `file` so that no reader ever sees half of it: a temporary file beside it (`temporaryPath`),
 * then one rename over it. Resolves to whether the file was written. The temporary file is removed when the write
 * or the rename fails, and the error is thrown. The folder must exist.
 */
export async function writeFileAtomic(file: string, content: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<boolean> {
  if (options.skipUnchanged && await holds(file, content)) return false
  const tmp = temporaryPath(file)
  try {
    await fsp.writeFile(tmp, content)
    await fsp.rename(tmp, file)
  }
  catch (err) {
    await fsp.rm(tmp, { force: true })
    throw err
  }
  return true
}

/** Whether `file` holds exactly `content` (false when it cannot be read). */
async function holds(file: string, content: string | Uint8Array): Promise<boolean> {
  const old = await fsp.readFile(file).catch(() => undefined)
  return old !== undefined && old.equals(typeof content === 'string' ? Buffer.from(content) : content)
}
