// `npx unplugin-loadout init` in app folders laid out as the starters lay them out (the files below are those of
// `npm create vite` 8 and `create-next-app` 16, trimmed); test/e2e/first-hour.test.ts runs it in the real starters
// from the packed tarball and builds them.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appendToList, blankJsonc, valueSpan } from '../../src/cli/init/jsonc'
import { runCli } from '../helpers/cli'
import { tempDir, writeTree } from '../helpers/fixtures'

const VITE_TSCONFIG = `{
  "compilerOptions": {
    "target": "es2023",
    "types": ["vite/client"],
    "skipLibCheck": true,

    /* Bundler mode */
    "moduleResolution": "bundler",
    "noEmit": true,
  },
  "include": ["src"]
}
`
const REACT_VITE_CONFIG = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`
const NEXT_CONFIG = `import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  /* config options here */
  cacheComponents: true,
};

export default nextConfig;
`

function pkg(deps: Record<string, string>, dev: Record<string, string> = {}, extra: object = { type: 'module' }) {
  return JSON.stringify({ name: 'app', private: true, ...extra, dependencies: deps, devDependencies: dev }, null, 2)
}

/** Every file below `dir` with its text (node_modules aside): what a second run must leave exactly as it was. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(e => e.isFile())
  return Object.fromEntries(files.map((e) => {
    const file = join(e.parentPath, e.name)
    return [file.slice(dir.length + 1), readFileSync(file, 'utf8')]
  }))
}

async function initTwice(dir: string) {
  const first = await runCli(['init'], dir)
  const after = snapshot(dir)
  const second = await runCli(['init'], dir)
  expect(snapshot(dir), 'a second run changes nothing').toEqual(after)
  expect(second.out).not.toMatch(/^ {2}(created|updated) /m)
  return { first, second }
}

describe('init in a Vite app', () => {
  it('vanilla-ts (no vite.config, types in tsconfig.json): creates the config, adds the types beside vite/client, adds an example skill that passes check --strict', async () => {
    const dir = writeTree(tempDir('init-vanilla-ts'), {
      'package.json': pkg({}, { typescript: '~7.0.2', vite: '^8.3.4' }),
      'tsconfig.json': VITE_TSCONFIG,
      'package-lock.json': '{}',
      'src/main.ts': 'console.log(1)\n',
    })
    const { first, second } = await initTwice(dir)
    expect(first.code).toBe(0)
    expect(first.out).toMatch(/^unplugin-loadout init: a Vite app, npm$/m)
    expect(readFileSync(join(dir, 'vite.config.ts'), 'utf8')).toBe(`import { defineConfig } from 'vite'
import loadout from 'unplugin-loadout/vite'

