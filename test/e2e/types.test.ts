import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { buildWith } from '../helpers/bundlers'
import { copyFixture, tempDir } from '../helpers/fixtures'

/** Type-check `files` with the real TypeScript compiler; the messages of every diagnostic. */
function typecheck(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: false,
  })
  return ts.getPreEmitDiagnostics(program).map(d => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

describe('the dts option', () => {
  it('writes loadout.d.ts so SkillId is the union of compiled ids: ids autocomplete, a wrong one is a type error', async () => {
    const root = copyFixture('basic')
    // As a user has it: the package installed in node_modules.
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(join(import.meta.dirname, '../..'), join(root, 'node_modules/unplugin-loadout'), 'dir')
    await buildWith('rollup', root, 'entry.js', join(root, 'out'), { skills: ['skills', { dir: 'user-skills', scope: 'user' }], dts: 'types/loadout.d.ts' })
    const dts = readFileSync(join(root, 'types/loadout.d.ts'), 'utf8')
    expect(dts).toContain('"pdf-tables": true')
    expect(dts).toContain('"image-resize": true')
    const app = join(root, 'app.ts')
    writeFileSync(app, `/// <reference types="unplugin-loadout/client" />
import { load, lookup, type SkillId } from 'virtual:loadout'
const ok: SkillId = 'pdf-tables'
// @ts-expect-error 'no-such-skill' is not a compiled skill id
const bad: SkillId = 'no-such-skill'
export async function run(): Promise<string> {
  lookup('PDF-Tables') // names and other strings are still accepted where refs are
  return (await load(ok)).body + String(bad)
}
`)
    expect(typecheck([app, join(root, 'types/loadout.d.ts')])).toEqual([])
    // Without the generated file SkillId is plain string, so the expected error is missing.
    expect(typecheck([app])).toEqual(["Unused '@ts-expect-error' directive."])
  })
})

describe('the runtime types', () => {
  it('take loaders as arrays or as functions, and reject a loader that returns no promise', () => {
    const root = tempDir('runtime-types')
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(join(import.meta.dirname, '../..'), join(root, 'node_modules/unplugin-loadout'), 'dir')
    const app = join(root, 'app.ts')
    writeFileSync(app, `import { createLoadout, type LoadoutData } from 'unplugin-loadout/runtime'
declare const data: LoadoutData
export const arrays = createLoadout(data, [async () => 'body', null], [[async () => ({ default: 'text' }), null], null])
export const functions = createLoadout(data, i => (i === 0 ? async () => ({ default: 'body' }) : null), (i, j) => async () => \`resource \${i} \${j}\`)
export const options = createLoadout(data, () => undefined, { resources: () => null, onEvent: e => console.log(e.type) })
// @ts-expect-error a body loader returns a promise
export const sync = createLoadout(data, () => () => 'body')
// @ts-expect-error a resource loader function takes the entry and the resource index
export const wrong = createLoadout(data, [], (i: string) => null)
`)
    expect(typecheck([app])).toEqual([])
  })
})

describe('the plugin options', () => {
  it('type skipInvalid, per source and plugin-wide, and the walk bounds; a wrong type is an error', () => {
    const root = tempDir('option-types')
    mkdirSync(join(root, 'node_modules'))
    symlinkSync(join(import.meta.dirname, '../..'), join(root, 'node_modules/unplugin-loadout'), 'dir')
    const app = join(root, 'app.ts')
    writeFileSync(app, `import loadout from 'unplugin-loadout/vite'
import { compile, loadFromDisk, type Skipped } from 'unplugin-loadout/api'
export const plugin = loadout({ skills: ['skills', { dir: 'vendor/skills', skipInvalid: true }], skipInvalid: false, maxDepth: 8, maxFolders: 10_000 })
export async function run(): Promise<Skipped[]> {
  const { found, skipped } = await compile({ skipInvalid: true })
  await loadFromDisk({ skills: [{ dir: 'vendor', skipInvalid: true }] })
  return found.length ? skipped : []
}
// @ts-expect-error skipInvalid is a boolean
export const wrong = loadout({ skipInvalid: 'yes' })
`)
    expect(typecheck([app])).toEqual([])
  })
})
