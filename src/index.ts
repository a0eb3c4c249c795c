export { unplugin as default, unplugin } from './plugin'
export { unpluginFactory } from './plugin/unplugin'
export type { Options, SourceFormat, SourceOption } from './core/options'
export type { Diagnostic } from './core/diagnostics'
