/**
 * Stage 1 of progressive loading for AI SDK agents: the skill catalog as system-prompt text, within a budget taken
 * from the model's context window (or an explicit token budget), with brief instructions on the skill tools.
 * No Node built-ins: runs wherever the AI SDK runs (Node, Workers, edge functions, browsers).
 */
import type { Loadout } from '../runtime/loadout'
import type { Catalog, CatalogOptions } from '../runtime/types'

/** What the prompt helpers need from a loadout (`virtual:loadout`'s `loadout`, or `loadFromDisk()`). */
export type CatalogLoadout = Pick<Loadout, 'catalog'>
/** The same from a loadout over a database (`createSqlLoadout`): its catalog is awaited. */
export interface AsyncCatalogLoadout {
  catalog: (options?: CatalogOptions) => Promise<Catalog>
}

export interface CatalogPromptOptions extends CatalogOptions {
  /**
   * The catalog's budget in tokens (4 characters a token). Wins over `contextWindow`; `budgetChars` wins over both.
   * Default: from `contextWindow` (2% of it, clamped to 4,000..8,000 tokens), or 18,000 characters when unknown.
   */
  tokenBudget?: number
  /**
   * What the instructions tell the model to do with a skill that fits:
   * - `'tools'` (default): load it with the `Skill` tool (and find others with `SkillSearch`);
   * - `'activate'`: call `activate_skill` (LLM routing), at most `maxActivatedSkills` times.
   */
  mode?: 'tools' | 'activate'
  /** With `mode: 'activate'`: the most skills the model may activate (stated in the instructions). Default 3. */
  maxActivatedSkills?: number
  /** Mention `read_resource` (default true), `run_script` and `call_skill` (default false) in the instructions. */
  mention?: { readResource?: boolean, runScript?: boolean, callSkill?: boolean }
}

export interface CatalogPromptResult {
  /** The system-prompt section: a heading, the instructions and the catalog lines; `''` when no skill is available. */
  text: string
  /** The runtime catalog behind it (its `report` says why each skill is or is not listed). */
  catalog: Catalog
  /** Ids of the skills listed in the text, in catalog order. */
  advertised: string[]
}

/** The runtime catalog options for a prompt: a token budget becomes a character budget. */
export function catalogOptions(options: CatalogPromptOptions = {}): CatalogOptions {
  const { tokenBudget, mode: _mode, maxActivatedSkills: _max, mention: _mention, ...rest } = options
  if (tokenBudget !== undefined && rest.budgetChars === undefined) {
    if (!(typeof tokenBudget === 'number' && Number.isFinite(tokenBudget) && tokenBudget >= 0))
      throw new TypeError(`catalogPrompt: tokenBudget must be a number of tokens >= 0, got ${String(tokenBudget)}`)
    return { ...rest, budgetChars: Math.floor(tokenBudget) * 4 }
  }
  return rest
}

/**
 * The catalog section of a system prompt, with the catalog behind it and the ids it lists; a promise of them for a
 * loadout over a database.
 */
export function buildCatalogPrompt(loadout: AsyncCatalogLoadout, options?: CatalogPromptOptions): Promise<CatalogPromptResult>
export function buildCatalogPrompt(loadout: CatalogLoadout, options?: CatalogPromptOptions): CatalogPromptResult
export function buildCatalogPrompt(loadout: CatalogLoadout | AsyncCatalogLoadout, options?: CatalogPromptOptions): CatalogPromptResult | Promise<CatalogPromptResult>
export function buildCatalogPrompt(loadout: CatalogLoadout | AsyncCatalogLoadout, options: CatalogPromptOptions = {}): CatalogPromptResult | Promise<CatalogPromptResult> {
  const catalog = loadout.catalog(catalogOptions(options))
  return isPromise(catalog) ? catalog.then(c => promptOf(c, options)) : promptOf(catalog, options)
}

/** Whether `x` is a promise (what a loadout over a database answers). */
export function isPromise<T>(x: T | Promise<T>): x is Promise<T> {
  return typeof (x as { then?: unknown } | null)?.then === 'function'
}

function promptOf(catalog: Catalog, options: CatalogPromptOptions): CatalogPromptResult {
  const advertised = catalog.report.entries.filter(e => e.reason === 'advertised').map(e => e.id)
  if (catalog.text === '') return { text: '', catalog, advertised }
  const mention = { readResource: true, runScript: false, callSkill: false, ...options.mention }
  const lines = ['## Skills', '']
  const shape = options.format === 'xml'
    ? 'Skills are instructions for specialised tasks. Each <skill> below is one skill; its <location> is its id.'
    : 'Skills are instructions for specialised tasks. Each line below is one skill: `- id (name): description`.'
  if (options.mode === 'activate') {
    const max = options.maxActivatedSkills ?? 3
    lines.push(
      shape,
      `If the task needs skills, call activate_skill with the id of each one (at most ${max}); their instructions `
      + 'will then be given to you. If no skill fits, answer directly without calling it.',
    )
  }
  else {
    const extra = [
      mention.readResource ? 'read_resource reads the files a loaded skill lists' : '',
      mention.runScript ? 'run_script runs its scripts' : '',
      mention.callSkill ? 'call_skill hands a sub-task to another skill' : '',
    ].filter(Boolean)
    lines.push(
      shape,
      `When the task matches a skill, call the Skill tool with its id to load its instructions before you act, then `
      + `follow them. SkillSearch finds skills that are not listed here.${
      // Tool names are identifiers: none starts a sentence, where it would be capitalised.
        extra.length ? ` Also: ${extra.join('; ')}.` : ''}`,
    )
  }
  lines.push('', catalog.text)
  return { text: lines.join('\n'), catalog, advertised }
}

/**
 * The system-prompt text for the skill catalog: the budgeted list of skills (Maka's policy, from the model's context
 * window) and brief instructions on using `Skill` and `SkillSearch` (or `activate_skill` with `mode: 'activate'`).
 * Returns `''` when no skill is available.
 *
 * ```ts
 * const system = `${base}\n\n${catalogPrompt(loadout, { contextWindow: 128_000 })}`
 * // over a database: `await catalogPrompt(await createSqlLoadout(db), { contextWindow: 128_000 })`
 * ```
 */
export function catalogPrompt(loadout: AsyncCatalogLoadout, options?: CatalogPromptOptions): Promise<string>
export function catalogPrompt(loadout: CatalogLoadout, options?: CatalogPromptOptions): string
export function catalogPrompt(loadout: CatalogLoadout | AsyncCatalogLoadout, options: CatalogPromptOptions = {}): string | Promise<string> {
  const built = buildCatalogPrompt(loadout as CatalogLoadout, options) as CatalogPromptResult | Promise<CatalogPromptResult>
  return isPromise(built) ? built.then(b => b.text) : built.text
}
