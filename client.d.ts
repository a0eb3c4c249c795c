// Types for the virtual module. Add "unplugin-loadout/client" beside the other entries of tsconfig.json's
// "types" (e.g. ["vite/client", "unplugin-loadout/client"]), or `/// <reference types="unplugin-loadout/client" />`
// in a .d.ts file your tsconfig includes.
declare module 'virtual:loadout' {
  import type { LoadedSkill, Loadout, ResourceEntry, SkillEntry } from 'unplugin-loadout/runtime'

  /**
   * The compiled skill ids, filled in by the declaration file the plugin writes with its `dts` option
   * (`loadout.d.ts`). Without it, `SkillId` is `string`.
   */
  export interface SkillIds {}
  /** A compiled skill id (a union of them once `dts` is on). */
  export type SkillId = [keyof SkillIds] extends [never] ? string : Extract<keyof SkillIds, string>
  /** An id (autocompleted) or a name: what `load`, `lookup`, `readResource` and `readResourceBytes` accept. */
  export type SkillRef = SkillId | (string & {})

  export const loadout: Loadout
  export const entries: Loadout['entries']
  export const match: Loadout['match']
  export const resolveExplicit: Loadout['resolveExplicit']
  export const complete: Loadout['complete']
  export const search: Loadout['search']
  export const lookup: (ref: SkillRef) => SkillEntry | undefined
  export const load: (ref: SkillRef) => Promise<LoadedSkill>
  export const readResource: (ref: SkillRef, path: string) => Promise<string>
  export const readResourceBytes: (ref: SkillRef, path: string) => Promise<Uint8Array>
  export const listResources: (ref: SkillRef) => Promise<ResourceEntry[]>
  export const catalog: Loadout['catalog']
  export const tools: Loadout['tools']
  export const estimateTokens: Loadout['estimateTokens']
  export const onEvent: Loadout['onEvent']
  export default loadout
}

declare module 'virtual:loadout/published' {
  import type { PublishedSkills } from 'unplugin-loadout/runtime'

  /**
   * The skills this build publishes (names, frontmatter, sha256 digests and sizes; the files' contents in lazy
   * chunks): pass it as `skillsExtension` to `createMcpHandler` for MCP's `skills/list` and `skills/get`.
   */
  export const published: PublishedSkills
  export default published
}

declare module '#loadout' {
  export * from 'virtual:loadout'
  export { default } from 'virtual:loadout'
}
