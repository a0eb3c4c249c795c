/**
 * What Vite needs beyond unplugin's shared hooks: its config read (root, serve or build, watch, SSR), the dev
 * server's terminal, error overlay and HMR (a virtual module has no file, so Vite would not update it by itself), the
 * module graphs of Vite 5 (one) and 6+ (one per environment), and the skills inspector at `/__loadout/`.
 */
import { statSync } from 'node:fs'
import type { UnpluginOptions } from 'unplugin'
import type { ViteDevServer } from 'vite'
import type { CompileResult } from '../core/compile/compile'
import { diag, LoadoutBuildError } from '../core/diagnostics'
import { missingSourceMessage } from '../core/compile/discover'
import type { PluginContext } from './context'
import { PLUGIN_NAME, RESOLVED_MAIN, RESOLVED_RESOURCE } from './ids'
import { PREFIX, type Sink } from './report'

/** The parts of a Vite module graph (per environment on Vite 6+, one for the server on Vite 5) the plugin uses. */
interface ModuleGraphLike<M = any> {
  idToModuleMap: Map<string, M>
  getModuleById: (id: string) => M | undefined
  invalidateModule: (mod: M, seen?: Set<M>, timestamp?: number, isHmr?: boolean) => void
}

/** A Connect-style middleware stack, as Vite's dev server has. */
interface Middlewares {
  use: (path: string, fn: (req: any, res: any, next: (err?: unknown) => void) => void) => void
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
 * A Vite dev server's terminal: every line with the package's prefix, as `withLoadout` prints in Next, whether a
 * page's request or a watched edit compiled (a plugin warning would come as Vite's "(client) warning:" block).
 */
export function devSink(server: ViteDevServer): Sink {
  const { logger } = server.config
  return { warn: msg => logger.warn(`${PREFIX} ${msg}`), error: msg => logger.error(`${PREFIX} ${msg}`), info: msg => logger.info(msg) }
}

/**
 * Vite's error overlay: the first error's file and position, the message listing every error. Sent once per compile
 * (`again`: also to a page that imported the module since), and after the HMR update that imports the module, as
 * the client clears (or reloads over) an overlay when an update comes.
 */
export function sendOverlay(plugin: PluginContext, server: ViteDevServer, result: CompileResult, again = false): void {
  if (result.errorCount === 0 || (plugin.overlaidResult === result && !again)) return
  plugin.overlaidResult = result
  const first = result.diagnostics.find(d => d.level === 'error')!
  const message = `${new LoadoutBuildError(result.diagnostics, plugin.root).message}\nThe other skills are still served; fix the file to clear this.`
  const err = { message, stack: '', id: first.file, loc: { file: first.file, line: first.line, column: first.column }, plugin: PLUGIN_NAME }
  ;(server.ws ?? server.hot).send({ type: 'error', err })
}

/** Dev server: compile as soon as a skill changes, so its errors reach the terminal and overlay without a request. */
function recompileNow(plugin: PluginContext, server: ViteDevServer): void {
  plugin.build().then(
    (result) => {
      plugin.announce(result, devSink(server))
      // With no page holding the module (an SSR-only server), no update will import it: show the errors now.
      if (!(server.environments?.client?.moduleGraph ?? server.moduleGraph).getModuleById(RESOLVED_MAIN)) sendOverlay(plugin, server, result)
    },
    err => server.config.logger.error(`${PREFIX} ${(err as Error).message}`),
  ).finally(() => {
    // The inspector pages open reload their data from this compile (one per change: it does not compile again).
    for (const notify of plugin.inspectorListeners) notify()
  })
}

/**
 * The skills inspector at `/__loadout/` (src/inspector): its module is imported on the first request; its open
 * pages hear of each change once it is compiled (`recompileNow`).
 */
