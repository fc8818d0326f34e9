import { useRef, useState } from 'react';
import { MESSAGES } from '@homehaven/domain/messages';
import { BILLING_ACCOUNTS } from '@homehaven/domain/listing-slots';
import { newListing } from '@homehaven/domain/new-listing';
import { useAuth } from '../../../lib/auth/use-auth';
import { loadSignedInLive } from '../../../lib/firebase/signed-in-live/load-signed-in-live';
import { SERVER_TIME, incrementBy } from '../../../lib/firebase/signed-in-live/write-values';
import { newDocumentId } from '../../../lib/new-document-id';
import { agentOf, type ListingDraft } from '../utils/listing-draft';

/** Which slot a new listing takes: one of the plan's, or a paid submission bought earlier (domain `slotForNewListing`). */
export type NewListingSlot = 'plan' | 'paid';

/** The account's side of the batch for each slot (the rules check the listing and the count against each other). */
const SLOT_WRITES = {
  plan: { listing: {}, account: () => ({ listingsUsed: incrementBy(1) }) },
  paid: { listing: { paidSlot: true }, account: () => ({ submissionCredits: incrementBy(-1) }) },
} as const;

/**
 * Creates the agent's listing as `properties/{id}`, pending (docs/product.md §11.1 Listing status),
 * taking a slot of `holder`'s account in the same batch (docs/plans.md "Quotas": the rules refuse the
 * listing without it, and the slot past the plan's allowance): one of the plan's, or a paid
 * submission ("Paid submissions"), which then holds a slot of its own. The id is fixed for the page's lifetime
 * and a second call while one runs shares it, so a double click creates one listing (a repeated create
 * would be an update, which the rules refuse). Resolves the new listing's id.
 */
export function useAddListing(holder: string | null) {
  const { user } = useAuth();
  const [listingId] = useState(newDocumentId);
  const running = useRef<Promise<string> | null>(null);

  const create = async (draft: ListingDraft, slot: NewListingSlot): Promise<string> => {
    if (!user || holder === null) throw new Error(MESSAGES.property.addFailed);
    const writes = SLOT_WRITES[slot];
    await (
      await loadSignedInLive()
    ).writeSignedIn([
      { op: 'set', path: `properties/${listingId}`, data: { ...newListing(draft, agentOf(user), holder, SERVER_TIME), ...writes.listing } },
      { op: 'update', path: `${BILLING_ACCOUNTS}/${holder}`, data: { ...writes.account(), lastListingId: listingId } },
    ]);
    return listingId;
  };

  return (draft: ListingDraft, slot: NewListingSlot): Promise<string> => {
    running.current ??= create(draft, slot).finally(() => {
      running.current = null;
    });
    return running.current;
  };
}
