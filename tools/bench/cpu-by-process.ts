// Where a command's CPU goes, by kind of process (Chromium, the Firestore emulator, the firebase CLI,
// the function workers, the test processes, the builds and checks): runs the command and prints the
// CPU-seconds each kind used, exited processes included. Linux only, as root, with cgroup v1's cpuacct
// controller mounted (/sys/fs/cgroup/cpuacct): each kind gets a cgroup, and every few hundred
// milliseconds each new process of the run is moved into its kind's cgroup (its children are then born
// there); the kernel counts the rest. A process that ends before it is moved is counted with its parent.
// Figures and how they were read: docs/testing.md, "How long it takes".
// Usage: tsx tools/bench/cpu-by-process.ts [--json <file>] -- <command> [args...]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

/** Kinds of process, the first whose test matches the command line wins. */
const KINDS: readonly { name: string; test: (cmdline: string) => boolean }[] = [
  { name: 'chromium', test: (c) => /chrom(e|ium)/.test(c.split(' ')[0] ?? '') || c.includes('chromium-headless-shell') },
  { name: 'firestore emulator (java)', test: (c) => c.startsWith('java ') || c.includes('/bin/java ') },
  { name: 'function workers', test: (c) => c.includes('functionsEmulatorRuntime') },
  { name: 'firebase CLI (auth, hosting, functions emulators)', test: (c) => c.includes('/firebase ') || c.includes('firebase-tools') },
  { name: 'e2e test workers', test: (c) => c.includes('vitest') && c.includes('e2e') },
  { name: 'vitest (unit, rules, functions)', test: (c) => c.includes('vitest') },
  { name: 'tsc', test: (c) => c.includes('typescript/bin/tsc') || / tsc( |$)/.test(c) },
  { name: 'eslint', test: (c) => c.includes('eslint') },
  { name: 'web builds (vite, esbuild, prerender)', test: (c) => c.includes('vite') || c.includes('esbuild') || c.includes('prerender') },
  { name: 'npm ci, npm', test: (c) => /(^|\/)npm( |$)|npm-cli|npm ci/.test(c) },
  { name: 'stand-ins, tsx and other node', test: (c) => c.includes('node') || c.includes('tsx') },
  { name: 'other', test: () => true },
];

const args = process.argv.slice(2);
const separator = args.indexOf('--');
if (separator < 0 || separator === args.length - 1) {
  console.error('usage: tsx tools/bench/cpu-by-process.ts [--json <file>] -- <command> [args...]');
  process.exit(2);
}
const jsonAt = args.indexOf('--json');
const jsonFile = jsonAt >= 0 && jsonAt < separator ? args[jsonAt + 1] : undefined;
const [command, ...commandArgs] = args.slice(separator + 1) as [string, ...string[]];
if (!existsSync(`${CPUACCT}/cpuacct.usage`)) {
  console.error(`[cpu] no cgroup v1 cpuacct controller at ${CPUACCT}: cannot account CPU by process here.`);
  process.exit(2);
}

const root = `${CPUACCT}/cpu-by-process-${process.pid}`;
const groupOf = (index: number) => `${root}/kind-${index}`;
mkdirSync(root);
KINDS.forEach((_, index) => mkdirSync(groupOf(index)));

function cmdline(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}
const pidsIn = (group: string) => readFileSync(`${group}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);

/**
 * Moves every process of the run into the cgroup of its kind. A process born in a kind's cgroup stays
 * there unless it is of a kind listed before it: the e2e suite's worker processes (whose command line
 * does not say e2e) stay with it, the Chromium it starts does not.
 */
function sort(): void {
  const groups = [root, ...KINDS.map((_, index) => groupOf(index))];
  groups.forEach((group, at) => {
    const current = at === 0 ? Infinity : at - 1;
    for (const pid of pidsIn(group)) {
      const line = cmdline(pid);
      if (line === undefined || line === '') continue;
      const kind = KINDS.findIndex((k) => k.test(line));
      if (kind >= current) continue;
      const target = groupOf(kind);
      try {
        writeFileSync(`${target}/cgroup.procs`, pid);
      } catch {
        // Gone meanwhile.
      }
    }
  });
}

const started = Date.now();
const child = spawn(command, commandArgs, { stdio: 'inherit' });
if (child.pid) writeFileSync(`${root}/cgroup.procs`, String(child.pid));
const timer = setInterval(sort, 250);
const code = await new Promise<number>((resolve) => child.on('exit', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
clearInterval(timer);

const seconds = (group: string) => Number(readFileSync(`${group}/cpuacct.usage`, 'utf8')) / 1e9;
const rows = KINDS.map((kind, index) => ({ kind: kind.name, cpuSeconds: Math.round(seconds(groupOf(index))) })).filter((row) => row.cpuSeconds > 0);
const unsorted = Math.round(seconds(root) - rows.reduce((sum, row) => sum + row.cpuSeconds, 0));
const wall = Math.round((Date.now() - started) / 1000);
const total = Math.round(seconds(root));
console.log(`\n[cpu] ${command} ${commandArgs.join(' ')}: ${wall} s wall, ${total} CPU-seconds (${(total / wall).toFixed(2)} cores on average)`);
for (const row of [...rows].sort((a, b) => b.cpuSeconds - a.cpuSeconds)) console.log(`[cpu]   ${String(row.cpuSeconds).padStart(6)}  ${row.kind}`);
if (unsorted > 0) console.log(`[cpu]   ${String(unsorted).padStart(6)}  not sorted (the run's first process)`);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ command: [command, ...commandArgs], wallSeconds: wall, cpuSeconds: total, kinds: rows }, null, 2)}\n`);

// Leftover processes (none, normally) go back to the root cgroup so the groups can be removed.
for (const group of [...KINDS.map((_, index) => groupOf(index)), root]) {
  for (const pid of existsSync(group) ? pidsIn(group) : []) {
    try {
      writeFileSync(`${CPUACCT}/cgroup.procs`, pid);
    } catch {
      // Gone meanwhile.
    }
  }
}
for (const group of [...KINDS.map((_, index) => groupOf(index)), root]) {
  try {
    rmdirSync(group);
  } catch {
    // Still busy: the kernel removes nothing; a later run uses a new name.
  }
}
process.exit(code);
