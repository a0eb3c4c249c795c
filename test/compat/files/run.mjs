// `node run.mjs <built main> <task>`: import a built bundle in a plain Node process and print what `run` returns.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const [main, task] = process.argv.slice(2)
const m = await import(pathToFileURL(resolve(main)).href)
process.stdout.write(JSON.stringify(await m.run(task)))
