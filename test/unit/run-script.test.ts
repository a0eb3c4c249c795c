import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
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
    'skills/tools/scripts/inner.js': 'console.log("inner")\n',
    'skills/tools/scripts/relinked.js': 'console.log("original")\n',
    'skills/tools/scripts/fifo.sh': 'echo original\n',
    // Each writes the pid of what it leaves running to the file given as its first argument.
    'skills/tools/scripts/sleeper.sh': 'sleep 100 &\necho $! > "$1"\nwait\n',
    'skills/tools/scripts/yes.sh': 'yes &\necho $! > "$1"\nwait\n',
    'skills/tools/scripts/orphan.sh': '( sleep 100 > /dev/null 2>&1 & echo $! > "$1" )\necho started\n',
    // The new session writes its pid once it is one (then it has left the group); the script waits for that.
    'skills/tools/scripts/escape.sh': 'setsid sh -c \'echo $$ > "$1"; exec sleep 100\' sh "$1" &\nwhile [ ! -s "$1" ]; do sleep 0.05; done\necho started\n',
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
  // A symlink that stays inside the skill folder, and a FIFO, where regular files were listed.
  rmSync(join(dir, 'skills/tools/scripts/relinked.js'))
  symlinkSync(join(dir, 'skills/tools/scripts/inner.js'), join(dir, 'skills/tools/scripts/relinked.js'))
  rmSync(join(dir, 'skills/tools/scripts/fifo.sh'))
  execFileSync('mkfifo', [join(dir, 'skills/tools/scripts/fifo.sh')])
})

function runner(extra: Partial<Parameters<typeof createRunScript>[0]> = {}) {
  return createRunScript({ loadout, root: dir, allow: ['node', 'bash', 'python3'], active: ['tools', 'narrow', 'readonly'], ...extra })
}

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
      [{ skill: 'tools', path: 'scripts/relinked.js' }, /is now a symbolic link, or reached through one: not followed/],
      [{ skill: 'tools', path: 'scripts/fifo.sh' }, /no longer a regular file/],
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

/** Whether a process is alive (a zombie, killed and not yet reaped by its new parent, is not). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  }
  catch {
    return false
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : ''
  return !/^\d+ \(.*\) Z/.test(stat)
}

/** Whether `pid` has ended within a wide bound: a SIGKILL lands at once; a process nobody killed lives its 100 s. */
async function ends(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (!alive(pid)) return true
    await new Promise(r => setTimeout(r, 50))
  }
  return false
}

const pidFile = () => join(tempDir('pid'), 'pid')
const pidIn = (file: string) => Number(readFileSync(file, 'utf8').trim())

// Each script leaves a `sleep 100` (or a `yes`) behind: the call must answer long before the sleep would end, and
// nothing of the script's process group may be alive after it. Wide bounds only: no test here times the machine.
describe.skipIf(process.platform === 'win32')('run_script ends what a script started', () => {
  it('kills the process group on timeout: a child running sleep 100 does not hold the answer', async () => {
    const file = pidFile()
    const r = await runner({ timeoutMs: 1000 }).execute({ skill: 'tools', path: 'scripts/sleeper.sh', args: [file] })
    expect(r).toMatchObject({ timedOut: true, signal: 'SIGKILL', aborted: false })
    expect(await ends(pidIn(file))).toBe(true)
  }, 60_000)

  it('kills the process group past maxOutputBytes: a child running yes', async () => {
    const file = pidFile()
    const r = await runner({ maxOutputBytes: 10_000, timeoutMs: 300_000 }).execute({ skill: 'tools', path: 'scripts/yes.sh', args: [file] }) as { stdout: string }
    expect(r).toMatchObject({ truncated: true, timedOut: false })
    expect(r.stdout).toHaveLength(10_000)
    expect(await ends(pidIn(file))).toBe(true)
  }, 60_000)

  it('kills what a script left in the background when it exits, a detached grandchild too', async () => {
    const file = pidFile()
    const r = await runner().execute({ skill: 'tools', path: 'scripts/orphan.sh', args: [file] })
    expect(r).toMatchObject({ exitCode: 0, stdout: 'started\n', timedOut: false })
    expect(await ends(pidIn(file))).toBe(true)
  }, 60_000)

  it('kills the process group when the host aborts, and answers at once', async () => {
    const file = pidFile()
    const controller = new AbortController()
    const call = runner({ timeoutMs: 300_000 }).execute({ skill: 'tools', path: 'scripts/sleeper.sh', args: [file] }, { abortSignal: controller.signal })
    while (!existsSync(file) || !readFileSync(file, 'utf8').trim()) await new Promise(r => setTimeout(r, 20))
    controller.abort()
    expect(await call).toMatchObject({ aborted: true, timedOut: false, signal: 'SIGKILL' })
    expect(await ends(pidIn(file))).toBe(true)
    expect(await runner().execute({ skill: 'tools', path: 'scripts/sleeper.sh', args: [file] }, { abortSignal: controller.signal })).toHaveProperty('error', expect.stringMatching(/aborted/))
  }, 60_000)

  it('answers without waiting for a process that left the group (setsid), which is not promised to end', async () => {
    const file = pidFile()
    const r = await runner().execute({ skill: 'tools', path: 'scripts/escape.sh', args: [file] })
    expect(r).toMatchObject({ exitCode: 0, stdout: 'started\n' })
    const escaped = pidIn(file)
    expect(alive(escaped)).toBe(true)
    process.kill(escaped, 'SIGKILL')
  }, 60_000)
})
