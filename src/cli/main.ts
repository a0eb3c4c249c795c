import { parseArgs } from 'node:util'
import { compile } from '../core/compile'
import { formatDiagnostic } from '../core/diagnostics'
import type { SourceOption } from '../core/options'
import { createLoadout } from '../runtime/loadout'

const HELP = `loadout: compile, check and query folders of agent skills

Usage:
  loadout check --skills DIR [--skills DIR...] [--strict] [--json]
  loadout match "<task>" --skills DIR [--limit N] [--json]

Options:
  --skills DIR   a skill source folder; repeat it for several, in precedence order (default: skills)
  --strict       spec violations (name format, lengths, unknown keys) are errors
  --limit N      most results for match (default 5)
  --json         machine-readable output on stdout
  -h, --help     this text

Exit codes: 0 ok, 1 errors in the skills, 2 bad usage.`

export interface Io {
  out: (text: string) => void
  err: (text: string) => void
}

const stdio: Io = {
  out: t => process.stdout.write(`${t}\n`),
  err: t => process.stderr.write(`${t}\n`),
}

/** Run the CLI with `argv` (without `node loadout`); resolves to the exit code. */
export async function main(argv: string[], io: Io = stdio): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        skills: { type: 'string', multiple: true },
        strict: { type: 'boolean' },
        limit: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  }
  catch (err) {
    io.err(`loadout: ${(err as Error).message}\n\n${HELP}`)
    return 2
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  if (values.help || !command) {
    ;(values.help ? io.out : io.err)(HELP)
    return values.help ? 0 : 2
  }
  const skills: Array<string | SourceOption> = values.skills ?? ['skills']
  const options = { skills, strict: values.strict ?? false }

  if (command === 'check') {
    const result = await compile(options)
    const count = result.data.entries.length
    const warnings = result.diagnostics.length - result.errorCount
    if (values.json) {
      io.out(JSON.stringify({
        skills: count,
        errors: result.errorCount,
        warnings,
        diagnostics: result.diagnostics.map(d => ({ ...d, file: d.file })),
      }, null, 2))
    }
    else {
      for (const d of result.diagnostics) io.out(formatDiagnostic(d))
      io.err(`${count} skill${count === 1 ? '' : 's'} compiled, ${result.errorCount} error${result.errorCount === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`)
    }
    return result.errorCount > 0 ? 1 : 0
  }

  if (command === 'match') {
    const task = rest.join(' ')
    if (!task) {
      io.err('loadout match: give the task as an argument, e.g. loadout match "fix the CI workflow" --skills skills')
      return 2
    }
    const limit = values.limit === undefined ? 5 : Number(values.limit)
    if (!Number.isInteger(limit) || limit < 1) {
      io.err(`loadout match: --limit must be a positive whole number, got ${values.limit}`)
      return 2
    }
    const result = await compile(options)
    for (const d of result.diagnostics) if (d.level === 'error') io.err(formatDiagnostic(d))
    const loadout = createLoadout(result.data, [])
    const started = performance.now()
    const matches = loadout.match(task, { limit })
    const micros = Math.round((performance.now() - started) * 1000)
    if (values.json) {
      io.out(JSON.stringify(matches.map(({ entry, ...m }) => ({ ...m, description: entry.description })), null, 2))
    }
    else if (matches.length === 0) {
      io.out(`no skill matches "${task}" (abstained) in ${micros} µs`)
    }
    else {
      io.out(`${matches.length} skill${matches.length === 1 ? '' : 's'} for "${task}" in ${micros} µs:`)
      const width = Math.max(...matches.map(m => m.id.length))
      matches.forEach((m, i) => {
        io.out(`${String(i + 1).padStart(2)}. ${m.id.padEnd(width)}  score ${m.score.toFixed(2).padStart(6)}  confidence ${m.confidence.toFixed(2)}  [${m.matched.join(', ')}]`)
      })
    }
    return result.errorCount > 0 ? 1 : 0
  }

  io.err(`loadout: unknown command "${command}"\n\n${HELP}`)
  return 2
}
