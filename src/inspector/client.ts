/**
 * The inspector page's script (built for the browser, no framework): it renders the embedded data and routes with the
 * real runtime (through `Insight`, which wraps it), so the page works from file:// with no server. In the dev server
 * it also follows edits through the event stream `/__loadout/events`, keeping what is typed in the inputs.
 */
import { type Explanation, Insight, type SkillExplanation, type TermExplanation } from '../analysis/insight'
import { budgetLength, catalogNotice } from '../runtime/catalog'
import type { CatalogOptions, MatchResult } from '../runtime/types'
import type { InspectorData, InspectorDiagnostic, InspectorSkill } from './data'

declare global {
  interface Window { __LOADOUT__?: { data: InspectorData, live: boolean } }
}

type Child = Node | string | null | undefined | false
/** A tiny element builder: `h('li', { class: 'x' }, 'text', child)`. */
function h(tag: string, attrs: Record<string, string | number | boolean | undefined> = {}, ...children: Array<Child | Child[]>): HTMLElement {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== false) el.setAttribute(k, v === true ? '' : String(v))
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c)
  return el
}
const $ = (id: string) => document.getElementById(id)!
const fill = (id: string, ...children: Array<Child | Child[]>) => $(id).replaceChildren(...children.flat().filter(c => c !== null && c !== undefined && c !== false) as Array<Node | string>)
const fmt = (x: number) => (Math.round(x * 100) / 100).toString()
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

let state: { data: InspectorData, insight: Insight } | undefined
const live = !!window.__LOADOUT__?.live

function use(data: InspectorData): void {
  state = { data, insight: new Insight({ data: data.data, bodies: data.bodies } as never) }
  renderSummary()
  renderSkills()
  renderDiagnostics()
  renderCatalog()
  renderRouting()
  renderSearch()
  renderOverlaps()
  document.body.dataset.skills = String(data.skills.length)
}

function renderSummary(): void {
  const { data } = state!
  const errors = data.diagnostics.filter(d => d.level === 'error').length
  fill('summary',
    plural(data.skills.filter(s => !s.shadowedBy).length, 'skill'), ' · ',
    `${data.skills.filter(s => s.shadowedBy).length} shadowed`, ' · ',
    `${data.skipped.length} skipped`, ' · ',
    h('span', { class: errors ? 'error' : '' }, plural(errors, 'error')), ' · ',
    plural(data.diagnostics.length - errors, 'warning'),
    live ? ' · live' : ' · report')
}

// Skills

