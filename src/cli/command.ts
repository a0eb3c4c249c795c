/** What a command of the CLI is: its name, usage lines, the flags it reads and the function that runs it. */
import type { SourceOption } from '../core/options'
import type { CliRun } from './db'
import type { FlagName, Values } from './flags'
import type { Io } from './io'

/** The sources every compiling command reads, from `--skills`, `--db`, `--strict`, `--skip-invalid`, `--frozen`... */
export interface CliOptions {
  skills: Array<string | SourceOption>
  strict: boolean
  skipInvalid: boolean
  db?: string
  run: CliRun
  pull?: { frozen: boolean }
  includeSensitive?: string[]
}

/** What a command is given: the parsed options, the words after its name, and where to print. */
export interface CommandContext {
  values: Values
  rest: string[]
  io: Io
}

/** What a command that reads skills is given besides: the sources, resolved and checked. */
export interface CompilingContext extends CommandContext {
  options: CliOptions
}

interface CommandBase {
  /** The word after `npx unplugin-loadout`. */
  name: string
  /** Its usage lines in `--help`, each after `npx unplugin-loadout ` (continuation lines verbatim). */
  usage: readonly string[]
  /** The flags it reads (besides `--help`, `--version` and the source flags every compiling command takes). */
  flags: readonly FlagName[]
}

/** A command that reads no skill folder (`init`, `update`, `verify`). */
export interface PlainCommand extends CommandBase {
  reads: 'nothing'
  run: (ctx: CommandContext) => Promise<number>
}

/**
 * A command over skills: from `--skills` folders (or the conventional ones), or also from an exported `--db` file.
 * A `server` runs until stopped and prints no summary line.
 */
export interface CompilingCommand extends CommandBase {
  reads: 'skills' | 'skills-or-db'
  server?: boolean
  run: (ctx: CompilingContext) => Promise<number>
}

/** One command of the CLI: help, parsing and dispatch all come from the list of these (`COMMANDS` in main.ts). */
export type Command = PlainCommand | CompilingCommand

/** The flags every command over skills reads to find and compile them. */
export const SOURCE_FLAGS: readonly FlagName[] = ['skills', 'strict', 'skip-invalid', 'frozen', 'include-sensitive']
