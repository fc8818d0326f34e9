// `npm test` after install and the builds the emulators serve (functions, the web app's emulator build):
// the static checks (lint, type-check, unit tests, the production build and its bundle budgets, the
// functions package) beside the emulator suites, so they share the two cores rather than wait for each
// other (docs/testing.md, "How long it takes").
// Usage: tsx tools/test/all.ts
import { runSideBySide } from './run-parallel';

const passed = await runSideBySide([
  // At a lower priority: the static checks have minutes to spare, the browser journeys (the longest part)
  // none, so the journeys and the emulators serving them get the cores first and the checks fill the gaps.
  { name: 'static checks', command: 'nice', args: ['-n', '15', 'npm', 'run', '-s', 'test:static'] },
  { name: 'emulator suites', command: 'npm', args: ['run', '-s', 'test:emulators'], stream: true, env: { E2E_SKIP_BUILD: '1' } },
]);
process.exit(passed ? 0 : 1);
