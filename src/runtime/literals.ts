/**
 * The compiled data as the generated main module holds it: a few strings instead of one JSON text, because start-up
 * is the time the engine takes to read the module's literals (character by character) and to build what they hold.
 * `packData` runs at build time, `unpackData` at start-up; `unpackData(packData(data))` equals `data` (the code
 * generator checks it, and emits plain JSON for any data it does not).
 *
 * - `terms`: the index string (printable ASCII already, see postings.ts).
 * - `text`: every string of the entries that is ASCII, one after the other: the engine keeps it one byte a character.
 *   `wide`: the other strings (CJK descriptions...), spelled in ASCII too (`encodeText`, see ascii.ts), so the whole
 *   module stays ASCII. Strings are cut from them by length: no separator.
 * - `ints`: a JSON array of integers: the resource types, then one record per entry: how many integers, `text` and
 *   `wide` characters the record takes (so a record can be skipped or found without reading it), which fields differ
 *   from their defaults, then its strings' lengths and its numbers. A default (no tags, priority `domain`, every
 *   trigger on, path `<id>/SKILL.md`...) takes nothing, so neither do the typical entry's dozen empty fields.
 *
 * Entries are built when first read: routing reads the records' flags, and only the entries a task returns become
 * objects; `data.entries` builds the rest on first access. Part of the runtime: no Node built-ins, no dependencies.
 */
import { decodeText, encodeText } from './ascii'
import type { LoadoutData, Priority, ResourceEntry, SkillEntry } from './types'

export interface PackedData {
  /** The keys of the data, in order. */
  keys: string[]
  /** Its fields but `entries` and `index` (version, sources, catalog...), as they are. */
  rest: Record<string, unknown>
  /** The index's fields (scale, names...) as they are, but `terms`: 0 there, keeping its place among them. */
  index: Record<string, unknown>
  terms: string
  text: string
  wide: string
  /** JSON: `[type count, type strings..., then per entry: its record]` (see above). */
  ints: string
}

/** Which fields of an entry differ from their defaults (bits of the flags integer of each record). */
const NAME = 1
const TAGS = 2
const PRIORITY = 4
const TRIGGERS = 8
const PATTERNS = 16
const REQUIRES = 32
const ALLOWED_TOOLS = 64
const LICENSE = 128
const COMPATIBILITY = 256
const SOURCE = 512
const PATH = 1024
const RESOURCES = 2048
const SHADOWED_BY = 4096
const INVALID = 8192
/** `userOnly` and `modelOnly` (bits 1 and 2 of one integer). */
const INVOCATION = 16384
/** `claude`, as one JSON string. */
const CLAUDE = 32768
/** Fields routing reads: an entry with none of them is a searchable `domain` entry with every trigger on. */
const ROUTING = PRIORITY | TRIGGERS | PATTERNS | SHADOWED_BY | INVOCATION

const PRIORITIES: readonly Priority[] = ['core', 'domain', 'manual']
/** Strings the `text` part holds: ASCII only (a quote or a backslash escaped by the bundler is still ASCII). */
const ASCII_RE = /^[\x00-\x7f]*$/

const defaultName = (id: string) => id.slice(id.lastIndexOf('/') + 1)
const defaultPath = (id: string) => `${id}/SKILL.md`

