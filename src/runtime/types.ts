/**
 * Types shared by the compiler (build time) and the runtime (run time).
 * This file is part of what ships to users' bundles: no Node built-ins, no dependencies.
 */

/**
 * How an entry is loaded: `core` always, `domain` when the task matches, `manual` never automatically (SkillSearch and
 * the Skill tool still find it when the model asks for it).
 */
export type Priority = 'core' | 'domain' | 'manual'

/** The phases an entry may be auto-loaded in (ai-loadout `triggers`). */
export interface Triggers {
  task: boolean
  plan: boolean
  edit: boolean
}

export type Trigger = keyof Triggers

/** A file that belongs to a skill: any file of its folder (see docs/skills.md, "A skill is its whole folder"), or a linked one. */
export interface ResourceEntry {
  /**
   * Path relative to the skill folder, `/`-separated and normalised: never `..`, `.` or an empty segment. A file its
   * instructions link to outside its folder is served under `_linked/` and its path from the source root.
   */
  path: string
  /**
   * Told by the file's content: `text` is valid UTF-8 with no NUL byte (of at most 1 MiB), read with `readResource`;
   * `binary` is anything else, read with `readResourceBytes` (which reads text files too, as their UTF-8 bytes).
   */
  kind: 'text' | 'binary'
  /** Size in bytes. */
  size: number
  /** A media type guessed from the extension (`text/plain` for a text file of an unknown one). */
  type: string
}

/** One compiled skill, as it sits in the main chunk (never its body). */
export interface SkillEntry {
  /** Folder path relative to its source root, `/`-separated (`pdf`, `anthropics-skills/pdf`); ai-loadout rules use their `id`. */
  id: string
  /** Frontmatter `name`, falling back to the folder name. */
  name: string
  description: string
  /** `tags`, `keywords` and `metadata.tags`, de-duplicated. */
  tags: string[]
  priority: Priority
  triggers: Triggers
  /** ai-loadout `patterns`: every word of a pattern must occur in the task. */
  patterns: string[]
  /** Maka host requirements: the skill is hidden from hosts that lack them. */
  requires: { tools: string[], capabilities: string[] }
  /** Agent Skills `allowed-tools` (informational). */
  allowedTools: string[]
  license?: string
  compatibility?: string
  /**
   * Claude Code `disable-model-invocation: true`: only the user invokes this skill (a slash command). It is never in
   * the catalog, never returned by `match` or `search`, never in a tool's enum, and the model-facing `Skill` tool
   * refuses it; the host can still `lookup` and `load` it (explicit user activation).
   */
  userOnly?: true
  /**
   * Claude Code `user-invocable: false`: only the model invokes this skill. It is routed and advertised as usual; a
   * host offering slash commands should not list it.
   */
  modelOnly?: true
  /** Claude Code's runtime keys (`argument-hint`, `model`, `effort`, `context`, `agent`, `hooks`), for hosts. */
  claude?: ClaudeCodeFields
  /** Estimated tokens of the body. */
  tokens: number
  /** Lines of the body. */
  lines: number
  /** Content hash of the whole SKILL.md (hex). */
  hash: string
  /** Scope of the source the skill comes from. */
  source: string
  /** Path of the skill file relative to its source root. */
  path: string
  /**
   * A skill pulled from a URL source: the URL its SKILL.md was fetched from (verified against the lockfile's digest).
   * Such a skill never runs scripts (`run_script` refuses it).
   */
  origin?: string
  /**
   * The files of the skill, by path. Empty in a bundle's data (`LoadoutData.lazyFiles`): a bundle lists a skill's files
   * in its lazy chunk, so its main chunk does not grow with files; read them with `load(id).resources` or
   * `listResources(id)`.
   */
  resources: ResourceEntry[]
  /** Set when an earlier source has the same id: the scope that wins. Shadowed entries are never matched or loaded. */
  shadowedBy?: string
  /**
   * Set (to a reason) on an entry its producer knows is broken. The compiler never emits such entries (a skill with
   * an error fails the build), but data assembled or post-processed by a host may: `catalog()` reports them `invalid`.
   */
  invalid?: string
}

