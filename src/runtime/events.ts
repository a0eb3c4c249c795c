/**
 * Usage events (match, search, load, readResource) for the listeners of a loadout: the bundle's and the SQL one's.
 * A listener gets the task's hash, never its text unless it asked (`includeTask`), and can never break routing.
 */
import { hashTask } from './hash'
import type { LoadoutEvent, MatchResult, SkillEntry } from './types'

export interface EventHub {
  /** Add a listener; returns a function that removes it. */
  add: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
  routed: (type: 'match' | 'search', task: string, results: readonly MatchResult[]) => void
  loaded: (entry: SkillEntry) => void
  read: (id: string, path: string, text: string) => void
}

/** The hub, with `onEvent` listening from the start. */
export function createEventHub(onEvent?: (event: LoadoutEvent) => void, includeTask = false): EventHub {
  const listeners = new Map<(event: LoadoutEvent) => void, { includeTask: boolean }>()
  if (onEvent) listeners.set(onEvent, { includeTask })
  /** Where the latest match or search put each skill it returned: load events report it. */
  const lastRank = new Map<string, { rank: number, taskHash: string }>()

  function emit(event: LoadoutEvent, task?: string): void {
    for (const [listener, how] of listeners) {
      try {
        listener(how.includeTask && task !== undefined ? { ...event, task } as LoadoutEvent : event)
      }
      catch {
        // A logger must never break routing.
      }
    }
  }

  return {
    add(listener, options = {}) {
      if (typeof listener !== 'function') throw new TypeError('onEvent: the listener must be a function')
      listeners.set(listener, { includeTask: !!options.includeTask })
      return () => void listeners.delete(listener)
    },
    routed(type, task, results) {
      if (listeners.size === 0) return
      const taskHash = hashTask(task)
      lastRank.clear()
      const list = results.map((r, k) => {
        lastRank.set(r.id, { rank: k + 1, taskHash })
        return { id: r.id, rank: k + 1, score: r.score, tier: r.tier, tokens: r.entry.tokens, ...(r.explicit ? { explicit: true as const } : {}) }
      })
      emit({ type, taskHash, results: list, abstained: !results.some(r => r.tier !== 'core') }, task)
    },
    loaded(e) {
      if (listeners.size === 0) return
      const at = lastRank.get(e.id)
      emit({ type: 'load', id: e.id, tokens: e.tokens, ...(at ? { rank: at.rank, taskHash: at.taskHash } : {}) })
    },
    read(id, path, text) {
      if (listeners.size) emit({ type: 'readResource', id, path, chars: text.length })
    },
  }
}
