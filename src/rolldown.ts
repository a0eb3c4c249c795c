import { unplugin } from './core/plugin'

/** unplugin-loadout for rolldown. */
export default unplugin.rolldown
