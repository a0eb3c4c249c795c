import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CORPUS, HAS_CORPUS, OUTPUT, skillFiles } from '../helpers/fixtures'

const exec = promisify(execFile)
const bin = join(import.meta.dirname, '../../dist/cli/index.js')

describe.skipIf(!HAS_CORPUS)('loadout check over the real corpus', () => {
  it('compiles or reports every one of its skills, and records the diagnostics', async () => {
    const { stdout } = await exec(process.execPath, [bin, 'check', '--skills', 'corpus', '--json'], { cwd: join(CORPUS, '..'), maxBuffer: 64 * 1024 * 1024 })
    const report = JSON.parse(stdout) as { skills: number, errors: number, warnings: number, diagnostics: Array<{ file: string, line: number, code: string, level: string }> }
    mkdirSync(OUTPUT, { recursive: true })
    const byCode: Record<string, number> = {}
    for (const d of report.diagnostics) byCode[`${d.level}:${d.code}`] = (byCode[`${d.level}:${d.code}`] ?? 0) + 1
    writeFileSync(join(OUTPUT, 'corpus-check.json'), `${JSON.stringify({ skills: report.skills, errors: report.errors, warnings: report.warnings, byCode }, null, 2)}\n`)

    const files = skillFiles(CORPUS)
    expect(files.length).toBeGreaterThan(780)
    const errored = new Set(report.diagnostics.filter(d => d.level === 'error').map(d => d.file))
    // Every SKILL.md is either compiled or named by an error: none is lost silently.
    expect(report.skills + errored.size).toBe(files.length)
    expect(report.errors).toBe(0)
    for (const d of report.diagnostics) {
      expect(d.file.startsWith('corpus/')).toBe(true)
      expect(d.line).toBeGreaterThanOrEqual(1)
    }
    // Known quirks of the corpus, each reported where it is.
    expect(report.diagnostics).toContainEqual(expect.objectContaining({ file: 'corpus/gstack-zh/ship/SKILL.md', code: 'frontmatter-unclosed', level: 'warning' }))
    expect(byCode['warning:name-format']).toBeGreaterThan(0)
  })
})
