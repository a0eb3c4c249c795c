import { unplugin } from './core/unplugin'

/** unplugin-loadout for webpack. */
export default unplugin.webpack
