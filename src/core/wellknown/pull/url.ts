/**
 * URL skill sources (`skills: ['https://example.com']`): which URLs are accepted, the index URL a source names, and
 * the URL of each published file. HTTPS only, but on loopback (a local server, for tests and previews).
 */
import { isLoopback } from '../../net'
import { INDEX_FILE, WELL_KNOWN_DIR } from '../format'

/** A source string that is a URL rather than a folder. */
export function isUrlSource(source: string): boolean {
  return /^https?:\/\//i.test(source)
}

/** Why a URL may not be fetched (not HTTPS off loopback, credentials in it), or undefined; loopback is `isLoopback`'s. */
export function urlProblem(url: URL): string | undefined {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    return `${url.protocol.replace(/:$/, '')}: is refused: skills are fetched over https: (plain http: only from loopback, for tests)`
  if (url.username || url.password) return 'a URL with a user name or password in it is refused'
  return undefined
}

/**
 * The index a URL source names: the URL itself when it ends in `.json`, else `.well-known/agent-skills/index.json`
 * below it (the site's root for `https://example.com`, a sub-path for a site served below one). Throws a TypeError on a
 * URL that is malformed or refused.
 */
export function indexUrlOf(source: string): string {
  let url: URL
  try {
    url = new URL(source)
  }
  catch {
    throw new TypeError(`unplugin-loadout: skill source ${JSON.stringify(source)} is not a valid URL`)
  }
  const problem = urlProblem(url)
  if (problem) throw new TypeError(`unplugin-loadout: skill source ${source}: ${problem}`)
  url.hash = ''
  if (/\.json$/i.test(url.pathname)) return url.href
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  if (!url.pathname.endsWith(`/${WELL_KNOWN_DIR}/`)) url.pathname += `${WELL_KNOWN_DIR}/`
  return new URL(INDEX_FILE, url).href
}

/** The URL of a published file: `{name}/{path}` beside the index, each segment percent-encoded. */
export function fileUrl(indexUrl: string, name: string, path: string): string {
  return new URL([name, ...path.split('/')].map(encodeURIComponent).join('/'), indexUrl).href
}

/** The scope of a URL source when none is given: its host and the path before the well-known folder. */
export function urlScope(indexUrl: string): string {
  const url = new URL(indexUrl)
  const base = url.pathname.replace(new RegExp(`/(?:${WELL_KNOWN_DIR}/)?[^/]*$`), '')
  return `${url.host}${base}`
}
