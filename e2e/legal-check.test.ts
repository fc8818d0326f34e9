// The legal check (docs/listings.md "Legal check"): an agent attaches a title deed to their listing in
// Update property; an admin finds it in Manage properties' Legal checks and opens it (in a new tab, at a
// short-lived address on the functions' origin), fails the check with a note the agent reads live (the public never), then passes it; the public card on
// /properties and the details page show "Legal check passed". A stranger opening the document's
// address is refused. One journey, two browsers (the agent's and the admin's), axe on each page changed.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LEGAL_CHECK_MESSAGES as L } from '@homehaven/domain/legal-check';
import { API_URL } from '../tools/emulators/config';
import { signInWithPassword } from '../tools/emulators/auth-rest';
import { samplePdf } from '../tools/seed/sample-pdf';
import { check, WIDTHS } from './support/axe';
import { eventually, open, signIn } from './support/app';
import { useBrowser } from './support/browser';
import { FIRESTORE_URL, PROJECT_ID } from './support/config';
import { createUserWithRole } from './support/emulators';
import { createListing, uniqueWord } from './support/listings';

const fixture = useBrowser();
const DEED = samplePdf('Title deed', ['Parcel 7, Denver', 'Registered owner: the listing agent']);
const NOTE = 'The deed is not signed. Please attach the signed copy.';

