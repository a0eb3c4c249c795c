/**
 * Packed body chunks: past a few thousand skills, one lazy chunk per body makes more files than hosts take (Cloudflare
 * Pages and Workers Static Assets: 20,000) and a main chunk that writes one `import()` per skill. Packed, the bodies
 * (and their text resources) of consecutive skills share a chunk of about PACK_BYTES, the main chunk holds one
 * `import()` per pack and where each pack starts, and one load still fetches one chunk.
 */
import { createHash } from 'node:crypto'
import type { CompileResult } from './compile'
import { listedText } from './listed-file'

export const PACK_PREFIX = 'virtual:loadout/pack/'
const PACK_CHUNK = '/pack'
/** Packing starts at this many (unshadowed) skills unless the `pack` option says otherwise. */
export const PACK_SKILLS = 2000
/** Bodies and text resources a pack holds, about (a pack closes once past it). */
export const PACK_BYTES = 512 * 1024

export const packId = (key: string): string => `${PACK_PREFIX}${key}${PACK_CHUNK}`
export function keyOfPackId(id: string, prefix = PACK_PREFIX): string | undefined {
  return id.startsWith(prefix) && id.endsWith(PACK_CHUNK) && id.length > prefix.length + PACK_CHUNK.length
    ? id.slice(prefix.length, -PACK_CHUNK.length)
    : undefined
}

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
    size += result.bodies[i]!.length + e.resources.reduce((n, r) => n + (r.kind === 'text' ? r.size : 0), 0)
    if (size >= bytes) close(k + 1)
  })
  if (group.length) close(active.length)
  return { packs, starts }
}

/**
 * A pack's module: its bodies, and each one's text resources (null for a binary one), in entry order. Read one file at
 * a time: a bundler loads hundreds of packs at once, and reading all their files together runs out of descriptors.
 */
export function generatePack(result: CompileResult, pack: Pack): string {
  const bodies = pack.entries.map(i => result.bodies[i]!)
  const resources = pack.entries.map(i => (result.resourceKeys[i] ?? []).map((key) => {
    // Listed as text by its extension; bytes that are not UTF-8 are replaced, as for a resource's own module.
    return key === null || !result.resourceFiles.has(key) ? null : listedText(result, key)
  }))
  return `export const bodies = ${JSON.stringify(bodies)};\nexport const resources = ${JSON.stringify(resources)};\n`
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
    '    const texts = m.resources[at] || [];',
    '    return { default: m.bodies[at], resource: j => typeof texts[j] === "string" ? Promise.resolve({ default: texts[j] }) : Promise.reject(new Error(`no text resource ${j} in this chunk`)) };',
    '  });',
    '}',
  ]
}
