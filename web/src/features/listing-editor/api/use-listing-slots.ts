import type { DocumentSnapshot } from 'firebase/firestore';
import { BILLING_ACCOUNTS, slotHolderOf, type BillingAccountDoc } from '@homehaven/domain/listing-slots';
import { useAuth } from '../../../lib/auth/use-auth';
import { useRole } from '../../../lib/auth/use-role';
import { useLiveDocument } from '../../../lib/firebase/use-live-document';

/** What a new listing's slot needs: whose account it counts on, and that account as it stands. */
export interface ListingSlots {
  /** The account's holder (the agent, or their agency), null until the role has loaded. */
  holder: string | null;
  /** Whether the account covering them is their agency's. */
  agencyPlan: boolean;
  /** The account: loading, not there (or refused), or its plan and usage, live. */
  account: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; account: Pick<BillingAccountDoc, 'planName' | 'listingsAllowed' | 'listingsUsed'> | null };
}

/** The plan and usage fields of `billingAccounts/{uid}`, read defensively (a missing count is none). */
function toSlots(snapshot: DocumentSnapshot): Pick<BillingAccountDoc, 'planName' | 'listingsAllowed' | 'listingsUsed'> {
  const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
  return { planName: String(snapshot.get('planName') ?? ''), listingsAllowed: number(snapshot.get('listingsAllowed')), listingsUsed: number(snapshot.get('listingsUsed')) };
}

/**
 * The signed-in professional's listing slots (docs/plans.md "Quotas"), live: a listing created,
 * deleted or sold elsewhere, or a plan changed, shows at once.
 */
export function useListingSlots(): ListingSlots {
  const { user } = useAuth();
  const role = useRole();
  const holder = user && role.status === 'success' ? slotHolderOf({ uid: user.uid, accountType: role.accountType, agencyUid: role.agencyUid }) : null;
  const live = useLiveDocument(BILLING_ACCOUNTS, holder, toSlots);
  const agencyPlan = holder !== null && holder !== user?.uid;
  if (holder === null || live.status === 'loading') return { holder, agencyPlan, account: { status: 'loading' } };
  if (live.status === 'error') return { holder, agencyPlan, account: { status: 'error', retry: live.retry } };
  return { holder, agencyPlan, account: { status: 'ready', account: live.data } };
}
