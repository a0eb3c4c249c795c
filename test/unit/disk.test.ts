/**
 * `readTransient`: the reads a compile makes of skill files and the Markdown files they list, into one reused buffer;
 * `writeFileAtomic`: every file the package writes (the lockfile, the pull cache, the well-known tree).
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTransient, temporaryPath, writeFileAtomic } from '../../src/core/fs/disk'
import { tempDir } from '../helpers/fixtures'

describe('readTransient', () => {
  it('reads each file whole, whatever the size its stat gave, through one reused buffer', () => {
    const dir = tempDir('disk-transient')
    const files = { small: 'tiny\n', large: 'x'.repeat(200_000), empty: '' }
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    for (const [name, text] of Object.entries(files)) {
      expect(readTransient(join(dir, name), text.length).toString('latin1')).toBe(text)
      // A stale size (the file grew, or shrank, since its stat): still the whole file, never more.
      expect(readTransient(join(dir, name), 3).toString('latin1')).toBe(text)
      expect(readTransient(join(dir, name), text.length + 70_000).toString('latin1')).toBe(text)
    }
    appendFileSync(join(dir, 'small'), 'more\n')
    expect(readTransient(join(dir, 'small'), statSync(join(dir, 'small')).size).toString('latin1')).toBe('tiny\nmore\n')
  })

  it('throws for a missing file or a folder, and reads a FIFO with no writer as empty instead of waiting', () => {
    const dir = tempDir('disk-transient-odd')
    expect(() => readTransient(join(dir, 'missing'), 0)).toThrow(/ENOENT/)
    expect(() => readTransient(dir, 0)).toThrow(/EISDIR/)
    if (process.platform === 'win32') return
    execFileSync('mkfifo', [join(dir, 'pipe')])
    expect(readTransient(join(dir, 'pipe'), 0).length).toBe(0)
  })
})

describe('writeFileAtomic', () => {
  it('writes text or bytes whole through a temporary file beside it, leaving nothing else behind', async () => {
    const dir = tempDir('disk-atomic')
    const file = join(dir, 'out.json')
    expect(await writeFileAtomic(file, '{"a":1}\n')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n')
    expect(await writeFileAtomic(file, new Uint8Array([0, 1, 2, 255]))).toBe(true)
    expect([...readFileSync(file)]).toEqual([0, 1, 2, 255])
    expect(readdirSync(dir)).toEqual(['out.json'])
  })

  it('with skipUnchanged, leaves a file that holds the same bytes alone (its mtime stays) and writes one that differs', async () => {
    const dir = tempDir('disk-atomic-same')
    const file = join(dir, 'lock.json')
    writeFileSync(file, 'same\n')
    const past = new Date(Date.now() - 60_000)
    utimesSync(file, past, past)
    const before = statSync(file).mtimeMs
    expect(await writeFileAtomic(file, 'same\n', { skipUnchanged: true })).toBe(false)
    expect(await writeFileAtomic(file, Buffer.from('same\n'), { skipUnchanged: true })).toBe(false)
    expect(statSync(file).mtimeMs).toBe(before)
    // Without the option the same bytes are written again.
    expect(await writeFileAtomic(file, 'same\n')).toBe(true)
    expect(statSync(file).mtimeMs).not.toBe(before)
    expect(await writeFileAtomic(file, 'other\n', { skipUnchanged: true })).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('other\n')
    // A missing file is written.
    expect(await writeFileAtomic(join(dir, 'new'), 'x', { skipUnchanged: true })).toBe(true)
  })

  it('throws when the rename cannot happen (a folder in the way) and removes its temporary file; the folder is kept', async () => {
    const dir = tempDir('disk-atomic-fail')
    mkdirSync(join(dir, 'taken'))
    writeFileSync(join(dir, 'taken', 'inside'), 'kept')
    await expect(writeFileAtomic(join(dir, 'taken'), 'x')).rejects.toThrow(/EISDIR|EPERM|ENOTEMPTY|EEXIST/)
    expect(readdirSync(dir)).toEqual(['taken'])
    expect(readFileSync(join(dir, 'taken', 'inside'), 'utf8')).toBe('kept')
    await expect(writeFileAtomic(join(dir, 'no-such-folder', 'f'), 'x')).rejects.toThrow(/ENOENT/)
  })

  it('names its temporary files uniquely, beside the target, ending in .tmp', () => {
    const a = temporaryPath('/x/out.json')
    expect(a).toMatch(/^\/x\/out\.json\.\d+\.[0-9a-f]{8}\.tmp$/)
    expect(temporaryPath('/x/out.json')).not.toBe(a)
  })
})
