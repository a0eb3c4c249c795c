import { describe, expect, it } from 'vitest'
import { fixFrontmatter, keyOf, parseYaml, recoverYaml, splitEntries, valueLines } from '../../src/core/compile/frontmatter'
import { parseSkill } from '../../src/core/compile/parse'

const ctx = { file: '/x/skills/demo/SKILL.md', folderName: 'demo', format: 'skill' as const, strict: false }
const skillOf = (fm: string, body = 'body\n') => `---\nname: demo\n${fm}\n---\n${body}`
const parse = (text: string, strict = false) => parseSkill(text, { ...ctx, strict })
const recovered = (r: ReturnType<typeof parse>) => r.diagnostics.filter(d => d.code === 'yaml-recovered')

/**
 * Every shape of broken frontmatter the registry shows, in variants: the description it must read as, and the value
 * line it must be fixed to. Each one is checked through parseSkill, and the fixed file must give the same skill.
 */
const SHAPES: Array<{ name: string, fm: string, description: string, fixed: string }> = [
  // 65%: a block indicator with the text on its own line.
  { name: '| with text', fm: 'description: | Use when the user asks for PDFs', description: 'Use when the user asks for PDFs', fixed: 'description: |\n  Use when the user asks for PDFs' },
  { name: '>- with text', fm: 'description: >- Use when the user asks for PDFs', description: 'Use when the user asks for PDFs', fixed: 'description: >-\n  Use when the user asks for PDFs' },
  { name: '> with continuation lines', fm: 'description: > Use when: the user\n  asks about PDFs\n  or forms', description: 'Use when: the user asks about PDFs or forms', fixed: 'description: >\n  Use when: the user' },
  { name: '|- with deeper continuation', fm: 'description: |- First line\n    second line\n    third', description: 'First line second line third', fixed: 'description: |-\n    First line' },
  { name: '| with tab-indented lines (a block scalar refuses tabs: the text is quoted)', fm: 'description: | Use when\n\tmore', description: 'Use when more', fixed: 'description: "Use when\n\tmore"' },
  { name: '>- with tabs and quotes', fm: 'description: >- Use "when": x\n\tmore', description: 'Use "when": x more', fixed: 'description: "Use \\"when\\": x\n\tmore"' },
  { name: '| CJK text', fm: 'description: | 当用户需要处理 PDF 文件时使用：提取文本', description: '当用户需要处理 PDF 文件时使用：提取文本', fixed: 'description: |\n  当用户需要处理 PDF 文件时使用：提取文本' },
  // 33%: `: ` inside a plain value.
  { name: 'colon-space', fm: 'description: Use this skill when: the user asks about PDFs', description: 'Use this skill when: the user asks about PDFs', fixed: 'description: "Use this skill when: the user asks about PDFs"' },
  { name: 'several colons', fm: 'description: Triggers: pdf, forms. Note: slow', description: 'Triggers: pdf, forms. Note: slow', fixed: 'description: "Triggers: pdf, forms. Note: slow"' },
  { name: 'colon at the end', fm: 'description: Use it for the following: \n  reports', description: 'Use it for the following: reports', fixed: 'description: "Use it for the following: ' },
  { name: 'colon then multi-line', fm: 'description: Use when: the user\n  asks about "PDFs" \\ forms', description: 'Use when: the user asks about "PDFs" \\ forms', fixed: 'description: "Use when: the user' },
  { name: 'colon and quotes and backslashes', fm: 'description: Say "hi": C:\\path\\to', description: 'Say "hi": C:\\path\\to', fixed: 'description: "Say \\"hi\\": C:\\\\path\\\\to"' },
  { name: 'colon with a hash', fm: 'description: Use when: issue #12 is open', description: 'Use when: issue #12 is open', fixed: 'description: "Use when: issue #12 is open"' },
  { name: 'CJK with colon', fm: 'description: PDF処理: テキスト抽出、フォーム入力 key: value', description: 'PDF処理: テキスト抽出、フォーム入力 key: value', fixed: 'description: "PDF処理: テキスト抽出、フォーム入力 key: value"' },
  { name: 'tab before the value', fm: 'description:\tUse when: tabs', description: 'Use when: tabs', fixed: 'description:\t"Use when: tabs"' },
  { name: 'long value', fm: `description: Use when: ${'the user asks about long documents '.repeat(20).trim()}`, description: `Use when: ${'the user asks about long documents '.repeat(20).trim()}`, fixed: `description: "Use when: ${'the user asks about long documents '.repeat(20).trim()}"` },
  // The rest: values that start with an indicator.
  { name: 'alias *', fm: 'description: *Important* skill for PDFs', description: '*Important* skill for PDFs', fixed: 'description: "*Important* skill for PDFs"' },
  { name: 'anchor &', fm: 'description: &copy; 2024 ACME: tools', description: '&copy; 2024 ACME: tools', fixed: 'description: "&copy; 2024 ACME: tools"' },
  { name: '[Brief]', fm: 'description: [Brief] Does X for Y', description: '[Brief] Does X for Y', fixed: 'description: "[Brief] Does X for Y"' },
  // js-yaml reads these without an error, into a list and a key no line starts: misread, so repaired too.
  { name: '[Brief] with a colon later (parsed, but misread)', fm: 'description: [Brief] Does X. Use for lookups: gene info', description: '[Brief] Does X. Use for lookups: gene info', fixed: 'description: "[Brief] Does X. Use for lookups: gene info"' },
  { name: '{x} with a colon later (parsed, but misread)', fm: 'description: {tool} wrapper. Note: slow', description: '{tool} wrapper. Note: slow', fixed: 'description: "{tool} wrapper. Note: slow"' },
  { name: '{placeholder}', fm: 'description: {tool} wrapper for the CLI', description: '{tool} wrapper for the CLI', fixed: 'description: "{tool} wrapper for the CLI"' },
  { name: '@mention', fm: 'description: @claude helper for reviews', description: '@claude helper for reviews', fixed: 'description: "@claude helper for reviews"' },
  { name: 'backtick', fm: 'description: `pdftotext` wrapper', description: '`pdftotext` wrapper', fixed: 'description: "`pdftotext` wrapper"' },
  { name: 'prose that looks like a list', fm: 'description: - extracts text - fills forms', description: '- extracts text - fills forms', fixed: 'description: "- extracts text - fills forms"' },
  { name: 'percent', fm: 'description: % of coverage per file', description: '% of coverage per file', fixed: 'description: "% of coverage per file"' },
  { name: 'tag !', fm: 'description: !important rules for CSS', description: '!important rules for CSS', fixed: 'description: "!important rules for CSS"' },
  { name: '>= version', fm: 'compatibility: >=3.10 only: not 2.x\ndescription: d', description: 'd', fixed: 'compatibility: ">=3.10 only: not 2.x"' },
  { name: '--- inside a value', fm: 'description: Before --- after: both', description: 'Before --- after: both', fixed: 'description: "Before --- after: both"' },
  { name: 'argument-hint flow-looking', fm: 'description: d\nargument-hint: [file] [format]', description: 'd', fixed: 'argument-hint: "[file] [format]"' },
  { name: 'unknown key with colon', fm: 'description: d\nauthor: Jane: Doe', description: 'd', fixed: 'author: "Jane: Doe"' },
]

