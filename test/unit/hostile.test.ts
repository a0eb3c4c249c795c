import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { parseSkill } from '../../src/core/compile/parse'
import { fixFrontmatter } from '../../src/core/compile/frontmatter'
import { createLoadout } from '../../src/runtime/loadout'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const ctx = { file: '/x/skills/x/SKILL.md', folderName: 'x', format: 'skill' as const, strict: false }
const codes = (text: string) => parseSkill(text, ctx).diagnostics.map(d => `${d.level}:${d.code}`)

/** Compile a project holding one good skill plus `files`: the good one must always survive. */
async function withGood(files: Record<string, string | Buffer>, options: Record<string, unknown> = {}) {
  const dir = writeTree(tempDir('hostile'), { 'skills/good/SKILL.md': skillMd('good', 'Parse web server access logs.'), ...files })
  const r = await compile({ root: dir, ...options })
  expect(r.data.entries.map(e => e.id)).toContain('good')
  return { dir, r, diags: r.diagnostics.map(d => `${d.level}:${d.code}:${d.file.slice(dir.length + 1)}`) }
}

describe('hostile frontmatter', () => {
  it('never executes ---js, ---javascript or ---coffee frontmatter', () => {
    const g = globalThis as { __hostile?: number }
    for (const lang of ['js', 'javascript', 'coffee', 'JS']) {
      expect(codes(`---${lang}\n{ description: (globalThis.__hostile = 1, "x") }\n---\n`)).toEqual(['error:frontmatter-language'])
    }
    expect(g.__hostile).toBeUndefined()
  })

  it('keeps __proto__, constructor and prototype keys at any depth out of Object.prototype', () => {
    const text = `---
name: x
description: d
__proto__: { polluted: 1 }
constructor: { prototype: { polluted: 1 } }
metadata:
  __proto__: { polluted: 1 }
  tags: [a]
  nested: { constructor: { prototype: { polluted: 1 } }, __proto__: { polluted: 1 } }
---
`
    const r = parseSkill(text, ctx)
    expect(({} as { polluted?: number }).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect(r.skill?.tags).toEqual(['a'])
    // A prototype key where a trigger belongs is an error, and still pollutes nothing.
    const t = parseSkill('---\nname: x\ndescription: d\ntriggers: { __proto__: { polluted: 1 }, task: true }\n---\n', ctx)
    expect(t.diagnostics.map(d => d.code)).toEqual(['invalid-triggers'])
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('reads a YAML alias bomb by reference, without expanding it', () => {
    const levels = 'abcdefghi'.split('')
    const lines = levels.map((l, i) => i === 0 ? `a: &a [${new Array(9).fill('"lol"').join(',')}]` : `${l}: &${l} [${new Array(9).fill(`*${levels[i - 1]}`).join(',')}]`)
    const r = parseSkill(`---\nname: x\ndescription: ok\n${lines.join('\n')}\ntags: *i\n---\nbody`, ctx)
    expect(r.diagnostics.filter(d => d.level === 'error').map(d => d.code)).toEqual(['invalid-tags'])
  })

  it('keeps an alias bomb in Claude Code\'s hooks, or in a file that needs recovery, unexpanded', () => {
    const levels = 'abcdefghi'.split('')
    const lines = levels.map((l, i) => i === 0 ? `a: &a [${new Array(9).fill('"lol"').join(',')}]` : `${l}: &${l} [${new Array(9).fill(`*${levels[i - 1]}`).join(',')}]`)
    const hooks = parseSkill(`---\nname: x\ndescription: ok\n${lines.join('\n')}\nhooks: { PreToolUse: *i }\n---\nbody`, ctx)
    expect(hooks.diagnostics.map(d => d.code)).toContain('invalid-hooks')
    expect(hooks.skill?.claude).toBeUndefined()
    const broken = `---\nname: x\ndescription: Use when: a bomb\n${lines.join('\n')}\ntags: *i\n---\nbody`
    expect(parseSkill(broken, ctx).diagnostics.map(d => d.code)).toContain('yaml-recovered')
    // A fix is checked by comparing what the fixed file reads: a bounded walk, so this one is left as it is.
    expect(fixFrontmatter(broken)).toEqual({ text: broken, changes: [] })
  })

  it('reports deeply nested YAML instead of crashing', () => {
    expect(codes(`---\nname: x\ndescription: d\nmetadata: ${'['.repeat(20000)}${']'.repeat(20000)}\n---\n`)).toEqual(['error:yaml-too-deep'])
  })

  it('never throws on arbitrary text, and a skill always has a description', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 80 }), (head, body) => {
      for (const text of [head, `---\n${head}\n---\n${body}`, `---\ndescription: ${head}\n---\n${body}`]) {
        const r = parseSkill(text, ctx)
        expect(Array.isArray(r.diagnostics)).toBe(true)
        if (r.skill) expect(r.skill.description.length).toBeGreaterThan(0)
        else expect(r.diagnostics.some(d => d.level === 'error')).toBe(true)
        for (const d of r.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1)
      }
    }), { numRuns: 400 })
  })

  it('normalises any YAML mapping of known keys into well-typed fields', () => {
    const scalar = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null))
    const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }))
    const keys = ['name', 'description', 'tags', 'keywords', 'priority', 'triggers', 'patterns', 'required-tools', 'required-capabilities', 'allowed-tools', 'license', 'metadata', 'disable-model-invocation']
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), value), (fm) => {
      const text = `---\n${JSON.stringify({ description: 'base', ...fm })}\n---\n`
      const r = parseSkill(text, ctx)
      if (!r.skill) return
      const s = r.skill
      expect(typeof s.description).toBe('string')
      for (const list of [s.tags, s.patterns, s.requires.tools, s.requires.capabilities, s.allowedTools]) {
        expect(list.every(x => typeof x === 'string')).toBe(true)
      }
      expect(['core', 'domain', 'manual']).toContain(s.priority)
      expect(Object.values(s.triggers).every(v => typeof v === 'boolean')).toBe(true)
    }), { numRuns: 400 })
  })
})

