/**
 * Build a fixture app with each real bundler, in-process, through the BUILT plugin (dist/), as a user would.
 */
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Options } from '../../src/core/options'

export const BUNDLERS = ['vite', 'rollup', 'rolldown', 'esbuild', 'webpack', 'rspack'] as const
export type Bundler = typeof BUNDLERS[number]

export interface BuildOutput {
  outDir: string
  /** The entry chunk to import. */
  main: string
  /** Every emitted JavaScript file. */
  files: string[]
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(f => /\.(m?js)$/.test(f))
    .map(f => join(dir, f))
}

async function plugin(bundler: Bundler, options: Options): Promise<any> {
  const mod = await import(`../../dist/${bundler}.js`)
  return mod.default(options)
}

/**
 * Build `entry` of `root` with `bundler` into `outDir`. `minify` builds as for production, minified (webpack and
 * Rspack drop unused code only then).
 */
export async function buildWith(bundler: Bundler, root: string, entry: string, outDir: string, options: Options, { minify = false } = {}): Promise<BuildOutput> {
  rmSync(outDir, { recursive: true, force: true })
  const input = join(root, entry)
  const p = await plugin(bundler, { root, ...options })
  let mainName = 'main.js'
  switch (bundler) {
    case 'vite': {
      const { build } = await import('vite')
      await build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [p],
        build: {
          outDir,
          emptyOutDir: true,
          minify,
          lib: { entry: input, formats: ['es'], fileName: () => 'main.js' },
        },
      })
      break
    }
    case 'rollup': {
      const { rollup } = await import('rollup')
      const bundle = await rollup({ input, plugins: [p], onwarn: () => {} })
      await bundle.write({ dir: outDir, format: 'es', entryFileNames: 'main.js', compact: minify })
      await bundle.close()
      break
    }
    case 'rolldown': {
      const { rolldown } = await import('rolldown')
      const bundle = await rolldown({ input, plugins: [p], logLevel: 'silent' })
      await bundle.write({ dir: outDir, format: 'es', entryFileNames: 'main.js', minify })
      await bundle.close()
      break
    }
    case 'esbuild': {
      const esbuild = await import('esbuild')
      await esbuild.build({
        entryPoints: { main: input },
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'neutral',
        outdir: outDir,
        logLevel: 'silent',
        minify,
        plugins: [p],
      })
      break
    }
    case 'webpack':
    case 'rspack': {
      mainName = 'main.mjs'
      const config = {
        mode: 'production' as const,
        context: root,
        entry: { main: input },
        target: 'node20',
        devtool: false as const,
        output: {
          path: outDir,
          publicPath: './',
          filename: '[name].mjs',
          chunkFilename: '[name].[contenthash:8].mjs',
          module: true,
          chunkFormat: 'module',
          chunkLoading: 'import',
          library: { type: 'module' },
        },
        experiments: { outputModule: true },
        optimization: { minimize: minify },
        plugins: [p],
      }
      const run = bundler === 'webpack'
        ? (await import('webpack')).default
        : (await import('@rspack/core')).rspack
      await new Promise<void>((resolve, reject) => {
        (run as any)(config, (err: Error | null, stats: any) => {
          if (err) return reject(err)
          if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })))
          resolve()
        })
      })
      break
    }
  }
  return { outDir, main: join(outDir, mainName), files: jsFiles(outDir) }
}