/** Pack compiled data (build time). */
export function packData(data: LoadoutData): PackedData {
  const text: string[] = []
  const wide: string[] = []
  const ints: number[] = []
  let record = { ints: 0, text: 0, wide: 0 }
  const str = (s: string) => {
    const ascii = ASCII_RE.test(s)
    const stored = ascii ? s : encodeText(s)
    ;(ascii ? text : wide).push(stored)
    record[ascii ? 'text' : 'wide'] += stored.length
    ints.push(stored.length * 2 + (ascii ? 0 : 1))
  }
  const list = (xs: readonly string[]) => {
    ints.push(xs.length)
    for (const x of xs) str(x)
  }
  const scope = data.sources[0]?.scope
  const types: string[] = []
  for (const e of data.entries) for (const r of e.resources) if (!types.includes(`${r.kind} ${r.type}`)) types.push(`${r.kind} ${r.type}`)
  ints.push(types.length)
  for (const t of types) str(t)
  for (const e of data.entries) {
    const t = e.triggers
    const flags = (e.name !== defaultName(e.id) ? NAME : 0)
      | (e.tags.length ? TAGS : 0)
      | (e.priority !== 'domain' ? PRIORITY : 0)
      | (t.task && t.plan && t.edit ? 0 : TRIGGERS)
      | (e.patterns.length ? PATTERNS : 0)
      | (e.requires.tools.length || e.requires.capabilities.length ? REQUIRES : 0)
      | (e.allowedTools.length ? ALLOWED_TOOLS : 0)
      | (e.license !== undefined ? LICENSE : 0)
      | (e.compatibility !== undefined ? COMPATIBILITY : 0)
      | (e.source !== scope ? SOURCE : 0)
      | (e.path !== defaultPath(e.id) ? PATH : 0)
      | (e.resources.length ? RESOURCES : 0)
      | (e.shadowedBy !== undefined ? SHADOWED_BY : 0)
      | (e.invalid !== undefined ? INVALID : 0)
      | (e.userOnly !== undefined || e.modelOnly !== undefined ? INVOCATION : 0)
      | (e.claude !== undefined ? CLAUDE : 0)
    const head = ints.length
    ints.push(0, 0, 0)
    const start = ints.length
    record = { ints: 0, text: 0, wide: 0 }
    ints.push(flags)
    str(e.id)
    if (flags & NAME) str(e.name)
    str(e.description)
    if (flags & TAGS) list(e.tags)
    if (flags & PRIORITY) ints.push(PRIORITIES.indexOf(e.priority))
    if (flags & TRIGGERS) ints.push((t.task ? 1 : 0) | (t.plan ? 2 : 0) | (t.edit ? 4 : 0))
    if (flags & PATTERNS) list(e.patterns)
    if (flags & REQUIRES) {
      list(e.requires.tools)
      list(e.requires.capabilities)
    }
    if (flags & ALLOWED_TOOLS) list(e.allowedTools)
    if (flags & LICENSE) str(e.license!)
    if (flags & COMPATIBILITY) str(e.compatibility!)
    if (flags & INVOCATION) ints.push((e.userOnly ? 1 : 0) | (e.modelOnly ? 2 : 0))
    if (flags & CLAUDE) str(JSON.stringify(e.claude))
    ints.push(e.tokens, e.lines)
    str(e.hash)
    if (flags & SOURCE) str(e.source)
    if (flags & PATH) str(e.path)
    if (flags & RESOURCES) {
      ints.push(e.resources.length)
      for (const r of e.resources) {
        str(r.path)
        ints.push(r.size, types.indexOf(`${r.kind} ${r.type}`))
      }
    }
    if (flags & SHADOWED_BY) str(e.shadowedBy!)
    if (flags & INVALID) str(e.invalid!)
    ints[head] = ints.length - start
    ints[head + 1] = record.text
    ints[head + 2] = record.wide
  }
  const { entries: _entries, index, ...rest } = data
  const { terms } = index
  return {
    keys: Object.keys(data),
    rest,
    index: { ...index, terms: 0 },
    terms,
    text: text.join(''),
    wide: wide.join(''),
    ints: JSON.stringify(ints),
  }
}

/**
 * The entries of a loadout as the runtime reads them: by index, each built on first use (then always the same
 * object), with what routing needs readable without building them.
 */
export interface EntryTable {
  readonly length: number
  /** Entry `i`. */
  at: (i: number) => SkillEntry
  /** Every entry (the array `data.entries` is). */
  all: () => SkillEntry[]
  /** The id and name of entry `i`. */
  id: (i: number) => string
  name: (i: number) => string
  /**
   * The entries that may not be plain `domain` entries with every trigger on, no patterns and no shadowing (all of
   * them when the table cannot tell), in order: routing reads only these.
   */
  special: () => number[]
  /** Where the table resolves references itself (the database, per task): the entry an id or name names. */
  find?: (ref: string) => number | undefined
}

/** The tables of the data `unpackData` made: `createLoadout` finds them here. */
const tables = new WeakMap<LoadoutData, EntryTable>()

/**
 * The entries of `data` as a table: the packed ones while `data.entries` was never read, otherwise the array's
 * (undefined when it is not an array).
 */
export function entryTable(data: LoadoutData): EntryTable | undefined {
  const packed = tables.get(data)
  if (packed && Object.getOwnPropertyDescriptor(data, 'entries')?.get) return packed
  const entries = data.entries
  if (!Array.isArray(entries)) return undefined
  return {
    length: entries.length,
    at: i => entries[i]!,
    all: () => entries,
    id: i => entries[i]!.id,
    name: i => entries[i]!.name,
    special: () => entries.map((_, i) => i),
  }
}

