import { main } from '../../src/cli/main'

/** Run the loadout CLI in-process from `cwd`, capturing what it prints. */
export async function runCli(argv: string[], cwd?: string): Promise<{ code: number, out: string, err: string }> {
  const out: string[] = []
  const err: string[] = []
  const prev = process.cwd()
  if (cwd) process.chdir(cwd)
  try {
    const code = await main(argv, { out: t => out.push(t), err: t => err.push(t) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  finally {
    process.chdir(prev)
  }
}
