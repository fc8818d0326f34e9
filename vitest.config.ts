import { defineConfig } from 'vitest/config';

// Three suites: `unit` needs nothing running; `emulator` and `e2e` run inside
// `tools/emulators/exec.ts` (the emulator suite up, fresh data). See docs/testing.md.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The suites share one emulator; running files one at a time keeps clearing data safe.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
