/**
 * The skills inspector in headless Chromium (Debian's `chromium`, driven by playwright-core):
 * - `/__loadout/` in a Vite dev server of a fixture with a broken skill: skills, skipped and diagnostics listed, the
 *   playground routes and abstains, an edited description shows up with no reload, and no request leaves the server;
 * - the HTML report of `loadout inspect --html`, opened from file://: the same content, and the playground routes.
 * Screenshots (light and dark) are saved under test/.output/inspector/.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { copyFixture, OUTPUT, writeTree } from '../helpers/fixtures'
import { freePort, run } from '../helpers/server'
import { launchChromium } from '../helpers/browser'
import { abstainBar } from '../../src/runtime/loadout'

const out = join(OUTPUT, 'inspector')
const TASK = 'extract the tables from these PDF invoices into CSV'
/** Shares one word (fix) with ci-workflows: not enough evidence. */
const OFF_TOPIC = 'fix the chain on my bicycle before the weekend ride'
/** A frontmatter no recovery reads (an unterminated quote): the skill is left out with an error. */
const BROKEN = '---\nname: broken-skill\ndescription: "Convert units, meters to feet\n---\n# Broken\n'
/** A `: ` in a plain value: recovered, with the fix it suggests. */
const RECOVERED = '---\nname: unit-convert\ndescription: Convert units: meters to feet and back\n---\n# Units\n'
const SOURCES = ['skills', { dir: 'user-skills', scope: 'user' }]

let browser: Browser
beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

function fixture(): string {
  const root = copyFixture('basic')
  writeTree(root, { 'skills/broken-skill/SKILL.md': BROKEN, 'skills/unit-convert/SKILL.md': RECOVERED })
  return root
}

const ids = (page: Page, selector: string) => page.$$eval(selector, els => els.map(el => (el as HTMLElement).dataset.id))

async function typeTask(page: Page, task: string): Promise<void> {
  await page.fill('input[type=search][aria-label="Task"]', task)
}

