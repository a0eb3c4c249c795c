// One cold start of a bench/platforms.mjs build, in a process of its own: `node bench/platforms-child.mjs <main.js>
// [--files]`. Imports the built app, calls its `start()` (agents' loadSkillCatalog and createSkillTools over the
// app's source), activates the first listed skill, and prints one JSON line. `--files` also records every module file
// the process loaded (a module hook), before `start()` and after it: what a host downloads at start, and to list.
import { register } from 'node:module'
import { pathToFileURL } from 'node:url'
import { MessageChannel } from 'node:worker_threads'
import { asSchema } from 'ai'

const [main, flag] = process.argv.slice(2)
const loaded = []
let port
if (flag === '--files') {
  const channel = new MessageChannel()
  port = channel.port1
  port.on('message', url => loaded.push(url))
  const hook = `let port
export function initialize(data) { port = data.port }
export async function load(url, context, next) { port.postMessage(url); return next(url, context) }`
  register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: channel.port2 }, transferList: [channel.port2] })
}

/** The module files loaded so far (the hook posts them from its own thread). */
async function files() {
  await new Promise(resolve => setTimeout(resolve, 50))
  return loaded.filter(u => u.startsWith('file:')).map(u => new URL(u).pathname)
}

const t0 = performance.now()
const app = await import(pathToFileURL(main).href)
const imported = performance.now()
const atStart = flag === '--files' ? await files() : []
const { catalog, tools, bodies, reachable } = await app.start()
const prompt = catalog.prompt() ?? ''
const listedAt = performance.now()
const toListing = flag === '--files' ? await files() : []
const schema = JSON.stringify(await asSchema(tools.activate_skill.inputSchema).jsonSchema)
const first = catalog.skills[0].skill.name
const body = await tools.activate_skill.execute({ name: first }, { toolCallId: 'bench', messages: [] })
port?.close()
console.log(JSON.stringify({
  importMs: imported - t0,
  catalogMs: listedAt - t0,
  listed: catalog.skills.length,
  bodies,
  reachable,
  promptChars: prompt.length,
  schemaChars: schema.length,
  duplicates: catalog.diagnostics.filter(d => d._tag === 'DuplicateSkill').length,
  activated: typeof body === 'string' && body.startsWith(`<skill_content name="${first}">`),
  atStart,
  toListing,
}))
