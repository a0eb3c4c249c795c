import { defineConfig } from 'tsup'

export default defineConfig([
  {
    // Build-time code: the plugin for each bundler, the Node API and the CLI.
    entry: {
      index: 'src/index.ts',
      vite: 'src/vite.ts',
      rollup: 'src/rollup.ts',
      rolldown: 'src/rolldown.ts',
      esbuild: 'src/esbuild.ts',
      webpack: 'src/webpack.ts',
      rspack: 'src/rspack.ts',
      next: 'src/next.ts',
      api: 'src/api.ts',
      node: 'src/node/index.ts',
      'cli/index': 'src/cli/index.ts',
    },
    format: 'esm',
    target: 'node20',
    platform: 'node',
    dts: true,
    splitting: true,
    clean: false,
    external: ['vite', 'rollup', 'rolldown', 'esbuild', 'webpack', '@rspack/core', 'next'],
  },
  {
    // The runtime ships inside users' bundles: one self-contained file, no dependencies.
    entry: { 'runtime/index': 'src/runtime/index.ts' },
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
  },
  {
    // The inspector page's script (src/inspector/client.ts): the runtime and the insight code, for the browser. The
    // plugin and the CLI read it from dist/inspector/client.js and inline it in the page.
    entry: { 'inspector/client': 'src/inspector/client.ts' },
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    dts: false,
    splitting: false,
    outExtension: () => ({ js: '.js' }),
  },
  {
    // unplugin-loadout/ai: Vercel AI SDK agents in Node, Workers and edge functions. `ai` and `@ai-sdk/*` are peers.
    entry: { ai: 'src/ai/index.ts' },
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: ['ai', /^@ai-sdk\//],
  },
])
