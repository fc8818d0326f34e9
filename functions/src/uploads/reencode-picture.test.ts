import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@homehaven/domain/messages';
import { PANORAMA_LIMITS, PICTURE_LIMITS } from './picture-limits';
import { readPictureHeader, reencodePicture } from './reencode-picture';

const MARKUP = Buffer.from('<html><script>alert(1)</script></html>');

/** A flat-colour picture of `width` × `height` in `format`. */
function flat(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 60, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#219ebc' } })
    .toFormat(format)
    .toBuffer();
}

describe('reencodePicture', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('writes a %s anew as its own type: bytes after its end do not survive', async (format) => {
    const picture = await reencodePicture(Buffer.concat([await flat(format), MARKUP]), PICTURE_LIMITS);
    expect(picture.refusal).toBeUndefined();
    expect(picture.bytes?.includes(MARKUP)).toBe(false);
    expect(await sharp(picture.bytes).metadata()).toMatchObject({ format, width: 60, height: 40 });
    expect(picture.kind?.extension).toBe(format === 'jpeg' ? 'jpg' : format);
  });

  it('turns a picture upright from its EXIF orientation and keeps no metadata (GPS included)', async () => {
    const sideways = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#023047' } })
      .withExif({ IFD0: { Artist: 'someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const picture = await reencodePicture(sideways, PICTURE_LIMITS);
    const meta = await sharp(picture.bytes).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation, exif: meta.exif, icc: meta.icc, xmp: meta.xmp }).toEqual({
      width: 40,
      height: 60,
      orientation: undefined,
      exif: undefined,
      icc: undefined,
      xmp: undefined,
    });
  });

  it('keeps every frame of an animated GIF, and a palette PNG a palette PNG', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#00ff00'].map((colour) =>
        sharp({ create: { width: 8, height: 6, channels: 4, background: colour } })
          .raw()
          .toBuffer(),
      ),
    );
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 8, height: 12, channels: 4, pageHeight: 6 } })
      .gif({ delay: [50, 70] })
      .toBuffer();
    expect(await sharp((await reencodePicture(gif, PICTURE_LIMITS)).bytes).metadata()).toMatchObject({ format: 'gif', width: 8, height: 6, pages: 2, delay: [50, 70] });
    const palette = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ffb703' } })
      .png({ palette: true })
      .toBuffer();
    expect((await sharp((await reencodePicture(palette, PICTURE_LIMITS)).bytes).metadata()).isPalette).toBe(true);
  });

  it('refuses what is not a picture (415), what cannot be decoded (422) and too many pixels (413)', async () => {
    expect((await reencodePicture(Buffer.from('hello, not a picture'), PICTURE_LIMITS)).refusal).toEqual({ status: 415, message: MESSAGES.upload.notAnImage });
    const jpeg = await flat('jpeg');
    expect((await reencodePicture(jpeg.subarray(0, 30), PICTURE_LIMITS)).refusal).toEqual({ status: 422, message: MESSAGES.upload.unreadable });
    expect((await reencodePicture(jpeg, { ...PICTURE_LIMITS, maxPixels: 60 * 40 - 1 })).refusal).toEqual({ status: 413, message: MESSAGES.upload.tooManyPixels });
  });
});

describe('readPictureHeader', () => {
  it('gives the upright size and type without decoding, judged by the limits given', async () => {
    const sideways = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#8ecae6' } })
      .withMetadata({ orientation: 8 })
      .webp()
      .toBuffer();
    expect(await readPictureHeader(sideways, PANORAMA_LIMITS)).toEqual({
      header: { kind: { mime: 'image/webp', extension: 'webp' }, upright: { width: 40, height: 60 }, animated: false, isPalette: false },
    });
  });
});
