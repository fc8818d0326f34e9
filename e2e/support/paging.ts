// The dashboard lists' cursor pager as the journeys check it.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DASHBOARD_PAGE_SIZE } from '@homehaven/domain/queries/paging';
import { eventually } from './app';

/**
 * With the list open on its first page, and `expected` (newest first) one page and a bit long:
 * page 1 shows the first page with no Previous, Next shows the rest as page 2 with no Next, and
 * Previous comes back to page 1 with a clean URL. `shown` reads the items on screen, in order.
 */
export async function expectTwoPages(page: Page, shown: () => Promise<string[]>, expected: string[]): Promise<void> {
  await eventually(shown).toEqual(expected.slice(0, DASHBOARD_PAGE_SIZE));
  const pages = page.getByRole('navigation', { name: 'Pages' });
  expect(await pages.getByRole('link', { name: 'Previous' }).count()).toBe(0);

  await pages.getByRole('link', { name: 'Next' }).click();
  await eventually(shown).toEqual(expected.slice(DASHBOARD_PAGE_SIZE));
  await pages.getByText('Page 2', { exact: true }).waitFor();
  expect(await pages.getByRole('link', { name: 'Next' }).count()).toBe(0);

  await pages.getByRole('link', { name: 'Previous' }).click();
  await eventually(shown).toEqual(expected.slice(0, DASHBOARD_PAGE_SIZE));
  expect(new URL(page.url()).search).toBe('');
}
