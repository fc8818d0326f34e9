import { IDENTITIES } from '../../../rules/matrix/actors';
import type { MatrixCase } from '../../../rules/permission-matrix';
import { collectionPattern, type DocData, type FieldValue as CaseValue } from '../../../rules/matrix/types';
import { PROPERTY } from '../../../rules/matrix/listings';
import { OFFER, REFUND, WORLD } from '../../../rules/matrix/world';
import type { FacadeCall } from './api';
import type { CaseWorld } from './world';

/** A facade request standing for a matrix case, and what an allowed answer must contain. */
export interface MappedCall extends FacadeCall {
  /** Ids (as seeded) an allowed answer's array must contain. */
  readonly expectIds?: readonly string[];
}

/** How a case reaches the facade: the path(s) performing it, or why none does. */
export type Mapping =
  | {
      /** The facade path(s), in words: one per call `calls` makes (each is checked on its own world). */
      readonly routes: readonly string[];
      /** The call for each route, in the same order (one call for one route). */
      readonly calls: (testCase: MatrixCase, world: CaseWorld) => MappedCall | readonly MappedCall[];
      /** Statuses a denial may answer besides 401, 403 and 404 (409: refused because of the document's state). */
      readonly alsoDeniedWith?: readonly number[];
    }
  | { readonly unmapped: string };

/** The fields of a case payload the facade's body takes (relabeled to the world's ids), the rest dropped. */
function pick(world: CaseWorld, data: DocData, keys: readonly string[]): Record<string, CaseValue> {
  const relabeled = world.relabel(data) as DocData;
  return Object.fromEntries(keys.filter((key) => key in relabeled).map((key) => [key, relabeled[key] as CaseValue]));
}

/** The REST contract's agent block (name, email, image) of a payload, without the uid the server fills. */
function agentOf(world: CaseWorld, data: DocData): Record<string, CaseValue> | undefined {
  const agent = data.agent;
  return agent && typeof agent === 'object' && !Array.isArray(agent) ? pick(world, agent as DocData, ['name', 'email', 'image']) : undefined;
}

const docIdOf = (testCase: MatrixCase): string => ('docId' in testCase && testCase.docId ? testCase.docId : '');
const dataOf = (testCase: MatrixCase): DocData => ('data' in testCase ? testCase.data : {});
const enc = encodeURIComponent;
/** The e-mail of a world uid, under the run's prefix. */
const emailOf = (world: CaseWorld, worldUid: string): string => `${world.id(worldUid)}@example.com`;
/** A field of a seeded world document, as text. */
function worldField(collection: keyof typeof WORLD, id: string, field: string): string {
  return String(WORLD[collection]?.[id]?.[field] ?? '');
}

const USER_PROFILE_EDIT = 'the REST contract has no profile-edit path: the web app changes its own name and image on users/{uid} directly, under the rules';

