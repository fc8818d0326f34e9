import { documentsPath, LEGAL_CHECK_NOTE, legalCheckNotePath } from '../../../domain/src/legal-check';
import type { DocumentsPath, LegalCheckNotePath } from '../../../domain/src/queries/query-spec';
import { PROPERTY, day } from './listings';
import type { DocData } from './types';

/** The legal check in the rules' world: ownership documents as the facade writes them (never clients). */

/** Document ids under the world's listings. */
export const LEGAL_DOCUMENT = {
  deed: 'doc-deed',
  ofWithdrawn: 'doc-withdrawn-deed',
} as const;

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
export function legalCheck(status: 'pending' | 'passed' | 'failed'): DocData {
  return {
    status,
    revision: 1,
    documentCount: 1,
    checkedAt: status === 'pending' ? null : day(6),
  };
}

/** An admin's note on a failed check, as PATCH /properties/{id}/legal-check stores it. */
export function legalCheckNote(note: string): DocData {
  return { note, revision: 1, checkedAt: day(6) };
}

/**
 * A title deed of the verified New York listing (agent-1's), with the note of a failed check, and a
 * deed of the withdrawn listing (the fraud agent's).
 */
export const LEGAL_CHECK_WORLD: Readonly<Record<DocumentsPath | LegalCheckNotePath, Readonly<Record<string, DocData>>>> = {
  [documentsPath(PROPERTY.verified)]: {
    [LEGAL_DOCUMENT.deed]: legalDocument('Title deed.pdf', 5),
  },
  [legalCheckNotePath(PROPERTY.verified)]: {
    [LEGAL_CHECK_NOTE.id]: legalCheckNote('The deed names another owner.'),
  },
  [documentsPath(PROPERTY.withdrawn)]: {
    [LEGAL_DOCUMENT.ofWithdrawn]: legalDocument('Deed.pdf', 2),
  },
};
