// `node vite.dev.mjs`: a Vite dev server on this app's vite.config.mjs (middleware mode, no port), reading
// virtual:loadout through ssrLoadModule while a skill is edited, added and removed. Prints what it saw as JSON.
import { once } from 'node:events'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'vite'

const server = await createServer({ server: { middlewareMode: true }, logLevel: 'error' })
const mod = () => server.ssrLoadModule('virtual:loadout')
const sleep = ms => new Promise(r => setTimeout(r, ms))
/** Poll until `check` holds (a dev server sees files change shortly after they do); false after 20 s. */
async function until(check) {
  for (const end = Date.now() + 20_000; Date.now() < end; await sleep(100)) {
    try {
      if (await check(await mod())) return true
    }
    catch {}
  }
  return false
}

// A watcher misses what changes before its first scan ends (as a user would not edit before the server is up):
// wait for chokidar's 'ready', or 2 s on a watcher that emitted it before this listener was added.
await Promise.race([once(server.watcher, 'ready'), sleep(2000)])
const seen = {}
seen.loaded = (await (await mod()).load('pdf-tables')).body.includes('BODY-SENTINEL-pdf-tables')
const file = 'skills/pdf-tables/SKILL.md'
writeFileSync(file, readFileSync(file, 'utf8').replace('BODY-SENTINEL-pdf-tables', 'EDITED-IN-DEV'))
seen.edited = await until(async m => (await m.load('pdf-tables')).body.includes('EDITED-IN-DEV'))
mkdirSync('skills/yaml-lint')
writeFileSync('skills/yaml-lint/SKILL.md', '---\nname: yaml-lint\ndescription: Lint and format YAML files with yamllint.\n---\n# yaml-lint\n')
seen.added = await until(async m => m.match('lint my yaml files').some(r => r.id === 'yaml-lint'))
rmSync('skills/ci-workflows', { recursive: true })
seen.removed = await until(async m => m.lookup('ci-workflows') === undefined && m.entries.length === 6)
await server.close()
process.stdout.write(JSON.stringify(seen))
