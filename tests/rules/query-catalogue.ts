import { IDENTITIES, ALL_ACTORS, type Actor } from './matrix/actors';
import { PROPERTY, propertyOf } from './matrix/listings';
import { INVOICE, OFFER, PLAN, REFUND, REVIEW, WISHLIST } from './matrix/world';
import type { CollectionName, FixedTime, PermissionCase, QuerySpec } from './matrix/types';
import { FEATURED_LEAD_QUERY, NEW_PROPERTIES_QUERY, publicListingsCountQuery, publicListingsQuery, type ListingOrder, type ListingsPageRequest } from '../../domain/src/queries/listings';
import { listingCursor } from '../../domain/src/queries/page-cursor';
import type { PageCursor } from '../../domain/src/queries/paging';
import type { SearchFacts } from '../../domain/src/listing-filters';
import { allReviewsPageQuery, LATEST_REVIEWS_QUERY, propertyReviewsAggregateQuery, propertyReviewsQuery } from '../../domain/src/queries/reviews';
import type { CollectionQuery } from '../../domain/src/queries/query-spec';
import { buyerOffersPageQuery, myReviewsPageQuery, wishlistPageQuery } from '../../domain/src/queries/buyer';
import { adminListingsPageQuery, usersPageQuery } from '../../domain/src/queries/admin';
import { agentListingsPageQuery, agentOffersPageQuery, agentSalesAggregateQuery, agentSalesPageQuery } from '../../domain/src/queries/agent';
import { OWED_REFUNDS_QUERY } from '../../domain/src/queries/refunds';
import { notificationsPageQuery, savedSearchesPageQuery, unreadNotificationsQuery } from '../../domain/src/queries/alerts';
import { NOTIFICATION, SAVED_SEARCH } from './matrix/alerts';
import { priceHistoryQuery } from '../../domain/src/queries/price-history';
import { PRICE_CHANGE } from './matrix/price-history';
import { inboxPageQuery, threadQuery } from '../../domain/src/queries/messages';
import { CONVERSATION, MESSAGE } from './matrix/conversations';
import { mapListingsQueries, type MapListingsRequest } from '../../domain/src/queries/map';
import { matchesFilters } from '../../domain/src/listing-filters';
import { locationSearchTerm } from '../../domain/src/search';
import { PROPERTIES } from './matrix/listings';
import { openViewingQuery, upcomingSlotsQuery, viewingsPageQuery } from '../../domain/src/queries/viewings';
import { SLOT, VIEWING, VIEWINGS_NOW } from './matrix/viewings';
import { insightMonthsQuery, insightWeeksQuery } from '../../domain/src/queries/insights';
import { REVENUE_MONTHS_SHOWN } from '../../domain/src/revenue';
import { INSIGHT_MONTH, INSIGHT_WEEK, SCOPE } from './matrix/insights';
import { documentsQuery } from '../../domain/src/legal-check';
import { LEGAL_DOCUMENT } from './matrix/legal-check';
import { applicationDecisionsQuery, pendingApplicationsPageQuery } from '../../domain/src/queries/applications';
import { APPLICANT, DECISION } from './matrix/applications';
import type { UserFilters } from '../../domain/src/queries/admin';
import { agencyAgentsPageQuery, openInvitationsQuery } from '../../domain/src/queries/agencies';
import { AGENCY, INVITATION, MEMBER } from './matrix/agencies';
import { allPlansPageQuery } from '../../domain/src/queries/plans';
import { accountInvoicesPageQuery } from '../../domain/src/queries/billing';

/**
 * Every query the app runs, as plain data: who runs it, who else must be refused it, and what it
 * returns on the seeded world. Rules are not filters: each query carries the constraints the rules
 * need to prove every result readable. docs/security-rules.md lists the same queries in words.
 */
export interface AppQuery {
  /** What the app shows with it. */
  readonly name: string;
  readonly collection: CollectionName;
  readonly query: QuerySpec;
  readonly allowed: readonly Actor[];
  readonly denied: readonly Actor[];
  /** Ids returned, in order, on the seeded world. */
  readonly expectIds: readonly string[];
}

const { user, agent } = IDENTITIES;
const everyone = ALL_ACTORS;
const admins: Actor[] = ['admin', 'otherAdmin'];
const allBut = (allowed: readonly Actor[]): Actor[] => ALL_ACTORS.filter((actor) => !allowed.includes(actor));

const NEWEST: QuerySpec['orderBy'] = [['createdAt', 'desc']];

/** A query the web app declares (domain/src/queries), exactly as it sends it. */
function declared({ collection, spec }: CollectionQuery): Pick<AppQuery, 'collection' | 'query'> {
  return { collection, query: spec };
}

function only(allowed: readonly Actor[]): Pick<AppQuery, 'allowed' | 'denied'> {
  return { allowed, denied: allBut(allowed) };
}

/** The cursor of a filtered page at a seeded listing, as All properties takes it from the listing it shows. */
function filteredCursorAt(order: ListingOrder, id: string): PageCursor {
  const listing = propertyOf(id);
  const createdAt = Date.parse((listing.createdAt as FixedTime).$at) / 1000;
  // The world stores what searchFactsOf returned for the listing (tests/rules/matrix/listings.ts).
  const searchFacts = listing.searchFacts as unknown as SearchFacts;
  return listingCursor(order, { id, MinimumPrice: Number(listing.MinimumPrice), createdAt: { $seconds: createdAt, $nanos: 0 }, searchFacts }, true);
}

