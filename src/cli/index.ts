#!/usr/bin/env node
import process from 'node:process'
import { main } from './main'

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    process.stderr.write(`loadout: ${err instanceof Error ? err.message : String(err)}\n`)
    process.exitCode = 2
  },
)
