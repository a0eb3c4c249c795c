export { unplugin as default, unplugin } from './core/plugin'
export { unpluginFactory } from './core/unplugin'
export type { Options, SourceFormat, SourceOption } from './core/options'
export type { Diagnostic } from './core/diagnostics'
