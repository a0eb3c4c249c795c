// The Traditional -> Simplified folds a bundle carries are only those its own characters need (compile's `folds`):
// a task routes exactly as it would with all 904 of them.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { createLoadout } from '../../src/runtime/loadout'
import { foldsFor } from '../../src/runtime/tokenize'
import type { LoadoutData } from '../../src/runtime/types'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const files = {
  // Simplified Chinese (数据库 is 資料庫 or 數據庫 in Traditional), Japanese, English.
  'skills/db-backup/SKILL.md': skillMd('db-backup', '备份数据库并验证恢复。Back up a database and check the restore.'),
  'skills/meeting-notes/SKILL.md': skillMd('meeting-notes', '会議の議事録を書く。Write meeting notes.', '# Notes\n\n议程、决议和待办。\n'),
  'skills/pdf-tables/SKILL.md': skillMd('pdf-tables', 'Extract tables from PDF files into CSV.'),
  // A pattern in Traditional Chinese whose characters nothing else holds (keys and drill bits).
  'skills/ci/SKILL.md': skillMd('ci', 'Fix CI workflows.', '# CI\n', 'patterns: [鑰匙_鑽頭]\n'),
}
/** Characters a Traditional or Simplified task may use: both sides of every fold, and others. */
const every = foldsFor(() => true)
const pool = [...'備份數據庫资料庫資料驗證恢復会议議事録书写記錄决議待辦鑰匙鑽頭钥钻头部署流水線线上傳雲盤文件表格测試发布發佈', 'a', ' ', 'pdf', 'table']

describe('folds', () => {
  it('are written for the Chinese characters the skills, their glossary and their patterns hold, and for no others', async () => {
    const root = writeTree(tempDir('folds'), files)
    const { data } = await compile({ root, skills: ['skills'] })
    const pairs = data.folds!.length / 6
    expect(pairs).toBeGreaterThan(0)
    expect(pairs).toBeLessThan(every.length / 6 / 2)
    const english = writeTree(tempDir('folds-english'), { 'skills/pdf-tables/SKILL.md': files['skills/pdf-tables/SKILL.md'] })
    expect((await compile({ root: english, skills: ['skills'], glossary: false })).data.folds).toBeUndefined()
  })

  it('route every task as all the folds would', async () => {
    const root = writeTree(tempDir('folds-route'), files)
    const { data } = await compile({ root, skills: ['skills'] })
    const pruned = createLoadout(data, [])
    const full = createLoadout({ ...(JSON.parse(JSON.stringify(data)) as LoadoutData), folds: every }, [])
    const ids = (r: ReturnType<typeof pruned.match>) => r.map(x => `${x.id} ${x.score}`)
    // Traditional spellings of the skills' own words reach them, as with every fold.
    for (const task of ['備份資料庫', '備份數據庫並驗證恢復', '寫會議記錄', '钥匙钻头']) {
      expect(ids(pruned.match(task, { minScore: 0 })), task).toEqual(ids(full.match(task, { minScore: 0 })))
      expect(pruned.match(task, { minScore: 0 }).length, task).toBeGreaterThan(0)
    }
    fc.assert(fc.property(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 12 }), (chars) => {
      const task = chars.join('')
      expect(ids(pruned.search(task)), task).toEqual(ids(full.search(task)))
    }), { numRuns: 300 })
  })
})
