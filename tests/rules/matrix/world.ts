import { userSearchKeys } from '../../../domain/src/search';
import { IDENTITIES, type Identity } from './actors';
import { LATER, PROPERTIES, PROPERTY, day } from './listings';
import { newOffer, newReview, newWishlistEntry } from './payloads';
import { CONVERSATION_WORLD } from './conversations';
import { ALERT_WORLD } from './alerts';
import { PRICE_HISTORY_WORLD } from './price-history';
import { NEIGHBOURHOOD_WORLD } from './neighbourhood';
import { VIEWING_WORLD } from './viewings';
import { LEGAL_CHECK_WORLD, withLegalChecks } from './legal-check';
import { INSIGHT_WORLD } from './insights';
import { APPLICATION_WORLD, APPROVED_ACCOUNTS } from './applications';
import { AGENCY_WORLD } from './agencies';
import type { DocData, MatrixCollection } from './types';
import { ROOMY_ACCOUNT } from '../../support/billing-fixture';

/**
 * The documents every case starts from (seeded with rules disabled before each test). Ids are fixed so
 * cases can name them; reviews, wishlist entries and offers are the payloads the app would write, with
 * fixed timestamps.
 */

/** Review, wishlist and offer ids in the world. */
export const REVIEW = { byUser: 'review-user', byOtherUser: 'review-other-user' } as const;
export const WISHLIST = {
  byUser: `${IDENTITIES.user.uid}_${PROPERTY.verified}`,
  byOtherUser: `${IDENTITIES.otherUser.uid}_${PROPERTY.verified}`,
} as const;
export const OFFER = { byUser: 'offer-user', byOtherUser: 'offer-other-user', bought: 'offer-bought' } as const;
/** Plan ids: the free plan, one on sale, one hidden. */
export const PLAN = { free: 'free', pro: 'plan-pro', hidden: 'plan-hidden' } as const;
/** The agent's one invoice. */
export const INVOICE = 'in_agent_first';
/** The agent's one paid submission (its PaymentIntent's id). */
export const PURCHASE = 'pi_agent_submission';
const PLAN_TERMS = {
  name: 'Professional',
  listingsAllowed: 10,
  featuredAllowed: 2,
  photosPerListing: 20,
  monthlyCents: 2900,
  yearlyCents: 29_000,
  visible: true,
  stripeProductId: 'prod_pro',
  monthlyPriceId: 'price_month',
  yearlyPriceId: 'price_year',
} as const;
/** Refund records, keyed by PaymentIntent id (the bought offer's): one still owed. */
export const REFUND = { owed: 'pi_123' } as const;

/** A user document; an approved professional's carries the type and last decision the approval wrote (applications.ts). */
function userDoc(who: Identity): DocData {
  return {
    name: who.name,
    email: who.email,
    image: `https://img.example.com/${who.uid}.png`,
    roll: who.roll,
    createdAt: day(1),
    searchKeys: userSearchKeys(who.name, who.email),
    ...APPROVED_ACCOUNTS[who.uid],
  };
}

const at = (n: number) => ({ createdAt: day(n) });

