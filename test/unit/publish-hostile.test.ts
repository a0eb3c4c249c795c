/**
 * Issue 39, the local side: a skill's Markdown links to files the skill-file rule refuses (`.env`,
 * `.private/notes.md`) are warnings, and those files are neither listed, published (well-known tree, `build
 * --publish`) nor served by MCP's Skills Extension; files whose names look like keys or credentials, and hard links,
 * are kept and published only when `includeSensitive` names them, and the build says in one line what it left out.
 */
import { existsSync, linkSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/v4'
import { loadFromDisk } from '../../src/api'
import { compile } from '../../src/core/compile/compile'
import { formatDiagnostic } from '../../src/core/diagnostics'
import { publish, publishOptionsOf, wellKnownIndex } from '../../src/core/wellknown/publish'
import { createMcpHandler } from '../../src/mcp/http'
import { runCli } from '../helpers/cli'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

const SECRET = 'AWS_SECRET=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'

/** A project whose skill links its dotfiles, and holds an unlinked one. */
function dotfileProject(): string {
  return writeTree(tempDir('publish-dotfiles'), {
    'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app to production.', '# Deploy\n\nSet [the env](.env), read [notes](.private/notes.md) and [the steps](references/steps.md).\n'),
    'skills/deploy/.env': `${SECRET}\n`,
    'skills/deploy/.env.local': `${SECRET}\n`,
    'skills/deploy/.private/notes.md': `# Private\n\n${SECRET}\n`,
    'skills/deploy/references/steps.md': '# Steps\n\nBuild, then ship.\n',
  })
}

