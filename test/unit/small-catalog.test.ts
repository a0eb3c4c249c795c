import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/core/compile/compile'
import { ABSTAIN_SCORE, abstainBar, createLoadout, type Loadout } from '../../src/runtime/loadout'
import { FIXTURES } from '../helpers/fixtures'

/**
 * The README's five plain skills (test/fixtures/five-skills), with tasks a user of them would type. A bar fitted to a
 * catalog of 791 skills abstained on the README's own example here (issue 33).
 */
const TASKS: Array<[task: string, skill: string]> = [
  ['My Postgres query takes 9 seconds, why?', 'sql-query-tuning'],
  ['this SELECT with three joins times out', 'sql-query-tuning'],
  ['should I add an index for this ORDER BY on orders.created_at?', 'sql-query-tuning'],
  ['read the EXPLAIN ANALYZE output and tell me what is slow', 'sql-query-tuning'],
  ['pull the line items out of these vendor invoices (PDF) into a spreadsheet', 'pdf-extract'],
  ['get the tables from the quarterly report pdf as csv', 'pdf-extract'],
  ['this scanned contract has no selectable text, I need its contents', 'pdf-extract'],
  ['my api container keeps restarting after docker compose up', 'docker-compose-debug'],
  ['the web service cannot connect to postgres inside compose, connection refused on localhost', 'docker-compose-debug'],
  ['container exited with code 137, what happened?', 'docker-compose-debug'],
  ['write a commit message for these staged changes', 'git-commit-messages'],
  ['squash my fixup commits before I open the pull request', 'git-commit-messages'],
  ['we use conventional commits, how should I word this bug fix?', 'git-commit-messages'],
  ['write tests for the LoginForm component with Testing Library', 'react-component-testing'],
  ['my vitest test cannot find the button after the modal opens', 'react-component-testing'],
  ['how do I mock fetch in a jest test for a React hook-based component?', 'react-component-testing'],
]
const OFF_TOPIC = [
  'Plan a five day trip to Kyoto in autumn',
  'what should I cook tonight with chickpeas and spinach?',
  'my cat keeps scratching the sofa, how do I stop it?',
  'help me write a birthday poem for my grandmother',
]

let loadout: Loadout
beforeAll(async () => {
  const r = await compile({ root: join(FIXTURES, 'five-skills') })
  expect(r.errorCount).toBe(0)
  loadout = createLoadout(r.data, r.bodies.map(b => () => Promise.resolve(b)))
})

const first = (task: string, minScore?: number) => loadout.match(task, { minScore }).filter(r => r.tier === 'domain')[0]?.id

describe('a catalog of five skills', () => {
  it('routes the README\'s example tasks', () => {
    expect(first('My Postgres query takes 9 seconds, why?')).toBe('sql-query-tuning')
    expect(first('this SELECT with three joins times out')).toBe('sql-query-tuning')
  })

  it('answers natural tasks with the right skill and still abstains on off-topic ones', () => {
    const right = TASKS.filter(([task, skill]) => first(task) === skill).map(([task]) => task)
    expect(right.length, `right: ${right.join(' | ')}`).toBeGreaterThanOrEqual(14)
    for (const task of OFF_TOPIC) expect(first(task), task).toBeUndefined()
  })

  it('owes it to a bar set by the catalog\'s size: the one fitted to 791 skills abstains on more of them', () => {
    expect(abstainBar(loadout.entries.length)).toBeLessThan(9)
    const answered = (minScore?: number) => TASKS.filter(([task]) => first(task, minScore) !== undefined).length
    expect(answered()).toBeGreaterThan(answered(ABSTAIN_SCORE) + 1)
    // A result at the catalog's bar has confidence 0.5, as at 791 skills at 12.
    const [best] = loadout.match('My Postgres query takes 9 seconds, why?')
    expect(best!.confidence).toBeGreaterThanOrEqual(0.5)
  })
})
