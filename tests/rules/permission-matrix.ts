import { conversationId } from '../../domain/src/conversations';
import { notificationsPageQuery, savedSearchesPageQuery } from '../../domain/src/queries/alerts';
import { inboxPageQuery, messagesPath, threadQuery } from '../../domain/src/queries/messages';
import { priceHistoryPath, priceHistoryQuery } from '../../domain/src/queries/price-history';
import { ALL_ACTORS, IDENTITIES, type Actor, type SignedInActor } from './matrix/actors';
import { FULL_FILTERS, MAIL, NOTIFICATION, PUBLICATION, SAVED_SEARCH, newSavedSearch } from './matrix/alerts';
import { CONVERSATION, MESSAGE, newConversation, newMessage } from './matrix/conversations';
import { REQUEST_TIME, factsAndPictures, listingEdit, newOffer, newProperty, newReview, newUser, newWishlistEntry, priceEdit, verdictOn, wishlistId } from './matrix/payloads';
import { LATER, PROPERTY } from './matrix/listings';
import { PRICE_CHANGE, priceChange } from './matrix/price-history';
import { schoolsDoc } from './matrix/neighbourhood';
import { neighbourhoodPath, SCHOOLS_DOC_ID } from '../../domain/src/neighbourhood';
import { INVOICE, OFFER, PLAN, PURCHASE, REFUND, REVIEW, WISHLIST } from './matrix/world';
import { INSIGHT_EVENT, INSIGHT_MONTH, INSIGHT_WEEK, SCOPE } from './matrix/insights';
import { buyerScope } from '../../domain/src/insights';
import { insightMonthsPath, insightMonthsQuery, insightWeeksPath, insightWeeksQuery } from '../../domain/src/queries/insights';
import { DOCUMENT_LINK, LEGAL_DOCUMENT, legalCheck, legalCheckNote, legalDocument } from './matrix/legal-check';
import { documentsPath, documentsQuery, LEGAL_CHECK_NOTE, legalCheckNotePath } from '../../domain/src/legal-check';
import { SLOT, VIEWING, VIEWINGS_NOW, forgedViewing, slotDoc } from './matrix/viewings';
import { upcomingSlotsQuery, viewingSlotsPath, viewingsPageQuery } from '../../domain/src/queries/viewings';
import type { Expected, PermissionCase, QuerySpec } from './matrix/types';
import { ROOMY_ACCOUNT } from '../support/billing-fixture';
import { intakePictureUrl } from '../../domain/src/image-address-samples';
import { APPLICANT, DECISION, applicationDecisionsPath, applicationWrite, decisionOf } from './matrix/applications';
import { applicationDecisionsQuery, pendingApplicationsPageQuery } from '../../domain/src/queries/applications';
import { day } from './matrix/listings';
import { AGENCY, INVITATION, MEMBER, agencyAgentsPath, agentEntry, invitationDoc } from './matrix/agencies';
import { agencyAgentsPageQuery, openInvitationsQuery } from '../../domain/src/queries/agencies';

/**
 * The permission matrix as data (docs/security-rules.md, "Policy per collection"): every row, and every
 * denial it implies, for each actor (signed-out, user, agent, admin, fraud, a newcomer without a
 * profile, and the owner versus another holder of the same role), for every collection firestore.rules
 * names and the functions-only ones it leaves to the default deny (tests/rules/collections.test.ts
 * checks none is missing). Fixtures are in matrix/world.ts; payloads in matrix/payloads.ts. Plain
 * data: the rules suite and the HTTPS facade's tests both iterate over it.
 */
export type MatrixCase = PermissionCase<Actor>;

const { user, agent, admin, otherAdmin, fraud } = IDENTITIES;

type Row = (actor: Actor, expected: Expected) => MatrixCase;

/** The row's case for each allowed actor (allow) and each other actor (deny). */
function row(allowed: readonly Actor[], make: Row, denied: readonly Actor[] = ALL_ACTORS.filter((a) => !allowed.includes(a))): MatrixCase[] {
  return [...allowed.map((actor) => make(actor, 'allow' as const)), ...denied.map((actor) => make(actor, 'deny' as const))];
}

/** The identity whose data a signed-out caller would try to send. */
function as(actor: Actor, fallback: SignedInActor): SignedInActor {
  return actor === 'signedOut' ? fallback : actor;
}

const everyone = ALL_ACTORS;
const admins: Actor[] = ['admin', 'otherAdmin'];

const publicListings: QuerySpec = {
  where: [
    ['status', '==', 'verified'],
    ['withdrawn', '==', false],
  ],
  orderBy: [['MinimumPrice', 'asc']],
  limit: 20,
};

/** What an agent might write to have a small flat found by every filter. */
const FORGED_SEARCH_FACTS = { area: 99_999, bathrooms: 9, bedrooms: 9, priceHigh: 0, priceLow: 0, type: 'house' } as const;

const users: MatrixCase[] = [
  ...row(['user', ...admins], (actor, expected) => ({ policy: 'users: self or an admin reads a user document', actor, expected, collection: 'users', operation: 'get', docId: user.uid })),
  ...row(['agent', ...admins], (actor, expected) => ({ policy: 'users: an agent reads their own document', actor, expected, collection: 'users', operation: 'get', docId: agent.uid })),
  ...row(['fraud', ...admins], (actor, expected) => ({ policy: 'users: a fraud user still reads their own document', actor, expected, collection: 'users', operation: 'get', docId: fraud.uid })),
  ...row(admins, (actor, expected) => ({ policy: 'users: only admins list users', actor, expected, collection: 'users', operation: 'list', query: {} })),
  ...row(['newcomer'], (actor, expected) => ({
    policy: 'users: only the newcomer creates their own document, roll user',
    actor,
    expected,
    collection: 'users',
    operation: 'create',
    docId: IDENTITIES.newcomer.uid,
    data: newUser('newcomer'),
  })),
  ...row(['user'], (actor, expected) => ({
    policy: 'users: only self changes their name and image',
    actor,
    expected,
    collection: 'users',
    operation: 'update',
    docId: user.uid,
    data: { name: 'New name', image: 'https://img.example.com/new.png' },
  })),
  ...row(
    ['agent'],
    (actor, expected) => ({ policy: 'users: an agent changes their own name', actor, expected, collection: 'users', operation: 'update', docId: agent.uid, data: { name: 'Agent renamed' } }),
    ['fraud', 'otherAgent', 'admin'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: a fraud user changes nothing, not even their name',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: fraud.uid,
      data: { name: 'Innocent' },
    }),
    ['fraud'],
  ),
  ...row(admins, (actor, expected) => ({ policy: 'users: only admins make a user an agent', actor, expected, collection: 'users', operation: 'update', docId: user.uid, data: { roll: 'agent' } })),
  ...row(admins, (actor, expected) => ({ policy: 'users: only admins make a user an admin', actor, expected, collection: 'users', operation: 'update', docId: user.uid, data: { roll: 'admin' } })),
  ...row(admins, (actor, expected) => ({ policy: 'users: only admins mark an agent fraud', actor, expected, collection: 'users', operation: 'update', docId: agent.uid, data: { roll: 'fraud' } })),
  ...row(
    ['admin'],
    (actor, expected) => ({ policy: 'users: an admin makes another admin an agent', actor, expected, collection: 'users', operation: 'update', docId: otherAdmin.uid, data: { roll: 'agent' } }),
    ['otherAdmin'],
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'users: nobody marks a user (not an agent) fraud', actor, expected, collection: 'users', operation: 'update', docId: user.uid, data: { roll: 'fraud' } }),
    admins,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: "users: nobody changes a fraud user's role", actor, expected, collection: 'users', operation: 'update', docId: fraud.uid, data: { roll: 'agent' } }),
    admins,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'users: nobody sets the role a user already has', actor, expected, collection: 'users', operation: 'update', docId: agent.uid, data: { roll: 'agent' } }),
    admins,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'users: an admin does not change their own role', actor, expected, collection: 'users', operation: 'update', docId: admin.uid, data: { roll: 'agent' } }),
    ['admin'],
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'users: an admin changes nothing but the role', actor, expected, collection: 'users', operation: 'update', docId: user.uid, data: { name: 'Renamed by admin' } }),
    admins,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody writes search keys (a function derives them from name and e-mail)',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { searchKeys: ['admin'] },
    }),
    ['user', ...admins],
  ),
  ...row([], (actor, expected) => ({ policy: 'users: nobody deletes a user document (a function does)', actor, expected, collection: 'users', operation: 'delete', docId: user.uid }), [
    'user',
    ...admins,
  ]),
  // A professional's type and last decision are written by the facade's decision alone (docs/accounts.md).
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody writes an account type (an approval does), the person and admins included',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { accountType: 'agency' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody changes an approved professional’s account type, their own included',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: agent.uid,
      data: { accountType: 'developer' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody writes a last decision (the decision on an application does)',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { lastDecision: { ...decisionOf('approved', REQUEST_TIME), type: 'agent', companyName: '' } },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: an admin’s role change carries no account type (only an approval gives one)',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { roll: 'agent', accountType: 'agent' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: a new profile carries no account type',
      actor,
      expected,
      collection: 'users',
      operation: 'create',
      docId: IDENTITIES.newcomer.uid,
      data: newUser('newcomer', { accountType: 'agent' }),
    }),
    ['newcomer'],
  ),
  // An agent's agency is written by the facade alone, when they accept an invitation (docs/accounts.md "Agencies").
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody writes their own agency (accepting an invitation does)',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: IDENTITIES[as(actor, 'user')].uid,
      data: { agencyUid: AGENCY.own },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: nobody puts another person in an agency, admins and the agency included',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: agent.uid,
      data: { agencyUid: AGENCY.own },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: a name change carries no agency',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { name: 'Me', agencyUid: AGENCY.own },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: an admin’s role change carries no agency',
      actor,
      expected,
      collection: 'users',
      operation: 'update',
      docId: user.uid,
      data: { roll: 'agent', agencyUid: AGENCY.own },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'users: a new profile carries no agency',
      actor,
      expected,
      collection: 'users',
      operation: 'create',
      docId: IDENTITIES.newcomer.uid,
      data: newUser('newcomer', { agencyUid: AGENCY.own }),
    }),
    ['newcomer'],
  ),
];