describe('hostile files and folders', () => {
  it('rejects a 50 MB SKILL.md and a binary one with clear errors', async () => {
    const { diags, r } = await withGood({
      'skills/huge/SKILL.md': `---\nname: huge\ndescription: big\n---\n${'x'.repeat(50 * 1024 * 1024)}`,
      'skills/binary/SKILL.md': Buffer.from([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]),
      'skills/latin1/SKILL.md': Buffer.concat([Buffer.from('---\nname: latin1\ndescription: caf'), Buffer.from([0xE9]), Buffer.from('\n---\n')]),
    })
    expect(diags).toEqual(expect.arrayContaining([
      'error:file-too-large:skills/huge/SKILL.md',
      'error:invalid-utf8:skills/binary/SKILL.md',
      'error:invalid-utf8:skills/latin1/SKILL.md',
    ]))
    expect(r.diagnostics.find(d => d.code === 'file-too-large')!.message).toMatch(/over the 1048576-byte limit \(maxFileSize\)/)
  })

  it('reports a NUL-laden text file as binary', async () => {
    const { diags } = await withGood({ 'skills/nul/SKILL.md': '---\nname: nul\ndescription: d\n---\n\0\0\0' })
    expect(diags).toContain('error:binary-file:skills/nul/SKILL.md')
  })

  it('accepts BOM and CRLF files', async () => {
    const { r } = await withGood({ 'skills/crlf/SKILL.md': '\uFEFF---\r\nname: crlf\r\ndescription: Windows line endings.\r\n---\r\nBody\r\n' })
    expect(r.data.entries.find(e => e.id === 'crlf')?.description).toBe('Windows line endings.')
  })

  it('reports ids that collide after case folding, keeping the first', async () => {
    const { diags, r } = await withGood({
      'skills/Deploy/SKILL.md': skillMd('deploy', 'Deploy A.'),
      'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy B.'),
    })
    expect(diags).toContain('error:duplicate-id:skills/deploy/SKILL.md')
    expect(r.data.entries.filter(e => e.id.toLowerCase() === 'deploy')).toHaveLength(1)
  })

  it('never follows symbolic links out of a source, and reports each one', async () => {
    const outside = writeTree(tempDir('outside'), {
      'stolen/SKILL.md': skillMd('stolen', 'A skill outside the source root.'),
      'secret.md': 'SECRET-SENTINEL',
    })
    const dir = writeTree(tempDir('hostile-links'), {
      'skills/good/SKILL.md': skillMd('good', 'Good.', '# Good\nSee [the secret](references/secret.md).\n'),
      'skills/linked-file/placeholder.txt': 'x',
    })
    symlinkSync(join(outside, 'stolen'), join(dir, 'skills/stolen'))
    symlinkSync(join(outside, 'stolen/SKILL.md'), join(dir, 'skills/linked-file/SKILL.md'))
    mkdirSync(join(dir, 'skills/good/references'))
    symlinkSync(join(outside, 'secret.md'), join(dir, 'skills/good/references/secret.md'))
    const r = await compile({ root: dir })
    expect(r.data.entries.map(e => e.id)).toEqual(['good'])
    const warned = r.diagnostics.filter(d => d.code === 'symlink').map(d => d.file.slice(dir.length + 1)).sort()
    expect(warned).toEqual(['skills/good/references/secret.md', 'skills/linked-file/SKILL.md', 'skills/stolen'])
    expect(r.data.entries[0]!.resources).toEqual([])
    expect(JSON.stringify(r.data)).not.toContain('SECRET-SENTINEL')
  })

  it('warns about a source with no skills', async () => {
    const dir = writeTree(tempDir('hostile-empty'), { 'skills/good/SKILL.md': skillMd('good', 'Good.'), 'empty/notes.txt': 'x' })
    const r = await compile({ root: dir, skills: ['skills', 'empty'] })
    expect(r.diagnostics.map(d => `${d.level}:${d.code}`)).toEqual(['warning:source-empty'])
    expect(r.diagnostics[0]!.message).toBe('skill source "empty" holds no SKILL.md')
  })

  it('reports a source that is a file and one that does not exist, compiling the rest', async () => {
    const dir = writeTree(tempDir('hostile-src'), { 'skills/good/SKILL.md': skillMd('good', 'Good.'), 'notes.txt': 'x' })
    const r = await compile({ root: dir, skills: ['skills', 'notes.txt', 'nope'] })
    expect(r.diagnostics.map(d => d.code).sort()).toEqual(['source-missing', 'source-not-folder'])
    expect(r.data.entries.map(e => e.id)).toEqual(['good'])
  })
})

