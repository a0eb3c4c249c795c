/** src/core/limits.ts: the compiler's limits in one place, each saying why it is what it is. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as limits from '../../src/core/limits'

const CORE = join(import.meta.dirname, '../../src/core')
const files = (readdirSync(CORE, { recursive: true, encoding: 'utf8' }) as string[]).filter(f => f.endsWith('.ts'))

describe('core/limits.ts', () => {
  it('is the only file of the compiler that exports a MAX_ limit', () => {
    const elsewhere = files.filter(f => f !== 'limits.ts')
      .flatMap(f => [...readFileSync(join(CORE, f), 'utf8').matchAll(/^export const (MAX_\w+|\w+_LIMITS|\w+_BYTES)\b/gm)].map(m => `${f}: ${m[1]}`))
    expect(elsewhere).toEqual([])
  })

  it('gives every limit a doc comment (its why) and a positive value', () => {
    const text = readFileSync(join(CORE, 'limits.ts'), 'utf8')
    const names = [...text.matchAll(/^export const (\w+)/gm)].map(m => m[1]!)
    expect(names.sort()).toEqual(Object.keys(limits).sort())
    for (const name of names) {
      const before = text.slice(0, text.indexOf(`export const ${name} `)).trimEnd()
      expect(before.endsWith('*/'), `${name} has no doc comment`).toBe(true)
      const value = (limits as Record<string, unknown>)[name]
      const numbers = typeof value === 'number' ? [value] : Object.values(value as object)
      for (const n of numbers) expect(n, name).toBeGreaterThan(0)
    }
  })
})
