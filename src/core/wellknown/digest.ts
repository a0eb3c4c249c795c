/**
 * The digests of the Agent Skills discovery RFC (v0.2.0, "Integrity and Verification"): a file's is the SHA-256 of
 * its raw bytes, a skill's is the SHA-256 of a manifest of its files' digests. Build-time code (Node's crypto).
 */
import { createHash } from 'node:crypto'

/** `sha256:` and 64 lowercase hex digits: the only digest form the RFC defines. */
export const DIGEST_RE = /^sha256:[0-9a-f]{64}$/

/** The lowercase hex SHA-256 of some bytes. */
export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** A file's digest: `sha256:{hex}` of its raw bytes. */
export function fileDigest(bytes: Uint8Array | string): string {
  return `sha256:${sha256Hex(bytes)}`
}

/**
 * A skill's digest from its files' digests: the entries sorted by path (byte order: paths are printable ASCII), one
 * manifest line `{path}\0{hex}\n` each, and the SHA-256 of the lines put together.
 */
export function skillDigest(files: ReadonlyArray<{ path: string, digest: string }>): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const hash = createHash('sha256')
  for (const f of sorted) hash.update(`${f.path}\0${f.digest.slice('sha256:'.length)}\n`)
  return `sha256:${hash.digest('hex')}`
}
