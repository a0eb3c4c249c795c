/**
 * `npx unplugin-loadout init`: set up an app in its folder. It finds the bundler, adds the plugin to its config, wires
 * the types into the tsconfig the app's code is checked with, creates `skills/` with one example skill that passes
 * `check --strict`, adds `.loadout/` to a Next.js app's `.gitignore`, installs the package only with `--install` (with
 * the package manager the lockfile names), and ends with two commands to try. Each step looks before it writes:
 * what is done already is left alone, so a second run changes nothing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Io } from '../io'
import { type ConfigPlan, planConfig, pluginOptions } from './config'
import { type App, detectApp, InitError, installCommand } from './detect'
import { EXAMPLE_TASK, gitignoreWithLoadout, planSkill } from './files'
import { planTypes } from './types'

/** The command line's flags for `init`. */
export interface InitFlags {
  /** Run the package manager's install of this package. */
  install?: boolean
  /** Say what would change; write nothing, install nothing. */
  dryRun?: boolean
}

/** One line of the report, and the file to write for it (none when nothing changes). */
interface Step { line: string, write?: { file: string, text: string } }

/** Run `init` in `cwd`; resolves to the exit code (0 done, 1 a step failed, 2 nothing to set up here). */
export async function initCommand(flags: InitFlags, io: Io, cwd = process.cwd()): Promise<number> {
  let app: App
  try {
    app = detectApp(cwd)
  }
  catch (err) {
    if (!(err instanceof InitError)) throw err
    io.err(`loadout init: ${err.message}`)
    return 2
  }
  io.out(`unplugin-loadout init: a ${app.label} app${app.configFile ? ` (${app.configFile})` : ''}, ${app.packageManager}${flags.dryRun ? ' (dry run: nothing is written)' : ''}`)
  const steps = [await configStep(app), ...typesStep(app), skillStep(app), ...gitignoreStep(app)]
  for (const step of steps) {
    if (step.write && !flags.dryRun) {
      mkdirSync(dirname(join(cwd, step.write.file)), { recursive: true })
      writeFileSync(join(cwd, step.write.file), step.write.text)
    }
    io.out(`  ${step.line}`)
  }
  const installed = installStep(app, flags, io)
  if (installed === false) return 1
  tryLines(app, io)
  return 0
}

/** The plugin in the config: written, there already, or the lines to add by hand. */
async function configStep(app: App): Promise<Step> {
  const dts = app.bundler === 'next' ? 'loadout.d.ts' : existsSync(join(app.dir, 'src')) ? 'src/loadout.d.ts' : 'loadout.d.ts'
  const options = pluginOptions(app, dts)
  const text = app.configFile ? readFileSync(join(app.dir, app.configFile), 'utf8') : undefined
  const plan: ConfigPlan = await planConfig(app, text, options)
  if (plan.kind === 'done') return { line: `${plan.file}: has the plugin already` }
  if (plan.kind === 'write') {
    const what = app.bundler === 'next' ? 'its export wrapped in withLoadout()' : 'loadout() added to plugins'
    return { line: `${plan.created ? 'created' : 'updated'} ${plan.file}: ${plan.created ? 'with the plugin' : what}`, write: { file: plan.file, text: plan.text } }
  }
  return { line: `add the plugin by hand: ${plan.why}:\n${plan.lines.map(l => `      ${l}`).join('\n')}` }
}

/**
 * The types: Next.js needs nothing (its tsconfig includes every `.ts` file, and `withLoadout` writes the `dts` file
 * before Next checks types); elsewhere the app's tsconfig, when there is one.
 */
function typesStep(app: App): Step[] {
  if (!app.typescript) return []
  if (app.bundler === 'next') return [{ line: 'types: loadout.d.ts, written by each build before Next checks types (commit it)' }]
  const plan = planTypes(app.dir)
  if (plan.kind === 'done') return [{ line: `${plan.file}: has the types of virtual:loadout already` }]
  if (plan.kind === 'manual') return [{ line: `types by hand: ${plan.why}` }]
  return [{ line: `${plan.created ? 'created' : 'updated'} ${plan.file}: ${plan.what}`, write: { file: plan.file, text: plan.text } }]
}

function skillStep(app: App): Step {
  const plan = planSkill(app.dir)
  if (plan.kind === 'done') return { line: `${plan.why}: no example added` }
  return { line: `created ${plan.file}: an example skill (it passes npx unplugin-loadout check --strict)`, write: { file: plan.file, text: plan.text } }
}

function gitignoreStep(app: App): Step[] {
  if (app.bundler !== 'next') return []
  const next = gitignoreWithLoadout(app.dir)
  if (!next) return [{ line: '.gitignore: ignores .loadout/ already' }]
  return [{ line: `${next.created ? 'created' : 'updated'} .gitignore: /.loadout/ (the modules withLoadout writes for Turbopack)`, write: { file: '.gitignore', text: next.text } }]
}

/**
 * The package: said to be installed already, installed with `--install`, or the command to run. In a Next.js app a
 * dev dependency is moved to the dependencies (`next start` loads the config). False when the install failed.
 */
function installStep(app: App, flags: InitFlags, io: Io): boolean | undefined {
  const command = installCommand(app)
  const wanted = app.bundler === 'next' ? 'dependencies' : undefined
  if (app.installed && (!wanted || app.installed === wanted)) {
    io.out(`  package.json: lists unplugin-loadout in ${app.installed} already`)
    return undefined
  }
  const why = app.installed ? ` (it is in devDependencies, but \`next start\` loads next.config.* where hosts install dependencies only)` : ''
  if (!flags.install || flags.dryRun) {
    io.out(`  install it${why}: ${command.join(' ')}${flags.dryRun ? '' : ' (or run init with --install)'}`)
    return undefined
  }
  io.out(`  installing${why}: ${command.join(' ')}`)
  const r = spawnSync(command[0]!, command.slice(1), { cwd: app.dir, stdio: 'inherit', shell: process.platform === 'win32' })
  if (r.status === 0) return true
  io.err(`loadout init: ${command.join(' ')} failed (${r.error?.message ?? `exit code ${r.status}`}); the rest is done: run it again by hand`)
  return false
}

/** The last lines: a routing question the example skill answers, and the app's dev server (or build) to see it. */
function tryLines(app: App, io: Io): void {
  const run = app.packageManager === 'npm' || app.packageManager === 'bun' ? `${app.packageManager} run` : app.packageManager
  io.out('\nTry it:')
  io.out(`  npx unplugin-loadout match "${EXAMPLE_TASK}"`)
  if (app.bundler === 'vite') io.out(`  ${run} dev        (then open /__loadout/ on the dev server: the skills inspector)`)
  else io.out(`  ${run} build      (it prints a line: [unplugin-loadout] N skill files found: N compiled...)`)
}
