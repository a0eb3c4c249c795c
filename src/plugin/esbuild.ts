/**
 * What esbuild needs beyond unplugin's shared hooks: its options checked, its rebuilds told apart from a first build
 * (esbuild tells a plugin nothing of watch mode), the runtime files read in the plugin's namespace, and the
 * `watchDirs` wrapper that makes an added or removed skill rebuild like an edited one.
 */
import { readFileSync } from 'node:fs'
import type { Plugin } from 'esbuild'
import type { UnpluginBuildContext, UnpluginOptions } from 'unplugin'
import { type Options, resolveOptions } from '../core/options'
import type { PluginContext } from './context'
import { runtimeEntry } from './context'
import { inspectorHint } from './report'
import { MAIN_REQUEST_RE, PLUGIN_NAME, RESOLVED_MAIN } from './ids'
import { foldersUnder } from './watch'

type NativeContext = Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>>

/** unplugin's `esbuild` hooks: the root from `absWorkingDir`, and a warning when skill bodies cannot be lazy chunks. */
export function esbuildHooks(plugin: PluginContext): UnpluginOptions['esbuild'] {
  return {
    config(o) {
      plugin.adoptRoot(o.absWorkingDir)
      // esbuild splits `import()` into chunks only with `splitting: true` and `format: 'esm'`.
      if (o.bundle && (!o.splitting || o.format !== 'esm'))
        console.warn(`[${PLUGIN_NAME}] esbuild: set \`splitting: true, format: 'esm'\` so each skill body becomes its own lazy chunk`)
    },
  }
}

/** Count one more start of the esbuild build `ctx` belongs to (see `isEsbuildRebuild`); nothing for other bundlers. */
export function countEsbuildStart(plugin: PluginContext, ctx: NativeContext): void {
  const native = ctx.getNativeBuildContext?.()
  if (native?.framework === 'esbuild') plugin.esbuildStarts.set(native.build, (plugin.esbuildStarts.get(native.build) ?? 0) + 1)
}

/**
 * Whether `ctx` is an esbuild build that started before: a watch, serve or `rebuild()` run of one `context()`. Its
 * first build fails on an error as a production build does; from the second on a skill with errors is reported and
 * left out while the others are built, as in the other watchers.
 */
export function isEsbuildRebuild(plugin: PluginContext, ctx: NativeContext): boolean {
  const native = ctx.getNativeBuildContext?.()
  return native?.framework === 'esbuild' && (plugin.esbuildStarts.get(native.build) ?? 0) > 1
}

/** esbuild puts every id this plugin resolves in the plugin's namespace: the runtime files are loaded by the plugin. */
export function isEsbuildRuntime(framework: string, id: string): boolean {
  return framework === 'esbuild' && (id === runtimeEntry() || id === runtimeEntry('closest'))
}

/** The code of a runtime file `isEsbuildRuntime` named. */
export function loadEsbuildRuntime(id: string): string {
  return readFileSync(id, 'utf8')
}

/**
 * esbuild's watch mode only notices new files in folders a plugin names (`watchDirs`), which unplugin does not pass
 * on: so `virtual:loadout` is resolved here first, naming every folder a compile's walk enters below the sources.
 * A second build of one setup is a watch (or `rebuild()`) run: it says once where the inspector page is.
 */
export function withWatchDirs(inner: Plugin, options: Options): Plugin {
  return {
    name: inner.name,
    setup(build) {
      const root = options.root ?? build.initialOptions.absWorkingDir ?? process.cwd()
      build.onResolve({ filter: MAIN_REQUEST_RE }, () => {
        const { sources, maxDepth, maxFolders } = resolveOptions({ ...options, root })
        const watchDirs = sources.flatMap(s => foldersUnder(s.abs, { maxDepth, maxFolders }))
        return { path: RESOLVED_MAIN, namespace: PLUGIN_NAME, watchDirs }
      })
      let builds = 0
      build.onEnd(() => {
        if (++builds === 2) console.log(inspectorHint(root, resolveOptions({ ...options, root }).sources.map(s => s.abs)))
      })
      return inner.setup(build)
    },
  }
}
