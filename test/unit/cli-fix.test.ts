import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const BROKEN = '\uFEFF---\r\nname: pdf\r\ndescription: Use this skill when: the user asks about PDFs\r\n# keep me\r\nlicense: MIT\r\n---\r\n# PDF\r\nkey: value in the body\r\n'
const BLOCK = '---\nname: notes\ndescription: >- Write notes: short\n  and clear\n---\nbody\n'

function tree() {
  return writeTree(tempDir('cli-fix'), {
    'skills/pdf/SKILL.md': BROKEN,
    'skills/notes/SKILL.md': BLOCK,
    'skills/ok/SKILL.md': skillMd('ok', 'Fine.'),
  })
}

describe('loadout check --fix', () => {
  it('compiles recovered files with a yaml-recovered warning at file:line:col', async () => {
    const r = await runCli(['check', '--skills', 'skills'], tree())
    expect(r.code).toBe(0)
    expect(r.out.split('\n')).toEqual([
      'skills/notes/SKILL.md:3:14: warning: frontmatter is not valid YAML: the value of `description` has its text on the `>-` line, where YAML allows only the block indicator; read it as fixed, put the text on its own line: description: >- ⏎ Write notes: short (npx unplugin-loadout check --fix does it) [yaml-recovered]',
      'skills/pdf/SKILL.md:3:14: warning: frontmatter is not valid YAML: the value of `description` holds `: `, which YAML reads as the start of a mapping; read it as fixed, quote the value: description: "Use this skill when: the user asks about PDFs" (npx unplugin-loadout check --fix does it) [yaml-recovered]',
    ])
    const strict = await runCli(['check', '--skills', 'skills', '--strict'], tree())
    expect(strict.code).toBe(1)
  })

  it('--dry-run prints the diff and writes nothing', async () => {
    const dir = tree()
    const r = await runCli(['check', '--skills', 'skills', '--fix', '--dry-run'], dir)
    expect(r.code).toBe(0)
    expect(r.out).toContain('--- a/skills/pdf/SKILL.md\n+++ b/skills/pdf/SKILL.md\n@@ -3,1 +3,1 @@\n-description: Use this skill when: the user asks about PDFs\n+description: "Use this skill when: the user asks about PDFs"')
    expect(r.out).toContain('@@ -3,1 +3,2 @@\n-description: >- Write notes: short\n+description: >-\n+  Write notes: short')
    expect(readFileSync(join(dir, 'skills/pdf/SKILL.md'), 'utf8')).toBe(BROKEN)
    expect(readFileSync(join(dir, 'skills/notes/SKILL.md'), 'utf8')).toBe(BLOCK)
  })

  it('rewrites each file with the smallest change, prints each change, and is idempotent', async () => {
    const dir = tree()
    const entries = async () => (await compile({ root: dir })).data.entries.map(({ hash: _hash, ...e }) => e)
    const before = await entries()
    const r = await runCli(['check', '--skills', 'skills', '--fix'], dir)
    expect(r.code).toBe(0)
    expect(r.out.split('\n').sort()).toEqual([
      'skills/notes/SKILL.md:3: description: >- Write notes: short -> description: >-⏎  Write notes: short',
      'skills/pdf/SKILL.md:3: description: Use this skill when: the user asks about PDFs -> description: "Use this skill when: the user asks about PDFs"',
    ])
    expect(r.err).toBe('3 skill files found: 3 compiled, 0 skipped; 0 errors, 0 warnings')
    expect(readFileSync(join(dir, 'skills/pdf/SKILL.md'), 'utf8')).toBe(BROKEN.replace('description: Use this skill when: the user asks about PDFs', 'description: "Use this skill when: the user asks about PDFs"'))
    expect(readFileSync(join(dir, 'skills/notes/SKILL.md'), 'utf8')).toBe('---\nname: notes\ndescription: >-\n  Write notes: short\n  and clear\n---\nbody\n')
    const again = await runCli(['check', '--skills', 'skills', '--fix'], dir)
    expect(again.out).toBe('')
    // The same entries: only the hash of the file's bytes changed.
    expect(await entries()).toEqual(before)
  })
})

describe('loadout check --fix on a file it cannot fix faithfully', () => {
  it('leaves it as it is and says so', async () => {
    const text = '---\nname: odd\ndescription: ,\n?\n---\nbody\n'
    const dir = writeTree(tempDir('cli-fix-odd'), { 'skills/odd/SKILL.md': text })
    const r = await runCli(['check', '--skills', 'skills', '--fix'], dir)
    expect(r.err).toContain('skills/odd/SKILL.md: not fixed: the fixed file would not read as recovered')
    expect(readFileSync(join(dir, 'skills/odd/SKILL.md'), 'utf8')).toBe(text)
  })
})
