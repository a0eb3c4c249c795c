/**
 * unplugin-loadout/sql: a Loadout over a database the compiled index was exported to (`loadout export --format
 * sqlite|sql`): Cloudflare D1, SQLite (better-sqlite3, `node:sqlite`) or Postgres (node-postgres). No Node built-ins.
 */
export { createSqlLoadout } from './loadout'
export type { SqlLoadout, SqlLoadoutOptions } from './loadout'
export { d1Driver, pgDriver, sqliteDriver, toDriver } from './drivers'
export type { D1Like, PgLike, SqlDatabase, SqlDriver, SqliteLike } from './drivers'
export { SCHEMA, SCHEMA_VERSION, TABLES } from './schema'
