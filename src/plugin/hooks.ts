/**
 * The plugin's hooks for every bundler, over one `PluginContext`: ids resolved (ids.ts), modules loaded (the main
 * module, a pack, a skill body, a resource, the published skills), each build started from a fresh compile, changes
 * seen by the bundler's watcher passed on. What only one bundler family needs is in vite.ts, webpack.ts, esbuild.ts.
 */
import type { UnpluginBuildContext, UnpluginContext, UnpluginContextMeta, UnpluginOptions } from 'unplugin'
import type { CompileResult } from '../core/compile/compile'
import { LoadoutBuildError } from '../core/diagnostics'
import { generateMain, generateResourceOf, generateSkillOf } from './codegen'
import { type PluginContext, runtimeEntry } from './context'
import { countEsbuildStart, esbuildHooks, isEsbuildRebuild, isEsbuildRuntime, loadEsbuildRuntime } from './esbuild'
import { keyOfPackId, keyOfResourceId, keyOfSkillId, packId, PLUGIN_NAME, REQUEST_RE, RESOLVED_MAIN, RESOLVED_PACK, RESOLVED_RESOURCE, RESOLVED_SKILL, resolvedId, resourceId, skillId, VIRTUAL_CLOSEST, VIRTUAL_MAIN, VIRTUAL_RUNTIME } from './ids'
import { generatePack } from './packs'
import type { PublishHooks } from './published'
import type { Sink } from './report'
import { devSink, sendOverlay, viteHooks } from './vite'
import { addContextDependencies, compilationWarning, hookWebpackLike } from './webpack'

/** A hook's `this`: the bundler's context, with the native one where unplugin gives it. */
type HookContext = UnpluginContext & Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>> & { meta?: { watchMode?: boolean } }
/** `load`'s `this`: a build context (it adds watch files), with Vite's environment on Vite 6+. */
type LoadContext = UnpluginBuildContext & HookContext & { environment?: { name: string } }

/**
 * The bundler's own channels: a Vite dev server's terminal; webpack's and Rspack's compilation warnings, attributed to
 * the skill file; otherwise the plugin context's `warn`, and Vite's logger (or the console) for the summary line.
 */
function sinkOf(plugin: PluginContext, ctx: HookContext): Sink {
  if (plugin.devServer) return devSink(plugin.devServer)
  const push = compilationWarning(ctx, plugin.root)
  const warn: Sink['warn'] = (message, d) => (push && d ? push(message, d) : ctx.warn(message))
  return { warn, error: warn, info: message => (plugin.logger ? plugin.logger.info(message) : console.log(message)) }
}

/**
 * Report a compile (its diagnostics once). A build fails on errors (every one listed, as `tsc` fails on a type error).
 * In a dev server or watch mode errors are reported instead, the skills without errors are served, and Vite's error
 * overlay shows them; fixing the file clears it (the next update does). Warnings go to the bundler's logger.
 */
function reportCompile(plugin: PluginContext, ctx: HookContext, result: CompileResult, forPage: boolean): void {
  const dev = plugin.tolerateErrors || ctx.meta?.watchMode === true || isEsbuildRebuild(plugin, ctx)
  if (result.errorCount > 0 && !dev) ctx.error(new LoadoutBuildError(result.diagnostics, plugin.root))
  plugin.announce(result, sinkOf(plugin, ctx))
  // A page that just imported the module (after the update that cleared its overlay) gets the errors again.
  if (plugin.devServer) sendOverlay(plugin, plugin.devServer, result, forPage)
}

