import { unplugin } from './plugin'

/** unplugin-loadout for vite. */
export default unplugin.vite
