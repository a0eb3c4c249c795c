// A page pays for what it imports from `virtual:loadout`: each export is bound to a shared core on its own, so every
// bundler, building for production, drops the catalog, the tools and the `/name` helpers from a page that only routes.
// Asserted on strings that only that code holds (they survive minification), never on byte counts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { foldsFor } from '../../src/runtime/tokenize'
import { buildWith, BUNDLERS } from '../helpers/bundlers'
import { callBuilt } from '../helpers/node'

const root = join(import.meta.dirname, '../fixtures/basic')
const out = join(import.meta.dirname, '../.output/tree-shaking')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]

/** What only the code a routing page does not import holds. */
const UNUSED = {
  catalog: '<available_skills>',
  tools: 'SkillSearch',
  skillContent: '<skill_content',
  readResource: 'is not a resource of skill',
  load: 'has no body loader',
  complete: 'complete: expected the prefix',
  resolveExplicit: 'resolveExplicit: expected the task',
  onEvent: 'the listener must be a function',
}
/** Only the runtime's `closest` holds it: a page that loads skills fetches it when a name is unknown. */
const CLOSEST = 'closest: expected the name as a string'
/** The router's own message: the page does carry the routing code. */
const ROUTER = 'expected the task as a string'

describe.each(BUNDLERS)('%s, for production', (bundler) => {
  it('builds a page importing only match without the catalog, the tools or every Traditional Chinese fold', async () => {
    const built = await buildWith(bundler, root, 'entry-match.js', join(out, `${bundler}-match`), { skills }, { minify: true })
    const main = readFileSync(built.main, 'utf8')
    expect(main).toContain(ROUTER)
    for (const [part, text] of Object.entries(UNUSED)) expect(main.includes(text), `${part}: ${text}`).toBe(false)
    // The folds of the skills' own characters ship (translate-docs is in Chinese), the tokenizer's 904 do not.
    const { data } = await compile({ root, skills })
    const every = foldsFor(() => true)
    expect(data.folds!.length).toBeGreaterThan(0)
    expect(data.folds!.length).toBeLessThan(every.length / 2)
    expect(main).toContain(data.folds)
    expect(main).not.toContain(every.slice(0, 60))
    expect(main).not.toContain(every.slice(every.length / 2, every.length / 2 + 60))
    expect(await callBuilt(built.main, 'run', 'extract the tables from these PDF invoices into CSV')).toEqual(['house-rules', 'pdf-tables'])
  })

  it('loads the closest names of an unknown skill from a chunk of their own, for a page that routes and loads', async () => {
    const built = await buildWith(bundler, root, 'entry-load.js', join(out, `${bundler}-load`), { skills }, { minify: true })
    const main = readFileSync(built.main, 'utf8')
    expect(main).toContain(ROUTER)
    expect(main).toContain(UNUSED.load)
    expect(main).not.toContain(CLOSEST)
    expect(built.files.filter(f => f !== built.main && readFileSync(f, 'utf8').includes(CLOSEST))).toHaveLength(1)
    expect(await callBuilt(built.main, 'run', 'extract the tables from these PDF invoices into CSV'))
      .toEqual({ best: 'pdf-tables', loaded: true, error: 'Unknown skill "pdf-tabels". Closest: pdf-tables.' })
  })

  it('keeps the catalog and the tools for a page that imports them', async () => {
    const built = await buildWith(bundler, root, 'entry-tools.js', join(out, `${bundler}-tools`), { skills }, { minify: true })
    const main = readFileSync(built.main, 'utf8')
    for (const text of [ROUTER, UNUSED.catalog, UNUSED.tools, UNUSED.skillContent, UNUSED.readResource, UNUSED.load]) expect(main).toContain(text)
    const r = await callBuilt(built.main, 'run', 'extract the tables from these PDF invoices into CSV')
    expect(r.ids).toEqual(['house-rules', 'pdf-tables'])
    expect(r.catalog).toMatch(/^<available_skills>\n[\s\S]*<name>pdf-tables<\/name>/)
    expect(r.tools).toEqual(['Skill', 'SkillSearch', 'read_resource'])
  })
})
