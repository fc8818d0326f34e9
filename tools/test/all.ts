// `npm test` after install and the builds the emulators serve (functions, the web app's emulator build):
// the static checks (lint, type-check, unit tests, the production build and its bundle budgets, the
// functions package) beside the emulator suites, so they share the two cores rather than wait for each
// other (docs/testing.md, "How long it takes").
// Usage: tsx tools/test/all.ts
import { clearVitestReports, printFailureSummary } from './failure-summary';
import { runJobs } from './run-parallel';

clearVitestReports();
const outcomes = await runJobs([
  // At a lower priority: the static checks have minutes to spare, the browser journeys (the longest part)
  // none, so the journeys and the emulators serving them get the cores first and the checks fill the gaps.
  { name: 'static checks', command: 'nice', args: ['-n', '15', 'npm', 'run', '-s', 'test:static'] },
  { name: 'emulator suites', command: 'npm', args: ['run', '-s', 'test:emulators'], stream: true, env: { E2E_SKIP_BUILD: '1' } },
]);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
// Last, so the end of the terminal (all CI shows) names the failed tests rather than the emulators' log.
if (failed.length > 0)
  printFailureSummary(
    ['unit', 'rules', 'functions', 'e2e'],
    failed.filter((outcome) => outcome.tail.length > 0),
  );
process.exit(failed.length === 0 ? 0 : 1);
