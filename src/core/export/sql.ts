/**
 * `loadout export --format sqlite|sql`: the compiled loadout as rows of the schema in src/sql/schema.ts, written into
 * one SQLite file (with better-sqlite3, an optional peer) or as portable SQL statements for `wrangler d1 execute
 * --file` and `psql`.
 */
import { rm } from 'node:fs/promises'
import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { postingCount, splitIndex } from '../../runtime/postings'
import { isSpecial, RESOURCE_PART_CHARS, SCHEMA, SCHEMA_VERSION, TABLES } from '../../sql/schema'
import type { CompileResult } from '../compile/compile'
import { listedContent } from '../fs/listed-file'
import { PIECE_CHARS, STATEMENT_BYTES } from '../limits'

type Value = string | number
export interface SqlTable {
  name: (typeof TABLES)[number]
  columns: string[]
  /** How many leading columns are the primary key (a long value is appended by it). */
  key: number
  rows: Value[][]
}

/** Every table of the schema with its rows, from a compile. Reads the skills' files from disk. */
export async function sqlTables(result: CompileResult): Promise<SqlTable[]> {
  const { data, bodies } = result
  const { entries, index, ...rest } = data
  const { terms, names, ...indexRest } = index
  const meta: Value[][] = [
    ['schema', String(SCHEMA_VERSION)],
    ['data', JSON.stringify({ ...rest, index: indexRest })],
    ['count', String(entries.length)],
  ]
  const entryRows = entries.map((e, i): Value[] => [i, e.id, e.id.toLowerCase(), e.name.toLowerCase(),
    e.shadowedBy === undefined ? 1 : 0, isSpecial(e) ? 1 : 0, JSON.stringify(e)])
  const termRows = splitIndex(terms).map(([t, p]): Value[] => [t, postingCount(p), p])
  const nameRows = names ? splitIndex(names).map(([t, p]): Value[] => [t, p]) : []
  const bodyRows: Value[][] = []
  const resourceRows: Value[][] = []
  for (let i = 0; i < entries.length; i++) {
    if (entries[i]!.shadowedBy !== undefined) continue
    bodyRows.push([i, bodies[i]!, JSON.stringify(result.frontmatters[i] ?? {})])
    const keys = result.resourceKeys[i] ?? []
    for (let j = 0; j < keys.length; j++) {
      const key = keys[j]
      if (key && result.resourceFiles.has(key)) resourceRows.push(...resourceRowsOf(i, j, listedContent(result, key)))
    }
  }
  return [
    { name: 'loadout_meta', columns: ['key', 'value'], key: 1, rows: meta },
    { name: 'loadout_entries', columns: ['i', 'id', 'id_folded', 'name_folded', 'active', 'special', 'entry'], key: 1, rows: entryRows },
    { name: 'loadout_terms', columns: ['term', 'df', 'postings'], key: 1, rows: termRows },
    { name: 'loadout_names', columns: ['term', 'postings'], key: 1, rows: nameRows },
    { name: 'loadout_bodies', columns: ['i', 'body', 'frontmatter'], key: 1, rows: bodyRows },
    { name: 'loadout_resources', columns: ['i', 'j', 'part', 'encoding', 'text'], key: 3, rows: resourceRows },
  ]
}

/** The rows of file `j` of entry `i`: its text in one, or its bytes as base64 in parts of RESOURCE_PART_CHARS. */
function resourceRowsOf(i: number, j: number, content: string | Uint8Array): Value[][] {
  if (typeof content === 'string') return [[i, j, 0, 'utf8', content]]
  const base64 = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64')
  const rows: Value[][] = []
  for (let at = 0, part = 0; at < base64.length || part === 0; at += RESOURCE_PART_CHARS, part++)
    rows.push([i, j, part, 'base64', base64.slice(at, at + RESOURCE_PART_CHARS)])
  return rows
}

/** Rows of all the tables, and a counter of those written that calls `onProgress` (export shows it on a terminal). */
function rowCounter(tables: SqlTable[], onProgress?: (done: number, total: number) => void): () => void {
  const total = tables.reduce((n, t) => n + t.rows.length, 0)
  let done = 0
  return onProgress ? () => onProgress(++done, total) : () => {}
}