describe('recovery of broken frontmatter', () => {
  for (const shape of SHAPES) {
    it(`reads ${shape.name} as the text, and --fix writes the file that gives the same skill`, () => {
      const text = skillOf(shape.fm)
      const r = parse(text)
      expect(r.skill?.description).toBe(shape.description)
      const rec = recovered(r)
      expect(rec).toHaveLength(1)
      const fixedLine = shape.fixed.split('\n')[0]!
      const key = fixedLine.slice(0, fixedLine.indexOf(':'))
      // The line of the repaired value (not the closing ---), and a message naming the change.
      expect(rec[0]!.line).toBe(text.split('\n').findIndex(l => l.startsWith(`${key}:`)) + 1)
      expect(rec[0]!.column).toBe(fixedLine.indexOf(':') + 3)
      expect(rec[0]!.message).toContain(`the value of \`${key}\``)
      expect(rec[0]!.message).toContain(shape.fixed.split('\n').map(l => l.trim()).join(' ⏎ ').slice(0, 150))
      const { text: fixed, changes } = fixFrontmatter(text)
      expect(changes).toHaveLength(1)
      expect(fixed).toContain(shape.fixed)
      const again = parse(fixed)
      expect(recovered(again)).toEqual([])
      // The same skill (the body starts a line later when a block's text moved to its own line).
      expect({ ...again.skill, bodyLine: 0 }).toEqual({ ...r.skill, bodyLine: 0 })
      expect(again.skill!.body).toBe(r.skill!.body)
      expect(fixFrontmatter(fixed)).toEqual({ text: fixed, changes: [] })
    })
  }

  it('is a warning, and an error under strict (the spec wants valid YAML)', () => {
    const text = skillOf('description: Use when: x')
    expect(recovered(parse(text))[0]!.level).toBe('warning')
    const strict = parse(text, true)
    expect(strict.skill).toBeUndefined()
    expect(recovered(strict)[0]!.level).toBe('error')
  })

  it('repairs each broken value of a file and keeps the others as YAML reads them', () => {
    const text = skillOf([
      'description: | Use when: a user asks',
      'license: Apache-2.0: see LICENSE',
      'tags: [pdf, forms]',
      'keywords:',
      '  - extract text',
      '  - fill forms',
      'metadata:',
      '  author: me',
      'compatibility: "Node 20"',
    ].join('\n'))
    const r = parse(text)
    expect(recovered(r).map(d => d.line)).toEqual([3, 4])
    expect(r.skill).toMatchObject({
      description: 'Use when: a user asks',
      license: 'Apache-2.0: see LICENSE',
      tags: ['pdf', 'forms', 'extract text', 'fill forms'],
      compatibility: 'Node 20',
    })
  })

  it('keeps real lists lists: an indented block, a valid flow list, a list at the margin', () => {
    const r = parse(skillOf('description: Use when: lists\ntags: [a, b]\nkeywords:\n- c\n- d\nrequired-tools:\n  - Bash\n  - Read'))
    expect(r.skill).toMatchObject({ tags: ['a', 'b', 'c', 'd'], requires: { tools: ['Bash', 'Read'] } })
    expect(recovered(r)).toHaveLength(1)
  })

  it('keeps an alias to an earlier anchor (no fault of its own)', () => {
    const r = recoverYaml(['license: &lic MIT', 'description: Use when: x', 'x-license: *lic'])
    expect(r.error).toBeUndefined()
    expect(r.data).toEqual({ 'license': 'MIT', 'description': 'Use when: x', 'x-license': 'MIT' })
    expect(r.repairs!.map(p => p.key)).toEqual(['description'])
  })

  it('reads CRLF, a BOM and tabs, and fixes them keeping every other byte', () => {
    const text = '\uFEFF---\r\nname: demo\r\ndescription: Use when:\tthe user asks  \r\n# a comment\r\nlicense: MIT\r\n---\r\nbody one\r\nbody: two\n'
    const r = parse(text)
    expect(r.skill).toMatchObject({ description: 'Use when: the user asks', license: 'MIT', body: 'body one\nbody: two\n' })
    const { text: fixed, changes } = fixFrontmatter(text)
    expect(fixed).toBe('\uFEFF---\r\nname: demo\r\ndescription: "Use when:\tthe user asks"  \r\n# a comment\r\nlicense: MIT\r\n---\r\nbody one\r\nbody: two\n')
    expect(changes).toEqual([{ line: 3, key: 'description', problem: expect.stringContaining('`: `'), before: ['description: Use when:\tthe user asks  '], after: ['description: "Use when:\tthe user asks"  '] }])
    expect(parse(fixed).skill).toEqual(r.skill)
  })

  it('keeps the line ending of the line it splits (a block indicator with text, CRLF)', () => {
    const text = '---\r\nname: demo\r\ndescription: >- Use when x\r\n  and y\r\n---\r\n'
    const { text: fixed } = fixFrontmatter(text)
    expect(fixed).toBe('---\r\nname: demo\r\ndescription: >-\r\n  Use when x\r\n  and y\r\n---\r\n')
    expect(parse(fixed).skill?.description).toBe('Use when x and y')
  })

  it('reports YAML beyond repair on the line where the problem starts, not the closing ---', () => {
    const cases: Array<[string, number]> = [
      ['description: d\ntags: [a, b', 4],
      ['description: d\nmetadata: {a: 1\nlicense: MIT', 4],
      ['description: d\ndescription: again', 4],
      ['description: "unterminated\nlicense: MIT', 3],
      ['description: d\nmetadata: [a\nlicense: MIT', 4],
      ['description: d\nhooks: *nowhere', 4],
    ]
    for (const [fm, line] of cases) {
      const r = parse(skillOf(fm))
      expect(r.skill, fm).toBeUndefined()
      expect(r.diagnostics.map(d => `${d.code}@${d.line}`), fm).toEqual([`yaml-syntax@${line}`])
    }
  })

  it('never evaluates anything: a JS tag stays text', () => {
    const g = globalThis as { __loadoutRecoverPwned?: boolean }
    const fn = 'description: !!js/function "function () { globalThis.__loadoutRecoverPwned = true }"'
    const r = parse(skillOf(fn))
    expect(typeof r.skill!.description).toBe('string')
    expect(r.skill!.description).toBe(fn.slice('description: '.length))
    for (const fm of ['description: d\nx: !!js/undefined x: y', 'description: d\nx: !!js/regexp /a/: b']) parse(skillOf(fm))
    expect(g.__loadoutRecoverPwned).toBeUndefined()
  })
})

