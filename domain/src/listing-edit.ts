import type { PropertyDoc } from './documents';

/**
 * The bait-and-switch guard (docs/architecture.md §6 Listing rules): what a buyer and
 * the admin's verdict judged is a listing's content. Changing any of it on a verified or rejected
 * listing sends the listing back to pending, in the same write; a price-only edit (prices, agent info,
 * updatedAt) keeps its status. firestore.rules (the owner's update branch) and the facade's
 * `PUT /properties/{id}` apply this same rule; docs/decisions.md "Listing edits and deletion".
 */

/** The fields whose change needs the admin's verdict again. */
export const LISTING_CONTENT_FIELDS = ['title', 'location', 'image', 'Details'] as const;

/** A listing's content: the fields of {@link LISTING_CONTENT_FIELDS}. */
export type ListingContent = Pick<PropertyDoc, (typeof LISTING_CONTENT_FIELDS)[number]>;

/** The status fields a content edit writes with it: back to pending, not verified. */
export const RESUBMITTED = { status: 'pending', isVerified: false } as const;

/** Whether `after` differs from `before` in any content field (exact comparison, as the rules' diff). */
export function changesContent(before: ListingContent, after: ListingContent): boolean {
  return LISTING_CONTENT_FIELDS.some((field) => before[field] !== after[field]);
}

/**
 * The status fields an agent's edit must write with its other fields: {@link RESUBMITTED} when the
 * content changes (a no-op on a pending listing; a verified or rejected one goes back to the admin),
 * nothing when only prices or agent info change. An edit never writes any other status.
 */
export function statusFieldsForEdit(before: ListingContent, after: ListingContent): typeof RESUBMITTED | Record<string, never> {
  return changesContent(before, after) ? RESUBMITTED : {};
}
