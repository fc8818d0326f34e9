import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { LEGAL_CHECK_MESSAGES as L, legalDecisionProblem, legalNoteOf } from '@homehaven/domain/legal-check';
import { API_MESSAGES } from '../http/api-messages';
import { callerInRole } from '../http/caller';
import { refuse } from '../http/http-error';
import { docIdParam, parseBody } from '../http/parse';
import { logs } from '../logs';
import { listingOf, propertyRef } from '../properties/listing';
import { noteRef } from './legal-check-store';
import { decisionSchema } from './schemas';
import { legalCheckOf } from './stored-legal-check';
import { contendedTransaction } from '../firestore/contended-transaction';

/**
 * `PATCH /properties/{id}/legal-check` `{status, note, revision}`: an admin passes or fails the check
 * of a listing's documents (never on their own listing: 403). 409 when the listing holds no documents,
 * or when they changed since the revision the admin looked at (as a verdict names the content it judged).
 * The status goes on the public listing; the note, when there is one, beside it where only the agent
 * and admins read it (`legalCheckNote/latest`); a decision without a note removes an earlier one.
 */
export async function decideLegalCheck(req: Request, res: Response): Promise<void> {
  const caller = await callerInRole(req, ['admin']);
  const id = docIdParam(req, 'id', API_MESSAGES.propertyNotFound);
  const body = parseBody(decisionSchema, req);
  const note = legalNoteOf(body.note);
  const problem = legalDecisionProblem(body.status, body.note);
  if (problem) refuse(400, problem);
  await contendedTransaction(async (tx) => {
    const snapshot = await tx.get(propertyRef(id));
    if (!snapshot.exists) refuse(404, API_MESSAGES.propertyNotFound);
    if (listingOf(snapshot).agent.uid === caller.uid) refuse(403, L.ownListing);
    const check = legalCheckOf(snapshot.get('legalCheck'));
    if (!check || check.documentCount < 1) refuse(409, L.noDocuments);
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
