/**
 * Packed body chunks: past a few thousand skills, one lazy chunk per body makes more files than hosts take (Cloudflare
 * Pages and Workers Static Assets: 20,000) and a main chunk that writes one `import()` per skill. Packed, the bodies
 * (and their files) of consecutive skills share a chunk of about PACK_BYTES, the main chunk holds one
 * `import()` per pack and where each pack starts, and one load still fetches one chunk.
 */
import { createHash } from 'node:crypto'
import type { CompileResult } from '../core/compile/compile'
import { listedContent } from '../core/fs/listed-file'

/** Packing starts at this many (unshadowed) skills unless the `pack` option says otherwise. */
export const PACK_SKILLS = 2000
/** Bytes of bodies and files a pack holds, about (a pack closes once past it; a binary file counts as its base64). */
export const PACK_BYTES = 512 * 1024

export interface Pack {
  /** The pack's module key: its place and a hash of its skills' chunk keys (content-addressed like a body's). */
  key: string
  /** The entries (indices of `data.entries`) it holds, in order. */
  entries: number[]
}

export interface PackPlan {
  packs: Pack[]
  /** `starts[p]`: the chunk number (`k`, counting unshadowed entries) of pack p's first entry. */
  starts: number[]
}

/** Whether and how to pack `result` (`pack`: true, false, or the least number of skills that packs). */
export function planPacks(result: CompileResult, pack: boolean | number | undefined, bytes: number = PACK_BYTES): PackPlan | undefined {
  if (pack !== undefined && typeof pack !== 'boolean' && !(Number.isInteger(pack) && pack >= 1))
    throw new TypeError(`unplugin-loadout: \`pack\` must be true, false or a whole number of skills >= 1, got ${JSON.stringify(pack)}`)
  if (!(Number.isInteger(bytes) && bytes >= 1))
    throw new TypeError(`unplugin-loadout: \`packBytes\` must be a whole number >= 1, got ${JSON.stringify(bytes)}`)
  const active = result.data.entries.flatMap((e, i) => (e.shadowedBy === undefined ? [i] : []))
  const min = typeof pack === 'number' ? pack : PACK_SKILLS
  if (pack === false || active.length === 0 || (pack !== true && active.length < min)) return undefined
  const packs: Pack[] = []
  const starts: number[] = []
  let group: number[] = []
  let size = 0
  const close = (k: number) => {
    const hash = createHash('sha256').update(group.map(i => result.chunkKeys[i]).join(',')).digest('hex').slice(0, 12)
    starts.push(k - group.length)
    packs.push({ key: `${packs.length}-${hash}`, entries: group })
    group = []
    size = 0
  }
  active.forEach((i, k) => {
    const e = result.data.entries[i]!
    group.push(i)
    size += result.bodies[i]!.length + e.resources.reduce((n, r) => n + (r.kind === 'text' ? r.size : Math.ceil(r.size / 3) * 4), 0)
    if (size >= bytes) close(k + 1)
  })
  if (group.length) close(active.length)
  return { packs, starts }
}

/**
 * A pack's module: its bodies, each one's listing (`files`) and frontmatter, and each one's files (a text file's text,
 * a binary one's `{ base64 }`, null for none), in entry order. Read one file at a time: a bundler loads hundreds of packs at once, and reading all their files
 * together runs out of descriptors.
 */
export function generatePack(result: CompileResult, pack: Pack): string {
  const bodies = pack.entries.map(i => result.bodies[i]!)
  const resources = pack.entries.map(i => (result.resourceKeys[i] ?? []).map((key) => {
    if (key === null || !result.resourceFiles.has(key)) return null
    const content = listedContent(result, key)
    return typeof content === 'string' ? content : { base64: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64') }
  }))
  const files = pack.entries.map(i => result.data.entries[i]!.resources)
  const frontmatters = pack.entries.map(i => result.frontmatters[i] ?? {})
  return [
    `export const bodies = ${JSON.stringify(bodies)};`,
    `export const files = ${JSON.stringify(files)};`,
    `export const frontmatters = ${JSON.stringify(frontmatters)};`,
    `export const resources = ${JSON.stringify(resources)};`,
    '',
  ].join('\n')
}

/** The main module's `importChunk(k)` over packs: the pack holding chunk k, as a body module would read. */
export function importChunkOverPacks(plan: PackPlan, pack: (key: string) => string): string[] {
  return [
    `const packStarts = ${JSON.stringify(plan.starts)};`,
    'function importPack(p) {',
    '  switch (p) {',
    ...plan.packs.map((p, n) => `    case ${n}: return import(${JSON.stringify(pack(p.key))});`),
    '  }',
    '}',
    '/** Import chunk `k` (the k-th entry that is not shadowed): its body and `resource(j)`, from the pack holding it. */',
    'function importChunk(k) {',
    '  let lo = 0;',
    '  let hi = packStarts.length - 1;',
    '  while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (packStarts[mid] <= k) lo = mid; else hi = mid - 1; }',
    '  return importPack(lo).then((m) => {',
    '    const at = k - packStarts[lo];',
    '    const contents = m.resources[at] || [];',
    '    const file = (f, j) => typeof f === "string" ? { default: f } : f && typeof f.base64 === "string" ? { default: f.base64, encoding: "base64" } : Promise.reject(new Error(`no resource ${j} in this chunk`));',
    '    return { default: m.bodies[at], files: m.files[at], frontmatter: m.frontmatters[at], resource: j => Promise.resolve(file(contents[j], j)) };',
    '  });',
    '}',
  ]
}
