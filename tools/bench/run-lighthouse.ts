// The measuring half of `npm run bench:web` (tools/bench/web.ts): runs inside `tools/emulators/exec.ts`
// with a fresh emulator suite up. Loads the demo data, serves the emulator build (web/dist-emulator)
// with the Hosting emulator (firebase.json's headers and rewrites, as deployed), runs Lighthouse's default (mobile) configuration RUNS times per
// page with a fresh Chromium each run: the public pages, then the signed-in ones (signed in through
// /login into a profile per role: signed-in-profile.ts). Prints the median run's figures against the
// targets, and writes every run's figures to .local/bench/web-<date>.json (with --html, the median
// runs' HTML reports too; with --trace, every run's Chromium trace, for tools/bench/trace-tasks.ts). Exits 0 whatever the figures; 1 only when it could not measure. See
// docs/performance.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { API_URL, HOSTING_URL, LOCAL_DIR, PROJECT_ID, ROOT, hostOf } from '../emulators/config';
import { EMULATOR_LIST } from '../emulators/environment';
import { exitCodeOf } from '../emulators/firebase-cli';
import { waitForEmulators, waitForFacade, waitForUrl } from '../emulators/wait-ready';
import { BENCH_ACCOUNTS, DETAILS_LISTING_TITLE, PUBLIC_PAGES, choosePages, pathOf, signedInAs, type BenchRole, type SignedInPage } from './bench-pages';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import {
  CATEGORIES,
  TARGETS,
  figuresOf,
  formatFigure,
  markdownTable,
  medianIndex,
  meets,
  publicBaseline,
  signedInFiguresOf,
  signedInTargets,
  type RunFigures,
  type Target,
} from './lighthouse-summary';
import { copyForRun, firstSignedInVisit, removeProfile, signInThroughForm } from './signed-in-profile';

const BASE_URL = HOSTING_URL;
/**
 * The pages (bench-pages.ts); `--page /properties` or `--page buyer-wishlist` (repeatable) measures
 * only those, for working on one page; the figures of record measure them all.
 */
const chosen = process.argv.flatMap((arg, index, all) => (all[index - 1] === '--page' ? [arg] : []));
const { publicPages: PUBLIC, signedInPages: SIGNED_IN } = choosePages(chosen);
const RUNS = 3;
/**
 * How long Lighthouse waits for the page to settle (its default is 45 s). Pages with live Firestore
 * queries never settle: the SDK's Listen channel is a request that stays open by design, and Lighthouse
 * waits for no high-priority request in flight, so every such run would sit out the whole wait. Every
 * other request has ended within ~7 s here; 20 s keeps a wide margin and halves the bench's time. The
 * figures are computed from what was recorded up to the end of the wait, as with the default.
 */
const MAX_WAIT_FOR_LOAD_MS = 20_000;
const OUT_DIR = `${LOCAL_DIR}bench/`;
const writeHtml = process.argv.includes('--html');
const writeTraces = process.argv.includes('--trace');
/** A traced run samples its JavaScript too (which functions ran), at some cost to its figures. */
const SAMPLED = 'disabled-by-default-v8.cpu_profiler';

const log = (message: string): void => console.log(`[bench] ${message}`);
const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A Lighthouse run: its figures, or why it could not measure. */
interface Run {
  run: number;
  seconds: number;
  figures?: RunFigures;
  error?: string;
  warnings: string[];
  benchmarkIndex?: number;
  /** Where the page ended (Lighthouse's final URL): a signed-in page's must be the page asked for. */
  landedOn?: string;
  lhr?: Result;
}

type MeasuredRun = Run & { figures: RunFigures };

/** A page's runs and median run, or why none ran. */
interface PageResult {
  /** Its path as measured. */
  page: string;
  /** A signed-in page's short name and role. */
  signedIn?: { name: string; role: BenchRole };
  runs: Run[];
  median?: MeasuredRun;
  /** Why the page was not measured at all (a sign-in or a first visit that failed). */
  error?: string;
}

/** A signed-in run's session: a copy of the role's profile, and the path the run must end on. */
interface SignedInRun {
  profileDir: string;
  runDir: string;
  path: string;
}

