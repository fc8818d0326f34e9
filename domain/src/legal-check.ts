import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX_PER_LISTING, LEGAL_NOTE_MAX } from './constants';
import type { CollectionQuery, DocumentsPath, LegalCheckNotePath } from './queries/query-spec';
import { LEGAL_CHECK_BADGE } from './legal-check-badge';
import { isBlank, trimInvisible } from './text';

/**
 * The legal check of a listing (docs/listings.md "Legal check"): its agent attaches ownership
 * documents (private: only the agent and admins read them), an admin looks at them and marks the
 * check passed or failed with a note. The check's status lives on the listing (`legalCheck`), written
 * by functions only; the admin's note is private, beside it (`legalCheckNote/latest`), since the
 * listing is public. Any change of the documents sends the check back to pending and drops the note.
 * It is a decision of its own, apart from the listing's verification.
 */

/** Where a listing's check stands. */
export const LEGAL_CHECK_STATUSES = ['pending', 'passed', 'failed'] as const;
export type LegalCheckStatus = (typeof LEGAL_CHECK_STATUSES)[number];
/** What an admin decides. */
export const LEGAL_CHECK_DECISIONS = ['passed', 'failed'] as const;
export type LegalCheckDecision = (typeof LEGAL_CHECK_DECISIONS)[number];

/**
 * `properties/{id}.legalCheck`: absent until the first document. Public, as the listing is: it holds
 * no words of the admin's (see {@link LegalCheckNoteDoc}). `revision` counts document changes (a
 * decision names the revision it judged, so documents changed meanwhile are never passed unseen);
 * `documentCount` is how many documents the listing holds; `checkedAt` is the decision's time (null
 * while pending).
 */
export interface LegalCheck<Time = unknown> {
  status: LegalCheckStatus;
  revision: number;
  documentCount: number;
  checkedAt: Time | null;
}

/** Types a document may have, judged by its content (PDF, or a JPEG, PNG or WebP scan or photo). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** `properties/{id}/documents/{docId}`: what is known of a stored document (its bytes are in private storage). */
export interface ListingDocumentDoc<Time = unknown> {
  /** The file's name as the agent's computer called it, made safe (documentFileName). */
  name: string;
  contentType: DocumentType;
  /** Bytes. */
  size: number;
  uploadedAt: Time;
}

/**
 * `properties/{id}/legalCheckNote/latest`: the note of the listing's latest decision, when the admin
 * wrote one; only the listing's agent and admins read it. Removed when the documents change (the
 * check is pending again) or a later decision comes without a note.
 */
export interface LegalCheckNoteDoc<Time = unknown> {
  note: string;
  /** The document revision the decision judged (as `legalCheck.revision` then). */
  revision: number;
  checkedAt: Time;
}

/** The subcollection holding a listing's legal check note, and the one document it holds. */
export const LEGAL_CHECK_NOTE = { collection: 'legalCheckNote', id: 'latest' } as const;

/** The collection of a listing's legal check note. */
export function legalCheckNotePath(propertyId: string): LegalCheckNotePath {
  return `properties/${propertyId}/${LEGAL_CHECK_NOTE.collection}`;
}

/** The subcollection holding a listing's documents. */
export const DOCUMENTS = 'documents';

/** The collection of a listing's documents. */
export function documentsPath(propertyId: string): DocumentsPath {
  return `properties/${propertyId}/${DOCUMENTS}`;
}

/** A listing's documents, oldest first: all of them (a listing holds at most DOCUMENTS_MAX_PER_LISTING). */
export function documentsQuery(propertyId: string): CollectionQuery {
  return {
    collection: documentsPath(propertyId),
    spec: {
      orderBy: [['uploadedAt', 'asc']],
      limit: DOCUMENTS_MAX_PER_LISTING,
    },
  };
}

export { hasPassedLegalCheck } from './legal-check-badge';

/** The extension each document type is saved under. */
const EXTENSIONS: Readonly<Record<DocumentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** Longest stored document name, extension included. */
export const DOCUMENT_NAME_MAX = 100;

/**
 * A document's name made safe to store and to send in a Content-Disposition header: the last part of
 * any path, only letters, digits, spaces and `._-()` (anything else becomes `_`), without leading
 * dots, at most {@link DOCUMENT_NAME_MAX} characters, always ending in its type's extension (a file
 * named `deed.exe` that is really a PDF is stored as `deed.exe.pdf`). A name with nothing left is `document`.
 */
