/**
 * Issue 39: URL sources against hostile sites on 127.0.0.1 (test/helpers/site.ts, an index made by
 * test/helpers/well-known.ts with every digest right): nothing is laid out that the compile would not list, a source's
 * time and bytes are bounded, a source that fails leaves the others and the local skills compiled, the cache is read
 * as a served file is, two builds sharing a cache never see a half-replaced folder, and what an index holds never
 * forges a line of output.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { formatDiagnostic } from '../../src/core/diagnostics'
import { skillDigest } from '../../src/core/wellknown/digest'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'
import { type Held, type Route, silent, type Site, stalled, startSite } from '../helpers/site'
import { digestOf, indexRoutes, type SiteSkill } from '../helpers/well-known'
import { withCi } from '../helpers/node'

const INDEX = '/.well-known/agent-skills/index.json'
const MiB = 1024 * 1024
const sites: Site[] = []
afterEach(async () => {
  await Promise.all(sites.splice(0).map(s => s.close()))
})

async function site(routes: Record<string, Route>): Promise<Site> {
  const s = await startSite(routes)
  sites.push(s)
  return s
}

const ALPHA = skillMd('alpha', 'Alpha answers questions about alpha particles.')
const LOCAL = { 'skills/local/SKILL.md': skillMd('local', 'A local skill about sourdough baking.') }
const errors = (r: { diagnostics: Array<{ level: string }> }) => r.diagnostics.filter(d => d.level === 'error').map(d => formatDiagnostic(d as any))
const cacheOf = (root: string) => join(root, 'node_modules/.cache/unplugin-loadout')

/** Every file below `dir` (none when it is missing), relative and `/`-separated. */
function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(e => !e.isDirectory())
    .map(e => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

/** The folder a compile read a URL source from (the one source dir under the cache). */
const pulledDir = (r: { sourceDirs: string[] }) => r.sourceDirs.find(d => d.includes(`${sep}sources${sep}`))!

describe('an index listing files the compile would never list', () => {
  it('a working .git repository: refused as a remote-index error, nothing fetched or laid out, the local skill compiled', async () => {
    const s = await site(indexRoutes({
      alpha: {
        'SKILL.md': ALPHA,
        '.git/HEAD': 'ref: refs/heads/main\n',
        '.git/config': '[core]\n\tfsmonitor = "touch pwned; false"\n',
        '.git/objects/info/packs': '',
        '.git/refs/heads/.keep': '',
      },
    }))
    const root = writeTree(tempDir('pull-git'), LOCAL)
    const r = await compile({ root, skills: ['skills', s.origin], pull: { frozen: false } })
    expect(errors(r)).toEqual([expect.stringMatching(/index\.json:1:1: error: .*not a usable skills index.*skill "alpha": file "\.git\/HEAD": "\.git" starts with a dot: dot files and dot folders are never a skill's files.*\[remote-index\]$/)])
    expect(r.data.entries.map(e => e.id)).toEqual(['local'])
    expect(s.requests).toEqual([INDEX])
    expect(filesBelow(cacheOf(root))).toEqual([])
  })

  it.each([
    'node_modules/x/index.js', '~/.ssh/authorized_keys', '.env', 'scripts/.bashrc', 'references/.hidden/x.md',
    'references/CON', 'aux.md', 'assets/com1.txt', `references/${'x'.repeat(300)}.md`,
  ])('%s: refused, nothing fetched or laid out', async (path) => {
    const s = await site(indexRoutes({ alpha: { 'SKILL.md': ALPHA, [path]: 'planted\n' } }))
    const root = tempDir('pull-refused')
    const r = await compile({ root, skills: [s.origin], pull: { frozen: false } })
    expect(r.diagnostics.map(d => d.code)).toEqual(['remote-index'])
    expect(r.diagnostics[0]!.message).toContain(`skill "alpha": file "${path.slice(0, 200)}`)
    expect(s.requests).toEqual([INDEX])
    expect(filesBelow(cacheOf(root))).toEqual([])
    expect(existsSync(join(root, 'skills-lock.json'))).toBe(false)
  })

  it.each([
    ['references', 'references/x.md'],
    ['SKILL.md/x', 'SKILL.md'],
    ['Refs', 'refs/a.md'],
  ])('a path that is both a file and a folder (%s, %s): a remote-index error, not a crash; the local skill compiles', async (a, b) => {
    const files: SiteSkill = { 'SKILL.md': ALPHA, [a]: 'one\n', [b]: 'two\n' }
    const s = await site(indexRoutes({ alpha: files }))
    const root = writeTree(tempDir('pull-conflict'), LOCAL)
    const r = await compile({ root, skills: ['skills', s.origin], pull: { frozen: false } })
    expect(errors(r)).toEqual([expect.stringMatching(/is both a file and a folder.*\[remote-index\]$/)])
    expect(r.data.entries.map(e => e.id)).toEqual(['local'])
    const check = await withCi(undefined, () => runCli(['check', '--skills', 'skills', '--skills', s.origin], root))
    expect(check.code).toBe(1)
    expect(check.err).toMatch(/^1 skill file found: 1 compiled, 0 skipped; 1 error, 0 warnings$/m)
  })

  it('an index of version 0.3.0: refused, saying which versions are read', async () => {
    const s = await site(indexRoutes({ alpha: { 'SKILL.md': ALPHA } }, '0.3.0'))
    const r = await compile({ root: tempDir('pull-version'), skills: [s.origin], pull: { frozen: false } })
    expect(errors(r)).toEqual([expect.stringMatching(/version 0\.3\.0 is newer than the 0\.2\.x this package reads.*\[remote-index\]$/)])
    expect(r.data.entries).toEqual([])
  })
})

describe('a file-system error while a source is laid out', () => {
  it('leaves that source out with a remote-cache error; the local skills compile, compile() does not throw', async () => {
    const s = await site(indexRoutes({ alpha: { 'SKILL.md': ALPHA } }))
    for (const blocked of ['sources', 'blobs']) {
      const root = writeTree(tempDir('pull-fs-error'), { ...LOCAL, [`node_modules/.cache/unplugin-loadout/${blocked}`]: 'a file where a folder goes\n' })
      const r = await compile({ root, skills: ['skills', s.origin], pull: { frozen: false } })
      expect(errors(r), blocked).toEqual([expect.stringMatching(new RegExp(`error: ${s.origin}/\\.well-known/agent-skills/index\\.json: cannot be kept in the cache \\(.*(ENOTDIR|EEXIST).*\\): the source is left out.*\\[remote-cache\\]$`))])
      expect(r.data.entries.map(e => e.id)).toEqual(['local'])
    }
  })
})

describe('a pulled skill\'s nested SKILL.md', () => {
  it('is a file of that skill, with a warning, not a skill of its own', async () => {
    const s = await site(indexRoutes({
      alpha: {
        'SKILL.md': ALPHA,
        'inner2/SKILL.md': skillMd('inner2', 'Smuggled in as a second skill.'),
        'references/inner/SKILL.md': skillMd('inner', 'Smuggled in as a third skill.'),
      },
    }))
    const r = await compile({ root: tempDir('pull-nested'), skills: [s.origin], pull: { frozen: false } })
    expect(r.found).toHaveLength(1)
    expect(r.data.entries.map(e => e.id)).toEqual(['alpha'])
    // Every file laid out is listed: the nested SKILL.md files are alpha's own files.
    expect(r.data.entries[0]!.resources.map(x => x.path)).toEqual(['inner2/SKILL.md', 'references/inner/SKILL.md'])
    expect(r.diagnostics.filter(d => d.code === 'remote-nested-skill').map(d => formatDiagnostic(d))).toEqual([
      `${s.origin}/.well-known/agent-skills/alpha/inner2/SKILL.md:1:1: warning: "alpha/inner2/SKILL.md" is a file of the pulled skill "alpha", not a skill: only the SKILL.md at the top of a pulled skill is one [remote-nested-skill]`,
      `${s.origin}/.well-known/agent-skills/alpha/references/inner/SKILL.md:1:1: warning: "alpha/references/inner/SKILL.md" is a file of the pulled skill "alpha", not a skill: only the SKILL.md at the top of a pulled skill is one [remote-nested-skill]`,
    ])
  })
})

describe('a source\'s time and bytes', () => {
  it('a site that never sends its files: stopped after the first timeouts, the requests in flight cancelled, saying how far it got', async () => {
    const log: Held = { held: 0, closed: 0 }
    const files: SiteSkill = { 'SKILL.md': ALPHA }
    for (let k = 1; k < 40; k++) files[`references/r${k}.md`] = `file ${k}\n`
    const routes: Record<string, Route> = indexRoutes({ alpha: files })
    for (const path of Object.keys(routes)) if (path !== INDEX) routes[path] = silent(log)
    const s = await site(routes)
    const root = writeTree(tempDir('pull-silent'), LOCAL)
    const r = await compile({ root, skills: ['skills', s.origin], pull: { frozen: false, timeoutMs: 8000 } })
    expect(errors(r)).toEqual(expect.arrayContaining([expect.stringMatching(/index\.json: stopped after 3 requests got no answer within 2 s: 0 of 40 files fetched.*\[remote-timeout\]$/)]))
    expect(r.data.entries.map(e => e.id)).toEqual(['local'])
    // At most the 8 requests in flight and the few started as the first ones timed out; not the 40 the index lists.
    expect(log.held).toBeGreaterThanOrEqual(3)
    expect(log.held).toBeLessThanOrEqual(8 + 3)
    await vi.waitFor(() => expect(log.closed).toBe(log.held))
    expect(filesBelow(cacheOf(root))).toEqual([])
  }, 60_000)

  it('the 25 MiB of a source count across the requests in flight, as bytes arrive: past them every request is cancelled', async () => {
    // Ten files of 10 MiB, each sent 4 MiB at a time: the 8 requests in flight bring 32 MiB, and then wait forever.
    // Each request was sized against the budget alone, so the build waited out its requests' timeouts.
    const log: Held = { held: 0, closed: 0 }
    const files: SiteSkill = { 'SKILL.md': ALPHA }
    for (let k = 0; k < 9; k++) files[`assets/f${k}.bin`] = `file ${k}`
    const routes: Record<string, Route> = indexRoutes({ alpha: files })
    for (const path of Object.keys(routes)) if (path !== INDEX) routes[path] = stalled(10 * MiB, 4 * MiB, log)
    const s = await site(routes)
    const r = await compile({ root: tempDir('pull-budget'), skills: [s.origin], pull: { frozen: false } })
    expect(errors(r)).toEqual([expect.stringMatching(/index\.json: its files come to more than 26,214,400 bytes, the most one source may bring in: 0 of 10 files fetched, \d+ requests? cancelled \[remote-limit\]$/)])
    expect(log.held).toBe(8)
    await vi.waitFor(() => expect(log.closed).toBe(8))
  }, 20_000)
})

describe('the cache', () => {
  const V1 = { 'pdf-forms': { 'SKILL.md': skillMd('pdf-forms', 'Fill in PDF forms.'), 'references/fields.md': '# Fields\n' }, 'sql-tuning': { 'SKILL.md': skillMd('sql-tuning', 'Tune slow SQL.') } }

  it('update prunes the blobs no pin holds (a failed source\'s verified files, a dropped skill\'s)', async () => {
    const routes: Record<string, Route> = indexRoutes(V1)
    const good = routes['/.well-known/agent-skills/pdf-forms/references/fields.md']!
    routes['/.well-known/agent-skills/pdf-forms/references/fields.md'] = '# Fields\n\nTampered.\n'
    const s = await site(routes)
    const root = tempDir('pull-prune')
    const blobs = join(cacheOf(root), 'blobs')
    const failed = await compile({ root, skills: [s.origin], pull: { frozen: false } })
    expect(failed.diagnostics.map(d => d.code)).toEqual(['remote-digest'])
    expect(filesBelow(blobs)).toHaveLength(2) // the two files that verified
    expect((await runCli(['update', '--skills', s.origin], root)).code).toBe(1)
    expect(filesBelow(blobs)).toEqual([])
    expect(existsSync(join(root, 'skills-lock.json'))).toBe(false)

    s.routes.set('/.well-known/agent-skills/pdf-forms/references/fields.md', good)
    expect((await runCli(['update', '--skills', s.origin], root)).code).toBe(0)
    const pinned = () => JSON.parse(readFileSync(join(root, 'skills-lock.json'), 'utf8')).skills.flatMap((k: any) => Object.values(k.files).map(d => (d as string).slice(7))).sort()
    expect(filesBelow(blobs)).toEqual(pinned())
    for (const [path, bytes] of Object.entries(indexRoutes({ 'sql-tuning': V1['sql-tuning'] }))) s.routes.set(path, bytes)
    const dropped = await runCli(['update'], root)
    expect(dropped.code).toBe(0)
    expect(dropped.err).toMatch(/^wrote skills-lock\.json; removed 2 cached files no pin holds \(\d+ bytes\)$/)
    expect(filesBelow(blobs)).toEqual(pinned())
    expect(filesBelow(blobs)).toHaveLength(1)
  })

  it('a FIFO in place of a blob or of a laid-out file hangs neither a build nor verify', async () => {
    const s = await site(indexRoutes(V1))
    const root = tempDir('pull-fifo')
    const first = await compile({ root, skills: [s.origin], pull: { frozen: false } })
    expect(errors(first)).toEqual([])
    const dir = pulledDir(first)
    // A laid-out file: verify names it.
    rmSync(join(dir, 'pdf-forms/references/fields.md'))
    execFileSync('mkfifo', [join(dir, 'pdf-forms/references/fields.md')])
    const verify = await runCli(['verify'], root)
    expect(verify.code).toBe(1)
    expect(verify.out).toMatch(/pdf-forms\/references\/fields\.md: .*not a regular file/)
    // A blob, with its folder gone: the build reads past it, fetches the file again and compiles.
    const blob = join(cacheOf(root), 'blobs', digestOf(Buffer.from(V1['pdf-forms']['references/fields.md'])).slice(7))
    rmSync(blob)
    execFileSync('mkfifo', [blob])
    rmSync(join(cacheOf(root), 'sources'), { recursive: true })
    const again = await compile({ root, skills: [s.origin], pull: { frozen: true } })
    expect(errors(again)).toEqual([])
    expect(again.data.entries.map(e => e.id)).toEqual(['pdf-forms', 'sql-tuning'])
    expect(statSync(blob).isFile()).toBe(true)
  }, 30_000)

  it('two builds with different pins share a cache: neither replaces the folder the other compiled', async () => {
    const s = await site(indexRoutes(V1))
    const cacheDir = tempDir('pull-shared-cache')
    const a = tempDir('pull-shared-a')
    const b = tempDir('pull-shared-b')
    const first = await compile({ root: a, skills: [s.origin], pull: { frozen: false, cacheDir } })
    const v2 = { ...V1, 'sql-tuning': { 'SKILL.md': skillMd('sql-tuning', 'Tune slow SQL, version two.') } }
    for (const [path, bytes] of Object.entries(indexRoutes(v2))) s.routes.set(path, bytes)
    const second = await compile({ root: b, skills: [s.origin], pull: { frozen: false, cacheDir } })
    expect(second.data.entries.find(e => e.id === 'sql-tuning')!.description).toBe('Tune slow SQL, version two.')
    // What the first compiled is still there, as it was: a folder is laid out whole, then never changed.
    expect(pulledDir(second)).not.toBe(pulledDir(first))
    expect(readFileSync(join(pulledDir(first), 'sql-tuning/SKILL.md'), 'utf8')).toBe(V1['sql-tuning']['SKILL.md'])
    const requests = s.requests.length
    const again = await compile({ root: a, skills: [s.origin], pull: { frozen: true, cacheDir } })
    expect(again.data.entries.find(e => e.id === 'sql-tuning')!.description).toBe('Tune slow SQL.')
    expect(s.requests.length).toBe(requests)
  })

  it('in frozen mode, a lockfile edited by hand is checked against what the cache verified, warm cache or not', async () => {
    const s = await site(indexRoutes(V1))
    const root = tempDir('pull-edited-lock')
    expect(errors(await compile({ root, skills: [s.origin], pull: { frozen: false } }))).toEqual([])
    const lockFile = join(root, 'skills-lock.json')
    const honest = readFileSync(lockFile, 'utf8')
    const edit = (f: (lock: any) => void) => {
      const lock = JSON.parse(honest)
      f(lock)
      for (const k of lock.skills) k.digest = skillDigest(Object.entries(k.files).map(([path, digest]) => ({ path, digest: digest as string })))
      writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`)
    }
    // An extra skill made of cached blobs, which the site never listed.
    edit(lock => lock.skills.push({ ...lock.skills[1], name: 'evil', files: { ...lock.skills[1].files } }))
    const extra = await withCi('true', () => compile({ root, skills: [s.origin] }))
    expect(errors(extra)).toEqual([expect.stringMatching(/changed since skills-lock\.json pinned it \(- evil sha256:\w{12}…\).*\[remote-frozen\]$/)])
    expect(extra.data.entries).toEqual([])
    // Two digests swapped: each file laid out at the other's path.
    edit((lock) => {
      const files = lock.skills[0].files
      ;[files['SKILL.md'], files['references/fields.md']] = [files['references/fields.md'], files['SKILL.md']]
    })
    const swapped = await withCi('true', () => compile({ root, skills: [s.origin] }))
    expect(errors(swapped)).toEqual([expect.stringMatching(/changed since skills-lock\.json pinned it \(~ pdf-forms .*\).*\[remote-frozen\]$/)])
    expect(swapped.data.entries).toEqual([])
    // The honest lockfile builds, from the cache.
    writeFileSync(lockFile, honest)
    const requests = s.requests.length
    expect(errors(await withCi('true', () => compile({ root, skills: [s.origin] })))).toEqual([])
    expect(s.requests.length).toBe(requests)
  })
})

describe('what an index holds, printed', () => {
  it('update: a path holding newlines cannot forge a line', async () => {
    const forged = `x\n  unchanged\nhttp://127.0.0.1:1${INDEX}\n  + totally-legit sha256:000000000000… (1 file)`
    const s = await site(indexRoutes({ alpha: { 'SKILL.md': ALPHA, [forged]: 'x' } }))
    const root = tempDir('pull-forge')
    const r = await runCli(['update', '--skills', s.origin], root)
    expect(r.code).toBe(1)
    const lines = r.out.split('\n')
    expect(lines[0]).toBe(`${s.origin}${INDEX}`)
    expect(lines.slice(1).every(l => l.startsWith('  '))).toBe(true)
    expect(lines).not.toContain('  unchanged')
    expect(lines).not.toContain('  + totally-legit sha256:000000000000… (1 file)')
    expect(r.out).toContain('x\\n  unchanged\\nhttp://127.0.0.1:1')
  })

  it('verify: a file name in the cache holding newlines cannot forge a line', async () => {
    const s = await site(indexRoutes({ alpha: { 'SKILL.md': ALPHA } }))
    const root = tempDir('pull-forge-verify')
    const first = await compile({ root, skills: [s.origin], pull: { frozen: false } })
    writeFileSync(join(pulledDir(first), 'alpha', 'x\nforged: SKILL.md: not in the cache'), 'x')
    const r = await runCli(['verify'], root)
    expect(r.code).toBe(1)
    expect(r.out.split('\n')).toEqual([`${s.origin}${INDEX}: alpha/x\\nforged: SKILL.md: not in the cache: in the cache, but not pinned`])
  })

  it('update whose only source fails writes no lockfile', async () => {
    const s = await site({})
    const root = tempDir('pull-update-fails')
    const r = await runCli(['update', '--skills', s.origin], root)
    expect(r.code).toBe(1)
    expect(r.out).toContain('the server answered 404')
    expect(existsSync(join(root, 'skills-lock.json'))).toBe(false)
  })
})
