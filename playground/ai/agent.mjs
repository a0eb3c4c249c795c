// A Vercel AI SDK agent over the playground's skills, offline:
//
//   npm run build && node playground/ai/agent.mjs
//
// The model is a scripted MockLanguageModelV3 (no network, no key), so every step below is deterministic: keyword
// routing, LLM routing with activate_skill, SkillSearch + Skill for a skill routing never loads, and call_skill
// chaining. To run the same agent on a real model, pass an AI Gateway model id (AI SDK 6 resolves plain strings
// through the gateway; set AI_GATEWAY_API_KEY):
//
//   node playground/ai/agent.mjs --model openai/gpt-4o-mini
//
// or install a provider and pass its model instead of `scripted()`:
//
//   import { openai } from '@ai-sdk/openai'      // npm i @ai-sdk/openai, OPENAI_API_KEY=...
//   const agent = createSkillAgent({ model: openai('gpt-4o-mini'), loadout })
//
// In an app, the loadout comes from the bundle (`import { loadout } from 'virtual:loadout'`); here `loadFromDisk`
// compiles the same skills in memory so that the script builds nothing itself.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MockLanguageModelV3 } from 'ai/test'
import { createSkillAgent } from 'unplugin-loadout/ai'
import { loadFromDisk } from 'unplugin-loadout/api'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const loadout = await loadFromDisk({ root, skills: ['skills'] })
const flag = process.argv.indexOf('--model')
const realModel = flag === -1 ? undefined : process.argv[flag + 1]

// ---------------------------------------------------------------------------------------------------------------
// The scripted model: it reads its prompt the way a real model would (system prompt, tools offered, tool results)
// and answers with canned moves. Replace it with a real model to see the same flow with real answers.
// ---------------------------------------------------------------------------------------------------------------
const usage = { inputTokens: { total: 0 }, outputTokens: { total: 0 } }
let seq = 0
const say = text => ({ content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] })
const use = (...calls) => ({
  content: calls.map(([toolName, input]) => ({ type: 'tool-call', toolCallId: `call-${++seq}`, toolName, input: JSON.stringify(input) })),
  finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
  usage,
  warnings: [],
})
const words = text => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? [])

function scripted() {
  let calls = 0
  const model = new MockLanguageModelV3({
    doGenerate: async ({ prompt, tools = [] }) => {
      calls++
      const system = prompt.filter(m => m.role === 'system').map(m => m.content).join('\n')
      const task = prompt.find(m => m.role === 'user').content.map(p => p.text).join('')
      const results = prompt.filter(m => m.role === 'tool').flatMap(m => m.content).map(p => p.output.value)
      const offered = new Set(tools.map(t => t.name))
      const active = [...system.matchAll(/<skill_content name="([^"]+)"/g)].map(m => m[1])

      // LLM routing: pick the catalog lines sharing the most words with the task.
      if (offered.has('activate_skill')) {
        const want = words(task)
        const scored = system.split('\n').filter(l => l.startsWith('- ')).map((line) => {
          const id = line.slice(2, line.indexOf(':')).split(' ')[0]
          return { id, hits: [...words(line)].filter(w => want.has(w)).length }
        }).filter(s => s.hits >= 2).sort((a, b) => b.hits - a.hits)
        if (scored.length === 0) return say('(mock) No skill needed: answering directly.')
        return use(...scored.slice(0, 2).map(s => ['activate_skill', { name: s.id }]))
      }
      // A nested call_skill run: answer as the skill asked.
      const running = /You are running the skill "([^"]+)"/.exec(system)?.[1]
      if (running) return say(`(mock ${running}) 第 2 版发布说明：新增 SkillSearch，修复缓存问题。`)
      // The release skill hands the translation to another skill.
      if (active.includes('release-notes') && /chinese/i.test(task) && !results.length)
        return use(['call_skill', { skill: 'chinese-translation', message: 'Translate: "v2: added SkillSearch, fixed the cache."' }])
      // No skill in the prompt: search, then load the best hit.
      if (active.every(id => id === 'team-conventions') && !results.length) return use(['SkillSearch', { query: task }])
      const found = results.find(r => r?.results)
      if (found && results.length === 1) return use(['Skill', { name: found.results[0].id }])

      // A Skill answer reaches the model as the <skill_content> block itself.
      const loaded = results.map(r => typeof r === 'string' ? /^<skill_content name="([^"]+)"/.exec(r)?.[1] : undefined).filter(Boolean)
      const chained = results.filter(r => r?.text).map(r => r.text)
      return say([
        `(mock) Skills in my prompt: ${active.join(', ') || 'none'}.`,
        loaded.length ? `Loaded with Skill: ${loaded.join(', ')}.` : '',
        chained.length ? `From call_skill: ${chained.join(' ')}` : '',
      ].filter(Boolean).join(' '))
    },
  })
  return { model, calls: () => calls }
}

// ---------------------------------------------------------------------------------------------------------------
const bold = s => (process.stdout.isTTY ? `\x1B[1m${s}\x1B[22m` : s)
const scenarios = [
  { title: 'keyword routing (default): the best skills are in the prompt before the model is called', routing: 'keyword', task: 'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?' },
  { title: 'LLM routing: the catalog and activate_skill, then a second call with the chosen skills', routing: 'llm', task: 'The GitHub Actions workflow fails on the matrix build and the cache never hits' },
  { title: 'nothing routed: the model finds a manual skill with SkillSearch and loads it with Skill', routing: 'keyword', task: 'Draft the changelog entry for version 2.0 from merged pull requests' },
  { title: 'call_skill: the release skill hands the translation to another skill', routing: 'keyword', task: 'Write release notes for v2 and translate them into Chinese', skills: ['release-notes'] },
]

for (const s of scenarios) {
  const mock = scripted()
  const agent = createSkillAgent({
    model: realModel ?? mock.model,
    loadout,
    routing: s.routing,
    contextWindow: 128_000,
    system: 'You are a coding assistant for this repository.',
    logger: { info: line => console.log(`  log   ${line}`), warn: line => console.warn(`  warn  ${line}`) },
  })
  console.log(`${bold(s.title)}\n  task  ${s.task}`)
  const t0 = performance.now()
  const r = await agent.run(s.task, { skills: s.skills })
  console.log(`  routing ${r.routing}; activated ${r.activated.join(', ') || 'none'}${r.chosen.length ? `; chosen by the model ${r.chosen.join(', ')}` : ''}`)
  for (const c of r.calls) console.log(`  call_skill #${c.n} ${c.skill} (depth ${c.depth}): ${c.status}`)
  console.log(`  ${realModel ? 'model' : 'mock model'} calls ${realModel ? r.steps.length : mock.calls()}, ${Math.round(performance.now() - t0)} ms`)
  console.log(`  answer ${r.text.replace(/\s+/g, ' ').slice(0, 300)}\n`)
  await agent.dispose()
}
