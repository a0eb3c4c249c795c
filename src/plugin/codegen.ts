import { encodeText } from '../runtime/ascii'
import { packData, unpackData } from '../runtime/literals'
import { postingCount, splitIndex } from '../runtime/postings'
import { TYPO_MIN_DF, TYPO_MIN_LENGTH } from '../runtime/typos'
import type { LoadoutData, ResourceEntry } from '../runtime/types'
import type { CompileResult } from '../core/compile/compile'
import { listedContent, type ListedFiles } from '../core/fs/listed-file'
import { importChunkOverPacks, type PackPlan } from './packs'

import { resourceId } from './ids'

export interface CodegenOptions {
  /** Specifier the main module imports the runtime from. */
  runtime: string
  /**
   * Specifier of the runtime's `closest` as a module of its own (VIRTUAL_CLOSEST), loaded by `load` and `readResource`
   * only to name the closest skills of an unknown one; without it, the main module imports `closest` with the rest.
   */
  closest?: string
  /** Specifier of the module holding one skill body, by its chunk key (`CompileResult.chunkKeys`). */
  skill: (key: string) => string
  /** Bodies packed into shared chunks (see packs.ts), and the specifier of a pack by its key. */
  packs?: { plan: PackPlan, pack: (key: string) => string }
}

/** A JS string literal holding `text` (JSON is valid JavaScript since ES2019). */
function literal(text: string): string {
  return JSON.stringify(text)
}

/**
 * Below this many entries the data is written as JSON rather than packed: the unpacker (runtime/literals.ts) is about
 * 1.1 KB of gzip in every bundle that carries it, and JSON costs about 25 B gzip more an entry than the packed form
 * (measured on the corpus), so a small skill set is smaller as JSON; at that size neither takes a tenth of a
 * millisecond to read.
 */
export const PACK_MIN_ENTRIES = 40

/**
 * The compiled data as module code, read by the runtime on first use: `const packed = {...}`, the few strings
 * runtime/literals.ts makes of it (the big ones last, so the module stays readable up to them); or, for a small skill set
 * and for data that would not unpack to exactly itself (the compiler's always does), its JSON, spelled in ASCII
 * (runtime/ascii.ts) like the packed strings.
 */
function dataCode(data: LoadoutData): { imports: string[], lines: string[], make: string } {
  const packed = data.entries.length >= PACK_MIN_ENTRIES ? packData(data) : undefined
  if (!packed || JSON.stringify(unpackData(packed)) !== JSON.stringify(data)) return jsonCode(JSON.stringify(data))
  const { terms, text, wide, ints, ...small } = packed
  const fields = [...Object.entries(small), ['ints', ints], ['wide', wide], ['text', text], ['terms', terms]]
  return {
    imports: ['unpackData'],
    lines: ['const packed = {', ...fields.map(([k, v]) => `  ${k}: ${JSON.stringify(v)},`), '};'],
    make: '() => unpackData(packed)',
  }
}

/**
 * Data as JSON in a string literal: as it is when it is printable ASCII with nothing `encodeText` would spell (most
 * English skill sets: the glossary and the index are ASCII already), so the page carries no decoder; else spelled in
 * ASCII and decoded on first use.
 */
function jsonCode(json: string): { imports: string[], lines: string[], make: string } {
  const ascii = encodeText(json)
  if (ascii === json) return { imports: [], lines: [`const json = ${literal(json)};`], make: '() => JSON.parse(json)' }
  return { imports: ['decodeText'], lines: [`const json = ${literal(ascii)};`], make: '() => JSON.parse(decodeText(json))' }
}

/** One part of a core as the main module passes it: the option, its value, the runtime exports that value names. */
interface CorePart {
  key: string
  value: string
  imports: string[]
}

/**
 * The parts of the runtime this catalog can use (runtime/core.ts `CoreParts`): a bundle carries the others' code for
 * nothing. A large index builds lookup tables after a few hundred lookups (a small one is searched in place); typo
 * correction only ever yields a word of five letters or more that TYPO_MIN_DF skills hold, so an index without one
 * never corrects a word; `closest` is loaded from `closest` (a specifier) when an unknown skill is asked for.
 */
export function coreParts(data: LoadoutData, closest?: string): CorePart[] {
  const parts: CorePart[] = []
  const named = (key: string, name: string) => parts.push({ key, value: name, imports: [name] })
  if (data.entries.length >= PACK_MIN_ENTRIES) named('tables', 'termTables')
  if (data.entries.length >= PACK_MIN_ENTRIES || correctable(data.index.terms)) named('corrector', 'createCorrector')
  if (closest === undefined) named('closest', 'closest')
  else parts.push({ key: 'closest', value: `(...a) => import(${literal(closest)}).then(m => m.closest(...a))`, imports: [] })
  return parts
}

