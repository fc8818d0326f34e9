import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { MESSAGES } from '@homehaven/domain/messages';
import { HttpError } from '../http/http-error';

/** What an upload form holds: the multipart file field `image`, and its text fields (`kind`). */
export interface UploadForm {
  /** The picture's bytes, at most the limit read (see `tooLarge`). */
  image: Buffer;
  /** The file was longer than the limit: the bytes stop there. */
  tooLarge: boolean;
  fields: ReadonlyMap<string, string>;
}

/**
 * Reads the multipart field `image` and the text fields of a request body. Cloud Functions has already
 * buffered the body (`rawBody`), so busboy parses that buffer; `maxFileBytes` stops reading past the
 * limit (the caller decides which limit applies once it knows every field: a text field may come
 * after the file). 400 when the body is broken or has no image.
 */
export function readUploadForm(headers: IncomingHttpHeaders, rawBody: Buffer, maxFileBytes: number): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 1024 } });
    } catch {
      reject(new HttpError(400, MESSAGES.upload.missing));
      return;
    }
    let image: Buffer | undefined;
    let tooLarge = false;
    const fields = new Map<string, string>();
    parser.on('field', (name, value) => fields.set(name, value));
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
      if (!image || image.length === 0) reject(new HttpError(400, MESSAGES.upload.missing));
      else resolve({ image, tooLarge, fields });
    });
    parser.end(rawBody);
  });
}
