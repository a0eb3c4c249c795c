// Shared by both route handlers: route a task, load the best domain skill's body on demand, and its first text
// resource (each from its own module).
import { entries, load, match, readResource } from 'virtual:loadout'

export async function answer(request, runtime) {
  const task = new URL(request.url).searchParams.get('q') ?? ''
  const results = match(task, { limit: 3 }).map(({ id, tier, score, matched }) => ({ id, tier, score, matched }))
  const best = results.find(r => r.tier === 'domain')
  let loaded = null
  if (best) {
    const { entry, body, resources } = await load(best.id)
    loaded = { id: entry.id, tokens: entry.tokens, firstLine: body.split('\n').find(Boolean) }
    const text = resources.find(r => r.kind === 'text')
    if (text) loaded.resource = { path: text.path, firstLine: (await readResource(entry.id, text.path)).split('\n').find(Boolean) }
  }
  return Response.json({ runtime, task, skills: entries.length, results, loaded })
}
