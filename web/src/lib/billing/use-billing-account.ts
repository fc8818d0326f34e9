import type { DocumentSnapshot } from 'firebase/firestore';
import { BILLING_ACCOUNTS, BILLING_STATUSES, slotHolderOf, type BillingStatus } from '@homehaven/domain/listing-slots';
import { useAuth } from '../auth/use-auth';
import { useRole } from '../auth/use-role';
import { useLiveDocument } from '../firebase/use-live-document';

/** A billing account as the screens show it (docs/plans.md "Quotas", "Subscribing"): read defensively, times as Dates. */
export interface BillingAccount {
  planId: string;
  planName: string;
  status: BillingStatus;
  listingsAllowed: number;
  listingsUsed: number;
  featuredAllowed: number;
  featuredUsed: number;
  photosPerListing: number;
  subscriptionId: string | null;
  interval: 'month' | 'year' | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  /** When the grace of a failed renewal ends (past due only). */
  graceEndsAt: Date | null;
  /** Listings paused (hidden, their slots free: docs/plans.md "Lapse"). */
  listingsPaused: number;
  /** Paid submissions bought and not used yet (docs/plans.md "Paid submissions"). */
  submissionCredits: number;
  /** A downgrade waiting for the period's end. */
  pendingChange: { planName: string; at: Date } | null;
}

const number = (value: unknown): number => (typeof value === 'number' ? value : 0);
const date = (value: unknown): Date | null => {
  const seconds = (value as { seconds?: unknown } | null)?.seconds;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
};

/** A stored downgrade waiting for the period's end, when it is whole. */
function pendingOf(value: unknown): BillingAccount['pendingChange'] {
  const change = value as { planName?: unknown; at?: unknown } | null | undefined;
  const at = date(change?.at);
  return typeof change?.planName === 'string' && at ? { planName: change.planName, at } : null;
}

/** An account from `billingAccounts/{uid}`; a missing count is none, an unknown status the free plan's. */
export function toBillingAccount(snapshot: DocumentSnapshot): BillingAccount {
  const status = snapshot.get('status') as unknown;
  const interval = snapshot.get('interval') as unknown;
  return {
    planId: String(snapshot.get('planId') ?? ''),
    planName: String(snapshot.get('planName') ?? ''),
    status: (BILLING_STATUSES as readonly unknown[]).includes(status) ? (status as BillingStatus) : 'free',
    listingsAllowed: number(snapshot.get('listingsAllowed')),
    listingsUsed: number(snapshot.get('listingsUsed')),
    featuredAllowed: number(snapshot.get('featuredAllowed')),
    featuredUsed: number(snapshot.get('featuredUsed')),
    photosPerListing: number(snapshot.get('photosPerListing')),
    subscriptionId: typeof snapshot.get('subscriptionId') === 'string' ? String(snapshot.get('subscriptionId')) : null,
    interval: interval === 'month' || interval === 'year' ? interval : null,
    currentPeriodEnd: date(snapshot.get('currentPeriodEnd')),
    cancelAtPeriodEnd: snapshot.get('cancelAtPeriodEnd') === true,
    pastDueSince: date(snapshot.get('pastDueSince')),
    graceEndsAt: date(snapshot.get('graceEndsAt')),
    listingsPaused: number(snapshot.get('listingsPaused')),
    submissionCredits: number(snapshot.get('submissionCredits')),
    pendingChange: pendingOf(snapshot.get('pendingChange')),
  };
}

/** The signed-in professional's billing account: whose it is, whether it is their agency's, and the account, live. */
export interface BillingAccountState {
  /** The account's holder (the agent, or their agency), null until the role has loaded. */
  holder: string | null;
  /** Whether the account covering them is their agency's. */
  agencyPlan: boolean;
  account: { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; account: BillingAccount | null };
}

/**
 * The account the signed-in professional's listings count on (docs/plans.md "Quotas"), live: a
 * listing created or deleted elsewhere, a plan paid for or lapsed, shows at once.
 */
export function useBillingAccount(): BillingAccountState {
  const { user } = useAuth();
  const role = useRole();
  const holder = user && role.status === 'success' ? slotHolderOf({ uid: user.uid, accountType: role.accountType, agencyUid: role.agencyUid }) : null;
  const live = useLiveDocument(BILLING_ACCOUNTS, holder, toBillingAccount);
  const agencyPlan = holder !== null && holder !== user?.uid;
  if (holder === null || live.status === 'loading') return { holder, agencyPlan, account: { status: 'loading' } };
  if (live.status === 'error') return { holder, agencyPlan, account: { status: 'error', retry: live.retry } };
  return { holder, agencyPlan, account: { status: 'ready', account: live.data } };
}

/** The plan's photos per listing once its account is read, else undefined (the editor then keeps the listing's own limit). */
export function photosAllowedOf(state: BillingAccountState): number | undefined {
  return state.account.status === 'ready' && state.account.account ? state.account.account.photosPerListing : undefined;
}
