/**
 * `readResource` paths are read in one pass, and refused at once past their cap (issue 32, finding 2): timed at n and
 * 8n below the cap (see test/helpers/growth.ts), and the worst input at the cap.
 */
import { describe, expect, it } from 'vitest'
import { MAX_RESOURCE_PATH_CHARS, resourceIndex } from '../../src/runtime/resources'
import type { SkillEntry } from '../../src/runtime/types'
import { describeGrowth, growth, GROWTH_LIMIT } from '../helpers/growth'

/** Expect `make(n)`'s call to grow about linearly from n to 8n. */
function expectLinear(make: (n: number) => () => unknown, n: number): void {
  const g = growth(make, n)
  expect(g.ratio, describeGrowth(g)).toBeLessThan(GROWTH_LIMIT)
}

const fail = (f: () => unknown) => () => {
  try {
    f()
  }
  catch {}
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
