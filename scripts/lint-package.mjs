// Lint the package as published: `npm pack` the built dist/, then publint and @arethetypeswrong/cli on the tarball
// (node10, node16 from CommonJS and from ESM, bundler). Exits non-zero on any problem either finds.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'loadout-lint-'))
try {
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { encoding: 'utf8' })
  const tarball = join(dir, JSON.parse(out)[0].filename)
  execFileSync('npx', ['--no-install', 'publint', '--strict', tarball], { stdio: 'inherit' })
  execFileSync('npx', ['--no-install', 'attw', '--format', 'table-flipped', tarball], { stdio: 'inherit' })
}
catch (err) {
  process.exitCode = err.status ?? 1
}
finally {
  rmSync(dir, { recursive: true, force: true })
}
