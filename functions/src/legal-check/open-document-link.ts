import type { Request, Response } from 'express';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { callerOfUid } from '../http/caller';
import { refuse } from '../http/http-error';
import { documentLinkRef, isTicket, validLinkOf } from './document-links';
import { readableDocument, sendStoredDocument } from './readable-document';

/**
 * `GET /document-links/{ticket}`: the linked document, shown inline (a browser tab opens it without a
 * token: the ticket is the credential, unguessable and short-lived). 404 for an unknown or expired
 * ticket, and when asked through Hosting's `/api` (the app's origin: links are served on the
 * functions' own only). Whoever asked for the link must still be allowed the document (403 otherwise).
 */
export async function openDocumentLink(req: Request, res: Response): Promise<void> {
  const ticket = req.params.ticket;
  if (!isTicket(ticket) || req.originalUrl.startsWith('/api/')) refuse(404, LEGAL_CHECK_MESSAGES.linkExpired);
  const link = validLinkOf(await documentLinkRef(ticket).get(), Date.now());
  if (!link) refuse(404, LEGAL_CHECK_MESSAGES.linkExpired);
  const document = await readableDocument(await callerOfUid(link.uid), link.propertyId, link.documentId);
  await sendStoredDocument(res, link.propertyId, document, 'inline');
}
