import type { Plugin } from 'esbuild'
import type { Options } from './core/options'
import { unplugin } from './plugin'
import { withWatchDirs } from './plugin/esbuild'

/**
 * unplugin-loadout for esbuild. esbuild's watch mode only notices new files in folders a plugin names (`watchDirs`),
 * which unplugin does not pass on: the plugin names every folder of the skill sources a compile enters, so an added or
 * removed skill rebuilds like an edited one.
 */
export default function loadoutEsbuild(options: Options = {}): Plugin {
  return withWatchDirs(unplugin.esbuild(options), options)
}
