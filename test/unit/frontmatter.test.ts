import fc from 'fast-check'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import {
  FieldReader,
  findFrontmatter,
  fixDiff,
  fixFrontmatter,
  keyProblems,
  lengthProblems,
  nameProblems,
  parseYaml,
  readClaudeCode,
  readCompatibility,
  readFields,
  readInvocation,
  recoverYaml,
} from '../../src/core/compile/frontmatter'
import { readDescription } from '../../src/core/compile/frontmatter/fields'
import { parseSkill } from '../../src/core/compile/parse'

const ctx = { file: '/x/skills/demo/SKILL.md', folderName: 'demo', format: 'skill' as const, strict: false }
const codes = (ps: Array<{ code: string }>) => ps.map(p => p.code)
const reader = (fm: Record<string, unknown>) => new FieldReader(fm, 'skill')

describe('find the frontmatter', () => {
  it('finds the closing line, refuses other languages, binaries and files without a block', () => {
    const found = findFrontmatter('---\na: 1\n---x\n---\nbody')
    expect('file' in found && found.close).toBe(3)
    expect(findFrontmatter('---\na: 1\n')).toMatchObject({ close: -1 })
    expect(findFrontmatter('# title')).toMatchObject({ code: 'missing-frontmatter' })
    expect(findFrontmatter('---js\n{}\n---\n')).toMatchObject({ code: 'frontmatter-language' })
    expect(findFrontmatter('---\na: \0\n---\n')).toMatchObject({ code: 'binary-file' })
  })
})

describe('normalise the fields', () => {
  it('reads each field into its shape, reporting wrong types on their key', () => {
    const r = reader({ description: 42 })
    expect(readDescription(r)).toBe('')
    expect(r.problems).toEqual([{ kind: 'error', code: 'invalid-description', message: '`description` must be a string', key: 'description' }])
    const blank = reader({ description: '   ' })
    readDescription(blank)
    expect(blank.problems[0]).toMatchObject({ code: 'missing-description', message: expect.stringContaining('empty') })
  })

  it('reports a non-string compatibility instead of ignoring it', () => {
    for (const value of [['node'], { node: 20 }, true, 20]) {
      const r = reader({ compatibility: value })
      readCompatibility(r)
      expect(r.problems.map(p => `${p.kind}:${p.code}`), JSON.stringify(value)).toEqual(['spec:invalid-compatibility'])
    }
    expect(readCompatibility(reader({ compatibility: 20 }))).toBe('20')
  })

  it('reads who may invoke a skill (Claude Code)', () => {
    expect(readInvocation(reader({ 'disable-model-invocation': true }))).toEqual({ userOnly: true })
    expect(readInvocation(reader({ 'user-invocable': false }))).toEqual({ modelOnly: true })
    expect(readInvocation(reader({ 'disable-model-invocation': false, 'user-invocable': true }))).toEqual({})
    const both = reader({ 'disable-model-invocation': true, 'user-invocable': false })
    expect(readInvocation(both)).toEqual({ userOnly: true, modelOnly: true })
    expect(codes(both.problems)).toEqual(['invocation-conflict'])
    const bad = reader({ 'user-invocable': 'no' })
    readInvocation(bad)
    expect(codes(bad.problems)).toEqual(['invalid-user-invocable'])
  })

  it('passes Claude Code runtime keys through, typed', () => {
    const r = reader({ 'argument-hint': '[file]', 'model': 'sonnet', 'effort': 'high', 'context': 'fork', 'agent': 'Explore', 'hooks': { PreToolUse: [{ matcher: 'Bash' }] } })
    expect(readClaudeCode(r)).toEqual({ argumentHint: '[file]', model: 'sonnet', effort: 'high', context: 'fork', agent: 'Explore', hooks: { PreToolUse: [{ matcher: 'Bash' }] } })
    expect(r.problems).toEqual([])
    const bad = reader({ 'argument-hint': ['file'], 'hooks': 'none' })
    expect(readClaudeCode(bad)).toBeUndefined()
    expect(codes(bad.problems)).toEqual(['invalid-argument-hint', 'invalid-hooks'])
  })

  it('normalises a whole mapping, tags and trigger phrases merged', () => {
    const { fields, problems } = readFields({ description: ' d  e ', tags: 'a, b', keywords: ['c'], metadata: { tags: ['d'] }, triggers: ['go'] }, 'skill')
    expect(problems).toEqual([])
    expect(fields).toMatchObject({ description: 'd e', tags: ['a', 'b', 'c', 'd', 'go'], priority: 'domain' })
  })
})

