/** `loadout explain`, `loadout overlaps` and `loadout usage`: insight for skill authors. */
import { readFile } from 'node:fs/promises'
import { compileOrRead } from './db'
import { Insight, parseUsage, type SkillExplanation, summarizeUsage } from '../analysis/insight'
import type { SourceOption } from '../core/options'
import type { Trigger } from '../runtime/types'
import { type Io, taskArgs } from './io'
import { printProblems } from './problems'
import { printable } from '../core/printable'

interface Sources { skills: Array<string | SourceOption>, strict: boolean, skipInvalid?: boolean, db?: string }

async function compiled(options: Sources, io: Io) {
  const result = await compileOrRead(options)
  printProblems(result, io.err)
  return result
}

function fields(s: SkillExplanation): string[] {
  return s.terms.map((t) => {
    const where = Object.entries(t.fields).map(([f, n]) => `${f} x${n} (${Math.round(t.shares[f]! * 100)}%)`).join(', ')
    return `      ${t.term.padEnd(18)} +${t.weight.toFixed(2).padStart(6)}  ${where}${t.glossary === undefined ? '' : `  (glossary, x${t.glossary})`}${t.typo === undefined ? '' : `  (misspelt, x${t.typo})`}${t.pruned ? '  (under 1: not indexed)' : ''}`
  })
}

/** One skill's lines, each escaped (`printable`): a name cannot forge a line. */
function block(s: SkillExplanation): string[] {
  const lines = [
    `  ${s.id}  [${s.tier}]  score ${s.score.toFixed(2)}, rank ${s.rank || '-'}, evidence ${s.evidence.total} (${s.evidence.words} word${s.evidence.words === 1 ? '' : 's'}, ${s.evidence.rest} beyond the strongest): ${s.verdict}`,
    ...s.rules.map(r => `      rule: ${r}`),
    ...(s.terms.length ? fields(s) : ['      (no term of the task occurs in this skill)']),
  ]
  return lines.map(line => printable(line))
}

export async function explainCommand(options: Sources, rest: string[], values: { id?: string, limit?: string, trigger?: string, json?: boolean }, io: Io): Promise<number> {
  const args = taskArgs('explain', rest, values.limit, io)
  if (!args) return 2
  const { task, limit } = args
  if (values.trigger !== undefined && !['task', 'plan', 'edit'].includes(values.trigger)) {
    io.err(`loadout explain: --trigger must be task, plan or edit, got ${values.trigger}`)
    return 2
  }
  const result = await compiled(options, io)
  let report
  try {
    report = new Insight(result).explain(task, { id: values.id, limit, trigger: values.trigger as Trigger | undefined })
  }
  catch (err) {
    io.err(`loadout explain: ${(err as Error).message}`)
    return 2
  }
  if (values.json) {
    io.out(JSON.stringify(report, null, 2))
    return result.errorCount > 0 ? 1 : 0
  }
  io.out(printable(`task: ${task}`))
  io.out(`terms: ${report.terms.map(t => `${t.term}${t.known ? '' : '?'} (idf ${t.idf.toFixed(1)})`).join(', ') || '(none)'}`)
  if (report.corrected.length) io.out(`read as misspelt: ${report.corrected.map(t => `${t.typed} -> ${t.term} (x${t.factor})`).join(', ')}`)
  if (report.expanded.length) io.out(`from the glossary: ${report.expanded.map(t => `${t.term} (x${t.factor})`).join(', ')}`)
  io.out(`threshold: ${report.threshold.minScore} (${report.threshold.rule})${report.abstained ? ': ABSTAINED, no domain skill returned' : ''}`)
  if (report.abstainReason) io.out(printable(`why: ${report.abstainReason}`))
  io.out('')
  io.out(report.abstained ? 'nearest skills (not returned):' : 'returned:')
  for (const s of report.results) io.out(block(s).join('\n'))
  if (report.target) {
    io.out('')
    io.out(printable(`skill ${values.id}:`))
    io.out(block(report.target).join('\n'))
  }
  return result.errorCount > 0 ? 1 : 0
}

export async function overlapsCommand(options: Sources, values: { limit?: string, 'min-similarity'?: string, json?: boolean }, io: Io): Promise<number> {
  const limit = values.limit === undefined ? 20 : Number(values.limit)
  const minSimilarity = values['min-similarity'] === undefined ? 0.3 : Number(values['min-similarity'])
  if (!Number.isInteger(limit) || limit < 1 || !(minSimilarity >= 0 && minSimilarity <= 1)) {
    io.err('loadout overlaps: --limit takes a positive whole number, --min-similarity a number from 0 to 1')
    return 2
  }
  const result = await compiled(options, io)
  const pairs = new Insight(result).overlaps({ limit, minSimilarity })
  if (values.json) {
    io.out(JSON.stringify(pairs, null, 2))
  }
  else if (pairs.length === 0) {
    io.out('no overlapping skills')
  }
  else {
    const w = Math.max(...pairs.map(p => printable(p.a).length))
    io.out(`${'skill'.padEnd(w)}  ${'overlaps with'.padEnd(w)}  score  cosine  why`)
    for (const p of pairs) {
      const why = [p.sameName ? 'same name' : '', p.corank ? 'rank each other top 3' : ''].filter(Boolean).join(', ')
      io.out(`${printable(p.a).padEnd(w)}  ${printable(p.b).padEnd(w)}  ${p.score.toFixed(2).padStart(5)}  ${p.similarity.toFixed(2).padStart(6)}  ${why || 'similar terms'}: ${p.shared.join(' ')}`)
    }
  }
  return result.errorCount > 0 ? 1 : 0
}

export async function usageCommand(options: Sources, values: { log?: string, json?: boolean }, io: Io): Promise<number> {
  if (!values.log) {
    io.err('loadout usage: give the usage log with --log FILE.jsonl (one onEvent event a line)')
    return 2
  }
  let events
  try {
    events = parseUsage(await readFile(values.log, 'utf8'), values.log)
  }
  catch (err) {
    io.err(`loadout usage: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? `cannot read ${values.log}` : (err as Error).message}`)
    return 2
  }
  const result = await compiled(options, io)
  const s = summarizeUsage(result.data.entries, events)
  if (values.json) {
    io.out(JSON.stringify(s, null, 2))
    return result.errorCount > 0 ? 1 : 0
  }
  io.out(`${s.events} events, ${s.tasks} tasks routed (${s.abstained} abstained), ${s.loads} loads: ${s.loadsPerTask} per task`)
  io.out(`tokens loaded per task: ${s.observedTokensPerTask} observed, ${s.estimatedTokensPerTask} estimated (on-demand tokens / domain skills)`)
  const used = s.skills.filter(k => k.loads > 0 || k.matched > 0)
  if (used.length) {
    const w = Math.max(...used.map(k => printable(k.id).length))
    io.out('')
    io.out(`${'skill'.padEnd(w)}  loads  matched  mean rank  tokens`)
    for (const k of used) io.out(`${printable(k.id).padEnd(w)}  ${String(k.loads).padStart(5)}  ${String(k.matched).padStart(7)}  ${(k.meanRank === null ? '-' : k.meanRank.toFixed(1)).padStart(9)}  ${String(k.tokens).padStart(6)}`)
  }
  io.out('')
  io.out(s.dead.length ? `dead skills (never loaded): ${s.dead.length}\n${s.dead.map(id => `  ${printable(id)}`).join('\n')}` : 'no dead skills: every skill was loaded')
  return result.errorCount > 0 ? 1 : 0
}
