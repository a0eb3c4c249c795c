import { existsSync, promises as fsp, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isWithin } from '../core/fs/paths'
import type { UnpluginBuildContext, UnpluginContext, UnpluginContextMeta, UnpluginFactory, UnpluginOptions } from 'unplugin'
import type { ViteDevServer } from 'vite'
import type { InspectorServer } from '../inspector/serve'
import { generateDts, generateMain, generateResourceOf, generateSkillOf, keyOfSkillId, keyOfResourceId, RESOURCE_PREFIX, resourceId, SKILL_PREFIX, skillId, VIRTUAL_CLOSEST, VIRTUAL_MAIN, VIRTUAL_RUNTIME } from './codegen'
import { compile, CompileCache, type CompileResult } from '../core/compile/compile'
import { diag, digestDiagnostics, formatDiagnostic, LoadoutBuildError } from '../core/diagnostics'
import { missingSourceMessage } from '../core/compile/discover'
import { inspectorHint } from './hint'
import type { Options } from '../core/options'
import { resolveOptions } from '../core/options'
import { generatePack, keyOfPackId, PACK_PREFIX, packId, type PackPlan, planPacks } from './packs'
import { PublishHooks } from './published'
import { chunkCount, summaryLine } from './report'
import { everyWarningHint, freshDiagnostics, PREFIX, reportKey, summaryChanged, wasReported } from './report'
import type { Diagnostic } from '../core/diagnostics'