/** The id a request resolves to: the main module, the runtime files, a lazy chunk, the published skills, or null. */
function resolveRequest(plugin: PluginContext, id: string): string | null {
  const m = REQUEST_RE.exec(id)
  if (!m) return null
  const sub = m[1] ?? ''
  if (sub === '') return RESOLVED_MAIN
  if (`${VIRTUAL_MAIN}${sub}` === VIRTUAL_RUNTIME) return runtimeEntry()
  if (`${VIRTUAL_MAIN}${sub}` === VIRTUAL_CLOSEST) return runtimeEntry('closest')
  if (/^\/(?:skill|resource|pack)\//.test(sub)) return resolvedId(`${VIRTUAL_MAIN}${sub}`)
  return plugin.published.resolveId(sub) ?? null
}

/** The main module: the compile reported, the skill files and folders watched, the code generated. */
async function loadMain(plugin: PluginContext, meta: UnpluginContextMeta, ctx: LoadContext, options: unknown): Promise<string> {
  const result = await plugin.build()
  // Vite: the browser's environment (`client` on Vite 6+, not `ssr` on Vite 5) imported it.
  const env = ctx.environment
  reportCompile(plugin, ctx, result, env ? env.name === 'client' : !(options as { ssr?: boolean } | undefined)?.ssr)
  if (plugin.viteWatchBuild || meta.framework !== 'vite') {
    // Every skill file found, those left out for errors too: fixing one rebuilds.
    for (const f of result.found) ctx.addWatchFile(f)
    // Folders, for added skills: Rollup and Rolldown watch them as paths; esbuild would read them as files (see
    // esbuild.ts, which names them as watchDirs) and webpack takes context dependencies below.
    if (meta.framework !== 'esbuild') for (const d of result.sourceDirs) ctx.addWatchFile(d)
  }
  addContextDependencies(ctx, result.sourceDirs)
  const plan = plugin.packsOf(result)
  return generateMain(result, { runtime: VIRTUAL_RUNTIME, closest: VIRTUAL_CLOSEST, skill: skillId, ...(plan ? { packs: { plan, pack: packId } } : {}) })
}

/** A lazy chunk that no longer exists (its skill was removed or changed since the main module named it). */
function gone(ctx: LoadContext, what: string, key: string | undefined, id: string, prefix: string): undefined {
  ctx.error(`${PLUGIN_NAME}: no ${what} with ${what === 'skill body' ? 'chunk key' : 'key'} ${key ?? id.slice(prefix.length)} (was it removed?)`)
  return undefined
}

/** A pack of bodies and files (option `pack`). */
async function loadPack(plugin: PluginContext, ctx: LoadContext, id: string): Promise<string | undefined> {
  const key = keyOfPackId(id, RESOLVED_PACK)
  const result = await plugin.build()
  const pack = plugin.packsOf(result)?.packs.find(p => p.key === key)
  if (!pack) return gone(ctx, 'skill pack', key, id, RESOLVED_PACK)
  for (const i of pack.entries) ctx.addWatchFile(result.files[i]!)
  return generatePack(result, pack)
}

/** One skill body's chunk. */
async function loadSkill(plugin: PluginContext, ctx: LoadContext, id: string): Promise<string | undefined> {
  const key = keyOfSkillId(id, RESOLVED_SKILL)
  const result = await plugin.build()
  const i = key === undefined ? -1 : result.chunkKeys.indexOf(key)
  if (i === -1) return gone(ctx, 'skill body', key, id, RESOLVED_SKILL)
  ctx.addWatchFile(result.files[i]!)
  return generateSkillOf(result, i, resourceId)
}

/**
 * One text resource's chunk: text as text, binaries as base64, read with the walk's checks again (no symlink, no
 * FIFO, inside the source, bounded): see listed-file.ts.
 */
async function loadResource(plugin: PluginContext, ctx: LoadContext, id: string): Promise<string | undefined> {
  const key = keyOfResourceId(id, RESOLVED_RESOURCE)
  const result = await plugin.build()
  const file = key === undefined ? undefined : result.resourceFiles.get(key)
  if (file === undefined) return gone(ctx, 'skill resource', key, id, RESOLVED_RESOURCE)
  ctx.addWatchFile(file)
  return generateResourceOf(result, key!)
}

/** The code of a resolved id, by its kind; null for ids that are not the plugin's. */
async function load(plugin: PluginContext, meta: UnpluginContextMeta, ctx: LoadContext, id: string, options: unknown): Promise<string | null | undefined> {
  if (isEsbuildRuntime(meta.framework, id)) return loadEsbuildRuntime(id)
  const publishedCode = await plugin.published.load(id)
  if (publishedCode !== undefined) return publishedCode
  if (id === RESOLVED_MAIN) return loadMain(plugin, meta, ctx, options)
  if (id.startsWith(RESOLVED_PACK)) return loadPack(plugin, ctx, id)
  if (id.startsWith(RESOLVED_SKILL)) return loadSkill(plugin, ctx, id)
  if (id.startsWith(RESOLVED_RESOURCE)) return loadResource(plugin, ctx, id)
  return null
}

/** The hooks of one plugin instance, for the bundler `meta` names. */
export function createHooks(plugin: PluginContext, meta: UnpluginContextMeta): UnpluginOptions {
  return {
    name: PLUGIN_NAME,
    enforce: 'pre',
    resolveId: id => resolveRequest(plugin, id),
    loadInclude: id => id.startsWith(RESOLVED_MAIN) || isEsbuildRuntime(meta.framework, id),
    load(id: string, ...rest: unknown[]) {
      return load(plugin, meta, this as LoadContext, id, rest[0])
    },
    async buildStart() {
      // Each build (and each watch rebuild) starts from a fresh compile; unchanged files are not re-parsed.
      plugin.invalidate()
      countEsbuildStart(plugin, this)
      // URL sources are pulled (fetched, verified, pinned) before the build goes on.
      if (plugin.resolved.sources.some(s => s.origin)) await plugin.build()
    },
    async buildEnd(error?: Error) {
      // `publish.wellKnown`: /.well-known/agent-skills/ beside the output of the browser's side of a build.
      if (error || !plugin.published.wellKnown || plugin.viteServe) return
      const env = (this as { environment?: { config: { consumer?: string } } }).environment
      if (env ? env.config.consumer === 'server' : plugin.viteSsrBuild) return
      await plugin.published.emit(this as Parameters<PublishHooks['emit']>[0])
    },
    watchChange(id) {
      plugin.skillFileChanged(id)
    },
    vite: viteHooks(plugin),
    webpack: compiler => hookWebpackLike(plugin, compiler, compiler.webpack.NormalModuleReplacementPlugin),
    rspack: compiler => hookWebpackLike(plugin, compiler, compiler.rspack.NormalModuleReplacementPlugin),
    esbuild: esbuildHooks(plugin),
  }
}
