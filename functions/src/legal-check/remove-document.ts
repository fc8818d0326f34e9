import type { Request, Response } from 'express';
import { LEGAL_CHECK_MESSAGES, pendingAfterDocumentChange } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { contendedTransaction } from '../firestore/contended-transaction';
import { refuse } from '../http/http-error';
import { docIdParam } from '../http/parse';
import { propertyRef } from '../properties/listing';
import { agentCaller, changeableListing } from './changeable-listing';
import { removeDocument } from './document-store';
import { documentRef, noteRef } from './legal-check-store';

/** `DELETE /properties/{id}/documents/{documentId}`: the listing's agent removes a document; the check goes back to pending. */
export async function removeListingDocument(req: Request, res: Response): Promise<void> {
  const caller = await agentCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', LEGAL_CHECK_MESSAGES.notFound);
  await contendedTransaction(async (tx) => {
    const { count, check } = await changeableListing(tx, id, caller);
    const document = await tx.get(documentRef(id, documentId));
    if (!document.exists) refuse(404, LEGAL_CHECK_MESSAGES.notFound);
    tx.delete(document.ref);
    tx.update(propertyRef(id), {
      legalCheck: pendingAfterDocumentChange(check, count - 1),
    });
    tx.delete(noteRef(id));
  });
  await removeDocument(id, documentId);
  res.json({ acknowledged: true, deletedCount: 1 });
}
