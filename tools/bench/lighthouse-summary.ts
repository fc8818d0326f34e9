// Figures the web bench reads from one Lighthouse result, the median run, the targets (the public
// pages', and the signed-in pages' relative to them), and a plain text table to print them. Pure
// functions: tools/bench/run-lighthouse.ts does the measuring.
import { paths } from '../../web/src/config/paths';

/** The part of a Lighthouse result (LH.Result) the bench reads; a real result is assignable to it. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown; errorMessage?: string }>;
  runtimeError?: { code: string; message: string };
}

/** One run's figures: category scores 0-100, times in seconds or milliseconds as named. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpS: number;
  tbtMs: number;
  cls: number;
  fcpS: number;
  speedIndexS: number;
  /** JavaScript transferred over the network (compressed, headers included), in KiB. */
  scriptKiB: number;
  scriptRequests: number;
  /** How long the server took to answer the page (the server-response-time audit), when measured. */
  serverResponseMs?: number;
}

/** The categories the bench asks Lighthouse for (its `onlyCategories`). */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const CATEGORY_FIELDS = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
} as const satisfies Record<(typeof CATEGORIES)[number], keyof RunFigures>;

const METRIC_AUDITS = {
  'largest-contentful-paint': 'lcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'first-contentful-paint': 'fcp',
  'speed-index': 'si',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Rows of a table audit's details (`{ type: 'table', items: [...] }`), or none. */
function tableItems(details: unknown): Record<string, unknown>[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/**
 * Script bytes transferred and script requests: from the resource-summary audit's "script" row, else
 * summed over the network-requests audit's Script rows.
 */
function scriptTransfer(lhr: LighthouseResultLike): { bytes: number; requests: number } {
  const row = tableItems(lhr.audits['resource-summary']?.details).find((item) => item.resourceType === 'script');
  if (row && typeof row.transferSize === 'number') {
    return { bytes: row.transferSize, requests: typeof row.requestCount === 'number' ? row.requestCount : 0 };
  }
  const scripts = tableItems(lhr.audits['network-requests']?.details).filter((item) => item.resourceType === 'Script');
  if (scripts.length === 0 && !lhr.audits['network-requests']?.details) throw new Error('neither resource-summary nor network-requests has details');
  const bytes = scripts.reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
  return { bytes, requests: scripts.length };
}

/** A run's figures; throws, saying why, when the run did not measure something (a runtime or audit error). */
export function figuresOf(lhr: LighthouseResultLike): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<(typeof CATEGORY_FIELDS)[keyof typeof CATEGORY_FIELDS], number>;
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    if (typeof score !== 'number') throw new Error(`no ${category} score`);
    scores[CATEGORY_FIELDS[category]] = Math.round(score * 100);
  }
  const metrics = {} as Record<(typeof METRIC_AUDITS)[keyof typeof METRIC_AUDITS], number>;
  for (const [audit, key] of Object.entries(METRIC_AUDITS) as [keyof typeof METRIC_AUDITS, (typeof METRIC_AUDITS)[keyof typeof METRIC_AUDITS]][]) {
    const value = lhr.audits[audit]?.numericValue;
    if (typeof value !== 'number') throw new Error(`no ${audit}: ${lhr.audits[audit]?.errorMessage ?? 'audit missing'}`);
    metrics[key] = value;
  }
  const scripts = scriptTransfer(lhr);
  const serverResponse = lhr.audits['server-response-time']?.numericValue;
  return {
    ...(typeof serverResponse === 'number' ? { serverResponseMs: serverResponse } : {}),
    ...scores,
    lcpS: metrics.lcp / 1000,
    tbtMs: metrics.tbt,
    cls: metrics.cls,
    fcpS: metrics.fcp / 1000,
    speedIndexS: metrics.si / 1000,
    scriptKiB: scripts.bytes / 1024,
    scriptRequests: scripts.requests,
  };
}

/**
 * Index of the median run by performance score (ties keep run order). With an even number of runs
 * (a run failed) it is the lower of the two middle ones: the bench never flatters.
 */
export function medianIndex(performanceScores: readonly number[]): number {
  if (performanceScores.length === 0) throw new Error('no runs');
  const order = performanceScores.map((score, index) => ({ score, index })).sort((a, b) => a.score - b.score || a.index - b.index);
  return (order[Math.floor((order.length - 1) / 2)] as { index: number }).index;
}

/** The figures every run has (the targets and the tables read them). */
export type AlwaysMeasured = Exclude<keyof RunFigures, 'serverResponseMs'>;

/** A target the median run should meet. */
export interface Target {
  label: string;
  field: AlwaysMeasured;
  at: 'least' | 'most';
  limit: number;
}