const getRole: Mapping = { routes: ['GET /user/roll/{email}'], calls: (c, w) => ({ method: 'GET', path: `/user/roll/${enc(emailOf(w, docIdOf(c)))}` }) };
const setRole: Mapping = {
  routes: ['PATCH /user/roll/{email} {roll}'],
  calls: (c, w) => ({ method: 'PATCH', path: `/user/roll/${enc(emailOf(w, docIdOf(c)))}`, body: { roll: dataOf(c).roll } }),
};
const getProperty: Mapping = {
  routes: ['GET /properties/{id}'],
  calls: (c, w) => ({ method: 'GET', path: `/properties/${w.id(docIdOf(c))}`, expectIds: [w.id(docIdOf(c))] }),
};
/** A listing's text, cover and prices; the facade's bodies also take the optional facts and pictures (docs/listings.md). */
const LISTING_BASICS = ['title', 'location', 'image', 'Details', 'MinimumPrice', 'MaximumPrice'];
const PROPERTY_FIELDS = [...LISTING_BASICS, 'facts', 'photos', 'floorPlans', 'panoramas'];
const createProperty: Mapping = {
  routes: ['POST /add-properties'],
  calls: (c, w) => {
    const agent = agentOf(w, dataOf(c));
    return { method: 'POST', path: '/add-properties', body: { ...pick(w, dataOf(c), [...PROPERTY_FIELDS, 'status']), ...(agent ? { agent } : {}) } };
  },
};
const editProperty: Mapping = {
  routes: ['PUT /properties/{id}'],
  calls: (c, w) => {
    const agent = agentOf(w, dataOf(c));
    return { method: 'PUT', path: `/properties/${w.id(docIdOf(c))}`, body: { ...pick(w, dataOf(c), PROPERTY_FIELDS), ...(agent ? { agent } : {}) } };
  },
};
const judgeProperty: Mapping = {
  routes: ['PATCH /properties/{id} {status}'],
  calls: (c, w) => {
    // The rules' judgedUpdatedAt is the facade's updatedAt: the instant of the content judged, as ISO text.
    const judged = dataOf(c).judgedUpdatedAt;
    const updatedAt = judged !== null && typeof judged === 'object' && '$at' in judged ? judged.$at : undefined;
    return { method: 'PATCH', path: `/properties/${w.id(docIdOf(c))}`, body: { ...pick(w, dataOf(c), ['status']), ...(updatedAt ? { updatedAt } : {}) } };
  },
  alsoDeniedWith: [409],
};
const deleteProperty: Mapping = { routes: ['DELETE /properties/{id}'], calls: (c, w) => ({ method: 'DELETE', path: `/properties/${w.id(docIdOf(c))}` }) };
/**
 * A listing write carrying a forged legalCheck: the same call with the case's legalCheck added to its
 * body. The facade's bodies are strict and none takes legalCheck, so it is refused whole (400) before
 * anything is written; only PATCH /properties/{id}/legal-check and the document paths write the check.
 */
function withLegalCheck(mapping: Extract<Mapping, { routes: readonly string[] }>): Mapping {
  return {
    routes: mapping.routes.map((route) => `${route} + a forged legalCheck`),
    calls: (c, w) => {
      const request = mapping.calls(c, w) as MappedCall;
      return { ...request, body: { ...(request.body as object), legalCheck: w.relabel(dataOf(c).legalCheck ?? null) } };
    },
    alsoDeniedWith: [400, 409],
  };
}
/**
 * A role change carrying the case's forged account type or last decision (a professional's, docs/facade.md
 * "Professional applications"): PATCH /user/roll takes exactly {roll}, so an admin's body is refused
 * whole (400) before anything is written; only an approval writes either.
 */
const forgedApproval: Mapping = {
  routes: ['PATCH /user/roll/{email} {roll, accountType or lastDecision}'],
  calls: (c, w) => ({ method: 'PATCH', path: `/user/roll/${enc(emailOf(w, docIdOf(c)))}`, body: { roll: 'admin', ...pick(w, dataOf(c), ['roll', 'accountType', 'lastDecision']) } }),
  alsoDeniedWith: [400],
};
/**
 * A user write carrying the case's forged agency (docs/facade.md "Agencies"): PATCH /user/roll takes
 * exactly {roll}, so an admin's body is refused whole (400) before anything is written; only accepting
 * an invitation writes `agencyUid`, and removing an agent clears it.
 */
const forgedAgency: Mapping = {
  routes: ['PATCH /user/roll/{email} {roll, agencyUid}'],
  calls: (c, w) => ({ method: 'PATCH', path: `/user/roll/${enc(emailOf(w, docIdOf(c)))}`, body: { roll: 'admin', ...pick(w, dataOf(c), ['roll', 'name', 'agencyUid']) } }),
  alsoDeniedWith: [400],
};
const NO_ROUTE = 'no such route: the facade answers 404 and writes nothing';
const VIEWING_LISTS = 'the web app lists viewings under the rules (its Viewings page); docs/facade.md has no list path, only GET /viewings/{id}';

/**
 * Collections no facade path reads or writes, by collection pattern (`conversations/{}/messages`), each
 * with the reason: every policy on them is unmapped for it (the rules suite replays them all). The
 * facade's world does not seed them either.
 */
