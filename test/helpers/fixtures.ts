import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export const FIXTURES = join(import.meta.dirname, '../fixtures')
export const OUTPUT = join(import.meta.dirname, '../.output')

/** A fresh, writable copy of a fixture folder under test/.output (kept for inspection after a failure). */
export function copyFixture(name: string): string {
  mkdirSync(OUTPUT, { recursive: true })
  const dir = mkdtempSync(join(OUTPUT, `${name}-`))
  cpSync(join(FIXTURES, name), dir, { recursive: true })
  return dir
}

/** An empty folder under test/.output. */
export function tempDir(name: string): string {
  mkdirSync(OUTPUT, { recursive: true })
  return mkdtempSync(join(OUTPUT, `${name}-`))
}

/** Write files given as { 'relative/path': 'content' } below `root`. */
export function writeTree(root: string, files: Record<string, string | Buffer>): string {
  for (const [rel, content] of Object.entries(files)) {
    const file = join(root, rel)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  return root
}

/**
 * Give every folder below `dir` (and `dir`) a modification time an hour ago, as in a checkout: a compile remembers the
 * listing of such a folder and lists it again only when its time changes (a fresh copy's folders are listed every time).
 */
export function settleFolders(dir: string): string {
  const old = new Date(Date.now() - 3_600_000)
  for (const e of readdirSync(dir, { withFileTypes: true })) if (e.isDirectory()) settleFolders(join(dir, e.name))
  utimesSync(dir, old, old)
  return dir
}

export function remove(path: string): void {
  rmSync(path, { recursive: true, force: true })
}

/** A minimal valid SKILL.md. */
export function skillMd(name: string, description: string, body = `# ${name}\n\nBody of ${name}.\n`, extra = ''): string {
  return `---\nname: ${name}\ndescription: ${description}\n${extra}---\n${body}`
}

/** The shared corpus of real skills (beside the clone in CI, or under LOADOUT_SHARED; absent on a user's clone). */
export const CORPUS = join(process.env.LOADOUT_SHARED ?? join(import.meta.dirname, '../../../shared'), 'corpus')
export const HAS_CORPUS = existsSync(CORPUS)
if (!HAS_CORPUS) console.warn(`note: ${CORPUS} not found; tests over the real corpus are skipped`)

/** Every `SKILL.md` below `dir`, as paths relative to it, `/`-separated. */
export function skillFiles(dir: string, rel = ''): string[] {
  const out: string[] = []
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const p = rel ? `${rel}/${e.name}` : e.name
    if (e.isDirectory()) out.push(...skillFiles(dir, p))
    else if (e.isFile() && e.name === 'SKILL.md') out.push(p)
  }
  return out
}

/**
 * Two hostile skills for watchers and servers (issue 32): `evil-links`, an 80 KB body of `](` (its links once took
 * minutes and gigabytes to read: a watch process ran out of memory), and `evil-yaml`, whose YAML is broken beyond
 * recovery (an error: left out, the other skills served). Written below `root`/`folder`; returns their files.
 */
export function writeBadSkills(root: string, folder = 'skills'): { links: string, yaml: string } {
  writeTree(root, {
    [`${folder}/evil-links/SKILL.md`]: skillMd('evil-links', 'A skill whose body is one long run of link openers.', `${']('.repeat(40_000)}\n`),
    [`${folder}/evil-yaml/SKILL.md`]: '---\nname: evil-yaml\ndescription: "a quoted value never closed\n---\nBody.\n',
  })
  return { links: join(root, folder, 'evil-links/SKILL.md'), yaml: join(root, folder, 'evil-yaml/SKILL.md') }
}
