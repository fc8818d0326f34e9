import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from '../config';
import { isDocId } from '../http/parse';
import { fallbackDir } from '../uploads/image-store';

/**
 * Where ownership documents are kept: private, apart from the public images. In Cloud Storage under
 * `legal-documents/` (storage.rules deny every client read and write of it, and no download token is
 * ever made: only the facade's GET, which checks the caller, reads them). Under the emulator without
 * the Storage emulator, in `.local/documents`, beside the image fallback store and never served by
 * its public `/images` path.
 */
const STORAGE_FOLDER = 'legal-documents';

/** The fallback folder of a listing's documents, or undefined when Cloud Storage (or its emulator) is used. */
function fallbackFolder(propertyId: string): string | undefined {
  const images = fallbackDir();
  return images ? join(dirname(images), 'documents', propertyId) : undefined;
}

/** The object path of a document; both ids checked, so no path can be built from anything else. */
function objectName(propertyId: string, documentId: string): string {
  if (!isDocId(propertyId) || !isDocId(documentId)) throw new Error('not a document id');
  return `${STORAGE_FOLDER}/${propertyId}/${documentId}`;
}

/** Stores a document's bytes; answers where they went. */
export async function storeDocument(propertyId: string, documentId: string, bytes: Buffer, contentType: string): Promise<'storage' | 'fallback'> {
  const name = objectName(propertyId, documentId);
  const folder = fallbackFolder(propertyId);
  if (folder) {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, documentId), bytes);
    return 'fallback';
  }
  await getStorage(adminApp)
    .bucket()
    .file(name)
    .save(bytes, {
      contentType,
      resumable: false,
      metadata: { cacheControl: 'private, no-store' },
    });
  return 'storage';
}

/** A document's bytes, or null when there are none. */
export async function readDocument(propertyId: string, documentId: string): Promise<Buffer | null> {
  const name = objectName(propertyId, documentId);
  const folder = fallbackFolder(propertyId);
  if (folder) return readFile(join(folder, documentId)).catch(() => null);
  const file = getStorage(adminApp).bucket().file(name);
  const [exists] = await file.exists();
  return exists ? (await file.download())[0] : null;
}

/** Removes a document's bytes (nothing when they are gone already). */
export async function removeDocument(propertyId: string, documentId: string): Promise<void> {
  const name = objectName(propertyId, documentId);
  const folder = fallbackFolder(propertyId);
  if (folder) await rm(join(folder, documentId), { force: true });
  else await getStorage(adminApp).bucket().file(name).delete({ ignoreNotFound: true });
}
