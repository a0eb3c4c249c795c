/** `loadout inspect --html FILE [--open]`: the inspector page as one self-contained HTML file. */
import { spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import type { CompileResult } from '../core/compile/compile'
import { Insight } from '../analysis/insight'
import { inspectorData } from '../inspector/data'
import { inspectorHtml } from '../inspector/page'

/** The platform's "open this file" command. */
function opener(file: string): [string, string[]] {
  if (process.platform === 'darwin') return ['open', [file]]
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '', file]]
  return ['xdg-open', [file]]
}

/** Write the report (its catalog showing `contextWindow` first); with `open`, hand it to the system's browser (a failure to open is reported, not fatal). */
export async function writeReport(
  result: CompileResult,
  file: string,
  options: { open?: boolean, contextWindow?: number },
  io: { out: (t: string) => void, err: (t: string) => void },
): Promise<void> {
  const abs = resolve(file)
  const html = await inspectorHtml(inspectorData(result, new Insight(result), { root: process.cwd() }), { contextWindow: options.contextWindow })
  await mkdir(dirname(abs), { recursive: true })
  await writeFile(abs, html)
  io.out(`inspector report: ${abs} (${Math.round(Buffer.byteLength(html) / 1024)} KB)`)
  if (!options.open) return
  const [command, args] = opener(abs)
  await new Promise<void>((done) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true })
    child.on('error', (err) => {
      io.err(`loadout inspect: could not open the report with ${command}: ${err.message}`)
      done()
    })
    child.on('spawn', () => {
      child.unref()
      done()
    })
  })
}
