import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Panda's generated styling functions (web/panda.config.ts), as the web app imports them. */
const STYLED_SYSTEM = fileURLToPath(new URL('./web/styled-system/', import.meta.url));

// ISOLATION: every suite runs its files without isolation (`isolate: false`): a worker loads the
// modules its files share (vitest, Playwright, the Firebase SDKs, the domain) once, not once per file,
// which was most of the unit suite's time (16 s, now 4 s) and took the functions suite alone from about
// 105 to 63 s (docs/testing.md, "How long it takes"). No file relies on a fresh module: each makes its own data, and one that
// needs a module anew re-imports it (vi.resetModules).
// Four suites: `unit` needs nothing running; `rules`, `functions` and `e2e` run inside
// `tools/emulators/exec.ts` (the emulator suite up, fresh data): rules and functions side by side, then e2e
// (tools/test/emulator-suites.ts).
// See docs/testing.md.
export default defineConfig({
  resolve: { alias: [{ find: /^styled-system\//, replacement: STYLED_SYSTEM }] },
  // web/vite.config.ts defines the same: the year a prerendered footer prints.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    projects: [
      {
        // The root's alias and define (Panda's styled-system, the build year) apply to web's unit tests.
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/prerender/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's modules rather than each loading its own (ISOLATION above);
          // a global a test stubs is put back after it, so none leaks into the next file.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has a Firestore project of its own (demo-rules-homehaven, …-storage).
        },
      },
      {
        test: {
          name: 'functions',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Functions code some files run in-process (the refund sweep) reads this once, when first
          // imported: every file of the worker must see it, not only the file that imports it first.
          env: { FUNCTIONS_EMULATOR: 'true' },
          // Each wait on a trigger has its own bound (`eventually`'s 45 s, tests/functions/facade/support/admin.ts),
          // so a late trigger fails with its name; a test waits for up to four in turn, and under load the
          // emulator has delivered each 15-20 s late (a test of four waits ran past 60 s in CI). This bound
          // only catches a test that hangs.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          // Three files at a time: each makes its own accounts and data under a prefix of its own and
          // never clears or sweeps what others wrote (the refund sweep takes only what was due by
          // 1990), so files can share the emulator project, as they did beside the browser journeys.
          // Its files mostly wait on the emulators: three took the suite from 122 to 107 s beside the
          // rules suite and the web build (docs/testing.md, "How long it takes").
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Room for a journey that waits on a late trigger (TRIGGER_WAIT, e2e/support/app.ts).
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Two files at a time: journeys make their own accounts and listings, so they can share one
          // emulator suite. Three were faster on 2 cores when the other suites ran beside them, but the
          // emulators then delivered live updates late enough to fail a journey now and then.
          maxWorkers: 2,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
