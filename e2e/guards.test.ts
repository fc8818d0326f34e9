import { expect, test } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { open, signIn, waitForPath, waitForText } from './support/app';
import { useBrowser } from './support/browser';
import { createUserWithRole } from './support/emulators';

const fixture = useBrowser();

const SIDEBAR: Record<'user' | 'agent' | 'admin', string[]> = {
  // Viewings and Messages follow the role's own links for buyers and agents (admins are not participants).
  user: ['Wishlist', 'Property Bought', 'My Reviews', 'Viewings', 'Messages'],
  agent: ['Add Property', 'My Added Properties', 'Sold Properties', 'Requested Properties', 'Viewings', 'Messages'],
  admin: ['Manage Properties', 'Manage Users', 'Manage Reviews'],
};
const ALL_ROLE_LINKS = Object.values(SIDEBAR).flat();
/** Every role's, after its own: saved-search alerts and saved searches. */
const EVERY_ROLE = ['Notifications', 'Saved searches'];

test.each(['fraud', 'user'])('a %s visiting an admin route is sent to /', async (role) => {
  const { page } = fixture;
  await signIn(page, await createUserWithRole(role));
  await open(page, '/dashboard/manageUsers');
  await waitForPath(page, '/');
});

test('an admin may open the admin route', async () => {
  const { page } = fixture;
  await signIn(page, await createUserWithRole('admin'));
  await open(page, '/dashboard/manageUsers');
  await page.getByRole('heading', { name: 'Manage users', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/dashboard/manageUsers');
});

test.each(['/dashboard', '/dashboard/profile'])('a fraud user opening %s is sent to / and told the account is suspended', async (path) => {
  const { page } = fixture;
  await signIn(page, await createUserWithRole('fraud'));
  await open(page, path);
  await waitForPath(page, '/');
  await waitForText(page, MESSAGES.users.suspended);
});

test.each(Object.keys(SIDEBAR) as (keyof typeof SIDEBAR)[])("the %s sidebar shows exactly that role's links", async (role) => {
  const { page } = fixture;
  const user = await createUserWithRole(role);
  await signIn(page, user);
  await open(page, '/dashboard');
  await waitForText(page, `Welcome, ${user.name}!`);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: SIDEBAR[role][0] }).waitFor();
  const labels = (await nav.getByRole('link').allTextContents()).map((label) => label.trim());
  expect(labels).toEqual(['Dashboard Home', ...SIDEBAR[role], ...EVERY_ROLE, 'Profile']);
  expect(labels.filter((label) => ALL_ROLE_LINKS.includes(label))).toEqual(SIDEBAR[role]);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
});
