/**
 * `readResource` paths and `skill://` URIs are read in one pass, and refused at once past their caps (issue 32,
 * findings 2 and 3): timed at n and 8n below the caps (see test/helpers/growth.ts), and the worst input at each cap.
 */
import { describe, expect, it } from 'vitest'
import { MAX_SKILL_URI_CHARS, parseSkillUri } from '../../src/mcp/skills'
import { MAX_RESOURCE_PATH_CHARS, resourceIndex } from '../../src/runtime/resources'
import type { SkillEntry } from '../../src/runtime/types'
import { describeGrowth, growth, GROWTH_LIMIT } from '../helpers/growth'

/** Expect `make(n)`'s call to grow about linearly from n to 8n. */
function expectLinear(make: (n: number) => () => unknown, n: number): void {
  const g = growth(make, n)
  expect(g.ratio, describeGrowth(g)).toBeLessThan(GROWTH_LIMIT)
}

function fail(f: () => unknown) {
  return () => {
    try {
      f()
    }
    catch {}
  }
}

const entry = {
  id: 'team/pdf',
  resources: [{ path: 'references/a.md', kind: 'text', type: 'text/markdown', size: 1 }],
} as unknown as SkillEntry

describe('readResource paths (issue 32, finding 2)', () => {
  // On main `replace(/#.*$/, '')` rescanned the path from every `#`.
  it('`#` repeated then a newline, below the cap (was x54)', () => expectLinear(n => fail(() => resourceIndex(entry, `${'#'.repeat(n)}\n`)), 500))
  it('`./` repeated, below the cap (a guard: linear on main too)', () => expectLinear(n => fail(() => resourceIndex(entry, `${'./'.repeat(n)}x`)), 250))

  it('refuses a path over MAX_RESOURCE_PATH_CHARS at once, and answers the worst path at the cap', () => {
    const over = `${'#'.repeat(MAX_RESOURCE_PATH_CHARS)}\n`
    expect(() => resourceIndex(entry, over)).toThrow(`the path is ${over.length} characters long, over the ${MAX_RESOURCE_PATH_CHARS}-character limit`)
    const at = `${'#'.repeat(MAX_RESOURCE_PATH_CHARS - 1)}\n`
    expect(() => resourceIndex(entry, at)).toThrow(/is not a resource of skill "team\/pdf"/)
    expect(resourceIndex(entry, `${'./'.repeat(MAX_RESOURCE_PATH_CHARS / 2 - 20)}references/a.md#x`)).toBe(0)
  })
})

describe('skill:// URIs (issue 32, finding 3)', () => {
  const served = [entry, { ...entry, id: 'team' }] as SkillEntry[]
  // On main the segments were joined again for every count, and each id looked up by a scan of the served skills.
  it('`/` repeated, below the cap (was x59)', () => expectLinear(n => () => parseSkillUri(`skill://${'/'.repeat(n)}`, served), 1000))
  it('`x/` repeated, below the cap (was x53)', () => expectLinear(n => () => parseSkillUri(`skill://team/${'x/'.repeat(n)}`, served), 500))

  it('still finds the longest id, and names nothing past MAX_SKILL_URI_CHARS', () => {
    expect(parseSkillUri('skill://team/pdf/references/a.md', served)).toMatchObject({ entry: { id: 'team/pdf' }, path: 'references/a.md', resource: { path: 'references/a.md' } })
    expect(parseSkillUri('skill://team/other.md', served)).toMatchObject({ entry: { id: 'team' }, path: 'other.md', resource: undefined })
    expect(parseSkillUri('skill://team', served)).toEqual({ entry: served[1] })
    const at = `skill://team/${'/'.repeat(MAX_SKILL_URI_CHARS - 'skill://team/'.length)}`
    expect(parseSkillUri(at, served)).toMatchObject({ entry: { id: 'team' } })
    expect(parseSkillUri(`${at}x`, served)).toBeUndefined()
  })
})
