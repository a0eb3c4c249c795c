/**
 * The execution stage for Node hosts: a `run_script` tool that runs a script a skill ships in `scripts/`, under a
 * policy the host sets. Node only (child processes); never imported by the runtime.
 *
 * What is refused: skills that are not active, paths not listed for that skill at build time, paths that escape the
 * skill folder (`..`, absolute, symlinks), interpreters outside the host allow-list or outside the skill's
 * `allowed-tools`. Arguments are passed as an array, never through a shell string.
 *
 * What ends a script: each runs in a process group of its own, and the whole group is killed on timeout, past
 * `maxOutputBytes`, when the host aborts, and when the script itself exits (what it left running in the background
 * dies with it). A process that leaves the group on purpose (`setsid`, `setpgid`) escapes: the call answers anyway,
 * without waiting for it, but it is not killed (only a container or a cgroup can promise that).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { isWithin } from '../core/fs/paths'
import { realpathSync, statSync } from 'node:fs'
import { extname, isAbsolute, join, resolve } from 'node:path'
import type { Loadout } from '../runtime/loadout'
import type { JsonSchema, ResourceEntry, SkillEntry } from '../runtime/types'

export type Interpreter = 'bash' | 'python3' | 'node'

/** Interpreter by extension. */
export const INTERPRETERS: Record<string, Interpreter> = { '.sh': 'bash', '.py': 'python3', '.js': 'node', '.mjs': 'node' }

export interface RunScriptOptions {
  /**
   * The compiled loadout (from `virtual:loadout` or `loadFromDisk`): which skills exist and what they list (in a
   * bundle, `listResources` reads a skill's files from its chunk).
   */
  loadout: Pick<Loadout, 'data' | 'lookup'> & Partial<Pick<Loadout, 'listResources'>>
  /** Folder the data's source paths are relative to (the bundler root when the skills were compiled). Default: `process.cwd()`. */
  root?: string
  /** Interpreters the host allows. Default: none, so nothing runs until the host opts in. */
  allow: readonly Interpreter[]
  /** Working directory: a fixed folder, or a function of the skill's folder. Default: the skill's folder. */
  cwd?: string | ((skillDir: string, entry: SkillEntry) => string)
  /** Environment of the child. Default: only PATH, HOME, LANG and TMPDIR of this process. */
  env?: Record<string, string | undefined>
  /** Milliseconds before the script is killed. Default 30,000. */
  timeoutMs?: number
  /** Bytes kept of stdout and of stderr each; past it the script is killed. Default 65,536. */
  maxOutputBytes?: number
  /** Skill ids active from the start (a host can also call `activate`). */
  active?: Iterable<string>
}

export interface RunScriptResult {
  exitCode: number | null
  signal: string | null
  stdout: string
  stderr: string
  timedOut: boolean
  truncated: boolean
  /** The host aborted the call (its `abortSignal`): the script's process group was killed. */
  aborted: boolean
  durationMs: number
}

export interface RunScriptTool {
  name: 'run_script'
  description: string
  inputSchema: JsonSchema
  /**
   * Runs the script; never throws: a refusal is `{ error }`. An aborted `abortSignal` (the AI SDK passes the run's)
   * kills the script's process group, and the call answers at once with `aborted: true`.
   */
  execute: (input: { skill?: unknown, path?: unknown, args?: unknown }, options?: { abortSignal?: AbortSignal }) => Promise<RunScriptResult | { error: string }>
  /** Mark a skill active (by id or name), as loading it through the `Skill` tool does. Returns its id. */
  activate: (ref: string) => string | undefined
  deactivate: (ref: string) => void
  /** Ids of the active skills. */
  readonly active: ReadonlySet<string>
}

class Refusal extends Error {}

/**
 * How long an answer waits, after the script exited and its group was killed, for the pipes to close: only a process
 * that left the group (setsid) can hold them past that, and its output is not waited for.
 */
const PIPE_GRACE_MS = 250

