// The prerendered public pages as Hosting serves them (docs/decisions.md, "Public pages"): each page's
// own HTML with its text (what a visitor's Find in page and a crawler see before any script), its
// head (title, description, canonical address, link previews), only inline scripts the CSP allows by
// hash; robots.txt and sitemap.xml; and a page whose HTML differs from the app's first render is
// reported (the browser fixture fails any journey on that report).
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { chromium } from 'playwright-core';
import { ABOUT_COUNTERS, HEADLINE_FIGURE } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { PRICING_MESSAGES } from '@homehaven/domain/pricing';
import { pageMetaOf } from '../web/src/config/page-meta';
import { SMART_FEATURES } from '../web/src/features/home/content/smart-features';
import { STEP_WAIT } from './support/app';
import { LAUNCH } from './support/browser';
import { APP_URL } from './support/config';

/** The site's address in the emulator build (web/.env.emulator VITE_SITE_URL). */
const SITE = APP_URL;

async function page(path: string): Promise<{ status: number; html: string; csp: string }> {
  const response = await fetch(`${APP_URL}${path}`);
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** A meta tag's content (name= or property=). */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The text of the HTML (tags dropped), to look for what a reader sees. */
function text(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const PAGES = [
  { path: '/', expect: [...SMART_FEATURES.map((feature) => feature.name), HEADLINE_FIGURE, 'New Properties', 'Latest reviews'] },
  { path: '/properties', expect: ['All properties', 'Order by price', 'Every verified listing'] },
  { path: '/about', expect: [...Object.values(ABOUT_COUNTERS).map((value) => `${value}+`), 'A leader in selling and renting houses'] },
  { path: '/pricing', expect: [PRICING_MESSAGES.title, PRICING_MESSAGES.freeNote] },
  { path: '/contact', expect: ['Contact Us', 'Send Message'] },
  { path: '/login', expect: ['Welcome back', 'Email', 'Password', 'Forgot Password?'] },
  { path: '/register', expect: ['Create your account', 'Name', 'Photo'] },
] as const;

test.each(PAGES)('$path is prerendered: its text, its head and its links are in the HTML Hosting serves', async ({ path, expect: texts }) => {
  const { status, html } = await page(path);
  expect(status).toBe(200);
  expect(html).toMatch(/<div id="root" data-prerendered/);
  const shown = text(html);
  for (const wanted of texts) expect(shown, wanted).toContain(wanted);
  const pageMeta = pageMetaOf(path);
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(pageMeta.title.replace(/&/g, '&amp;'));
  expect(meta(html, 'description')).toBe(pageMeta.description);
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${SITE}${path}`);
  expect(meta(html, 'og:title')).toBe(pageMeta.title);
  expect(meta(html, 'og:url')).toBe(`${SITE}${path}`);
  expect(meta(html, 'og:image')).toBe(`${SITE}${pageMeta.image}`);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
});

test("/contact's form fields are named in its HTML", async () => {
  const { html } = await page('/contact');
  for (const label of ['Full Name', 'Email Address', 'Subject', 'Your Message']) expect(html).toContain(`aria-label="${label}"`);
});

test('an unknown address answers 404 with the prerendered not-found page, kept out of search engines', async () => {
  const { status, html } = await page('/no-such-page');
  expect(status).toBe(404);
  expect(text(html)).toContain(MESSAGES.notFound.title);
  expect(meta(html, 'robots')).toBe('noindex');
});

test.each(['/', '/properties', '/about', '/pricing', '/contact', '/login', '/register', '/no-such-page'])('%s carries no inline script its Content-Security-Policy would refuse', async (path) => {
  const { html, csp } = await page(path);
  const scriptSrc =
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find((words) => words[0] === 'script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  // Scripts the browser runs: not those with a file, nor data (type="application/json" is never run).
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  for (const script of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
  if (path === '/properties') expect(inline).toHaveLength(1);
});

test('robots.txt and sitemap.xml are served with their types, naming the public pages', async () => {
  const robots = await fetch(`${APP_URL}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toContain('Disallow: /dashboard');
  expect(rules).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  const sitemap = await fetch(`${APP_URL}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(['/', '/properties', '/about', '/pricing', '/contact'].map((path) => `${SITE}${path}`));
});

test('a prerendered page whose HTML differs from the first render is reported as a hydration mismatch', async () => {
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The page as served, with one heading changed: React's first render will not match it.
    await tab.route(`${APP_URL}/about`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('A leader in selling and renting houses', 'Not what the app renders') });
    });
    await tab.goto(`${APP_URL}/about`);
    await expect.poll(() => errors.some((error) => error.startsWith('Hydration mismatch')), { timeout: STEP_WAIT }).toBe(true);
    // React then renders the page itself: the app's own words replace the tampered ones.
    await tab.getByRole('heading', { name: 'A leader in selling and renting houses' }).waitFor();
  } finally {
    await browser.close();
  }
});
