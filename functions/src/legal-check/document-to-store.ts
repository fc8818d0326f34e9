import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { refuse } from '../http/http-error';
import { checkPdfApart } from './check-pdf-apart';
import type { sentDocument } from './sent-document';

type SentDocument = Awaited<ReturnType<typeof sentDocument>>;

/**
 * What is stored of a sent document (docs/facade.md "Legal check"). A PDF is judged by its structure
 * (`checkPdf`, in a worker thread): 415 when it cannot be read whole (or is encrypted), 422 when it
 * carries active content (scripts, launch actions, attached files, media, XFA); a safe one is stored
 * as the parser wrote it anew, so nothing it did not read and check survives. Pictures are stored as
 * sent, judged by their signature only (docs/decisions.md "Legal check").
 */
export async function documentToStore(document: SentDocument): Promise<SentDocument> {
  if (document.type !== 'application/pdf') return document;
  const verdict = await checkPdfApart(document.bytes);
  if (verdict.kind === 'unreadable') refuse(415, LEGAL_CHECK_MESSAGES.pdfUnreadable);
  if (verdict.kind === 'active') refuse(422, LEGAL_CHECK_MESSAGES.pdfActive);
  return { ...document, bytes: verdict.bytes };
}
