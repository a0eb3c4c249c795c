import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

describe('loadout without --skills', () => {
  it('uses the conventional folders that exist, in precedence order, and says which', async () => {
    const dir = tempDir('cli-conventional')
    writeTree(dir, {
      'skills/a/SKILL.md': skillMd('a', 'Skill a.'),
      '.claude/skills/b/SKILL.md': skillMd('b', 'Skill b.'),
      '.claude/skills/a/SKILL.md': skillMd('a', 'Shadowed by skills/a.'),
    })
    const r = await runCli(['check', '--json'], dir)
    expect(r.err).toBe('loadout: using skills/, .claude/skills/ (no --skills given)\n3 skill files found: 3 compiled (1 shadowed), 0 skipped; 0 errors, 1 warning')
    const json = JSON.parse(r.out)
    expect(json.found).toEqual(['skills/a/SKILL.md', '.claude/skills/a/SKILL.md', '.claude/skills/b/SKILL.md'])
    expect(json.diagnostics.map((d: any) => `${d.code} ${d.file}`)).toEqual(['shadowed .claude/skills/a/SKILL.md'])
    const only = tempDir('cli-agents')
    writeTree(only, { '.agents/skills/c/SKILL.md': skillMd('c', 'Skill c.') })
    const m = await runCli(['match', 'skill c', '--json'], only)
    expect(m.err).toBe('loadout: using .agents/skills/ (no --skills given)\n1 skill file found: 1 compiled, 0 skipped; 0 errors, 0 warnings')
    expect(JSON.parse(m.out).map((x: any) => x.id)).toEqual(['c'])
  })

  it('is a usage error (exit 2, one line, no file:line:col) when none exists, or a --skills folder is missing', async () => {
    const dir = tempDir('cli-none')
    const none = await runCli(['check'], dir)
    expect(none.code).toBe(2)
    expect(none.err).toBe(`loadout: no skill folder found in ${dir} (give --skills DIR, or put skills in skills/, .agents/skills/, .claude/skills/)`)
    const missing = await runCli(['inspect', '--skills', 'nope'], dir)
    expect(missing.code).toBe(2)
    expect(missing.err).toBe('loadout: --skills nope: no such folder (give --skills DIR, or put skills in skills/, .agents/skills/, .claude/skills/)')
    expect(missing.err).not.toMatch(/:1:1/)
    expect(missing.out).toBe('')
  })
})

describe('--skip-invalid on the commands that compile', () => {
  it('build, inspect and match skip the broken skill and exit 0; without it they exit 1 naming it', async () => {
    const dir = tempDir('cli-skip')
    writeTree(dir, { 'skills/ok/SKILL.md': skillMd('ok', 'Parse server logs.'), 'skills/bad/SKILL.md': '---\nname: bad\n---\n' })
    const build = await runCli(['build', '--skills', 'skills', '--out', 'gen'], dir)
    expect(build.code).toBe(1)
    expect(build.err).toContain('skills/bad/SKILL.md:1:1: error:')
    expect((await runCli(['build', '--skills', 'skills', '--out', 'gen', '--skip-invalid'], dir)).code).toBe(0)
    const inspect = await runCli(['inspect', '--skills', 'skills', '--json'], dir)
    expect(inspect.code).toBe(1)
    const skipped = await runCli(['inspect', '--skills', 'skills', '--json', '--skip-invalid'], dir)
    expect(skipped.code).toBe(0)
    expect(JSON.parse(skipped.out).report.entries.map((e: any) => e.id)).toEqual(['ok'])
    expect(skipped.err).toMatch(/^skills\/bad\/SKILL\.md:1:1: warning: .*\(skill skipped: skipInvalid\) \[missing-description\]\n2 skill files found: 1 compiled, 1 skipped; 0 errors, 1 warning$/)
    const match = await runCli(['match', 'server logs', '--skills', 'skills', '--skip-invalid'], dir)
    expect(match.code).toBe(0)
    expect(match.err).toContain('skills/bad/SKILL.md:1:1: warning:')
  })
})