export const PLUGIN_NAME = 'unplugin-loadout'
/** Rollup's convention for ids that are not files: other plugins leave `\0` ids alone. */
const RESOLVED_MAIN = `\0${VIRTUAL_MAIN}`
const RESOLVED_SKILL = `\0${SKILL_PREFIX}`
const RESOLVED_RESOURCE = `\0${RESOURCE_PREFIX}`
const RESOLVED_PACK = `\0${PACK_PREFIX}`
/** `virtual:loadout`, `#loadout`, their sub-paths, with or without the `\0` marker. */
const REQUEST_RE = /^\0?(?:virtual:loadout|#loadout)(\/.*)?$/

/** What webpack and Rspack tell a watch run about the files that changed since the last one. */
interface WatchedFiles {
  modifiedFiles?: ReadonlySet<string>
  removedFiles?: ReadonlySet<string>
}

/** Where the `dts` option writes its declaration file: the given path from the root, or `loadout.d.ts`. */
export function dtsFile(root: string, dts: boolean | string): string {
  return resolve(root, typeof dts === 'string' ? dts : 'loadout.d.ts')
}

/** Where the plugin's messages go: warnings and errors (with the diagnostic they come from) and one info line. */
interface Sink {
  warn: (message: string, d?: Diagnostic) => void
  error: (message: string, d?: Diagnostic) => void
  info: (message: string) => void
}

/** The WebpackError class of a webpack or Rspack compiler, when there is one. */
type ErrorClass = new (message: string) => Error & { file?: string, hideStack?: boolean }

/** Write the `dts` declaration file when its content changed (so editors and watchers see no churn). */
export async function writeDts(file: string, result: CompileResult): Promise<void> {
  const content = generateDts(result)
  const previous = await fsp.readFile(file, 'utf8').catch(() => undefined)
  if (previous === content) return
  await fsp.mkdir(dirname(file), { recursive: true })
  await fsp.writeFile(file, content)
}

/** An error for each folder source (not a URL) that does not exist, with the hint a missing folder's error gives. */
function missingSources(options: Options): Diagnostic[] {
  return resolveOptions(options).sources
    .filter(s => !s.origin && !statSync(s.abs, { throwIfNoEntry: false }))
    .map(s => diag('error', 'source-missing', missingSourceMessage(s.dir), s.abs))
}

/** The runtime file the generated module imports: the built one next to this file, or the source in development. */
export function runtimeEntry(module: 'index' | 'closest' = 'index'): string {
  const candidates = [`./runtime/${module}.js`, `../runtime/${module}.js`, `../runtime/${module}.ts`]
  for (const c of candidates) {
    const file = fileURLToPath(new URL(c, import.meta.url))
    if (existsSync(file)) return file
  }
  throw new Error(`${PLUGIN_NAME}: cannot find its runtime next to ${fileURLToPath(import.meta.url)}`)
}

/** The parts of a Vite module graph (per environment on Vite 6+, one for the server on Vite 5) the plugin uses. */
interface ModuleGraphLike<M = any> {
  idToModuleMap: Map<string, M>
  getModuleById: (id: string) => M | undefined
  invalidateModule: (mod: M, seen?: Set<M>, timestamp?: number, isHmr?: boolean) => void
}

/** Every module graph of a Vite dev server: one per environment on Vite 6+, `server.moduleGraph` on Vite 5. */
function moduleGraphs(server: { environments?: Record<string, { moduleGraph: ModuleGraphLike }>, moduleGraph: ModuleGraphLike }): ModuleGraphLike[] {
  return server.environments ? Object.values(server.environments).map(env => env.moduleGraph) : [server.moduleGraph]
}

/** Invalidate the skills' files (named by path, so their ids do not change) and name the main module to update. */
function mainToUpdate<M>(graph: ModuleGraphLike<M>, timestamp: number): M[] {
  const seen = new Set<M>()
  for (const [modId, mod] of graph.idToModuleMap) {
    if (modId.startsWith(RESOLVED_RESOURCE)) graph.invalidateModule(mod, seen, timestamp, true)
  }
  const main = graph.getModuleById(RESOLVED_MAIN)
  return main ? [main] : []
}

/** The output options of webpack and Rspack that decide how `import()` chunks load. */
interface ChunkOutput {
  module?: boolean
  chunkFormat?: string | false
  chunkLoading?: string | false
}

/**
 * ESM chunks (`output.module` with `chunkFormat: 'module'`) on a target whose `import()` support webpack cannot tell
 * (`'web'`, `'node'`, no ES version): older webpack 5 (5.61 and 5.75 measured) and Rspack 1.0 then default
 * `chunkLoading` to false and inline every lazy chunk, skill bodies included, into the entry. webpack 5.113 defaults
 * it to `'import'` there, as here. Plugins run before webpack fills in defaults, so only a value left unset is set.
 */
function importChunks(output: ChunkOutput): void {
  if (output.module && output.chunkFormat === 'module' && output.chunkLoading === undefined) output.chunkLoading = 'import'
}

/** Vite's colours for its banner lines, when the terminal takes them (as Vite decides: a TTY, no NO_COLOR). */
function bannerColours(): { green: (s: string) => string, bold: (s: string) => string, cyan: (s: string) => string } {
  const on = process.stdout.isTTY === true && !('NO_COLOR' in process.env)
  const wrap = (open: number, close: number) => (s: string) => (on ? `\x1B[${open}m${s}\x1B[${close}m` : s)
  return { green: wrap(32, 39), bold: wrap(1, 22), cyan: wrap(36, 39) }
}

/**
 * The inspector's address in the dev server's banner, under `Local:` and `Network:`, as vite-plugin-inspect prints
 * its own: `server.printUrls` (what Vite calls to print the banner, and again on `r + enter`) is wrapped.
 */
function printInspectorUrl(server: ViteDevServer): void {
  const print = server.printUrls.bind(server)
  server.printUrls = () => {
    print()
    const { green, bold, cyan } = bannerColours()
    for (const url of server.resolvedUrls?.local ?? []) server.config.logger.info(`  ${green('➜')}  ${bold('Skills')}:  ${cyan(`${url}__loadout/`)}`)
  }
}

/**
 * The plugin factory, with the skills inspector wired in: the Vite dev server's `/__loadout/` loads src/inspector on
 * its first request. `createUnplugin` is applied by src/plugin/index.ts, so that the Next.js helper can take the
 * factory without loading unplugin's ESM files.
 */
export const unpluginFactory: UnpluginFactory<Options | undefined> = (rawOptions, meta) =>
  pluginOf(rawOptions ?? {}, meta, () => import('../inspector/serve').then(m => m.serveInspector))

function pluginOf(rawOptions: Options, meta: UnpluginContextMeta, loadInspector: () => Promise<InspectorServer>): UnpluginOptions {
  let root = rawOptions.root ? resolve(rawOptions.root) : process.cwd()
  const cache = new CompileCache()
  let current: Promise<CompileResult> | undefined
  let reported: CompileResult | undefined
  let watching = false
  /** A dev server or watch mode: errors are reported while the other skills are served (see `report`). */
  let watchMode = false
  /** How many times each esbuild build (one per `build()` or `context()`) started: see `buildStart`. */
  const esbuildStarts = new WeakMap<object, number>()
  let devServer: ViteDevServer | undefined
  let overlaid: CompileResult | undefined
  /** The packs of each compile (option `pack`), planned once. */
  const plans = new WeakMap<CompileResult, PackPlan | undefined>()
  const packsOf = (result: CompileResult): PackPlan | undefined => {
    if (!plans.has(result)) plans.set(result, planPacks(result, rawOptions.pack, rawOptions.packBytes))
    return plans.get(result)
  }
  let lastChange = -1
  const sourceDirs = () => resolveOptions({ ...rawOptions, root }).sources.map(s => s.abs)
  /** A Vite serve, or a Vite build of the server side (SSR): no published files are written there. */
  let viteServe = false
  let viteSsr = false

  /** The open inspector pages' event streams, told when a change was compiled (see `recompileNow`). */
  const inspectorListeners = new Set<() => void>()
  /** How long each compile took, for its summary line. */
  const compileTimes = new WeakMap<CompileResult, number>()
  /** Vite's logger (its dev banner and build output), once the config is resolved. */
  let viteLogger: { info: (message: string) => void } | undefined
  function build(): Promise<CompileResult> {
    const started = performance.now()
    current ??= compile({ ...rawOptions, root }, cache).then(async (result) => {
      compileTimes.set(result, performance.now() - started)
      if (rawOptions.dts) await writeDts(dtsFile(root, rawOptions.dts), result)
      return result
    })
    return current
  }
  function invalidate(): void {
    current = undefined
  }
  const published = new PublishHooks(rawOptions, build, () => root)
  const isSkillFile = (file: string) => sourceDirs().some(d => isWithin(resolve(file), d))
  /**
   * A watcher saw `path` (a file or a folder of a skill source) change, come or go: the next compile lists it and the
   * folders above it up to its source's root again, even where their times did not change (a compile skips folders
   * whose time is unchanged, and not every file system updates it). Watchers report a new folder by the file inside
   * it, or a folder whose entries changed as an update of the folder: listing a few folders again costs little.
   */
  function sawChange(path: string): void {
    const roots = sourceDirs()
    for (let dir = resolve(path); roots.some(r => isWithin(dir, r)); dir = dirname(dir)) {
      cache.folders.forget(dir)
      if (roots.includes(dir) || dirname(dir) === dir) break
    }
  }

  /**
   * Report a compile (its diagnostics once). A build fails on errors (every one listed, as `tsc` fails on a type error). In a dev
   * server or watch mode (`dev`) errors are reported instead, the skills without errors are served, and Vite's error
   * overlay shows them; fixing the file clears it (the next update does). Warnings go to the bundler's logger.
   */
  function report(ctx: UnpluginContext & Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>> & { meta?: { watchMode?: boolean } }, result: CompileResult, forPage = false): void {
    const dev = watchMode || ctx.meta?.watchMode === true || esbuildRebuild(ctx)
    if (result.errorCount > 0 && !dev) ctx.error(new LoadoutBuildError(result.diagnostics, root))
    announce(result, sinkOf(ctx))
    // A page that just imported the module (after the update that cleared its overlay) gets the errors again.
    if (devServer) sendOverlay(devServer, result, forPage)
  }

  /**
   * Whether `ctx` is an esbuild build that started before: a watch, serve or `rebuild()` run of one `context()`. esbuild
   * tells a plugin nothing of watch mode, so its first build fails on an error as a production build does, and from
   * the second on a skill with errors is reported and left out while the others are built, as in the other watchers.
   */
  function esbuildRebuild(ctx: Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>>): boolean {
    const native = ctx.getNativeBuildContext?.()
    return native?.framework === 'esbuild' && (esbuildStarts.get(native.build) ?? 0) > 1
  }

  /**
   * The bundler's own channels. webpack and Rspack get each problem as a compilation warning attributed to the skill
   * file (`ctx.warn` would name the virtual module, `./_virtual_%00virtual%3Aloadout`, with an import trace).
   */
  function sinkOf(ctx: UnpluginContext & Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>>): Sink {
    if (devServer) return devSink(devServer)
    const native = ctx.getNativeBuildContext?.()
    const compilation = native && (native.framework === 'webpack' || native.framework === 'rspack') ? native.compilation : undefined
    const Err = (native as { compiler?: { webpack?: { WebpackError?: ErrorClass } } } | undefined)?.compiler?.webpack?.WebpackError
    const warn = (message: string, d?: Diagnostic) => {
      if (!compilation || !Err || !d) return ctx.warn(message)
      // The file is the warning's own field; `error:` stays (in watch mode an error is reported as a warning).
      const err = new Err(message.replace(/^.*?:\d+:\d+: (?:warning: )?/, ''))
      err.file = `./${relative(root, d.file).split(sep).join('/')}:${d.line}:${d.column}`
      err.hideStack = true
      ;(compilation.warnings as Error[]).push(err)
    }
    return { warn, error: warn, info: message => (viteLogger ? viteLogger.info(message) : console.log(message)) }
  }

  /**
   * A Vite dev server's terminal: every line with the package's prefix, as `withLoadout` prints in Next, whether a
   * page's request or a watched edit compiled (a plugin warning would come as Vite's "(client) warning:" block).
   */
  function devSink(server: ViteDevServer): Sink {
    const { logger } = server.config
    return { warn: msg => logger.warn(`${PREFIX} ${msg}`), error: msg => logger.error(`${PREFIX} ${msg}`), info: msg => logger.info(msg) }
  }

  /**
   * Print a compile's new diagnostics (each once per change of its file; past 20 warnings the first few of each code
   * and a count, see `digestDiagnostics`), in dev its errors too, and its summary line when it changed: in a build,
   * "5 skill files found: 5 compiled, 0 skipped; 0 errors, 1 warning; 6 chunks in 40 ms". A report `withLoadout`
   * already printed (Next's webpack mode) is not printed again.
   */
  function announce(result: CompileResult, sink: Sink): void {
    if (reported === result) return
    reported = result
    const line = summaryLine(result, compileTimes.get(result) ?? 0, chunkCount(result, packsOf(result)))
    const texts = result.diagnostics.map(d => formatDiagnostic(d, root))
    if (wasReported(reportKey(root, line, texts))) return
    const fresh = freshDiagnostics(root, result.diagnostics, texts)
    const { shown, tally } = digestDiagnostics(fresh.map(i => result.diagnostics[i]!))
    for (const d of shown) (d.level === 'warning' ? sink.warn : sink.error)(formatDiagnostic(d, root), d)
    if (tally) sink.warn(`${tally}; ${everyWarningHint(root, resolveOptions({ ...rawOptions, root }).sources, devServer !== undefined)}`)
    // With the errors it is about: a compile that found the same ones says nothing more.
    if (shown.some(d => d.level === 'error')) sink.error(`${result.errorCount} skill file${result.errorCount === 1 ? '' : 's'} with errors left out until fixed; the other skills are served`)
    if (summaryChanged(root, line)) sink.info(`${PREFIX} ${line}`)
  }

  /**
   * Vite's error overlay: the first error's file and position, the message listing every error. Sent once per compile
   * (`again`: also to a page that imported the module since), and after the HMR update that imports the module, as
   * the client clears (or reloads over) an overlay when an update comes.
   */
  function sendOverlay(server: ViteDevServer, result: CompileResult, again = false): void {
    if (result.errorCount === 0 || (overlaid === result && !again)) return
    overlaid = result
    const first = result.diagnostics.find(d => d.level === 'error')!
    const message = `${new LoadoutBuildError(result.diagnostics, root).message}\nThe other skills are still served; fix the file to clear this.`
    const err = { message, stack: '', id: first.file, loc: { file: first.file, line: first.line, column: first.column }, plugin: PLUGIN_NAME }
    ;(server.ws ?? server.hot).send({ type: 'error', err })
  }

  /** Dev server: compile as soon as a skill changes, so its errors reach the terminal and overlay without a request. */
  function recompileNow(server: ViteDevServer): void {
    build().then(
      (result) => {
        announce(result, devSink(server))
        // With no page holding the module (an SSR-only server), no update will import it: show the errors now.
        if (!(server.environments?.client?.moduleGraph ?? server.moduleGraph).getModuleById(RESOLVED_MAIN)) sendOverlay(server, result)
      },
      err => server.config.logger.error(`${PREFIX} ${(err as Error).message}`),
    ).finally(() => {
      // The inspector pages open reload their data from this compile (one per change: it does not compile again).
      for (const notify of inspectorListeners) notify()
    })
  }

  /** webpack and Rspack: the same hooks, through each one's own NormalModuleReplacementPlugin. */
  function hookWebpackLike(
    compiler: {
      options: { context?: string, output: ChunkOutput }
      hooks: { watchRun: { tap: (name: string, fn: (compiler: WatchedFiles) => void) => void } }
    },
    Replacement: new (re: RegExp, fn: (resource: { request: string }) => void) => { apply: (compiler: any) => void },
  ): void {
    // webpack reads `virtual:` as a URL scheme and fails before any resolver runs: rewrite the request first.
    new Replacement(REQUEST_RE, (resource) => {
      if (!resource.request.startsWith('\0')) resource.request = `\0${resource.request.replace(/^#loadout/, VIRTUAL_MAIN)}`
    }).apply(compiler)
    importChunks(compiler.options.output)
    let hinted = false
    compiler.hooks.watchRun.tap(PLUGIN_NAME, (run) => {
      if (!hinted) console.log(inspectorHint(root, sourceDirs()))
      hinted = true
      watchMode = true
      // The files and folders the watcher saw change, come or go.
      for (const file of [...run.modifiedFiles ?? [], ...run.removedFiles ?? []]) if (isSkillFile(file)) sawChange(file)
      invalidate()
    })
    if (!rawOptions.root && compiler.options.context) root = compiler.options.context
    watching = true
  }

  /**
   * The skills inspector at `/__loadout/` (src/inspector): its module is imported on the first request; its open
   * pages hear of each change once it is compiled (`recompileNow`).
   */
  function serveInspector(server: { middlewares: { use: (path: string, fn: (req: any, res: any, next: (err?: unknown) => void) => void) => void } }): void {
    server.middlewares.use('/__loadout', (req, res, next) => {
      loadInspector()
        .then(serve => serve(req, res, { build, root: () => root, listeners: inspectorListeners }))
        .then(done => done || next(), next)
    })
  }

  return {
    name: PLUGIN_NAME,
    enforce: 'pre',

    resolveId(id) {
      const m = REQUEST_RE.exec(id)
      if (!m) return null
      const sub = m[1] ?? ''
      if (sub === '') return RESOLVED_MAIN
      if (`${VIRTUAL_MAIN}${sub}` === VIRTUAL_RUNTIME) return runtimeEntry()
      if (`${VIRTUAL_MAIN}${sub}` === VIRTUAL_CLOSEST) return runtimeEntry('closest')
      if (sub.startsWith('/skill/')) return `${RESOLVED_SKILL}${sub.slice('/skill/'.length)}`
      if (sub.startsWith('/resource/')) return `${RESOLVED_RESOURCE}${sub.slice('/resource/'.length)}`
      if (sub.startsWith('/pack/')) return `${RESOLVED_PACK}${sub.slice('/pack/'.length)}`
      return published.resolveId(sub) ?? null
    },

    loadInclude(id) {
      return id.startsWith(`\0${VIRTUAL_MAIN}`) || (meta.framework === 'esbuild' && (id === runtimeEntry() || id === runtimeEntry('closest')))
    },

    async load(id: string, ...rest: unknown[]) {
      // esbuild puts every id this plugin resolves in the plugin's namespace, so the runtime files are read here.
      if (meta.framework === 'esbuild' && (id === runtimeEntry() || id === runtimeEntry('closest'))) return readFileSync(id, 'utf8')
      const publishedCode = await published.load(id)
      if (publishedCode !== undefined) return publishedCode
      if (id === RESOLVED_MAIN) {
        const result = await build()
        // Vite: the browser's environment (`client` on Vite 6+, not `ssr` on Vite 5) imported it.
        const env = (this as { environment?: { name: string } }).environment
        report(this, result, env ? env.name === 'client' : !(rest[0] as { ssr?: boolean } | undefined)?.ssr)
        if (watching || meta.framework !== 'vite') {
          // Every skill file found, those left out for errors too: fixing one rebuilds.
          for (const f of result.found) this.addWatchFile(f)
          // Folders, for added skills: Rollup and Rolldown watch them as paths; esbuild would read them as files (see
          // esbuild.ts, which names them as watchDirs) and webpack takes context dependencies below.
          if (meta.framework !== 'esbuild') for (const d of result.sourceDirs) this.addWatchFile(d)
        }
        const native = this.getNativeBuildContext?.()
        if (native && (native.framework === 'webpack' || native.framework === 'rspack') && native.loaderContext) {
          for (const d of result.sourceDirs) native.loaderContext.addContextDependency(d)
        }
        const plan = packsOf(result)
        return generateMain(result, {
          runtime: VIRTUAL_RUNTIME,
          closest: VIRTUAL_CLOSEST,
          skill: skillId,
          ...(plan ? { packs: { plan, pack: packId } } : {}),
        })
      }
      if (id.startsWith(RESOLVED_PACK)) {
        const key = keyOfPackId(id, RESOLVED_PACK)
        const result = await build()
        const pack = packsOf(result)?.packs.find(p => p.key === key)
        if (!pack) {
          this.error(`${PLUGIN_NAME}: no skill pack with key ${key ?? id.slice(RESOLVED_PACK.length)} (was it removed?)`)
          return
        }
        for (const i of pack.entries) this.addWatchFile(result.files[i]!)
        return generatePack(result, pack)
      }
      if (id.startsWith(RESOLVED_SKILL)) {
        const key = keyOfSkillId(id, RESOLVED_SKILL)
        const result = await build()
        const i = key === undefined ? -1 : result.chunkKeys.indexOf(key)
        if (i === -1) {
          this.error(`${PLUGIN_NAME}: no skill body with chunk key ${key ?? id.slice(RESOLVED_SKILL.length)} (was it removed?)`)
          return
        }
        this.addWatchFile(result.files[i]!)
        return generateSkillOf(result, i, resourceId)
      }
      if (id.startsWith(RESOLVED_RESOURCE)) {
        const key = keyOfResourceId(id, RESOLVED_RESOURCE)
        const result = await build()
        const file = key === undefined ? undefined : result.resourceFiles.get(key)
        if (file === undefined) {
          this.error(`${PLUGIN_NAME}: no skill resource with key ${key ?? id.slice(RESOLVED_RESOURCE.length)} (was it removed?)`)
          return
        }
        this.addWatchFile(file)
        // Text as text, binaries as base64; read with the walk's checks again (no symlink, no FIFO, inside the source,
        // bounded): see listed-file.ts.
        return generateResourceOf(result, key!)
      }
      return null
    },

    async buildStart() {
      // Each build (and each watch rebuild) starts from a fresh compile; unchanged files are not re-parsed.
      invalidate()
      const native = this.getNativeBuildContext?.()
      if (native?.framework === 'esbuild') esbuildStarts.set(native.build, (esbuildStarts.get(native.build) ?? 0) + 1)
      // URL sources are pulled (fetched, verified, pinned) before the build goes on.
      if (resolveOptions({ ...rawOptions, root }).sources.some(s => s.origin)) await build()
    },

    async buildEnd(error?: Error) {
      // `publish.wellKnown`: /.well-known/agent-skills/ beside the output of the browser's side of a build.
      if (error || !published.wellKnown || viteServe) return
      const env = (this as { environment?: { config: { consumer?: string } } }).environment
      if (env ? env.config.consumer === 'server' : viteSsr) return
      await published.emit(this as Parameters<PublishHooks['emit']>[0])
    },

    watchChange(id) {
      if (!isSkillFile(id)) return
      sawChange(id)
      invalidate()
    },

    vite: {
      configResolved(config) {
        viteLogger = config.logger
        if (!rawOptions.root) root = config.root
        watching = config.command === 'build' && !!config.build.watch
        watchMode = config.command === 'serve' || !!config.build.watch
        viteServe = config.command === 'serve'
        viteSsr = !!config.build.ssr
        // A build fails on a missing source folder before it starts: Vite's CLI prints this error as it is (a failure
        // in a build hook comes wrapped, under Rolldown's and Vite's stack frames), and nothing is fetched for it.
        if (config.command === 'build') {
          const missing = missingSources({ ...rawOptions, root })
          if (missing.length) throw new LoadoutBuildError(missing, root)
        }
      },
      configureServer(server) {
        devServer = server
        printInspectorUrl(server)
        server.watcher.add(sourceDirs())
        // Files added, changed or removed reach `hotUpdate` (`handleHotUpdate` on Vite 5); a folder event alone only
        // drops the compiled result.
        const onDir = (dir: string) => {
          if (!isSkillFile(dir)) return
          sawChange(dir)
          invalidate()
          recompileNow(server)
          for (const graph of moduleGraphs(server)) {
            const main = graph.getModuleById(RESOLVED_MAIN)
            if (main) graph.invalidateModule(main)
          }
        }
        server.watcher.on('addDir', onDir)
        server.watcher.on('unlinkDir', onDir)
        serveInspector(server)
        if (published.wellKnown) published.serve(server.middlewares, msg => server.config.logger.warn(msg))
      },
      /**
       * A skill file was added, edited or removed: recompile and send an HMR update for `virtual:loadout` (a virtual
       * module has no file, so Vite would not find it by itself). Importers that accept it (directly, or a module
       * that imports it) update in place; with no accepting importer Vite reloads the page, as for any module.
       * Skill chunks are named by content hash, so only the main module (and the skills' files, named by path) change.
       * Vite 6 and later call this once per environment.
       */
      hotUpdate({ file, timestamp }) {
        if (!isSkillFile(file)) return
        sawChange(file)
        // Called once per environment (client, ssr...) for one change: compile once.
        if (timestamp !== lastChange) {
          lastChange = timestamp
          invalidate()
          if (devServer) recompileNow(devServer)
        }
        return mainToUpdate(this.environment.moduleGraph, timestamp)
      },
      /** Vite 5, which has no environments: the same, on its one module graph. Vite 6+ leave it to `hotUpdate`. */
      handleHotUpdate({ file, timestamp, server }) {
        if ((server as { environments?: unknown }).environments || !isSkillFile(file)) return
        sawChange(file)
        invalidate()
        recompileNow(server)
        return mainToUpdate(server.moduleGraph, timestamp)
      },
    },

    webpack(compiler) {
      hookWebpackLike(compiler, compiler.webpack.NormalModuleReplacementPlugin)
    },

    rspack(compiler) {
      hookWebpackLike(compiler, compiler.rspack.NormalModuleReplacementPlugin)
    },

    esbuild: {
      config(o) {
        if (!rawOptions.root && o.absWorkingDir) root = o.absWorkingDir
        // esbuild splits `import()` into chunks only with `splitting: true` and `format: 'esm'`.
        if (o.bundle && (!o.splitting || o.format !== 'esm'))
          console.warn(`[${PLUGIN_NAME}] esbuild: set \`splitting: true, format: 'esm'\` so each skill body becomes its own lazy chunk`)
      },
    },
  }
}
