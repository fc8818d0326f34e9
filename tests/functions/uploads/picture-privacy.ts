import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '@homehaven/domain/images';
import { signUpWithPassword, type EmulatorAccount } from '../../../tools/emulators/auth-rest';
import { exifGpsTags } from '../../support/exif';
import { served, uploadedUrl } from './support';

/** GPS tags a phone writes: latitude and longitude with their hemispheres (EXIF tags 1-4). */
const GPS_TAGS = [1, 2, 3, 4];

/**
 * A 300 × 200 picture in `format` as a phone writes one held upright: stored sideways with EXIF
 * orientation 6 (turn a quarter clockwise to show), the place it was taken, who took it, and an ICC
 * profile. (sharp writes no GPS into a PNG, so PNG is not among the formats.)
 */
function phonePicture(format: 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffb703' } })
    .withExif({
      IFD0: { Artist: 'Jane Seller', Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}

/** No personal metadata kept: run from tests/functions/upload.test.ts (see there why one file). */
export function picturePrivacyTests(): void {
  describe('POST /upload keeps no personal metadata', () => {
    let account: EmulatorAccount;
    beforeAll(async () => {
      account = await signUpWithPassword();
    });

    it.each(['jpeg', 'webp'] as const)('stores a %s carrying EXIF GPS upright, without any metadata, in the picture and every copy', async (format) => {
      const sent = await phonePicture(format);
      const sentMeta = await sharp(sent).metadata();
      // The fixture really carries a position and the orientation.
      expect(exifGpsTags(sentMeta.exif)).toEqual(expect.arrayContaining(GPS_TAGS));
      expect(sentMeta.orientation).toBe(6);

      const url = await uploadedUrl(sent, `phone.${format}`, `image/${format}`, account.idToken);
      const copies = IMAGE_VARIANT_WIDTHS.map((width) => ({ url: imageVariantUrl(url, width) ?? '', width: Math.min(width, 200) }));
      for (const stored of [{ url, width: 200 }, ...copies]) {
        const meta = await sharp((await served(stored.url)).bytes).metadata();
        expect({ url: stored.url, exif: meta.exif, gps: exifGpsTags(meta.exif), xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({
          url: stored.url,
          exif: undefined,
          gps: [],
          xmp: undefined,
          iptc: undefined,
          icc: undefined,
          orientation: undefined,
        });
        // Upright: the sideways 300 × 200 shows 200 wide and 300 high.
        expect({ width: meta.width, height: meta.height }).toEqual({ width: stored.width, height: Math.round((stored.width * 300) / 200) });
      }
    });
  });
}