/** Write the tables into a new SQLite file at `file` (replacing it) with better-sqlite3. */
export async function writeSqlite(file: string, tables: SqlTable[], onProgress?: (done: number, total: number) => void): Promise<void> {
  let Database: typeof import('better-sqlite3')
  try {
    Database = (await import('better-sqlite3')).default
  }
  catch {
    throw new Error('export --format sqlite needs better-sqlite3: npm install better-sqlite3 (or use --format sql and sqlite3 FILE < skills.sql)')
  }
  await rm(file, { force: true })
  const db = new Database(file)
  try {
    db.pragma('journal_mode = OFF')
    db.pragma('synchronous = OFF')
    const wrote = rowCounter(tables, onProgress)
    db.transaction(() => {
      for (const s of SCHEMA) db.exec(s)
      for (const t of tables) {
        const insert = db.prepare(`INSERT INTO ${t.name} (${t.columns.join(', ')}) VALUES (${t.columns.map(() => '?').join(', ')})`)
        for (const row of t.rows) {
          insert.run(...row)
          wrote()
        }
      }
    })()
    db.exec('ANALYZE')
  }
  finally {
    db.close()
  }
}

const quote = (s: string) => `'${s.replace(/'/g, '\'\'')}'`
const literal = (v: Value) => (typeof v === 'number' ? String(v) : quote(v))

/** `s` in pieces of about PIECE_CHARS characters, never splitting a surrogate pair. */
function pieces(s: string): string[] {
  const out: string[] = []
  for (let at = 0; at < s.length;) {
    let end = Math.min(s.length, at + PIECE_CHARS)
    const c = s.charCodeAt(end - 1)
    if (end < s.length && c >= 0xD800 && c <= 0xDBFF) end--
    out.push(s.slice(at, end))
    at = end
  }
  return out
}

/**
 * The schema and the data as SQL statements, one a line, each under D1's limit: rows in multi-row INSERTs; a value too
 * long for one statement inserted in part, then appended to (`||`) by the row's key. No transaction statements (D1
 * refuses them); psql runs the file as it is.
 */
export function* sqlStatements(tables: SqlTable[], wrote: () => void = () => {}): Generator<string> {
  for (const t of [...TABLES].reverse()) yield `DROP TABLE IF EXISTS ${t};`
  for (const s of SCHEMA) yield `${s};`
  for (const t of tables) yield* tableStatements(t, wrote)
}

function* tableStatements(t: SqlTable, wrote: () => void): Generator<string> {
  const head = `INSERT INTO ${t.name} (${t.columns.join(', ')}) VALUES `
  let batch: string[] = []
  let bytes = 0
  for (const row of t.rows) {
    wrote()
    const long = row.some(v => typeof v === 'string' && v.length > PIECE_CHARS)
    if (long) {
      yield* longRow(t, head, row)
      continue
    }
    const values = `(${row.map(literal).join(', ')})`
    const size = Buffer.byteLength(values)
    if (batch.length && bytes + size > STATEMENT_BYTES) {
      yield `${head}${batch.join(', ')};`
      batch = []
      bytes = 0
    }
    batch.push(values)
    bytes += size + 2
  }
  if (batch.length) yield `${head}${batch.join(', ')};`
}

/** A row with a value longer than a piece: inserted with the first piece of each value, then the rest appended. */
function* longRow(t: SqlTable, head: string, row: Value[]): Generator<string> {
  const split = row.map(v => (typeof v === 'string' ? pieces(v) : [v]))
  yield `${head}(${split.map(p => literal(p[0] ?? '')).join(', ')});`
  const where = t.columns.slice(0, t.key).map((c, k) => `${c} = ${literal(row[k]!)}`).join(' AND ')
  for (let c = t.key; c < row.length; c++) {
    for (const piece of split[c]!.slice(1)) yield `UPDATE ${t.name} SET ${t.columns[c]} = ${t.columns[c]} || ${quote(piece as string)} WHERE ${where};`
  }
}

/** Write the statements to `file`, one a line. */
export async function writeSqlFile(file: string, tables: SqlTable[], onProgress?: (done: number, total: number) => void): Promise<void> {
  const out = createWriteStream(file)
  let buffer = ''
  for (const s of sqlStatements(tables, rowCounter(tables, onProgress))) {
    buffer += `${s}\n`
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain')
      buffer = ''
    }
  }
  out.end(buffer)
  await once(out, 'finish')
}