const properties: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'properties: everyone reads a verified listing', actor, expected, collection: 'properties', operation: 'get', docId: PROPERTY.verified })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: 'properties: only its agent and admins read a pending listing',
    actor,
    expected,
    collection: 'properties',
    operation: 'get',
    docId: PROPERTY.pending,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: 'properties: only its agent and admins read a rejected listing',
    actor,
    expected,
    collection: 'properties',
    operation: 'get',
    docId: PROPERTY.rejected,
  })),
  ...row(admins, (actor, expected) => ({
    policy: 'properties: only admins read a withdrawn listing (its agent is fraud)',
    actor,
    expected,
    collection: 'properties',
    operation: 'get',
    docId: PROPERTY.withdrawn,
  })),
  ...row(everyone, (actor, expected) => ({
    policy: 'properties: everyone lists public listings (verified, not withdrawn)',
    actor,
    expected,
    collection: 'properties',
    operation: 'list',
    query: publicListings,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'properties: only admins list every listing', actor, expected, collection: 'properties', operation: 'list', query: {} })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "properties: only the agent and admins list the agent's listings",
    actor,
    expected,
    collection: 'properties',
    operation: 'list',
    query: { where: [['agent.uid', '==', agent.uid]] },
  })),
  ...row(['agent', 'otherAgent'], (actor, expected) => ({
    policy: 'properties: only agents create listings, pending, as themselves',
    actor,
    expected,
    collection: 'properties',
    operation: 'create',
    data: newProperty(as(actor, 'agent')),
  })),
  ...row(['agent'], (actor, expected) => ({
    policy: 'properties: only its agent edits a listing',
    actor,
    expected,
    collection: 'properties',
    operation: 'update',
    docId: PROPERTY.verified,
    data: listingEdit(as(actor, 'agent')),
  })),
  ...row(['agent', 'otherAgent'], (actor, expected) => ({
    policy: 'properties: only agents create listings with facts, photos, floor plans and panoramas',
    actor,
    expected,
    collection: 'properties',
    operation: 'create',
    data: newProperty(as(actor, 'agent'), factsAndPictures(String(newProperty('agent').image))),
  })),
  ...row(['agent'], (actor, expected) => ({
    policy: "properties: only its agent edits a listing's facts and pictures (which sends it back to pending)",
    actor,
    expected,
    collection: 'properties',
    operation: 'update',
    docId: PROPERTY.verified,
    data: listingEdit(as(actor, 'agent'), factsAndPictures(intakePictureUrl('renovated'))),
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody writes searchFacts (the listing trigger derives them)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.verified,
      data: priceEdit(as(actor, 'agent'), { searchFacts: FORGED_SEARCH_FACTS }),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody pauses or resumes a listing directly (withdrawn, pausedAt: the facade does, moving its slot)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.verified,
      data: priceEdit(as(actor, 'agent'), { withdrawn: true, pausedAt: REQUEST_TIME, pausedFor: 'owner' }),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody features a listing directly (featured, featuredUntil: the facade does, from the plan or once paid)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.verified,
      data: priceEdit(as(actor, 'agent'), { featured: true, featuredUntil: REQUEST_TIME, featuredFrom: 'paid' }),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: "properties: nobody moves a running feature's end or its allowance (featuredUntil, featuredHolder on a featured listing)",
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.reversedPrices,
      data: priceEdit(as(actor, 'agent'), { featuredUntil: { $at: '2099-01-01T00:00:00Z' }, featuredHolder: IDENTITIES.otherAgent.uid }),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody lists a property already featured or paid for (featured, paidSlot without a paid submission)',
      actor,
      expected,
      collection: 'properties',
      operation: 'create',
      docId: 'prop-featured-new',
      data: newProperty(as(actor, 'agent'), { featured: true, featuredUntil: REQUEST_TIME }),
    }),
    ['agent'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: a fraud agent edits nothing, not even their withdrawn listing',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.withdrawn,
      data: listingEdit('fraud'),
    }),
    ['fraud'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody edits a sold listing, its own agent included (only functions write it after the sale)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.sold,
      data: listingEdit(as(actor, 'agent')),
    }),
    everyone,
  ),
  ...row(admins, (actor, expected) => ({
    policy: 'properties: only admins verify a pending listing',
    actor,
    expected,
    collection: 'properties',
    operation: 'update',
    docId: PROPERTY.pending,
    data: verdictOn(PROPERTY.pending, 'verified'),
  })),
  ...row(admins, (actor, expected) => ({
    policy: 'properties: only admins reject a pending listing',
    actor,
    expected,
    collection: 'properties',
    operation: 'update',
    docId: PROPERTY.pending,
    data: verdictOn(PROPERTY.pending, 'rejected'),
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody verifies a rejected listing (pending only)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.rejected,
      data: verdictOn(PROPERTY.rejected, 'verified'),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: admins change nothing but the status',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.verified,
      data: { title: 'Renamed by admin' },
    }),
    admins,
  ),
  // Deletion goes through the facade's DELETE /properties/{id}, which checks the listing's offers (rules cannot query them).
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: no client deletes a listing directly (the facade deletes, checking its offers)',
      actor,
      expected,
      collection: 'properties',
      operation: 'delete',
      docId: PROPERTY.pending,
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'properties: a fraud agent deletes nothing', actor, expected, collection: 'properties', operation: 'delete', docId: PROPERTY.withdrawn }), ['fraud']),
];

const reviews: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'reviews: everyone reads a review', actor, expected, collection: 'reviews', operation: 'get', docId: REVIEW.byUser })),
  ...row(everyone, (actor, expected) => ({
    policy: 'reviews: everyone lists all reviews, newest first',
    actor,
    expected,
    collection: 'reviews',
    operation: 'list',
    query: { orderBy: [['createdAt', 'desc']] },
  })),
  ...row(['user', 'otherUser'], (actor, expected) => ({
    policy: 'reviews: only users write a review, as themselves',
    actor,
    expected,
    collection: 'reviews',
    operation: 'create',
    data: newReview(as(actor, 'user'), PROPERTY.verified),
  })),
  ...row([], (actor, expected) => ({ policy: 'reviews: nobody edits a review', actor, expected, collection: 'reviews', operation: 'update', docId: REVIEW.byUser, data: { rating: 1 } }), [
    'user',
    ...admins,
  ]),
  ...row(['user', ...admins], (actor, expected) => ({
    policy: 'reviews: only its author and admins delete a review',
    actor,
    expected,
    collection: 'reviews',
    operation: 'delete',
    docId: REVIEW.byUser,
  })),
];

const ownWishlist: QuerySpec = { where: [['userUid', '==', user.uid]] };
const wishlist: MatrixCase[] = [
  ...row(['user'], (actor, expected) => ({ policy: 'wishlist: only its owner reads an entry', actor, expected, collection: 'wishlist', operation: 'get', docId: WISHLIST.byUser })),
  ...row(['user'], (actor, expected) => ({ policy: "wishlist: only its owner lists a user's entries", actor, expected, collection: 'wishlist', operation: 'list', query: ownWishlist })),
  ...row([], (actor, expected) => ({ policy: 'wishlist: nobody lists every entry', actor, expected, collection: 'wishlist', operation: 'list', query: {} }), ['user', ...admins]),
  ...row(['user', 'otherUser'], (actor, expected) => ({
    policy: 'wishlist: only users add a listing to their own wishlist',
    actor,
    expected,
    collection: 'wishlist',
    operation: 'create',
    docId: wishlistId(as(actor, 'user'), PROPERTY.otherAgents),
    data: newWishlistEntry(as(actor, 'user'), PROPERTY.otherAgents),
  })),
  ...row([], (actor, expected) => ({ policy: 'wishlist: nobody edits an entry', actor, expected, collection: 'wishlist', operation: 'update', docId: WISHLIST.byUser, data: { MinimumPrice: 1 } }), [
    'user',
    ...admins,
  ]),
  ...row(['user'], (actor, expected) => ({ policy: 'wishlist: only its owner deletes an entry', actor, expected, collection: 'wishlist', operation: 'delete', docId: WISHLIST.byUser })),
];

