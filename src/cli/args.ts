/** Checks of option values shared by the commands: a bad value is a usage error (exit 2) naming the flag. */

/** A bad option value: the command prints its message after `loadout <command>: ` and exits 2. */
export class UsageError extends Error {}

/** A whole-number option, undefined when absent; a UsageError when it is not a whole number >= min. */
export function whole(raw: string | undefined, flag: string, min: number): number | undefined {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} must be a whole number >= ${min}, got ${raw}`)
  return n
}

/** The catalog policy options `inspect` and `mcp` share (the catalog an agent gets, and what it may hold). */
export interface CatalogPolicyValues {
  'context-window'?: string
  'budget-chars'?: string
  'pinned'?: string[]
  'disabled'?: string[]
  'tool'?: string[]
  'capability'?: string[]
}

/** `--context-window` and `--budget-chars`, checked (a UsageError when one is not a whole number in range). */
export function catalogSizes(values: CatalogPolicyValues): { contextWindow?: number, budgetChars?: number } {
  return { contextWindow: whole(values['context-window'], 'context-window', 1), budgetChars: whole(values['budget-chars'], 'budget-chars', 0) }
}

/** A fraction option (`--min-success5`, `--min-hit1`): a number from 0 to 1, undefined when absent. */
export function threshold(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined
  const x = Number(raw)
  if (!(x >= 0 && x <= 1)) throw new UsageError(`--${flag} takes a number from 0 to 1, got ${raw}`)
  return x
}

/** `--min-score`: an evidence bar, a number >= 0. */
export function evidenceBar(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const x = Number(raw)
  if (!(raw.trim() !== '' && x >= 0 && Number.isFinite(x))) throw new UsageError(`--min-score takes a number >= 0, got ${raw}`)
  return x
}

/**
 * The value `read` makes of a command's options, or undefined after printing why it could not (`loadout <command>:
 * <message>`): the caller exits 2.
 */
export function checkedOptions<T>(command: string, io: { err: (text: string) => void }, read: () => T): T | undefined {
  try {
    return read()
  }
  catch (err) {
    io.err(`loadout ${command}: ${(err as Error).message}`)
    return undefined
  }
}
