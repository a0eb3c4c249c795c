/**
 * Every module id the plugin answers, in one place: the names an app imports (`virtual:loadout`, `#loadout` and their
 * sub-paths), the ids of the lazy chunks the generated code `import()`s, and their resolved forms (with Rollup's `\0`
 * marker, which other plugins leave alone). Codegen writes these ids, the hooks resolve and load them, and the
 * Next.js emit (emit.ts) names files after the same keys.
 */

/** The plugin's name, as bundlers show it (and esbuild's namespace for the ids it resolves). */
export const PLUGIN_NAME = 'unplugin-loadout'

/** The main module: metadata, index and the functions bound to them. */
export const VIRTUAL_MAIN = 'virtual:loadout'
/** The main module's other name, for apps whose tooling rejects `virtual:` (a subpath-imports style alias). */
export const ALIAS_MAIN = '#loadout'
/** The dependency-free runtime the main module imports. */
export const VIRTUAL_RUNTIME = 'virtual:loadout/runtime'
/** The runtime's `closest` (runtime/closest.ts), a module of its own: see `CodegenOptions.closest`. */
export const VIRTUAL_CLOSEST = 'virtual:loadout/closest'
/** The published skills (option `publish`), for MCP's Skills Extension. */
export const VIRTUAL_PUBLISHED = 'virtual:loadout/published'
/** A skill body's lazy chunk: `virtual:loadout/skill/<key>/skill`. */
export const SKILL_PREFIX = 'virtual:loadout/skill/'
/** A text resource's lazy chunk: `virtual:loadout/resource/<key>/resource`. */
export const RESOURCE_PREFIX = 'virtual:loadout/resource/'
/** A pack of bodies and files (option `pack`): `virtual:loadout/pack/<key>/pack`. */
export const PACK_PREFIX = 'virtual:loadout/pack/'
/** The chunk of one published skill's files: `virtual:loadout/published/<key>/files`. */
export const PUBLISHED_FILES_PREFIX = `${VIRTUAL_PUBLISHED}/`

/** Rollup's convention for ids that are not files: other plugins leave `\0` ids alone. */
export const resolvedId = (id: string): string => `\0${id}`
/** The main module, resolved. */
export const RESOLVED_MAIN = resolvedId(VIRTUAL_MAIN)
/** The prefixes of the resolved lazy chunks. */
export const RESOLVED_SKILL = resolvedId(SKILL_PREFIX)
export const RESOLVED_RESOURCE = resolvedId(RESOURCE_PREFIX)
export const RESOLVED_PACK = resolvedId(PACK_PREFIX)
export const RESOLVED_PUBLISHED = resolvedId(VIRTUAL_PUBLISHED)

/** `virtual:loadout`, `#loadout`, their sub-paths, with or without the `\0` marker; group 1 is the sub-path. */
export const REQUEST_RE = /^\0?(?:virtual:loadout|#loadout)(\/.*)?$/
/** The main module by either of its names (esbuild's filter for the `watchDirs` wrapper). */
export const MAIN_REQUEST_RE = /^(?:virtual:loadout|#loadout)$/

/**
 * The last segment of a body's or a text resource's module id (`virtual:loadout/skill/<key>/skill`), which Rollup,
 * Rolldown, Vite and esbuild name its lazy chunk after: `skill-<bundler hash>.js`. With the content hash last, every
 * chunk's name carried 16 hex digits more, and the main chunk writes each name once in its `import()`s.
 */
const SKILL_CHUNK = '/skill'
const RESOURCE_CHUNK = '/resource'
const PACK_CHUNK = '/pack'
/** The last segment names the chunk (`files-<hash>.js`), as for skill bodies. */
const FILES_CHUNK = '/files'

/** The module id of the body chunk with key `key` (`CompileResult.chunkKeys`). */
export const skillId = (key: string): string => `${SKILL_PREFIX}${key}${SKILL_CHUNK}`
/** The module id of the text resource with key `key`. */
export const resourceId = (key: string): string => `${RESOURCE_PREFIX}${key}${RESOURCE_CHUNK}`
/** The module id of the pack with key `key`. */
export const packId = (key: string): string => `${PACK_PREFIX}${key}${PACK_CHUNK}`
/** The key of a published skill's files chunk: its digest's first 16 hex digits (equal skills share one chunk). */
export const publishedKey = (digest: string): string => digest.slice('sha256:'.length, 'sha256:'.length + 16)
/** The module id of the chunk holding the files of the published skill with `digest`. */
export const publishedFilesId = (digest: string): string => `${PUBLISHED_FILES_PREFIX}${publishedKey(digest)}${FILES_CHUNK}`

/** The chunk key of a body's module id (as `skillId` writes it, past `prefix`), or undefined. */
export const keyOfSkillId = (id: string, prefix = SKILL_PREFIX): string | undefined => keyBetween(id, prefix, SKILL_CHUNK)
/** The key of a text resource's module id (as `resourceId` writes it, past `prefix`), or undefined. */
export const keyOfResourceId = (id: string, prefix = RESOURCE_PREFIX): string | undefined => keyBetween(id, prefix, RESOURCE_CHUNK)
/** The key of a pack's module id (as `packId` writes it, past `prefix`), or undefined. */
export const keyOfPackId = (id: string, prefix = PACK_PREFIX): string | undefined => keyBetween(id, prefix, PACK_CHUNK)

/** The key in a published files chunk's id (past `prefix`, as `publishedFilesId` writes it), or undefined. */
export function keyOfPublishedId(id: string, prefix = PUBLISHED_FILES_PREFIX): string | undefined {
  return id.startsWith(prefix) && id.endsWith(FILES_CHUNK) ? id.slice(prefix.length, -FILES_CHUNK.length) || undefined : undefined
}

/** The non-empty part of `id` between `prefix` and `suffix`, or undefined. */
function keyBetween(id: string, prefix: string, suffix: string): string | undefined {
  return id.startsWith(prefix) && id.endsWith(suffix) && id.length > prefix.length + suffix.length
    ? id.slice(prefix.length, -suffix.length)
    : undefined
}
