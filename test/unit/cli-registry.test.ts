// The CLI's commands are listed once (COMMANDS, src/cli/main.ts) and its options once (FLAGS, src/cli/flags.ts): the
// help, the parsing and the dispatch come from them. These checks are derived from that registry, so a command or a
// flag added there is checked here with no list to keep by hand.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCE_FLAGS } from '../../src/cli/command'
import { type FlagName, FLAGS, type FlagSpec, parseCommandLine } from '../../src/cli/flags'
import { COMMANDS, HELP } from '../../src/cli/main'
import { unknownCommandLine } from '../../src/cli/usage'
import { REPO } from '../helpers/pack'
import { runCli } from '../helpers/cli'

const FLAG_NAMES = Object.keys(FLAGS) as FlagName[]
const spec = (flag: FlagName) => FLAGS[flag] as FlagSpec
/** The `--flags` a text names. */
const flagsIn = (text: string) => [...text.matchAll(/(?<![\w-])--([a-z][\w-]*)/g)].map(m => m[1]!)

describe('the command registry', () => {
  it('--help prints every usage line of every command, in the registry\'s order, and no other', async () => {
    const r = await runCli(['--help'])
    expect(r.code).toBe(0)
    expect(r.out).toBe(HELP)
    const usage = r.out.slice(r.out.indexOf('Usage:\n') + 7, r.out.indexOf('\n\nOptions:'))
    expect(usage).toBe(COMMANDS.flatMap(c => c.usage.map(u => `  npx unplugin-loadout ${u}`)).join('\n'))
    expect(COMMANDS.length).toBeGreaterThanOrEqual(13)
  })

  it('names are unique, and a typo of each gets it suggested', () => {
    const names = COMMANDS.map(c => c.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(unknownCommandLine(`${name}x`, HELP)).toContain(`(did you mean ${name}?)`)
  })

  it('every flag a usage line shows is one the command reads', () => {
    for (const c of COMMANDS) {
      const reads = new Set<string>([...c.flags, ...(c.reads === 'nothing' ? [] : SOURCE_FLAGS)])
      for (const flag of c.usage.flatMap(flagsIn)) expect(reads, `${c.name} --${flag}`).toContain(flag)
    }
  })

  it('every flag a command reads is defined, and parses after the command as its type says', () => {
    for (const c of COMMANDS) {
      for (const flag of c.flags) {
        expect(FLAG_NAMES, `${c.name} --${flag}`).toContain(flag)
        const { type, multiple } = spec(flag)
        const argv = type === 'boolean' ? [c.name, `--${flag}`] : [c.name, `--${flag}`, 'x']
        const { values, positionals } = parseCommandLine(argv)
        expect(positionals).toEqual([c.name])
        expect((values as Record<string, unknown>)[flag]).toEqual(type === 'boolean' ? true : multiple ? ['x'] : 'x')
      }
    }
  })

  it('every defined flag is read by a command (or is --help/--version) and described under Options', () => {
    const read = new Set<string>([...COMMANDS.flatMap(c => c.flags), ...SOURCE_FLAGS, 'help', 'version'])
    const options = HELP.slice(HELP.indexOf('Options:'))
    const described = new Set(options.split('\n').filter(l => /^ {2}-/.test(l)).flatMap(flagsIn))
    for (const flag of FLAG_NAMES) {
      expect(read, `--${flag}`).toContain(flag)
      // A flag with no block of its own is named in another's (--open in --html's).
      expect(spec(flag).help === undefined ? flagsIn(options) : [...described], `--${flag}`).toContain(flag)
    }
  })

  it('docs/cli.md has a section for every command and names every option', () => {
    const page = readFileSync(join(REPO, 'docs/cli.md'), 'utf8')
    const headings = page.split('\n').filter(l => l.startsWith('## ')).join('\n')
    for (const c of COMMANDS) expect(headings, c.name).toMatch(new RegExp(`\\b${c.name}\\b`))
    for (const flag of FLAG_NAMES) expect(flagsIn(page), `--${flag}`).toContain(flag)
  })

  it('--db is refused by the commands that do not read it, with the registry\'s list of those that do', async () => {
    const readers = COMMANDS.filter(c => c.reads === 'skills-or-db').map(c => c.name)
    expect(readers).toEqual(['match', 'eval', 'explain', 'inspect', 'mcp'])
    const r = await runCli(['overlaps', '--db', 'x.db'])
    expect(r).toEqual({ code: 2, out: '', err: 'loadout overlaps: --db is read by match, eval, explain, inspect and mcp only' })
  })
})
