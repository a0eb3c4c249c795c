// Every relative link and #anchor of README.md, CHANGELOG.md and docs/*.md leads to a file and a heading that exist,
// with anchors as GitHub writes them: a page moved or a heading renamed fails here, not on a reader.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { anchors, brokenLinks, markdownPages, slug } from '../helpers/markdown'
import { REPO } from '../helpers/pack'

describe('GitHub-style anchors', () => {
  it('drops punctuation and code marks, keeps underscores and letters of any script', () => {
    expect(slug('Next.js 16 (Turbopack and webpack)')).toBe('nextjs-16-turbopack-and-webpack')
    expect(slug('Node hosts: running a skill\'s scripts')).toBe('node-hosts-running-a-skills-scripts')
    expect(slug('`run_script`')).toBe('run_script')
    expect(slug('Every file accounted for: `skipInvalid`')).toBe('every-file-accounted-for-skipinvalid')
    expect(slug('[Unreleased]')).toBe('unreleased')
  })
  it('numbers repeated headings and ignores lines in code blocks', () => {
    expect([...anchors('# A\n## Options\n```sh\n# not a heading\n```\n### Options\n')]).toEqual(['a', 'options', 'options-1'])
  })
})

describe('links between the pages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'loadout-links-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reports a missing file and a missing heading, and not links in code', () => {
    mkdirSync(join(dir, 'docs'))
    writeFileSync(join(dir, 'README.md'), '# Top\nSee [a](docs/a.md#there), [b](docs/b.md), [c](#top), [d](#nowhere), `[e](missing.md)`.\n')
    writeFileSync(join(dir, 'docs/a.md'), '# A\n## Not there\n[up](../README.md#top)\n```md\n[x](gone.md)\n```\n')
    expect(brokenLinks(markdownPages(dir), dir)).toEqual([
      'README.md:2: docs/a.md#there (no such heading)',
      'README.md:2: docs/b.md (no such file: docs/b.md)',
      'README.md:2: #nowhere (no such heading)',
    ])
  })

  it('the README, the changelog and every docs page link only to what exists', () => {
    const pages = markdownPages()
    expect(pages).toContain('README.md')
    expect(pages.filter(p => p.startsWith('docs/')).length).toBeGreaterThan(5)
    expect(brokenLinks(pages)).toEqual([])
  })
})

describe('the README', () => {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
  it('stays a page for deciding and installing: at most 450 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(450)
  })
  it('keeps the quick start a fresh clone runs, and the test command .ci/run runs', () => {
    expect(readme).toContain('npm ci && npm run demo')
    expect(readme).toMatch(/^npm test\b/m)
    expect(readFileSync(join(REPO, '.ci/run'), 'utf8')).toMatch(/^npm test$/m)
  })
  it('links to every guide in docs/', () => {
    for (const page of markdownPages().filter(p => p.startsWith('docs/'))) expect(readme, page).toContain(`](${page}`)
  })
})
