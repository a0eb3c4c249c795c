/**
 * `unplugin-loadout/client` (the types of `virtual:loadout`) in the tsconfig the app's code is checked with, so
 * `tsc` passes before the first build writes the `dts` file: Vite's TypeScript templates run `tsc` before `vite
 * build`. Vite's vanilla templates list their types in `tsconfig.json`; its framework templates leave `tsconfig.json`
 * empty (`"files": []`) and reference `tsconfig.app.json` (the app) and `tsconfig.node.json` (the config file).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { appendToList, blankJsonc, valueSpan } from './jsonc'

/** The entry that declares `virtual:loadout` and `#loadout` (client.d.ts). */
export const CLIENT_TYPES = 'unplugin-loadout/client'

/** What wiring the types takes: an edit of a tsconfig, a new declaration file, nothing, or a reason it cannot. */
export type TypesPlan =
  | { kind: 'write', file: string, text: string, created: boolean, what: string }
  | { kind: 'done', file: string }
  | { kind: 'manual', why: string }

interface Tsconfig { files?: unknown[], references?: Array<{ path?: string }>, include?: string[], compilerOptions?: { types?: unknown } }

/** A tsconfig file's text and what it holds; undefined when it is missing or not JSONC. */
function readTsconfig(dir: string, file: string): { text: string, blanked: string, json: Tsconfig } | undefined {
  const path = join(dir, file)
  if (!existsSync(path)) return undefined
  const text = readFileSync(path, 'utf8')
  const blanked = blankJsonc(text)
  try {
    return { text, blanked, json: JSON.parse(blanked) as Tsconfig }
  }
  catch {
    return undefined
  }
}

/**
 * The tsconfig the app's own code is checked with: `tsconfig.json`, or when it holds no files itself (`"files": []`)
 * the project it references whose `include` lists `src` (`tsconfig.app.json`), else its first reference.
 */
export function appTsconfig(dir: string): string | undefined {
  const root = readTsconfig(dir, 'tsconfig.json')
  if (!root) return undefined
  const refs = (root.json.references ?? []).map(r => r.path).filter((p): p is string => typeof p === 'string')
  if (!(Array.isArray(root.json.files) && root.json.files.length === 0 && refs.length)) return 'tsconfig.json'
  const files = refs.map(p => (p.endsWith('.json') ? p : posix.join(p, 'tsconfig.json')).replace(/^\.\//, ''))
  return files.find(f => readTsconfig(dir, f)?.json.include?.some(i => /^(\.\/)?src\b/.test(i))) ?? files[0]
}

/**
 * The plan: `unplugin-loadout/client` added beside the types the app's tsconfig lists (`vite/client` kept); with no
 * `types` list (every `@types` package is read then, and a list would narrow that), a declaration file in `src/`
 * that references it instead.
 */
export function planTypes(dir: string): TypesPlan {
  const file = appTsconfig(dir)
  const config = file ? readTsconfig(dir, file) : undefined
  if (!file || !config) return { kind: 'manual', why: `${file ?? 'tsconfig.json'} could not be read as JSON with comments: add "${CLIENT_TYPES}" to its compilerOptions.types` }
  const types = config.json.compilerOptions?.types
  if (Array.isArray(types)) {
    if (types.includes(CLIENT_TYPES)) return { kind: 'done', file }
    const span = valueSpan(config.blanked, ['compilerOptions', 'types'])!
    return { kind: 'write', file, text: appendToList(config.text, config.blanked, span, CLIENT_TYPES), created: false, what: `"${CLIENT_TYPES}" added to compilerOptions.types` }
  }
  const env = 'src/loadout-env.d.ts'
  if (existsSync(join(dir, env))) return { kind: 'done', file: env }
  const include = config.json.include
  if (include && !include.some(i => /^(\.\/)?(src\b|\*\*)/.test(i))) return { kind: 'manual', why: `${file} lists no "types" and does not include src/: add "${CLIENT_TYPES}" to its compilerOptions.types, beside the @types packages your code uses` }
  return { kind: 'write', file: env, text: `/// <reference types="${CLIENT_TYPES}" />\n`, created: true, what: `the types of virtual:loadout for ${file} (it lists no "types")` }
}
