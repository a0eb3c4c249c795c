/** The steps of the compile pipeline, one at a time. */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { account, checkNames, compile, CompileCache, type Compiled, readAndParse, readSkillBytes, settleIds } from '../../src/core/compile/compile'
import { diag, type Diagnostic } from '../../src/core/diagnostics'
import { discover, entersFolder, type Found, walk } from '../../src/core/compile/discover'
import { resolveOptions } from '../../src/core/options'
import { createLoadout } from '../../src/runtime/loadout'
import type { SkillEntry } from '../../src/runtime/types'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

describe('discover', () => {
  it('enters dot-folders but not dependency folders; build output only when it is a skill or inside one', () => {
    const out = { inResources: false, inSkill: false }
    expect(entersFolder('.claude', out, () => false)).toBe(true)
    expect(entersFolder('.agents', out, () => false)).toBe(true)
    for (const name of ['.git', 'node_modules', '.venv', '__pycache__', '.next']) expect(entersFolder(name, { inResources: false, inSkill: true }, () => true)).toBe(false)
    expect(entersFolder('dist', out, () => false)).toBe(false)
    expect(entersFolder('build', out, () => true)).toBe(true)
    // Inside a skill's folder, a build/ folder is the skill's own; inside its resource folders, a dot-folder is not listed.
    expect(entersFolder('build', { inResources: false, inSkill: true }, () => false)).toBe(true)
    expect(entersFolder('build', { inResources: true, inSkill: true }, () => false)).toBe(true)
    expect(entersFolder('.cache-of-mine', { inResources: true, inSkill: true }, () => false)).toBe(false)
  })

  it('keeps resources as before: output folders inside scripts/ listed, dot-folders inside them not', async () => {
    const dir = tempDir('steps-resources')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Skill a.'),
      'skills/a/scripts/build/run.sh': 'echo',
      'skills/a/scripts/.tmp/x.sh': 'echo',
      'skills/a/references/.hidden.md': 'x',
    })
    const r = await compile({ root: dir })
    expect(r.data.entries[0]!.resources.map(x => x.path)).toEqual(['scripts/build/run.sh'])
  })

  it('honours maxDepth and maxFolders, with a walk-limit warning naming where', async () => {
    const dir = tempDir('steps-limits')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Skill a.'),
      'skills/x/y/z/SKILL.md': skillMd('z', 'Skill z, three deep.'),
    })
    expect(walk(join(dir, 'skills'), undefined, { maxDepth: 2, maxFolders: 100 }).tooDeep).toEqual(['x/y/z'])
    const deep = await compile({ root: dir, maxDepth: 2 })
    expect(deep.data.entries.map(e => e.id)).toEqual(['a'])
    expect(deep.diagnostics.map(d => `${d.code}: ${d.message}`)).toEqual(['walk-limit: 1 folder is deeper than maxDepth (2) and not searched for skills, first "x/y/z"'])
    expect((await compile({ root: dir, maxDepth: 3 })).data.entries.map(e => e.id)).toEqual(['a', 'x/y/z'])
    const few = await compile({ root: dir, maxFolders: 1 })
    expect(few.data.entries.map(e => e.id)).toHaveLength(1)
    expect(few.diagnostics.map(d => d.code)).toEqual(['walk-limit'])
    expect(() => resolveOptions({ maxDepth: 0 })).toThrow(/maxDepth/)
  })

  it('ai-loadout rule files are not looked for in dot-folders', () => {
    const dir = tempDir('steps-rules')
    writeTree(dir, { 'rules/ci.md': '---\nid: ci\nkeywords: [ci]\n---\nx\n', 'rules/.github/notes.md': 'x', 'rules/README.md': 'x' })
    const opts = resolveOptions({ root: dir, skills: ['rules'] })
    const d = discover(opts, [])
    expect(d.formats).toEqual(['ai-loadout'])
    expect(d.found.map(f => f.id)).toEqual(['ci'])
  })
})

describe('read and parse', () => {
  it('a file that cannot be read is an unreadable error naming it (a folder read as a file: EISDIR)', () => {
    const dir = tempDir('steps-read')
    mkdirSync(join(dir, 'SKILL.md'))
    const diagnostics: Diagnostic[] = []
    expect(readSkillBytes(join(dir, 'SKILL.md'), 0, diagnostics)).toBeUndefined()
    expect(diagnostics.map(d => [d.code, d.file])).toEqual([['unreadable', join(dir, 'SKILL.md')]])
    expect(diagnostics[0]!.message).toContain('EISDIR')
  })

  it('drops a BOM before hashing, and reads a file again only when its size or time changed', () => {
    const dir = tempDir('steps-parse')
    writeTree(dir, { 'skills/a/SKILL.md': `\uFEFF${skillMd('a', 'Skill a.')}`, 'skills/b/SKILL.md': skillMd('a', 'Skill a.') })
    const opts = resolveOptions({ root: dir })
    const { found } = discover(opts, [])
    const cache = new CompileCache()
    const [a, b] = found.map(f => readAndParse(f, opts, cache, []))
    expect(a!.hash).toBe(b!.hash)
    expect(a!.skill!.description).toBe('Skill a.')
    readAndParse(found[0]!, opts, cache, [])
    expect(cache.reads).toBe(2)
    expect(cache.misses).toBe(2)
  })
})

