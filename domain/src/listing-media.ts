import { IMAGE_ADDRESS_MESSAGES, isProductImageAddress } from './image-address';

/**
 * A listing's pictures (docs/listings.md "Gallery, floor plans and tour"): an ordered gallery of up
 * to {@link MAX_PHOTOS} photos, one of which is the cover (`image`, the card's picture, so every
 * screen that knew one picture keeps working); up to {@link MAX_FLOOR_PLANS} floor plans, kept apart
 * from the photos; up to {@link MAX_PANORAMAS} 360° panoramas (equirectangular, 2:1), each the
 * viewer-sized copy the intake made. Each is a URL from the image intake, and nothing else may be
 * written ({@link picturesProblem}). A listing written before
 * galleries existed has no `photos`: its gallery is its one `image` ({@link galleryOf}).
 * firestore.rules (`isValidMedia`) and the facade hold the same bounds.
 */

export const MAX_PHOTOS = 20;
export const MAX_FLOOR_PLANS = 5;
export const MAX_PANORAMAS = 5;

/** Equirectangular panoramas are twice as wide as high; the intake allows this much off (camera rounding). */
export const PANORAMA_RATIO = { ratio: 2, tolerance: 0.01 } as const;
/** The smallest panorama worth viewing, and the width of the copy the viewer loads. */
export const PANORAMA_MIN_WIDTH = 1024;
export const PANORAMA_VIEWER_WIDTH = 4096;
/** Panoramas are large pictures: the intake takes up to this many bytes for one. */
export const PANORAMA_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Largest panorama the intake decodes: 16K × 8K, the largest 360° cameras make (read sequentially and
 * shrunk as it is decoded, it stays well inside a function's memory). Judged on the header first.
 */
export const PANORAMA_MAX_SIZE = { width: 16_384, height: 8_192 } as const;
export const PANORAMA_MAX_PIXELS = PANORAMA_MAX_SIZE.width * PANORAMA_MAX_SIZE.height;

/** What the intake says about a picture that is not a panorama (shown under the tour field). */
export const MEDIA_MESSAGES = {
  tooManyPhotos: `A listing can have at most ${MAX_PHOTOS} photos.`,
  tooManyFloorPlans: `A listing can have at most ${MAX_FLOOR_PLANS} floor plans.`,
  tooManyPanoramas: `A listing can have at most ${MAX_PANORAMAS} panoramas.`,
  coverNotInGallery: 'The cover must be one of the listing’s photos.',
  duplicate: 'Each picture can be added once.',
  panoramaRatio: 'A 360° panorama must be twice as wide as it is high (an equirectangular image, 2:1).',
  panoramaTooSmall: `A 360° panorama must be at least ${PANORAMA_MIN_WIDTH} pixels wide.`,
  panoramaTooLarge: 'A 360° panorama can be at most 10 MB.',
  panoramaTooManyPixels: `This panorama is too large: at most ${PANORAMA_MAX_SIZE.width} × ${PANORAMA_MAX_SIZE.height} pixels (${Math.floor(PANORAMA_MAX_PIXELS / 1_000_000)} megapixels).`,
  panoramaType: 'A 360° panorama must be a JPEG or WebP image.',
} as const;

/** The listing fields this module governs. */
export interface ListingMedia {
  photos?: string[];
  floorPlans?: string[];
  panoramas?: string[];
}

/** The problem with a cover and gallery together, or null: with a gallery, the cover is one of its photos. */
export function coverProblem(image: string, photos: readonly string[] | undefined): string | null {
  return photos && photos.length > 0 && !photos.includes(image) ? MEDIA_MESSAGES.coverNotInGallery : null;
}

/**
 * Why a listing's pictures as they will be stored (cover, photos, floor plans, panoramas) may not be
 * written, or null: each must be an intake address. Checked on the whole listing, as the rules check
 * the document after a write, so an edit keeping a picture stored before the rule (another host) is
 * refused until it is uploaded again (docs/decisions.md).
 */
export function picturesProblem(listing: { image: string } & ListingMedia): string | null {
  const all = [listing.image, ...(listing.photos ?? []), ...(listing.floorPlans ?? []), ...(listing.panoramas ?? [])];
  return all.every(isProductImageAddress) ? null : IMAGE_ADDRESS_MESSAGES.notUploaded;
}

/** A listing's gallery, cover first when it has no order of its own: old listings show their one picture. */
export function galleryOf(listing: { image: string; photos?: readonly string[] }): string[] {
  return listing.photos && listing.photos.length > 0 ? [...listing.photos] : [listing.image];
}

/** Whether a picture of `width` × `height` pixels is an equirectangular panorama the intake takes. */
export function panoramaShapeProblem(width: number, height: number): string | null {
  if (height <= 0 || Math.abs(width / height - PANORAMA_RATIO.ratio) > PANORAMA_RATIO.ratio * PANORAMA_RATIO.tolerance) return MEDIA_MESSAGES.panoramaRatio;
  if (width < PANORAMA_MIN_WIDTH) return MEDIA_MESSAGES.panoramaTooSmall;
  return null;
}

/** The media fields a listing document stores: each list only when non-empty (old documents have none). */
export function storedMedia(media: ListingMedia): ListingMedia {
  const kept: ListingMedia = {};
  if (media.photos && media.photos.length > 0) kept.photos = [...media.photos];
  if (media.floorPlans && media.floorPlans.length > 0) kept.floorPlans = [...media.floorPlans];
  if (media.panoramas && media.panoramas.length > 0) kept.panoramas = [...media.panoramas];
  return kept;
}

/** Whether two lists of pictures are the same, in the same order (a reorder is a content edit). */
export function samePictures(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = a ?? [];
  const right = b ?? [];
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

/** What the details page and Manage properties say of a listing's pictures and tour (docs/listings.md "Gallery, floor plans and tour"). */
export const GALLERY_MESSAGES = {
  /** Each photo's name in the thumbnails and the lightbox (a number, or the lightbox's `{index}` placeholder). */
  photo: (position: number | string, total: number | string) => `Photo ${position} of ${total}`,
  /** Each floor plan's name. */
  floorPlan: (position: number | string, total: number | string) => `Floor plan ${position} of ${total}`,
  /** Each panorama's name in the tour. */
  panorama: (position: number | string, total: number | string) => `Panorama ${position} of ${total}`,
  /** The button over the cover. */
  showPhotos: (total: number) => (total === 1 ? 'View the photo full screen' : `View all ${total} photos`),
  thumbnails: 'Photos',
  photoViewer: 'Photo viewer',
  viewerLoading: 'Opening the pictures…',
  viewerFailed: 'The pictures could not be opened. Please try again.',
  floorPlanViewer: 'Floor plan viewer',
  floorPlansHeading: 'Floor plans',
  tourButton: 'Take the 360° tour',
  tourTitle: '360° tour',
  tourLoading: 'Loading the tour…',
  tourError: 'The tour could not be loaded.',
  tourHelp: 'Drag, or use the arrow keys, to look around; pinch or scroll to zoom.',
  /** The text alternative of the panorama on screen. */
  tourDescription: (title: string, position: number, total: number) => `A 360° view inside ${title} (panorama ${position} of ${total}). The photos and floor plans on this page show the same rooms.`,
  tourFlatPicture: 'Open this panorama as a flat picture',
  tourChoice: 'Choose a panorama',
  /** Manage properties: the strip of every picture of a listing. */
  pictures: (total: number) => `Pictures (${total})`,
  photosHeading: 'Photos',
  panoramasHeading: '360° panoramas',
} as const;
