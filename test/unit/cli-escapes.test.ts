// Names, ids and folder names reach a terminal escaped: a skill cannot set colours or the window title, and a folder
// name holding a newline cannot forge a line of the report (issue 32, item 7).
import { describe, expect, it } from 'vitest'
import { formatDiagnostic } from '../../src/core/diagnostics'
import { printable } from '../../src/core/printable'
import { runCli } from '../helpers/cli'
import { tempDir, writeTree } from '../helpers/fixtures'

/** Any character a terminal acts on (C0 but the newline, DEL, C1, bidi controls). */
const RAW_CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/
const TITLE = 'evil\x1B]0;pwned\x07'
const FORGED = 'two\nskills/x/SKILL.md:1:1: error: forged [fake]'

function hostile(): string {
  return writeTree(tempDir('cli-escapes'), {
    [`skills/${TITLE}/SKILL.md`]: '---\nname: "red\\e[31m\\u202e"\ndescription: Fill PDF forms quickly, flatten PDF forms\n---\nFill the PDF form.\n',
    [`skills/${FORGED}/SKILL.md`]: '---\nname: two\ndescription: Fill PDF forms and sign PDF forms\n---\nSign the PDF form.\n',
  })
}

describe('printable', () => {
  it('shows control characters as escapes, and keeps the rest', () => {
    expect(printable('a\x1B[31mb\x07\n\r\tc\x7F\x9B\u202Ed é 技')).toBe('a\\x1b[31mb\\x07\\n\\r\\tc\\u007f\\u009b\\u202ed é 技')
    expect(printable('a\nb\x1B', true)).toBe('a\nb\\x1b')
  })
  it('keeps JSON valid and equal, as JSON escapes', () => {
    const value = { id: 'a\x7F\x9B\u202E\x1B\nb' }
    expect(JSON.parse(printable(JSON.stringify(value, null, 2), true))).toEqual(value)
  })
  it('makes every diagnostic one line', () => {
    const line = formatDiagnostic({ level: 'warning', code: 'x', message: `name "${TITLE}"`, file: `/a/${FORGED}/SKILL.md`, line: 1, column: 1 }, '/a')
    expect(line).not.toMatch(RAW_CONTROL)
    expect(line.split('\n')).toHaveLength(1)
    expect(line).toBe('two\\nskills/x/SKILL.md:1:1: error: forged [fake]/SKILL.md:1:1: warning: name "evil\\x1b]0;pwned\\x07" [x]')
  })
})

describe('the CLI escapes what skills hold', () => {
  const dir = hostile()

  it('check: one line per diagnostic, nothing raw', async () => {
    const r = await runCli(['check', '--skills', 'skills'], dir)
    const json = JSON.parse((await runCli(['check', '--skills', 'skills', '--json'], dir)).out)
    expect(json.diagnostics.length).toBeGreaterThan(2)
    const lines = r.out.split('\n')
    expect(lines).toHaveLength(json.diagnostics.length)
    for (const line of lines) expect(line).toMatch(/^skills\/.*:\d+:\d+: (?:warning|error): .* \[[a-z-]+\]$/)
    expect(r.out + r.err).not.toMatch(RAW_CONTROL)
    expect(r.out).toContain('skills/evil\\x1b]0;pwned\\x07/SKILL.md')
    expect(r.out).not.toMatch(/^skills\/x\/SKILL\.md/m)
    // --json keeps the names as they are: JSON escaping covers them.
    expect(json.found).toContain(`skills/${FORGED}/SKILL.md`)
  })

  it('match, inspect and explain: ids escaped, one row each', async () => {
    const match = await runCli(['match', 'fill pdf forms', '--skills', 'skills'], dir)
    expect(match.out).toContain('evil\\x1b]0;pwned\\x07')
    expect(match.out.split('\n')).toHaveLength(3)
    const inspect = await runCli(['inspect', '--skills', 'skills'], dir)
    expect(inspect.out).toContain('two\\nskills/x/SKILL.md:1:1: error: forged [fake]')
    const explain = await runCli(['explain', 'fill pdf forms', '--skills', 'skills'], dir)
    for (const r of [match, inspect, explain]) {
      expect(r.out + r.err).not.toMatch(RAW_CONTROL)
      expect(r.out).not.toMatch(/^skills\/x\/SKILL\.md/m)
    }
    expect(JSON.parse((await runCli(['match', 'fill pdf forms', '--skills', 'skills', '--json'], dir)).out).map((m: { id: string }) => m.id)).toContain(TITLE)
  })
})