/** A page of All properties with filters: public, so everyone may run it. */
function filteredPage(name: string, request: ListingsPageRequest, expectIds: readonly string[], pageSize?: number): AppQuery {
  return { name, ...declared(publicListingsQuery(request, pageSize)), ...only(everyone), expectIds };
}

/**
 * All properties with filters (docs/listings.md "Filters"), in each order, with and without a location
 * search, and paged both ways. The public listings: New York (house, 3 beds, 2 baths, 1,800 ft²,
 * $100,000-200,000), York (sold, no facts, $300,000-400,000), Newark (apartment, 2 beds, 1.5 baths,
 * 950 ft², $450,000-500,000) and New Haven (house, 4 beds, 2.5 baths, 2,600 ft², $250,000-260,000);
 * the withdrawn New Orleans house has 5 beds.
 */
const FILTERED_LISTINGS: readonly AppQuery[] = [
  {
    // The count beside a filtered list ("3 properties found"): the page's query without its limit,
    // run as a count() aggregation, which the rules judge as this list.
    name: 'The count of All properties with filters and a location search (the page query without its limit)',
    ...declared(publicListingsCountQuery({ search: 'new', order: 'asc', filters: { maxPrice: 300_000 } })),
    ...only(everyone),
    expectIds: [PROPERTY.verified, PROPERTY.otherAgents],
  },
  filteredPage('All properties with at least 3 bedrooms, newest first (a listing without facts is left out)', { search: null, order: 'newest', filters: { minBeds: 3 } }, [
    PROPERTY.otherAgents,
    PROPERTY.verified,
  ]),
  filteredPage('All properties up to a price, price low to high (a listing without facts is in: its prices say)', { search: null, order: 'asc', filters: { maxPrice: 300_000 } }, [
    PROPERTY.verified,
    PROPERTY.otherAgents,
    PROPERTY.sold,
  ]),
  filteredPage('All properties of one type (houses), price high to low', { search: null, order: 'desc', filters: { type: 'house' } }, [PROPERTY.otherAgents, PROPERTY.verified]),
  filteredPage("All properties from a price (the listing's higher price reaches it), price high to low", { search: null, order: 'desc', filters: { minPrice: 260_000 } }, [
    PROPERTY.reversedPrices,
    PROPERTY.sold,
    PROPERTY.otherAgents,
  ]),
  filteredPage('All properties with at least 5 bedrooms: only a withdrawn listing has them, so none', { search: null, order: 'newest', filters: { minBeds: 5 } }, []),
  filteredPage('Search "new" with at least 2 bathrooms, price low to high', { search: 'new', order: 'asc', filters: { minBaths: 2 } }, [PROPERTY.verified, PROPERTY.otherAgents]),
  filteredPage('Search "york" with a minimum area, newest first (York has no facts)', { search: 'york', order: 'newest', filters: { minArea: 1_000 } }, [PROPERTY.verified]),
  filteredPage(
    'Search "new" with every filter set, price high to low',
    { search: 'new', order: 'desc', filters: { type: 'apartment', minBeds: 2, minBaths: 1.5, minArea: 900, minPrice: 400_000, maxPrice: 480_000 } },
    [PROPERTY.reversedPrices],
  ),
  filteredPage(
    'All properties up to a price, the page after a cursor',
    { search: null, order: 'asc', filters: { maxPrice: 300_000 }, after: filteredCursorAt('asc', PROPERTY.verified) },
    [PROPERTY.otherAgents, PROPERTY.sold],
    1,
  ),
  filteredPage(
    'All properties up to a price, the page before a cursor (paging back)',
    { search: null, order: 'asc', filters: { maxPrice: 300_000 }, before: filteredCursorAt('asc', PROPERTY.sold) },
    [PROPERTY.verified, PROPERTY.otherAgents],
    1,
  ),
  filteredPage(
    'Search "new" with at least 3 bedrooms, newest first, the page after a cursor',
    { search: 'new', order: 'newest', filters: { minBeds: 3 }, after: filteredCursorAt('newest', PROPERTY.otherAgents) },
    [PROPERTY.verified],
    1,
  ),
  filteredPage(
    'Search "new" for houses, price high to low, the page before a cursor (paging back)',
    { search: 'new', order: 'desc', filters: { type: 'house' }, before: filteredCursorAt('desc', PROPERTY.verified) },
    [PROPERTY.otherAgents],
    1,
  ),
];

/**
 * All properties' Featured filter (docs/plans.md "Featured listings"), alone and with the other
 * filters and a location search, in each order: Newark and New Haven are featured.
 */
