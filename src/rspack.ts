import { unplugin } from './core/unplugin'

/** unplugin-loadout for rspack. */
export default unplugin.rspack