const TIER_ORDER = { core: 0, domain: 1, manual: 2 }
const SORTS: Record<string, (a: InspectorSkill, b: InspectorSkill) => number> = {
  id: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  tokens: (a, b) => b.tokens - a.tokens,
  tier: (a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier],
  source: (a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
}

function skillRow(s: InspectorSkill): HTMLElement {
  const off = (Object.keys(s.triggers) as Array<keyof typeof s.triggers>).filter(t => !s.triggers[t])
  const req = [...s.requires.tools.map(t => `tool ${t}`), ...s.requires.capabilities.map(c => `capability ${c}`)]
  return h('tr', { 'data-id': s.id, class: s.shadowedBy ? 'shadowed' : '' },
    h('td', {}, h('strong', {}, s.id), s.name !== s.id && h('span', { class: 'muted' }, ` (${s.name})`), h('div', { class: 'desc' }, s.description),
      s.shadowedBy && h('div', { class: 'warn' }, `shadowed by the skill of the same id in "${s.shadowedBy}"`)),
    h('td', {}, s.source, h('div', { class: 'muted' }, s.rel)),
    h('td', {}, h('span', { class: `tier ${s.tier}` }, s.tier)),
    h('td', { class: 'num' }, String(s.tokens)),
    h('td', {}, off.length ? `off: ${off.join(', ')}` : 'all', s.patterns.length > 0 && h('div', { class: 'muted' }, `patterns: ${s.patterns.join('; ')}`)),
    h('td', {}, req.length ? req.join(', ') : '–'),
    h('td', {}, s.resources.length
      ? h('details', {}, h('summary', {}, plural(s.resources.length, 'file')), h('ul', {}, s.resources.map(r => h('li', {}, `${r.path} `, h('span', { class: 'muted' }, `${r.kind}, ${r.size} B`)))))
      : '–'))
}

function renderSkills(): void {
  const { data } = state!
  const q = ($('skill-filter') as HTMLInputElement).value.trim().toLowerCase()
  const sort = SORTS[($('skill-sort') as HTMLSelectElement).value] ?? SORTS.id!
  const rows = data.skills
    .filter(s => !q || `${s.id} ${s.name} ${s.description} ${s.source} ${s.tier} ${s.tags.join(' ')}`.toLowerCase().includes(q))
    .sort(sort)
  fill('skills-body', rows.map(skillRow))
  fill('skipped', data.skipped.length === 0 ? h('p', { class: 'muted' }, 'No skill was skipped.') : h('ul', {}, data.skipped.map(s =>
    h('li', {}, h('strong', {}, s.id ?? s.rel), s.id ? h('span', { class: 'muted' }, ` ${s.rel}`) : '', `: ${s.why}`))))
}

// Diagnostics

function openInEditor(d: InspectorDiagnostic, ev: Event): void {
  if (!live) return
  ev.preventDefault()
  void fetch(`/__open-in-editor?file=${encodeURIComponent(`${d.file}:${d.line}:${d.column}`)}`)
}

function diagnosticItem(d: InspectorDiagnostic): HTMLElement {
  const href = live ? `/__open-in-editor?file=${encodeURIComponent(`${d.file}:${d.line}:${d.column}`)}` : `file://${d.file.startsWith('/') ? '' : '/'}${d.file}`
  const link = h('a', { class: 'loc', href, title: 'Open in the editor' }, `${d.rel}:${d.line}:${d.column}`)
  link.addEventListener('click', ev => openInEditor(d, ev))
  return h('li', { class: d.level },
    h('span', { class: `badge ${d.level}` }, d.level), ' ', link, ' ', d.message, ' ', h('span', { class: 'muted' }, `[${d.code}]`),
    d.fix && h('div', { class: 'fix' }, h('div', { class: 'muted' }, d.code === 'yaml-recovered' ? 'Read as fixed (npx unplugin-loadout check --fix writes it):' : 'Suggested fix:'), h('pre', {}, d.fix)))
}

function renderDiagnostics(): void {
  const list = state!.data.diagnostics
  fill('diagnostics-list', list.length ? h('ul', { class: 'diags' }, list.map(diagnosticItem)) : h('p', { class: 'muted' }, 'No warnings or errors.'))
}

// Catalog

const words = (id: string) => ($(id) as HTMLInputElement).value.split(/[\s,]+/).filter(Boolean)

function catalogOptions(): CatalogOptions {
  const w = ($('window') as HTMLSelectElement).value
  const tools = words('host-tools')
  const capabilities = words('host-capabilities')
  return {
    ...(w === 'unknown' ? {} : { contextWindow: Number(w) }),
    ...(tools.length || capabilities.length ? { host: { ...(tools.length ? { tools } : {}), ...(capabilities.length ? { capabilities } : {}) } } : {}),
  }
}

function budgetBar(used: number, notice: number, total: number): HTMLElement {
  const pct = (x: number) => `${Math.max(0, Math.min(100, (x / (total || 1)) * 100)).toFixed(2)}%`
  const free = Math.max(0, total - used)
  return h('div', {},
    h('div', { class: 'bar', role: 'img', 'aria-label': `Budget: ${used - notice} used, ${notice} notice, ${free} free of ${total} characters` },
      h('span', { class: 'used', style: `width:${pct(used - notice)}` }), h('span', { class: 'notice', style: `width:${pct(notice)}` })),
    h('div', { class: 'legend' },
      h('span', {}, h('i', { class: 'used' }), `used ${used - notice}`), h('span', {}, h('i', { class: 'notice' }), `notice ${notice}`),
      h('span', {}, h('i', { class: 'free' }), `free ${free}`), h('span', { class: 'muted' }, `of ${total} characters`)))
}

function renderCatalog(): void {
  const { text, report } = state!.insight.loadout.catalog(catalogOptions())
  const notice = report.omitted ? budgetLength(catalogNotice(report.omitted)) + 1 : 0
  const b = report.budget
  fill('catalog-summary', `${report.advertised} advertised, ${report.omitted} left out for budget · budget ${b.chars} characters`,
    b.tokens ? ` (${b.tokens} tokens of a ${b.contextWindow}-token window)` : ' (unknown window)')
  fill('budget', budgetBar(report.used, notice, b.chars))
  fill('catalog-body', report.entries.map(e => h('tr', { 'data-id': e.id, class: e.reason },
    h('td', { class: 'num' }, e.rank === null ? '–' : String(e.rank)), h('td', {}, e.id, e.pinned && h('span', { class: 'muted' }, ' pinned')),
    h('td', {}, h('span', { class: `reason ${e.reason}` }, e.reason)), h('td', { class: 'num' }, String(e.chars)),
    h('td', { class: 'muted' }, e.shadowedBy ? `by ${e.shadowedBy}` : e.missing ? `lacks ${[...e.missing.tools, ...e.missing.capabilities].join(', ')}` : e.detail ?? ''))))
  fill('catalog-text', text || '(empty)')
}

// Routing

/** The matched terms of one skill, grouped by the field they occur in. */
function termsByField(terms: TermExplanation[]): HTMLElement {
  const fields = new Map<string, TermExplanation[]>()
  for (const t of terms) for (const f of Object.keys(t.fields)) fields.set(f, [...fields.get(f) ?? [], t])
  return h('dl', { class: 'fields' }, [...fields].flatMap(([f, ts]) => [
    h('dt', {}, f),
    h('dd', {}, ts.map(t => h('span', { class: `term${t.glossary ? ' glossary' : ''}${t.typo ? ' typo' : ''}${t.pruned ? ' pruned' : ''}`, title: `weight ${fmt(t.weight)}, ${t.fields[f]}× in ${f}` },
      t.term, t.glossary !== undefined && h('small', {}, ` glossary ×${fmt(t.glossary)}`), t.typo !== undefined && h('small', {}, ` typo ×${fmt(t.typo)}`),
      h('small', { class: 'w' }, ` ${fmt(t.weight * (t.shares[f] ?? 0))}`)))),
  ]))
}

function resultItem(m: MatchResult, x: SkillExplanation | undefined): HTMLElement {
  return h('li', { 'data-id': m.id },
    h('div', { class: 'head' }, h('strong', {}, m.id), ' ', h('span', { class: `tier ${m.tier}` }, m.tier),
      h('span', { class: 'stat' }, `score ${fmt(m.score)}`), h('span', { class: 'stat' }, `confidence ${fmt(m.confidence)}`)),
    x && x.terms.length > 0 ? termsByField(x.terms) : h('div', { class: 'muted' }, m.tier === 'core' ? 'core: always returned' : `matched: ${m.matched.join(', ')}`),
    x && x.rules.length > 0 && h('div', { class: 'muted' }, x.rules.join('; ')))
}

function taskTerms(x: Explanation): HTMLElement {
  return h('p', { class: 'muted' }, 'Terms: ', x.terms.map(t => `${t.term} (idf ${fmt(t.idf)}${t.known ? '' : ', in no skill'})`).join(', ') || '–',
    x.expanded.length > 0 && ` · glossary: ${x.expanded.map(t => `${t.term} ×${fmt(t.factor)}`).join(', ')}`,
    x.corrected.length > 0 && ` · typos: ${x.corrected.map(t => `${t.typed} → ${t.term}`).join(', ')}`)
}

function renderRouting(): void {
  const task = ($('task') as HTMLInputElement).value
  if (!task.trim()) {
    fill('routing-results')
    fill('routing-status', 'Type a task to see which skills match and why.')
    fill('routing-terms')
    return
  }
  const { insight } = state!
  const matched = insight.loadout.match(task)
  const x = insight.explain(task)
  const byId = new Map(x.results.map(r => [r.id, r]))
  // Core skills come with every answer: said once, so the list holds what the task chose (empty when abstaining).
  const core = matched.filter(m => m.tier === 'core')
  const chosen = matched.filter(m => m.tier !== 'core')
  fill('routing-results', chosen.map(m => resultItem(m, byId.get(m.id))))
  fill('routing-status', chosen.length === 0
    ? h('span', { class: 'warn' }, `The router abstained: ${x.abstainReason ?? 'no skill shares a term with the task'}. Rule: ${x.threshold.rule}.`)
    : `${plural(chosen.length, 'skill')}, best first.`)
  fill('routing-terms', taskTerms(x), core.length > 0 && h('p', { class: 'muted' }, `Always loaded (core): ${core.map(m => m.id).join(', ')}`))
}

function renderSearch(): void {
  const q = ($('search') as HTMLInputElement).value
  const found = q.trim() ? state!.insight.loadout.search(q) : []
  fill('search-results', found.map(r => h('li', { 'data-id': r.id }, h('strong', {}, r.id), ' ', h('span', { class: `tier ${r.tier}` }, r.tier),
    h('span', { class: 'stat' }, `score ${fmt(r.score)}`), h('span', { class: 'muted' }, ` ${r.matched.join(', ')}`))))
}

// Overlaps

function renderOverlaps(): void {
  const list = state!.data.overlaps
  fill('overlaps', list.length === 0 ? h('p', { class: 'muted' }, 'No two skills overlap.') : h('table', {},
    h('thead', {}, h('tr', {}, ['Skills', 'Similarity', 'Why', 'Shared terms'].map(t => h('th', {}, t)))),
    h('tbody', {}, list.map(o => h('tr', {},
      h('td', {}, `${o.a} · ${o.b}`), h('td', { class: 'num' }, fmt(o.similarity)),
      h('td', {}, [o.sameName && 'same name', o.corank && 'rank each other top 3'].filter(Boolean).join(', ') || 'similar text'),
      h('td', {}, o.shared.join(', ')))))))
}

// Wiring

function on(id: string, event: string, fn: () => void): void {
  $(id).addEventListener(event, () => state && fn())
}

function follow(): void {
  const events = new EventSource('/__loadout/events')
  events.addEventListener('change', async () => {
    const res = await fetch('/__loadout/data.json', { cache: 'no-store' })
    if (res.ok) use(await res.json() as InspectorData)
  })
}

function start(): void {
  on('skill-filter', 'input', renderSkills)
  on('skill-sort', 'change', renderSkills)
  for (const id of ['window', 'host-tools', 'host-capabilities']) on(id, 'input', renderCatalog)
  on('task', 'input', renderRouting)
  on('search', 'input', renderSearch)
  const boot = window.__LOADOUT__
  if (boot) use(boot.data)
  if (live) follow()
}

start()
