import { unplugin } from './core/unplugin'

/** unplugin-loadout for vite. */
export default unplugin.vite
