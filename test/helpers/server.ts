/**
 * Run real tools (next, wrangler, vite) as child processes: a free port on 127.0.0.1, a command run to completion
 * with its output kept, and a server started in its own process group and stopped with everything it spawned.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { stripVTControlCharacters } from 'node:util'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface RunOptions {
  cwd: string
  env?: Record<string, string | undefined>
  timeout?: number
}

/**
 * Run a command to completion; rejects with its output when it fails or times out. The output is given without
 * terminal colours: with `CI` set, picocolors (Vite's logger) colours even a pipe, and tests read the text.
 */
export function run(command: string, args: string[], { cwd, env, timeout = 300_000 }: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    let output = ''
    child.stdout!.on('data', (d) => { output += d })
    child.stderr!.on('data', (d) => { output += d })
    const timer = setTimeout(() => {
      killGroup(child)
      reject(new Error(`${command} ${args.join(' ')} timed out after ${timeout} ms:\n${output}`))
    }, timeout)
    child.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve(stripVTControlCharacters(output))
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stripVTControlCharacters(output)}`))
    })
  })
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  }
  catch {}
}

export interface Server {
  /** Everything the process printed so far. */
  output: () => string
  stop: () => Promise<void>
}

/** Start a long-running process and wait until its output matches `ready`. */
export async function startServer(command: string, args: string[], opts: RunOptions & { ready: RegExp }): Promise<Server> {
  const child = spawn(command, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  const exited = new Promise<void>(resolve => child.on('close', () => resolve()))
  const stop = async () => {
    killGroup(child)
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`${command} ${args.join(' ')} was not ready after ${opts.timeout ?? 60_000} ms:\n${output}`))
    }, opts.timeout ?? 60_000)
    const onData = (d: Buffer) => {
      output += d
      if (opts.ready.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before it was ready:\n${output}`))
    })
  })
  return { output: () => output, stop }
}

/** GET a URL and parse its JSON body (with the status). */
export async function getJson(url: string): Promise<{ status: number, body: any }> {
  const res = await fetch(url)
  const text = await res.text()
  try {
    return { status: res.status, body: JSON.parse(text) }
  }
  catch {
    throw new Error(`${url} answered ${res.status} with non-JSON:\n${text.slice(0, 2000)}`)
  }
}
