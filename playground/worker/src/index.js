// A Worker that routes a task to skills and serves a skill's body and resources, each loaded on demand from its own
// module; the same skills as an MCP server at /mcp (Streamable HTTP, both protocol revisions, with MCP's Skills
// Extension over the published skills), with a bearer token when MCP_TOKEN is set; and as a source of Cloudflare's
// Agents SDK skills at /agents (agents/skills and its AI SDK tools).
import { createMcpHandler } from 'unplugin-loadout/mcp'
import { createSqlLoadout } from 'unplugin-loadout/sql'
import { entries, load, loadout, match, readResource } from 'virtual:loadout'
import { published } from 'virtual:loadout/published'

let mcp
/** The same skills served from D1 (env.DB): one SqlLoadout per isolate, and its MCP server. */
let fromDb
let dbMcp

const json = (value, status = 200) => new Response(JSON.stringify(value, null, 2), {
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
})

export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname === '/mcp') {
      mcp ??= createMcpHandler(loadout, { token: env.MCP_TOKEN || undefined, contextWindow: 200_000, skillsExtension: published })
      return mcp(request)
    }
    if (url.pathname.startsWith('/db/')) return dbRoute(request, url, env)
    if (url.pathname === '/agents') return agentsRoute(loadout, url)
    if (url.pathname === '/match') {
      const task = url.searchParams.get('q') ?? ''
      const results = match(task, { limit: 3 }).map(({ id, tier, score, confidence, matched }) => ({ id, tier, score, confidence, matched }))
      return json({ task, skills: entries.length, results })
    }
    const resource = url.searchParams.get('resource')
    const skill = /^\/skill\/(.+)$/.exec(url.pathname)
    if (skill && resource) {
      try {
        return json({ id: decodeURIComponent(skill[1]), path: resource, text: await readResource(decodeURIComponent(skill[1]), resource) })
      }
      catch (error) {
        return json({ error: String(error?.message ?? error) }, 404)
      }
    }
    if (skill) {
      try {
        const { entry, body } = await load(decodeURIComponent(skill[1]))
        return json({ id: entry.id, tokens: entry.tokens, body })
      }
      catch (error) {
        return json({ error: String(error?.message ?? error) }, 404)
      }
    }
    return json({ routes: ['/match?q=<task>', '/skill/<id>', '/skill/<id>?resource=<path>', '/mcp', '/agents?task=<task>&budget=<chars>&activate=<name>&path=<file>&search=<query>', '/db/match?q=<task>', '/db/skill/<id>', '/db/mcp', '/db/agents'] }, 404)
  },
}

/** `/db/match?q=`, `/db/skill/<id>[?resource=<path>]` and `/db/mcp`: the routes above, over D1 instead of the bundle. */
async function dbRoute(request, url, env) {
  if (!env.DB) return json({ error: 'no D1 binding DB' }, 500)
  // A failed start (no tables yet) is tried again on the next request.
  fromDb ??= createSqlLoadout(env.DB).catch((error) => {
    fromDb = undefined
    throw error
  })
  try {
    const db = await fromDb
    if (url.pathname === '/db/mcp') {
      dbMcp ??= createMcpHandler(db, { token: env.MCP_TOKEN || undefined, contextWindow: 200_000 })
      return dbMcp(request)
    }
    if (url.pathname === '/db/agents') return agentsRoute(db, url)
    if (url.pathname === '/db/match') {
      const task = url.searchParams.get('q') ?? ''
      const results = (await db.match(task, { limit: 3 })).map(({ id, tier, score, confidence, matched }) => ({ id, tier, score, confidence, matched }))
      return json({ task, skills: db.count, results })
    }
    const skill = /^\/db\/skill\/(.+)$/.exec(url.pathname)
    if (skill) {
      const id = decodeURIComponent(skill[1])
      const resource = url.searchParams.get('resource')
      if (resource) return json({ id, path: resource, text: await db.readResource(id, resource) })
      const { entry, body } = await db.load(id)
      return json({ id: entry.id, tokens: entry.tokens, body })
    }
  }
  catch (error) {
    return json({ error: String(error?.message ?? error) }, 404)
  }
  return json({ error: 'unknown route' }, 404)
}

/**
 * `/agents?task=&budget=<chars>&activate=<name>&path=<file>&search=<query>`: agents' catalog over our source (the
 * budgeted catalog, the task's skills first), activate_skill and read_skill_resource from their AI SDK tools, and our
 * SkillSearch, after which the catalog is loaded again (`listedAfterSearch`: what it found is listed).
 */
async function agentsRoute(from, url) {
  // Imported on the first request of this route: their code (agents, ai, zod) is a chunk of its own, not in the startup module.
  const [{ formatSkillDiagnostic, loadSkillCatalog }, { createSkillTools }, { skillSource }] = await Promise.all([
    import('agents/skills'),
    import('agents/skills/tools/ai-sdk'),
    import('unplugin-loadout/cloudflare'),
  ])
  const param = name => url.searchParams.get(name)
  const budget = param('budget')
  const source = skillSource(from, { task: param('task') || undefined, contextWindow: 200_000, ...(budget === null ? {} : { budgetChars: Number(budget) }) })
  const catalog = await loadSkillCatalog([source])
  const tools = createSkillTools(catalog)
  const call = { toolCallId: 'worker', messages: [] }
  const [name, path, query] = [param('activate'), param('path'), param('search')]
  try {
    const search = query ? await source.search(query) : null
    return json({
      names: catalog.skills.map(s => s.skill.name),
      prompt: catalog.prompt(),
      diagnostics: catalog.diagnostics.map(formatSkillDiagnostic),
      activated: name ? await tools.activate_skill.execute({ name }, call) : null,
      resource: name && path ? await tools.read_skill_resource.execute({ name, path }, call) : null,
      search,
      listedAfterSearch: search ? (await loadSkillCatalog([source], { previous: catalog })).skills.map(s => s.skill.name) : null,
    })
  }
  catch (error) {
    return json({ error: String(error?.message ?? error) }, 404)
  }
}
