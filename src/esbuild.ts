import { unplugin } from './core/unplugin'

/** unplugin-loadout for esbuild. */
export default unplugin.esbuild
