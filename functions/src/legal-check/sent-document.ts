import type { Request } from 'express';
import { DOCUMENT_MAX_BYTES } from '@homehaven/domain/constants';
import { documentFileName, LEGAL_CHECK_MESSAGES, type DocumentType } from '@homehaven/domain/legal-check';
import { refuse } from '../http/http-error';
import { readMultipartFile } from '../http/multipart-file';
import { sniffDocument } from './sniff-document';

const L = LEGAL_CHECK_MESSAGES;

/** The document a request sends (multipart field `document`): its bytes and type by content, 400/413/415 otherwise. */
export async function sentDocument(req: Request): Promise<{ bytes: Buffer; type: DocumentType; name: string }> {
  const file = await readMultipartFile(req, { field: 'document', maxBytes: DOCUMENT_MAX_BYTES, tooLarge: L.tooLarge, missing: L.missing });
  const type = sniffDocument(file.bytes);
  if (!type) refuse(415, L.notADocument);
  return {
    bytes: file.bytes,
    type,
    name: documentFileName(file.fileName, type),
  };
}
