import loadout from 'unplugin-loadout/rollup'
import { skills } from './skills.mjs'

export default {
  input: 'entry.js',
  plugins: [loadout({ skills })],
  output: { dir: 'out/rollup', format: 'es', entryFileNames: 'main.js' },
}
