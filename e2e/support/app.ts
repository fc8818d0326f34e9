// Small steps the journeys share: open a route, wait for a path, sign in through the UI.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_URL } from './config';
import type { TestUser } from './emulators';

/** Opens an app route. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${APP_URL}${path}`);
}

/** Waits until the app shows the given path (client-side navigations included). */
export async function waitForPath(page: Page, path: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** Waits for visible text (a toast, a heading, an inline error). */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });
}

/** Fills the login form (the page must already show it) and submits. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through /login and waits for the success toast. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await open(page, '/login');
  await submitLogin(page, user.email, user.password);
  await waitForText(page, 'Login successful!');
}

/** The access token the app keeps in local storage (null when signed out). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access-token'));
}

/** Polls a value until it matches (live pages update in their own time; vitest's default of 1 s is short here). */
export function eventually<T>(read: () => Promise<T>, timeout = 15_000) {
  return expect.poll(read, { timeout, interval: 100 });
}
