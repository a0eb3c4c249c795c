/**
 * The one source watcher (src/plugin/watch.ts) of `next dev` and `loadout mcp --watch`: the folders it watches follow
 * the compiler's folder rules, a change settles into one call, and a folder added after the start is watched too.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { foldersUnder, watchSources } from '../../src/plugin/watch'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

/** Resolves when `check` holds, polling every 20 ms; fails after a wide timeout (no test depends on speed). */
async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise(r => setTimeout(r, 20))
  }
}

describe('foldersUnder', () => {
  it('lists the folders a compile enters: dot-folders yes, node_modules and skill-less build output no', () => {
    const root = writeTree(tempDir('watch-folders'), {
      'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app.'),
      'skills/deploy/scripts/run.sh': 'echo',
      'skills/.claude/notes/SKILL.md': skillMd('notes', 'Write notes.'),
      'skills/node_modules/pkg/index.js': '',
      'skills/dist/bundle.js': '',
      'skills/build/SKILL.md': skillMd('build', 'Build the app.'),
    })
    const dir = join(root, 'skills')
    expect(foldersUnder(dir).map(d => d.slice(dir.length)).sort()).toEqual(['', '/.claude', '/.claude/notes', '/build', '/deploy', '/deploy/scripts'])
    expect(foldersUnder(join(root, 'missing'))).toEqual([join(root, 'missing')])
  })
})

describe('watchSources', () => {
  it('settles a change into one call, names the paths, and watches a folder added since', async () => {
    const root = writeTree(tempDir('watch-sources'), { 'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app.') })
    const dir = join(root, 'skills')
    const events: string[] = []
    let settled = 0
    const watcher = watchSources([dir], { onEvent: p => events.push(p), onSettled: () => void settled++, debounceMs: 50 })
    try {
      writeFileSync(join(dir, 'deploy/SKILL.md'), skillMd('deploy', 'Deploy the app, now.'))
      await until(() => settled >= 1, 'the edit')
      expect(events).toContain(join(dir, 'deploy/SKILL.md'))
      const before = settled
      mkdirSync(join(dir, 'review'))
      await until(() => settled > before, 'the new folder')
      // The folder added is watched now: a file written in it is seen (a watcher on `skills/` alone would not).
      writeFileSync(join(dir, 'review/SKILL.md'), skillMd('review', 'Review code.'))
      await until(() => events.includes(join(dir, 'review/SKILL.md')), 'the file in the new folder')
    }
    finally {
      watcher.close()
    }
  })
})