/** Every seeded document, by collection and id. */
export const WORLD: Readonly<Record<MatrixCollection, Readonly<Record<string, DocData>>>> = {
  users: Object.fromEntries(
    Object.values(IDENTITIES)
      .filter((who) => who.roll !== null)
      .map((who) => [who.uid, userDoc(who)]),
  ),
  // Listings, with the legal checks their documents below give them (legal-check.ts).
  properties: withLegalChecks(PROPERTIES),
  reviews: {
    [REVIEW.byUser]: newReview('user', PROPERTY.verified, { rating: 5, ...at(1) }),
    [REVIEW.byOtherUser]: newReview('otherUser', PROPERTY.otherAgents, { rating: 3, createdAt: LATER }),
  },
  wishlist: {
    [WISHLIST.byUser]: newWishlistEntry('user', PROPERTY.verified, at(1)),
    [WISHLIST.byOtherUser]: newWishlistEntry('otherUser', PROPERTY.verified, at(1)),
  },
  offers: {
    [OFFER.byUser]: newOffer('user', PROPERTY.verified, 150_000, at(1)),
    [OFFER.byOtherUser]: newOffer('otherUser', PROPERTY.otherAgents, 255_000, { createdAt: LATER }),
    [OFFER.bought]: newOffer('user', PROPERTY.verified, 180_000, { status: 'bought', transactionId: 'pi_123', paidAt: LATER, ...at(3) }),
  },
  // The plans on sale and one an admin hid (docs/plans.md "Plans").
  plans: {
    [PLAN.free]: {
      ...PLAN_TERMS,
      name: 'Free',
      listingsAllowed: 1,
      monthlyCents: 0,
      yearlyCents: 0,
      version: 1,
      stripeProductId: '',
      monthlyPriceId: '',
      yearlyPriceId: '',
      order: 0,
      createdAt: day(1),
      updatedAt: day(1),
    },
    [PLAN.pro]: { ...PLAN_TERMS, version: 2, order: 2900, createdAt: day(1), updatedAt: day(2) },
    [PLAN.hidden]: { ...PLAN_TERMS, name: 'Legacy', visible: false, version: 1, order: 1900, createdAt: day(1), updatedAt: day(1) },
  },
  [`plans/${PLAN.pro}/versions`]: {
    '1': { ...PLAN_TERMS, monthlyCents: 1900, version: 1, createdAt: day(1) },
  },
  // The agents' plans (docs/plans.md "Quotas"): room to list, two slots in use.
  billingAccounts: {
    [IDENTITIES.agent.uid]: { ...ROOMY_ACCOUNT, listingsUsed: 2, updatedAt: day(1) },
    [IDENTITIES.otherAgent.uid]: { ...ROOMY_ACCOUNT, listingsUsed: 1, updatedAt: day(1) },
  },
  // A paid invoice of the agent's plan (docs/plans.md "Subscribing").
  [`billingAccounts/${IDENTITIES.agent.uid}/invoices`]: {
    [INVOICE]: {
      number: 'HH-0001',
      status: 'paid',
      reason: 'subscription_create',
      amountDueCents: 2900,
      amountPaidCents: 2900,
      currency: 'usd',
      planName: 'Professional',
      periodStart: day(1),
      periodEnd: day(2),
      createdAt: day(1),
      paidAt: day(1),
    },
  },
  // A paid submission the agent bought (docs/plans.md "Paid submissions").
  [`billingAccounts/${IDENTITIES.agent.uid}/purchases`]: {
    [PURCHASE]: { kind: 'submission', amountCents: 1900, currency: 'usd', payerUid: IDENTITIES.agent.uid, paidAt: day(1) },
  },
  // What a paid submission costs.
  oneOffPrices: { submission: { amountCents: 1900, updatedAt: day(1) } },
  stripeEvents: {
    evt_applied: { type: 'invoice.paid', objectId: INVOICE, at: day(1) },
  },
  // The Stripe customer a buyer's bank transfers go to (docs/payments.md "Bank transfers").
  payers: {
    [IDENTITIES.user.uid]: { stripeCustomerId: 'cus_buyer', createdAt: day(1) },
  },
  refunds: {
    [REFUND.owed]: {
      offerId: OFFER.bought,
      paymentIntentId: REFUND.owed,
      reason: 'offer-rejected',
      status: 'owed',
      attempts: 1,
      lastError: 'api_error: An error occurred while processing this refund.',
      amount: 180_000,
      propertyTitle: 'House in New York',
      createdAt: LATER,
      updatedAt: LATER,
      nextAttemptAt: LATER,
    },
  },
  // Messages with agents: conversations and their messages (subcollection paths), see conversations.ts.
  ...CONVERSATION_WORLD,
  // Saved searches and their alerts, see alerts.ts.
  ...ALERT_WORLD,
  // Price history: entries under two listings (subcollection paths), see price-history.ts.
  ...PRICE_HISTORY_WORLD,
  // Nearby schools: documents under three listings (subcollection paths), see neighbourhood.ts.
  ...NEIGHBOURHOOD_WORLD,
  // Viewings: slots under three listings (subcollection paths) and two viewings, see viewings.ts.
  ...VIEWING_WORLD,
  // Insight aggregates and a counted event's mark, see insights.ts.
  ...INSIGHT_WORLD,
  // Legal check: ownership documents under four listings (subcollection paths), see legal-check.ts.
  ...LEGAL_CHECK_WORLD,
  // Professional applications and their decisions (subcollection paths), see applications.ts.
  ...APPLICATION_WORLD,
  // Agencies, their agents (subcollection paths) and invitations, see agencies.ts.
  ...AGENCY_WORLD,
};
