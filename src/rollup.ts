import { unplugin } from './core/unplugin'

/** unplugin-loadout for rollup. */
export default unplugin.rollup
