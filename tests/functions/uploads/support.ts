import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { API_URL, UPLOADS_DIR } from '../../../tools/emulators/config';

/** A multipart body with one file in `field`. */
export function form(field: string, bytes: Buffer, filename: string, type: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return body;
}

/** `POST /upload` with `body`, as `token`'s owner when given. */
export function upload(body: BodyInit, token?: string, base = API_URL): Promise<Response> {
  return fetch(`${base}/upload`, { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/** How many files the emulator's fallback image store holds. */
export const storedFiles = (): number => readdirSync(UPLOADS_DIR).length;

/** The bytes of a fallback-store file, by its name, as written on disk. */
export function storedBytes(name: string): Buffer {
  return readFileSync(join(UPLOADS_DIR, name));
}

/** Uploads a picture (201 expected) and returns its display_url. */
export async function uploadedUrl(bytes: Buffer, filename: string, type: string, token: string): Promise<string> {
  const response = await upload(form('image', bytes, filename, type), token);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { display_url: string } }).data.display_url;
}

/** The served file at `url`: status, headers and bytes. */
export async function served(url: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** 'closed while sending' when fetch failed because the server closed the connection mid-body; any other failure is rethrown. */
export function closedWhileSending(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (code === 'EPIPE' || code === 'ECONNRESET') return 'closed while sending';
  throw error;
}
