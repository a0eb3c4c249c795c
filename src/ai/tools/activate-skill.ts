/** `activate_skill`: LLM routing, the model picks the skills a task needs from an enum of ids, up to a limit. */
import type { Tool } from 'ai'
import { aiTool, type Answer, type Level, present, type ToolContext } from './context'
import type { ActivateSkillOptions } from './types'

/** Enum values listed in the error answer of `activate_skill`. */
const LISTED_IN_ERRORS = 20

/** The `activate_skill` tool of a context at `level`. */
export function activateSkillTool(ctx: ToolContext, settings: ActivateSkillOptions, level: Level): Tool {
  const ids = ctx.enumIds()
  return aiTool(
    `Activate a skill this task needs: its instructions are then ${settings.includeBody === false ? 'given to you' : 'returned'}. `
    + `Call it once per skill, at most ${ctx.maxActivated} skills; calling it again for an active skill does nothing.`,
    {
      type: 'object',
      properties: { name: { type: 'string', enum: ids, description: 'The id of a skill from the catalog.' } },
      required: ['name'],
      additionalProperties: false,
    },
    input => activateOne(ctx, settings, level, ids, typeof input?.name === 'string' ? input.name.trim() : ''),
  )
}

/** Activate the skill `ref` names: an error answer for an unknown one or past the limit, else its instructions. */
async function activateOne(ctx: ToolContext, settings: ActivateSkillOptions, level: Level, ids: string[], ref: string): Promise<Answer> {
  const { session, maxActivated } = ctx
  const e = ref ? await ctx.loadout.lookup(ref) : undefined
  if (!e || !ids.includes(e.id)) {
    return {
      error: `Unknown skill ${JSON.stringify(ref)}: name must be one of the listed skill ids.`,
      valid: ids.slice(0, LISTED_IN_ERRORS),
    }
  }
  if (session.chosen.includes(e.id)) return { id: e.id, status: 'already_active' }
  if (session.chosen.length >= maxActivated) {
    return {
      error: `At most ${maxActivated} skills can be activated; already active: ${session.chosen.join(', ')}. Continue with these.`,
      status: 'limit',
    }
  }
  // Reserve the slot before loading: parallel calls in one step run concurrently.
  session.chosen.push(e.id)
  const answer = await ctx.loadSkill(e.id)
  if (typeof answer.body !== 'string') {
    session.chosen.splice(session.chosen.indexOf(e.id), 1)
    return answer
  }
  ctx.activate(e.id, 'activate_skill')
  if (settings.includeBody === false) return { id: e.id, status: 'activated' }
  if (level.depth === 0) session.loaded.add(e.id)
  return { ...present(answer, e, ctx.options.answerFormat), status: 'activated' }
}