/** Every file below `dir`, relative and `/`-separated. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(e => !e.isDirectory()).map(e => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')).sort()
}

const clients: Client[] = []
afterEach(async () => {
  await Promise.all(clients.splice(0).map(c => c.close()))
  vi.restoreAllMocks()
})

describe('a link to a file the rule refuses', () => {
  it('is a link-ignored warning, and the file is not listed', async () => {
    const root = dotfileProject()
    const r = await compile({ root, skills: ['skills'] })
    expect(r.diagnostics.map(d => formatDiagnostic(d, root))).toEqual([
      'skills/deploy/SKILL.md:7:15: warning: link ".env" is dropped: ".env" starts with a dot: dot files and dot folders are never a skill\'s files [link-ignored]',
      'skills/deploy/SKILL.md:7:35: warning: link ".private/notes.md" is dropped: ".private" starts with a dot: dot files and dot folders are never a skill\'s files [link-ignored]',
    ])
    expect(r.data.entries[0]!.resources.map(x => x.path)).toEqual(['references/steps.md'])
  })

  it('is not published: build --publish writes neither file nor the secret', async () => {
    const root = dotfileProject()
    const built = await runCli(['build', '--skills', 'skills', '--publish', 'public'], root)
    expect(built.code).toBe(0)
    const site = join(root, 'public/.well-known/agent-skills')
    expect(filesBelow(site)).toEqual(['deploy/SKILL.md', 'deploy/references/steps.md', 'index.json'])
    for (const f of filesBelow(join(root, 'public'))) expect(readFileSync(join(root, 'public', f), 'utf8'), f).not.toContain('AWS_SECRET')
  })

  it('is not served by MCP\'s Skills Extension', async () => {
    const root = dotfileProject()
    const handler = createMcpHandler(await loadFromDisk({ root, skills: ['skills'], published: true }), { skillsExtension: true })
    const client = new Client({ name: 'host', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1/mcp'), { fetch: (url, init) => handler(new Request(url, init)) }))
    clients.push(client)
    const list = await client.request({ method: 'skills/list', params: {} }, z.object({ skills: z.array(z.object({ uri: z.string(), resources: z.array(z.object({ uri: z.string() })) })) }).passthrough())
    expect(list.skills.flatMap(s => s.resources.map(r => r.uri))).toEqual(['skill://deploy/SKILL.md', 'skill://deploy/references/steps.md'])
    for (const uri of ['skill://deploy/.env', 'skill://deploy/.private/notes.md']) {
      const answer = await client.readResource({ uri }).then(r => JSON.stringify(r), (err: Error) => err.message)
      expect(answer, uri).not.toContain('AWS_SECRET')
    }
  })
})

describe('a skill folder\'s files the rule refuses', () => {
  it('Windows device names are not listed, so not published', async () => {
    const root = writeTree(tempDir('publish-devices'), {
      'skills/tools/SKILL.md': skillMd('tools', 'Tools for the build.'),
      'skills/tools/aux.md': 'aux\n',
      'skills/tools/scripts/CON': 'con\n',
      'skills/tools/scripts/run.sh': 'echo run\n',
    })
    const r = await compile({ root, skills: ['skills'] })
    expect(r.data.entries[0]!.resources.map(x => x.path)).toEqual(['scripts/run.sh'])
    expect(wellKnownIndex(publish(r)).skills[0]!.files.map(f => f.path)).toEqual(['SKILL.md', 'scripts/run.sh'])
  })
})

describe('keys, credentials and hard links', () => {
  function sensitiveProject(): string {
    const root = writeTree(tempDir('publish-sensitive'), {
      'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app to production.', '# Deploy\n\nSee [the steps](references/steps.md) and [notes](references/notes.md).\n'),
      'skills/deploy/credentials.json': '{"key": "secret"}\n',
      'skills/deploy/id_rsa': '-----BEGIN OPENSSH PRIVATE KEY-----\n',
      'skills/deploy/references/server.pem': '-----BEGIN PRIVATE KEY-----\n',
      'skills/deploy/references/steps.md': '# Steps\n',
      'home/.aws-credentials': `${SECRET}\n`,
    })
    // A second name, inside the skill, of a file outside it.
    linkSync(join(root, 'home/.aws-credentials'), join(root, 'skills/deploy/references/notes.md'))
    return root
  }

  it('secret-looking names are no skill file unless includeSensitive names them; hard links are not published; one line each says which', async () => {
    const root = sensitiveProject()
    const r = await compile({ root, skills: ['skills'] })
    // Never bundled or served: the compile leaves them out, with one warning for the skill.
    expect(r.data.entries[0]!.resources.map(x => x.path)).toEqual(['references/notes.md', 'references/steps.md'])
    expect(r.diagnostics.filter(d => d.code === 'secret-file').map(d => d.message)).toEqual([
      '3 files left out of the skill\'s files (never bundled, served or published): "credentials.json" (its name looks like a key or a credential); "id_rsa" (its name looks like a key or a credential); "references/server.pem" (its name looks like a key or a credential)',
    ])
    const out = publish(r)
    expect(out.skills[0]!.files.map(f => f.path)).toEqual(['SKILL.md', 'references/steps.md'])
    expect(out.diagnostics.map(d => formatDiagnostic(d, root))).toEqual([
      'skills/deploy/references/notes.md:1:1: warning: 1 file not published: deploy/references/notes.md (a hard link: another name of a file that may be outside the skill); name those to publish in includeSensitive [publish-withheld]',
    ])
    // Named by the skill's name (or its id), a file is kept and published.
    const opted = await compile({ root, skills: ['skills'], includeSensitive: ['deploy/credentials.json', 'deploy/references/notes.md'] })
    expect(opted.data.entries[0]!.resources.map(x => x.path)).toEqual(['credentials.json', 'references/notes.md', 'references/steps.md'])
    const published = publish(opted, publishOptionsOf({ includeSensitive: ['deploy/credentials.json', 'deploy/references/notes.md'] }))
    expect(published.skills[0]!.files.map(f => f.path)).toEqual(['SKILL.md', 'credentials.json', 'references/notes.md', 'references/steps.md'])
    expect(published.diagnostics).toEqual([])
  })

  it('build --publish says it in one line, and --include-sensitive keeps and publishes one', async () => {
    const root = sensitiveProject()
    const warned: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((m: string) => void warned.push(m))
    expect((await runCli(['build', '--skills', 'skills', '--publish', 'public'], root)).code).toBe(0)
    expect(warned.filter(m => m.includes('[publish-withheld]'))).toEqual([expect.stringMatching(/^\[unplugin-loadout\] skills\/deploy\/references\/notes\.md:1:1: warning: 1 file not published: .*\[publish-withheld\]$/)])
    const site = join(root, 'public/.well-known/agent-skills')
    expect(filesBelow(site)).toEqual(['deploy/SKILL.md', 'deploy/references/steps.md', 'index.json'])
    expect((await runCli(['build', '--skills', 'skills', '--publish', 'public', '--include-sensitive', 'deploy/references/server.pem'], root)).code).toBe(0)
    expect(existsSync(join(site, 'deploy/references/server.pem'))).toBe(true)
    expect(existsSync(join(site, 'deploy/id_rsa'))).toBe(false)
  })

  it('includeSensitive must be a list of skill/path names', async () => {
    const root = sensitiveProject()
    await expect(compile({ root, skills: ['skills'], includeSensitive: 'deploy/id_rsa' as any })).rejects.toThrow('unplugin-loadout: `includeSensitive` must be an array of `skill/path` names of skill files, got "deploy/id_rsa"')
  })
})
