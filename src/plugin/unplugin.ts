/**
 * The plugin factory: one `PluginContext` (context.ts) per plugin instance, and the hooks over it (hooks.ts).
 * `createUnplugin` is applied by src/plugin/index.ts, so that the Next.js helper can take the factory without loading
 * unplugin's ESM files.
 */
import type { UnpluginFactory } from 'unplugin'
import type { Options } from '../core/options'
import { PluginContext } from './context'
import { createHooks } from './hooks'

/** The plugin factory, with the skills inspector wired in: the Vite dev server's `/__loadout/` loads src/inspector. */
export const unpluginFactory: UnpluginFactory<Options | undefined> = (options, meta) => createHooks(new PluginContext(options ?? {}), meta)
