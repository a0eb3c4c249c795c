import { defineConfig, type Options } from 'tsup'

/** The plugin for each bundler and the Node API: published as ESM and as CommonJS (`require` condition). */
const buildEntries = {
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
}
const { next: _next, ...withoutNext } = buildEntries
const buildTime: Options = {
  target: 'node20',
  platform: 'node',
  splitting: true,
  clean: false,
  external: ['vite', 'rollup', 'rolldown', 'esbuild', 'webpack', '@rspack/core', 'next', /^@modelcontextprotocol\/server/],
}

export default defineConfig([
  {
    // Build-time code, ESM, with the CLI (a bin: ESM only, no types).
    ...buildTime,
    entry: { ...buildEntries, 'cli/index': 'src/cli/index.ts' },
    format: 'esm',
    dts: { entry: buildEntries },
  },
  {
    // The same entries for `require()`: `.cjs` with `.d.cts` types, so TypeScript's node16 CommonJS resolution
    // gets CommonJS types. `import.meta.url` (finding the runtime) is shimmed.
    ...buildTime,
    entry: withoutNext,
    format: 'cjs',
    dts: true,
    shims: true,
  },
  {
    // The Next.js helper for `require()`, in one file: tsup's CommonJS code splitting turns `import('unplugin')` into
    // `require()`, and Next 15.0-15.2 load `next.config.ts` through a hook that breaks a `require()` of ESM files.
    // Without splitting, esbuild keeps the dynamic import.
    ...buildTime,
    entry: { next: buildEntries.next },
    format: 'cjs',
    splitting: false,
    dts: true,
    shims: true,
  },
  {
    // The runtime ships inside users' bundles: one self-contained file, no dependencies; and its `closest`, a file of
    // its own, which a page loads only to name the closest skills of an unknown one (see CodegenOptions.closest).
    entry: { 'runtime/index': 'src/runtime/index.ts', 'runtime/closest': 'src/runtime/closest.ts' },
    format: ['esm', 'cjs'],
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
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: ['ai', /^@ai-sdk\//],
  },
  {
    // unplugin-loadout/mcp: the MCP server and its fetch handler, for Node, Workers and edge route handlers.
    // `@modelcontextprotocol/server` is an optional peer.
    entry: { mcp: 'src/mcp/index.ts' },
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: [/^@modelcontextprotocol\/server/],
  },
  {
    // unplugin-loadout/cloudflare: an `agents/skills` source for Workers. Only types come from `agents` (an optional peer).
    entry: { cloudflare: 'src/cloudflare.ts' },
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
    external: ['agents', /^agents\//],
  },
  {
    // unplugin-loadout/sql: a Loadout over D1, SQLite or Postgres (the database handle is passed in: no peers bundled).
    entry: { sql: 'src/sql/index.ts' },
    format: ['esm', 'cjs'],
    target: 'es2022',
    platform: 'neutral',
    dts: true,
    splitting: false,
  },
])
