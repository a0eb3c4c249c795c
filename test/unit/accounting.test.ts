import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const ROOT = typeof process.getuid === 'function' && process.getuid() === 0
if (ROOT) console.warn('note: running as root, chmod 000 does not stop reads: the unreadable-file case is skipped (readSkillBytes is tested on a folder instead)')

/** A tree with every kind of bad file beside good ones, in two sources. */
function badTree(): string {
  const dir = tempDir('accounting')
  writeTree(dir, {
    'skills/good/SKILL.md': skillMd('good', 'Parse server logs and find errors.'),
    'skills/good/examples/inner/SKILL.md': skillMd('inner', 'A skill nested in another skill folder.'),
    'skills/team/good/SKILL.md': skillMd('good', 'Another skill named good, in another folder.'),
    'skills/.agents/skills/dotted/SKILL.md': skillMd('dotted', 'Found inside a dot-folder.'),
    'skills/build/SKILL.md': skillMd('build', 'A skill named build is a skill, not build output.'),
    'skills/yaml/SKILL.md': '---\nname: yaml\ndescription: "unterminated\n---\nbody\n',
    'skills/nodesc/SKILL.md': '---\nname: nodesc\n---\nbody\n',
    'skills/nul/SKILL.md': '---\nname: nul\ndescription: Has NUL bytes.\n---\n\0\0\0',
    'skills/latin1/SKILL.md': Buffer.from([0x2D, 0x2D, 0x2D, 0x0A, 0xFF, 0xFE, 0xE9, 0x0A]),
    'skills/empty/SKILL.md': '',
    'skills/big/SKILL.md': skillMd('big', 'Too big.', 'x'.repeat(1_100_000)),
    'skills/Dup/SKILL.md': skillMd('dup', 'First of two ids that differ in case.'),
    'skills/dup/SKILL.md': skillMd('dup', 'Second of two ids that differ in case.'),
    // Never entered: version control, dependencies, build output.
    'skills/.git/skills/x/SKILL.md': skillMd('x', 'In .git.'),
    'skills/node_modules/pkg/skills/n/SKILL.md': skillMd('n', 'In node_modules.'),
    'skills/dist/d/SKILL.md': skillMd('d', 'In dist.'),
    'skills/.venv/lib/v/SKILL.md': skillMd('v', 'In a venv.'),
    'user/good/SKILL.md': skillMd('good', 'Shadowed by the first source.'),
  })
  mkdirSync(join(dir, 'skills/odd/SKILL.md'), { recursive: true })
  mkdirSync(join(dir, 'skills/linked'))
  symlinkSync(join(dir, 'skills/good/SKILL.md'), join(dir, 'skills/linked/SKILL.md'))
  return dir
}

const FOUND = [
  'skills/.agents/skills/dotted/SKILL.md',
  'skills/big/SKILL.md',
  'skills/build/SKILL.md',
  'skills/Dup/SKILL.md',
  'skills/dup/SKILL.md',
  'skills/empty/SKILL.md',
  'skills/good/examples/inner/SKILL.md',
  'skills/good/SKILL.md',
  'skills/latin1/SKILL.md',
  'skills/linked/SKILL.md',
  'skills/nodesc/SKILL.md',
  'skills/nul/SKILL.md',
  'skills/odd/SKILL.md',
  'skills/team/good/SKILL.md',
  'skills/yaml/SKILL.md',
  'user/good/SKILL.md',
]

const SKIPPED = [
  ['skills/big/SKILL.md', 'file-too-large'],
  ['skills/dup/SKILL.md', 'duplicate-id'],
  ['skills/empty/SKILL.md', 'missing-frontmatter'],
  ['skills/latin1/SKILL.md', 'invalid-utf8'],
  ['skills/linked/SKILL.md', 'symlink'],
  ['skills/nodesc/SKILL.md', 'missing-description'],
  ['skills/nul/SKILL.md', 'binary-file'],
  ['skills/odd/SKILL.md', 'not-a-file'],
  ['skills/yaml/SKILL.md', 'yaml-syntax'],
]

