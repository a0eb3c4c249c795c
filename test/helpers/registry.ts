/**
 * An npm registry on 127.0.0.1 that serves this package from the packed tarball and passes every other request on to
 * the public registry: so `npx unplugin-loadout init` and `npm install unplugin-loadout` run as a user runs them (npx
 * and npm resolve the name, fetch the packument, then the tarball), before the package is published. Point npm at it
 * with `npm_config_registry` in the environment of the commands.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { REPO } from './pack'

const UPSTREAM = 'https://registry.npmjs.org'

export interface Registry {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** The environment that sends npm and npx to it (no audit: that request would go upstream). */
  env: Record<string, string>
  close: () => Promise<void>
}

/** The packument of the tarball's package: one version, `latest`, with the integrity npm checks. */
function packument(bytes: Buffer, origin: string): string {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'))
  const file = `${pkg.name}-${pkg.version}.tgz`
  const version = {
    ...pkg,
    _id: `${pkg.name}@${pkg.version}`,
    dist: {
      tarball: `${origin}/${pkg.name}/-/${file}`,
      integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
      shasum: createHash('sha1').update(bytes).digest('hex'),
    },
  }
  return JSON.stringify({ 'name': pkg.name, 'dist-tags': { latest: pkg.version }, 'versions': { [pkg.version]: version } })
}

/** Pass a request on to the public registry and answer with what it answers. */
async function passOn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const upstream = await fetch(`${UPSTREAM}${req.url}`, { headers: { accept: req.headers.accept ?? '*/*' } })
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'etag', 'last-modified', 'cache-control']) {
    const value = upstream.headers.get(name)
    if (value) headers[name] = value
  }
  res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()))
}

/**
 * Start the registry serving `tarball` (the packed package) as `unplugin-loadout`, read now: a later pack of a changed
 * checkout replaces the file, not what this registry serves.
 */
export async function startRegistry(tarball: string): Promise<Registry> {
  const name = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).name as string
  const bytes = readFileSync(tarball)
  let origin = ''
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === `/${name}`) return void res.writeHead(200, { 'content-type': 'application/json' }).end(packument(bytes, origin))
    if (path.startsWith(`/${name}/-/`)) return void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes)
    passOn(req, res).catch(err => res.writeHead(502).end(String(err)))
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  return {
    url: `${origin}/`,
    env: { npm_config_registry: `${origin}/`, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    }),
  }
}
