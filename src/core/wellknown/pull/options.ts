/** The `pull` option (URL sources: lockfile, cache, frozen mode, time) and what a URL source resolves to. */
import { join, resolve } from 'node:path'
import { sha256Hex } from '../digest'
import { PULL_LIMITS } from '../../limits'
import { type LockSkill, lockText } from './lockfile'
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
  /**
   * Milliseconds one URL source may take to fetch (its index and every file the cache lacks); past them the source
   * stops, its requests in flight cancelled, and is left out with an error saying how far it got. Each request may
   * take a quarter of it, 30 s at most, and the source stops when a third request times out. @default 120_000
   */
  timeoutMs?: number
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
  if (o.timeoutMs !== undefined && !(Number.isFinite(o.timeoutMs) && o.timeoutMs > 0)) throw new TypeError(`unplugin-loadout: \`pull.timeoutMs\` must be a number of milliseconds above 0, got ${JSON.stringify(o.timeoutMs)}`)
  for (const key of ['lockfile', 'cacheDir'] as const) {
    if (o[key] !== undefined && (typeof o[key] !== 'string' || o[key] === '')) throw new TypeError(`unplugin-loadout: \`pull.${key}\` must be a path, got ${JSON.stringify(o[key])}`)
  }
  return {
    lockfile: resolve(root, o.lockfile ?? 'skills-lock.json'),
    cacheDir: resolve(root, o.cacheDir ?? 'node_modules/.cache/unplugin-loadout'),
    frozen: o.frozen ?? inCi(),
    timeoutMs: o.timeoutMs ?? PULL_LIMITS.sourceTimeoutMs,
  }
}

/** The folder of a URL source in the cache, named by a hash of its index URL: it holds a folder per set of pins. */
export function treeDir(cacheDir: string, indexUrl: string): string {
  return resolve(cacheDir, 'sources', sha256Hex(indexUrl).slice(0, 16))
}

/** The folder `pins` (the skills a lockfile pins from `indexUrl`) are laid out in: named by a hash of the pins. */
export function layoutDir(cacheDir: string, indexUrl: string, pins: readonly LockSkill[]): string {
  const text = lockText({ lockfileVersion: 1, sources: [indexUrl], skills: [...pins] })
  return join(treeDir(cacheDir, indexUrl), sha256Hex(text).slice(0, 16))
}

/** Where a compile looks for a URL source that was not laid out (it failed): a folder never made, so nothing is found. */
export function notPulledDir(cacheDir: string, indexUrl: string): string {
  return join(treeDir(cacheDir, indexUrl), 'not-pulled')
}

/** A URL source's index, folder and default scope; undefined for a folder source. */
export function urlSource(dir: string, cacheDir: string): { origin: string, abs: string, scope: string } | undefined {
  if (!isUrlSource(dir)) return undefined
  const origin = indexUrlOf(dir)
  return { origin, abs: treeDir(cacheDir, origin), scope: urlScope(origin) }
}
