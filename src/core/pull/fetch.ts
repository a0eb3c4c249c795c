/**
 * Fetching a published index and its files, bounded: HTTPS only (plain HTTP on loopback), redirects followed only on
 * the same host, every answer read up to a size cap and dropped past it, a time limit per request.
 */
import { urlProblem } from './url'

const MiB = 1024 * 1024

/** What one URL source may bring in, as the `skills` CLI bounds its downloads (10 and 25 MiB, 1,000 files). */
export const PULL_LIMITS = Object.freeze({
  /** Largest index.json. */
  indexBytes: 5 * MiB,
  /** Largest file. */
  fileBytes: 10 * MiB,
  /** All the files of one source together. */
  sourceBytes: 25 * MiB,
  /** Files of one source, every skill's together. */
  files: 1000,
  /** Redirects followed per request (to the same host only). */
  redirects: 5,
  /** Milliseconds a request may take, answer read included. */
  timeoutMs: 30_000,
})

/** A refused or failed request: its message names the URL and says why. */
export class FetchError extends Error {
  constructor(message: string, readonly url: string, readonly code: 'remote-fetch' | 'remote-redirect' | 'remote-limit' | 'remote-url') {
    super(message)
  }
}

/** The bytes at `url`, at most `maxBytes` of them; a FetchError naming the URL otherwise. */
export async function fetchBytes(url: string, maxBytes: number): Promise<Uint8Array> {
  return (await fetchFrom(url, maxBytes)).bytes
}

/** `fetchBytes`, with the URL the bytes came from after redirects (what relative URLs resolve against). */
export async function fetchFrom(url: string, maxBytes: number): Promise<{ bytes: Uint8Array, url: string }> {
  const signal = AbortSignal.timeout(PULL_LIMITS.timeoutMs)
  try {
    const { response, url: final } = await follow(url, signal)
    return { bytes: await readCapped(response, url, maxBytes), url: final }
  }
  catch (err) {
    if (err instanceof FetchError) throw err
    const reason = signal.aborted ? `no answer within ${PULL_LIMITS.timeoutMs / 1000} s` : causeOf(err)
    throw new FetchError(`${url}: cannot be fetched: ${reason}`, url, 'remote-fetch')
  }
}

/** GET `url`, following redirects to the same host (and to URLs this module accepts) only. */
async function follow(url: string, signal: AbortSignal): Promise<{ response: Response, url: string }> {
  const first = new URL(url)
  let current = first
  for (let hops = 0; ; hops++) {
    const problem = urlProblem(current)
    if (problem) throw new FetchError(`${url}: ${current.href === url ? '' : `redirected to ${current.href}: `}${problem}`, url, 'remote-url')
    const response = await fetch(current, { redirect: 'manual', signal, headers: { accept: 'application/json, text/*;q=0.9, */*;q=0.8' } })
    if (response.status < 300 || response.status > 399) {
      if (response.ok) return { response, url: current.href }
      await response.body?.cancel()
      throw new FetchError(`${url}: the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, url, 'remote-fetch')
    }
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (!location) throw new FetchError(`${url}: the server answered ${response.status} without a Location`, url, 'remote-fetch')
    const next = new URL(location, current)
    if (next.host !== first.host)
      throw new FetchError(`${url}: redirected to another host (${next.host}): refused, as skills are pinned to the host they are pulled from`, url, 'remote-redirect')
    if (hops + 1 > PULL_LIMITS.redirects) throw new FetchError(`${url}: more than ${PULL_LIMITS.redirects} redirects`, url, 'remote-redirect')
    current = next
  }
}

/** The body, read until it passes `maxBytes` (then the request is dropped and a FetchError says so). */
async function readCapped(response: Response, url: string, maxBytes: number): Promise<Uint8Array> {
  const tooBig = () => new FetchError(`${url}: larger than ${maxBytes.toLocaleString('en-US')} bytes: refused`, url, 'remote-limit')
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw tooBig()
  }
  if (!response.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooBig()
    }
    chunks.push(r.value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/** The useful part of a fetch error (undici puts the system error in `cause`). */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: string, message?: string } }).cause
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err))
}

/** `fn` over `items`, at most `limit` at a time, results in order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = Array.from({ length: items.length })
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const k = next++
      out[k] = await fn(items[k]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}
