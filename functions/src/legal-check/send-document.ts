import type { Request, Response } from 'express';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { signedInCaller } from '../http/caller';
import { docIdParam } from '../http/parse';
import { readableDocument, sendStoredDocument } from './readable-document';

/**
 * `GET /properties/{id}/documents/{documentId}`: the document's bytes, to the listing's agent and to
 * admins only (401 signed out, 403 anyone else, 404 for an unknown listing or document, and for any id
 * that could not name one), to be saved (`attachment`): the web app opens documents through a link
 * instead (`POST .../link`, docs/facade.md "Legal check").
 */
export async function sendDocument(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', LEGAL_CHECK_MESSAGES.notFound);
  await sendStoredDocument(res, id, await readableDocument(caller, id, documentId), 'attachment');
}
