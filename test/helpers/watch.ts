/** webpack in watch mode over a fixture app, building `entry.js` into an ES module Node can import after each build. */
import { join } from 'node:path'
import type { Options } from '../../src/core/options'

export interface WebpackWatch {
  /** The built entry: import it (afresh) to call what it exports. */
  main: string
  /** How many builds have finished. */
  builds: () => number
  errors: string[]
  warnings: string[]
  close: () => Promise<void>
}

/** Start `webpack --watch` (polling) in `root` with the plugin's `options`. */
export async function watchWebpack(root: string, options: Options = { skills: ['skills'] }): Promise<WebpackWatch> {
  const webpack = (await import('webpack')).default
  const loadout = (await import('../../dist/webpack.js')).default
  const outDir = join(root, 'out')
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: root,
    entry: { main: join(root, 'entry.js') },
    target: 'node20',
    output: { path: outDir, publicPath: './', filename: '[name].mjs', chunkFilename: '[name].mjs', module: true, chunkFormat: 'module', chunkLoading: 'import', library: { type: 'module' } },
    experiments: { outputModule: true },
    plugins: [loadout(options)],
  })
  let builds = 0
  const errors: string[] = []
  const warnings: string[] = []
  const watching = compiler.watch({ poll: 50, aggregateTimeout: 50 }, (err, stats) => {
    if (err) errors.push(String(err))
    if (stats?.hasErrors()) errors.push(stats.toString('errors-only'))
    // As webpack prints them: the file a warning is attributed to, then its message.
    for (const w of (stats?.compilation.warnings ?? []) as Array<Error & { file?: string }>) warnings.push(`${w.file ? `${w.file}: ` : ''}${w.message}`)
    builds++
  })
  return {
    main: join(outDir, 'main.mjs'),
    builds: () => builds,
    errors,
    warnings,
    close: () => new Promise<void>(r => watching!.close(() => r())),
  }
}
