import { unplugin } from './plugin'

/** unplugin-loadout for rollup. */
export default unplugin.rollup