export default defineConfig({
  plugins: [loadout({ skills: ['skills'], dts: 'src/loadout.d.ts' })],
})
`)
    // The template's list kept, its comments and trailing comma too.
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toBe(VITE_TSCONFIG.replace('["vite/client"]', '["vite/client", "unplugin-loadout/client"]'))
    expect(first.out).toContain('install it: npm install -D unplugin-loadout (or run init with --install)')
    // It ends with the two commands to try.
    expect(first.out.split('\n').slice(-3)).toEqual([
      'Try it:',
      '  npx unplugin-loadout match "write a commit message for this fix"',
      '  npm run dev        (then open /__loadout/ on the dev server: the skills inspector)',
    ])
    expect(second.out).toContain('vite.config.ts: has the plugin already')
    expect(second.out).toContain('tsconfig.json: has the types of virtual:loadout already')
    expect(second.out).toContain('skills/ holds 1 skill already: no example added')
    const strict = await runCli(['check', '--strict'], dir)
    expect(strict).toMatchObject({ code: 0, out: '' })
    expect(strict.err).toMatch(/1 skill file found: 1 compiled, 0 skipped; 0 errors, 0 warnings/)
    const routed = await runCli(['match', 'write a commit message for this fix'], dir)
    expect(routed.out).toMatch(/1\. commit-messages /)
  })

  it('react-ts: edits the vite.config.ts it has (react() kept) and the tsconfig.app.json that tsconfig.json references', async () => {
    const dir = writeTree(tempDir('init-react-ts'), {
      'package.json': pkg({ react: '^19' }, { '@vitejs/plugin-react': '^6', 'typescript': '~7.0.2', 'vite': '^8.3.4' }),
      'vite.config.ts': REACT_VITE_CONFIG,
      'tsconfig.json': '{\n  "files": [],\n  "references": [\n    { "path": "./tsconfig.app.json" },\n    { "path": "./tsconfig.node.json" }\n  ]\n}\n',
      'tsconfig.app.json': VITE_TSCONFIG,
      'tsconfig.node.json': '{\n  "compilerOptions": { "types": ["node"] },\n  "include": ["vite.config.ts"]\n}\n',
      'src/main.tsx': '',
    })
    const { first } = await initTwice(dir)
    expect(first.code).toBe(0)
    const config = readFileSync(join(dir, 'vite.config.ts'), 'utf8')
    expect(config).toMatch(/^import loadout from 'unplugin-loadout\/vite';?\n/)
    expect(config).toMatch(/plugins: \[react\(\), loadout\(\{\s*skills: \['skills'\],\s*dts: 'src\/loadout\.d\.ts',?\s*\}\)\]/)
    expect(config).toContain('// https://vite.dev/config/')
    expect(readFileSync(join(dir, 'tsconfig.app.json'), 'utf8')).toContain('"types": ["vite/client", "unplugin-loadout/client"]')
    expect(readFileSync(join(dir, 'tsconfig.node.json'), 'utf8')).not.toContain('unplugin-loadout')
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).not.toContain('unplugin-loadout')
  })

  it('vanilla (JavaScript): creates vite.config.js and touches no tsconfig; a skills/ folder of the user\'s own gets no example', async () => {
    const dir = writeTree(tempDir('init-vanilla'), {
      'package.json': pkg({}, { vite: '^8.3.4' }),
      'skills/mine/SKILL.md': '---\nname: mine\ndescription: My own skill.\n---\nBody.\n',
    })
    const { first } = await initTwice(dir)
    expect(readFileSync(join(dir, 'vite.config.js'), 'utf8')).toContain('plugins: [loadout({ skills: [\'skills\'] })]')
    expect(existsSync(join(dir, 'tsconfig.json'))).toBe(false)
    expect(existsSync(join(dir, 'skills/commit-messages'))).toBe(false)
    expect(first.out).toContain('skills/ holds 1 skill already: no example added')
  })

  it('a tsconfig with no "types" list gets a declaration file in src/ instead (a list would narrow the @types read)', async () => {
    const dir = writeTree(tempDir('init-no-types'), {
      'package.json': pkg({}, { vite: '^8' }),
      'tsconfig.json': '{ "compilerOptions": { "strict": true }, "include": ["src"] }\n',
      'src/main.ts': '',
    })
    await initTwice(dir)
    expect(readFileSync(join(dir, 'src/loadout-env.d.ts'), 'utf8')).toBe('/// <reference types="unplugin-loadout/client" />\n')
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).not.toContain('unplugin-loadout')
  })
})

describe('init in a Next.js app', () => {
  it('wraps the export of next.config.ts, ignores .loadout/, and installs it as a dependency (next start loads the config)', async () => {
    const dir = writeTree(tempDir('init-next'), {
      'package.json': pkg({ next: '16.4.3', react: '19' }, { typescript: '^5' }, {}),
      'next.config.ts': NEXT_CONFIG,
      'tsconfig.json': '{ "compilerOptions": { "strict": true }, "include": ["**/*.ts"] }\n',
      '.gitignore': '# next.js\n/.next/\n',
    })
    const { first } = await initTwice(dir)
    expect(first.code).toBe(0)
    const config = readFileSync(join(dir, 'next.config.ts'), 'utf8')
    expect(config).toMatch(/^import \{ withLoadout \} from "unplugin-loadout\/next";\n/)
    expect(config).toMatch(/export default withLoadout\(nextConfig, \{\s*skills: \["skills"\],\s*dts: "loadout\.d\.ts",?\s*\}\);/)
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe('# next.js\n/.next/\n\n# unplugin-loadout: the modules withLoadout writes for Turbopack\n/.loadout/\n')
    expect(first.out).toContain('install it: npm install unplugin-loadout (or run init with --install)')
    expect(first.out.split('\n').at(-1)).toBe('  npm run build      (it prints a line: [unplugin-loadout] N skill files found: N compiled...)')
  })

  it('says to move a dev dependency to the dependencies', async () => {
    const dir = writeTree(tempDir('init-next-dev'), {
      'package.json': pkg({ next: '16' }, { 'unplugin-loadout': '^0.1.0' }, {}),
      'next.config.mjs': '/** @type {import(\'next\').NextConfig} */\nconst nextConfig = {};\n\nexport default nextConfig;\n',
      'pnpm-lock.yaml': '',
    })
    const r = await runCli(['init'], dir)
    expect(r.out).toContain('install it (it is in devDependencies, but `next start` loads next.config.* where hosts install dependencies only): pnpm add unplugin-loadout')
    expect(readFileSync(join(dir, 'next.config.mjs'), 'utf8')).toMatch(/export default withLoadout\(nextConfig, \{\n {2}skills: \['skills'\],?\n\}\);/)
  })

  it('prints the lines for a CommonJS next.config.js and leaves it as it is', async () => {
    const cjs = 'const nextConfig = {}\nmodule.exports = nextConfig\n'
    const dir = writeTree(tempDir('init-next-cjs'), { 'package.json': pkg({ next: '15' }, {}, {}), 'next.config.js': cjs })
    const r = await runCli(['init'], dir)
    expect(r.code).toBe(0)
    expect(readFileSync(join(dir, 'next.config.js'), 'utf8')).toBe(cjs)
    expect(r.out).toContain('add the plugin by hand: next.config.js is CommonJS')
    expect(r.out).toContain('      export default withLoadout(nextConfig, { skills: [\'skills\'] })')
  })
})

describe('init with the other bundlers', () => {
  it.each([
    ['rollup', 'rollup.config.mjs', 'export default { input: \'src/index.js\', output: { dir: \'dist\', format: \'es\' } }\n'],
    ['rolldown', 'rolldown.config.mjs', 'import { defineConfig } from \'rolldown\'\nexport default defineConfig({ input: \'src/index.js\' })\n'],
    ['@rspack/core', 'rspack.config.mjs', 'import { defineConfig } from \'@rspack/cli\'\nexport default defineConfig({ entry: { main: \'./src/index.js\' }, plugins: [] })\n'],
    ['webpack', 'webpack.config.mjs', 'export default { mode: \'production\', entry: \'./src/index.js\' }\n'],
  ])('%s: adds loadout() to the plugins of an ES module config (%s)', async (dep, file, text) => {
    const dir = writeTree(tempDir('init-esm'), { 'package.json': pkg({}, { [dep]: '*' }), [file]: text })
    await initTwice(dir)
    const bundler = dep === '@rspack/core' ? 'rspack' : dep
    const edited = readFileSync(join(dir, file), 'utf8')
    expect(edited).toMatch(new RegExp(`^import loadout from 'unplugin-loadout/${bundler}';?\\n`))
    expect(edited).toMatch(/plugins: \[loadout\(\{\s*skills: \['skills'\],?\s*\}\)\]/)
  })

  it.each([
    ['webpack', 'webpack.config.js', 'module.exports = { mode: \'production\', entry: \'./src/index.js\' }\n', /webpack\.config\.js is CommonJS/, '      plugins: [loadout({ skills: [\'skills\'] })]'],
    ['rollup', 'rollup.config.mjs', 'export default [{ input: \'a.js\' }, { input: \'b.js\' }]\n', /rollup\.config\.mjs could not be edited safely \(its default export is not one config object\)/, '      import loadout from \'unplugin-loadout/rollup\''],
    ['esbuild', 'build.mjs', 'import { build } from \'esbuild\'\nawait build({ entryPoints: [\'src/index.js\'] })\n', /esbuild has no config file/, '      build({ ..., bundle: true, splitting: true, format: \'esm\', plugins: [loadout({ skills: [\'skills\'] })] })'],
  ])('%s: prints the lines to add where it cannot edit safely (%s), and leaves the file as it is', async (dep, file, text, why, line) => {
    const dir = writeTree(tempDir('init-manual'), { 'package.json': pkg({}, { [dep]: '*' }), [file]: text })
    const r = await runCli(['init'], dir)
    expect(r.code).toBe(0)
    expect(readFileSync(join(dir, file), 'utf8')).toBe(text)
    expect(r.out).toMatch(why)
    expect(r.out).toContain(line)
  })
})

describe('init refuses what it cannot set up', () => {
  it('a folder with no package.json, or one that lists no bundler: exit 2 and why', async () => {
    const empty = tempDir('init-empty')
    expect(await runCli(['init'], empty)).toMatchObject({ code: 2, err: expect.stringMatching(/^loadout init: no package\.json in .*: run init in your app's folder/) })
    const none = writeTree(tempDir('init-none'), { 'package.json': pkg({ react: '19' }) })
    expect(await runCli(['init'], none)).toMatchObject({ code: 2, err: expect.stringMatching(/lists none of next, vite, rolldown, rollup, @rspack\/core, webpack, esbuild/) })
    expect(readdirSync(none)).toEqual(['package.json'])
  })

  it('--dry-run says what it would do and writes nothing', async () => {
    const dir = writeTree(tempDir('init-dry'), { 'package.json': pkg({}, { vite: '^8' }), 'tsconfig.json': VITE_TSCONFIG })
    const before = snapshot(dir)
    const r = await runCli(['init', '--dry-run', '--install'], dir)
    expect(r.out).toContain('(dry run: nothing is written)')
    expect(r.out).toContain('created vite.config.ts: with the plugin')
    expect(r.out).toContain('install it: npm install -D unplugin-loadout')
    expect(snapshot(dir)).toEqual(before)
  })
})

describe('JSONC edits (tsconfig files)', () => {
  it('finds a value through comments and trailing commas, and appends to a list in its own layout', () => {
    const text = `{\n  // the app\n  "compilerOptions": {\n    "paths": { "types": ["x"] }, /* not this one */\n    "types": [\n      "vite/client", // Vite\n    ],\n  },\n}\n`
    const blanked = blankJsonc(text)
    expect(blanked).toHaveLength(text.length)
    expect(JSON.parse(blanked).compilerOptions.types).toEqual(['vite/client'])
    const span = valueSpan(blanked, ['compilerOptions', 'types'])!
    expect(text.slice(span.start, span.end)).toMatch(/^\[\n {6}"vite\/client", \/\/ Vite\n {4}\]$/)
    const edited = appendToList(text, blanked, span, 'unplugin-loadout/client')
    expect(JSON.parse(blankJsonc(edited)).compilerOptions.types).toEqual(['vite/client', 'unplugin-loadout/client'])
    expect(edited).toContain('      "vite/client",\n      "unplugin-loadout/client", // Vite\n')
    expect(valueSpan(blanked, ['compilerOptions', 'missing'])).toBeUndefined()
    const empty = '{ "compilerOptions": { "types": [] } }'
    expect(appendToList(empty, blankJsonc(empty), valueSpan(blankJsonc(empty), ['compilerOptions', 'types'])!, 'a')).toBe('{ "compilerOptions": { "types": ["a"] } }')
  })
})
