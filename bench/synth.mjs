// Deterministic synthetic skills for the performance benchmark (bench/perf.mjs).
//
// Every word is drawn, with a seeded PRNG (mulberry32), from the real corpus: descriptions from the words of real
// descriptions, bodies from the words of real bodies and headings, so term frequencies follow the corpus (a word
// common in real skills is common here too), in every language the corpus has. Body lengths are drawn from the
// corpus's own distribution, and about half the skills get a few resource files, as in the corpus.
//
// Skills are generated in one stream, so the first 100 of the 10,000-skill set are the 100-skill set: the sets
// grow by adding skills, nothing else changes. Same seed, same corpus: byte-identical files.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const SEED = 20_250_707

/** mulberry32: a tiny, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'._-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu
const FENCE_RE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm
const HEADING_RE = /^#{1,6}[ \t]+(.+?)[ \t#]*$/gm
/** Words a name can be made of: plain ASCII words (lowercased when used), like real skill names. */
const NAME_WORD_RE = /^[A-Za-z][a-z]{2,11}$/

/**
 * Word pools from the real corpus, one set per collection (the corpus's top-level folders), so a synthetic skill
 * keeps one collection's language and topics (a Chinese collection gives Chinese skills). Every occurrence is kept,
 * so sampling follows real frequencies; collections are drawn in proportion to their size.
 */
export function vocabulary({ entries, bodies }) {
  const byCollection = new Map()
  const nameWords = []
  const allTags = []
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]
    const collection = e.id.includes('/') ? e.id.split('/')[0] : 'skills'
    let v = byCollection.get(collection)
    if (!v) byCollection.set(collection, v = { collection, desc: [], body: [], heading: [], code: [], tags: [], lengths: [] })
    for (const w of e.description.match(WORD_RE) ?? []) {
      v.desc.push(w)
      if (NAME_WORD_RE.test(w)) nameWords.push(w)
    }
    for (const t of e.tags) {
      v.tags.push(t)
      allTags.push(t)
    }
    v.lengths.push(bodies[i].length)
    const text = bodies[i].slice(0, 12_000)
    for (const m of text.matchAll(FENCE_RE)) for (const w of m[0].match(WORD_RE) ?? []) v.code.push(w)
    const prose = text.replace(FENCE_RE, ' ')
    for (const m of prose.matchAll(HEADING_RE)) for (const w of m[1].match(WORD_RE) ?? []) v.heading.push(w)
    for (const w of prose.replace(HEADING_RE, ' ').match(WORD_RE) ?? []) v.body.push(w)
  }
  const weighted = []
  for (const e of entries) weighted.push(byCollection.get(e.id.includes('/') ? e.id.split('/')[0] : 'skills'))
  for (const v of byCollection.values()) {
    if (!v.tags.length) v.tags = allTags.length ? allTags : nameWords
    if (!v.code.length) v.code = v.body
    if (!v.heading.length) v.heading = v.desc
    if (!v.body.length) v.body = v.desc
  }
  return { collections: weighted, nameWords }
}