const offers: MatrixCase[] = [
  ...row(['user', 'otherUser'], (actor, expected) => ({
    policy: 'offers: only users make an offer, as themselves, pending',
    actor,
    expected,
    collection: 'offers',
    operation: 'create',
    data: newOffer(as(actor, 'user'), PROPERTY.verified, 150_000),
  })),
  ...row(['user', 'agent', ...admins], (actor, expected) => ({
    policy: 'offers: only its buyer, its agent and admins read an offer',
    actor,
    expected,
    collection: 'offers',
    operation: 'get',
    docId: OFFER.byUser,
  })),
  ...row(['user', ...admins], (actor, expected) => ({
    policy: "offers: only the buyer and admins list the buyer's offers",
    actor,
    expected,
    collection: 'offers',
    operation: 'list',
    query: { where: [['buyerUid', '==', user.uid]] },
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "offers: only the agent and admins list offers on the agent's listings",
    actor,
    expected,
    collection: 'offers',
    operation: 'list',
    query: { where: [['agentUid', '==', agent.uid]] },
  })),
  ...row(admins, (actor, expected) => ({ policy: 'offers: only admins list every offer', actor, expected, collection: 'offers', operation: 'list', query: {} })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'offers: no client marks an offer bought',
      actor,
      expected,
      collection: 'offers',
      operation: 'update',
      docId: OFFER.byUser,
      data: { status: 'bought', transactionId: 'pi_fake' },
    }),
    ['user', 'agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'offers: no client accepts or rejects an offer', actor, expected, collection: 'offers', operation: 'update', docId: OFFER.bought, data: { status: 'accepted' } }),
    ['user', 'agent', ...admins],
  ),
  ...row([], (actor, expected) => ({ policy: 'offers: no client deletes an offer', actor, expected, collection: 'offers', operation: 'delete', docId: OFFER.byUser }), ['user', 'agent', ...admins]),
];

const newRefund = {
  offerId: OFFER.byUser,
  paymentIntentId: 'pi_new',
  reason: 'offer-rejected',
  status: 'refunded',
  attempts: 1,
  lastError: null,
  createdAt: { $requestTime: true },
  updatedAt: { $requestTime: true },
} as const;
const refunds: MatrixCase[] = [
  ...row(admins, (actor, expected) => ({ policy: 'refunds: only admins read a refund record', actor, expected, collection: 'refunds', operation: 'get', docId: REFUND.owed })),
  ...row(admins, (actor, expected) => ({
    policy: 'refunds: only admins list refunds still owed',
    actor,
    expected,
    collection: 'refunds',
    operation: 'list',
    query: { where: [['status', '==', 'owed']] },
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'refunds: no client records a refund (the functions that owe one do)',
      actor,
      expected,
      collection: 'refunds',
      operation: 'create',
      docId: 'pi_new',
      data: newRefund,
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'refunds: no client marks a refund refunded (attempts run in functions)',
      actor,
      expected,
      collection: 'refunds',
      operation: 'update',
      docId: REFUND.owed,
      data: { status: 'refunded' },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'refunds: no client deletes a refund record', actor, expected, collection: 'refunds', operation: 'delete', docId: REFUND.owed }), everyone),
];

const agentInvoices = `billingAccounts/${agent.uid}/invoices` as const;
const agentPurchases = `billingAccounts/${agent.uid}/purchases` as const;
const billingAccounts: MatrixCase[] = [
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: 'billingAccounts: its holder and admins read an account',
    actor,
    expected,
    collection: 'billingAccounts',
    operation: 'get',
    docId: agent.uid,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'billingAccounts: only admins list accounts', actor, expected, collection: 'billingAccounts', operation: 'list', query: {} })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'billingAccounts: no client creates an account (an approval or a new agent role does)',
      actor,
      expected,
      collection: 'billingAccounts',
      operation: 'create',
      docId: IDENTITIES[as(actor, 'user')].uid,
      data: { ...ROOMY_ACCOUNT, listingsAllowed: 1000, updatedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: "billingAccounts: no client raises an account's allowance",
      actor,
      expected,
      collection: 'billingAccounts',
      operation: 'update',
      docId: agent.uid,
      data: { listingsAllowed: 1000 },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'billingAccounts: no client deletes an account', actor, expected, collection: 'billingAccounts', operation: 'delete', docId: agent.uid }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: "billingAccounts: no client writes its own subscription, status or period's end",
      actor,
      expected,
      collection: 'billingAccounts',
      operation: 'update',
      docId: agent.uid,
      data: { subscriptionId: 'sub_mine', status: 'active', currentPeriodEnd: REQUEST_TIME, planId: PLAN.pro },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: "billingAccounts: no client writes its grace's end, its reminder or its paused count",
      actor,
      expected,
      collection: 'billingAccounts',
      operation: 'update',
      docId: agent.uid,
      data: { graceEndsAt: REQUEST_TIME, graceReminderAt: REQUEST_TIME, listingsPaused: 0, listingsUsed: 0 },
    }),
    everyone,
  ),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "billingAccounts: its holder and admins read the account's invoices",
    actor,
    expected,
    collection: agentInvoices,
    operation: 'get',
    docId: INVOICE,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "billingAccounts: its holder and admins list the account's invoices",
    actor,
    expected,
    collection: agentInvoices,
    operation: 'list',
    query: {},
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'billingAccounts: no client writes an invoice (the webhook does)',
      actor,
      expected,
      collection: agentInvoices,
      operation: 'create',
      docId: 'in_forged',
      data: { number: 'HH-9999', status: 'paid', amountPaidCents: 0 },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'billingAccounts: no client marks an invoice paid', actor, expected, collection: agentInvoices, operation: 'update', docId: INVOICE, data: { status: 'void' } }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'billingAccounts: no client deletes an invoice', actor, expected, collection: agentInvoices, operation: 'delete', docId: INVOICE }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'billingAccounts: no client grants itself paid submissions (the webhook does, once paid)',
      actor,
      expected,
      collection: 'billingAccounts',
      operation: 'update',
      docId: agent.uid,
      data: { submissionCredits: 5, submissionsBought: 5 },
    }),
    everyone,
  ),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "billingAccounts: its holder and admins read the account's one-off payments",
    actor,
    expected,
    collection: agentPurchases,
    operation: 'get',
    docId: PURCHASE,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "billingAccounts: its holder and admins list the account's one-off payments",
    actor,
    expected,
    collection: agentPurchases,
    operation: 'list',
    query: {},
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'billingAccounts: no client records a one-off payment (the webhook does)',
      actor,
      expected,
      collection: agentPurchases,
      operation: 'create',
      docId: 'pi_forged',
      data: { kind: 'submission', amountCents: 0, currency: 'usd', payerUid: agent.uid, paidAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'billingAccounts: no client changes a one-off payment',
      actor,
      expected,
      collection: agentPurchases,
      operation: 'update',
      docId: PURCHASE,
      data: { amountCents: 1 },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'billingAccounts: no client deletes a one-off payment', actor, expected, collection: agentPurchases, operation: 'delete', docId: PURCHASE }), everyone),
];

const oneOffPrices: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'oneOffPrices: everyone reads what a paid submission costs', actor, expected, collection: 'oneOffPrices', operation: 'get', docId: 'submission' })),
  ...row(everyone, (actor, expected) => ({ policy: 'oneOffPrices: everyone lists the one-off prices', actor, expected, collection: 'oneOffPrices', operation: 'list', query: {} })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'oneOffPrices: no client sets a price (PUT /one-off-prices/{kind} does, for admins)',
      actor,
      expected,
      collection: 'oneOffPrices',
      operation: 'update',
      docId: 'submission',
      data: { amountCents: 100 },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'oneOffPrices: no client adds a price',
      actor,
      expected,
      collection: 'oneOffPrices',
      operation: 'create',
      docId: 'other',
      data: { amountCents: 100, updatedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'oneOffPrices: no client deletes a price', actor, expected, collection: 'oneOffPrices', operation: 'delete', docId: 'submission' }), everyone),
];

