import { basename, isAbsolute, relative, resolve } from 'node:path'
import { toPosix } from './fs/paths'
import { glossaryLineProblem } from './index/glossary'
import { DEFAULT_MAX_FILE_SIZE } from './limits'
import { type PullOption, pullOptions, urlSource } from './wellknown/pull/options'

export type SourceFormat = 'skill' | 'ai-loadout'

/** One skill source: a folder whose `SKILL.md` files (or ai-loadout rule files) are skills. */
export interface SourceOption {
  /**
   * The folder, absolute or relative to `root`; or a URL (`https://example.com`, or the URL of an `index.json`): the
   * skills a site publishes at `/.well-known/agent-skills/`, pulled, verified and pinned (see `pull`).
   */
  dir: string
  /** A label for where skills come from (`project`, `user`...). Defaults to the folder's path relative to `root`. */
  scope?: string
  /** `skill` (SKILL.md folders), `ai-loadout` (rule files with `id`/`keywords` frontmatter), or detected (default). */
  format?: SourceFormat | 'auto'
  /** Skip this source's skills that cannot be compiled, with a warning each (see `Options.skipInvalid`). Overrides the plugin-wide value. */
  skipInvalid?: boolean
}

export interface Options {
  /**
   * Skill source folders, in precedence order: a skill id found in an earlier source shadows the same id in later ones.
   * @default ['skills']
   */
  skills?: string | SourceOption | Array<string | SourceOption>
  /** Folder that relative source paths start from. @default the bundler's root, else `process.cwd()` */
  root?: string
  /**
   * Follow the Agent Skills spec: its rule violations (name format and folder, lengths, YAML that needed recovery, keys
   * outside the spec's table) are errors instead of warnings; recommendations (long bodies) stay warnings. @default false
   */
  strict?: boolean
  /** Largest SKILL.md accepted, in bytes. @default 1_048_576 */
  maxFileSize?: number
  /**
   * Skip skills that cannot be compiled (no description, YAML beyond repair, unreadable, too big, not UTF-8 text, a
   * duplicate id) instead of failing the build: each one becomes a warning naming the file and why, and the other
   * skills are compiled as usual. Set it per source with `{ dir: 'vendor/skills', skipInvalid: true }`.
   * Without it such a file is an error: a build fails, while a dev server or watch mode reports it and keeps serving
   * the other skills.
   * @default false
   */
  skipInvalid?: boolean
  /**
   * How many folders deep below a source skills are searched (`a/b/SKILL.md` is at depth 2). Deeper folders are not
   * entered, with a `walk-limit` warning.
   * @default 12
   */
  maxDepth?: number
  /** Most folders listed in one source; the walk stops there with a `walk-limit` warning. @default 250_000 */
  maxFolders?: number
  /**
   * Write a declaration file that narrows `SkillId` (from `unplugin-loadout/client`) to the compiled ids, so ids
   * autocomplete and a wrong one is a type error. `true` writes `loadout.d.ts` in `root`; a string is the path.
   * @default false
   */
  dts?: boolean | string
  /** Skill ids or names `catalog()` lists first (per-call `pinned` extends this). @default [] */
  pinned?: string[]
  /** Skill ids or names left out of `catalog()` and refused by the tools (per-call `disabled` extends this). @default [] */
  disabled?: string[]
  /**
   * The cross-lingual glossary that lets Chinese and Japanese tasks reach skills described in English. `false`
   * leaves it out; an array adds lines of your own vocabulary, `'english words|中文,中文|日本語,カタカナ'`.
   * @default true
   */
  glossary?: boolean | string[]
  /**
   * Pack skill bodies (and their files) into shared lazy chunks of about `packBytes` instead of one chunk
   * per skill, which keeps a big catalog's file count in the hundreds: `true` always, `false` never, a number from
   * that many skills on. Loading a skill still fetches one chunk (its pack).
   * @default 2000 (skills)
   */
  pack?: boolean | number
  /** The size a pack is closed at, in characters of bodies and files (a binary file counted as its base64). @default 524_288 */
  packBytes?: number
  /**
   * Publish the skills as the Agent Skills discovery RFC (v0.2.0) describes: `wellKnown: true` writes
   * `/.well-known/agent-skills/index.json` and each skill's files, with their sha256 digests, beside the app's output
   * (the Vite dev server serves them too). `userOnly: true` publishes user-only skills as well. `dir`: where the
   * Next.js helper and `loadout build` write them, the folder served at the site's root. See docs/publish.md.
   * @default undefined (nothing published)
   */
  publish?: PublishOption
  /**
   * Files kept although their names look like keys or credentials (`id_rsa`, `*.pem`, `*.key`, `credentials*`,
   * `secrets.json`...), each named `skill/path` by the skill's name or id (`deploy/certs/ca.pem`): every other such
   * file is left out of the skill's files (never bundled, served or published; one `secret-file` warning a skill
   * says which). The same names let publishing ship a hard link (another name of a file that may be outside the skill),
   * which it otherwise leaves out with one `publish-withheld` warning. Dot files (`.env`) are no skill's files,
   * whatever this says.
   * @default [] (none)
   */
  includeSensitive?: string[]
  /** URL sources: the lockfile that pins them, the cache, and whether a build may change the lockfile. */
  pull?: PullOption
}

export interface PublishOption {
  /** Write `/.well-known/agent-skills/` beside the app's output. @default false */
  wellKnown?: boolean
  /** Publish user-only skills (`disable-model-invocation: true`) too. @default false */
  userOnly?: boolean
  /** The Next.js helper and `loadout build`: the folder served at the site's root, relative to `root`. @default 'public' */
  dir?: string
}