/** The compiled data from its packed form (start-up): `entries` is built on first access. */
export function unpackData(packed: PackedData): LoadoutData {
  const { text, wide } = packed
  const ints: number[] = JSON.parse(packed.ints)
  const sources = packed.rest.sources as LoadoutData['sources'] | undefined
  const scope = sources?.[0]?.scope ?? ''
  // Resource kinds and types.
  let k = 1
  let t = 0
  let w = 0
  const kinds: Array<ResourceEntry['kind']> = []
  const types: string[] = []
  for (let count = ints[0]!; count > 0; count--) {
    const n = ints[k++]!
    const kt = n & 1 ? decodeText(wide.slice(w, (w += n >>> 1))) : text.slice(t, (t += n >>> 1))
    const sp = kt.indexOf(' ')
    kinds.push(kt.slice(0, sp) as ResourceEntry['kind'])
    types.push(kt.slice(sp + 1))
  }
  // Where each record starts (its flags), in `ints`, `text` and `wide`: three integers of its header apart.
  const starts: number[] = []
  const textAt: number[] = []
  const wideAt: number[] = []
  const special: number[] = []
  while (k < ints.length) {
    if (ints[k + 3]! & ROUTING) special.push(starts.length)
    starts.push(k + 3)
    textAt.push(t)
    wideAt.push(w)
    t += ints[k + 1]!
    w += ints[k + 2]!
    k += 3 + ints[k]!
  }
  const count = starts.length
  const built: Array<SkillEntry | undefined> = new Array(count)

  /** Build entry `i` from its record. */
  function decode(i: number): SkillEntry {
    let k = starts[i]!
    let t = textAt[i]!
    let w = wideAt[i]!
    let n = 0
    const str = (): string => {
      n = ints[k++]!
      return n & 1 ? decodeText(wide.slice(w, (w += n >>> 1))) : text.slice(t, (t += n >>> 1))
    }
    const list = (): string[] => {
      const out: string[] = []
      for (let c = ints[k++]!; c > 0; c--) out.push(str())
      return out
    }
    const flags = ints[k++]!
    const id = str()
    const name = flags & NAME ? str() : defaultName(id)
    const description = str()
    const tags = flags & TAGS ? list() : []
    const priority = flags & PRIORITY ? PRIORITIES[ints[k++]!]! : 'domain'
    const bits = flags & TRIGGERS ? ints[k++]! : 7
    const triggers = { task: (bits & 1) !== 0, plan: (bits & 2) !== 0, edit: (bits & 4) !== 0 }
    const patterns = flags & PATTERNS ? list() : []
    const requires = flags & REQUIRES ? { tools: list(), capabilities: list() } : { tools: [], capabilities: [] }
    const allowedTools = flags & ALLOWED_TOOLS ? list() : []
    // The same keys in the same order as the compiler writes them.
    const e = { id, name, description, tags, priority, triggers, patterns, requires, allowedTools } as SkillEntry
    if (flags & LICENSE) e.license = str()
    if (flags & COMPATIBILITY) e.compatibility = str()
    if (flags & INVOCATION) {
      const bits = ints[k++]!
      if (bits & 1) e.userOnly = true
      if (bits & 2) e.modelOnly = true
    }
    if (flags & CLAUDE) e.claude = JSON.parse(str())
    e.tokens = ints[k++]!
    e.lines = ints[k++]!
    e.hash = str()
    e.source = flags & SOURCE ? str() : scope
    e.path = flags & PATH ? str() : defaultPath(id)
    const resources: ResourceEntry[] = []
    if (flags & RESOURCES) {
      for (let c = ints[k++]!; c > 0; c--) {
        const path = str()
        const size = ints[k++]!
        const type = ints[k++]!
        resources.push({ path, kind: kinds[type]!, size, type: types[type]! })
      }
    }
    e.resources = resources
    if (flags & SHADOWED_BY) e.shadowedBy = str()
    if (flags & INVALID) e.invalid = str()
    return e
  }

  const at = (i: number): SkillEntry => built[i] ?? (built[i] = decode(i))
  const all = (): SkillEntry[] => {
    for (let i = 0; i < count; i++) at(i)
    return built as SkillEntry[]
  }
  const table: EntryTable = {
    length: count,
    at,
    all,
    // The id is the first string of a record: its length follows the flags.
    id: (i) => {
      const n = ints[starts[i]! + 1]!
      return n & 1 ? decodeText(wide.slice(wideAt[i]!, wideAt[i]! + (n >>> 1))) : text.slice(textAt[i]!, textAt[i]! + (n >>> 1))
    },
    name: i => (ints[starts[i]!]! & NAME ? at(i).name : defaultName(table.id(i))),
    special: () => special,
  }

  const data = {} as Record<string, unknown>
  const value = (v: unknown) => ({ value: v, writable: true, enumerable: true, configurable: true })
  for (const key of packed.keys) {
    if (key === 'entries') {
      // An accessor replaced by the array itself on first access: it reads (and can be set) like any property after
      // (unless the data was frozen first: then it stays an accessor, always giving the same array).
      Object.defineProperty(data, 'entries', {
        get: () => {
          const entries = all()
          if (Object.getOwnPropertyDescriptor(data, 'entries')!.configurable) Object.defineProperty(data, 'entries', value(entries))
          return entries
        },
        set: v => Object.defineProperty(data, 'entries', value(v)),
        enumerable: true,
        configurable: true,
      })
    }
    else {
      data[key] = key === 'index' ? { ...packed.index, terms: packed.terms } : packed.rest[key]
    }
  }
  tables.set(data as unknown as LoadoutData, table)
  return data as unknown as LoadoutData
}
