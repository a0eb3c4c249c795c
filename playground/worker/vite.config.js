import { cloudflare } from '@cloudflare/vite-plugin'
import loadout from 'unplugin-loadout/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    // The skills are compiled into the Worker: no filesystem at run time, one module per skill body. LOADOUT_SKILLS
    // names another folder (test/e2e/mcp-conformance.test.ts builds the Worker over a test fixture).
    loadout({ skills: [process.env.LOADOUT_SKILLS || '../skills'] }),
    cloudflare(),
  ],
})
