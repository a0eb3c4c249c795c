// Shared by both route handlers: route a task, load the best domain skill's body on demand.
import { entries, load, match } from 'virtual:loadout'

export async function answer(request, runtime) {
  const task = new URL(request.url).searchParams.get('q') ?? ''
  const results = match(task, { limit: 3 }).map(({ id, tier, score, matched }) => ({ id, tier, score, matched }))
  const best = results.find(r => r.tier === 'domain')
  let loaded = null
  if (best) {
    const { entry, body } = await load(best.id)
    loaded = { id: entry.id, tokens: entry.tokens, firstLine: body.split('\n').find(Boolean) }
  }
  return Response.json({ runtime, task, skills: entries.length, results, loaded })
}
