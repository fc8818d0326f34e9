import type { Response } from 'express';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DOCUMENT_TYPES, documentFileName, LEGAL_CHECK_MESSAGES, type DocumentType } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { isAdmin, type Caller } from '../http/caller';
import { refuse } from '../http/http-error';
import { isCallersOwnListing, listingOf, propertyRef } from '../properties/listing';
import { readDocument } from './document-store';
import { documentRef } from './legal-check-store';

/**
 * The record of document `documentId` of listing `propertyId`, for a caller who may read it: the
 * listing's agent or an admin. 404 for an unknown listing or document, 403 for anyone else.
 */
export async function readableDocument(caller: Caller, propertyId: string, documentId: string): Promise<DocumentSnapshot> {
  const snapshot = await propertyRef(propertyId).get();
  if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
  if (!isAdmin(caller) && !isCallersOwnListing(caller, listingOf(snapshot))) refuse(403, API_MESSAGES.notOwner);
  const document = await documentRef(propertyId, documentId).get();
  if (!document.exists) refuse(404, LEGAL_CHECK_MESSAGES.notFound);
  return document;
}

/** A stored content type as sent back: one of the document types, else (never expected) plain bytes. */
function contentTypeOf(stored: unknown): string {
  return (DOCUMENT_TYPES as readonly unknown[]).includes(stored) ? String(stored) : 'application/octet-stream';
}

/**
 * Answers a document's bytes (404 when they are gone): its stored type and safe name, never cached,
 * nosniff, sandboxed (`Content-Security-Policy: default-src 'none'; sandbox`: nothing it holds runs
 * as a page, which Chromium's PDF viewer still shows), no referrer (a link in it never carries the
 * address it was opened at). `inline` to be shown in a tab, `attachment` to be saved.
 */
export async function sendStoredDocument(res: Response, propertyId: string, document: DocumentSnapshot, disposition: 'inline' | 'attachment'): Promise<void> {
  const bytes = await readDocument(propertyId, document.id);
  if (!bytes) refuse(404, LEGAL_CHECK_MESSAGES.notFound);
  const name = documentFileName(String(document.get('name') ?? ''), contentTypeOf(document.get('contentType')) as DocumentType);
  res
    .status(200)
    .setHeader('Content-Type', contentTypeOf(document.get('contentType')))
    .setHeader('Content-Disposition', `${disposition}; filename="${name}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('X-Content-Type-Options', 'nosniff')
    .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
    .setHeader('Referrer-Policy', 'no-referrer')
    .send(bytes);
}
