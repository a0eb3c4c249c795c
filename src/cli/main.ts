/**
 * The CLI's registry and dispatcher: `COMMANDS` lists every command (name, usage, flags, run); `--help`, the unknown
 * command hint and the dispatch all come from it, and the options from `FLAGS` (flags.ts).
 */
import { LoadoutBuildError } from '../core/diagnostics'
import { emitLoadout } from '../plugin/emit'
import { relative, sep } from 'node:path'
import { duration } from '../core/text'
import { summaryLine } from '../plugin/report'
import { checkedOptions, whole } from './args'
import type { CliOptions, Command, CommandContext, CompilingCommand, CompilingContext } from './command'
import { CHECK } from './commands/check'
import { EVAL } from './commands/eval'
import { EXPORT } from './commands/export'
import { INIT } from './commands/init'
import { EXPLAIN, OVERLAPS, USAGE } from './commands/insight'
import { INSPECT } from './commands/inspect'
import { MATCH } from './commands/match'
import { MCP } from './commands/mcp'
import { UPDATE, VERIFY } from './commands/pull'
import type { CliRun } from './db'
import { parseCommandLine } from './flags'
import { helpText } from './help'
import { type Io, stdio } from './io'
import { NO_PROGRESS, terminalProgress } from './progress'
import { skillSources } from './sources'
import { packageVersion, unknownCommandLine, usageErrorLine } from './usage'

export { CONVENTIONAL_FOLDERS, skillSources } from './sources'

/**
 * `loadout build`: the generated modules on disk. Bodies are packed into shared chunks from 2,000 skills on, as the
 * plugin packs them, or always with `--pack`; `--pack-bytes` sets a pack's size.
 */
async function buildCommand(options: CliOptions, values: { 'out'?: string, 'pack'?: boolean, 'pack-bytes'?: string, 'publish'?: string }, io: Io): Promise<number> {
  const size = checkedOptions('build', io, () => ({ packBytes: whole(values['pack-bytes'], 'pack-bytes', 1) }))
  if (!size) return 2
  try {
    const { run, ...sources } = options
    const publish = values.publish === undefined ? {} : { publish: { wellKnown: true, dir: values.publish } }
    const r = await emitLoadout({ ...sources, outDir: values.out ?? '.loadout', ...(values.pack ? { pack: true } : {}), packBytes: size.packBytes, ...publish }, {
      onProgress: run.progress.step('compiling', 'skill files'),
    })
    run.progress.clear()
    const rel = relative(process.cwd(), r.main).split(sep).join('/')
    io.err(r.compiled ? `wrote ${r.written.length} file${r.written.length === 1 ? '' : 's'}; import ${rel}` : `${rel} is up to date`)
    if (r.result) Object.assign(run, { result: r.result, chunks: r.chunks })
    else if (r.summary) io.err(`${r.summary.replace(/ in [\d.]+ \w+( \d+ s)?$/, '')} (the last compile: nothing changed)`)
    return 0
  }
  catch (err) {
    if (err instanceof LoadoutBuildError) {
      io.err(err.message)
      return 1
    }
    throw err
  }
}

/** The `build` command (its run is here, beside the one import of the emitter). */
const BUILD: CompilingCommand = {
  name: 'build',
  usage: ['build --skills DIR [--out DIR] [--pack] [--pack-bytes N] [--publish DIR]'],
  flags: ['out', 'pack', 'pack-bytes', 'publish'],
  reads: 'skills',
  run: ({ options, values, io }) => buildCommand(options, values, io),
}

/** Every command, in the order `--help` lists them. */
export const COMMANDS: readonly Command[] = [INIT, CHECK, MATCH, EVAL, EXPLAIN, OVERLAPS, USAGE, BUILD, UPDATE, VERIFY, EXPORT, INSPECT, MCP]

/** The text of `--help`. */
export const HELP = helpText(COMMANDS)

/** Run the CLI with `argv` (without `node loadout`); resolves to the exit code. */
export async function main(argv: string[], io: Io = stdio): Promise<number> {
  const started = performance.now()
  let parsed
  try {
    parsed = parseCommandLine(argv)
  }
  catch (err) {
    io.err(usageErrorLine(err, HELP))
    return 2
  }
  const { values, positionals: [name, ...rest] } = parsed
  if (values.version) {
    io.out(packageVersion())
    return 0
  }
  if (values.help || !name) {
    ;(values.help ? io.out : io.err)(HELP)
    return values.help ? 0 : 2
  }
  const command = COMMANDS.find(c => c.name === name)
  if (!command) {
    io.err(unknownCommandLine(name, HELP))
    return 2
  }
  if (command.reads === 'nothing') return command.run({ values, rest, io })
  return runOverSkills(command, { values, rest, io }, started)
}

/**
 * Run a command over skills: find its sources (none to find over `--db`), then run it and end with the summary line
 * (a server runs until stopped: its start line says what it serves).
 */
async function runOverSkills(command: CompilingCommand, ctx: CommandContext, started: number): Promise<number> {
  const options = sourceOptions(ctx, started)
  if (!options) return 2
  const { values, io } = ctx
  if (values.db !== undefined && (values.skills || command.reads !== 'skills-or-db')) {
    io.err(`loadout ${command.name}: --db ${values.skills ? 'replaces --skills: give one of them' : `is read by ${readersOfDb()} only`}`)
    return 2
  }
  const run: CompilingContext = { ...ctx, options }
  if (command.server) return command.run(run)
  const code = await command.run(run)
  options.run.progress.clear()
  if (options.run.result) io.err(summaryOf(options.run, values.db))
  return code
}

/** The sources and compile options of a command over skills; undefined after saying why when a folder is missing. */
function sourceOptions({ values, io }: CommandContext, started: number): CliOptions | undefined {
  // Over a database (--db) there are no sources to find.
  const skills = values.db !== undefined && !values.skills ? [] : skillSources(values.skills, io)
  if (!skills) return undefined
  // Progress on an interactive stderr only (never in a pipe, a log or under --json); the run keeps the compile for the
  // summary line.
  const run: CliRun = { started, progress: values.json || io !== stdio ? NO_PROGRESS : terminalProgress() }
  return {
    skills, strict: values.strict ?? false, skipInvalid: values['skip-invalid'] ?? false, db: values.db, run,
    ...(values.frozen ? { pull: { frozen: true } } : {}),
    ...(values['include-sensitive'] ? { includeSensitive: values['include-sensitive'] } : {}),
  }
}

/** The commands that read a `--db` file, as a sentence: `match, eval, explain, inspect and mcp`. */
function readersOfDb(): string {
  const names = COMMANDS.filter(c => c.reads === 'skills-or-db').map(c => c.name)
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The line every command that compiles ends with: what was compiled and skipped, the problems, the chunks written
 * (`build`), and the time of the whole command (start-up, compile, work and writes), as a build tool's last line.
 */
function summaryOf(run: CliRun, db: string | undefined): string {
  const ms = performance.now() - run.started
  if (db !== undefined) return `read ${run.result!.data.entries.length.toLocaleString('en-US')} skills from ${db} in ${duration(ms)}`
  return summaryLine(run.result!, ms, run.chunks)
}