/** The next skill of the stream: its files as [relativePath, content][]. */
function makeSkill(rand, pools, usedIds) {
  const pick = arr => arr[Math.floor(rand() * arr.length)]
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1))
  const words = (pool, lo, hi) => {
    const n = int(lo, hi)
    const out = new Array(n)
    for (let k = 0; k < n; k++) out[k] = pick(pool)
    return out.join(' ')
  }
  const sentence = (pool, lo, hi) => {
    const s = words(pool, lo, hi)
    return `${s[0].toUpperCase()}${s.slice(1)}.`
  }

  // Name and id: `collection/word-word[-word]`, unique like real folder names.
  const vocab = pick(pools.collections)
  const nameWord = () => pick(pools.nameWords).toLowerCase()
  let name = `${nameWord()}-${nameWord()}`
  while (usedIds.has(`${vocab.collection}/${name}`)) name = `${name}-${nameWord()}`
  const id = `${vocab.collection}/${name}`
  usedIds.add(id)

  const description = `${sentence(vocab.desc, 10, 40)} Use when ${words(vocab.desc, 4, 14)}.`
  const front = [`name: ${name}`, `description: ${JSON.stringify(description)}`]
  if (rand() < 0.15) front.push(`tags: [${Array.from({ length: int(1, 6) }, () => JSON.stringify(pick(vocab.tags))).join(', ')}]`)
  if (rand() < 0.3) front.push('license: MIT')

  // Body: a length drawn from the corpus, filled with headings, paragraphs, lists and code blocks.
  const target = pick(vocab.lengths)
  const parts = [`# ${sentence(vocab.heading, 2, 6).slice(0, -1)}`, '']
  let len = parts[0].length
  while (len < target) {
    const r = rand()
    let block
    if (r < 0.18) block = `## ${sentence(vocab.heading, 1, 5).slice(0, -1)}`
    else if (r < 0.45) block = Array.from({ length: int(2, 6) }, () => `- ${sentence(vocab.body, 4, 14)}`).join('\n')
    else if (r < 0.55) block = `\`\`\`bash\n${Array.from({ length: int(1, 8) }, () => words(vocab.code, 2, 8)).join('\n')}\n\`\`\``
    else block = Array.from({ length: int(2, 6) }, () => sentence(vocab.body, 6, 22)).join(' ')
    parts.push(block, '')
    len += block.length + 2
  }
  const files = [[`${id}/SKILL.md`, `---\n${front.join('\n')}\n---\n\n${parts.join('\n')}`]]

  // Resources: about half the corpus's skills have some.
  if (rand() < 0.5) {
    const dirs = ['scripts', 'references', 'assets']
    const exts = { scripts: ['py', 'sh', 'js'], references: ['md', 'md', 'json'], assets: ['txt', 'json', 'svg'] }
    for (let k = int(1, 4); k > 0; k--) {
      const dir = pick(dirs)
      files.push([`${id}/${dir}/${nameWord()}-${k}.${pick(exts[dir])}`, `${words(vocab.body, 10, 60)}\n`])
    }
  }
  return files
}

/**
 * Write `sizes` skill sets (each a folder of skill folders) under `outDir`: `outDir/n<size>/...`.
 * Skipped when the same generator, seed and corpus already wrote them (the files would be identical).
 * Returns { dirs: { [size]: absolutePath }, generated: boolean, ms }.
 */
export function generateSets({ corpus, outDir, sizes, seed = SEED }) {
  const t0 = performance.now()
  const key = createHash('sha256')
    .update(readFileSync(new URL(import.meta.url), 'utf8'))
    .update(JSON.stringify({ seed, sizes }))
    .update(corpus.entries.map(e => e.hash).join(','))
    .digest('hex')
  const dirs = Object.fromEntries(sizes.map(n => [n, join(outDir, `n${n}`)]))
  const marker = join(outDir, 'generated.json')
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).key === key && sizes.every(n => existsSync(dirs[n])))
    return { dirs, generated: false, ms: performance.now() - t0 }

  rmSync(outDir, { recursive: true, force: true })
  const vocab = vocabulary(corpus)
  const rand = mulberry32(seed)
  const usedIds = new Set()
  const max = Math.max(...sizes)
  const made = new Set()
  for (let i = 0; i < max; i++) {
    const files = makeSkill(rand, vocab, usedIds)
    for (const n of sizes) {
      if (i >= n) continue
      for (const [rel, content] of files) {
        const file = join(dirs[n], rel)
        const dir = dirname(file)
        if (!made.has(dir)) {
          mkdirSync(dir, { recursive: true })
          made.add(dir)
        }
        writeFileSync(file, content)
      }
    }
  }
  writeFileSync(marker, `${JSON.stringify({ key, seed, sizes })}\n`)
  return { dirs, generated: true, ms: performance.now() - t0 }
}
