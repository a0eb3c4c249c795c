import { join } from 'node:path'
import loadout from 'unplugin-loadout/rspack'
import { skills } from './skills.mjs'

const root = import.meta.dirname

export default {
  mode: 'production',
  context: root,
  entry: { main: './entry.js' },
  target: 'node',
  devtool: false,
  output: {
    path: join(root, 'out/rspack-esm'),
    filename: '[name].mjs',
    chunkFilename: '[name].[contenthash:8].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
  },
  experiments: { outputModule: true },
  optimization: { minimize: false },
  plugins: [loadout({ skills })],
}
