import { renameSync, statSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateMain } from '../../src/plugin/codegen'
import { compile, CompileCache } from '../../src/core/compile/compile'
import { LoadoutBuildError } from '../../src/core/diagnostics'
import { decodePostings, splitIndex } from '../../src/runtime/postings'
import { FIXTURES, remove, settleFolders, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const root = join(FIXTURES, 'basic')
const skills = ['skills', { dir: 'user-skills', scope: 'user' }]

describe('compile', () => {
  it('discovers skills in precedence order and marks shadowed ids', async () => {
    const r = await compile({ root, skills })
    expect(r.errorCount).toBe(0)
    expect(r.data.entries.map(e => `${e.source}:${e.id}${e.shadowedBy ? `<${e.shadowedBy}` : ''}`)).toEqual([
      'skills:ci-workflows',
      'skills:house-rules',
      'skills:pdf-tables',
      'skills:release-notes',
      'skills:translate-docs',
      'user:image-resize',
      'user:pdf-tables<skills',
    ])
    expect(r.diagnostics.map(d => d.code)).toEqual(['shadowed'])
    expect(r.data.sources).toEqual([
      { dir: 'skills', scope: 'skills', format: 'skill' },
      { dir: 'user-skills', scope: 'user', format: 'skill' },
    ])
  })

  it('fills every entry field the runtime needs', async () => {
    const r = await compile({ root, skills })
    const sizeOf = (p: string) => statSync(join(root, 'skills/pdf-tables', p)).size
    const pdf = r.data.entries.find(e => e.id === 'pdf-tables' && !e.shadowedBy)!
    expect(pdf).toMatchObject({
      name: 'pdf-tables',
      tags: ['pdf', 'tables', 'csv'],
      priority: 'domain',
      triggers: { task: true, plan: true, edit: true },
      path: 'pdf-tables/SKILL.md',
      source: 'skills',
      lines: 8,
    })
    expect(pdf.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(pdf.tokens).toBeGreaterThan(50)
    expect(pdf.resources).toEqual([
      { path: 'references/heuristics.md', kind: 'text', size: sizeOf('references/heuristics.md'), type: 'text/markdown' },
      { path: 'scripts/extract.py', kind: 'text', size: sizeOf('scripts/extract.py'), type: 'text/x-python' },
    ])
    const ci = r.data.entries.find(e => e.id === 'ci-workflows')!
    expect(ci.triggers).toEqual({ task: true, plan: true, edit: false })
    expect(ci.patterns).toEqual(['ci_pipeline'])
    // The shadowed copy is kept but never indexed.
    const shadowedIndex = r.data.entries.findIndex(e => e.shadowedBy)
    let seen = 0
    for (const [, postings] of splitIndex(r.data.index.terms)) {
      const pairs = decodePostings(postings)
      for (let i = 0; i < pairs.length; i += 2) {
        expect(pairs[i]).not.toBe(shadowedIndex)
        expect(pairs[i]).toBeLessThan(r.data.entries.length)
        expect(pairs[i + 1]).toBeGreaterThan(0)
        seen++
      }
    }
    expect(seen).toBeGreaterThan(50)
  })

  it('is deterministic: two compiles give byte-identical modules', async () => {
    const opts = { skill: (h: string) => `virtual:loadout/skill/${h}`, runtime: 'virtual:loadout/runtime' }
    const a = generateMain(await compile({ root, skills }), opts)
    const b = generateMain(await compile({ root, skills }, new CompileCache()), opts)
    expect(a).toBe(b)
    expect(a).not.toContain('BODY-SENTINEL')
  })

  it('reports every bad skill at once and still compiles the good ones', async () => {
    const dir = tempDir('bad')
    writeTree(dir, {
      'skills/good/SKILL.md': skillMd('good', 'A perfectly good skill about parsing logs.'),
      // A broken flow list (quoting would not make it a list): beyond recovery.
      'skills/yaml/SKILL.md': '---\nname: yaml\ndescription: d\ntags: [unclosed\n---\nbody\n',
      'skills/nodesc/SKILL.md': '---\nname: nodesc\n---\nbody\n',
      'skills/js/SKILL.md': '---js\n{ name: "js", description: (globalThis.__loadoutCompilePwned = true, "x") }\n---\n',
      'skills/Dup/SKILL.md': skillMd('dup', 'First of two ids that differ only in case.'),
      'skills/dup/SKILL.md': skillMd('dup', 'Second of two ids that differ only in case.'),
    })
    const r = await compile({ root: dir, skills: ['skills', 'missing-folder'] })
    expect((globalThis as { __loadoutCompilePwned?: boolean }).__loadoutCompilePwned).toBeUndefined()
    const errors = r.diagnostics.filter(d => d.level === 'error').map(d => `${d.code} ${d.file.slice(dir.length + 1)}:${d.line}`)
    expect(errors.sort()).toEqual([
      'duplicate-id skills/dup/SKILL.md:1',
      'frontmatter-language skills/js/SKILL.md:1',
      'missing-description skills/nodesc/SKILL.md:1',
      'source-missing missing-folder:1',
      'yaml-syntax skills/yaml/SKILL.md:4',
    ])
    expect(r.data.entries.map(e => e.id)).toEqual(['Dup', 'good'])
    const message = new LoadoutBuildError(r.diagnostics, dir).message
    expect(message).toMatch(/^unplugin-loadout: 5 errors in skill sources:/)
    expect(message).toContain('skills/yaml/SKILL.md:4:')
    expect(message).toContain('missing-folder:1:1: error: skill source folder "missing-folder" does not exist: create it (`npx unplugin-loadout init` makes skills/ with an example skill), or take "missing-folder" out of the `skills` option [source-missing]')
  })

  it('re-parses only the files that changed', async () => {
    const dir = tempDir('incremental')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Skill a.'),
      'skills/b/SKILL.md': skillMd('b', 'Skill b.'),
      'skills/c/SKILL.md': skillMd('c', 'Skill c.'),
    })
    const cache = new CompileCache()
    const first = await compile({ root: dir }, cache)
    expect(cache.misses).toBe(3)
    expect(cache.analyses).toBe(3)
    expect(cache.reads).toBe(3)
    await compile({ root: dir }, cache)
    expect(cache.reads).toBe(3) // nothing changed on disk: nothing read again
    writeTree(dir, { 'skills/b/SKILL.md': skillMd('b', 'Skill b, edited.') })
    const r = await compile({ root: dir }, cache)
    // One parse and one tokenization for the one edited skill; the index is the same as a cold compile's.
    expect(cache.misses).toBe(4)
    expect(cache.analyses).toBe(4)
    expect(cache.reads).toBe(4)
    expect(r.data).toEqual((await compile({ root: dir })).data)
    expect(r.data.index).not.toEqual(first.data.index)
    expect(r.data.entries.find(e => e.id === 'b')!.description).toBe('Skill b, edited.')
  })

  it('lists again only the folders that changed, and sees skills that come, go or move', async () => {
    const dir = tempDir('folders')
    writeTree(dir, {
      'skills/team/a/SKILL.md': skillMd('a', 'Skill a.'),
      'skills/team/b/SKILL.md': skillMd('b', 'Skill b.'),
      'skills/c/SKILL.md': skillMd('c', 'Skill c.'),
      'skills/c/references/x.md': 'x',
    })
    // Folders last changed an hour ago, as in a checkout: settled, so their listings are remembered.
    const settle = () => settleFolders(join(dir, 'skills'))
    settle()
    const cache = new CompileCache()
    const ids = async () => (await compile({ root: dir }, cache)).data.entries.map(e => `${e.id}:${e.resources.map(r => r.path).join('+')}`)
    expect(await ids()).toEqual(['c:references/x.md', 'team/a:', 'team/b:'])
    expect(cache.folders.listed).toBe(6)
    // Nothing changed: no folder is listed again. An edit inside a file changes no folder.
    writeTree(dir, { 'skills/team/a/SKILL.md': skillMd('a', 'Skill a, edited.') })
    expect(await ids()).toEqual(['c:references/x.md', 'team/a:', 'team/b:'])
    expect(cache.folders.listed).toBe(6)
    // A skill added to a folder: that folder (its time changed) and the new one are listed, no other.
    writeTree(dir, { 'skills/team/d/SKILL.md': skillMd('d', 'Skill d.'), 'skills/c/references/y.md': 'y' })
    expect(await ids()).toEqual(['c:references/x.md+references/y.md', 'team/a:', 'team/b:', 'team/d:'])
    expect(cache.folders.listed).toBe(9)
    // Removed and renamed: the same as a compile from scratch.
    settle()
    await ids()
    remove(join(dir, 'skills/team/b'))
    renameSync(join(dir, 'skills/c'), join(dir, 'skills/e'))
    const r = await compile({ root: dir }, cache)
    expect(r.data.entries.map(e => e.id)).toEqual(['e', 'team/a', 'team/d'])
    expect(r.data).toEqual((await compile({ root: dir })).data)
  })

  it('lists a folder again when told an entry came, where the file system kept the folder\'s time', async () => {
    const dir = tempDir('folders-forget')
    writeTree(dir, { 'skills/a/SKILL.md': skillMd('a', 'Skill a.') })
    settleFolders(join(dir, 'skills'))
    const cache = new CompileCache()
    const ids = async () => (await compile({ root: dir }, cache)).data.entries.map(e => e.id)
    expect(await ids()).toEqual(['a'])
    // A skill added on a file system that does not update the folder's time: the remembered listing still holds.
    const t = statSync(join(dir, 'skills')).mtime
    writeTree(dir, { 'skills/b/SKILL.md': skillMd('b', 'Skill b.') })
    utimesSync(join(dir, 'skills'), t, t)
    expect(await ids()).toEqual(['a'])
    // A watcher's event (the plugin forgets the folders above a path that came or went) brings it in.
    cache.folders.forget(join(dir, 'skills'))
    expect(await ids()).toEqual(['a', 'b'])
  })

  it('lists a folder changed in the last moments on every walk (its time could change again unseen)', async () => {
    const dir = tempDir('folders-racy')
    writeTree(dir, { 'skills/a/SKILL.md': skillMd('a', 'Skill a.') })
    const cache = new CompileCache()
    await compile({ root: dir }, cache)
    const listed = cache.folders.listed
    expect(listed).toBe(2)
    // Just written: `skills` and `skills/a` are too recent to be trusted, so both are listed again.
    await compile({ root: dir }, cache)
    expect(cache.folders.listed).toBe(listed + 2)
    // A new entry written within the same instant as the folder's last change is still found.
    const t = statSync(join(dir, 'skills')).mtime
    writeTree(dir, { 'skills/b/SKILL.md': skillMd('b', 'Skill b.') })
    utimesSync(join(dir, 'skills'), t, t)
    expect((await compile({ root: dir }, cache)).data.entries.map(e => e.id)).toEqual(['a', 'b'])
  })

  it('rebuilds the name-word table when a skill is renamed, as a compile from scratch does', async () => {
    const dir = tempDir('incremental-names')
    const skill = (name: string) => `---\nname: ${name}\ndescription: Work with spreadsheets.\n---\nBody.\n`
    writeTree(dir, { 'skills/sheets/SKILL.md': skill('gws-sheets'), 'skills/docs/SKILL.md': skill('gws-docs') })
    const cache = new CompileCache()
    const first = await compile({ root: dir }, cache)
    expect(first.data.index.names).toContain('sheet')
    writeTree(dir, { 'skills/sheets/SKILL.md': skill('table-reader') })
    const renamed = await compile({ root: dir }, cache)
    expect(renamed.data.index.names).toContain('reader')
    expect(renamed.data.index.names).not.toContain('sheet')
    expect(renamed.data).toEqual((await compile({ root: dir })).data)
  })

  it('scans links again only for the skills that changed, yet follows linked files that come, go or grow', async () => {
    const dir = tempDir('incremental-links')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Skill a.', 'See [notes](references/notes.md) and [later](references/later.md).\n'),
      'skills/a/references/notes.md': 'notes',
      'skills/b/SKILL.md': skillMd('b', 'Skill b.', 'See [shared](../docs/x.md).\n'),
      'skills/docs/x.md': 'shared',
      'skills/c/SKILL.md': skillMd('c', 'Skill c.'),
    })
    const cache = new CompileCache()
    // Every rebuild must give what a compile from scratch gives.
    const expectCold = async (r: Awaited<ReturnType<typeof compile>>) => {
      const cold = await compile({ root: dir })
      expect(r.data).toEqual(cold.data)
      expect(r.diagnostics).toEqual(cold.diagnostics)
    }
    await expectCold(await compile({ root: dir }, cache))
    expect(cache.linkScans).toBe(3)
    await expectCold(await compile({ root: dir }, cache))
    expect(cache.linkScans).toBe(3)

    writeTree(dir, { 'skills/b/SKILL.md': skillMd('b', 'Skill b, edited.', 'See [shared](../docs/x.md) and [y](../docs/y.md).\n') })
    await expectCold(await compile({ root: dir }, cache))
    expect(cache.linkScans).toBe(4)

    // A missing target appears, a linked file grows, another goes: no skill text changed, nothing is scanned again.
    writeTree(dir, { 'skills/a/references/later.md': 'here now', 'skills/docs/x.md': 'shared, and longer' })
    remove(join(dir, 'skills/a/references/notes.md'))
    const r = await compile({ root: dir }, cache)
    await expectCold(r)
    expect(cache.linkScans).toBe(4)
    expect(r.data.entries.find(e => e.id === 'a')!.resources.map(x => x.path)).toEqual(['references/later.md'])
    expect(r.data.entries.find(e => e.id === 'b')!.resources.find(x => x.path === '_linked/docs/x.md')!.size).toBe(18)
  })

  it('updates the index from cached term counts, re-encoding only postings that changed', async () => {
    const dir = tempDir('incremental-index')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Parse server logs for errors.'),
      'skills/b/SKILL.md': skillMd('b', 'Resize images for the web.', `# b\n\n${'Long body text about images. '.repeat(120)}\n`),
      'skills/c/SKILL.md': skillMd('c', 'Write release notes.'),
    })
    const cache = new CompileCache()
    await compile({ root: dir }, cache)
    const encodes = cache.index.encodes
    // Appended past the indexed part of the body (BODY_INDEX_CHARS): a new text, the same index, nothing re-encoded.
    writeTree(dir, { 'skills/b/SKILL.md': skillMd('b', 'Resize images for the web.', `# b\n\n${'Long body text about images. '.repeat(120)}\nMore.\n`) })
    let r = await compile({ root: dir }, cache)
    expect(cache.analyses).toBe(4)
    expect(cache.index.encodes).toBe(encodes)
    expect(r.data).toEqual((await compile({ root: dir })).data)
    // A new word: its postings and those whose weights moved are encoded, not the whole index.
    writeTree(dir, { 'skills/c/SKILL.md': skillMd('c', 'Write release notes and a changelog.') })
    r = await compile({ root: dir }, cache)
    expect(r.data).toEqual((await compile({ root: dir })).data)
    expect(cache.index.encodes - encodes).toBeGreaterThan(0)
    expect(cache.index.encodes - encodes).toBeLessThan(splitIndex(r.data.index.terms).length)
    // A skill removed, then added back: the same index as from scratch each time.
    remove(join(dir, 'skills/a'))
    expect((await compile({ root: dir }, cache)).data).toEqual((await compile({ root: dir })).data)
    writeTree(dir, { 'skills/a/SKILL.md': skillMd('a', 'Parse server logs for errors.') })
    expect((await compile({ root: dir }, cache)).data).toEqual((await compile({ root: dir })).data)
  })

  it('reads ai-loadout rule files as a source format', async () => {
    const dir = tempDir('rules')
    writeTree(dir, {
      '.rules/github-actions.md': '---\nid: github-actions\nkeywords: [ci, workflow, runner]\npatterns: [ci_pipeline]\npriority: domain\ntriggers:\n  task: true\n  plan: true\n  edit: false\n---\n# GitHub Actions Rules\nCI minutes are finite.\n',
    })
    const r = await compile({ root: dir, skills: ['.rules'] })
    expect(r.errorCount).toBe(0)
    expect(r.data.sources[0]!.format).toBe('ai-loadout')
    expect(r.data.entries[0]).toMatchObject({ id: 'github-actions', tags: ['ci', 'workflow', 'runner'], triggers: { edit: false } })
  })
})
