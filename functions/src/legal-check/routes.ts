import { Router } from 'express';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { requireSignedIn } from '../http/authenticate';
import { route } from '../http/http-error';
import { attachDocument } from './attach-document';
import { decideLegalCheck } from './decide-legal-check';
import { removeListingDocument } from './remove-document';
import { sendDocument } from './send-document';

/** The legal check: an agent's ownership documents (attach, remove, read) and an admin's decision (docs/facade.md "Legal check"). */
export const legalCheckRoutes = Router();

legalCheckRoutes.post('/properties/:id/documents', requireSignedIn, route('attach-document', attachDocument, LEGAL_CHECK_MESSAGES.uploadFailed));
legalCheckRoutes.get('/properties/:id/documents/:documentId', requireSignedIn, route('send-document', sendDocument));
legalCheckRoutes.delete('/properties/:id/documents/:documentId', requireSignedIn, route('remove-document', removeListingDocument));
legalCheckRoutes.patch('/properties/:id/legal-check', requireSignedIn, route('decide-legal-check', decideLegalCheck));
