import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The package's version, from its package.json: the nearest one up from this file (in src/ as in dist/). */
export function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string, version?: string }
      if (pkg.name === 'unplugin-loadout' && pkg.version) return pkg.version
    }
    const up = dirname(dir)
    if (up === dir) throw new Error('cannot find the package.json of unplugin-loadout')
    dir = up
  }
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours cost 1. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** The option of `known` closest to `typed`, when it is close enough to be a typo (or `typed` is a prefix of it). */
export function closestOption(typed: string, known: readonly string[]): string | undefined {
  const bare = typed.replace(/^-+/, '')
  let best: string | undefined
  let bestDistance = Infinity
  for (const option of known) {
    const name = option.replace(/^-+/, '')
    const distance = name.startsWith(bare) && bare.length >= 3 ? 0.5 : editDistance(bare, name)
    if (distance < bestDistance) [best, bestDistance] = [option, distance]
  }
  return bestDistance <= Math.max(1, Math.floor(bare.length / 3)) ? best : undefined
}

/** The options a help text lists (`--skills`, `-h`...), for suggestions. */
export function optionsIn(help: string): string[] {
  return [...new Set(help.match(/(?<![\w-])--?[a-z][\w-]*/gi) ?? [])]
}

const HINT = 'run `npx unplugin-loadout --help` for the options'

/** One line for a command that does not exist, with the closest one the help lists. */
export function unknownCommandLine(command: string, help: string): string {
  const commands = [...new Set([...help.matchAll(/^ {2}npx unplugin-loadout ([a-z]+)/gm)].map(m => m[1]!))]
  const near = closestOption(command, commands)
  return `loadout: unknown command "${command}"${near ? ` (did you mean ${near}?)` : ''}; ${HINT.replace('options', 'commands')}`
}

/**
 * One line for a parseArgs error: the bad option, the closest real one, and where the help is, instead of
 * Node's own message (which explains `--` positionals, with unbalanced quotes).
 */
export function usageErrorLine(err: unknown, help: string): string {
  const { code, message } = err as { code?: string, message: string }
  const option = /'(-[^' ]+)/.exec(message)?.[1]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) {
    const near = closestOption(option, optionsIn(help))
    return `loadout: unknown option ${option}${near ? ` (did you mean ${near}?)` : ''}; ${HINT}`
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return /does not take/.test(message)
      ? `loadout: ${option} takes no value; ${HINT}`
      : `loadout: ${option} needs a value; ${HINT}`
  }
  return `loadout: ${message}; ${HINT}`
}
