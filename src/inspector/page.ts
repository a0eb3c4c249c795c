/**
 * The inspector page as one HTML string: its markup, its CSS and its script inline, the data embedded. The dev server
 * serves it at `/__loadout/`; `loadout inspect --html` writes it to a file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { InspectorData } from './data'
import { INSPECTOR_CSS } from './style'

let script: string | undefined

/**
 * The page's script: the browser bundle tsup builds next to this file (`dist/inspector/client.js`), or, when running
 * from source, the same bundled on first use with esbuild.
 */
export async function inspectorScript(): Promise<string> {
  if (script !== undefined) return script
  for (const c of ['./inspector/client.js', '../inspector/client.js', './client.js']) {
    const file = fileURLToPath(new URL(c, import.meta.url))
    if (existsSync(file)) return (script = readFileSync(file, 'utf8'))
  }
  const entry = fileURLToPath(new URL('./client.ts', import.meta.url))
  const { build } = await import('esbuild')
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', minify: true, target: 'es2022', platform: 'browser' })
  return (script = out.outputFiles[0]!.text)
}

/** JSON safe inside a `<script>` element. */
function embed(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

const WINDOWS: Array<[string, string]> = [['8000', '8K'], ['32000', '32K'], ['128000', '128K'], ['200000', '200K'], ['1000000', '1M'], ['unknown', 'unknown']]

const BODY = `<header><h1>loadout inspector</h1><p id="summary" class="muted"></p>
<nav><a href="#routing-s">Routing</a><a href="#skills-s">Skills</a><a href="#diagnostics-s">Diagnostics</a><a href="#catalog-s">Catalog</a><a href="#overlaps-s">Overlaps</a></nav></header>
<main>
<section id="routing-s" aria-labelledby="routing-h"><h2 id="routing-h">Routing playground</h2>
<div class="two"><div>
<label>Task <input id="task" type="search" aria-label="Task" placeholder="Describe a task, e.g. extract the tables from this PDF" autocomplete="off"></label>
<p id="routing-status" role="status"></p><div id="routing-terms"></div>
<ol id="routing-results" aria-label="Routing results" class="results"></ol></div>
<div><label>SkillSearch <input id="search" type="search" aria-label="Search" placeholder="Search skills, manual ones included" autocomplete="off"></label>
<ol id="search-results" aria-label="Search results" class="results compact"></ol></div></div></section>
<section id="skills-s" aria-labelledby="skills-h"><h2 id="skills-h">Skills</h2>
<div class="tools"><input id="skill-filter" type="search" aria-label="Filter skills" placeholder="Filter by id, name, description, tag">
<label>Sort <select id="skill-sort" aria-label="Sort skills"><option value="id">id</option><option value="tokens">tokens</option><option value="tier">tier</option><option value="source">source</option></select></label></div>
<div class="scroll"><table><thead><tr><th>Skill</th><th>Source</th><th>Tier</th><th>Tokens</th><th>Triggers</th><th>Requires</th><th>Resources</th></tr></thead><tbody id="skills-body"></tbody></table></div>
<h3>Skipped</h3><div id="skipped"></div></section>
<section id="diagnostics-s" aria-labelledby="diagnostics-h"><h2 id="diagnostics-h">Diagnostics</h2><div id="diagnostics-list"></div></section>
<section id="catalog-s" aria-labelledby="catalog-h"><h2 id="catalog-h">Catalog</h2>
<div class="tools"><label>Context window <select id="window" aria-label="Context window">@WINDOWS@</select></label>
<label>Host tools <input id="host-tools" aria-label="Host tools" placeholder="Bash, Read (blank: not checked)"></label>
<label>Capabilities <input id="host-capabilities" aria-label="Host capabilities" placeholder="network (blank: not checked)"></label></div>
<p id="catalog-summary" class="muted"></p><div id="budget"></div>
<div class="scroll"><table><thead><tr><th>Rank</th><th>Skill</th><th>Reason</th><th>Chars</th><th></th></tr></thead><tbody id="catalog-body"></tbody></table></div>
<h3>As the model sees it</h3><pre id="catalog-text" class="catalog"></pre></section>
<section id="overlaps-s" aria-labelledby="overlaps-h"><h2 id="overlaps-h">Overlaps</h2><div id="overlaps"></div></section>
</main>`

/** The context-window choices, `selected` (in tokens) chosen, and added when it is none of them. */
function windowOptions(selected = 200_000): string {
  const list = WINDOWS.some(([v]) => v === String(selected)) ? WINDOWS : [...WINDOWS, [String(selected), `${selected}`] as [string, string]]
  return list.map(([v, l]) => `<option value="${v}"${v === String(selected) ? ' selected' : ''}>${l}</option>`).join('')
}

/**
 * The whole page. `live`: served by the dev server, which it asks for updates; otherwise a standalone report.
 * `contextWindow`: the window the catalog shows first (default 200K).
 */
/**
 * The page's icon, inline: without one the browser asks the server for /favicon.ico, a 404 in the console. The `:` of
 * the namespace is escaped so the self-contained page holds no URL a reader could take for a request.
 */
const FAVICON = "data:image/svg+xml,<svg xmlns='http%3A//www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='%232563eb'/><path d='M5 3v10h7' stroke='white' stroke-width='2.5' fill='none'/></svg>"

export async function inspectorHtml(data: InspectorData, options: { live?: boolean, contextWindow?: number } = {}): Promise<string> {
  const js = await inspectorScript()
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>loadout inspector</title>
<link rel="icon" href="${FAVICON}">
<style>${INSPECTOR_CSS}</style></head>
<body>${BODY.replace('@WINDOWS@', windowOptions(options.contextWindow))}
<script>window.__LOADOUT__={live:${options.live ? 'true' : 'false'},data:${embed(data)}}</script>
<script>${js.replace(/<\/script/gi, '<\\/script')}</script>
</body></html>
`
}
