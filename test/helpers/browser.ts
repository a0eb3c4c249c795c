/**
 * What the browser tests share: Debian's Chromium launched headless through playwright-core, and the Vite playground
 * app served by a dev server from a copy (so editing its skills leaves the repo alone).
 */
import { cpSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { ViteDevServer } from 'vite'
import { freePort } from './server'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const PLAYGROUND = join(import.meta.dirname, '../../playground')

/** Headless Chromium with the flags this machine needs (no sandbox as root, no GPU, no network of its own). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`)
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/** Copy the playground app (its vite.config.js, page and skills) into `root`. */
export function copyPlayground(root: string): string {
  for (const f of ['index.html', 'vite.config.js', 'src', 'skills']) cpSync(join(PLAYGROUND, f), join(root, f), { recursive: true })
  return root
}

/** A Vite dev server of the app in `root` on 127.0.0.1, watching by polling (edits land within 50 ms). */
export async function devServer(root: string, logLevel: 'warn' | 'silent' = 'warn'): Promise<{ server: ViteDevServer, url: string }> {
  const { createServer } = await import('vite')
  const port = await freePort()
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.js'),
    logLevel,
    server: { host: '127.0.0.1', port, strictPort: true, watch: { usePolling: true, interval: 50 } },
  })
  await server.listen()
  return { server, url: `http://127.0.0.1:${port}/` }
}
