import type { DocumentType } from '@homehaven/domain/legal-check';
import { sniffImage } from '../uploads/sniff-image';

/** `%PDF-`: the header every PDF file starts with. */
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/**
 * The type of a document by its content (magic numbers), never its name or declared type: a PDF, or a
 * JPEG, PNG or WebP picture as the image intake judges them (GIF is no document type). Null for
 * anything else: an executable renamed `deed.pdf` is refused.
 */
export function sniffDocument(bytes: Uint8Array): DocumentType | null {
  if (PDF_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'application/pdf';
  const image = sniffImage(bytes)?.mime;
  return image === 'image/jpeg' || image === 'image/png' || image === 'image/webp' ? image : null;
}
