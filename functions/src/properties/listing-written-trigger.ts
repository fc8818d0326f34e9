import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { alertSavedSearches } from '../alerts/alert-saved-searches';
import { followPrices } from '../price-history/follow-prices';
import { followSchools } from '../neighbourhood/follow-schools';
import { followDerivedFields } from './follow-derived-fields';
import { countListingStatus } from '../insights/count-listing-status';

/**
 * The one trigger on listings. Every write of properties/{id} runs each concern that follows a
 * listing: its search keys, the search facts filtered queries read and its geohash, its price
 * history, the saved-search alerts when it becomes public, its nearby schools, the listings-by-status
 * counts of the admins' insight charts (who sells it comes with the derived fields). One trigger, not one per concern, keeps it at one
 * invocation per write (in production, and in the emulator, whose event queue otherwise grew long
 * enough under the test suites to delay other triggers past their tests' waits). Each concern runs
 * even when another fails; the first failure is then rethrown, so the event is reported failed.
 */
export const onListingWritten = onDocumentWritten('properties/{propertyId}', async (event) => {
  if (!event.data) return;
  const { before, after } = event.data;
  const { propertyId } = event.params;
  const outcomes = await Promise.allSettled([
    followDerivedFields(propertyId, after),
    followPrices(propertyId, event, before, after),
    alertSavedSearches(propertyId, event.time, before, after),
    followSchools(propertyId, before, after),
    countListingStatus(propertyId, event.id, before, after),
  ]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
});
