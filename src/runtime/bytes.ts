/**
 * A skill's files as a loader gives them, turned into what `readResource` (text) and `readResourceBytes` (bytes) serve.
 * A build writes a binary file's lazy chunk as base64 text (`export default "..."; export const encoding = "base64"`)
 * and a text file's as the text; a host's own loader may give a string or a Uint8Array. Part of the runtime: no Node
 * built-ins, no dependencies (`atob`, `TextEncoder` and `TextDecoder` are globals in browsers, Workers and Node).
 */
import type { ResourceContent } from './types'

/** What one resource loader gave: the text of a text file, or the bytes of any file. */
export type Content = string | Uint8Array

/** Bytes as base64 text (`btoa` over chunks of them): what a tool answer or an MCP `blob` carries. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The bytes base64 text holds (`atob`, then one byte a character). */
export function decodeBase64(text: string): Uint8Array {
  const binary = atob(text)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

/**
 * What a resource loader resolved to, as text or bytes: a module's `default` (base64 when `encoding` says so). Bytes
 * come back as a plain Uint8Array, whatever view of them the loader gave (a Node Buffer is one).
 */
export function contentOf(loaded: ResourceContent): Content {
  if (typeof loaded === 'string') return loaded
  if (loaded instanceof Uint8Array) return plain(loaded)
  const value = loaded?.default
  if (typeof value === 'string') return loaded.encoding === 'base64' ? decodeBase64(value) : value
  if (value instanceof Uint8Array) return plain(value)
  throw new TypeError(`the resource loader gave ${value === undefined ? 'no content' : typeof value}: expected a string, a Uint8Array or a module of one`)
}

/** `bytes` as a plain Uint8Array over the same memory. */
function plain(bytes: Uint8Array): Uint8Array {
  return bytes.constructor === Uint8Array ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The file's bytes: a text file's text encoded as UTF-8 (its byte order mark kept, so they are the bytes on disk). */
export function bytesOf(content: Content): Uint8Array {
  return typeof content === 'string' ? new TextEncoder().encode(content) : content
}

/**
 * A text file's text, without the byte order mark its chunk keeps (so `readResourceBytes` gives the file's bytes);
 * bytes given by a host's loader are decoded as UTF-8.
 */
export function textOf(content: Content): string {
  const text = typeof content === 'string' ? content : new TextDecoder('utf-8', { ignoreBOM: true }).decode(content)
  return text.charCodeAt(0) === 0xFEFF ? text.slice(1) : text
}
