import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'

export const exec = promisify(execFile)
export const REPO = join(import.meta.dirname, '../..')
const PACKS = join(REPO, 'test/.output/pack')

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(d =>
    d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)])
}

/** A hash of what `npm pack` puts in the tarball, so every test file of a run reuses one pack. */
function packKey(): string {
  if (!existsSync(join(REPO, 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` first')
  const hash = createHash('sha256')
  const files = ['package.json', 'README.md', 'LICENSE', 'client.d.ts', ...listFiles(join(REPO, 'dist')).map(f => relative(REPO, f))]
  for (const f of files.sort()) hash.update(`${f}\0`).update(readFileSync(join(REPO, f))).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/**
 * The packed package (`npm pack` of the built `dist/`), as a user's `npm i` gets it: packed once per content of
 * the package and cached under test/.output/pack/<hash>/, so several test files (and processes) share it.
 */
export async function packTarball(): Promise<string> {
  const dir = join(PACKS, packKey())
  const existing = existsSync(dir) && readdirSync(dir).find(f => f.endsWith('.tgz'))
  if (existing) return join(dir, existing)
  mkdirSync(PACKS, { recursive: true })
  const staging = mkdtempSync(join(PACKS, 'staging-'))
  const { stdout } = await exec('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', staging], { cwd: REPO })
  const { filename } = (JSON.parse(stdout) as Array<{ filename: string }>)[0]!
  // Older packs of this checkout are stale: keep only this one.
  for (const old of readdirSync(PACKS)) if (!old.startsWith('staging-')) rmSync(join(PACKS, old), { recursive: true, force: true })
  try {
    renameSync(staging, dir)
  }
  catch (err) {
    // Another process packed the same content first: use its tarball.
    if (!existsSync(join(dir, filename))) throw err
    rmSync(staging, { recursive: true, force: true })
  }
  return join(dir, filename)
}

const made: string[] = []
/**
 * Remove the folders freshDir made (apps hold a few hundred MB of node_modules each): call it in a test file's
 * afterAll. LOADOUT_KEEP_APPS=1 keeps them for inspection.
 */
export function removeFreshDirs(): void {
  if (process.env.LOADOUT_KEEP_APPS === '1') return
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** A fresh folder outside the repository (no parent node_modules to fall back on). */
export function freshDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `loadout-${prefix}-`))
  made.push(dir)
  return dir
}

export interface AppSpec {
  /** package.json fields besides the dependencies (`type`, `scripts`...). */
  pkg?: Record<string, unknown>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  /** Files to write, relative to the app. */
  files?: Record<string, string>
}

/**
 * A fresh app in a temporary folder with the packed tarball installed by `npm install` (a copy, no link), as a
 * user installs it; resolves to the app's folder.
 */
export async function installApp(name: string, spec: AppSpec = {}, dir = freshDir(name)): Promise<string> {
  const tarball = await packTarball()
  const pkg = {
    name: `loadout-${name}`,
    private: true,
    version: '0.0.0',
    ...spec.pkg,
    dependencies: { ...spec.dependencies, 'unplugin-loadout': `file:${tarball}` },
    devDependencies: spec.devDependencies,
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  for (const [file, text] of Object.entries(spec.files ?? {})) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  await npmInstall(dir)
  return dir
}

/** `npm install` in `dir`, from the npm cache when it can (`env` added to this process's). */
export async function npmInstall(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<void> {
  await exec('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...args], {
    cwd: dir,
    timeout: 600_000,
    maxBuffer: 1 << 26,
    env: { ...process.env, ...env },
  })
}

/** The installed copy is a real folder, not a link back into the repository. */
export function isCopy(app: string): boolean {
  const installed = join(app, 'node_modules/unplugin-loadout')
  return lstatSync(installed).isDirectory() && !existsSync(join(installed, 'src')) && existsSync(join(installed, 'dist'))
}
