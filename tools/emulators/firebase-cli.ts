import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ID, ROOT } from './config';
import { EMULATOR_LIST, emulatorEnvironment } from './environment';

/** Runs the pinned firebase-tools with the offline emulator environment. */
export function firebase(args: string[]): ChildProcess {
  return spawn(`${ROOT}node_modules/.bin/firebase`, [...args, '--project', PROJECT_ID, '--only', EMULATOR_LIST.join(',')], {
    cwd: ROOT,
    env: emulatorEnvironment(),
    stdio: 'inherit',
  });
}

/** Resolves with the exit code of a child process. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