const planVersions = `plans/${PLAN.pro}/versions` as const;
const plans: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'plans: everyone reads a plan on sale', actor, expected, collection: 'plans', operation: 'get', docId: PLAN.pro })),
  ...row(admins, (actor, expected) => ({ policy: 'plans: only admins read a hidden plan', actor, expected, collection: 'plans', operation: 'get', docId: PLAN.hidden })),
  ...row(everyone, (actor, expected) => ({ policy: 'plans: everyone lists the plans on sale', actor, expected, collection: 'plans', operation: 'list', query: { where: [['visible', '==', true]] } })),
  ...row(admins, (actor, expected) => ({ policy: 'plans: only admins list every plan', actor, expected, collection: 'plans', operation: 'list', query: {} })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'plans: no client creates a plan (POST /plans makes its prices first)',
      actor,
      expected,
      collection: 'plans',
      operation: 'create',
      docId: 'plan-new',
      data: { name: 'Cheap', listingsAllowed: 1000, featuredAllowed: 100, photosPerListing: 20, monthlyCents: 0, yearlyCents: 0, visible: true, version: 1, order: 0 },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: "plans: no client changes a plan's price or allowance", actor, expected, collection: 'plans', operation: 'update', docId: PLAN.pro, data: { monthlyCents: 100 } }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'plans: no client deletes a plan', actor, expected, collection: 'plans', operation: 'delete', docId: PLAN.pro }), everyone),
  ...row(admins, (actor, expected) => ({ policy: "plans: only admins read a plan's versions", actor, expected, collection: planVersions, operation: 'get', docId: '1' })),
  ...row(admins, (actor, expected) => ({ policy: "plans: only admins list a plan's versions", actor, expected, collection: planVersions, operation: 'list', query: {} })),
  ...row(
    [],
    (actor, expected) => ({ policy: 'plans: no client writes a version', actor, expected, collection: planVersions, operation: 'create', docId: '3', data: { monthlyCents: 100, version: 3 } }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'plans: no client rewrites a version its subscribers pay',
      actor,
      expected,
      collection: planVersions,
      operation: 'update',
      docId: '1',
      data: { monthlyCents: 100 },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'plans: no client deletes a version', actor, expected, collection: planVersions, operation: 'delete', docId: '1' }), everyone),
];

const buyerOf = (actor: Actor): SignedInActor => as(actor, 'user');
const byUser = CONVERSATION.byUser;
const conversations: MatrixCase[] = [
  ...row(['user', 'agent'], (actor, expected) => ({
    policy: 'conversations: only its two participants read a conversation (admins do not)',
    actor,
    expected,
    collection: 'conversations',
    operation: 'get',
    docId: byUser,
  })),
  ...row(['user'], (actor, expected) => ({
    policy: 'conversations: only the participant lists their own inbox',
    actor,
    expected,
    collection: 'conversations',
    operation: 'list',
    query: inboxPageQuery(user.uid).spec,
  })),
  ...row([], (actor, expected) => ({ policy: 'conversations: nobody lists every conversation', actor, expected, collection: 'conversations', operation: 'list', query: {} }), everyone),
  ...row(['user', 'otherUser'], (actor, expected) => ({
    policy: 'conversations: only buyers start a conversation, as themselves, on a public listing',
    actor,
    expected,
    collection: 'conversations',
    operation: 'create',
    docId: conversationId(PROPERTY.reversedPrices, IDENTITIES[buyerOf(actor)].uid),
    data: newConversation(buyerOf(actor), PROPERTY.reversedPrices),
  })),
  ...row(['user'], (actor, expected) => ({
    policy: "conversations: only the buyer resets the buyer's unread count",
    actor,
    expected,
    collection: 'conversations',
    operation: 'update',
    docId: byUser,
    data: { buyerUnread: 0 },
  })),
  ...row(['agent'], (actor, expected) => ({
    policy: "conversations: only the agent resets the agent's unread count",
    actor,
    expected,
    collection: 'conversations',
    operation: 'update',
    docId: byUser,
    data: { agentUnread: 0 },
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'conversations: a fraud participant resets nothing',
      actor,
      expected,
      collection: 'conversations',
      operation: 'update',
      docId: CONVERSATION.withFraud,
      data: { agentUnread: 0 },
    }),
    ['fraud'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'conversations: nobody writes the last message (the trigger onMessageCreated does)',
      actor,
      expected,
      collection: 'conversations',
      operation: 'update',
      docId: byUser,
      data: { lastMessage: { text: 'Deal!', senderUid: IDENTITIES[buyerOf(actor)].uid, sentAt: REQUEST_TIME }, updatedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'conversations: nobody deletes a conversation', actor, expected, collection: 'conversations', operation: 'delete', docId: byUser }), everyone),
];

const thread = messagesPath(byUser);
const messages: MatrixCase[] = [
  ...row(['user', 'agent'], (actor, expected) => ({ policy: 'messages: only the two participants read a message', actor, expected, collection: thread, operation: 'get', docId: MESSAGE.fromUser })),
  ...row(['user', 'agent'], (actor, expected) => ({
    policy: 'messages: only the two participants list the thread',
    actor,
    expected,
    collection: thread,
    operation: 'list',
    query: threadQuery(byUser).spec,
  })),
  ...row(['user', 'fraud'], (actor, expected) => ({
    policy: 'messages: both participants still read a thread whose agent was marked fraud',
    actor,
    expected,
    collection: messagesPath(CONVERSATION.withFraud),
    operation: 'get',
    docId: MESSAGE.fromFraud,
  })),
  ...row(['user', 'agent'], (actor, expected) => ({
    policy: 'messages: only a participant sends a message, as themselves',
    actor,
    expected,
    collection: thread,
    operation: 'create',
    data: newMessage(buyerOf(actor)),
  })),
  ...row(
    [],
    (actor, expected) => ({ policy: 'messages: a fraud participant sends nothing', actor, expected, collection: messagesPath(CONVERSATION.withFraud), operation: 'create', data: newMessage('fraud') }),
    ['fraud'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'messages: nobody edits a message, its sender included',
      actor,
      expected,
      collection: thread,
      operation: 'update',
      docId: MESSAGE.fromUser,
      data: { text: 'Edited' },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'messages: nobody deletes a message, its sender included', actor, expected, collection: thread, operation: 'delete', docId: MESSAGE.fromUser }), everyone),
];

/** Everyone with a profile who is not fraud. */
const members: Actor[] = ['user', 'otherUser', 'agent', 'otherAgent', ...admins];
const savedSearches: MatrixCase[] = [
  ...row(['user'], (actor, expected) => ({ policy: 'savedSearches: only its owner reads a saved search', actor, expected, collection: 'savedSearches', operation: 'get', docId: SAVED_SEARCH.byUser })),
  ...row(['user'], (actor, expected) => ({
    policy: 'savedSearches: only its owner lists their saved searches',
    actor,
    expected,
    collection: 'savedSearches',
    operation: 'list',
    query: savedSearchesPageQuery(user.uid).spec,
  })),
  ...row(members, (actor, expected) => ({
    policy: 'savedSearches: everyone with a profile, unless fraud, saves a search as themselves',
    actor,
    expected,
    collection: 'savedSearches',
    operation: 'create',
    data: newSavedSearch(buyerOf(actor)),
  })),
  ...row(members, (actor, expected) => ({
    policy: 'savedSearches: everyone with a profile, unless fraud, saves a search with its filters',
    actor,
    expected,
    collection: 'savedSearches',
    operation: 'create',
    data: newSavedSearch(buyerOf(actor), { filters: FULL_FILTERS }),
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: "savedSearches: nobody changes a saved search's filters, its owner included",
      actor,
      expected,
      collection: 'savedSearches',
      operation: 'update',
      docId: SAVED_SEARCH.byUser,
      data: { filters: { minBeds: 1 } },
    }),
    everyone,
  ),
  ...row(['user'], (actor, expected) => ({
    policy: 'savedSearches: only its owner renames a saved search or switches its e-mails',
    actor,
    expected,
    collection: 'savedSearches',
    operation: 'update',
    docId: SAVED_SEARCH.byUser,
    data: { name: 'Manhattan', emailAlerts: false },
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'savedSearches: a fraud user changes nothing, not even their own saved search',
      actor,
      expected,
      collection: 'savedSearches',
      operation: 'update',
      docId: SAVED_SEARCH.byFraud,
      data: { emailAlerts: false },
    }),
    ['fraud'],
  ),
  ...row(['user'], (actor, expected) => ({
    policy: 'savedSearches: only its owner deletes a saved search',
    actor,
    expected,
    collection: 'savedSearches',
    operation: 'delete',
    docId: SAVED_SEARCH.byUser,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'savedSearches: a fraud user deletes nothing, not even their own saved search',
      actor,
      expected,
      collection: 'savedSearches',
      operation: 'delete',
      docId: SAVED_SEARCH.byFraud,
    }),
    ['fraud'],
  ),
];

