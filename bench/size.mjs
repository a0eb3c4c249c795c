// What `virtual:loadout` adds to a page's main chunk, as a user meets it: a fresh `npm create vite` app (vanilla-ts)
// with the packed tarball installed, built with the app's own `vite build`, for several apps of five skills (English,
// Chinese and Japanese, with and without resources: FIVE_SKILL_APPS), 50 and all the corpus's skills, and for a page
// importing `match` and `load` only, then one using `catalog` and `tools` too. Every figure is the main chunk's gzip
// bytes minus those of the same app built without the plugin, in the same run.
// `node bench/size.mjs` prints the table (npm run bench runs it too and stores it under `size` in bench/results.json);
// `node bench/size.mjs five` measures the five-skill apps only.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import fg from 'fast-glob'
import { repoRoot, sharedDir } from './quality.mjs'

/** The pages: what `src/main.ts` adds to the template's own code. */
export const PAGES = {
  'match + load': [
    `import { load, match } from 'virtual:loadout'`,
    `document.querySelector('#counter')!.addEventListener('click', async () => {`,
    `  const [best] = match('extract the tables from this PDF')`,
    `  if (best) document.title = (await load(best.id)).body.slice(0, 40)`,
    `})`,
  ],
  'match + load + catalog + tools': [
    `import { catalog, load, match, tools } from 'virtual:loadout'`,
    `document.querySelector('#counter')!.addEventListener('click', async () => {`,
    `  const [best] = match('extract the tables from this PDF')`,
    `  if (best) document.title = (await load(best.id)).body.slice(0, 40)`,
    `  console.log(catalog().text, tools().map(t => t.name))`,
    `})`,
  ],
}

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 26 })

/** A fresh Vite app with the packed tarball of this checkout (dist/ as built) installed. */
function freshApp(work) {
  const tarball = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repoRoot))[0].filename
  run('npm', ['create', '--yes', 'vite@latest', 'app', '--', '--template', 'vanilla-ts', '--no-interactive'], work)
  const app = join(work, 'app')
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', '-D', join(work, tarball)], app)
  return app
}

/** Five English skills: test/fixtures/basic with its user-level image-resize in place of the Chinese translate-docs. */
function englishFive(dir) {
  const basic = join(repoRoot, 'test/fixtures/basic')
  for (const id of ['ci-workflows', 'house-rules', 'pdf-tables', 'release-notes']) cpSync(join(basic, 'skills', id), join(dir, id), { recursive: true })
  cpSync(join(basic, 'user-skills/image-resize'), join(dir, 'image-resize'), { recursive: true })
  return dir
}

/**
 * Apps of five plain skills, varied: the README's five, a team's five (git, release notes, Docker, tests, an API),
 * five written in Chinese and Japanese, five with scripts, references and assets, and test/fixtures/basic (one skill
 * in Chinese). The README's size figure is the range over them (`fiveSkillRange`).
 */
export const FIVE_SKILL_APPS = [
  ['5: the README\'s (test/fixtures/five-skills)', 'test/fixtures/five-skills/skills'],
  ['5: a team\'s (five-apps/team)', 'test/fixtures/five-apps/team/skills'],
  ['5 in Chinese and Japanese (five-apps/zh-ja)', 'test/fixtures/five-apps/zh-ja/skills'],
  ['5 with resources (five-apps/resources)', 'test/fixtures/five-apps/resources/skills'],
  ['5 (test/fixtures/basic, one in Chinese)', 'test/fixtures/basic/skills'],
]

/** The first `count` skill folders of the corpus (by path), copied under `dir`. */
function corpusSubset(dir, count) {
  const corpus = join(sharedDir, 'corpus')
  const files = fg.sync('**/SKILL.md', { cwd: corpus, ignore: ['**/node_modules/**'] }).sort().slice(0, count)
  for (const f of files) cpSync(join(corpus, dirname(f)), join(dir, dirname(f)), { recursive: true })
  return dir
}

/** Build the app with the given skills (none: no plugin) and page lines; the main chunk's raw and gzip bytes. */
function buildPage(app, template, skillsDir, page, extraOptions = {}) {
  const options = JSON.stringify({ skills: [skillsDir], ...extraOptions })
  writeFileSync(join(app, 'vite.config.ts'), skillsDir
    ? `import { defineConfig } from 'vite'\nimport loadout from 'unplugin-loadout/vite'\nexport default defineConfig({ plugins: [loadout(${options})] })\n`
    : `import { defineConfig } from 'vite'\nexport default defineConfig({})\n`)
  writeFileSync(join(app, 'src/main.ts'), `${template}\n${(page ?? []).join('\n')}\n`)
  rmSync(join(app, 'dist'), { recursive: true, force: true })
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app)
  const html = readFileSync(join(app, 'dist/index.html'), 'utf8')
  const main = readFileSync(join(app, 'dist', /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)[1]))
  return { rawBytes: main.length, gzipBytes: gzipSync(main).length, code: main.toString('utf8') }
}

