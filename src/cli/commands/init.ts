/** `npx unplugin-loadout init`: set the plugin up in the app of the working folder (loaded for this command only). */
import type { PlainCommand } from '../command'

/** The `init` command. */
export const INIT: PlainCommand = {
  name: 'init',
  usage: ['init [--install] [--dry-run]'],
  flags: ['install', 'dry-run'],
  reads: 'nothing',
  run: async ({ values, io }) => (await import('../init')).initCommand({ install: values.install, dryRun: values['dry-run'] }, io),
}
