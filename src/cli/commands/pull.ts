/** The commands over pulled skills: `update` and `verify` (their work is in ../pull.ts). */
import type { PlainCommand } from '../command'
import { updateCommand, verifyCommand } from '../pull'

/** The `update` command: re-resolve the URL sources and rewrite skills-lock.json. */
export const UPDATE: PlainCommand = {
  name: 'update',
  usage: ['update [--skills URL...]'],
  flags: ['skills'],
  reads: 'nothing',
  run: ({ values, io }) => updateCommand(values.skills, io),
}

/** The `verify` command: check, offline, that the cache holds what skills-lock.json pins. */
export const VERIFY: PlainCommand = {
  name: 'verify',
  usage: ['verify [--skills URL...]'],
  flags: ['skills'],
  reads: 'nothing',
  run: ({ values, io }) => verifyCommand(values.skills, io),
}