/**
 * Every figure: the bare app's main chunk, then per skill set and page what the plugin adds to it. `fiveOnly`: the
 * five-skill apps alone (no corpus needed).
 */
export function runSize({ fiveOnly = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'unplugin-loadout-size-'))
  try {
    const app = freshApp(work)
    const template = readFileSync(join(app, 'src/main.ts'), 'utf8')
    const bare = buildPage(app, template)
    const sets = [
      ...FIVE_SKILL_APPS.map(([label, dir]) => [label, join(repoRoot, dir)]),
      ['5 (English: test/fixtures/basic\'s, image-resize for the Chinese one)', englishFive(join(work, 'english5'))],
      ...(fiveOnly ? [] : [
        ['50 (the corpus\'s first)', corpusSubset(join(work, 'skills50'), 50)],
        ['791 (the corpus)', join(sharedDir, 'corpus')],
      ]),
    ]
    const rows = []
    for (const [label, dir] of sets) {
      const skills = fg.sync('**/SKILL.md', { cwd: dir, ignore: ['**/node_modules/**'] }).length
      for (const [page, lines] of Object.entries(PAGES)) {
        const b = buildPage(app, template, dir, lines)
        const row = { set: label, skills, page, rawBytes: b.rawBytes - bare.rawBytes, gzipBytes: b.gzipBytes - bare.gzipBytes }
        if (page === 'match + load') {
          const g = buildPage(app, template, dir, lines, { glossary: false })
          row.noGlossaryGzipBytes = g.gzipBytes - bare.gzipBytes
        }
        rows.push(row)
        console.log(`  size    ${label.padEnd(40)} ${page.padEnd(31)} +${row.gzipBytes} B gzip (+${row.rawBytes} B raw)${row.noGlossaryGzipBytes === undefined ? '' : `; glossary: false +${row.noGlossaryGzipBytes} B gzip`}`)
      }
    }
    return { bare: { rawBytes: bare.rawBytes, gzipBytes: bare.gzipBytes }, rows }
  }
  finally {
    rmSync(work, { recursive: true, force: true })
  }
}

const kb = b => `${Math.round(b / 102.4) / 10} KB`

/** What a `match` + `load` page pays over the apps of five skills: the least and the most, gzip bytes. */
export function fiveSkillRange(r) {
  const five = r.rows.filter(x => x.skills === 5 && x.page === 'match + load').map(x => x.gzipBytes)
  return { min: Math.min(...five), max: Math.max(...five), apps: five.length }
}

/** A markdown table of what the plugin adds to the page, and the range over the five-skill apps. */
export function formatSize(r) {
  const head = `What \`virtual:loadout\` adds to the main chunk of a fresh \`npm create vite\` page (vanilla-ts, ${kb(r.bare.gzipBytes)} gzip without the plugin), built by \`vite build\`:\n`
  const lines = ['| skills | page imports | added, gzip | added, raw | with `glossary: false`, gzip |', '| --- | --- | ---: | ---: | ---: |']
  for (const x of r.rows) lines.push(`| ${x.set} | ${x.page} | ${kb(x.gzipBytes)} (${x.gzipBytes.toLocaleString('en-US')} B) | ${kb(x.rawBytes)} | ${x.noGlossaryGzipBytes === undefined ? '' : kb(x.noGlossaryGzipBytes)} |`)
  const range = fiveSkillRange(r)
  lines.push('', `match + load over the ${range.apps} apps of five skills: ${kb(range.min)} to ${kb(range.max)} gzip (${range.min.toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')} B)`)
  return `${head}\n${lines.join('\n')}`
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log('\nsize: a fresh Vite page with and without the plugin')
  const r = runSize({ fiveOnly: process.argv[2] === 'five' })
  mkdirSync(join(repoRoot, 'bench', '.tmp'), { recursive: true })
  writeFileSync(join(repoRoot, 'bench', '.tmp', 'size-last.json'), JSON.stringify(r, null, 2))
  console.log(`\n${formatSize(r)}`)
}
