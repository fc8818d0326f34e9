// `npm test` after install and build: the static checks (lint, type-check, unit tests, bundle budgets,
// the functions package) beside the emulator suites. The static checks need no emulator and the
// emulator suites mostly wait, so on two cores they overlap well (docs/testing.md, "How long it takes").
// Usage: tsx tools/test/all.ts
import { runSideBySide } from './run-parallel';

const passed = await runSideBySide([
  { name: 'static checks', command: 'npm', args: ['run', '-s', 'test:static'] },
  { name: 'emulator suites', command: 'npm', args: ['run', '-s', 'test:emulators'], stream: true, env: { E2E_SKIP_BUILD: '1' } },
]);
process.exit(passed ? 0 : 1);
