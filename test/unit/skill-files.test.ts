/**
 * Every file a skill ships (issue 23, item 4; issue 41, "a skill is its whole folder"): every file of its folder is
 * listed and readable (its nested skills' folders, dot files and ignored folders aside), relative links inside a text
 * resource are followed one level under SKILL.md's rules, a linked file outside the folder is listed under _linked/,
 * and what one skill lists is capped.
 */
import { symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile, CompileCache, type CompileResult } from '../../src/core/compile/compile'
import { MAX_SKILL_RESOURCES } from '../../src/core/limits'
import { listedContent } from '../../src/core/fs/listed-file'
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
    'skills/forms/docs/deeper.md': 'DEEPER-SENTINEL links [deepest](deepest.md) and [glossary](../../shared/glossary.md)\n',
    'skills/forms/docs/deepest.md': 'DEEPEST\n',
  })
  symlinkSync(join(dir, 'outside.md'), join(dir, 'skills/forms/references/escape.md'))
  return dir
}

/** A loadout over a compile, its files read as a built bundle's chunks give them (text, or bytes). */
function loadoutOf(r: CompileResult) {
  const bodies = r.bodies.map(b => () => Promise.resolve(b))
  const resources = r.resourceKeys.map(row => row.map(key => (key === null ? null : async () => listedContent(r, key))))
  return createLoadout(r.data, bodies, { resources })
}

describe('the files of a skill', () => {
  it('lists its whole folder (SKILL.md aside), linked files outside under _linked/, and follows links one level, warning for each dropped', async () => {
    const root = tree()
    const r = await compile({ root })
    const entry = r.data.entries.find(e => e.id === 'forms')!
    expect(entry.resources.map(x => [x.path, x.kind])).toEqual([
      ['FORMS.md', 'text'],
      ['_linked/shared/glossary.md', 'text'],
      ['docs/deeper.md', 'text'],
      ['docs/deepest.md', 'text'],
      ['logo.png', 'binary'],
      ['notes.txt', 'text'],
      ['references/guide.md', 'text'],
    ])
    // The symbolic link is never listed: the walk warns about it, and the link to it is dropped.
    const warnings = r.diagnostics.filter(d => d.level === 'warning' && d.file.endsWith('guide.md'))
    expect(warnings.map(d => [d.code, d.line, d.message.replace(/:.*/, '')])).toEqual([
      ['link-escape', 3, 'link "../../../../outside.md" is dropped'],
      ['link-escape', 3, 'link "%2e%2e/%2e%2e/%2e%2e/%2e%2e/outside.md" is dropped'],
      ['link-missing', 3, 'link "missing.md" is dropped'],
      ['link-escape', 4, 'link "escape.md" is dropped'],
    ])
    expect(warnings[1]!.message).toContain('decoded: ../../../../outside.md')
    expect(entry.resources.map(x => x.path)).not.toContain('SKILL.md')

    const lo = loadoutOf(r)
    expect(await lo.readResource('forms', 'FORMS.md')).toBe('FORMS-SENTINEL\n')
    expect(await lo.readResource('forms', 'notes.txt')).toBe('NOTES-SENTINEL\n')
    expect(await lo.readResource('forms', 'docs/deepest.md')).toBe('DEEPEST\n')
    expect(await lo.readResource('forms', '_linked/shared/glossary.md')).toBe('GLOSSARY\n')
    expect(await lo.readResourceBytes('forms', 'logo.png')).toEqual(Uint8Array.from([0x89, 0x50, 0x4E, 0x47]))
    await expect(lo.readResource('forms', '../../outside.md')).rejects.toThrow(/not a resource/)
    await expect(lo.readResource('forms', 'references/escape.md')).rejects.toThrow(/not a resource/)
  })

  it('scans a file again only when it changed', async () => {
    const root = tree()
    const cache = new CompileCache()
    await compile({ root }, cache)
    const scans = cache.resourceScans
    expect(scans).toBeGreaterThan(0)
    await compile({ root }, cache)
    expect(cache.resourceScans).toBe(scans)
    writeFileSync(join(root, 'skills/forms/references/guide.md'), 'No link now.\n')
    writeFileSync(join(root, 'skills/forms/docs/deeper.md'), 'No link either.\n')
    const r = await compile({ root }, cache)
    expect(cache.resourceScans).toBe(scans + 2)
    const paths = r.data.entries.find(e => e.id === 'forms')!.resources.map(x => x.path)
    expect(paths).not.toContain('_linked/shared/glossary.md')
    expect(paths).toContain('docs/deeper.md')
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
