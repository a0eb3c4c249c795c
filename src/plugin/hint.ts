import { relative, sep } from 'node:path'

/** The line watch modes print once: where to get the inspector page without a dev server. */
export function inspectorHint(root: string, sourceDirs: readonly string[]): string {
  const skills = sourceDirs.map(d => `--skills ${relative(root, d).split(sep).join('/') || '.'}`).join(' ')
  return `[unplugin-loadout] skills inspector: npx unplugin-loadout inspect ${skills} --html loadout-report.html --open (in Vite: /__loadout/ on the dev server)`
}