describe('frontmatter entries', () => {
  it('finds top-level keys, quoted ones too, and not list items, comments or indented lines', () => {
    expect(keyOf('description: x')).toEqual({ key: 'description', valueColumn: 13 })
    expect(keyOf('"odd key": x')).toEqual({ key: 'odd key', valueColumn: 11 })
    expect(keyOf('\'it\'\'s\': x')?.key).toBe('it\'s')
    expect(keyOf('tags:')).toEqual({ key: 'tags', valueColumn: 5 })
    for (const l of ['- item', '  nested: x', '# comment: x', 'prose without colon', 'url://x']) expect(keyOf(l), l).toBeUndefined()
  })

  it('splits a block into entries with their lines, and tells a scalar from a list at the margin', () => {
    const lines = ['# top', 'a: 1', 'b: |', '  text', '', 'tags:', '- x', 'c: y']
    const entries = splitEntries(lines)
    expect(entries.map(e => [e.key, e.line, e.end])).toEqual([['a', 1, 2], ['b', 2, 5], ['tags', 5, 7], ['c', 7, 8]])
    expect(valueLines(lines, entries[1]!)).toBe(4)
    expect(valueLines(lines, entries[2]!)).toBeUndefined()
  })

  it('parses YAML with a `---x` line inside the block (no early close)', () => {
    expect(parseYaml(['a: 1', '---x: 2'])).toEqual({ data: { 'a': 1, '---x': 2 } })
  })
})

