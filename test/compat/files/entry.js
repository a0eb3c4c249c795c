// What a user's code does with the virtual module (both of its names).
import { entries, load, loadout, match, search } from 'virtual:loadout'
import * as alias from '#loadout'

export { loadout }

export async function run(task) {
  const results = match(task)
  const top = results.find(r => r.tier === 'domain')
  const loaded = top ? await load(top.id) : undefined
  return {
    ids: results.map(r => r.id),
    top: top?.id,
    body: loaded?.body,
    count: entries.length,
    aliasIsSame: alias.loadout === loadout,
    searched: search('release notes changelog').map(r => r.id),
  }
}
