/**
 * The few calls `createSqlLoadout` makes of a database, over a Cloudflare D1 binding, a SQLite handle (better-sqlite3
 * or `node:sqlite`) or node-postgres. No Node built-ins: this runs in a Worker.
 */

export interface SqlDriver {
  /** `sqlite` (SQLite, D1) or `postgres`: how a list parameter is written. */
  readonly dialect: 'sqlite' | 'postgres'
  /** Run one query with `?` placeholders; resolves to its rows. */
  all: (sql: string, params: readonly unknown[]) => Promise<Array<Record<string, unknown>>>
}

/** A D1 binding (`env.DB`), as much of it as is used here. */
export interface D1Like {
  prepare: (sql: string) => { bind: (...values: unknown[]) => { all: () => Promise<{ results?: unknown[] }> } }
  batch: (...args: never[]) => unknown
}

/** better-sqlite3's `Database` or `node:sqlite`'s `DatabaseSync`. */
export interface SqliteLike {
  prepare: (sql: string) => { all: (...values: never[]) => unknown[] }
}

/** A node-postgres `Client` or `Pool`. */
export interface PgLike {
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>
}

export type SqlDatabase = SqlDriver | D1Like | SqliteLike | PgLike

type Rows = Array<Record<string, unknown>>

export function d1Driver(db: D1Like): SqlDriver {
  return {
    dialect: 'sqlite',
    all: async (sql, params) => ((await db.prepare(sql).bind(...params).all()).results ?? []) as Rows,
  }
}

export function sqliteDriver(db: SqliteLike): SqlDriver {
  const statements = new Map<string, ReturnType<SqliteLike['prepare']>>()
  return {
    dialect: 'sqlite',
    all: async (sql, params) => {
      let s = statements.get(sql)
      if (!s) statements.set(sql, s = db.prepare(sql))
      return s.all(...(params as never[])) as Rows
    },
  }
}

export function pgDriver(db: PgLike): SqlDriver {
  const texts = new Map<string, string>()
  return {
    dialect: 'postgres',
    all: async (sql, params) => {
      let text = texts.get(sql)
      if (text === undefined) {
        let n = 0
        texts.set(sql, text = sql.replace(/\?/g, () => `$${++n}`))
      }
      return (await db.query(text, params as unknown[])).rows as Rows
    },
  }
}

/** The driver for `db`: a driver as it is, else told apart by the methods it has. */
export function toDriver(db: SqlDatabase): SqlDriver {
  const d = db as Partial<SqlDriver & D1Like & SqliteLike & PgLike>
  if (d && typeof d.all === 'function' && (d.dialect === 'sqlite' || d.dialect === 'postgres')) return db as SqlDriver
  if (d && typeof d.prepare === 'function' && typeof d.batch === 'function') return d1Driver(db as D1Like)
  if (d && typeof d.prepare === 'function') return sqliteDriver(db as SqliteLike)
  if (d && typeof d.query === 'function') return pgDriver(db as PgLike)
  throw new TypeError('createSqlLoadout: expected a D1 binding, a better-sqlite3 or node:sqlite database, or a node-postgres client or pool')
}

/** `column` is one of a list given as one parameter (`inList`), whatever its length (D1 binds at most 100). */
export function inList(driver: SqlDriver, column: string): string {
  return driver.dialect === 'postgres' ? `${column} = ANY(?)` : `${column} IN (SELECT value FROM json_each(?))`
}

/** The parameter `inList` reads. */
export function listParam(driver: SqlDriver, values: readonly unknown[]): unknown {
  return driver.dialect === 'postgres' ? values : JSON.stringify(values)
}
