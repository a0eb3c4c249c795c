import { join } from 'node:path'
import { matchLoadout, validateIndex } from '@mcptoolshop/ai-loadout'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { toAiLoadoutIndex } from '../../src/core/export/ai-loadout'
import { CORPUS, FIXTURES, HAS_CORPUS } from '../helpers/fixtures'

describe('export to ai-loadout', () => {
  it('writes a LoadoutIndex that ai-loadout validates and matches on', async () => {
    const r = await compile({ root: join(FIXTURES, 'basic'), skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
    const index = toAiLoadoutIndex(r.data, new Date('2026-01-01T00:00:00Z'))
    expect(validateIndex(index as never).filter(i => i.severity === 'error')).toEqual([])
    expect(index.entries.map(e => e.id)).toEqual(['ci-workflows', 'house-rules', 'pdf-tables', 'release-notes', 'translate-docs', 'image-resize'])
    const ci = index.entries.find(e => e.id === 'ci-workflows')!
    expect(ci).toMatchObject({ path: 'skills/ci-workflows/SKILL.md', patterns: ['ci_pipeline'], priority: 'domain', triggers: { edit: false } })
    expect(ci.keywords).toEqual(expect.arrayContaining(['ci', 'workflows', 'github actions']))
    expect(index.budget.always_loaded_est).toBe(r.data.entries.find(e => e.id === 'house-rules')!.tokens)
    expect(index.generated).toBe('2026-01-01T00:00:00.000Z')

    const matched = matchLoadout('fix the ci workflow runner', index as never).map(m => m.entry.id)
    expect(matched).toContain('house-rules')
    expect(matched).toContain('ci-workflows')
    expect(matched).not.toContain('release-notes')
  })

  it.skipIf(!HAS_CORPUS)('exports the whole real corpus with no validation errors', { timeout: 60_000 }, async () => {
    const r = await compile({ root: join(CORPUS, '..'), skills: ['corpus'] })
    const index = toAiLoadoutIndex(r.data)
    const issues = validateIndex(index as never)
    expect(issues.filter(i => i.severity === 'error')).toEqual([])
    expect(index.entries).toHaveLength(r.data.entries.length)
    expect(index.entries.every(e => e.summary.length <= 120 && e.keywords.length > 0)).toBe(true)
    expect(matchLoadout('review this pull request for security issues', index as never).length).toBeGreaterThan(0)
  })
})
