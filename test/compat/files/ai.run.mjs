// `node ai.run.mjs <built main>`: an agent (unplugin-loadout/ai) over a built bundle, with the AI SDK's own mock model
// (no network). The model calls the Skill tool, then answers with the body line it got from the skill's chunk (the
// answer's text: the <skill_content> block).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MockLanguageModelV3 } from 'ai/test'
import { createSkillAgent, loadoutTools } from 'unplugin-loadout/ai'

const { loadout } = await import(pathToFileURL(resolve(process.argv[2])).href)
const usage = { inputTokens: { total: 1 }, outputTokens: { total: 1 } }
const reply = content => ({ content, finishReason: { unified: content[0].type === 'text' ? 'stop' : 'tool-calls', raw: 'x' }, usage, warnings: [] })
const model = new MockLanguageModelV3({
  doGenerate: async ({ prompt }) => {
    const result = prompt.filter(m => m.role === 'tool').at(-1)?.content[0]?.output?.value
    if (!result) return reply([{ type: 'tool-call', toolCallId: 'c1', toolName: 'Skill', input: JSON.stringify({ name: 'pdf-tables' }) }])
    // The Skill answer reaches the model as its <skill_content> block, text holding the body.
    return reply([{ type: 'text', text: String(result).split('\n').find(l => l.startsWith('BODY-SENTINEL')) }])
  },
})
const r = await createSkillAgent({ model, loadout }).run('Bake a sourdough loaf with a crisp crust')
const tools = Object.keys(loadoutTools(loadout)).sort()
process.stdout.write(JSON.stringify({ text: r.text, activated: r.activated, tools, node: process.versions.node }))
