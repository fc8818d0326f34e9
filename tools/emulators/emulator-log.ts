// Where the emulators' own output goes while a command runs under tools/emulators/exec.ts (the Hosting
// emulator's access log, the Functions emulator's line per call, the functions' logs), and its last
// lines for a run that failed: CI shows only the terminal (docs/testing.md, "Reading a run").
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from './config';

/** The emulators' log of the current (or last) run, written afresh by each run (git-ignored). */
export const EMULATOR_LOG = `${ROOT}test-results/emulators.log`;

/** The log's path as a person in the repository would type it. */
export const EMULATOR_LOG_SHOWN = relative(process.cwd(), EMULATOR_LOG) || EMULATOR_LOG;

/** Prints the log's last `count` lines, saying why and where the rest is. */
export function printEmulatorLogTail(why: string, count = 200): void {
  if (!existsSync(EMULATOR_LOG)) return;
  const lines = readFileSync(EMULATOR_LOG, 'utf8').trimEnd().split('\n');
  console.log(`\n[emulators] ${why}: the last ${Math.min(count, lines.length)} of the emulators' ${lines.length} log lines follow (emulator logs: ${EMULATOR_LOG_SHOWN})`);
  console.log(lines.slice(-count).join('\n'));
  console.log(`[emulators] end of the emulators' log tail (emulator logs: ${EMULATOR_LOG_SHOWN})\n`);
}
