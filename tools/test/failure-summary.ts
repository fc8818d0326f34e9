// The last lines `npm test` prints when it fails: which tests failed and why, in a few lines, after the
// emulators' log tail. CI shows only the end of the terminal, so without this a failed run showed the
// Hosting access log and no test name (docs/testing.md, "Reading a run").
// Each vitest run of `npm test` also writes its results as JSON (`vitestReportArgs`); this reads them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ROOT } from '../emulators/config';

const REPORT_DIR = `${ROOT}test-results/vitest`;
/** At most this many failures are listed, each in one line of at most `LINE` characters. */
const MAX_LISTED = 12;
const LINE = 300;

/** The report file of one vitest project. */
function reportFile(project: string): string {
  return `${REPORT_DIR}/${project}.json`;
}

/** Arguments that make `vitest run --project <project>` keep its default output and also write its JSON report. */
export function vitestReportArgs(project: string): string[] {
  mkdirSync(REPORT_DIR, { recursive: true });
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(project)}`];
}

/** Removes the reports of an earlier run, so a suite that never ran is not summarised from old results. */
export function clearVitestReports(): void {
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

interface AssertionResult {
  readonly fullName: string;
  readonly status: string;
  readonly duration?: number | null;
  readonly failureMessages?: readonly string[];
}
interface FileResult {
  readonly name: string;
  readonly status: string;
  readonly message?: string;
  readonly assertionResults: readonly AssertionResult[];
}

/** The first meaningful line of a failure message, shortened to one printable line. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((text) => text.trim() !== '') ?? '';
  // eslint-disable-next-line no-control-regex -- colours a reporter may have left in the message
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return plain.length > LINE ? `${plain.slice(0, LINE - 1)}…` : plain;
}

/**
 * Where in the test file a failure happened (`:117`), from the first frame of its stack that names the
 * file: a waitFor's timeout says nothing of which wait it was, and a journey has dozens.
 */
function lineIn(message: string | undefined, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = new RegExp(`${escaped}:(\\d+):\\d+`).exec(message ?? '');
  return frame ? `:${frame[1]}` : '';
}

/**
 * The first line vitest's report gives a test that ran past its timeout: the stack of an error made where
 * the test was declared, whose message vitest does not put back (its runner's makeTimeoutError), so the
 * report says neither "timed out" nor which wait was slow.
 */
const TIMEOUT_STACK_LINE = 'Error: STACK_TRACE_ERROR';

/** What a failed test's line says: its message's first line, or that it ran past its timeout (and where it is declared). */
function whatFailed(test: AssertionResult, path: string): string {
  const message = test.failureMessages?.[0];
  const first = firstLine(message);
  if (first !== TIMEOUT_STACK_LINE) return `${path}${lineIn(message, path)} > ${test.fullName}: ${first}`;
  const after = typeof test.duration === 'number' ? ` after ${(test.duration / 1000).toFixed(0)} s` : '';
  return `${path}${lineIn(message, path)} > ${test.fullName}: timed out${after} (the test's timeout, vitest.config.ts; the line is where the test is declared)`;
}

/** A vitest JSON report, as far as the summary reads it. */
export interface VitestReport {
  readonly testResults?: readonly FileResult[];
}

/** One line per failed test of a report, or per file that failed outside its tests (a hook, an import). */
export function failuresIn(report: VitestReport): string[] {
  const lines: string[] = [];
  for (const result of report.testResults ?? []) {
    const path = relative(ROOT, result.name);
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(whatFailed(test, path));
    if (failed.length === 0 && result.status === 'failed') lines.push(`${path}: ${firstLine(result.message)}`);
  }
  return lines;
}

/** The failures of the projects' reports written by this run. */
function failedTests(projects: readonly string[]): string[] {
  return projects.flatMap((project) => {
    const file = reportFile(project);
    return existsSync(file) ? failuresIn(JSON.parse(readFileSync(file, 'utf8')) as VitestReport) : [];
  });
}

/** Prints the failed tests of the projects, and the last lines of parts that failed without a report. */
export function printFailureSummary(projects: readonly string[], otherFailures: readonly { name: string; tail: readonly string[] }[]): void {
  const tests = failedTests(projects);
  console.log('\n[failures] what failed, in short:');
  for (const line of tests.slice(0, MAX_LISTED)) console.log(`  ✗ ${line}`);
  if (tests.length > MAX_LISTED) console.log(`  ... and ${tests.length - MAX_LISTED} more (the suites' output above)`);
  for (const { name, tail } of otherFailures) {
    console.log(`  ✗ ${name}, its last lines:`);
    for (const line of tail) console.log(`    ${line}`);
  }
  if (tests.length === 0 && otherFailures.length === 0) console.log("  no test failed in the reports: see each part's output above");
}
