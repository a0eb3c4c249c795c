import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

const exec = promisify(execFile)

/**
 * Import a built module in a fresh Node process (no test-runner module interception) and call one of its
 * exported functions with JSON arguments; resolves to the JSON result.
 */
export async function callBuilt<T = any>(file: string, fn: string, ...args: unknown[]): Promise<T> {
  const script = `const m = await import(${JSON.stringify(pathToFileURL(file).href)});
const r = await m[${JSON.stringify(fn)}](...${JSON.stringify(args)});
process.stdout.write(JSON.stringify(r));`
  const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], { timeout: 120_000 })
  return JSON.parse(stdout) as T
}

/** Run `f` with the `CI` environment variable set to `value` (`undefined`: unset), whatever the machine running the tests has. */
export async function withCi<T>(value: string | undefined, f: () => Promise<T>): Promise<T> {
  const prev = process.env.CI
  if (value === undefined) delete process.env.CI
  else process.env.CI = value
  try {
    return await f()
  }
  finally {
    if (prev === undefined) delete process.env.CI
    else process.env.CI = prev
  }
}
