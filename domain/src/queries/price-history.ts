import { PRICE_HISTORY } from '../price-history';
import type { CollectionQuery, PriceHistoryPath } from './query-spec';

/** Price changes shown at first on a property's page (list and chart); "Show more" adds as many again. */
export const PRICE_HISTORY_PAGE_SIZE = 5;

/** The collection of a listing's price changes. */
export function priceHistoryPath(propertyId: string): PriceHistoryPath {
  return `properties/${propertyId}/${PRICE_HISTORY}`;
}

/**
 * A listing's price changes, newest first, the first `count` of them (the details page asks for one
 * more than it shows, to know whether "Show more" has anything to show). The rules let whoever may
 * read the listing read its history.
 */
export function priceHistoryQuery(propertyId: string, count = PRICE_HISTORY_PAGE_SIZE): CollectionQuery {
  return { collection: priceHistoryPath(propertyId), spec: { orderBy: [['changedAt', 'desc']], limit: count } };
}
