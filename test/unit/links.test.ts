import { mkdirSync, statSync, symlinkSync } from 'node:fs'
import { join, posix } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateMain, generateSkillOf } from '../../src/plugin/codegen'
import { compile } from '../../src/core/compile/compile'
import { formatDiagnostic } from '../../src/core/diagnostics'
import { classifyTarget, extractLinks, mayHoldLinks, relativeIn, resolveLinks } from '../../src/core/compile/links'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'

const targets = (body: string) => extractLinks(body).map(l => l.target)

describe('extractLinks', () => {
  it('strips #fragments, ?queries and "titles", and reads every link form', () => {
    expect(targets('See [a](references/a.md#part "Part one") and [b](references/b.md \'B\') and [c](references/c.md (C)).')).toEqual([
      'references/a.md', 'references/b.md', 'references/c.md',
    ])
    expect(targets('[x](<references/with space.md#frag>) ![img](assets/d.png) [q](scripts/run.py?raw=1)')).toEqual([
      'references/with space.md', 'assets/d.png', 'scripts/run.py',
    ])
    expect(targets('[![badge](assets/badge.svg)](references/readme.md)')).toEqual(['assets/badge.svg', 'references/readme.md'])
    expect(targets('[paren](references/a(1).md) [dot](./references/x.md) [up](../shared/x.md)')).toEqual([
      'references/a(1).md', './references/x.md', '../shared/x.md',
    ])
    expect(targets('[ref]: references/def.md "Title"\n  [other]: <references/other def.md>')).toEqual(['references/def.md', 'references/other def.md'])
    expect(targets('<a href="references/h.md">h</a> <img src=\'assets/i.png\'>')).toEqual(['references/h.md', 'assets/i.png'])
  })

  it('ignores URLs, anchors, absolute paths and links in code', () => {
    const body = [
      '[w](https://example.com/a.md) [h](http://x.y) [m](mailto:a@b.c) [f](file:///etc/passwd) [d](data:text/plain,x)',
      '[anchor](#usage) [abs](/etc/passwd) [proto](//cdn.example.com/x.md) [win](C:\\Windows\\x.md) [empty]()',
      '```md',
      '[in fence](references/fenced.md)',
      '```',
      '~~~',
      '[in tilde fence](references/tilde.md)',
      '~~~',
      'Inline `[code](references/span.md)` and ``[double](references/double.md)`` spans.',
      '[after](references/after.md)',
    ].join('\n')
    expect(targets(body)).toEqual(['references/after.md'])
  })

  it('gives each link its line and column, for diagnostics', () => {
    const links = extractLinks('# Title\n\nRead [this](references/a.md) and\n  [that](../b/c.md).\n')
    expect(links.map(l => [l.raw, l.line, l.column])).toEqual([['references/a.md', 3, 13], ['../b/c.md', 4, 10]])
  })

  it('decodes percent-encoding before anything is checked', () => {
    expect(classifyTarget('references/my%20notes.md')).toEqual({ target: 'references/my notes.md' })
    expect(classifyTarget('%2e%2e/%2e%2e/etc/passwd')).toEqual({ target: '../../etc/passwd' })
    expect(classifyTarget('..%2F..%2Fetc%2Fpasswd')).toEqual({ target: '../../etc/passwd' })
    expect(classifyTarget('..\\..\\secret.md')).toEqual({ target: '../../secret.md' })
    expect(classifyTarget('%2Fetc%2Fpasswd')).toMatchObject({ invalid: 'an absolute path once decoded' })
    expect(classifyTarget('C%3A%5Cboot.ini')).toMatchObject({ invalid: 'an absolute path once decoded' })
    expect(classifyTarget('bad%zz.md')).toMatchObject({ invalid: 'malformed percent-encoding' })
    expect(classifyTarget('a%00.md')).toMatchObject({ invalid: 'a NUL character' })
  })
})