/** Kill the script's whole process group (on Windows, its process tree); a group already gone is no error. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  if (process.platform === 'win32') {
    spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' }).on('error', () => child.kill('SIGKILL'))
    return
  }
  try {
    process.kill(-child.pid, 'SIGKILL')
  }
  catch {
    // ESRCH: every process of the group has ended.
  }
}

/** stdout and stderr, each kept up to `max` bytes; `onOverflow` once either passes it. */
function collect(child: ChildProcess, max: number, onOverflow: () => void) {
  const out = { stdout: [] as Buffer[], stderr: [] as Buffer[] }
  const size = { stdout: 0, stderr: 0 }
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]!.on('data', (chunk: Buffer) => {
      const room = max - size[stream]
      if (room > 0) out[stream].push(chunk.subarray(0, room))
      size[stream] += chunk.length
      if (size[stream] > max) onOverflow()
    })
  }
  return {
    text: () => ({ stdout: Buffer.concat(out.stdout).toString('utf8'), stderr: Buffer.concat(out.stderr).toString('utf8') }),
  }
}

/** Two real paths name the same file (without case where the file system usually ignores it). */
function samePath(a: string, b: string): boolean {
  return process.platform === 'win32' || process.platform === 'darwin' ? a.toLowerCase() === b.toLowerCase() : a === b
}

/**
 * May this skill run this interpreter? `allowed-tools` only narrows the host allow-list: a skill that lists tools
 * but no `Bash` (or no `Bash(<interpreter>...)`) may run nothing.
 */
function skillAllows(entry: SkillEntry, interpreter: Interpreter): boolean {
  if (entry.allowedTools.length === 0) return true
  return entry.allowedTools.some((tool) => {
    const m = /^Bash(?:\((.*)\))?$/i.exec(tool.trim())
    if (!m) return false
    if (m[1] === undefined || m[1].trim() === '*') return true
    const command = m[1].split(/[\s:]/)[0]!.toLowerCase()
    return command === interpreter || (interpreter === 'python3' && command === 'python') || (interpreter === 'bash' && command === 'sh')
  })
}

function defaultEnv(): Record<string, string | undefined> {
  const { PATH, HOME, LANG, TMPDIR } = process.env
  return { PATH, HOME, LANG, TMPDIR }
}

/** What the functions of one `run_script` tool share: its options, resolved once, and the skills active in it. */
interface RunScriptContext {
  options: RunScriptOptions
  allow: ReadonlySet<string>
  timeoutMs: number
  maxOutput: number
  active: Set<string>
  /** Each source's folder, by scope. */
  sourceDir: ReadonlyMap<string, string>
}

/** Mark a skill active (by id or name); its id, or undefined when no skill has that name. */
function activateSkill(ctx: RunScriptContext, ref: string): string | undefined {
  const entry = ctx.options.loadout.lookup(ref)
  if (entry) ctx.active.add(entry.id)
  return entry?.id
}

/** The files a skill lists: its entry's, or in a bundle those of its chunk. */
async function filesOf(ctx: RunScriptContext, entry: SkillEntry): Promise<readonly ResourceEntry[]> {
  const list = ctx.options.loadout.listResources
  return ctx.options.loadout.data.lazyFiles && list ? list(entry.id) : entry.resources
}

/** A script the request names: an active, local skill's listed `scripts/` file, in an interpreter both allow. */
async function listedScript(ctx: RunScriptContext, ref: string, path: string): Promise<{ entry: SkillEntry, clean: string, interpreter: Interpreter }> {
  const entry = ctx.options.loadout.lookup(ref)
  if (!entry) throw new Refusal(`Unknown skill ${JSON.stringify(ref)}`)
  if (entry.origin) throw new Refusal(`Skill "${entry.id}" was pulled from ${entry.origin}: a remote skill never runs scripts`)
  if (!ctx.active.has(entry.id)) throw new Refusal(`Skill "${entry.id}" is not active: load it with the Skill tool first`)
  const clean = path.replace(/\\/g, '/')
  if (isAbsolute(path) || /^[a-z]:/i.test(path) || clean.split('/').includes('..'))
    throw new Refusal(`Path ${JSON.stringify(path)} escapes the skill folder`)
  const listed = (await filesOf(ctx, entry)).find(r => r.path === clean && r.path.startsWith('scripts/'))
  if (!listed) throw new Refusal(`"${clean}" is not a script listed for skill "${entry.id}" at build time`)
  const interpreter = INTERPRETERS[extname(clean).toLowerCase()]
  if (!interpreter) throw new Refusal(`No interpreter for "${clean}" (runs .sh, .py, .js and .mjs)`)
  if (!ctx.allow.has(interpreter)) throw new Refusal(`The host does not allow ${interpreter} scripts`)
  if (!skillAllows(entry, interpreter)) throw new Refusal(`Skill "${entry.id}" does not allow ${interpreter} (allowed-tools: ${entry.allowedTools.join(' ')})`)
  return { entry, clean, interpreter }
}

