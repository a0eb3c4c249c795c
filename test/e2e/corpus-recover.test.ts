import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findFrontmatter, fixFrontmatter, splitEntries, valueLines } from '../../src/core/compile/frontmatter'
import { parseSkill } from '../../src/core/compile/parse'
import { CORPUS, HAS_CORPUS, skillFiles } from '../helpers/fixtures'

/** The broken shapes the registry shows, made from a real description: the line written, and what it reads as. */
const SHAPES: Array<[string, (text: string) => [string, string]]> = [
  ['block indicator with text', t => [`description: | ${t}`, t]],
  ['folded indicator with text', t => [`description: >- ${t}`, t]],
  ['": " in a plain value', t => [`description: Use this skill when: ${t}`, `Use this skill when: ${t}`]],
  ['a leading [Brief]', t => [`description: [Brief] ${t}`, `[Brief] ${t}`]],
  ['a leading *', t => [`description: *${t}`, `*${t}`]],
  ['a leading `', t => [`description: \`loadout\` ${t}`, `\`loadout\` ${t}`]],
]

describe.skipIf(!HAS_CORPUS)('recovery over the real corpus, broken the ways the registry is', () => {
  it('recovers every corpus skill broken in each shape, and --fix gives back the same skill', () => {
    let tried = 0
    for (const rel of skillFiles(CORPUS)) {
      const source = readFileSync(join(CORPUS, rel), 'utf8')
      const ctx = { file: rel, folderName: basename(dirname(rel)), format: 'skill' as const, strict: false }
      const clean = parseSkill(source, ctx)
      const found = findFrontmatter(source)
      if (!clean.skill || !('file' in found) || found.close < 0) continue
      const lines = found.file.lines
      const entry = splitEntries(lines.slice(1, found.close)).find(e => e.key === 'description')
      // One-line descriptions: the broken line replaces it.
      if (!entry || valueLines(lines.slice(1, found.close), entry) !== entry.line + 1) continue
      const text = clean.skill.description
      if (/^[#"']/.test(text)) continue
      const at = entry.line + 1
      for (const [shape, make] of SHAPES) {
        const [line, reads] = make(text)
        const broken = `${[...lines.slice(0, at), line, ...lines.slice(at + 1, found.close + 1)].join('\n')}\n${found.file.from(found.close + 1)}`
        const r = parseSkill(broken, ctx)
        const where = `${rel} (${shape})`
        expect(r.skill?.description, where).toBe(reads.replace(/\s+/g, ' ').trim())
        expect(r.diagnostics.filter(d => d.code === 'yaml-recovered').map(d => d.line), where).toEqual([at + 1])
        const { text: fixed } = fixFrontmatter(broken)
        const again = parseSkill(fixed, ctx)
        expect(again.diagnostics.filter(d => d.code === 'yaml-recovered'), where).toEqual([])
        expect(again.skill && { ...again.skill, bodyLine: 0 }, where).toEqual({ ...r.skill, bodyLine: 0 })
        expect(fixed.endsWith(found.file.from(found.close + 1)), where).toBe(true)
        tried++
      }
    }
    // Most of the corpus has one-line descriptions: hundreds of skills in each shape.
    console.log(`corpus recovery: ${tried} broken variants of ${tried / SHAPES.length} skills recovered and fixed`)
    expect(tried).toBeGreaterThan(6 * 400)
  })
})
