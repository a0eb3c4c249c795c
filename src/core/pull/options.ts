/** The `pull` option (URL sources: lockfile, cache, frozen mode) and what a URL source resolves to. */
import { resolve } from 'node:path'
import { sha256Hex } from '../publish/digest'
import { indexUrlOf, isUrlSource, urlScope } from './url'

export interface PullOption {
  /** The lockfile pinning every skill pulled from a URL, relative to `root`; commit it. @default 'skills-lock.json' */
  lockfile?: string
  /** Where verified files are kept between builds, relative to `root`. @default 'node_modules/.cache/unplugin-loadout' */
  cacheDir?: string
  /**
   * Fail instead of changing the lockfile (a URL source not pinned yet, a pinned index that changed, a pin no source
   * uses): what CI wants. @default true when the `CI` environment variable is set (and not `false` or `0`)
   */
  frozen?: boolean
}

/** `CI` set to anything but `false`, `0` or nothing: a CI run. */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase()
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0'
}

export function pullOptions(value: PullOption | undefined, root: string): Required<PullOption> {
  const o = value ?? {}
  if (typeof o !== 'object' || o === null) throw new TypeError(`unplugin-loadout: \`pull\` must be an object, got ${JSON.stringify(value)}`)
  if (o.frozen !== undefined && typeof o.frozen !== 'boolean') throw new TypeError(`unplugin-loadout: \`pull.frozen\` must be true or false, got ${JSON.stringify(o.frozen)}`)
  for (const key of ['lockfile', 'cacheDir'] as const) {
    if (o[key] !== undefined && (typeof o[key] !== 'string' || o[key] === '')) throw new TypeError(`unplugin-loadout: \`pull.${key}\` must be a path, got ${JSON.stringify(o[key])}`)
  }
  return {
    lockfile: resolve(root, o.lockfile ?? 'skills-lock.json'),
    cacheDir: resolve(root, o.cacheDir ?? 'node_modules/.cache/unplugin-loadout'),
    frozen: o.frozen ?? inCi(),
  }
}

/** The folder a URL source's verified skills are laid out in, named by a hash of its index URL. */
export function treeDir(cacheDir: string, indexUrl: string): string {
  return resolve(cacheDir, 'sources', sha256Hex(indexUrl).slice(0, 16))
}

/** A URL source's index, folder and default scope; undefined for a folder source. */
export function urlSource(dir: string, cacheDir: string): { origin: string, abs: string, scope: string } | undefined {
  if (!isUrlSource(dir)) return undefined
  const origin = indexUrlOf(dir)
  return { origin, abs: treeDir(cacheDir, origin), scope: urlScope(origin) }
}
