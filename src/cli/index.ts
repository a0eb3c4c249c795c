#!/usr/bin/env node
import process from 'node:process'
import { main } from './main'

// `loadout explain ... | head`: when the reader closes the pipe, stop quietly, as Unix tools do, not with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err
  process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0)
})

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    process.stderr.write(`loadout: ${err instanceof Error ? err.message : String(err)}\n`)
    process.exitCode = 2
  },
)
