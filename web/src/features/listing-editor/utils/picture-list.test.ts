import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS, MEDIA_MESSAGES } from '@homehaven/domain/listing-media';
import { coverOf, movedPicture, PICTURE_LIMITS, pictureGate, storedPictures, within, type PictureItem } from './picture-list';

const TEXTS = { noImage: 'none', uploading: 'wait', uploadError: 'fix' };
const [a, b, c] = storedPictures(['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg', 'https://img.example.com/c.jpg']) as [PictureItem, PictureItem, PictureItem];
const uploading: PictureItem = { key: 'new-1', preview: 'blob:x', status: 'uploading', progress: 40 };
const failed: PictureItem = { key: 'new-2', preview: null, status: 'failed', message: 'lost' };

describe('within', () => {
  it('takes the files that fit under the limit and says when some do not', () => {
    expect(within(18, ['x', 'y', 'z'], MAX_PHOTOS)).toEqual({ taken: ['x', 'y'], refused: true });
    expect(within(0, Array.from({ length: 21 }, (_, index) => index), MAX_PHOTOS).taken).toHaveLength(20);
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
    expect(pictureGate(lists([a, b], [c]), b.key, TEXTS)).toEqual({ image: 'https://img.example.com/b.jpg', photos: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'], floorPlans: ['https://img.example.com/c.jpg'], panoramas: [] });
    expect(pictureGate(lists([a, b]), null, TEXTS)).toMatchObject({ image: 'https://img.example.com/a.jpg' });
  });

  it('blocks while any picture uploads, with a failed one listed, and without a photo', () => {
    expect(pictureGate(lists([a], [], [uploading]), null, TEXTS)).toEqual({ problem: 'wait' });
    expect(pictureGate(lists([a, failed]), null, TEXTS)).toEqual({ problem: 'fix' });
    expect(pictureGate(lists([], [c]), null, TEXTS)).toEqual({ problem: 'none' });
  });
});