/** The ids of a listing's document records, read as the emulator's owner (rules bypassed). */
async function documentIds(propertyId: string): Promise<string[]> {
  const response = await fetch(`${FIRESTORE_URL}/v1/projects/${PROJECT_ID}/databases/(default)/documents/properties/${propertyId}/documents`, { headers: { Authorization: 'Bearer owner' } });
  const body = (await response.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((doc) => doc.name.split('/').pop() ?? '');
}

/** The Manage properties row (or card) of the listing titled `title`. */
const adminRow = (page: Page, title: string) => page.getByTestId('admin-listing').filter({ hasText: title });

test('an agent attaches a title deed, an admin opens it, fails then passes the check; the badge is public and strangers are refused the file', async () => {
  const { page } = fixture;
  const agent = await createUserWithRole('agent');
  const word = uniqueWord();
  const title = `${word} Deed House`;
  // An hour ahead: first in Manage properties' newest-first lists, whatever other journeys add meanwhile.
  const id = await createListing(agent, { title, location: `${word} Hill, Denver`, createdAt: new Date(Date.now() + 60 * 60_000) });

  // The agent attaches the deed in Update property: listed at once, the check pending.
  await signIn(page, agent);
  await open(page, `/dashboard/updateProperty/${id}`);
  await page.getByRole('heading', { name: 'Ownership documents' }).waitFor();
  await page.getByText('No ownership documents yet.').waitFor();
  await page.getByLabel('Attach a document').setInputFiles({ name: 'Title deed.pdf', mimeType: 'application/pdf', buffer: DEED });
  await page.getByTestId('legal-document').filter({ hasText: 'Title deed.pdf' }).waitFor();
  await eventually(() => page.getByTestId('legal-check-status').getAttribute('data-status')).toBe('pending');
  const [documentId] = await documentIds(id);
  // Axe on a phone only where the change is a section of a page other journeys check at both widths (test time: docs/testing.md).
  await check(page, 'update-property-documents', 390, () => page.getByTestId('legal-document').first().waitFor());

  // The admin, in another browser, opens the document from Manage properties.
  const adminContext = await fixture.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, await createUserWithRole('admin'));
    // Through Legal checks, the admin's queue of documents waiting (the listing is verified: any status shows).
    await open(admin, '/dashboard/manageProperties?status=legalCheck');
    await adminRow(admin, title)
      .getByRole('button', { name: `Documents of ${title} (1)` })
      .click();
    const dialog = admin.getByTestId('legal-check-dialog');
    await dialog.getByTestId('legal-document').filter({ hasText: 'Title deed.pdf' }).waitFor();
    // A new tab, at a short-lived address the facade hands out on the functions' own origin, never the
    // app's: the document opens sandboxed there (the headless shell downloads a PDF rather than showing it).
    // The tab is watched from its first moment: the document can arrive (and its download end) before the link's answer is read.
    // The first outcome that comes counts: the headless shell turns the navigation into a download (and aborts it); a browser with a PDF viewer shows it.
    const tabOpened = new Promise<{ tab: Page; opened: Promise<string> }>((resolve) => {
      adminContext.once('page', (tab) =>
        resolve({ tab, opened: Promise.any([tab.waitForEvent('download').then((download) => download.url()), tab.waitForURL(/\/document-links\//).then(() => tab.url())]) }),
      );
    });
    const [{ tab, opened }, link] = await Promise.all([
      tabOpened,
      admin.waitForResponse((response) => response.url().endsWith(`/properties/${id}/documents/${documentId}/link`) && response.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Open Title deed.pdf' }).click(),
    ]);
    expect(link.status()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    expect(new URL(url).origin).toBe(new URL(API_URL).origin);
    expect(new URL(url).origin).not.toBe(new URL(admin.url()).origin);
    expect(await opened).toBe(url);
    expect(await tab.evaluate(() => window.opener as unknown)).toBeNull();
    await tab.close();
    const file = await fetch(url);
    expect([file.status, file.headers.get('content-type'), file.headers.get('content-disposition')]).toEqual([200, 'application/pdf', 'inline; filename="Title deed.pdf"']);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect([file.headers.get('cache-control'), file.headers.get('x-content-type-options')]).toEqual(['private, no-store', 'nosniff']);
    expect(Buffer.from(await file.arrayBuffer()).includes('(Parcel 7, Denver) Tj')).toBe(true);
    for (const width of WIDTHS) await check(admin, 'manage-properties-legal-check', width, () => dialog.getByTestId('legal-document').first().waitFor());

    // Failed needs a note; the agent reads it without a reload, in the editor and in My Added Properties.
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await dialog.getByText(L.noteRequired).waitFor();
    await dialog.getByLabel(/Note for the agent/).fill(NOTE);
    await dialog.getByRole('button', { name: 'Mark failed' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Decided, it leaves the queue live; Verified (a link, no page load) shows it failed.
    await adminRow(admin, title).waitFor({ state: 'detached' });
    await admin.getByRole('link', { name: 'Verified', exact: true }).click();
    await adminRow(admin, title).getByText('Legal check failed').waitFor();
    await page.getByTestId('legal-check-note').filter({ hasText: NOTE }).waitFor();
    // The public listing says nothing of the note: it is the agent's and the admins' alone.
    expect(await (await fetch(`${API_URL}/properties/${id}`)).text()).not.toContain(NOTE);
    await open(page, '/dashboard/myAddProperty');
    await page.getByRole('article', { name: title }).getByText(`Why: ${NOTE}`).waitFor();

    // Passed: the badge on the public card of /properties and on the details page.
    await adminRow(admin, title)
      .getByRole('button', { name: `Documents of ${title} (1)` })
      .click();
    await dialog.getByRole('button', { name: 'Mark passed' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminRow(admin, title).getByText('Legal check passed').waitFor();
    await open(admin, `/properties?search=${word}`);
    await admin.getByRole('article', { name: title }).getByTestId('legal-check-badge').waitFor();
    await check(admin, 'details-legal-check', 390, async () => {
      await open(admin, `/DetailsPage/${id}`);
      await admin.getByTestId('legal-check-badge').waitFor();
    });
  } finally {
    await adminContext.close();
  }

  // A stranger at the document's address: a plain visit carries no token (401); a buyer's token is refused (403). Never the bytes.
  const address = `${API_URL}/properties/${id}/documents/${documentId}`;
  const visit = await page.goto(address);
  expect(visit?.status()).toBe(401);
  expect(await page.content()).not.toContain('%PDF');
  const buyer = await createUserWithRole('user');
  const { idToken } = await signInWithPassword(buyer.email, buyer.password);
  const asBuyer = await fetch(address, { headers: { Authorization: `Bearer ${idToken}` } });
  expect(asBuyer.status).toBe(403);
  expect(await asBuyer.text()).not.toContain('%PDF');
});
