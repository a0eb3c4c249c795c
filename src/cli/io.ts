/** What every command of the CLI prints through, and the arguments `match` and `explain` share. */
import process from 'node:process'
import { printable } from '../core/printable'

export interface Io {
  out: (text: string) => void
  err: (text: string) => void
}

/**
 * stdout and stderr, each text followed by a newline. Control characters are shown as escapes (`printable`), so
 * nothing a skill holds acts on the terminal, whatever a command forgot to escape; line breaks are kept (commands
 * print blocks), so the fields of a line escape their own (`printable(id)`).
 */
export const stdio: Io = {
  out: t => process.stdout.write(`${printable(t, true)}\n`),
  err: t => process.stderr.write(`${printable(t, true)}\n`),
}

/** The task of `match`/`explain` and its `--limit`; undefined (after saying why) when they are missing or bad. */
export function taskArgs(command: string, rest: string[], rawLimit: string | undefined, io: Io): { task: string, limit: number } | undefined {
  const task = rest.join(' ')
  if (!task) {
    io.err(`loadout ${command}: give the task as an argument, e.g. npx unplugin-loadout ${command} "fix the CI workflow" --skills skills`)
    return undefined
  }
  const limit = rawLimit === undefined ? 5 : Number(rawLimit)
  if (!Number.isInteger(limit) || limit < 1) {
    io.err(`loadout ${command}: --limit must be a positive whole number, got ${rawLimit}`)
    return undefined
  }
  return { task, limit }
}
