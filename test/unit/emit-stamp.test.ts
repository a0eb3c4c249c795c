/**
 * `emitLoadout` (the Next.js helper and `loadout build`) skips a compile when its inputs are unchanged: every option
 * that changes the output is one of those inputs (a `pinned`, `glossary` or `includeSensitive` change re-emits).
 */
import { describe, expect, it } from 'vitest'
import { emitLoadout } from '../../src/next'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

describe('emitLoadout\'s input stamp', () => {
  it('re-emits when an option that changes the output changes, and only then', async () => {
    const root = writeTree(tempDir('emit-stamp'), {
      'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app to production.'),
      'skills/deploy/certs/ca.pem': 'PEM',
      'skills/notes/SKILL.md': skillMd('notes', 'Write meeting notes.'),
    })
    const emit = async (extra: Record<string, unknown>) => (await emitLoadout({ root, skills: ['skills'], ...extra })).compiled
    expect(await emit({})).toBe(true)
    expect(await emit({})).toBe(false)
    expect(await emit({ pinned: ['notes'] })).toBe(true)
    expect(await emit({ pinned: ['notes'] })).toBe(false)
    expect(await emit({ pinned: ['notes'], glossary: false })).toBe(true)
    expect(await emit({ pinned: ['notes'], glossary: false, includeSensitive: ['deploy/certs/ca.pem'] })).toBe(true)
    expect(await emit({ pinned: ['notes'], glossary: false, includeSensitive: ['deploy/certs/ca.pem'] })).toBe(false)
  })
})
