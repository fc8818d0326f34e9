import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { PROPERTY_TYPES, type ListingFacts, type PropertyType } from '@homehaven/domain/listing-facts';
import { searchFactsOf, type SearchFacts } from '@homehaven/domain/listing-filters';

const number = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const price = (value: unknown): number => number(value) ?? 0;

function isPropertyType(value: unknown): value is PropertyType {
  return (PROPERTY_TYPES as readonly unknown[]).includes(value);
}

/**
 * The facts filters read from a stored listing, leniently: the rules and the facade validate facts,
 * but a listing written with the Admin SDK (a seed, a script) could hold anything, and the trigger
 * must still derive numbers from it rather than fail or store NaN.
 */
function filterFactsOf(value: unknown): ListingFacts {
  const facts = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const read: ListingFacts = {};
  if (isPropertyType(facts.type)) read.type = facts.type;
  for (const key of ['bedrooms', 'bathrooms', 'area'] as const) {
    const fact = number(facts[key]);
    if (fact !== undefined) read[key] = fact;
  }
  return read;
}

/** The `searchFacts` a stored listing should carry (domain `searchFactsOf`), from its fields as they are. */
export function searchFactsOfData(data: Record<string, unknown>): SearchFacts {
  return searchFactsOf({ facts: filterFactsOf(data.facts), MinimumPrice: price(data.MinimumPrice), MaximumPrice: price(data.MaximumPrice) });
}

/** The `searchFacts` of the listing in a snapshot that exists. */
export function searchFactsOfSnapshot(snapshot: DocumentSnapshot): SearchFacts {
  return searchFactsOfData(snapshot.data() ?? {});
}
