/**
 * `virtual:loadout/published`: the published skills (see skills.ts) as a module, for the Skills Extension of
 * `createMcpServer` / `createMcpHandler` in a bundle. The listing (names, frontmatter, digests, sizes) is in the
 * module; each skill's file contents are in a lazy chunk of their own (text as strings, other bytes as base64), read
 * only when a client reads a file. Imported by nothing else, so a bundle that does not use it never holds it.
 */
import { asTextOrBytes, type Publication } from '../core/wellknown/publish'
import { publishedFilesId, publishedKey } from './ids'

/** The main published module; `specifier(digest)` is what it `import()`s a skill's files chunk as. */
export function generatePublished(publication: Publication, specifier: (digest: string) => string = publishedFilesId): string {
  const skills = publication.skills.map(({ id, name, description, digest, files, frontmatter }) => ({ id, name, description, digest, files, frontmatter }))
  const cases = publication.skills.map((s, k) => `    case ${k}: return import(${JSON.stringify(specifier(s.digest))});`)
  return `// The skills this build publishes (unplugin-loadout): listing here, file contents in lazy chunks.
const skills = /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(skills))})
function files(k) {
  switch (k) {
${cases.join('\n')}
  }
}
function bytesOf(base64) {
  const s = atob(base64)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}
export const published = {
  version: ${JSON.stringify(publication.version)},
  skills,
  async read(id, path) {
    const k = skills.findIndex(s => s.id === id)
    const listed = k !== -1 && skills[k].files.some(f => f.path === path)
    if (!listed) throw new Error(\`"\${path}" is not a published file of skill "\${id}"\`)
    const content = (await files(k)).default[path]
    return typeof content === 'string' ? content : bytesOf(content.base64)
  },
}
export default published
`
}

/** The files chunk of the skill with key `key` (as `keyOfPublishedId` reads it), or undefined when none has it. */
export function generatePublishedFiles(publication: Publication, key: string): string | undefined {
  const skill = publication.skills.find(s => publishedKey(s.digest) === key)
  if (!skill) return undefined
  const bytes = publication.bytes.get(skill.id)!
  const contents: Record<string, string | { base64: string }> = {}
  skill.files.forEach((f, k) => {
    const content = asTextOrBytes(bytes[k]!)
    contents[f.path] = typeof content === 'string' ? content : { base64: Buffer.from(content).toString('base64') }
  })
  return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(contents))})\n`
}
