/** `npx unplugin-loadout inspect`: the catalog an agent would get, and why each skill is in it or not. */
import { printable } from '../../core/printable'
import { createLoadout } from '../../runtime/loadout'
import type { CatalogReason, CatalogReport } from '../../runtime/types'
import { type CatalogPolicyValues, catalogSizes, checkedOptions } from '../args'
import type { CliOptions, CompilingCommand } from '../command'
import { compileOrRead } from '../db'
import type { Io } from '../io'
import { printProblems } from '../problems'
import { writeReport } from '../report'

const count = (n: number) => n.toLocaleString('en-US')

const REASON_LABEL: Record<Exclude<CatalogReason, 'advertised'>, string> = {
  budget: 'left out for the budget',
  disabled: 'disabled',
  invalid: 'invalid',
  host_incompatible: 'host-incompatible',
  shadowed: 'shadowed',
  user_only: 'user-only',
}

/** The options of `inspect` (and `mcp`'s catalog policy). */
interface InspectValues extends CatalogPolicyValues {
  'text'?: boolean
  'json'?: boolean
  'html'?: string
  'open'?: boolean
}

/** `loadout inspect`: the catalog an agent would get for a context window, and why each skill is in it or not. */
export async function inspectCommand(options: CliOptions, values: InspectValues, io: Io): Promise<number> {
  const sizes = checkedOptions('inspect', io, () => catalogSizes(values))
  if (!sizes) return 2
  const { contextWindow, budgetChars } = sizes
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  const code = result.errorCount > 0 ? 1 : 0
  if (values.html !== undefined) {
    await writeReport(result, values.html, { open: values.open, contextWindow }, io)
    return code
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
    return code
  }
  printCatalogReport(report, io)
  if (values.text) io.out(`\n${text}`)
  return code
}

/** The budget, what was advertised and left out, then a table of every skill: rank, source, reason, size, note. */
function printCatalogReport(report: CatalogReport, io: Io): void {
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
  printCatalogTable(report.entries, io)
}

/** One row a skill of the catalog report, columns as wide as their longest value. */
function printCatalogTable(entries: CatalogReport['entries'], io: Io): void {
  const idWidth = Math.max(5, ...entries.map(e => printable(e.id).length))
  const sourceWidth = Math.max(6, ...entries.map(e => printable(e.source).length))
  io.out(`${'rank'.padStart(4)}  ${'skill'.padEnd(idWidth)}  ${'source'.padEnd(sourceWidth)}  ${'reason'.padEnd(17)}  ${'chars'.padStart(5)}  note`)
  for (const e of entries) {
    const note = [
      e.pinned ? 'pinned' : '',
      e.shadowedBy !== undefined ? `by ${e.shadowedBy}` : '',
      e.missing ? `lacks ${[...e.missing.tools, ...e.missing.capabilities].join(', ')}` : '',
      e.detail ?? '',
    ].filter(Boolean).join('; ')
    io.out(`${String(e.rank ?? '-').padStart(4)}  ${printable(e.id).padEnd(idWidth)}  ${printable(e.source).padEnd(sourceWidth)}  ${e.reason.padEnd(17)}  ${String(e.chars).padStart(5)}${note ? `  ${printable(note)}` : ''}`.trimEnd())
  }
}

/** The `inspect` command. */
export const INSPECT: CompilingCommand = {
  name: 'inspect',
  usage: [
    `inspect --skills DIR | --db FILE [--context-window N | --budget-chars N] [--pinned ID] [--disabled ID]
                              [--tool NAME] [--capability NAME] [--text] [--json]`,
    'inspect --skills DIR --html FILE [--open] [--context-window N]',
  ],
  flags: ['db', 'context-window', 'budget-chars', 'pinned', 'disabled', 'tool', 'capability', 'text', 'json', 'html', 'open'],
  reads: 'skills-or-db',
  run: ({ options, values, io }) => inspectCommand(options, values, io),
}
