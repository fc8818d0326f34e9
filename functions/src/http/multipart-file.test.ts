import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { multipartBodyMaxBytes, readMultipartFile, type MultipartFileOptions } from './multipart-file';

const BOUNDARY = 'test-boundary';

/** A request as Cloud Functions hands it over: headers and the buffered body (`rawBody`). */
async function requestOf(form: FormData | string, contentType?: string): Promise<Request> {
  const encoded = new Response(form);
  const rawBody = Buffer.from(await encoded.arrayBuffer());
  const type = contentType ?? encoded.headers.get('content-type') ?? '';
  return { headers: { 'content-type': type, 'content-length': String(rawBody.length) }, rawBody } as unknown as Request;
}

function formWith(bytes: Buffer, field = 'document', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), 'deed.pdf');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const OPTIONS: MultipartFileOptions = { field: 'document', maxBytes: 100, tooLarge: 'too large', missing: 'missing' };

/** The refusal `promise` rejects with, as `{status, message}`. */
async function refusalOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('readMultipartFile', () => {
  it('reads the file, its name and the text fields', async () => {
    const file = await readMultipartFile(await requestOf(formWith(Buffer.from('%PDF-1.7'), 'document', { kind: 'x' })), OPTIONS);
    expect({ bytes: file.bytes.toString(), fileName: file.fileName, kind: file.fields.get('kind') }).toEqual({ bytes: '%PDF-1.7', fileName: 'deed.pdf', kind: 'x' });
  });

  it('refuses a file over maxBytes with 413 tooLarge, and one at maxBytes passes', async () => {
    expect((await readMultipartFile(await requestOf(formWith(Buffer.alloc(100))), OPTIONS)).bytes.length).toBe(100);
    expect(await refusalOf(readMultipartFile(await requestOf(formWith(Buffer.alloc(101))), OPTIONS))).toEqual({ status: 413, message: 'too large' });
  });

  it('refuses a body declared over twice the limit before parsing it', async () => {
    const req = await requestOf(formWith(Buffer.alloc(10)));
    req.headers['content-length'] = String(multipartBodyMaxBytes(100) + 1);
    expect(await refusalOf(readMultipartFile(req, OPTIONS))).toEqual({ status: 413, message: 'too large' });
  });

  it('applies the limit the text fields choose (limitFor), with its message', async () => {
    const options: MultipartFileOptions = { ...OPTIONS, limitFor: (fields) => (fields.get('kind') === 'small' ? { maxBytes: 10, tooLarge: 'small limit' } : OPTIONS) };
    expect(await refusalOf(readMultipartFile(await requestOf(formWith(Buffer.alloc(11), 'document', { kind: 'small' })), options))).toEqual({ status: 413, message: 'small limit' });
    expect((await readMultipartFile(await requestOf(formWith(Buffer.alloc(11))), options)).bytes.length).toBe(11);
  });

  it('answers 400 missing for a body that is not multipart, lacks the field, is empty or broken', async () => {
    const refusals = await Promise.all([
      refusalOf(readMultipartFile(await requestOf('{"document": "x"}', 'application/json'), OPTIONS)),
      refusalOf(readMultipartFile(await requestOf(formWith(Buffer.from('x'), 'image')), OPTIONS)),
      refusalOf(readMultipartFile(await requestOf(formWith(Buffer.alloc(0))), OPTIONS)),
      refusalOf(readMultipartFile(await requestOf(`--${BOUNDARY}\r\nContent-Disp`, `multipart/form-data; boundary=${BOUNDARY}`), OPTIONS)),
      refusalOf(readMultipartFile(await requestOf('x', 'multipart/form-data'), OPTIONS)),
    ]);
    expect(refusals).toEqual(Array.from({ length: 5 }, () => ({ status: 400, message: 'missing' })));
  });
});