export const COLLECTIONS_WITHOUT_FACADE_PATH: Readonly<Record<string, string>> = {
  conversations:
    'docs/facade.md has no messaging path: the web app starts conversations and resets its unread count under the rules; the trigger onMessageCreated writes the last message and the counts (tests/functions/messages)',
  'conversations/{}/messages': 'docs/facade.md has no messaging path: the web app reads and sends messages under the rules; the trigger onMessageCreated counts them (tests/functions/messages)',
  savedSearches:
    "docs/facade.md has no saved-search path: the web app saves, renames and deletes searches under the rules; DELETE /user/{id} deletes a deleted account's searches with it (tests/functions/users/delete-user.test.ts)",
  notifications: 'docs/facade.md has no alert path: the alert trigger writes alerts (tests/functions/alerts) and the web app marks them read under the rules',
  'properties/{}/priceHistory': 'docs/facade.md has no price-history path: the web app reads it under the rules; the trigger onListingWritten records it (tests/functions/price-history)',
  'properties/{}/neighbourhood':
    "docs/facade.md has no nearby-schools path: the web app reads a listing's schools under the rules; the trigger onListingWritten fetches and stores them (tests/functions/properties/position-trigger.test.ts)",
  'properties/{}/documents':
    "the facade's document paths serve and store files, not these metadata documents alone: tests/functions/legal-check/document-access.test.ts replays this collection's read rows on GET /properties/{id}/documents/{docId} with real uploads",
  'properties/{}/legalCheckNote':
    "docs/facade.md has no path serving the note: the agent's screens read it under the rules; PATCH /properties/{id}/legal-check writes it and the document paths remove it, which tests/functions/legal-check/documents.test.ts covers",
  'properties/{}/viewingSlots':
    'no facade path reads viewing times, and no client writes them: the agent publishes and removes them through POST /properties/{id}/viewing-slots and DELETE /properties/{id}/viewing-slots/{slotId} and requests take them, whose callers and refusals tests/functions/viewings covers',
  mail: 'functions only: the alert trigger queues e-mails for the Trigger Email extension (tests/functions/alerts); no facade path reads or writes them',
  listingPublications: "functions only: the alert trigger records a listing's first publication (tests/functions/alerts); no facade path reads or writes them",
  insights: 'docs/facade.md has no insights path: the web app reads the aggregates under the rules; the insight triggers write them (tests/functions/insights)',
  'insights/{}/weeks': 'docs/facade.md has no insights path: the web app reads the weeks under the rules; the insight triggers write them (tests/functions/insights)',
  'insights/{}/months': 'docs/facade.md has no insights path: the web app reads the months under the rules; the insight triggers write them (tests/functions/insights)',
  insightEvents: 'functions only: the insight triggers mark each event they counted (tests/functions/insights); no facade path reads or writes them',
  applications:
    "docs/facade.md has no path reading an application or taking an applicant's: the applicant writes their own and admins read the queue under the rules; POST /applications/{uid}/decision is the admins' decision by design, whose callers and refusals tests/functions/applications covers",
  'applications/{}/decisions':
    'functions only: POST /applications/{uid}/decision records each decision (tests/functions/applications); the applicant and admins read them under the rules, and no facade path reads or writes them',
  agencies:
    "docs/facade.md reads a profile only for the public agency page (GET /agencies/{uid}, anyone, as the rules let anyone: tests/functions/public-agency), and none writes it but the approval of an agency's application (tests/functions/agencies/agents.test.ts): the web app reads profiles under the rules",
  'agencies/{}/agents':
    "docs/facade.md lists an agency's agents only for its public page (GET /agencies/{uid}, anyone, as the rules let anyone: tests/functions/public-agency): My agency lists them under the rules; accepting an invitation and DELETE /agency/agents/{uid} write them, whose callers and refusals tests/functions/agencies covers",
  agencyInvitations:
    'docs/facade.md reads an invitation only through its link (GET /agency/invitations/{id}?token=, the secret the credential, not the document): the agency and admins read and list them under the rules; the invitation paths write them, whose callers and refusals tests/functions/agencies covers',
  plans:
    "docs/facade.md writes plans only through POST /plans and PUT /plans/{planId}, the admins' by design, whose callers, refusals and versions tests/functions/plans covers; everyone reads the plans on sale under the rules",
  'plans/{}/versions': 'functions only: POST /plans and PUT /plans/{planId} record each version (tests/functions/plans); admins read them under the rules',
  billingAccounts:
    "docs/facade.md has no billing-account path: the holder and the agents it covers read it under the rules; POST /add-properties takes a slot and DELETE /properties/{id} and an accepted offer free one, which tests/functions/billing covers (the run's agents' accounts are seeded with its users); the billing paths and webhook write the subscription's fields, which tests/functions/subscriptions covers",
  'billingAccounts/{}/invoices':
    'functions only: the Billing webhook records each invoice as Stripe has it (tests/functions/subscriptions); the holder and admins read them under the rules, and no facade path reads or writes them',
  'billingAccounts/{}/purchases':
    'functions only: the payments webhook records each one-off payment once Stripe says it succeeded (tests/functions/purchases); the holder and admins read them under the rules, and no facade path reads or writes them',
  oneOffPrices:
    "docs/facade.md writes a one-off price only through PUT /one-off-prices/{kind}, the admins' by design, whose callers and refusals tests/functions/purchases covers; everyone reads them under the rules",
  stripeEvents: 'functions only: the payments webhook records each Stripe event it applied, in the same transaction (tests/functions/subscriptions); no facade path reads or writes them',
  payers: "functions only: a buyer's Stripe customer is made and read by the bank-transfer paths (tests/functions/bank-transfers); no facade path reads or writes it",
  documentLinks:
    'functions only: POST /properties/{id}/documents/{docId}/link makes them and GET /document-links/{ticket} reads them, never as these documents: tests/functions/legal-check/document-links.test.ts covers both',
};

