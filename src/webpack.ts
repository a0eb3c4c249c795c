import { unplugin } from './plugin'

/** unplugin-loadout for webpack. */
export default unplugin.webpack
