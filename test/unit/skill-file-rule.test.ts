/**
 * The one rule of which files belong to a skill (src/core/compile/skill-files.ts), which the walk, link resolution, publishing
 * and pulling share (issue 39): the paths of its repros, and the rule checked against a plain restatement of it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fileFolderConflicts, IGNORED_FOLDERS, isSkillFile, looksSecret, skillFileRefusal } from '../../src/core/compile/skill-files'
import { MAX_SEGMENT_BYTES } from '../../src/core/limits'

describe('skillFileRefusal', () => {
  it.each([
    '.git/HEAD', '.git/config', '.git/objects/info/packs', 'node_modules/x/index.js', '.env', 'scripts/.bashrc',
    'references/.hidden/x.md', '.private/notes.md', '.ssh/authorized_keys', 'venv/bin/python', 'a/__pycache__/b.pyc',
    'references/CON', 'aux.md', 'assets/com1.txt', 'LPT9', 'nul.tar.gz', 'Prn',
    `references/${'x'.repeat(256)}.md`, `${'é'.repeat(128)}`,
  ])('refuses %s', (path) => {
    expect(skillFileRefusal(path)).toBeTypeOf('string')
    expect(isSkillFile(path)).toBe(false)
  })

  it.each([
    'SKILL.md', 'references/api.md', 'scripts/run.py', 'assets/logo.png', 'examples/a/b.md', 'LICENSE', 'console.md',
    'references/aux-tools.md', 'com10.txt', 'a.b/c', 'env', 'references/x..md', `${'x'.repeat(255)}`, `${'é'.repeat(127)}`,
    'dist/out.js', 'build/x', '名前.md',
  ])('accepts %s', (path) => {
    expect(skillFileRefusal(path)).toBeUndefined()
  })

  it('says which segment and why', () => {
    expect(skillFileRefusal('scripts/.bashrc')).toMatch(/"\.bashrc" starts with a dot/)
    expect(skillFileRefusal('x/node_modules/y')).toMatch(/"node_modules" is a folder skills are never read from/)
    expect(skillFileRefusal('references/CON')).toMatch(/"CON" is a Windows device name/)
    expect(skillFileRefusal('a'.repeat(MAX_SEGMENT_BYTES + 1))).toMatch(/longer than 255 bytes/)
  })

  it('counts a segment in UTF-8 bytes (an astral character is 4, a lone surrogate 3)', () => {
    expect(isSkillFile(`${'😀'.repeat(63)}abc`)).toBe(true) // 252 + 3
    expect(isSkillFile('😀'.repeat(64))).toBe(false) // 256
    expect(isSkillFile('\uD800'.repeat(85))).toBe(true) // 255
    expect(isSkillFile('\uD800'.repeat(86))).toBe(false)
  })

  it('agrees with the rule restated plainly, on any path', () => {
    const segment = fc.oneof(
      fc.constantFrom('.env', '.git', 'node_modules', 'venv', 'CON', 'aux.md', 'com3.txt', 'references', 'a', 'x.md'),
      fc.string({ minLength: 1, maxLength: 300 }).filter(s => !s.includes('/')),
    )
    fc.assert(fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
      const plain = segments.every(s => !s.startsWith('.') && !IGNORED_FOLDERS.has(s)
        && !/^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\..*)?$/i.test(s)
        && new TextEncoder().encode(s).length <= MAX_SEGMENT_BYTES)
      expect(isSkillFile(segments.join('/'))).toBe(plain)
    }))
  })
})

describe('fileFolderConflicts', () => {
  it('finds a path that is both a file and a folder, in any letter case', () => {
    expect(fileFolderConflicts(['SKILL.md', 'references', 'references/x.md'])).toEqual(['references'])
    expect(fileFolderConflicts(['SKILL.md', 'SKILL.md/x'])).toEqual(['SKILL.md'])
    expect(fileFolderConflicts(['SKILL.md', 'Refs', 'refs/a/b.md'])).toEqual(['Refs'])
    expect(fileFolderConflicts(['SKILL.md', 'references/x.md', 'references/y.md', 'referencesx'])).toEqual([])
  })
})

describe('looksSecret', () => {
  it.each(['id_rsa', 'keys/id_ed25519', 'server.pem', 'tls.key', 'credentials', 'credentials.json', '.env', '.env.local', 'secrets.yaml', 'cert.p12', '.npmrc'])('%s looks like a secret', (path) => {
    expect(looksSecret(path)).toBe(true)
  })
  it.each(['SKILL.md', 'references/keys.md', 'id_rsa.pub', 'scripts/credential_check.py', 'environment.md', 'keyboard.txt'])('%s does not', (path) => {
    expect(looksSecret(path)).toBe(false)
  })
})
