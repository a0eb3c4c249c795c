/**
 * The well-known tree written to a folder a site serves at its root (Next.js's `public/`, `loadout build --publish`):
 * `<dir>/.well-known/agent-skills/` is built beside the old one, then swapped in, so a server never sees half of it.
 * The folder is this package's: what an earlier write left there (a skill since removed) goes.
 */
import { promises as fsp } from 'node:fs'
import { dirname, join } from 'node:path'
import { temporaryPath } from '../fs/disk'
import { WELL_KNOWN_DIR } from './format'
import type { TreeFile } from './publish'

/** Write `tree` (paths start with `.well-known/agent-skills/`) below `dir`; false when it was there already. */
export async function writeWellKnown(dir: string, tree: readonly TreeFile[]): Promise<boolean> {
  const target = join(dir, WELL_KNOWN_DIR)
  if (await holds(target, tree)) return false
  const tmp = temporaryPath(target)
  const old = `${tmp}.old`
  try {
    for (const f of tree) {
      const file = join(tmp, f.path.slice(WELL_KNOWN_DIR.length + 1))
      await fsp.mkdir(dirname(file), { recursive: true })
      await fsp.writeFile(file, f.bytes)
    }
    await fsp.mkdir(tmp, { recursive: true })
    await fsp.rename(target, old).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err
    })
    await fsp.rename(tmp, target)
    return true
  }
  finally {
    await Promise.all([tmp, old].map(p => fsp.rm(p, { recursive: true, force: true })))
  }
}

/** Whether `target` holds exactly `tree` (the same files, the same bytes). */
async function holds(target: string, tree: readonly TreeFile[]): Promise<boolean> {
  const entries = await fsp.readdir(target, { recursive: true, withFileTypes: true }).catch(() => undefined)
  if (!entries || entries.filter(e => !e.isDirectory()).length !== tree.length) return false
  for (const f of tree) {
    const bytes = await fsp.readFile(join(target, f.path.slice(WELL_KNOWN_DIR.length + 1))).catch(() => undefined)
    if (!bytes || !bytes.equals(f.bytes)) return false
  }
  return true
}
