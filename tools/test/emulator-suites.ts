// The emulator suites of `npm test`, inside `tools/emulators/exec.ts`: the rules suite, the functions
// suite and the browser journeys side by side. They can: each suite makes its own data (the rules suite
// in a Firestore project of its own, the functions suite and the journeys under names of their own in
// the shared one), and most of their time is spent waiting on the emulators and the browser, so on two
// cores running them at once is much faster than one after the other (docs/testing.md, "How long it takes").
// The journeys stream their output; the rules and functions suites print theirs when they end.
// Usage: tsx tools/test/emulator-suites.ts
import { runSideBySide, type Job } from './run-parallel';

const vitest = (project: string, stream = false): Job => ({ name: `${project} suite`, command: 'npx', args: ['vitest', 'run', '--project', project], stream });

process.exit((await runSideBySide([vitest('rules'), vitest('functions'), vitest('e2e', true)])) ? 0 : 1);
