/** The text of `npx unplugin-loadout --help`, made from the commands' usage lines and the flags' help blocks. */
import type { Command } from './command'
import { optionsHelp } from './flags'

const TITLE = 'loadout: compile, check and query folders of agent skills'

const EXIT_CODES = 'Exit codes: 0 ok, 1 errors in the skills, 2 bad usage.'

/** The help: every usage line of `commands` in their order, then every option's block. */
export function helpText(commands: readonly Command[]): string {
  const usage = commands.flatMap(c => c.usage.map(line => `  npx unplugin-loadout ${line}`))
  return [TITLE, '', 'Usage:', ...usage, '', 'Options:', optionsHelp(), '', EXIT_CODES].join('\n')
}
