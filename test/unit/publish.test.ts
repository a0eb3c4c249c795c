/**
 * Publishing (the Agent Skills discovery RFC v0.2.0): the digests of its worked example, and what a compile publishes,
 * checked against a verifier written here from the RFC's text with Node's crypto (not the package's digest code).
 */
import { readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { fileDigest, skillDigest } from '../../src/core/wellknown/digest'
import { pathProblem } from '../../src/core/wellknown/format'
import { publish, wellKnownIndex, wellKnownTree } from '../../src/core/wellknown/publish'
import { FIXTURES, skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { verifyWellKnown, WELL_KNOWN } from '../helpers/well-known'

const root = join(FIXTURES, 'progressive')

describe('digests', () => {
  it('give the values of the RFC\'s worked example, byte for byte', () => {
    const files = [
      { path: 'scripts/run.sh', digest: fileDigest(Buffer.from('#!/bin/sh\n')) },
      { path: 'SKILL.md', digest: fileDigest(Buffer.from('# Hello\n')) },
    ]
    expect(files[1]!.digest).toBe('sha256:90f8ec5669cd34183b9b0fdf8b94f5efb4c3672876330f4aa76088c2b4ad17be')
    expect(files[0]!.digest).toBe('sha256:a8076d3d28d21e02012b20eaf7dbf75409a6277134439025f282e368e3305abf')
    // Given in either order: the manifest is sorted by path.
    expect(skillDigest(files)).toBe('sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e')
    expect(skillDigest([...files].reverse())).toBe('sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e')
  })

  it('refuse the paths the RFC forbids', () => {
    for (const ok of ['SKILL.md', 'references/field notes.md', 'a/b/c.txt']) expect(pathProblem(ok), ok).toBeUndefined()
    for (const bad of ['/etc/passwd', '../x', 'a/../b', 'a//b', './a', 'a\\b', 'a?b', 'a#b', 'a[1]', 'café.md', 'a\nb', 'con.', ''])
      expect(pathProblem(bad), JSON.stringify(bad)).toBeTypeOf('string')
  })
})

describe('publish', () => {
  it('lists each skill with SKILL.md and the files the build lists, digests an independent verifier accepts', async () => {
    const result = await compile({ root, skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
    const publication = publish(result)
    const index = wellKnownIndex(publication)
    // Verified against the skill folders' own files, not what publish() read.
    await verifyWellKnown((path) => {
      if (path === `${WELL_KNOWN}/index.json`) return Buffer.from(JSON.stringify(index))
      const [name, ...rest] = path.slice(WELL_KNOWN.length + 1).split('/')
      const entry = result.data.entries.find(e => e.name === name && !e.shadowedBy)!
      const source = join(root, entry.source === 'user' ? 'user-skills' : 'skills')
      // A linked file outside the skill's folder is published under _linked/ and its path from the source root.
      return readFileSync(rest[0] === '_linked' ? join(source, ...rest.slice(1)) : join(source, entry.id, ...rest))
    })
    // The shadowed copy is not published; the project's pdf-forms is, with its listed files.
    expect(index.skills.map(s => s.name)).toEqual(['alpha-notes', 'gpu-render', 'long-description', 'manual-only', 'pdf-forms', 'shell-tasks', 'zeta-tool'])
    const pdf = index.skills.find(s => s.name === 'pdf-forms')!
    expect(pdf.files.map(f => f.path)).toEqual(['SKILL.md', '_linked/alpha-notes/references/tips.md', '_linked/shared/glossary.md', 'assets/layout.png', 'references/field notes.md', 'references/fields.md', 'scripts/fill.py'])
    expect(pdf.description).toMatch(/^Fill in and flatten PDF forms/)
    // Linked files outside the skill's folder are published too, under _linked/: no path holds "..".
    expect(publication.diagnostics.filter(d => d.code === 'publish-file')).toEqual([])
    // The frontmatter as the author wrote it, for MCP's Skills Extension.
    expect(publication.skills.find(s => s.name === 'pdf-forms')!.frontmatter).toEqual({
      'name': 'pdf-forms',
      'description': pdf.description,
      'tags': ['pdf', 'forms'],
      'allowed-tools': ['Read', 'Write'],
    })
  })

  it('leaves out user-only and disabled skills unless asked, and names it cannot publish', async () => {
    const dir = tempDir('publish-select')
    writeTree(dir, {
      'skills/open/SKILL.md': skillMd('open', 'An ordinary skill.'),
      'skills/mine/SKILL.md': skillMd('mine', 'Only the user invokes it.', undefined, 'disable-model-invocation: true\n'),
      'skills/off/SKILL.md': skillMd('off', 'Disabled by the build.'),
      'skills/Bad_Name/SKILL.md': skillMd('Bad_Name', 'A name the RFC does not allow.'),
      'skills/nameless/SKILL.md': '---\ndescription: No name in the frontmatter.\n---\nBody.\n',
    })
    const result = await compile({ root: dir, disabled: ['off'] })
    expect(publish(result).skills.map(s => s.name)).toEqual(['open'])
    expect(publish(result, { userOnly: true }).skills.map(s => s.name)).toEqual(['mine', 'open'])
    expect(publish(result).diagnostics.map(d => d.message)).toEqual([
      'skill "Bad_Name" is not published: its name "Bad_Name" is not 1-64 characters of a-z, 0-9 and single hyphens, as the discovery RFC asks',
      'skill "nameless" is not published: its SKILL.md has no `name` in its frontmatter (the RFC asks for one)',
    ])
  })

  it('writes the tree: index.json, then each file at {name}/{path} with its raw bytes', async () => {
    const dir = tempDir('publish-tree')
    const bom = Buffer.concat([Buffer.from([0xEF, 0xBB, 0xBF]), Buffer.from(skillMd('bom', 'A SKILL.md with a byte order mark.'))])
    writeTree(dir, { 'skills/team/bom/SKILL.md': bom, 'skills/team/bom/assets/x.bin': Buffer.from([0, 255, 1]) })
    const publication = publish(await compile({ root: dir }))
    const tree = wellKnownTree(publication)
    expect(tree.map(f => f.path)).toEqual(['.well-known/agent-skills/index.json', '.well-known/agent-skills/bom/SKILL.md', '.well-known/agent-skills/bom/assets/x.bin'])
    expect(Buffer.from(tree[1]!.bytes).equals(bom)).toBe(true)
    expect(tree.map(f => f.type)).toEqual(['application/json', 'text/markdown; charset=utf-8', 'application/octet-stream'])
    expect(JSON.parse(new TextDecoder().decode(tree[0]!.bytes))).toEqual(wellKnownIndex(publication))
    // read(): the BOM kept as U+FEFF (the text's UTF-8 is the digested bytes), non-UTF-8 bytes as bytes.
    const text = await publication.read('team/bom', 'SKILL.md') as string
    expect(Buffer.from(text).equals(bom)).toBe(true)
    expect([...await publication.read('team/bom', 'assets/x.bin') as Uint8Array]).toEqual([0, 255, 1])
    await expect(publication.read('team/bom', 'nope.md')).rejects.toThrow('"nope.md" is not a published file of skill "team/bom"')
  })

  it('reads each file again with a served file\'s checks: one swapped for a symbolic link since the compile is not published', async () => {
    const dir = tempDir('publish-swap')
    writeTree(dir, {
      'skills/pdf/SKILL.md': skillMd('pdf', 'PDF forms.', 'See [fields](references/fields.md).\n'),
      'skills/pdf/references/fields.md': '# Fields\n',
      'secret.txt': 'not a skill file\n',
    })
    const result = await compile({ root: dir })
    rmSync(join(dir, 'skills/pdf/references/fields.md'))
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'skills/pdf/references/fields.md'))
    const publication = publish(result)
    expect(publication.skills).toEqual([])
    expect(publication.diagnostics.map(d => d.message)).toEqual(['skill "pdf" is not published: "pdf/references/fields.md" is now a symbolic link: not followed'])
  })
})
