/** `run_script` (Node hosts' `createRunScript`) as an AI SDK tool: only for skills active in this session. */
import type { Tool } from 'ai'
import { aiTool, type ToolContext } from './context'
import type { RunScriptLike } from './types'

/**
 * The host's `run_script`, refusing a skill this session has not activated (unless the host had it active before any
 * loadout tool touched it), so that concurrent runs sharing one `run_script` do not lend each other skills.
 */
export function runScriptTool(ctx: ToolContext, runScript: RunScriptLike): Tool {
  return aiTool(runScript.description, runScript.inputSchema, async (input, options) => {
    const ref = typeof input?.skill === 'string' ? input.skill : ''
    const e = ref ? await ctx.loadout.lookup(ref) : undefined
    if (e && !ctx.session.activated.includes(e.id) && !ctx.hostActive.has(e.id))
      return { error: `Skill "${e.id}" is not active: load it with the Skill tool first` }
    return runScript.execute(input ?? {}, { abortSignal: options?.abortSignal })
  })
}
