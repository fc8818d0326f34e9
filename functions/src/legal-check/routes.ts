import { Router } from 'express';
import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { requireSignedIn } from '../http/authenticate';
import { route } from '../http/http-error';
import { attachDocument } from './attach-document';
import { decideLegalCheck } from './decide-legal-check';
import { linkDocument } from './link-document';
import { openDocumentLink } from './open-document-link';
import { removeListingDocument } from './remove-document';
import { sendDocument } from './send-document';

/** The legal check: an agent's ownership documents (attach, remove, read, open by link) and an admin's decision (docs/facade.md "Legal check"). */
export const legalCheckRoutes = Router();

legalCheckRoutes.post('/properties/:id/documents', requireSignedIn, route('attach-document', attachDocument, LEGAL_CHECK_MESSAGES.uploadFailed));
legalCheckRoutes.get('/properties/:id/documents/:documentId', requireSignedIn, route('send-document', sendDocument));
legalCheckRoutes.post('/properties/:id/documents/:documentId/link', requireSignedIn, route('link-document', linkDocument, LEGAL_CHECK_MESSAGES.openFailed));
// No sign-in: a tab opens it; the ticket is the credential.
legalCheckRoutes.get('/document-links/:ticket', route('open-document-link', openDocumentLink));
legalCheckRoutes.delete('/properties/:id/documents/:documentId', requireSignedIn, route('remove-document', removeListingDocument));
legalCheckRoutes.patch('/properties/:id/legal-check', requireSignedIn, route('decide-legal-check', decideLegalCheck));