export function documentFileName(sent: string | undefined, type: DocumentType): string {
  const extension = `.${EXTENSIONS[type]}`;
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const base = cleaned.toLowerCase().endsWith(extension) ? cleaned.slice(0, -extension.length) : cleaned;
  return `${(base || 'document').slice(0, DOCUMENT_NAME_MAX - extension.length)}${extension}`;
}

/** Our wording for the legal check (docs/product.md §8.5 Legal check): kept beside its logic, not in the catalogue every page loads. */
export const LEGAL_CHECK_MESSAGES = {
  badge: LEGAL_CHECK_BADGE,
  notADocument: 'The file is not a PDF or a picture. Please choose a PDF, JPEG, PNG or WebP file.',
  pdfUnreadable: 'The PDF could not be read, or it is password-protected. Please save or print it again as a PDF without a password and attach that copy.',
  pdfActive: 'The PDF carries scripts, attached files, media or an XFA form, which an ownership document may not. Please print it to a new PDF and attach that copy.',
  tooLarge: `The document is too large. The limit is ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  missing: 'No document was sent. Attach it in the "document" field.',
  tooMany: `A listing holds at most ${DOCUMENTS_MAX_PER_LISTING} ownership documents. Remove one first.`,
  sold: "A sold listing's documents cannot change.",
  uploadFailed: 'The document could not be uploaded. Please try again.',
  uploaded: 'Document attached. The legal check waits for an admin.',
  removed: 'Document removed. The legal check waits for an admin again.',
  removeFailed: 'The document could not be removed. Please try again.',
  notFound: 'Document not found.',
  openFailed: 'The document could not be opened. Please try again.',
  linkExpired: 'This document link has expired. Open the document again from HomeHaven.',
  noDocuments: 'This listing has no ownership documents to check yet.',
  noteRequired: 'Please say why the check failed: the agent sees this note.',
  noteFailed: 'The reason could not be loaded. Reload the page to try again.',
  noteHelp: "Only the listing's agent and admins read this note. The public sees only a passed check, as its badge.",
  noteTooLong: `The note is too long. The limit is ${LEGAL_NOTE_MAX} characters.`,
  ownListing: 'Another admin checks the documents of your own listing.',
  changed: 'The documents changed since you opened them. Look at them again, then decide.',
  passed: 'Legal check passed.',
  failed: 'Legal check failed. The agent sees your note.',
  decideFailed: 'The decision could not be saved. Please try again.',
} as const;

/** A note as it is sent and stored: invisible characters trimmed from both ends (domain/src/text.ts), so a blank one is empty. */
export function legalNoteOf(note: string): string {
  return trimInvisible(note);
}

/**
 * Why a decision cannot be sent as it is, or null: a failed check needs a note with a visible
 * character (the domain's blank rule, `isBlank`: zero-width spaces, joiners or soft hyphens alone are
 * no note), and no note is over the limit. The admin's dialog and the facade both ask this.
 */
export function legalDecisionProblem(status: LegalCheckDecision, note: string): string | null {
  if (legalNoteOf(note).length > LEGAL_NOTE_MAX) return LEGAL_CHECK_MESSAGES.noteTooLong;
  if (status === 'failed' && isBlank(note)) return LEGAL_CHECK_MESSAGES.noteRequired;
  return null;
}

/** How each status reads on screen. */
export const LEGAL_CHECK_LABELS: Readonly<Record<LegalCheckStatus, string>> = {
  pending: 'Legal check pending',
  passed: LEGAL_CHECK_BADGE,
  failed: 'Legal check failed',
};

/**
 * The check after the listing's documents changed (one added or removed): pending again, the next
 * revision and the new count, whatever it was before (`before` as stored, null when there was none).
 * The note of the decision before goes with it (the caller deletes it in the same transaction).
 */
export function pendingAfterDocumentChange(before: LegalCheck | null, documentCount: number): LegalCheck<null> {
  return {
    status: 'pending',
    revision: (before?.revision ?? 0) + 1,
    documentCount,
    checkedAt: null,
  };
}
