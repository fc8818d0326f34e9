// The emulator suites of `npm test`, inside `tools/emulators/exec.ts`: the rules suite and the functions
// suite side by side (each owns its own Firestore project, and both mostly wait on the emulators), then
// the browser journeys. The functions suite prints as it goes; the rules suite's output follows it.
// Usage: tsx tools/test/emulator-suites.ts
import { spawn } from 'node:child_process';

/** Runs `vitest run --project <project>`, streaming or collecting its output; resolves its exit code and output. */
function vitest(project: string, stream: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', project], { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const [rules, functions] = await Promise.all([vitest('rules', false), vitest('functions', true)]);
process.stdout.write(`\n[emulator-suites] rules suite (ran beside the functions suite):\n${rules.output}`);
if (rules.code !== 0 || functions.code !== 0) {
  console.error(`[emulator-suites] rules exited ${rules.code}, functions exited ${functions.code}: the browser journeys do not run.`);
  process.exit(1);
}
process.exit((await vitest('e2e', true)).code);