const notifications: MatrixCase[] = [
  ...row(['user'], (actor, expected) => ({ policy: 'notifications: only its owner reads an alert', actor, expected, collection: 'notifications', operation: 'get', docId: NOTIFICATION.byUser })),
  ...row(['user'], (actor, expected) => ({
    policy: 'notifications: only its owner lists their alerts',
    actor,
    expected,
    collection: 'notifications',
    operation: 'list',
    query: notificationsPageQuery(user.uid).spec,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'notifications: no client creates an alert (the alert trigger does)',
      actor,
      expected,
      collection: 'notifications',
      operation: 'create',
      docId: `${IDENTITIES[buyerOf(actor)].uid}_${PROPERTY.reversedPrices}`,
      data: { userUid: IDENTITIES[buyerOf(actor)].uid, type: 'savedSearchMatch', propertyId: PROPERTY.reversedPrices, read: false, createdAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(['user'], (actor, expected) => ({
    policy: 'notifications: only its owner marks an alert read',
    actor,
    expected,
    collection: 'notifications',
    operation: 'update',
    docId: NOTIFICATION.byUser,
    data: { read: true },
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'notifications: nobody marks an alert unread again',
      actor,
      expected,
      collection: 'notifications',
      operation: 'update',
      docId: NOTIFICATION.readByUser,
      data: { read: false },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'notifications: a fraud user marks nothing read, not even their own alert',
      actor,
      expected,
      collection: 'notifications',
      operation: 'update',
      docId: NOTIFICATION.byFraud,
      data: { read: true },
    }),
    ['fraud'],
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'notifications: no client deletes an alert, its owner included', actor, expected, collection: 'notifications', operation: 'delete', docId: NOTIFICATION.byUser }),
    everyone,
  ),
];

const publicHistory = priceHistoryPath(PROPERTY.verified);
const historyOf = (propertyId: string): QuerySpec => priceHistoryQuery(propertyId).spec;
const priceHistory: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({
    policy: "priceHistory: everyone reads a public listing's price change",
    actor,
    expected,
    collection: publicHistory,
    operation: 'get',
    docId: PRICE_CHANGE.first,
  })),
  ...row(everyone, (actor, expected) => ({
    policy: "priceHistory: everyone lists a public listing's price changes",
    actor,
    expected,
    collection: publicHistory,
    operation: 'list',
    query: historyOf(PROPERTY.verified),
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "priceHistory: only its agent and admins read a pending listing's price change",
    actor,
    expected,
    collection: priceHistoryPath(PROPERTY.pending),
    operation: 'get',
    docId: PRICE_CHANGE.ofPending,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "priceHistory: only its agent and admins list a pending listing's price changes",
    actor,
    expected,
    collection: priceHistoryPath(PROPERTY.pending),
    operation: 'list',
    query: historyOf(PROPERTY.pending),
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "priceHistory: only its agent and admins list a rejected listing's price changes",
    actor,
    expected,
    collection: priceHistoryPath(PROPERTY.rejected),
    operation: 'list',
    query: historyOf(PROPERTY.rejected),
  })),
  ...row(admins, (actor, expected) => ({
    policy: "priceHistory: only admins list a withdrawn listing's price changes (its agent is fraud)",
    actor,
    expected,
    collection: priceHistoryPath(PROPERTY.withdrawn),
    operation: 'list',
    query: historyOf(PROPERTY.withdrawn),
  })),
  // A forged entry: what a client might add to make a price look like it dropped.
  ...row(
    [],
    (actor, expected) => ({
      policy: 'priceHistory: no client records a price change, its agent and admins included (a trigger does)',
      actor,
      expected,
      collection: publicHistory,
      operation: 'create',
      data: priceChange(90_000, 190_000, 500_000, 600_000, 5),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'priceHistory: no client edits a recorded price change',
      actor,
      expected,
      collection: publicHistory,
      operation: 'update',
      docId: PRICE_CHANGE.first,
      data: { previousMinimumPrice: 900_000 },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'priceHistory: no client deletes a recorded price change', actor, expected, collection: publicHistory, operation: 'delete', docId: PRICE_CHANGE.first }),
    everyone,
  ),
];

const publicNeighbourhood = neighbourhoodPath(PROPERTY.verified);
const neighbourhood: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({
    policy: "neighbourhood: everyone reads a public listing's nearby schools",
    actor,
    expected,
    collection: publicNeighbourhood,
    operation: 'get',
    docId: SCHOOLS_DOC_ID,
  })),
  ...row(everyone, (actor, expected) => ({
    policy: 'neighbourhood: everyone lists what is near a public listing',
    actor,
    expected,
    collection: publicNeighbourhood,
    operation: 'list',
    query: { limit: 5 },
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "neighbourhood: only its agent and admins read a pending listing's nearby schools",
    actor,
    expected,
    collection: neighbourhoodPath(PROPERTY.pending),
    operation: 'get',
    docId: SCHOOLS_DOC_ID,
  })),
  ...row(admins, (actor, expected) => ({
    policy: "neighbourhood: only admins read a withdrawn listing's nearby schools (its agent is fraud)",
    actor,
    expected,
    collection: neighbourhoodPath(PROPERTY.withdrawn),
    operation: 'get',
    docId: SCHOOLS_DOC_ID,
  })),
  // A forged list: what an agent might write to make a listing look close to good schools.
  ...row(
    [],
    (actor, expected) => ({
      policy: 'neighbourhood: no client writes nearby schools, its agent and admins included (a function does)',
      actor,
      expected,
      collection: neighbourhoodPath(PROPERTY.otherAgents),
      operation: 'create',
      docId: SCHOOLS_DOC_ID,
      data: schoolsDoc({ lat: 41.3083, lng: -72.9279 }, 'Yale Lab School'),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'neighbourhood: no client changes nearby schools',
      actor,
      expected,
      collection: publicNeighbourhood,
      operation: 'update',
      docId: SCHOOLS_DOC_ID,
      data: { status: 'unavailable' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'neighbourhood: no client deletes nearby schools', actor, expected, collection: publicNeighbourhood, operation: 'delete', docId: SCHOOLS_DOC_ID }),
    everyone,
  ),
];

// Legal check (docs/security-rules.md "Legal check"): a listing's ownership documents are its agent's and
// the admins' alone, and its legalCheck is written by functions only, in every write a client may make.
const deedsOf = documentsPath(PROPERTY.verified);
const notesOf = legalCheckNotePath(PROPERTY.verified);
const FORGED_PASSED_CHECK = legalCheck('passed');
const legalChecks: MatrixCase[] = [
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "documents: only its agent and admins read a public listing's ownership document",
    actor,
    expected,
    collection: deedsOf,
    operation: 'get',
    docId: LEGAL_DOCUMENT.deed,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "documents: only its agent and admins list a listing's ownership documents",
    actor,
    expected,
    collection: deedsOf,
    operation: 'list',
    query: documentsQuery(PROPERTY.verified).spec,
  })),
  ...row(admins, (actor, expected) => ({
    policy: "documents: only admins read a withdrawn listing's ownership document (its agent is fraud)",
    actor,
    expected,
    collection: documentsPath(PROPERTY.withdrawn),
    operation: 'get',
    docId: LEGAL_DOCUMENT.ofWithdrawn,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'documents: no client records a document, its agent included (the facade stores the file and its metadata)',
      actor,
      expected,
      collection: deedsOf,
      operation: 'create',
      data: legalDocument('Forged deed.pdf', 7),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: "documents: no client changes a document's metadata",
      actor,
      expected,
      collection: deedsOf,
      operation: 'update',
      docId: LEGAL_DOCUMENT.deed,
      data: { name: 'Renamed.pdf' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'documents: no client deletes a document directly (the facade does, resetting the check)',
      actor,
      expected,
      collection: deedsOf,
      operation: 'delete',
      docId: LEGAL_DOCUMENT.deed,
    }),
    everyone,
  ),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "legalCheckNote: only its agent and admins read the note on a public listing's check",
    actor,
    expected,
    collection: notesOf,
    operation: 'get',
    docId: LEGAL_CHECK_NOTE.id,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "legalCheckNote: only its agent and admins list a listing's check note",
    actor,
    expected,
    collection: notesOf,
    operation: 'list',
    query: {},
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'legalCheckNote: no client writes a note, admins included (PATCH /properties/{id}/legal-check does)',
      actor,
      expected,
      collection: notesOf,
      operation: 'create',
      data: legalCheckNote('Forged.'),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: "legalCheckNote: no client changes a check's note, its agent included",
      actor,
      expected,
      collection: notesOf,
      operation: 'update',
      docId: LEGAL_CHECK_NOTE.id,
      data: { note: '' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: "legalCheckNote: no client deletes a check's note, its agent included", actor, expected, collection: notesOf, operation: 'delete', docId: LEGAL_CHECK_NOTE.id }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: no agent creates a listing with a legal check',
      actor,
      expected,
      collection: 'properties',
      operation: 'create',
      data: newProperty(as(actor, 'agent'), { legalCheck: FORGED_PASSED_CHECK }),
    }),
    ['agent', 'otherAgent'],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: nobody writes legalCheck while editing other fields (functions derive it)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.verified,
      data: priceEdit(as(actor, 'agent'), { legalCheck: FORGED_PASSED_CHECK }),
    }),
    ['agent', ...admins],
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'properties: no admin writes legalCheck directly, nor with a verdict (PATCH /properties/{id}/legal-check does)',
      actor,
      expected,
      collection: 'properties',
      operation: 'update',
      docId: PROPERTY.pending,
      data: verdictOn(PROPERTY.pending, 'verified', { legalCheck: FORGED_PASSED_CHECK }),
    }),
    admins,
  ),
];

