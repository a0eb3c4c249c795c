/**
 * unplugin-loadout/node: what only a Node host can do with skills (run their scripts). Never imported by the runtime.
 */
export { createRunScript, INTERPRETERS } from './run-script'
export type { Interpreter, RunScriptOptions, RunScriptResult, RunScriptTool } from './run-script'
