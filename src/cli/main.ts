import { parseArgs } from 'node:util'
import { digestDiagnostics, formatDiagnostic, isRecommendation, LoadoutBuildError } from '../core/diagnostics'
import { emitLoadout } from '../plugin/emit'
import type { SourceOption } from '../core/options'
import type { CompileResult } from '../core/compile/compile'
import { createLoadout } from '../runtime/loadout'
import type { CatalogReason, MatchResult } from '../runtime/types'
import { type EvalQuery, type EvalReport, evaluate, parseQueries, type SliceReport } from '../analysis/evaluate'
import { readFile, writeFile } from 'node:fs/promises'
import { statSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import { toAiLoadoutIndex } from '../core/export/ai-loadout'
import { fixFiles, recoveredFiles } from './fix'
import { explainCommand, overlapsCommand, usageCommand } from './insight'
import { type Explanation, Insight } from '../analysis/insight'
import { writeReport } from './report'
import { printProblems } from './problems'
import { type CliRun, compileOrRead, exportSql, openDb } from './db'
import { NO_PROGRESS, terminalProgress } from './progress'
import { duration } from '../core/text'
import { summaryLine } from '../plugin/report'
import { formatSweep, parseSizes, sweepCompiled } from './sweep'
import { packageVersion, unknownCommandLine, usageErrorLine } from './usage'
import { updateCommand, verifyCommand } from './pull'
import { isUrlSource } from '../core/wellknown/pull/url'
import { type Io, stdio, taskArgs } from './io'
import { printable } from '../core/printable'

const HELP = `loadout: compile, check and query folders of agent skills

Usage:
  npx unplugin-loadout init [--install] [--dry-run]
  npx unplugin-loadout check [--skills DIR...] [--strict] [--skip-invalid] [--json] [--verbose] [--fix [--dry-run]]
  npx unplugin-loadout match "<task>" --skills DIR | --db FILE [--limit N] [--min-score X] [--json]
  npx unplugin-loadout eval --skills DIR | --db FILE --queries FILE.jsonl... [--offtopic FILE.jsonl...] [--json] [--min-score X]
                            [--min-success5 X] [--min-hit1 X] [--sizes 5,20,100 [--catalogs N] [--seed N]]
  npx unplugin-loadout explain "<task>" --skills DIR | --db FILE [--id ID] [--limit N] [--trigger task|plan|edit] [--json]
  npx unplugin-loadout overlaps --skills DIR [--limit N] [--min-similarity X] [--json]
  npx unplugin-loadout usage --skills DIR --log FILE.jsonl [--json]
  npx unplugin-loadout build --skills DIR [--out DIR] [--pack] [--pack-bytes N] [--publish DIR]
  npx unplugin-loadout update [--skills URL...]
  npx unplugin-loadout verify [--skills URL...]
  npx unplugin-loadout export --format ai-loadout|sqlite|sql --skills DIR [--out FILE]
  npx unplugin-loadout inspect --skills DIR | --db FILE [--context-window N | --budget-chars N] [--pinned ID] [--disabled ID]
                              [--tool NAME] [--capability NAME] [--text] [--json]
  npx unplugin-loadout inspect --skills DIR --html FILE [--open] [--context-window N]
  npx unplugin-loadout mcp --skills DIR | --db FILE [--http [--port N] [--host H]] [--token T] [--watch]
                          [--context-window N | --budget-chars N] [--pinned ID] [--disabled ID] [--tool NAME] [--capability NAME]

Options:
  --skills DIR   a skill source folder; repeat it for several, in precedence order (default: those of
                 skills/, .agents/skills/ and .claude/skills/ that exist, in that order). A URL (https://site, or
                 its index.json) pulls the skills that site publishes, verified and pinned in skills-lock.json
  --frozen       fail instead of changing skills-lock.json (the default when CI is set)
  --strict       the Agent Skills spec: its rules (name, lengths, keys outside the spec, YAML that needed
                 recovery) are errors; check also fails on warnings, but not on recommendations (body length)
  --skip-invalid skip skills that cannot be compiled (a warning each) instead of failing on them
  --fix          check: rewrite frontmatter that needed recovery into valid YAML (the value quoted, all else kept)
  --dry-run      check --fix: print the diff instead of writing; init: say what it would change, change nothing
  --install      init: install the package with the app's package manager (npm, pnpm, yarn or bun, from its lockfile)
  --verbose      check: every warning (past 20 of them it lists the first 3 of each code and a count per code)
  --limit N      most results for match (default 5)
  --queries F    routing cases for eval, one JSON object a line: {"qid","query","relevant":[ids],"lang","kind"};
                 repeat it to score several files as one set
  --offtopic F   eval: tasks no skill serves (their "relevant" is ignored): each should get no skill
  --min-score X  match: answer with this evidence bar instead of the catalog's (see docs/routing.md);
                 eval: route with match's minScore X (the evidence bar; see docs/routing.md):
                 what abstaining more (or less) would cost your cases
  --sizes LIST   eval: route in catalogs of these sizes drawn from the skills (each holding the right skills of one
                 case, the rest at random), and print the figures per size and language
  --catalogs N   eval --sizes: catalogs drawn per size (default 20)
  --seed N       eval --sizes: the seed of the draw (default 1)
  --min-success5 X, --min-hit1 X
                 eval exits 1 when the score falls below X (0..1): keep routing cases in CI
  --context-window N
                 inspect, mcp: the model's context window in tokens (budget: 2% of it, 4,000..8,000 tokens, at most 5%;
                 18,000 characters when omitted)
  --budget-chars N
                 inspect, mcp: an explicit catalog budget in characters
  --pinned ID, --disabled ID
                 inspect, mcp: skills to list first / to leave out (repeatable)
  --tool NAME, --capability NAME
                 inspect, mcp: what the host offers; skills requiring anything else are host_incompatible (repeatable)
  --text         inspect: also print the catalog text
  --html FILE    inspect: write the skills inspector page (skills, diagnostics, catalog, routing playground,
                 overlaps) as one self-contained HTML file; --open opens it in the browser
  --http         mcp: serve Streamable HTTP at /mcp instead of stdio
  --port N, --host H
                 mcp --http: where to listen (default 127.0.0.1:8765; --port 0 picks a free port)
  --token T      mcp --http: the bearer token every request must carry (default: $LOADOUT_MCP_TOKEN, else none)
  --watch        mcp: re-compile when a skill changes and tell the client its tools, prompts and resources changed
  --skills-extension
                 mcp: accepted and ignored: MCP's Skills Extension (skills/list, skills/get, directory reads, with
                 sha256 digests) is always served now
  --id ID        explain: also say why this skill ranked where it did, or was left out
  --trigger T    explain: the phase (task, plan, edit) whose triggers apply
  --min-similarity X
                 overlaps: the least cosine similarity of two skills' weighted terms to list them (default 0.3)
  --log FILE     usage: a JSONL log of runtime events (loadout.onEvent), one a line
  --format F     export: the index format to write (ai-loadout: @mcptoolshop/ai-loadout's LoadoutIndex; sqlite: one
                 SQLite file for unplugin-loadout/sql, needs --out; sql: the same as SQL statements for
                 wrangler d1 execute --file and psql, needs --out)
  --db FILE      match, eval, explain, inspect, mcp: read an exported SQLite file instead of compiling --skills
  --pack         build: pack skill bodies into shared chunks even below 2,000 skills (from 2,000 on they always are)
  --pack-bytes N build: the size a pack is closed at, in characters (default 524288)
  --publish DIR  build: also write DIR/.well-known/agent-skills/ (index.json and the skill files, with sha256
                 digests), DIR being the folder the site serves at its root
  --include-sensitive SKILL/PATH  keep this file of a skill though its name looks like a key or credential, and
                 publish it though it is a hard link (the option includeSensitive; repeatable)
  --out PATH     build: the folder for the generated modules (default .loadout);
                 export: write to PATH instead of stdout
  --json         machine-readable output on stdout
  -h, --help     this text
  -v, --version  the version of unplugin-loadout

Exit codes: 0 ok, 1 errors in the skills, 2 bad usage.`

/** Run the CLI with `argv` (without `node loadout`); resolves to the exit code. */
export async function main(argv: string[], io: Io = stdio): Promise<number> {
  const started = performance.now()
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        skills: { type: 'string', multiple: true },
        strict: { type: 'boolean' },
        'skip-invalid': { type: 'boolean' },
        limit: { type: 'string' },
        json: { type: 'boolean' },
        queries: { type: 'string', multiple: true },
        offtopic: { type: 'string', multiple: true },
        sizes: { type: 'string' },
        catalogs: { type: 'string' },
        seed: { type: 'string' },
        'min-score': { type: 'string' },
        'min-success5': { type: 'string' },
        'min-hit1': { type: 'string' },
        'context-window': { type: 'string' },
        'budget-chars': { type: 'string' },
        pinned: { type: 'string', multiple: true },
        disabled: { type: 'string', multiple: true },
        tool: { type: 'string', multiple: true },
        capability: { type: 'string', multiple: true },
        text: { type: 'boolean' },
        html: { type: 'string' },
        open: { type: 'boolean' },
        format: { type: 'string' },
        db: { type: 'string' },
        id: { type: 'string' },
        trigger: { type: 'string' },
        log: { type: 'string' },
        'min-similarity': { type: 'string' },
        out: { type: 'string' },
        http: { type: 'boolean' },
        port: { type: 'string' },
        host: { type: 'string' },
        token: { type: 'string' },
        watch: { type: 'boolean' },
        pack: { type: 'boolean' },
        'pack-bytes': { type: 'string' },
        'fix': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        verbose: { type: 'boolean' },
        install: { type: 'boolean' },
        frozen: { type: 'boolean' },
        publish: { type: 'string' },
        'include-sensitive': { type: 'string', multiple: true },
        'skills-extension': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  }
  catch (err) {
    io.err(usageErrorLine(err, HELP))
    return 2
  }
  const { values, positionals } = parsed
  if (values.version) {
    io.out(packageVersion())
    return 0
  }
  const [command, ...rest] = positionals
  if (values.help || !command) {
    ;(values.help ? io.out : io.err)(HELP)
    return values.help ? 0 : 2
  }
  if (!COMMANDS.includes(command)) {
    io.err(unknownCommandLine(command, HELP))
    return 2
  }
  if (command === 'init') return (await import('./init')).initCommand({ install: values.install, dryRun: values['dry-run'] }, io)
  if (command === 'update') return updateCommand(values.skills, io)
  if (command === 'verify') return verifyCommand(values.skills, io)
  // Over a database (--db) there are no sources to find.
  const skills = values.db !== undefined && !values.skills ? [] : skillSources(values.skills, io)
  if (!skills) return 2
  // Progress on an interactive stderr only (never in a pipe, a log or under --json); the run keeps the compile for the
  // summary line.
  const run: CliRun = { started, progress: values.json || io !== stdio ? NO_PROGRESS : terminalProgress() }
  const options = {
    skills, strict: values.strict ?? false, skipInvalid: values['skip-invalid'] ?? false, db: values.db, run,
    ...(values.frozen ? { pull: { frozen: true } } : {}),
    ...(values['include-sensitive'] ? { includeSensitive: values['include-sensitive'] } : {}),
  }
  if (values.db !== undefined && (values.skills || !['match', 'eval', 'explain', 'inspect', 'mcp'].includes(command))) {
    io.err(`loadout ${command}: --db ${values.skills ? 'replaces --skills: give one of them' : 'is read by match, eval, explain, inspect and mcp only'}`)
    return 2
  }

  // A server runs until stopped: its start line says what it serves.
  if (command === 'mcp') return mcpCommandLine(options, values, io)
  const commands: Record<string, () => Promise<number>> = {
    check: () => checkCommand(options, values, io),
    build: () => buildCommand(options, values, io),
    export: () => exportCommand(options, values, io),
    match: () => matchCommand(options, rest, values, io),
    eval: () => evalCommand(options, values, io),
    inspect: () => inspectCommand(options, values, io),
    explain: () => explainCommand(options, rest, values, io),
    overlaps: () => overlapsCommand(options, values, io),
    usage: () => usageCommand(options, values, io),
  }
  const code = await commands[command]!()
  run.progress.clear()
  if (run.result) io.err(summaryOf(run, values.db))
  return code
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

/** `loadout match --db FILE`: routed by unplugin-loadout/sql over the SQLite file. */
async function matchDb(file: string, task: string, limit: number, minScore: number | undefined, json: boolean, io: Io): Promise<number> {
  const db = await openDb('match', file, io.err)
  if (!db) return 2
  try {
    const { result: matches, times } = await timed(() => db.loadout.match(task, { limit, minScore }))
    printMatches(task, matches, times, json, io)
    // Why it abstained, from the skills the file holds (read only then), as from the folder.
    if (!json && !matches.some(m => m.tier === 'domain')) io.out(abstainLine(task, minScore === undefined ? await explained(task, { skills: [], strict: false, db: file }) : undefined))
    return 0
  }
  finally {
    db.close()
  }
}

/** Warm calls timed after the first one, whose median `match` prints. */
const WARM_CALLS = 5

/**
 * The answer of `fn` and its times in µs: the first call (cold: code not yet compiled by the JIT, caches empty) and
 * the median of the warm calls after it, which is what a running agent sees and what the README's figures measure.
 */
async function timed<T>(fn: () => T | Promise<T>): Promise<{ result: T, times: { cold: number, warm: number } }> {
  let started = performance.now()
  const result = await fn()
  const cold = Math.round((performance.now() - started) * 1000)
  const warm: number[] = []
  for (let i = 0; i < WARM_CALLS; i++) {
    started = performance.now()
    await fn()
    warm.push(Math.round((performance.now() - started) * 1000))
  }
  return { result, times: { cold, warm: warm.sort((a, b) => a - b)[WARM_CALLS >> 1]! } }
}

function printMatches(task: string, matches: MatchResult[], times: { cold: number, warm: number }, json: boolean, io: Io): void {
  const took = `in ${times.warm} µs (warm; the first call took ${times.cold} µs)`
  if (json) {
    io.out(JSON.stringify(matches.map(({ entry, ...m }) => ({ ...m, description: entry.description })), null, 2))
  }
  else if (matches.length === 0) {
    io.out(printable(`no skill matches "${task}" (abstained) ${took}`))
  }
  else {
    io.out(printable(`${matches.length} skill${matches.length === 1 ? '' : 's'} for "${task}" ${took}:`))
    const ids = matches.map(m => printable(m.id))
    const width = Math.max(...ids.map(id => id.length))
    matches.forEach((m, i) => {
      io.out(`${String(i + 1).padStart(2)}. ${ids[i]!.padEnd(width)}  score ${m.score.toFixed(2).padStart(6)}  confidence ${m.confidence.toFixed(2)}  [${m.matched.join(', ')}]`)
    })
  }
}

/** `explain`'s reasoning about a task, over a compile or the skills a `--db` file holds. */
async function explained(task: string, from: CompileResult | Parameters<typeof compileOrRead>[0]): Promise<Explanation> {
  const result = 'data' in from ? from : await compileOrRead(from)
  return new Insight(result).explain(task, { limit: 1 })
}

/**
 * The line `match` prints when it abstains: why (the best candidate and the bar it missed, when the skills are at
 * hand), and the two ways on: `explain` for the detail, `--min-score` to answer with a lower bar. A small catalog
 * abstains more than a user expects, and an empty answer alone does not say what to do about it.
 */
function abstainLine(task: string, why?: Explanation): string {
  const quoted = JSON.stringify(task)
  const next = `\`npx unplugin-loadout explain ${quoted}\` shows each word's weight`
  if (!why) return `why: no skill reached the bar of --min-score; ${next}`
  const best = why.results.find(r => r.tier === 'domain')
  if (!best || !why.abstainReason) return `why: no skill holds a word of this task, so no --min-score would answer it; ${next}`
  // A bar moves the first rule only: a match short beyond its strongest word is answered by --min-score 0 alone.
  const lower = best.evidence.rest >= why.threshold.rest ? Math.floor(best.evidence.total * 10) / 10 : 0
  return `why: ${why.abstainReason}; ${next}, and --min-score ${lower} would answer it`
}

type CliOptions = { skills: Array<string | SourceOption>; strict: boolean; skipInvalid: boolean; db?: string; run: CliRun; pull?: { frozen: boolean }; includeSensitive?: string[] }

/** `loadout check`: every diagnostic, the accounting summary; `--fix` rewrites recovered frontmatter first. */
async function checkCommand(options: CliOptions, values: { fix?: boolean; 'dry-run'?: boolean; json?: boolean; strict?: boolean; verbose?: boolean }, io: Io): Promise<number> {
  let result = await compileOrRead(options)
  if (values.fix) {
    const dryRun = values['dry-run'] ?? false
    // The fixed files are checked again: the report is what is left.
    if (await fixFiles(recoveredFiles(result.diagnostics), dryRun, io) && !dryRun) result = await compileOrRead(options)
  }
  const warnings = result.diagnostics.length - result.errorCount
  const failing = result.diagnostics.filter(d => d.level === 'warning' && !isRecommendation(d)).length
  if (values.json) {
    io.out(JSON.stringify({
      skills: result.data.entries.length,
      errors: result.errorCount,
      warnings,
      found: result.found.map(shown),
      skipped: result.skipped.map(s => ({ ...s, file: shown(s.file) })),
      diagnostics: result.diagnostics.map(d => ({ ...d, file: shown(d.file) })),
    }, null, 2))
  }
  else {
    // The counts follow on stderr: the summary line every command ends with. Past 20 warnings, the first few of each
    // code and a count per code, unless --verbose.
    const { shown, tally } = values.verbose ? { shown: result.diagnostics, tally: undefined } : digestDiagnostics(result.diagnostics)
    for (const d of shown) io.out(formatDiagnostic(d))
    if (tally) io.out(`${tally}; every one: --verbose (or --json)`)
  }
  // --strict: spec violations are errors, and any warning left (shadowed, links, symlinks...) fails too, but not a
  // recommendation (body length).
  return result.errorCount > 0 || (values.strict && failing > 0) ? 1 : 0
}

/**
 * `loadout build`: the generated modules on disk. Bodies are packed into shared chunks from 2,000 skills on, as the
 * plugin packs them, or always with `--pack`; `--pack-bytes` sets a pack's size.
 */
async function buildCommand(options: CliOptions, values: { out?: string; pack?: boolean; 'pack-bytes'?: string; publish?: string }, io: Io): Promise<number> {
  let packBytes: number | undefined
  try {
    packBytes = whole(values['pack-bytes'], 'pack-bytes', 1)
  }
  catch (err) {
    io.err(`loadout build: ${(err as Error).message}`)
    return 2
  }
  try {
    const { run, ...sources } = options
    const publish = values.publish === undefined ? {} : { publish: { wellKnown: true, dir: values.publish } }
    const r = await emitLoadout({ ...sources, outDir: values.out ?? '.loadout', ...(values.pack ? { pack: true } : {}), packBytes, ...publish }, {
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

/** `loadout export`: an ai-loadout index (stdout or `--out`), or the index in SQL (`--format sqlite|sql --out`). */
async function exportCommand(options: CliOptions, values: { format?: string; out?: string }, io: Io): Promise<number> {
  const format = values.format ?? 'ai-loadout'
  if (!['ai-loadout', 'sqlite', 'sql'].includes(format)) {
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

/** `loadout match "<task>"`: the ranked skills and the time the match took, from the folders or `--db`. */
async function matchCommand(options: CliOptions, rest: string[], values: { 'limit'?: string, 'json'?: boolean, 'db'?: string, 'min-score'?: string }, io: Io): Promise<number> {
  const args = taskArgs('match', rest, values.limit, io)
  if (!args) return 2
  let minScore
  try {
    minScore = evidenceBar(values['min-score'])
  }
  catch (err) {
    io.err(`loadout match: ${(err as Error).message}`)
    return 2
  }
  const { task, limit } = args
  const json = values.json ?? false
  if (values.db) return matchDb(values.db, task, limit, minScore, json, io)
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  const loadout = createLoadout(result.data, [])
  const { result: matches, times } = await timed(() => loadout.match(task, { limit, minScore }))
  printMatches(task, matches, times, json, io)
  if (!json && !matches.some(m => m.tier === 'domain')) io.out(abstainLine(task, minScore === undefined ? await explained(task, result) : undefined))
  return result.errorCount > 0 ? 1 : 0
}

const COMMANDS = ['init', 'check', 'match', 'eval', 'explain', 'overlaps', 'usage', 'build', 'export', 'inspect', 'mcp', 'update', 'verify']

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** A path as the CLI prints it: relative to the working folder, `/`-separated. */
const shown = (file: string) => relative(process.cwd(), file).split(sep).join('/') || file

/** The folders skills are looked for in when no `--skills` is given, in precedence order. */
export const CONVENTIONAL_FOLDERS = ['skills', '.agents/skills', '.claude/skills']

/**
 * The `--skills` folders, or the conventional ones that exist under the working folder (saying which); undefined,
 * after one line saying why, when a given folder does not exist or no conventional one does (a usage error).
 */
export function skillSources(given: string[] | undefined, io: Io, cwd = process.cwd()): Array<string | SourceOption> | undefined {
  const hint = `give --skills DIR, or put skills in ${CONVENTIONAL_FOLDERS.map(f => `${f}/`).join(', ')}`
  if (given?.length) {
    const missing = given.find(dir => !isUrlSource(dir) && !isFolder(resolve(cwd, dir)))
    if (missing === undefined) return given
    io.err(`loadout: --skills ${missing}: no such folder (${hint})`)
    return undefined
  }
  const found = CONVENTIONAL_FOLDERS.filter(dir => isFolder(resolve(cwd, dir)))
  if (found.length === 0) {
    io.err(`loadout: no skill folder found in ${cwd} (${hint})`)
    return undefined
  }
  io.err(`loadout: using ${found.map(f => `${f}/`).join(', ')} (no --skills given)`)
  return found
}

function isFolder(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false
}

function threshold(raw: string | undefined, flag: string): number | undefined {
  if (raw === undefined) return undefined
  const x = Number(raw)
  if (!(x >= 0 && x <= 1)) throw new UsageError(`--${flag} takes a number from 0 to 1, got ${raw}`)
  return x
}

/** `--min-score`: an evidence bar, a number >= 0. */
function evidenceBar(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const x = Number(raw)
  if (!(raw.trim() !== '' && x >= 0 && Number.isFinite(x))) throw new UsageError(`--min-score takes a number >= 0, got ${raw}`)
  return x
}

class UsageError extends Error {}

/** A whole-number option, undefined when absent; a UsageError when it is not a whole number >= min. */
function whole(raw: string | undefined, flag: string, min: number): number | undefined {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} must be a whole number >= ${min}, got ${raw}`)
  return n
}

function row(name: string, s: SliceReport): string {
  const f = (x: number | null) => (x === null ? '    -' : x.toFixed(3))
  return `${name.padEnd(12)} ${String(s.n).padStart(5)}  ${f(s.hit1)}  ${f(s.success5)}  ${f(s.mrr10)}  ${f(s.abstain)}    ${f(s.lostToAbstain)}`
}

type EvalValues = {
  queries?: string[]
  offtopic?: string[]
  json?: boolean
  'min-score'?: string
  'min-success5'?: string
  'min-hit1'?: string
  sizes?: string
  catalogs?: string
  seed?: string
}

/** The options of `loadout eval`, checked; a UsageError when one is bad. */
function evalSettings(values: EvalValues) {
  if (!values.queries?.length && !values.offtopic?.length) throw new UsageError('give the routing cases with --queries FILE.jsonl')
  const sizes = values.sizes === undefined ? undefined : parseSizes(values.sizes)
  if (sizes === undefined && (values.catalogs !== undefined || values.seed !== undefined)) throw new UsageError('--catalogs and --seed go with --sizes')
  if (sizes !== undefined && (values['min-success5'] !== undefined || values['min-hit1'] !== undefined)) throw new UsageError('--min-success5 and --min-hit1 check a plain eval, not --sizes')
  return {
    minSuccess5: threshold(values['min-success5'], 'min-success5'),
    minHit1: threshold(values['min-hit1'], 'min-hit1'),
    minScore: evidenceBar(values['min-score']),
    sizes,
    catalogs: whole(values.catalogs, 'catalogs', 1),
    seed: whole(values.seed, 'seed', 0),
  }
}

/** Every case of the `--queries` files, then the `--offtopic` ones (as cases that should reach nothing). */
async function readCases(values: EvalValues, io: Io): Promise<EvalQuery[] | undefined> {
  const queries: EvalQuery[] = []
  const files = [...(values.queries ?? []).map(file => ({ file, offtopic: false })), ...(values.offtopic ?? []).map(file => ({ file, offtopic: true }))]
  for (const { file, offtopic } of files) {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    }
    catch {
      io.err(`loadout eval: cannot read ${file}`)
      return undefined
    }
    try {
      const cases = parseQueries(text, file, { offtopic })
      queries.push(...cases)
    }
    catch (err) {
      io.err(`loadout eval: ${(err as Error).message}`)
      return undefined
    }
  }
  return queries
}

/** `loadout eval`: route labelled cases, print hit1/success5/mrr10/abstain per slice, fail under thresholds. */
async function evalCommand(options: CliOptions, values: EvalValues, io: Io): Promise<number> {
  let settings
  try {
    settings = evalSettings(values)
  }
  catch (err) {
    io.err(`loadout eval: ${(err as Error).message}`)
    return 2
  }
  const queries = await readCases(values, io)
  if (!queries) return 2
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  const known = new Set(result.data.entries.filter(e => e.shadowedBy === undefined).map(e => e.id))
  for (const q of queries) {
    for (const id of q.relevant) if (!known.has(id)) io.err(printable(`loadout eval: case ${q.qid} names unknown skill "${id}"`))
  }
  if (settings.sizes) {
    const rows = sweepCompiled(result, queries, { sizes: settings.sizes, catalogs: settings.catalogs, seed: settings.seed, minScore: settings.minScore })
    options.run.progress.clear()
    if (values.json) io.out(JSON.stringify({ sizes: rows }, null, 2))
    else for (const l of formatSweep(rows)) io.out(l)
    return result.errorCount > 0 ? 1 : 0
  }
  const report: EvalReport = evaluate(createLoadout(result.data, []), queries, { minScore: settings.minScore, onProgress: options.run.progress.step('routing', 'cases') })
  options.run.progress.clear()
  if (values.json) {
    const { misses: _misses, ...rest } = report
    io.out(JSON.stringify(rest, null, 2))
  }
  else {
    printReport(queries.length, report, io)
  }
  const { minSuccess5, minHit1 } = settings
  const failed = (minSuccess5 !== undefined && report.success5 < minSuccess5) || (minHit1 !== undefined && report.hit1 < minHit1)
  if (failed) io.err(`loadout eval: below the threshold (success5 ${report.success5}, hit1 ${report.hit1})`)
  return failed || result.errorCount > 0 ? 1 : 0
}

function printReport(cases: number, report: EvalReport, io: Io): void {
  io.out(`${cases} cases, median match ${report.medianMatchUs} µs\n`)
  io.out(`${'slice'.padEnd(12)} ${'n'.padStart(5)}  hit1   succ5  mrr10  abstain  lost`)
  io.out(row('all', report))
  for (const [name, s] of Object.entries(report.slices)) io.out(row(name, s))
  if (report.misses.length) {
    io.out(`\nmisses (${report.misses.length}):`)
    for (const m of report.misses) {
      io.out(printable(`  ${m.qid}: ${m.query.length > 80 ? `${m.query.slice(0, 77)}...` : m.query}`))
      io.out(printable(`      want ${m.relevant.length ? m.relevant.join(' | ') : '(abstain)'}; got ${m.got.join(', ') || '(nothing)'}`))
    }
  }
}

const count = (n: number) => n.toLocaleString('en-US')

const REASON_LABEL: Record<Exclude<CatalogReason, 'advertised'>, string> = {
  budget: 'left out for the budget',
  disabled: 'disabled',
  invalid: 'invalid',
  host_incompatible: 'host-incompatible',
  shadowed: 'shadowed',
  user_only: 'user-only',
}

/** `loadout inspect`: the catalog an agent would get for a context window, and why each skill is in it or not. */
async function inspectCommand(
  options: CliOptions,
  values: {
    'context-window'?: string
    'budget-chars'?: string
    pinned?: string[]
    disabled?: string[]
    tool?: string[]
    capability?: string[]
    text?: boolean
    json?: boolean
    html?: string
    open?: boolean
  },
  io: Io,
): Promise<number> {
  let contextWindow: number | undefined
  let budgetChars: number | undefined
  try {
    contextWindow = whole(values['context-window'], 'context-window', 1)
    budgetChars = whole(values['budget-chars'], 'budget-chars', 0)
  }
  catch (err) {
    io.err(`loadout inspect: ${(err as Error).message}`)
    return 2
  }
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  if (values.html !== undefined) {
    await writeReport(result, values.html, { open: values.open, contextWindow }, io)
    return result.errorCount > 0 ? 1 : 0
  }
  const host = values.tool || values.capability ? { tools: values.tool ?? [], capabilities: values.capability ?? [] } : undefined
  const { text, report } = createLoadout(result.data, []).catalog({
    contextWindow,
    budgetChars,
    pinned: values.pinned,
    disabled: values.disabled,
    host,
  })
  if (values.json) {
    io.out(JSON.stringify({ text, report }, null, 2))
    return result.errorCount > 0 ? 1 : 0
  }
  const b = report.budget
  io.out(`catalog budget: ${count(b.chars)} characters${
    b.basis === 'contextWindow'
      ? ` (${count(b.tokens!)} tokens) for a ${count(b.contextWindow!)}-token window`
      : b.basis === 'budgetChars' ? ' (--budget-chars)' : ' (context window unknown)'}`)
  const offered = report.entries.filter(e => e.reason !== 'shadowed').length
  const left = (Object.keys(REASON_LABEL) as Array<keyof typeof REASON_LABEL>)
    .map(reason => [reason, report.entries.filter(e => e.reason === reason).length] as const)
    .filter(([, n]) => n > 0)
    .map(([reason, n]) => `${n} ${REASON_LABEL[reason]}`)
  io.out(`advertised ${report.advertised} of ${offered} skill${offered === 1 ? '' : 's'} in ${count(report.used)} characters${left.length ? `; ${left.join(', ')}` : ''}`)
  if (report.unknown.length) io.out(printable(`unknown pinned/disabled names: ${report.unknown.join(', ')}`))
  io.out('')
  const idWidth = Math.max(5, ...report.entries.map(e => printable(e.id).length))
  const sourceWidth = Math.max(6, ...report.entries.map(e => printable(e.source).length))
  io.out(`${'rank'.padStart(4)}  ${'skill'.padEnd(idWidth)}  ${'source'.padEnd(sourceWidth)}  ${'reason'.padEnd(17)}  ${'chars'.padStart(5)}  note`)
  for (const e of report.entries) {
    const note = [
      e.pinned ? 'pinned' : '',
      e.shadowedBy !== undefined ? `by ${e.shadowedBy}` : '',
      e.missing ? `lacks ${[...e.missing.tools, ...e.missing.capabilities].join(', ')}` : '',
      e.detail ?? '',
    ].filter(Boolean).join('; ')
    io.out(`${String(e.rank ?? '-').padStart(4)}  ${printable(e.id).padEnd(idWidth)}  ${printable(e.source).padEnd(sourceWidth)}  ${e.reason.padEnd(17)}  ${String(e.chars).padStart(5)}${note ? `  ${printable(note)}` : ''}`.trimEnd())
  }
  if (values.text) io.out(`\n${text}`)
  return result.errorCount > 0 ? 1 : 0
}

/** `loadout mcp`: check its options, then load the server (and `@modelcontextprotocol/server`) for this command only. */
async function mcpCommandLine(
  options: { skills: Array<string | SourceOption>; strict: boolean; db?: string },
  values: {
    'context-window'?: string
    'budget-chars'?: string
    pinned?: string[]
    disabled?: string[]
    tool?: string[]
    capability?: string[]
    http?: boolean
    port?: string
    host?: string
    token?: string
    watch?: boolean
    'skills-extension'?: boolean
  },
  io: Io,
): Promise<number> {
  let contextWindow: number | undefined
  let budgetChars: number | undefined
  let port: number | undefined
  try {
    contextWindow = whole(values['context-window'], 'context-window', 1)
    budgetChars = whole(values['budget-chars'], 'budget-chars', 0)
    port = whole(values.port, 'port', 0)
    if (port !== undefined && port > 65535) throw new UsageError(`--port must be at most 65535, got ${values.port}`)
    if (!values.http && (values.port || values.host || values.token)) throw new UsageError('--port, --host and --token go with --http')
    if (values.token === '') throw new UsageError('--token must not be empty')
    if (options.db !== undefined && values.watch) throw new UsageError('--watch re-compiles skill folders; a --db file is served as it is')
  }
  catch (err) {
    io.err(`loadout mcp: ${(err as Error).message}`)
    return 2
  }
  let mod: typeof import('./mcp')
  try {
    mod = await import('./mcp')
  }
  catch (err) {
    if (!/@modelcontextprotocol\/server/.test(String((err as Error).message))) throw err
    io.err('loadout mcp: the MCP server needs the MCP SDK, an optional peer dependency: npm install @modelcontextprotocol/server\n'
      + '(outside a project: npx -p unplugin-loadout -p @modelcontextprotocol/server unplugin-loadout mcp ...)')
    return 2
  }
  const host = values.tool || values.capability ? { tools: values.tool ?? [], capabilities: values.capability ?? [] } : undefined
  return mod.mcpCommand({
    sources: options,
    db: options.db,
    policy: { contextWindow, budgetChars, pinned: values.pinned, disabled: values.disabled, host },
    http: !!values.http,
    port: port ?? 8765,
    host: values.host ?? '127.0.0.1',
    token: values.token ?? (process.env.LOADOUT_MCP_TOKEN || undefined),
    watch: !!values.watch,
  }, io)
}
