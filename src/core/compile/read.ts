/**
 * Steps 2 and 3 of a compile, read and parse: a skill file's size, its bytes when they may have changed, its text
 * parsed once per content (`CompileCache`), or an error naming the file.
 */
import { isUtf8 } from 'node:buffer'
import { type Stats, statSync } from 'node:fs'
import { basename } from 'node:path'
import { diag, type Diagnostic } from '../diagnostics'
import { readTransient } from '../fs/disk'
import type { ResolvedOptions } from '../options'
import { type CompileCache, hashOf } from './cache'
import type { Found } from './discover'
import { type ParsedSkill, type ParseResult, parseSkill } from './parse'

/** A byte order mark at the start of a file: TextDecoder drops it, so the text and its hash start after it. */
function bomLength(buf: Uint8Array): number {
  return buf.length >= 3 && buf[0] === 0xEF && buf[1] === 0xBB && buf[2] === 0xBF ? 3 : 0
}

/** Step 2, read: a skill file's size, then its bytes (when they may have changed), or an error naming it. */
function statSkill(f: Found, opts: ResolvedOptions, diagnostics: Diagnostic[]): Stats | undefined {
  if (f.notFile === 'symlink') return undefined // the walk's `symlink` warning names it
  if (f.notFile === 'bad-name') {
    diagnostics.push(diag('error', 'invalid-utf8-name', 'the skill folder\'s name is not valid UTF-8: not read (rename it)', f.file))
    return undefined
  }
  if (f.notFile) {
    diagnostics.push(diag('error', 'not-a-file', 'named SKILL.md but not a regular file (a folder, pipe or socket): not read', f.file))
    return undefined
  }
  let stat: Stats
  try {
    stat = statSync(f.file)
  }
  catch (err) {
    diagnostics.push(unreadable(f.file, err))
    return undefined
  }
  if (stat.size > opts.maxFileSize) {
    diagnostics.push(diag('error', 'file-too-large', `file is ${stat.size} bytes, over the ${opts.maxFileSize}-byte limit (maxFileSize)`, f.file))
    return undefined
  }
  return stat
}

function unreadable(file: string, err: unknown): Diagnostic {
  const e = err as NodeJS.ErrnoException
  return diag('error', 'unreadable', `file cannot be read: ${e.code ?? ''}${e.code ? ' ' : ''}${e.message ?? String(err)}`.trim(), file)
}

/**
 * The bytes of a skill file of `size` bytes (what its stat said), after its BOM, or an error naming it (unreadable, or
 * not UTF-8 text). They are valid until the next read (`readTransient`): hash or decode them at once.
 */
export function readSkillBytes(file: string, size: number, diagnostics: Diagnostic[]): Uint8Array | undefined {
  let buf: Buffer
  try {
    buf = readTransient(file, size)
  }
  catch (err) {
    diagnostics.push(unreadable(file, err))
    return undefined
  }
  if (!isUtf8(buf)) {
    diagnostics.push(diag('error', 'invalid-utf8', 'file is not valid UTF-8 text (binary?)', file))
    return undefined
  }
  return buf.subarray(bomLength(buf))
}

/** A parse of the same text with the same settings: what the cache keys parses by. */
const parseKey = (hash: string, opts: ResolvedOptions, f: Found) => `${hash}:${opts.strict}:${f.format}`

/** Step 3, parse: a file's text into a skill, once per content. */
function parseText(f: Found, bytes: Uint8Array, hash: string, opts: ResolvedOptions, cache: CompileCache): ParseResult {
  const key = parseKey(hash, opts, f)
  let result = cache.get(f.file, key)
  if (!result) {
    cache.misses++
    const folderName = f.format === 'skill' ? basename(f.skillDir!) : basename(f.file).replace(/\.md$/i, '')
    result = parseSkill(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), { file: f.file, folderName, format: f.format, strict: opts.strict })
    cache.set(f.file, key, result)
  }
  return result
}

/**
 * Steps 2 and 3 for one file: read and parse it, or find its parse in the cache (a file whose size and modification
 * time are unchanged is not read again). Its diagnostics go to `diagnostics`.
 */
export function readAndParse(f: Found, opts: ResolvedOptions, cache: CompileCache, diagnostics: Diagnostic[]): { hash: string, skill?: ParsedSkill } {
  const stat = statSkill(f, opts, diagnostics)
  if (!stat) return { hash: '' }
  const stamp = `${stat.size}:${stat.mtimeMs}:${opts.strict}:${f.format}`
  let hash = cache.hashFor(f.file, stamp)
  let result = hash === undefined ? undefined : cache.get(f.file, parseKey(hash, opts, f))
  if (!result) {
    cache.reads++
    const bytes = readSkillBytes(f.file, stat.size, diagnostics)
    if (!bytes) return { hash: '' }
    // The hash of the text is the hash of its bytes: no encoding back from the decoded string.
    hash = hashOf(bytes)
    result = parseText(f, bytes, hash, opts, cache)
    cache.setHash(f.file, stamp, hash)
  }
  diagnostics.push(...result.diagnostics)
  return { hash: hash!, skill: result.skill }
}
