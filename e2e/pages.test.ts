import { expect, test } from 'vitest';
import { ABOUT_COUNTERS } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { open, signIn, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { sendContactMessage } from './support/contact';
import { APP_URL } from './support/config';
import { createUserWithRole } from './support/emulators';

const fixture = useBrowser();

test('About counts up to its figures and the video button says there is no video', async () => {
  const { page } = fixture;
  // Journeys browse with reduced motion (support/browser.ts), under which the figures show at once:
  // this one lets the counters run.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await open(page, '/about');
  for (const value of Object.values(ABOUT_COUNTERS)) await waitForText(page, `${value}+`);
  await page.getByRole('button', { name: 'Play promo video' }).click();
  await waitForText(page, MESSAGES.video.title);
  await waitForText(page, MESSAGES.video.text);
  await page.getByRole('button', { name: MESSAGES.video.close }).click();
  await page.getByText(MESSAGES.video.text).waitFor({ state: 'hidden' });
});

test('Contact clears the form and thanks the visitor without any call', async () => {
  const { page } = fixture;
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The app's own files are not calls; its facade is, though same-origin (/api).
    if (url.origin !== APP_URL || url.pathname.startsWith('/api')) calls.push(request.url());
  });
  await sendContactMessage(page);
  expect(await page.getByPlaceholder('Full Name').inputValue()).toBe('');
  expect(calls.filter((url) => !url.includes(':9099') && !url.includes(':8080'))).toEqual([]);
});

test('the top bar shows the dashboard link and the display name in the avatar tooltip when signed in', async () => {
  const { page } = fixture;
  const user = await createUserWithRole('user');
  await signIn(page, user);
  await open(page, '/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Dashboard' }).waitFor();
  // Focus opens the same tooltip as hover; the pointer would land on the sign-in toast above it.
  await page.getByTestId('user-avatar').first().focus();
  await page.getByRole('tooltip').filter({ hasText: user.name }).waitFor();
});