describe('validate against the spec', () => {
  it('reports every name rule on its own', () => {
    expect(codes(nameProblems('Bad--Name-', 'other'))).toEqual(['name-format', 'name-folder'])
    expect(nameProblems('Bad--Name-', 'other')[0]!.message).toContain('has uppercase letters, starts or ends with a hyphen, has `--`')
    expect(codes(nameProblems('a'.repeat(65), 'a'.repeat(65)))).toEqual(['name-length'])
    expect(codes(nameProblems(undefined, 'demo'))).toEqual(['missing-name'])
    expect(nameProblems('pdf-tools', 'pdf-tools')).toEqual([])
  })

  it('allows Unicode lowercase letters and digits after NFKC, as the reference validator does', () => {
    expect(nameProblems('données', 'données')).toEqual([])
    expect(nameProblems('数据分析', '数据分析')).toEqual([])
    // NFKC: a fullwidth digit is a digit, and a name equal to its folder once normalised.
    expect(nameProblems('ｐｄｆ-1', 'pdf-1')).toEqual([])
    expect(codes(nameProblems('Données', 'Données'))).toEqual(['name-format'])
    expect(codes(nameProblems('pdf_tools', 'pdf_tools'))).toEqual(['name-format'])
  })

  it('measures description and compatibility as written, not whitespace-collapsed', () => {
    const spaced = `${'word   '.repeat(150)}end`
    expect(spaced.replace(/\s+/g, ' ').length).toBeLessThan(1024)
    expect(codes(lengthProblems({ description: spaced }))).toEqual(['description-length'])
    expect(lengthProblems({ description: 'x'.repeat(1024) })).toEqual([])
    // Code points: 1024 CJK characters are 1024, whatever UTF-16 says.
    expect(lengthProblems({ description: '𠀀'.repeat(1024) })).toEqual([])
    expect(codes(lengthProblems({ compatibility: 'x'.repeat(501) }))).toEqual(['compatibility-length'])
    expect(codes(lengthProblems({ compatibility: '' }))).toEqual(['compatibility-length'])
  })

  it('reports keys outside the spec: known extensions apart from unknown keys, both pointing at metadata', () => {
    const ps = keyProblems({ 'name': 'x', 'tags': [], 'priority': 'core', 'disable-model-invocation': true, 'author': 'me', 'metadata': {} })
    expect(ps.map(p => `${p.kind}:${p.code}:${p.key}`)).toEqual(['extension:non-spec-key:tags', 'extension:non-spec-key:priority', 'extension:non-spec-key:disable-model-invocation', 'spec:unknown-key:author'])
    for (const p of ps) expect(p.message).toContain('`metadata`')
  })

  it('is silent on extension keys without strict, errors on them with strict; body length is never an error', () => {
    const text = `---\nname: demo\ndescription: d\ntags: [a, b]\nuser-invocable: false\nauthor: me\n---\n${'l\n'.repeat(600)}`
    const loose = parseSkill(text, ctx)
    expect(loose.diagnostics.map(d => `${d.level}:${d.code}@${d.line}`)).toEqual(['warning:unknown-key@6', 'warning:body-length@8'])
    expect(loose.skill).toMatchObject({ tags: ['a', 'b'], modelOnly: true })
    const strict = parseSkill(text, { ...ctx, strict: true })
    expect(strict.diagnostics.map(d => `${d.level}:${d.code}@${d.line}`)).toEqual([
      'error:non-spec-key@4',
      'error:non-spec-key@5',
      'error:unknown-key@6',
      'warning:body-length@8',
    ])
  })

  it('keeps the reference validator\'s mistakes out: flow lists, --- in a value, a BOM', () => {
    const r = parseSkill('\uFEFF---\nname: demo\ndescription: Before --- after\nmetadata:\n  tags: [a, b]\n---\nbody', { ...ctx, strict: true })
    expect(r.diagnostics).toEqual([])
    expect(r.skill).toMatchObject({ description: 'Before --- after', tags: ['a', 'b'] })
  })
})

