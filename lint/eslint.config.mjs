// ESLint for unplugin-loadout: @antfu/eslint-config (the config antfu's unplugins use), tuned to this repository's
// house style. `npm run lint` runs it from the repository root with `-c lint/eslint.config.mjs`, so paths here are
// relative to the root. It lives in lint/ because it imports @antfu/eslint-config, which only lint/node_modules holds.
//
// The rule: after `npm run lint -- --fix` what is left must be real (unused code, bugs), not style churn. So the rules
// that fight the established style are off or set to it (each with its reason), rather than reformatting thousands of
// lines: one-line `if (x) return y` and `for (...) if (...) x`, wrapped argument and array lists, inline `type`
// imports, imports grouped by hand, helpers below their callers.
import antfu from '@antfu/eslint-config'

export default antfu(
  {
    typescript: true,
    // Code only: docs markdown snippets are built by test/e2e/readme.test.ts; JSON/YAML are data.
    jsonc: false,
    yaml: false,
    toml: false,
    markdown: false,
    ignores: [
      // Skill folders are compile input: their scripts are hashed into the build output, byte for byte.
      'test/fixtures/**/skills/**',
      'test/fixtures/**/user-skills/**',
      'test/.output/**',
      'bench/.tmp/**',
      'playground/**',
      'dist/**',
      'lint/**',
    ],
  },
  {
    name: 'loadout/style',
    rules: {
      // One-line `if (x) return y`, `else x` and `for (...) if (...) x` are house style (about 1,500 sites).
      'antfu/if-newline': 'off',
      'antfu/curly': 'off',
      // Wrapped lists (several items a line, broken at the width) are house style (about 4,800 sites).
      'antfu/reasonable-newline': 'off',
      'antfu/consistent-list-newline': 'off',
      'antfu/consistent-chaining': 'off',
      'style/multiline-ternary': 'off',
      // `(d) => { out += d }` handlers.
      'style/max-statements-per-line': ['error', { max: 2 }],
      // `import { type A, b }` inline, `import type { A }` when all are types: what `ts/consistent-type-imports` asks.
      'import/consistent-type-specifier-style': 'off',
      // Imports are grouped by hand (node:, packages, then near to far); sorting them reorders module evaluation in
      // the bundled runtime that `loadout build` copies into its output.
      'perfectionist/sort-imports': 'off',
      'perfectionist/sort-exports': 'off',
      'perfectionist/sort-named-exports': 'off',
      // Operators start the continued line, except `=`: a union type opens `export type X =` and lists `| A` below.
      'style/operator-linebreak': ['error', 'before', { overrides: { '=': 'after' } }],
      // Both `{ limit?: string, 'min-similarity'?: string }` and all-quoted header maps are used; neither is a bug.
      'style/quote-props': 'off',
      // "declare module 'virtual:loadout' {" reads better than escaping.
      'style/quotes': ['error', 'single', { avoidEscape: true, allowTemplateLiterals: 'always' }],
      // Its fix deletes the text after `@internal`, which here says why a member is internal.
      'jsdoc/empty-tags': 'off',
      // Helpers sit below their callers (top-down reading); a use in the same scope before the definition (a real
      // temporal-dead-zone error) is still reported.
      'ts/no-use-before-define': ['error', { functions: false, classes: false, variables: false, typedefs: false }],
      // Globals `process` and `Buffer` are used as globals throughout.
      'node/prefer-global/process': 'off',
      'node/prefer-global/buffer': 'off',
      // Test titles name things (`Vite`, `MCP`, `SKILL.md`).
      'test/prefer-lowercase-title': 'off',
    },
  },
  {
    name: 'loadout/deliberate',
    rules: {
      // Codegen emits template literals inside strings; tests write scripts that contain `${...}`.
      'no-template-curly-in-string': 'off',
      // Control characters are what printable.ts and names.ts strip.
      'no-control-regex': 'off',
      // `new Array(n)` preallocates in hot paths; `new RegExp` keeps `\p{...}` out of the runtime's parse.
      'unicorn/no-new-array': 'off',
      'prefer-regex-literals': 'off',
      // Alphabet ranges in the postings tests are the point.
      'regexp/no-obscure-range': 'off',
      // `/^(\.\/)?src\b/.test(i)`: a group that only groups, in `.test()`; rewriting ten as `(?:...)` by hand buys nothing.
      'regexp/no-unused-capturing-group': 'off',
      // Behaviour stays as it is: the thrown class is part of the API (`new Error`, not `TypeError`); a timer's
      // arrow (`setTimeout(() => stop('timedOut'), ms)`) says what it calls; `[A-Za-z]` says which letters (and
      // fast-check's stringMatching generates from the class as written).
      'unicorn/prefer-type-error': 'off',
      'e18e/prefer-timer-args': 'off',
      'regexp/use-ignore-case': 'off',
      // `(calls++, inner.all(s, p))` in test doubles; a bare `a(), b()` statement is still reported (no-unused-expressions).
      'no-sequences': 'off',
      // Its fix (`Array.from({ length: n }).fill('0')`) types the array `unknown[]`: tsc fails (src/mcp/http.ts).
      'e18e/prefer-array-fill': 'off',
      // `break outer` out of nested loops.
      'no-labels': 'off',
      // antfu bans `const enum` (unsafe across files under isolatedModules); discover.ts's is file-local, inlined by esbuild.
      'no-restricted-syntax': ['error', 'TSExportAssignment'],
    },
  },
  {
    name: 'loadout/runtime',
    files: ['src/runtime/**'],
    rules: {
      // `loadout build` copies the runtime's bundled source into its output, where esbuild keeps regex literals,
      // `indexOf`/`includes`, templates and `const f = () =>` as written. These fixes change no behaviour but would
      // change that output byte for byte, so the runtime keeps its text as it is.
      'unicorn/escape-case': 'off',
      'unicorn/prefer-includes': 'off',
      'e18e/prefer-includes': 'off',
      'prefer-template': 'off',
      'antfu/top-level-function': 'off',
    },
  },
  {
    name: 'loadout/scripts',
    files: ['bench/**', 'scripts/**', 'test/**', 'src/cli/**'],
    rules: {
      // Command-line programs: they print, and run top-level await.
      'no-console': 'off',
      'antfu/no-top-level-await': 'off',
    },
  },
  {
    name: 'loadout/tests',
    files: ['bench/**', 'test/**'],
    rules: {
      // Tests and benchmarks run their regexes over their own fixed strings, never over a user's file.
      'regexp/no-super-linear-backtracking': 'off',
    },
  },
  {
    name: 'loadout/terminal',
    files: ['src/plugin/**', 'src/next.ts', 'src/esbuild.ts'],
    rules: {
      // The bundler plugins print their one-line build summary and the inspector's address to the terminal.
      'no-console': 'off',
    },
  },
  {
    name: 'loadout/bench',
    files: ['bench/**'],
    rules: {
      // The benchmarks measure the built package.
      'antfu/no-import-dist': 'off',
    },
  },
)