/**
 * The script's real path and its skill's real folder, after every check on disk: still inside the folder, still the
 * regular file the build listed, reached through no symbolic link.
 */
function scriptOnDisk(ctx: RunScriptContext, entry: SkillEntry, clean: string): { file: string, skillDir: string } {
  const base = ctx.sourceDir.get(entry.source)
  if (!base) throw new Refusal(`Source "${entry.source}" of skill "${entry.id}" is unknown`)
  const skillDir = resolve(base, entry.path, '..')
  let real: string
  let realDir: string
  try {
    real = realpathSync(join(skillDir, clean))
    realDir = realpathSync(skillDir)
  }
  catch {
    throw new Refusal(`Script "${clean}" of skill "${entry.id}" is missing on disk`)
  }
  if (real === realDir || !isWithin(real, realDir)) throw new Refusal(`Script "${clean}" resolves outside the skill folder (symlink)`)
  // The build listed a regular file reached through real folders: a symlink (even one staying inside), a FIFO or a
  // device put in its place since is refused, as serving a resource refuses it.
  if (!samePath(real, join(realDir, clean))) throw new Refusal(`Script "${clean}" of skill "${entry.id}" is now a symbolic link, or reached through one: not followed`)
  if (!statSync(real).isFile()) throw new Refusal(`Script "${clean}" of skill "${entry.id}" is no longer a regular file`)
  return { file: real, skillDir: realDir }
}

/** The script's real path, after every check; throws a Refusal with the reason. */
async function resolveScript(ctx: RunScriptContext, ref: string, path: string): Promise<{ entry: SkillEntry, file: string, skillDir: string, interpreter: Interpreter }> {
  const { entry, clean, interpreter } = await listedScript(ctx, ref, path)
  return { entry, interpreter, ...scriptOnDisk(ctx, entry, clean) }
}

/** The tool's `execute`: check the input and the script, run it; a refusal or a failure is an `{ error }` answer. */
async function execute(ctx: RunScriptContext, input: { skill?: unknown, path?: unknown, args?: unknown }, opts: { abortSignal?: AbortSignal } = {}): Promise<RunScriptResult | { error: string }> {
  try {
    if (typeof input !== 'object' || input === null) throw new Refusal('Input must be { skill, path, args? }')
    const { skill, path, args = [] } = input
    if (typeof skill !== 'string' || typeof path !== 'string') throw new Refusal('"skill" and "path" must be strings')
    if (!Array.isArray(args) || !args.every(a => typeof a === 'string')) throw new Refusal('"args" must be an array of strings')
    const script = await resolveScript(ctx, skill, path)
    const { options } = ctx
    const cwd = typeof options.cwd === 'function' ? options.cwd(script.skillDir, script.entry) : options.cwd ?? script.skillDir
    const command = script.interpreter === 'node' ? process.execPath : script.interpreter
    if (opts.abortSignal?.aborted) throw new Refusal('The call was aborted before the script started')
    return await runScript(ctx, command, [script.file, ...args], cwd, opts.abortSignal)
  }
  catch (err) {
    if (err instanceof Refusal) return { error: err.message }
    return { error: `run_script failed: ${err instanceof Error ? err.message : String(err)}` }
  }
}

/**
 * Run the script in a process group of its own and answer once it exits: the group is killed then (what the script
 * left behind), or earlier on timeout, past `maxOutputBytes` or on abort. The answer waits for the pipes to close
 * (the output written before the exit), but not for a process that left the group and holds them (PIPE_GRACE_MS).
 */