function found(file: string, skipInvalid = false, sourceIndex = 0): Found {
  const source = { abs: '/r/s', dir: 's', scope: 's', format: 'skill' as const, skipInvalid }
  return { source, sourceIndex, file, id: file, skillRel: '', format: 'skill', resourceFiles: [] }
}

describe('accounting', () => {
  it('lists each found file without an entry once, with its first error; skipInvalid makes its errors warnings', () => {
    const diagnostics = [
      diag('error', 'yaml-syntax', 'bad yaml', '/r/s/b', 3),
      diag('warning', 'name-format', 'loud', '/r/s/a'),
      diag('error', 'missing-description', 'no description', '/r/s/b', 5),
      diag('error', 'file-too-large', 'big', '/r/s/c'),
    ]
    const skipped = account([found('/r/s/a'), found('/r/s/b'), found('/r/s/c', true), found('/r/s/d')], ['/r/s/a'], diagnostics)
    expect(skipped).toEqual([
      { file: '/r/s/b', code: 'yaml-syntax', message: 'bad yaml' },
      { file: '/r/s/c', code: 'file-too-large', message: 'big' },
      // Found, no entry and no error: never dropped silently.
      { file: '/r/s/d', code: 'not-compiled', message: 'file was found but gave no skill' },
    ])
    expect(diagnostics.map(d => `${d.level} ${d.code}`)).toEqual(['error yaml-syntax', 'warning name-format', 'error missing-description', 'warning file-too-large', 'error not-compiled'])
    expect(diagnostics[3]!.message).toBe('big (skill skipped: skipInvalid)')
  })
})

function compiled(rows: Array<[id: string, name: string, shadowedBy?: string]>): Compiled {
  const entries = rows.map(([id, name, shadowedBy]) => ({ id, name, ...(shadowedBy ? { shadowedBy } : {}) }) as SkillEntry)
  return { entries, bodies: rows.map(() => ''), files: rows.map(([id]) => `/r/${id}/SKILL.md`), frontmatters: rows.map(() => ({})), resourceFiles: rows.map(() => []), analyses: [] }
}

describe('ids and names', () => {
  it('warns on a name another unshadowed entry answers to, saying which one lookup finds', () => {
    const diagnostics: Diagnostic[] = []
    checkNames(compiled([['pdf', 'pdf'], ['team/pdf', 'pdf'], ['vendor/x', 'Sheets'], ['y', 'sheets'], ['z', 'pdf', 'user'], ['solo', 'solo']]), '/r', diagnostics)
    expect(diagnostics.map(d => `${d.code} ${d.file}`)).toEqual(['name-collision /r/team/pdf/SKILL.md', 'name-collision /r/y/SKILL.md'])
    expect(diagnostics[0]!.message).toBe('skill name "pdf" is also the id of pdf/SKILL.md: lookup("pdf") finds that one (ids before names, then earlier sources, then path order); this one is found by its id "team/pdf"')
    expect(diagnostics[1]!.message).toContain('is also the name of vendor/x/SKILL.md')
  })

  it('the entry a name-collision warning names is the one the runtime\'s lookup returns', async () => {
    const dir = tempDir('steps-names')
    writeTree(dir, {
      'a/tools/SKILL.md': skillMd('lint', 'Lint code, the first in path order.'),
      'a/zeta/SKILL.md': skillMd('lint', 'Lint code, the second.'),
      'b/lint/SKILL.md': skillMd('lint', 'Lint code, from a later source, but its id is lint.'),
    })
    const r = await compile({ root: dir, skills: ['a', 'b'] })
    const warned = r.diagnostics.filter(d => d.code === 'name-collision').map(d => d.file.slice(dir.length + 1))
    expect(warned).toEqual(['a/tools/SKILL.md', 'a/zeta/SKILL.md'])
    // Ids come first: `lint` is b's skill, whose id it is; each other one by its own id.
    const loadout = createLoadout(r.data, [])
    expect(loadout.lookup('lint')!.id).toBe('lint')
    expect(loadout.lookup('tools')!.description).toContain('first in path order')
  })

  it('settles ids: a case-only duplicate in one source is an error, the same id in a later source is shadowed', async () => {
    const dir = tempDir('steps-ids')
    writeTree(dir, {
      'a/X/SKILL.md': skillMd('x', 'Upper.'),
      'a/x/SKILL.md': skillMd('x', 'Lower.'),
      'b/X/SKILL.md': skillMd('x', 'Later.'),
    })
    const opts = resolveOptions({ root: dir, skills: ['a', 'b'] })
    const cache = new CompileCache()
    const parsed = discover(opts, []).found.map(f => ({ found: f, ...readAndParse(f, opts, cache, []), resources: [] }))
    const diagnostics: Diagnostic[] = []
    const c = settleIds(parsed.map(p => ({ ...p, skill: p.skill! })), dir, cache, diagnostics)
    expect(c.entries.map(e => `${e.source}:${e.id}${e.shadowedBy ? `<${e.shadowedBy}` : ''}`)).toEqual(['a:X', 'b:X<a'])
    expect(diagnostics.map(d => d.code)).toEqual(['duplicate-id', 'shadowed'])
    expect(c.analyses.map(a => a === undefined)).toEqual([false, true])
  })
})
