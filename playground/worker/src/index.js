// A Worker that routes a task to skills and serves a skill's body and resources, each loaded on demand from its own
// module; and the same skills as an MCP server at /mcp (Streamable HTTP), with a bearer token when MCP_TOKEN is set.
import { createMcpHandler } from 'unplugin-loadout/mcp'
import { entries, load, loadout, match, readResource } from 'virtual:loadout'

let mcp

const json = (value, status = 200) => new Response(JSON.stringify(value, null, 2), {
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
})

export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname === '/mcp') {
      mcp ??= createMcpHandler(loadout, { token: env.MCP_TOKEN || undefined, contextWindow: 200_000 })
      return mcp(request)
    }
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
    return json({ routes: ['/match?q=<task>', '/skill/<id>', '/skill/<id>?resource=<path>', '/mcp'] }, 404)
  },
}
