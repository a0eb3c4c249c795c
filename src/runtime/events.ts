/**
 * Usage events (match, search, load, readResource) for the listeners of a loadout: the bundle's and the SQL one's.
 * A listener gets the task's hash, never its text unless it asked (`includeTask`), and can never break routing.
 */
import { hashTask } from './hash'
import type { LoadoutEvent, MatchResult, SkillEntry } from './types'

/** What routing, loading and reading report to: the listeners' hub, or QUIET before the first listener. */
export interface EventSink {
  routed: (type: 'match' | 'search', task: string, results: readonly MatchResult[]) => void
  loaded: (entry: SkillEntry) => void
  /** A file was read: as text, or as bytes (`readResourceBytes`). */
  read: (id: string, path: string, content: string | Uint8Array) => void
}

export interface EventHub extends EventSink {
  /** Add a listener; returns a function that removes it. */
  add: (listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }) => () => void
}

/**
 * The sink of a loadout nobody listens to. The hub replaces it on the first listener (`listen`), so a bundle that
 * never imports `onEvent` carries none of the hub's code.
 */
export const QUIET: EventSink = { routed() {}, loaded() {}, read() {} }

/** Add `listener` to the events of a holder of a sink (a loadout's core), making its hub on the first listener. */
export function listen(holder: { events: EventSink }, listener: (event: LoadoutEvent) => void, options?: { includeTask?: boolean }): () => void {
  if (!('add' in holder.events)) holder.events = createEventHub()
  return (holder.events as EventHub).add(listener, options)
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
    read(id, path, content) {
      if (listeners.size === 0) return
      emit(typeof content === 'string'
        ? { type: 'readResource', id, path, chars: content.length }
        : { type: 'readResource', id, path, chars: 0, bytes: content.length })
    },
  }
}
