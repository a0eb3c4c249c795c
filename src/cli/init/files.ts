/** The files `init` creates besides the config: one example skill, and `.loadout/` in a Next.js app's `.gitignore`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The example skill's folder name, which is its `name`. */
export const EXAMPLE_SKILL = 'commit-messages'

/** A task the example skill answers: what `init` offers to try with `match`. */
export const EXAMPLE_TASK = 'write a commit message for this fix'

/**
 * The example skill: the Agent Skills spec's keys only (its extra ones under `metadata`), so `check --strict` passes;
 * it says how to replace it.
 */
export const EXAMPLE_SKILL_MD = `---
name: ${EXAMPLE_SKILL}
description: Write clear git commit messages, a short imperative subject and a body that says why. Use when a task asks to write, fix or review a commit message.
metadata:
  tags: git, commit, message
---
# Commit messages

1. Subject: at most 50 characters, in the imperative ("Add", "Fix"), no full stop at the end.
2. A blank line, then a body wrapped at 72 characters that says why the change was made, not how.
3. The issue it closes on a line of its own: \`Closes #123\`.

This skill is an example from \`npx unplugin-loadout init\`. Replace it with your own: one folder per skill, named as
the skill, holding its \`SKILL.md\` (see the Agent Skills format).
`

/** The plan for `skills/`: the example to write, or why none is needed. */
export type SkillPlan = { kind: 'write', file: string, text: string } | { kind: 'done', why: string }

/** The example skill, unless `skills/` holds a skill already (its own, or the example from an earlier run). */
export function planSkill(dir: string): SkillPlan {
  const skills = join(dir, 'skills')
  const held = existsSync(skills) ? readdirSync(skills, { withFileTypes: true }).filter(e => e.isDirectory() && existsSync(join(skills, e.name, 'SKILL.md'))).length : 0
  if (held > 0) return { kind: 'done', why: `skills/ holds ${held} skill${held === 1 ? '' : 's'} already` }
  return { kind: 'write', file: `skills/${EXAMPLE_SKILL}/SKILL.md`, text: EXAMPLE_SKILL_MD }
}

/**
 * `.loadout/` in `.gitignore` (Next.js: `withLoadout` writes the modules Turbopack imports there, rebuilt by every
 * build): the new text, or undefined when a line ignores it already.
 */
export function gitignoreWithLoadout(dir: string): { text: string, created: boolean } | undefined {
  const file = join(dir, '.gitignore')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : undefined
  if (text !== undefined && text.split(/\r?\n/).some(l => /^\/?\.loadout\/?$/.test(l.trim()))) return undefined
  const block = '# unplugin-loadout: the modules withLoadout writes for Turbopack\n/.loadout/\n'
  if (text === undefined) return { text: block, created: true }
  return { text: `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}\n${block}`, created: false }
}
