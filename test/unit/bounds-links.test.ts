/**
 * Link extraction reads a body in one pass (issue 32, findings 1 and 11): each input that was quadratic is timed at n
 * and 8n in this process and must grow about linearly (see test/helpers/growth.ts: CPU time, least of several runs, a
 * wide gap, no time limit); the worst bodies at the caps compile with bounded output; links into folders discovery
 * never enters are refused.
 */
import { describe, expect, it } from 'vitest'
import { loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { MAX_DIAGNOSTIC_CHARS, MAX_SHOWN_TARGET_CHARS, MAX_SKILL_DIAGNOSTICS, MAX_SKILL_LINKS } from '../../src/core/limits'
import { blankCode, extractLinks } from '../../src/core/compile/links'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { describeGrowth, growth, GROWTH_LIMIT } from '../helpers/growth'

/** Expect `make(n)`'s call to grow about linearly from n to 8n. */
function expectLinear(make: (n: number) => () => unknown, n: number): void {
  const g = growth(make, n)
  expect(g.ratio, describeGrowth(g)).toBeLessThan(GROWTH_LIMIT)
}

describe('link extraction is linear in the body (issue 32, finding 1)', () => {
  // The growth each had on main from n to 8n (CPU time): each target ran to the end of its line, the next `](` was
  // looked for inside it, a never-closed `<destination>` looked for its `>` to the line's end, and the HTML pattern
  // rescanned the line from every `<a`.
  it('`](` repeated (was x97)', () => expectLinear(n => () => extractLinks(']('.repeat(n)), 1000))
  it('`](<` repeated, a `<destination>` never closed (was x61)', () => expectLinear(n => () => extractLinks('](<'.repeat(n)), 8000))
  it('`<a ` repeated (was x65)', () => expectLinear(n => () => extractLinks('<a '.repeat(n)), 2000))
  it('a reference definition, then `](` repeated (was x36)', () => expectLinear(n => () => extractLinks(`[a]: ${']('.repeat(n)}`), 1000))
  it('`?` then a line separator in a target, its query cut (was x65)', () => expectLinear(n => () => extractLinks(`[x](${'?'.repeat(n)}\u2028x)`), 2000))
  // Guards of the new scanners (linear on main too): attribute values, and code spans read by runs of backticks.
  it('`<a href="` repeated', () => expectLinear(n => () => extractLinks('<a href="'.repeat(n)), 1000))
  it('backtick runs of every length', () => {
    expectLinear(n => () => extractLinks(`x ${Array.from({ length: n }, (_, i) => '`'.repeat(40 - (i % 40))).join('x')} [x](a.md)`), 250)
  })
})

describe('the worst bodies at the caps compile, with bounded output', () => {
  /** Compile one good skill beside `files` and give the diagnostics of the others. */
  async function compileWith(files: Record<string, string>) {
    const root = writeTree(tempDir('bounds'), { 'skills/good/SKILL.md': skillMd('good', 'Parse web server access logs.'), ...files })
    const r = await compile({ root })
    expect(r.data.entries.map(e => e.id)).toContain('good')
    return { root, r, own: r.diagnostics.filter(d => !d.file.includes('/good/')) }
  }
  const bounded = (d: { message: string }) => d.message.length <= MAX_DIAGNOSTIC_CHARS

  it('a SKILL.md of `](` up to the file size limit: one warning, its target cut', async () => {
    const body = ']('.repeat((1_048_576 - 100) / 2)
    const { own } = await compileWith({ 'skills/evil/SKILL.md': skillMd('evil', 'Hostile links.', body) })
    // A name of a million bytes is no skill's file (skill-files.ts): refused before the disk is asked.
    expect(own.map(d => d.code)).toEqual(['link-ignored'])
    expect(own[0]!.message).toContain('a name is longer than 255 bytes')
    expect(own[0]!.message).toContain(`… (${body.length - 2} characters)`)
    expect(own[0]!.message.length).toBeLessThan(3 * MAX_SHOWN_TARGET_CHARS + 200)
  })

  it('a linked file of 20,000 missing links: MAX_SKILL_LINKS read, MAX_SKILL_DIAGNOSTICS shown, one warning for each cut', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `[x](missing-${i}.md)`).join('\n')
    const { root, r, own } = await compileWith({
      'skills/evil/SKILL.md': skillMd('evil', 'Hostile links.', 'See [refs](references/x.md).\n'),
      'skills/evil/references/x.md': lines,
    })
    expect(own.length).toBe(MAX_SKILL_DIAGNOSTICS + 1)
    expect(own.every(bounded)).toBe(true)
    const cap = own.find(d => d.code === 'diagnostic-cap')!
    expect(cap.message).toMatch(/^\d+ more diagnostics of this skill are not shown/)
    // 20,000 links were found, MAX_SKILL_LINKS read (one from the body): the first one left out is named.
    const linkCap = own.find(d => d.code === 'link-cap')!
    expect([linkCap.file.slice(root.length), linkCap.line, linkCap.message]).toEqual([
      '/skills/evil/references/x.md', MAX_SKILL_LINKS, expect.stringContaining(`at most ${MAX_SKILL_LINKS} links`),
    ])
    // What was found: a link-missing warning for each link read from x.md (all but the body's), and the link-cap one.
    expect(Number(cap.message.split(' ')[0])).toBe((MAX_SKILL_LINKS - 1) + 1 - MAX_SKILL_DIAGNOSTICS)
    expect(r.data.entries.find(e => e.id === 'evil')!.resources.map(x => x.path)).toEqual(['references/x.md'])
  })

  it('a body of `<a href="` and of backticks up to the file size limit compiles', async () => {
    const { own } = await compileWith({
      'skills/tags/SKILL.md': skillMd('tags', 'Hostile tags.', '<a href="'.repeat(100_000)),
      'skills/ticks/SKILL.md': skillMd('ticks', 'Hostile code spans.', Array.from({ length: 40_000 }, (_, i) => '`'.repeat(1 + (i % 40))).join(' ')),
    })
    expect(own.length).toBeLessThanOrEqual(2 * (MAX_SKILL_DIAGNOSTICS + 1))
    expect(own.every(bounded)).toBe(true)
  })
})

describe('links into folders discovery never enters (issue 32, finding 11)', () => {
  it('are refused with a warning, and never listed or served', async () => {
    const root = writeTree(tempDir('bounds-ignored'), {
      'skills/pdf/SKILL.md': skillMd('pdf', 'Fill PDF forms.', [
        'Read [the guide](references/guide.md), [a secret](../node_modules/pkg/secret.md), [git](../.git/config.md),',
        '<a href="references/.venv/x.md">venv</a> and [cache](../.cache/y.md).',
      ].join('\n')),
      'skills/pdf/references/guide.md': 'GUIDE\n',
      'skills/pdf/references/.venv/x.md': 'VENV\n',
      'skills/node_modules/pkg/secret.md': 'SECRET\n',
      'skills/.git/config.md': 'GIT\n',
      'skills/.cache/y.md': 'CACHE\n',
    })
    const lo = await loadFromDisk({ root })
    const warnings = lo.diagnostics.filter(d => d.code === 'link-ignored')
    expect(warnings.map(d => [d.line, d.message.replace(/, a folder.*/, '')])).toEqual([
      [5, 'link "../node_modules/pkg/secret.md" is dropped: it points into node_modules/'],
      [5, 'link "../.git/config.md" is dropped: it points into .git/'],
      [6, 'link "references/.venv/x.md" is dropped: it points into .venv/'],
      [6, 'link "../.cache/y.md" is dropped: it points into .cache/'],
    ])
    expect(lo.lookup('pdf')!.resources.map(r => r.path)).toEqual(['references/guide.md'])
    await expect(lo.readResource('pdf', '../node_modules/pkg/secret.md')).rejects.toThrow(/not a resource/)
  })
})

describe('code spans', () => {
  it('a run of n backticks closes at the next run of exactly n', () => {
    expect(blankCode('a `b` c ``d`e`` f')).toBe(`a ${' '.repeat(3)} c ${' '.repeat(7)} f`)
    expect(blankCode('``` x ` y')).toBe('``` x ` y')
    expect(blankCode('`a`` b` c')).toBe(`${' '.repeat(8)}c`)
    expect(extractLinks('`[in](code.md)` [out](out.md) ``[in](x.md)`` ```[out2](o.md)').map(l => l.target)).toEqual(['out.md', 'o.md'])
  })
})
