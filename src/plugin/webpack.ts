/**
 * What webpack and Rspack need beyond unplugin's shared hooks (the same for both, each through its own classes):
 * `virtual:` requests rewritten before webpack reads them as a URL scheme, ESM chunk loading where old versions would
 * inline every lazy chunk, watch runs that tell which skill files changed, problems attributed to the skill file, and
 * the source folders as context dependencies (for added skills).
 */
import { relative, sep } from 'node:path'
import type { UnpluginBuildContext } from 'unplugin'
import type { Diagnostic } from '../core/diagnostics'
import type { PluginContext } from './context'
import { inspectorHint } from './report'
import { PLUGIN_NAME, REQUEST_RE, VIRTUAL_MAIN } from './ids'

/** What webpack and Rspack tell a watch run about the files that changed since the last one. */
interface WatchedFiles {
  modifiedFiles?: ReadonlySet<string>
  removedFiles?: ReadonlySet<string>
}

/** The output options of webpack and Rspack that decide how `import()` chunks load. */
interface ChunkOutput {
  module?: boolean
  chunkFormat?: string | false
  chunkLoading?: string | false
}

/** The parts of a webpack or Rspack compiler the plugin uses. */
export interface WebpackLikeCompiler {
  options: { context?: string, output: ChunkOutput }
  hooks: { watchRun: { tap: (name: string, fn: (compiler: WatchedFiles) => void) => void } }
}

/** A NormalModuleReplacementPlugin class: webpack's or Rspack's. */
type ReplacementPlugin = new (re: RegExp, fn: (resource: { request: string }) => void) => { apply: (compiler: any) => void }

/** The WebpackError class of a webpack or Rspack compiler, when there is one. */
type ErrorClass = new (message: string) => Error & { file?: string, hideStack?: boolean }

type NativeContext = Partial<Pick<UnpluginBuildContext, 'getNativeBuildContext'>>

/**
 * ESM chunks (`output.module` with `chunkFormat: 'module'`) on a target whose `import()` support webpack cannot tell
 * (`'web'`, `'node'`, no ES version): older webpack 5 (5.61 and 5.75 measured) and Rspack 1.0 then default
 * `chunkLoading` to false and inline every lazy chunk, skill bodies included, into the entry. webpack 5.113 defaults
 * it to `'import'` there, as here. Plugins run before webpack fills in defaults, so only a value left unset is set.
 */
function importChunks(output: ChunkOutput): void {
  if (output.module && output.chunkFormat === 'module' && output.chunkLoading === undefined) output.chunkLoading = 'import'
}

/** The hooks of webpack and Rspack, through each one's own NormalModuleReplacementPlugin. */
export function hookWebpackLike(plugin: PluginContext, compiler: WebpackLikeCompiler, Replacement: ReplacementPlugin): void {
  // webpack reads `virtual:` as a URL scheme and fails before any resolver runs: rewrite the request first.
  new Replacement(REQUEST_RE, (resource) => {
    if (!resource.request.startsWith('\0')) resource.request = `\0${resource.request.replace(/^#loadout/, VIRTUAL_MAIN)}`
  }).apply(compiler)
  importChunks(compiler.options.output)
  let hinted = false
  compiler.hooks.watchRun.tap(PLUGIN_NAME, (run) => {
    if (!hinted) console.log(inspectorHint(plugin.root, plugin.sourceDirs))
    hinted = true
    plugin.tolerateErrors = true
    // The files and folders the watcher saw change, come or go.
    for (const file of [...run.modifiedFiles ?? [], ...run.removedFiles ?? []]) if (plugin.isSkillFile(file)) plugin.sawChange(file)
    plugin.invalidate()
  })
  plugin.adoptRoot(compiler.options.context)
}

/**
 * A warning pushed onto the webpack or Rspack compilation, attributed to the skill file (`ctx.warn` would name the
 * virtual module, `./_virtual_%00virtual%3Aloadout`, with an import trace); undefined for other bundlers.
 */
export function compilationWarning(ctx: NativeContext, root: string): ((message: string, d: Diagnostic) => void) | undefined {
  const native = ctx.getNativeBuildContext?.()
  const compilation = native && (native.framework === 'webpack' || native.framework === 'rspack') ? native.compilation : undefined
  const Err = (native as { compiler?: { webpack?: { WebpackError?: ErrorClass } } } | undefined)?.compiler?.webpack?.WebpackError
  if (!compilation || !Err) return undefined
  return (message, d) => {
    // The file is the warning's own field; `error:` stays (in watch mode an error is reported as a warning).
    const err = new Err(message.replace(/^.*?:\d+:\d+: (?:warning: )?/, ''))
    err.file = `./${relative(root, d.file).split(sep).join('/')}:${d.line}:${d.column}`
    err.hideStack = true
    ;(compilation.warnings as Error[]).push(err)
  }
}

/** webpack and Rspack: the source folders as context dependencies of the main module, so added skills rebuild. */
export function addContextDependencies(ctx: NativeContext, dirs: readonly string[]): void {
  const native = ctx.getNativeBuildContext?.()
  if (native && (native.framework === 'webpack' || native.framework === 'rspack') && native.loaderContext) {
    for (const d of dirs) native.loaderContext.addContextDependency(d)
  }
}
