import { unplugin } from './core/plugin'

/** unplugin-loadout for rspack. */
export default unplugin.rspack
