import { defineConfig } from 'vitest/config'

// The compatibility matrix (`npm run test:compat`): fixture apps installed from the packed tarball, one file at a
// time and one test at a time (real installs and builds: 2 cores).
export default defineConfig({
  test: {
    name: 'compat',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
})
