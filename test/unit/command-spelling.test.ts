// One spelling of the CLI wherever a user is told to run it: `npx unplugin-loadout <command>`. It works where the
// package is installed (npx runs the project's own bin) and where it is not (npx fetches this package), as
// `npx playwright install` and `npx prisma generate` do. `loadout <command>` names a bin only a project that installed
// the package has, and `npx loadout` would fetch an unrelated package of that name.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { markdownPages } from '../helpers/markdown'
import { REPO } from '../helpers/pack'
import { runCli } from '../helpers/cli'
import { COMMANDS as REGISTRY } from '../../src/cli/main'

const COMMANDS = [...REGISTRY.map(c => c.name), '--help', '--version']

/**
 * Every mention of a command in `text` that is not spelled `npx unplugin-loadout <command>` (or, after `npx -p
 * unplugin-loadout -p ...`, the bin `unplugin-loadout <command>`). A program prefix (`loadout match: ...`) is no command.
 */
export function otherSpellings(text: string): string[] {
  const re = new RegExp(`(?<![\\w@/.-])((?:unplugin-)?loadout) (${COMMANDS.join('|')})(?![\\w:-])`, 'g')
  const bad: string[] = []
  for (const m of text.matchAll(re)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index)
    const ok = m[1] === 'unplugin-loadout' && (before.endsWith('npx ') || /npx (?:-y )?(?:-p \S+ )+$/.test(before))
    if (!ok) bad.push(text.slice(Math.max(0, m.index - 20), m.index + m[0].length + 10).replace(/\s+/g, ' '))
  }
  return bad
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(d => d.isFile() && /\.ts$/.test(d.name) && !d.name.endsWith('.d.ts'))
    .map(d => join(d.parentPath, d.name))
}

/** The text of every string and template literal of a TypeScript file: what it can print (comments left out). */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const out: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text)
    else if (ts.isTemplateExpression(node)) out.push([node.head.text, ...node.templateSpans.map(s => s.literal.text)].join('${}'))
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

describe('the CLI is spelled `npx unplugin-loadout` everywhere a user reads a command', () => {
  it('the check finds the other spellings', () => {
    expect(otherSpellings('run `loadout --help` for the options')).toHaveLength(1)
    expect(otherSpellings('(unplugin-loadout check --fix writes it)')).toHaveLength(1)
    expect(otherSpellings('npx loadout mcp')).toHaveLength(1)
    expect(otherSpellings('run `npx unplugin-loadout --help`; npx -p unplugin-loadout -p @modelcontextprotocol/sdk unplugin-loadout mcp')).toEqual([])
    expect(otherSpellings('loadout mcp: 5 skills over stdio; the loadout inspector; unplugin-loadout/mcp')).toEqual([])
  })

  it('in every string of src/ (messages, usage lines, the inspector page)', () => {
    const found = sourceFiles(join(REPO, 'src')).flatMap(file =>
      literals(file).flatMap(text => otherSpellings(text).map(m => `${relative(REPO, file)}: ${m}`)))
    expect(found).toEqual([])
  })

  it('in the README and every page of docs/', () => {
    const pages = markdownPages().filter(p => p !== 'CHANGELOG.md')
    expect(pages.length).toBeGreaterThan(5)
    const found = pages.flatMap(page => otherSpellings(readFileSync(join(REPO, page), 'utf8')).map(m => `${page}: ${m}`))
    expect(found).toEqual([])
  })

  it('in the help the CLI prints, every usage line', async () => {
    const help = (await runCli(['--help'])).out
    const usage = help.split('\n').filter(l => /^ {2}\S/.test(l) && !l.trimStart().startsWith('-'))
    expect(usage.length).toBeGreaterThan(8)
    for (const line of usage) expect(line).toMatch(/^ {2}npx unplugin-loadout [a-z]+ /)
    expect(otherSpellings(help)).toEqual([])
  })
})
