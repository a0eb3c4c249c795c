import { unplugin } from './core/plugin'

/** unplugin-loadout for rollup. */
export default unplugin.rollup
