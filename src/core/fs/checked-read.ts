/**
 * Reading a file again, checked on what was opened: no symbolic link on the way, a regular file (no FIFO, whose read
 * never ends, nor a device), inside its root, at most `maxBytes`. Serving reads what a compile listed this way
 * (listed-file.ts), and so does the cache of pulled skills (pull/store.ts): both read paths that something else may
 * have changed since they were checked. No import from the compile, so that the cache, which the compile uses, can
 * use it too.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, type Stats, statSync } from 'node:fs'
import { isAbsolute, relative, sep } from 'node:path'

/**
 * Open for reading, refusing a symbolic link as the last part of the path (`O_NOFOLLOW`, `ELOOP`), and without
 * waiting for a FIFO's writer (`O_NONBLOCK`). Windows has neither flag; there the checks after opening remain.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)
/** Paths compare without case where the file system usually ignores it. */
const FOLD_CASE = process.platform === 'win32' || process.platform === 'darwin'

/** Why a listed file was not read: the message names it relative to its root. */
export class ListedFileError extends Error {
  constructor(readonly code: 'missing' | 'symlink' | 'not-a-file' | 'outside-root' | 'too-large' | 'unreadable', message: string) {
    super(message)
    this.name = 'ListedFileError'
  }
}

/** The raw bytes of a listed file (what a published digest covers), after the checks of `readListedFile`. */
export function readListedBytes(file: string, root: string, maxBytes: number): Uint8Array {
  return readChecked(file, root, maxBytes).bytes
}

/**
 * `readListedBytes`, with the number of names the opened file has (`nlink`): a file with more than one is a hard
 * link, whose bytes may be a file outside the source (a key in `~/.ssh`) that no path check can see.
 */
export function readChecked(file: string, root: string, maxBytes: number): { bytes: Uint8Array, links: number } {
  const name = JSON.stringify(relative(root, file).split(sep).join('/'))
  let fd: number
  try {
    fd = openSync(file, OPEN_FLAGS)
  }
  catch (err) {
    throw openError(err as NodeJS.ErrnoException, name)
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new ListedFileError('not-a-file', `${name} is no longer a regular file (a pipe, device, socket or folder): not read`)
    checkInside(file, root, stat, name)
    return { bytes: readAtMost(fd, maxBytes, name), links: stat.nlink }
  }
  finally {
    closeSync(fd)
  }
}

function openError(err: NodeJS.ErrnoException, name: string): ListedFileError {
  if (err.code === 'ELOOP') return new ListedFileError('symlink', `${name} is now a symbolic link: not followed`)
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return new ListedFileError('missing', `${name} is missing on disk (removed since the skills were compiled?)`)
  return new ListedFileError('unreadable', `${name} cannot be read: ${err.code ?? err.message}`)
}

/**
 * The opened file is the one at `file`'s real path, and that path is `file` itself below the real root: so no folder
 * on the way is a symbolic link (the last part was opened with `O_NOFOLLOW`), and the file is inside the root. Checked
 * after opening, on the opened file's device and inode, so a swap between the check and the open cannot pass.
 */
function checkInside(file: string, root: string, opened: Stats, name: string): void {
  let real: string
  let realRoot: string
  let atReal: Stats
  try {
    real = realpathSync.native(file)
    realRoot = realpathSync.native(root)
    atReal = statSync(real)
  }
  catch {
    throw new ListedFileError('missing', `${name} moved while it was read: not read`)
  }
  const rel = relative(root, file)
  const expected = realRoot.endsWith(sep) ? `${realRoot}${rel}` : `${realRoot}${sep}${rel}`
  const same = FOLD_CASE ? real.toLowerCase() === expected.toLowerCase() : real === expected
  if (!same || !below(rel) || atReal.ino !== opened.ino || atReal.dev !== opened.dev)
    throw new ListedFileError('outside-root', `${name} leads outside its skill source (a folder on its way is now a symbolic link): not read`)
}

/** The file's bytes, or an error once they pass `max` (it may have grown since the compile measured it). */
function readAtMost(fd: number, max: number, name: string): Uint8Array {
  const chunks: Buffer[] = []
  let total = 0
  for (;;) {
    const chunk = Buffer.allocUnsafe(Math.min(65_536, max + 1 - total))
    const n = readSync(fd, chunk, 0, chunk.length, null)
    if (n === 0) break
    chunks.push(chunk.subarray(0, n))
    total += n
    if (total > max) throw new ListedFileError('too-large', `${name} now holds more than ${max} bytes, the limit it was listed under: not read`)
  }
  return Buffer.concat(chunks, total)
}

/** Whether a relative path (from `relative`) leads below its base: not the base, not up, not to another drive. */
const below = (rel: string) => rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)

/** The source folder a listed file is under: the deepest of the compile's sources that holds it. */
export function rootOf(file: string, sourceDirs: readonly string[]): string | undefined {
  let best: string | undefined
  for (const dir of sourceDirs) {
    if (below(relative(dir, file)) && (best === undefined || dir.length > best.length)) best = dir
  }
  return best
}
