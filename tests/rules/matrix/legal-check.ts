import { documentsPath, LEGAL_CHECK_NOTE, legalCheckNotePath } from '../../../domain/src/legal-check';
import type { DocumentsPath, LegalCheckNotePath } from '../../../domain/src/queries/query-spec';
import { IDENTITIES } from './actors';
import { PROPERTY, day } from './listings';
import type { DocData, FunctionsOnlyCollection } from './types';

/** The legal check in the rules' world: ownership documents as the facade writes them (never clients). */

/** Document ids under the world's listings. */
export const LEGAL_DOCUMENT = {
  deed: 'doc-deed',
  ofWithdrawn: 'doc-withdrawn-deed',
  ofPending: 'doc-pending-deed',
  ofOtherAgents: 'doc-other-agent-deed',
} as const;

/** A document link's ticket (32 random bytes in hex, as the facade makes them). */
export const DOCUMENT_LINK = 'a1'.repeat(32);

/** A document's metadata as POST /properties/{id}/documents stores it. */
export function legalDocument(name: string, dayOfMonth: number): DocData {
  return {
    name,
    contentType: 'application/pdf',
    size: 1234,
    uploadedAt: day(dayOfMonth),
  };
}

/** A legal check as only functions write it; `passed` is what an attacker would forge. */
export function legalCheck(status: 'pending' | 'passed' | 'failed', documentCount = 1): DocData {
  return {
    status,
    revision: 1,
    documentCount,
    checkedAt: status === 'pending' ? null : day(6),
  };
}

/** An admin's note on a failed check, as PATCH /properties/{id}/legal-check stores it. */
export function legalCheckNote(note: string): DocData {
  return { note, revision: 1, checkedAt: day(6) };
}

/**
 * A title deed of the verified New York listing (agent-1's), with the note of a failed check, a deed
 * of the withdrawn listing (the fraud agent's), and deeds waiting for a decision under the pending
 * Boston listing and New Haven (another agent's); and an admin's link opening the New York deed.
 */
export const LEGAL_CHECK_WORLD: Readonly<Record<DocumentsPath | LegalCheckNotePath | Extract<FunctionsOnlyCollection, 'documentLinks'>, Readonly<Record<string, DocData>>>> = {
  [documentsPath(PROPERTY.verified)]: {
    [LEGAL_DOCUMENT.deed]: legalDocument('Title deed.pdf', 5),
  },
  [documentsPath(PROPERTY.pending)]: {
    [LEGAL_DOCUMENT.ofPending]: legalDocument('Boston deed.pdf', 6),
  },
  [documentsPath(PROPERTY.otherAgents)]: {
    [LEGAL_DOCUMENT.ofOtherAgents]: legalDocument('New Haven deed.pdf', 21),
  },
  [legalCheckNotePath(PROPERTY.verified)]: {
    [LEGAL_CHECK_NOTE.id]: legalCheckNote('The deed names another owner.'),
  },
  [documentsPath(PROPERTY.withdrawn)]: {
    [LEGAL_DOCUMENT.ofWithdrawn]: legalDocument('Deed.pdf', 2),
  },
  // The admin's link opening the New York deed, as POST /properties/{id}/documents/{docId}/link stores it.
  documentLinks: {
    [DOCUMENT_LINK]: { propertyId: PROPERTY.verified, documentId: LEGAL_DOCUMENT.deed, uid: IDENTITIES.admin.uid, expireAt: day(7) },
  },
};

/**
 * The listings' checks, matching their documents above: New York's failed; Boston's, New Haven's and
 * the withdrawn one's waiting; Chicago's (rejected) pending with no document, its agent having
 * removed the only one, so nothing waits for an admin there.
 */
export const LEGAL_CHECKS: Readonly<Record<string, DocData>> = {
  [PROPERTY.verified]: legalCheck('failed'),
  [PROPERTY.pending]: legalCheck('pending'),
  [PROPERTY.otherAgents]: legalCheck('pending'),
  [PROPERTY.withdrawn]: legalCheck('pending'),
  [PROPERTY.rejected]: legalCheck('pending', 0),
};

/** The world's listings with their legal checks. */
export function withLegalChecks(properties: Readonly<Record<string, DocData>>): Readonly<Record<string, DocData>> {
  return Object.fromEntries(Object.entries(properties).map(([id, listing]) => [id, LEGAL_CHECKS[id] ? { ...listing, legalCheck: LEGAL_CHECKS[id] } : listing]));
}