function runScript(ctx: RunScriptContext, command: string, args: string[], cwd: string, abortSignal?: AbortSignal): Promise<RunScriptResult> {
  const started = performance.now()
  return new Promise((done, fail) => {
    const env = (ctx.options.env ?? defaultEnv()) as NodeJS.ProcessEnv
    // detached: the child leads a new process group (a new session), so the group can be killed as one. Windows has
    // no groups (there taskkill ends the process tree), and detached would give the child a console of its own.
    const posix = process.platform !== 'win32'
    const child = spawn(command, args, { cwd, env, shell: false, stdio: ['ignore', 'pipe', 'pipe'], detached: posix, windowsHide: true })
    const output = collect(child, ctx.maxOutput, () => stop('truncated'))
    const ended = { timedOut: false, truncated: false, aborted: false }
    let exit: { code: number | null, signal: string | null } | undefined
    let grace: NodeJS.Timeout | undefined
    const stop = (why: keyof typeof ended) => {
      // After the exit only the output can still overflow (what the pipes held): a timer or an abort then is moot.
      if (exit && why !== 'truncated') return
      ended[why] = true
      killGroup(child)
    }
    const timer = setTimeout(() => stop('timedOut'), ctx.timeoutMs)
    const onAbort = () => stop('aborted')
    abortSignal?.addEventListener('abort', onAbort, { once: true })
    let answered = false
    const answer = () => {
      if (answered || !exit) return
      answered = true
      clearTimeout(timer)
      clearTimeout(grace)
      abortSignal?.removeEventListener('abort', onAbort)
      child.stdout!.destroy()
      child.stderr!.destroy()
      done({ exitCode: exit.code, signal: exit.signal, ...output.text(), ...ended, durationMs: Math.round(performance.now() - started) })
    }
    child.on('error', (err) => {
      clearTimeout(timer)
      abortSignal?.removeEventListener('abort', onAbort)
      fail(err)
    })
    child.on('exit', (code, signal) => {
      exit = { code, signal }
      // Whatever the script started in the background dies with it; then the pipes close (or, held by a process
      // that left the group, stop being waited for).
      killGroup(child)
      grace = setTimeout(answer, PIPE_GRACE_MS)
    })
    child.on('close', answer)
  })
}

/** The tool's description and input, as the model reads them. */
const DESCRIPTION = 'Run a script from an active skill\'s scripts/ folder (as listed by the Skill tool) with string arguments. '
  + 'Returns the exit code, stdout and stderr.'

const INPUT_SCHEMA: RunScriptTool['inputSchema'] = {
  type: 'object',
  properties: {
    skill: { type: 'string', description: 'The id or name of an active skill.' },
    path: { type: 'string', description: 'The script\'s path in the skill, e.g. scripts/extract.py.' },
    args: { type: 'array', items: { type: 'string' }, description: 'Arguments, passed as they are (no shell).' },
  },
  required: ['skill', 'path'],
  additionalProperties: false,
}

/** Create the `run_script` tool. It is off until the host lists interpreters in `allow`. */
export function createRunScript(options: RunScriptOptions): RunScriptTool {
  const root = resolve(options.root ?? process.cwd())
  const ctx: RunScriptContext = {
    options,
    allow: new Set(options.allow),
    timeoutMs: options.timeoutMs ?? 30_000,
    maxOutput: options.maxOutputBytes ?? 65_536,
    active: new Set<string>(),
    sourceDir: new Map(options.loadout.data.sources.map(s => [s.scope, resolve(root, s.dir)])),
  }
  for (const id of options.active ?? []) activateSkill(ctx, id)
  return {
    name: 'run_script',
    description: DESCRIPTION,
    inputSchema: INPUT_SCHEMA,
    execute: (input, opts) => execute(ctx, input, opts),
    activate: ref => activateSkill(ctx, ref),
    deactivate: (ref: string) => {
      const entry = options.loadout.lookup(ref)
      if (entry) ctx.active.delete(entry.id)
    },
    active: ctx.active,
  }
}
