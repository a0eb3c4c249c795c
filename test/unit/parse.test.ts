import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseSkill } from '../../src/core/compile/parse'

const ctx = { file: '/x/skills/demo/SKILL.md', folderName: 'demo', format: 'skill' as const, strict: false }
const parse = (text: string, extra: Partial<typeof ctx> = {}) => parseSkill(text, { ...ctx, ...extra })
const codes = (r: ReturnType<typeof parse>) => r.diagnostics.map(d => `${d.level}:${d.code}@${d.line}`)

describe('parseSkill', () => {
  it('normalises every frontmatter dialect into one entry', () => {
    const r = parse(`---
name: demo
description: Does the demo thing.
license: MIT
compatibility: Node 20
metadata:
  tags: [alpha, beta]
allowed-tools: Bash Read
tags: gamma, delta
keywords: [ci]
patterns: [ci_pipeline]
priority: core
triggers: { task: true, plan: false, edit: false }
required-tools: [Bash]
required-capabilities: network
---
# Demo
body`)
    expect(r.diagnostics).toEqual([])
    expect(r.skill).toMatchObject({
      name: 'demo',
      description: 'Does the demo thing.',
      license: 'MIT',
      compatibility: 'Node 20',
      tags: ['gamma', 'delta', 'ci', 'alpha', 'beta'],
      allowedTools: ['Bash', 'Read'],
      patterns: ['ci_pipeline'],
      priority: 'core',
      triggers: { task: true, plan: false, edit: false },
      requires: { tools: ['Bash'], capabilities: ['network'] },
      body: '# Demo\nbody',
      bodyLine: 17,
    })
  })

  it('reads disable-model-invocation as user-only (not manual) and trigger phrase lists as keywords', () => {
    const r = parse('---\nname: demo\ndescription: d\ndisable-model-invocation: true\ntriggers:\n  - run all reviews\n---\n')
    expect(r.skill?.priority).toBe('domain')
    expect(r.skill?.userOnly).toBe(true)
    expect(r.skill?.tags).toEqual(['run all reviews'])
    expect(r.skill?.triggers).toEqual({ task: true, plan: true, edit: true })
  })

  it('reports YAML errors on the line they are on', () => {
    const r = parse('---\nname: demo\ndescription: ok\nbad: [unclosed\n---\nbody')
    expect(r.skill).toBeUndefined()
    expect(r.diagnostics).toHaveLength(1)
    expect(r.diagnostics[0]).toMatchObject({ level: 'error', code: 'yaml-syntax' })
    // The line of the key where the problem starts, not the closing `---`.
    expect(r.diagnostics[0]).toMatchObject({ line: 4, column: 6 })
    expect(r.diagnostics[0]!.message).toMatch(/not valid YAML/)
  })

  it('requires a description, with the line of the frontmatter', () => {
    const r = parse('---\nname: demo\n---\nbody')
    expect(r.skill).toBeUndefined()
    expect(codes(r)).toEqual(['error:missing-description@1'])
  })

  it('refuses JavaScript frontmatter without running it', () => {
    const g = globalThis as { __loadoutPwned?: boolean }
    const r = parse('---js\n{ name: "demo", description: (globalThis.__loadoutPwned = true, "x") }\n---\nbody')
    expect(g.__loadoutPwned).toBeUndefined()
    expect(codes(r)).toEqual(['error:frontmatter-language@1'])
    const r2 = parse('---javascript\nglobalThis.__loadoutPwned = true\n---\n')
    expect(g.__loadoutPwned).toBeUndefined()
    expect(r2.diagnostics[0]!.code).toBe('frontmatter-language')
  })

  it('recovers a frontmatter block that is never closed, with a warning (an error when strict)', () => {
    // Like gstack-zh/ship: the keys run into the body, and a later `---` rule is not the delimiter.
    const text = '---\nname: demo\ndescription: |-\n  Ship it.\ntriggers:\n- ship it\n<!-- generated -->\n\n## Step 1\nrun\n---\nmore\n'
    const r = parse(text)
    expect(codes(r)).toEqual(['warning:frontmatter-unclosed@1'])
    expect(r.diagnostics[0]!.message).toContain('read lines 2-6 as frontmatter')
    expect(r.skill).toMatchObject({ description: 'Ship it.', tags: ['ship it'], bodyLine: 7 })
    expect(r.skill!.body.startsWith('<!-- generated -->\n\n## Step 1')).toBe(true)
    expect(codes(parse(text, { strict: true }))).toEqual(['error:frontmatter-unclosed@1', 'error:non-spec-key@5'])
    expect(parse(text, { strict: true }).skill).toBeUndefined()
  })

  it('reports an unclosed block it cannot read, and a missing one', () => {
    expect(codes(parse('---\nname: demo\ntags: [demo\ndescription: x\n---\n'))).toEqual(['error:yaml-syntax@3'])
    expect(codes(parse('---\ntags: [demo\ndescription: x\n'))).toEqual(['error:frontmatter-unclosed@1'])
    expect(codes(parse('---\nname: demo\ndescription: x\n\n# Title\n'))).toEqual(['warning:frontmatter-unclosed@1'])
    expect(codes(parse('# Just markdown'))).toEqual(['error:missing-frontmatter@1'])
  })

  it('reports malformed priority, triggers and requirements on their lines', () => {
    const r = parse('---\nname: demo\ndescription: d\npriority: urgent\ntriggers: { task: yes please }\nrequired-tools: { a: 1 }\n---\n')
    expect(r.skill).toBeUndefined()
    expect(codes(r)).toEqual([
      'error:invalid-priority@4',
      'error:invalid-triggers@5',
      'error:invalid-required-tools@6',
    ])
  })

  it('warns on spec violations, and errors on them when strict', () => {
    const text = `---\nname: Demo_Skill\ndescription: ${'x'.repeat(1100)}\nauthor: me\n---\n${'line\n'.repeat(510)}`
    const loose = parse(text)
    expect(loose.skill).toBeDefined()
    expect(codes(loose)).toEqual([
      'warning:name-format@2',
      'warning:name-folder@2',
      'warning:description-length@3',
      'warning:unknown-key@4',
      'warning:body-length@6',
    ])
    const strict = parse(text, { strict: true })
    expect(strict.skill).toBeUndefined()
    // The body length is a recommendation: a warning even when strict.
    expect(codes(strict)).toEqual([
      'error:name-format@2',
      'error:name-folder@2',
      'error:description-length@3',
      'error:unknown-key@4',
      'warning:body-length@6',
    ])
  })

  it('accepts BOM and CRLF files with exact line numbers', () => {
    const r = parse('\uFEFF---\r\nname: demo\r\ndescription: d\r\n---\r\nline one\r\nline two\r\n')
    expect(r.diagnostics).toEqual([])
    expect(r.skill?.body).toBe('line one\nline two\n')
    expect(r.skill?.bodyLine).toBe(5)
  })

  it('keeps prototype keys out of Object.prototype', () => {
    const r = parse('---\nname: demo\ndescription: d\n__proto__: { polluted: true }\nmetadata:\n  constructor: { prototype: { polluted: true } }\n---\n')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(r.skill).toBeDefined()
  })

  it('cuts the body off the text as splitting it into lines would, whatever the lines', () => {
    // The parser reads lines only as far as the frontmatter goes and slices the body off the text: the body, its first
    // line and its line count must be what splitting the whole text and joining the body lines gives.
    const line = fc.constantFrom('---', '--- ', '---yaml', 'name: demo', 'description: d', 'tags: [a, b]', '# Title', '  - item', 'key: [unclosed', '', 'text', '<!-- x -->', 'a: b: c')
    fc.assert(fc.property(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.boolean(), (lines, eol, trailing) => {
      const text = `---${eol}${lines.join(eol)}${trailing ? eol : ''}`
      for (const format of ['skill', 'ai-loadout'] as const) {
        const r = parseSkill(text, { ...ctx, format })
        if (!r.skill) continue
        const all = text.replace(/\r\n?/g, '\n').split('\n')
        expect(r.skill.body).toBe(all.slice(r.skill.bodyLine - 1).join('\n'))
        expect(r.skill.bodyLines).toBe(r.skill.body.split('\n').length)
      }
    }))
  })
})

describe('a list with a bad element', () => {
  const codes = (text: string) => parse(text).diagnostics.map(d => `${d.line}:${d.column} ${d.code} ${d.message}`)

  it('names the element and points at its column in a flow list (it said column 1, no element)', () => {
    const [d] = codes('---\nname: a\ndescription: Answers questions.\ntags: [null, answers]\n---\nbody\n')
    expect(d).toBe('4:8 invalid-tags `tags` must be a list of strings or a comma-separated string: element 1 is null (an empty item, or a bare null/~: quote it or drop it)')
    expect(codes('---\nname: a\ndescription: Answers questions.\ntags: [answers, "x, y", {k: 1}]\n---\nbody\n')[0])
      .toMatch(/^4:25 invalid-tags .*: element 3 is a mapping$/)
  })

  it('points at the `- ` line in a block list', () => {
    expect(codes('---\nname: a\ndescription: Answers questions.\ntags:\n  - ok\n  - [x]\n---\nbody\n')[0])
      .toMatch(/^6:3 invalid-tags .*: element 2 is a list$/)
  })
})