/** Whether some facade path reads or writes the collection (a path like `conversations/{id}/messages` included). */
export function hasFacadePath(collection: string): boolean {
  return !(collectionPattern(collection) in COLLECTIONS_WITHOUT_FACADE_PATH);
}

/**
 * An edit through PUT /properties/{id}: the stored listing, the policy's prices and a forged `field`
 * (searchFacts, withdrawn), which no path's body takes: its own agent's body is refused whole (400).
 */
function forgedEdit(field: string): Mapping {
  return {
    routes: [`PUT /properties/{id} (the stored listing, its prices and a forged ${field})`],
    calls: (c, w) => {
      const stored = WORLD.properties[docIdOf(c)] ?? {};
      const body = { ...pick(w, stored, ['title', 'location']), ...pick(w, dataOf(c), [...PROPERTY_FIELDS, field]) };
      return { method: 'PUT', path: `/properties/${w.id(docIdOf(c))}`, body };
    },
    alsoDeniedWith: [400],
  };
}

/** A new listing through POST /add-properties with a forged `field` (featured), which its body never takes: refused whole (400). */
function forgedCreate(field: string): Mapping {
  return {
    routes: [`POST /add-properties (a valid listing and a forged ${field})`],
    calls: (c, w) => ({ method: 'POST', path: '/add-properties', body: pick(w, dataOf(c), [...PROPERTY_FIELDS, field]) }),
    alsoDeniedWith: [400],
  };
}

/**
 * Every policy of tests/rules/permission-matrix.ts on a collection the facade serves, mapped to the
 * facade path that performs it, or listed as unmapped with the reason. Keyed by the policy's text: a
 * new policy without an entry fails the suite, so the rules and the facade cannot drift apart silently.
 */
