// The Contact page's form, filled and sent as a visitor would (the Contact journey and the toasts' motion check).
import type { Page } from 'playwright-core';
import { MESSAGES } from '@homehaven/domain/messages';
import { open, waitForText } from './app';

/** Opens Contact, fills every field, sends the message and waits for its thanks. */
export async function sendContactMessage(page: Page): Promise<void> {
  await open(page, '/contact');
  await page.getByPlaceholder('Full Name').fill('Casey Contact');
  await page.getByPlaceholder('Email Address').fill('casey@example.com');
  await page.getByPlaceholder('Subject').fill('Viewing');
  await page.getByPlaceholder('Your Message').fill('Can I visit on Monday?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await waitForText(page, MESSAGES.contact.success);
}
