/**
 * The plugin in the bundler's config file. ES module configs are edited with magicast (loaded for `init` alone: the
 * AST editor that keeps the file's own layout and quotes); a config it cannot change safely (CommonJS, a config
 * function, a list of configs, esbuild's build script) gets the exact lines to add instead, and is left as it is.
 */
import type { App } from './detect'

/** The plugin's options `init` writes: the skills folder, and the typed ids' declaration file in a TypeScript app. */
export function pluginOptions(app: Pick<App, 'bundler' | 'typescript'>, dts: string | undefined): { skills: string[], dts?: string } {
  return { skills: ['skills'], ...(app.typescript && dts ? { dts } : {}) }
}

/** What `init` did to the config: the new text to write, nothing to do, or the lines the user adds by hand. */
export type ConfigPlan =
  | { kind: 'write', file: string, text: string, created: boolean }
  | { kind: 'done', file: string }
  | { kind: 'manual', file?: string, why: string, lines: string[] }

/** Options as the README writes them: `{ skills: ['skills'], dts: 'src/loadout.d.ts' }`. */
function optionsText(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, '\\\'')}'`
  if (Array.isArray(value)) return `[${value.map(optionsText).join(', ')}]`
  if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${optionsText(v)}`).join(', ')} }`
  return String(value)
}

/** The import and the call of the plugin in a config of `bundler`, as the README's setup snippets write them. */
export function manualLines(app: Pick<App, 'bundler' | 'typescript'>, options: object): string[] {
  const opts = optionsText(options)
  if (app.bundler === 'next') return ['import { withLoadout } from \'unplugin-loadout/next\'', `export default withLoadout(nextConfig, ${opts})`]
  const call = `loadout(${opts})`
  if (app.bundler === 'esbuild') {
    return ['import loadout from \'unplugin-loadout/esbuild\'', `build({ ..., bundle: true, splitting: true, format: 'esm', plugins: [${call}] })`]
  }
  return [`import loadout from 'unplugin-loadout/${app.bundler}'`, `plugins: [${call}]`]
}

/** A Vite config for an app that has none (Vite's vanilla templates): the plugin and nothing else. */
function newViteConfig(options: object): string {
  return `import { defineConfig } from 'vite'\nimport loadout from 'unplugin-loadout/vite'\n\nexport default defineConfig({\n  plugins: [loadout(${optionsText(options)})],\n})\n`
}

/** Where a new Vite config goes: `vite.config.ts` with TypeScript, else `.js` in an ES module package, else `.mjs`. */
function newViteConfigName(app: Pick<App, 'typescript' | 'pkg'>): string {
  return app.typescript ? 'vite.config.ts' : app.pkg.type === 'module' ? 'vite.config.js' : 'vite.config.mjs'
}

/**
 * The plan for the config: read `text` (the config file's, undefined when there is none) and add the plugin, or say
 * it is there already, or give the lines to add by hand.
 */
export async function planConfig(app: App, text: string | undefined, options: object): Promise<ConfigPlan> {
  const manual = (why: string): ConfigPlan => ({ kind: 'manual', file: app.configFile, why, lines: manualLines(app, options) })
  if (app.bundler === 'esbuild') return manual('esbuild has no config file: add the plugin to the script that calls build()')
  if (text === undefined) {
    if (app.bundler === 'vite') return { kind: 'write', file: newViteConfigName(app), text: newViteConfig(options), created: true }
    return manual(`no ${app.label} config file found: add the plugin where your build is configured`)
  }
  if (/\brequire\s*\(|module\.exports/.test(text) && !/^\s*(?:import|export)\s/m.test(text)) {
    return manual(`${app.configFile} is CommonJS, which init does not edit (in CommonJS: const loadout = require('unplugin-loadout/${app.bundler}').default)`)
  }
  const edit = app.bundler === 'next' ? editNextConfig : editPluginsConfig
  try {
    const edited = await edit(text, app.bundler, options)
    if (edited === undefined) return { kind: 'done', file: app.configFile! }
    return { kind: 'write', file: app.configFile!, text: edited, created: false }
  }
  catch (err) {
    return manual(`${app.configFile} could not be edited safely (${(err as Error).message.split('\n')[0]})`)
  }
}

/**
 * A config whose default export is an object, `defineConfig({...})` or a variable holding one (Vite, Rollup,
 * Rolldown, webpack, Rspack): the plugin added to its `plugins`. Undefined when it is there already; throws when the
 * result does not hold it (a config function, a list of configs).
 */
async function editPluginsConfig(text: string, bundler: string, options: object): Promise<string | undefined> {
  const { generateCode, parseModule } = await import('magicast')
  const { addVitePlugin, findVitePluginCall } = await import('magicast/helpers')
  const from = `unplugin-loadout/${bundler}`
  const mod = parseModule(text)
  if (findVitePluginCall(mod, { from })) return undefined
  if (Object.values(mod.imports).some(i => i.from === from)) throw new Error(`it imports ${from} already, but its call was not found in plugins`)
  addVitePlugin(mod, { from, constructor: 'loadout', options })
  const code = generateCode(mod).code
  if (!findVitePluginCall(parseModule(code), { from })) throw new Error('its default export is not one config object')
  return code
}

/** `next.config.*`: its default export wrapped in `withLoadout(...)`; undefined when it imports the helper already. */
async function editNextConfig(text: string, _bundler: string, options: object): Promise<string | undefined> {
  const { builders, generateCode, parseModule } = await import('magicast')
  const mod = parseModule(text)
  if (Object.values(mod.imports).some(i => i.from === 'unplugin-loadout/next')) return undefined
  if (mod.exports.default === undefined) throw new Error('it has no default export')
  mod.imports.$prepend({ from: 'unplugin-loadout/next', imported: 'withLoadout' })
  mod.exports.default = builders.functionCall('withLoadout', mod.exports.default, options)
  const code = generateCode(mod).code
  const check = parseModule(code).exports.default as { $type?: string, $callee?: string } | undefined
  if (check?.$type !== 'function-call' || check.$callee !== 'withLoadout') throw new Error('its default export could not be wrapped')
  return code
}
