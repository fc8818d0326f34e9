import type { DocumentSnapshot } from 'firebase/firestore';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { NotificationDoc } from '@homehaven/domain/saved-searches';
import type { ViewingNotificationDoc } from '@homehaven/domain/viewing-notifications';
import type { ApplicationNotificationDoc } from '@homehaven/domain/applications';
import { toInstant } from '../../../lib/firebase/documents';

/** A saved-search alert as the screens use it. */
export type AlertNotification = NotificationDoc<InstantValue> & { id: string };
/** News of a viewing (docs/decisions.md "Viewings") as the screens use it. */
export type ViewingNotification = ViewingNotificationDoc<InstantValue> & {
  id: string;
};
/** The decision on the reader's professional application (docs/accounts.md "Approving"). */
export type ApplicationNotification = ApplicationNotificationDoc<InstantValue> & { id: string };
/** Anything on the bell: an alert, a viewing's news or an application's decision. */
export type AppNotification = AlertNotification | ViewingNotification | ApplicationNotification;

/** A notification from its document (written by the alert trigger, the viewings facade or an application's decision). */
export function toNotification(snapshot: DocumentSnapshot): AppNotification {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as NotificationDoc | ViewingNotificationDoc | ApplicationNotificationDoc;
  if (data.type === 'viewing')
    return {
      ...data,
      id: snapshot.id,
      createdAt: toInstant(data.createdAt),
      start: toInstant(data.start),
      end: toInstant(data.end),
    };
  return { ...data, id: snapshot.id, createdAt: toInstant(data.createdAt) } as AlertNotification | ApplicationNotification;
}