function serveInspector(plugin: PluginContext, middlewares: Middlewares): void {
  middlewares.use('/__loadout', (req, res, next) => {
    plugin.loadInspector()
      .then(serve => serve(req, res, { build: () => plugin.build(), root: () => plugin.root, listeners: plugin.inspectorListeners }))
      .then(done => done || next(), next)
  })
}

/** A folder of a skill source came or went: only the compiled result is dropped (files reach `hotUpdate`). */
function folderChanged(plugin: PluginContext, server: ViteDevServer, dir: string): void {
  if (!plugin.skillFileChanged(dir)) return
  recompileNow(plugin, server)
  for (const graph of moduleGraphs(server)) {
    const main = graph.getModuleById(RESOLVED_MAIN)
    if (main) graph.invalidateModule(main)
  }
}

/** The dev server: its watcher on the sources, the inspector, the banner line and the published files. */
function configureServer(plugin: PluginContext, server: ViteDevServer): void {
  plugin.devServer = server
  printInspectorUrl(server)
  server.watcher.add(plugin.sourceDirs)
  // Files added, changed or removed reach `hotUpdate` (`handleHotUpdate` on Vite 5); a folder event alone only
  // drops the compiled result.
  server.watcher.on('addDir', dir => folderChanged(plugin, server, dir))
  server.watcher.on('unlinkDir', dir => folderChanged(plugin, server, dir))
  serveInspector(plugin, server.middlewares)
  if (plugin.published.wellKnown) plugin.published.serve(server.middlewares, msg => server.config.logger.warn(msg))
}

/** unplugin's `vite` hooks over the plugin's context. */
export function viteHooks(plugin: PluginContext): UnpluginOptions['vite'] {
  return {
    configResolved(config) {
      plugin.logger = config.logger
      plugin.adoptRoot(config.root)
      plugin.viteWatchBuild = config.command === 'build' && !!config.build.watch
      plugin.tolerateErrors = config.command === 'serve' || !!config.build.watch
      plugin.viteServe = config.command === 'serve'
      plugin.viteSsrBuild = !!config.build.ssr
      // A build fails on a missing source folder before it starts: Vite's CLI prints this error as it is (a failure
      // in a build hook comes wrapped, under Rolldown's and Vite's stack frames), and nothing is fetched for it.
      if (config.command === 'build') {
        const missing = missingSources(plugin)
        if (missing.length) throw new LoadoutBuildError(missing, plugin.root)
      }
    },
    configureServer(server) {
      configureServer(plugin, server)
    },
    /**
     * A skill file was added, edited or removed: recompile and send an HMR update for `virtual:loadout`. Importers
     * that accept it (directly, or a module that imports it) update in place; with no accepting importer Vite reloads
     * the page, as for any module. Skill chunks are named by content hash, so only the main module (and the skills'
     * files, named by path) change. Vite 6 and later call this once per environment: one compile per change.
     */
    hotUpdate({ file, timestamp }) {
      if (!plugin.isSkillFile(file)) return
      plugin.sawChange(file)
      if (timestamp !== plugin.lastHotUpdate) {
        plugin.lastHotUpdate = timestamp
        plugin.invalidate()
        if (plugin.devServer) recompileNow(plugin, plugin.devServer)
      }
      return mainToUpdate(this.environment.moduleGraph, timestamp)
    },
    /** Vite 5, which has no environments: the same, on its one module graph. Vite 6+ leave it to `hotUpdate`. */
    handleHotUpdate({ file, timestamp, server }) {
      if ((server as { environments?: unknown }).environments || !plugin.skillFileChanged(file)) return
      recompileNow(plugin, server)
      return mainToUpdate(server.moduleGraph, timestamp)
    },
  }
}

/** An error for each folder source (not a URL) that does not exist, with the hint a missing folder's error gives. */
function missingSources(plugin: PluginContext) {
  return plugin.resolved.sources
    .filter(s => !s.origin && !statSync(s.abs, { throwIfNoEntry: false }))
    .map(s => diag('error', 'source-missing', missingSourceMessage(s.dir), s.abs))
}
