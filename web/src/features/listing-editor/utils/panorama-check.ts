import { MEDIA_MESSAGES, PANORAMA_MAX_BYTES, panoramaShapeProblem } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';

/** The picture types a 360° panorama may be (what the intake and the viewer take). */
const PANORAMA_TYPES: readonly string[] = ['image/jpeg', 'image/webp'];

/** Why a picked panorama cannot be sent because of its type or bytes, or null. */
export function panoramaFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PANORAMA_TYPES.includes(file.type)) return MEDIA_MESSAGES.panoramaType;
  if (file.size > PANORAMA_MAX_BYTES) return MEDIA_MESSAGES.panoramaTooLarge;
  return null;
}

/** The pixel size of a picture file, or null when the browser cannot read it as a picture. */
function pixelSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  return new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * Why a picked file is not a panorama the intake takes (type, bytes, then its shape once read:
 * `panoramaShapeProblem`), or null. Checked in the browser before anything is sent; the intake checks
 * again (docs/listings.md "Gallery, floor plans and tour").
 */
export async function panoramaProblem(file: File): Promise<string | null> {
  const problem = panoramaFileProblem(file);
  if (problem) return problem;
  const size = await pixelSize(file);
  return size ? panoramaShapeProblem(size.width, size.height) : MESSAGES.upload.notAnImage;
}
