import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { appOrigin } from '../config';
import { db } from '../facade/firestore';
import { logs } from '../logs';
import { derivedLocationKeys } from '../properties/location-keys';
import { findAlertTargets } from './find-alert-targets';
import { becamePublic, firstPublishedAt } from './publication';
import { sendAlerts } from './send-alerts';

/**
 * Saved-search alerts (docs/alerts.md): when a listing becomes public (an admin verified it, first or
 * again after an edit), the saved searches whose term is one of its location's search keys get one
 * alert each per person: a notification and, if asked, an e-mail in `mail`. The keys are derived from
 * the location here, not read from the listing, whose own keys another trigger may not have written yet.
 */
export const onListingPublished = onDocumentWritten('properties/{propertyId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!after || !becamePublic(before, after)) return;
  const propertyId = event.params.propertyId;
  const published = await firstPublishedAt(propertyId, Timestamp.fromDate(new Date(event.time)));
  const agentUid = String((after.agent as { uid?: unknown } | undefined)?.uid ?? '');
  const found = await findAlertTargets(db, derivedLocationKeys(after.location), published, agentUid);
  const listing = {
    id: propertyId,
    title: String(after.title),
    location: String(after.location),
    image: String(after.image),
    MinimumPrice: Number(after.MinimumPrice),
    MaximumPrice: Number(after.MaximumPrice),
  };
  const sent = await sendAlerts(db, listing, found.targets, appOrigin);
  // The publication record is one more read.
  logs.listingAlertsSent(propertyId, { matched: found.targets.length, sent, documentsRead: found.documentsRead + 1, queries: found.queries });
});