/** Whether the index holds a term a typo correction could yield: letters only, five or more, in TYPO_MIN_DF skills. */
function correctable(terms: string): boolean {
  for (const [term, postings] of splitIndex(terms)) {
    if (term.length >= TYPO_MIN_LENGTH - 1 && /^[a-z]+$/.test(term) && postingCount(postings) >= TYPO_MIN_DF) return true
  }
  return false
}

/**
 * The data the main module holds: the entries without their files (`lazyFiles`), which each body's chunk lists. A
 * listing in the main chunk would grow it with every file (3,369 listed over the corpus took 159 KB of its packed
 * data, 36 KB gzip); in the body's chunk it is fetched with the body, which `readResource` imports anyway.
 */
export function mainData(data: LoadoutData): LoadoutData {
  return { ...data, entries: data.entries.map(e => (e.resources.length ? { ...e, resources: [] } : e)), lazyFiles: true }
}

/**
 * What `virtual:loadout` exports, each bound to the module's core by its builder in the runtime (runtime/loadout.ts,
 * runtime/builders.ts). Each is a pure call: a bundler drops the exports a page does not import, and with them the code
 * only they use (the catalog, the tools, the `/name` helpers), instead of shipping one object that holds everything.
 */
const EXPORTS: ReadonlyArray<readonly [name: string, builder: string]> = [
  ['match', 'matchPart'],
  ['resolveExplicit', 'resolveExplicitOf'],
  ['complete', 'completeOf'],
  ['search', 'searchPart'],
  ['lookup', 'lookupOf'],
  ['load', 'loadOf'],
  ['readResource', 'readResourceOf'],
  ['readResourceBytes', 'readResourceBytesOf'],
  ['listResources', 'listResourcesOf'],
  ['catalog', 'catalogPart'],
  ['tools', 'toolsPart'],
  ['onEvent', 'onEventPart'],
]

/** `chunkOf(i)`: the chunk of entries[i], or -1 (none for a shadowed entry); `i` itself when none is shadowed. */
function chunkOfCode(count: number, shadowed: readonly number[]): string[] {
  if (shadowed.length === 0) return [`const chunkOf = i => (i >= 0 && i < ${count} ? i : -1);`]
  return [
    '// The chunk of entries[i], or -1: the entries listed here are shadowed and have none.',
    `const shadowed = ${JSON.stringify(shadowed)};`,
    'function chunkOf(i) {',
    `  if (!(i >= 0 && i < ${count})) return -1;`,
    '  let k = i;',
    '  for (const s of shadowed) {',
    '    if (s === i) return -1;',
    '    if (s < i) k--;',
    '  }',
    '  return k;',
    '}',
  ]
}

/**
 * The main module: the compiled data (packed into a few string literals, read once), the runtime, and one literal
 * `import()` per skill body, so every bundler splits them into their own chunks; no body text ever lands here. The
 * `import()`s sit in one `switch` rather than in one arrow function each: thousands of functions cost start-up time
 * even when they never run. A skill's files are `import()`ed by its body's chunk (`generateSkill`), not
 * here: the corpus has four times as many of them as bodies, and every `import()` in this module is read at start-up.
 */
export function generateMain(result: CompileResult, opts: CodegenOptions): string {
  const entries = result.data.entries
  const cases: string[] = []
  const shadowed: number[] = []
  entries.forEach((e, i) => {
    if (e.shadowedBy !== undefined) shadowed.push(i)
    else cases.push(`    case ${cases.length}: return import(${literal(opts.skill(result.chunkKeys[i]!))});`)
  })
  const data = dataCode(mainData(result.data))
  const parts = coreParts(result.data, opts.closest)
  const runtimeImports = ['lazyCore', 'bound', 'assemble', 'activeEntries', 'estimateTokens', ...EXPORTS.map(([, b]) => b), ...data.imports, ...parts.flatMap(p => p.imports)]
  return [
    '// Generated by unplugin-loadout. Do not edit.',
    `import { ${runtimeImports.join(', ')} } from ${literal(opts.runtime)};`,
    '/** Import chunk `k`: the body of the k-th entry that is not shadowed, and its files (`resource(j)`). */',
    ...(opts.packs ? importChunkOverPacks(opts.packs.plan, opts.packs.pack) : ['function importChunk(k) {', '  switch (k) {', ...cases, '  }', '}']),
    ...chunkOfCode(entries.length, shadowed),
    'const bodyLoader = i => { const k = chunkOf(i); return k < 0 ? null : () => importChunk(k); };',
    'const resourceLoader = (i, j) => { const k = chunkOf(i); return k < 0 ? null : () => importChunk(k).then(m => m.resource(j)); };',
    ...data.lines,
    `const core = /* @__PURE__ */ lazyCore(${data.make}, bodyLoader, { resources: resourceLoader }, { ${parts.map(p => `${p.key}: ${p.value}`).join(', ')} });`,
    ...EXPORTS.map(([name, builder]) => `export const ${name} = /* @__PURE__ */ bound(core, ${builder});`),
    'export const loadout = /* @__PURE__ */ assemble(core);',
    // Built when the module is imported, and only when something imports `entries`.
    'export const entries = /* @__PURE__ */ activeEntries(core);',
    'export { estimateTokens };',
    'export default loadout;',
    '',
  ].join('\n')
}

