// The emulator suites of `npm test`, inside `tools/emulators/exec.ts`: first the rules and functions
// suites side by side (and the web app's emulator build), then the browser journeys. The rules suite has a Firestore project of its own, so
// it never slows the others' data; it fills the CPU the functions suite leaves while it waits on the
// emulators. The journeys run after the functions suite, not beside it: their pages hold live queries,
// and the Firestore emulator answers every write by re-running each live query over its whole
// collection, so the functions suite's thousands of writes made both slower side by side than one after
// the other (docs/testing.md, "How long it takes").
// The web app's emulator build (what Hosting serves the journeys, and the `pages` function's server
// render) is made beside the rules and functions suites rather than before the emulators start: only
// the journeys and one functions test (tests/functions/facade/property-filters.test.ts, which waits for
// the render) need it, and the CPU the suites leave while they wait on the emulators builds it.
// The journeys stream their output; the other parts print theirs when they end. The emulators' own
// output is in their log file (tools/emulators/emulator-log.ts), not here.
// Usage: tsx tools/test/emulator-suites.ts
import { rmSync } from 'node:fs';
import { serverRenderDir } from '../../web/prerender/server-render';
import { clearFirestore } from '../emulators/clear-firestore';
import { printEmulatorLogTail } from '../emulators/emulator-log';
import { vitestReportArgs } from './failure-summary';
import { runSideBySide, type Job } from './run-parallel';

const vitest = (project: string, stream = false, env?: Record<string, string>): Job => ({
  name: `${project} suite`,
  command: 'npx',
  args: ['vitest', 'run', '--project', project, ...vitestReportArgs(project)],
  stream,
  ...(env ? { env } : {}),
});
const webBuild: Job = { name: 'web emulator build', command: 'npm', args: ['run', '-s', 'build:emulator', '--workspace', 'web'] };

// An earlier build's render would answer the waiting test before this run's build replaces it.
const render = serverRenderDir('emulator');
if (render) rmSync(render, { recursive: true, force: true });
// The journeys run even when an earlier part failed, so one run reports every failure.
const suitesAndBuild = await runSideBySide([vitest('rules'), vitest('functions'), webBuild]);
// The emulators' log as it stood when a suite failed (tools/emulators/exec.ts prints it again at the end).
if (!suitesAndBuild) printEmulatorLogTail('the rules or functions suite or the web build failed');
// The journeys start from an empty database: the Firestore emulator re-runs each page's live queries
// over their whole collection on every write, so the functions suite's leftovers slowed every journey.
await clearFirestore();
const journeys = await runSideBySide([vitest('e2e', true, { E2E_SKIP_BUILD: '1' })]);
process.exit(suitesAndBuild && journeys ? 0 : 1);