/** Pieces of frontmatter lines: plain text, YAML indicators, CJK, tabs, JS tags. */
const piece = fc.constantFrom(
  'description', 'name', 'tags', 'metadata', 'x', ':', ': ', ' #', '#', '|', '>-', '[', ']', '{', '}', '*', '&', '@', '`',
  '- ', '%', '!', '!!js/function', '"', '\'', '\\', '---', ' ', '  ', '\t', 'Use when', 'PDF', '日本語', '处理：', ',', '?',
  'globalThis.__loadoutFmPwned = true', 'a', '1', 'true',
)
const line = fc.array(piece, { maxLength: 8 }).map(ps => ps.join(''))
const block = fc.array(line, { maxLength: 10 })

/** A value an author could write after `description: `: text, with the pieces YAML misreads. */
const prose = fc.array(fc.constantFrom('Use when', ': ', ' #1', '[Brief]', '*', '&', '@x', '`cmd`', '- ', '%', '!', '---', 'PDF', '処理', 'a "quote"', 'back\\slash', ' ', '\t', 'x'), { minLength: 1, maxLength: 10 })
  .map(ps => ps.join('').trim())
  .filter(s => s !== '' && !/^["']/.test(s))

describe('recovery properties', () => {
  it('never throws and never evaluates anything', () => {
    const g = globalThis as { __loadoutFmPwned?: boolean }
    fc.assert(fc.property(block, (lines) => {
      const r = recoverYaml(lines)
      expect(r.error !== undefined || r.repairs !== undefined).toBe(true)
      parseSkill(`---\n${lines.join('\n')}\n---\nbody`, ctx)
      fixFrontmatter(`---\n${lines.join('\n')}\n---\nbody`)
    }), { numRuns: 500 })
    expect(g.__loadoutFmPwned).toBeUndefined()
  })

  it('gives the plain parse for any frontmatter that parses', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { maxKeys: 2 }))
    fc.assert(fc.property(fc.dictionary(fc.string({ minLength: 1 }), value, { maxKeys: 6 }), fc.boolean(), (data, useBlock) => {
      const text = matter.stringify('', data)
      const lines = text.split('\n')
      const inner = lines.slice(1, lines.lastIndexOf('---'))
      const both = useBlock ? [...inner, 'extra: |', '  a: b'] : inner
      const plain = parseYaml(both)
      if (plain.error) return
      expect(recoverYaml(both)).toEqual({ data: plain.data, repairs: [] })
    }), { numRuns: 300 })
  })

  it('--fix output parses with no recovery, into the same skill, and fixing it again changes nothing', () => {
    let fixedSome = 0
    const options = fc.record({ crlf: fc.boolean(), bom: fc.boolean(), more: fc.option(prose, { nil: undefined }), block: fc.constantFrom('', '| ', '>- ') })
    fc.assert(fc.property(prose, options, (description, o) => {
      const eol = o.crlf ? '\r\n' : '\n'
      const fm = [`name: demo`, `description: ${o.block}${description}`, ...(o.more ? [`  ${o.more}`] : []), 'tags: [a, b]', '# kept comment', 'license: MIT']
      const body = `# Body${eol}text: with colon${eol}`
      const text = `${o.bom ? '\uFEFF' : ''}---${eol}${fm.join(eol)}${eol}---${eol}${body}`
      const before = parseSkill(text, ctx)
      const { text: fixed, changes } = fixFrontmatter(text)
      const after = parseSkill(fixed, ctx)
      expect(after.diagnostics.filter(d => d.code === 'yaml-recovered')).toEqual([])
      if (!before.skill) {
        expect(changes).toEqual([])
        return
      }
      expect(after.skill && { ...after.skill, bodyLine: 0 }).toEqual({ ...before.skill, bodyLine: 0 })
      expect(fixed.endsWith(`---${eol}${body}`)).toBe(true)
      expect(fixed.startsWith(o.bom ? '\uFEFF---' : '---')).toBe(true)
      expect(fixed.includes('# kept comment')).toBe(true)
      if (!o.crlf) expect(fixed.includes('\r')).toBe(false)
      expect(fixFrontmatter(fixed)).toEqual({ text: fixed, changes: [] })
      if (changes.length) fixedSome++
    }), { numRuns: 400 })
    // The values are mostly broken ones: the property is about fixes, not about files with nothing to fix.
    expect(fixedSome).toBeGreaterThan(200)
  })
})

