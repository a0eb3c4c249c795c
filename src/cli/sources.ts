/** Where a command's skills come from when no `--skills` is given, and the check of those that are. */
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { SourceOption } from '../core/options'
import { isUrlSource } from '../core/wellknown/pull/url'
import type { Io } from './io'

/** The folders skills are looked for in when no `--skills` is given, in precedence order. */
export const CONVENTIONAL_FOLDERS = ['skills', '.agents/skills', '.claude/skills']

/**
 * The `--skills` folders, or the conventional ones that exist under the working folder (saying which); undefined,
 * after one line saying why, when a given folder does not exist or no conventional one does (a usage error).
 */
export function skillSources(given: string[] | undefined, io: Io, cwd = process.cwd()): Array<string | SourceOption> | undefined {
  const hint = `give --skills DIR, or put skills in ${CONVENTIONAL_FOLDERS.map(f => `${f}/`).join(', ')}`
  if (given?.length) {
    const missing = given.find(dir => !isUrlSource(dir) && !isFolder(resolve(cwd, dir)))
    if (missing === undefined) return given
    io.err(`loadout: --skills ${missing}: no such folder (${hint})`)
    return undefined
  }
  const found = CONVENTIONAL_FOLDERS.filter(dir => isFolder(resolve(cwd, dir)))
  if (found.length === 0) {
    io.err(`loadout: no skill folder found in ${cwd} (${hint})`)
    return undefined
  }
  io.err(`loadout: using ${found.map(f => `${f}/`).join(', ')} (no --skills given)`)
  return found
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false
}
