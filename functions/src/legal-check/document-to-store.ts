import { LEGAL_CHECK_MESSAGES } from '@homehaven/domain/legal-check';
import { refuse } from '../http/http-error';
import { PICTURE_LIMITS } from '../uploads/picture-limits';
import { reencodePicture } from '../uploads/reencode-picture';
import { checkPdfApart } from './check-pdf-apart';
import type { sentDocument } from './sent-document';

type SentDocument = Awaited<ReturnType<typeof sentDocument>>;

/**
 * What is stored of a sent document (docs/facade.md "Legal check"), never the bytes received. A PDF
 * is judged by its structure (`checkPdf`, in a worker thread): 415 when it cannot be read whole (or is
 * encrypted), 422 when it carries active content (scripts, launch actions, attached files, media,
 * XFA); a safe one is stored as the parser wrote it anew, so nothing it did not read and check
 * survives. A scan or photo goes through the image intake's decoder (`reencodePicture`, the limits of a
 * picture): 413 over its pixels, 422 when it cannot be decoded; stored as sharp wrote it anew, upright,
 * without metadata (no GPS position) or bytes after its end.
 */
export async function documentToStore(document: SentDocument): Promise<SentDocument> {
  if (document.type !== 'application/pdf') {
    const picture = await reencodePicture(document.bytes, PICTURE_LIMITS);
    if (picture.refusal) refuse(picture.refusal.status, picture.refusal.message);
    return { ...document, bytes: picture.bytes };
  }
  const verdict = await checkPdfApart(document.bytes);
  if (verdict.kind === 'unreadable') refuse(415, LEGAL_CHECK_MESSAGES.pdfUnreadable);
  if (verdict.kind === 'active') refuse(422, LEGAL_CHECK_MESSAGES.pdfActive);
  return { ...document, bytes: verdict.bytes };
}
