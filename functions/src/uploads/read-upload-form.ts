import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { MESSAGES } from '@homehaven/domain/messages';
import { HttpError } from '../http/http-error';

/** What an upload form holds: the multipart file field (`image`, or the one named), and its text fields (`kind`). */
export interface UploadForm {
  /** The file's bytes (a picture's, or an ownership document's), at most the limit read (see `tooLarge`). */
  image: Buffer;
  /** The file's name as the client sent it (never trusted: legal-check makes it safe before storing it). */
  fileName?: string;
  /** The file was longer than the limit: the bytes stop there. */
  tooLarge: boolean;
  fields: ReadonlyMap<string, string>;
}

/**
 * Reads the multipart file field `fileField` (`image` by default) and the text fields of a request body. Cloud Functions has already
 * buffered the body (`rawBody`), so busboy parses that buffer; `maxFileBytes` stops reading past the
 * limit (the caller decides which limit applies once it knows every field: a text field may come
 * after the file). 400 with `missing` when the body is broken or has no such file.
 */
export function readUploadForm(headers: IncomingHttpHeaders, rawBody: Buffer, maxFileBytes: number, fileField = 'image', missing: string = MESSAGES.upload.missing): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 1, fileSize: maxFileBytes, fields: 10, fieldSize: 1024 } });
    } catch {
      reject(new HttpError(400, missing));
      return;
    }
    let image: Buffer | undefined;
    let fileName: string | undefined;
    let tooLarge = false;
    const fields = new Map<string, string>();
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (tooLarge = true));
      // A body cut short ends the file's stream with an error too: unheard, it would end the process.
      stream.on('error', () => reject(new HttpError(400, missing)));
      stream.on('end', () => {
        if (field !== fileField) return;
        image = Buffer.concat(chunks);
        fileName = info.filename;
      });
    });
    parser.on('error', () => reject(new HttpError(400, missing)));
    parser.on('close', () => {
      if (!image || image.length === 0) reject(new HttpError(400, missing));
      else resolve({ image, tooLarge, fields, ...(fileName === undefined ? {} : { fileName }) });
    });
    parser.end(rawBody);
  });
}
