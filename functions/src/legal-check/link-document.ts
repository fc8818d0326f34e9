import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { signedInCaller } from '../http/caller';
import { facadeOwnUrl } from '../http/own-url';
import { docIdParam } from '../http/parse';
import { DOCUMENT_LINK_LIFETIME_MS, documentLinkRef, newTicket, type DocumentLink } from './document-links';
import { readableDocument } from './readable-document';

/**
 * `POST /properties/{id}/documents/{documentId}/link`: a short-lived address opening the document in
 * a browser tab, to the callers the document's GET serves (same 401, 403, 404). The address is on the
 * functions' own origin, never the app's, so nothing the document holds can run against the app
 * (docs/decisions.md "Legal check"). 201 `{url, expiresAt}`.
 */
export async function linkDocument(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', LEGAL_CHECK_MESSAGES.notFound);
  await readableDocument(caller, id, documentId);
  const ticket = newTicket();
  const link: DocumentLink = { propertyId: id, documentId, uid: caller.uid, expireAt: Timestamp.fromMillis(Date.now() + DOCUMENT_LINK_LIFETIME_MS) };
  await documentLinkRef(ticket).create(link);
  res.status(201).json({ url: `${facadeOwnUrl(req)}/document-links/${ticket}`, expiresAt: link.expireAt.toDate().toISOString() });
}
