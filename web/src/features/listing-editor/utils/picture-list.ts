import { IMAGE_ADDRESS_MESSAGES, isProductImageAddress } from '@homehaven/domain/image-address';
import { MAX_FLOOR_PLANS, MAX_PANORAMAS, MAX_PHOTOS, MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';

/** The listing's three lists of pictures (docs/listings.md "Gallery, floor plans and tour"). */
export type PictureKind = 'photos' | 'floorPlans' | 'panoramas';

/** One picture of a list as the form holds it: stored or uploaded (`done`), on its way, or lost. */
export type PictureItem = {
  /** Stable while the picture is in the list (its drag id and React key). */
  key: string;
  /** What was picked, shown while it uploads (an object URL), else null. */
  preview: string | null;
} & ({ status: 'uploading'; progress: number } | { status: 'done'; url: string } | { status: 'failed'; message: string });

/** How many pictures each list takes, and what is said when more are added. */
export const PICTURE_LIMITS: Readonly<Record<PictureKind, { max: number; tooMany: string }>> = {
  photos: { max: MAX_PHOTOS, tooMany: MEDIA_MESSAGES.tooManyPhotos },
  floorPlans: { max: MAX_FLOOR_PLANS, tooMany: MEDIA_MESSAGES.tooManyFloorPlans },
  panoramas: { max: MAX_PANORAMAS, tooMany: MEDIA_MESSAGES.tooManyPanoramas },
};

/**
 * The photos' limit under a plan allowing `allowed` photos per listing (docs/plans.md "Quotas"; unknown
 * yet: the listing's own limit): never above the listing's limit, and never below the photos it
 * already holds (a plan made smaller takes none away, it only stops more being added).
 */
export function photoLimitOf(allowed: number | undefined, stored: number): { max: number; tooMany: string } {
  if (allowed === undefined || allowed >= MAX_PHOTOS) return PICTURE_LIMITS.photos;
  return { max: Math.max(allowed, stored), tooMany: PLAN_MESSAGES.photosAllowed(allowed) };
}

/**
 * A listing's stored pictures as list items (keyed by URL: a list holds each picture once). One the
 * image intake did not make (stored before the address rule, domain/src/image-address.ts) is listed as
 * failed, not shown, with what to do: the rules refuse to store it again (docs/decisions.md).
 */
export function storedPictures(urls: readonly string[] | undefined): PictureItem[] {
  return (urls ?? []).map((url): PictureItem =>
    isProductImageAddress(url) ? { key: url, preview: null, status: 'done', url } : { key: url, preview: null, status: 'failed', message: IMAGE_ADDRESS_MESSAGES.notUploaded },
  );
}

/** Of the files picked, those that fit beside `count` pictures under `max`, and whether any did not. */
export function within<T>(count: number, picked: readonly T[], max: number): { taken: T[]; refused: boolean } {
  const room = Math.max(0, max - count);
  return { taken: picked.slice(0, room), refused: picked.length > room };
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function movedPicture<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  const target = Math.min(Math.max(to, 0), items.length - 1);
  if (from < 0 || from >= items.length || target === from) return moved;
  const [item] = moved.splice(from, 1) as [T];
  moved.splice(target, 0, item);
  return moved;
}

/** The cover among the photos: the chosen one while it is in the gallery, else the first. */
export function coverOf(photos: readonly PictureItem[], chosen: string | null): PictureItem | undefined {
  return photos.find((item) => item.key === chosen) ?? photos[0];
}

/** A page's words for a submit the pictures block (docs/product.md §8.1 Add and update a listing words them per page). */
export interface PictureGateTexts {
  /** No photo at all. */
  noImage: string;
  /** A picture is still uploading. */
  uploading: string;
  /** A picture was refused or lost by the intake, and is still in its list. */
  uploadError: string;
}

/** The pictures a submit saves: the cover as `image`, and each list's URLs in order. */
export interface SavedPictures {
  image: string;
  photos: string[];
  floorPlans: string[];
  panoramas: string[];
}

/**
 * What a submit saves of the pictures, or why it may not go yet: not while any picture uploads, not
 * with a failed one still listed (the agent removes it), not without a photo.
 */
export function pictureGate(lists: Readonly<Record<PictureKind, readonly PictureItem[]>>, cover: string | null, texts: PictureGateTexts): SavedPictures | { problem: string } {
  const all = [...lists.photos, ...lists.floorPlans, ...lists.panoramas];
  if (all.some((item) => item.status === 'uploading')) return { problem: texts.uploading };
  if (all.some((item) => item.status === 'failed')) return { problem: texts.uploadError };
  const urls = (items: readonly PictureItem[]) => items.flatMap((item) => (item.status === 'done' ? [item.url] : []));
  const chosen = coverOf(lists.photos, cover);
  if (chosen?.status !== 'done') return { problem: texts.noImage };
  return { image: chosen.url, photos: urls(lists.photos), floorPlans: urls(lists.floorPlans), panoramas: urls(lists.panoramas) };
}