export type { PullOption }

export interface ResolvedSource {
  /** Absolute folder. */
  abs: string
  /** Folder relative to root, `/`-separated (`.` for root itself). */
  dir: string
  scope: string
  format: SourceFormat | 'auto'
  /** The source's `skipInvalid`, else the plugin-wide one. */
  skipInvalid: boolean
  /** A URL source: the index it names (`abs` is then the folder its verified files are kept in). */
  origin?: string
}

export interface ResolvedOptions {
  root: string
  sources: ResolvedSource[]
  strict: boolean
  maxFileSize: number
  skipInvalid: boolean
  maxDepth: number
  maxFolders: number
  pinned: string[]
  disabled: string[]
  /** `false`, or the extra glossary lines (empty for the built-in glossary alone). */
  glossary: false | string[]
  /** What is published, when anything is. */
  publish?: Required<PublishOption>
  /** `skill/path` names of files kept though they look like keys or credentials (the option `includeSensitive`). */
  includeSensitive: string[]
  /** Where URL sources are pinned and kept (absolute paths). */
  pull: Required<PullOption>
}

function refList(value: unknown, key: string): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every(v => typeof v === 'string' && v !== ''))
    throw new TypeError(`unplugin-loadout: \`${key}\` must be an array of skill ids or names, got ${JSON.stringify(value)}`)
  return [...new Set(value)]
}

export function resolveOptions(options: Options = {}, fallbackRoot = process.cwd()): ResolvedOptions {
  const root = resolve(options.root ?? fallbackRoot)
  const skipInvalid = flag(options.skipInvalid, 'skipInvalid') ?? false
  const raw = options.skills === undefined ? ['skills'] : Array.isArray(options.skills) ? options.skills : [options.skills]
  const pull = pullOptions(options.pull, root)
  const sources = raw.map((s): ResolvedSource => {
    const o: SourceOption = typeof s === 'string' ? { dir: s } : s
    if (!o || typeof o.dir !== 'string' || o.dir === '')
      throw new TypeError(`unplugin-loadout: each entry of \`skills\` must be a folder path or { dir }, got ${JSON.stringify(s)}`)
    const remote = urlSource(o.dir, pull.cacheDir)
    if (remote) {
      const dir = toPosix(relative(root, remote.abs))
      return { abs: remote.abs, dir, scope: o.scope ?? remote.scope, format: 'skill', skipInvalid: flag(o.skipInvalid, 'skipInvalid') ?? skipInvalid, origin: remote.origin }
    }
    const abs = isAbsolute(o.dir) ? resolve(o.dir) : resolve(root, o.dir)
    const dir = toPosix(relative(root, abs)) || '.'
    const scope = o.scope ?? (dir === '.' ? basename(abs) : dir)
    const format = o.format ?? 'auto'
    if (!['skill', 'ai-loadout', 'auto'].includes(format))
      throw new TypeError(`unplugin-loadout: source format must be 'skill', 'ai-loadout' or 'auto', got ${JSON.stringify(format)}`)
    return { abs, dir, scope, format, skipInvalid: flag(o.skipInvalid, 'skipInvalid') ?? skipInvalid }
  })
  return {
    root,
    sources,
    strict: options.strict ?? false,
    maxFileSize: options.maxFileSize ?? DEFAULT_MAX_FILE_SIZE,
    skipInvalid,
    maxDepth: count(options.maxDepth, 'maxDepth') ?? 12,
    maxFolders: count(options.maxFolders, 'maxFolders') ?? 250_000,
    pinned: refList(options.pinned, 'pinned'),
    disabled: refList(options.disabled, 'disabled'),
    glossary: glossaryOption(options.glossary),
    includeSensitive: sensitiveList(options.includeSensitive),
    ...(options.publish ? { publish: publishOption(options.publish) } : {}),
    pull,
  }
}

function publishOption(value: PublishOption): Required<PublishOption> {
  if (typeof value !== 'object' || value === null)
    throw new TypeError(`unplugin-loadout: \`publish\` must be an object such as { wellKnown: true }, got ${JSON.stringify(value)}`)
  return {
    wellKnown: flag(value.wellKnown, 'publish.wellKnown') ?? false,
    userOnly: flag(value.userOnly, 'publish.userOnly') ?? false,
    dir: value.dir ?? 'public',
  }
}

/** `includeSensitive`: `skill/path` names, each with a skill name (or id) and a path. */
function sensitiveList(value: unknown): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every(v => typeof v === 'string' && /^[^/]+\/./.test(v)))
    throw new TypeError(`unplugin-loadout: \`includeSensitive\` must be an array of \`skill/path\` names of skill files, got ${JSON.stringify(value)}`)
  return value
}

function flag(value: unknown, key: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value
  throw new TypeError(`unplugin-loadout: \`${key}\` must be true or false, got ${JSON.stringify(value)}`)
}

function count(value: unknown, key: string): number | undefined {
  if (value === undefined || (Number.isInteger(value) && (value as number) >= 1)) return value as number | undefined
  throw new TypeError(`unplugin-loadout: \`${key}\` must be a whole number >= 1, got ${JSON.stringify(value)}`)
}

function glossaryOption(value: unknown): false | string[] {
  if (value === undefined || value === true) return []
  if (value === false) return false
  if (Array.isArray(value) && value.every(l => glossaryLineProblem(l) === undefined)) return value
  throw new TypeError(`unplugin-loadout: \`glossary\` must be true, false or an array of 'english|chinese|japanese' lines, got ${JSON.stringify(value)}`)
}
