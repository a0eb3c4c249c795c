/** The insight commands for skill authors: `explain`, `overlaps` and `usage` (their work is in ../insight.ts). */
import type { CompilingCommand } from '../command'
import { explainCommand, overlapsCommand, usageCommand } from '../insight'

/** The `explain` command: why each skill ranked where it did for a task. */
export const EXPLAIN: CompilingCommand = {
  name: 'explain',
  usage: ['explain "<task>" --skills DIR | --db FILE [--id ID] [--limit N] [--trigger task|plan|edit] [--json]'],
  flags: ['db', 'id', 'limit', 'trigger', 'json'],
  reads: 'skills-or-db',
  run: ({ options, rest, values, io }) => explainCommand(options, rest, values, io),
}

/** The `overlaps` command: pairs of skills whose words are alike. */
export const OVERLAPS: CompilingCommand = {
  name: 'overlaps',
  usage: ['overlaps --skills DIR [--limit N] [--min-similarity X] [--json]'],
  flags: ['limit', 'min-similarity', 'json'],
  reads: 'skills',
  run: ({ options, values, io }) => overlapsCommand(options, values, io),
}

/** The `usage` command: what a log of runtime events says about the skills. */
export const USAGE: CompilingCommand = {
  name: 'usage',
  usage: ['usage --skills DIR --log FILE.jsonl [--json]'],
  flags: ['log', 'json'],
  reads: 'skills',
  run: ({ options, values, io }) => usageCommand(options, values, io),
}
