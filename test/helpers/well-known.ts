/**
 * A verifier of a published `/.well-known/agent-skills/` tree, written from the discovery RFC's text (v0.2.0,
 * "Integrity and Verification") on Node's crypto, apart from the package's own digest code: each listed file's sha256,
 * then the skill digest over the manifest of `{path}\0{hex}\n` lines sorted by path.
 */
import { createHash } from 'node:crypto'
import { expect } from 'vitest'

export const WELL_KNOWN = '.well-known/agent-skills'

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex')

/** Check every digest of the tree `read` gives (paths below the site's root); resolves to the index. */
export async function verifyWellKnown(read: (path: string) => Buffer | Promise<Buffer>): Promise<any> {
  const index = JSON.parse((await read(`${WELL_KNOWN}/index.json`)).toString('utf8'))
  expect(index.version).toBe('0.2.0')
  for (const skill of index.skills) {
    expect(skill.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(skill.files[0].path).toBe('SKILL.md')
    const lines: string[] = []
    for (const f of [...skill.files].sort((a: any, b: any) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path)))) {
      const hex = sha256(await read(`${WELL_KNOWN}/${skill.name}/${f.path}`))
      expect(f.digest, `${skill.name}/${f.path}`).toBe(`sha256:${hex}`)
      lines.push(`${f.path}\0${hex}\n`)
    }
    expect(skill.digest, skill.name).toBe(`sha256:${sha256(lines.join(''))}`)
  }
  return index
}

/** The bytes of a `resources/read` answer: text as UTF-8, a blob from base64. */
export function contentBytes(content: { text?: string, blob?: string }): Buffer {
  return content.blob !== undefined ? Buffer.from(content.blob, 'base64') : Buffer.from(content.text!, 'utf8')
}

/** The digest a host computes of bytes it read. */
export const digestOf = (bytes: Uint8Array): string => `sha256:${sha256(bytes)}`

/** A skill's files by path, as a hostile or honest site serves them. */
export type SiteSkill = Record<string, string | Uint8Array>

/**
 * The routes of a site whose index lists `skills` as given (any path, hostile ones too), every digest computed here
 * from the bytes served, so that each check a client makes passes but the one under test.
 */
export function indexRoutes(skills: Record<string, SiteSkill>, version = '0.2.0'): Record<string, Uint8Array | string> {
  const routes: Record<string, Uint8Array | string> = {}
  const listed = Object.entries(skills).map(([name, files]) => {
    const entries = Object.entries(files).map(([path, bytes]) => {
      routes[`/${WELL_KNOWN}/${name}/${path}`] = bytes
      return { path, digest: digestOf(typeof bytes === 'string' ? Buffer.from(bytes) : bytes) }
    })
    const lines = [...entries].sort((a, b) => Buffer.compare(Buffer.from(a.path), Buffer.from(b.path))).map(f => `${f.path}\0${f.digest.slice(7)}\n`)
    return { name, description: `The ${name} skill.`, digest: `sha256:${sha256(lines.join(''))}`, files: entries }
  })
  routes[`/${WELL_KNOWN}/index.json`] = JSON.stringify({ version, skills: listed })
  return routes
}
