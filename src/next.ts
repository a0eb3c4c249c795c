/**
 * Next.js 15 and 16: `withLoadout(nextConfig, options)`.
 *
 * Turbopack (the default bundler of `next dev` and `next build` on Next 16; `next dev --turbopack` on 15) has no
 * plugin API unplugin can reach, so the same modules the plugin generates are written to disk (`.loadout/index.mjs`,
 * `.loadout/runtime.mjs`, one `.loadout/skill-<hash>.mjs` per body, one `.loadout/resource-<key>.mjs` per text
 * resource: see src/plugin/emit.ts) and `virtual:loadout` / `#loadout` are aliased to them (under `experimental.turbo`
 * on Next 15.0-15.2). With webpack (`--webpack` on 16, the default on 15) the webpack plugin does the work, as in any
 * webpack build.
 *
 * Next evaluates its config in several processes (the CLI, build workers, the dev server): the emit is done once per
 * process (memoised) and once across processes (see emit.ts).
 */
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'
import type { NextConfig } from 'next'
import { toPosix } from './core/fs/paths'
import { resolveOptions } from './core/options'
import { emitLoadout, type EmitOptions, type EmitResult, MAIN_FILE, PUBLISHED_FILE } from './plugin/emit'
import { ALIAS_MAIN, PLUGIN_NAME, VIRTUAL_MAIN, VIRTUAL_PUBLISHED } from './plugin/ids'
import { markReported, PREFIX, problemLines, reportKey, wasReported } from './plugin/report'
import { unpluginFactory } from './plugin/unplugin'
import { watchSources } from './plugin/watch'

export { emitLoadout }
export type { EmitResult }

/** `withLoadout`'s options: the plugin's, and where the modules are written for Turbopack (`.loadout`). */
export type NextLoadoutOptions = EmitOptions

/** Next's config function signature: `(phase, { defaultConfig }) => config`. */
export type NextConfigFunction = (phase: string, context: { defaultConfig: NextConfig }) => NextConfig | Promise<NextConfig>

/** One emit per process and set of options (Next loads its config more than once in a process). */
const memo: Map<string, Promise<EmitResult>> = ((globalThis as any)[Symbol.for('unplugin-loadout.next.emits')] ??= new Map())
/** The source watchers of `next dev`, one per set of options (in a process that loads the config more than once). */
const watching: Set<string> = ((globalThis as any)[Symbol.for('unplugin-loadout.next.watching')] ??= new Set())

function emitOnce(options: NextLoadoutOptions, key: string, dev: boolean): Promise<EmitResult> {
  let p = memo.get(key)
  if (!p) {
    p = emitLoadout(options, { dev })
    memo.set(key, p)
    p.catch(() => memo.delete(key))
  }
  return p
}

/**
 * In `next dev`, re-emit when a skill file changes (Turbopack sees `.loadout/` change and updates the routes). Every
 * process that loaded the config in dev watches (cheap); the lock and the input stamp make one of them write and the
 * others find the output up to date. The watcher (src/plugin/watch.ts) is unref'd: Next's short-lived helper
 * processes load the config too, and must still exit.
 */
function reEmitOnChange(options: NextLoadoutOptions, key: string): void {
  if (watching.has(key)) return
  watching.add(key)
  const root = resolve(options.root ?? process.cwd())
  const outDir = resolve(root, options.outDir ?? '.loadout')
  const { sources, maxDepth, maxFolders } = resolveOptions(options, root)
  watchSources(sources.map(s => s.abs), {
    unref: true,
    limits: { maxDepth, maxFolders },
    onSettled: async () => {
      try {
        const r = await emitLoadout(options, { dev: true })
        if (r.written.length) console.log(`[${PLUGIN_NAME}] skills changed: updated ${toPosix(relative(root, outDir))}/ (${r.written.join(', ')})`)
      }
      catch (e) {
        console.error(`[${PLUGIN_NAME}] ${(e as Error).message}`)
      }
    },
  })
}

/**
 * Print an emit's summary line once per build: Next loads the config in its CLI and again in each worker it starts,
 * and those inherit the environment that records it (`markReported`); with `--webpack`, the plugin in those workers
 * compiles the same skills and finds its report printed too. An emit that found the output up to date (a repeated
 * `next build`, whose compile Turbopack's cache also skips) says so, with the warnings of the compile it reuses: a
 * build that had warnings still says there were.
 */
