import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { newViewingNotification, recipientOf, type ViewingEvent } from '@homehaven/domain/viewing-notifications';
import type { MailDoc } from '@homehaven/domain/saved-searches';
import { appOrigin } from '../config';
import { db } from '../firestore/db';
import { viewingMessage } from './viewing-mail';
import type { Viewing } from './viewing-store';

/**
 * Tells the other side of a viewing what changed, in the change's own transaction: a notification on
 * their alerts bell and an e-mail in `mail` (so a change and its notice commit or fail together).
 */
export function notifyOtherSide(tx: Transaction, event: ViewingEvent, viewingId: string, viewing: Viewing): void {
  tx.create(db.collection('notifications').doc(), newViewingNotification<Timestamp | FieldValue>(event, viewingId, viewing, FieldValue.serverTimestamp()));
  const to = recipientOf(event) === 'agent' ? viewing.agentEmail : viewing.buyerEmail;
  if (!to) return;
  const mail: MailDoc<FieldValue> = {
    to,
    message: viewingMessage(event, viewing, appOrigin),
    createdAt: FieldValue.serverTimestamp(),
  };
  tx.create(db.collection('mail').doc(), mail);
}
