import { cloudflare } from '@cloudflare/vite-plugin'
import loadout from 'unplugin-loadout/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // The skills are compiled into the Worker: no filesystem at run time, one module per skill body.
    loadout({ skills: ['../skills'] }),
    cloudflare(),
  ],
})
