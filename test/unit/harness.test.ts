/**
 * harnessSkills and skillUploadFiles (unplugin-loadout/ai) over the bundle and the SQLite database exported from the
 * same skills. Their types against the real `@ai-sdk/harness` and ai 7 (Node 22) are checked in
 * test/e2e/platforms.test.ts.
 */
import type Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { harnessSkills, skillUploadFiles } from '../../src/ai'
import { compile } from '../../src/core/compile/compile'
import type { Loadout } from '../../src/runtime'
import { createSqlLoadout, type SqlLoadout } from '../../src/sql'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { sqliteOf } from '../helpers/sql'
import { wholeBundle } from '../helpers/whole-bundle'

const LOGO = Buffer.from('\u0089PNG\r\n\u001A\n\u0000\u0000binary', 'latin1')
let db: Database.Database
let bundle: Loadout
let lazyBundle: Loadout
let sql: SqlLoadout

beforeAll(async () => {
  const dir = writeTree(tempDir('harness'), {
    'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF invoices into CSV.', '# PDF tables\n\nBODY-pdf-tables\n',
      'license: MIT\nallowed-tools: Read Bash\nx-owner: { team: data, since: 2024 }\n'),
    'skills/pdf-tables/references/notes.md': 'NOTES-pdf-tables\n',
    'skills/pdf-tables/scripts/count.py': 'print("count")\n',
    'skills/pdf-tables/assets/logo.png': LOGO,
    'skills/translator/SKILL.md': skillMd('translator', 'Translate text between English and Chinese.', 'BODY-translator\n'),
    'skills/zh/翻译/SKILL.md': skillMd('翻译', '把英文技术文档翻译成中文。', 'BODY-zh-translator\n'),
    'skills/team/translator/SKILL.md': skillMd('translator', 'Translate marketing copy between English and Japanese.', 'BODY-team-translator\n'),
  })
  const result = await compile({ root: dir })
  expect(result.errorCount).toBe(0)
  db = (await sqliteOf(result, 'harness')).db
  bundle = wholeBundle(result)
  lazyBundle = wholeBundle(result, { lazy: true })
  sql = await createSqlLoadout(db)
})
afterAll(() => db.close())

describe.each(['bundle', 'lazy bundle', 'sql'] as const)('over the %s', (kind) => {
  // 'lazy bundle': files listed by each skill's chunk, not its entry, as virtual:loadout builds them.
  const loadout = () => (kind === 'bundle' ? bundle : kind === 'lazy bundle' ? lazyBundle : sql)

  it('harnessSkills: one entry a skill, with its instructions and text files, from ids, names or match results', async () => {
    const matches = await loadout().match('extract the tables of these PDF invoices into CSV')
    expect(matches.map(m => m.id)).toContain('pdf-tables')
    const [pdf] = await harnessSkills(loadout(), matches.filter(m => m.id === 'pdf-tables'))
    expect(pdf).toEqual({
      name: 'pdf-tables',
      description: 'Extract tables from PDF invoices into CSV.',
      content: '# PDF tables\n\nBODY-pdf-tables\n',
      // The text files, sorted; the binary is left out (the harness writes text files).
      files: [{ path: 'references/notes.md', content: 'NOTES-pdf-tables\n' }, { path: 'scripts/count.py', content: 'print("count")\n' }],
    })
  })

  it('harnessSkills: names are unique and ASCII, as the harness adapters require of a folder name', async () => {
    const entries = await harnessSkills(loadout(), ['translator', 'team/translator', 'zh/翻译'])
    expect(entries.map(e => e.name)).toEqual(['translator', 'team-translator', 'zh'])
    expect(entries.map(e => e.content)).toEqual(['BODY-translator\n', 'BODY-team-translator\n', 'BODY-zh-translator\n'])
    await expect(harnessSkills(loadout(), ['no-such-skill'])).rejects.toThrow('Unknown skill "no-such-skill"')
  })
})

describe.each(['bundle', 'lazy bundle'] as const)('skillUploadFiles over the %s', (kind) => {
  // (Over a database too once its export keeps binary files' bytes: the whole-folder compile, issue 41.)
  it('gives the skill\'s SKILL.md, its frontmatter as written, and every file under its folder, binaries as bytes', async () => {
    const files = await skillUploadFiles(kind === 'bundle' ? bundle : lazyBundle, 'pdf-tables')
    expect(files.map(f => f.path)).toEqual(['pdf-tables/SKILL.md', 'pdf-tables/assets/logo.png', 'pdf-tables/references/notes.md', 'pdf-tables/scripts/count.py'])
    expect(files[0]!.data).toEqual({
      type: 'text',
      text: '---\nname: "pdf-tables"\ndescription: "Extract tables from PDF invoices into CSV."\nlicense: "MIT"\nallowed-tools: "Read Bash"\nx-owner: {"team":"data","since":2024}\n---\n\n# PDF tables\n\nBODY-pdf-tables\n',
    })
    expect(files[1]!.data).toEqual({ type: 'data', data: new Uint8Array(LOGO) })
    expect(files[2]!.data).toEqual({ type: 'text', text: 'NOTES-pdf-tables\n' })
  })
})
