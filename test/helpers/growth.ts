/**
 * How work grows with the size of its input, measured in the test's own process: for the regression tests of
 * quadratic inputs (issue 32), which must fail on quadratic code and never fail because the machine is busy.
 *
 * The same call is timed on an input of size n and of size factor x n, alternately, several times, and the least time
 * of each size is kept. Time is the CPU time of this process (`process.cpuUsage`), not the time on the clock: on a
 * machine busier than its cores, a measurement on the clock longer than a scheduler slice is always interrupted, so the
 * longer input would look slower than it is; CPU time counts the work only, and a busy machine can only add to it
 * (cache misses), so the least of several is closest to the work. Linear work grows about `factor` times, quadratic
 * work `factor` squared times: with factor 8, 8 against 64, and tests fail above GROWTH_LIMIT, far from both. No time
 * is ever compared with a fixed limit.
 *
 * Size the inputs so that what a call allocates stays on one side of V8's large-object threshold (about 128 KB) at both
 * sizes: linear work that allocates a string of its input's length grows up to x20 across it (garbage collection), at
 * 5 KB -> 40 KB or 1 MB -> 8 MB it grows x8. Vitest runs each test file in its own process (the default `forks`
 * pool), so the CPU time read is this file's.
 */

/** The growth above which work over n -> 8n is not linear: three times linear, a third of quadratic. */
export const GROWTH_LIMIT = 24

/** Least CPU time a measurement of the small input takes: shorter calls are repeated that many times in a row. */
const MIN_MS = 5

/** The CPU time (user and system, in ms) of `times` calls in a row. */
function timeOf(call: () => unknown, times: number): number {
  const start = process.cpuUsage()
  for (let k = 0; k < times; k++) call()
  const spent = process.cpuUsage(start)
  return (spent.user + spent.system) / 1000
}

export interface Growth {
  /** The least time of the big input over the least time of the small one. */
  ratio: number
  /** Those least times, in ms (for the failure message). */
  small: number
  big: number
  /** How many calls each measurement made. */
  times: number
}

/**
 * The growth of `make(n)`'s call from n to `factor` x n. `make` builds the input and returns the call to time, so that
 * building the input is not timed.
 */
export function growth(make: (n: number) => () => unknown, n: number, { factor = 8, repeats = 5 } = {}): Growth {
  const small = make(n)
  const big = make(n * factor)
  small()
  big()
  // Calls too fast to time are repeated, the same number of times for both sizes (the least of three runs decides).
  let times = 1
  while (times < 1 << 16 && Math.min(timeOf(small, times), timeOf(small, times), timeOf(small, times)) < MIN_MS) times *= 2
  let bestSmall = Number.POSITIVE_INFINITY
  let bestBig = Number.POSITIVE_INFINITY
  for (let r = 0; r < repeats; r++) {
    bestSmall = Math.min(bestSmall, timeOf(small, times))
    bestBig = Math.min(bestBig, timeOf(big, times))
  }
  return { ratio: bestBig / bestSmall, small: bestSmall, big: bestBig, times }
}

/** `growth`, described for an assertion message. */
export function describeGrowth(g: Growth, factor = 8): string {
  return `x${factor} input took x${g.ratio.toFixed(1)} the time (${g.small.toFixed(2)} ms -> ${g.big.toFixed(2)} ms, ${g.times} call${g.times === 1 ? '' : 's'} each)`
}