/** What both the dev page and the report must show for the fixture. */
async function checkContent(page: Page): Promise<void> {
  const skills = await ids(page, '#skills-body tr')
  expect(skills).toEqual(expect.arrayContaining(['pdf-tables', 'ci-workflows', 'house-rules', 'release-notes', 'translate-docs', 'image-resize']))
  // The user scope's pdf-tables is shadowed by the project's.
  expect(await page.textContent('#skills-body tr.shadowed')).toContain('shadowed by the skill of the same id in "skills"')
  expect(await page.textContent('#skipped')).toContain('skills/broken-skill/SKILL.md')
  // Counts read as English ("1 shadowed · 1 skipped", not "shadoweds", "skippeds").
  expect(await page.textContent('#summary')).toMatch(/^\d+ skills · 1 shadowed · 1 skipped · 1 error · \d+ warnings? · (live|report)$/)
  // An icon of its own: the browser asks no server for /favicon.ico (a 404 in the console).
  expect(await page.getAttribute('link[rel=icon]', 'href')).toMatch(/^data:image\/svg\+xml,<svg xmlns='http%3A/)
  const diagnostics = await page.textContent('#diagnostics-list')
  expect(diagnostics).toMatch(/skills\/broken-skill\/SKILL\.md:3:\d+/)
  expect(diagnostics).toContain('yaml-syntax')
  expect(await page.textContent('#diagnostics-list li.warning .fix')).toContain('quote the value: description: "Convert units: meters to feet and back"')

  // The catalog: every skill's reason, and the text as the model sees it.
  await page.selectOption('#window', '8000')
  expect(await page.textContent('#catalog-body tr[data-id="pdf-tables"]')).toContain('advertised')
  expect(await page.textContent('#catalog-text')).toContain('- pdf-tables: Extract tables')
  expect(await page.$$eval('#catalog-body tr', trs => trs.map(tr => tr.className))).toContain('shadowed')
  expect(await page.getAttribute('#budget .bar', 'aria-label')).toMatch(/^Budget: \d+ used, \d+ notice, \d+ free of \d+ characters$/)

  // Routing: the right skill first, with the terms that matched, split by field.
  await typeTask(page, TASK)
  const results = page.locator('[aria-label="Routing results"] > li')
  await expect.poll(() => results.count()).toBeGreaterThan(0)
  const first = results.first()
  expect(await first.getAttribute('data-id')).toBe('pdf-tables')
  const firstText = await first.textContent()
  expect(firstText).toMatch(/confidence \d/)
  expect(firstText).toContain('description')
  expect(await first.locator('.term', { hasText: 'pdf' }).count()).toBeGreaterThan(0)
  expect(await page.textContent('#routing-status')).not.toContain('abstained')
  expect(await page.textContent('#routing-terms')).toContain('Always loaded (core): house-rules')

  // A Chinese task reaches the English skill through the glossary, and says so.
  await typeTask(page, '从PDF发票中提取表格')
  const zh = page.locator('[aria-label="Routing results"] > li').first()
  expect(await zh.getAttribute('data-id')).toBe('pdf-tables')
  expect(await zh.locator('.term.glossary', { hasText: 'extract' }).count()).toBeGreaterThan(0)
  expect(await page.textContent('#routing-terms')).toContain('glossary: ')

  // Off topic: the router abstains; the list is empty and the page says why.
  await typeTask(page, OFF_TOPIC)
  await expect.poll(() => ids(page, '[aria-label="Routing results"] li')).toEqual([])
  // The bar is this catalog's (abstainBar of its size), and the page says which size it comes from.
  const why = /abstained: the best candidate, ci-workflows, has evidence [\d.]+ from 1 word: under the bar of ([\d.]+)\. Rule: in a catalog of (\d+) skills/.exec((await page.textContent('#routing-status')) ?? '')
  expect(why).not.toBeNull()
  expect(Number(why![1])).toBeCloseTo(abstainBar(Number(why![2])), 2)
  await typeTask(page, 'bake a sourdough loaf with a crisp crust')
  expect(await page.textContent('#routing-status')).toContain('abstained: no skill shares a term with the task')

  // SkillSearch finds manual skills too.
  await page.fill('input[aria-label="Search"]', 'release notes changelog')
  expect((await ids(page, '[aria-label="Search results"] > li'))[0]).toBe('release-notes')
}

describe('the inspector in the Vite dev server', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  it('lists skills and diagnostics, routes, abstains, follows edits, and stays on the server', async () => {
    const root = fixture()
    const { createServer } = await import('vite')
    const loadout = (await import('../../dist/vite.js')).default
    const port = await freePort()
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true, watch: { usePolling: true, interval: 50 } },
      plugins: [loadout({ skills: SOURCES as any })],
    })
    await server.listen()
    cleanups.push(() => server.close())
    const origin = `http://127.0.0.1:${port}`

    for (const scheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ colorScheme: scheme, viewport: { width: 1280, height: 900 } })
      const requests: string[] = []
      page.on('request', req => requests.push(req.url()))
      const failed: string[] = []
      page.on('response', res => res.status() >= 400 && failed.push(`${res.status()} ${res.url()}`))
      const opened: string[] = []
      // Vite's launch-editor would start an editor: answer for it, keeping the URL the page asked for.
      await page.route('**/__open-in-editor**', async (r) => {
        opened.push(r.request().url())
        await r.fulfill({ status: 200, body: '' })
      })
      await page.goto(`${origin}/__loadout/`, { waitUntil: 'load' })
      await checkContent(page)

      await page.click('#diagnostics-list li.error a.loc')
      await expect.poll(() => opened.length).toBe(1)
      const file = new URL(opened[0]!).searchParams.get('file')!
      expect(file).toBe(`${join(root, 'skills/broken-skill/SKILL.md')}:3:${file.split(':').pop()}`)

      await typeTask(page, TASK)
      await page.screenshot({ path: join(out, `dev-${scheme}.png`), fullPage: true })
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: join(out, `dev-${scheme}-top.png`), clip: { x: 0, y: 0, width: 1280, height: 780 } })
      expect(requests.filter(u => !u.startsWith(origin)), 'requests that left the dev server').toEqual([])
      expect(failed, 'requests that failed').toEqual([])
      await page.close()
    }

    // Edits: a new description shows up in place, the typed task kept and routed again.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${origin}/__loadout/`, { waitUntil: 'load' })
    await page.evaluate(() => ((window as any).__notReloaded = true))
    const task = 'lint my yaml configuration files'
    await typeTask(page, task)
    await expect.poll(() => page.textContent('#routing-status')).toContain('abstained')
    const file = join(root, 'skills/ci-workflows/SKILL.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('Fix and speed up GitHub Actions CI workflows', 'Lint YAML configuration files and fix GitHub Actions CI workflows'))
    await expect.poll(() => page.textContent('#skills-body tr[data-id="ci-workflows"]'), { timeout: 60_000 }).toContain('Lint YAML configuration files')
    await expect.poll(() => ids(page, '[aria-label="Routing results"] > li'), { timeout: 60_000 }).toContain('ci-workflows')
    expect(await page.inputValue('input[aria-label="Task"]')).toBe(task)
    expect(await page.evaluate(() => (window as any).__notReloaded)).toBe(true)

    // Fixing the broken skill: it leaves the skipped list and joins the skills.
    writeFileSync(join(root, 'skills/broken-skill/SKILL.md'), BROKEN.replace('"Convert units, meters to feet', '"Convert units, meters to feet"'))
    await expect.poll(() => ids(page, '#skills-body tr'), { timeout: 60_000 }).toContain('broken-skill')
    expect(await page.textContent('#skipped')).toContain('No skill was skipped')
    await page.close()
  })
})

