/**
 * `npx unplugin-loadout update` (re-resolve the URL sources, rewrite the lockfile, print what changed) and `npx unplugin-loadout verify` (check,
 * offline, that the cache holds what the lockfile pins): the lockfile's own sources, and any `--skills URL` given.
 */
import { relative, sep } from 'node:path'
import { LockfileError } from '../core/wellknown/pull/lockfile'
import { type UpdateReport, updateSources, verifySources } from '../core/wellknown/pull/commands'
import { plural } from '../core/text'
import { isUrlSource } from '../core/wellknown/pull/url'
import { printable } from '../core/printable'
import type { Io } from './io'

const shown = (file: string) => relative(process.cwd(), file).split(sep).join('/') || file

/** The URL sources among `--skills` (folders have nothing to pull), or undefined after saying so when one is a folder. */
function urls(command: string, given: string[] | undefined, io: Io): string[] | undefined {
  const folders = (given ?? []).filter(s => !isUrlSource(s))
  if (folders.length) {
    io.err(`loadout ${command}: --skills ${folders[0]}: ${command} works on URL sources (https://...); folders have nothing to pull`)
    return undefined
  }
  return given ?? []
}

export async function updateCommand(given: string[] | undefined, io: Io): Promise<number> {
  const sources = urls('update', given, io)
  if (!sources) return 2
  try {
    const report = await updateSources({ root: process.cwd(), sources })
    if (report.sources.length === 0) {
      io.err(`loadout update: nothing to update: ${shown(report.lockfile)} pins no source (give one with --skills https://...)`)
      return 0
    }
    // Each field escaped on its own (a source, a change, a problem's fields): only the lines composed here break lines.
    for (const s of report.sources) {
      io.out(printable(s.source))
      for (const line of s.changes) io.out(`  ${printable(line)}`)
      for (const p of s.problems) io.out(`  error: ${p}`)
      if (!s.changes.length && !s.problems.length) io.out('  unchanged')
    }
    io.err(updateLine(report))
    return report.sources.some(s => s.problems.length) ? 1 : 0
  }
  catch (err) {
    return failed('update', err, io)
  }
}

export async function verifyCommand(given: string[] | undefined, io: Io): Promise<number> {
  const sources = urls('verify', given, io)
  if (!sources) return 2
  try {
    const report = await verifySources({ root: process.cwd(), sources })
    let problems = 0
    for (const s of report.sources) {
      for (const p of s.problems) io.out(`${printable(s.source)}: ${printable(p)}`)
      problems += s.problems.length
    }
    io.err(problems
      ? `loadout verify: ${problems} problem${problems === 1 ? '' : 's'}: run \`npx unplugin-loadout update\` (or a build) to fetch what is missing`
      : `loadout verify: ${shown(report.lockfile)}: ${report.skills} skill${report.skills === 1 ? '' : 's'} of ${report.sources.length} source${report.sources.length === 1 ? '' : 's'} match the cache`)
    return problems ? 1 : 0
  }
  catch (err) {
    return failed('verify', err, io)
  }
}

/** What `update` did, in one line: the lockfile written (or not), the cache pruned, the sources that failed. */
function updateLine(report: UpdateReport): string {
  const file = shown(report.lockfile)
  const failed = report.sources.filter(s => s.problems.length).length
  const { files, bytes } = report.pruned
  return [
    report.written ? `wrote ${file}` : report.exists ? `${file} is up to date` : `${file} not written: no source was pinned`,
    ...(files ? [`removed ${plural(files, 'cached file')} no pin holds (${plural(bytes, 'byte')})`] : []),
    ...(failed ? [`${plural(failed, 'source')} failed and kept ${failed === 1 ? 'its' : 'their'} old pins`] : []),
  ].join('; ')
}

function failed(command: string, err: unknown, io: Io): number {
  // A bad lockfile, a URL refused: said in one line. Anything else is a bug, thrown on.
  if (!(err instanceof LockfileError) && !(err instanceof TypeError)) throw err
  io.err(`loadout ${command}: ${(err as Error).message}`)
  return 1
}