/** What a body's chunk holds besides the body: the skill's files and its frontmatter as written. */
export interface SkillChunkParts {
  files?: readonly ResourceEntry[]
  frontmatter?: Record<string, unknown>
}

/**
 * A lazy chunk: one skill body, its files (`files`, the listing the main chunk leaves out) and frontmatter as written,
 * and `resource(j)`, which imports the chunk of the skill's file j (`resources[j]` is its specifier; null for none).
 */
export function generateSkill(body: string, resources: ReadonlyArray<string | null> = [], parts: SkillChunkParts = {}): string {
  const cases = resources.flatMap((spec, j) => (spec === null ? [] : [`    case ${j}: return import(${literal(spec)});`]))
  const head = [
    `export default ${literal(body)};`,
    ...(parts.files?.length ? [`export const files = ${JSON.stringify(parts.files)};`] : []),
    ...(parts.frontmatter ? [`export const frontmatter = ${JSON.stringify(parts.frontmatter)};`] : []),
  ]
  if (!cases.length) return `${head.join('\n')}\n`
  return [
    ...head,
    'export function resource(j) {',
    '  switch (j) {',
    ...cases,
    '  }',
    '  return Promise.reject(new Error(`no resource ${j} in this chunk`));',
    '}',
    '',
  ].join('\n')
}

/** The body chunk of `result.data.entries[i]`, its resources named by `resource` (default `resourceId`). */
export function generateSkillOf(result: CompileResult, i: number, resource: (key: string) => string = resourceId): string {
  const parts = { files: result.data.entries[i]!.resources, frontmatter: result.frontmatters[i] }
  return generateSkill(result.bodies[i]!, (result.resourceKeys[i] ?? []).map(k => (k === null ? null : resource(k))), parts)
}

/**
 * A lazy chunk: one file of a skill. A text file is its text; a binary one is base64 text with `encoding = "base64"`
 * (the runtime decodes it with `atob`, see runtime/bytes.ts). Base64 in a JavaScript chunk rather than an emitted
 * asset fetched on demand, for every bundler: an asset's URL is fetched in a browser page only, where Node (Next.js
 * route handlers, SSR, scripts) refuses `file:` URLs and a Worker needs an assets binding, while a chunk is imported
 * the same way everywhere a body is, by the bundler's own lazy loading. It costs a third more bytes on disk; through
 * gzip, 0.66 (TTF) to 1.01 (WOFF2, JPEG) times the file's own bytes (`node bench/files.mjs --binaries`).
 */
export function generateResource(content: string | Uint8Array): string {
  if (typeof content === 'string') return `export default ${literal(content)};\n`
  return `export default ${literal(Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64'))};\nexport const encoding = "base64";\n`
}

/** The chunk of the resource module `key` of a compile (its file read again with the checks of listed-file.ts). */
export function generateResourceOf(result: ListedFiles, key: string): string {
  return generateResource(listedContent(result, key))
}

/**
 * The declaration file of the `dts` option: it fills `SkillIds` of `virtual:loadout` (declared by
 * `unplugin-loadout/client`) with the compiled ids, sorted, so `SkillId` becomes their union.
 */
export function generateDts(result: CompileResult): string {
  const ids = [...new Set(result.data.entries.filter(e => e.shadowedBy === undefined).map(e => e.id))].sort()
  return [
    '// Generated by unplugin-loadout (option dts). Do not edit.',
    '/// <reference types="unplugin-loadout/client" />',
    '',
    "declare module 'virtual:loadout' {",
    '  interface SkillIds {',
    ...ids.map(id => `    ${JSON.stringify(id)}: true`),
    '  }',
    '}',
    '',
    'export {}',
    '',
  ].join('\n')
}
