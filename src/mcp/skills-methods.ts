/**
 * The Skills Extension's methods on an SDK server: `skills/list` (in pages), `skills/get` and
 * `resources/directory/read` (`directoryRead: true`), answered from the extension's state (skills-extension.ts). The
 * SDK routes them as custom methods on both protocol revisions; at 2026-07-28 their answers carry the cache hints
 * (`ttlMs`, `cacheScope`) the extension requires of `skills/*`, and which the SDK's client also asks of directory reads,
 * as the SDK adds them to the base protocol's lists.
 */
import { ProtocolError, ProtocolErrorCode, type Server, type StandardSchemaV1 } from '@modelcontextprotocol/server'
import type { SkillsExtensionState } from './skills-extension'

/** The first protocol revision of the stateless era, whose results carry cache hints. */
const MODERN = '2026-07-28'

/** How the methods page and hint their answers. */
export interface SkillsMethodsOptions {
  pageSize: number
  hint: { ttlMs: number, cacheScope: 'public' | 'private' }
}

/**
 * Register `skills/list`, `skills/get` and `resources/directory/read` on `server`, reading the extension's state of
 * the moment (`undefined` after a re-compile left no published skill: empty lists, unknown URIs).
 */
export function registerSkillsMethods(server: Server, current: () => SkillsExtensionState | undefined, { pageSize, hint }: SkillsMethodsOptions): void {
  const hints = () => ((server.getNegotiatedProtocolVersion() ?? '') >= MODERN ? hint : {})
  server.setRequestHandler('skills/list', { params: paramsOf({ cursor: 'optional' }) }, ({ cursor }) => {
    const { items, nextCursor } = page(current()?.entries ?? [], cursor, pageSize)
    return { skills: [...items], ...(nextCursor ? { nextCursor } : {}), ...hints() }
  })
  server.setRequestHandler('skills/get', { params: paramsOf({ uri: 'required' }) }, ({ uri }) => {
    const skill = current()?.entries.find(e => e.uri === uri)
    if (!skill) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `No skill is served at ${uri} (skills/get takes the URI of a skill's SKILL.md, as skills/list gives it)`)
    return { skill, ...hints() }
  })
  server.setRequestHandler('resources/directory/read', { params: paramsOf({ uri: 'required', cursor: 'optional' }) }, ({ uri, cursor }) => {
    const children = current()?.directories.get(uri!.replace(/\/$/, ''))
    if (!children) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `${uri} is not a directory resource (a skill's root, skill://<skill-path>, or a folder of it)`)
    const { items, nextCursor } = page(children, cursor, pageSize)
    return { resources: [...items], ...(nextCursor ? { nextCursor } : {}), ...hints() }
  })
}

/** Params of string fields, each required or optional (unknown fields pass: `_meta` and what later revisions add). */
function paramsOf<K extends string>(fields: Record<K, 'required' | 'optional'>): StandardSchemaV1<unknown, Partial<Record<K, string>>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'unplugin-loadout',
      validate(value) {
        const params = (value ?? {}) as Record<string, unknown>
        if (typeof params !== 'object' || Array.isArray(params)) return { issues: [{ message: 'params must be an object' }] }
        for (const [key, need] of Object.entries(fields) as Array<[K, string]>) {
          const v = params[key]
          if (v === undefined ? need === 'required' : typeof v !== 'string') return { issues: [{ message: `${key} must be a string`, path: [key] }] }
        }
        return { value: params as Partial<Record<K, string>> }
      },
    },
  }
}

/**
 * The page of `all` that `cursor` starts (the first without one), and the cursor of the next when there is one. A
 * cursor is the offset of its page's first item, as text: opaque to clients, who only hand it back.
 */
export function page<T>(all: readonly T[], cursor: string | undefined, size: number): { items: readonly T[], nextCursor?: string } {
  let from = 0
  if (cursor !== undefined) {
    from = /^\d{1,9}$/.test(cursor) ? Number(cursor) : Number.NaN
    if (!(from < all.length)) throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Invalid cursor ${JSON.stringify(cursor)}: pass the nextCursor of the previous page`)
  }
  const to = from + size
  return { items: all.slice(from, to), ...(to < all.length ? { nextCursor: String(to) } : {}) }
}
