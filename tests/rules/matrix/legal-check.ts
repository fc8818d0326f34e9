import { documentsPath } from '../../../domain/src/legal-check';
import type { DocumentsPath } from '../../../domain/src/queries/query-spec';
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
export function legalCheck(status: 'pending' | 'passed' | 'failed', note = ''): DocData {
  return {
    status,
    note,
    revision: 1,
    documentCount: 1,
    checkedAt: status === 'pending' ? null : day(6),
  };
}

/** A title deed of the verified New York listing (agent-1's) and one of the withdrawn listing (the fraud agent's). */
export const LEGAL_CHECK_WORLD: Readonly<Record<DocumentsPath, Readonly<Record<string, DocData>>>> = {
  [documentsPath(PROPERTY.verified)]: {
    [LEGAL_DOCUMENT.deed]: legalDocument('Title deed.pdf', 5),
  },
  [documentsPath(PROPERTY.withdrawn)]: {
    [LEGAL_DOCUMENT.ofWithdrawn]: legalDocument('Deed.pdf', 2),
  },
};