/**
 * One Lighthouse run of the default (mobile) configuration in a fresh Chromium. A signed-in page's
 * runs on a copy of its role's profile, with `disableStorageReset` so Lighthouse neither clears the
 * origin's storage before the run nor after it; the copy leaves the caches out, so the HTTP cache is
 * as cold as the public pages' (signed-in-profile.ts).
 */
async function measure(label: string, url: string, run: number, signedIn?: SignedInRun): Promise<Run> {
  const started = Date.now();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    if (signedIn) copyForRun(signedIn.profileDir, signedIn.runDir);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', ...(signedIn ? { userDataDir: signedIn.runDir } : {}) });
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      maxWaitForLoad: MAX_WAIT_FOR_LOAD_MS,
      ...(signedIn ? { disableStorageReset: true } : {}),
      ...(writeTraces ? { additionalTraceCategories: SAMPLED } : {}),
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    if (writeTraces) {
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(`${OUT_DIR}trace-${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`, JSON.stringify(result.artifacts.Trace));
    }
    const lhr = result.lhr;
    const base = { run, seconds: (Date.now() - started) / 1000, warnings: lhr.runWarnings.map(String), benchmarkIndex: lhr.environment.benchmarkIndex, landedOn: lhr.finalDisplayedUrl, lhr };
    try {
      return { ...base, figures: signedIn ? signedInFiguresOf(lhr, signedIn.path) : figuresOf(lhr) };
    } catch (error) {
      return { ...base, error: errorText(error) };
    }
  } catch (error) {
    return { run, seconds: (Date.now() - started) / 1000, error: errorText(error), warnings: [] };
  } finally {
    chrome?.kill();
    if (signedIn) removeProfile(signedIn.runDir);
  }
}

/** RUNS runs of a page, each logged as it ends, and the median one by performance score. */
async function measureRuns(label: string, url: string, signedIn?: SignedInRun): Promise<{ runs: Run[]; median?: MeasuredRun }> {
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measure(label, url, run, signedIn);
    runs.push(result);
    const f = result.figures;
    log(
      f
        ? `${label} run ${run}/${RUNS}: performance ${f.performance}, LCP ${formatFigure('lcpS', f.lcpS)} s, TBT ${formatFigure('tbtMs', f.tbtMs)} ms, server response ${f.serverResponseMs?.toFixed(0) ?? '?'} ms (${result.seconds.toFixed(0)} s)`
        : `${label} run ${run}/${RUNS}: could not measure: ${result.error ?? 'unknown error'}`,
    );
  }
  const measured = runs.filter((run): run is MeasuredRun => run.figures !== undefined);
  const median = measured.length > 0 ? measured[medianIndex(measured.map((run) => run.figures.performance))] : undefined;
  return { runs, ...(median ? { median } : {}) };
}

/**
 * One visit before the runs, in a browser, so they measure pages as a site with visitors serves them:
 * otherwise the first run also measures the start of the functions in the emulator (the `pages`
 * function's render of All properties, the `api` function serving pictures from the local store), a
 * cost a deployed site pays once per instance (and its CDN copy hides), not once per visit. Answers
 * how long the page's HTML took, so the cold figure is on record too.
 */
async function firstVisit(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const tab = await browser.newPage();
    const started = Date.now();
    let answered = 0;
    tab.on('response', (response) => {
      if (response.url() === url) answered = Date.now() - started;
    });
    await tab.goto(url, { waitUntil: 'load' });
    return answered;
  } finally {
    await browser.close();
  }
}

/** The emulator build, as the Hosting emulator serves it (firebase.json's headers and rewrites: what deploys). */
async function checkServed(): Promise<void> {
  if (!existsSync(`${ROOT}web/dist-emulator/index.html`)) throw new Error('web/dist-emulator is missing: run `npm run build:emulator --workspace web` (npm run bench:web does)');
  await waitForUrl(BASE_URL, 30_000);
}

