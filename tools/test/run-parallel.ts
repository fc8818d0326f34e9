// Runs commands side by side and exits non-zero if any failed. One of them may stream its output as it
// goes (the longest, so a run shows progress); the others' output is kept and printed as one block when
// each ends, so lines of different suites never interleave. Used by `npm test` (static checks beside the
// emulator suites) and by tools/test/emulator-suites.ts (the rules and functions suites side by side,
// then the browser suite on its own).
import { spawn } from 'node:child_process';

/** One command to run: a name for its output block, and whether it streams. */
export interface Job {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly stream?: boolean;
  readonly env?: Readonly<Record<string, string>>;
}

/** How a job ended. */
export interface Outcome {
  readonly name: string;
  readonly code: number;
  readonly seconds: number;
  /** The last lines a job that did not stream printed (empty for one that streamed). */
  readonly tail: readonly string[];
}

/** How many of a kept output's last lines an outcome carries. */
const TAIL_LINES = 20;

function run(job: Job): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.command, [...job.args], {
      stdio: job.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...job.env },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString();
      const tail = output
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(-TAIL_LINES);
      const outcome = { name: job.name, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), tail };
      if (!job.stream) process.stdout.write(`\n[${job.name}] output (ran side by side, ${outcome.seconds} s):\n${output}\n`);
      resolve(outcome);
    });
  });
}

/** Runs every job at once; prints how each ended and answers how each ended. */
export async function runJobs(jobs: readonly Job[]): Promise<Outcome[]> {
  const outcomes = await Promise.all(jobs.map(run));
  for (const { name, code, seconds } of outcomes) console.log(`[side by side] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
  return outcomes;
}

/** Runs every job at once; prints how each ended and answers true when all passed. */
export async function runSideBySide(jobs: readonly Job[]): Promise<boolean> {
  return (await runJobs(jobs)).every((outcome) => outcome.code === 0);
}
