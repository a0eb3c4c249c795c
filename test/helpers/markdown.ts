// Reading the repository's Markdown as GitHub renders it: its pages, their headings' anchors, their relative links
// and their marked snippets. Used by the link test (unit) and the snippet test (e2e).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { REPO } from './pack'

/** README.md, CHANGELOG.md and every page of docs/, as paths relative to the repository. */
export function markdownPages(root = REPO): string[] {
  const docs = existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')).filter(f => f.endsWith('.md')).sort().map(f => `docs/${f}`) : []
  return ['README.md', 'CHANGELOG.md', ...docs].filter(f => existsSync(join(root, f)))
}

/** The text with fenced code blocks blanked (their lines kept, so nothing in them reads as a heading or a link). */
export function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, block => block.replace(/[^\n]/g, ' '))
}

/** GitHub's anchor for a heading's text: lowercase, punctuation dropped, spaces to hyphens (as github-slugger). */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .replace(/\*\*|\B\*|\*\B/g, '') // emphasis markers
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
}

/** Every anchor a page's headings give, duplicates numbered as GitHub does (`x`, `x-1`, `x-2`). */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>()
  const found = new Set<string>()
  for (const m of withoutFences(text).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(m[1]!)
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    found.add(n === 0 ? base : `${base}-${n}`)
  }
  return found
}

/** The relative links of a page (outside code), with the line each starts on. URLs and mailto: are left out. */
export function relativeLinks(text: string): Array<{ target: string, line: number }> {
  const prose = withoutFences(text).replace(/`[^`\n]*`/g, code => ' '.repeat(code.length))
  const links: Array<{ target: string, line: number }> = []
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][\w+.-]*:/i.test(m[1]!)) continue
    links.push({ target: m[1]!, line: prose.slice(0, m.index).split('\n').length })
  }
  return links
}

/** `page:line: target` for every relative link of the pages whose file or #anchor does not exist. */
export function brokenLinks(pages: string[], root = REPO): string[] {
  const broken: string[] = []
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8')
    for (const { target, line } of relativeLinks(text)) {
      const [path, anchor] = target.split('#') as [string, string | undefined]
      const file = path ? resolve(root, dirname(page), decodeURI(path)) : join(root, page)
      const where = `${page}:${line}: ${target}`
      if (!existsSync(file)) broken.push(`${where} (no such file: ${relative(root, file)})`)
      else if (anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${where} (no such heading)`)
    }
  }
  return broken
}

/** Every block marked `<!-- snippet: NAME -->` in the pages, by name; a name used twice is an error. */
export function markedSnippets(pages: string[], root = REPO): Map<string, { code: string, page: string }> {
  const found = new Map<string, { code: string, page: string }>()
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8')
    for (const m of text.matchAll(/<!-- snippet: ([\w-]+) -->\n```\w*\n([\s\S]*?)\n```/g)) {
      const other = found.get(m[1]!)
      if (other) throw new Error(`snippet ${m[1]} is marked twice: in ${other.page} and ${page}`)
      found.set(m[1]!, { code: `${m[2]}\n`, page })
    }
  }
  return found
}
