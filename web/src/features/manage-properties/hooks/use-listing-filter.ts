import { useSearchParams } from 'react-router';
import { DEFAULT_LISTING_FILTER, isListingFilter, type ListingFilter } from '@homehaven/domain/queries/admin';

/** The filter the URL names (`?status=verified`, `?status=legalCheck`), or pending, the admin's queue, when it names none or nonsense. */
export function useListingFilter(): ListingFilter {
  const [params] = useSearchParams();
  const status = params.get('status');
  return isListingFilter(status) ? status : DEFAULT_LISTING_FILTER;
}

/** The link of a filter's first page (the default filter needs no parameter). */
export function filterHref(pathname: string, filter: ListingFilter): string {
  return filter === DEFAULT_LISTING_FILTER ? pathname : `${pathname}?status=${filter}`;
}