// Document links (functions only, docs/security-rules.md "Legal check"): a ticket opens a document
// without a token, so no client may read, list or forge one, whoever asked for it included.
const documentLinks: MatrixCase[] = [
  ...row(
    [],
    (actor, expected) => ({
      policy: 'documentLinks: no client reads a document link, the admin who asked for it included',
      actor,
      expected,
      collection: 'documentLinks',
      operation: 'get',
      docId: DOCUMENT_LINK,
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'documentLinks: no client lists document links', actor, expected, collection: 'documentLinks', operation: 'list', query: {} }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'documentLinks: no client makes a document link (POST /properties/{id}/documents/{docId}/link does)',
      actor,
      expected,
      collection: 'documentLinks',
      operation: 'create',
      docId: 'b2'.repeat(32),
      data: { propertyId: PROPERTY.verified, documentId: LEGAL_DOCUMENT.deed, uid: admin.uid, expireAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'documentLinks: no client changes a link (its expiry, or the document it opens)',
      actor,
      expected,
      collection: 'documentLinks',
      operation: 'update',
      docId: DOCUMENT_LINK,
      data: { expireAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'documentLinks: no client deletes a link', actor, expected, collection: 'documentLinks', operation: 'delete', docId: DOCUMENT_LINK }), everyone),
];

const mail: MatrixCase[] = [
  ...row(
    [],
    (actor, expected) => ({ policy: 'mail: no client reads a queued e-mail, its recipient and admins included', actor, expected, collection: 'mail', operation: 'get', docId: MAIL.toUser }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'mail: no client lists the e-mail queue', actor, expected, collection: 'mail', operation: 'list', query: {} }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'mail: no client queues an e-mail (a forged one would be sent)',
      actor,
      expected,
      collection: 'mail',
      operation: 'create',
      data: { to: 'victim@example.com', message: { subject: 'Your payment failed', html: '<a href="https://evil.example.com">Pay again</a>' }, createdAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'mail: no client changes a queued e-mail', actor, expected, collection: 'mail', operation: 'update', docId: MAIL.toUser, data: { to: 'attacker@example.com' } }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'mail: no client deletes a queued e-mail', actor, expected, collection: 'mail', operation: 'delete', docId: MAIL.toUser }), everyone),
];

const stripeEvents: MatrixCase[] = [
  ...row([], (actor, expected) => ({ policy: 'stripeEvents: no client reads an applied Stripe event', actor, expected, collection: 'stripeEvents', operation: 'get', docId: 'evt_applied' }), everyone),
  ...row([], (actor, expected) => ({ policy: 'stripeEvents: no client lists the applied events', actor, expected, collection: 'stripeEvents', operation: 'list', query: {} }), everyone),
  ...row(
    [],
    (actor, expected) => ({ policy: 'stripeEvents: no client changes an applied event', actor, expected, collection: 'stripeEvents', operation: 'update', docId: 'evt_applied', data: { type: 'x' } }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'stripeEvents: no client forgets an applied event (which would make the webhook apply it again)',
      actor,
      expected,
      collection: 'stripeEvents',
      operation: 'delete',
      docId: 'evt_applied',
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'stripeEvents: no client marks an event applied (which would make the webhook skip it)',
      actor,
      expected,
      collection: 'stripeEvents',
      operation: 'create',
      docId: 'evt_next',
      data: { type: 'invoice.payment_failed', objectId: 'in_x', at: REQUEST_TIME },
    }),
    everyone,
  ),
];

const payers: MatrixCase[] = [
  ...row(
    [],
    (actor, expected) => ({ policy: 'payers: no client reads a Stripe customer, its own included', actor, expected, collection: 'payers', operation: 'get', docId: IDENTITIES.user.uid }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'payers: no client lists the payers', actor, expected, collection: 'payers', operation: 'list', query: {} }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: "payers: no client points its transfers at another customer (another person's virtual account)",
      actor,
      expected,
      collection: 'payers',
      operation: 'update',
      docId: IDENTITIES.user.uid,
      data: { stripeCustomerId: 'cus_attacker' },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'payers: no client forgets its customer', actor, expected, collection: 'payers', operation: 'delete', docId: IDENTITIES.user.uid }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'payers: no client names its own customer',
      actor,
      expected,
      collection: 'payers',
      operation: 'create',
      docId: 'new-payer',
      data: { stripeCustomerId: 'cus_x', createdAt: REQUEST_TIME },
    }),
    everyone,
  ),
];

const listingPublications: MatrixCase[] = [
  ...row(
    [],
    (actor, expected) => ({
      policy: "listingPublications: no client reads a listing's first publication",
      actor,
      expected,
      collection: 'listingPublications',
      operation: 'get',
      docId: PUBLICATION.ofVerified,
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'listingPublications: no client lists first publications', actor, expected, collection: 'listingPublications', operation: 'list', query: {} }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'listingPublications: no client records a first publication',
      actor,
      expected,
      collection: 'listingPublications',
      operation: 'create',
      docId: PROPERTY.otherAgents,
      data: { firstPublishedAt: REQUEST_TIME, recordedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  // A later first publication would alert searches saved while the listing was already public (docs/alerts.md).
  ...row(
    [],
    (actor, expected) => ({
      policy: 'listingPublications: no client moves a first publication',
      actor,
      expected,
      collection: 'listingPublications',
      operation: 'update',
      docId: PUBLICATION.ofVerified,
      data: { firstPublishedAt: LATER },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'listingPublications: no client deletes a first publication',
      actor,
      expected,
      collection: 'listingPublications',
      operation: 'delete',
      docId: PUBLICATION.ofVerified,
    }),
    everyone,
  ),
];

const platformWeeks = insightWeeksPath(SCOPE.platform);
const agentWeeks = insightWeeksPath(SCOPE.agent);
const agentMonths = insightMonthsPath(SCOPE.agent);
const insights: MatrixCase[] = [
  ...row(admins, (actor, expected) => ({ policy: "insights: only admins read the platform's counts by status", actor, expected, collection: 'insights', operation: 'get', docId: SCOPE.platform })),
  ...row(['agent'], (actor, expected) => ({
    policy: 'insights: only the agent reads their own scope (not another agent, not an admin)',
    actor,
    expected,
    collection: 'insights',
    operation: 'get',
    docId: SCOPE.agent,
  })),
  ...row(['user'], (actor, expected) => ({ policy: 'insights: only the buyer reads their own offers by status', actor, expected, collection: 'insights', operation: 'get', docId: SCOPE.buyer })),
  ...row([], (actor, expected) => ({ policy: 'insights: nobody lists every scope, admins included', actor, expected, collection: 'insights', operation: 'list', query: { limit: 5 } }), everyone),
  ...row(admins, (actor, expected) => ({
    policy: "insights: only admins list the platform's latest weeks",
    actor,
    expected,
    collection: platformWeeks,
    operation: 'list',
    query: insightWeeksQuery(SCOPE.platform).spec,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'insights: only admins read a platform week', actor, expected, collection: platformWeeks, operation: 'get', docId: INSIGHT_WEEK.latest })),
  ...row(['agent'], (actor, expected) => ({
    policy: 'insights: only the agent lists their own latest weeks',
    actor,
    expected,
    collection: agentWeeks,
    operation: 'list',
    query: insightWeeksQuery(SCOPE.agent).spec,
  })),
  ...row(['agent'], (actor, expected) => ({
    policy: 'insights: only the agent lists their own latest months',
    actor,
    expected,
    collection: agentMonths,
    operation: 'list',
    query: insightMonthsQuery(SCOPE.agent).spec,
  })),
  ...row(['agent'], (actor, expected) => ({ policy: 'insights: only the agent reads one of their months', actor, expected, collection: agentMonths, operation: 'get', docId: INSIGHT_MONTH.latest })),
  // Forged counts: what a person might write to look busier, or an admin to tidy the figures.
  ...row(
    [],
    (actor, expected) => ({
      policy: 'insights: no client changes counts by status, admins included',
      actor,
      expected,
      collection: 'insights',
      operation: 'update',
      docId: SCOPE.platform,
      data: { offers: { pending: 0, bought: 1 } },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'insights: no client creates a scope, their own included',
      actor,
      expected,
      collection: 'insights',
      operation: 'create',
      docId: buyerScope(IDENTITIES.otherUser.uid),
      data: { offers: { accepted: 9 } },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'insights: no client deletes a scope', actor, expected, collection: 'insights', operation: 'delete', docId: SCOPE.agent }), everyone),
  ...row(
    [],
    (actor, expected) => ({ policy: 'insights: no client adds a week, the agent included', actor, expected, collection: agentWeeks, operation: 'create', docId: '2025-W06', data: { offers: 50 } }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'insights: no client changes a week', actor, expected, collection: platformWeeks, operation: 'update', docId: INSIGHT_WEEK.latest, data: { sales: 40 } }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'insights: no client deletes a week', actor, expected, collection: platformWeeks, operation: 'delete', docId: INSIGHT_WEEK.earlier }), everyone),
  ...row([], (actor, expected) => ({ policy: 'insights: no client adds a month', actor, expected, collection: agentMonths, operation: 'create', docId: '2025-02', data: { sales: 9 } }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'insights: no client changes a month, the agent included',
      actor,
      expected,
      collection: agentMonths,
      operation: 'update',
      docId: INSIGHT_MONTH.latest,
      data: { offersSold: 3 },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'insights: no client deletes a month', actor, expected, collection: agentMonths, operation: 'delete', docId: INSIGHT_MONTH.latest }), everyone),
];