/** The seeded id of the listing whose details page is measured (the seed lets Firestore choose ids). */
async function detailsListingId(): Promise<string> {
  process.env.FIRESTORE_EMULATOR_HOST = hostOf('firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-web'));
  const found = await db.collection('properties').where('title', '==', DETAILS_LISTING_TITLE).get();
  const ids = found.docs.filter((doc) => doc.get('status') === 'verified' && doc.get('withdrawn') !== true).map((doc) => doc.id);
  if (ids.length !== 1 || !ids[0]) throw new Error(`expected one public listing "${DETAILS_LISTING_TITLE}" in the demo data, found ${ids.length}`);
  return ids[0];
}

/** Measures the signed-in pages: per role, a sign-in through /login into its profile; per page, a first visit in it, then the runs on copies. */
async function measureSignedIn(pages: readonly SignedInPage[]): Promise<PageResult[]> {
  const details = pages.find((page) => page.route.includes(':id'));
  const detailsId = details ? await detailsListingId() : '';
  if (details) log(`${details.name} measures the details page of "${DETAILS_LISTING_TITLE}": ${pathOf(details, detailsId)}`);
  const profiles = mkdtempSync(join(tmpdir(), 'homehaven-bench-profiles-'));
  const results: PageResult[] = [];
  try {
    for (const role of [...new Set(pages.map((page) => page.role))]) {
      const account = BENCH_ACCOUNTS[role];
      const profileDir = join(profiles, role);
      const rolePages = pages.filter((page) => page.role === role);
      let signInError: string | undefined;
      try {
        const started = Date.now();
        await signInThroughForm(profileDir, BASE_URL, account);
        log(`signed in as ${account.email} (${role}) through /login in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        signInError = errorText(error);
        log(`could not sign in as ${account.email}: ${signInError}`);
      }
      for (const page of rolePages) {
        const path = pathOf(page, detailsId);
        const signedIn = { name: page.name, role };
        if (signInError) {
          results.push({ page: path, signedIn, runs: [], error: signInError });
          continue;
        }
        const url = `${BASE_URL}${path}`;
        try {
          log(`${page.name} (${path}): a first visit, signed in, not measured, answered in ${await firstSignedInVisit(profileDir, url, page.heading)} ms and showed "${page.heading}"`);
        } catch (error) {
          log(`${page.name} (${path}): could not measure: ${errorText(error)}`);
          results.push({ page: path, signedIn, runs: [], error: errorText(error) });
          continue;
        }
        results.push({ page: path, signedIn, ...(await measureRuns(page.name, url, { profileDir, runDir: join(profiles, 'run'), path })) });
      }
    }
  } finally {
    removeProfile(profiles);
  }
  return results;
}

function commitOf(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'web', 'domain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} + uncommitted changes in web/ or domain/` : commit;
  } catch {
    return 'unknown';
  }
}

const slug = (result: PageResult): string => result.signedIn?.name ?? (result.page === '/' ? 'home' : result.page.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-'));

const spread = (runs: Run[]): string => {
  const scores = runs.flatMap((run) => (run.figures ? [run.figures.performance] : []));
  return `${Math.min(...scores)}-${Math.max(...scores)}`;
};

/** A target's cell: the median run's figure, and whether it meets the target. */
const targetCell = (target: Target, figures: RunFigures): string => `${formatFigure(target.field, figures[target.field])} ${meets(target, figures) ? 'ok' : 'MISSED'}`;

const indexRange = (results: PageResult[]): string | undefined => {
  const indexes = results.flatMap((p) => p.runs.flatMap((run) => (run.benchmarkIndex === undefined ? [] : [run.benchmarkIndex])));
  return indexes.length > 0 ? `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}` : undefined;
};

async function main(): Promise<number> {
  await waitForEmulators(EMULATOR_LIST);
  await waitForFacade(API_URL);
  log('loading the demo data...');
  const seeded = Date.now();
  if ((await exitCodeOf(spawn(`${ROOT}node_modules/.bin/tsx`, ['tools/seed/seed.ts'], { cwd: ROOT, stdio: 'inherit' }))) !== 0) throw new Error('seeding failed');
  log(`demo data loaded in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
  await checkServed();
  log(`serving web/dist-emulator at ${BASE_URL}; Lighthouse ${RUNS} runs per page, mobile preset, fresh Chromium per run`);

  const publicResults: PageResult[] = [];
  for (const page of PUBLIC) {
    log(`${page}: a first visit, not measured, answered in ${await firstVisit(`${BASE_URL}${page}`)} ms`);
    publicResults.push({ page, ...(await measureRuns(page, `${BASE_URL}${page}`)) });
  }
  const signedInResults = SIGNED_IN.length > 0 ? await measureSignedIn(SIGNED_IN) : [];
  const pages = [...publicResults, ...signedInResults];

  const measured = (results: PageResult[]) => results.filter((p): p is PageResult & { median: MeasuredRun } => p.median !== undefined);
  const measuredPublic = measured(publicResults);
  const measuredSignedIn = measured(signedInResults);
  const measuredPages = [...measuredPublic, ...measuredSignedIn];
  const who = (result: PageResult): string => (result.signedIn ? signedInAs(result.signedIn.role) : '-');

  console.log(`\nLighthouse ${measuredPages[0]?.median.lhr?.lighthouseVersion ?? ''}, mobile preset (simulated throttling, Moto G Power), median of ${RUNS} runs by performance score\n`);
  console.log(
    markdownTable(
      ['page', 'signed in as', 'perf', 'perf min-max', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'FCP s', 'SI s', 'JS KiB'],
      measuredPages.map((result) => {
        const f = result.median.figures;
        return [
          result.page,
          who(result),
          formatFigure('performance', f.performance),
          spread(result.runs),
          formatFigure('accessibility', f.accessibility),
          formatFigure('bestPractices', f.bestPractices),
          formatFigure('seo', f.seo),
          formatFigure('lcpS', f.lcpS),
          formatFigure('tbtMs', f.tbtMs),
          formatFigure('cls', f.cls),
          formatFigure('fcpS', f.fcpS),
          formatFigure('speedIndexS', f.speedIndexS),
          formatFigure('scriptKiB', f.scriptKiB),
        ];
      }),
    ),
  );

  if (measuredPublic.length > 0) {
    console.log('\nTargets, public pages (median run):\n');
    console.log(
      markdownTable(
        ['target', ...measuredPublic.map((p) => p.page)],
        TARGETS.map((target) => [target.label, ...measuredPublic.map(({ median: { figures } }) => targetCell(target, figures))]),
      ),
    );
  }
  const baseline = publicBaseline(measuredPublic.map((p) => ({ page: p.page, figures: p.median.figures })));
  const signedInGoals = signedInTargets(baseline);
  if (measuredSignedIn.length > 0) {
    if (baseline) {
      const partial = baseline.pages.length < PUBLIC_PAGES.length ? ` (only ${baseline.pages.join(', ')} measured: the figures of record measure every public page)` : '';
      console.log(
        `\nTargets, signed-in pages (median run), relative to this run's public pages${partial}: lowest performance ${baseline.lowestPerformance}, median TBT ${formatFigure('tbtMs', baseline.medianTbtMs)} ms:\n`,
      );
    } else {
      console.log(
        "\nTargets, signed-in pages (median run): the performance and TBT targets are relative to the public pages' figures of the same run, and no public page was measured (--page chose only signed-in pages): skipped.\n",
      );
    }
    console.log(
      markdownTable(
        ['page', 'signed in as', ...signedInGoals.map((target) => target.label)],
        measuredSignedIn.map((result) => [result.signedIn?.name ?? result.page, who(result), ...signedInGoals.map((target) => targetCell(target, result.median.figures))]),
      ),
    );
  }
  const missed = [
    ...TARGETS.flatMap((target) => measuredPublic.filter((p) => !meets(target, p.median.figures)).map((p) => `${p.page} ${target.label}`)),
    ...signedInGoals.flatMap((target) => measuredSignedIn.filter((p) => !meets(target, p.median.figures)).map((p) => `${p.signedIn?.name ?? p.page} ${target.label}`)),
  ];
  console.log(missed.length === 0 ? '\nEvery page meets every target.' : `\n${missed.length} target(s) missed (a benchmark: reported, not failed).`);
  const warnings = [...new Set(pages.flatMap((p) => p.runs.flatMap((run) => run.warnings)))];
  for (const warning of warnings) {
    // Expected with MAX_WAIT_FOR_LOAD_MS on pages with live queries (the Listen channel never ends).
    const expected = warning.startsWith('The page loaded too slowly') ? ` (expected on pages with live Firestore queries: their Listen channel stays open; see docs/performance.md)` : '';
    console.log(`Lighthouse warning: ${warning}${expected}`);
  }
  const publicIndexes = indexRange(publicResults);
  const signedInIndexes = indexRange(signedInResults);
  if (publicIndexes || signedInIndexes) {
    const ranges = [publicIndexes && `public pages ${publicIndexes}`, signedInIndexes && `signed-in pages ${signedInIndexes}`].filter(Boolean).join(', ');
    console.log(`Machine benchmark index (Lighthouse's CPU speed measure; other load on the machine lowers it): ${ranges}`);
  }

  const date = new Date().toLocaleDateString('sv'); // YYYY-MM-DD, local time
  mkdirSync(OUT_DIR, { recursive: true });
  const summaryFile = `${OUT_DIR}web-${date}.json`;
  const summary = {
    date: new Date().toISOString(),
    commit: commitOf(),
    url: BASE_URL,
    build: 'web/dist-emulator (vite build --mode emulator) served by the Hosting emulator (firebase.json headers); emulators seeded with the demo data',
    lighthouse: measuredPages[0]?.median.lhr?.lighthouseVersion,
    userAgent: measuredPages[0]?.median.lhr?.environment.hostUserAgent,
    settings: {
      preset: 'default (mobile)',
      runsPerPage: RUNS,
      categories: CATEGORIES,
      maxWaitForLoadMs: MAX_WAIT_FOR_LOAD_MS,
      chromeFlags: CHROME_FLAGS,
      signedInPages:
        'signed in through /login (Playwright) into a Chromium profile per role; each run on a copy of it without its caches (cold HTTP cache), with disableStorageReset: true; a run whose final URL is not the page is not measured',
    },
    targets: TARGETS,
    signedInTargets: { baseline, targets: signedInGoals },
    detailsListing: SIGNED_IN.some((page) => page.route.includes(':id')) ? DETAILS_LISTING_TITLE : undefined,
    pages: pages.map((result) => {
      const goals = result.signedIn ? signedInGoals : TARGETS;
      return {
        page: result.page,
        ...(result.signedIn ? { name: result.signedIn.name, signedInAs: { role: result.signedIn.role, email: BENCH_ACCOUNTS[result.signedIn.role].email } } : {}),
        ...(result.error ? { error: result.error } : {}),
        medianRun: result.median?.run,
        performanceSpread: result.median ? spread(result.runs) : undefined,
        targets: result.median ? Object.fromEntries(goals.map((t) => [t.label, meets(t, (result.median as MeasuredRun).figures)])) : undefined,
        runs: result.runs.map(({ lhr: _lhr, ...run }) => run),
      };
    }),
  };
  writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
  log(`every run's figures: ${summaryFile.slice(ROOT.length)}`);
  if (writeHtml) {
    for (const result of measuredPages) {
      if (!result.median.lhr) continue;
      const file = `${OUT_DIR}web-${date}-${slug(result)}.html`;
      writeFileSync(file, generateReport(result.median.lhr, 'html'));
      log(`median run's report for ${result.signedIn?.name ?? result.page}: ${file.slice(ROOT.length)}`);
    }
  }

  const unmeasured = pages.filter((p) => !p.median).map((p) => p.signedIn?.name ?? p.page);
  if (unmeasured.length > 0) {
    console.error(`[bench] could not measure ${unmeasured.join(', ')}: every run failed, or the page could not be visited signed in (see above)`);
    return 1;
  }
  return 0;
}

let code: number;
try {
  code = await main();
} catch (error) {
  console.error(`[bench] ${errorText(error)}`);
  code = 1;
}
process.exit(code);
