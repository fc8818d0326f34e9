/**
 * What public cards need of the legal check (domain/src/legal-check.ts), on its own: the card is on
 * every public page, whose JavaScript has a budget (docs/performance.md), so it carries the badge's
 * words and test, not the feature's messages.
 */

/** The badge of a passed check. */
export const LEGAL_CHECK_BADGE = 'Legal check passed';

/** Whether a listing shows the "Legal check passed" badge. */
export function hasPassedLegalCheck(listing: { legalCheck?: { status?: unknown } | null | undefined }): boolean {
  return listing.legalCheck?.status === 'passed';
}
