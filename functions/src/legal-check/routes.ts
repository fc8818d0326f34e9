import { Router, type Request, type Response } from 'express';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_MAX_PER_LISTING, LEGAL_NOTE_MAX } from '@homehaven/domain/constants';
import {
  DOCUMENT_TYPES,
  DOCUMENTS,
  documentFileName,
  LEGAL_CHECK_DECISIONS,
  LEGAL_CHECK_NOTE,
  LEGAL_CHECK_MESSAGES,
  legalDecisionProblem,
  pendingAfterDocumentChange,
  type DocumentType,
} from '@homehaven/domain/legal-check';
import { MESSAGES } from '@homehaven/domain/messages';
import { API_MESSAGES } from '../http/api-messages';
import { requireSignedIn } from '../http/authenticate';
import { callerInRole, isAdmin, signedInCaller, type Caller } from '../http/caller';
import { db } from '../firestore/db';
import { HttpError, refuse, route } from '../http/http-error';
import { readMultipartFile } from '../http/multipart-file';
import { docIdParam, parseBody } from '../http/parse';
import { logs } from '../logs';
import { isCallersOwnListing, listingOf, propertyRef, type Listing } from '../properties/listing';
import { ownListing } from '../properties/own-listing';
import { readDocument, removeDocument, storeDocument } from './document-store';
import { sniffDocument } from './sniff-document';

const L = LEGAL_CHECK_MESSAGES;

/** `properties/{id}/documents/{documentId}`. */
function documentRef(propertyId: string, documentId: string) {
  return propertyRef(propertyId).collection(DOCUMENTS).doc(documentId);
}

/** `properties/{id}/legalCheckNote/latest`: the admin's note, private to the agent and admins. */
function noteRef(propertyId: string) {
  return propertyRef(propertyId).collection(LEGAL_CHECK_NOTE.collection).doc(LEGAL_CHECK_NOTE.id);
}

/** The signed-in agent; a fraud user is told their account is suspended (a fraud user writes nothing). */
function agentCaller(req: Request): Promise<Caller> {
  return callerInRole(req, ['agent'], (caller) => (caller.role === 'fraud' ? MESSAGES.users.suspended : API_MESSAGES.roleRequired(['agent'])));
}

/**
 * The caller's own listing, read in `tx`, whose documents may change: 404/403 as `ownListing`, 409
 * when sold (what the buyer paid for is frozen). With how many documents it holds.
 */
async function changeableListing(tx: Transaction, id: string, caller: Caller): Promise<{ listing: Listing; count: number; check: unknown }> {
  const listing = await ownListing(tx, id, caller);
  if (listing.sold) refuse(409, L.sold);
  const [snapshot, documents] = await Promise.all([tx.get(propertyRef(id)), tx.get(propertyRef(id).collection(DOCUMENTS).select())]);
  return { listing, count: documents.size, check: snapshot.get('legalCheck') };
}

/** 409 when a listing holding `count` documents can take no more. */
function refuseWhenFull(count: number): void {
  if (count >= DOCUMENTS_MAX_PER_LISTING) refuse(409, L.tooMany);
}

/** The document a request sends (multipart field `document`): its bytes and type by content, 400/413/415 otherwise. */
async function sentDocument(req: Request): Promise<{ bytes: Buffer; type: DocumentType; name: string }> {
  const file = await readMultipartFile(req, { field: 'document', maxBytes: DOCUMENT_MAX_BYTES, tooLarge: L.tooLarge, missing: L.missing });
  const type = sniffDocument(file.bytes);
  if (!type) refuse(415, L.notADocument);
  return {
    bytes: file.bytes,
    type,
    name: documentFileName(file.fileName, type),
  };
}

/**
 * `POST /properties/{id}/documents` (multipart, file field `document`): the listing's agent attaches an
 * ownership document. Refusals are checked before the bytes are stored, and again in the transaction
 * that writes its metadata and sends the legal check back to pending (so two uploads at once cannot
 * pass the limit); when that transaction fails the stored bytes are removed. Answers `{id, name}`.
 */
