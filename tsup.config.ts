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
    external: ['vite', 'rollup', 'rolldown', 'esbuild', 'webpack', '@rspack/core', 'next', /^@modelcontextprotocol\/sdk/],
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
    // unplugin-loadout/ai: Vercel AI SDK agents in Node, Workers and edge functions. `ai` and `@ai-sdk/*` are peers.
    entry: { ai: 'src/ai/index.ts' },
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: ['ai', /^@ai-sdk\//],
  },
  {
    // unplugin-loadout/mcp: the MCP server and its fetch handler, for Node, Workers and edge route handlers.
    // `@modelcontextprotocol/sdk` is an optional peer.
    entry: { mcp: 'src/mcp/index.ts' },
    format: 'esm',
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: [/^@modelcontextprotocol\/sdk/],
  },
])
