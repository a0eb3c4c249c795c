import { main } from '../../src/cli/main'

/** The time at the end of a summary line (`... 0 warnings in 27 ms`): what varies from run to run. */
export const SUMMARY_TIME = / in (?:\d+ ms|\d+\.\d s|\d+ min \d+ s)$/gm

export interface CliRun { code: number, out: string, err: string, timedErr: string }

/**
 * Run the loadout CLI in-process from `cwd`, capturing what it prints; the time of stderr's summary line is dropped
 * (`timedErr` keeps it).
 */
export async function runCli(argv: string[], cwd?: string): Promise<CliRun> {
  const out: string[] = []
  const err: string[] = []
  const prev = process.cwd()
  if (cwd) process.chdir(cwd)
  try {
    const code = await main(argv, { out: t => out.push(t), err: t => err.push(t) })
    const timedErr = err.join('\n')
    // Not enumerable: `toEqual({ code, out, err })` compares what it always did.
    return Object.defineProperty({ code, out: out.join('\n'), err: timedErr.replace(SUMMARY_TIME, '') }, 'timedErr', { value: timedErr }) as CliRun
  }
  finally {
    process.chdir(prev)
  }
}
