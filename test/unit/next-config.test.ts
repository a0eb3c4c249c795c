/**
 * withLoadout puts Turbopack's aliases where the installed Next reads them: `turbopack` from 15.3, and
 * `experimental.turbo` on 15.0-15.2 (which warn about an unknown `turbopack` key and never see the alias).
 * The real Next versions run in the compatibility matrix (test/compat/next.test.ts).
 */
import { cpSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { installedNextVersion, turbopackKey, withLoadout } from '../../src/next'
import { FIXTURES, tempDir, writeTree } from '../helpers/fixtures'

/** An app folder with the basic fixture's skills and a `next` package of the given version. */
function appWithNext(version: string): string {
  const root = tempDir('next-config')
  cpSync(join(FIXTURES, 'basic/skills'), join(root, 'skills'), { recursive: true })
  writeTree(root, {
    'package.json': '{ "name": "app", "private": true }\n',
    'node_modules/next/package.json': JSON.stringify({ name: 'next', version }),
  })
  return root
}

describe('Turbopack options by Next version', () => {
  it('names the key each version reads', () => {
    expect(turbopackKey('15.0.0')).toBe('experimental.turbo')
    expect(turbopackKey('15.2.4')).toBe('experimental.turbo')
    expect(turbopackKey('15.3.0')).toBe('turbopack')
    expect(turbopackKey('16.4.6')).toBe('turbopack')
    expect(turbopackKey(undefined)).toBe('turbopack')
  })

  it('reads the version of next the app resolves', () => {
    expect(installedNextVersion(appWithNext('15.1.7'))).toBe('15.1.7')
    // Without its own, a folder resolves the next above it, as Node does: here, this repository's devDependency.
    expect(installedNextVersion(tempDir('no-next'))).toBe(JSON.parse(readFileSync(join(FIXTURES, '../../node_modules/next/package.json'), 'utf8')).version)
    expect(installedNextVersion('/')).toBe(undefined)
  })

  it('sets experimental.turbo.resolveAlias on Next 15.2, keeping the user\'s options, and no turbopack key', async () => {
    const root = appWithNext('15.2.4')
    const user = { experimental: { turbo: { resolveAlias: { foo: './foo.js' } }, typedRoutes: true } } as any
    const config: any = await withLoadout(user, { root, skills: ['skills'] })('phase-production-build', { defaultConfig: {} })
    expect(config).not.toHaveProperty('turbopack')
    expect(config.experimental.typedRoutes).toBe(true)
    expect(config.experimental.turbo.resolveAlias).toEqual({ 'foo': './foo.js', 'virtual:loadout': './.loadout/index.mjs', '#loadout': './.loadout/index.mjs' })
  })

  it('sets turbopack.resolveAlias on Next 15.3 and later, and leaves experimental alone', async () => {
    const root = appWithNext('15.3.0')
    const config: any = await withLoadout({ turbopack: { resolveAlias: { foo: './foo.js' } } }, { root, skills: ['skills'] })('phase-production-build', { defaultConfig: {} })
    expect(config).not.toHaveProperty('experimental')
    expect(config.turbopack.resolveAlias).toEqual({ 'foo': './foo.js', 'virtual:loadout': './.loadout/index.mjs', '#loadout': './.loadout/index.mjs' })
  })
})
