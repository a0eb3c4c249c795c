// esbuild takes plugins through its JavaScript API only.
import * as esbuild from 'esbuild'
import loadout from 'unplugin-loadout/esbuild'
import { skills } from './skills.mjs'

await esbuild.build({
  entryPoints: { main: 'entry.js' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  outdir: 'out/esbuild',
  plugins: [loadout({ skills })],
})