/** The skipped files that are errors: all but the symbolic link, a warning (never followed, as ever). */
const SKIPPED_ERRORS = SKIPPED.filter(([, code]) => code !== 'symlink')

describe('check --json accounting', () => {
  it('accounts for every skill file: found = compiled (shadowed included) + skipped', async () => {
    const dir = badTree()
    const r = await runCli(['check', '--skills', 'skills', '--skills', 'user', '--json'], dir)
    expect(r.code).toBe(1)
    const json = JSON.parse(r.out)
    expect([...json.found].sort()).toEqual([...FOUND].sort())
    expect(json.skipped.map((s: any) => [s.file, s.code]).sort()).toEqual(SKIPPED)
    for (const s of json.skipped) expect(s.message).toEqual(expect.any(String))
    expect(json.found.length).toBe(json.skills + json.skipped.length)
    expect(json.skills).toBe(7)
    expect(json.errors).toBe(SKIPPED_ERRORS.length)
    // Each skipped file has an error naming it; the other skills still compiled.
    const errors = json.diagnostics.filter((d: any) => d.level === 'error').map((d: any) => d.file).sort()
    expect(errors).toEqual(SKIPPED_ERRORS.map(s => s[0]))
    const warnings = json.diagnostics.filter((d: any) => d.level === 'warning').map((d: any) => `${d.code} ${d.file}`)
    expect(warnings).toEqual(expect.arrayContaining(['shadowed user/good/SKILL.md', 'name-collision skills/team/good/SKILL.md', 'symlink skills/linked/SKILL.md']))

    const text = await runCli(['check', '--skills', 'skills', '--skills', 'user'], dir)
    expect(text.err).toBe(`16 skill files found: 7 compiled (1 shadowed), 9 skipped; 8 errors, ${warnings.length} warnings`)
  })

  it('--skip-invalid skips them with a warning each naming the file and why, and exits 0', async () => {
    const dir = badTree()
    const r = await runCli(['check', '--skills', 'skills', '--skills', 'user', '--skip-invalid', '--json'], dir)
    expect(r.code).toBe(0)
    const json = JSON.parse(r.out)
    expect(json.errors).toBe(0)
    expect(json.skipped.map((s: any) => [s.file, s.code]).sort()).toEqual(SKIPPED)
    const skippedWarnings = json.diagnostics.filter((d: any) => d.message.endsWith('(skill skipped: skipInvalid)'))
    expect(skippedWarnings.map((d: any) => [d.file, d.code]).sort()).toEqual(SKIPPED_ERRORS)
    expect(skippedWarnings.every((d: any) => d.level === 'warning')).toBe(true)
    const text = await runCli(['check', '--skills', 'skills', '--skills', 'user', '--skip-invalid'], dir)
    expect(text.out).toMatch(/^skills\/nodesc\/SKILL\.md:1:1: warning: .*\(skill skipped: skipInvalid\) \[missing-description\]$/m)
  })

  it('skipInvalid per source: only that source\'s bad files are skipped', async () => {
    const dir = tempDir('accounting-per-source')
    writeTree(dir, {
      'skills/ok/SKILL.md': skillMd('ok', 'Fine.'),
      'skills/bad/SKILL.md': '---\nname: bad\n---\n',
      'vendor/skills/v-ok/SKILL.md': skillMd('v-ok', 'Fine too.'),
      'vendor/skills/v-bad/SKILL.md': '---\nname: v-bad\n---\n',
    })
    const r = await compile({ root: dir, skills: ['skills', { dir: 'vendor/skills', skipInvalid: true }] })
    const levels = r.diagnostics.map(d => `${d.level} ${d.code} ${d.file.slice(dir.length + 1)}`)
    expect(levels).toEqual(['error missing-description skills/bad/SKILL.md', 'warning missing-description vendor/skills/v-bad/SKILL.md'])
    // Plugin-wide skipInvalid, overridden by a source that wants errors.
    const wide = await compile({ root: dir, skipInvalid: true, skills: [{ dir: 'skills', skipInvalid: false }, 'vendor/skills'] })
    expect(wide.errorCount).toBe(1)
    expect(wide.skipped.map(s => s.file.slice(dir.length + 1))).toEqual(['skills/bad/SKILL.md', 'vendor/skills/v-bad/SKILL.md'])
    expect(wide.data.entries.map(e => e.id)).toEqual(['ok', 'v-ok'])
  })

  it('a folder or file whose name is not UTF-8 is reported, never dropped: found = compiled + skipped', async () => {
    const dir = writeTree(tempDir('accounting-utf8'), { 'skills/ok/SKILL.md': skillMd('ok', 'Fine.', 'See [x](references/x.md).\n'), 'skills/ok/references/x.md': 'x\n' })
    const bytes = (rel: string) => Buffer.concat([Buffer.from(`${dir}/skills/`), Buffer.from(rel, 'latin1')])
    mkdirSync(bytes('caf\xE9'))
    writeFileSync(Buffer.concat([bytes('caf\xE9'), Buffer.from('/SKILL.md')]), skillMd('cafe', 'Coffee.'))
    mkdirSync(bytes('bin\xFF'))
    writeFileSync(Buffer.concat([bytes('ok/references/n\xFF.md')]), 'x\n')
    const r = await runCli(['check', '--skills', 'skills', '--json'], dir)
    const json = JSON.parse(r.out)
    expect(json.found).toEqual(['skills/caf\\xe9/SKILL.md', 'skills/ok/SKILL.md'])
    expect(json.skipped).toEqual([{ file: 'skills/caf\\xe9/SKILL.md', code: 'invalid-utf8-name', message: 'the skill folder\'s name is not valid UTF-8: not read (rename it)' }])
    expect(json.found.length).toBe(json.skills + json.skipped.length)
    expect(json.diagnostics.map((d: any) => `${d.level} ${d.code} ${d.file}`)).toEqual([
      'warning invalid-utf8-name skills/bin\\xff',
      'error invalid-utf8-name skills/caf\\xe9/SKILL.md',
      'warning invalid-utf8-name skills/ok/references/n\\xff.md',
    ])
    expect(r.code).toBe(1)
  })

  it.skipIf(ROOT)('an unreadable file (chmod 000) is skipped with an unreadable error', async () => {
    const dir = tempDir('accounting-unreadable')
    writeTree(dir, { 'skills/ok/SKILL.md': skillMd('ok', 'Fine.'), 'skills/locked/SKILL.md': skillMd('locked', 'Locked.') })
    chmodSync(join(dir, 'skills/locked/SKILL.md'), 0)
    const r = await compile({ root: dir })
    expect(r.skipped.map(s => s.code)).toEqual(['unreadable'])
    expect(r.data.entries.map(e => e.id)).toEqual(['ok'])
  })
})

describe('loadFromDisk with skipInvalid', () => {
  it('loads the good skills and keeps the skipped file\'s warning; without it, throws naming the file', async () => {
    const { loadFromDisk } = await import('../../src/api')
    const dir = tempDir('accounting-api')
    writeTree(dir, { 'skills/ok/SKILL.md': skillMd('ok', 'Parse server logs.'), 'skills/bad/SKILL.md': '---\nname: bad\n---\n' })
    await expect(loadFromDisk({ root: dir })).rejects.toThrow(/skills\/bad\/SKILL\.md:1:1: error: .*\[missing-description\]/)
    const loadout = await loadFromDisk({ root: dir, skipInvalid: true })
    expect(loadout.entries.map(e => e.id)).toEqual(['ok'])
    expect((await loadout.load('ok')).body).toContain('Body of ok.')
    expect(loadout.diagnostics.map(d => `${d.level} ${d.code} ${d.file.slice(dir.length + 1)}`)).toEqual(['warning missing-description skills/bad/SKILL.md'])
  })
})
