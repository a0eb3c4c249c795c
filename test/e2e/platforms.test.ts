/**
 * unplugin-loadout/cloudflare and the AI SDK 7 helpers of unplugin-loadout/ai from the packed tarball, in a fresh app
 * with the real platforms: agents 0.32 (`loadSkillCatalog`, `createSkillTools` on ai 7), @ai-sdk/harness
 * (`writeSkills`, which every harness adapter writes skills with) and Node 22 (the npm package `node`, which ai 7
 * needs; it runs this app's script alone). Over the playground's skills and, when ../shared is there, the corpus.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CORPUS, HAS_CORPUS } from '../helpers/fixtures'
import { exec, installApp, removeFreshDirs, REPO } from '../helpers/pack'

const FILES = join(import.meta.dirname, '../fixtures/platforms')
const DEV_SET = join(CORPUS, '../eval/dev.jsonl')
/** The versions this test holds us to (agents: the interface `skillSource` implements). */
export const PLATFORMS = { 'agents': '0.32.0', 'ai': '7.0.185', '@ai-sdk/harness': '1.0.122', 'zod': '4.6.7', 'node': '22.23.3' }

let app: string
let out: any

/** A strict tsconfig for types.ts (skipLibCheck: agents' own declarations name Workers' global types, as R2Bucket). */
function tsconfig(resolution: Record<string, string>) {
  return JSON.stringify({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, target: 'es2022', types: ['node'], ...resolution }, files: ['types.ts'] })
}

beforeAll(async () => {
  app = await installApp('platforms', {
    pkg: { type: 'module', allowScripts: { node: true } },
    dependencies: PLATFORMS,
    devDependencies: { 'typescript': '^5.9.3', '@types/node': '^22.19.0' },
    files: {
      'run.mjs': readFileSync(join(FILES, 'run.mjs'), 'utf8'),
      'types.ts': readFileSync(join(FILES, 'types.ts'), 'utf8'),
      'tsconfig.json': tsconfig({ module: 'nodenext', moduleResolution: 'nodenext' }),
      'tsconfig.bundler.json': tsconfig({ module: 'esnext', moduleResolution: 'bundler' }),
    },
  })
  const args = ['run.mjs', join(REPO, 'playground/skills'), ...(HAS_CORPUS ? [CORPUS, DEV_SET] : [])]
  const { stdout } = await exec(join(app, 'node_modules/.bin/node'), args, { cwd: app, timeout: 240_000, maxBuffer: 1 << 26 })
  out = JSON.parse(stdout)
}, 600_000)
afterAll(removeFreshDirs)

describe('agents 0.32 over skillSource, in Node 22 with ai 7', () => {
  it('runs on Node 22 with ai 7', () => {
    expect(out.small.node.split('.')[0]).toBe('22')
    expect(out.small.ai).toBe(PLATFORMS.ai)
  })

  it('lists the task\'s skills first, and activate_skill and read_skill_resource answer from the bundle', () => {
    const { small } = out
    expect(small.names.slice(0, 2)).toEqual(['team-conventions', 'sql-query-tuning'])
    expect(small.diagnostics).toEqual([])
    expect(small.prompt).toMatch(/^Available skills\. When a task matches a skill, use activate_skill with its name before proceeding\.\n\n- team-conventions: /)
    expect(small.activated).toMatch(/^<skill_content name="sql-query-tuning">\n# SQL query tuning \(PostgreSQL\)\n/)
    expect(small.activated).toContain('<file kind="reference" encoding="text" size="')
    const cheatsheet = readFileSync(join(REPO, 'playground/skills/sql-query-tuning/references/explain-cheatsheet.md'), 'utf8')
    expect(small.resource).toBe(`<skill_resource name="sql-query-tuning" path="references/explain-cheatsheet.md" kind="reference" encoding="text" mimeType="text/markdown">\n${cheatsheet}\n</skill_resource>`)
  })

  it('harnessSkills entries are what the harness writes: a folder a skill with its SKILL.md and text files', () => {
    const { harness, harnessSkill } = out.small
    // The skills `match` routed the task to, in its order; the harness writes them sorted.
    expect(harness.names).toEqual(['team-conventions', 'sql-query-tuning', 'pdf-extract'])
    expect(harness.written).toEqual(['pdf-extract', 'sql-query-tuning', 'team-conventions'])
    expect(harness.files).toEqual(expect.arrayContaining([
      'pdf-extract/SKILL.md',
      'pdf-extract/references/table-heuristics.md',
      'sql-query-tuning/SKILL.md',
      'sql-query-tuning/references/explain-cheatsheet.md',
      'sql-query-tuning/scripts/top_queries.sql',
      'team-conventions/SKILL.md',
    ]))
    expect(harnessSkill).toMatch(/^---\nname: sql-query-tuning\ndescription: Speed up slow SQL queries in PostgreSQL.*\n---\n\n# SQL query tuning \(PostgreSQL\)\n/)
  })

  it('skillUploadFiles: SKILL.md and the skill\'s files under its folder', () => {
    // (A skill with a binary file too once loadFromDisk reads binaries: the whole-folder compile, issue 41.)
    expect(out.small.upload).toEqual([
      { path: 'sql-query-tuning/SKILL.md', type: 'text' },
      { path: 'sql-query-tuning/references/explain-cheatsheet.md', type: 'text' },
      { path: 'sql-query-tuning/scripts/top_queries.sql', type: 'text' },
    ])
  })

  it.each(['tsconfig.json', 'tsconfig.bundler.json'])('types (%s): the source is an agents SkillSource, the entries HarnessAgentSkill, the files uploadSkill\'s, no cast', async (project) => {
    const tsc = await exec(join(app, 'node_modules/.bin/tsc'), ['-p', project], { cwd: app }).then(() => '', (err: { stdout: string }) => err.stdout)
    expect(tsc).toBe('')
  })
})

describe.skipIf(!HAS_CORPUS)('at 791 skills (the corpus)', () => {
  it('feeds loadSkillCatalog and createSkillTools: a catalog within the budget (12,000 characters with no task), fewer than 100 bodies loaded', () => {
    // The default budget (docs/platforms.md): 18,000 characters as catalog() counts them (a CJK character as 4).
    // With no task the prompt holds 11,410 of agents' characters; with the dev set's first task, whose routed skills
    // come first with their whole descriptions, 12,056 (both measured in this test's run, printed below).
    expect(out.corpus.plain.promptChars).toBeLessThanOrEqual(12_000)
    for (const label of ['plain', 'task']) {
      const r = out.corpus[label]
      expect(r.skills, label).toBe(791)
      expect(r.promptChars, label).toBeLessThanOrEqual(18_000)
      expect(r.bodiesLoaded, label).toBeLessThan(100)
      expect(r.bodiesLoaded, label).toBe(r.listed)
      expect(r.duplicates, label).toBe(0)
      // activate_skill's enum names the listed skills alone.
      expect(r.schema.enum, label).toBe(r.listed)
      expect(r.body, label).toMatch(new RegExp(`^<skill_content name="${r.first}">\\n\\S`))
    }
    console.log(`corpus through agents 0.32: ${JSON.stringify(out.corpus.plain)}; with a task: ${out.corpus.task.promptChars} characters, ${out.corpus.task.listed} skills`)
  })

  it('lists the skill routed for the task first', () => {
    expect(out.corpus.query).toMatch(/^CTO doesn't want us stuck with Amazon/)
    expect(out.corpus.routed.length).toBeGreaterThan(0)
    expect(out.corpus.task.first).toBe(out.corpus.routed[0])
    expect(out.corpus.plain.first).not.toBe(out.corpus.task.first)
  })
})
