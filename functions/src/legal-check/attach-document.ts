import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { DOCUMENTS_MAX_PER_LISTING } from '@homehaven/domain/constants';
import { DOCUMENTS, LEGAL_CHECK_MESSAGES, pendingAfterDocumentChange } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { contendedTransaction } from '../firestore/contended-transaction';
import { HttpError, refuse } from '../http/http-error';
import { docIdParam } from '../http/parse';
import { logs } from '../logs';
import { propertyRef } from '../properties/listing';
import { agentCaller, changeableListing } from './changeable-listing';
import { removeDocument, storeDocument } from './document-store';
import { documentToStore } from './document-to-store';
import { noteRef } from './legal-check-store';
import { sentDocument } from './sent-document';

/** 409 when a listing holding `count` documents can take no more. */
function refuseWhenFull(count: number): void {
  if (count >= DOCUMENTS_MAX_PER_LISTING) refuse(409, LEGAL_CHECK_MESSAGES.tooMany);
}

/**
 * `POST /properties/{id}/documents` (multipart, file field `document`): the listing's agent attaches an
 * ownership document, stored as `documentToStore` makes it (a PDF checked and written anew). Refusals are checked before the bytes are stored, and again in the transaction
 * that writes its metadata and sends the legal check back to pending (so two uploads at once cannot
 * pass the limit); when that transaction fails the stored bytes are removed. Answers `{id, name}`.
 */
export async function attachDocument(req: Request, res: Response): Promise<void> {
  const caller = await agentCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  let document: Awaited<ReturnType<typeof sentDocument>>;
  try {
    document = await documentToStore(await sentDocument(req));
  } catch (error) {
    if (error instanceof HttpError) logs.documentRejected(error.message, caller.uid);
    throw error;
  }
  refuseWhenFull((await changeableListing(null, id, caller)).count);
  const ref = propertyRef(id).collection(DOCUMENTS).doc();
  const where = await storeDocument(id, ref.id, document.bytes, document.type);
  try {
    await contendedTransaction(async (tx) => {
      const { count, check } = await changeableListing(tx, id, caller);
      refuseWhenFull(count);
      tx.create(ref, {
        name: document.name,
        contentType: document.type,
        size: document.bytes.length,
        uploadedAt: FieldValue.serverTimestamp(),
      });
      tx.update(propertyRef(id), {
        legalCheck: pendingAfterDocumentChange(check, count + 1),
      });
      tx.delete(noteRef(id));
    });
  } catch (error) {
    await removeDocument(id, ref.id).catch(() => undefined);
    throw error;
  }
  logs.documentStored(where, id, ref.id, document.bytes.length);
  res.status(201).json({ acknowledged: true, insertedId: ref.id, name: document.name });
}
