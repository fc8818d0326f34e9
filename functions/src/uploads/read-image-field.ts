import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { IMAGE_MAX_BYTES } from '@homehaven/domain/constants';
import { MESSAGES } from '@homehaven/domain/messages';
import { HttpError } from '../http/http-error';

/**
 * Reads the multipart field `image` from a request body. Cloud Functions has already buffered the
 * body (`rawBody`), so busboy parses that buffer; the size limit stops reading past the limit.
 */
export function readImageField(headers: IncomingHttpHeaders, rawBody: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 10 } });
    } catch {
      reject(new HttpError(400, MESSAGES.upload.missing));
      return;
    }
    let image: Buffer | undefined;
    let tooLarge = false;
    parser.on('file', (field, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (tooLarge = true));
      // A body cut short ends the file's stream with an error too: unheard, it would end the process.
      stream.on('error', () => reject(new HttpError(400, MESSAGES.upload.missing)));
      stream.on('end', () => {
        if (field === 'image') image = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(new HttpError(400, MESSAGES.upload.missing)));
    parser.on('close', () => {
      if (tooLarge) reject(new HttpError(413, MESSAGES.upload.tooLarge));
      else if (!image || image.length === 0) reject(new HttpError(400, MESSAGES.upload.missing));
      else resolve(image);
    });
    parser.end(rawBody);
  });
}
