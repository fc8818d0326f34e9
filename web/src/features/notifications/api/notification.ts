import type { DocumentSnapshot } from 'firebase/firestore';
import type { InstantValue } from '@homehaven/domain/queries/query-spec';
import type { NotificationDoc } from '@homehaven/domain/saved-searches';
import { toInstant } from '../../../lib/firebase/documents';

/** An alert as the screens use it. */
export type AppNotification = NotificationDoc<InstantValue> & { id: string };

/** An alert from its document (written by the alert trigger). */
export function toNotification(snapshot: DocumentSnapshot): AppNotification {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) as NotificationDoc;
  return { ...data, id: snapshot.id, createdAt: toInstant(data.createdAt) };
}
