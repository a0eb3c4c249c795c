// Types for the virtual module. Add `"types": ["unplugin-loadout/client"]` to tsconfig.json,
// or `/// <reference types="unplugin-loadout/client" />` in a .d.ts file.
declare module 'virtual:loadout' {
  import type { Loadout } from 'unplugin-loadout/runtime'

  export const loadout: Loadout
  export const entries: Loadout['entries']
  export const match: Loadout['match']
  export const search: Loadout['search']
  export const lookup: Loadout['lookup']
  export const load: Loadout['load']
  export const readResource: Loadout['readResource']
  export const catalog: Loadout['catalog']
  export const tools: Loadout['tools']
  export const estimateTokens: Loadout['estimateTokens']
  export const onEvent: Loadout['onEvent']
  export default loadout
}

declare module '#loadout' {
  export * from 'virtual:loadout'
  export { default } from 'virtual:loadout'
}
