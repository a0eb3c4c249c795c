import { unplugin } from './core/plugin'

/** unplugin-loadout for vite. */
export default unplugin.vite
