import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import type { Request } from 'express';
import { refuse, HttpError } from './http-error';

/** A file's size limit and the 413 message past it. */
export interface MultipartFileLimit {
  /** Largest file taken, in bytes. */
  maxBytes: number;
  /** The 413 message for a larger file (and for a body far larger than any such file). */
  tooLarge: string;
}

/** What {@link readMultipartFile} reads and how it refuses. */
export interface MultipartFileOptions extends MultipartFileLimit {
  /** The multipart file field read (`image`, `document`); any other file field is ignored. */
  field: string;
  /** The 400 message when the body is not multipart, is broken, or holds no such file (or an empty one). */
  missing: string;
  /**
   * When a text field decides the limit (the image intake's `kind`, which may come after the file): the
   * limit for the form's fields, at most `maxBytes`. May throw an {@link HttpError} for a bad field.
   */
  limitFor?: (fields: ReadonlyMap<string, string>) => MultipartFileLimit;
}

/** A file read from a multipart body, with the form's text fields. */
export interface MultipartFile {
  bytes: Buffer;
  /** The file's name as the client sent it: never trusted (legal-check makes it safe before storing it). */
  fileName?: string;
  fields: ReadonlyMap<string, string>;
}

/** Multipart framing allowance on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Largest body read for a file of at most `maxBytes`: twice the file, so that a file somewhat over its
 * limit is still read far enough to be told so; anything larger is refused before it is parsed.
 */
export function multipartBodyMaxBytes(maxBytes: number): number {
  return 2 * maxBytes + MULTIPART_OVERHEAD_BYTES;
}

/** The file and text fields busboy finds in a body; `truncated` when the file is longer than `maxBytes` (it is read no further). */
function parseForm(headers: IncomingHttpHeaders, rawBody: Buffer, field: string, maxBytes: number, missing: string): Promise<MultipartFile & { truncated: boolean }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy calls a file that reaches `fileSize` truncated: one byte more, so that a file of exactly `maxBytes` is whole.
      parser = busboy({ headers, limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024 } });
    } catch {
      reject(new HttpError(400, missing));
      return;
    }
    let bytes: Buffer | undefined;
    let fileName: string | undefined;
    let truncated = false;
    const fields = new Map<string, string>();
    parser.on('field', (name, value) => fields.set(name, value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (truncated = true));
      // A body cut short ends the file's stream with an error too: unheard, it would end the process.
      stream.on('error', () => reject(new HttpError(400, missing)));
      stream.on('end', () => {
        if (name !== field) return;
        bytes = Buffer.concat(chunks);
        fileName = info.filename;
      });
    });
    parser.on('error', () => reject(new HttpError(400, missing)));
    parser.on('close', () => {
      if (!bytes || bytes.length === 0) reject(new HttpError(400, missing));
      else resolve({ bytes, truncated, fields, ...(fileName === undefined ? {} : { fileName }) });
    });
    parser.end(rawBody);
  });
}

/**
 * The file in the multipart field `field` of a request, with the form's text fields: the one reader of
 * the facade's uploads (pictures, ownership documents). 413 `tooLarge` for a body whose Content-Length
 * passes {@link multipartBodyMaxBytes} (before anything is parsed) and for a file over its limit
 * (`limitFor` the fields, else `maxBytes`); 400 `missing` when the body is not `multipart/form-data`,
 * is broken, or holds no such file. Cloud Functions has already buffered the body (`rawBody`), so
 * busboy parses that buffer, reading the file no further than one byte past `maxBytes`.
 */
export async function readMultipartFile(req: Request, options: MultipartFileOptions): Promise<MultipartFile> {
  const { field, maxBytes, tooLarge, missing, limitFor } = options;
  if (Number(req.headers['content-length'] ?? 0) > multipartBodyMaxBytes(maxBytes)) refuse(413, tooLarge);
  const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!rawBody || !String(req.headers['content-type']).startsWith('multipart/form-data')) refuse(400, missing);
  const { truncated, ...file } = await parseForm(req.headers, rawBody, field, maxBytes, missing);
  const limit = limitFor?.(file.fields) ?? { maxBytes, tooLarge };
  if (truncated || file.bytes.length > limit.maxBytes) refuse(413, limit.tooLarge);
  return file;
}
