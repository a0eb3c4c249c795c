/** A compile as the bundle serves it and as a SQLite database exported from it serves it: the two loadouts compared. */
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { CompileResult } from '../../src/core/compile/compile'
import { sqlTables, writeSqlite } from '../../src/core/export/sql'
import { listedContent } from '../../src/core/fs/listed-file'
import { createLoadout, type Loadout } from '../../src/runtime'
import { tempDir } from './fixtures'

/** The bundle over a compile, with its bodies and files (text as text, binaries as bytes, as a build's chunks give them). */
export function bundleOf(r: CompileResult): Loadout {
  const resources = r.resourceKeys.map(row => row.map(key => (key === null ? null : () => Promise.resolve(listedContent(r, key)))))
  return createLoadout(r.data, r.bodies.map(b => () => Promise.resolve(b)), { resources })
}

/** The compile exported to a SQLite file (`loadout export --format sqlite`), opened read-only; returns its path too. */
export async function sqliteOf(r: CompileResult, name: string): Promise<{ db: Database.Database, file: string }> {
  const file = join(tempDir('sql'), `${name}.db`)
  await writeSqlite(file, await sqlTables(r))
  return { db: new Database(file, { readonly: true }), file }
}
