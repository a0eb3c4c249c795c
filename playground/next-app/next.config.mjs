import { withLoadout } from 'unplugin-loadout/next'

// Turbopack (`next dev`, `next build`): the skills are emitted to .loadout/ and `virtual:loadout` is aliased to it.
// webpack (`next build --webpack`): the webpack plugin compiles them, as in any webpack build.
export default withLoadout({}, { skills: ['../skills'] })
