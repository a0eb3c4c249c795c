/**
 * What the bundler plugin does for publishing (option `publish`), kept out of unplugin.ts: the well-known tree emitted
 * as assets at the end of a build, served by the Vite dev server, and `virtual:loadout/published` resolved and loaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { UnpluginBuildContext } from 'unplugin'
import type { CompileResult } from '../core/compile/compile'
import { formatDiagnostic } from '../core/diagnostics'
import type { Options } from '../core/options'
import { WELL_KNOWN_DIR } from '../core/wellknown/format'
import { generatePublished, generatePublishedFiles } from './published-module'
import { keyOfPublishedId, PLUGIN_NAME, RESOLVED_PUBLISHED, resolvedId, VIRTUAL_MAIN } from './ids'
import { type Publication, publish, publishOptionsOf, type TreeFile, wellKnownTree } from '../core/wellknown/publish'

/** A Connect-style middleware stack, as Vite's dev server has. */
interface Middlewares {
  use: (path: string, fn: (req: { url?: string, method?: string }, res: any, next: () => void) => void) => void
}

/** The publishing hooks of one plugin instance: each compile's publication made once, its warnings told once. */
export class PublishHooks {
  private readonly publications = new WeakMap<CompileResult, Publication>()
  private warned?: CompileResult

  constructor(private readonly options: Options, private readonly build: () => Promise<CompileResult>, private readonly root: () => string) {}

  /** Whether the build writes `/.well-known/agent-skills/`. */
  get wellKnown(): boolean {
    return this.options.publish?.wellKnown === true
  }

  /** The publication of a compile, made once (its warnings told once, through `warn`). */
  publicationOf(result: CompileResult, warn?: (message: string) => void): Publication {
    let p = this.publications.get(result)
    if (!p) this.publications.set(result, p = publish(result, publishOptionsOf(this.options)))
    if (warn && this.warned !== result) {
      this.warned = result
      for (const d of p.diagnostics) warn(formatDiagnostic(d, this.root()))
    }
    return p
  }

  /** `virtual:loadout/published` and its chunks, resolved. */
  resolveId(sub: string): string | undefined {
    return sub === '/published' || sub.startsWith('/published/') ? resolvedId(`${VIRTUAL_MAIN}${sub}`) : undefined
  }

  /** The code of a resolved published id, or undefined for another id. */
  async load(id: string): Promise<string | undefined> {
    if (!id.startsWith(RESOLVED_PUBLISHED)) return undefined
    const publication = this.publicationOf(await this.build())
    if (id === RESOLVED_PUBLISHED) return generatePublished(publication)
    const key = keyOfPublishedId(id, `${RESOLVED_PUBLISHED}/`)
    const code = key === undefined ? undefined : generatePublishedFiles(publication, key)
    if (code === undefined) throw new Error(`${PLUGIN_NAME}: no published skill with key ${key ?? id} (was it removed?)`)
    return code
  }

  /** At the end of a build: the tree as assets of the output (esbuild: written to its output folder). */
  async emit(ctx: UnpluginBuildContext & { warn?: (message: string) => void }): Promise<void> {
    const result = await this.build()
    if (result.errorCount > 0) return
    // webpack's and Rspack's build context has no `warn`.
    const warn = (m: string) => (ctx.warn ? ctx.warn(m) : console.warn(`[${PLUGIN_NAME}] ${m}`))
    const tree = wellKnownTree(this.publicationOf(result, warn))
    const native = ctx.getNativeBuildContext?.()
    if (native?.framework === 'esbuild') return writeEsbuild(native.build.initialOptions, tree, warn)
    for (const f of tree) ctx.emitFile({ type: 'asset', fileName: f.path, source: f.bytes })
  }

  /** The Vite dev server answers `/.well-known/agent-skills/...` from the current compile, as the build writes it. */
  serve(middlewares: Middlewares, warn: (message: string) => void): void {
    middlewares.use(`/${WELL_KNOWN_DIR}`, (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next()
      this.build().then((result) => {
        const path = `${WELL_KNOWN_DIR}${decoded(new URL(req.url ?? '/', 'http://x').pathname)}`
        const file = wellKnownTree(this.publicationOf(result, warn)).find(f => f.path === path)
        sendFile(res, file, req.method === 'HEAD')
      }).catch(next)
    })
  }
}

/** A request path with its percent-escapes decoded; a malformed one names no file. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  }
  catch {
    return '\0'
  }
}

/** Answer with a published file (or 404), with `nosniff`: the files are a skill author's, served from the app's origin. */
function sendFile(res: any, file: TreeFile | undefined, head: boolean): void {
  if (!file) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
  res.writeHead(200, {
    'content-type': file.type,
    'content-length': String(file.bytes.byteLength),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  })
  res.end(head ? undefined : file.bytes)
}

/** esbuild: the tree written beside its output (`outdir`, or the folder of `outfile`); nothing with `write: false`. */
function writeEsbuild(o: { outdir?: string, outfile?: string, write?: boolean, absWorkingDir?: string }, tree: TreeFile[], warn: (m: string) => void): void {
  const out = o.outdir ?? (o.outfile ? dirname(o.outfile) : undefined)
  if (o.write === false || out === undefined) return warn(`publish.wellKnown: esbuild writes no files here (${o.write === false ? 'write: false' : 'no outdir or outfile'}): /.well-known/agent-skills/ is not written`)
  for (const f of tree) {
    const file = resolve(o.absWorkingDir ?? process.cwd(), out, f.path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, f.bytes)
  }
}
