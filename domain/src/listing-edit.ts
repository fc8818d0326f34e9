import type { PropertyDoc } from './documents';
import { sameFacts, storedFacts } from './listing-facts';
import { galleryOf, samePictures, storedMedia } from './listing-media';
import { samePosition } from './geo';

/**
 * The bait-and-switch guard (docs/architecture.md §6 Listing rules): what a buyer and
 * the admin's verdict judged is a listing's content. Changing any of it on a verified or rejected
 * listing sends the listing back to pending, in the same write; a price-only edit (prices, agent info,
 * updatedAt) keeps its status. firestore.rules (the owner's update branch) and the facade's
 * `PUT /properties/{id}` apply this same rule; docs/decisions.md "Listing edits and deletion".
 */

/**
 * The fields whose change needs the admin's verdict again: the text, the cover, the facts, every
 * picture (a reordered gallery included: the rules compare lists as a whole) and the map position (a
 * pin moved to a better street is a new claim about the property).
 */
export const LISTING_CONTENT_FIELDS = ['title', 'location', 'image', 'Details', 'facts', 'photos', 'floorPlans', 'panoramas', 'position'] as const;

/** A listing's content: the fields of {@link LISTING_CONTENT_FIELDS}. */
export type ListingContent = Pick<PropertyDoc, (typeof LISTING_CONTENT_FIELDS)[number]>;

/** The status fields a content edit writes with it: back to pending, not verified. */
export const RESUBMITTED = { status: 'pending', isVerified: false } as const;

/**
 * A listing's content as it will be stored after an edit to `after`: facts as stored (none when
 * empty), empty lists absent, the position as set (none once the pin is removed), and a listing from
 * before galleries (no `photos`) that still shows only its one picture keeps having no `photos` (its
 * gallery is that picture: `galleryOf`), so opening and saving it changes nothing. Update property
 * and the facade's `PUT /properties/{id}` both store this, and judge the status by it
 * ({@link statusFieldsForEdit}); the facade first fills what its body leaves out from the stored listing.
 */
export function contentAfterEdit(before: ListingContent, after: ListingContent): ListingContent {
  const media = storedMedia(after);
  const keepsOldGallery = before.photos === undefined && samePictures(media.photos, galleryOf(before)) && after.image === before.image;
  return {
    title: after.title,
    location: after.location,
    image: after.image,
    Details: after.Details,
    facts: storedFacts(after.facts),
    photos: keepsOldGallery ? undefined : media.photos,
    floorPlans: media.floorPlans,
    panoramas: media.panoramas,
    position: after.position,
  };
}

/** Whether `after` differs from `before` in any content field (by value, as the rules' diff compares). */
export function changesContent(before: ListingContent, after: ListingContent): boolean {
  return (
    before.title !== after.title ||
    before.location !== after.location ||
    before.image !== after.image ||
    before.Details !== after.Details ||
    !sameFacts(before.facts, after.facts) ||
    !samePictures(before.photos, after.photos) ||
    !samePictures(before.floorPlans, after.floorPlans) ||
    !samePictures(before.panoramas, after.panoramas) ||
    !samePosition(before.position, after.position)
  );
}

/**
 * The status fields an agent's edit must write with its other fields: {@link RESUBMITTED} when the
 * content changes (a no-op on a pending listing; a verified or rejected one goes back to the admin),
 * nothing when only prices or agent info change. An edit never writes any other status.
 */
export function statusFieldsForEdit(before: ListingContent, after: ListingContent): typeof RESUBMITTED | Record<string, never> {
  return changesContent(before, after) ? RESUBMITTED : {};
}