const insightEvents: MatrixCase[] = [
  ...row(
    [],
    (actor, expected) => ({ policy: "insightEvents: no client reads a counted event's mark", actor, expected, collection: 'insightEvents', operation: 'get', docId: INSIGHT_EVENT.offer }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'insightEvents: no client lists the marks', actor, expected, collection: 'insightEvents', operation: 'list', query: {} }), everyone),
  // A forged mark would make the trigger skip a real event: its counts would never move.
  ...row(
    [],
    (actor, expected) => ({
      policy: 'insightEvents: no client marks an event counted',
      actor,
      expected,
      collection: 'insightEvents',
      operation: 'create',
      docId: 'offer_event-2',
      data: { kind: 'offer', countedAt: REQUEST_TIME, expireAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'insightEvents: no client changes a mark', actor, expected, collection: 'insightEvents', operation: 'update', docId: INSIGHT_EVENT.offer, data: { kind: 'user' } }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'insightEvents: no client deletes a mark (the event would be counted again)',
      actor,
      expected,
      collection: 'insightEvents',
      operation: 'delete',
      docId: INSIGHT_EVENT.offer,
    }),
    everyone,
  ),
];

// Viewings (docs/security-rules.md "viewings"): clients read; every write goes through the facade.
const publicSlots = viewingSlotsPath(PROPERTY.verified);
const viewingSlots: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: "viewingSlots: everyone reads a public listing's viewing time", actor, expected, collection: publicSlots, operation: 'get', docId: SLOT.open })),
  ...row(everyone, (actor, expected) => ({
    policy: "viewingSlots: everyone lists a public listing's upcoming viewing times",
    actor,
    expected,
    collection: publicSlots,
    operation: 'list',
    query: upcomingSlotsQuery(PROPERTY.verified, VIEWINGS_NOW).spec,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: "viewingSlots: only its agent and admins read a pending listing's viewing time",
    actor,
    expected,
    collection: viewingSlotsPath(PROPERTY.pending),
    operation: 'get',
    docId: SLOT.ofPending,
  })),
  ...row(admins, (actor, expected) => ({
    policy: "viewingSlots: only admins read a withdrawn listing's viewing time (its agent is fraud)",
    actor,
    expected,
    collection: viewingSlotsPath(PROPERTY.withdrawn),
    operation: 'get',
    docId: SLOT.ofWithdrawn,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'viewingSlots: no client publishes a viewing time, its agent included (the facade does)',
      actor,
      expected,
      collection: publicSlots,
      operation: 'create',
      docId: '1767225600000',
      data: slotDoc({ $at: '2025-01-25T00:00:00.000Z' }, 'open'),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'viewingSlots: no client takes or frees a viewing time (the facade does, in a transaction)',
      actor,
      expected,
      collection: publicSlots,
      operation: 'update',
      docId: SLOT.open,
      data: { status: 'taken' },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'viewingSlots: no client removes a viewing time', actor, expected, collection: publicSlots, operation: 'delete', docId: SLOT.open }), everyone),
];

const viewings: MatrixCase[] = [
  ...row(['user', 'agent'], (actor, expected) => ({
    policy: "viewings: only its buyer and the listing's agent read a viewing (admins do not)",
    actor,
    expected,
    collection: 'viewings',
    operation: 'get',
    docId: VIEWING.byUser,
  })),
  ...row(['user'], (actor, expected) => ({
    policy: 'viewings: only the buyer lists their own viewings',
    actor,
    expected,
    collection: 'viewings',
    operation: 'list',
    query: viewingsPageQuery('buyer', user.uid, 'upcoming', VIEWINGS_NOW).spec,
  })),
  ...row(['agent'], (actor, expected) => ({
    policy: 'viewings: only the agent lists the viewings of their listings',
    actor,
    expected,
    collection: 'viewings',
    operation: 'list',
    query: viewingsPageQuery('agent', agent.uid, 'upcoming', VIEWINGS_NOW).spec,
  })),
  ...row([], (actor, expected) => ({ policy: 'viewings: nobody lists every viewing', actor, expected, collection: 'viewings', operation: 'list', query: { limit: 10 } }), everyone),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'viewings: no client books a viewing directly (the facade does, taking the slot)',
      actor,
      expected,
      collection: 'viewings',
      operation: 'create',
      data: forgedViewing(buyerOf(actor)),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'viewings: no client confirms a viewing, its agent included (the facade does)',
      actor,
      expected,
      collection: 'viewings',
      operation: 'update',
      docId: VIEWING.byUser,
      data: { status: 'confirmed' },
    }),
    everyone,
  ),
  ...row([], (actor, expected) => ({ policy: 'viewings: no client deletes a viewing', actor, expected, collection: 'viewings', operation: 'delete', docId: VIEWING.byUser }), everyone),
];

// Professional applications (docs/accounts.md): the applicant (a buyer) writes their own as a draft or
// pending, admins read them all; every decision is the facade's (POST /applications/{uid}/decision).
const applicantOf = (actor: Actor): SignedInActor => as(actor, 'otherUser');
const applications: MatrixCase[] = [
  ...row(['user', ...admins], (actor, expected) => ({
    policy: 'applications: only the applicant and admins read an application',
    actor,
    expected,
    collection: 'applications',
    operation: 'get',
    docId: user.uid,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: 'applications: an approved professional still reads their application',
    actor,
    expected,
    collection: 'applications',
    operation: 'get',
    docId: agent.uid,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'applications: only admins read a waiting application', actor, expected, collection: 'applications', operation: 'get', docId: APPLICANT.waiting })),
  ...row(admins, (actor, expected) => ({
    policy: 'applications: only admins list the approvals queue',
    actor,
    expected,
    collection: 'applications',
    operation: 'list',
    query: pendingApplicationsPageQuery().spec,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'applications: only admins list every application', actor, expected, collection: 'applications', operation: 'list', query: { limit: 10 } })),
  // The user has an application already: sending it again is the update below.
  ...row(
    ['otherUser'],
    (actor, expected) => ({
      policy: 'applications: only a buyer (role user) applies, for their own account',
      actor,
      expected,
      collection: 'applications',
      operation: 'create',
      docId: IDENTITIES[applicantOf(actor)].uid,
      data: applicationWrite(applicantOf(actor)),
    }),
    ALL_ACTORS.filter((a) => a !== 'user' && a !== 'otherUser'),
  ),
  ...row(
    ['otherUser'],
    (actor, expected) => ({
      policy: 'applications: only a buyer keeps an application as a draft',
      actor,
      expected,
      collection: 'applications',
      operation: 'create',
      docId: IDENTITIES[applicantOf(actor)].uid,
      data: applicationWrite(applicantOf(actor), { status: 'draft' }),
    }),
    ALL_ACTORS.filter((a) => a !== 'user' && a !== 'otherUser'),
  ),
  ...row(['user'], (actor, expected) => ({
    policy: 'applications: only the applicant sends a rejected application again',
    actor,
    expected,
    collection: 'applications',
    operation: 'update',
    docId: user.uid,
    data: applicationWrite('user', { submissions: 2 }),
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'applications: no client approves an application, admins included (the facade decides)',
      actor,
      expected,
      collection: 'applications',
      operation: 'update',
      docId: APPLICANT.waiting,
      data: { status: 'approved', decision: decisionOf('approved', REQUEST_TIME) },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'applications: no client approves their own rejected application',
      actor,
      expected,
      collection: 'applications',
      operation: 'update',
      docId: user.uid,
      data: applicationWrite('user', { status: 'approved', submissions: 2 }),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'applications: nobody writes an approved application, its applicant included',
      actor,
      expected,
      collection: 'applications',
      operation: 'update',
      docId: agent.uid,
      data: applicationWrite(as(actor, 'agent'), { submissions: 2 }),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'applications: nobody deletes an application, its applicant and admins included',
      actor,
      expected,
      collection: 'applications',
      operation: 'delete',
      docId: user.uid,
    }),
    everyone,
  ),
];

