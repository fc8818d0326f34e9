/**
 * Pausing a listing (docs/plans.md "Lapse"): a paused listing is withdrawn from the public and frees
 * its plan's slot, and is never deleted; resumed, it takes a slot again and is back as it was (a
 * verified listing public at once, without a new review). A plan that lapses pauses the listings
 * above the free plan; its owner chooses which stay live by pausing one and resuming another.
 */

/** The facade's answers for pausing and resuming (docs/facade.md "Paths"). */
export const PAUSE_MESSAGES = {
  sold: 'A sold property cannot be paused.',
  withdrawn: 'This listing is withdrawn: it cannot be paused or resumed.',
  notPaused: 'This listing is not paused.',
  paused: 'Listing paused: it is hidden from the public and its slot is free.',
  resumed: 'Listing resumed: it is live again.',
  failed: 'The listing could not be changed. Please try again.',
} as const;

/** The label of a paused listing, on its card and in the owner's lists. */
export const PAUSED_LABEL = 'Paused';

/** Whether a stored listing is paused. */
export function isPausedListing(listing: { readonly pausedAt?: unknown } | undefined): boolean {
  return listing?.pausedAt !== undefined && listing.pausedAt !== null;
}

/** A listing as pausing weighs it: its status and when it was made. */
export interface PauseCandidate {
  id: string;
  status: string;
  createdMillis: number;
}

/** The order listings keep their slots in: public ones first, newest first, then the others (pending, rejected), newest first. */
function keepOrder<T extends PauseCandidate>(listings: readonly T[]): T[] {
  const rank = (listing: T) => (listing.status === 'verified' ? 0 : 1);
  return [...listings].sort((a, b) => rank(a) - rank(b) || b.createdMillis - a.createdMillis);
}

/** Which of an account's listings are paused when only `keep` may hold a slot: the ids, the last in keep order first. */
export function listingsToPause(holding: readonly PauseCandidate[], keep: number): string[] {
  return keepOrder(holding)
    .slice(Math.max(0, keep))
    .reverse()
    .map((listing) => listing.id);
}

/** Which paused listings come back when `room` slots are free: the first in keep order. */
export function listingsToResume(paused: readonly PauseCandidate[], room: number): string[] {
  return keepOrder(paused)
    .slice(0, Math.max(0, room))
    .map((listing) => listing.id);
}
