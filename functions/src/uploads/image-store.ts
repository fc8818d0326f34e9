import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { imageVariantName } from '@homehaven/domain/images';
import { adminApp, isEmulator } from '../config';
import { logs } from '../logs';
import { firebaseDownloadUrl, isStoredImageName } from './image-names';
import { hasVariants, makeImageVariants } from './resize-image';
import type { ImageKind } from './sniff-image';

/** Stored names never change content, so every copy may be cached for a year. */
const CACHE_CONTROL = 'public, max-age=31536000';

/** Local fallback store, used under the emulator only when the Storage emulator is not running. */
export function fallbackDir(): string | undefined {
  if (!isEmulator || process.env.FIREBASE_STORAGE_EMULATOR_HOST) return undefined;
  return process.env.IMAGE_FALLBACK_DIR ?? join(process.cwd(), '..', '.local', 'uploads');
}

/** One file the intake writes: the picture itself or one of its resized copies. */
interface StoredFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** The picture and its WebP copies (domain/src/images.ts), all made before anything is written. */
async function filesOf(bytes: Buffer, kind: ImageKind): Promise<StoredFile[]> {
  const uuid = randomUUID();
  const variants = hasVariants(kind) ? await makeImageVariants(bytes) : [];
  return [
    { name: `${uuid}.${kind.extension}`, bytes, contentType: kind.mime },
    ...variants.map((variant) => ({ name: imageVariantName(uuid, variant.width), bytes: variant.bytes, contentType: 'image/webp' })),
  ];
}

/**
 * Writes every file in parallel, or none: when one write fails, the others are removed (as far as
 * removing still works) and the first failure is thrown.
 */
async function writeAll(files: StoredFile[], write: (file: StoredFile) => Promise<unknown>, remove: (file: StoredFile) => Promise<unknown>): Promise<void> {
  const results = await Promise.allSettled(files.map(write));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (!failure) return;
  await Promise.allSettled(files.map(remove));
  throw failure.reason;
}

/**
 * Stores a picture as the intake wrote it (reencode-picture.ts, or a panorama's viewer copy: never the
 * bytes received), with resized WebP copies of a still picture beside it, and returns the picture's
 * public URL. `fallbackBase` is the facade's own URL, which serves fallback-store files
 * under the emulator.
 */
export async function storeImage(bytes: Buffer, kind: ImageKind, fallbackBase: string): Promise<string> {
  const files = await filesOf(bytes, kind);
  const [original] = files as [StoredFile, ...StoredFile[]];
  const dir = fallbackDir();
  if (dir) {
    await mkdir(dir, { recursive: true });
    await writeAll(
      files,
      (file) => writeFile(join(dir, file.name), file.bytes),
      (file) => rm(join(dir, file.name), { force: true }),
    );
    logs.imageFallbackInUse(dir);
    logs.imageStored('fallback', original.name, bytes.length);
    return `${fallbackBase}/images/${original.name}`;
  }
  const bucket = getStorage(adminApp).bucket();
  // One download token for the picture and its copies, so that `imageVariantUrl()` of the picture's
  // URL (which keeps the query string) reads a copy. The URL is built from that token rather than
  // read back with getDownloadURL(): that would cost one more Firebase Storage request per upload
  // only to return the first token listed, the one written here.
  const token = randomUUID();
  await writeAll(
    files,
    (file) =>
      bucket.file(`images/${file.name}`).save(file.bytes, {
        contentType: file.contentType,
        resumable: false,
        metadata: { cacheControl: CACHE_CONTROL, metadata: { firebaseStorageDownloadTokens: token } },
      }),
    (file) => bucket.file(`images/${file.name}`).delete({ ignoreNotFound: true }),
  );
  logs.imageStored('storage', original.name, bytes.length);
  return firebaseDownloadUrl(bucket.name, `images/${original.name}`, token, process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

/** Reads a fallback-store image (a picture or a resized copy), or null when there is no such file or no fallback store. */
export async function readFallbackImage(name: string): Promise<Buffer | null> {
  const dir = fallbackDir();
  if (!dir || !isStoredImageName(name)) return null;
  return readFile(join(dir, name)).catch(() => null);
}
