import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import { CORPUS, HAS_CORPUS, skillFiles } from '../helpers/fixtures'

const exec = promisify(execFile)
const bin = join(import.meta.dirname, '../../dist/cli/index.js')

const SPEC_KEYS = new Set(['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'])
const EXTENSIONS = new Set(['tags', 'keywords', 'id', 'priority', 'triggers', 'patterns', 'required-tools', 'required-capabilities', 'disable-model-invocation', 'user-invocable', 'argument-hint', 'model', 'effort', 'context', 'agent', 'hooks'])
const SPEC_CODES = new Set(['name-length', 'name-format', 'name-folder', 'missing-name', 'description-length', 'invalid-compatibility', 'compatibility-length', 'non-spec-key', 'unknown-key'])

/** The spec's rules, written out again from the spec's text, for one frontmatter: `code` or `code:key`. */
function specVerdict(fm: Record<string, unknown>, folder: string): string[] {
  const out: string[] = []
  const len = (s: string) => [...s].length
  const name = typeof fm.name === 'string' ? fm.name.trim().normalize('NFKC') : undefined
  if (name === undefined) out.push('missing-name')
  else {
    if (len(name) > 64) out.push('name-length')
    if (name !== name.toLowerCase() || !/^[\p{L}\p{N}-]+$/u.test(name) || /^-|-$|--/.test(name)) out.push('name-format')
    if (name !== folder.normalize('NFKC')) out.push('name-folder')
  }
  if (typeof fm.description === 'string' && len(fm.description) > 1024) out.push('description-length')
  if (fm.compatibility !== undefined && fm.compatibility !== null) {
    if (typeof fm.compatibility !== 'string') out.push('invalid-compatibility')
    else if (fm.compatibility.trim() === '' || len(fm.compatibility) > 500) out.push('compatibility-length')
  }
  for (const key of Object.keys(fm)) {
    if (!SPEC_KEYS.has(key)) out.push(`${EXTENSIONS.has(key) ? 'non-spec-key' : 'unknown-key'}:${key}`)
  }
  return out.sort()
}

describe.skipIf(!HAS_CORPUS)('check --strict over the real corpus', () => {
  it('agrees with the spec\'s rules for every skill that parses as plain YAML', async () => {
    const { stdout } = await exec(process.execPath, [bin, 'check', '--strict', '--json', '--skills', 'corpus'], { cwd: join(CORPUS, '..'), maxBuffer: 64 * 1024 * 1024 }).catch(e => e)
    const report = JSON.parse(stdout) as { diagnostics: Array<{ file: string, code: string, level: string, message: string }> }
    const got = new Map<string, string[]>()
    for (const d of report.diagnostics) {
      if (!SPEC_CODES.has(d.code)) continue
      expect(d.level, `${d.file} ${d.code}`).toBe('error')
      const key = /^`([^`]+)`/.exec(d.message)?.[1] ?? /key `([^`]+)`/.exec(d.message)?.[1]
      const list = got.get(d.file) ?? []
      list.push(d.code === 'non-spec-key' || d.code === 'unknown-key' ? `${d.code}:${key}` : d.code)
      got.set(d.file, list)
    }
    let compared = 0
    let faulted = 0
    for (const rel of skillFiles(CORPUS)) {
      let fm: Record<string, unknown>
      try {
        fm = matter(readFileSync(join(CORPUS, rel), 'utf8')).data
      }
      catch {
        continue // recovered or unclosed frontmatter: not plain YAML, compared by the unit tests instead
      }
      const file = `corpus/${rel}`
      const verdict = specVerdict(fm, basename(dirname(rel)))
      expect((got.get(file) ?? []).sort(), file).toEqual(verdict)
      compared++
      if (verdict.length) faulted++
    }
    expect(compared).toBeGreaterThan(780)
    // Most of the corpus breaks some rule of the spec (keys outside its table above all): the comparison is not idle.
    expect(faulted).toBeGreaterThan(200)
    // The recommendation stays a warning under strict.
    expect(report.diagnostics.filter(d => d.code === 'body-length').every(d => d.level === 'warning')).toBe(true)
  })
})