describe('the HTML report, opened from file://', () => {
  it('shows the same content, and the playground routes with no server', async () => {
    const root = fixture()
    const report = join(out, 'report.html')
    // `--open` runs the platform's opener: a stand-in on PATH records what it was given.
    const bin = join(root, 'bin')
    writeTree(bin, { 'xdg-open': '#!/bin/sh\necho "$1" > "$(dirname "$0")/opened"\n' })
    chmodSync(join(bin, 'xdg-open'), 0o755)
    const cli = join(import.meta.dirname, '../../dist/cli/index.js')
    const printed = await run(process.execPath, [cli, 'inspect', '--skills', 'skills', '--skills', 'user-skills', '--html', report, '--open'], { cwd: root, env: { PATH: `${bin}:${process.env.PATH}` } })
      .then(() => { throw new Error('inspect should exit 1: the fixture has a broken skill') }, (err: Error) => err.message)
    expect(printed).toContain('exited with 1')
    expect(printed).toContain(`inspector report: ${report}`)
    await expect.poll(() => existsSync(join(bin, 'opened')) && readFileSync(join(bin, 'opened'), 'utf8').trim()).toBe(report)
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const requests: string[] = []
    page.on('request', req => requests.push(req.url()))
    await page.goto(pathToFileURL(report).href, { waitUntil: 'load' })
    await checkContent(page)
    await page.screenshot({ path: join(out, 'report.png'), fullPage: true })
    expect(requests.filter(u => !u.startsWith('file://'))).toEqual([])
    await page.close()
  })
})

describe('watch modes say where the inspector is', () => {
  const HINT = /^\[unplugin-loadout\] skills inspector: npx unplugin-loadout inspect --skills skills --html loadout-report\.html --open/

  async function logged(run: (lines: string[]) => Promise<void>): Promise<string[]> {
    const lines: string[] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')))
    try {
      await run(lines)
    }
    finally {
      spy.mockRestore()
    }
    return lines
  }

  it('webpack watch prints the hint once', async () => {
    const root = copyFixture('basic')
    const webpack = (await import('webpack')).default
    const loadout = (await import('../../dist/webpack.js')).default
    const lines = await logged(async () => {
      const compiler = webpack({
        mode: 'development', devtool: false, context: root, entry: join(root, 'entry.js'), target: 'node20',
        output: { path: join(root, 'out') }, plugins: [loadout({ skills: ['skills'] })],
      })
      let builds = 0
      const watching = compiler.watch({ poll: 50, aggregateTimeout: 50 }, () => void builds++)
      await vi.waitFor(() => expect(builds).toBe(1), { timeout: 60_000, interval: 100 })
      await new Promise<void>(r => watching!.close(() => r()))
    })
    expect(lines.filter(l => HINT.test(l))).toHaveLength(1)
  })

  it('esbuild prints it on the second build of a context, once', async () => {
    const root = copyFixture('basic')
    const esbuild = await import('esbuild')
    const loadout = (await import('../../dist/esbuild.js')).default
    const lines = await logged(async (seen) => {
      const ctx = await esbuild.context({
        entryPoints: [join(root, 'entry.js')], bundle: true, splitting: true, format: 'esm', platform: 'neutral',
        outdir: join(root, 'out'), absWorkingDir: root, logLevel: 'silent', plugins: [loadout({ skills: ['skills'] })],
      })
      await ctx.rebuild()
      expect(seen.filter(l => HINT.test(l))).toHaveLength(0)
      await ctx.rebuild()
      await ctx.rebuild()
      await ctx.dispose()
    })
    expect(lines.filter(l => HINT.test(l))).toHaveLength(1)
  })
})
