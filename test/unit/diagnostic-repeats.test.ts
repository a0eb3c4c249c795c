// One problem, one warning: a Markdown file that several skills link to is read for links once per skill, and its
// missing link must be reported (and counted) once, so `check`'s total and the plugin's tally agree.
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { type Diagnostic, dropRepeats } from '../../src/core/diagnostics'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

describe('repeated diagnostics', () => {
  it('a shared page with a missing link, linked from three skills: one link-missing warning', async () => {
    const root = writeTree(tempDir('repeats'), {
      'skills/shared/SKILL.md': `${skillMd('shared', 'Shared conventions for mail triage.')}\nSee [gone](../gone/SKILL.md).\n`,
      'skills/a/SKILL.md': `${skillMd('a', 'Triage an inbox.')}\nRead [the conventions](../shared/SKILL.md).\n`,
      'skills/b/SKILL.md': `${skillMd('b', 'Reply to a thread.')}\nRead [the conventions](../shared/SKILL.md).\n`,
    })
    const result = await compile({ root, skills: ['skills'] })
    const missing = result.diagnostics.filter(d => d.code === 'link-missing')
    expect(missing.map(d => d.message)).toEqual(['link "../gone/SKILL.md" is dropped: ../gone/SKILL.md does not exist'])
  })

  it('keeps diagnostics that differ in place, code or words', () => {
    const d = (line: number, code: string, message: string): Diagnostic => ({ level: 'warning', code, message, file: '/s/x/SKILL.md', line, column: 1 })
    const list = [d(3, 'link-missing', 'm'), d(3, 'link-missing', 'm'), d(4, 'link-missing', 'm'), d(3, 'link-escape', 'm'), d(3, 'link-missing', 'n')]
    expect(dropRepeats(list)).toEqual([d(3, 'link-missing', 'm'), d(4, 'link-missing', 'm'), d(3, 'link-escape', 'm'), d(3, 'link-missing', 'n')])
  })
})
