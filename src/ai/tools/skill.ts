/** The runtime's three tools as AI SDK tools: `Skill` (which activates what it loads), `SkillSearch`, `read_resource`. */
import type { ToolSet } from 'ai'
import { aiTool, type Level, type NamedTools, type ToolContext } from './context'

/**
 * `Skill`, `SkillSearch` and `read_resource` of one context. The top-level model's context is the session's; a nested
 * `call_skill` run starts a context of its own, which holds the called skill's instructions.
 */
export function runtimeTools(ctx: ToolContext, { depth, ancestry }: Level): ToolSet {
  const { base, top } = ctx
  const own = depth === 0
    ? () => Promise.resolve(top)
    : ctx.nestedTools(new Set(ancestry.length ? [ancestry[ancestry.length - 1]!.split('\u0000')[0]!] : []))
  return {
    Skill: skillTool(ctx, own),
    SkillSearch: aiTool(base.SkillSearch.description, base.SkillSearch.inputSchema, input => base.SkillSearch.execute(input ?? {})),
    read_resource: aiTool(base.read_resource.description, base.read_resource.inputSchema, input => base.read_resource.execute(input ?? {})),
  }
}

/** `Skill`: the runtime's, over the context's own tools; a skill it answers with (or already holds) becomes active. */
function skillTool(ctx: ToolContext, own: () => Promise<NamedTools>) {
  return aiTool(ctx.top.Skill.description, ctx.top.Skill.inputSchema, async (input) => {
    const answer = await (await own()).Skill.execute(input ?? {})
    if (typeof answer.id === 'string' && (typeof answer.content === 'string' || typeof answer.body === 'string' || answer.status === 'already_loaded'))
      ctx.activate(answer.id, 'Skill')
    return answer
  })
}