describe('extractLinks, property-based', () => {
  // The scanner walks lines by offset and only cuts out those that may hold a fence or a link; a plain split into
  // lines, every line checked, must find the same links at the same places.
  const FENCE = /^ {0,3}(`{3,}|~{3,})/
  function splitScan(body: string): Array<[string, number, number]> {
    const out: Array<[string, number, number]> = []
    let fence: string | undefined
    body.split('\n').forEach((line, n) => {
      const f = FENCE.exec(line)
      if (fence !== undefined) {
        if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && line.trim() === f[1]) fence = undefined
        return
      }
      if (f) {
        fence = f[1]!
        return
      }
      // One line on its own: what it yields does not depend on the rest of the body outside fences.
      for (const l of extractLinks(line)) out.push([l.raw, n + 1, l.column])
    })
    return out
  }
  const piece = fc.constantFrom('[a](references/a.md)', '[b]: references/b.md', '<a href="x.md">', '<IMG src=\'y.png\'>', '`[c](c.md)`',
    '```', '~~~', '````', ' ```js', '    ```', 'text ', '](', ']:', '<', '\n', '\n\n', '  ', '#', '[d](../d.md "t")',
    '\n](x.md) ', '\n[e]: e.md', '\n<a href=x.md>', '\n<img src="i.png">')
  it('finds the links a line-by-line scan finds, at the same lines and columns', () => {
    fc.assert(fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
      const body = pieces.join('')
      expect(extractLinks(body).map(l => [l.raw, l.line, l.column])).toEqual(splitScan(body))
    }), { numRuns: 1000 })
  })

  // The build reads a resource's text only when its bytes may hold a link: the check must never miss one.
  const tagPiece = fc.constantFrom('<a', '<A ', '<img', '<IMG', '<ImG', '<abbr', '<image', '<a_', '<img9', '<', 'a', 'img', ' ', '\n', '>', 'é', '](', ']:', 'src="x.md"', 'href=y.md')
  it('mayHoldLinks is true of every text extractLinks finds a link in', () => {
    const holds = (body: string) => mayHoldLinks(Buffer.from(body, 'utf8'))
    fc.assert(fc.property(fc.array(fc.oneof(piece, tagPiece), { maxLength: 30 }), (pieces) => {
      const body = pieces.join('')
      if (extractLinks(body).length > 0) expect(holds(body), body).toBe(true)
    }), { numRuns: 2000 })
    expect(holds('plain text, <b>bold</b>, a <abbr> and an <image>, [x] (y) [z]')).toBe(false)
    for (const tag of ['<a href="x.md">', '<A\tHREF=x.md>', '<img src="i.png">', '<IMG SRC=i.png>', '<a>']) expect(holds(tag), tag).toBe(true)
  })
})

describe('resolveLinks', () => {
  function project() {
    const dir = tempDir('links')
    writeTree(dir, {
      'outside/secret.md': 'OUTSIDE',
      'skills/shared/x.md': 'shared',
      'skills/other/SKILL.md': skillMd('other', 'Other.'),
      'skills/other/references/o.md': 'o',
      'skills/me/SKILL.md': skillMd('me', 'Me.'),
      'skills/me/references/a.md': 'a',
      'skills/me/references/sub/b.md': 'b',
    })
    return dir
  }
  const ctx = (dir: string) => ({
    file: join(dir, 'skills/me/SKILL.md'),
    bodyLine: 5,
    skillDir: join(dir, 'skills/me'),
    sourceRoot: join(dir, 'skills'),
  })

  it('keeps existing files inside the source root, siblings included, each once and sorted', async () => {
    const dir = project()
    const body = '[a](references/a.md#x) [a again](./references/a.md) [b](references/sub/b.md "B")\n[s](../shared/x.md) [o](../other/references/o.md) [up and back](../me/references/a.md)\n[folder](references/sub/) [self](SKILL.md)'
    const { links, diagnostics } = await resolveLinks(body, ctx(dir))
    expect(diagnostics).toEqual([])
    expect(links.map(l => l.path)).toEqual(['../other/references/o.md', '../shared/x.md', 'references/a.md', 'references/sub/b.md'])
    expect(links[0]).toEqual({ path: '../other/references/o.md', abs: join(dir, 'skills/other/references/o.md'), size: 1 })
  })

  it('drops missing and escaping targets with a warning at file:line:column', async () => {
    const dir = project()
    const body = [
      '[missing](references/nope.md)',
      '[escape](../../outside/secret.md) [encoded](..%2F..%2Foutside%2Fsecret.md) [dots](%2e%2e/%2e%2e/outside/secret.md)',
      '[deep](references/../../../outside/secret.md) [abs](%2Fetc%2Fpasswd) [bad](x%zz.md)',
    ].join('\n')
    const { links, diagnostics } = await resolveLinks(body, ctx(dir))
    expect(links).toEqual([])
    expect(diagnostics.map(d => `${d.line}:${d.column} ${d.level} ${d.code}`)).toEqual([
      '5:11 warning link-missing',
      '6:10 warning link-escape',
      '6:45 warning link-escape',
      '6:83 warning link-escape',
      '7:8 warning link-escape',
      '7:53 warning link-escape',
      '7:76 warning link-escape',
    ])
    expect(diagnostics[2]!.message).toBe('link "..%2F..%2Foutside%2Fsecret.md" is dropped: it points outside the skill source folder (decoded: ../../outside/secret.md)')
    expect(diagnostics[0]!.message).toBe('link "references/nope.md" is dropped: references/nope.md does not exist')
  })

  it('refuses symlinks that lead outside the source root, keeps those that stay inside', async () => {
    const dir = project()
    symlinkSync(join(dir, 'outside/secret.md'), join(dir, 'skills/me/references/leak.md'))
    mkdirSync(join(dir, 'skills/me/assets'))
    symlinkSync(join(dir, 'outside'), join(dir, 'skills/me/assets/outdir'))
    symlinkSync(join(dir, 'skills/shared/x.md'), join(dir, 'skills/me/references/inside.md'))
    const { links, diagnostics } = await resolveLinks('[l](references/leak.md) [d](assets/outdir/secret.md) [i](references/inside.md)', ctx(dir))
    expect(links.map(l => l.path)).toEqual(['references/inside.md'])
    expect(diagnostics.map(d => [d.code, d.message])).toEqual([
      ['link-escape', 'link "references/leak.md" is dropped: references/leak.md is a symlink to a file outside the skill source folder'],
      ['link-escape', 'link "assets/outdir/secret.md" is dropped: assets/outdir/secret.md is a symlink to a file outside the skill source folder'],
    ])
  })
})

