// Peer routers for the quality benchmark.
// Each setup function takes the same skills ({ entries, bodies }: our compiled entries, shadowed ones
// already left out, and their markdown bodies) and returns { name, version, search(query) -> ids[] },
// the top 10 skill ids, best first. An empty list means the peer abstains.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { matchLoadout } from '@mcptoolshop/ai-loadout'
import { parseSkill } from '@skill-tools/core'
import { SkillRouter } from '@skill-tools/router'
import MiniSearch from 'minisearch'
import { Charset, Document, Encoder } from 'flexsearch'

const TOP = 10

/** Installed version of a package (read from node_modules: not every package exports its package.json). */
function versionOf(pkg) {
  return JSON.parse(readFileSync(new URL(`../node_modules/${pkg}/package.json`, import.meta.url), 'utf8')).version
}

/**
 * @mcptoolshop/ai-loadout: keyword dispatch table. Each entry becomes a LoadoutEntry the way its README
 * shows: keywords (lowercase: its matcher lowercases the task) from tags + name words, summary = description,
 * priority 'domain', every trigger on, no patterns.
 */
export function setupAiLoadout({ entries }) {
  const index = {
    version: '1.0.0',
    generated: new Date().toISOString(),
    entries: entries.map(e => ({
      id: e.id,
      path: e.path,
      keywords: [...new Set([...e.tags, ...e.name.split(/[\s_-]+/)].map(k => k.toLowerCase().trim()).filter(Boolean))],
      patterns: [],
      priority: 'domain',
      summary: e.description,
      triggers: { task: true, plan: true, edit: true },
      tokens_est: e.tokens,
      lines: e.lines,
    })),
    budget: { always_loaded_est: 0, on_demand_total_est: 0, avg_task_load_est: 0, avg_task_load_observed: null },
  }
  return {
    name: 'ai-loadout',
    version: versionOf('@mcptoolshop/ai-loadout'),
    search: query => matchLoadout(query, index).slice(0, TOP).map(r => r.entry.id),
  }
}

/**
 * @skill-tools/router: BM25 over each skill's description, as in its Quick Start.
 * It keys skills by `name`, and 29 names repeat across collections, so we pass the id as `name`
 * (the name is not indexed anyway when no body is given). It has no field for tags.
 * `select` is async, so `search` returns a promise.
 *
 * With `body: true` (row `skill-tools-body`) each skill is given as its own `indexDirectory` gives it: the body and
 * the sections its parser (@skill-tools/core `parseSkill`) finds, from which its "contextual retrieval" adds up to
 * 80 terms (name parts, headings, inline code, section words) to the description. Its `name` then is indexed (split
 * on `-` and `_`): it gets the skill's folder name, made unique with `_2`, `_3`... where names repeat, so that the
 * collection folders above a skill do not become its terms.
 */
export async function setupSkillTools({ entries }, { body = false, root } = {}) {
  const router = new SkillRouter()
  const idOf = new Map()
  const skills = []
  for (const e of entries) {
    if (!body) {
      skills.push({ name: e.id, description: e.description, path: e.path })
      idOf.set(e.id, e.id)
      continue
    }
    if (!root) throw new Error('setupSkillTools({ body: true }) needs the root the entries\' paths are under')
    // Its parser fails skills that break its spec limits (a description over 1,024 characters...) and
    // `indexDirectory` would drop them; we keep them, with what the parser did read.
    const { skill } = await parsedSkill(join(root, e.path))
    const leaf = e.id.split('/').pop()
    let name = leaf
    for (let k = 2; idOf.has(name); k++) name = `${leaf}_${k}`
    idOf.set(name, e.id)
    skills.push({ name, description: e.description, path: e.path, body: skill?.body, sections: skill?.sections })
  }
  await router.indexSkills(skills)
  return {
    name: body ? 'skill-tools-body' : 'skill-tools',
    version: versionOf('@skill-tools/router'),
    search: async query => (await router.select(query, { topK: TOP })).map(r => idOf.get(r.skill)),
  }
}

/**
 * @skill-tools/core's parse of a SKILL.md, kept for the rest of the run: it counts each file's tokens with a BPE
 * encoder, about 13 s for the corpus, and the quality and latency benchmarks both set this peer up.
 */
const parses = new Map()
function parsedSkill(file) {
  if (!parses.has(file)) parses.set(file, parseSkill(file))
  return parses.get(file)
}

/** The documents MiniSearch indexes: name, description, tags, and with `body` the first 3000 characters of it. */
export function miniSearchDocs({ entries, bodies }, { body = false } = {}) {
  return entries.map((e, i) => ({
    id: e.id,
    name: e.name,
    description: e.description,
    tags: e.tags.join(' '),
    body: body ? bodies[i].slice(0, 3000) : undefined,
  }))
}

/**
 * minisearch over name, description and tags with the search options its docs suggest.
 * With `body: true` it also indexes the first 3000 characters of the body (row `minisearch-body`).
 */
export function setupMiniSearch({ entries, bodies }, { body = false } = {}) {
  const fields = body ? ['name', 'description', 'tags', 'body'] : ['name', 'description', 'tags']
  const ms = new MiniSearch({
    fields,
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 2 } },
  })
  ms.addAll(miniSearchDocs({ entries, bodies }, { body }))
  return {
    name: body ? 'minisearch-body' : 'minisearch',
    version: versionOf('minisearch'),
    search: query => ms.search(query).slice(0, TOP).map(r => r.id),
  }
}

// CJK characters (kana, CJK ideographs, hangul): scripts written without spaces between words.
const CJK_RUN = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]+/g

/**
 * flexsearch's default encoder keeps a run of CJK text as one term, so a Chinese or Japanese query
 * only matches a skill that contains the very same run. Its docs' CJK preset, `Charset.CJK`
 * (`split: ""`), cuts *everything* into single characters, Latin words included, which ruins English
 * matching (on our dev set: en success5 0.012 with it, zh/ja barely better than the default).
 * So we keep the default ("universal, multi-lang") encoder and, in its documented `finalize` step,
 * cut only CJK runs into single characters: CJK gets per-character matching, Latin words stay whole.
 */
const multilingual = new Encoder(Charset.Default, {
  finalize: terms => terms.flatMap(t => t.replace(CJK_RUN, run => ` ${[...run].join(' ')} `).split(' ').filter(Boolean)),
})

/**
 * flexsearch Document index over name, description and tags, tokenizer `forward`.
 * `suggest: true`: without it a query must match every one of its terms, which a sentence-long task
 * almost never does, so flexsearch would return nothing for nearly every query.
 * `merge: true` folds the per-field result lists into one list of ids (doc/document-search.md).
 */
export function setupFlexSearch({ entries }) {
  const doc = new Document({
    tokenize: 'forward',
    encoder: multilingual,
    document: { id: 'id', index: ['name', 'description', 'tags'] },
  })
  for (const e of entries) doc.add({ id: e.id, name: e.name, description: e.description, tags: e.tags.join(' ') })
  return {
    name: 'flexsearch',
    version: versionOf('flexsearch'),
    search: query => doc.search(query, { limit: TOP, suggest: true, merge: true }).slice(0, TOP).map(r => r.id),
  }
}
