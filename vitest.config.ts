import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Unit tests are sized to well under a second on a quiet machine. These bounds only catch a hang: a loaded
          // CI machine runs them several times slower, and no test may fail because the machine is busy.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Real installs, builds and servers: a loaded CI machine (both cores busy) ran an npm install and two tsc
          // checks past 120 s. Bounds that only catch a hang; polling waits inside the tests allow 60 s for the same reason.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Real bundlers and servers: one file at a time keeps 2 cores from thrashing.
          fileParallelism: false,
        },
      },
    ],
  },
})
