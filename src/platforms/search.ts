/**
 * What SkillSearch answers over an `agents/skills` source, apart from `agents`' types: unplugin-loadout/ai takes a
 * source by this shape, so its declarations never name `agents` (an optional peer its users may not have).
 */

/** One skill `search` found. */
export interface SkillSearchHit {
  /** The name to activate it by (`activate_skill`'s `name`). */
  name: string
  /** Our id for it. */
  id: string
  description: string
  /** Whether the last listing listed it, so the catalog the model has can activate it now. */
  listed: boolean
}

/** A source `skillSearchTools` searches: `skillSource(...)` of unplugin-loadout/cloudflare. */
export interface SkillSearchSource {
  /**
   * SkillSearch over every skill the policy allows: the best `limit` (default 8) for `query`. What it finds is listed
   * from the source's next `list()` on.
   */
  search: (query: string, options?: { limit?: number }) => Promise<{ query: string, results: SkillSearchHit[] }>
}
