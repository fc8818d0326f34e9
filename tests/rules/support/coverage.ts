import { mkdirSync, writeFileSync } from 'node:fs';
import { ROOT, hostOf } from '../../../tools/emulators/config';
import { RULES_PROJECT_ID } from './env';

/** One node of the emulator's rule coverage report: an expression, what it evaluated to, its parts. */
interface CoverageNode {
  readonly sourcePosition: { readonly line: number; readonly column: number; readonly currentOffset: number; readonly endOffset: number };
  readonly values?: readonly { readonly value: Readonly<Record<string, unknown>>; readonly count: number }[];
  readonly children?: readonly CoverageNode[];
}
/** The JSON report (`...:ruleCoverage`). */
interface CoverageReport {
  readonly rules: { readonly files: readonly { readonly content: string }[] };
  readonly report: readonly CoverageNode[];
}

/** An expression the suite never evaluated. */
export interface UnexercisedExpression {
  readonly line: number;
  readonly column: number;
  readonly source: string;
}

/** Summary of one coverage report. */
export interface CoverageSummary {
  readonly expressions: number;
  readonly evaluated: number;
  /** Outermost never-evaluated expressions (their parts are not listed again). */
  readonly unexercised: readonly UnexercisedExpression[];
}

const COVERAGE_DIR = `${ROOT}coverage/rules/`;
const BASE = `http://${hostOf('firestore')}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage`;

/**
 * Whether an expression produced a value in some request. The emulator lists every expression of a
 * rule it ran; one skipped by short-circuiting shows an empty value (`{}`), one in a function never
 * called shows `{undefined: {}}`. Neither counts as evaluated.
 */
function isEvaluated(node: CoverageNode): boolean {
  return (node.values ?? []).some(({ value, count }) => {
    const kinds = Object.keys(value);
    return count > 0 && kinds.length > 0 && !kinds.includes('undefined');
  });
}

/** Walks the report's expression trees. */
export function summarise(report: CoverageReport): CoverageSummary {
  const source = report.rules.files[0]?.content ?? '';
  let expressions = 0;
  let evaluated = 0;
  const unexercised: UnexercisedExpression[] = [];
  const walk = (node: CoverageNode, insideUnexercised: boolean): void => {
    expressions += 1;
    const hit = isEvaluated(node);
    if (hit) evaluated += 1;
    if (!hit && !insideUnexercised) {
      const { line, column, currentOffset, endOffset } = node.sourcePosition;
      unexercised.push({ line, column, source: source.slice(currentOffset, endOffset).replace(/\s+/g, ' ') });
    }
    for (const child of node.children ?? []) walk(child, insideUnexercised || !hit);
  };
  for (const node of report.report) walk(node, false);
  return { expressions, evaluated, unexercised };
}

/** Fetches the HTML and JSON coverage reports, writes them to coverage/rules/, and summarises them. */
export async function collectCoverage(): Promise<CoverageSummary> {
  // JSON only: the emulator's HTML report of ~1,000 tests' evaluations took it over 30 s of CPU while
  // the other suites ran beside this one; the JSON holds the same counts (and the line of each).
  const json = await fetch(BASE).then((r) => r.text());
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(`${COVERAGE_DIR}firestore-coverage.json`, json);
  return summarise(JSON.parse(json) as CoverageReport);
}

/** Prints the summary and every expression never evaluated. */
export function printCoverage(summary: CoverageSummary): void {
  const lines = [
    `Rules coverage (${RULES_PROJECT_ID}): ${summary.evaluated}/${summary.expressions} expressions evaluated; report in coverage/rules/.`,
    ...summary.unexercised.map((item) => `  never evaluated: line ${item.line}:${item.column}  ${item.source}`),
  ];
  if (summary.unexercised.length === 0) lines.push('  every rule expression was evaluated at least once.');
  console.log(lines.join('\n'));
}