describe('recovery bounds', () => {
  it('repairs at most MAX_REPAIRS values of a block, and reports the rest on the first one left', async () => {
    const { MAX_REPAIRS } = await import('../../src/core/limits')
    const few = Array.from({ length: MAX_REPAIRS }, (_, i) => `k${i}: a: b`)
    expect(recoverYaml(few).repairs).toHaveLength(MAX_REPAIRS)
    const many = Array.from({ length: 2000 }, (_, i) => `k${i}: a: b`)
    const r = recoverYaml(many)
    expect(r.error).toMatchObject({ kind: 'syntax', line: MAX_REPAIRS })
    // Thousands of aliases (each fails alone, not in context) before a broken value: the search stops, bounded.
    const aliases = ['a: &x v', ...Array.from({ length: 3000 }, (_, i) => `k${i}: *x`), 'z: a: b']
    expect(recoverYaml(aliases).error).toMatchObject({ kind: 'syntax', line: 3001 })
    expect(recoverYaml(['a: &x v', 'k: *x', 'z: a: b']).repairs).toHaveLength(1)
  })
})

describe('fixFrontmatter edge cases', () => {
  it('fixes a value of a block never closed, and leaves the rest (the missing --- is reported, not guessed)', () => {
    const text = '---\nname: demo\ndescription: Use when: x\n\n# Title\nbody\n'
    const { text: fixed, changes } = fixFrontmatter(text)
    expect(changes.map(c => c.line)).toEqual([3])
    expect(fixed).toBe('---\nname: demo\ndescription: "Use when: x"\n\n# Title\nbody\n')
    expect(parse(fixed).diagnostics.map(d => d.code)).toEqual(['frontmatter-unclosed'])
    expect(parse(fixed).skill?.description).toBe(parse(text).skill?.description)
  })

  it('keeps old Mac line endings, and changes nothing in files it cannot read', () => {
    const cr = '---\rname: demo\rdescription: Use when: x\r---\rbody\r'
    expect(fixFrontmatter(cr).text).toBe('---\rname: demo\rdescription: "Use when: x"\r---\rbody\r')
    for (const bad of ['# no frontmatter', '---js\n{}\n---\n', '---\nname: demo\ntags: [a\n---\n', '']) expect(fixFrontmatter(bad)).toEqual({ text: bad, changes: [] })
  })
})
