/**
 * The Vite playground in headless Chromium (Debian's `chromium`, driven by playwright-core):
 * - the production build: the page routes a typed task, and a skill's chunk is fetched only when that skill is
 *   loaded, never at startup;
 * - the dev server: editing a skill file changes the page's results through HMR, without a reload.
 * Screenshots are saved under test/.output/browser/.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTPUT } from '../helpers/fixtures'
import { freePort } from '../helpers/server'
import { copyPlayground, devServer, launchChromium, PLAYGROUND as playground } from '../helpers/browser'

const out = join(OUTPUT, 'browser')

const TASK = 'My Postgres query takes 9 seconds, how do I read EXPLAIN ANALYZE output?'
const OFF_TOPIC = 'Bake a sourdough loaf with a crisp crust'

let browser: Browser
beforeAll(async () => {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** The ids listed in the results, in order. */
const listed = (page: Page) => page.$$eval('#results li', lis => lis.map(li => (li as HTMLElement).dataset.id))

async function route(page: Page, task: string): Promise<void> {
  await page.fill('#task', task)
  await page.click('button[type=submit]')
}

describe('the playground built by Vite, in Chromium', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  it('routes a typed task and fetches a skill chunk only when that skill is loaded', async () => {
    const { build, preview } = await import('vite')
    const outDir = join(out, 'dist')
    const result = await build({ root: playground, logLevel: 'warn', build: { outDir, emptyOutDir: true } }) as any
    const output = (Array.isArray(result) ? result[0] : result).output as any[]
    // Skill chunk file names, by the body they hold.
    const skillChunks = output.filter(c => c.type === 'chunk' && c.facadeModuleId?.startsWith('\0virtual:loadout/skill/'))
    expect(skillChunks).toHaveLength(12)
    const sqlChunk = skillChunks.find(c => c.code.includes('# SQL query tuning (PostgreSQL)'))
    expect(sqlChunk).toBeDefined()
    const resourceChunks = output.filter(c => c.type === 'chunk' && c.facadeModuleId?.startsWith('\0virtual:loadout/resource/'))
    const cheatsheetChunk = resourceChunks.find(c => c.code.includes('# EXPLAIN ANALYZE cheatsheet'))
    expect(cheatsheetChunk).toBeDefined()
    const chunkNames = new Set([...skillChunks, ...resourceChunks].map(c => basename(c.fileName)))

    const port = await freePort()
    const server = await preview({ root: playground, logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } })
    cleanups.push(() => server.close())

    const page = await browser.newPage()
    const fetched: string[] = []
    page.on('request', req => fetched.push(new URL(req.url()).pathname))
    const skillFetches = () => fetched.filter(p => chunkNames.has(basename(p)))

    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' })
    expect(await page.textContent('#count')).toBe('12')
    expect(fetched.some(p => /\/assets\/index-.*\.js$/.test(p))).toBe(true)
    expect(skillFetches(), 'no skill chunk at startup').toEqual([])

    await route(page, TASK)
    await page.waitForSelector('#results li')
    const ids = await listed(page)
    expect(ids[0]).toBe('team-conventions')
    expect(ids[1]).toBe('sql-query-tuning')
    expect(await page.textContent('#results li[data-id="sql-query-tuning"]')).toMatch(/domain · score [\d.]+ · matched: .*explain/)
    expect(skillFetches(), 'routing fetches no skill chunk').toEqual([])

    // Open the skill: its chunk, and only its chunk, is fetched now.
    await page.click('#results li[data-id="sql-query-tuning"] button')
    await page.waitForFunction(() => document.querySelector('#body')?.textContent?.startsWith('# SQL query tuning'))
    expect(skillFetches()).toEqual([`/${sqlChunk.fileName}`])
    await page.screenshot({ path: join(out, 'routed.png'), fullPage: true })

    // Open one of its resources: that resource's chunk, imported by the body's chunk, is fetched now, and no other.
    await page.click('#resources button[data-path="references/explain-cheatsheet.md"]')
    await page.waitForFunction(() => document.querySelector('#resource')?.textContent?.startsWith('# EXPLAIN ANALYZE cheatsheet'))
    expect(skillFetches()).toEqual([`/${sqlChunk.fileName}`, `/${cheatsheetChunk.fileName}`])

    // Opening it again is served from the loaded module; an off-topic task abstains.
    await page.click('#results li[data-id="sql-query-tuning"] button')
    await route(page, OFF_TOPIC)
    await page.waitForFunction(() => !document.querySelector('#results li[data-id="sql-query-tuning"]'))
    expect(await listed(page), 'only the core rule: no domain skill fits').toEqual(['team-conventions'])
    expect(skillFetches()).toHaveLength(2)
    await page.close()
  })
})

