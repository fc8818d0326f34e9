import { describe, expect, it } from 'vitest';
import { IMAGE_ADDRESS_MESSAGES } from '@homehaven/domain/image-address';
import { FOREIGN_ADDRESS_SAMPLES, intakePictureUrl } from '@homehaven/domain/image-address-samples';
import { MAX_PHOTOS, MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { coverOf, movedPicture, photoLimitOf, PICTURE_LIMITS, pictureGate, storedPictures, within, type PictureItem } from './picture-list';
import { PLAN_MESSAGES } from '@homehaven/domain/plan-messages';

const TEXTS = { noImage: 'none', uploading: 'wait', uploadError: 'fix' };
const [A, B, C] = [intakePictureUrl('a'), intakePictureUrl('b'), intakePictureUrl('c')];
const [a, b, c] = storedPictures([A, B, C]) as [PictureItem, PictureItem, PictureItem];
const uploading: PictureItem = { key: 'new-1', preview: 'blob:x', status: 'uploading', progress: 40 };
const failed: PictureItem = { key: 'new-2', preview: null, status: 'failed', message: 'lost' };

describe('storedPictures', () => {
  it('lists the intake’s pictures as done, and any other stored address as failed with what to do, never to be shown or saved again', () => {
    expect(storedPictures([A])).toEqual([{ key: A, preview: null, status: 'done', url: A }]);
    for (const [what, address] of FOREIGN_ADDRESS_SAMPLES)
      expect(storedPictures([A, address])[1], what).toEqual({ key: address, preview: null, status: 'failed', message: IMAGE_ADDRESS_MESSAGES.notUploaded });
    expect(pictureGate({ photos: storedPictures([A, 'https://img.example.com/old.jpg']), floorPlans: [], panoramas: [] }, A, TEXTS)).toEqual({ problem: 'fix' });
  });
});

describe('within', () => {
  it('takes the files that fit under the limit and says when some do not', () => {
    expect(within(18, ['x', 'y', 'z'], MAX_PHOTOS)).toEqual({ taken: ['x', 'y'], refused: true });
    expect(
      within(
        0,
        Array.from({ length: 21 }, (_, index) => index),
        MAX_PHOTOS,
      ).taken,
    ).toHaveLength(20);
    expect(within(20, ['x'], MAX_PHOTOS)).toEqual({ taken: [], refused: true });
    expect(within(3, ['x'], MAX_PHOTOS)).toEqual({ taken: ['x'], refused: false });
    expect(PICTURE_LIMITS.photos.tooMany).toBe(MEDIA_MESSAGES.tooManyPhotos);
  });
});

describe('movedPicture', () => {
  it('moves one item, clamped to the list', () => {
    expect(movedPicture(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movedPicture(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movedPicture(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(movedPicture(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('coverOf', () => {
  it('is the chosen photo while it is in the gallery, else the first', () => {
    expect(coverOf([a, b], b.key)).toBe(b);
    expect(coverOf([a, b], 'gone')).toBe(a);
    expect(coverOf([], null)).toBeUndefined();
  });
});

describe('pictureGate', () => {
  const lists = (photos: PictureItem[], floorPlans: PictureItem[] = [], panoramas: PictureItem[] = []) => ({ photos, floorPlans, panoramas });

  it('saves the cover as image and each list in order', () => {
    expect(pictureGate(lists([a, b], [c]), b.key, TEXTS)).toEqual({ image: B, photos: [A, B], floorPlans: [C], panoramas: [] });
    expect(pictureGate(lists([a, b]), null, TEXTS)).toMatchObject({ image: A });
  });

  it('blocks while any picture uploads, with a failed one listed, and without a photo', () => {
    expect(pictureGate(lists([a], [], [uploading]), null, TEXTS)).toEqual({ problem: 'wait' });
    expect(pictureGate(lists([a, failed]), null, TEXTS)).toEqual({ problem: 'fix' });
    expect(pictureGate(lists([], [c]), null, TEXTS)).toEqual({ problem: 'none' });
  });
});

describe("the photos' limit under a plan", () => {
  it('is the plan’s photos per listing, never below the photos stored nor above the listing’s own limit', () => {
    expect(photoLimitOf(undefined, 0)).toEqual(PICTURE_LIMITS.photos);
    expect(photoLimitOf(MAX_PHOTOS + 5, 0)).toEqual(PICTURE_LIMITS.photos);
    expect(photoLimitOf(5, 2)).toEqual({ max: 5, tooMany: PLAN_MESSAGES.photosAllowed(5) });
    expect(photoLimitOf(5, 8)).toEqual({ max: 8, tooMany: PLAN_MESSAGES.photosAllowed(5) });
    expect(within(5, ['a', 'b'], photoLimitOf(6, 5).max)).toEqual({ taken: ['a'], refused: true });
  });
});
