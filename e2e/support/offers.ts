// Offer fixtures and the calls other people make during a buyer's journey (another buyer paying, the
// agent deciding), through the same facade and Stripe stand-in the app uses.
import type { Page } from 'playwright-core';
import { newOffer } from '@homehaven/domain/documents';
import { signInWithPassword } from '../../tools/emulators/auth-rest';
import { decideOffer, payOffer } from '../../tools/seed/demo-payments';
import type { TestUser } from './emulators';
import { addFixture } from './firestore-rest';
import { FIXTURE_IMAGE } from './listings';

/** A fresh ID token of a test account, for facade calls made outside the browser. */
export async function idTokenOf(user: TestUser): Promise<string> {
  return (await signInWithPassword(user.email, user.password)).idToken;
}

/** What an offer fixture copies of its listing. */
export interface OfferedListing {
  id: string;
  title: string;
  location: string;
  agent: TestUser;
}

/** Writes a pending offer by `buyer` on a listing (bypassing rules, as if made on the offer page). */
export function createOffer(buyer: TestUser, listing: OfferedListing, offerAmount: number, createdAt = new Date()): Promise<string> {
  const copied = { image: FIXTURE_IMAGE, title: listing.title, location: listing.location, agent: listing.agent };
  return addFixture('offers', { ...newOffer(listing.id, copied, buyer, offerAmount, createdAt) });
}

/** Pays an offer as its buyer (secret, card 4242, success report), as the payment page would. */
export async function payAs(buyer: TestUser, offerId: string): Promise<void> {
  await payOffer(await idTokenOf(buyer), offerId);
}

/** The agent's decision on a bought offer, through the decision endpoint. */
export async function decideAs(agent: TestUser, offerId: string, status: 'accepted' | 'rejected', propertyId: string): Promise<void> {
  await decideOffer(await idTokenOf(agent), offerId, status, propertyId);
}

/** Types a card into the payment page's card field and presses Pay. */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await page.locator('input[name="cardnumber"]').fill(number);
  await page.locator('input[name="exp-date"]').fill('12 / 34');
  await page.locator('input[name="cvc"]').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The Stripe stand-in's 3-D Secure dialog (tools/stripe-stand-in/browser/three-d-secure.ts): waits for it and answers as the bank would. */
export async function answerChallenge(page: Page, outcome: 'complete' | 'fail'): Promise<void> {
  const challenge = page.getByRole('dialog', { name: '3D Secure test page' });
  await challenge.getByRole('button', { name: outcome === 'complete' ? 'Complete authentication' : 'Fail authentication' }).click();
  await challenge.waitFor({ state: 'detached' });
}

/** What Stripe.js says under the card field when the payer fails their bank's 3-D Secure. */
export const AUTHENTICATION_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
