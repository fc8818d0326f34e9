import type { ListingAgent, PropertyDoc } from '@homehaven/domain/documents';
import { contentAfterEdit, statusFieldsForEdit, type RESUBMITTED } from '@homehaven/domain/listing-edit';
import { sameFacts, type ListingFacts } from '@homehaven/domain/listing-facts';
import { samePictures } from '@homehaven/domain/listing-media';
import { samePosition, type Position } from '@homehaven/domain/geo';
import { EDITABLE_FIELDS, type ListingDraft } from './listing-draft';

/** The listing's lists of pictures. */
const PICTURE_FIELDS = ['photos', 'floorPlans', 'panoramas'] as const;
type PictureField = (typeof PICTURE_FIELDS)[number];

/** The fields an edit changes; `null` removes a field (no facts left, a list emptied, the pin removed). */
export type EditedFields = Partial<Pick<ListingDraft, (typeof EDITABLE_FIELDS)[number]>> & { facts?: ListingFacts | null; position?: Position | null } & Partial<Record<PictureField, string[] | null>>;

/** The fields an edit writes, besides `updatedAt` (the server's time, added by the caller). */
export type ListingEditPatch = EditedFields & { agent: ListingAgent } & Partial<typeof RESUBMITTED>;

/** The stored listing an edit starts from: what the form edits and the agent block. */
export type EditedListing = Pick<PropertyDoc, (typeof EDITABLE_FIELDS)[number] | 'facts' | PictureField | 'position' | 'agent'>;

/** The fields the draft changes (exact comparison, as the rules' diff; lists in order). */
export function changedFields(before: EditedListing, after: ListingDraft): EditedFields {
  const changed: Partial<Record<(typeof EDITABLE_FIELDS)[number], string | number>> = {};
  for (const field of EDITABLE_FIELDS) if (before[field] !== after[field]) changed[field] = after[field];
  const edited: EditedFields = changed as EditedFields;
  const content = contentAfterEdit(before, after);
  if (!sameFacts(before.facts, content.facts)) edited.facts = content.facts ?? null;
  for (const field of PICTURE_FIELDS) if (!samePictures(before[field], content[field])) edited[field] = content[field] ?? null;
  if (!samePosition(before.position, content.position)) edited.position = content.position ? { lat: content.position.lat, lng: content.position.lng } : null;
  return edited;
}

/**
 * What Update property writes, or null when no field of the form changed ("Update failed",
 * and no write). Only the changed fields (`null` for one to delete), the agent block (its uid kept),
 * and the status fields of the bait-and-switch guard: a content change (text, cover, facts, pictures,
 * the map position) sends the listing back to pending, a price-only one writes no status (firestore.rules
 * `isValidListingEdit`).
 */
export function listingEditPatch(before: EditedListing, after: ListingDraft, agent: Omit<ListingAgent, 'uid'>): ListingEditPatch | null {
  const changed = changedFields(before, after);
  if (Object.keys(changed).length === 0) return null;
  return { ...changed, agent: { ...agent, uid: before.agent.uid }, ...statusFieldsForEdit(before, contentAfterEdit(before, after)) };
}
