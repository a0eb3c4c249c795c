import loadout from 'unplugin-loadout/vite'
import { defineConfig } from 'vite'
import { skills } from './skills.mjs'

export default defineConfig({
  plugins: [loadout({ skills })],
  build: {
    outDir: 'out/vite',
    minify: false,
    lib: { entry: 'entry.js', formats: ['es'], fileName: () => 'main.js' },
  },
})
