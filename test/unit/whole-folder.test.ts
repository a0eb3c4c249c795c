/**
 * A skill is its whole folder (issue 41): which files of a folder a compile lists (the one skill-file rule, nested
 * skills, secret-looking names, file/folder clashes), how it tells text from binary (by content, never by name), and
 * the path a linked file outside the folder is listed under (`_linked/`).
 */
import { describe, expect, it } from 'vitest'
import { compile, CompileCache } from '../../src/core/compile/compile'
import { MAX_SKILL_RESOURCES, MAX_TEXT_RESOURCE } from '../../src/core/limits'
import { listedContent } from '../../src/core/fs/listed-file'
import { mediaTypeOf, refusalOf, servedPath } from '../../src/core/compile/resource-files'
import { createLoadout } from '../../src/runtime'
import { linkedPath } from '../../src/runtime/resources'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

async function compiled(files: Record<string, string | Buffer>) {
  const root = writeTree(tempDir('whole-folder'), files)
  const r = await compile({ root })
  const lo = createLoadout(r.data, r.bodies.map(b => async () => b), { resources: r.resourceKeys.map(row => row.map(k => (k ? async () => listedContent(r, k) : null))) })
  const listed = (id: string) => r.data.entries.find(e => e.id === id)!.resources
  const codes = r.diagnostics.map(d => `${d.code} ${d.file.slice(root.length + 1).replaceAll('\\', '/')}`)
  return { root, r, lo, listed, codes }
}

