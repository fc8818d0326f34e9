import type { DocumentSnapshot } from 'firebase/firestore';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { NotificationDoc } from '@homehaven/domain/saved-searches';
import type { ViewingNotificationDoc } from '@homehaven/domain/viewing-notifications';
import { toInstant } from '../../../lib/firebase/documents';

/** A saved-search alert as the screens use it. */
export type AlertNotification = NotificationDoc<InstantValue> & { id: string };
/** News of a viewing (docs/decisions.md "Viewings") as the screens use it. */
export type ViewingNotification = ViewingNotificationDoc<InstantValue> & {
  id: string;
};
/** Anything on the bell: an alert or a viewing's news. */
export type AppNotification = AlertNotification | ViewingNotification;

/** A notification from its document (written by the alert trigger or the viewings facade). */
export function toNotification(snapshot: DocumentSnapshot): AppNotification {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as NotificationDoc | ViewingNotificationDoc;
  if (data.type === 'viewing')
    return {
      ...data,
      id: snapshot.id,
      createdAt: toInstant(data.createdAt),
      start: toInstant(data.start),
      end: toInstant(data.end),
    };
  return { ...data, id: snapshot.id, createdAt: toInstant(data.createdAt) };
}
