// `node pack.build.mjs <webpack|rspack> <config file> [--watch]`: load the config file the way each tool's CLI does
// (import() reads both .cjs and .mjs), build it with the tool's Node API and print one JSON line per build.
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const [tool, configFile, mode] = process.argv.slice(2)
const config = (await import(pathToFileURL(resolve(configFile)).href)).default
const create = tool === 'webpack' ? (await import('webpack')).default : (await import('@rspack/core')).rspack
function report(err, stats) {
  const errors = err ? [String(err)] : stats.hasErrors() ? [stats.toString({ all: false, errors: true })] : []
  process.stdout.write(`${JSON.stringify({ done: true, errors, outputModule: stats?.compilation.outputOptions.module, chunkLoading: stats?.compilation.outputOptions.chunkLoading })}\n`)
  if (mode !== '--watch') process.exitCode = errors.length ? 1 : 0
}
if (mode === '--watch') {
  // The native watcher, as by default: with `poll`, webpack (5.61 to 5.113) rebuilds in a loop, since the virtual
  // modules unplugin adds to its file dependencies are not on disk and every poll reports them removed.
  create(config).watch({ aggregateTimeout: 50 }, report)
}
else {
  const compiler = create(config)
  compiler.run((err, stats) => compiler.close(() => report(err, stats)))
}
