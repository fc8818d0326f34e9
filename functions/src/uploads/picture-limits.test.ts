import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_PIXELS } from '@homehaven/domain/constants';
import { MEDIA_MESSAGES, PANORAMA_MAX_PIXELS, PANORAMA_MAX_SIZE } from '@homehaven/domain/listing-media';
import { MESSAGES } from '@homehaven/domain/messages';
import { PANORAMA_LIMITS, PICTURE_LIMITS, UNREADABLE, declaredSizeRefusal, gifScreenSize } from './picture-limits';

describe('limits per kind', () => {
  it('holds a picture to 40 megapixels and a panorama to 16384 × 8192, each with its own message', () => {
    expect(PICTURE_LIMITS).toEqual({ maxPixels: 40_000_000, tooManyPixels: MESSAGES.upload.tooManyPixels });
    expect(PANORAMA_LIMITS).toEqual({ maxPixels: 16_384 * 8_192, tooManyPixels: MEDIA_MESSAGES.panoramaTooManyPixels });
    expect(PICTURE_MAX_PIXELS).toBeLessThan(PANORAMA_MAX_PIXELS);
    expect(MESSAGES.upload.tooManyPixels).toBe('This picture is too large: at most 40 megapixels.');
    expect(MEDIA_MESSAGES.panoramaTooManyPixels).toContain(`${PANORAMA_MAX_SIZE.width} × ${PANORAMA_MAX_SIZE.height}`);
  });
});

describe('declaredSizeRefusal', () => {
  const one = (width: number, height: number, frames = 1) => ({ width, height, frames });

  it('takes a picture up to its kind’s limit, exactly at it included', () => {
    expect(declaredSizeRefusal(one(8000, 5000), PICTURE_LIMITS)).toBeNull();
    expect(declaredSizeRefusal(one(1, 1), PICTURE_LIMITS)).toBeNull();
    expect(declaredSizeRefusal(one(PANORAMA_MAX_SIZE.width, PANORAMA_MAX_SIZE.height), PANORAMA_LIMITS)).toBeNull();
  });

  it('refuses one pixel more with 413 and the kind’s message: the same size passes as a panorama, not as a picture', () => {
    expect(declaredSizeRefusal(one(8000, 5000, 1), { ...PICTURE_LIMITS, maxPixels: 8000 * 5000 - 1 })).toEqual({ status: 413, message: MESSAGES.upload.tooManyPixels });
    expect(declaredSizeRefusal(one(9000, 4500), PICTURE_LIMITS)).toEqual({ status: 413, message: MESSAGES.upload.tooManyPixels });
    expect(declaredSizeRefusal(one(9000, 4500), PANORAMA_LIMITS)).toBeNull();
    expect(declaredSizeRefusal(one(PANORAMA_MAX_SIZE.width + 2, PANORAMA_MAX_SIZE.height + 1), PANORAMA_LIMITS)).toEqual({ status: 413, message: MEDIA_MESSAGES.panoramaTooManyPixels });
  });

  it('refuses the bombs attackers sent, whatever their file size', () => {
    expect(declaredSizeRefusal(one(30_000, 30_000), PICTURE_LIMITS)?.status).toBe(413);
    expect(declaredSizeRefusal(one(30_000, 15_000), PICTURE_LIMITS)?.status).toBe(413);
    expect(declaredSizeRefusal(one(65_535, 65_535), PICTURE_LIMITS)?.status).toBe(413);
    expect(declaredSizeRefusal(one(30_000, 30_000), PANORAMA_LIMITS)?.status).toBe(413);
  });

  it('counts every frame of an animation', () => {
    expect(declaredSizeRefusal(one(2000, 2000, 10), PICTURE_LIMITS)).toBeNull();
    expect(declaredSizeRefusal(one(2000, 2000, 11), PICTURE_LIMITS)).toEqual({ status: 413, message: MESSAGES.upload.tooManyPixels });
  });

  it('refuses a size no picture has as unreadable (422)', () => {
    for (const size of [one(0, 10), one(10, 0), one(-1, 10), one(10.5, 10), one(Number.NaN, 10), one(10, 10, 0), one(Number.POSITIVE_INFINITY, 1)]) {
      expect(declaredSizeRefusal(size, PICTURE_LIMITS)).toEqual(UNREADABLE);
    }
    expect(UNREADABLE).toEqual({ status: 422, message: MESSAGES.upload.unreadable });
  });
});

describe('gifScreenSize', () => {
  it('reads the logical screen, little-endian, from bytes 6-9', () => {
    const gif = Buffer.from('GIF89a\x00\x00\x00\x00', 'latin1');
    gif.writeUInt16LE(65_535, 6);
    gif.writeUInt16LE(300, 8);
    expect(gifScreenSize(gif)).toEqual({ width: 65_535, height: 300 });
  });

  it('is null for bytes too short to hold it', () => {
    expect(gifScreenSize(Buffer.from('GIF89a\x01\x00\x01', 'latin1'))).toBeNull();
  });
});
