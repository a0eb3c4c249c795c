/**
 * Every file a skill ships (issue 23, item 4): root-level files are listed and readable, relative links inside a text
 * resource are followed one level under SKILL.md's rules, and what one skill lists is capped.
 */
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile, CompileCache, MAX_SKILL_RESOURCES } from '../../src/core/compile'
import { createLoadout } from '../../src/runtime'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

function tree(): string {
  const dir = writeTree(tempDir('skill-files'), {
    'outside.md': 'OUTSIDE-SENTINEL\n',
    'skills/shared/glossary.md': 'GLOSSARY\n',
    'skills/forms/SKILL.md': skillMd('forms', 'Fill forms.', 'See [the guide](references/guide.md).\n'),
    'skills/forms/FORMS.md': 'FORMS-SENTINEL\n',
    'skills/forms/notes.txt': 'NOTES-SENTINEL\n',
    'skills/forms/logo.png': Buffer.from([0x89, 0x50, 0x4E, 0x47]),
    'skills/forms/references/guide.md': [
      '# Guide',
      'Read [deeper](../docs/deeper.md), [the glossary](../../shared/glossary.md) and [forms](../FORMS.md).',
      'Not [this](../../../../outside.md), nor [encoded](%2e%2e/%2e%2e/%2e%2e/%2e%2e/outside.md), nor [gone](missing.md).',
      'Nor [the link](escape.md), nor `[code](code.md)`, nor [a url](https://example.com/x.md).',
      '',
    ].join('\n'),
    'skills/forms/docs/deeper.md': 'DEEPER-SENTINEL links [deepest](deepest.md)\n',
    'skills/forms/docs/deepest.md': 'DEEPEST\n',
  })
  symlinkSync(join(dir, 'outside.md'), join(dir, 'skills/forms/references/escape.md'))
  return dir
}

describe('the files of a skill', () => {
  it('lists root-level files (SKILL.md aside) and follows links of text resources one level, warning for each dropped', async () => {
    const root = tree()
    const r = await compile({ root })
    const entry = r.data.entries.find(e => e.id === 'forms')!
    expect(entry.resources.map(x => [x.path, x.kind])).toEqual([
      ['../shared/glossary.md', 'text'],
      ['FORMS.md', 'text'],
      ['docs/deeper.md', 'text'],
      ['logo.png', 'binary'],
      ['notes.txt', 'text'],
      ['references/guide.md', 'text'],
    ])
    // docs/ is no resource folder: deeper.md is there as a link of guide.md, and deepest.md, a link of that, is not.
    const warnings = r.diagnostics.filter(d => d.level === 'warning' && d.file.endsWith('guide.md'))
    expect(warnings.map(d => [d.code, d.line, d.message.replace(/:.*/, '')])).toEqual([
      ['link-escape', 3, 'link "../../../../outside.md" is dropped'],
      ['link-escape', 3, 'link "%2e%2e/%2e%2e/%2e%2e/%2e%2e/outside.md" is dropped'],
      ['link-missing', 3, 'link "missing.md" is dropped'],
      ['link-escape', 4, 'link "escape.md" is dropped'],
    ])
    expect(warnings[1]!.message).toContain('decoded: ../../../../outside.md')
    expect(entry.resources.map(x => x.path)).not.toContain('docs/deepest.md')
    expect(entry.resources.map(x => x.path)).not.toContain('SKILL.md')

    const bodies = r.bodies.map(b => () => Promise.resolve(b))
    const resources = r.resourceKeys.map(row => row.map(key => (key === null ? null : async () => readFileSync(r.resourceFiles.get(key)!, 'utf8'))))
    const lo = createLoadout(r.data, bodies, { resources })
    expect(await lo.readResource('forms', 'FORMS.md')).toBe('FORMS-SENTINEL\n')
    expect(await lo.readResource('forms', 'notes.txt')).toBe('NOTES-SENTINEL\n')
    expect(await lo.readResource('forms', 'docs/deeper.md')).toContain('DEEPER-SENTINEL')
    expect(await lo.readResource('forms', '../shared/glossary.md')).toBe('GLOSSARY\n')
    await expect(lo.readResource('forms', 'docs/deepest.md')).rejects.toThrow(/not a resource/)
    await expect(lo.readResource('forms', '../../outside.md')).rejects.toThrow(/not a resource/)
  })

  it('scans a text resource for links again only when it changed', async () => {
    const root = tree()
    const cache = new CompileCache()
    await compile({ root }, cache)
    const scans = cache.resourceScans
    expect(scans).toBeGreaterThan(0)
    await compile({ root }, cache)
    expect(cache.resourceScans).toBe(scans)
    writeFileSync(join(root, 'skills/forms/references/guide.md'), 'Only [deepest](../docs/deepest.md) now.\n')
    const r = await compile({ root }, cache)
    expect(cache.resourceScans).toBe(scans + 1)
    const paths = r.data.entries.find(e => e.id === 'forms')!.resources.map(x => x.path)
    expect(paths).toContain('docs/deepest.md')
    expect(paths).not.toContain('docs/deeper.md')
  })

  it('caps what one skill lists, with a warning saying what was left out', async () => {
    const files: Record<string, string> = { 'skills/big/SKILL.md': skillMd('big', 'Many files.') }
    for (let k = 0; k < MAX_SKILL_RESOURCES + 7; k++) files[`skills/big/assets/f${String(k).padStart(4, '0')}.txt`] = 'x\n'
    const r = await compile({ root: writeTree(tempDir('skill-cap'), files) })
    expect(r.data.entries[0]!.resources).toHaveLength(MAX_SKILL_RESOURCES)
    const cap = r.diagnostics.find(d => d.code === 'resource-cap')!
    expect(cap).toMatchObject({ level: 'warning', file: expect.stringMatching(/big[\\/]SKILL\.md$/) })
    expect(cap.message).toContain(`lists only ${MAX_SKILL_RESOURCES} of its ${MAX_SKILL_RESOURCES + 7} files`)
    expect(cap.message).toContain('"assets/f0500.txt"')
  })
})
