import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/db';
import { storedText } from '../firestore/stored-text';

/**
 * Document links (docs/facade.md "Legal check"): `documentLinks/{ticket}`, one per opening of a
 * document, naming it and who opened it, until `expireAt` (a TTL policy removes old ones,
 * docs/deploy.md). Functions only: firestore.rules has no match block for them (default deny).
 */

/** How long a link opens its document: time for the new tab to load it, not to keep or pass it on. */
export const DOCUMENT_LINK_LIFETIME_MS = 5 * 60_000;

/** A ticket: 32 random bytes in hex, unguessable. */
const TICKET = /^[0-9a-f]{64}$/;

/** A stored link. */
export interface DocumentLink {
  propertyId: string;
  documentId: string;
  /** Who asked for it: the link serves only while they may still read the document. */
  uid: string;
  expireAt: Timestamp;
}

/** A new ticket. */
export function newTicket(): string {
  return randomBytes(32).toString('hex');
}

/** True when `value` has a ticket's shape (anything else names no link and is never looked up). */
export function isTicket(value: unknown): value is string {
  return typeof value === 'string' && TICKET.test(value);
}

/** `documentLinks/{ticket}`. */
export function documentLinkRef(ticket: string): DocumentReference {
  return db.collection('documentLinks').doc(ticket);
}

/** The link in a snapshot while it is valid at `now`; null when there is none, it expired or it cannot be read. */
export function validLinkOf(snapshot: DocumentSnapshot, now: number): DocumentLink | null {
  const data = snapshot.data();
  const expireAt: unknown = data?.expireAt;
  if (!data || !(expireAt instanceof Timestamp) || expireAt.toMillis() <= now) return null;
  const link = { propertyId: storedText(data.propertyId), documentId: storedText(data.documentId), uid: storedText(data.uid), expireAt };
  return link.propertyId && link.documentId && link.uid ? link : null;
}
