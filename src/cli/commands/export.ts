/** `npx unplugin-loadout export`: the compiled index in another format (an ai-loadout index, SQLite, SQL). */
import { writeFile } from 'node:fs/promises'
import { toAiLoadoutIndex } from '../../core/export/ai-loadout'
import type { CliOptions, CompilingCommand } from '../command'
import { compileOrRead, exportSql } from '../db'
import type { Io } from '../io'
import { printProblems } from '../problems'

const FORMATS = ['ai-loadout', 'sqlite', 'sql']

/** `loadout export`: an ai-loadout index (stdout or `--out`), or the index in SQL (`--format sqlite|sql --out`). */
export async function exportCommand(options: CliOptions, values: { format?: string, out?: string }, io: Io): Promise<number> {
  const format = values.format ?? 'ai-loadout'
  if (!FORMATS.includes(format)) {
    io.err(`loadout export: unknown --format ${JSON.stringify(values.format)} (known: ai-loadout, sqlite, sql)`)
    return 2
  }
  if (format !== 'ai-loadout' && !values.out) {
    io.err(`loadout export: --format ${format} writes a file: give it with --out`)
    return 2
  }
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  if (format === 'sqlite' || format === 'sql') {
    if (result.errorCount > 0) return 1
    io.err(await exportSql(result, format, values.out!, options.run.progress))
    return 0
  }
  const json = `${JSON.stringify(toAiLoadoutIndex(result.data), null, 2)}\n`
  if (values.out) {
    await writeFile(values.out, json)
    io.err(`wrote ${values.out}: ${result.data.entries.filter(e => !e.shadowedBy).length} entries`)
  }
  else {
    io.out(json.trimEnd())
  }
  return result.errorCount > 0 ? 1 : 0
}

/** The `export` command. */
export const EXPORT: CompilingCommand = {
  name: 'export',
  usage: ['export --format ai-loadout|sqlite|sql --skills DIR [--out FILE]'],
  flags: ['format', 'out'],
  reads: 'skills',
  run: ({ options, values, io }) => exportCommand(options, values, io),
}