export interface SourceInfo {
  /** The source folder relative to the project root. */
  dir: string
  scope: string
  format: 'skill' | 'ai-loadout'
  /** A URL source: the index URL its skills were pulled from (`dir` is then where they are kept). */
  origin?: string
}

/** The precomputed inverted index. */
export interface IndexData {
  /** Weights are stored as integers; divide by `scale` for the score. */
  scale: number
  /**
   * The terms and their postings, as one string of printable ASCII: `term postings,term postings,...` sorted by term
   * (front-coded, non-ASCII characters of terms spelled out in ASCII); postings are, for each entry holding the term in
   * ascending entry order, the difference from the previous entry index and the weight, each a varint of printable ASCII
   * digits. See `runtime/postings.ts`.
   */
  terms: string
  /**
   * The words of the skills' names of two words or more, in the same format: for each word, the entries whose name
   * holds it, each with (in place of a weight) how many distinct words its name has. A task holding them all gets the
   * name-words bonus. Absent when no name has two words.
   */
  names?: string
}

/** Catalog defaults fixed at build time (plugin options `pinned` and `disabled`). */
export interface CatalogDefaults {
  /** Skill ids or names listed first in the catalog. */
  pinned?: string[]
  /** Skill ids or names left out of the catalog and refused by the tools. */
  disabled?: string[]
}

/** Everything the main chunk holds. */
export interface LoadoutData {
  /**
   * The format of this data, DATA_VERSION. It changes whenever the index or the tokenizer changes, so a runtime never
   * routes with data another version compiled (2: terms written in full start with a space; Porter's final-e rule;
   * 3: user-only entries, which an older runtime would offer to the model; 4: the tokenizer's Traditional Chinese
   * folds come with the data, `folds`).
   */
  version: 4
  sources: SourceInfo[]
  entries: SkillEntry[]
  index: IndexData
  /** Build-time catalog defaults; `catalog()` and `tools()` options extend them per call. */
  catalog?: CatalogDefaults
  /** The cross-lingual glossary compiled for this index (see src/core/index/glossary.ts); absent when disabled. */
  glossary?: string
  /**
   * Set in a bundle's main module: its entries list no files (`resources: []`), each skill's body chunk does (its
   * `files` export), so the main chunk does not grow with files. The runtime then reads a skill's files from its chunk.
   */
  lazyFiles?: true
  /**
   * The Traditional -> Simplified Chinese folds the tokenizer reads tasks with: those of the Simplified characters the
   * index and the glossary hold (runtime/tokenize.ts `foldsFor`); absent when they hold none.
   */
  folds?: string
}

/**
 * Loads one skill body: `() => import('virtual:loadout/skill/<n>')`, or any function returning the text. A module may
 * carry the skill's frontmatter as written (`frontmatter`: what `load` returns as `LoadedSkill.frontmatter`) and, for
 * data with `lazyFiles`, the skill's files (`files`).
 */
export type BodyLoader = () => Promise<string | BodyModule>

/** What a body's lazy chunk exports (see `BodyLoader`). */
export interface BodyModule {
  default: string
  frontmatter?: Record<string, unknown>
  files?: ResourceEntry[]
}

/**
 * What a resource loader resolves to: a text file's text, any file's bytes, or a module of either; a module whose
 * `encoding` is `'base64'` holds the bytes as base64 text (what a build writes for a binary file).
 */
export type ResourceContent = string | Uint8Array | { default: string | Uint8Array, encoding?: 'base64' }

/** Loads one resource: `() => import('virtual:loadout/resource/<n>')`, or any function returning its content. */
export type ResourceLoader = () => Promise<ResourceContent>

/**
 * `loaders[i]` loads the body of `data.entries[i]` (`null` for shadowed entries). As a function, `loaders(i)` returns
 * that loader when the body is first asked for: a module with thousands of skills then makes no function per skill at
 * start-up (the generated `virtual:loadout` passes one).
 */
export type BodyLoaders = ReadonlyArray<BodyLoader | null | undefined> | ((entry: number) => BodyLoader | null | undefined)

/**
 * `resources[i][j]` loads the content of `data.entries[i].resources[j]` (`null` for shadowed entries and entries
 * without resources). As a function, `resources(i, j)` returns that loader when the resource is first read.
 */
