import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadFromDisk, LoadoutBuildError } from '../../src/api'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'

describe('loadFromDisk', () => {
  it('gives a runtime loadout that loads bodies and reads resources from the files', async () => {
    const lo = await loadFromDisk({ root: join(FIXTURES, 'basic'), skills: ['skills'] })
    expect(lo.match('extract pdf tables to csv').map(r => r.id)).toEqual(['house-rules', 'pdf-tables'])
    expect((await lo.load('pdf-tables')).body).toContain('BODY-SENTINEL-pdf-tables')
    expect(await lo.readResource('pdf-tables', 'references/heuristics.md')).toContain('REFERENCE-SENTINEL')
    await expect(lo.readResource('pdf-tables', '../../etc/passwd')).rejects.toThrow()
    expect(lo.diagnostics).toEqual([])
  })

  it('throws one LoadoutBuildError listing every error, unless allowErrors', async () => {
    const dir = writeTree(tempDir('api-bad'), {
      'skills/ok/SKILL.md': skillMd('ok', 'Fine.'),
      'skills/a/SKILL.md': '---\nname: a\n---\n',
      'skills/b/SKILL.md': '---\nname: b\ndescription: b\ntags: [\n---\n',
    })
    const err = await loadFromDisk({ root: dir }).catch(e => e)
    expect(err).toBeInstanceOf(LoadoutBuildError)
    expect(err.diagnostics.map((d: { code: string }) => d.code).sort()).toEqual(['missing-description', 'yaml-syntax'])
    const lo = await loadFromDisk({ root: dir, allowErrors: true })
    expect(lo.entries.map(e => e.id)).toEqual(['ok'])
  })
})

describe('fixFrontmatter from the api entry', () => {
  it('rewrites a recovered value as the README shows', async () => {
    const { fixFrontmatter } = await import('../../src/api')
    expect(fixFrontmatter('---\nname: pdf\ndescription: Use when: PDFs\n---\nbody\n').text).toBe('---\nname: pdf\ndescription: "Use when: PDFs"\n---\nbody\n')
  })
})
