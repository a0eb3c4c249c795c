/**
 * Global setup of the compatibility matrix: pack the package once per run (`npm pack`, as a release would), into a
 * temporary folder outside the repository that also holds every fixture app. The apps install the tarball, never
 * this checkout: no workspace link, no `dist/` import.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

const repo = join(import.meta.dirname, '../..')

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absolute path of the packed `unplugin-loadout-<version>.tgz`. */
    tarball: string
    /** Where the fixture apps are created (outside the repository). */
    workDir: string
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  if (!existsSync(join(repo, 'dist/index.js'))) throw new Error('test/compat: run `npm run build` first (npm run test:compat does)')
  const workDir = mkdtempSync(join(tmpdir(), 'loadout-compat-'))
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const [packed] = JSON.parse(out) as Array<{ filename: string }>
  project.provide('tarball', join(workDir, packed!.filename))
  project.provide('workDir', workDir)
  // Asynchronous: a synchronous removal (tens of seconds for the Next apps) would block vitest from ending its workers.
  return async () => {
    if (process.env.LOADOUT_COMPAT_KEEP) console.log(`test/compat: apps kept in ${workDir}`)
    else {
      const start = Date.now()
      await rm(workDir, { recursive: true, force: true })
      console.log(`test/compat: removed the apps in ${((Date.now() - start) / 1000).toFixed(1)} s`)
    }
  }
}
