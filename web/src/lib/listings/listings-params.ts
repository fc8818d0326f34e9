import { filterParams, type ListingFilters } from '@homehaven/domain/listing-filters';
import type { ListingOrder } from '@homehaven/domain/queries/listings';

/**
 * The query parameters of a list of All properties, as its address and the facade's GET /properties
 * spell them: `search`, `sort` (left out for newest first), then the filters (`min`, `max`, `beds`,
 * `baths`, `type`, `area`; docs/listings.md "Filters"). One writer, so the page's address, its
 * server-rendered first page and a saved search's Run all name a list the same way.
 */
export function listingsParams({ search, order, filters }: { search: string | null; order: ListingOrder; filters?: ListingFilters | undefined }): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (order !== 'newest') params.set('sort', order);
  for (const [name, value] of filterParams(filters)) params.set(name, value);
  return params;
}
