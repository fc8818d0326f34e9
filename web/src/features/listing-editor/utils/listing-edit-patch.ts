import type { ListingAgent, PropertyDoc } from '@homehaven/domain/documents';
import { statusFieldsForEdit, type RESUBMITTED } from '@homehaven/domain/listing-edit';
import { EDITABLE_FIELDS, type ListingDraft } from './listing-draft';

/** The fields an edit writes, besides `updatedAt` (the server's time, added by the caller). */
export type ListingEditPatch = Partial<ListingDraft> & { agent: ListingAgent } & Partial<typeof RESUBMITTED>;

/** The editable fields whose value the draft changes (exact comparison, as the rules' diff). */
export function changedFields(before: Pick<PropertyDoc, keyof ListingDraft>, after: ListingDraft): Partial<ListingDraft> {
  const changed: Partial<Record<keyof ListingDraft, string | number>> = {};
  for (const field of EDITABLE_FIELDS) if (before[field] !== after[field]) changed[field] = after[field];
  return changed as Partial<ListingDraft>;
}

/**
 * What Update property writes, or null when no field of the form changed ("Update failed",
 * and no write). Only the changed fields, the agent block (its uid kept), and the status fields of the
 * bait-and-switch guard: a content change sends the listing back to pending, a price-only one writes
 * no status (firestore.rules `isValidListingEdit`).
 */
export function listingEditPatch(before: Pick<PropertyDoc, keyof ListingDraft | 'agent'>, after: ListingDraft, agent: Omit<ListingAgent, 'uid'>): ListingEditPatch | null {
  const changed = changedFields(before, after);
  if (Object.keys(changed).length === 0) return null;
  return { ...changed, agent: { ...agent, uid: before.agent.uid }, ...statusFieldsForEdit(before, after) };
}