const FEATURED_LISTINGS: readonly AppQuery[] = [
  filteredPage('Featured listings, newest first', { search: null, order: 'newest', filters: { featured: true } }, [PROPERTY.otherAgents, PROPERTY.reversedPrices]),
  filteredPage('Featured listings, price low to high', { search: null, order: 'asc', filters: { featured: true } }, [PROPERTY.otherAgents, PROPERTY.reversedPrices]),
  filteredPage('Featured listings, price high to low', { search: null, order: 'desc', filters: { featured: true } }, [PROPERTY.reversedPrices, PROPERTY.otherAgents]),
  filteredPage('Featured listings, search "new", newest first', { search: 'new', order: 'newest', filters: { featured: true } }, [PROPERTY.otherAgents, PROPERTY.reversedPrices]),
  filteredPage('Featured listings, search "new", price low to high', { search: 'new', order: 'asc', filters: { featured: true } }, [PROPERTY.otherAgents, PROPERTY.reversedPrices]),
  filteredPage('Featured listings, search "haven", price high to low', { search: 'haven', order: 'desc', filters: { featured: true } }, [PROPERTY.otherAgents]),
  filteredPage('Featured listings with at least 2 bedrooms, newest first', { search: null, order: 'newest', filters: { featured: true, minBeds: 2 } }, [PROPERTY.otherAgents, PROPERTY.reversedPrices]),
  filteredPage('Featured houses, price low to high (the featured apartment is left out)', { search: null, order: 'asc', filters: { featured: true, type: 'house' } }, [PROPERTY.otherAgents]),
  filteredPage('Featured listings with at least 2 bathrooms, price high to low', { search: null, order: 'desc', filters: { featured: true, minBaths: 2 } }, [PROPERTY.otherAgents]),
  filteredPage('Featured listings, search "new", at least 3 bedrooms, newest first', { search: 'new', order: 'newest', filters: { featured: true, minBeds: 3 } }, [PROPERTY.otherAgents]),
  filteredPage('Featured listings, search "new", up to a price, price low to high', { search: 'new', order: 'asc', filters: { featured: true, maxPrice: 300_000 } }, [PROPERTY.otherAgents]),
  filteredPage('Featured apartments, search "newark", price high to low', { search: 'newark', order: 'desc', filters: { featured: true, type: 'apartment' } }, [PROPERTY.reversedPrices]),
  {
    name: "New Properties' featured lead on home: the newest featured public listings",
    ...declared(FEATURED_LEAD_QUERY),
    ...only(everyone),
    expectIds: [PROPERTY.otherAgents, PROPERTY.reversedPrices],
  },
];

/** The map of All properties around New York and Newark (the world's other listings are far from it). */
export const NEW_YORK_AREA = { south: 40.6, west: -74.3, north: 40.9, east: -73.8 } as const;

/** The views the map catalogue runs: alone, with a location search, with filters, with both. */
export const MAP_REQUESTS: readonly (readonly [string, MapListingsRequest])[] = [
  ['the New York area', { view: NEW_YORK_AREA, search: null }],
  ['the New York area, search "new"', { view: NEW_YORK_AREA, search: 'new' }],
  ['the New York area, houses only', { view: NEW_YORK_AREA, search: null, filters: { type: 'house' } }],
  ['the New York area, search "york", 3 bedrooms or more', { view: NEW_YORK_AREA, search: 'york', filters: { minBeds: 3 } }],
  ['the New York area, featured only', { view: NEW_YORK_AREA, search: null, filters: { featured: true } }],
  ['the New York area, search "new", featured only', { view: NEW_YORK_AREA, search: 'new', filters: { featured: true } }],
  ['the New York area, featured apartments', { view: NEW_YORK_AREA, search: null, filters: { featured: true, type: 'apartment' } }],
  ['the New York area, search "new", featured houses', { view: NEW_YORK_AREA, search: 'new', filters: { featured: true, type: 'house' } }],
];

/**
 * The public listings of the world one geohash range of a map query returns, in its order: by geohash
 * (then its range fields, then id). The rules suite checks the union of a view's ranges separately.
 */
function inRange(request: MapListingsRequest, start: string, end: string): string[] {
  const term = request.search === null ? null : locationSearchTerm(request.search);
  return Object.entries(PROPERTIES)
    .filter(([, listing]) => listing.status === 'verified' && listing.withdrawn === false)
    .filter(([, listing]) => typeof listing.geohash === 'string' && listing.geohash >= start && listing.geohash <= end)
    .filter(([, listing]) => term === null || (listing.locationKeys as readonly string[]).includes(term))
    .filter(([, listing]) => matchesFilters(listing.searchFacts as unknown as SearchFacts, request.filters))
    .filter(([, listing]) => !request.filters?.featured || listing.featured === true)
    .sort(([a, x], [b, y]) => String(x.geohash).localeCompare(String(y.geohash)) || a.localeCompare(b))
    .map(([id]) => id);
}

/** Every geohash range query of the map's views (domain/src/queries/map.ts): public, so everyone may run them. */
const MAP_QUERIES: readonly AppQuery[] = MAP_REQUESTS.flatMap(([what, request]) =>
  mapListingsQueries(request).map((query, index): AppQuery => {
    const [start = '', end = ''] = (query.spec.where ?? []).filter(([field]) => field === 'geohash').map(([, , value]) => String(value));
    return { name: `The map of ${what}, geohash range ${index + 1}`, ...declared(query), ...only(everyone), expectIds: inRange(request, start, end) };
  }),
);

/** Manage users narrowed to a role and / or an account type, with and without a search (admins). */
function usersFiltered(name: string, search: string | null, filters: UserFilters, expectIds: readonly string[]): AppQuery {
  return { name: `${name} (admin: Manage users' filters)`, ...declared(usersPageQuery(search, {}, undefined, filters)), ...only(admins), expectIds };
}

