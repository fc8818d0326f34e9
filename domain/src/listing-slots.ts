/**
 * Listing slots (docs/plans.md "Quotas"): every professional's listings count against one billing
 * account, `billingAccounts/{holderUid}`: their own, or their agency's when they belong to one. Only
 * functions write an account's plan and allowances; a client creating a listing takes a slot in the
 * same batch (`listingsUsed` one more, `lastListingId` the new listing), which the rules check against
 * `listingsAllowed`. Deleting, selling or pausing a listing frees its slot (functions).
 */

/** The collection of billing accounts, one per professional or agency, its id their uid. */
export const BILLING_ACCOUNTS = 'billingAccounts';

/** The plan every approved professional has without paying. */
export const FREE_PLAN_ID = 'free';

/** What a plan allows: listings taking a slot at once, featured listings at once, photos per listing. */
export interface PlanAllowances {
  listingsAllowed: number;
  featuredAllowed: number;
  photosPerListing: number;
}

/** The free plan's allowances until an admin sets others (docs/plans.md "Plans"). */
export const FREE_PLAN_ALLOWANCES: PlanAllowances = { listingsAllowed: 1, featuredAllowed: 0, photosPerListing: 20 };

/** The free plan's name, as the billing page and the pricing page show it. */
export const FREE_PLAN_NAME = 'Free';

/** Where an account's plan stands: free, paid and current, a renewal failed (grace), or lapsed to the free plan. */
export const BILLING_STATUSES = ['free', 'active', 'past_due', 'lapsed'] as const;
/** One of {@link BILLING_STATUSES}. */
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** `billingAccounts/{uid}` as clients read it. Timestamps are typed by the caller (web and admin SDKs differ). */
export interface BillingAccountDoc<Time = unknown> extends PlanAllowances {
  planId: string;
  planName: string;
  /** The version of a paid plan the account is on (plans.ts: its terms kept while they subscribe); none on the free plan. */
  planVersion?: number;
  status: BillingStatus;
  /** Listings taking one of the plan's slots now (not sold, not paused, not paid for one by one). */
  listingsUsed: number;
  /** Listings featured from the plan's allowance now. */
  featuredUsed: number;
  /** Paid submissions bought and not used yet (one-off-prices.ts): each lets one listing hold a slot of its own. */
  submissionCredits?: number;
  /** Paid submissions ever bought: names the next purchase, so a double click pays once. */
  submissionsBought?: number;
  /** The listing whose creation took the last slot (the rules tie the two writes together). */
  lastListingId?: string;
  /** Stripe Billing (docs/plans.md "Subscribing"): the account's Stripe customer, once it first subscribed. */
  stripeCustomerId?: string;
  /** The subscription paying for the plan, while it is active or past due. */
  subscriptionId?: string;
  /** A subscription started and not paid yet (its first invoice open). */
  pendingSubscriptionId?: string;
  /** How the paid plan is billed. */
  interval?: 'month' | 'year';
  /** What the subscription brings a month (a yearly price's twelfth), in cents: its share of the recurring revenue (docs/plans.md "Revenue"). */
  recurringCents?: number;
  /** When the period paid for ends: the next renewal, or the end when it is to cancel then. */
  currentPeriodEnd?: Time;
  /** The subscription ends at currentPeriodEnd rather than renewing. */
  cancelAtPeriodEnd?: boolean;
  /** A downgrade waiting for the period's end: the plan it becomes, its Stripe price, and when. */
  pendingChange?: { planId: string; planName: string; priceId: string; at: Time };
  /** When the renewal first failed (status past_due): the grace is counted from it. */
  pastDueSince?: Time;
  /** When the grace ends and the subscription is cancelled (past due only: docs/plans.md "Lapse"). */
  graceEndsAt?: Time;
  /** When the e-mail saying the grace ends soon is due; removed once it is sent. */
  graceReminderAt?: Time;
  /** The account's listings paused (listing-pause.ts): they hold no slot until resumed. */
  listingsPaused?: number;
  updatedAt: Time;
}

/** What decides whose account a professional's listings count on. */
export interface SlotHolderInput {
  uid: string;
  accountType?: string | null | undefined;
  agencyUid?: string | null | undefined;
}

/** The uid of the billing account a professional's new listing counts on: their agency's when they belong to one, else their own. */
export function slotHolderOf(person: SlotHolderInput): string {
  if (person.accountType !== 'agency' && typeof person.agencyUid === 'string' && person.agencyUid !== '') return person.agencyUid;
  return person.uid;
}

/** Paid submissions an account may still use (docs/plans.md "Paid submissions"). */
export function creditsLeft(account: Pick<BillingAccountDoc, 'submissionCredits'>): number {
  return Math.max(0, account.submissionCredits ?? 0);
}

/** Slots still free on an account (never below 0: an account may hold more than a smaller plan allows). */
export function slotsLeft(account: Pick<BillingAccountDoc, 'listingsAllowed' | 'listingsUsed'>): number {
  return Math.max(0, account.listingsAllowed - account.listingsUsed);
}

/** A new account on the free plan, holding `listingsUsed` listings already (an agent made by hand may have some). */
export function freeAccount<Time>(listingsUsed: number, now: Time, allowances: PlanAllowances = FREE_PLAN_ALLOWANCES): BillingAccountDoc<Time> {
  return { planId: FREE_PLAN_ID, planName: FREE_PLAN_NAME, status: 'free', ...allowances, listingsUsed, featuredUsed: 0, updatedAt: now };
}

/** Which slot a new listing takes: one of the plan's while any is free, else a paid submission's, else none (refused). */
export function slotForNewListing(account: Pick<BillingAccountDoc, 'listingsAllowed' | 'listingsUsed' | 'submissionCredits'>): 'plan' | 'paid' | null {
  if (slotsLeft(account) > 0) return 'plan';
  return creditsLeft(account) > 0 ? 'paid' : null;
}
