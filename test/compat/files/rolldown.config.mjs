import loadout from 'unplugin-loadout/rolldown'
import { skills } from './skills.mjs'

export default {
  input: 'entry.js',
  plugins: [loadout({ skills })],
  output: { dir: 'out/rolldown', format: 'es', entryFileNames: 'main.js' },
}