/**
 * Every combination of Manage users' filters (docs/accounts.md): the world's agent was approved as an
 * agent, the other agent as an agency; ties on createdAt come in descending id order.
 */
const USERS_FILTERED: readonly AppQuery[] = [
  usersFiltered('Agents', null, { role: 'agent', type: 'all' }, [IDENTITIES.otherAgent.uid, agent.uid]),
  usersFiltered('Agencies', null, { role: 'all', type: 'agency' }, [IDENTITIES.otherAgent.uid]),
  usersFiltered('Agents approved as agents', null, { role: 'agent', type: 'agent' }, [agent.uid]),
  usersFiltered('Buyers approved as agents: none (a buyer has no type)', null, { role: 'user', type: 'agent' }, []),
  usersFiltered('Buyers found by "name of"', 'name of', { role: 'user', type: 'all' }, [IDENTITIES.otherUser.uid, user.uid]),
  usersFiltered('Agencies found by "name of agent"', 'Name of agent', { role: 'all', type: 'agency' }, [IDENTITIES.otherAgent.uid]),
  usersFiltered('Agents approved as agents found by "name of"', 'name of', { role: 'agent', type: 'agent' }, [agent.uid]),
];

/** The app's queries. */
export const APP_QUERIES: readonly AppQuery[] = [
  ...MAP_QUERIES,
  {
    name: 'All properties, newest first (public, the default order)',
    ...declared(publicListingsQuery({ search: null, order: 'newest' })),
    ...only(everyone),
    expectIds: [PROPERTY.otherAgents, PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.verified],
  },
  {
    name: 'All properties, price low to high (public)',
    ...declared(publicListingsQuery({ search: null, order: 'asc' })),
    ...only(everyone),
    expectIds: [PROPERTY.verified, PROPERTY.otherAgents, PROPERTY.sold, PROPERTY.reversedPrices],
  },
  {
    name: 'All properties, price high to low (public)',
    ...declared(publicListingsQuery({ search: null, order: 'desc' })),
    ...only(everyone),
    expectIds: [PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.otherAgents, PROPERTY.verified],
  },
  {
    name: 'All properties, the page after a cursor (public)',
    ...declared(publicListingsQuery({ search: null, order: 'asc', after: { value: 100_000, id: PROPERTY.verified } }, 1)),
    ...only(everyone),
    expectIds: [PROPERTY.otherAgents, PROPERTY.sold],
  },
  {
    name: 'All properties, the page before a cursor (public, paging back)',
    ...declared(publicListingsQuery({ search: null, order: 'asc', before: { value: 300_000, id: PROPERTY.sold } }, 1)),
    ...only(everyone),
    expectIds: [PROPERTY.verified, PROPERTY.otherAgents],
  },
  {
    name: 'All properties, the next page of newest first, after a timestamp cursor (public)',
    ...declared(publicListingsQuery({ search: null, order: 'newest', after: { value: { $seconds: Date.parse('2025-01-15T00:00:00Z') / 1000, $nanos: 0 }, id: PROPERTY.reversedPrices } }, 1)),
    ...only(everyone),
    expectIds: [PROPERTY.sold, PROPERTY.verified],
  },
  {
    name: 'Search by location "new", price low to high (public)',
    ...declared(publicListingsQuery({ search: 'new', order: 'asc' })),
    ...only(everyone),
    expectIds: [PROPERTY.verified, PROPERTY.otherAgents, PROPERTY.reversedPrices],
  },
  {
    name: 'Search by location "york", price high to low (public)',
    ...declared(publicListingsQuery({ search: 'york', order: 'desc' })),
    ...only(everyone),
    expectIds: [PROPERTY.sold, PROPERTY.verified],
  },
  {
    name: 'Search by location "New Y", newest first (public)',
    ...declared(publicListingsQuery({ search: 'New Y', order: 'newest' })),
    ...only(everyone),
    expectIds: [PROPERTY.verified],
  },
  ...FILTERED_LISTINGS,
  ...FEATURED_LISTINGS,
  {
    name: 'New Properties on home: the 8 newest public listings',
    ...declared(NEW_PROPERTIES_QUERY),
    ...only(everyone),
    expectIds: [PROPERTY.otherAgents, PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.verified],
  },
  {
    name: "An agent's own properties (My added properties)",
    ...declared(agentListingsPageQuery(agent.uid)),
    ...only(['agent', ...admins]),
    expectIds: [PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.rejected, PROPERTY.pending, PROPERTY.verified],
  },
  {
    name: 'Every property, newest first (admin: Manage properties, All)',
    ...declared(adminListingsPageQuery('all')),
    ...only(admins),
    expectIds: [PROPERTY.otherAgents, PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.rejected, PROPERTY.pending, PROPERTY.withdrawn, PROPERTY.verified],
  },
  {
    name: 'Pending properties, longest waiting first (admin: Manage properties, the default filter)',
    ...declared(adminListingsPageQuery('pending')),
    ...only(admins),
    expectIds: [PROPERTY.pending],
  },
  {
    // Not Chicago (pending with no document left) nor the withdrawn listing, nor New York (failed).
    name: 'Properties whose legal check waits with documents, newest first (admin: Manage properties, Legal checks)',
    ...declared(adminListingsPageQuery('legalCheck')),
    ...only(admins),
    expectIds: [PROPERTY.otherAgents, PROPERTY.pending],
  },
  {
    name: 'Verified properties not withdrawn, newest first (admin: Manage properties; the public filter, so anyone may run it)',
    ...declared(adminListingsPageQuery('verified')),
    ...only(everyone),
    expectIds: [PROPERTY.otherAgents, PROPERTY.reversedPrices, PROPERTY.sold, PROPERTY.verified],
  },
  {
    name: 'Rejected properties (admin: Manage properties)',
    ...declared(adminListingsPageQuery('rejected')),
    ...only(admins),
    expectIds: [PROPERTY.rejected],
  },
  {
    name: "Withdrawn properties, a fraud agent's (admin: Manage properties)",
    ...declared(adminListingsPageQuery('withdrawn')),
    ...only(admins),
    expectIds: [PROPERTY.withdrawn],
  },
  {
    name: 'Every property, the page after a cursor (admin: Manage properties, All)',
    ...declared(adminListingsPageQuery('all', { after: { value: { $seconds: Date.parse('2025-01-10T00:00:00Z') / 1000, $nanos: 0 }, id: PROPERTY.sold } }, 2)),
    ...only(admins),
    expectIds: [PROPERTY.rejected, PROPERTY.pending, PROPERTY.withdrawn],
  },
  {
    name: "A buyer's offers (Property bought)",
    ...declared(buyerOffersPageQuery(user.uid)),
    ...only(['user', ...admins]),
    expectIds: [OFFER.bought, OFFER.byUser],
  },
  {
    name: "Offers on an agent's properties (Requested properties)",
    ...declared(agentOffersPageQuery(agent.uid)),
    ...only(['agent', ...admins]),
    expectIds: [OFFER.bought, OFFER.byUser],
  },
  {
    name: "An agent's sales, latest decision first (Sold properties)",
    ...declared(agentSalesPageQuery(agent.uid)),
    ...only(['agent', ...admins]),
    expectIds: [],
  },
  {
    name: "Offers on one of the agent's properties",
    collection: 'offers',
    query: {
      where: [
        ['agentUid', '==', agent.uid],
        ['propertyId', '==', PROPERTY.verified],
      ],
      orderBy: NEWEST,
    },
    ...only(['agent', ...admins]),
    expectIds: [OFFER.bought, OFFER.byUser],
  },
  {
    name: 'Every offer (admin: counts)',
    collection: 'offers',
    query: { orderBy: NEWEST },
    ...only(admins),
    expectIds: [OFFER.byOtherUser, OFFER.bought, OFFER.byUser],
  },
  {
    name: "A user's wishlist",
    ...declared(wishlistPageQuery(user.uid)),
    ...only(['user']),
    expectIds: [WISHLIST.byUser],
  },
  {
    name: "A user's reviews (My reviews)",
    ...declared(myReviewsPageQuery(user.uid)),
    ...only(everyone),
    expectIds: [REVIEW.byUser],
  },
  {
    name: 'Reviews of a property, newest first, a page at a time (details page)',
    ...declared(propertyReviewsQuery(PROPERTY.verified)),
    ...only(everyone),
    expectIds: [REVIEW.byUser],
  },
  {
    // An aggregate returns no documents: it is catalogued as the index read Firestore makes for it, its
    // filter ordered by the averaged field, so firestore.indexes.json must hold that index
    // (tests/rules/suites/compare.ts runs the aggregate itself).
    name: "Reviews of a property by rating: what the compare page's average('rating') and count() read",
    ...declared({ collection: 'reviews', spec: { ...propertyReviewsAggregateQuery(PROPERTY.verified).spec, orderBy: [['rating', 'asc']] } }),
    ...only(everyone),
    expectIds: [REVIEW.byUser],
  },
  {
    name: "A public listing's price changes, newest first (details page: Price history)",
    ...declared(priceHistoryQuery(PROPERTY.verified)),
    ...only(everyone),
    expectIds: [PRICE_CHANGE.second, PRICE_CHANGE.first],
  },
  {
    name: "A pending listing's price changes (details page: its own agent or an admin)",
    ...declared(priceHistoryQuery(PROPERTY.pending)),
    ...only(['agent', ...admins]),
    expectIds: [PRICE_CHANGE.ofPending],
  },
  {
    name: "A listing's ownership documents, oldest first (Update property: Ownership documents; Manage properties: Documents)",
    ...declared(documentsQuery(PROPERTY.verified)),
    ...only(['agent', ...admins]),
    expectIds: [LEGAL_DOCUMENT.deed],
  },
  {
    name: 'Latest reviews on home: the 3 newest',
    ...declared(LATEST_REVIEWS_QUERY),
    ...only(everyone),
    expectIds: [REVIEW.byOtherUser, REVIEW.byUser],
  },
  {
    name: 'All reviews, newest first, a page at a time (admin: Manage reviews)',
    ...declared(allReviewsPageQuery()),
    ...only(everyone),
    expectIds: [REVIEW.byOtherUser, REVIEW.byUser],
  },
  {
    name: 'Users whose name or e-mail has a word starting "name of agent" (admin: Manage users search)',
    ...declared(usersPageQuery('Name of agent')),
    ...only(admins),
    expectIds: [IDENTITIES.otherAgent.uid, agent.uid],
  },
  {
    name: 'Users found by the start of their e-mail (admin: Manage users search)',
    ...declared(usersPageQuery('agent-1@ex')),
    ...only(admins),
    expectIds: [agent.uid],
  },
  {
    name: 'Every user, newest first (admin: Manage users)',
    ...declared(usersPageQuery(null)),
    ...only(admins),
    // Seeded users share one createdAt; ties come in descending id order.
    expectIds: Object.values(IDENTITIES)
      .filter((who) => who.roll !== null)
      .map((who) => who.uid)
      .sort()
      .reverse(),
  },
  ...USERS_FILTERED,
  {
    name: "A billing account's invoices, newest first (its holder: Billing; admins)",
    ...declared(accountInvoicesPageQuery(agent.uid, {}, 12)),
    ...only(['agent', ...admins]),
    expectIds: [INVOICE],
  },
  {
    name: 'Every plan, hidden ones too, cheapest first (admin: Plans)',
    ...declared(allPlansPageQuery({}, 12)),
    ...only(admins),
    expectIds: [PLAN.free, PLAN.hidden, PLAN.pro],
  },
  {
    name: 'Every plan, the page after a cursor (admin: Plans)',
    ...declared(allPlansPageQuery({ after: { value: 1900, id: PLAN.hidden } }, 12)),
    ...only(admins),
    expectIds: [PLAN.pro],
  },
  {
    name: 'The approvals queue: pending applications, the longest waiting first (admin: Approvals)',
    ...declared(pendingApplicationsPageQuery()),
    ...only(admins),
    expectIds: [APPLICANT.waitingLonger, APPLICANT.waiting],
  },
  {
    name: 'The approvals queue, the page after a cursor (admin: Approvals)',
    ...declared(pendingApplicationsPageQuery({ after: { value: { $seconds: Date.parse('2025-01-07T00:00:00Z') / 1000, $nanos: 0 }, id: APPLICANT.waitingLonger } }, 1)),
    ...only(admins),
    expectIds: [APPLICANT.waiting],
  },
  {
    name: "An applicant's decisions, newest first (the application page; admins)",
    ...declared(applicationDecisionsQuery(user.uid)),
    ...only(['user', ...admins]),
    expectIds: [DECISION.rejected],
  },
  {
    name: "An agency's agents, the latest to join first (the public agency page; My agency: Your agents)",
    ...declared(agencyAgentsPageQuery(AGENCY.own)),
    ...only(everyone),
    expectIds: [MEMBER.latest, MEMBER.first],
  },
  {
    name: "An agency's agents, the page after a cursor",
    ...declared(agencyAgentsPageQuery(AGENCY.own, { after: { value: { $seconds: Date.parse('2025-01-06T00:00:00Z') / 1000, $nanos: 0 }, id: MEMBER.latest } }, 1)),
    ...only(everyone),
    expectIds: [MEMBER.first],
  },
  {
    // Neither the accepted nor the revoked invitation, nor the other agency's.
    name: "An agency's open invitations, newest first (My agency: Invitations waiting; admins)",
    ...declared(openInvitationsQuery(AGENCY.own)),
    ...only(['otherAgent', ...admins]),
    expectIds: [INVITATION.openNewer, INVITATION.open],
  },
  {
    // The agent has no listing in the world: the rules judge the query, not its results (rules.test's agencies suite reads real ones).
    name: "An agency's agent's listings, newest first (My agency: an agent's page)",
    ...declared(agentListingsPageQuery(MEMBER.first)),
    ...only(['otherAgent', ...admins]),
    expectIds: [],
  },
  {
    name: "Offers on an agency's agent's listings, newest first (My agency: an agent's page)",
    ...declared(agentOffersPageQuery(MEMBER.first)),
    ...only(['otherAgent', ...admins]),
    expectIds: [],
  },
  {
    name: "An agency's agent's sales, for their sum and count (My agency: an agent's page)",
    ...declared(agentSalesAggregateQuery(MEMBER.first)),
    ...only(['otherAgent', ...admins]),
    expectIds: [],
  },
  {
    // The other agency's agent: never the matrix's agency's.
    name: "Another agency's agent's listings and offers",
    ...declared(agentListingsPageQuery(MEMBER.ofOther)),
    ...only(admins),
    expectIds: [],
  },
  {
    name: 'Refunds still owed, the next attempt first (admin: dashboard home)',
    ...declared(OWED_REFUNDS_QUERY),
    ...only(admins),
    expectIds: [REFUND.owed],
  },
  {
    name: "The platform's latest weeks, newest first (admin: dashboard home's insight charts)",
    ...declared(insightWeeksQuery(SCOPE.platform)),
    ...only(admins),
    expectIds: [INSIGHT_WEEK.latest, INSIGHT_WEEK.earlier, INSIGHT_WEEK.lastYear],
  },
  {
    name: "An agent's latest weeks (agent: dashboard home's insight charts)",
    ...declared(insightWeeksQuery(SCOPE.agent)),
    ...only(['agent']),
    expectIds: [INSIGHT_WEEK.latest],
  },
  {
    name: "The platform's latest 12 months (admin: dashboard home's revenue charts)",
    ...declared(insightMonthsQuery(SCOPE.platform, REVENUE_MONTHS_SHOWN)),
    ...only(admins),
    expectIds: [INSIGHT_MONTH.latest],
  },
  {
    name: "An agent's latest months (agent: dashboard home's sales and conversion)",
    ...declared(insightMonthsQuery(SCOPE.agent)),
    ...only(['agent']),
    expectIds: [INSIGHT_MONTH.latest],
  },
  {
    name: "A person's saved searches, newest first (dashboard: Saved searches)",
    ...declared(savedSearchesPageQuery(user.uid)),
    ...only(['user']),
    expectIds: [SAVED_SEARCH.byUser],
  },
  {
    name: "A person's alerts, newest first (dashboard: Notifications)",
    ...declared(notificationsPageQuery(user.uid)),
    ...only(['user']),
    expectIds: [NOTIFICATION.byUser, NOTIFICATION.readByUser],
  },
  {
    name: "A person's unread alerts (the top bar's bell)",
    ...declared(unreadNotificationsQuery(user.uid)),
    ...only(['user']),
    expectIds: [NOTIFICATION.byUser],
  },
  {
    name: "A buyer's inbox: their conversations, latest message first, a page at a time",
    ...declared(inboxPageQuery(user.uid)),
    ...only(['user']),
    expectIds: [CONVERSATION.byUser, CONVERSATION.withFraud],
  },
  {
    name: "An agent's inbox",
    ...declared(inboxPageQuery(agent.uid)),
    ...only(['agent']),
    expectIds: [CONVERSATION.byUser],
  },
  {
    name: 'A thread: the newest messages of a conversation, for its two participants only',
    ...declared(threadQuery(CONVERSATION.byUser)),
    ...only(['user', 'agent']),
    expectIds: [MESSAGE.fromAgent, MESSAGE.fromUser],
  },
  {
    name: "A listing's upcoming viewing times, soonest first (details page: Schedule a visit; the agent's Viewing times)",
    ...declared(upcomingSlotsQuery(PROPERTY.verified, VIEWINGS_NOW)),
    ...only(everyone),
    expectIds: [SLOT.taken, SLOT.open],
  },
  {
    name: "A buyer's upcoming viewings, soonest first (dashboard: Viewings)",
    ...declared(viewingsPageQuery('buyer', user.uid, 'upcoming', VIEWINGS_NOW)),
    ...only(['user']),
    expectIds: [VIEWING.byUser],
  },
  {
    name: "A buyer's past viewings, latest first (dashboard: Viewings)",
    ...declared(viewingsPageQuery('buyer', user.uid, 'past', VIEWINGS_NOW)),
    ...only(['user']),
    expectIds: [],
  },
  {
    name: "An agent's upcoming viewings of their listings (dashboard: Viewings)",
    ...declared(viewingsPageQuery('agent', agent.uid, 'upcoming', VIEWINGS_NOW)),
    ...only(['agent']),
    expectIds: [VIEWING.byUser],
  },
  {
    name: "An agent's past viewings (dashboard: Viewings)",
    ...declared(viewingsPageQuery('agent', agent.uid, 'past', VIEWINGS_NOW)),
    ...only(['agent']),
    expectIds: [],
  },
  {
    name: "A buyer's open viewing of a listing (details page: shown instead of the request form)",
    ...declared(openViewingQuery(user.uid, PROPERTY.verified)),
    ...only(['user']),
    expectIds: [VIEWING.byUser],
  },
];

