import { unplugin } from './plugin'

/** unplugin-loadout for rspack. */
export default unplugin.rspack
