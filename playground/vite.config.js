import { defineConfig } from 'vite'
import loadout from 'unplugin-loadout/vite'

export default defineConfig({
  plugins: [
    loadout({
      // Source folders in precedence order; a skill id in an earlier one shadows the same id later.
      skills: ['skills'],
    }),
  ],
})
