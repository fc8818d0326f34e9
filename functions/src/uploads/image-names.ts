import { INTAKE_EXTENSIONS, UUID_PATTERN } from '@homehaven/domain/image-address';
import { IMAGE_VARIANT_WIDTHS } from '@homehaven/domain/images';

/**
 * Safe stored names, nothing from the client: a UUID and a known extension, or one of its resized
 * copies (`{uuid}-w{width}.webp`, domain `imageVariantName`) at a width the intake makes.
 */
const STORED_NAME = new RegExp(`^${UUID_PATTERN}(?:\\.(?:${INTAKE_EXTENSIONS.join('|')})|-w(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp)$`);

/** True for a name the intake could have stored (a picture or one of its variants). */
export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * The Firebase download URL of a Cloud Storage object readable with `token` (one of its
 * `firebaseStorageDownloadTokens`), on the Storage emulator when `emulatorHost` (host:port) is given.
 */
export function firebaseDownloadUrl(bucket: string, path: string, token: string, emulatorHost?: string): string {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}
