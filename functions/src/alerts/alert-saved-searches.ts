import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { appOrigin } from '../config';
import { db } from '../firestore/db';
import { logs } from '../logs';
import { derivedLocationKeys } from '../properties/location-keys';
import { searchFactsOfData } from '../properties/search-facts';
import { findAlertTargets } from './find-alert-targets';
import { becamePublic, firstPublishedAt } from './publication';
import { sendAlerts } from './send-alerts';

/**
 * Saved-search alerts (docs/alerts.md): when a listing becomes public (an admin verified it, first or
 * again after an edit), the saved searches whose term is one of its location's search keys get one
 * alert each per person when the listing also meets their filters (if they set any): a notification
 * and, if asked, an e-mail in `mail`. The keys and the search facts are derived from the listing here,
 * not read from it, whose own may not be written yet. Run by onListingWritten.
 */
export async function alertSavedSearches(propertyId: string, eventTime: string, before: DocumentSnapshot, after: DocumentSnapshot): Promise<void> {
  const listing = after.data();
  if (!listing || !becamePublic(before.data(), listing)) return;
  const published = await firstPublishedAt(propertyId, Timestamp.fromDate(new Date(eventTime)));
  const agentUid = String((listing.agent as { uid?: unknown } | undefined)?.uid ?? '');
  const found = await findAlertTargets(db, derivedLocationKeys(listing.location), published, agentUid, searchFactsOfData(listing));
  const summary = {
    id: propertyId,
    title: String(listing.title),
    location: String(listing.location),
    image: String(listing.image),
    MinimumPrice: Number(listing.MinimumPrice),
    MaximumPrice: Number(listing.MaximumPrice),
  };
  const sent = await sendAlerts(db, summary, found.targets, appOrigin);
  // The publication record is one more read, and sendAlerts reads each target's search again.
  logs.listingAlertsSent(propertyId, { matched: found.targets.length, sent, documentsRead: found.documentsRead + 1 + found.targets.length, queries: found.queries });
}
