/** `readTransient`: the reads a compile makes of skill files and the Markdown files they list, into one reused buffer. */
import { execFileSync } from 'node:child_process'
import { appendFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readTransient } from '../../src/core/fs/disk'
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