function announce(r: EmitResult, options: NextLoadoutOptions): void {
  if (!r.summary) return
  const root = resolve(options.root ?? process.cwd())
  const key = reportKey(root, r.summary, r.problems)
  if (wasReported(key)) return
  markReported(key)
  if (!r.compiled) for (const p of problemLines(r.problems, root, resolveOptions(options, root).sources)) console.warn(`${PREFIX} ${p}`)
  console.log(`${PREFIX} ${r.summary}${r.compiled ? '' : ' (up to date: the last compile, reused)'}`)
}

/** The version of `next` the app at `root` resolves (as Next itself is found), or undefined when there is none. */
export function installedNextVersion(root: string): string | undefined {
  try {
    return createRequire(join(root, 'package.json'))('next/package.json').version
  }
  catch {
    return undefined
  }
}

/** Next 15.0 to 15.2 read Turbopack's options from `experimental.turbo`; 15.3 and later from `turbopack`. */
export function turbopackKey(version: string | undefined): 'turbopack' | 'experimental.turbo' {
  const [major, minor] = (version ?? '').split('.').map(Number)
  return major === 15 && minor! < 3 ? 'experimental.turbo' : 'turbopack'
}

/** `base` with `aliases` added to Turbopack's `resolveAlias`, under the key the installed Next reads. */
function withTurbopackAliases(base: NextConfig, aliases: Record<string, string>, root: string): NextConfig {
  if (turbopackKey(installedNextVersion(root)) === 'turbopack') {
    return { ...base, turbopack: { ...base.turbopack, resolveAlias: { ...base.turbopack?.resolveAlias, ...aliases } } }
  }
  // Typed loosely: Next 16's types no longer know `experimental.turbo`, which Next 15.0-15.2 read.
  const experimental = (base.experimental ?? {}) as { turbo?: { resolveAlias?: Record<string, unknown> } }
  const turbo = { ...experimental.turbo, resolveAlias: { ...experimental.turbo?.resolveAlias, ...aliases } }
  return { ...base, experimental: { ...experimental, turbo } as NextConfig['experimental'] }
}

/**
 * Wrap a Next.js config so `virtual:loadout` (and `#loadout`) work with Turbopack and with webpack.
 *
 * ```js
 * // next.config.mjs
 * import { withLoadout } from 'unplugin-loadout/next'
 * export default withLoadout({ reactStrictMode: true }, { skills: ['skills'] })
 * ```
 */
export function withLoadout(nextConfig: NextConfig | NextConfigFunction = {}, options: NextLoadoutOptions = {}): NextConfigFunction {
  return async (phase, context) => {
    const base: NextConfig = typeof nextConfig === 'function' ? await nextConfig(phase, context) : nextConfig
    const root = resolve(options.root ?? process.cwd())
    const resolved: NextLoadoutOptions = { ...options, root }
    const outDir = resolve(root, options.outDir ?? '.loadout')
    const key = JSON.stringify(resolved)
    const dev = phase === 'phase-development-server'
    // `next start` serves what `next build` bundled: nothing to emit. Every other phase that bundles gets the files.
    if (phase !== 'phase-production-server') {
      announce(await emitOnce(resolved, key, dev), resolved)
      if (dev) reEmitOnChange(resolved, key)
    }
    const alias = `./${toPosix(relative(root, join(outDir, MAIN_FILE)))}`
    const publishedAlias = `./${toPosix(relative(root, join(outDir, PUBLISHED_FILE)))}`
    const userWebpack = base.webpack
    // A dynamic import, kept as one in the CommonJS build: Next 15.0-15.2 load `next.config.ts` with a require hook
    // that compiles every `.mjs` file it meets to CommonJS, which breaks a `require()` of unplugin's ESM files.
    const { createUnplugin } = await import('unplugin')
    return {
      ...withTurbopackAliases(base, { [VIRTUAL_MAIN]: alias, [ALIAS_MAIN]: alias, ...(options.publish ? { [VIRTUAL_PUBLISHED]: publishedAlias } : {}) }, root),
      // `next build --webpack` / `next dev --webpack`: the plugin, as in any webpack build (each compiler: client,
      // server, edge, gets its own instance; unchanged skills are not re-parsed on rebuilds).
      webpack(config: any, ctx: any) {
        const out = userWebpack ? userWebpack(config, ctx) : config
        out.plugins ??= []
        // /.well-known/agent-skills/ is written to `public/` by the emit above, not into webpack's output.
        out.plugins.push(createUnplugin(unpluginFactory).webpack(resolved.publish ? { ...resolved, publish: { ...resolved.publish, wellKnown: false } } : resolved))
        return out
      },
    }
  }
}
