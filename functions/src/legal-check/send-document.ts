import type { Request, Response } from 'express';
import { DOCUMENT_TYPES, documentFileName, LEGAL_CHECK_MESSAGES, type DocumentType } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { isAdmin, signedInCaller } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdParam } from '../http/parse';
import { isCallersOwnListing, listingOf, propertyRef } from '../properties/listing';
import { readDocument } from './document-store';
import { documentRef } from './legal-check-store';

/** A stored content type as sent back: one of the document types, else (never expected) plain bytes. */
function contentTypeOf(stored: unknown): string {
  return (DOCUMENT_TYPES as readonly unknown[]).includes(stored) ? String(stored) : 'application/octet-stream';
}

/**
 * `GET /properties/{id}/documents/{documentId}`: the document's bytes, to the listing's agent and to
 * admins only (401 signed out, 403 anyone else, 404 for an unknown listing or document, and for any id
 * that could not name one). Never cached anywhere, downloaded rather than shown inline, with its stored
 * type and nosniff (docs/facade.md "Legal check").
 */
export async function sendDocument(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', LEGAL_CHECK_MESSAGES.notFound);
  const snapshot = await propertyRef(id).get();
  if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
  if (!isAdmin(caller) && !isCallersOwnListing(caller, listingOf(snapshot))) refuse(403, API_MESSAGES.notOwner);
  const document = await documentRef(id, documentId).get();
  const bytes = document.exists ? await readDocument(id, documentId) : null;
  if (!bytes) refuse(404, LEGAL_CHECK_MESSAGES.notFound);
  const name = documentFileName(String(document.get('name') ?? ''), contentTypeOf(document.get('contentType')) as DocumentType);
  res
    .status(200)
    .setHeader('Content-Type', contentTypeOf(document.get('contentType')))
    .setHeader('Content-Disposition', `attachment; filename="${name}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .setHeader('X-Content-Type-Options', 'nosniff')
    .setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(bytes);
}
