import { describe, expect, it } from 'vitest';
import {
  TARGETS,
  figuresOf,
  markdownTable,
  median,
  medianIndex,
  meets,
  publicBaseline,
  signedInFiguresOf,
  signedInTargets,
  wrongLanding,
  type LighthouseResultLike,
  type RunFigures,
} from './lighthouse-summary';

function result(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    categories: { performance: { score: 0.914 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 0.9 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: 120.4 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'first-contentful-paint': { numericValue: 1500 },
      'speed-index': { numericValue: 1800 },
      'resource-summary': {
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', requestCount: 20, transferSize: 400_000 },
            { resourceType: 'script', requestCount: 12, transferSize: 204_800 },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe('figuresOf', () => {
  it('reads scores as 0-100, metrics in seconds or ms, and script bytes from resource-summary', () => {
    expect(figuresOf(result())).toEqual({
      performance: 91,
      accessibility: 100,
      bestPractices: 96,
      seo: 90,
      lcpS: 2.1,
      tbtMs: 120.4,
      cls: 0.01,
      fcpS: 1.5,
      speedIndexS: 1.8,
      scriptKiB: 200,
      scriptRequests: 12,
    });
  });

  it('falls back to the network-requests Script rows without a resource summary', () => {
    const base = result();
    const { 'resource-summary': _summary, ...audits } = base.audits;
    const figures = figuresOf({
      ...base,
      audits: {
        ...audits,
        'network-requests': {
          details: {
            type: 'table',
            items: [
              { resourceType: 'Script', transferSize: 1024 },
              { resourceType: 'Image', transferSize: 9999 },
              { resourceType: 'Script', transferSize: 2048 },
            ],
          },
        },
      },
    });
    expect(figures.scriptKiB).toBe(3);
    expect(figures.scriptRequests).toBe(2);
  });

  it('refuses a run that did not measure', () => {
    expect(() => figuresOf(result({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toThrow(/NO_FCP/);
    expect(() => figuresOf(result({ categories: { ...result().categories, performance: { score: null } } }))).toThrow(/performance/);
    const { 'speed-index': _si, ...audits } = result().audits;
    expect(() => figuresOf(result({ audits }))).toThrow(/speed-index/);
  });
});

describe('medianIndex', () => {
  it('picks the middle run by performance score', () => {
    expect(medianIndex([72, 90, 80])).toBe(2);
    expect(medianIndex([80, 80, 70])).toBe(0);
  });

  it('picks the lower middle run of an even count, and the only run of one', () => {
    expect(medianIndex([90, 70])).toBe(1);
    expect(medianIndex([55])).toBe(0);
    expect(() => medianIndex([])).toThrow();
  });
});

describe('targets', () => {
  it('checks minimum scores and maximum times, limits included', () => {
    const figures = figuresOf(result());
    const missed = TARGETS.filter((target) => !meets(target, figures)).map((target) => target.label);
    expect(missed).toEqual(['performance >= 95', 'best practices = 100', 'SEO = 100', 'FCP <= 1.2 s', 'LCP <= 2.0 s']);
    expect(meets({ label: 'LCP <= 2.1 s', field: 'lcpS', at: 'most', limit: 2.1 }, figures)).toBe(true);
  });
});

describe('signed-in runs', () => {
  const page = '/dashboard/wishlist';

  it('measure the page asked for, query included', () => {
    expect(wrongLanding(page, `http://127.0.0.1:5000${page}`)).toBeUndefined();
    expect(wrongLanding('/dashboard/offerPage?propertyId=a', 'http://127.0.0.1:5000/dashboard/offerPage?propertyId=a')).toBeUndefined();
    expect(signedInFiguresOf({ ...result(), finalDisplayedUrl: `http://127.0.0.1:5000${page}` }, page).performance).toBe(91);
  });

  it('never count a run that ended on the login page or elsewhere', () => {
    expect(wrongLanding(page, 'http://127.0.0.1:5000/login')).toMatch(/login page.*signed out/);
    expect(wrongLanding(page, 'http://127.0.0.1:5000/')).toBe('it showed / instead');
    expect(wrongLanding('/dashboard/offerPage?propertyId=a', 'http://127.0.0.1:5000/dashboard/offerPage')).toMatch(/instead/);
    expect(() => signedInFiguresOf({ ...result(), finalDisplayedUrl: 'http://127.0.0.1:5000/login' }, page)).toThrow(/signed out/);
  });
});

describe('signed-in targets', () => {
  const figures = (performance: number, tbtMs: number, accessibility = 100): RunFigures => ({ ...figuresOf(result()), performance, tbtMs, accessibility });
  const publicPages = [
    { page: '/', figures: figures(100, 6) },
    { page: '/properties', figures: figures(99, 30) },
    { page: '/about', figures: figures(100, 0) },
    { page: '/contact', figures: figures(100, 34) },
  ];

  it('take the median, the mean of the middle two of an even count', () => {
    expect(median([34, 6, 30])).toBe(30);
    expect(median([6, 30, 0, 34])).toBe(18);
    expect(() => median([])).toThrow();
  });

  it('are relative to the public pages: their lowest performance (95 at most) and 1.5 times their median TBT', () => {
    const baseline = publicBaseline(publicPages);
    expect(baseline).toEqual({ pages: ['/', '/properties', '/about', '/contact'], lowestPerformance: 99, medianTbtMs: 18 });
    const targets = signedInTargets(baseline);
    expect(targets.map((target) => target.label)).toEqual(['performance >= 95', 'TBT <= 27 ms', 'accessibility = 100']);
    const missed = (f: RunFigures) => targets.filter((target) => !meets(target, f)).map((target) => target.label);
    expect(missed(figures(95, 27))).toEqual([]);
    expect(missed(figures(94, 27.1, 98))).toEqual(['performance >= 95', 'TBT <= 27 ms', 'accessibility = 100']);
  });

  it('ask no more than the public pages score when one of them is below 95', () => {
    const targets = signedInTargets(publicBaseline([...publicPages, { page: '/slow', figures: figures(88, 250) }]));
    expect(targets.map((target) => target.label)).toEqual(['performance >= 88', 'TBT <= 45 ms', 'accessibility = 100']);
    expect(meets(targets[0] as (typeof targets)[number], figures(88, 0))).toBe(true);
  });

  it('keep only accessibility without a public page measured', () => {
    expect(publicBaseline([])).toBeUndefined();
    expect(signedInTargets(undefined).map((target) => target.label)).toEqual(['accessibility = 100']);
  });
});

describe('markdownTable', () => {
  it('pads the columns', () => {
    expect(markdownTable(['page', 'perf'], [['/about', '83']])).toBe('| page   | perf |\n|--------|------|\n| /about | 83   |');
  });
});
