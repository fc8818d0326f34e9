import type { Request } from 'express';
import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { documentFileName, LEGAL_CHECK_MESSAGES, type DocumentType } from '@homehaven/domain/legal-check';
import { refuse } from '../http/http-error';
import { readUploadForm } from '../uploads/read-upload-form';
import { sniffDocument } from './sniff-document';

const L = LEGAL_CHECK_MESSAGES;

/** Largest body read at all: a document somewhat over its limit is still read far enough to be told so. */
const BODY_MAX_BYTES = 2 * DOCUMENT_MAX_BYTES;

/** The document a request sends (multipart field `document`): its bytes and type by content, 400/413/415 otherwise. */
export async function sentDocument(req: Request): Promise<{ bytes: Buffer; type: DocumentType; name: string }> {
  if (Number(req.headers['content-length'] ?? 0) > BODY_MAX_BYTES) refuse(413, L.tooLarge);
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!rawBody || !String(req.headers['content-type']).startsWith('multipart/form-data')) refuse(400, L.missing);
  const form = await readUploadForm(req.headers, rawBody, DOCUMENT_MAX_BYTES, 'document', L.missing);
  if (form.tooLarge || form.image.length > DOCUMENT_MAX_BYTES) refuse(413, L.tooLarge);
  const type = sniffDocument(form.image);
  if (!type) refuse(415, L.notADocument);
  return {
    bytes: form.image,
    type,
    name: documentFileName(form.fileName, type),
  };
}
