/**
 * `call_skill`: a skill hands a sub-task to another skill, which answers in a nested model run with its own tools.
 * Calls are numbered and logged; a cycle, the depth limit or a bad skill is an error answer; the same call answered
 * (or running beside this one) in the run is not run twice.
 */
import { generateText, stepCountIs, type Tool } from 'ai'
import { aiTool, type Answer, answerContent, type Level, message, type ToolContext } from './context'
import { addUsage, type CallSkillOptions, DEFAULT_NESTED_STEPS, type SkillCall } from './types'

/** The `call_skill` tool of a context at `level`. */
export function callSkillTool(ctx: ToolContext, callSkill: CallSkillOptions, level: Level): Tool {
  return aiTool(
    'Hand a sub-task to another skill: it runs with that skill\'s instructions and answers your message. '
    + 'Use it when a skill\'s instructions say to involve another skill.',
    {
      type: 'object',
      properties: {
        skill: { type: 'string', description: 'The id or name of the skill to call.' },
        message: { type: 'string', description: 'What that skill should do, with everything it needs.' },
      },
      required: ['skill', 'message'],
      additionalProperties: false,
    },
    (input, { abortSignal }) => {
      const call = startCall(ctx, typeof input?.skill === 'string' ? input.skill.trim() : '', typeof input?.message === 'string' ? input.message : '', level.depth + 1)
      return callOne(ctx, callSkill, level, call, abortSignal)
    },
  )
}

/** One call as it is recorded in the session: its record, its log line, and how it refuses. */
interface Call {
  record: SkillCall
  log: (suffix?: string) => void
  refuse: (status: SkillCall['status'], error: string, extra?: Answer) => Answer
}

/** Number and record a call in the session. */
function startCall(ctx: ToolContext, ref: string, msg: string, depth: number): Call {
  const { session, options: { logger } } = ctx
  const n = session.calls.length + 1
  const record: SkillCall = { n, skill: ref, message: msg, depth, status: 'ok' }
  session.calls.push(record)
  const log = (suffix = '') => logger?.info?.(`call_skill #${n} skill=${record.skill} depth=${depth}${suffix}`)
  const refuse = (status: SkillCall['status'], error: string, extra: Answer = {}) => {
    record.status = status
    record.error = error
    log(` ${status}: ${error}`)
    return { error, call: n, ...extra }
  }
  return { record, log, refuse }
}

/** Check a call (its input, the skill, a cycle, a cached answer, the depth), then run it. */
async function callOne(ctx: ToolContext, callSkill: CallSkillOptions, { ancestry }: Level, call: Call, abortSignal: AbortSignal | undefined): Promise<Answer> {
  const { record, refuse } = call
  const { skill: ref, message: msg, depth: childDepth, n } = record
  if (!ref || !msg.trim()) return refuse('error', 'call_skill needs { "skill": "<id or name>", "message": "<what to do>" }.')
  const loaded = await ctx.loadSkill(ref)
  if (typeof loaded.body !== 'string' || typeof loaded.id !== 'string')
    return refuse('error', String(loaded.error ?? `Skill ${JSON.stringify(ref)} cannot be called.`), loaded.closest ? { closest: loaded.closest } : {})
  const id = loaded.id
  record.skill = id
  const key = `${id}\u0000${msg}`
  if (ancestry.includes(key))
    return refuse('cycle', `Skill "${id}" is already answering this same message further up the chain; answer it yourself.`)
  const chain = ancestry.join('\u0001')
  // The same call already answered, or running beside this one (parallel calls of one step: waiting on a
  // sibling never deadlocks, as a sibling's chain never waits on this one's ancestors).
  const running = ctx.session.running.get(key)
  const cached = ctx.session.cache.get(key) ?? (running?.chain === chain ? await running.answer : undefined)
  if (cached) {
    record.status = 'cached'
    call.log(' cached')
    return { ...cached, call: n, cached: true }
  }
  if (childDepth > ctx.maxDepth)
    return refuse('depth_limit', `call_skill depth limit reached (${ctx.maxDepth}): finish this step without calling another skill.`, { depth: childDepth })
  call.log()
  ctx.activate(id, 'call_skill')
  return runCalled(ctx, callSkill, { id, key, chain, loaded, ancestry, running: running !== undefined }, call, abortSignal)
}

/** What `runCalled` runs: the skill, its cache key and chain, its loaded answer. */
interface Called { id: string, key: string, chain: string, loaded: Answer, ancestry: readonly string[], running: boolean }

/** Run the called skill in a nested model run, its tools one level deeper; its answer is cached for the run. */
async function runCalled(ctx: ToolContext, callSkill: CallSkillOptions, called: Called, call: Call, abortSignal: AbortSignal | undefined): Promise<Answer> {
  const { session } = ctx
  const { id, key, chain, loaded, ancestry } = called
  const { depth: childDepth, message: msg, n } = call.record
  let settle!: (answer: Record<string, unknown> | undefined) => void
  const entry = { chain, answer: new Promise<Record<string, unknown> | undefined>(resolve => (settle = resolve)) }
  if (!called.running) session.running.set(key, entry)
  try {
    const result = await generateText({
      model: callSkill.model,
      system: [
        callSkill.system,
        `You are running the skill "${id}" for another skill, which sent you the message below through call_skill. `
        + 'Follow the skill\'s instructions and answer with the result.',
        answerContent((await ctx.loadout.lookup(id))!, loaded),
      ].filter(Boolean).join('\n\n'),
      prompt: msg,
      tools: { ...callSkill.tools, ...ctx.build(childDepth, [...ancestry, key]) },
      stopWhen: stepCountIs(callSkill.maxSteps ?? DEFAULT_NESTED_STEPS),
      abortSignal,
    })
    addUsage(session.usage, result.totalUsage)
    const answer = { skill: id, depth: childDepth, text: result.text }
    session.cache.set(key, answer)
    settle(answer)
    return { ...answer, call: n }
  }
  catch (err) {
    settle(undefined)
    return call.refuse('error', `call_skill ${id} failed: ${message(err)}`)
  }
  finally {
    if (session.running.get(key) === entry) session.running.delete(key)
  }
}
