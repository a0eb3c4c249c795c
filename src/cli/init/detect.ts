/**
 * What `init` finds in an app's folder: the bundler (from package.json, as the starters of Vite, Next.js, Rollup,
 * Rolldown, esbuild, webpack and Rspack list it), its config file, TypeScript, the package manager (from the lockfile)
 * and whether this package is installed already.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The tools `init` sets up, in the order it looks for them (a Next.js app may list webpack; a Vite app, Rollup). */
export const BUNDLERS = ['next', 'vite', 'rolldown', 'rollup', 'rspack', 'webpack', 'esbuild'] as const
/** One of the tools `init` knows how to set up. */
export type Bundler = typeof BUNDLERS[number]

/** The packages that say an app uses a bundler, and its config file's name without the extension. */
const SIGNS: Record<Bundler, { packages: string[], config?: string, label: string }> = {
  next: { packages: ['next'], config: 'next.config', label: 'Next.js' },
  vite: { packages: ['vite'], config: 'vite.config', label: 'Vite' },
  rolldown: { packages: ['rolldown'], config: 'rolldown.config', label: 'Rolldown' },
  rollup: { packages: ['rollup'], config: 'rollup.config', label: 'Rollup' },
  rspack: { packages: ['@rspack/core', '@rspack/cli'], config: 'rspack.config', label: 'Rspack' },
  webpack: { packages: ['webpack', 'webpack-cli'], config: 'webpack.config', label: 'webpack' },
  esbuild: { packages: ['esbuild'], label: 'esbuild' },
}

/** Config file extensions, in the order each tool looks for them. */
const EXTENSIONS = ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']

/** The package managers whose install command `init` runs with `--install`. */
export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

/** The lockfile each package manager writes, the first found deciding. */
const LOCKFILES: Array<[string, PackageManager]> = [
  ['package-lock.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
]

/** The fields of an app's package.json that `init` reads. */
export interface PackageJson {
  type?: string
  packageManager?: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** An app as `init` sees it. */
export interface App {
  dir: string
  pkg: PackageJson
  bundler: Bundler
  /** The bundler's name as people write it (`Next.js`, `Vite`). */
  label: string
  /** The bundler's config file (a path relative to `dir`), when there is one. */
  configFile?: string
  /** A `tsconfig.json` is there. */
  typescript: boolean
  packageManager: PackageManager
  /** Where package.json lists this package, when it does. */
  installed?: 'dependencies' | 'devDependencies'
}

/** Thrown when `init` cannot tell what the folder holds; the message says what to do. */
export class InitError extends Error {}

/** The app in `dir`; an InitError when there is no package.json or no bundler in it. */
export function detectApp(dir: string): App {
  const pkgFile = join(dir, 'package.json')
  if (!existsSync(pkgFile)) throw new InitError(`no package.json in ${dir}: run init in your app's folder (or make the app first: npm create vite@latest, npx create-next-app@latest)`)
  let pkg: PackageJson
  try {
    pkg = JSON.parse(readFileSync(pkgFile, 'utf8'))
  }
  catch (err) {
    throw new InitError(`${pkgFile} is not valid JSON: ${(err as Error).message}`)
  }
  const deps = { ...pkg.devDependencies, ...pkg.dependencies }
  const bundler = BUNDLERS.find(b => SIGNS[b].packages.some(p => p in deps)) ?? BUNDLERS.find(b => configFileOf(dir, b))
  if (!bundler) {
    throw new InitError(`package.json lists none of ${BUNDLERS.map(b => SIGNS[b].packages[0]).join(', ')}: install your bundler first, `
      + 'or add the plugin by hand (README: Bundler setup)')
  }
  const installed = pkg.dependencies?.['unplugin-loadout'] ? 'dependencies' : pkg.devDependencies?.['unplugin-loadout'] ? 'devDependencies' : undefined
  return {
    dir,
    pkg,
    bundler,
    label: SIGNS[bundler].label,
    configFile: configFileOf(dir, bundler),
    typescript: existsSync(join(dir, 'tsconfig.json')),
    packageManager: packageManagerOf(dir, pkg),
    ...(installed ? { installed } : {}),
  }
}

/** The bundler's config file in `dir`, when there is one. */
function configFileOf(dir: string, bundler: Bundler): string | undefined {
  const base = SIGNS[bundler].config
  if (!base) return undefined
  return EXTENSIONS.map(ext => `${base}${ext}`).find(name => existsSync(join(dir, name)))
}

/** The package manager of the lockfile in `dir`, else of package.json's `packageManager`, else npm. */
function packageManagerOf(dir: string, pkg: PackageJson): PackageManager {
  const locked = LOCKFILES.find(([file]) => existsSync(join(dir, file)))
  if (locked) return locked[1]
  const named = /^(npm|pnpm|yarn|bun)@/.exec(pkg.packageManager ?? '')
  return (named?.[1] as PackageManager | undefined) ?? 'npm'
}

/**
 * The command that installs this package: a dependency in a Next.js app (`next start` loads `next.config.ts`, and
 * with it `unplugin-loadout/next`, where hosts install production dependencies only), a dev dependency elsewhere.
 */
export function installCommand(app: Pick<App, 'bundler' | 'packageManager'>): string[] {
  const dev = app.bundler !== 'next'
  const pm = app.packageManager
  if (pm === 'npm') return ['npm', 'install', ...(dev ? ['-D'] : []), 'unplugin-loadout']
  if (pm === 'bun') return ['bun', 'add', ...(dev ? ['-d'] : []), 'unplugin-loadout']
  return [pm, 'add', ...(dev ? ['-D'] : []), 'unplugin-loadout']
}