describe('vite dev in Chromium', () => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  it('updates the results in place when a skill file is edited: HMR, no page reload', async () => {
    // A copy of the playground app (its own vite.config.js and skills), so editing a skill leaves the repo alone.
    const root = copyPlayground(join(out, 'dev-app'))
    const { server, url } = await devServer(root)
    cleanups.push(() => server.close())

    const page = await browser.newPage()
    let loads = 0
    page.on('load', () => loads++)
    await page.goto(url, { waitUntil: 'networkidle' })
    expect(await page.textContent('#count')).toBe('12')
    await page.evaluate(() => {
      ;(window as any).__loadedOnce = 'still here'
      ;(window as any).__updates = 0
      document.addEventListener('loadout:updated', () => (window as any).__updates++)
    })

    await route(page, OFF_TOPIC)
    await page.waitForSelector('#results li')
    expect(await listed(page), 'only the core rule: no domain skill fits').toEqual(['team-conventions'])

    // Teach a skill about sourdough: the open page re-routes the same task and now finds it.
    const file = join(root, 'skills/docker-images/SKILL.md')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text
      .replace('tags: [docker,', 'tags: [sourdough, bread, baking, crust, docker,')
      .replace('description: Write small', 'description: Bake a sourdough loaf with a crisp crust, or write small'))
    await page.waitForFunction(() => document.querySelector('#results li[data-id="docker-images"]'), undefined, { timeout: 60_000 })
    expect(await listed(page)).toEqual(['team-conventions', 'docker-images'])
    expect(await page.evaluate(() => (window as any).__loadedOnce)).toBe('still here')
    expect(await page.evaluate(() => (window as any).__updates)).toBeGreaterThanOrEqual(1)
    expect(await page.inputValue('#task')).toBe(OFF_TOPIC)
    expect(loads, 'the page was never reloaded').toBe(1)

    // The edited skill's new body loads from its new module.
    await page.click('#results li[data-id="docker-images"] button')
    await page.waitForFunction(() => document.querySelector('#body')?.textContent?.startsWith('# Small, secure Docker images'))
    await page.screenshot({ path: join(out, 'hmr.png'), fullPage: true })

    // Remove the edit: back to abstaining, still without a reload.
    writeFileSync(file, text)
    await page.waitForFunction(() => !document.querySelector('#results li[data-id="docker-images"]'), undefined, { timeout: 60_000 })
    expect(await page.evaluate(() => (window as any).__loadedOnce)).toBe('still here')
    expect(loads).toBe(1)

    // Read a resource, edit its file, read it again: the new text, though the module that imports it (the skill's
    // chunk) was loaded before the edit.
    await route(page, TASK)
    await page.waitForSelector('#results li[data-id="sql-query-tuning"]')
    const openCheatsheet = async () => {
      await page.click('#results li[data-id="sql-query-tuning"] button')
      await page.click('#resources button[data-path="references/explain-cheatsheet.md"]')
    }
    await openCheatsheet()
    await page.waitForFunction(() => document.querySelector('#resource')?.textContent?.startsWith('# EXPLAIN ANALYZE cheatsheet'))
    const updates = await page.evaluate(() => (window as any).__updates)
    writeFileSync(join(root, 'skills/sql-query-tuning/references/explain-cheatsheet.md'), '# Edited cheatsheet\n')
    await page.waitForFunction(n => (window as any).__updates > n, updates, { timeout: 60_000 })
    await page.waitForSelector('#results li[data-id="sql-query-tuning"]')
    await openCheatsheet()
    await page.waitForFunction(() => document.querySelector('#resource')?.textContent === '# Edited cheatsheet\n', undefined, { timeout: 60_000 })
    expect(loads).toBe(1)
    await page.close()
  })
})
