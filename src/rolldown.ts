import { unplugin } from './core/unplugin'

/** unplugin-loadout for rolldown. */
export default unplugin.rolldown
