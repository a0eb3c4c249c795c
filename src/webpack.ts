import { unplugin } from './core/plugin'

/** unplugin-loadout for webpack. */
export default unplugin.webpack
