/**
 * One plugin instance's state, apart from any bundler: the root and the options resolved for it, the compile (cached,
 * shared by every hook until a change invalidates it), the packs and times of each compile, and what a change of a
 * file means. The bundler hooks (hooks.ts, vite.ts, webpack.ts, esbuild.ts) are thin functions over it, and it is
 * unit-tested without a bundler (test/unit/plugin-context.test.ts).
 */
import { existsSync, promises as fsp } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ViteDevServer } from 'vite'
import { compile, CompileCache, type CompileResult } from '../core/compile/compile'
import { isWithin } from '../core/fs/paths'
import { type Options, type ResolvedOptions, resolveOptions } from '../core/options'
import type { InspectorServer } from '../inspector/serve'
import { generateDts } from './codegen'
import { PLUGIN_NAME } from './ids'
import { type PackPlan, planPacks } from './packs'
import { PublishHooks } from './published'
import { announce, type Sink } from './report'

/** Where the `dts` option writes its declaration file: the given path from the root, or `loadout.d.ts`. */
export function dtsFile(root: string, dts: boolean | string): string {
  return resolve(root, typeof dts === 'string' ? dts : 'loadout.d.ts')
}

/** Write the `dts` declaration file when its content changed (so editors and watchers see no churn). */
export async function writeDts(file: string, result: CompileResult): Promise<void> {
  const content = generateDts(result)
  const previous = await fsp.readFile(file, 'utf8').catch(() => undefined)
  if (previous === content) return
  await fsp.mkdir(dirname(file), { recursive: true })
  await fsp.writeFile(file, content)
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

/**
 * The state of one plugin instance (one `unplugin.vite()`, `.webpack()`...). Its fields are set by the hooks of the
 * bundler that runs it; its methods are what every bundler shares.
 */
export class PluginContext {
  /** The compile cache: unchanged files are not re-parsed, unchanged folders not listed again. */
  readonly cache = new CompileCache()
  /** What the bundler plugin does for the `publish` option. */
  readonly published: PublishHooks
  /**
   * Whether the bundler keeps running across edits (a dev server, a watch build, an esbuild rebuild): errors are then
   * reported while the skills without errors are served, instead of failing the build.
   */
  tolerateErrors = false
  /** A Vite `build --watch`: Vite's watcher follows the files `load` names (its dev server watches on its own). */
  viteWatchBuild = false
  /** A Vite dev server (`vite` / `vite dev`): no published files are written. */
  viteServe = false
  /** A Vite build of the server side (SSR, on Vite 5): no published files are written there either. */
  viteSsrBuild = false
  /** The Vite dev server, once configured: messages go to its terminal and errors to its overlay. */
  devServer?: ViteDevServer
  /** Vite's logger (its dev banner and build output), once the config is resolved. */
  logger?: { info: (message: string) => void }
  /** The compile whose errors Vite's overlay shows (sent once per compile). */
  overlaidResult?: CompileResult
  /** The timestamp of the last hot update compiled (Vite 6+ call `hotUpdate` once per environment for one change). */
  lastHotUpdate = -1
  /** How many times each esbuild build (one per `build()` or `context()`) started: see `isEsbuildRebuild`. */
  readonly esbuildStarts = new WeakMap<object, number>()
  /** The open inspector pages' event streams, told when a change was compiled. */
  readonly inspectorListeners = new Set<() => void>()

  private rootDir: string
  private resolvedOptions?: ResolvedOptions
  private compiling?: Promise<CompileResult>
  private announced?: CompileResult
  private readonly plans = new WeakMap<CompileResult, PackPlan | undefined>()
  private readonly compileTimes = new WeakMap<CompileResult, number>()

  /**
   * `options` as the user passed them; `loadInspector` imports the skills inspector (src/inspector) on its first
   * request, so that a build never loads it.
   */
  constructor(readonly options: Options, readonly loadInspector: () => Promise<InspectorServer> = () => import('../inspector/serve').then(m => m.serveInspector)) {
    this.rootDir = options.root ? resolve(options.root) : process.cwd()
    this.published = new PublishHooks(options, () => this.build(), () => this.rootDir)
  }

  /** The folder the skill sources are found from. */
  get root(): string {
    return this.rootDir
  }

  /**
   * The options, resolved once for the current root (again only when the bundler's config names another root). On
   * first use, not in the constructor: invalid options fail the build, as a compile would, not the config file.
   */
  get resolved(): ResolvedOptions {
    return this.resolvedOptions ??= resolveOptions({ ...this.options, root: this.rootDir })
  }

  /** The absolute folders of the skill sources. */
  get sourceDirs(): string[] {
    return this.resolved.sources.map(s => s.abs)
  }

  /**
   * The bundler's root (Vite's `root`, webpack's `context`, esbuild's `absWorkingDir`), used unless the `root` option
   * is set. Resolves the options again when it changes the root.
   */
  adoptRoot(root: string | undefined): void {
    if (this.options.root || root === undefined || resolve(root) === this.rootDir) return
    this.rootDir = resolve(root)
    this.resolvedOptions = undefined
  }

  /** The current compile: started on the first call after an invalidation, then shared (the `dts` file written with it). */
  build(): Promise<CompileResult> {
    if (this.compiling) return this.compiling
    const started = performance.now()
    const { dts } = this.options
    this.compiling = compile({ ...this.options, root: this.rootDir }, this.cache).then(async (result) => {
      this.compileTimes.set(result, performance.now() - started)
      if (dts) await writeDts(dtsFile(this.rootDir, dts), result)
      return result
    })
    return this.compiling
  }

  /** Drop the current compile: the next `build()` compiles again (unchanged files come from the cache). */
  invalidate(): void {
    this.compiling = undefined
  }

  /** Whether `file` (a file or folder) lies inside one of the skill sources. */
  isSkillFile(file: string): boolean {
    const path = resolve(file)
    return this.sourceDirs.some(d => isWithin(path, d))
  }

  /**
   * A watcher saw `path` (a file or a folder of a skill source) change, come or go: the next compile lists it and the
   * folders above it up to its source's root again, even where their times did not change (a compile skips folders
   * whose time is unchanged, and not every file system updates it). Watchers report a new folder by the file inside
   * it, or a folder whose entries changed as an update of the folder: listing a few folders again costs little.
   */
  sawChange(path: string): void {
    const roots = this.sourceDirs
    for (let dir = resolve(path); roots.some(r => isWithin(dir, r)); dir = dirname(dir)) {
      this.cache.folders.forget(dir)
      if (roots.includes(dir) || dirname(dir) === dir) break
    }
  }

  /** A skill file changed: `sawChange` and `invalidate`. False (and nothing done) for a file outside the sources. */
  skillFileChanged(path: string): boolean {
    if (!this.isSkillFile(path)) return false
    this.sawChange(path)
    this.invalidate()
    return true
  }

  /** The packs of a compile (option `pack`), planned once. */
  packsOf(result: CompileResult): PackPlan | undefined {
    if (!this.plans.has(result)) this.plans.set(result, planPacks(result, this.options.pack, this.options.packBytes))
    return this.plans.get(result)
  }

  /** How long a compile took, for its summary line (0 for one this context did not make). */
  compileTime(result: CompileResult): number {
    return this.compileTimes.get(result) ?? 0
  }

  /** Print a compile's report to `sink` (see report.ts's `announce`), once per compile. */
  announce(result: CompileResult, sink: Sink): void {
    if (this.announced === result) return
    this.announced = result
    announce(result, sink, {
      root: this.rootDir,
      sources: this.resolved.sources,
      ms: this.compileTime(result),
      plan: this.packsOf(result),
      inspector: this.devServer !== undefined,
    })
  }
}
