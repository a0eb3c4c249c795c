/**
 * The local cache of pulled skills: every verified file once, by digest (`blobs/<hex>`), and for each URL source the
 * folders laid out from them (`sources/<hash of the index URL>/<hash of the pins>/<name>/<path>`), which the compile
 * reads like any skill folder. A file is trusted only while its bytes still hash to its digest.
 *
 * A folder of pins is laid out whole beside its place and renamed into it, then never changed: a build that compiles it
 * never sees it half-replaced by another build sharing the cache, whatever that build pins. Only a damaged one (a file
 * changed in it) is replaced. And it is laid out only from pins the source's index listed (checked by the network when
 * it is first laid out), so its existence vouches for its pins: a lockfile edited by hand pins a folder that is not
 * there. Every read of the cache is checked like a served file's (checked-read.ts): no symbolic link followed, no FIFO
 * or device read, a bounded read.
 */
import { promises as fsp } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { ListedFileError, readChecked } from '../../fs/checked-read'
import { temporaryPath, writeFileAtomic } from '../../fs/disk'
import { sha256Hex } from '../digest'
import { PULL_LIMITS } from '../../limits'
import { fileList, type Lockfile, type LockSkill } from './lockfile'
import { layoutDir, treeDir } from './options'

const hexOf = (digest: string) => digest.slice('sha256:'.length)
/** A file or folder a build is writing (`temporaryPath`): never pruned, it is another build's. */
const isTemporary = (name: string) => name.endsWith('.tmp')

/** What pruning removed: cached files (blobs) and their bytes. */
export interface Pruned {
  files: number
  bytes: number
}

export class Store {
  constructor(readonly cacheDir: string) {}

  private blobPath(digest: string): string {
    return join(this.cacheDir, 'blobs', hexOf(digest))
  }

  /**
   * The bytes of a cached file, when it is there and still hashes to `digest`. Anything else there (other bytes, a
   * symbolic link, a FIFO, a device, a folder, more than a file may hold) is removed and read as missing.
   */
  async readBlob(digest: string): Promise<Uint8Array | undefined> {
    const file = this.blobPath(digest)
    let bytes: Uint8Array
    try {
      bytes = readChecked(file, dirname(file), PULL_LIMITS.fileBytes).bytes
    }
    catch (err) {
      if (!(err instanceof ListedFileError)) throw err
      if (err.code !== 'missing') await fsp.rm(file, { recursive: true, force: true })
      return undefined
    }
    if (sha256Hex(bytes) === hexOf(digest)) return bytes
    await fsp.rm(file, { force: true })
    return undefined
  }

  /** Keep verified bytes under their digest (temporary file, then rename: no reader sees half a file). */
  async writeBlob(digest: string, bytes: Uint8Array): Promise<void> {
    const file = this.blobPath(digest)
    await fsp.mkdir(dirname(file), { recursive: true })
    await writeFileAtomic(file, bytes)
  }

  /** Whether `dir` is there: a folder of pins laid out once, from what its source's index listed. */
  async laidOut(dir: string): Promise<boolean> {
    return (await fsp.lstat(dir).catch(() => undefined))?.isDirectory() ?? false
  }

