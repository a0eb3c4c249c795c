// `npm run lint`: ESLint over src/, test/, bench/ and scripts/ with lint/eslint.config.mjs, run by the Node 22 that
// lint/ installs (@antfu/eslint-config needs it; the repository's own Node stays 20). Extra arguments go to ESLint:
// `npm run lint -- --fix` applies the fixes, `npm run lint -- src/runtime` lints one folder.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'

const LINT = import.meta.dirname
const ROOT = join(LINT, '..')
const NODE = join(LINT, 'node_modules/.bin/node')
const ESLINT = join(LINT, 'node_modules/eslint/bin/eslint.js')
const FOLDERS = ['src', 'test', 'bench', 'scripts']

if (!existsSync(NODE) || !existsSync(ESLINT)) {
  console.error('npm run lint: ESLint is not installed. It has its own install (it needs Node 22, which it brings):\n\n  npm ci --prefix lint\n')
  process.exit(1)
}

const args = process.argv.slice(2)
// Paths given (those that exist) replace the default folders.
const paths = args.some(a => !a.startsWith('-') && existsSync(resolve(ROOT, a))) ? [] : FOLDERS
const cache = ['--cache', '--cache-location', join(LINT, 'node_modules/.cache/eslint/')]
const run = spawnSync(NODE, [ESLINT, '-c', join(LINT, 'eslint.config.mjs'), ...cache, ...args, ...paths], { cwd: ROOT, stdio: 'inherit' })
process.exit(run.status ?? 1)