export type ResourceLoaders =
  | ReadonlyArray<ReadonlyArray<ResourceLoader | null | undefined> | null | undefined>
  | ((entry: number, resource: number) => ResourceLoader | null | undefined)

/** The third argument of `createLoadout`: resource loaders, or an options object holding them. */
export interface LoadoutOptions {
  /** Resource loaders, parallel to `data.entries[i].resources`. */
  resources?: ResourceLoaders
  /**
   * Called after every match, search, load and readResource, so a host can log usage wherever it likes (one JSON
   * line per event makes the log `loadout usage` reads). Errors it throws are ignored. No task text is included
   * unless `includeTask` is set; `taskHash` groups events of the same task.
   */
  onEvent?: (event: LoadoutEvent) => void
  /** Put the task text in match and search events. Default false. */
  includeTask?: boolean
}

/** One routed skill in a match or search event. */
export interface EventResult {
  id: string
  /** 1-based position in the answer. */
  rank: number
  score: number
  tier: Priority
  /** Estimated tokens of its body. */
  tokens: number
  /** The user named it in the task (`/name`, `$name`). */
  explicit?: true
}

/** What `onEvent` receives. */
export type LoadoutEvent =
  | { type: 'match' | 'search', taskHash: string, task?: string, results: EventResult[], abstained: boolean }
  /** `rank` and `taskHash`: where the latest match or search that returned this skill put it, when one did. */
  | { type: 'load', id: string, tokens: number, rank?: number, taskHash?: string }
  /** `chars`: the text's length; a read of bytes (`readResourceBytes`) gives `bytes` instead (and `chars` 0). */
  | { type: 'readResource', id: string, path: string, chars: number, bytes?: number }

export interface MatchOptions {
  /** Most domain results to return (core entries come on top of it). Default 5. */
  limit?: number
  /** Only entries whose `triggers[trigger]` is on. */
  trigger?: Trigger
  /**
   * Abstain (return no domain entry) unless the best one has this much evidence: its score with each word of the task
   * counted once (a Chinese word's overlapping bigrams, a glossary term and the word it translates are one word).
   * Default: the catalog's bar, `abstainBar(skills)` (12 from 791 skills, 0.5 less per halving of a smaller catalog:
   * 8.3 among 5), or for a short task the lower of that and half the sum of its terms' IDFs; and, for a task of three
   * terms or more, 4 of it beyond the strongest word, so that one matching word ("my canary stopped singing") is not
   * taken for a task about a skill. Setting `minScore` replaces the first bar (the catalog's, or the short task's) and
   * keeps the second; `0` never abstains. A later result that holds one word of the task needs this bar too (`0`
   * returns every skill scoring a fifth of the first's score). Raise it to abstain more, lower it to answer more:
   * docs/routing.md measures the price.
   */
  minScore?: number
  /**
   * Skills the user names in the task (`/pdf ...`, `... $pdf`, see `resolveExplicit`) come first, marked
   * `explicit: true`, whatever their score (user-only ones too). Default true; false routes the words only.
   */
  explicit?: boolean
}

/** What `resolveExplicit(task)` finds: the skills a task names with `/name` or `$name`, and a slash command naming none. */
export interface ExplicitResolution {
  /** The skills named, in the order the task names them, each once (user-only skills included, model-only ones never). */
  named: SkillEntry[]
  /**
   * A task starting with a `/word` that names no skill (`/pdff fill this`): the word, and the closest skill ids a user
   * may invoke. Tokens later in the task that name no skill (paths, `$HOME`, prices) are ignored, never reported.
   */
  unknown?: { ref: string, closest: string[] }
}

/** One `complete(prefix)` suggestion: what a slash-command box offers. */
export interface Completion {
  id: string
  name: string
  description: string
  /** Claude Code's `argument-hint`, when the skill has one. */
  argumentHint?: string
  /** Set for a user-only skill (`disable-model-invocation: true`): the model never loads it on its own. */
  userOnly?: true
}

export interface CompleteOptions extends PolicyOptions {
  /** Most suggestions. Default 20. */
  limit?: number
}