/**
 * Composite indexes that only the functions' own queries (admin SDK, outside the rules) use, with the
 * query each serves: the index check counts them as used.
 */
export const FUNCTION_QUERY_INDEXES: readonly { readonly collectionGroup: string; readonly fields: readonly string[]; readonly query: string }[] = [
  {
    collectionGroup: 'savedSearches',
    fields: ['term', 'createdAt'],
    query: "the alert trigger's `term in <30 of the listing's keys>` and `createdAt < first publication` (functions/src/alerts/find-alert-targets.ts)",
  },
  {
    collectionGroup: 'properties',
    fields: ['status', 'withdrawn', 'seller.agencyUid', 'createdAt'],
    query: "the public agency page's listings: public, `seller.agencyUid == uid`, newest first (domain/src/queries/public-agency.ts, functions/src/agencies/public-agency.ts)",
  },
  {
    collectionGroup: 'plans',
    fields: ['visible', 'order'],
    query: "the Pricing page's plans on sale: `visible == true`, cheapest first (domain/src/queries/plans.ts, functions/src/plans/pricing.ts)",
  },
  {
    collectionGroup: 'offers',
    fields: ['transfer.status', 'transfer.dueAt'],
    query: "the hourly sweep of bank transfers overdue: `transfer.status == 'awaiting'`, `transfer.dueAt <= now`, the most overdue first (functions/src/bank-transfers/expire-transfers.ts)",
  },
];