const userDecisions = applicationDecisionsPath(user.uid);
const applicationDecisions: MatrixCase[] = [
  ...row(['user', ...admins], (actor, expected) => ({
    policy: 'decisions: only the applicant and admins read a decision on an application',
    actor,
    expected,
    collection: userDecisions,
    operation: 'get',
    docId: DECISION.rejected,
  })),
  ...row(['user', ...admins], (actor, expected) => ({
    policy: 'decisions: only the applicant and admins list the decisions on an application',
    actor,
    expected,
    collection: userDecisions,
    operation: 'list',
    query: applicationDecisionsQuery(user.uid).spec,
  })),
  ...row(['agent', ...admins], (actor, expected) => ({
    policy: 'decisions: an approved professional reads the approval',
    actor,
    expected,
    collection: applicationDecisionsPath(agent.uid),
    operation: 'get',
    docId: DECISION.approvedAgent,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'decisions: no client records a decision, admins included (the facade does)',
      actor,
      expected,
      collection: applicationDecisionsPath(APPLICANT.waiting),
      operation: 'create',
      data: { ...decisionOf('approved', REQUEST_TIME), type: 'developer', companyName: 'Hudson Builders' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'decisions: no client turns a rejection into an approval, its applicant included',
      actor,
      expected,
      collection: userDecisions,
      operation: 'update',
      docId: DECISION.rejected,
      data: { outcome: 'approved', reason: '', at: day(7) },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'decisions: no client deletes a decision, its applicant included', actor, expected, collection: userDecisions, operation: 'delete', docId: DECISION.rejected }),
    everyone,
  ),
];

// Agencies (docs/accounts.md "Agencies"): profiles and agents are public; invitations are read by the
// agency that sent them and admins. No client writes any of them: the facade invites, accepts, withdraws
// and removes (docs/security-rules.md "Policy per collection").
const agencyOf = (actor: Actor): string => IDENTITIES[as(actor, 'otherAgent')].uid;
const agencies: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'agencies: everyone reads an agency’s profile', actor, expected, collection: 'agencies', operation: 'get', docId: AGENCY.own })),
  ...row(everyone, (actor, expected) => ({ policy: 'agencies: everyone lists agencies', actor, expected, collection: 'agencies', operation: 'list', query: { limit: 10 } })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agencies: no client creates an agency’s profile, not even their own (an approval does)',
      actor,
      expected,
      collection: 'agencies',
      operation: 'create',
      docId: agencyOf(actor),
      data: { name: 'Mine', logo: '', bio: 'We sell.', agentCount: 0, createdAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agencies: no client edits an agency’s profile, the agency included',
      actor,
      expected,
      collection: 'agencies',
      operation: 'update',
      docId: AGENCY.own,
      data: { name: 'Renamed', bio: 'Better than ever.' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agencies: no client counts an agency’s agents, the agency included',
      actor,
      expected,
      collection: 'agencies',
      operation: 'update',
      docId: AGENCY.own,
      data: { agentCount: 99 },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'agencies: no client deletes an agency, the agency included', actor, expected, collection: 'agencies', operation: 'delete', docId: AGENCY.own }),
    everyone,
  ),
];

const ownAgents = agencyAgentsPath(AGENCY.own);
const agencyAgents: MatrixCase[] = [
  ...row(everyone, (actor, expected) => ({ policy: 'agents: everyone reads an agency’s agent', actor, expected, collection: ownAgents, operation: 'get', docId: MEMBER.first })),
  ...row(everyone, (actor, expected) => ({
    policy: 'agents: everyone lists an agency’s agents',
    actor,
    expected,
    collection: ownAgents,
    operation: 'list',
    query: agencyAgentsPageQuery(AGENCY.own).spec,
  })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agents: nobody adds themselves to an agency’s agents (accepting an invitation does)',
      actor,
      expected,
      collection: ownAgents,
      operation: 'create',
      docId: IDENTITIES[as(actor, 'agent')].uid,
      data: agentEntry(IDENTITIES[as(actor, 'agent')].uid, day(9)),
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agents: no client adds an agent to an agency, the agency included',
      actor,
      expected,
      collection: ownAgents,
      operation: 'create',
      docId: agent.uid,
      data: { ...agentEntry(agent.uid, day(9)), joinedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agents: no agency writes itself into another agency’s agents',
      actor,
      expected,
      collection: agencyAgentsPath(AGENCY.other),
      operation: 'create',
      docId: agencyOf(actor),
      data: { ...agentEntry(agencyOf(actor), day(9)), joinedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'agents: no client edits an agent’s entry, the agency included',
      actor,
      expected,
      collection: ownAgents,
      operation: 'update',
      docId: MEMBER.first,
      data: { name: 'Renamed' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({ policy: 'agents: no client removes an agent, the agency included (the facade does)', actor, expected, collection: ownAgents, operation: 'delete', docId: MEMBER.first }),
    everyone,
  ),
];

const agencyReaders: Actor[] = ['otherAgent', ...admins];
const agencyInvitations: MatrixCase[] = [
  ...row(agencyReaders, (actor, expected) => ({
    policy: 'invitations: only the agency that sent it and admins read an invitation, the invited person refused',
    actor,
    expected,
    collection: 'agencyInvitations',
    operation: 'get',
    docId: INVITATION.open,
  })),
  ...row(agencyReaders, (actor, expected) => ({
    policy: 'invitations: only the agency that sent it and admins read an accepted invitation',
    actor,
    expected,
    collection: 'agencyInvitations',
    operation: 'get',
    docId: INVITATION.accepted,
  })),
  ...row(admins, (actor, expected) => ({
    policy: 'invitations: another agency does not read an invitation, nor the person invited',
    actor,
    expected,
    collection: 'agencyInvitations',
    operation: 'get',
    docId: INVITATION.ofOther,
  })),
  ...row(agencyReaders, (actor, expected) => ({
    policy: 'invitations: only the agency and admins list its open invitations',
    actor,
    expected,
    collection: 'agencyInvitations',
    operation: 'list',
    query: openInvitationsQuery(AGENCY.own).spec,
  })),
  ...row(admins, (actor, expected) => ({
    policy: 'invitations: only admins list another agency’s open invitations',
    actor,
    expected,
    collection: 'agencyInvitations',
    operation: 'list',
    query: openInvitationsQuery(AGENCY.other).spec,
  })),
  ...row(admins, (actor, expected) => ({ policy: 'invitations: only admins list every invitation', actor, expected, collection: 'agencyInvitations', operation: 'list', query: { limit: 10 } })),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'invitations: no client creates an invitation, the agency included (the facade does)',
      actor,
      expected,
      collection: 'agencyInvitations',
      operation: 'create',
      data: { ...invitationDoc(agencyOf(actor), 'Hudson Realty', 'new-agent@example.com', 9), createdAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'invitations: no client accepts an invitation by writing it, the invited person included',
      actor,
      expected,
      collection: 'agencyInvitations',
      operation: 'update',
      docId: INVITATION.open,
      data: { status: 'accepted', acceptedBy: IDENTITIES[as(actor, 'otherUser')].uid, acceptedAt: REQUEST_TIME },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'invitations: no client opens a used invitation again, the agency included',
      actor,
      expected,
      collection: 'agencyInvitations',
      operation: 'update',
      docId: INVITATION.accepted,
      data: { status: 'open' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'invitations: no client withdraws an invitation by writing it, the agency included (the facade does)',
      actor,
      expected,
      collection: 'agencyInvitations',
      operation: 'update',
      docId: INVITATION.open,
      data: { status: 'revoked' },
    }),
    everyone,
  ),
  ...row(
    [],
    (actor, expected) => ({
      policy: 'invitations: no client deletes an invitation, the agency included',
      actor,
      expected,
      collection: 'agencyInvitations',
      operation: 'delete',
      docId: INVITATION.open,
    }),
    everyone,
  ),
];

/** The whole matrix. */
export const PERMISSION_MATRIX: readonly MatrixCase[] = [
  ...users,
  ...properties,
  ...reviews,
  ...wishlist,
  ...offers,
  ...refunds,
  ...billingAccounts,
  ...oneOffPrices,
  ...plans,
  ...conversations,
  ...messages,
  ...savedSearches,
  ...notifications,
  ...priceHistory,
  ...neighbourhood,
  ...legalChecks,
  ...documentLinks,
  ...stripeEvents,
  ...payers,
  ...mail,
  ...listingPublications,
  ...viewingSlots,
  ...viewings,
  ...insights,
  ...insightEvents,
  ...applications,
  ...applicationDecisions,
  ...agencies,
  ...agencyAgents,
  ...agencyInvitations,
];
