import { unplugin } from './plugin'

/** unplugin-loadout for rolldown. */
export default unplugin.rolldown
