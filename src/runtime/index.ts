/**
 * unplugin-loadout/runtime: the part that ships in users' bundles.
 * No Node built-ins and no dependencies, so it runs in browsers, Workers, Node and edge runtimes.
 */
export { closest, createLoadout, ABSTAIN_RATIO, ABSTAIN_SCORE, estimateTokens } from './loadout'
export type { Loadout } from './loadout'
export { stem, tokenize, uniqueTerms } from './tokenize'
export type * from './types'
