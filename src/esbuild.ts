import type { Plugin } from 'esbuild'
import fg from 'fast-glob'
import type { Options } from './core/options'
import { IGNORED_FOLDERS } from './core/compile/discover'
import { resolveOptions } from './core/options'
import { unplugin } from './plugin'
import { PLUGIN_NAME } from './plugin/unplugin'
import { inspectorHint } from './plugin/hint'

/**
 * unplugin-loadout for esbuild. esbuild's watch mode only notices new files in folders a plugin names (`watchDirs`),
 * which unplugin does not pass on: so `virtual:loadout` is resolved here first, naming every folder of the skill
 * sources, and an added or removed skill rebuilds like an edited one.
 */
export default function loadoutEsbuild(options: Options = {}): Plugin {
  const inner = unplugin.esbuild(options)
  return {
    name: inner.name,
    setup(build) {
      const root = options.root ?? build.initialOptions.absWorkingDir ?? process.cwd()
      build.onResolve({ filter: /^(?:virtual:loadout|#loadout)$/ }, async () => {
        const sources = resolveOptions({ ...options, root }).sources.map(s => s.abs)
        const nested = await Promise.all(sources.map(cwd => fg('**', {
          cwd,
          onlyDirectories: true,
          absolute: true,
          followSymbolicLinks: false,
          // The folders a compile's walk enters: dot-folders (.claude/, .agents/) too, dependency folders not.
          dot: true,
          ignore: [...IGNORED_FOLDERS].map(name => `**/${name}/**`),
        }).catch(() => [])))
        return { path: '\0virtual:loadout', namespace: PLUGIN_NAME, watchDirs: [...sources, ...nested.flat()] }
      })
      // A second build of one setup is a watch (or `rebuild()`) run: say once where the inspector page is.
      let builds = 0
      build.onEnd(() => {
        if (++builds === 2) console.log(inspectorHint(root, resolveOptions({ ...options, root }).sources.map(s => s.abs)))
      })
      return inner.setup(build)
    },
  }
}
