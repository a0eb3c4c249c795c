import { execFile, spawn } from 'node:child_process'
import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { buildWith } from '../helpers/bundlers'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { callBuilt } from '../helpers/node'

const exec = promisify(execFile)
const bin = join(import.meta.dirname, '../../dist/cli/index.js')

function badProject(): string {
  const dir = tempDir('bad-project')
  writeTree(dir, {
    'entry.js': `import { entries } from 'virtual:loadout'\nexport const ids = () => entries.map(e => e.id)\n`,
    'skills/good/SKILL.md': skillMd('good', 'Parse web server access logs.'),
    'skills/yaml/SKILL.md': '---\nname: yaml\ndescription: "unterminated\n---\n',
    'skills/nodesc/SKILL.md': '---\nname: nodesc\n---\nbody\n',
    'skills/js/SKILL.md': '---js\n{ description: (globalThis.__pwnedByBuild = require("fs").writeFileSync("PWNED", "x"), "x") }\n---\n',
  })
  return dir
}

describe('a build with broken skills', () => {
  it.each(['vite', 'webpack', 'esbuild'] as const)('fails on %s with one message listing every error, running nothing', async (bundler) => {
    const dir = badProject()
    const error = await buildWith(bundler, dir, 'entry.js', join(dir, 'out'), { skills: ['skills'] }).then(() => undefined, (e: Error) => e)
    expect(error, 'the build must fail').toBeInstanceOf(Error)
    const message = String(error!.message)
    expect(message).toContain('3 errors in skill sources')
    expect(message).toMatch(/skills\/yaml\/SKILL\.md:\d+:\d+: error: frontmatter is not valid YAML/)
    expect(message).toContain('skills/nodesc/SKILL.md:1:1: error: `description` is required')
    expect(message).toContain('skills/js/SKILL.md:1:1: error: frontmatter language "js" is not allowed')
    expect((globalThis as { __pwnedByBuild?: unknown }).__pwnedByBuild).toBeUndefined()
  })
})

describe('the loadout bin', () => {
  it('checks and matches from the command line with the documented exit codes', async () => {
    const dir = badProject()
    const check = await exec(process.execPath, [bin, 'check', '--skills', 'skills'], { cwd: dir }).then(() => undefined, e => e)
    expect(check.code).toBe(1)
    expect(check.stdout.trim().split('\n')).toHaveLength(3)
    expect(check.stderr).toContain('4 skill files found: 1 compiled, 3 skipped; 3 errors')

    const match = await exec(process.execPath, [bin, 'match', 'parse my nginx access logs', '--skills', 'skills', '--json'], { cwd: dir }).then(() => undefined, e => e)
    // The good skill still routes; the exit code reports the broken ones.
    expect(match.code).toBe(1)
    expect(JSON.parse(match.stdout)[0].id).toBe('good')

    const help = await exec(process.execPath, [bin, '--help'])
    expect(help.stdout).toContain('loadout check [--skills DIR...]')
  })

  it('prints nothing a terminal would act on: names and folder names escaped, --json still JSON', async () => {
    const title = 'evil\x1B]0;pwned\x07'
    const dir = writeTree(tempDir('bin-escapes'), {
      [`skills/${title}/SKILL.md`]: '---\nname: "red\\e[31m\\x9b"\ndescription: Parse nginx access logs\n---\nbody\n',
      'skills/two\nskills/x/SKILL.md:1:1: error: forged [fake]/SKILL.md': skillMd('two', 'Parse apache access logs.'),
    })
    const raw = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/
    for (const args of [['check'], ['match', 'parse access logs'], ['inspect'], ['explain', 'parse access logs']]) {
      const r = await exec(process.execPath, [bin, ...args, '--skills', 'skills'], { cwd: dir }).then(r => r, e => e as { stdout: string, stderr: string })
      expect(r.stdout + r.stderr, args[0]).not.toMatch(raw)
      expect(r.stdout + r.stderr, args[0]).not.toMatch(/^skills\/x\/SKILL\.md/m)
    }
    const json = await exec(process.execPath, [bin, 'check', '--skills', 'skills', '--json'], { cwd: dir })
    expect(json.stdout).not.toMatch(raw)
    expect(JSON.parse(json.stdout).found).toContain(`skills/${title}/SKILL.md`)
  })

  it('stops quietly when the reader closes the pipe (`loadout explain ... | head -1`)', async () => {
    const dir = badProject()
    const child = spawn(process.execPath, [bin, 'explain', 'parse my nginx access logs', '--skills', 'skills'], { cwd: dir })
    child.stdout.destroy()
    let stderr = ''
    child.stderr.on('data', (chunk) => { stderr += chunk })
    const code = await new Promise(resolve => child.on('close', resolve))
    expect(stderr).not.toMatch(/EPIPE|at .*\.js/)
    expect(stderr).toContain('skills/nodesc/SKILL.md:1:1: error:')
    expect(code).toBe(1)
  })
})

describe('loadout build', () => {
  it('emits the modules to disk: an index any tool can import, one file per skill body', async () => {
    const dir = tempDir('cli-build')
    cpSync(join(import.meta.dirname, '../fixtures/basic/skills'), join(dir, 'skills'), { recursive: true })
    const build = () => exec(process.execPath, [bin, 'build', '--skills', 'skills', '--out', 'gen'], { cwd: dir }).then(r => ({ code: 0, ...r }), e => e)
    const r = await build()
    expect(r.code).toBe(0)
    // One summary line, with the chunks written (5 bodies, 2 text resources) and the whole command's time.
    expect(r.stderr.trim()).toMatch(/^wrote \d+ files; import gen\/index\.mjs\n5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings; 7 chunks in (?:\d+ ms|\d+\.\d s)$/)
    const files = readdirSync(join(dir, 'gen'))
    expect(files.filter(f => f.startsWith('skill-'))).toHaveLength(5)
    const index = readFileSync(join(dir, 'gen/index.mjs'), 'utf8')
    expect(index).not.toContain('BODY-SENTINEL')
    expect(index).toContain('from "./runtime.mjs"')
    // Plain Node imports it: no bundler, no package resolution.
    expect((await callBuilt(join(dir, 'gen/index.mjs'), 'load', 'pdf-tables')).body).toContain('BODY-SENTINEL-pdf-tables')
    expect((await callBuilt(join(dir, 'gen/index.mjs'), 'match', 'extract pdf tables to csv')).map((m: { id: string }) => m.id)).toEqual(['house-rules', 'pdf-tables'])
    expect((await build()).stderr.trim()).toBe('gen/index.mjs is up to date\n5 skill files found: 5 compiled, 0 skipped; 0 errors, 0 warnings; 7 chunks (the last compile: nothing changed)')
    writeTree(dir, { 'skills/broken/SKILL.md': '---\nname: broken\n---\n' })
    const bad = await build()
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('`description` is required')
  })
})
