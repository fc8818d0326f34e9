// The emulator suites of `npm test`, inside `tools/emulators/exec.ts`: first the rules and functions
// suites side by side, then the browser journeys. The rules suite has a Firestore project of its own, so
// it never slows the others' data; it fills the CPU the functions suite leaves while it waits on the
// emulators. The journeys run after the functions suite, not beside it: their pages hold live queries,
// and the Firestore emulator answers every write by re-running each live query over its whole
// collection, so the functions suite's thousands of writes made both slower side by side than one after
// the other (docs/testing.md, "How long it takes").
// The journeys stream their output; the rules and functions suites print theirs when they end.
// Usage: tsx tools/test/emulator-suites.ts
import { runSideBySide, type Job } from './run-parallel';

const vitest = (project: string, stream = false): Job => ({ name: `${project} suite`, command: 'npx', args: ['vitest', 'run', '--project', project], stream });

// The journeys run even when an earlier suite failed, so one run reports every failure.
const rulesAndFunctions = await runSideBySide([vitest('rules'), vitest('functions')]);
const journeys = await runSideBySide([vitest('e2e', true)]);
process.exit(rulesAndFunctions && journeys ? 0 : 1);