export interface SearchOptions {
  /** Default 8. */
  limit?: number
}

export interface MatchResult {
  id: string
  name: string
  /** Absolute relevance score (core entries: 1). */
  score: number
  /**
   * The result's evidence (see `minScore`) against the bar the task had to reach, 0..1: `evidence / (evidence + bar)`,
   * with the catalog's bar or a short task's lower one (see `minScore`). 0.5 is exactly the evidence `match` needs to
   * answer a task at all, so the first domain result of every answer reads 0.5 or more, at every catalog size and
   * task length; 0.8 is four times the bar. A later result is returned when it scores a fifth of the first's score or
   * more and holds two words of the task (it may then read under 0.5) or one worth the catalog's whole bar; a skill
   * sharing one weak word with the task is left out (docs/routing.md, "How it decides"). Words are counted the same
   * way in every language, so one cut serves English, Chinese and Japanese tasks alike. Core entries: 1.
   */
  confidence: number
  tier: Priority
  /** Query terms that hit this entry. */
  matched: string[]
  entry: SkillEntry
  /** Set when the user named this skill in the task (`/name` or `$name`): it comes first, score and confidence 1. */
  explicit?: true
}

export interface LoadedSkill {
  entry: SkillEntry
  body: string
  resources: ResourceEntry[]
  /**
   * The SKILL.md frontmatter as its author wrote it, every key (`metadata` and keys no spec knows included), as JSON
   * (dates become strings): beside the normalised fields of `entry`, for hosts and protocols that must pass it on
   * verbatim. `{}` when the body's loader gives none (a hand-made `createLoadout`).
   */
  frontmatter: Record<string, unknown>
}

/** The host an agent runs in: skills whose `required-tools` / `required-capabilities` it lacks are left out. */
export interface HostInfo {
  /** Tool names the host offers (compared case-insensitively). Omitted: tool requirements are not checked. */
  tools?: readonly string[]
  /** Capabilities the host offers (compared case-insensitively). Omitted: capability requirements are not checked. */
  capabilities?: readonly string[]
}

/** The per-call skill policy shared by `catalog()` and `tools()`; the lists extend the build-time defaults. */
export interface PolicyOptions {
  /** Skill ids or names listed first. A skill pinned here is not disabled by the build-time `disabled` list. */
  pinned?: readonly string[]
  /** Skill ids or names to leave out. A skill disabled here is not pinned by the build-time `pinned` list. */
  disabled?: readonly string[]
  host?: HostInfo
}

export interface CatalogOptions extends PolicyOptions {
  /** The model's context window in tokens; the budget is 2% of it, clamped to 4,000..8,000 tokens (and at most 5%). */
  contextWindow?: number
  /** An explicit budget in characters; wins over `contextWindow`. */
  budgetChars?: number
  /**
   * `'lines'` (default): one `- id (name): description` line a skill. `'xml'`: the Agent Skills guide's
   * `<available_skills>` block, a `<skill>` with `<name>`, `<description>` and `<location>` (the id) each, within the
   * same budget.
   */
  format?: 'lines' | 'xml'
  /**
   * The host's first task, when it builds the catalog for it: the skills `match` returns for it come first (after the
   * pinned ones), as `match` ranks them, marked `routed` in the report. Without it, the order is the task-free one
   * (tiers, then every source, folder and name family in turn: docs/agents.md, "The catalog").
   */
  task?: string
}

/** Why a skill is, or is not, in the catalog text. */
export type CatalogReason = 'advertised' | 'budget' | 'disabled' | 'invalid' | 'host_incompatible' | 'shadowed' | 'user_only'

export interface CatalogReportEntry {
  id: string
  name: string
  /** Scope of the source the skill comes from. */
  source: string
  reason: CatalogReason
  /** 1-based position in catalog order among the eligible skills (advertised or over budget); null otherwise. */
  rank: number | null
  /**
   * Budget characters the skill's catalog line takes, its newline included (also given for skills left out): its
   * length, with a CJK character counted as 4 (one token).
   */
  chars: number
  pinned: boolean
  /** Set for a skill `match` returned for the catalog's `task`: listed first, after the pinned ones. */
  routed?: true
  /** For `shadowed`: the scope of the source that wins. */
  shadowedBy?: string
  /** For `host_incompatible`: the requirements the host lacks. */
  missing?: { tools: string[], capabilities: string[] }
  /** For `invalid`: what is wrong. */
  detail?: string
}

