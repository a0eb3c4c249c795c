/**
 * How the package writes numbers for people: a count with its noun (`1 warning`, `1,295 warnings`) and a duration
 * (`840 ms`, `4.1 s`, `1 min 29 s`). No Node built-ins.
 */

export const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/** A duration as people read it: `840 ms`, `4.1 s`, `1 min 29 s`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
}
