import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStorage, getDownloadURL } from 'firebase-admin/storage';
import { adminApp, isEmulator } from '../config';
import { logs } from '../logs';
import type { ImageKind } from './sniff-image';

/** Local fallback store, used under the emulator only when the Storage emulator is not running. */
function fallbackDir(): string | undefined {
  if (!isEmulator || process.env.FIREBASE_STORAGE_EMULATOR_HOST) return undefined;
  return process.env.IMAGE_FALLBACK_DIR ?? join(process.cwd(), '..', '.local', 'uploads');
}

/** Safe stored names: a UUID and a known extension, nothing from the client. */
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

/**
 * Stores image bytes and returns a public URL. `fallbackBase` is the facade's own URL, which serves
 * fallback-store files under the emulator.
 */
export async function storeImage(bytes: Buffer, kind: ImageKind, fallbackBase: string): Promise<string> {
  const name = `${randomUUID()}.${kind.extension}`;
  const dir = fallbackDir();
  if (dir) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, name), bytes);
    logs.imageFallbackInUse(dir);
    logs.imageStored('fallback', name, bytes.length);
    return `${fallbackBase}/images/${name}`;
  }
  const file = getStorage(adminApp).bucket().file(`images/${name}`);
  await file.save(bytes, { contentType: kind.mime, resumable: false, metadata: { cacheControl: 'public, max-age=31536000' } });
  logs.imageStored('storage', name, bytes.length);
  return getDownloadURL(file);
}

/** Reads a fallback-store image, or null when there is no such file or no fallback store. */
export async function readFallbackImage(name: string): Promise<Buffer | null> {
  const dir = fallbackDir();
  if (!dir || !STORED_NAME.test(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}
