export { unplugin as default, unplugin, unpluginFactory } from './core/unplugin'
export type { Options, SourceFormat, SourceOption } from './core/options'
export type { Diagnostic } from './core/diagnostics'
