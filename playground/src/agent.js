// The routing side of the playground: no filesystem, just the compiled loadout.
import { entries, load, match, readResource, search } from 'virtual:loadout'

/** Rank the skills for a task (core rules first, then the best domain matches; [] when nothing fits). */
export function route(task, limit = 3) {
  return match(task, { limit }).map(({ id, name, score, confidence, tier, matched }) => ({ id, name, score, confidence, tier, matched }))
}

/** Load one skill's body: this fetches its own chunk, the first time only. */
export async function loadSkill(id) {
  const { entry, body, resources } = await load(id)
  return { id: entry.id, tokens: entry.tokens, body, resources: resources.filter(r => r.kind === 'text').map(r => r.path) }
}

/** Read one of a skill's text resources: this fetches the resource's own chunk, the first time only. */
export function loadResource(id, path) {
  return readResource(id, path)
}

/** Search every skill, manual ones included (what a SkillSearch tool calls). */
export function find(query) {
  return search(query, { limit: 3 }).map(r => r.id)
}

export function skillCount() {
  return entries.length
}
