/**
 * Fixture apps for the compatibility matrix: a folder with a package.json naming the packed tarball and the tools
 * under test at exact versions, installed with npm as a user would (one shared npm cache, no audit, no fund).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { writeTree } from '../helpers/fixtures'
import { run } from '../helpers/server'

const FIXTURES = join(import.meta.dirname, '../fixtures')
const FILES = join(import.meta.dirname, 'files')

export interface AppSpec {
  /** Folder name below the run's work folder. */
  name: string
  dependencies: Record<string, string>
  /** Packages whose install scripts npm may run. */
  allowScripts?: string[]
  /** Fixture folders (test/fixtures/<name>) copied into the app. */
  fixtures?: string[]
  /** Files from test/compat/files copied into the app root (or [from, to]). */
  files?: Array<string | [string, string]>
  /** `"type": "module"` in the app's package.json (default true; create-next-app writes none). */
  module?: boolean
  /** Other files, as { 'relative/path': 'content' }. */
  tree?: Record<string, string>
}

/** Create the app and `npm install` it; resolves to its folder. */
export async function createApp(spec: AppSpec): Promise<string> {
  const dir = join(inject('workDir'), spec.name)
  mkdirSync(dir, { recursive: true })
  for (const f of spec.fixtures ?? []) cpSync(join(FIXTURES, f), dir, { recursive: true })
  for (const f of spec.files ?? []) {
    const [from, to] = typeof f === 'string' ? [f, f] : f
    cpSync(join(FILES, from), join(dir, to), { recursive: true })
  }
  writeTree(dir, spec.tree ?? {})
  const pkg = {
    name: `compat-${spec.name}`,
    private: true,
    ...(spec.module === false ? {} : { type: 'module' }),
    dependencies: { 'unplugin-loadout': `file:${inject('tarball')}`, ...spec.dependencies },
    allowScripts: Object.fromEntries((spec.allowScripts ?? []).map(p => [p, true])),
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  const start = Date.now()
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, timeout: 600_000 })
  console.log(`test/compat: installed ${spec.name} in ${((Date.now() - start) / 1000).toFixed(1)} s`)
  return dir
}

/** The version npm installed for `name` in the app. */
export function installed(dir: string, name: string): string {
  return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version
}

/** Every JavaScript file below `dir`, as paths relative to it. */
export function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(f => /\.m?js$/.test(f))
}
