import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { closestOption, editDistance } from '../../src/cli/usage'
import { runCli } from '../helpers/cli'

const version = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')).version as string

describe('loadout --version', () => {
  it.each([['--version'], ['-v'], ['check', '--version']])('%s prints the package version on stdout, exit 0', async (...argv) => {
    const r = await runCli(argv)
    expect(r).toEqual({ code: 0, out: version, err: '' })
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
  })
})

describe('usage errors', () => {
  it('an unknown option: one line naming it, the closest real option and --help; exit 2', async () => {
    const r = await runCli(['check', '--sklls', 'skills'])
    expect(r.code).toBe(2)
    expect(r.out).toBe('')
    expect(r.err).toBe('loadout: unknown option --sklls (did you mean --skills?); run `npx unplugin-loadout --help` for the options')
  })

  it('suggests by edit distance, swaps and prefixes included, and nothing when no option is near', async () => {
    expect((await runCli(['--verison'])).err).toContain('(did you mean --version?)')
    expect((await runCli(['match', 'x', '--limt', '3'])).err).toContain('(did you mean --limit?)')
    expect((await runCli(['inspect', '--context', '9'])).err).toContain('(did you mean --context-window?)')
    const far = await runCli(['check', '--frobnicate'])
    expect(far.err).toBe('loadout: unknown option --frobnicate; run `npx unplugin-loadout --help` for the options')
    expect(far.err.split('\n')).toHaveLength(1)
  })

  it('an unknown command: one line with the closest command', async () => {
    expect(await runCli(['chek', '--skills', 'skills'])).toEqual({ code: 2, out: '', err: 'loadout: unknown command "chek" (did you mean check?); run `npx unplugin-loadout --help` for the commands' })
    expect((await runCli(['frobnicate'])).err).toBe('loadout: unknown command "frobnicate"; run `npx unplugin-loadout --help` for the commands')
  })

  it('a missing value, or a value given to a flag, names the option', async () => {
    expect(await runCli(['match', 'x', '--limit'])).toEqual({ code: 2, out: '', err: 'loadout: --limit needs a value; run `npx unplugin-loadout --help` for the options' })
    expect(await runCli(['check', '--json=yes'])).toEqual({ code: 2, out: '', err: 'loadout: --json takes no value; run `npx unplugin-loadout --help` for the options' })
  })
})

describe('editDistance and closestOption', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('skills', 'skills')).toBe(0)
    expect(editDistance('sklls', 'skills')).toBe(1)
    expect(editDistance('verison', 'version')).toBe(1)
    expect(editDistance('', 'json')).toBe(4)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('picks the nearest option within a third of the typed length', () => {
    const known = ['--skills', '--strict', '--limit', '--json', '-h']
    expect(closestOption('--stirct', known)).toBe('--strict')
    expect(closestOption('--jsno', known)).toBe('--json')
    expect(closestOption('--xyz', known)).toBeUndefined()
  })
})
