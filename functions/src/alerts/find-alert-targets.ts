import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { matchesFilters, type SearchFacts } from '@homehaven/domain/listing-filters';
import { listingFiltersSchema } from '@homehaven/domain/listing-filters-schema';
import type { SavedSearchDoc } from '@homehaven/domain/saved-searches';

/** Most values one `in` filter takes (Firestore's limit for disjunctions). */
export const IN_FILTER_MAX_VALUES = 30;

/** A saved search that matched, and who owns it. */
export interface AlertTarget {
  searchId: string;
  search: SavedSearchDoc<Timestamp>;
}

/** The saved searches a listing alerts, and what finding them cost. */
export interface AlertTargets {
  /** One search per person (the oldest that matched, filters included): one alert per person and listing. */
  targets: AlertTarget[];
  /** Documents read, as Firestore bills them: each match, and 1 for a query that matched nothing. */
  documentsRead: number;
  queries: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whether a saved search's stored filters (none, or as the rules let its owner save them) let the listing through. */
function filtersLetThrough(stored: unknown, facts: SearchFacts | undefined): boolean {
  if (stored === undefined || facts === undefined) return true;
  // The rules check saved filters; anything else stored matches nothing rather than everything.
  const filters = listingFiltersSchema.safeParse(stored);
  return filters.success && matchesFilters(facts, filters.data);
}

/**
 * The saved searches a listing with these search keys matches, never reading one whose location does
 * not: a search matches when its term is one of the listing's keys (the search's word-prefix rule),
 * so `term in keys`, 30 keys a query, over an index on (term, createdAt); then, of those, the ones
 * whose filters (if any) the listing's `facts` meet (domain `matchesFilters`). Searches saved at or
 * after `savedBefore` (the listing was already public: their owner saw it when saving) and the
 * listing's own agent are left out. Without `facts`, filters are not checked.
 */
export async function findAlertTargets(db: Firestore, keys: readonly string[], savedBefore: Timestamp, agentUid: string, facts?: SearchFacts): Promise<AlertTargets> {
  const snapshots = await Promise.all(chunks(keys, IN_FILTER_MAX_VALUES).map((values) => db.collection('savedSearches').where('term', 'in', values).where('createdAt', '<', savedBefore).get()));
  const byOwner = new Map<string, QueryDocumentSnapshot>();
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const owner = String(doc.get('userUid'));
    if (owner === agentUid || !filtersLetThrough(doc.get('filters'), facts)) continue;
    const kept = byOwner.get(owner);
    if (!kept || (doc.get('createdAt') as Timestamp).toMillis() < (kept.get('createdAt') as Timestamp).toMillis()) byOwner.set(owner, doc);
  }
  return {
    targets: [...byOwner.values()].map((doc) => ({ searchId: doc.id, search: doc.data() as SavedSearchDoc<Timestamp> })),
    documentsRead: snapshots.reduce((sum, snapshot) => sum + Math.max(1, snapshot.size), 0),
    queries: snapshots.length,
  };
}
