/**
 * The plugin's context (src/plugin/context.ts) without a bundler: one compile shared until it is invalidated, a
 * change seen by a watcher makes the next compile list its folders again, which files are skill files, and the
 * options resolved once per root.
 */
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PluginContext } from '../../src/plugin/context'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

/** A root with `skills/deploy` and `skills/notes`, every folder's time set to `time` (so the compile remembers them). */
function settledRoot(name: string, time: Date): string {
  const root = writeTree(tempDir(name), {
    'skills/deploy/SKILL.md': skillMd('deploy', 'Deploy the app to production.'),
    'skills/notes/SKILL.md': skillMd('notes', 'Write meeting notes.'),
  })
  for (const dir of ['skills/deploy', 'skills/notes', 'skills']) utimesSync(join(root, dir), time, time)
  return root
}

const names = (r: { data: { entries: Array<{ name: string }> } }) => r.data.entries.map(e => e.name).sort()

describe('PluginContext', () => {
  it('shares one compile between calls until it is invalidated', async () => {
    const root = settledRoot('context-build', new Date(Date.now() - 3_600_000))
    const plugin = new PluginContext({ root })
    const first = plugin.build()
    expect(plugin.build()).toBe(first)
    const result = await first
    expect(names(result)).toEqual(['deploy', 'notes'])
    expect(plugin.compileTime(result)).toBeGreaterThanOrEqual(0)
    expect(plugin.packsOf(result)).toBe(plugin.packsOf(result))
    plugin.invalidate()
    const second = plugin.build()
    expect(second).not.toBe(first)
    expect(await second).not.toBe(result)
  })

  it('lists the folders of a change again, though their time did not change', async () => {
    const time = new Date(Date.now() - 3_600_000)
    const root = settledRoot('context-change', time)
    const plugin = new PluginContext({ root })
    expect(names(await plugin.build())).toEqual(['deploy', 'notes'])
    // A skill added where the file system kept the folder's time (as some do): the folder's listing is remembered.
    mkdirSync(join(root, 'skills/review'))
    writeFileSync(join(root, 'skills/review/SKILL.md'), skillMd('review', 'Review a pull request.'))
    utimesSync(join(root, 'skills'), time, time)
    plugin.invalidate()
    expect(names(await plugin.build())).toEqual(['deploy', 'notes'])
    // The watcher's word: the next compile lists `skills/review` and `skills/` again.
    plugin.sawChange(join(root, 'skills/review/SKILL.md'))
    plugin.invalidate()
    expect(names(await plugin.build())).toEqual(['deploy', 'notes', 'review'])
  })

  it('acts on a change of a skill file only: skillFileChanged invalidates the compile and says so', async () => {
    const root = settledRoot('context-changed', new Date(Date.now() - 3_600_000))
    const plugin = new PluginContext({ root })
    const first = plugin.build()
    expect(plugin.skillFileChanged(join(root, 'src/app.ts'))).toBe(false)
    expect(plugin.build()).toBe(first)
    expect(plugin.skillFileChanged(join(root, 'skills/notes/SKILL.md'))).toBe(true)
    expect(plugin.build()).not.toBe(first)
  })

  it('tells skill files by their sources: inside one (or the source itself), not beside it', () => {
    const root = tempDir('context-skill-file')
    const plugin = new PluginContext({ root, skills: ['skills', 'more/skills'] })
    expect(plugin.isSkillFile(join(root, 'skills/deploy/SKILL.md'))).toBe(true)
    expect(plugin.isSkillFile(join(root, 'skills'))).toBe(true)
    expect(plugin.isSkillFile(join(root, 'more/skills/a/b/notes.md'))).toBe(true)
    expect(plugin.isSkillFile(join(root, 'skills-old/deploy/SKILL.md'))).toBe(false)
    expect(plugin.isSkillFile(join(root, 'more/other.md'))).toBe(false)
    expect(plugin.isSkillFile(join(root, 'skills/../src/app.ts'))).toBe(false)
    // A path relative to the working directory, as some watchers report them.
    expect(plugin.isSkillFile(relative(process.cwd(), join(root, 'skills/x/SKILL.md')))).toBe(true)
  })

  it('resolves the options once per root, and takes the bundler\'s root only when no root option is set', () => {
    const root = tempDir('context-root')
    const plugin = new PluginContext({ skills: ['skills'] })
    const resolved = plugin.resolved
    expect(plugin.resolved).toBe(resolved)
    expect(plugin.sourceDirs).toEqual([join(process.cwd(), 'skills')])
    plugin.adoptRoot(root)
    expect(plugin.root).toBe(root)
    expect(plugin.resolved).not.toBe(resolved)
    expect(plugin.sourceDirs).toEqual([join(root, 'skills')])
    const fixed = new PluginContext({ root, skills: ['skills'] })
    fixed.adoptRoot(tempDir('context-other-root'))
    expect(fixed.root).toBe(root)
    expect(fixed.sourceDirs).toEqual([join(root, 'skills')])
  })

  it('fails on invalid options when used, not when made (a config file that creates the plugin still loads)', () => {
    const plugin = new PluginContext({ maxDepth: -1 } as never)
    expect(() => plugin.resolved).toThrow(/maxDepth/)
  })

  it('writes the dts declaration with the compile', async () => {
    const root = settledRoot('context-dts', new Date(Date.now() - 3_600_000))
    await new PluginContext({ root, dts: 'types/skills.d.ts' }).build()
    expect(existsSync(join(root, 'types/skills.d.ts'))).toBe(true)
    expect(readFileSync(join(root, 'types/skills.d.ts'), 'utf8')).toContain('"deploy": true')
  })
})

describe('the hooks\' resolveId', () => {
  it('resolves every name of the module and its chunks to its `\\0` id, the runtime to its file, and nothing else', async () => {
    const { createHooks } = await import('../../src/plugin/hooks')
    const hooks = createHooks(new PluginContext({ root: tempDir('hooks-resolve') }), { framework: 'rollup', versions: {} })
    const resolve = hooks.resolveId as (id: string) => string | null
    expect(resolve('virtual:loadout')).toBe('\0virtual:loadout')
    expect(resolve('#loadout')).toBe('\0virtual:loadout')
    expect(resolve('\0virtual:loadout')).toBe('\0virtual:loadout')
    expect(resolve('virtual:loadout/skill/abc/skill')).toBe('\0virtual:loadout/skill/abc/skill')
    expect(resolve('virtual:loadout/resource/k/resource')).toBe('\0virtual:loadout/resource/k/resource')
    expect(resolve('virtual:loadout/pack/0-x/pack')).toBe('\0virtual:loadout/pack/0-x/pack')
    expect(resolve('virtual:loadout/published')).toBe('\0virtual:loadout/published')
    expect(resolve('virtual:loadout/runtime')).toMatch(/runtime[/\\]index\.(?:js|ts)$/)
    expect(resolve('virtual:loadout/closest')).toMatch(/runtime[/\\]closest\.(?:js|ts)$/)
    expect(resolve('virtual:loadoutx')).toBeNull()
    expect(resolve('virtual:loadout/other')).toBeNull()
    expect(resolve('./app.ts')).toBeNull()
  })
})