async function attachDocument(req: Request, res: Response): Promise<void> {
  const caller = await agentCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  let document: Awaited<ReturnType<typeof sentDocument>>;
  try {
    document = await sentDocument(req);
  } catch (error) {
    if (error instanceof HttpError) logs.documentRejected(error.message, caller.uid);
    throw error;
  }
  refuseWhenFull((await db.runTransaction((tx) => changeableListing(tx, id, caller))).count);
  const ref = propertyRef(id).collection(DOCUMENTS).doc();
  const where = await storeDocument(id, ref.id, document.bytes, document.type);
  try {
    await db.runTransaction(async (tx) => {
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

/** `DELETE /properties/{id}/documents/{documentId}`: the listing's agent removes a document; the check goes back to pending. */
async function removeListingDocument(req: Request, res: Response): Promise<void> {
  const caller = await agentCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', L.notFound);
  await db.runTransaction(async (tx) => {
    const { count, check } = await changeableListing(tx, id, caller);
    const document = await tx.get(documentRef(id, documentId));
    if (!document.exists) refuse(404, L.notFound);
    tx.delete(document.ref);
    tx.update(propertyRef(id), {
      legalCheck: pendingAfterDocumentChange(check, count - 1),
    });
    tx.delete(noteRef(id));
  });
  await removeDocument(id, documentId);
  res.json({ acknowledged: true, deletedCount: 1 });
}

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
async function sendDocument(req: Request, res: Response): Promise<void> {
  const caller = await signedInCaller(req);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const documentId = docIdParam(req, 'documentId', L.notFound);
  const snapshot = await propertyRef(id).get();
  if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
  if (!isAdmin(caller) && !isCallersOwnListing(caller, listingOf(snapshot))) refuse(403, API_MESSAGES.notOwner);
  const document = await documentRef(id, documentId).get();
  const bytes = document.exists ? await readDocument(id, documentId) : null;
  if (!bytes) refuse(404, L.notFound);
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

/** The body of a decision: passed or failed, the note (required when failed), the document revision judged. */
const decisionSchema = z.strictObject({
  status: z.enum(LEGAL_CHECK_DECISIONS),
  note: z.string().max(LEGAL_NOTE_MAX).default(''),
  revision: z.number().int().min(1),
});

/**
 * `PATCH /properties/{id}/legal-check` `{status, note, revision}`: an admin passes or fails the check
 * of a listing's documents (never on their own listing: 403). 409 when the listing holds no documents,
 * or when they changed since the revision the admin looked at (as a verdict names the content it judged).
 * The status goes on the public listing; the note, when there is one, beside it where only the agent
 * and admins read it (`legalCheckNote/latest`); a decision without a note removes an earlier one.
 */
async function decideLegalCheck(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['admin']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const body = parseBody(decisionSchema, req);
  const note = body.note.trim();
  const problem = legalDecisionProblem(body.status, note);
  if (problem) refuse(400, problem);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
    if (listingOf(snapshot).agent.uid === caller.uid) refuse(403, L.ownListing);
    const check = snapshot.get('legalCheck') as { revision?: unknown; documentCount?: unknown } | undefined;
    if (!check || typeof check.documentCount !== 'number' || check.documentCount < 1) refuse(409, L.noDocuments);
    if (check.revision !== body.revision) refuse(409, L.changed);
    tx.update(snapshot.ref, {
      'legalCheck.status': body.status,
      'legalCheck.checkedAt': FieldValue.serverTimestamp(),
      // A note stored on the listing before notes were private goes (docs/decisions.md "Legal check").
      'legalCheck.note': FieldValue.delete(),
    });
    if (note) tx.set(noteRef(id), { note, revision: body.revision, checkedAt: FieldValue.serverTimestamp() });
    else tx.delete(noteRef(id));
  });
  logs.legalCheckDecided(id, body.status, caller.uid);
  res.json({ acknowledged: true, modifiedCount: 1 });
}

/** The legal check: an agent's ownership documents (attach, remove, read) and an admin's decision. */
export const legalCheckRoutes = Router();

legalCheckRoutes.post('/properties/:id/documents', requireSignedIn, route('attach-document', attachDocument, L.uploadFailed));
legalCheckRoutes.get('/properties/:id/documents/:documentId', requireSignedIn, route('send-document', sendDocument));
legalCheckRoutes.delete('/properties/:id/documents/:documentId', requireSignedIn, route('remove-document', removeListingDocument));
legalCheckRoutes.patch('/properties/:id/legal-check', requireSignedIn, route('decide-legal-check', decideLegalCheck));