describe('the files a skill folder lists', () => {
  it('lists every file of the folder, any folder deep, build output included; not dot files, ignored folders or a nested skill\'s folder', async () => {
    const { listed, codes } = await compiled({
      'skills/a/SKILL.md': skillMd('a', 'Outer.'),
      'skills/a/examples/one.md': 'one',
      'skills/a/canvas-fonts/Sans-OFL.txt': 'license',
      'skills/a/canvas-fonts/Sans.ttf': Buffer.from([0, 1, 0, 0, 0, 0x10]),
      'skills/a/dist/tool.js': 'console.log(1)',
      'skills/a/deep/er/still/x.md': 'x',
      'skills/a/.DS_Store': Buffer.from([0, 0, 0, 1]),
      'skills/a/.github/workflows/ci.yml': 'on: push',
      'skills/a/node_modules/dep/index.js': 'x',
      'skills/a/scripts/__pycache__/run.cpython-312.pyc': Buffer.from([0x42, 0x0D, 0x0D, 0x0A, 0]),
      'skills/a/inner/SKILL.md': skillMd('inner', 'Nested.'),
      'skills/a/inner/references/own.md': 'inner only',
    })
    expect(listed('a').map(x => x.path)).toEqual(['canvas-fonts/Sans-OFL.txt', 'canvas-fonts/Sans.ttf', 'deep/er/still/x.md', 'dist/tool.js', 'examples/one.md'])
    expect(listed('a/inner').map(x => x.path)).toEqual(['references/own.md'])
    // Dot files, ignored folders and the nested skill's files are left out without a word.
    expect(codes).toEqual([])
  })

  it('tells text from binary by content: extensionless text, Latin-1, UTF-16, NUL, and text past the text limit', async () => {
    const { listed, lo } = await compiled({
      'skills/a/SKILL.md': skillMd('a', 'Kinds.'),
      'skills/a/LICENSE': 'MIT License\n',
      'skills/a/NOTICE': 'Notice\n',
      'skills/a/scripts/run': '#!/bin/sh\necho run\n',
      'skills/a/latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xE9]),
      'skills/a/utf16.md': Buffer.from('\uFEFFhi', 'utf16le'),
      'skills/a/zero.md': Buffer.from('text\0more'),
      'skills/a/logo.png': PNG,
      'skills/a/pointer.png': 'version https://git-lfs.github.com/spec/v1\n',
      'skills/a/big.txt': 'x'.repeat(MAX_TEXT_RESOURCE + 1),
      'skills/a/bom.md': '\uFEFF# Title\r\n',
    })
    const kinds = Object.fromEntries(listed('a').map(x => [x.path, `${x.kind} ${x.type}`]))
    expect(kinds).toEqual({
      'LICENSE': 'text text/plain',
      'NOTICE': 'text text/plain',
      'big.txt': 'binary application/octet-stream',
      'bom.md': 'text text/markdown',
      'latin1.txt': 'binary application/octet-stream',
      'logo.png': 'binary image/png',
      'zero.md': 'binary application/octet-stream',
      'pointer.png': 'text text/plain',
      'scripts/run': 'text text/plain',
      'utf16.md': 'binary application/octet-stream',
    })
    // Every file reads back as its bytes; text files as text too (a byte order mark dropped from the text only).
    expect(Buffer.from(await lo.readResourceBytes('a', 'latin1.txt'))).toEqual(Buffer.from([0x63, 0x61, 0x66, 0xE9]))
    expect(Buffer.from(await lo.readResourceBytes('a', 'logo.png'))).toEqual(PNG)
    expect(Buffer.from(await lo.readResourceBytes('a', 'bom.md')).toString('utf8')).toBe('\uFEFF# Title\r\n')
    expect(await lo.readResource('a', 'bom.md')).toBe('# Title\r\n')
    expect(await lo.readResource('a', 'LICENSE')).toBe('MIT License\n')
    expect((await lo.readResourceBytes('a', 'big.txt')).length).toBe(MAX_TEXT_RESOURCE + 1)
    await expect(lo.readResource('a', 'latin1.txt')).rejects.toThrow(/binary file .* read it with readResourceBytes/)
  })

  it('leaves out secret-looking names, Windows device names and a file that is also a folder, each with a warning', async () => {
    const { listed, codes, r } = await compiled({
      'skills/a/SKILL.md': skillMd('a', 'Rules.'),
      'skills/a/keep.md': 'kept',
      'skills/a/id_rsa': 'KEY',
      'skills/a/certs/server.pem': 'PEM',
      'skills/a/credentials.json': '{}',
      'skills/a/references/CON': 'device',
      'skills/a/aux.md': 'device',
      'skills/a/Notes': 'a file',
      'skills/a/notes/x.md': 'in a folder of the same name, letter case aside',
    })
    expect(listed('a').map(x => x.path)).toEqual(['keep.md', 'notes/x.md'])
    // One warning a kind at the skill's SKILL.md, naming the files; a file that is also a folder at the file itself.
    expect(codes.sort()).toEqual(['secret-file skills/a/SKILL.md', 'skill-file-refused skills/a/Notes', 'skill-file-refused skills/a/SKILL.md'])
    const message = (code: string) => r.diagnostics.find(d => d.code === code && d.file.endsWith('SKILL.md'))!.message
    expect(message('secret-file')).toBe('3 files left out of the skill\'s files (never bundled, served or published): "certs/server.pem" (its name looks like a key or a credential); "credentials.json" (its name looks like a key or a credential); "id_rsa" (its name looks like a key or a credential)')
    expect(message('skill-file-refused')).toMatch(/^2 files left out of the skill's files \(the one rule of skill files\): "aux.md" \("aux.md" is a Windows device name\); "references\/CON" \("CON" is a Windows device name\)$/)
    expect(r.diagnostics.every(d => d.level === 'warning')).toBe(true)
  })

  it('lists a linked file outside the folder under _linked/ and its path from the source root, readable by either path', async () => {
    const { listed, lo, codes } = await compiled({
      'skills/team/pdf/SKILL.md': skillMd('pdf', 'Links.', 'See [g](../../shared/glossary.md), [t](../tips.md) and [s](../../shared/.env).\n'),
      'skills/team/tips.md': 'TIPS',
      'skills/shared/glossary.md': 'GLOSSARY',
      'skills/shared/.env': 'SECRET=1',
    })
    expect(listed('team/pdf').map(x => x.path)).toEqual(['_linked/shared/glossary.md', '_linked/team/tips.md'])
    expect(await lo.readResource('team/pdf', '_linked/shared/glossary.md')).toBe('GLOSSARY')
    expect(await lo.readResource('team/pdf', '../../shared/glossary.md')).toBe('GLOSSARY')
    expect(await lo.readResource('team/pdf', '../tips.md')).toBe('TIPS')
    // A link to a dot file is named (a link-* warning, as every link the rule refuses), not listed.
    expect(codes).toEqual(['link-ignored skills/team/pdf/SKILL.md'])
  })

  it('serves a real file of the folder over a linked one at the same path, with a warning', async () => {
    const { listed, lo, codes } = await compiled({
      'skills/a/SKILL.md': skillMd('a', 'Clash.', 'See [x](../x.md).\n'),
      'skills/a/_linked/x.md': 'REAL',
      'skills/x.md': 'LINKED',
    })
    expect(listed('a').map(x => x.path)).toEqual(['_linked/x.md'])
    expect(await lo.readResource('a', '_linked/x.md')).toBe('REAL')
    expect(codes).toEqual(['link-collision skills/a/SKILL.md'])
  })
})

describe('paths and types', () => {
  it('maps a link outside the folder to _linked/, the same way at build time and at run time', () => {
    expect(servedPath('references/a.md', 'team/pdf')).toBe('references/a.md')
    expect(servedPath('../shared/x.md', 'team/pdf')).toBe('_linked/team/shared/x.md')
    expect(servedPath('../../x.md', 'team/pdf')).toBe('_linked/x.md')
    for (const [path, skill] of [['../shared/x.md', 'team/pdf'], ['../../x.md', 'team/pdf'], ['../a/./b.md', 'pdf']] as const)
      expect(linkedPath({ path: `${skill}/SKILL.md` }, path)).toBe(servedPath(path, skill))
    expect(linkedPath({ path: 'pdf/SKILL.md' }, '../../etc/passwd')).toBeUndefined()
    expect(linkedPath({ path: 'pdf/SKILL.md' }, 'references/a.md')).toBeUndefined()
  })

  it('names media types by extension for text and binary alike', () => {
    expect(mediaTypeOf('a.md', true)).toBe('text/markdown')
    expect(mediaTypeOf('LICENSE', true)).toBe('text/plain')
    expect(mediaTypeOf('a.png', true)).toBe('text/plain')
    expect(mediaTypeOf('a.ttf', false)).toBe('font/ttf')
    expect(mediaTypeOf('a.md', false)).toBe('application/octet-stream')
  })

  it('refuses quietly only dot files and ignored folders', () => {
    expect(refusalOf('.env')).toMatchObject({ code: 'skill-file-refused', quiet: true })
    expect(refusalOf('node_modules/x.js')).toMatchObject({ quiet: true })
    expect(refusalOf('aux.md')).toMatchObject({ code: 'skill-file-refused', quiet: false })
    expect(refusalOf('keys/deploy.key')).toMatchObject({ code: 'secret-file', quiet: false })
    expect(refusalOf('references/api.md')).toBeUndefined()
  })
})

describe('the corpus layout', () => {
  it('keeps a skill at the source root and one below it apart', async () => {
    const { listed } = await compiled({
      'skills/SKILL.md': skillMd('skills', 'At the root.'),
      'skills/root-notes.md': 'root',
      'skills/child/SKILL.md': skillMd('child', 'Below.'),
      'skills/child/x.md': 'child',
    })
    expect(listed('skills').map(x => x.path)).toEqual(['root-notes.md'])
    expect(listed('child').map(x => x.path)).toEqual(['x.md'])
  })
})

describe('the cap on a skill\'s files', () => {
  it('reads no file past the cap, counts them in the warning, and lists admitted files past refused ones', async () => {
    const files: Record<string, string> = { 'skills/big/SKILL.md': '---\nname: big\ndescription: Many files.\n---\nbody\n' }
    for (let k = 0; k < 300; k++) files[`skills/big/a${String(k).padStart(3, '0')}.pem`] = 'key'
    for (let k = 0; k < 600; k++) files[`skills/big/b${String(k).padStart(3, '0')}.md`] = 'x'
    const root = writeTree(tempDir('whole-folder-cap'), files)
    const cache = new CompileCache()
    const r = await compile({ root }, cache)
    const listed = r.data.entries[0]!.resources.map(x => x.path)
    expect(listed).toHaveLength(MAX_SKILL_RESOURCES)
    expect(listed[0]).toBe('b000.md')
    expect(cache.resourceScans).toBe(MAX_SKILL_RESOURCES + 1)
    expect(r.diagnostics.find(d => d.code === 'resource-cap')!.message).toContain(`lists only ${MAX_SKILL_RESOURCES} of its 600 files`)
  })
})
