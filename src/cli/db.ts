/** The CLI over an exported database (`--db skills.db`) and `loadout export --format sqlite|sql`. */
import { existsSync } from 'node:fs'
import { compile, type CompileResult } from '../core/compile/compile'
import type { SourceOption } from '../core/options'
import { sqlTables, writeSqlFile, writeSqlite } from '../core/export/sql'
import { joinIndex } from '../runtime/postings'
import type { LoadoutData, SkillEntry } from '../runtime/types'
import { createSqlLoadout, type SqlLoadout } from '../sql'
import type { Progress } from './progress'

interface Sources { skills: Array<string | SourceOption>, strict: boolean, skipInvalid?: boolean, db?: string }

async function openSqlite(file: string) {
  if (!existsSync(file)) throw new Error(`--db ${file}: no such file`)
  let Database: typeof import('better-sqlite3')
  try {
    Database = (await import('better-sqlite3')).default
  }
  catch {
    throw new Error('--db needs better-sqlite3: npm install better-sqlite3')
  }
  return new Database(file, { readonly: true, fileMustExist: true })
}

/** A Loadout over the SQLite file `file` (the CLI's `match --db`). */
export async function sqlLoadoutOf(file: string): Promise<{ loadout: SqlLoadout, close: () => void }> {
  const db = await openSqlite(file)
  try {
    return { loadout: await createSqlLoadout(db), close: () => db.close() }
  }
  catch (err) {
    db.close()
    throw err
  }
}

/** `sqlLoadoutOf` for `loadout <command> --db`: undefined after saying why it cannot be opened. */
export async function openDb(command: string, file: string, err: (line: string) => void): Promise<{ loadout: SqlLoadout, close: () => void } | undefined> {
  try {
    return await sqlLoadoutOf(file)
  }
  catch (e) {
    err(`loadout ${command}: ${(e as Error).message}`)
    return undefined
  }
}

/**
 * The compile result an exported database holds (data, bodies): what `eval`, `explain` and `inspect` read from a
 * folder, read from `--db` instead. Its index is joined back from the term rows: the same string the build wrote.
 */
export async function readDbResult(file: string): Promise<CompileResult> {
  const db = await openSqlite(file)
  try {
    // The same checks createSqlLoadout makes (schema and data versions).
    await createSqlLoadout(db)
    const rows = <T>(sql: string) => db.prepare(sql).all() as T[]
    const meta = new Map(rows<{ key: string, value: string }>('SELECT key, value FROM loadout_meta').map(r => [r.key, r.value]))
    const rest = JSON.parse(meta.get('data')!)
    const entries = rows<{ entry: string }>('SELECT entry FROM loadout_entries ORDER BY i').map(r => JSON.parse(r.entry) as SkillEntry)
    const terms = joinIndex(rows<{ term: string, postings: string }>('SELECT term, postings FROM loadout_terms').map(r => [r.term, r.postings]))
    const nameRows = rows<{ term: string, postings: string }>('SELECT term, postings FROM loadout_names').map(r => [r.term, r.postings] as [string, string])
    const bodies: string[] = entries.map(() => '')
    const frontmatters: Array<Record<string, unknown>> = entries.map(() => ({}))
    for (const r of rows<{ i: number, body: string, frontmatter: string }>('SELECT i, body, frontmatter FROM loadout_bodies')) {
      bodies[r.i] = r.body
      frontmatters[r.i] = JSON.parse(r.frontmatter)
    }
    const data = { ...rest, entries, index: { ...rest.index, terms, ...(nameRows.length ? { names: joinIndex(nameRows) } : {}) } } as LoadoutData
    return {
      data,
      diagnostics: [],
      bodies,
      frontmatters,
      files: entries.map(e => `${file}#${e.id}`),
      sourceDirs: [],
      resourceKeys: entries.map(e => e.resources.map(() => null)),
      resourceFiles: new Map(),
      binaryKeys: new Set(),
      chunkKeys: [],
      found: [],
      skipped: [],
      errorCount: 0,
    }
  }
  finally {
    db.close()
  }
}

/** One run of a CLI command: when it started, its progress counter, and the compile its summary line reports. */
export interface CliRun {
  started: number
  progress: Progress
  result?: CompileResult
  /** The lazy chunks the command wrote (`build`). */
  chunks?: number
}

/** Compile the sources (with a counter on a terminal), or read the database `--db` names; the run keeps the result. */
export async function compileOrRead(options: Sources & { run?: CliRun }): Promise<CompileResult> {
  const { run } = options
  const result = options.db
    ? await readDbResult(options.db)
    : await compile(options, undefined, { onProgress: run?.progress.step('compiling', 'skill files') })
  run?.progress.clear()
  if (run) run.result = result
  return result
}

/**
 * `loadout export --format sqlite|sql`: write the compile into `out`, counting rows on a terminal. Returns what it
 * wrote, for the message (the command's summary line gives the time, compile included).
 */
export async function exportSql(result: CompileResult, format: 'sqlite' | 'sql', out: string, progress?: Progress): Promise<string> {
  const tables = await sqlTables(result)
  const onProgress = progress?.step(`writing ${out}`, 'rows')
  if (format === 'sqlite') await writeSqlite(out, tables, onProgress)
  else await writeSqlFile(out, tables, onProgress)
  progress?.clear()
  const rows = tables.reduce((n, t) => n + t.rows.length, 0)
  return `wrote ${out}: ${result.data.entries.length.toLocaleString('en-US')} entries, ${rows.toLocaleString('en-US')} rows`
}
