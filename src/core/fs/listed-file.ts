/**
 * Reading a file a compile listed, again, when it is served: by `loadFromDisk` (`loadout mcp`) at request time, by the
 * plugin's resource and pack modules, by `loadout build` and the SQL export. The walk that listed it never followed a
 * symbolic link and kept only regular files inside the source root; between that walk and this read the file may have
 * been swapped for a link to `/etc/shadow`, a FIFO (whose read never ends) or a device. So each read checks again, on
 * what it opened: no symbolic link on the way, a regular file, inside the root, at most `maxBytes`.
 */
import { ListedFileError, readListedBytes, rootOf } from './checked-read'
import { MAX_SKILL_RESOURCE_BYTES, MAX_TEXT_RESOURCE } from '../limits'

export { ListedFileError, readChecked, readListedBytes, rootOf } from './checked-read'

/**
 * The text (UTF-8, a BOM dropped, bytes that are not UTF-8 replaced) of `file`, listed by a compile under the source
 * folder `root`, after checking again what the walk checked: throws a `ListedFileError` saying why when the file, or a
 * folder on its way, is now a symbolic link, when it is no regular file (a FIFO, a device, a socket, a folder), when it
 * lies outside `root`, or when it holds more than `maxBytes` bytes.
 */
export function readListedFile(file: string, root: string, maxBytes = MAX_TEXT_RESOURCE): string {
  return new TextDecoder('utf-8').decode(readListedBytes(file, root, maxBytes))
}

/** What a compile says of its resource modules: each one's file, and which are binary. */
export interface ListedFiles {
  resourceFiles: ReadonlyMap<string, string>
  binaryKeys: ReadonlySet<string>
  sourceDirs: readonly string[]
}

/** The file of the resource module `key` of a compile and the source folder it is under, or an error saying why not. */
function listedFile(result: ListedFiles, key: string): { file: string, root: string } {
  const file = result.resourceFiles.get(key)
  if (file === undefined) throw new ListedFileError('missing', `no listed file with key ${key}`)
  const root = rootOf(file, result.sourceDirs)
  if (root === undefined) throw new ListedFileError('outside-root', `${JSON.stringify(file)} is under none of the skill sources: not read`)
  return { file, root }
}

/**
 * The content of the resource module `key` of a compile, read with the checks of `readListedFile`: a binary file's
 * bytes (at most MAX_SKILL_RESOURCE_BYTES), a text file's text with its byte order mark kept (the runtime's
 * `readResource` drops it, so `readResourceBytes` gives the bytes on disk). A text file changed since the compile into
 * bytes that are not UTF-8 has them replaced.
 */
export function listedContent(result: ListedFiles, key: string): string | Uint8Array {
  const { file, root } = listedFile(result, key)
  if (result.binaryKeys.has(key)) return readListedBytes(file, root, MAX_SKILL_RESOURCE_BYTES)
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(readListedBytes(file, root, MAX_TEXT_RESOURCE))
}