describe('fixFrontmatter on arbitrary values', () => {
  const bit = fc.constantFrom(
    'description', 'name', 'tags', 'x', ':', ': ', ' #', '#', '|', '>-', '[', ']', '{', '}', '*', '&', '@', '`', '- ', '%', '!',
    '"', '\'', '\\', '---', ' ', '\t', 'Use when', '日本語', ',', '?', 'a', '1', 'true', '\n', '\n  ', '\ndescription: ', '\ntags:\n  - ',
  )
  it('gives back the recovered skill when it changes anything, and is idempotent', () => {
    fc.assert(fc.property(fc.array(bit, { maxLength: 30 }), (bits) => {
      const text = `---\nname: demo\ndescription: ${bits.join('')}\n---\nbody\n`
      const before = parseSkill(text, ctx)
      const { text: fixed, changes } = fixFrontmatter(text)
      if (changes.length) {
        const after = parseSkill(fixed, ctx)
        expect(after.diagnostics.filter(d => d.code === 'yaml-recovered')).toEqual([])
        expect(after.skill && { ...after.skill, bodyLine: 0 }).toEqual(before.skill && { ...before.skill, bodyLine: 0 })
      }
      else {
        expect(fixed).toBe(text)
      }
      expect(fixFrontmatter(fixed).changes).toEqual([])
    }), { numRuns: 800 })
  }, 60_000)

  it('changes nothing when the fixed file would read differently (the repair moves where the block ends)', () => {
    // Recovered as a block never closed (lines 2-3); quoting the value would make the whole block parse, `?` and all.
    const text = '---\nname: demo\ndescription: ,\n?\n---\nbody\n'
    expect(parseSkill(text, ctx).diagnostics.map(d => d.code)).toEqual(['frontmatter-unclosed', 'yaml-recovered'])
    expect(fixFrontmatter(text)).toEqual({ text, changes: [] })
  })
})

describe('bounded copies and comparisons of YAML values', () => {
  it('copies and compares JSON values, and gives up past MAX_NODES', async () => {
    const { plainCopy, sameData } = await import('../../src/core/compile/frontmatter/yaml')
    const { MAX_NODES } = await import('../../src/core/limits')
    const value = { a: [1, 'x', null, true], b: { c: new Date(0) }, ['__proto__']: { polluted: true } }
    const copy = plainCopy(value) as Record<string, unknown>
    expect(copy).toEqual({ a: [1, 'x', null, true], b: { c: '1970-01-01T00:00:00.000Z' }, ['__proto__']: { polluted: true } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true)
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false)
    expect(sameData({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false)
    const wide = Array.from({ length: MAX_NODES }, (_, i) => i)
    expect(plainCopy(wide)).toBeUndefined()
    expect(sameData(wide, [...wide])).toBe(false)
  })
})

describe('fixDiff', () => {
  it('prints a unified diff of the changes, with the line shift of split lines', () => {
    const { changes } = fixFrontmatter('---\nname: demo\ndescription: | Use when x\nlicense: Apache: 2\n---\n')
    expect(fixDiff('skills/demo/SKILL.md', changes)).toBe([
      '--- a/skills/demo/SKILL.md',
      '+++ b/skills/demo/SKILL.md',
      '@@ -3,1 +3,2 @@',
      '-description: | Use when x',
      '+description: |',
      '+  Use when x',
      '@@ -4,1 +5,1 @@',
      '-license: Apache: 2',
      '+license: "Apache: 2"',
      '',
    ].join('\n'))
  })
})
