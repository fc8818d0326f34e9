// Figures the web bench reads from one Lighthouse result, the median run, the targets, and a plain
// text table to print them. Pure functions: tools/bench/run-lighthouse.ts does the measuring.

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

/** The public pages with performance targets (docs/performance.md), in the order the bench measures them. */
export const BENCH_PAGES = ['/', '/properties', '/about', '/contact'] as const;

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
