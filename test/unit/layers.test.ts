// The source's structure, read from its imports: every folder of src/ depends only on the folders below it, and no
// file imports itself back through others. Static, type-only and dynamic imports all count: each is an arrow a reader
// (and a bundler splitting chunks) follows.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { REPO } from '../helpers/pack'

const SRC = join(REPO, 'src')

/**
 * The layers, lowest first; a file may import only from its own layer's files and from layers before it. `entries`
 * are the files directly in src/ (the plugin, one entry per bundler, the Node API, the Next.js helper). A new folder
 * must be placed here: the test fails naming it until it is.
 */
const LAYERS = ['runtime', 'sql', 'core', 'analysis', 'inspector', 'plugin', 'node', 'platforms', 'ai', 'mcp', 'entries', 'cli']

/** Every `.ts` file under `dir`, relative to src/ and `/`-separated. */
function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(abs)
    return e.name.endsWith('.ts') ? [relative(SRC, abs).split('\\').join('/')] : []
  })
}

/** The source file a relative specifier names (`./x`, `./x.js`, `./x/index`), or undefined when it is not under src/. */
function resolveSpecifier(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = resolve(SRC, dirname(from), spec).replace(/\.js$/, '')
  for (const file of [`${base}.ts`, join(base, 'index.ts')]) {
    const rel = relative(SRC, file)
    if (!rel.startsWith('..') && existsSync(file)) return rel.split('\\').join('/')
  }
  return undefined
}

/** file -> the source files it imports (static, type-only, `export ... from` and `import()`). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true)
    const targets = importedFiles.map(i => resolveSpecifier(file, i.fileName)).filter((t): t is string => t !== undefined)
    graph.set(file, [...new Set(targets)])
  }
  return graph
}

/** The packages (bare specifiers) a source file imports. */
function packagesOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true)
  return importedFiles.map(i => i.fileName).filter(s => !s.startsWith('.'))
}

const layerOf = (file: string) => (file.includes('/') ? file.split('/')[0]! : 'entries')

/** The arrows that run up (or sideways into another folder of no lower layer), as `from -> to`. */
function upwardArrows(graph: Map<string, string[]>): string[] {
  const bad: string[] = []
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const a = LAYERS.indexOf(layerOf(from))
      const b = LAYERS.indexOf(layerOf(to))
      if (layerOf(from) !== layerOf(to) && b >= a) bad.push(`${from} -> ${to}`)
    }
  }
  return bad
}

/** The import cycles: each strongly connected set of more than one file (or a file importing itself), sorted. */
function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative enough for a source tree (recursion depth is the longest import chain).
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      }
      else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!))
      }
    }
    if (low.get(v) !== index.get(v)) return
    const scc: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      scc.push(w)
    } while (w !== v)
    if (scc.length > 1 || graph.get(v)!.includes(v)) found.push(scc.sort())
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

describe('the source\'s layers', () => {
  const files = sourceFiles()
  const graph = importGraph(files)

  it('reads the imports it checks (static, type-only, re-exports, dynamic)', () => {
    expect(files.length).toBeGreaterThan(50)
    expect(graph.get('index.ts')).toContain('core/options.ts') // export type ... from
    expect(graph.get('cli/commands/mcp.ts')).toContain('cli/mcp.ts') // await import('../mcp')
    expect(graph.get('cli/mcp.ts')).toContain('mcp/http.ts')
  })

  it('places every folder of src/ in a layer', () => {
    const unplaced = [...new Set(files.map(layerOf))].filter(l => !LAYERS.includes(l))
    expect(unplaced, 'add these folders to LAYERS in test/unit/layers.test.ts, above what they import').toEqual([])
  })

  it('has every arrow running down: a folder imports only from the layers below it', () => {
    expect(upwardArrows(graph)).toEqual([])
  })

  it('has no import cycle', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('keeps the compiler free of bundlers: nothing under core/ (or below it) imports unplugin', () => {
    const low = LAYERS.slice(0, LAYERS.indexOf('core') + 1)
    const bundlerBound = files.filter(f => low.includes(layerOf(f)) && packagesOf(f).some(p => p === 'unplugin' || p.startsWith('unplugin/')))
    expect(bundlerBound).toEqual([])
    expect(packagesOf('plugin/unplugin.ts')).toContain('unplugin')
  })

  it('finds an upward arrow and a cycle when there is one', () => {
    const bad = new Map([['core/a.ts', ['inspector/b.ts']], ['inspector/b.ts', ['core/a.ts']], ['runtime/c.ts', ['runtime/c.ts']]])
    expect(upwardArrows(bad)).toEqual(['core/a.ts -> inspector/b.ts'])
    expect(cycles(bad)).toEqual([['core/a.ts', 'inspector/b.ts'], ['runtime/c.ts']])
  })
})
