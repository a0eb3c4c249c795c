/**
 * Progress of long work: a counter redrawn in place on stderr, only on an interactive terminal (not in a pipe, a CI log or under `--json`), as npm, Vite and cargo show
 * theirs: nothing a script reads is changed by it, and the line is cleared before anything else is printed.
 */
/** How far a step is: `done` of `total` units. */
export type OnProgress = (done: number, total: number) => void

/** At most this often is the counter redrawn (a terminal can take 10 redraws a second without cost). */
const REDRAW_MS = 100

export interface Progress {
  /** A reporter for one step (`compiling`, `writing skills.db`...), counting units (`skills`, `rows`...). */
  step: (label: string, unit: string) => OnProgress
  /** Clear the counter's line (before printing anything else; idempotent). */
  clear: () => void
}

/** Progress that prints nothing: not a terminal, or `--json`. */
export const NO_PROGRESS: Progress = { step: () => () => {}, clear: () => {} }

/** A counter on `stream` when it is a terminal (`enabled`), else `NO_PROGRESS`. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stderr, enabled = stream.isTTY === true): Progress {
  if (!enabled) return NO_PROGRESS
  let shown = false
  let last = 0
  const clear = () => {
    if (shown) stream.write('\r\x1B[2K')
    shown = false
  }
  return {
    clear,
    step: (label, unit) => (done, total) => {
      const now = performance.now()
      // The first count, then a redraw at most every REDRAW_MS, and the last one: nothing in between is lost to the eye.
      if (shown && done < total && now - last < REDRAW_MS) return
      last = now
      const percent = total > 0 ? ` (${Math.floor((done / total) * 100)}%)` : ''
      stream.write(`\r\x1B[2K${label}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${unit}${percent}`)
      shown = true
    },
  }
}
