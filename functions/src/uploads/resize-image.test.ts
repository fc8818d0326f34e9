import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@homehaven/domain/images';
import { hasVariants, makeImageVariants } from './resize-image';

/** A flat-colour JPEG of the given size, carrying EXIF metadata. */
function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .withExif({ IFD0: { Copyright: 'someone' } })
    .jpeg()
    .toBuffer();
}

describe('makeImageVariants', () => {
  it('makes one WebP per width, never wider than the picture, with no metadata', async () => {
    const original = await jpeg(700, 400);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const variants = await makeImageVariants(original);
    expect(variants.map((variant) => variant.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(variant.width, 700));
      expect(meta.height).toBe(Math.round((Math.min(variant.width, 700) * 400) / 700));
      expect(meta.exif).toBeUndefined();
    }
  });

  it('rejects bytes that start like a JPEG but cannot be decoded', async () => {
    await expect(makeImageVariants(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]))).rejects.toThrow();
  });
});

describe('hasVariants', () => {
  it('is true for still types and false for GIF', () => {
    expect(hasVariants({ mime: 'image/jpeg', extension: 'jpg' })).toBe(true);
    expect(hasVariants({ mime: 'image/webp', extension: 'webp' })).toBe(true);
    expect(hasVariants({ mime: 'image/gif', extension: 'gif' })).toBe(false);
  });
});
