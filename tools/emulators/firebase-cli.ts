import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ID, ROOT } from './config';
import { EMULATOR_LIST, emulatorEnvironment } from './environment';
import { writeEmulatorConfig } from './hosting-config';

/**
 * Runs the pinned firebase-tools with the offline emulator environment and the emulator configuration
 * (hosting-config.ts). Its output goes to the terminal, or to `output` (an open file's descriptor).
 */
export function firebase(args: string[], output?: number): ChildProcess {
  const config = writeEmulatorConfig();
  return spawn(`${ROOT}node_modules/.bin/firebase`, [...args, '--config', config, '--project', PROJECT_ID, '--only', EMULATOR_LIST.join(',')], {
    cwd: ROOT,
    env: emulatorEnvironment(),
    stdio: output === undefined ? 'inherit' : ['ignore', output, output],
  });
}

/** Resolves with the exit code of a child process. */
export function exitCodeOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
