/**
 * Firestore queries as plain data. The app's queries are declared once, here, as values; the web app
 * turns them into SDK queries (web/src/lib/firebase/build-query.ts) and the rules suite runs the very
 * same values against firestore.rules and checks firestore.indexes.json serves them
 * (tests/rules/query-catalogue.ts). Every app query carries a limit.
 */

/** Collections the app reads. */
export type CollectionName =
  | 'users'
  | 'properties'
  | 'reviews'
  | 'wishlist'
  | 'offers'
  | 'refunds'
  | 'savedSearches'
  | 'notifications'
  | 'conversations'
  | MessagesPath
  | PriceHistoryPath
  | NeighbourhoodPath
  | DocumentsPath
  | LegalCheckNotePath
  | InsightsPath
  | 'viewings'
  | ViewingSlotsPath
  | 'applications'
  | ApplicationDecisionsPath
  | 'agencies'
  | AgencyAgentsPath
  | 'agencyInvitations'
  | 'billingAccounts'
  | 'plans'
  | PlanVersionsPath
  | AccountInvoicesPath
  | AccountPurchasesPath
  | 'oneOffPrices';
/** A billing account's one-off payments: a subcollection, named by its path (domain/src/one-off-prices.ts). */
export type AccountPurchasesPath = `billingAccounts/${string}/purchases`;
/** A billing account's invoices: a subcollection, named by its path (domain/src/subscriptions.ts). */
export type AccountInvoicesPath = `billingAccounts/${string}/invoices`;
/** A plan's versions: a subcollection, named by its path (domain/src/plans.ts). */
export type PlanVersionsPath = `plans/${string}/versions`;
/** An agency's agents: a subcollection, named by its path (domain/src/queries/agencies.ts). */
export type AgencyAgentsPath = `agencies/${string}/agents`;
/** An application's decisions: a subcollection, named by its path (domain/src/queries/applications.ts). */
export type ApplicationDecisionsPath = `applications/${string}/decisions`;
/** A listing's viewing times: a subcollection, named by its path (domain/src/queries/viewings.ts). */
export type ViewingSlotsPath = `properties/${string}/viewingSlots`;
/** A conversation's messages: a subcollection, named by its path (domain/src/queries/messages.ts). */
export type MessagesPath = `conversations/${string}/messages`;
/** A listing's price changes: a subcollection, named by its path (domain/src/queries/price-history.ts). */
export type PriceHistoryPath = `properties/${string}/priceHistory`;
/** What is near a listing (its schools): a subcollection, named by its path (domain/src/neighbourhood.ts). */
export type NeighbourhoodPath = `properties/${string}/neighbourhood`;
/** A listing's ownership documents (their metadata): a subcollection, named by its path (domain/src/legal-check.ts). */
export type DocumentsPath = `properties/${string}/documents`;
/** A listing's private legal check note: a subcollection of one document (domain/src/legal-check.ts). */
export type LegalCheckNotePath = `properties/${string}/legalCheckNote`;
/** Insight aggregates: the scopes, and their per-week and per-month counters (domain/src/insights.ts). */
export type InsightsPath = 'insights' | `insights/${string}/weeks` | `insights/${string}/months`;

/** An exact instant as Firestore stores it, for cursors on timestamp fields (milliseconds would skip documents). */
export interface InstantValue {
  readonly $seconds: number;
  readonly $nanos: number;
}

/** A value a query compares with. */
export type QueryValue = string | number | boolean | null | InstantValue;

/**
 * Firestore's document-id field. Queries order by it last, in the direction of the order before it,
 * so cursors are exact when values tie; every index carries it implicitly in that direction.
 */
export const DOCUMENT_ID = '__name__';

/** One filter: equality, array membership, one of a list (`in`, up to 30 values), or a bound. */
export type WhereClause = readonly [field: string, op: '==' | 'array-contains' | '>=' | '<=', value: QueryValue] | readonly [field: string, op: 'in', value: readonly QueryValue[]];

/** Filters, ordering, a bound and a cursor. */
export interface QuerySpec {
  readonly where?: readonly WhereClause[];
  readonly orderBy?: readonly (readonly [field: string, direction: 'asc' | 'desc'])[];
  /** At most this many documents from the start. */
  readonly limit?: number;
  /** At most this many documents from the end (paging backwards). */
  readonly limitToLast?: number;
  /** Values of the orderBy fields to start after. */
  readonly startAfter?: readonly QueryValue[];
  /** Values of the orderBy fields to end before. */
  readonly endBefore?: readonly QueryValue[];
}

/** A query of one collection. */
export interface CollectionQuery {
  readonly collection: CollectionName;
  readonly spec: QuerySpec;
}

/** The most documents a query can return (its limit), or Infinity for an unbounded one. */
export function queryBound(query: CollectionQuery): number {
  return query.spec.limit ?? query.spec.limitToLast ?? Number.POSITIVE_INFINITY;
}