export interface CatalogBudget {
  /** The budget in characters the whole text stays within (a CJK character counts as 4: one token). */
  chars: number
  /** The budget in tokens (4 characters a token), when it came from a context window. */
  tokens: number | null
  contextWindow: number | null
  /** Where the budget came from. */
  basis: 'budgetChars' | 'contextWindow' | 'unknown-window'
}

export interface CatalogReport {
  budget: CatalogBudget
  /** Budget characters of the text (never over `budget.chars`; its length, CJK characters counted as 4). */
  used: number
  /** Skills in the text. */
  advertised: number
  /** Eligible skills left out for lack of budget (the N of the notice). */
  omitted: number
  /** Every skill of the data, shadowed ones included: ranked skills in rank order, then the others in data order. */
  entries: CatalogReportEntry[]
  /** `pinned` / `disabled` references that name no skill. */
  unknown: string[]
  /**
   * The skills left out for lack of budget, by topic: their folder (`kouko-monkey-skills/`), else their name family
   * (`pdf-*`), most first. The notice names as many as its room holds (`Not listed: ...`); `[]` when all fit.
   */
  notListed: Array<{ topic: string, skills: number }>
}

export interface Catalog {
  /** One line per advertised skill, then, when some were left out, the notice `N more skills: use SkillSearch`. */
  text: string
  report: CatalogReport
}

/** A JSON Schema object (the subset the tools use). */
export interface JsonSchema {
  type: 'object'
  properties: Record<string, Record<string, unknown>>
  required: string[]
  additionalProperties: false
}

/** A tool for any agent framework: a JSON-schema definition plus an execute function. */
export interface LoadoutTool<Input = Record<string, unknown>> {
  name: 'Skill' | 'SkillSearch' | 'read_resource'
  description: string
  inputSchema: JsonSchema
  /** Never throws for bad input or unknown skills: the answer says what went wrong (`{ error, ... }`). */
  execute: (input: Input) => Promise<Record<string, unknown>>
}

export interface ToolsOptions extends PolicyOptions {
  /** Most SkillSearch results (at most 8). Default 8. */
  searchLimit?: number
  /**
   * What `Skill` answers with: `'xml'` (default) `{ id, name, content }`, `content` being the instructions wrapped in
   * `<skill_content>` (see `skillContent`); `'json'` the fields `{ id, name, body, resources }` for hosts that script
   * against them.
   */
  answerFormat?: 'xml' | 'json'
  /**
   * The `Skill` tool's `name` is an `enum` of the skill ids the model may load while there are at most this many;
   * above that it is a plain string (unknown names get the closest ids). Default 200.
   */
  enumLimit?: number
  /**
   * A session: the ids of the skills whose instructions are already in the model's context. `Skill` answers a skill of
   * this set briefly (`{ id, name, status: 'already_loaded' }`, no body) and adds each skill it loads. Default: a new
   * set per `tools()` call, so the tools of one call are one session; pass your own set to share it, or
   * `dedupe: false` to answer every load in full.
   */
  loaded?: Set<string>
  /** Answer every `Skill` call with the whole instructions, even for a skill loaded before. Default true (dedupe). */
  dedupe?: boolean
}

/** Claude Code's runtime frontmatter keys, kept in the entry as they were written for hosts that act on them. */
export interface ClaudeCodeFields {
  /** `argument-hint`: the arguments a slash command expects, e.g. `[file] [format]`. */
  argumentHint?: string
  /** `model`: the model to run the skill with. */
  model?: string
  /** `effort`: the reasoning effort to run it with. */
  effort?: string
  /** `context`: e.g. `fork`, to run it in a forked context. */
  context?: string
  /** `agent`: the subagent type a forked skill runs as. */
  agent?: string
  /** `hooks`: lifecycle hooks scoped to the skill (a JSON copy of the mapping). */
  hooks?: Record<string, unknown>
}