type WiderQuery = PermissionCase<Actor> & { readonly operation: 'list' };

/** Queries wider than the rules allow: each is refused, even to a caller who could run a narrower one. */
export const WIDER_QUERIES: readonly WiderQuery[] = [
  { policy: 'a public list without the withdrawn filter is refused', actor: 'user', collection: 'properties', operation: 'list', query: { where: [['status', '==', 'verified']] }, expected: 'deny' },
  {
    policy: 'a filtered public list without the withdrawn filter is refused',
    actor: 'signedOut',
    collection: 'properties',
    operation: 'list',
    query: {
      where: [
        ['status', '==', 'verified'],
        ['searchFacts.bedrooms', '>=', 3],
      ],
      orderBy: [['searchFacts.bedrooms', 'desc']],
    },
    expected: 'deny',
  },
  { policy: 'a public list without the status filter is refused', actor: 'signedOut', collection: 'properties', operation: 'list', query: { where: [['withdrawn', '==', false]] }, expected: 'deny' },
  { policy: "an agent cannot list another agent's properties", actor: 'otherAgent', collection: 'properties', operation: 'list', query: { where: [['agent.uid', '==', agent.uid]] }, expected: 'deny' },
  { policy: 'a buyer cannot list all offers without the buyerUid filter', actor: 'user', collection: 'offers', operation: 'list', query: { orderBy: NEWEST }, expected: 'deny' },
  {
    policy: 'an agent cannot list offers on a property without the agentUid filter',
    actor: 'agent',
    collection: 'offers',
    operation: 'list',
    query: { where: [['propertyId', '==', PROPERTY.verified]] },
    expected: 'deny',
  },
  {
    policy: 'a user cannot list wishlist entries of a property',
    actor: 'user',
    collection: 'wishlist',
    operation: 'list',
    query: { where: [['propertyId', '==', PROPERTY.verified]] },
    expected: 'deny',
  },
  { policy: 'a user cannot list users', actor: 'user', collection: 'users', operation: 'list', query: {}, expected: 'deny' },
  {
    policy: 'a person cannot list saved searches without their own userUid filter',
    actor: 'user',
    collection: 'savedSearches',
    operation: 'list',
    query: { where: [['term', '==', 'new york']] },
    expected: 'deny',
  },
  { policy: "a person cannot list another person's alerts", actor: 'otherUser', collection: 'notifications', operation: 'list', query: { where: [['userUid', '==', user.uid]] }, expected: 'deny' },
  {
    policy: 'a user cannot list conversations without the participants filter',
    actor: 'user',
    collection: 'conversations',
    operation: 'list',
    query: { orderBy: [['updatedAt', 'desc']] },
    expected: 'deny',
  },
  {
    policy: "a user cannot list another person's conversations",
    actor: 'otherUser',
    collection: 'conversations',
    operation: 'list',
    query: { where: [['participants', 'array-contains', user.uid]] },
    expected: 'deny',
  },
  {
    policy: "a user cannot list another buyer's viewings",
    actor: 'otherUser',
    collection: 'viewings',
    operation: 'list',
    query: { where: [['buyerUid', '==', user.uid]], limit: 10 },
    expected: 'deny',
  },
  {
    policy: 'an agent cannot list the viewings of a listing without their own agentUid filter',
    actor: 'agent',
    collection: 'viewings',
    operation: 'list',
    query: { where: [['propertyId', '==', PROPERTY.verified]], limit: 10 },
    expected: 'deny',
  },
  {
    policy: 'an applicant cannot list applications, not even filtered to their own e-mail',
    actor: 'user',
    collection: 'applications',
    operation: 'list',
    query: { where: [['email', '==', user.email]], limit: 1 },
    expected: 'deny',
  },
  {
    policy: "an agent cannot run Manage users' role filter",
    actor: 'agent',
    collection: 'users',
    operation: 'list',
    query: usersPageQuery(null, {}, undefined, { role: 'agent', type: 'all' }).spec,
    expected: 'deny',
  },
  {
    policy: "a person cannot list another applicant's decisions",
    actor: 'otherUser',
    collection: applicationDecisionsQuery(user.uid).collection,
    operation: 'list',
    query: applicationDecisionsQuery(user.uid).spec,
    expected: 'deny',
  },
  {
    policy: "an agency cannot list another agency's open invitations",
    actor: 'otherAgent',
    collection: 'agencyInvitations',
    operation: 'list',
    query: openInvitationsQuery(AGENCY.other).spec,
    expected: 'deny',
  },
  {
    policy: 'an agency cannot list open invitations without its own agencyUid filter',
    actor: 'otherAgent',
    collection: 'agencyInvitations',
    operation: 'list',
    query: { where: [['status', '==', 'open']], orderBy: NEWEST, limit: 50 },
    expected: 'deny',
  },
  {
    policy: "an agent cannot list an agency's invitations",
    actor: 'agent',
    collection: 'agencyInvitations',
    operation: 'list',
    query: openInvitationsQuery(AGENCY.own).spec,
    expected: 'deny',
  },
  {
    policy: 'an invited person cannot list the invitations to their own e-mail address',
    actor: 'otherUser',
    collection: 'agencyInvitations',
    operation: 'list',
    query: { where: [['email', '==', IDENTITIES.otherUser.email]], limit: 1 },
    expected: 'deny',
  },
  {
    policy: 'an admin cannot list conversations of a listing',
    actor: 'admin',
    collection: 'conversations',
    operation: 'list',
    query: { where: [['propertyId', '==', PROPERTY.verified]] },
    expected: 'deny',
  },
];
