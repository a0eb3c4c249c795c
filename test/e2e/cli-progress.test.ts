/**
 * Progress and the summary line of the built CLI, as a user's terminal shows them: under a real pseudo-terminal
 * (`script -qfc`, util-linux), a counter redrawn in place on stderr and cleared, then one summary line; in a pipe
 * or under `--json`, no counter at all.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { FIXTURES, tempDir } from '../helpers/fixtures'
import { REPO } from '../helpers/pack'

const exec = promisify(execFile)
const CLI = join(REPO, 'dist/cli/index.js')
const hasScript = existsSync('/usr/bin/script')
const SUMMARY = /5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings in (?:\d+ ms|\d+\.\d s)/

/** Run the CLI under a pseudo-terminal: what the terminal received (stdout and stderr together). */
async function inTerminal(args: string[], cwd: string): Promise<string> {
  const command = [process.execPath, CLI, ...args].map(a => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')
  return (await exec('script', ['-qfc', command, '/dev/null'], { cwd, timeout: 60_000 })).stdout
}

describe.skipIf(!hasScript)('the CLI on a terminal and in a pipe', () => {
  const dir = tempDir('cli-progress')
  cpSync(join(FIXTURES, 'basic/skills'), join(dir, 'skills'), { recursive: true })

  it('check: a counter on the terminal, cleared, then the summary line with the whole command\'s time', async () => {
    const screen = await inTerminal(['check', '--skills', 'skills'], dir)
    expect(screen).toMatch(/\r\x1B\[2Kcompiling: 1\/5 skill files \(20%\)/)
    expect(screen).toMatch(/\r\x1B\[2Kcompiling: 5\/5 skill files \(100%\)\r\x1B\[2K5 skill files found/)
    expect(screen).toMatch(SUMMARY)
  })

  it('export --format sqlite: a counter for the compile and one for the rows written', async () => {
    const screen = await inTerminal(['export', '--format', 'sqlite', '--skills', 'skills', '--out', 'skills.db'], dir)
    expect(screen).toMatch(/compiling: 5\/5 skill files/)
    expect(screen).toMatch(/\r\x1B\[2Kwriting skills\.db: \d+\/\d+ rows \(100%\)/)
    expect(screen).toMatch(/wrote skills\.db: 5 entries, \d+ rows\r?\n/)
    expect(screen).toMatch(SUMMARY)
  })

  it('prints no counter in a pipe, nor on a terminal under --json', async () => {
    const piped = await exec(process.execPath, [CLI, 'check', '--skills', 'skills'], { cwd: dir })
    expect(piped.stderr).not.toMatch(/\r|\x1B|compiling/)
    expect(piped.stderr.trim()).toMatch(new RegExp(`^${SUMMARY.source}$`))
    const json = await inTerminal(['check', '--skills', 'skills', '--json'], dir)
    expect(json).not.toMatch(/compiling|\x1B/)
    expect(JSON.parse(json.slice(0, json.lastIndexOf('}') + 1)).skills).toBe(5)
  })
})
