/**
 * The plugin factory with the skills inspector wired in: the Vite dev server's `/__loadout/` loads src/inspector on its
 * first request. Kept apart from src/plugin.ts so that the Next.js helper can take the factory without unplugin.
 */
import { createUnpluginFactory } from './core/unplugin'

export const unpluginFactory = /* @__PURE__ */ createUnpluginFactory(() => import('./inspector/serve').then(m => m.serveInspector))