describe('compile: linked files become resources', () => {
  const root = join(FIXTURES, 'progressive')

  it('lists folders and linked files together, binaries included but marked, linked files outside under _linked/, and warns about bad links only', async () => {
    const r = await compile({ root, skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
    expect(r.errorCount).toBe(0)
    const pdf = r.data.entries.find(e => e.id === 'pdf-forms' && !e.shadowedBy)!
    const size = (p: string) => statSync(join(root, 'skills/pdf-forms', p)).size
    expect(pdf.resources).toEqual([
      { path: '_linked/alpha-notes/references/tips.md', kind: 'text', size: size('../alpha-notes/references/tips.md'), type: 'text/markdown' },
      { path: '_linked/shared/glossary.md', kind: 'text', size: size('../shared/glossary.md'), type: 'text/markdown' },
      { path: 'assets/layout.png', kind: 'binary', size: size('assets/layout.png'), type: 'image/png' },
      { path: 'references/field notes.md', kind: 'text', size: size('references/field notes.md'), type: 'text/markdown' },
      { path: 'references/fields.md', kind: 'text', size: size('references/fields.md'), type: 'text/markdown' },
      { path: 'scripts/fill.py', kind: 'text', size: size('scripts/fill.py'), type: 'text/x-python' },
    ])
    expect(r.diagnostics.map(d => formatDiagnostic(d, root))).toEqual([
      'skills/pdf-forms/SKILL.md:17:11: warning: link "../../outside.md" is dropped: it points outside the skill source folder [link-escape]',
      'skills/pdf-forms/SKILL.md:17:40: warning: link "..%2F..%2Foutside.md" is dropped: it points outside the skill source folder (decoded: ../../outside.md) [link-escape]',
      'skills/pdf-forms/SKILL.md:17:70: warning: link "%2e%2e/%2e%2e/outside.md" is dropped: it points outside the skill source folder (decoded: ../../outside.md) [link-escape]',
      'skills/pdf-forms/SKILL.md:18:11: warning: link "references/nope.md" is dropped: references/nope.md does not exist [link-missing]',
      'user-skills/pdf-forms/SKILL.md:1:1: warning: skill "pdf-forms" is shadowed by skills/pdf-forms/SKILL.md (an earlier source wins) [shadowed]',
    ])
  })

  it('does not let a link cross into another source', async () => {
    const dir = tempDir('links-sources')
    writeTree(dir, {
      'a/one/SKILL.md': skillMd('one', 'One.', '[two](../../b/two/SKILL.md) [x](../../b/two/x.md)\n'),
      'b/two/SKILL.md': skillMd('two', 'Two.'),
      'b/two/x.md': 'x',
    })
    const r = await compile({ root: dir, skills: ['a', 'b'] })
    expect(r.data.entries.find(e => e.id === 'one')!.resources).toEqual([])
    expect(r.diagnostics.map(d => d.code)).toEqual(['link-escape', 'link-escape'])
  })

  it('gives each file its own lazy import from its skill\'s body chunk, shared files one, and keeps their content out of the main module', async () => {
    const r = await compile({ root, skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
    const main = generateMain(r, { runtime: 'rt', skill: h => `skill/${h}` })
    expect(main).not.toMatch(/RESOURCE-SENTINEL|BODY-SENTINEL|OUTSIDE-SENTINEL/)
    expect(main).not.toContain('virtual:loadout/resource/')
    const chunks = r.data.entries.map((e, i) => (e.shadowedBy ? '' : generateSkillOf(r, i))).join('\n')
    expect(chunks).not.toMatch(/RESOURCE-SENTINEL|OUTSIDE-SENTINEL/)
    const imports = [...chunks.matchAll(/import\("virtual:loadout\/resource\/([0-9a-f]{16})\/resource"\)/g)].map(m => m[1])
    // pdf-forms: 5 text files and a PNG; alpha-notes: tips.md, the same file as pdf-forms' _linked/alpha-notes/references/tips.md.
    expect(imports).toHaveLength(7)
    expect(new Set(imports).size).toBe(6)
    expect(r.resourceFiles.size).toBe(6)
    expect(r.binaryKeys.size).toBe(1)
    expect([...r.resourceFiles.values()].every(f => f.startsWith(join(root, 'skills')))).toBe(true)
    // Deterministic: a second compile gives the same module.
    expect(generateMain(await compile({ root, skills: ['skills', { dir: 'user-skills', scope: 'user' }] }), { runtime: 'rt', skill: h => `skill/${h}` })).toBe(main)
  })
})

describe('link resolution, property-based', () => {
  const root = writeTree(tempDir('links-prop'), {
    'src/a/SKILL.md': skillMd('a', 'A.'),
    'src/a/references/x.md': 'x',
    'src/b/notes.md': 'b',
    'secret.md': 'outside the source',
  })
  const segment = fc.constantFrom('..', '.', 'references', 'x.md', 'b', 'notes.md', 'secret.md', '%2e%2e', '%2E%2E%2F', '..%2f', '..\\..', '%2Fetc', 'C:', '~', '')
  const target = fc.array(segment, { minLength: 1, maxLength: 6 }).map(parts => parts.join(fc.sample(fc.constantFrom('/', '\\', '%2F'), 1)[0]!))

  it('never yields a file outside the source root, whatever the target', async () => {
    await fc.assert(fc.asyncProperty(target, fc.constantFrom('', '#frag', ' "title"', '?q=1'), async (t, suffix) => {
      const body = `see [it](${t}${suffix})\n`
      const { links } = await resolveLinks(body, { file: join(root, 'src/a/SKILL.md'), bodyLine: 4, skillDir: join(root, 'src/a'), sourceRoot: join(root, 'src') })
      for (const l of links) {
        const abs = join(root, 'src/a', l.path)
        expect(abs.startsWith(`${join(root, 'src')}/`)).toBe(true)
        expect(abs).not.toBe(join(root, 'secret.md'))
      }
    }), { numRuns: 300 })
  })

  it('classifies any string without throwing, and never returns an absolute target', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (raw) => {
      const c = classifyTarget(raw)
      if (c && !c.invalid) {
        expect(c.target.startsWith('/')).toBe(false)
        expect(/^[a-z]:/i.test(c.target)).toBe(false)
        expect(c.target.includes('\\')).toBe(false)
      }
    }), { numRuns: 1000 })
  })
})

describe('relativeIn', () => {
  it('gives what posix.relative gives for two normalised paths under one root, `.` for the same path', () => {
    const segment = fc.constantFrom('a', 'b', 'ab', 'a.b', '..', '.', 'c.md', '')
    const path = fc.array(segment, { maxLength: 5 }).map(xs => posix.normalize(xs.join('/') || '.'))
    const underRoot = path.filter(p => !p.startsWith('/') && p !== '..' && !p.startsWith('../'))
    fc.assert(fc.property(underRoot.filter(p => !p.endsWith('/')), underRoot, (base, joined) => {
      expect(relativeIn(base, joined)).toBe(posix.relative(base, joined) || '.')
    }), { numRuns: 5000 })
    expect(relativeIn('a/b', 'a/bc/d.md')).toBe('../bc/d.md')
    expect(relativeIn('a/b', 'a/b/')).toBe('.')
  })
})