export const MATRIX_MAPPING: Readonly<Record<string, Mapping>> = {
  'users: self or an admin reads a user document': getRole,
  'users: an agent reads their own document': getRole,
  'users: a fraud user still reads their own document': getRole,
  'users: only admins list users': {
    routes: ['GET /users', 'GET /allUser'],
    calls: () => [
      { method: 'GET', path: '/users' },
      { method: 'GET', path: '/allUser' },
    ],
  },
  'users: only the newcomer creates their own document, roll user': {
    routes: ['POST /userInfo {name, email, image}'],
    calls: (c, w) => ({ method: 'POST', path: '/userInfo', body: pick(w, dataOf(c), ['name', 'email', 'image']) }),
    // The contract's own answer when the caller's document already exists (docs/facade.md "Paths").
    alsoDeniedWith: [409],
  },
  'users: only self changes their name and image': { unmapped: USER_PROFILE_EDIT },
  'users: an agent changes their own name': { unmapped: USER_PROFILE_EDIT },
  'users: a fraud user changes nothing, not even their name': { unmapped: USER_PROFILE_EDIT },
  'users: only admins make a user an agent': setRole,
  'users: only admins make a user an admin': setRole,
  'users: only admins mark an agent fraud': setRole,
  'users: an admin makes another admin an agent': setRole,
  'users: nobody marks a user (not an agent) fraud': setRole,
  "users: nobody changes a fraud user's role": setRole,
  'users: nobody sets the role a user already has': setRole,
  'users: an admin does not change their own role': setRole,
  'users: an admin changes nothing but the role': {
    unmapped: 'no facade path writes a user field other than roll; PATCH /user/roll takes exactly {roll} and answers 400 to {name} (bad-input suite)',
  },
  'users: nobody writes search keys (a function derives them from name and e-mail)': {
    unmapped: 'no facade path writes a user field other than roll; the trigger onUserWritten derives searchKeys (tests/functions/users/search-keys-trigger.test.ts)',
  },
  'users: nobody writes an account type (an approval does), the person and admins included': forgedApproval,
  'users: nobody changes an approved professional’s account type, their own included': forgedApproval,
  'users: nobody writes a last decision (the decision on an application does)': forgedApproval,
  'users: an admin’s role change carries no account type (only an approval gives one)': forgedApproval,
  'users: nobody writes their own agency (accepting an invitation does)': forgedAgency,
  'users: nobody puts another person in an agency, admins and the agency included': forgedAgency,
  'users: a name change carries no agency': forgedAgency,
  'users: an admin’s role change carries no agency': forgedAgency,
  'users: a new profile carries no agency': {
    routes: ['POST /userInfo {name, email, image, agencyUid}'],
    calls: (c, w) => ({ method: 'POST', path: '/userInfo', body: pick(w, dataOf(c), ['name', 'email', 'image', 'agencyUid']) }),
    // Its body is refused whole (400): POST /userInfo takes no agency.
    alsoDeniedWith: [400, 409],
  },
  'users: a new profile carries no account type': {
    routes: ['POST /userInfo {name, email, image, accountType}'],
    calls: (c, w) => ({ method: 'POST', path: '/userInfo', body: pick(w, dataOf(c), ['name', 'email', 'image', 'accountType']) }),
    // Its body is refused whole (400): POST /userInfo takes no account type.
    alsoDeniedWith: [400, 409],
  },
  'users: nobody deletes a user document (a function does)': {
    unmapped: 'DELETE /user/{id} is that function: admins may call it by design (tests/functions/users/delete-user.test.ts covers who may)',
  },

  'properties: everyone reads a verified listing': getProperty,
  'properties: only its agent and admins read a pending listing': getProperty,
  'properties: only its agent and admins read a rejected listing': getProperty,
  'properties: only admins read a withdrawn listing (its agent is fraud)': getProperty,
  'properties: everyone lists public listings (verified, not withdrawn)': {
    routes: ['GET /properties?sort=asc'],
    calls: () => ({ method: 'GET', path: '/properties?sort=asc&limit=20' }),
  },
  'properties: only admins list every listing': { routes: ['GET /properties?view=all'], calls: () => ({ method: 'GET', path: '/properties?view=all' }) },
  "properties: only the agent and admins list the agent's listings": {
    routes: ['GET /agent-properties/{email}'],
    calls: (_c, w) => ({ method: 'GET', path: `/agent-properties/${enc(emailOf(w, IDENTITIES.agent.uid))}`, expectIds: [w.id(PROPERTY.verified), w.id(PROPERTY.pending)] }),
  },
  'properties: only agents create listings, pending, as themselves': createProperty,
  'properties: only agents create listings with facts, photos, floor plans and panoramas': createProperty,
  'properties: only its agent edits a listing': editProperty,
  "properties: only its agent edits a listing's facts and pictures (which sends it back to pending)": editProperty,
  'properties: nobody writes searchFacts (the listing trigger derives them)': forgedEdit('searchFacts'),
  'properties: nobody pauses or resumes a listing directly (withdrawn, pausedAt: the facade does, moving its slot)': forgedEdit('withdrawn'),
  'properties: nobody features a listing directly (featured, featuredUntil: the facade does, from the plan or once paid)': forgedEdit('featured'),
  "properties: nobody moves a running feature's end or its allowance (featuredUntil, featuredHolder on a featured listing)": forgedEdit('featuredUntil'),
  'properties: nobody lists a property already featured or paid for (featured, paidSlot without a paid submission)': forgedCreate('featured'),
  'properties: a fraud agent edits nothing, not even their withdrawn listing': editProperty,
  // Its own agent hears why: the listing is sold (409), as a delete of it answers.
  'properties: nobody edits a sold listing, its own agent included (only functions write it after the sale)': { ...editProperty, alsoDeniedWith: [409] },
  'properties: only admins verify a pending listing': judgeProperty,
  'properties: only admins reject a pending listing': judgeProperty,
  'properties: nobody verifies a rejected listing (pending only)': judgeProperty,
  'properties: admins change nothing but the status': {
    routes: ['PUT /properties/{id} (a full edit carrying the new title)'],
    calls: (c, w) => {
      const stored = WORLD.properties[docIdOf(c)] ?? {};
      return { method: 'PUT', path: `/properties/${w.id(docIdOf(c))}`, body: { ...pick(w, stored, LISTING_BASICS), ...pick(w, dataOf(c), PROPERTY_FIELDS) } };
    },
  },
  'properties: no client deletes a listing directly (the facade deletes, checking its offers)': {
    unmapped:
      "DELETE /properties/{id} is that deletion: the listing's agent may call it by design, and it refuses a sold listing or one with a paid or accepted offer (tests/functions/facade/properties.test.ts covers who may and when)",
  },
  'properties: a fraud agent deletes nothing': deleteProperty,
  'properties: no agent creates a listing with a legal check': withLegalCheck(createProperty),
  'properties: nobody writes legalCheck while editing other fields (functions derive it)': withLegalCheck(editProperty),
  'properties: no admin writes legalCheck directly, nor with a verdict (PATCH /properties/{id}/legal-check does)': withLegalCheck(judgeProperty),

  "viewings: only its buyer and the listing's agent read a viewing (admins do not)": {
    routes: ['GET /viewings/{id}'],
    calls: (c, w) => ({ method: 'GET', path: `/viewings/${w.id(docIdOf(c))}` }),
  },
  'viewings: only the buyer lists their own viewings': { unmapped: VIEWING_LISTS },
  'viewings: only the agent lists the viewings of their listings': { unmapped: VIEWING_LISTS },
  'viewings: nobody lists every viewing': { routes: [`GET /viewings: ${NO_ROUTE}`], calls: () => ({ method: 'GET', path: '/viewings' }) },
  'viewings: no client books a viewing directly (the facade does, taking the slot)': {
    unmapped: 'POST /viewings is the booking function: buyers may call it by design, and it takes the slot in a transaction (tests/functions/viewings covers who may and when)',
  },
  'viewings: no client confirms a viewing, its agent included (the facade does)': {
    unmapped: "PATCH /viewings/{id} is the change function: the listing's agent and the buyer may call it by design (tests/functions/viewings covers who may and when)",
  },
  'viewings: no client deletes a viewing': { routes: [`DELETE /viewings/{id}: ${NO_ROUTE}`], calls: (c, w) => ({ method: 'DELETE', path: `/viewings/${w.id(docIdOf(c))}` }) },

  'reviews: everyone reads a review': {
    routes: ['GET /reviews/{propertyId}'],
    calls: (c, w) => ({ method: 'GET', path: `/reviews/${w.id(worldField('reviews', docIdOf(c), 'propertyId'))}`, expectIds: [w.id(docIdOf(c))] }),
  },
  'reviews: everyone lists all reviews, newest first': { routes: ['GET /reviews'], calls: () => ({ method: 'GET', path: '/reviews' }) },
  'reviews: only users write a review, as themselves': {
    routes: ['POST /reviews'],
    calls: (c, w) => ({
      method: 'POST',
      path: '/reviews',
      body: pick(w, dataOf(c), ['userName', 'userImage', 'userEmail', 'propertyTitle', 'agentName', 'propertyId', 'rating', 'comment']),
    }),
  },
  'reviews: nobody edits a review': { routes: [`PATCH /reviews/{id}: ${NO_ROUTE}`], calls: (c, w) => ({ method: 'PATCH', path: `/reviews/${w.id(docIdOf(c))}`, body: dataOf(c) }) },
  'reviews: only its author and admins delete a review': {
    routes: ['DELETE /reviews/{id}?userEmail=', 'DELETE /my-reviews/{id}'],
    calls: (c, w) => [
      { method: 'DELETE', path: `/reviews/${w.id(docIdOf(c))}?userEmail=${enc(w.id(worldField('reviews', docIdOf(c), 'userEmail')))}` },
      { method: 'DELETE', path: `/my-reviews/${w.id(docIdOf(c))}` },
    ],
  },

  'wishlist: only its owner reads an entry': {
    routes: ['GET /wishlist/{email}'],
    calls: (c, w) => ({ method: 'GET', path: `/wishlist/${enc(w.id(worldField('wishlist', docIdOf(c), 'userEmail')))}`, expectIds: [w.id(docIdOf(c))] }),
  },
  "wishlist: only its owner lists a user's entries": {
    routes: ['GET /wishlist/{email}'],
    calls: (_c, w) => ({ method: 'GET', path: `/wishlist/${enc(emailOf(w, IDENTITIES.user.uid))}` }),
  },
  'wishlist: nobody lists every entry': { routes: [`GET /wishlist: ${NO_ROUTE}`], calls: () => ({ method: 'GET', path: '/wishlist' }) },
  'wishlist: only users add a listing to their own wishlist': {
    routes: ['POST /wishlist'],
    calls: (c, w) => ({
      method: 'POST',
      path: '/wishlist',
      body: pick(w, dataOf(c), ['userEmail', 'propertyImage', 'propertyName', 'propertyLocation', 'agentName', 'agentEmail', 'agentImage', 'MaximumPrice', 'MinimumPrice', 'propertyId']),
    }),
  },
  'wishlist: nobody edits an entry': { routes: [`PATCH /wishlist/{id}: ${NO_ROUTE}`], calls: (c, w) => ({ method: 'PATCH', path: `/wishlist/${w.id(docIdOf(c))}`, body: dataOf(c) }) },
  'wishlist: only its owner deletes an entry': { routes: ['DELETE /wishlist/{id}'], calls: (c, w) => ({ method: 'DELETE', path: `/wishlist/${w.id(docIdOf(c))}` }) },

  'offers: only users make an offer, as themselves, pending': {
    routes: ['POST /makeOffer'],
    calls: (c, w) => ({
      method: 'POST',
      path: '/makeOffer',
      body: pick(w, dataOf(c), ['propertyId', 'propertyImage', 'propertyTitle', 'location', 'agentName', 'agentEmail', 'offerAmount', 'buyerEmail', 'buyerName', 'status']),
    }),
  },
  'offers: only its buyer, its agent and admins read an offer': {
    routes: ["GET /agent-offers/{email} (the offer's agent), GET /makeOffer/{buyer email} (everyone else)"],
    calls: (c, w) => {
      const id = docIdOf(c);
      const agentEmail = w.id(worldField('offers', id, 'agentEmail'));
      const byAgent = c.actor === 'agent';
      const email = byAgent ? agentEmail : w.id(worldField('offers', id, 'buyerEmail'));
      return { method: 'GET', path: `/${byAgent ? 'agent-offers' : 'makeOffer'}/${enc(email)}`, expectIds: [w.id(id)] };
    },
  },
  "offers: only the buyer and admins list the buyer's offers": {
    routes: ['GET /makeOffer?buyerEmail={email}', 'GET /makeOffer/{email}'],
    calls: (_c, w) => {
      const email = enc(emailOf(w, IDENTITIES.user.uid));
      const expectIds = [w.id(OFFER.byUser), w.id(OFFER.bought)];
      return [
        { method: 'GET', path: `/makeOffer?buyerEmail=${email}`, expectIds },
        { method: 'GET', path: `/makeOffer/${email}`, expectIds },
      ];
    },
  },
  "offers: only the agent and admins list offers on the agent's listings": {
    routes: ['GET /agent-offers/{email}'],
    calls: (_c, w) => ({ method: 'GET', path: `/agent-offers/${enc(emailOf(w, IDENTITIES.agent.uid))}`, expectIds: [w.id(OFFER.byUser), w.id(OFFER.bought)] }),
  },
  'offers: only admins list every offer': { routes: ['GET /makeOffer'], calls: () => ({ method: 'GET', path: '/makeOffer' }) },
  'offers: no client marks an offer bought': {
    unmapped: "the facade's only path to bought is PATCH /makeOffer/payment-success/{id}, which checks the payment with Stripe (payments code; tests/functions/payments)",
  },
  'offers: no client accepts or rejects an offer': {
    unmapped: "PATCH /offers/{id} is the offer-decision function: the listing's agent may call it by design (offers code; tests/functions/offers)",
  },
  'offers: no client deletes an offer': { routes: [`DELETE /makeOffer/{id}: ${NO_ROUTE}`], calls: (c, w) => ({ method: 'DELETE', path: `/makeOffer/${w.id(docIdOf(c))}` }) },

  'refunds: only admins read a refund record': {
    routes: ['GET /refunds?status=owed (the record among those still owed)'],
    calls: (c, w) => ({ method: 'GET', path: '/refunds?status=owed', expectIds: [w.id(docIdOf(c))] }),
  },
  'refunds: only admins list refunds still owed': {
    routes: ['GET /refunds?status=owed'],
    calls: (_c, w) => ({ method: 'GET', path: '/refunds?status=owed', expectIds: [w.id(REFUND.owed)] }),
  },
  'refunds: no client records a refund (the functions that owe one do)': {
    unmapped: 'no facade path creates a refund record: the offer decision, the fraud trigger, user deletion and a late payment record the refunds they owe (tests/functions/refunds)',
  },
  'refunds: no client marks a refund refunded (attempts run in functions)': {
    unmapped: "POST /refunds/{id}/retry is that attempt: admins may call it by design, and only Stripe's answer marks a record refunded (tests/functions/refunds/retry-now.test.ts covers who may)",
  },
  'refunds: no client deletes a refund record': { routes: [`DELETE /refunds/{id}: ${NO_ROUTE}`], calls: (c, w) => ({ method: 'DELETE', path: `/refunds/${w.id(docIdOf(c))}` }) },
};

/** How a case reaches the facade: unmapped with its collection's reason when no facade path serves it, else its policy's mapping. */
export function mappingOf(testCase: MatrixCase): Mapping | undefined {
  const reason = COLLECTIONS_WITHOUT_FACADE_PATH[collectionPattern(testCase.collection)];
  return reason === undefined ? MATRIX_MAPPING[testCase.policy] : { unmapped: reason };
}
