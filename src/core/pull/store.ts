/**
 * The local cache of pulled skills: every verified file once, by digest (`blobs/<hex>`), and for each URL source a
 * folder laid out from them as the lockfile pins it (`sources/<hash of the index URL>/<name>/<path>`), which the
 * compile reads like any skill folder. A file is trusted only while its bytes still hash to its digest.
 */
import { randomBytes } from 'node:crypto'
import { promises as fsp } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { sha256Hex } from '../publish/digest'
import { fileList, type LockSkill } from './lockfile'

const hexOf = (digest: string) => digest.slice('sha256:'.length)
const tmpName = (path: string) => `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`

export class Store {
  constructor(readonly cacheDir: string) {}

  private blobPath(digest: string): string {
    return join(this.cacheDir, 'blobs', hexOf(digest))
  }

  /** The bytes of a cached file, when it is there and still hashes to `digest` (a corrupt one is deleted). */
  async readBlob(digest: string): Promise<Uint8Array | undefined> {
    const file = this.blobPath(digest)
    const bytes = await fsp.readFile(file).catch(() => undefined)
    if (bytes === undefined) return undefined
    if (sha256Hex(bytes) === hexOf(digest)) return bytes
    await fsp.rm(file, { force: true })
    return undefined
  }

  /** Keep verified bytes under their digest (temporary file, then rename: no reader sees half a file). */
  async writeBlob(digest: string, bytes: Uint8Array): Promise<void> {
    const file = this.blobPath(digest)
    await fsp.mkdir(dirname(file), { recursive: true })
    const tmp = tmpName(file)
    await fsp.writeFile(tmp, bytes)
    await fsp.rename(tmp, file)
  }

  /** Whether `dir` holds exactly the files `skills` pin (no other), each hashing to its digest. */
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
      if (sha256Hex(await fsp.readFile(join(dir, rel))) !== hexOf(digest)) return false
    }
    return files === want.size
  }

  /**
   * Lay out `dir` from the cached files `skills` pin: built beside it, then swapped in. Resolves to the files not in
   * the cache (nothing is laid out then), or to `[]` when `dir` is ready.
   */
  async layTree(dir: string, skills: readonly LockSkill[]): Promise<Array<{ skill: LockSkill, path: string, digest: string }>> {
    const missing: Array<{ skill: LockSkill, path: string, digest: string }> = []
    const tmp = tmpName(dir)
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
      await this.swap(tmp, dir, skills)
      return []
    }
    finally {
      await fsp.rm(tmp, { recursive: true, force: true })
    }
  }

  /** Put `tmp` in place of `dir`; another process that laid the same tree first wins. */
  private async swap(tmp: string, dir: string, skills: readonly LockSkill[]): Promise<void> {
    await fsp.mkdir(dirname(dir), { recursive: true })
    for (let attempt = 0; ; attempt++) {
      await fsp.rm(dir, { recursive: true, force: true })
      try {
        await fsp.rename(tmp, dir)
        return
      }
      catch (err) {
        if (attempt > 2 || await this.treeMatches(dir, skills)) {
          if (attempt > 2) throw err
          return
        }
      }
    }
  }

  /** Drop a source's folder (its blobs stay): what a source that failed to pull must not leave to the compile. */
  async removeTree(dir: string): Promise<void> {
    await fsp.rm(dir, { recursive: true, force: true })
  }
}
