// The one rule for "is this path inside that folder": links, run_script, the plugin's and `mcp --watch`'s watchers.
import { join, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isWithin, toPosix } from '../../src/core/fs/paths'

const root = resolve('/skills/deploy')

describe('isWithin', () => {
  it('holds for the folder itself and anything under it', () => {
    expect(isWithin(root, root)).toBe(true)
    expect(isWithin(join(root, 'SKILL.md'), root)).toBe(true)
    expect(isWithin(join(root, 'references', 'a', 'b.md'), root)).toBe(true)
  })

  it('takes a file or folder whose name starts with two dots as inside (the old copy in the plugin did not)', () => {
    expect(isWithin(join(root, '..x'), root)).toBe(true)
    expect(isWithin(join(root, '..x', 'notes.md'), root)).toBe(true)
  })

  it('refuses the parent, siblings that share a prefix, and paths that climb out', () => {
    expect(isWithin(resolve(root, '..'), root)).toBe(false)
    expect(isWithin(`${root}-old${sep}SKILL.md`, root)).toBe(false)
    expect(isWithin(resolve(root, '../other/SKILL.md'), root)).toBe(false)
    expect(isWithin(join(root, '..', '..', 'etc', 'passwd'), root)).toBe(false)
  })

  it('spells platform paths with forward slashes', () => {
    expect(toPosix(join('a', 'b', 'c.md'))).toBe('a/b/c.md')
  })
})
