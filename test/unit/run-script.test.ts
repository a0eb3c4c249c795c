import { rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile'
import { createRunScript } from '../../src/node'
import { createLoadout, type Loadout } from '../../src/runtime/loadout'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

let dir: string
let loadout: Loadout

beforeAll(async () => {
  dir = writeTree(tempDir('scripts'), {
    'outside.js': 'console.log("ESCAPED")\n',
    'skills/tools/SKILL.md': skillMd('tools', 'Scripts for tests.'),
    'skills/tools/scripts/echo.js': 'console.log(JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), secret: process.env.SECRET ?? null }))\n',
    'skills/tools/scripts/fail.sh': 'echo "about to fail" >&2\nexit 3\n',
    'skills/tools/scripts/hello.py': 'import sys\nprint("py", *sys.argv[1:])\n',
    'skills/tools/scripts/slow.mjs': 'setTimeout(() => console.log("late"), 60_000)\n',
    'skills/tools/scripts/flood.js': 'const line = "x".repeat(1023) + "\\n"; for (let i = 0; i < 20000; i++) process.stdout.write(line)\n',
    'skills/tools/scripts/swap.js': 'console.log("original")\n',
    'skills/tools/scripts/data.txt': 'not a script\n',
    'skills/narrow/SKILL.md': skillMd('narrow', 'Only python allowed.', '# n\n', 'allowed-tools: Bash(python3:*) Read\n'),
    'skills/narrow/scripts/a.js': 'console.log("js")\n',
    'skills/narrow/scripts/b.py': 'print("py")\n',
    'skills/readonly/SKILL.md': skillMd('readonly', 'No Bash at all.', '# r\n', 'allowed-tools: Read Grep\n'),
    'skills/readonly/scripts/c.py': 'print("py")\n',
  })
  const r = await compile({ root: dir })
  expect(r.errorCount).toBe(0)
  loadout = createLoadout(r.data, [])
  // After the build: a script that was never listed, and a listed one swapped for a symlink out of the folder.
  writeTree(dir, { 'skills/tools/scripts/late.js': 'console.log("late")\n' })
  rmSync(join(dir, 'skills/tools/scripts/swap.js'))
  symlinkSync(join(dir, 'outside.js'), join(dir, 'skills/tools/scripts/swap.js'))
})

const runner = (extra: Partial<Parameters<typeof createRunScript>[0]> = {}) =>
  createRunScript({ loadout, root: dir, allow: ['node', 'bash', 'python3'], active: ['tools', 'narrow', 'readonly'], ...extra })

describe('run_script', () => {
  it('runs a listed script with arguments as an array, in the skill folder, with a minimal environment', async () => {
    process.env.SECRET = 'do-not-leak'
    const r = await runner().execute({ skill: 'tools', path: 'scripts/echo.js', args: ['a b', '$(rm -rf /)', '; echo hi'] })
    delete process.env.SECRET
    expect(r).toMatchObject({ exitCode: 0, timedOut: false, truncated: false, stderr: '' })
    const out = JSON.parse((r as { stdout: string }).stdout)
    expect(out).toEqual({ args: ['a b', '$(rm -rf /)', '; echo hi'], cwd: join(dir, 'skills/tools'), secret: null })
  })

  it('returns the exit code and stderr of a failing script, and runs python', async () => {
    expect(await runner().execute({ skill: 'tools', path: 'scripts/fail.sh' })).toMatchObject({ exitCode: 3, stderr: 'about to fail\n' })
    expect(await runner().execute({ skill: 'tools', path: 'scripts/hello.py', args: ['x'] })).toMatchObject({ exitCode: 0, stdout: 'py x\n' })
  })

  it('kills a script that times out and one that floods its output', async () => {
    const slow = await runner({ timeoutMs: 300 }).execute({ skill: 'tools', path: 'scripts/slow.mjs' })
    expect(slow).toMatchObject({ timedOut: true, signal: 'SIGKILL', stdout: '' })
    const flood = await runner({ maxOutputBytes: 10_000 }).execute({ skill: 'tools', path: 'scripts/flood.js' }) as { stdout: string, truncated: boolean }
    expect(flood.truncated).toBe(true)
    expect(flood.stdout.length).toBe(10_000)
  })

  it('refuses escapes, unlisted files, non-scripts and inactive or unknown skills', async () => {
    const rs = runner({ active: ['narrow'] })
    expect(await rs.execute({ skill: 'tools', path: 'scripts/echo.js' })).toEqual({ error: 'Skill "tools" is not active: load it with the Skill tool first' })
    expect(await rs.execute({ skill: 'nope', path: 'scripts/echo.js' })).toEqual({ error: 'Unknown skill "nope"' })
    expect(rs.activate('TOOLS')).toBe('tools')
    const cases: Array<[unknown, RegExp]> = []
    cases.push(
      [{ skill: 'tools', path: '../../outside.js' }, /escapes the skill folder/],
      [{ skill: 'tools', path: 'scripts/../../../outside.js' }, /escapes the skill folder/],
      [{ skill: 'tools', path: join(dir, 'outside.js') }, /escapes the skill folder/],
      [{ skill: 'tools', path: 'scripts\\..\\..\\outside.js' }, /escapes the skill folder/],
      [{ skill: 'tools', path: 'scripts/late.js' }, /not a script listed for skill "tools"/],
      [{ skill: 'tools', path: 'scripts/data.txt' }, /No interpreter/],
      [{ skill: 'tools', path: 'scripts/swap.js' }, /outside the skill folder \(symlink\)/],
      [{ skill: 'tools', path: 'scripts/echo.js', args: 'not-an-array' }, /"args" must be an array of strings/],
      [null, /Input must be/],
    )
    for (const [input, error] of cases) {
      const r = await rs.execute(input as never)
      expect(r, JSON.stringify(input)).toHaveProperty('error')
      expect((r as { error: string }).error).toMatch(error)
    }
    rs.deactivate('tools')
    expect(await rs.execute({ skill: 'tools', path: 'scripts/echo.js' })).toHaveProperty('error', expect.stringMatching(/not active/))
  })

  it('lets the host allow-list and the skill\'s allowed-tools only narrow what runs', async () => {
    expect(await runner({ allow: [] }).execute({ skill: 'tools', path: 'scripts/echo.js' })).toEqual({ error: 'The host does not allow node scripts' })
    expect(await runner({ allow: ['python3'] }).execute({ skill: 'tools', path: 'scripts/echo.js' })).toEqual({ error: 'The host does not allow node scripts' })
    expect(await runner().execute({ skill: 'narrow', path: 'scripts/a.js' })).toHaveProperty('error', expect.stringMatching(/does not allow node \(allowed-tools: Bash\(python3:\*\) Read\)/))
    expect(await runner().execute({ skill: 'narrow', path: 'scripts/b.py' })).toMatchObject({ exitCode: 0, stdout: 'py\n' })
    expect(await runner().execute({ skill: 'readonly', path: 'scripts/c.py' })).toHaveProperty('error', expect.stringMatching(/does not allow python3/))
    // Narrowing never widens: the skill allows python3, the host does not.
    expect(await runner({ allow: ['node'] }).execute({ skill: 'narrow', path: 'scripts/b.py' })).toEqual({ error: 'The host does not allow python3 scripts' })
  })

  it('describes itself as a JSON-schema tool', () => {
    const t = runner()
    expect(t.name).toBe('run_script')
    expect(t.inputSchema).toMatchObject({ type: 'object', required: ['skill', 'path'] })
    expect([...t.active].sort()).toEqual(['narrow', 'readonly', 'tools'])
  })
})