  /** Whether `dir` holds exactly the files `skills` pin (no other), each a regular file hashing to its digest. */
  async treeMatches(dir: string, skills: readonly LockSkill[]): Promise<boolean> {
    const want = new Map<string, string>(skills.flatMap(s => fileList(s).map(f => [`${s.name}/${f.path}`, f.digest] as const)))
    let entries
    try {
      entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true, encoding: 'utf8' })
    }
    catch {
      return false
    }
    let files = 0
    for (const e of entries) {
      if (e.isDirectory()) continue
      const rel = relative(dir, join(e.parentPath as string, e.name)).split(sep).join('/')
      const digest = want.get(rel)
      if (!e.isFile() || digest === undefined) return false
      files++
      if (readCheckedDigest(join(dir, rel), dir) !== hexOf(digest)) return false
    }
    return files === want.size
  }

  /**
   * Lay out `dir` from the cached files `skills` pin: built beside it, then renamed into place. Resolves to the files
   * not in the cache (nothing is laid out then), or to `[]` when `dir` is ready. File-system errors are thrown.
   */
  async layTree(dir: string, skills: readonly LockSkill[]): Promise<Array<{ skill: LockSkill, path: string, digest: string }>> {
    const missing: Array<{ skill: LockSkill, path: string, digest: string }> = []
    const tmp = temporaryPath(dir)
    try {
      for (const skill of skills) {
        for (const f of fileList(skill)) {
          const bytes = await this.readBlob(f.digest)
          if (!bytes) {
            missing.push({ skill, ...f })
            continue
          }
          if (missing.length) continue
          const file = join(tmp, skill.name, ...f.path.split('/'))
          await fsp.mkdir(dirname(file), { recursive: true })
          await fsp.writeFile(file, bytes)
        }
      }
      if (missing.length) return missing
      await fsp.mkdir(tmp, { recursive: true })
      await this.place(tmp, dir, skills)
      return []
    }
    finally {
      await fsp.rm(tmp, { recursive: true, force: true })
    }
  }

  /**
   * Rename `tmp` to `dir` (one rename: a reader sees no folder, or the whole one). When `dir` is there already, it was
   * laid out by another build (kept), or damaged: then it is moved aside first, and `tmp` takes its place.
   */
  private async place(tmp: string, dir: string, skills: readonly LockSkill[]): Promise<void> {
    await fsp.mkdir(dirname(dir), { recursive: true })
    if (await fsp.rename(tmp, dir).then(() => true, (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOTEMPTY' || err.code === 'EEXIST' || err.code === 'ENOTDIR' || err.code === 'EISDIR') return false
      throw err
    })) return
    if (await this.treeMatches(dir, skills)) return
    const aside = `${temporaryPath(dir)}.old`
    await fsp.rename(dir, aside)
    try {
      await fsp.rename(tmp, dir)
    }
    finally {
      await fsp.rm(aside, { recursive: true, force: true })
    }
  }

  /**
   * Remove from the cache what `lock` does not pin: the blobs no pinned file has, the folders of sources it does not
   * name, and the folders of pins a source no longer has (a folder being written, `*.tmp`, is left to its build).
   */
  async prune(lock: Lockfile): Promise<Pruned> {
    const pinned = new Set(lock.skills.flatMap(s => Object.values(s.files).map(hexOf)))
    const pruned: Pruned = { files: 0, bytes: 0 }
    const blobs = join(this.cacheDir, 'blobs')
    for (const name of await fsp.readdir(blobs).catch(() => [])) {
      if (pinned.has(name) || isTemporary(name)) continue
      const stat = await fsp.lstat(join(blobs, name)).catch(() => undefined)
      await fsp.rm(join(blobs, name), { recursive: true, force: true })
      pruned.files++
      pruned.bytes += stat?.isFile() ? stat.size : 0
    }
    const keep = new Map(lock.sources.map(s => [treeDir(this.cacheDir, s), layoutDir(this.cacheDir, s, lock.skills.filter(k => k.source === s))]))
    const sources = join(this.cacheDir, 'sources')
    for (const name of await fsp.readdir(sources).catch(() => [])) {
      const dir = join(sources, name)
      const laid = keep.get(dir)
      if (laid === undefined && !isTemporary(name)) await fsp.rm(dir, { recursive: true, force: true })
      if (laid === undefined) continue
      for (const version of await fsp.readdir(dir).catch(() => [])) {
        if (join(dir, version) !== laid && !isTemporary(version)) await fsp.rm(join(dir, version), { recursive: true, force: true })
      }
    }
    return pruned
  }
}

/** The hex SHA-256 of a file of a laid-out folder, read with the checks of a served file; undefined when it cannot be. */
function readCheckedDigest(file: string, root: string): string | undefined {
  try {
    return sha256Hex(readChecked(file, root, PULL_LIMITS.fileBytes).bytes)
  }
  catch (err) {
    if (err instanceof ListedFileError) return undefined
    throw err
  }
}