describe('hostile tasks at run time', () => {
  it('answers empty, huge, emoji and control-character tasks without throwing, and rejects non-strings', async () => {
    const dir = writeTree(tempDir('hostile-rt'), { 'skills/logs/SKILL.md': skillMd('logs', 'Parse nginx access logs and count status codes.') })
    const r = await compile({ root: dir })
    const lo = createLoadout(r.data, r.bodies.map(b => () => Promise.resolve(b)))
    expect(lo.match('')).toEqual([])
    expect(lo.match('😀🔥🚀'.repeat(1000))).toEqual([])
    expect(lo.match('\u0000\u0001\u001F\u007F\u200B\uFEFF')).toEqual([])
    const huge = `parse nginx access logs ${'lorem ipsum dolor '.repeat(60_000)}`
    expect(huge.length).toBeGreaterThan(1_000_000)
    expect(lo.match(huge).map(x => x.id)).toEqual(['logs'])
    expect(lo.search(huge, { limit: 3 }).map(x => x.id)).toEqual(['logs'])
    for (const bad of [undefined, null, 42, {}, ['parse logs']]) {
      expect(() => lo.match(bad as never)).toThrow(TypeError)
      expect(() => lo.search(bad as never)).toThrow(TypeError)
    }
    await expect(lo.load('no-such-skill')).rejects.toThrow(/^Unknown skill "no-such-skill"\.$/)
    await expect(lo.load(42 as never)).rejects.toThrow(/Unknown skill 42/)
  })
})
