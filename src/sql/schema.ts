/**
 * The SQL schema a compiled loadout is exported to (`loadout export --format sqlite|sql`) and `createSqlLoadout`
 * reads. Portable: the same statements create it in SQLite, Cloudflare D1 and Postgres. No Node built-ins (the
 * runtime side reads SCHEMA_VERSION in a Worker).
 *
 * - `loadout_meta(key, value)`: `schema` (SCHEMA_VERSION), `data` (the JSON of the compiled data without its entries
 *   and its index strings: version, sources, catalog, glossary, index.scale), `count` (entries).
 * - `loadout_entries(i, id, id_folded, name_folded, active, special, entry)`: entry `i` of `data.entries` as JSON;
 *   `active` is 0 for a shadowed entry; `special` is 1 for an entry routing must know up front (not a plain `domain`
 *   entry with every trigger on and no patterns, or one a policy may refuse by itself: see `isSpecial`). Folded columns are lower-cased in JavaScript, as
 *   `lookup` folds.
 * - `loadout_terms(term, df, postings)`: one row per index term, its postings as the bundle's index writes them
 *   (runtime/postings.ts) and how many entries hold it.
 * - `loadout_names(term, postings)`: the name-word table (`IndexData.names`), the same way.
 * - `loadout_bodies(i, body, frontmatter)`: skill bodies, and each skill's frontmatter as written (JSON).
 * - `loadout_resources(i, j, part, encoding, text)`: file `j` of entry `i` (`entries[i].resources[j]`): a text file
 *   as its text (`encoding` `utf8`, one part), a binary one as base64 (`encoding` `base64`) in parts of at most
 *   RESOURCE_PART_CHARS characters, read in `part` order and joined (D1 holds at most 2,000,000 bytes a row; base64 in
 *   TEXT is the one binary form SQLite, D1 and Postgres all take from the same statements).
 */
import type { SkillEntry } from '../runtime/types'

/**
 * The version of this schema: a reader refuses any other (like `DATA_VERSION` for compiled data). 3: every file of a
 * skill, binaries as base64 in parts (`loadout_resources.part`, `.encoding`), and the frontmatter as written
 * (`loadout_bodies.frontmatter`).
 */
export const SCHEMA_VERSION = 3

/** Most base64 characters of one part of a binary file's row (a multiple of 4, so the parts join into valid base64). */
export const RESOURCE_PART_CHARS = 1_000_000

export const SCHEMA: readonly string[] = [
  'CREATE TABLE loadout_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  'CREATE TABLE loadout_entries (i INTEGER PRIMARY KEY, id TEXT NOT NULL, id_folded TEXT NOT NULL, name_folded TEXT NOT NULL, active INTEGER NOT NULL, special INTEGER NOT NULL, entry TEXT NOT NULL)',
  'CREATE INDEX loadout_entries_id ON loadout_entries (id)',
  'CREATE INDEX loadout_entries_id_folded ON loadout_entries (id_folded)',
  'CREATE INDEX loadout_entries_name_folded ON loadout_entries (name_folded)',
  'CREATE INDEX loadout_entries_special ON loadout_entries (special)',
  'CREATE TABLE loadout_terms (term TEXT PRIMARY KEY, df INTEGER NOT NULL, postings TEXT NOT NULL)',
  'CREATE TABLE loadout_names (term TEXT PRIMARY KEY, postings TEXT NOT NULL)',
  'CREATE TABLE loadout_bodies (i INTEGER PRIMARY KEY, body TEXT NOT NULL, frontmatter TEXT NOT NULL)',
  'CREATE TABLE loadout_resources (i INTEGER NOT NULL, j INTEGER NOT NULL, part INTEGER NOT NULL, encoding TEXT NOT NULL, text TEXT NOT NULL, PRIMARY KEY (i, j, part))',
]

/** The tables, in the order they are created (a re-export drops them first). */
export const TABLES = ['loadout_meta', 'loadout_entries', 'loadout_terms', 'loadout_names', 'loadout_bodies', 'loadout_resources'] as const

/**
 * Whether routing or the tools' policy must know entry `e` before any task: it is not a plain, active, `domain` entry,
 * or a policy may refuse it by itself (invalid, or with requirements a host may lack). Version 2 added the latter.
 */
export function isSpecial(e: SkillEntry): boolean {
  const t = e.triggers
  return e.priority !== 'domain' || !(t.task && t.plan && t.edit) || e.patterns.length > 0
    || e.shadowedBy !== undefined || e.userOnly !== undefined || e.modelOnly !== undefined
    || e.invalid !== undefined || (e.requires?.tools?.length ?? 0) > 0 || (e.requires?.capabilities?.length ?? 0) > 0
}