/** The targets (docs/performance.md): performance 95 or more, the other categories kept at 100. */
export const TARGETS: readonly Target[] = [
  { label: 'performance >= 95', field: 'performance', at: 'least', limit: 95 },
  { label: 'accessibility = 100', field: 'accessibility', at: 'least', limit: 100 },
  { label: 'best practices = 100', field: 'bestPractices', at: 'least', limit: 100 },
  { label: 'SEO = 100', field: 'seo', at: 'least', limit: 100 },
  { label: 'FCP <= 1.2 s', field: 'fcpS', at: 'most', limit: 1.2 },
  { label: 'LCP <= 2.0 s', field: 'lcpS', at: 'most', limit: 2.0 },
  { label: 'CLS <= 0.05', field: 'cls', at: 'most', limit: 0.05 },
  { label: 'TBT <= 150 ms', field: 'tbtMs', at: 'most', limit: 150 },
];

export function meets(target: Target, figures: RunFigures): boolean {
  const value = figures[target.field];
  return target.at === 'least' ? value >= target.limit : value <= target.limit;
}

/**
 * Why a signed-in page's run measured some other page, or nothing when it showed the page asked for.
 * Signed out, the login guard sends every signed-in page (the details page included) to /login; a
 * person without the page's role goes to /. Lighthouse's final URL follows the app's own navigations.
 */
export function wrongLanding(requestedPath: string, finalDisplayedUrl: string): string | undefined {
  const url = new URL(finalDisplayedUrl);
  const landed = `${url.pathname}${url.search}`;
  if (landed === requestedPath) return undefined;
  return url.pathname === paths.login.path ? `it showed the login page (${landed}): signed out` : `it showed ${landed} instead`;
}

/** A signed-in page's run's figures; throws, saying why, when it did not show the page asked for or did not measure. */
export function signedInFiguresOf(lhr: LighthouseResultLike & { finalDisplayedUrl: string }, requestedPath: string): RunFigures {
  const wrong = wrongLanding(requestedPath, lhr.finalDisplayedUrl);
  if (wrong) throw new Error(wrong);
  return figuresOf(lhr);
}

/** The median of some values (the mean of the middle two of an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** What the signed-in pages' targets are relative to: the public pages' median runs of the same bench run. */
export interface PublicBaseline {
  /** The public pages it was computed from. */
  pages: string[];
  /** The lowest performance score among their median runs. */
  lowestPerformance: number;
  /** The median of their median runs' TBT. */
  medianTbtMs: number;
}

/** The baseline from the public pages' median runs; none without a measured public page. */
export function publicBaseline(medians: readonly { page: string; figures: RunFigures }[]): PublicBaseline | undefined {
  if (medians.length === 0) return undefined;
  return {
    pages: medians.map((m) => m.page),
    lowestPerformance: Math.min(...medians.map((m) => m.figures.performance)),
    medianTbtMs: median(medians.map((m) => m.figures.tbtMs)),
  };
}

/** The performance the signed-in pages should keep at least, whatever the public pages score. */
const SIGNED_IN_PERFORMANCE_CAP = 95;
/** How much more blocking time than the public pages a signed-in page may have. */
const SIGNED_IN_TBT_FACTOR = 1.5;
const SIGNED_IN_ACCESSIBILITY: Target = { label: 'accessibility = 100', field: 'accessibility', at: 'least', limit: 100 };

/**
 * The signed-in pages' targets (docs/performance.md "Targets for signed-in pages"): performance at
 * least the lowest public page's (95 at most), TBT at most 1.5 times the public pages' median, and
 * accessibility 100. Without a baseline (no public page measured) only accessibility, which is absolute.
 */
export function signedInTargets(baseline: PublicBaseline | undefined): Target[] {
  if (!baseline) return [SIGNED_IN_ACCESSIBILITY];
  const performance = Math.min(baseline.lowestPerformance, SIGNED_IN_PERFORMANCE_CAP);
  const tbt = SIGNED_IN_TBT_FACTOR * baseline.medianTbtMs;
  return [
    { label: `performance >= ${performance}`, field: 'performance', at: 'least', limit: performance },
    { label: `TBT <= ${Number(tbt.toFixed(1))} ms`, field: 'tbtMs', at: 'most', limit: tbt },
    SIGNED_IN_ACCESSIBILITY,
  ];
}

/** A figure as the tables print it (seconds with two decimals, CLS with three, ...). */
export function formatFigure(field: keyof RunFigures, value: number): string {
  switch (field) {
    case 'lcpS':
    case 'fcpS':
    case 'speedIndexS':
      return value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    case 'scriptKiB':
      return value.toFixed(1);
    default:
      return String(Math.round(value));
  }
}

/** A Markdown table with padded columns (readable in a terminal, pasteable into docs). */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string => `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
