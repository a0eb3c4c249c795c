/**
 * Fetching a published index and its files, bounded: HTTPS only (plain HTTP on loopback), redirects followed only on
 * the same host, every answer read up to a size cap and dropped past it, a time limit per request; and per source
 * (SourceBounds) a deadline, a byte budget counted as bytes arrive, and a stop after the first few requests that time
 * out, each of which cancels the requests still in flight.
 */
import { PULL_LIMITS } from '../../limits'
import { urlProblem } from './url'

/** A refused or failed request: its message names the URL and says why. */
export class FetchError extends Error {
  constructor(message: string, readonly url: string, readonly code: 'remote-fetch' | 'remote-redirect' | 'remote-limit' | 'remote-url' | 'remote-timeout' | 'remote-cancelled') {
    super(message)
  }
}

/** A duration in a message: `1 s`, `0.25 s`, `2 min`. */
export const seconds = (ms: number): string => (ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${+(ms / 1000).toFixed(2)} s`)

/**
 * What one source is fetched within: `timeoutMs` for all its requests (index and files), each request a quarter of
 * that at most (30 s by default); PULL_LIMITS.sourceBytes counted as the bytes arrive, across the requests in flight;
 * and no more requests once PULL_LIMITS.timeouts + 1 of them timed out. Past any of these the source stops: the
 * requests in flight are cancelled, none is started, and `stopped` says why.
 */
export class SourceBounds {
  private readonly controller = new AbortController()
  private readonly timer: ReturnType<typeof setTimeout>
  private bytesLeft = PULL_LIMITS.sourceBytes
  private timeouts = 0
  /** Requests cancelled by the stop. */
  cancelled = 0
  /** Why the source stopped, once it did (a diagnostic's code and the reason). */
  stopped?: { code: 'remote-timeout' | 'remote-limit', why: string }

  constructor(readonly source: string, readonly timeoutMs: number = PULL_LIMITS.sourceTimeoutMs) {
    this.timer = setTimeout(() => this.stop('remote-timeout', `stopped: not done within ${seconds(timeoutMs)} (pull.timeoutMs)`), timeoutMs)
    this.timer.unref?.()
  }

  /** Aborted when the source stops. */
  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** The most one request may take. */
  get requestMs(): number {
    return Math.min(PULL_LIMITS.timeoutMs, this.timeoutMs / 4)
  }

  /** Stop the source (once): cancel the requests in flight, start no other. */
  stop(code: 'remote-timeout' | 'remote-limit', why: string): void {
    if (this.stopped) return
    this.stopped = { code, why }
    clearTimeout(this.timer)
    this.controller.abort()
  }

  /** Count `n` bytes that arrived (or are in the cache) against the source's budget; false once they pass it. */
  take(n: number): boolean {
    this.bytesLeft -= n
    if (this.bytesLeft >= 0) return true
    this.stop('remote-limit', `its files come to more than ${PULL_LIMITS.sourceBytes.toLocaleString('en-US')} bytes, the most one source may bring in`)
    return false
  }

  /** A request that got no answer in time: past PULL_LIMITS.timeouts of them, the source stops. */
  timedOut(): void {
    if (++this.timeouts > PULL_LIMITS.timeouts)
      this.stop('remote-timeout', `stopped after ${this.timeouts} requests got no answer within ${seconds(this.requestMs)}`)
  }

  /** Why the source stopped, or undefined while it runs (a method: a check of it is never narrowed across an await). */
  reason(): string | undefined {
    return this.stopped?.why
  }

  /** The source is done: its deadline no longer runs. */
  done(): void {
    clearTimeout(this.timer)
  }
}

/** The bytes at `url`, at most `maxBytes` of them, within the bounds of its source; a FetchError naming the URL otherwise. */
export async function fetchBytes(url: string, maxBytes: number, bounds: SourceBounds): Promise<Uint8Array> {
  return (await fetchFrom(url, maxBytes, bounds)).bytes
}

/**
 * `fetchBytes`, with the URL the bytes came from after redirects (what relative URLs resolve against). `counted`:
 * whether its bytes count against the source's budget (a file's do, the index's, bounded by its own cap, do not).
 */
export async function fetchFrom(url: string, maxBytes: number, bounds: SourceBounds, counted = true): Promise<{ bytes: Uint8Array, url: string }> {
  if (bounds.reason()) throw new FetchError(`${url}: not fetched: ${bounds.reason()}`, url, 'remote-cancelled')
  const timeout = AbortSignal.timeout(bounds.requestMs)
  const signal = AbortSignal.any([bounds.signal, timeout])
  try {
    const { response, url: final } = await follow(url, signal)
    return { bytes: await readCapped(response, url, maxBytes, counted ? bounds : undefined), url: final }
  }
  catch (err) {
    if (err instanceof FetchError) throw err
    if (timeout.aborted) {
      bounds.timedOut()
      throw new FetchError(`${url}: cannot be fetched: no answer within ${seconds(bounds.requestMs)}`, url, 'remote-timeout')
    }
    if (bounds.reason()) {
      bounds.cancelled++
      throw new FetchError(`${url}: cancelled: ${bounds.reason()}`, url, 'remote-cancelled')
    }
    throw new FetchError(`${url}: cannot be fetched: ${causeOf(err)}`, url, 'remote-fetch')
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

/**
 * The body, read until it passes `maxBytes` or its source's budget (then the request is dropped and a FetchError says
 * so): each chunk is counted as it arrives, so the requests in flight together bring in no more than the budget.
 */
async function readCapped(response: Response, url: string, maxBytes: number, bounds?: SourceBounds): Promise<Uint8Array> {
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
    if (size > maxBytes || (bounds && !bounds.take(r.value.byteLength))) {
      await reader.cancel()
      if (size > maxBytes) throw tooBig()
      throw new FetchError(`${url}: dropped: ${bounds!.reason()}`, url, 'remote-cancelled')
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

/** `fn` over `items`, at most `limit` at a time, results in order; none is started once `stopped()` says so. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>, stopped = () => false): Promise<R[]> {
  const out: R[] = Array.from({ length: items.length })
  let next = 0
  const worker = async () => {
    while (next < items.length && !stopped()) {
      const k = next++
      out[k] = await fn(items[k]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}
