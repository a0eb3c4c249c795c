/**
 * Every option of the CLI, defined once: how `parseArgs` reads it and the block `--help` prints for it, in the order
 * the help lists them. A flag whose meaning another block gives (`--min-hit1` beside `--min-success5`) has no `help`
 * of its own. Each command names the flags it reads (`Command.flags`).
 */
import { parseArgs } from 'node:util'

/** One option: its `parseArgs` type, and the lines `--help` prints for it (verbatim, indented). */
export interface FlagSpec {
  type: 'string' | 'boolean'
  multiple?: boolean
  short?: string
  help?: string
}

/** The options, in the order `--help` lists them. */
export const FLAGS = {
  skills: { type: 'string', multiple: true, help: `  --skills DIR   a skill source folder; repeat it for several, in precedence order (default: those of
                 skills/, .agents/skills/ and .claude/skills/ that exist, in that order). A URL (https://site, or
                 its index.json) pulls the skills that site publishes, verified and pinned in skills-lock.json` },
  frozen: { type: 'boolean', help: `  --frozen       fail instead of changing skills-lock.json (the default when CI is set)` },
  strict: { type: 'boolean', help: `  --strict       the Agent Skills spec: its rules (name, lengths, keys outside the spec, YAML that needed
                 recovery) are errors; check also fails on warnings, but not on recommendations (body length)` },
  'skip-invalid': { type: 'boolean', help: `  --skip-invalid skip skills that cannot be compiled (a warning each) instead of failing on them` },
  fix: { type: 'boolean', help: `  --fix          check: rewrite frontmatter that needed recovery into valid YAML (the value quoted, all else kept)` },
  'dry-run': { type: 'boolean', help: `  --dry-run      check --fix: print the diff instead of writing; init: say what it would change, change nothing` },
  install: { type: 'boolean', help: `  --install      init: install the package with the app's package manager (npm, pnpm, yarn or bun, from its lockfile)` },
  verbose: { type: 'boolean', help: `  --verbose      check: every warning (past 20 of them it lists the first 3 of each code and a count per code)` },
  limit: { type: 'string', help: `  --limit N      most results for match (default 5)` },
  queries: { type: 'string', multiple: true, help: `  --queries F    routing cases for eval, one JSON object a line: {"qid","query","relevant":[ids],"lang","kind"};
                 repeat it to score several files as one set` },
  offtopic: { type: 'string', multiple: true, help: `  --offtopic F   eval: tasks no skill serves (their "relevant" is ignored): each should get no skill` },
  'min-score': { type: 'string', help: `  --min-score X  match: answer with this evidence bar instead of the catalog's (see docs/routing.md);
                 eval: route with match's minScore X (the evidence bar; see docs/routing.md):
                 what abstaining more (or less) would cost your cases` },
  sizes: { type: 'string', help: `  --sizes LIST   eval: route in catalogs of these sizes drawn from the skills (each holding the right skills of one
                 case, the rest at random), and print the figures per size and language` },
  catalogs: { type: 'string', help: `  --catalogs N   eval --sizes: catalogs drawn per size (default 20)` },
  seed: { type: 'string', help: `  --seed N       eval --sizes: the seed of the draw (default 1)` },
  'min-success5': { type: 'string', help: `  --min-success5 X, --min-hit1 X
                 eval exits 1 when the score falls below X (0..1): keep routing cases in CI` },
  'min-hit1': { type: 'string' },
  'context-window': { type: 'string', help: `  --context-window N
                 inspect, mcp: the model's context window in tokens (budget: 2% of it, 4,000..8,000 tokens, at most 5%;
                 18,000 characters when omitted)` },
  'budget-chars': { type: 'string', help: `  --budget-chars N
                 inspect, mcp: an explicit catalog budget in characters` },
  pinned: { type: 'string', multiple: true, help: `  --pinned ID, --disabled ID
                 inspect, mcp: skills to list first / to leave out (repeatable)` },
  disabled: { type: 'string', multiple: true },
  tool: { type: 'string', multiple: true, help: `  --tool NAME, --capability NAME
                 inspect, mcp: what the host offers; skills requiring anything else are host_incompatible (repeatable)` },
  capability: { type: 'string', multiple: true },
  text: { type: 'boolean', help: `  --text         inspect: also print the catalog text` },
  html: { type: 'string', help: `  --html FILE    inspect: write the skills inspector page (skills, diagnostics, catalog, routing playground,
                 overlaps) as one self-contained HTML file; --open opens it in the browser` },
  open: { type: 'boolean' },
  http: { type: 'boolean', help: `  --http         mcp: serve Streamable HTTP at /mcp instead of stdio` },
  port: { type: 'string', help: `  --port N, --host H
                 mcp --http: where to listen (default 127.0.0.1:8765; --port 0 picks a free port)` },
  host: { type: 'string' },
  token: { type: 'string', help: `  --token T      mcp --http: the bearer token every request must carry (default: $LOADOUT_MCP_TOKEN, else none)` },
  watch: { type: 'boolean', help: `  --watch        mcp: re-compile when a skill changes and tell the client its tools, prompts and resources changed` },
  'skills-extension': { type: 'boolean', help: `  --skills-extension
                 mcp: accepted and ignored: MCP's Skills Extension (skills/list, skills/get, directory reads, with
                 sha256 digests) is always served now` },
  id: { type: 'string', help: `  --id ID        explain: also say why this skill ranked where it did, or was left out` },
  trigger: { type: 'string', help: `  --trigger T    explain: the phase (task, plan, edit) whose triggers apply` },
  'min-similarity': { type: 'string', help: `  --min-similarity X
                 overlaps: the least cosine similarity of two skills' weighted terms to list them (default 0.3)` },
  log: { type: 'string', help: `  --log FILE     usage: a JSONL log of runtime events (loadout.onEvent), one a line` },
  format: { type: 'string', help: `  --format F     export: the index format to write (ai-loadout: @mcptoolshop/ai-loadout's LoadoutIndex; sqlite: one
                 SQLite file for unplugin-loadout/sql, needs --out; sql: the same as SQL statements for
                 wrangler d1 execute --file and psql, needs --out)` },
  db: { type: 'string', help: `  --db FILE      match, eval, explain, inspect, mcp: read an exported SQLite file instead of compiling --skills` },
  pack: { type: 'boolean', help: `  --pack         build: pack skill bodies into shared chunks even below 2,000 skills (from 2,000 on they always are)` },
  'pack-bytes': { type: 'string', help: `  --pack-bytes N build: the size a pack is closed at, in characters (default 524288)` },
  publish: { type: 'string', help: `  --publish DIR  build: also write DIR/.well-known/agent-skills/ (index.json and the skill files, with sha256
                 digests), DIR being the folder the site serves at its root` },
  'include-sensitive': { type: 'string', multiple: true, help: `  --include-sensitive SKILL/PATH  keep this file of a skill though its name looks like a key or credential, and
                 publish it though it is a hard link (the option includeSensitive; repeatable)` },
  out: { type: 'string', help: `  --out PATH     build: the folder for the generated modules (default .loadout);
                 export: write to PATH instead of stdout` },
  json: { type: 'boolean', help: `  --json         machine-readable output on stdout` },
  help: { type: 'boolean', short: 'h', help: `  -h, --help     this text` },
  version: { type: 'boolean', short: 'v', help: `  -v, --version  the version of unplugin-loadout` },
} as const satisfies Record<string, FlagSpec>

/** The name of an option, without its dashes. */
export type FlagName = keyof typeof FLAGS

/** The options and positionals of one command line. */
export function parseCommandLine(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, options: FLAGS })
}

/** The parsed options of a command line, each typed as its flag says (strings, booleans, lists). */
export type Values = ReturnType<typeof parseCommandLine>['values']

/** The Options section of `--help`: each flag's block, in order. */
export function optionsHelp(): string {
  return Object.values(FLAGS as Record<string, FlagSpec>).flatMap(f => (f.help === undefined ? [] : [f.help])).join('\n')
}
