const { join } = require('node:path')
const loadout = require('unplugin-loadout/rspack').default

module.exports = {
  mode: 'production',
  context: __dirname,
  entry: { main: './entry.js' },
  target: 'node',
  devtool: false,
  output: {
    path: join(__dirname, 'out/rspack-cjs'),
    filename: '[name].mjs',
    chunkFilename: '[name].[contenthash:8].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
  },
  experiments: { outputModule: true },
  optimization: { minimize: false },
  plugins: [loadout({ skills: ['skills', { dir: 'user-skills', scope: 'user' }] })],
}
