// Serving re-checks, at request time, what the compile's walk checked: a listed file swapped for a symbolic link (to a
// file outside the source, or through a folder), a FIFO or a file grown past the text limit is refused with a reason,
// at once, and nothing outside the source is served (issue 32, item 4).
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { sqlTables } from '../../src/core/export/sql'
import { readListedFile } from '../../src/core/fs/listed-file'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const SECRET = 'SECRET-OUTSIDE-THE-SOURCE'

/** A source with one skill listing references/notes.md, and a secret beside the source. */
function project(): string {
  return writeTree(tempDir('serve-files'), {
    'secret.md': `${SECRET}\n`,
    'elsewhere/notes.md': `${SECRET}\n`,
    'skills/docs/SKILL.md': skillMd('docs', 'Read the notes.', 'See [notes](references/notes.md).\n'),
    'skills/docs/references/notes.md': 'NOTES-SENTINEL\n',
  })
}

/** The project compiled and served from disk (as `loadout mcp` without --watch), and its read_resource tool. */
async function served(dir: string) {
  const loadout = await loadFromDisk({ root: dir, skills: ['skills'] })
  const readTool = loadout.tools().find(t => t.name === 'read_resource')!
  expect(await loadout.readResource('docs', 'references/notes.md')).toBe('NOTES-SENTINEL\n')
  return { loadout, read: () => readTool.execute({ skill: 'docs', path: 'references/notes.md' }) as Promise<Record<string, unknown>> }
}

const notes = (dir: string) => join(dir, 'skills/docs/references/notes.md')

describe('serving a listed file checks it again when it is read', () => {
  it('refuses a file swapped for a symbolic link to a file outside the source', async () => {
    const dir = project()
    const { loadout, read } = await served(dir)
    rmSync(notes(dir))
    symlinkSync(join(dir, 'secret.md'), notes(dir))
    await expect(loadout.readResource('docs', 'references/notes.md')).rejects.toThrow(/"docs\/references\/notes\.md" is now a symbolic link: not followed/)
    const answer = await read()
    expect(answer.error).toMatch(/symbolic link/)
    expect(JSON.stringify(answer)).not.toContain(SECRET)
  })

  it('refuses a file reached through a folder swapped for a symbolic link', async () => {
    const dir = project()
    const { loadout } = await served(dir)
    renameSync(join(dir, 'skills/docs/references'), join(dir, 'moved'))
    symlinkSync(join(dir, 'elsewhere'), join(dir, 'skills/docs/references'))
    await expect(loadout.readResource('docs', 'references/notes.md')).rejects.toThrow(/leads outside its skill source/)
  })

  it('answers a FIFO in the file\'s place with an error, without waiting for a writer', async () => {
    const dir = project()
    const { loadout, read } = await served(dir)
    rmSync(notes(dir))
    execFileSync('mkfifo', [notes(dir)])
    // Before the check, this read waited forever for a writer (the test's timeout ends it).
    await expect(loadout.readResource('docs', 'references/notes.md')).rejects.toThrow(/no longer a regular file/)
    expect((await read()).error).toMatch(/no longer a regular file/)
  }, 20_000)

  it('refuses a file that grew past the text limit since the compile, and one that is gone', async () => {
    const dir = project()
    const { loadout } = await served(dir)
    appendFileSync(notes(dir), 'x'.repeat(1_048_577))
    await expect(loadout.readResource('docs', 'references/notes.md')).rejects.toThrow(/more than 1048576 bytes/)
    rmSync(notes(dir))
    await expect(loadout.readResource('docs', 'references/notes.md')).rejects.toThrow(/missing on disk/)
  })

  it('checks the same when a build reads the files (the SQL export)', async () => {
    const dir = project()
    const result = await compile({ root: dir, skills: ['skills'] })
    rmSync(notes(dir))
    symlinkSync(join(dir, 'secret.md'), notes(dir))
    await expect(sqlTables(result)).rejects.toThrow(/symbolic link/)
  })

  it('reads a regular file inside the root, and refuses a root it is not under', () => {
    const dir = project()
    expect(readListedFile(notes(dir), join(dir, 'skills'))).toBe('NOTES-SENTINEL\n')
    mkdirSync(join(dir, 'other'))
    expect(() => readListedFile(notes(dir), join(dir, 'other'))).toThrow(/leads outside its skill source/)
  })
})
